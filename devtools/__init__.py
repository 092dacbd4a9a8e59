"""Developer tools for the window, not part of the product: the wheel does not ship them
(``pyproject.toml`` builds the wheel from ``inspector/`` only; tests/test_packaging.py
checks it). Run from the source tree:

- :mod:`.timing`: time to the first page and per page switch (``scripts/gui_timing.py``,
  tests/gui/test_gui_speed.py);
- :mod:`.screenshots`: the README's and docs' screenshots (``scripts/screenshots.py``);
- :mod:`.language_check`: a screenshot of the window in each language, and its checks for
  cut or overlapping texts (tests/gui/test_gui_languages.py).
"""
