"""Findings: what the input gets wrong, as data.

Exceptions mean the work cannot go on (see :mod:`inspector.errors`). Everything else a
PDF gets wrong becomes a :class:`Finding` handed to a :class:`FindingSink` that the
caller passes in. There is no global strictness flag.
"""

from __future__ import annotations

import enum
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Protocol

from inspector.catalogue import CATALOGUE, FindingKind


class Severity(enum.IntEnum):
    """How much a finding matters for the extracted text."""

    INFO = 0
    WARNING = 1
    ERROR = 2

    @property
    def label(self) -> str:
        """Lower-case name used in reports and JSON."""
        return self.name.lower()


@dataclass(frozen=True, slots=True)
class Location:
    """Where a finding points; every field is optional."""

    page_index: int | None = None
    obj: int | None = None
    font: str | None = None
    operator: str | None = None
    instruction_index: int | None = None
    byte_offset: int | None = None
    line: int | None = None

    def as_dict(self) -> dict[str, int | str]:
        """The set fields, with the page as a 1-based number."""
        out: dict[str, int | str] = {}
        if self.page_index is not None:
            out["page"] = self.page_index + 1
        for name in ("obj", "font", "operator", "instruction_index", "byte_offset", "line"):
            value = getattr(self, name)
            if value is not None:
                out[name] = value
        return out


@dataclass(frozen=True, slots=True)
class Finding:
    """One thing the input gets wrong or does surprisingly."""

    code: str
    severity: Severity
    message: str
    location: Location = field(default_factory=Location)
    details: Mapping[str, str | int | float | bool | None] = field(default_factory=dict)

    @property
    def kind(self) -> FindingKind:
        """The catalogue entry of this finding."""
        return CATALOGUE[self.code]

    def as_dict(self) -> dict[str, object]:
        """JSON-ready form."""
        kind = CATALOGUE.get(self.code)
        return {
            "code": self.code,
            "severity": self.severity.label,
            "message": self.message,
            "location": self.location.as_dict(),
            "spec": kind.spec if kind else None,
            "details": dict(self.details),
        }


class FindingSink(Protocol):
    """Where findings go; passed in by whoever asked for the work."""

    def add(self, finding: Finding) -> None:
        """Record one finding."""


class CollectingSink:
    """A sink that keeps findings in order and drops exact repeats."""

    def __init__(self) -> None:
        self._items: list[Finding] = []
        self._seen: set[tuple[str, str, Location]] = set()

    def add(self, finding: Finding) -> None:
        """Record one finding unless the same one is already here."""
        key = (finding.code, finding.message, finding.location)
        if key in self._seen:
            return
        self._seen.add(key)
        self._items.append(finding)

    def __iter__(self) -> Iterator[Finding]:
        return iter(self._items)

    def __len__(self) -> int:
        return len(self._items)

    @property
    def findings(self) -> tuple[Finding, ...]:
        """Everything recorded so far."""
        return tuple(self._items)


def make_finding(
    code: str,
    message: str,
    location: Location | None = None,
    severity: Severity | None = None,
    **details: str | int | float | bool | None,
) -> Finding:
    """Build a finding whose severity defaults to the catalogue's."""
    kind = CATALOGUE[code]
    return Finding(
        code=code,
        severity=severity if severity is not None else Severity[kind.severity.upper()],
        message=message,
        location=location or Location(),
        details=details,
    )
