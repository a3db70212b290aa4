"""`agentproto validate`, driven as a subprocess on real files: every output format, every exit
code, malformed input (bad UTF-8, truncated last line, a 100 MB line), entity detection, and the
shipped examples."""

from __future__ import annotations

import io
import json
import os
import pty
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
import yaml

from support import FIXTURE_DIR, ROOT, fixtures

AGENTPROTO = Path(sys.executable).parent / "agentproto"
ENV = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "CI")}
MB = 1_000_000


def run(
    *args: object,
    stdin: bytes | None = None,
    env: dict[str, str] | None = None,
    cwd: Path | None = None,
) -> subprocess.CompletedProcess[str]:
    proc = subprocess.run(
        [AGENTPROTO, "validate", *map(str, args)],
        input=stdin,
        capture_output=True,
        check=False,
        env=env or ENV,
        cwd=cwd,
    )
    out = subprocess.CompletedProcess(
        proc.args, proc.returncode, proc.stdout.decode(), proc.stderr.decode()
    )
    assert "Traceback" not in out.stderr, out.stderr
    return out


# Peak RSS through a small launcher: a child forked from this (large) test process would carry
# our peak into its own `ru_maxrss` (Linux keeps the high-water mark across exec), so the launcher,
# freshly started and small, forks the command and reports its `wait4` figure, which covers the
# command and the workers it waited for.
LAUNCHER = """
import os, subprocess, sys
proc = subprocess.Popen(sys.argv[2:])
_, status, usage = os.wait4(proc.pid, 0)
open(sys.argv[1], "w").write(str(usage.ru_maxrss * 1024))
sys.exit(os.waitstatus_to_exitcode(status))
"""


def run_measured(*args: object, tmp: Path) -> tuple[int, str, str, int]:
    """Run and return (exit code, stdout, stderr, peak RSS in bytes of the largest process)."""
    with open(tmp / "stdout", "wb") as out, open(tmp / "stderr", "wb") as err:
        proc = subprocess.run(
            [sys.executable, "-c", LAUNCHER, tmp / "rss", AGENTPROTO, "validate", *map(str, args)],
            stdin=subprocess.DEVNULL,
            stdout=out,
            stderr=err,
            env=ENV,
            check=False,
        )
    return (
        proc.returncode,
        (tmp / "stdout").read_text(),
        (tmp / "stderr").read_text(),
        int((tmp / "rss").read_text()),
    )


def findings(proc: subprocess.CompletedProcess[str]) -> tuple[list[dict], dict]:
    """The JSON lines of a `--format json` run: the findings, and the summary that ends them."""
    records = [json.loads(line) for line in proc.stdout.splitlines()]
    assert records and records[-1]["kind"] == "summary", proc.stdout
    return records[:-1], records[-1]


def example(entity: str, name: str | None = None) -> dict:
    folder = FIXTURE_DIR / entity / "valid"
    path = folder / f"{name}.json" if name else min(folder.glob("*.json"))
    return json.loads(path.read_text())


def jsonl(path: Path, docs: list[object]) -> Path:
    path.write_text("".join(json.dumps(d) + "\n" for d in docs))
    return path


USER = example("agent/user_message", "plain_string_content")
ASSISTANT = example("agent/assistant_message", "final_answer")
BAD_ASSISTANT = {**ASSISTANT, "content": [{"type": "text", "text": 5}]}


@pytest.fixture
def transcript(tmp_path: Path) -> Path:
    """Three messages; line 2 has a wrong text block."""
    return jsonl(tmp_path / "transcript.jsonl", [USER, BAD_ASSISTANT, ASSISTANT])


# -- exit codes and the four formats ---------------------------------------------------------


def test_all_valid_exits_0_and_says_so(tmp_path: Path) -> None:
    proc = run(jsonl(tmp_path / "ok.jsonl", [USER, ASSISTANT, USER]))
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert proc.stdout == ""
    assert "3 documents in 1 input" in proc.stderr and "all valid" in proc.stderr


def test_text_format_names_file_line_pointer_expected_found_and_variant(transcript: Path) -> None:
    proc = run(transcript)
    assert proc.returncode == 1
    lines = proc.stdout.splitlines()
    assert lines == [
        (
            f"{transcript}:2: /content/0/text: expected string, found integer "
            "(agent/agent_message, at agent/text_block.json#/properties/text/type)"
        )
    ]
    assert "\x1b[" not in proc.stdout, "no colour when piped"
    assert "1 failed" in proc.stderr


def test_json_format_is_one_object_per_line(transcript: Path) -> None:
    proc = run("--format", "json", transcript)
    assert proc.returncode == 1
    found, summary = findings(proc)
    assert found == [
        {
            "kind": "invalid",
            "file": str(transcript),
            "line": 2,
            "pointer": "/content/0/text",
            "keyword": "type",
            "message": "expected string, found integer",
            "entity": "agent/agent_message",
            "schema": "https://agentproto.dev/schema/agent/text_block.json#/properties/text/type",
        }
    ]
    assert summary["documents"] == 3 and summary["failed"] == 1 and summary["exit_code"] == 1
    assert summary["entities"] == {"agent/agent_message": 3}


GITHUB = re.compile(r"^::error (?P<props>[^:]*)::(?P<message>[^\r\n]*)$")


def test_github_format_is_workflow_annotations(tmp_path: Path) -> None:
    odd = jsonl(
        tmp_path / "a,b:c.jsonl", [USER, BAD_ASSISTANT]
    )  # , and : must be escaped in properties
    proc = run("--format", "github", odd)
    assert proc.returncode == 1
    (line,) = proc.stdout.splitlines()
    match = GITHUB.match(line)
    assert match, line
    props = dict(p.split("=", 1) for p in match["props"].split(","))
    assert props["file"] == str(odd).replace(":", "%3A").replace(",", "%2C")
    assert props["line"] == "2"
    assert props["title"] == "agentproto validate%3A agent/agent_message"
    assert match["message"] == (
        "/content/0/text: expected string, found integer "
        "(at agent/text_block.json#/properties/text/type)"
    )


def test_junit_format_is_xml_with_one_case_per_input(tmp_path: Path, transcript: Path) -> None:
    good = jsonl(tmp_path / "good.jsonl", [USER])
    proc = run("--format", "junit", good, transcript, tmp_path / "missing.jsonl")
    assert proc.returncode == 2  # the missing file
    root = ET.fromstring(proc.stdout)
    assert root.tag == "testsuites"
    assert (root.get("tests"), root.get("failures"), root.get("errors")) == ("3", "1", "1")
    cases = {c.get("name"): c for c in root.iter("testcase")}
    assert set(cases) == {str(good), str(transcript), str(tmp_path / "missing.jsonl")}
    assert cases[str(good)].find("failure") is None and cases[str(good)].find("error") is None
    failure = cases[str(transcript)].find("failure")
    assert failure is not None and failure.get("message") == "1 of 3 documents failed"
    assert "line 2: /content/0/text: expected string, found integer" in (failure.text or "")
    error = cases[str(tmp_path / "missing.jsonl")].find("error")
    assert error is not None and "no such file" in (error.get("message") or "")


def test_exit_2_for_missing_input_unknown_entity_bad_schema_dir_and_bad_usage(
    tmp_path: Path,
) -> None:
    good = jsonl(tmp_path / "good.jsonl", [USER])
    missing = run(good, tmp_path / "nope.jsonl")
    assert (
        missing.returncode == 2
        and f"{tmp_path / 'nope.jsonl'}: no such file or directory" in missing.stdout
    )
    no_match = run(tmp_path / "*.ndjson")
    assert no_match.returncode == 2 and "no file matches" in no_match.stdout
    unknown = run("--entity", "agent/mesage", good)
    assert unknown.returncode == 2
    assert "no entity 'agent/mesage'" in unknown.stderr and "did you mean" in unknown.stderr
    schemas = tmp_path / "schemas"
    schemas.mkdir()
    (schemas / "broken.json").write_text('{"type": ')
    broken = run("--schema-dir", schemas, good)
    assert (
        broken.returncode == 2
        and "broken.json" in broken.stderr
        and len(broken.stderr.splitlines()) == 1
    )
    assert run("--format", "yaml", good).returncode == 2
    assert run().returncode == 2  # no PATH


def test_max_errors_stops_and_quiet_prints_nothing(tmp_path: Path) -> None:
    bad = jsonl(tmp_path / "bad.jsonl", [BAD_ASSISTANT] * 50)
    proc = run("--format", "json", "--max-errors", "3", bad)
    found, summary = findings(proc)
    assert proc.returncode == 1
    assert [f["line"] for f in found] == [1, 2, 3] and summary["stopped_at"] == 3
    quiet = run("--quiet", bad)
    assert (quiet.returncode, quiet.stdout, quiet.stderr) == (1, "", "")


def test_a_flood_of_problems_is_counted_not_held(tmp_path: Path) -> None:
    path = tmp_path / "empty.jsonl"
    path.write_text("{}\n" * 6000)  # two missing properties each: 12,000 problems in one block
    proc = run("--format", "json", "--entity", "agent/usage", path)
    found, summary = findings(proc)
    assert proc.returncode == 1
    assert summary["problems"] == {"invalid": 12_000} and summary["failed"] == 6000
    assert len(found) == 10_001 and found[-1]["kind"] == "note"
    assert found[-1]["message"] == "... and 2,000 more problems up to line 6000, not shown"


def test_a_closed_pipe_ends_the_run_quietly(tmp_path: Path) -> None:
    path = jsonl(tmp_path / "bad.jsonl", [BAD_ASSISTANT] * 20000)
    proc = subprocess.run(
        f"'{AGENTPROTO}' validate '{path}' | head -1",
        shell=True,
        capture_output=True,
        text=True,
        check=False,
        env=ENV,
    )
    assert proc.stdout.count("\n") == 1 and "Traceback" not in proc.stderr, proc.stderr


# -- malformed input --------------------------------------------------------------------------


def test_malformed_lines_are_reported_with_their_line_and_validation_goes_on(
    tmp_path: Path,
) -> None:
    path = tmp_path / "mixed.jsonl"
    path.write_bytes(
        b"\n".join(
            [
                json.dumps(USER).encode(),
                b'{"role": "user", "content": "caf\xe9"}',  # Latin-1, not UTF-8
                b'{"role": "user", "content": ',  # bad JSON
                b"",  # blank lines are tolerated
                b'{"role": "user", "content": "x", "timestamp": NaN}',
                json.dumps(BAD_ASSISTANT).encode() + b"\r",  # CRLF line end
                b'{"role": "user", "content": "the last line has no newl',
            ]
        )
    )
    proc = run("--format", "json", path)
    assert proc.returncode == 1
    found, summary = findings(proc)
    got = [(f["line"], f["kind"], f["keyword"], f["pointer"]) for f in found]
    assert got == [
        (2, "malformed", "utf-8", None),
        (3, "malformed", "json", None),
        (5, "malformed", "json", None),
        (6, "invalid", "type", "/content/0/text"),
        (7, "malformed", "json", None),
    ]
    assert "not UTF-8: invalid continuation byte at byte 33" == found[0]["message"]
    assert "NaN is not a JSON value" in found[2]["message"]
    assert "truncated?" in found[4]["message"] and "truncated?" not in found[1]["message"]
    assert summary["documents"] == 6 and summary["failed"] == 5


def test_a_100_mb_line_is_reported_and_skipped_in_bounded_memory(tmp_path: Path) -> None:
    path = tmp_path / "huge.jsonl"
    with open(path, "wb") as out:
        out.write(json.dumps(USER).encode() + b"\n")
        out.write(b'{"role": "user", "content": "')
        block = b"x" * MB
        out.writelines(block for _ in range(100))
        out.write(b'"}\n')
        out.write(json.dumps(BAD_ASSISTANT).encode() + b"\n")
    code, stdout, _, rss = run_measured("--format", "json", path, tmp=tmp_path)
    assert code == 1
    records = [json.loads(line) for line in stdout.splitlines()]
    assert [(r.get("line"), r["kind"]) for r in records[:-1]] == [(2, "malformed"), (3, "invalid")]
    assert "line is 100,000,032 bytes, over the limit of 16,777,216" in records[0]["message"]
    assert records[-1]["documents"] == 3
    assert rss < 100 * MB, f"peak RSS {rss / MB:.0f} MB"


def test_the_line_limit_is_an_option(tmp_path: Path) -> None:
    path = jsonl(tmp_path / "long.jsonl", [{"role": "user", "content": "y" * 2 * MB}])
    assert run("--max-document-bytes", MB, path).returncode == 1
    assert run("--max-document-bytes", 3 * MB, path).returncode == 0
    whole = tmp_path / "long.json"
    whole.write_text(json.dumps({"role": "user", "content": "y" * 2 * MB}))
    small = run("--format", "json", "--max-document-bytes", MB, whole)
    assert small.returncode == 1 and "over the limit" in findings(small)[0][0]["message"]


def test_big_jsonl_validates_in_flat_memory_with_and_without_workers(tmp_path: Path) -> None:
    line = (json.dumps(ASSISTANT) + "\n").encode()
    path = tmp_path / "big.jsonl"
    with open(path, "wb") as out:
        out.writelines(line for _ in range(40 * MB // len(line)))
    for jobs in ("1", "2"):
        code, _, stderr, rss = run_measured("-j", jobs, path, tmp=tmp_path)
        assert code == 0, stderr
        assert rss < 100 * MB, f"-j {jobs}: peak RSS {rss / MB:.0f} MB"


def test_workers_give_the_same_report_in_the_same_order(tmp_path: Path) -> None:
    docs = [USER, ASSISTANT, BAD_ASSISTANT, {"role": "user"}] * 6000  # several 1 MiB blocks
    path = jsonl(tmp_path / "many.jsonl", docs)
    assert path.stat().st_size > 3 * (1 << 20)
    one, two = run("--format", "json", path), run("--format", "json", "-j", "2", path)
    assert one.returncode == two.returncode == 1
    found_one, summary_one = findings(one)
    found_two, summary_two = findings(two)
    assert found_one == found_two
    assert [f["line"] for f in found_one[:3]] == [3, 4, 7]
    assert found_one[-1]["line"] == len(docs)
    assert summary_one["documents"] == summary_two["documents"] == len(docs)


# -- inputs: folders, globs, stdin, JSON documents ---------------------------------------------


def test_folders_globs_and_extensions(tmp_path: Path) -> None:
    (tmp_path / "a" / "b").mkdir(parents=True)
    (tmp_path / ".hidden").mkdir()
    jsonl(tmp_path / "a" / "one.jsonl", [USER])
    jsonl(tmp_path / "a" / "b" / "two.ndjson", [USER, ASSISTANT])
    (tmp_path / "a" / "b" / "three.json").write_text(json.dumps(ASSISTANT, indent=2))
    (tmp_path / "a" / "notes.txt").write_text("not json")
    jsonl(tmp_path / ".hidden" / "skip.jsonl", [BAD_ASSISTANT])
    folder = run("--format", "json", tmp_path)
    assert folder.returncode == 0, folder.stdout
    assert findings(folder)[1]["inputs"] == 3 and findings(folder)[1]["documents"] == 4
    pattern = run("--format", "json", tmp_path / "**" / "*.ndjson")
    assert findings(pattern)[1]["inputs"] == 1 and findings(pattern)[1]["documents"] == 2


def test_stdin_jsonl_and_stdin_json(tmp_path: Path) -> None:
    lines = (json.dumps(USER) + "\n" + json.dumps(BAD_ASSISTANT) + "\n").encode()
    for jobs in ("1", "2"):  # with workers, blocks of stdin are sent to them, not read again
        proc = run("--format", "json", "-j", jobs, "-", stdin=lines * 3000)
        found, _ = findings(proc)
        assert proc.returncode == 1
        assert [(f["file"], f["line"]) for f in found] == [
            ("<stdin>", 2 * i) for i in range(1, 3001)
        ]
    pretty = json.dumps(BAD_ASSISTANT, indent=2).encode()  # one document over many lines
    proc = run("--format", "json", "-", stdin=pretty)
    found, summary = findings(proc)
    assert [(f["line"], f["pointer"]) for f in found] == [(None, "/content/0/text")]
    assert summary["documents"] == 1


def test_a_truncated_json_document_says_so(tmp_path: Path) -> None:
    whole = json.dumps(BAD_ASSISTANT, indent=2)
    (tmp_path / "cut.json").write_text(whole[: len(whole) // 2])
    (tmp_path / "wrong.json").write_text(whole.replace(":", "", 1))  # broken, but not cut short
    proc = run(tmp_path / "cut.json", tmp_path / "wrong.json")
    assert proc.returncode == 1
    cut, wrong = proc.stdout.splitlines()
    assert cut.startswith(f"{tmp_path / 'cut.json'}:") and "truncated?" in cut
    assert wrong.startswith(f"{tmp_path / 'wrong.json'}:2: not JSON") and "truncated?" not in wrong


def test_a_json_array_is_a_list_of_documents(tmp_path: Path) -> None:
    path = tmp_path / "messages.json"
    path.write_text(json.dumps([USER, BAD_ASSISTANT], indent=2))
    proc = run("--format", "json", path)
    found, summary = findings(proc)
    assert [f["pointer"] for f in found] == ["/1/content/0/text"] and summary["documents"] == 2
    broken = tmp_path / "broken.json"
    broken.write_text('{\n  "role": "user",\n  "content": \n}\n')
    proc = run("--format", "json", broken)
    assert [(f["line"], f["kind"]) for f in findings(proc)[0]] == [(4, "malformed")]


# -- entity detection and naming ----------------------------------------------------------------


@pytest.mark.parametrize(
    "entity",
    [
        "agent/agent_message",
        "agent/agent_event",
        "agent/assistant_message_event",
        "agent/agent_context",
        "openresponses/create_response_request",
        "openresponses/response",
        "openresponses/stream_event",
        "openresponses/item",
    ],
)
def test_detection_finds_each_kind_of_document(tmp_path: Path, entity: str) -> None:
    docs = [
        json.loads(p.read_text()) for p in sorted((FIXTURE_DIR / entity / "valid").glob("*.json"))
    ]
    proc = run("--format", "json", jsonl(tmp_path / "docs.jsonl", docs))
    assert proc.returncode == 0, proc.stdout
    assert findings(proc)[1]["entities"] == {entity: len(docs)}


def test_detection_reports_the_variant_the_tag_selects(tmp_path: Path) -> None:
    event = example("agent/agent_event", "turn_start")
    broken = {**event, "seq": "first"}
    proc = run("--format", "json", jsonl(tmp_path / "events.jsonl", [event, broken]))
    found, _ = findings(proc)
    assert proc.returncode == 1
    assert all(f["entity"] == "agent/agent_event" for f in found)
    assert any("turn_start_event.json" in f["schema"] for f in found), found
    assert not any("any of the given schemas" in f["message"] for f in found)


def test_ambiguous_document_asks_for_entity_and_entity_settles_it(tmp_path: Path) -> None:
    path = jsonl(tmp_path / "errors.jsonl", [{"type": "error", "message": "boom"}])
    proc = run("--format", "json", path)
    assert proc.returncode == 2
    (found,), _ = findings(proc)
    assert found["kind"] == "undetected" and found["line"] == 1
    for candidate in ("agent/assistant_message_event", "openresponses/stream_event"):
        assert candidate in found["message"]
    assert "pass --entity" in found["message"]
    settled = run("--format", "json", "--entity", "openresponses/stream_event", path)
    assert settled.returncode == 1
    assert {f["entity"] for f in findings(settled)[0]} == {"openresponses/stream_event"}


def test_an_item_is_told_by_its_type_and_an_agent_message_by_its_role(tmp_path: Path) -> None:
    """An Open Responses message item carries `role` too; the agent message, which declares no
    `type`, is not what it is, valid or not."""
    item = example("openresponses/item", "message")
    assert item["role"] == "assistant"
    no_status = {k: v for k, v in item.items() if k != "status"}
    proc = run("--format", "json", jsonl(tmp_path / "mixed.jsonl", [item, no_status, ASSISTANT]))
    found, summary = findings(proc)
    assert proc.returncode == 1
    assert summary["entities"] == {"openresponses/item": 2, "agent/agent_message": 1}
    assert [(f["line"], f["entity"], f["keyword"]) for f in found] == [
        (2, "openresponses/item", "required")
    ]


def test_tags_of_two_entities_neither_declares_in_full_name_both(tmp_path: Path) -> None:
    """`role` names an agent message and `type` an assistant message event; each lacks the
    other's tag, so both are weighed, and the report names them."""
    odd = {"role": "user", "type": "start"}
    proc = run("--format", "json", jsonl(tmp_path / "odd.jsonl", [odd]))
    (found,), _ = findings(proc)
    assert proc.returncode == 2 and found["kind"] == "undetected"
    assert "agent/agent_message or agent/assistant_message_event" in found["message"]
    assert 'by `role` "user" and `type` "start"; valid as none of them' in found["message"]


def test_an_entity_that_requires_nothing_needs_one_of_its_own_properties(tmp_path: Path) -> None:
    """The create request requires nothing and is open, so it accepts any object: it is detected
    when the document has a property it declares, whatever else it carries."""
    request = {"model": "gpt-5.4", "user": "user-1234"}  # OpenAI's `user` is not declared
    proc = run("--format", "json", jsonl(tmp_path / "request.jsonl", [request]))
    assert findings(proc)[1]["entities"] == {"openresponses/create_response_request": 1}


@pytest.mark.parametrize("doc", [{"name": "left-pad", "version": "1.0.0"}, {}])
def test_unrecognisable_document_is_not_guessed(tmp_path: Path, doc: dict) -> None:
    proc = run(jsonl(tmp_path / "other.jsonl", [doc]))
    assert (
        proc.returncode == 2 and "cannot tell which entity this is (pass --entity)" in proc.stdout
    )


def test_a_schema_property_names_the_entity_and_is_not_part_of_the_payload(tmp_path: Path) -> None:
    usage = example("agent/usage")
    marked = {"$schema": "https://agentproto.dev/schema/agent/usage.json", **usage}
    proc = run(
        "--format", "json", jsonl(tmp_path / "usage.jsonl", [marked, {**marked, "input": -1}])
    )
    found, summary = findings(proc)
    assert [(f["line"], f["pointer"]) for f in found] == [(2, "/input")]
    assert summary["entities"] == {"agent/usage": 2}
    stranger = run(jsonl(tmp_path / "s.jsonl", [{"$schema": "https://example.com/other.json"}]))
    assert stranger.returncode == 2 and "is not the `$id` of any schema" in stranger.stdout


@pytest.mark.parametrize(
    "name",
    [
        "https://agentproto.dev/schema/agent/cost.json",
        "agent/cost",
        "agent/cost.json",
        "schema/agent/cost",
        "cost",
    ],
)
def test_entity_by_id_path_or_unique_file_name(tmp_path: Path, name: str) -> None:
    assert (
        run("--entity", name, jsonl(tmp_path / "c.jsonl", [example("agent/cost")])).returncode == 0
    )


def test_a_file_name_two_families_share_is_not_an_entity_name(tmp_path: Path) -> None:
    proc = run("--entity", "usage", jsonl(tmp_path / "u.jsonl", [example("agent/usage")]))
    assert proc.returncode == 2
    assert "several files are called that: agent/usage, openresponses/usage" in proc.stderr


def test_any_schema_set_works_and_unmarked_sets_detect_by_their_roots(tmp_path: Path) -> None:
    schemas = tmp_path / "schemas"
    schemas.mkdir()
    dialect = "https://json-schema.org/draft/2020-12/schema"
    (schemas / "point.json").write_text(
        json.dumps(
            {
                "$schema": dialect,
                "$id": "https://example.com/point.json",
                "type": "object",
                "properties": {"kind": {"const": "point"}, "x": {"type": "number"}},
                "required": ["kind", "x"],
            }
        )
    )
    (schemas / "shape.json").write_text(
        json.dumps(
            {
                "$schema": dialect,
                "$id": "https://example.com/shape.json",
                "oneOf": [
                    {"$ref": "point.json"},
                    {
                        "type": "object",
                        "properties": {"kind": {"const": "circle"}, "r": {"type": "number"}},
                        "required": ["kind", "r"],
                    },
                ],
            }
        )
    )
    data = jsonl(
        tmp_path / "shapes.jsonl", [{"kind": "point", "x": 1}, {"kind": "circle", "r": "big"}]
    )
    proc = run("--format", "json", "--schema-dir", schemas, data)
    found, summary = findings(proc)
    assert proc.returncode == 1
    assert [(f["line"], f["pointer"], f["entity"]) for f in found] == [(2, "/r", "shape")]
    assert summary["entities"] == {"shape": 2}


# -- terminals: colour and progress ---------------------------------------------------------------


def run_on_terminal(*args: object, env: dict[str, str]) -> str:
    """Run with stdout and stderr on a pseudo-terminal; what it printed there."""
    primary, secondary = pty.openpty()
    proc = subprocess.Popen(
        [AGENTPROTO, "validate", *map(str, args)],
        stdout=secondary,
        stderr=secondary,
        stdin=subprocess.DEVNULL,
        env=env,
    )
    os.close(secondary)
    chunks = []
    while True:
        try:
            chunk = os.read(primary, 65536)
        except OSError:  # the terminal closed
            break
        if not chunk:
            break
        chunks.append(chunk)
    proc.wait()
    os.close(primary)
    return b"".join(chunks).decode()


def test_colour_only_on_a_terminal_and_never_with_no_color(transcript: Path) -> None:
    assert "\x1b[31m" in run_on_terminal(transcript, env=ENV)
    assert "\x1b[" not in run_on_terminal(transcript, env={**ENV, "NO_COLOR": "1"})


def test_progress_bar_draws_and_erases_itself() -> None:
    from agentproto.validate.progress import Progress, wanted

    out = io.StringIO()
    bar = Progress(10 * MB, out, delay=0)
    bar.update(5 * MB, 1234)
    bar.close()
    text = out.getvalue()
    assert "validating" in text and "50%" in text and "1,234 docs" in text
    assert text.endswith("\r\x1b[K")
    assert not wanted(quiet=False), "pytest's stderr is not a terminal"
    quiet = io.StringIO()
    Progress(10 * MB, quiet, delay=60).update(5 * MB, 1)
    assert quiet.getvalue() == "", "nothing before the delay"


def test_no_progress_bar_when_piped_or_in_ci(tmp_path: Path) -> None:
    path = jsonl(tmp_path / "ok.jsonl", [USER] * 10)
    assert "\r" not in run(path).stderr
    assert "validating" not in run_on_terminal(path, env={**ENV, "CI": "true"})


# -- the shipped examples -------------------------------------------------------------------------


def test_shipped_examples_valid_pass_and_invalid_fail_at_the_stated_pointer(tmp_path: Path) -> None:
    """Object examples run in one go, each copy naming its entity with `$schema` (which is not
    part of the payload); the others (strings, arrays, numbers) run as they are, with --entity."""
    catalog = {
        f"{p.parent.name}/{p.stem}": json.loads(p.read_text())["$id"]
        for p in (ROOT / "schema").glob("*/*.json")
    }
    copies: dict[str, object] = {}
    by_entity: dict[str, list] = {}
    for fixture in fixtures():
        payload = fixture.payload()
        if isinstance(payload, dict) and "$schema" not in payload:
            copy = (
                tmp_path
                / fixture.entity
                / ("valid" if fixture.valid else "invalid")
                / fixture.path.name
            )
            copy.parent.mkdir(parents=True, exist_ok=True)
            copy.write_text(json.dumps({"$schema": catalog[fixture.entity], **payload}))
            copies[str(copy)] = fixture
        else:
            by_entity.setdefault(fixture.entity, []).append(fixture)
            copies[str(fixture.path)] = fixture
    runs = [("--format", "json", family) for family in sorted(tmp_path.iterdir())]
    runs += [
        ("--format", "json", "--entity", entity, *[f.path for f in cases])
        for entity, cases in by_entity.items()
    ]
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        procs = list(pool.map(lambda args: run(*args), runs))
    found: dict[str, set[tuple[str, str]]] = {name: set() for name in copies}
    for proc in procs:
        assert proc.returncode in (0, 1), proc.stdout[-3000:] + proc.stderr
        for finding in findings(proc)[0]:
            found[finding["file"]].add((finding["pointer"], finding["keyword"]))
    wrong = []
    for name, fixture in copies.items():
        if fixture.valid and found[name]:
            wrong.append(f"{fixture.id}: valid example rejected: {sorted(found[name])}")
        if not fixture.valid:
            expected = fixture.expected()
            if (expected["pointer"], expected["keyword"]) not in found[name]:
                wrong.append(f"{fixture.id}: expected {expected}, found {sorted(found[name])}")
    assert not wrong, "\n".join(wrong)
    assert (
        sum(f.valid for f in copies.values()) > 200
        and sum(not f.valid for f in copies.values()) > 200
    )
    assert len(by_entity) < 20, "most examples ran in the one detection run"


# -- pre-commit hooks ---------------------------------------------------------------------------------


def test_pre_commit_hooks_run_as_declared(tmp_path: Path) -> None:
    hooks = {h["id"]: h for h in yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text())}
    # agentproto-diff runs in tests/test_diff_cli.py, in a repository with a history
    assert set(hooks) == {"agentproto-generate-check", "agentproto-validate", "agentproto-diff"}
    for hook in hooks.values():
        assert hook["language"] == "python" and hook["entry"].startswith("agentproto ")
    generate = hooks["agentproto-generate-check"]
    assert generate["pass_filenames"] is False
    proc = subprocess.run(
        [AGENTPROTO, *generate["entry"].split()[1:]],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-2000:]
    validate = hooks["agentproto-validate"]
    good = jsonl(tmp_path / "good.jsonl", [USER])
    bad = jsonl(tmp_path / "bad.jsonl", [BAD_ASSISTANT])
    assert re.search(validate["files"], "x/good.jsonl") and re.search(validate["files"], "a.json")
    entry = validate["entry"].split()[1:]
    ok = subprocess.run(
        [AGENTPROTO, *entry, good], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert ok.returncode == 0, ok.stdout + ok.stderr
    failed = subprocess.run(
        [AGENTPROTO, *entry, good, bad], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert failed.returncode == 1 and "bad.jsonl:1: /content/0/text" in failed.stdout
