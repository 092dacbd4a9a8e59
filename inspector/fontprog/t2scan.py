"""A Type 2 charstring's advance width and whether it draws, read from its first bytes.

Adobe Technical Note 5177 (The Type 2 Charstring Format), sections 3.2 (numbers), 4.1
(the width is the optional first operand of the first stack-clearing operator) and 4.3
(hintmask bytes). The diagnostics ask every glyph a document uses for these two answers;
fontTools' interpreter gives them too, at about 300 µs a glyph, which was most of the time
``fonts`` spent on documents with many embedded CJK subsets. A charstring almost always
begins with its width, stems, masks and a moveto before its first segment; this reads
exactly that, following subroutine calls (section 4.7), and answers None for anything
else (arithmetic, ``seac`` accents, malformed data), which the caller then hands to
fontTools.
"""

from __future__ import annotations

from collections.abc import Callable

Subroutine = Callable[[int], bytes | None]
"""The bytecode of a subroutine by its biased number (None: no such subroutine)."""

_CLEARING_PARITY = {
    1: 0,  # hstem: a width when the operand count is odd
    3: 0,  # vstem
    18: 0,  # hstemhm
    23: 0,  # vstemhm
    19: 0,  # hintmask
    20: 0,  # cntrmask
    21: 0,  # rmoveto: 2 operands, a width makes 3
    22: 1,  # hmoveto: 1 operand, a width makes 2
    4: 1,  # vmoveto
    14: 0,  # endchar: none (or 4 for seac), a width makes 1 (or 5)
}
"""Stack-clearing operators and the parity of their own operand count."""

_STEMS = (1, 3, 18, 23)
_MASKS = (19, 20)
_MOVES = (21, 22, 4)
_SEGMENTS = frozenset((5, 6, 7, 8, 24, 25, 26, 27, 30, 31))
"""rlineto, hlineto, vlineto, rrcurveto, rcurveline, rlinecurve, vvcurveto, hhcurveto,
vhcurveto, hvcurveto."""
_FLEX = frozenset((34, 35, 36, 37))
"""The escaped hflex, flex, hflex1, flex1."""
_ENDCHAR = 14
_ESCAPE = 12
_CALLSUBR = 10
_RETURN = 11
_CALLGSUBR = 29


def bias(count: int) -> int:
    """The number added to a subroutine operand (Type 2 charstrings, 4.7)."""
    return 107 if count < 1240 else 1131 if count < 33900 else 32768


_MAX_DEPTH = 10  # subroutine nesting allowed by the format


def scan_width(
    bytecode: bytes,
    nominal: float,
    default: float,
    local: Subroutine | None = None,
    global_: Subroutine | None = None,
) -> tuple[float, bool] | None:
    """The advance width in glyph units and whether a segment is drawn, or None when the
    charstring does not begin the plain way (see the module doc). ``local`` and
    ``global_`` give the subroutines' bytecode (callsubr, callgsubr)."""
    stack: list[float] = []
    width: float | None = None
    stems = 0
    moved = False  # fontTools' interpreter hands a pending moveto to the pen at endchar
    frames: list[tuple[bytes, int]] = []
    i = 0
    size = len(bytecode)
    while True:
        if i >= size:
            return None  # ran off the end (a cut operand, or a subroutine without return)
        b0 = bytecode[i]
        if b0 >= 32:
            if b0 <= 246:
                stack.append(b0 - 139)
                i += 1
            elif i + 1 >= size:
                return None
            elif b0 <= 250:
                stack.append((b0 - 247) * 256 + bytecode[i + 1] + 108)
                i += 2
            elif b0 <= 254:
                stack.append(-(b0 - 251) * 256 - bytecode[i + 1] - 108)
                i += 2
            elif i + 4 >= size:
                return None
            else:
                value = int.from_bytes(bytecode[i + 1 : i + 5], "big", signed=True)
                stack.append(value / 65536.0)
                i += 5
            continue
        if b0 == 28:
            if i + 2 >= size:
                return None
            stack.append(int.from_bytes(bytecode[i + 1 : i + 3], "big", signed=True))
            i += 3
            continue
        if len(stack) > 48:
            return None  # beyond the argument stack limit: malformed
        op = b0
        i += 1
        if op in (_CALLSUBR, _CALLGSUBR):
            source = local if op == _CALLSUBR else global_
            if source is None or not stack or len(frames) >= _MAX_DEPTH:
                return None
            number = stack.pop()
            if not isinstance(number, int):
                return None
            called = source(number)
            if called is None:
                return None
            frames.append((bytecode, i))
            bytecode, i, size = called, 0, len(called)
            continue
        if op == _RETURN:
            if not frames:
                return None
            bytecode, i = frames.pop()
            size = len(bytecode)
            continue
        if op == _ESCAPE:
            if i < size and width is not None and bytecode[i] in _FLEX:
                return width, True
            return None
        if width is None:
            parity = _CLEARING_PARITY.get(op)
            if parity is None:
                return None  # another operator first
            width = nominal + stack.pop(0) if len(stack) % 2 != parity else default
        if op in _SEGMENTS:
            return width, True
        if op in _STEMS:
            stems += len(stack) // 2
        elif op in _MASKS:
            stems += len(stack) // 2  # operands before a mask are vstem hints
            i += (stems + 7) // 8
        elif op == _ENDCHAR:
            if stack:
                return None  # seac: an accented glyph of two components
            return width, moved
        elif op in _MOVES:
            moved = True
        else:
            return None
        stack.clear()


__all__ = ["Subroutine", "bias", "scan_width"]
