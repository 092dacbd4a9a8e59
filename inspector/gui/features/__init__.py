"""The window's controller, cut by feature: each module holds a feature's controller
half (UI thread) and its session half (worker thread); see
:mod:`inspector.gui.controller`, which composes them, and :mod:`.hub`."""
