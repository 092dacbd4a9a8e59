"""Words for the decoding chain of one code: labels, badges and the full chain as text."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from inspector.chain import FLAG_ORDER, CodeInfo, DecodedCode, Flag, UnicodeSource
from inspector.i18n import tr
from inspector.output.escapes import visible as shown_hidden
from inspector.output.records import flag_names
from inspector.output.words import source_name, width_source_name

if TYPE_CHECKING:
    from inspector.text.actual import GlyphText


def code_points(text: str | None) -> str:
    """``"U+65E5"`` (several joined by spaces), or an empty string."""
    if text is None:
        return ""
    return " ".join(f"U+{ord(ch):04X}" for ch in text)


def visible(text: str | None) -> str:
    """A Unicode value as it can be shown in a cell: the characters the report flags as
    hidden (controls, bidirectional overrides such as U+202E, zero-width characters;
    :func:`inspector.output.escapes.is_hidden`, the one rule) shown as the report shows
    them, ``⟨U+202E⟩``, and a space as ``␣`` (a value of one space is otherwise blank)."""
    if text is None:
        return ""
    return shown_hidden(text).replace(" ", "\u2423")


def worst_flag(info: CodeInfo) -> Flag | None:
    """The flag that decides a code's colour."""
    if not info.flags:
        return None
    for flag in FLAG_ORDER:
        if flag in info.flags:
            return flag
    return None


def text_source(shown: GlyphText) -> str:
    """Where a glyph's text in the page's text comes from: an /ActualText (the strings it
    covers and what the glyphs alone give), the route of recovered text, the code's
    Unicode source (unified on evidence, if so), or none."""
    actual = shown.actual
    if actual is not None:
        return QCoreApplication.translate(
            "Chain", "ActualText (strings {strings}); glyphs alone: “{alone}”"
        ).format(
            strings=", ".join(str(n + 1) for n in actual.strings),
            alone=visible(actual.glyphs_text),
        )
    if shown.source is UnicodeSource.NONE:
        return QCoreApplication.translate("Chain", "none")
    if shown.unified:
        return QCoreApplication.translate("Chain", "{source}, unified on evidence").format(
            source=source_name(shown.source)
        )
    if shown.source in RECOVERY_ROUTES:
        return QCoreApplication.translate("Chain", "recovered: {route}").format(
            route=source_name(shown.source)
        )
    return source_name(shown.source)


RECOVERY_ROUTES = frozenset(
    (
        UnicodeSource.FONT_CMAP,
        UnicodeSource.GLYPH_SHAPE,
        UnicodeSource.NAME_PATTERN,
        UnicodeSource.TEX_NAME,
        UnicodeSource.IDENTITY_NAME,
    )
)
"""Sources that are only ever routes of recovered text (GLYPH_NAME is also a code's own
source, from /Differences)."""


def gid_source(info: CodeInfo) -> str:
    """How a code's GID was found (CIDToGIDMap, Identity, the CFF charset, a cmap
    subtable, a glyph name), as the decoder recorded it; '' when there is no GID."""
    return tr(info.gid_rule) if info.gid_rule and info.gid is not None else ""


def chain_lines(
    code: DecodedCode, font_name: str | None = None, shown: GlyphText | None = None
) -> list[tuple[str, str]]:
    """The chain of one code as (label, value) rows, each value with its source (in the
    window's language; PDF names, CID, GID, Unicode and the sources' codes stay); with
    ``shown``, what the page's text gives for the glyph and where from."""
    info = code.info
    at = QCoreApplication.translate("Chain", "<{bytes}> at byte {offset} (code {code})").format(
        bytes=info.code_bytes.hex(), offset=code.offset, code=info.code
    )
    rows = [(QCoreApplication.translate("Chain", "Bytes"), at)]
    if font_name:
        rows.insert(0, (QCoreApplication.translate("Chain", "Font"), f"/{font_name}"))
    if Flag.INVALID in info.flags:
        rows.append(
            (
                QCoreApplication.translate("Chain", "Codespace"),
                QCoreApplication.translate("Chain", "outside every codespace range (§9.7.6.3)"),
            )
        )
    if info.cid is not None:
        origin = (
            "  "
            + QCoreApplication.translate("Chain", "from {origin}").format(origin=info.cid_origin)
            if info.cid_origin
            else ""
        )
        rows.append(("CID", f"{info.cid}{origin}"))
    if info.gid is None:
        rows.append(("GID", "-"))
    else:
        rule = gid_source(info)
        via = (
            "  " + QCoreApplication.translate("Chain", "from {origin}").format(origin=rule)
            if rule
            else ""
        )
        rows.append(("GID", f"{info.gid}{via}"))
    if info.glyph_name:
        rows.append((QCoreApplication.translate("Chain", "Glyph name"), info.glyph_name))
    if info.unicode is None:
        rows.append(
            ("Unicode", QCoreApplication.translate("Chain", "none: no rule maps this code"))
        )
    else:
        origin = f" ({info.unicode_origin})" if info.unicode_origin else ""
        via = QCoreApplication.translate("Chain", "via {source}").format(
            source=source_name(info.unicode_source)
        )
        rows.append(
            ("Unicode", f"{code_points(info.unicode)} {visible(info.unicode)}  {via}{origin}")
        )
    if shown is not None:
        value = f"{code_points(shown.text)} {visible(shown.text)}".strip()
        rows.append(
            (
                QCoreApplication.translate("Chain", "Text"),
                f"{value or '∅'}  {text_source(shown)}",
            )
        )
    rows.append(
        (
            QCoreApplication.translate("Chain", "Width"),
            f"{info.width:g} ({width_source_name(info.width_source)})",
        )
    )
    if info.vertical is not None:
        w1, vx, vy = info.vertical
        rows.append(
            (QCoreApplication.translate("Chain", "Vertical"), f"w1y {w1:g}, v ({vx:g}, {vy:g})")
        )
    flags = flag_names(info)
    rows.append(
        (
            QCoreApplication.translate("Chain", "Flags"),
            ", ".join(flags) if flags else QCoreApplication.translate("Chain", "none"),
        )
    )
    return rows


def chain_text(
    code: DecodedCode, font_name: str | None = None, shown: GlyphText | None = None
) -> str:
    """The chain of one code as plain text, one value a line (for the clipboard)."""
    rows = chain_lines(code, font_name, shown)
    width = max(len(label) for label, _ in rows)
    return "\n".join(f"{label.ljust(width)}  {value}" for label, value in rows)


def chain_html(
    code: DecodedCode, font_name: str | None = None, shown: GlyphText | None = None
) -> str:
    """The chain of one code as a small HTML table (for tooltips)."""
    import html

    cells = "".join(
        f"<tr><td><b>{html.escape(label)}</b></td><td>{html.escape(value)}</td></tr>"
        for label, value in chain_lines(code, font_name, shown)
    )
    return f"<table cellspacing='2'>{cells}</table>"
