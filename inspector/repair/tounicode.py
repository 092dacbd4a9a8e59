"""Writing a compact, valid ToUnicode CMap (ISO 32000-1 §9.10.3).

Entries are keyed on the complete source bytes of each code. Runs of codes of one or two
bytes whose destinations are consecutive become ``bfrange`` entries (never crossing a
change of the code's leading bytes, so the last byte alone is incremented as the standard
requires); the rest are ``bfchar`` entries, at most 100 per block. Codes of three or four
bytes (UniJIS-UTF8-H, UTF32 CMaps) stay single: pdftotext (poppler 22.12) rejects such an
entry, and a rejected ``bfchar`` leaves it the collection's value where a rejected
``bfrange`` left its codes empty.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from inspector.cmap import CodespaceRange

BLOCK = 100


def _utf16(text: str) -> str:
    return text.encode("utf-16-be").hex().upper()


def _runs(
    mapping: Mapping[bytes, str],
) -> tuple[list[tuple[bytes, bytes, str]], list[tuple[bytes, str]]]:
    """Split a code -> text map into linear ranges and single entries."""
    ranges: list[tuple[bytes, bytes, str]] = []
    singles: list[tuple[bytes, str]] = []
    items = sorted(mapping.items(), key=lambda kv: (len(kv[0]), kv[0]))
    i = 0
    while i < len(items):
        code, text = items[i]
        j = i
        if len(code) <= 2 and len(text) == 1 and ord(text) <= 0xFFFF:
            while j + 1 < len(items):
                nxt, nxt_text = items[j + 1]
                prev, prev_text = items[j]
                if (
                    len(nxt) == len(code)
                    and nxt[:-1] == code[:-1]
                    and nxt[-1] == prev[-1] + 1
                    and len(nxt_text) == 1
                    and ord(nxt_text) == ord(prev_text) + 1
                    and (ord(prev_text) & 0xFF) != 0xFF
                ):
                    j += 1
                else:
                    break
        if j > i:
            ranges.append((code, items[j][0], text))
        else:
            singles.append((code, text))
        i = j + 1
    return ranges, singles


def tounicode_cmap(
    mapping: Mapping[bytes, str], codespace: Sequence[CodespaceRange], name: str = "Repaired-UCS"
) -> bytes:
    """CMap source for a ToUnicode stream mapping codes (bytes) to text."""
    ranges, singles = _runs(mapping)
    lines = [
        "/CIDInit /ProcSet findresource begin",
        "12 dict begin",
        "begincmap",
        "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def",
        f"/CMapName /{name} def",
        "/CMapType 2 def",
    ]
    spaces = list(codespace) or [CodespaceRange(b"\x00", b"\xff")]
    lines.append(f"{len(spaces)} begincodespacerange")
    lines.extend(f"<{r.low.hex().upper()}> <{r.high.hex().upper()}>" for r in spaces)
    lines.append("endcodespacerange")
    for start in range(0, len(singles), BLOCK):
        block = singles[start : start + BLOCK]
        lines.append(f"{len(block)} beginbfchar")
        lines.extend(f"<{c.hex().upper()}> <{_utf16(t)}>" for c, t in block)
        lines.append("endbfchar")
    for start in range(0, len(ranges), BLOCK):
        block_r = ranges[start : start + BLOCK]
        lines.append(f"{len(block_r)} beginbfrange")
        lines.extend(
            f"<{lo.hex().upper()}> <{hi.hex().upper()}> <{_utf16(t)}>" for lo, hi, t in block_r
        )
        lines.append("endbfrange")
    lines += [
        "endcmap",
        "CMapName currentdict /CMap defineresource pop",
        "end",
        "end",
    ]
    return ("\n".join(lines) + "\n").encode("ascii")
