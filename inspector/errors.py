"""Exceptions: only for conditions under which the work cannot go on."""

from __future__ import annotations


class InspectorError(Exception):
    """Base of every error the inspector raises on purpose."""


class DocumentOpenError(InspectorError):
    """The file cannot be opened as a PDF (missing, unreadable, not a PDF, damaged)."""


class PasswordError(DocumentOpenError):
    """The file is encrypted and the password is missing or wrong."""


class UsageError(InspectorError):
    """The caller asked for something that does not exist (a page out of range, ...)."""
