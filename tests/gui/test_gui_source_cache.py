"""The window's process keeps no module sources in linecache (PySide6's import hook)."""

from __future__ import annotations

import json
import linecache
import os
import subprocess
import sys
import types
from pathlib import Path

import pytest

from inspector.gui import source_check

pytestmark = pytest.mark.gui

ROOT = Path(__file__).resolve().parents[2]

CHILD = """
import json, linecache, sys
sys.path.insert(0, sys.argv[2])
from devtools import timing

timing.measure(sys.argv[1], switches=0)  # a real window: first page, every verdict
import uses_qt, plain  # imported after the document was opened

feature = sys.modules["shibokensupport.feature"]
files = {getattr(m, "__file__", None) for m in list(sys.modules.values())}
print(json.dumps({
    "cached": sorted(f for f in linecache.cache if f in files),
    "uses_qt": feature.pyside_feature_dict.get("uses_qt"),
    "plain": feature.pyside_feature_dict.get("plain"),
    "source_line": linecache.getline(plain.__file__, 1),
}))
"""


def test_opening_a_document_leaves_no_module_source_in_linecache(
    cjk_pdf: Path, tmp_path: Path
) -> None:
    feature = sys.modules.get(source_check.FEATURE_MODULE)
    if not hasattr(feature, "_mod_uses_pyside"):
        pytest.skip("this PySide6 has no import hook that reads module sources")
    modules = tmp_path / "modules"
    modules.mkdir()
    (modules / "uses_qt.py").write_text("NAME = 'PySide6'\n", encoding="utf-8")
    (modules / "plain.py").write_text("NAME = 'no binding here'\n", encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    result = subprocess.run(
        [sys.executable, "-c", CHILD, str(cjk_pdf), str(modules)],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    found = json.loads(result.stdout.strip().splitlines()[-1])
    # Before, about 400 modules' sources (170,000 lines on a large document) stayed here.
    assert found["cached"] == []
    # PySide6's answers are unchanged: 0 for a module naming the binding, -1 for the rest.
    assert (found["uses_qt"], found["plain"]) == (0, -1)
    # Tracebacks still find the lines: linecache reads the file when asked.
    assert found["source_line"] == "NAME = 'no binding here'\n"


def test_modules_without_a_source_file_get_pysides_own_answer(tmp_path: Path) -> None:
    calls: list[str] = []

    def check(module: types.ModuleType) -> bool:
        calls.append(module.__name__)
        linecache.cache[module.__file__] = (1, 1.0, ["x\n"], module.__file__)
        return True

    checked = source_check._uncached(check)
    compiled = types.ModuleType("compiled")
    compiled.__file__ = str(ROOT / "no-such-module.cpython-311-x86_64-linux-gnu.so")
    assert checked(compiled) is True
    assert calls == ["compiled"]
    assert compiled.__file__ not in linecache.cache  # what the check cached is taken out
    for name, text, expected in (("plain", "x = 1\n", False), ("qt", "import PySide6\n", True)):
        source = tmp_path / f"{name}.py"
        source.write_text(text, encoding="utf-8")
        module = types.ModuleType(name)
        module.__file__ = str(source)
        assert checked(module) is expected  # read as bytes, without PySide6's check
        assert str(source) not in linecache.cache
    assert calls == ["compiled"]
