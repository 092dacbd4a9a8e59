"""What real engines print for codes they cannot map, recognized in a pasted text.

``explain-text`` is given somebody's output; some engines leave a signature in it:

- pdfminer.six prints ``(cid:N)`` for a code it finds no Unicode for (no ToUnicode, and
  no collection UCS2 map it uses): N is the CID (the code, for a simple font). The
  escapes are read back as the CIDs they name, as code points, so that the ``cid-as-
  unicode`` reading of the font they come from matches them.
- PyMuPDF (MuPDF) prints, for such a code, the code's bytes as characters with the zero
  bytes left out (the raw code): two-byte codes below U+0100 come out as pairs of C0
  control characters and Latin-1 letters (``\\x04\\x18`` for <0418>). Its text is matched
  as it is; the ``latin-1`` reading reproduces the bytes.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from inspector.diagnostics.naive import printable

CID_ESCAPE = re.compile(r"\(cid:(\d{1,7})\)")

RAW_CONTROLS = re.compile(r"[\x01-\x08\x0e-\x1f]")
"""C0 controls that are no whitespace: what raw two-byte codes below U+2000 print."""

RAW_SHARE = 0.2
"""At least this share of the characters (whitespace aside) must be such controls for a
text to look like PyMuPDF's raw codes."""


@dataclass(frozen=True)
class Convention:
    """An engine's signature found in a pasted text."""

    engine: str
    reading: str
    """The naive reading that reproduces the engine's mistake."""
    count: int
    """How many places of the text show the signature."""
    mistake: str
    """One sentence: what the engine did."""
    text: str
    """The text to match against the readings (escapes read back as code points)."""


def recognize(garbled: str) -> Convention | None:
    """The engine convention a pasted text shows, or None."""
    escapes = CID_ESCAPE.findall(garbled)
    if escapes:
        cids = [int(n) for n in escapes]
        text = CID_ESCAPE.sub(lambda m: printable(int(m.group(1))), garbled)
        shown = ", ".join(str(c) for c in cids[:5]) + (" ..." if len(cids) > 5 else "")
        return Convention(
            engine="pdfminer.six",
            reading="cid-as-unicode",
            count=len(cids),
            mistake=(
                f"The text has {len(cids)} (cid:N) escape{'' if len(cids) == 1 else 's'}, "
                "pdfminer.six's convention for a "
                f"code it finds no Unicode for (CIDs {shown}): the font has no ToUnicode "
                "entry for it and pdfminer.six does not use the character collection's UCS2 "
                "map (or the font has none); each escape names the CID (the code, for a "
                "simple font)."
            ),
            text=text,
        )
    visible = [ch for ch in garbled if not ch.isspace()]
    controls = RAW_CONTROLS.findall(garbled)
    if visible and len(controls) >= 2 and len(controls) >= RAW_SHARE * len(visible):
        return Convention(
            engine="PyMuPDF",
            reading="latin-1",
            count=len(controls),
            mistake=(
                f"The text has {len(controls)} C0 control characters, PyMuPDF's (MuPDF's) "
                "convention for a code it finds no Unicode for: it prints the code's bytes as "
                "characters, zero bytes left out (the raw code), so a two-byte code such as "
                "<0418> comes out as U+0004 U+0018."
            ),
            text=garbled,
        )
    return None


__all__ = ["CID_ESCAPE", "Convention", "recognize"]
