"""`agentproto convert`, `validate --stream` and `validate --dialect` against hostile inputs,
driven as subprocesses: an output that is one of the inputs, endless and oversized inputs,
Server-Sent Events with every line end the format allows, numbers that are not JSON or that
Python cannot read, lone surrogates, a closed standard input, deep nesting. Every run ends in
time, with exit code 0, 1 or 2 and no traceback, and says what it refused."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from support import FIXTURE_DIR, REALCASES_DIR

AGENTPROTO = Path(sys.executable).parent / "agentproto"
ENV = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "CI")}
TIMEOUT = 60
MIB = 1 << 20
RESPONSE_STREAM = FIXTURE_DIR / "streams" / "openresponses" / "text_message.jsonl"
PI_ENTRIES = sorted((REALCASES_DIR / "pi-ai").glob("entry_*.json"))
USER = {"role": "user", "content": "hi", "timestamp": 1}


def run(
    *args: object, stdin: Any = None, input: bytes | None = None, cwd: Path | None = None
) -> subprocess.CompletedProcess[str]:
    proc = subprocess.run(
        [AGENTPROTO, *map(str, args)],
        stdin=stdin,
        input=input,
        capture_output=True,
        env=ENV,
        timeout=TIMEOUT,
        check=False,
        cwd=cwd,
    )
    out = subprocess.CompletedProcess(
        proc.args,
        proc.returncode,
        proc.stdout.decode(errors="replace"),
        proc.stderr.decode(errors="replace"),
    )
    assert "Traceback" not in out.stderr + out.stdout, out.stderr
    assert "internal error" not in out.stderr, out.stderr
    assert out.returncode in (0, 1, 2), (out.returncode, out.stderr)
    return out


def shell(script: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    """A shell line whose `$A` is the CLI: for redirections subprocess cannot make."""
    proc = subprocess.run(
        ["bash", "-c", script],
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
        env={**ENV, "A": str(AGENTPROTO)},
        check=False,
        cwd=cwd,
    )
    assert "Traceback" not in proc.stderr, proc.stderr
    return proc


def session(path: Path) -> Path:
    """pi-ai session entries, one per line (real payloads)."""
    lines = [json.dumps(json.loads(p.read_text())) for p in PI_ENTRIES]
    path.write_text("".join(line + "\n" for line in lines))
    return path


# -- convert -o never writes over an input -----------------------------------------------------


@pytest.mark.parametrize(
    "how", ["same path", "other spelling", "hard link", "symlink out", "symlink in", "in a folder"]
)
def test_convert_output_that_is_an_input_is_refused_and_the_input_kept(
    tmp_path: Path, how: str
) -> None:
    data = session(tmp_path / "session.jsonl")
    before = data.read_bytes()
    (tmp_path / "sub").mkdir()
    given, output = "session.jsonl", "session.jsonl"
    if how == "other spelling":
        output = "sub/../session.jsonl"
    elif how == "hard link":
        os.link(data, tmp_path / "linked.jsonl")
        output = "linked.jsonl"
    elif how == "symlink out":
        (tmp_path / "out.jsonl").symlink_to("session.jsonl")
        output = "out.jsonl"
    elif how == "symlink in":
        (tmp_path / "in.jsonl").symlink_to("session.jsonl")
        given = "in.jsonl"
    elif how == "in a folder":
        given, output = ".", str(data)
    proc = run("convert", "--from", "pi-ai", given, "-o", output, cwd=tmp_path)
    assert proc.returncode == 2, proc.stderr
    assert "is the input" in proc.stderr and "writing there would lose the input" in proc.stderr
    assert data.read_bytes() == before


def test_convert_output_that_is_standard_input_is_refused(tmp_path: Path) -> None:
    data = session(tmp_path / "session.jsonl")
    before = data.read_bytes()
    proc = shell("$A convert --from pi-ai - -o session.jsonl < session.jsonl", cwd=tmp_path)
    assert proc.returncode == 2 and "is the input <stdin>" in proc.stderr, proc.stderr
    assert data.read_bytes() == before


def test_convert_output_elsewhere_is_written(tmp_path: Path) -> None:
    data = session(tmp_path / "session.jsonl")
    proc = run("convert", "--from", "pi-ai", data, "-o", tmp_path / "canonical.jsonl")
    assert proc.returncode == 0, proc.stderr
    lines = (tmp_path / "canonical.jsonl").read_text().splitlines()
    assert len(lines) == len(PI_ENTRIES) and all(json.loads(x) for x in lines)


# -- endless and oversized inputs end at the size limit -----------------------------------------


@pytest.mark.parametrize(
    "command",
    [
        ["validate", "--stream"],
        ["convert", "--from", "canonical"],
        ["convert", "--from", "pi-ai", "--to", "canonical"],
        ["validate", "--dialect", "pi-ai"],
    ],
)
@pytest.mark.parametrize("where", ["/dev/zero", "-"])
def test_dev_zero_ends_at_the_size_limit(command: list[str], where: str) -> None:
    with open("/dev/zero", "rb") as zero:
        proc = run(*command, "--max-document-bytes", MIB, where, stdin=zero)
    said = proc.stdout + proc.stderr
    assert proc.returncode == 2, said
    assert "over the limit of 1,048,576 bytes" in said and "not read" in said, said


def peak_rss(command: list[str], stdin_program: str) -> tuple[int, str, int]:
    """(exit code, stderr, peak RSS in bytes) of the CLI reading what `stdin_program` writes.
    The figure comes from a small launcher (a child of this big test process would inherit
    its high-water mark)."""
    launcher = (
        "import os, subprocess, sys\n"
        "feed = subprocess.Popen([sys.executable, '-c', sys.argv[1]], stdout=subprocess.PIPE)\n"
        "proc = subprocess.Popen(sys.argv[2:], stdin=feed.stdout, stderr=subprocess.PIPE,"
        " stdout=subprocess.DEVNULL)\n"
        "feed.stdout.close()\n"
        "err = proc.stderr.read()\n"
        "_, status, usage = os.wait4(proc.pid, 0)\n"
        "feed.kill(); feed.wait()\n"
        "sys.stderr.buffer.write(err)\n"
        "print(os.waitstatus_to_exitcode(status), usage.ru_maxrss * 1024)\n"
    )
    proc = subprocess.run(
        [sys.executable, "-c", launcher, stdin_program, str(AGENTPROTO), *command],
        capture_output=True,
        text=True,
        timeout=TIMEOUT * 3,
        env=ENV,
        check=True,
    )
    code, rss = proc.stdout.split()
    return int(code), proc.stderr, int(rss)


def test_an_sse_event_of_many_data_lines_is_held_to_the_limit() -> None:
    # 300 MB of data lines in one event, each line short: the event, not the line, is too big
    feed = (
        "import sys\n"
        "w = sys.stdout.buffer.write\n"
        "w(b'event: response.created\\n')\n"
        "line = b'data: ' + b'x' * 994 + b'\\n'\n"
        "for _ in range(300_000): w(line)\n"
        "w(b'\\n')\n"
    )
    code, err, rss = peak_rss(["validate", "--stream", "--max-document-bytes", str(MIB), "-"], feed)
    assert "Traceback" not in err
    assert code in (1, 2)
    assert rss < 150e6, f"peak {rss / 1e6:.0f} MB for a 300 MB event"


def test_sse_event_over_the_limit_is_a_finding(tmp_path: Path) -> None:
    data = "".join(f"data: {'x' * 90}\n" for _ in range(20))
    path = tmp_path / "big.sse"
    path.write_text(f"event: response.created\n{data}\n")
    proc = run("validate", "--stream", "--max-document-bytes", 1000, path)
    assert proc.returncode == 1
    assert "event's data is 1,819 bytes, over the limit of 1,000" in proc.stdout, proc.stdout


def test_convert_streams_in_flat_memory() -> None:
    # 200 MB of canonical messages through convert: memory does not follow the input's size
    feed = (
        "import json, sys\n"
        f"line = (json.dumps({json.dumps(USER)} | {{'content': 'x' * 900}}) + '\\n').encode()\n"
        "for _ in range(200_000): sys.stdout.buffer.write(line)\n"
    )
    code, err, rss = peak_rss(["convert", "--from", "canonical", "--to", "pi-ai", "-"], feed)
    assert code == 0, err
    assert rss < 100e6, f"peak {rss / 1e6:.0f} MB"


# -- Server-Sent Events as the format allows them ---------------------------------------------


def as_sse(end: bytes, bom: bool) -> bytes:
    events = [json.loads(x) for x in RESPONSE_STREAM.read_text().splitlines() if x.strip()]
    text = b"".join(
        b"event: %s%sdata: %s%s%s" % (e["type"].encode(), end, json.dumps(e).encode(), end, end)
        for e in events
    )
    return (b"\xef\xbb\xbf" if bom else b"") + text + b"data: [DONE]" + end + end


@pytest.mark.parametrize("end", [b"\n", b"\r\n", b"\r"], ids=["LF", "CRLF", "CR"])
@pytest.mark.parametrize("bom", [False, True], ids=["", "BOM"])
def test_sse_line_ends_and_a_byte_order_mark_are_read(
    tmp_path: Path, end: bytes, bom: bool
) -> None:
    path = tmp_path / "stream.sse"
    path.write_bytes(as_sse(end, bom))
    proc = run("validate", "--stream", path)
    count = len([x for x in RESPONSE_STREAM.read_text().splitlines() if x.strip()])
    assert proc.returncode == 0, proc.stdout
    assert f"{count} documents" in proc.stderr, proc.stderr


def test_sse_crlf_cut_between_two_reads(tmp_path: Path) -> None:
    # CRLF line ends, padded so that a CR ends the first block the reader takes (1 MiB)
    body = as_sse(b"\r\n", False)
    comment = b": " + b"p" * (MIB - 3) + b"\r\n"  # a comment line ending on the block's edge
    path = tmp_path / "cut.sse"
    path.write_bytes(comment + body)
    assert path.read_bytes()[MIB - 1 : MIB + 1] == b"\r\n"
    proc = run("validate", "--stream", path)
    assert proc.returncode == 0, proc.stdout


# -- numbers ------------------------------------------------------------------------------------


def test_stream_sequence_numbers_spelled_as_integral_floats_are_integers(tmp_path: Path) -> None:
    events = [json.loads(x) for x in RESPONSE_STREAM.read_text().splitlines() if x.strip()]
    text = "".join(
        json.dumps(e).replace(
            f'"sequence_number": {e["sequence_number"]}',
            f'"sequence_number": {e["sequence_number"]}.0',
        )
        + "\n"
        for e in events
    )
    assert text.count(".0,") >= len(events)
    path = tmp_path / "floats.jsonl"
    path.write_text(text)
    proc = run("validate", "--stream", path)
    assert proc.returncode == 0, proc.stdout


@pytest.mark.parametrize("spelling", ["NaN", "Infinity", "-Infinity"])
def test_dialect_refuses_nan_and_infinity(tmp_path: Path, spelling: str) -> None:
    entry = json.loads(PI_ENTRIES[0].read_text())
    text = json.dumps(entry)
    text = text[:-1] + f', "extra": {spelling}}}'
    proc = run("validate", "--dialect", "pi-ai", "-", input=text.encode())
    assert proc.returncode == 2, proc.stdout
    assert f"{spelling.lstrip('-')} is not a JSON value" in proc.stdout, proc.stdout


def assistant_with_cost(total: str) -> bytes:
    fixture = FIXTURE_DIR / "agent" / "agent_message" / "valid" / "assistant_llm_lane.json"
    message = json.loads(fixture.read_text())
    message["cost"]["total"] = 12345.5
    return json.dumps(message).replace("12345.5", total).encode() + b"\n"


@pytest.mark.parametrize("target", ["pi-ai", "canonical"])
def test_convert_never_writes_nan_or_infinity(target: str) -> None:
    for spelling in ("NaN", "Infinity", "-Infinity"):
        proc = run("convert", "--from", "canonical", "-", input=assistant_with_cost(spelling))
        assert proc.returncode == 2 and "is not a JSON value" in proc.stderr, proc.stderr
        assert proc.stdout == ""
    # 1e400 is JSON, but a double cannot hold it: written as it was read, or refused
    proc = run(
        "convert", "--from", "canonical", "--to", target, "-", input=assistant_with_cost("1e400")
    )
    for bad in ("NaN", "Infinity"):
        assert bad not in proc.stdout
    if proc.returncode == 0:
        assert '"total": 1e400' in proc.stdout
    else:
        assert proc.returncode == 1 and "out of the range of a double" in proc.stderr
        assert "/cost/total" in proc.stderr


@pytest.mark.parametrize(
    "spelling",
    [
        "1e400",
        "1" + "0" * 250 + "e60",  # 1e310: neither a three-digit exponent nor 300 digits
        "1" + "0" * 309 + ".0",  # (without the point, an integer: written exactly as read)
        "1.5E+0309",
        "0.5e310",
    ],
)
def test_convert_refusing_a_number_past_doubles_in_a_changed_document_names_its_pointer(
    spelling: str,
) -> None:
    proc = run(
        "convert", "--from", "canonical", "--to", "pi-ai", "-", input=assistant_with_cost(spelling)
    )
    assert proc.returncode == 1, proc.stderr
    assert "/cost/total: a number out of the range of a double is not written" in proc.stderr
    assert proc.stdout == ""


@pytest.mark.parametrize("spelling", ["1" + "0" * 208 + "e99", "1e308", "9" * 309 + "e-10"])
def test_convert_writes_a_large_number_a_double_holds(spelling: str) -> None:
    proc = run(
        "convert", "--from", "canonical", "--to", "pi-ai", "-", input=assistant_with_cost(spelling)
    )
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["usage"]["cost"]["total"] == float(spelling)


# -- no traceback from convert --------------------------------------------------------------------


def test_convert_lone_surrogate_escape_is_written_escaped() -> None:
    text = json.dumps({**USER, "content": "a\ud800b"}).encode()
    proc = run("convert", "--from", "canonical", "--to", "pi-ai", "-", input=text)
    assert proc.returncode == 0, proc.stderr
    assert "\\ud800" in proc.stdout and json.loads(proc.stdout)["content"] == "a\ud800b"


def test_convert_raw_invalid_utf8_is_a_problem() -> None:
    for raw in (b"\xed\xa0\x80", b"\xff", b"\xc3"):
        text = b'{"role": "user", "content": "a' + raw + b'"}\n' + json.dumps(USER).encode()
        proc = run("convert", "--from", "canonical", "-", input=text)
        assert proc.returncode == 2 and "<stdin>:1: not UTF-8" in proc.stderr, proc.stderr
        assert json.loads(proc.stdout) == USER  # the next line is still converted


def test_convert_with_standard_input_closed() -> None:
    proc = shell("$A convert --from canonical - <&-")
    assert proc.returncode == 2 and "standard input is closed" in proc.stderr, proc.stderr


def test_convert_with_standard_output_closed() -> None:
    proc = shell(f"echo '{json.dumps(USER)}' | $A convert --from canonical - >&-")
    assert proc.returncode == 2 and "standard output is closed" in proc.stderr, proc.stderr


def test_convert_to_a_reader_that_goes_away() -> None:
    feed = f"yes '{json.dumps(USER)}' | head -n 200000"
    proc = shell(f"{feed} | $A convert --from canonical - | head -c 100 > /dev/null")
    assert proc.returncode == 0, proc.stderr


DEEP = ("[" * 100_000 + "]" * 100_000).encode()
DIGITS = b'{"role": "user", "content": "x", "timestamp": ' + b"9" * 5000 + b"}"


@pytest.mark.parametrize(
    "command",
    [
        ["convert", "--from", "canonical"],
        ["convert", "--from", "pi-ai"],
        ["validate", "--dialect", "pi-ai"],
        ["validate"],
    ],
)
def test_nesting_and_digits_are_problems_everywhere(command: list[str]) -> None:
    for text, message in ((DEEP, "nested too deeply"), (DIGITS, "an integer of 5,000 digits")):
        proc = run(*command, "-", input=text + b"\n")
        assert proc.returncode in (1, 2), proc.stderr
        assert message in proc.stdout + proc.stderr, (command, proc.stdout, proc.stderr)


def test_deep_but_parseable_nesting_through_a_dialect_is_a_problem() -> None:
    entry = json.loads(PI_ENTRIES[0].read_text())
    text = json.dumps(entry)
    deep = "[" * 950 + "]" * 950
    text = text[:-1] + f', "details": {deep}}}'
    for command in (["convert", "--from", "pi-ai"], ["validate", "--dialect", "pi-ai"]):
        proc = run(*command, "-", input=text.encode())
        assert proc.returncode in (0, 1), proc.stdout + proc.stderr
