"""The command line against hostile files, arguments and schema folders, as a subprocess: whatever
it is given, `agentproto validate` (plain, `--stream`, `--dialect`), `convert` and `generate` end
within a time bound, with exit code 0, 1 or 2, and never print a traceback or an internal error;
`convert -o` naming one of its inputs is refused and leaves the input as it was.

The default number of examples keeps this near half a minute; set AGENTPROTO_FUZZ_EXAMPLES for more,
and AGENTPROTO_FUZZ_RANDOM=1 for new examples each run instead of the same reproducible ones."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from support import SCHEMA_DIR

AGENTPROTO = Path(sys.executable).parent / "agentproto"
ENV = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "CI")}
TIME_BOUND = 30  # seconds for one run; every example here takes well under one
EXAMPLES = int(os.environ.get("AGENTPROTO_FUZZ_EXAMPLES", "15"))
FUZZ = settings(
    max_examples=EXAMPLES,
    deadline=None,
    database=None,
    derandomize=not os.environ.get("AGENTPROTO_FUZZ_RANDOM"),
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

# -- hostile contents ---------------------------------------------------------------------------

USER = {"role": "user", "content": "hi"}
SPELLINGS = [
    "NaN",
    "-NaN",
    "Infinity",
    "-Infinity",
    "inf",
    "1e400",
    "-1e400",
    "1e-400",
    "9" * 5000,
    "-0",
    "0.0e0",
    "1E+999999999",
    "0x10",
    "01",
    ".5",
    "true",
    "null",
    '"\\ud800"',
    '"\\udfff\\ud800"',
    '"\\u0000"',
]


def deep(depth: int, opener: str) -> str:
    closer = {"[": "]", '{"a":': "}", '{"role":': "}", '{"type":': "}"}[opener]
    return opener * depth + "0" + closer * depth


documents = st.one_of(
    st.just(json.dumps(USER)),
    st.sampled_from(SPELLINGS),
    st.builds(lambda v: f'{{"role": "user", "content": {v}}}', st.sampled_from(SPELLINGS)),
    st.builds(lambda v: f'{{"role": {v}}}', st.sampled_from(SPELLINGS)),
    st.builds(
        deep,
        st.sampled_from([10, 900, 990, 1000, 1100, 5000]),
        st.sampled_from(["[", '{"a":', '{"role":', '{"type":']),
    ),
    st.builds(lambda v: json.dumps({"role": "user", "content": v}), st.text(max_size=30)),
    st.builds(lambda v: f'{{"type": "{v}"}}', st.text(alphabet='\\ud"x0', max_size=12)),
)

contents = st.one_of(
    st.binary(max_size=300),
    st.builds(
        lambda lines, end: "\n".join(lines).encode() + end,
        st.lists(documents, max_size=5),
        st.sampled_from([b"", b"\n", b"\r\n"]),
    ),
    st.builds(lambda d: b"\xef\xbb\xbf" + d.encode(), documents),  # a byte-order mark first
    st.builds(lambda d: "[" + ",".join(d) + "]", st.lists(documents, max_size=4)).map(str.encode),
    st.builds(
        lambda d, junk: d.encode() + junk,
        documents,
        st.sampled_from([b"\xff", b"\xc3", b"\xed\xa0\x80", b"\x00", b"\n\xff\n"]),
    ),
    st.sampled_from([b"", b"\n", b" ", b"\xef\xbb\xbf", b"[", b"{", b'"', b"\n\n\n"]),
)

NAMES = [
    "a.json",
    "b.jsonl",
    "c.ndjson",
    "plain",
    "sp ace.jsonl",
    "-dash.json",
    "ünï.json",
    ".hidden.json",
    "x.JSON",
    "q?.jsonl",
    "[b].json",
    "nl\nname.jsonl",
    "\udcff.json",
]
KINDS = [
    "file",
    "file",
    "file",
    "symlink-file",
    "symlink-self",
    "symlink-dangling",
    "symlink-parent",
    "fifo",
    "unreadable",
    "folder",
]

files = st.lists(st.tuples(st.sampled_from(NAMES), st.sampled_from(KINDS), contents), max_size=5)


def make_files(root: Path, spec: list[tuple[str, str, bytes]]) -> list[Path]:
    """The hostile files, under `root` and one subfolder; returns what can be named on the
    command line (a FIFO named explicitly waits for a writer, by design, so it is left out)."""
    nameable = []
    for i, (name, kind, data) in enumerate(spec):
        folder = root / ("sub" if i % 2 else "")
        folder.mkdir(exist_ok=True)
        path = folder / os.fsdecode(os.fsencode(f"{i}{name}"))
        if kind == "fifo":
            os.mkfifo(path)
            continue
        if kind == "folder":
            path.mkdir()
            (path / "inner.jsonl").write_bytes(data)
        elif kind == "symlink-file":
            (folder / f"{i}.target").write_bytes(data)
            path.symlink_to(f"{i}.target")
        elif kind == "symlink-self":
            path.symlink_to(path.name)
        elif kind == "symlink-dangling":
            path.symlink_to("nowhere")
        elif kind == "symlink-parent":  # a loop back to the example's folder, never out of it
            path.symlink_to(".." if folder != root else ".")
        else:
            path.write_bytes(data)
            if kind == "unreadable":
                path.chmod(0)
        nameable.append(path)
    return nameable


# -- hostile schema folders ---------------------------------------------------------------------

SMALL_SCHEMA = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://x.test/thing.json",
    "title": "Thing",
    "type": "object",
    "properties": {"role": {"const": "user"}},
    "required": ["role"],
    "x-document": True,
}
schema_texts = st.one_of(
    st.just(json.dumps(SMALL_SCHEMA)),
    st.binary(max_size=60).map(lambda b: b.decode("latin-1")),
    st.sampled_from(
        [
            '{"type": 5}',
            '{"$ref": "#/nope"}',
            '{"$ref": "https://elsewhere.test/x.json"}',
            '{"$ref": "other.json#/$defs/missing"}',
            "[]",
            "null",
            '"schema"',
            "{",
            "",
            '{"$id": 5}',
            '{"properties": {"a": {"type": "nonsense"}}}',
            '{"pattern": "("}',
            '{"enum": []}',
            '{"$defs": {"a": {"$ref": "#/$defs/a"}}, "$ref": "#/$defs/a"}',
            '{"type": "object", "properties": {"\\ud800": {"type": "string"}}}',
            '{"multipleOf": 1e400}',
            '{"minimum": NaN}',
        ]
    ),
    st.builds(lambda d: '{"items":' * d + "{}" + "}" * d, st.sampled_from([50, 900, 1000, 3000])),
    st.builds(
        lambda d: json.dumps({**SMALL_SCHEMA, "$id": f"https://x.test/{d}.json"}),
        st.text(max_size=8),
    ),
)
SCHEMA_NAMES = [
    "thing.json",
    "other.json",
    "sp ace.json",
    "ünï.json",
    "-x.json",
    "a.b.c.json",
    "class.json",
    "1digit.json",
    "README.md",
    ".hidden.json",
    "sub/nested.json",
    "import.json",
]
schema_folders = st.one_of(
    st.just(None),  # the shipped schemas
    st.lists(st.tuples(st.sampled_from(SCHEMA_NAMES), schema_texts), max_size=4),
)


def make_schema_folder(root: Path, spec: list[tuple[str, str]] | None) -> Path:
    if spec is None:
        return SCHEMA_DIR
    folder = root / "schemas"
    folder.mkdir()
    for name, text in spec:
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text(text, errors="surrogateescape")
    return folder


# -- hostile arguments --------------------------------------------------------------------------

options = st.lists(
    st.one_of(
        st.tuples(
            st.just("--max-document-bytes"),
            st.sampled_from(["1", "2", "64", "0", "-1", "x", "99999999999999999999"]),
        ),
        st.tuples(st.just("-j"), st.sampled_from(["0", "1", "2", "-3", "two"])),
        st.tuples(
            st.just("--format"), st.sampled_from(["text", "json", "github", "junit", "xml", ""])
        ),
        st.tuples(st.just("--input-type"), st.sampled_from(["auto", "json", "jsonl", "yaml"])),
        st.tuples(st.just("--max-errors"), st.sampled_from(["1", "3", "0", "-5", "many"])),
        st.tuples(
            st.just("--entity"),
            st.sampled_from(
                [
                    "agent/agent_message",
                    "agent_message",
                    "thing",  # the entity of the hostile schema folders
                    "nope",
                    "",
                    "../x",
                    "https://agentproto.dev/schema/agent/agent_message.json",
                    "\udcff",
                ]
            ),
        ),
        st.tuples(st.sampled_from(["-q", "--quiet", "--bogus", "-h"])),
    ),
    max_size=3,
)

PATTERNS = ["*", "**", "**/*", "**/*.json*", "*/*", "[", "[!]", "?*", "sub/**", "nothing*", ""]


@st.composite
def validate_calls(
    draw: Any,
) -> tuple[list[tuple[str, str, bytes]], list[str | int], list[str], bytes]:
    spec = draw(files)
    paths: list[str | int] = draw(
        st.lists(
            st.one_of(
                st.integers(min_value=0, max_value=9),  # the n-th nameable file, if there is one
                st.sampled_from(["-", ".", "missing.json", "", "/dev/null", "sub"]),
                st.sampled_from(PATTERNS),
            ),
            min_size=1,
            max_size=4,
        )
    )
    return (
        spec,
        paths,
        [part for option in draw(options) for part in option],
        draw(st.binary(max_size=200)),
    )


def run(args: list[str], cwd: Path, stdin: bytes = b"") -> subprocess.CompletedProcess[bytes]:
    try:
        proc = subprocess.run(
            [os.fsencode(AGENTPROTO), *map(os.fsencode, args)],
            input=stdin,
            cwd=cwd,
            capture_output=True,
            env=ENV,
            timeout=TIME_BOUND,
            check=False,
        )
    except subprocess.TimeoutExpired:
        raise AssertionError(f"no end within {TIME_BOUND} s: agentproto {args!r}") from None
    err = proc.stderr.decode(errors="replace")
    assert proc.returncode in (0, 1, 2), f"exit {proc.returncode}: agentproto {args!r}\n{err}"
    assert "Traceback" not in err and "internal error" not in err, f"agentproto {args!r}\n{err}"
    return proc


@FUZZ
@given(call=validate_calls(), schemas=schema_folders)
def test_validate_never_hangs_or_tracebacks(
    call: tuple[list[tuple[str, str, bytes]], list[str | int], list[str], bytes],
    schemas: list[tuple[str, str]] | None,
) -> None:
    spec, paths, opts, stdin = call
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        try:
            nameable = make_files(root, spec)
            schema_dir = make_schema_folder(root, schemas)
            named = [
                str(nameable[p % len(nameable)])
                if isinstance(p, int) and nameable
                else "missing.json"
                if isinstance(p, int)
                else p
                for p in paths
            ]
            run(
                ["validate", "--schema-dir", str(schema_dir), *opts, "--", *named],
                cwd=root,
                stdin=stdin,
            )
        finally:
            for path in root.rglob("*"):  # unreadable files back to readable, so they can go
                if not path.is_symlink():
                    path.chmod(0o700)


@FUZZ
@given(
    schemas=st.lists(st.tuples(st.sampled_from(SCHEMA_NAMES), schema_texts), max_size=4),
    package=st.sampled_from(["agentproto_bindings", "pkg"]),
)
def test_generate_never_hangs_or_tracebacks(schemas: list[tuple[str, str]], package: str) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        schema_dir = make_schema_folder(root, schemas)
        run(
            [
                "generate",
                "--schema-dir",
                str(schema_dir),
                "--out-dir",
                str(root / "out"),
                "--package",
                package,
            ],
            cwd=root,
        )


# -- convert, validate --stream, validate --dialect -----------------------------------------------

DIALECTS = ["canonical", "pi-ai", "yoagent", "clark-agent", "openai", "klingon", ""]
SSE_LINES = [
    b"event: response.created",
    b"event: ",
    b"data: " + json.dumps({"type": "response.created", "sequence_number": 1.0}).encode(),
    b'data: {"type": "response.output_text.delta", "sequence_number": 2, "delta": "x"}',
    b"data: [DONE]",
    b"data: ",
    b"data:{",
    b": a comment",
    b"id: 7",
    b"retry: x",
    b"nonsense",
    b"",
    b"",
]
sse = st.builds(
    lambda bom, lines, end: (b"\xef\xbb\xbf" if bom else b"") + end.join(lines) + end,
    st.booleans(),
    st.lists(st.sampled_from(SSE_LINES), max_size=12),
    st.sampled_from([b"\n", b"\r\n", b"\r"]),
)
stream_contents = st.one_of(contents, sse)
stream_files = st.lists(
    st.tuples(st.sampled_from(NAMES), st.sampled_from(KINDS), stream_contents), max_size=4
)
limits = st.lists(
    st.tuples(st.just("--max-document-bytes"), st.sampled_from(["1", "64", "100000", "0", "x"])),
    max_size=1,
)


def named_paths(nameable: list[Path], paths: list[str | int]) -> list[str]:
    return [
        str(nameable[p % len(nameable)])
        if isinstance(p, int) and nameable
        else "missing.json"
        if isinstance(p, int)
        else p
        for p in paths
    ]


path_choices = st.lists(
    st.one_of(
        st.integers(min_value=0, max_value=9),
        st.sampled_from(["-", ".", "missing.json", "/dev/null", "sub"]),
        st.sampled_from(PATTERNS),
    ),
    min_size=1,
    max_size=3,
)


def in_tree(root: Path, run_it: Any) -> None:
    try:
        run_it()
    finally:
        for path in root.rglob("*"):  # unreadable files back to readable, so they can go
            if not path.is_symlink():
                path.chmod(0o700)


@FUZZ
@given(
    spec=stream_files,
    paths=path_choices,
    source=st.sampled_from(DIALECTS),
    target=st.sampled_from(DIALECTS),
    output=st.one_of(st.none(), st.sampled_from(["new.jsonl", "-", "sub", "input"])),
    opts=limits,
    stdin=st.one_of(st.binary(max_size=200), stream_contents),
)
def test_convert_never_hangs_or_tracebacks(
    spec: list[tuple[str, str, bytes]],
    paths: list[str | int],
    source: str,
    target: str,
    output: str | None,
    opts: list[tuple[str, str]],
    stdin: bytes,
) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)

        def go() -> None:
            nameable = make_files(root, spec)
            named = named_paths(nameable, paths)
            where: list[str] = []
            if output == "input":  # one of its own inputs: refused, and the input kept
                where = ["-o", named[0]]
            elif output is not None:
                where = ["-o", output]
            before = (
                Path(named[0]).read_bytes()
                if output == "input" and Path(named[0]).is_file()
                else None
            )
            proc = run(
                [
                    "convert",
                    "--from",
                    source,
                    "--to",
                    target,
                    *where,
                    *(x for o in opts for x in o),
                    "--",
                    *named,
                ],
                cwd=root,
                stdin=stdin,
            )
            if before is not None and os.access(named[0], os.R_OK):
                assert proc.returncode == 2
                assert Path(named[0]).read_bytes() == before

        in_tree(root, go)


@FUZZ
@given(
    spec=stream_files,
    paths=path_choices,
    opts=limits,
    extra=st.lists(
        st.sampled_from(["--strict", "-q", "--format=json", "--entity", "x"]), max_size=2
    ),
    stdin=st.one_of(st.binary(max_size=200), stream_contents),
)
def test_validate_stream_never_hangs_or_tracebacks(
    spec: list[tuple[str, str, bytes]],
    paths: list[str | int],
    opts: list[tuple[str, str]],
    extra: list[str],
    stdin: bytes,
) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)

        def go() -> None:
            named = named_paths(make_files(root, spec), paths)
            entity = ["--entity", "openresponses/stream_event"] if "--entity" in extra else []
            flags = [e for e in extra if e not in ("--entity", "x")]
            run(
                [
                    "validate",
                    "--stream",
                    *entity,
                    *flags,
                    *(x for o in opts for x in o),
                    "--",
                    *named,
                ],
                cwd=root,
                stdin=stdin,
            )

        in_tree(root, go)


@FUZZ
@given(
    spec=files,
    paths=path_choices,
    dialect=st.sampled_from(DIALECTS),
    opts=limits,
    extra=st.lists(st.sampled_from(["--strict", "-q", "--format=json", "--stream"]), max_size=2),
    stdin=st.binary(max_size=200) | contents,
)
def test_validate_dialect_never_hangs_or_tracebacks(
    spec: list[tuple[str, str, bytes]],
    paths: list[str | int],
    dialect: str,
    opts: list[tuple[str, str]],
    extra: list[str],
    stdin: bytes,
) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)

        def go() -> None:
            named = named_paths(make_files(root, spec), paths)
            run(
                [
                    "validate",
                    "--dialect",
                    dialect,
                    *extra,
                    *(x for o in opts for x in o),
                    "--",
                    *named,
                ],
                cwd=root,
                stdin=stdin,
            )

        in_tree(root, go)
