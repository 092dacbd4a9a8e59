"""compare over the deliberately broken inputs of ``tests/broken``: exit 2 with one line
for what cannot be read, else a record valid against the schema; the input unchanged."""

from __future__ import annotations

import hashlib
import json
import sys
from collections.abc import Iterator
from importlib import resources

import jsonschema
import pytest
from broken.limits import scale_down
from broken.make_broken import CASES, Case

from inspector.cli import main
from inspector.engines import ENGINES, Engine
from inspector.engines.registry import read_json_lines
from inspector.pdf.streams import limit_decoders

SCHEMA = json.loads(
    resources.files("inspector.report").joinpath("schema/compare.schema.json").read_text("utf-8")
)
ECHO = (
    "import json,sys\n"
    "for p in sys.argv[2].split(','):\n"
    "    print(json.dumps({'page': int(p), 'text': 'abc (cid:3) \\ufffd'}))\n"
)


@pytest.fixture(autouse=True)
def one_fast_engine(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The limits scaled down as for the other commands, and one engine that prints the
    same text for every page (the real ones have tests of their own)."""
    scale_down(monkeypatch)
    echo = Engine(
        name="echo",
        available=lambda: True,
        version=lambda: "1",
        command=lambda path, pages, scratch: [
            sys.executable,
            "-c",
            ECHO,
            path,
            ",".join(map(str, pages)),
        ],
        read=read_json_lines,
    )
    original = list(ENGINES)
    ENGINES[:] = [echo]
    yield
    ENGINES[:] = original
    monkeypatch.undo()
    limit_decoders()


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.path.name)
def test_compare_survives_broken_input(capsys: pytest.CaptureFixture[str], case: Case) -> None:
    before = hashlib.sha256(case.path.read_bytes()).hexdigest()
    code = main(["compare", str(case.path), "--json"])
    out, err = capsys.readouterr()
    assert hashlib.sha256(case.path.read_bytes()).hexdigest() == before
    if case.exit_code == 2:
        assert code == 2 and out == "" and len(err.strip().splitlines()) == 1
        return
    # A page not read whole is warned of as text warns of it, and makes the exit code 1.
    warned = [line for line in err.splitlines() if line.startswith("warning: page ")]
    assert code == (1 if warned else 0), err
    record = json.loads(out)
    assert [v["page"] for v in record["verdicts"] if v["unread"]] == [
        int(line.split()[2].rstrip(":")) for line in warned
    ]
    # Every page text warns of, compare does (compare also reads the font programs).
    main(["text", str(case.path)])
    text_warned = capsys.readouterr().err.splitlines()
    assert {line for line in text_warned if line.startswith("warning: ")} <= set(warned)
    jsonschema.validate(record, SCHEMA)
    assert [e["status"] for e in record["engines"]] == ["ok"]
