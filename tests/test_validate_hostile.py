"""`agentproto validate` against hostile inputs and surroundings, driven as a subprocess: every
run ends (within a timeout), with exit code 0, 1 or 2 and never a traceback; what it cannot read
is reported, never skipped in silence."""

from __future__ import annotations

import ctypes
import json
import os
import signal
import stat
import subprocess
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from test_validate_cli import AGENTPROTO, ENV, USER, findings, jsonl, run_measured

TIMEOUT = 60  # seconds; every run here takes a few


def run(
    *args: object, stdin: object = None, timeout: float = TIMEOUT, **kwargs: object
) -> subprocess.CompletedProcess[str]:
    """The CLI on `args`; it must end in time, with 0, 1 or 2 and no traceback."""
    proc = subprocess.run(
        [AGENTPROTO, "validate", *map(str, args)],
        stdin=stdin,
        capture_output=True,
        env=ENV,
        timeout=timeout,
        check=False,
        **kwargs,
    )  # type: ignore[call-overload]
    out = subprocess.CompletedProcess(
        proc.args,
        proc.returncode,
        proc.stdout.decode(errors="replace"),
        proc.stderr.decode(errors="replace"),
    )
    assert "Traceback" not in out.stderr, out.stderr
    assert out.returncode in (0, 1, 2), (out.returncode, out.stderr)
    return out


def shell(script: str, timeout: float = TIMEOUT) -> subprocess.CompletedProcess[str]:
    """A shell line whose `$V` is the CLI: for redirections Python's subprocess cannot make."""
    proc = subprocess.run(
        ["bash", "-c", script],
        capture_output=True,
        text=True,
        timeout=timeout,
        env={**ENV, "V": f"{AGENTPROTO} validate"},
        check=False,
    )
    assert "Traceback" not in proc.stderr, proc.stderr
    return proc


# -- what the documents say -------------------------------------------------------------------


def test_lone_surrogate_in_a_tag_value_is_reported_in_every_format(tmp_path: Path) -> None:
    data = tmp_path / "s.jsonl"
    data.write_text('{"role": "\\ud800"}\n{"role": "user", "content": 5}\n')
    for fmt in ("text", "json", "github", "junit"):
        proc = run("--format", fmt, data)
        assert proc.returncode == 1, proc.stderr
        assert "found integer" in proc.stdout, fmt  # the next line's finding is not lost
    records, summary = findings(run("--format", "json", data))
    assert "\ud800" in records[0]["message"] and summary["failed"] == 2  # escaped, so still JSON


def test_nesting_near_the_limit_during_detection_is_a_finding(tmp_path: Path) -> None:
    deep = "[" * 980 + "]" * 980
    data = tmp_path / "deep.jsonl"
    data.write_text(
        f'{{"type": {deep}}}\n{{"role": {deep}}}\n{json.dumps(USER)}\n{{"role": "user"}}\n'
    )
    proc = run(data)
    assert proc.returncode == 2, proc.stderr
    assert f"{data}:1: cannot tell which entity this is" in proc.stdout
    assert f"{data}:4:" in proc.stdout, "findings after the deep lines are not lost"


# -- standard streams -------------------------------------------------------------------------


def test_closed_standard_input_is_an_unreadable_input() -> None:
    proc = shell("$V - <&-")
    assert proc.returncode == 2 and "<stdin>: cannot read: standard input is closed" in proc.stdout


def test_closed_standard_output_is_refused_unless_quiet(tmp_path: Path) -> None:
    bad = jsonl(tmp_path / "bad.jsonl", [{"role": "user"}])
    proc = shell(f"$V {bad} >&-")
    assert proc.returncode == 2 and "standard output is closed" in proc.stderr
    assert shell(f"$V -q {bad} >&-").returncode == 1


def test_full_disk_on_standard_output_is_an_error_not_a_traceback(tmp_path: Path) -> None:
    bad = jsonl(tmp_path / "bad.jsonl", [{"role": "user"}] * 3)
    proc = shell(f"$V {bad} > /dev/full")
    assert (
        proc.returncode == 2 and "cannot write the report: No space left on device" in proc.stderr
    )
    both = shell(f"$V {bad} > /dev/full 2> /dev/full")
    assert both.returncode == 2 and both.stderr == ""
    assert shell(f"$V {bad} 2>&-").returncode == 1


# -- paths that do not end or cannot be read --------------------------------------------------


def loops(tmp_path: Path) -> Path:
    """A folder whose subfolder holds two symlinks back up: an unbounded walk never ends."""
    root = tmp_path / "loops"
    (root / "sub").mkdir(parents=True)
    jsonl(root / "sub" / "a.jsonl", [USER])
    (root / "sub" / "up").symlink_to("..")
    (root / "sub" / "again").symlink_to("../sub")
    (root / "self").symlink_to(".")
    return root


def test_double_star_glob_over_symlink_loops_ends(tmp_path: Path) -> None:
    root = loops(tmp_path)
    records, summary = findings(run("--format", "json", f"{root}/**/*.jsonl", timeout=20))
    assert summary["documents"] >= 1 and summary["exit_code"] == 0 and not records


def test_folder_walk_over_symlink_loops_ends_and_reads_each_file_once(tmp_path: Path) -> None:
    _, summary = findings(run("--format", "json", loops(tmp_path), timeout=20))
    assert (summary["documents"], summary["inputs"], summary["exit_code"]) == (1, 1, 0), summary


def test_fifo_in_a_searched_folder_is_reported_and_skipped(tmp_path: Path) -> None:
    jsonl(tmp_path / "ok.jsonl", [USER])
    os.mkfifo(tmp_path / "pipe.jsonl")
    for target in (tmp_path, f"{tmp_path}/*.jsonl"):
        proc = run(target, timeout=20)
        assert proc.returncode == 2
        assert f"{tmp_path / 'pipe.jsonl'}: not a regular file (a FIFO); skipped" in proc.stdout
        assert "1 document in 2 inputs" in proc.stderr


def test_fifo_named_explicitly_is_read_as_a_stream(tmp_path: Path) -> None:
    fifo = tmp_path / "named"
    os.mkfifo(fifo)
    with subprocess.Popen(
        ["bash", "-c", f"printf '%s\\n' '{json.dumps(USER)}' > {fifo}"]
    ) as writer:
        proc = run(fifo, timeout=20)
        writer.wait(timeout=20)
    assert proc.returncode == 0 and "1 document in 1 input" in proc.stderr, proc.stderr


@pytest.mark.parametrize(
    "args",
    [["/dev/zero"], ["-"], ["--input-type", "json", "/dev/zero"], ["--input-type", "json", "-"]],
)
def test_dev_zero_ends_at_the_document_limit(args: list[str]) -> None:
    with open("/dev/zero", "rb") as zero:
        proc = run("--max-document-bytes", 1 << 20, *args, stdin=zero, timeout=30)
    assert proc.returncode in (1, 2) and "over the limit of 1,048,576 bytes" in proc.stdout, (
        proc.stdout
    )


def test_two_jobs_read_a_pipe(tmp_path: Path) -> None:
    lines = "".join(json.dumps(d) + "\n" for d in [USER] * 60_000 + [{"role": "user"}])
    proc = run("-j", 2, "-", input=lines.encode(), timeout=60)
    assert (
        proc.returncode == 1
        and "60,001 documents" in proc.stderr
        and "<stdin>:60001:" in proc.stdout
    )
    # a pipe named by path (`<(...)`, /dev/fd/N) is read by the parent, never reopened by a worker
    source = tmp_path / "lines"
    source.write_text(lines)
    read, write = os.pipe()
    with subprocess.Popen(["cat", source], stdout=write):
        os.close(write)
        named = run("-j", 2, f"/dev/fd/{read}", pass_fds=(read,), timeout=60)
        os.close(read)
    assert named.returncode == 1 and "60,001 documents" in named.stderr, named.stderr
    assert f"/dev/fd/{read}:60001:" in named.stdout


def children(pid: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rpartition(")")[2].split()
            except OSError:
                continue
            if int(fields[1]) == pid:
                found.append(int(entry.name))
    return found


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="finds the workers through /proc")
def test_a_dead_worker_ends_the_run_naming_the_input() -> None:
    """The workers are killed (as the OOM killer would) while the parent waits for input; the
    blocks sent to them afterwards must be reported as lost, not waited on forever."""
    with subprocess.Popen(
        [AGENTPROTO, "validate", "-j", "2", "-"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=ENV,
    ) as proc:
        deadline = time.monotonic() + 30
        while len(workers := children(proc.pid)) < 2 and time.monotonic() < deadline:
            time.sleep(0.05)
        assert len(workers) == 2
        for pid in workers:
            os.kill(pid, signal.SIGKILL)
        try:
            _, err = proc.communicate(
                ("".join(json.dumps(USER) + "\n" for _ in range(100))).encode(), timeout=30
            )
        except subprocess.TimeoutExpired:
            for pid in [proc.pid, *children(proc.pid)]:
                os.kill(pid, signal.SIGKILL)
            raise AssertionError("the run waited forever for its dead workers") from None
    assert proc.returncode == 2, err
    assert (
        b"a worker process was killed by signal 9 (SIGKILL" in err
        and b"<stdin> (from line 1)" in err
    )


def drop_file_permissions_override() -> None:
    """As root, give up the capabilities that read any file, so modes count (prctl
    PR_CAPBSET_DROP of CAP_DAC_OVERRIDE and CAP_DAC_READ_SEARCH; exec then drops them)."""
    libc = ctypes.CDLL(None, use_errno=True)
    for capability in (1, 2):
        if libc.prctl(24, capability, 0, 0, 0) != 0:
            raise OSError(ctypes.get_errno(), "prctl")


def unreadable_runner() -> Callable[..., subprocess.CompletedProcess[str]]:
    if os.geteuid() != 0:
        return run
    probe = tempfile.mkdtemp()
    try:
        os.chmod(probe, 0)
        check = subprocess.run(
            ["ls", probe],
            preexec_fn=drop_file_permissions_override,
            capture_output=True,
            check=False,
        )
    except OSError:
        pytest.skip("cannot make a folder unreadable here: root without CAP_SETPCAP")
    finally:
        os.chmod(probe, stat.S_IRWXU)
        os.rmdir(probe)
    if check.returncode == 0:
        pytest.skip("cannot make a folder unreadable here: capabilities stay")
    return lambda *args, **kw: run(*args, preexec_fn=drop_file_permissions_override, **kw)


@pytest.fixture
def unreadable(tmp_path: Path) -> Iterator[Path]:
    jsonl(tmp_path / "ok.jsonl", [USER])
    locked = tmp_path / "locked"
    locked.mkdir()
    jsonl(locked / "hidden.jsonl", [{"role": "user"}])
    locked.chmod(0)
    yield tmp_path
    locked.chmod(stat.S_IRWXU)


def test_unreadable_subfolder_is_a_problem_not_a_gap(unreadable: Path) -> None:
    runner = unreadable_runner()
    for target in (unreadable, f"{unreadable}/**/*.jsonl"):
        proc = runner(target)
        assert proc.returncode == 2, proc.stdout
        assert f"{unreadable / 'locked'}: cannot read the folder: Permission denied" in proc.stdout


def test_broken_and_looping_symlinks_in_a_folder_are_reported(tmp_path: Path) -> None:
    jsonl(tmp_path / "ok.jsonl", [USER])
    (tmp_path / "gone.jsonl").symlink_to("nowhere.jsonl")
    (tmp_path / "loop.json").symlink_to("loop.json")
    (tmp_path / "ignored").symlink_to("nowhere")  # not named like an input: not a candidate
    proc = run(tmp_path)
    assert proc.returncode == 2
    assert f"{tmp_path / 'gone.jsonl'}: no such file or directory" in proc.stdout
    assert (
        f"{tmp_path / 'loop.json'}: cannot read: Too many levels of symbolic links" in proc.stdout
    )
    assert "ignored" not in proc.stdout


# -- limits -----------------------------------------------------------------------------------


def test_max_document_bytes_holds_for_every_line_and_every_json_file(tmp_path: Path) -> None:
    line = json.dumps(USER)
    data = tmp_path / "short.jsonl"
    data.write_text(
        f'{{"role": "user", "content": "x"}}\n{line}\n{{"role": "user", "content": "y"}}\n'
    )
    limit = len(line) - 1
    records, summary = findings(run("--format", "json", "--max-document-bytes", limit, data))
    assert [(r["line"], r["keyword"]) for r in records] == [(2, "size")], records
    assert f"line is {len(line):,} bytes, over the limit of {limit:,}" in records[0]["message"]
    assert summary["documents"] == 3 and summary["exit_code"] == 1
    doc = tmp_path / "doc.json"
    doc.write_text(line)
    records, _ = findings(run("--format", "json", "--max-document-bytes", limit, doc))
    assert [r["keyword"] for r in records] == ["size"]
    assert (
        findings(run("--format", "json", "--max-document-bytes", len(line), data, doc))[1][
            "exit_code"
        ]
        == 0
    )


def test_an_array_of_undetectable_items_costs_memory_for_its_size_not_per_finding(
    tmp_path: Path,
) -> None:
    """Each of its 200,000 items is a finding; only the first 10,000 are kept. Before they were
    capped as they came, every finding was held first (about 400 bytes each: 80 MB here)."""
    small = tmp_path / "small.json"
    small.write_text("[0]")
    zeros = tmp_path / "zeros.json"
    zeros.write_text("[" + ",".join(["0"] * 200_000) + "]")
    code, _, err, base = run_measured("-q", small, tmp=tmp_path)
    assert code == 2, err
    code, _, err, peak = run_measured("--format", "json", zeros, tmp=tmp_path)
    assert code == 2, err
    assert peak - base < 30 << 20, f"{(peak - base) >> 20} MiB over a one-item run"
