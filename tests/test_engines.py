"""`validate --engine` and `convert --engine` on Spark (local mode, two cores) and Ray (a local
cluster of two CPUs): the same findings, order, summary and exit code as the local engine.

One input of 250,000 small documents is made once and read by every engine: plain, gzip and
Zstandard JSON Lines and Parquet, each with a plain JSON Lines twin that the local engine reads
(it reads neither compression nor Parquet), so the engines' reports must equal the local
report with the twins' names put back. Its first partition's first attempt kills its own worker
(`core.FAIL_ONCE`): the engine must run it again and lose or repeat nothing."""

from __future__ import annotations

import gzip
import json
import os
import re
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from agentproto.cli import main
from agentproto.engines import core
from support import missing_toolchain

FIXTURES = Path(__file__).parent / "fixtures"
PI_AI = sorted((FIXTURES / "dialects" / "pi-ai").glob("*.jsonl"))

VALID = '{"role":"user","content":"hi","timestamp":1}'
INVALID = '{"role":"user","content":5,"timestamp":1}'
LINES = [
    VALID,
    '{"role":"assistant","content":[{"type":"text","text":"ok"}],"timestamp":2}',
    '{"role":"user","content":5,"timestamp":1}',  # invalid
    "not json",  # malformed
    '{"zzz":1}',  # of no entity
    *[line for path in PI_AI for line in path.read_text().splitlines()[:3]],  # dialect-spelled
]
DOCUMENTS = 250_000  # the engines' speed at scale is bench/engines.py's
KINDS = (".jsonl", ".jsonl.gz", ".jsonl.zst", ".parquet")
FILES = 16


def need(module: str) -> None:
    try:
        __import__(module)
    except ImportError:
        missing_toolchain(f"{module} is not installed (pip install 'agentproto[spark,ray]')")


def _block(rows: int, seed: int) -> list[str]:
    """Mostly valid documents, one in ~50 of another kind, placed by `seed`."""
    out = [VALID] * rows
    step = 50
    for i in range(seed % step, rows, step):
        out[i] = LINES[1 + (i // step + seed) % (len(LINES) - 1)]
    return out


def _write(path: Path, rows: list[str]) -> None:
    text = "\n".join(rows) + "\n"
    if path.name.endswith(".gz"):
        path.write_bytes(gzip.compress(text.encode(), compresslevel=1))
    elif path.name.endswith(".zst"):
        import zstandard

        path.write_bytes(zstandard.ZstdCompressor(level=1).compress(text.encode()))
    elif path.suffix == ".parquet":
        import pyarrow
        import pyarrow.parquet as pq

        pq.write_table(pyarrow.table({"id": range(len(rows)), "payload": rows}), path)
    else:
        path.write_text(text)


@pytest.fixture(scope="session")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """(engine folder, local twin folder): DOCUMENTS documents in FILES files."""
    need("pyarrow")
    need("zstandard")
    root = tmp_path_factory.mktemp("corpus")
    engine, local = root / "engine", root / "local"
    engine.mkdir()
    local.mkdir()
    per_file = DOCUMENTS // FILES
    for n in range(FILES):
        rows = _block(per_file, n)
        kind = KINDS[n % len(KINDS)]
        _write(engine / f"part-{n:03}{kind}", rows)
        _write(local / f"part-{n:03}.jsonl", rows)
    return engine, local


def _twin(engine_name: str, engine: Path, local: Path) -> str:
    stem = re.sub(r"\.(jsonl(\.gz|\.zst)?|parquet)$", ".jsonl", Path(engine_name).name)
    return str(local / stem) if engine_name.startswith(str(engine)) else engine_name


def _cli(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, list(args), catch_exceptions=False)
    return result.exit_code, result.stdout


def _json_report(text: str) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    rows = [json.loads(line) for line in text.splitlines()]
    summary = rows.pop()
    assert summary["kind"] == "summary"
    del summary["seconds"]
    return rows, summary


@pytest.fixture(scope="session")
def local_report(corpus: tuple[Path, Path]) -> tuple[int, list[dict[str, Any]], dict[str, Any]]:
    code, out = _cli("validate", "--format", "json", "-j", "2", str(corpus[1]))
    return (code, *_json_report(out))


@pytest.fixture(scope="session")
def fail_once(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """The folder that arms `core.FAIL_ONCE`; the variable is set before an engine starts, so
    that its executors inherit it, and is harmless until the folder is made."""
    folder = tmp_path_factory.mktemp("fail") / "armed"
    os.environ[core.FAIL_ONCE] = str(folder)
    yield folder
    os.environ.pop(core.FAIL_ONCE, None)


@pytest.fixture(scope="session")
def spark(fail_once: Path) -> Iterator[Any]:
    need("pyspark")
    from agentproto.engines.spark import session

    started = session("local[2,3]")  # two cores; a task tried up to three times
    yield started
    started.stop()


@pytest.fixture(scope="session")
def ray_cluster(fail_once: Path) -> Iterator[None]:
    need("ray")
    import ray

    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False, logging_level="ERROR")
    yield
    ray.shutdown()


@pytest.fixture(params=["spark", "ray"])
def engine(request: pytest.FixtureRequest) -> str:
    request.getfixturevalue("spark" if request.param == "spark" else "ray_cluster")
    return str(request.param)


def test_every_document_as_the_local_engine_finds_it_despite_a_killed_task(
    engine: str,
    corpus: tuple[Path, Path],
    local_report: tuple[int, list[dict[str, Any]], dict[str, Any]],
    fail_once: Path,
) -> None:
    fail_once.mkdir()
    try:
        code, out = _cli(
            "validate",
            "--engine",
            engine,
            "--format",
            "json",
            "--column",
            "payload",
            str(corpus[0]),
        )
        assert (fail_once / "failed-once").exists(), "the first partition was to be killed once"
    finally:
        shutil.rmtree(fail_once)
    rows, summary = _json_report(out)
    for row in rows:
        row["file"] = _twin(row["file"], *corpus)
    local_code, local_rows, local_summary = local_report
    assert summary["documents"] == DOCUMENTS
    assert len(rows) > DOCUMENTS // 100  # a finding for one document in fifty
    assert (code, rows, summary) == (local_code, local_rows, local_summary)


def test_unreadable_files_and_rows_are_problems_not_failed_jobs(
    engine: str, tmp_path: Path
) -> None:
    import pyarrow
    import pyarrow.parquet as pq

    good = VALID + "\n" + INVALID + "\n"
    (tmp_path / "a.jsonl").write_text(good)
    (tmp_path / "b.jsonl.gz").write_bytes(gzip.compress(good.encode())[:-12])  # truncated
    (tmp_path / "c.jsonl.zst").write_bytes(b"not zstandard at all")
    (tmp_path / "d.parquet").write_bytes(b"PAR1 but not really")
    pq.write_table(pyarrow.table({"other": [VALID]}), tmp_path / "e.parquet")
    pq.write_table(pyarrow.table({"payload": [VALID, None, "{"]}), tmp_path / "f.parquet")
    code, out = _cli(
        "validate",
        "--engine",
        engine,
        "--format",
        "json",
        "--column",
        "payload",
        str(tmp_path),
        str(tmp_path / "missing.jsonl"),
    )
    rows, summary = _json_report(out)
    by_file: dict[str, list[dict[str, Any]]] = {}
    for row in rows:
        by_file.setdefault(Path(row["file"]).name, []).append(row)
    assert code == 2 and summary["exit_code"] == 2
    assert [r["kind"] for r in by_file["a.jsonl"]] == ["invalid"]
    for name in ("b.jsonl.gz", "c.jsonl.zst", "d.parquet"):
        assert [r["kind"] for r in by_file[name]][-1] == "io", name
        assert by_file[name][-1]["message"].startswith("cannot read:"), name
    assert "no column 'payload'" in by_file["e.parquet"][0]["message"]
    assert [(r["line"], r["kind"]) for r in by_file["f.parquet"]] == [
        (2, "malformed"),
        (3, "malformed"),
    ]
    assert by_file["missing.jsonl"][0]["message"] == "no such file or directory"


@pytest.mark.parametrize("fmt", ["text", "json", "github", "junit"])
def test_every_format_and_exit_code_as_local(engine: str, fmt: str, tmp_path: Path) -> None:
    cases = {
        "valid": [VALID] * 3,
        "invalid": [VALID, '{"role":"user","content":5,"timestamp":1}'],
        "unknown": ['{"zzz":1}', "not json"],
    }
    for name, rows in cases.items():
        folder = tmp_path / name
        folder.mkdir()
        (folder / "x.jsonl").write_text("\n".join(rows) + "\n")
        (folder / "y.jsonl").write_text("\n".join(reversed(rows)) + "\n")
        local = _cli("validate", "--format", fmt, str(folder))
        remote = _cli("validate", "--engine", engine, "--format", fmt, str(folder))
        clean = re.compile(r'(time="[0-9.]+"|"seconds": [0-9.]+)')
        assert remote[0] == local[0] == {"valid": 0, "invalid": 1, "unknown": 2}[name]
        assert clean.sub("", remote[1]) == clean.sub("", local[1])


def test_dialects_as_local(engine: str) -> None:
    local = _cli("validate", "--dialect", "pi-ai", *map(str, PI_AI))
    remote = _cli("validate", "--engine", engine, "--dialect", "pi-ai", *map(str, PI_AI))
    assert remote == local and local[0] == 0
    local = _cli("convert", "--from", "pi-ai", *map(str, PI_AI))
    remote = _cli("convert", "--engine", engine, "--from", "pi-ai", *map(str, PI_AI))
    # one line out per document in: every pi-ai fixture document converts
    documents = sum(1 for path in PI_AI for line in path.read_text().splitlines() if line.strip())
    assert remote == local and local[1].count("\n") == documents > 26


def test_executors_run_the_shipped_package(engine: str) -> None:
    """Executors import agentproto, and the bindings that fold streams, from the folder the job
    shipped, not from this checkout or an installed copy, and use its prebuilt canonical
    validators."""
    import agentproto_bindings

    import agentproto
    from agentproto.engines import open_engine

    runner = open_engine(engine, None)
    seen = set(runner.run_files(["-"] * 4, "imported_from", core.Job()))
    here = str(Path(agentproto.__file__).parent)
    bindings_here = str(Path(str(agentproto_bindings.__file__)).parent)
    assert seen and all("prebuilt=True" in s for s in seen), seen
    assert all(not s.startswith(here) for s in seen), seen
    assert all("|bindings=" in s and bindings_here not in s for s in seen), seen


def test_python_api(engine: str, tmp_path: Path) -> None:
    rows = _block(2000, 3) + [line for path in PI_AI for line in path.read_text().splitlines()]
    twin = tmp_path / "payload"
    twin.write_text("\n".join(rows) + "\n")
    _, out = _cli("validate", "--format", "json", "--input-type", "jsonl", str(twin))
    local_rows, local_summary = _json_report(out)
    if engine == "spark":
        from pyspark.sql import SparkSession

        from agentproto.engines import spark as api

        session = SparkSession.getActiveSession()
        assert session is not None
        df = session.createDataFrame([(i, r) for i, r in enumerate(rows)], ["id", "payload"])
        problems, summary = api.validate(
            df.repartition(1).sortWithinPartitions("id"), "payload", source=str(twin)
        )
        found = [r.asDict() for r in problems.collect()]
    else:
        import ray

        from agentproto.engines import ray as api  # type: ignore[no-redef]

        df = ray.data.from_items([{"id": i, "payload": r} for i, r in enumerate(rows)])
        problems, summary = api.validate(df, "payload", source=str(twin))
        found = problems.take_all()
    keys = [(r["source"], r["row"], r["pointer"], r["kind"], r["message"]) for r in found]
    local = [(r["file"], r["line"], r["pointer"], r["kind"], r["message"]) for r in local_rows]
    assert sorted(keys, key=repr) == sorted(local, key=repr)
    assert summary["documents"] == local_summary["documents"]
    assert summary["problems"] == local_summary["problems"]
    assert summary["exit_code"] == local_summary["exit_code"] == 2


def test_an_unknown_engine_or_standard_input_is_a_usage_error(tmp_path: Path) -> None:
    (tmp_path / "x.jsonl").write_text(VALID + "\n")
    for args in (
        ["validate", "--engine", "hadoop", str(tmp_path)],
        ["validate", "--engine", "local:somewhere", str(tmp_path)],
        ["validate", "--engine", "spark", "-"],
        ["validate", "--engine", "ray", "--stream", "--dialect", "nosuch", str(tmp_path)],
        ["convert", "--engine", "mapreduce", "--from", "pi-ai", str(tmp_path)],
    ):
        result = CliRunner().invoke(main, args)
        assert result.exit_code == 2, args
        assert result.stderr.startswith("error: "), (args, result.stderr)
        assert "Traceback" not in result.output


def test_python_api_convert(engine: str, tmp_path: Path) -> None:
    rows = [line for path in PI_AI for line in path.read_text().splitlines()] + ["not json"]
    twin = tmp_path / "payload.jsonl"
    twin.write_text("\n".join(rows) + "\n")
    local = CliRunner().invoke(main, ["convert", "--from", "pi-ai", str(twin)])
    expected = [line.rstrip() for line in local.stdout.splitlines()]
    assert local.exit_code == 2 and len(expected) == len(rows) - 1
    if engine == "spark":
        from pyspark.sql import SparkSession

        from agentproto.engines import spark as api

        session = SparkSession.getActiveSession()
        assert session is not None
        df = session.createDataFrame(list(enumerate(rows)), ["id", "payload"]).repartition(1)
        converted, problems = api.convert(df.sortWithinPartitions("id"), "payload", "pi-ai")
        out = sorted((r["id"], r["converted"]) for r in converted.collect())
        found = [(r["row"], r["message"]) for r in problems.collect()]
    else:
        import ray

        from agentproto.engines import ray as api  # type: ignore[no-redef]

        ds = ray.data.from_items([{"id": i, "payload": r} for i, r in enumerate(rows)])
        converted_ds, found = api.convert(ds, "payload", "pi-ai")
        out = sorted((r["id"], r["converted"]) for r in converted_ds.take_all())
    assert [text for _, text in out[:-1]] == expected
    assert out[-1] == (len(rows) - 1, None)
    assert [row for row, _ in found] == [len(rows)]
    assert "not JSON" in found[0][1]


STREAMS = sorted((FIXTURES / "streams").glob("*/*.jsonl"))  # a few hundred events, in all


def _stream_files(folder: Path) -> list[str]:
    """The recorded streams of the fixtures (valid and broken), one as Server-Sent Events, one
    cut short mid-line, and a path that names nothing."""
    text = next(p for p in STREAMS if p.name == "text_message.jsonl")
    sse = folder / "text_message.sse"
    events = [json.loads(line) for line in text.read_text().splitlines()]
    sse.write_text("".join(f"event: {e['type']}\ndata: {json.dumps(e)}\n\n" for e in events))
    cut = folder / "cut.jsonl"
    cut.write_text(text.read_text()[:1500])
    return [*map(str, STREAMS), str(sse), str(cut), str(folder / "missing.jsonl")]


@pytest.mark.parametrize("fmt", ["json", "text"])
def test_streams_as_local(engine: str, fmt: str, tmp_path: Path) -> None:
    """`validate --stream --engine`: each file one stream folded by one task; the report, its
    order and the exit code are those of the local `--stream`."""
    files = _stream_files(tmp_path)
    local = _cli("validate", "--stream", "--format", fmt, *files)
    remote = _cli("validate", "--stream", "--engine", engine, "--format", fmt, *files)
    clean = re.compile(r'("seconds": [0-9.]+|[0-9.]+ s\))')
    assert local[0] == 2  # the missing file
    assert remote[0] == local[0]
    assert clean.sub("", remote[1]) == clean.sub("", local[1])
    if fmt == "json":
        rows, _ = _json_report(local[1])
        assert {r["kind"] for r in rows} >= {"stream", "invalid", "io"}, rows
    # and with a stream entity named, of which only some of the files are streams
    local = _cli("validate", "--stream", "--entity", "ResponseStreamEvent", *files[:3])
    remote = _cli(
        "validate", "--stream", "--engine", engine, "--entity", "ResponseStreamEvent", *files[:3]
    )
    assert remote == local
    # declared resumed (`--resume` reaches the executors: it changes what the local run finds)
    names = ("resumed_after_5.jsonl", "broken_order.jsonl")
    resumed = [str(p) for p in STREAMS if p.name in names]
    args = ("validate", "--stream", "--format", "json")
    local = _cli(*args, "--resume", *resumed)
    remote = _cli(*args, "--resume", "--engine", engine, *resumed)
    assert remote[0] == local[0] == 1
    assert _json_report(remote[1]) == _json_report(local[1])
    assert _json_report(local[1]) != _json_report(_cli(*args, *resumed)[1])


def _events_frame_rows() -> list[tuple[str, int, str]]:
    """(stream key, event place, event) for every event of the fixtures' streams."""
    return [
        (f"{path.parent.name}/{path.stem}", place, line)
        for path in STREAMS
        for place, line in enumerate(path.read_text().splitlines())
    ]


def _local_group_findings(
    rows: list[tuple[str, int, str]], tmp_path: Path
) -> list[tuple[Any, ...]]:
    """Each group's events, in order, folded by the local `--stream` from a file of its own."""
    found: list[tuple[Any, ...]] = []
    for key in sorted({key for key, _, _ in rows}):
        events = sorted((place, line) for k, place, line in rows if k == key)
        path = tmp_path / f"{key.replace('/', '.')}.jsonl"
        path.write_text("".join(line + "\n" for _, line in events))
        _, out = _cli("validate", "--stream", "--format", "json", str(path))
        for r in _json_report(out)[0]:
            found.append((key, r["line"], r["pointer"], r["kind"], r["message"]))
    return sorted(found, key=repr)


def _api_streams(engine: str, rows: list[tuple[str, int, str]], ordered: bool) -> tuple[Any, ...]:
    """The problems (key, row, pointer, kind, message) and summary of the Python API, the
    rows as a frame of several partitions, grouped by `key`, ordered by `place` or not."""
    order = "place" if ordered else None
    if engine == "spark":
        from pyspark.sql import SparkSession

        from agentproto.engines import spark as api

        session = SparkSession.getActiveSession()
        assert session is not None
        df = session.createDataFrame(rows, ["key", "place", "event"]).repartition(5)
        if not ordered:  # the rows in order, cut into partitions that split streams
            df = session.createDataFrame(
                session.sparkContext.parallelize(rows, 7), ["key", "place", "event"]
            )
        problems, summary = api.validate(df, "event", stream_key="key", order_key=order)
        found = [r.asDict() for r in problems.collect()]
    else:
        import ray

        from agentproto.engines import ray as ray_api

        items = [{"key": k, "place": p, "event": e} for k, p, e in rows]
        ds = ray.data.from_items(items, override_num_blocks=7)
        folded, summary = ray_api.validate(ds, "event", stream_key="key", order_key=order)
        found = folded.take_all()
    for r in found:
        assert r["source"] == f"event[{r['key']}]"
    keyed = [(r["key"], r["row"], r["pointer"], r["kind"], r["message"]) for r in found]
    return sorted(keyed, key=repr), summary


def test_python_api_streams_fold_each_group_as_local(engine: str, tmp_path: Path) -> None:
    rows = _events_frame_rows()
    expected = _local_group_findings(rows, tmp_path)
    assert expected and len({key for key, *_ in expected}) > 5
    # shuffled: the order column alone puts each stream back in order
    shuffled = sorted(rows, key=lambda r: hash((r[2], r[1])) % 1009)
    found, summary = _api_streams(engine, shuffled, ordered=True)
    assert found == expected
    assert summary["documents"] == len(rows)
    assert summary["exit_code"] == 1 and summary["problems"]["stream"] > 0
    # no order column: each stream's events are in the frame's row order
    found, summary = _api_streams(engine, rows, ordered=False)
    assert found == expected
    assert summary["documents"] == len(rows)


def test_a_dialect_summary_says_the_exit_code_returned(engine: str, tmp_path: Path) -> None:
    """A document that cannot be read in the dialect makes `--dialect` exit 2; the JSON summary
    says 2 as well, not the 1 its problems alone would give."""
    rows = [line for path in PI_AI for line in path.read_text().splitlines()[:2]] + ["not json"]
    (tmp_path / "d.jsonl").write_text("\n".join(rows) + "\n")
    args = ["validate", "--engine", engine, "--dialect", "pi-ai", "--format", "json"]
    code, out = _cli(*args, str(tmp_path / "d.jsonl"))
    found, summary = _json_report(out)
    assert code == 2 and summary["exit_code"] == 2
    assert [r["kind"] for r in found] == ["malformed"]
    (tmp_path / "d.jsonl").write_text("\n".join(rows[:-1]) + "\n")
    code, out = _cli(*args, str(tmp_path / "d.jsonl"))
    assert code == 0 and _json_report(out)[1]["exit_code"] == 0
