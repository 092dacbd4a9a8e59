"""An array of numbers and arrays of numbers kept as columns of machine numbers.

A CJK subset font's /W array is ``c [w] c [w] ...`` for each of its thousands of glyphs:
as Python objects that is a float for every number and a tuple for every inner array,
about 60 bytes a number, held for as long as the font (on the 78-font benchmark document,
280,000 floats and 140,000 tuples, 9 MB). :class:`PackedArray` keeps the numbers in one
``array('d')`` (8 bytes each, plus 8 per element for its size and position) and reads as
the tuple it replaces: each element is a float, or a tuple of floats made when asked.
"""

from __future__ import annotations

from array import array
from collections.abc import Iterator, Sequence
from typing import overload

Element = float | tuple[float, ...]


class PackedArray(Sequence[Element]):
    """A sequence of floats and tuples of floats (one level deep), stored compactly;
    equal to the tuple of its elements."""

    __slots__ = ("_numbers", "_sizes", "_starts")

    def __init__(self, elements: Sequence[float | Sequence[float]]) -> None:
        numbers = array("d")
        sizes = array("i")
        starts = array("I")
        for element in elements:
            starts.append(len(numbers))
            if isinstance(element, int | float):
                sizes.append(-1)
                numbers.append(element)
            else:
                sizes.append(len(element))
                numbers.extend(element)
        self._numbers = numbers
        self._sizes = sizes
        """-1 for a number, else the length of the inner array."""
        self._starts = starts
        """Where each element's numbers begin in ``_numbers``."""

    @classmethod
    def from_columns(
        cls, numbers: array[float], sizes: array[int], starts: array[int]
    ) -> PackedArray:
        """The array whose element ``i`` is ``numbers[starts[i]]`` when ``sizes[i]`` is -1,
        else the tuple of the ``sizes[i]`` numbers from there (the arrays are taken)."""
        packed = cls.__new__(cls)
        packed._numbers = numbers
        packed._sizes = sizes
        packed._starts = starts
        return packed

    @classmethod
    def of_numbers(cls, numbers: array[float]) -> PackedArray:
        """The array of ``numbers`` alone, no inner array (taken)."""
        n = len(numbers)
        return cls.from_columns(numbers, array("i", [-1]) * n, array("I", range(n)))

    def numbers_if_flat(self) -> array[float] | None:
        """The numbers when every element is a number (no inner array), else None; the
        caller must not change them."""
        sizes = self._sizes
        if sizes and max(sizes) == -1:
            return self._numbers
        return None

    def __len__(self) -> int:
        return len(self._sizes)

    def _element(self, i: int) -> Element:
        size = self._sizes[i]
        start = self._starts[i]
        if size < 0:
            return self._numbers[start]
        return tuple(self._numbers[start : start + size])

    @overload
    def __getitem__(self, i: int) -> Element: ...

    @overload
    def __getitem__(self, i: slice) -> tuple[Element, ...]: ...

    def __getitem__(self, i: int | slice) -> Element | tuple[Element, ...]:
        if isinstance(i, slice):
            return tuple(self._element(k) for k in range(*i.indices(len(self))))
        n = len(self._sizes)
        if not -n <= i < n:
            raise IndexError("PackedArray index out of range")
        return self._element(i % n)

    def __iter__(self) -> Iterator[Element]:
        return map(self._element, range(len(self._sizes)))

    def __eq__(self, other: object) -> bool:
        if isinstance(other, PackedArray):
            return (self._sizes, self._numbers) == (other._sizes, other._numbers)
        if isinstance(other, tuple):
            return tuple(self) == other
        return NotImplemented

    def __hash__(self) -> int:
        return hash(tuple(self))

    def __repr__(self) -> str:
        return f"PackedArray({tuple(self)!r})"

    def __reduce__(self) -> tuple[object, ...]:
        return PackedArray, (tuple(self),)


__all__ = ["PackedArray"]
