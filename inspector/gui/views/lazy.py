"""Views that do their work only while a person can see them.

A tabbed dock widget that is not the current tab still says it is visible
(``isVisible()``); only its ``visibilityChanged`` signal tells. The window forwards that
signal to :meth:`ShownState.set_shown`; a view asks :attr:`ShownState.shown` before
reading anything from the worker, and catches up in :meth:`ShownState.became_shown`.
"""

from __future__ import annotations


class ShownState:
    """Mixin for a view: whether it is on screen, and a hook for when it comes back."""

    shown: bool = False

    def set_shown(self, shown: bool) -> None:
        """Called by the window when the view's dock (or tab) is shown or hidden."""
        was = self.shown
        self.shown = shown
        if shown and not was:
            self.became_shown()

    def became_shown(self) -> None:
        """The view is on screen again: bring it up to date."""
