"""`validate -j N` in-process: the worker processes finish on their own when the work is done
(no wait for a timeout, no kill), several items wait at each worker, and the outcomes still come
in input order."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from agentproto.shipped import canonical_schemas
from agentproto.validate import run as run_module
from agentproto.validate.check import Checker
from agentproto.validate.inputs import expand, work
from agentproto.validate.run import IN_FLIGHT, Worker, execute

USER = {"role": "user", "content": "hello", "timestamp": 1}
BAD = {"role": "user", "timestamp": 1}


def test_workers_exit_by_themselves_and_keep_the_order(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    started: list[Worker] = []
    sends: list[int] = []

    class Watched(Worker):
        def __init__(self, *args: object) -> None:
            super().__init__(*args)  # type: ignore[arg-type]
            started.append(self)

        def send(self, item: object) -> None:
            super().send(item)  # type: ignore[arg-type]
            sends.append(self.held)

    monkeypatch.setattr(run_module, "Worker", Watched)
    monkeypatch.setattr("agentproto.validate.inputs.BLOCK", 4096)  # many small work items
    path = tmp_path / "many.jsonl"
    docs = [USER, BAD] * 2000
    path.write_text("".join(json.dumps(d) + "\n" for d in docs))
    inputs, _ = expand((str(path),), "auto")
    checker = Checker(canonical_schemas(), None)
    outcomes = list(execute(work(inputs, 1 << 20), 2, checker))

    lines = [f.line for o in outcomes for f in o.findings]
    assert lines == list(range(2, len(docs) + 1, 2))  # every bad line, in order
    assert sum(o.documents for o in outcomes) == len(docs)
    assert len(started) == 2
    # each worker read the end of its pipe and returned: exit code 0, not killed after a wait
    assert [w.process.exitcode for w in started] == [0, 0]
    assert max(sends) == IN_FLIGHT  # a worker holds a second item while it checks the first
    assert Worker.parent_ends == []
