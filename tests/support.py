"""Shared helpers for the tests: the schema set, its registry, the fixtures, and the builds the
whole session shares.

Shared builds. Building a target's program (cargo, tsc, go build) is most of what the suite
costs, so a build that more than one test file needs is made once per session, by a fixture of
tests/conftest.py, and every file asks that fixture for it:

- `conformance_programs` (a `ConformancePrograms`): each target's conformance program for a
  schema folder, built by the target's own hook. In a test, `conformance_programs.command(
  "rust")` gives the command that runs it (a missing toolchain skips, and fails under CI=true);
  `agentproto conformance` run in process takes its programs from here when
  `runner.hook_of` is patched with `conformance_programs.hook` (tests/test_parity.py does).
- `typescript_package`: the TypeScript package generated from schema/, compiled (dist/).
- `go_module`: the Go module generated from schema/, in one folder for the session (Go's build
  cache keys a package by its folder: a copy elsewhere compiles again).
- `rust_crate`: the crate generated from schema/ (strict keywords, as `generate` writes it)
  with tests/rust as its tests, built and tested in place (`rust_support.run_cargo`, in cargo's
  one target folder).

These folders are the session's: other files check that they hold the generated files and
nothing else. A test that must add a file (a Go test, a program of its own) removes it when
done (`try`/`finally`); anything else goes beside the folder or in the test's own `tmp_path`.

A new test file that needs one of these takes the fixture as an argument instead of building
its own copy; one that needs a build of other inputs (its own schemas) builds it itself, in
`rust_support.target_dir()` for cargo (the dependencies are then compiled once for all).

Two workers. `scripts/test` runs the suite in two pytest-xdist processes (`-n 2 --dist
loadgroup`), one per core: while one waits on a compiler's single-threaded step, or runs Python,
the other works. Each worker has its own session, so a session build made on both would be made
twice; tests/conftest.py therefore gives every test an `xdist_group` (`worker_groups`), and a
group runs on one worker, whole:

- a test file whose tests take a shared build (`SHARED_BUILDS`) joins that build's group, so
  the build is made once, on the worker that runs every file needing it;
- any other file is a group of its own, so that its module-scoped fixtures are made once;
- a test that carries `@pytest.mark.xdist_group("name")` itself keeps it (files that must
  run on one worker though they share no fixture: give them the same name).

A new file needs no mark: it is its own group, or joins the group of the build it asks for.
The groups are handed out costliest first (`GROUP_COST`, CPU seconds measured by
`bench/suite_time.py`; a group not listed counts as cheap and runs after), so that the last
group to start is a short one. Cargo writes its conformance program under one fixed name, so
each worker builds in its own cargo target folder (`<target folder>-gw0`, `-gw1`). Run alone
(`pytest tests/test_x.py`), a file is one process as before; the marks change nothing there."""

from __future__ import annotations

import importlib
import json
import math
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

import jsonschema
import regress
from jsonschema.exceptions import ValidationError
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

from agentproto.conformance.cases import with_unknowns as conformance_unknowns
from agentproto.errors import ToolchainMissing
from agentproto.pipeline import render
from agentproto.write import format_python

if TYPE_CHECKING:
    from agentproto.targets.base import ConformanceWork

ROOT = Path(__file__).resolve().parent.parent
SCHEMA_DIR = ROOT / "schema"
FIXTURE_DIR = ROOT / "tests" / "fixtures"
SEED_DIR = ROOT.parent / "shared" / "seeds"
REALCASES_DIR = ROOT.parent / "shared" / "realcases"
FAMILIES = ("agent", "openresponses")
#: A folder with no file of the official suite: the programs built for it compile no suite
#: group and know no remote document. The session's conformance programs are built for it.
NO_SUITE = FIXTURE_DIR / "streams"


def schema_files() -> list[Path]:
    return sorted(p for family in FAMILIES for p in (SCHEMA_DIR / family).glob("*.json"))


def load_schemas() -> dict[str, dict]:
    """Every schema document keyed by `<family>/<entity>`."""
    return {f"{p.parent.name}/{p.stem}": json.loads(p.read_text()) for p in schema_files()}


def walk(node: Any) -> Iterator[dict]:
    """Every object in a JSON document, the document itself first."""
    if isinstance(node, dict):
        yield node
        for value in node.values():
            yield from walk(value)
    elif isinstance(node, list):
        for value in node:
            yield from walk(value)


def registry(schemas: dict[str, dict]) -> Registry:
    resources = [(s["$id"], Resource.from_contents(s, DRAFT202012)) for s in schemas.values()]
    return Registry().with_resources(resources)


@cache
def ecma_regex(pattern: str, flags: str = "u") -> regress.Regex:
    return regress.Regex(pattern, flags)


def _ecma_pattern(
    validator: Any, pattern: str, instance: Any, schema: Any
) -> Iterator[ValidationError]:
    if validator.is_type(instance, "string") and ecma_regex(pattern).find(instance) is None:
        yield ValidationError(f"{instance!r} does not match {pattern!r}")


def _exact_multiple_of(
    validator: Any, factor: Any, instance: Any, schema: Any
) -> Iterator[ValidationError]:
    # `jsonschema` divides binary floats, so 19.99 is no multiple of 0.01 for it; JSON numbers
    # are decimals, and ours compare them as the decimals they print as.
    if validator.is_type(instance, "number") and not _decimal_multiple(instance, factor):
        yield ValidationError(f"{instance!r} is not a multiple of {factor!r}")


def _decimal_multiple(value: Any, factor: Any) -> bool:
    if not all(math.isfinite(n) for n in (value, factor)):
        return value == 0
    return Fraction(repr(value)) % Fraction(repr(factor)) == 0


#: The oracle: `jsonschema`'s 2020-12 validator with `pattern` given its ECMA-262 meaning (the
#: `regress` engine, Unicode mode). Plain `jsonschema` uses Python's `re`, whose `$` also matches
#: before a trailing newline and whose `\s` counts other characters as white space.
#: Our schemas use no `patternProperties`, the one other keyword that takes a regex.
#: `multipleOf` is exact (decimal), where `jsonschema`'s float division is not.
EcmaValidator = jsonschema.validators.extend(
    jsonschema.Draft202012Validator, {"pattern": _ecma_pattern, "multipleOf": _exact_multiple_of}
)


def validator(schemas: dict[str, dict], entity: str) -> jsonschema.protocols.Validator:
    # `jsonschema` picks the validator class again by `$schema` in every document a `$ref`
    # enters, which would drop our `pattern` there; every document is 2020-12 (the lint checks
    # it), so the oracle's copies go without `$schema` and the class stays.
    dialectless = {
        key: {k: v for k, v in doc.items() if k != "$schema"} for key, doc in schemas.items()
    }
    return EcmaValidator(dialectless[entity], registry=registry(dialectless))


@dataclass(frozen=True)
class Fixture:
    entity: str  # <family>/<entity>
    path: Path
    valid: bool

    @property
    def id(self) -> str:
        return f"{self.entity}/{'valid' if self.valid else 'invalid'}/{self.path.stem}"

    def payload(self) -> object:
        return json.loads(self.path.read_text())

    def expected(self) -> dict:
        return json.loads(self.path.with_suffix(".expected.json").read_text())


def fixtures() -> list[Fixture]:
    found = []
    for kind in ("valid", "invalid"):
        for path in sorted(FIXTURE_DIR.glob(f"*/*/{kind}/*.json")):
            if path.name.endswith(".expected.json"):
                continue
            entity = f"{path.parent.parent.parent.name}/{path.parent.parent.name}"
            found.append(Fixture(entity, path, kind == "valid"))
    return found


def with_unknowns(payload: object) -> list[object]:
    """The payload, then copies with an unknown property added at the root and in its first
    nested object (where the strict profile has something to say): the cases every target's
    strict profile is held to Python's on, the documents of `agentproto conformance`'s strict
    cases (`conformance.cases.with_unknowns`)."""
    return [document for _, document, _ in conformance_unknowns(payload)]


def pointer(parts: object) -> str:
    return "".join("/" + str(p).replace("~", "~0").replace("/", "~1") for p in parts)


def _branches(error: ValidationError) -> dict[object, list[ValidationError]]:
    """A oneOf/anyOf failure's sub-errors, by the arm they come from."""
    branches: dict[object, list[ValidationError]] = {}
    for sub in error.context or []:
        branches.setdefault(sub.relative_schema_path[0], []).append(sub)
    return branches


def _tag_selected_branches(error: ValidationError) -> list[list[ValidationError]]:
    """Group a oneOf/anyOf failure's sub-errors by branch, keeping only branches whose tag
    matched: a branch that failed a `const` on a direct property of the instance was not the
    variant the payload's tag names. If no branch matched its tag, every branch is kept."""
    branches = _branches(error)
    depth = len(error.absolute_path)

    def tag_failed(errs: list[ValidationError]) -> bool:
        # the tag refused directly, or a union arm (`$ref` to another union) none of whose own
        # arms takes the tag
        return any(
            (
                e.validator in ("const", "pattern")
                and len(e.absolute_path) == depth + 1
                and e.absolute_path[-1] in ("type", "role")
            )
            or (
                e.validator in ("oneOf", "anyOf")
                and bool(e.context)
                and len(e.absolute_path) == depth
                and all(tag_failed(arm) for arm in _branches(e).values())
            )
            for e in errs
        )

    def wrong_kind(errs: list[ValidationError]) -> bool:
        # an arm for another JSON type (`null` beside an object union): the instance is not
        # of its kind, so it is never the arm a person means
        return all(e.validator == "type" and len(e.absolute_path) == depth for e in errs)

    selected = [errs for errs in branches.values() if not tag_failed(errs) and not wrong_kind(errs)]
    if selected:
        return selected
    of_its_kind = [errs for errs in branches.values() if not wrong_kind(errs)]
    return of_its_kind or list(branches.values())


def leaf_errors(errors: Iterator[ValidationError]) -> list[ValidationError]:
    """The errors a person would be shown: unions are descended into the variant the tag
    selects, so a failed tagged union reports the problem inside that variant."""
    leaves: list[ValidationError] = []
    for error in errors:
        if error.validator in ("oneOf", "anyOf") and error.context:
            for branch in _tag_selected_branches(error):
                leaves.extend(leaf_errors(iter(branch)))
            if not error.context:
                leaves.append(error)
        else:
            leaves.append(error)
    return leaves


def snapshot(dest: Path) -> str:
    """Copy this working tree (tracked files as they are now, and new files git does not ignore)
    into a fresh git repository at `dest` and commit it there; returns the commit. What is
    tested is then the working tree, uncommitted changes included, and never a stale build."""
    listed = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT,
        capture_output=True,
        check=True,
    ).stdout.decode()
    for rel in filter(None, listed.split("\0")):
        source = ROOT / rel
        if source.is_file():  # a tracked file deleted in the working tree is gone here too
            (dest / rel).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, dest / rel)
    return commit_all(dest)


def commit_all(repo: Path, message: str = "snapshot") -> str:
    """`git init` (if need be) and commit everything in `repo`; returns the commit."""
    env = {
        **os.environ,
        "GIT_AUTHOR_NAME": "t",
        "GIT_AUTHOR_EMAIL": "t@example.com",
        "GIT_COMMITTER_NAME": "t",
        "GIT_COMMITTER_EMAIL": "t@example.com",
    }
    if not (repo / ".git").exists():
        subprocess.run(["git", "init", "-q", "-b", "main", str(repo)], check=True)
    subprocess.run(["git", "add", "-A"], cwd=repo, check=True, env=env)
    subprocess.run(
        ["git", "commit", "-q", "--allow-empty", "-m", message], cwd=repo, check=True, env=env
    )
    head = subprocess.run(
        ["git", "rev-parse", "HEAD"], cwd=repo, capture_output=True, text=True, check=True, env=env
    )
    return head.stdout.strip()


NODE_TOOLS = ROOT / "tools" / "node"


def typescript_toolchain() -> tuple[str, Path]:
    """(node, tsc) for the TypeScript tests. Missing, they skip saying why; under CI=true a
    missing toolchain fails, so CI cannot pass by skipping them."""
    import pytest

    from agentproto.targets.typescript import find_tsc, tsc_missing

    found = find_tsc(NODE_TOOLS, pinned_only=True)  # the tests run the compiler the lock pins
    if found is None:
        reason = tsc_missing(NODE_TOOLS, pinned_only=True)
        if os.environ.get("CI") == "true":
            pytest.fail(f"the TypeScript toolchain is missing under CI: {reason}")
        pytest.skip(f"the TypeScript toolchain is missing: {reason}")
    node, tsc = found
    return node, Path(tsc)


@cache
def dialect_fills(dialect: str) -> dict[str, list[Any]]:
    """What a dialect declares it writes where the canonical value has none (`fill`): property
    name -> the values it writes for it (schema/README.md, Dialects); none for canonical."""
    from agentproto.validate.dialects import Converters

    declared = Converters(SCHEMA_DIR).dialects.get(dialect)
    return declared.fills() if declared is not None else {}


def bindings(tmp_path: Path, name: str, schema: dict[str, Any], prefix: str) -> Any:
    """The generated Python module for one schema (package `<prefix>_<name>`), written and
    imported."""
    folder = tmp_path / "schema" / "m"
    folder.mkdir(parents=True)
    (folder / f"{name}.json").write_text(
        json.dumps(
            {
                "$schema": "https://json-schema.org/draft/2020-12/schema",
                "$id": f"https://example.test/m/{name}.json",
                **schema,
            }
        )
    )
    package = f"{prefix}_{name}"
    for path, text in format_python(render(tmp_path / "schema", ("python",), package)).items():
        (tmp_path / "out" / path).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / "out" / path).write_text(text, encoding="utf-8")
    sys.path.insert(0, str(tmp_path / "out" / "python"))
    try:
        return importlib.import_module(f"{package}.m")
    finally:
        sys.path.remove(str(tmp_path / "out" / "python"))


def render_into(out: Path, target: str, schema_dir: Path = SCHEMA_DIR) -> Path:
    """`target`'s files generated from `schema_dir` with strict keywords (as `agentproto
    generate` writes generated/), formatted, written under `out`; returns `out`."""
    from agentproto.pipeline import format_files

    for rel, text in format_files(render(schema_dir, (target,), strict_keywords=True)).items():
        (out / rel).parent.mkdir(parents=True, exist_ok=True)
        (out / rel).write_text(text, encoding="utf-8")
    return out


def missing_toolchain(reason: str) -> NoReturn:
    """A test that needs a toolchain this machine lacks skips, saying why; under CI=true it
    fails, so CI cannot pass by skipping."""
    import pytest

    if os.environ.get("CI") == "true":
        pytest.fail(f"a toolchain is missing under CI: {reason}")
    pytest.skip(reason)


class ConformancePrograms:
    """Each target's conformance program, built by the target's own hook (as `agentproto
    conformance` builds it) once per session for each schema folder and suite folder, with no
    official-suite groups (the JSON semantics table's groups, which every run sends, are
    compiled in). Programs with suite groups are not kept: each such run compiles its own
    groups."""

    def __init__(self, root: Path) -> None:
        from agentproto.conformance import runner

        self._root = root
        # the hooks themselves, held before a test puts `hook` in the runner's place
        self._hook_of: Callable[[str], Callable[[ConformanceWork], list[str]]] = runner.hook_of
        self._built: dict[tuple[str, Path, Path | None, Path], list[str] | str] = {}
        self._semantics = runner.semantics_suite_groups()

    def command(
        self, target: str, schema_dir: Path = SCHEMA_DIR, suite: Path = NO_SUITE
    ) -> list[str]:
        """The command running `target`'s program; its toolchain missing, the test skips
        (fails under CI=true)."""
        try:
            return self.build(target, schema_dir, suite, NODE_TOOLS)
        except ToolchainMissing as exc:
            missing_toolchain(f"{target}: {exc}")

    def hook(self, target: str) -> Callable[[ConformanceWork], list[str]]:
        """`target`'s conformance hook answering from this cache when the work has no suite
        groups: a stand-in for `runner.hook_of(target)`."""

        def cached(work: ConformanceWork) -> list[str]:
            if work.resources or work.groups != self._semantics:
                return self._hook_of(target)(work)
            return self.build(target, work.schema_dir, work.suite, work.node_tools)

        return cached

    def build(
        self, target: str, schema_dir: Path, suite: Path | None, node_tools: Path
    ) -> list[str]:
        from agentproto.targets.base import ConformanceWork

        suite = suite.resolve() if suite is not None else None
        key = (target, schema_dir.resolve(), suite, node_tools.resolve())
        if key not in self._built:
            work = Path(tempfile.mkdtemp(prefix=f"{target}-", dir=self._root))
            job = ConformanceWork(work, schema_dir, self._semantics, {}, suite, node_tools)
            try:
                self._built[key] = _kept(self._hook_of(target)(job), work)
            except ToolchainMissing as exc:
                self._built[key] = str(exc)
        built = self._built[key]
        if isinstance(built, str):
            raise ToolchainMissing(built)
        return list(built)


def _kept(command: list[str], work: Path) -> list[str]:
    """The command, its program copied into `work` when cargo built it in its shared target
    folder: the next conformance program cargo builds there has the same name and replaces
    it, and this command must go on running the program built from these inputs."""
    from agentproto.targets.rust import target_dir

    program = Path(command[0])
    if target_dir().resolve() in program.resolve().parents:
        own = work / program.name
        shutil.copy2(program, own)
        return [str(own), *command[1:]]
    return command


#: The session-wide builds of tests/conftest.py; a file whose tests take one runs in its group.
#: A file taking two joins the first listed.
SHARED_BUILDS = ("conformance_programs", "rust_crate", "go_module", "typescript_package")

#: Seconds the costliest groups (a file, or a shared build's files together) take, from the
#: per-file figures of docs/DESIGN.md ("What the test suite costs"), the slowest steps of the
#: last whole run, and CPU measured by `bench/suite_time.py` (test_conformance 233 s,
#: test_realsets 185 s, test_parity 141 s, test_problems_identical 72 s, test_hostile_schemas
#: 70 s, test_official_suite 24 s; cargo's dependencies compiled in a fresh target folder):
#: the groups start in this order, costliest first, so that no long group starts last; the
#: python-native column added since, about 20 s to test_conformance and 10 s of compiler to the
#: session's programs. A group not listed runs after these, in file order. Approximate by nature; a
#: wrong figure only makes the two workers end less evenly, never changes what runs.
GROUP_COST: dict[str, float] = {
    # a JVM, a Ray cluster and a million documents: started last, it was the suite's long tail
    "tests/test_engines.py": 600,
    "tests/test_conformance.py": 253,
    "build:conformance_programs": 223,
    "build:rust_crate": 190,
    "tests/test_realsets.py": 125,
    "build:go_module": 120,
    "tests/test_generate_verify.py": 90,
    "tests/test_hostile_schemas.py": 25,
    "build:typescript_package": 70,
    "tests/test_cli_fuzz.py": 70,
    "tests/test_install.py": 60,
    "tests/test_packages_rust.py": 50,
    "tests/test_lossless.py": 50,
    "tests/test_hooks.py": 40,
    "tests/test_cache.py": 40,
    "tests/test_foreign_schemas.py": 40,
    "tests/test_official_suite.py": 24,
    "tests/test_patterns_differential.py": 21,
}


def worker_groups(items: Sequence[Any]) -> dict[Any, str]:
    """Each pytest item's group: its own `xdist_group` mark's name, else the group of the first
    shared build any test of its file takes, else its file."""
    build_of_file: dict[str, str] = {}
    for item in items:
        file = item.nodeid.split("::")[0]
        taken = set(getattr(item, "fixturenames", ()))
        build = next((b for b in SHARED_BUILDS if b in taken), None)
        if build is not None and file not in build_of_file:
            build_of_file[file] = f"build:{build}"
    groups = {}
    for item in items:
        mark = item.get_closest_marker("xdist_group")
        file = item.nodeid.split("::")[0]
        if mark is not None:
            groups[item] = str(mark.args[0] if mark.args else mark.kwargs.get("name", "default"))
        else:
            groups[item] = build_of_file.get(file, file)
    return groups


def order_for_workers(items: Sequence[Any], groups: dict[Any, str]) -> list[Any]:
    """The items with the costliest groups first (`GROUP_COST`), the rest in their order."""
    return sorted(items, key=lambda item: -GROUP_COST.get(groups[item], 0.0))


def group_scheduling(config: Any, log: Any, written: Path) -> Any:
    """xdist's scheduler of whole groups (`LoadScopeScheduling`), a test's group read from what
    the workers wrote at `written` (tests/conftest.py), handed out in the workers' order."""
    from xdist.scheduler import LoadScopeScheduling

    class GroupScheduling(LoadScopeScheduling):  # type: ignore[misc]
        def __init__(self) -> None:
            super().__init__(config, log)
            self.groups: dict[str, str] | None = None

        def _split_scope(self, nodeid: str) -> str:
            if self.groups is None:  # every worker has collected (and written) by now
                self.groups = json.loads(written.read_text(encoding="utf-8"))
            return self.groups.get(nodeid, nodeid.split("::")[0])

    config.option.loadscopereorder = False  # the costliest first, not the largest
    return GroupScheduling()


def stream_findings(*args: object) -> tuple[int, list[dict[str, Any]]]:
    """Exit code and the findings of `agentproto validate --stream --format json ARGS` run as a
    user runs it (this interpreter's CLI, `CI` and `NO_COLOR` unset), its summary left out; no
    traceback, whatever the input."""
    cli = Path(sys.executable).parent / "agentproto"
    env = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "CI")}
    proc = subprocess.run(
        [cli, "validate", "--stream", "--format", "json", *map(str, args)],
        capture_output=True,
        check=False,
        env=env,
        text=True,
    )
    assert "Traceback" not in proc.stderr + proc.stdout, proc.stderr
    rows = [json.loads(line) for line in proc.stdout.splitlines()]
    assert rows and rows[-1]["kind"] == "summary", proc.stderr
    return proc.returncode, rows[:-1]
