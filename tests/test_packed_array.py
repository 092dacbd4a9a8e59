"""/W arrays kept compactly (PackedArray) read exactly as the tuples they replace."""

from __future__ import annotations

import pickle
import tracemalloc
from collections.abc import Callable

import pikepdf
import pytest

from inspector.decode.widths import CidMetrics
from inspector.pdf.fontdict import _plain_w_array, _w_elements
from inspector.pdf.packed import PackedArray


def _w(items: list[object]) -> pikepdf.Array:
    return pikepdf.Array(items)


MIXED = [1, [500, 600.5, -0.0], 10, 20, 300, 30, [250], 5, 40, 700, 50, []]
"""Both forms, an overlap (5-40 over 1-3 and 10-20), a negative zero, an empty array."""


def test_a_packed_w_array_reads_as_the_tuple_element_by_element() -> None:
    packed = _plain_w_array(_w(MIXED))
    expected = _w_elements(_w(MIXED))
    assert isinstance(packed, PackedArray)
    assert len(packed) == len(expected) == 12
    assert tuple(packed) == expected and packed == expected and expected == packed
    assert [packed[i] for i in range(-12, 12)] == [expected[i] for i in range(-12, 12)]
    assert [type(packed[i]) for i in range(12)] == [type(e) for e in expected]
    assert packed[1] == (500.0, 600.5, -0.0) and str(packed[1][2]) == "-0.0"
    assert packed[11] == ()
    assert packed[1:4] == expected[1:4] and packed[::-3] == expected[::-3]
    assert hash(packed) == hash(expected)
    with pytest.raises(IndexError):
        packed[12]
    assert bool(packed) and not PackedArray(())
    again = pickle.loads(pickle.dumps(packed))
    assert isinstance(again, PackedArray) and again == packed
    assert PackedArray(expected) == packed


def test_widths_looked_up_in_a_packed_array_are_those_of_the_tuple() -> None:
    packed = _plain_w_array(_w(MIXED))
    assert packed is not None
    plain = CidMetrics(tuple(packed))
    compact = CidMetrics(packed)
    assert [compact.lookup(c) for c in range(60)] == [plain.lookup(c) for c in range(60)]
    assert compact.lookup(2) == (600.5,) and compact.lookup(12) == (700.0,)
    assert compact.problems == plain.problems and compact.values() == plain.values()
    vertical = _plain_w_array(_w([1, [-1000, 500, 880, -900, 500, 880], 10, 20, -1000, 500, 880]))
    assert vertical is not None
    v_plain, v_compact = CidMetrics(tuple(vertical), 3), CidMetrics(vertical, 3)
    assert [v_compact.lookup(c) for c in range(25)] == [v_plain.lookup(c) for c in range(25)]
    assert v_compact.lookup(2) == (-900.0, 500.0, 880.0)


RANGES = [1, 1, 224, 32, 32, 0, 1398, 1400, 1000.5, 1465, 1465, -0.0, 2, 40, 500]
"""fpdf2's form, ``c_first c_last w`` throughout: a range over others, a negative zero."""


def test_an_array_of_numbers_only_is_read_at_once_as_the_loop_reads_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from inspector.pdf import fontdict

    at_once = _plain_w_array(_w(RANGES))
    monkeypatch.setattr(fontdict, "_flat_numbers", lambda text: None)
    looped = _plain_w_array(_w(RANGES))
    monkeypatch.undo()
    expected = _w_elements(_w(RANGES))
    assert isinstance(at_once, PackedArray) and isinstance(looped, PackedArray)
    assert at_once.numbers_if_flat() is not None and at_once == looped == expected
    assert [type(v) for v in at_once] == [float] * len(RANGES)
    assert str(at_once[11]) == "-0.0"
    for a, b in zip(
        (at_once._numbers, at_once._sizes, at_once._starts),
        (looped._numbers, looped._sizes, looped._starts),
        strict=True,
    ):
        assert a == b and a.typecode == b.typecode
    # Its widths, looked up from the columns, are those of the tuple read element by element.
    plain, compact = CidMetrics(tuple(expected)), CidMetrics(at_once)
    assert [compact.lookup(c) for c in range(1500)] == [plain.lookup(c) for c in range(1500)]
    assert compact.lookup(1399) == (1000.5,) and compact.lookup(5) == (500.0,)
    # Anything but numbers in one array goes the general way.
    assert _plain_w_array(_w(MIXED)).numbers_if_flat() is None  # type: ignore[union-attr]
    assert fontdict._flat_numbers(b"[ 1 2 [ 3 ] ]") is None
    assert fontdict._flat_numbers(b"[ 1 2 1.2.3 ]") is None
    assert fontdict._flat_numbers(b"[ ]") is None


def _kept(make: Callable[[], object]) -> tuple[object, int]:
    """What ``make`` returns and the bytes still allocated for it afterwards."""
    tracemalloc.start()
    try:
        made = make()
        kept, _peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    return made, kept


def test_a_subset_fonts_w_array_takes_a_fraction_of_its_tuples_memory() -> None:
    items: list[object] = []
    for cid in range(1, 3001):  # ``c [w]`` for each glyph, as subset producers write
        items += [cid * 7, [1000 if cid % 3 else 500]]
    array = _w(items)
    expected, as_tuples = _kept(lambda: _w_elements(array))
    packed, as_columns = _kept(lambda: _plain_w_array(array))
    assert packed == expected
    # 6,000 elements (3,000 CIDs, 3,000 arrays of one width) and 6,000 numbers: 16 bytes
    # a number and 96,000 in all, where the floats and tuples took about 340,000.
    assert as_columns <= 100_000 and 3 * as_columns < as_tuples
