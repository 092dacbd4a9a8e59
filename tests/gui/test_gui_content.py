"""The content-stream lexer finds the operator behind each string, as the interpreter counts."""

from __future__ import annotations

import pytest

from inspector.gui.content_source import build_source
from inspector.gui.search import QueryKind, parse_query
from inspector.gui.utf16 import Utf16Map

pytestmark = pytest.mark.gui

STREAM = (
    b"q BI /W 1 /H 1 /BPC 8 /CS /G ID \x00\x01 EI Q % comment Tj\n"
    b"BT /F1 12 Tf (a\\)(b)) Tj [(x) -20 <4142> 3 (y)] TJ 0 -14 Td (z) ' ET"
)


def test_operators_are_counted_like_the_interpreter() -> None:
    source = build_source("page 1", 4, (), STREAM)
    spans = [source.text[slice(*source.operator_span(i))] for i in range(len(source.operators))]
    assert spans == ["q", "Q", "BT", "/F1 12 Tf", "(a\\)(b)) Tj", "[(x) -20 <4142> 3 (y)] TJ",
                     "0 -14 Td", "(z) '", "ET"]  # fmt: skip
    assert source.operator_span(99) is None


@pytest.mark.parametrize(
    ("instruction", "element", "expected"),
    [(4, None, "(a\\)(b))"), (5, 0, "(x)"), (5, 2, "<4142>"), (5, 4, "(y)"), (7, None, "(z)")],
)
def test_string_operands_are_located(instruction: int, element: int | None, expected: str) -> None:
    source = build_source("page 1", 4, (), STREAM)
    span = source.operand_span(instruction, element)
    assert span is not None
    assert source.text[span[0] : span[1]] == expected


def test_the_stream_is_laid_out_one_operator_a_line_indented_by_q_and_bt() -> None:
    # One line, as dvipdfmx writes it; the inline image's data and the strings as they are.
    source = build_source("page 1", 4, (), STREAM)
    assert source.text.split("\n") == [
        "q",
        "  BI /W 1 /H 1 /BPC 8 /CS /G ID \x00\x01 EI",
        "Q",
        "% comment Tj",
        "BT",
        "  /F1 12 Tf",
        "  (a\\)(b)) Tj",
        "  [(x) -20 <4142> 3 (y)] TJ",
        "  0 -14 Td",
        "  (z) '",
        "ET",
    ]
    assert source.size == len(STREAM)
    nested = build_source("page 1", 4, (), b"q q BT (a) Tj ET Q Q Q Q BT ET")
    assert nested.text.split("\n") == [
        "q", "  q", "    BT", "      (a) Tj", "    ET", "  Q", "Q", "Q", "Q", "BT", "ET",
    ]  # fmt: skip


def test_queries() -> None:
    assert parse_query("  ") is None
    assert parse_query("U+65E5 U+672C") == parse_query("u+65e5u+672c")
    unicode = parse_query("U+65E5")
    assert unicode is not None and unicode.kind is QueryKind.UNICODE and unicode.text == "日"
    code = parse_query("<93 fa>")
    assert code is not None and code.kind is QueryKind.CODE and code.code == b"\x93\xfa"
    assert parse_query("0x41").code == b"A"  # type: ignore[union-attr]
    cid = parse_query("CID 1234")
    assert cid is not None and cid.kind is QueryKind.CID and cid.number == 1234
    text = parse_query("abc")
    assert text is not None and text.kind is QueryKind.TEXT and "abc" in text.describe()


def test_utf16_positions() -> None:
    mapping = Utf16Map("a𠀋b")
    assert [mapping.to_qt(i) for i in range(4)] == [0, 1, 3, 4]
    assert [mapping.from_qt(q) for q in (0, 1, 3, 4)] == [0, 1, 2, 3]
    assert Utf16Map("abc").from_qt(2) == 2
