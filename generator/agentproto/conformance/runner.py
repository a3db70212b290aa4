"""The runner: sends every case to each target's program, judges the answers, prints one table.

The runner knows targets only through the registry (`targets/registry.py`): every target whose
`conformance` hook is set builds its program in a folder of its own and gives the command that
runs it. A program reads one request a line (JSON) and answers each on a line of its own,
echoing the request's `id`:

- `{"kind": "fixture", "module", "name", "payload"}` (module and type name as the target names
  them): `{"valid": true, "output": <encoded>}` or `{"valid": false, "problems": [[pointer,
  keyword, schema location, message], ...]}`;
- `{"kind": "strict", "module", "name", "payload"}` (sent only to targets declaring the strict
  profile, `Capabilities.strict_profile`): the document checked in the strict profile, where a
  property no schema names is a problem wherever the schema leaves the object open by
  omission: `{"valid": bool, "problems": [[pointer, keyword, schema location, message], ...]}`;
- `{"kind": "suite", "group", "schema", "data"}`: `{"valid": bool}` (the group's schema was
  compiled by the hook, or is compiled by the program from `schema`);
- `{"kind": "fold", "fold", "events", "options"}` (`fold`: what the stream union's `x-stream`
  names): `{"output": ...}`, what the fold gives;
- `{"kind": "dialect", "dialect", "entity", "direction", "document"}` (`read`: the dialect's
  JSON to canonical JSON; `write`: back; `entity` a key of the dialect's plan, or null to tell
  it by the document's tags): `{"output": <JSON>, "problems": [pointer, ...]}`;
- anything it could not do: `{"error": text}`.

An answer may also say, in `fallback`, that its verdict is not its target's own code's and why
(python-native's compiled validators handing a value, or a schema part they do not compile, to
the Python functions they stand for): counted per row and printed under the table, not judged.
A target's program is sent only the request kinds it answers: its `Target.conformance_leaves`
names the others, each with why, which the runner prints instead of asking.

Judging is here, once for every language:

- a valid fixture passes when it is accepted and its output is the input: same keys in the same
  order, same values; numbers compare by value (JavaScript has one number type, so `1.0` comes
  back `1`);
- an invalid fixture passes when it is rejected with the pointer and keyword jsonschema gives,
  and (suite `problems`) when every target reports the same problems as the reference target,
  all four fields of each, in the same order (`compare_problems`);
- a strict case (every valid example, as is and with an unknown property added at its root
  and in its first nested object: `cases.strict_cases`) passes when its verdict agrees with
  its problems, every problem is one the case can have (`judge_strict`: an unknown property,
  or one at the property added), and (every target but the reference) verdict and problems,
  all four fields in order, are the Python bindings' strict answer (`strict_rows`, row
  `strict`);
- a suite case passes when the verdict is the suite's; so does a case of the JSON semantics
  table (`semantics.yaml`: numbers by value, booleans not numbers, strings by code point), run
  in every target whatever the schema set;
- a fold passes when every part of the output its `.expected.json` states is the same;
- a dialect case passes when the answer is the reference engine's (`conformance/dialects.py`),
  and, for the reference itself, when a dialect document read and written back is unchanged.

Expected failures are listed by case id; an id ending in `*` names every case it begins.
"""

from __future__ import annotations

import importlib
import json
import re
import subprocess
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from importlib.resources import files as resource_files
from pathlib import Path
from typing import Any

import yaml

from ..dialects import Dialect, load_dialects
from ..errors import ToolchainMissing
from ..pipeline import build_ir, load_checked
from ..shipped import templates
from ..targets.base import Conformance, ConformanceWork, Naming, SuiteGroup
from ..targets.registry import TARGETS as REGISTRY
from ..targets.registry import conformance_targets
from . import parity
from .cases import (
    Case,
    asserts_formats,
    distinct_groups,
    fixture_cases,
    remotes,
    stream_cases,
    strict_cases,
    suite_cases,
)
from .dialects import REFERENCE, dialect_cases

TARGETS = conformance_targets()


def expected_failures() -> dict[str, dict[str, str]]:
    text = (resource_files("agentproto.conformance") / "expected_failures.yaml").read_text()
    loaded = yaml.safe_load(text) or {}
    targets = [name for name, each in REGISTRY.items() if each.conformance is not None]
    unknown = sorted(set(loaded) - set(targets))
    if unknown:
        raise RuntimeError(f"expected_failures.yaml names targets with no program: {unknown}")
    return {target: dict(loaded.get(target) or {}) for target in targets}


def entity_names(schema_dir: Path, naming: Naming) -> dict[str, tuple[str, str]]:
    """`<family>/<entity>` (a schema file) -> (module, type name) of its root, as a target with
    this naming policy names them; what a fixture request asks that target for."""
    built = build_ir(load_checked(schema_dir), naming=naming)
    return {
        d.origin.file.removesuffix(".json"): (m.name, d.name)
        for m in built.program.modules
        for d in m.decls
        if d.origin.pointer in ("", "/")
    }


def normal(value: Any) -> Any:
    """JSON with key order kept and numbers by value."""
    if isinstance(value, dict):
        return ["{", *[(k, normal(v)) for k, v in value.items()]]
    if isinstance(value, list):
        return [normal(v) for v in value]
    if isinstance(value, float) and value.is_integer() and abs(value) < 2**63:
        return int(value)
    return value


PARSER_DETAIL = re.compile(r"(are not JSON) \(.*?\)(?=; |$)")


def same_message(value: Any) -> Any:
    """A folded message as compared across languages: key order aside (messages the fold
    builds list their keys in each language's field order), and the JSON parser's own words
    in an error message aside (each language's parser says it its way)."""
    if isinstance(value, dict):
        return {k: same_message(v) for k, v in sorted(value.items())}
    if isinstance(value, list):
        return [same_message(v) for v in value]
    if isinstance(value, str):
        return PARSER_DETAIL.sub(r"\1 (...)", value)
    return value


def judge(case: Case, answer: dict[str, Any]) -> str | None:
    """None when the answer passes; else what went wrong."""
    if "error" in answer:
        return f"error: {answer['error']}"
    expect = case.expect
    if case.suite == "streams":
        got = answer.get("output") or {}
        for part, wanted in expect.items():  # problems first: they say most of what went wrong
            if same_message(got.get(part)) != same_message(wanted):
                return f"folded {part} differs: " + json.dumps(got.get(part))[:300]
        return None
    if case.request.get("kind") == "suite":
        return None if answer.get("valid") == expect["valid"] else f"valid={answer.get('valid')}"
    if case.suite == "dialects":
        return judge_dialect(expect, answer)
    if expect["valid"]:
        if not answer.get("valid"):
            return f"rejected: {answer.get('problems', [])[:5]}"
        if normal(answer.get("output")) != normal(case.request["payload"]):
            return "output differs from input: " + json.dumps(answer.get("output"))[:300]
        return None
    if answer.get("valid"):
        return "accepted"
    found = {tuple(p[:2]) for p in answer.get("problems", [])}
    wanted = (expect["pointer"], expect["keyword"])
    return None if wanted in found else f"no problem {wanted}; found {sorted(found)[:5]}"


#: What each field of a fixture's problem is, in the order the programs write them.
PROBLEM_FIELDS = ("pointer", "keyword", "schema", "message")


def compare_problems(reference: list[list[str]], other: list[list[str]]) -> str | None:
    """None when two targets report the same problems for a document (every field, in order);
    else the first difference, naming the problem and the field."""
    for i, (mine, theirs) in enumerate(zip(reference, other)):
        for name, a, b in zip(PROBLEM_FIELDS, mine, theirs):
            if a != b:
                return f"problem {i} field {name}: {json.dumps(b)[:200]}, the reference has {json.dumps(a)[:200]}"
        if len(mine) != len(theirs):
            return f"problem {i} has {len(theirs)} fields, the reference's {len(mine)}"
    if len(reference) != len(other):
        n = min(len(reference), len(other))
        apart = json.dumps((other[n:] or reference[n:])[0])[:200]
        return f"{len(other)} problems, the reference has {len(reference)} (first apart: {apart})"
    return None


def judge_strict(case: Case, answer: dict[str, Any]) -> str | None:
    """None when a strict case's answer holds what the case states whatever the reference says
    (`cases.strict_cases`); else what went wrong. An invalid example must stay invalid. A valid
    example is valid in the default profile,
    so the only problems it may have as is are the strict profile's unknown properties
    (keyword `additionalProperties`); a copy with a property added may also have problems at
    that property, inside it, or at its object (a closed object's `additionalProperties`, a
    `propertyNames` refusing the name)."""
    if "error" in answer:
        return f"error: {answer['error']}"
    valid, problems = answer.get("valid"), answer.get("problems")
    if not isinstance(valid, bool) or not isinstance(problems, list):
        return f"no verdict and problems: {json.dumps(answer)[:300]}"
    if not all(isinstance(p, list) and len(p) == len(PROBLEM_FIELDS) for p in problems):
        return f"problems not [{', '.join(PROBLEM_FIELDS)}]: {json.dumps(problems)[:300]}"
    if valid == bool(problems):
        return f"valid={valid} with {len(problems)} problem(s)"
    if case.expect.get("invalid"):  # an invalid example: the strict profile only adds problems
        return "valid in the strict profile, invalid in the default one" if valid else None
    added = case.expect.get("added")

    def explained(problem: list[str]) -> bool:
        if problem[1] == "additionalProperties":
            return True
        if added is None:
            return False
        at = str(problem[0])
        return at in (added, added.rpartition("/")[0]) or at.startswith(added + "/")

    stray = [p for p in problems if not explained(p)]
    if stray:
        where = "" if added is None else f" nor at the property added ({added})"
        return f"problems not of an unknown property{where}: {stray[:3]}"
    return None


def strict_rows(
    cases: list[Case],
    answering: list[str],
    answered: dict[str, dict[str, dict[str, Any]]],
    known: dict[str, dict[str, str]],
) -> list[Row]:
    """Row `strict` of every target run that declares the strict profile: each strict case
    judged by `judge_strict`, and every target's answer but the reference's held to the
    reference's (the Python bindings' `errors(x, strict=True)`): the same verdict and the same
    problems, all four fields in order (`compare_problems`)."""
    strict = [c for c in cases if c.request.get("kind") == "strict"]
    reference = answered.get(PROBLEMS_REFERENCE, {})
    rows = []
    for target in answering:
        declared = REGISTRY[target]
        if not declared.capabilities.strict_profile or "strict" in declared.conformance_leaves:
            continue
        row = Row(target, "strict")
        for case in strict:
            row.cases += 1
            answer = answered[target].get(case.id, {"error": "no answer"})
            if "fallback" in answer:
                why = str(answer["fallback"])
                row.fallback[why] = row.fallback.get(why, 0) + 1
            problem = judge_strict(case, answer)
            if problem is None and target != PROBLEMS_REFERENCE:
                problem = against_reference(reference.get(case.id), answer)
            row.count(case.id, problem, listed(known[target], case.id), "fail")
        rows.append(row)
    return rows


def against_reference(wanted: dict[str, Any] | None, answer: dict[str, Any]) -> str | None:
    """None when a strict answer is the reference's: verdict, then problems field by field."""
    if wanted is None or "error" in wanted:
        return f"the reference could not answer: {(wanted or {}).get('error', 'no answer')}"
    if answer.get("valid") != wanted.get("valid"):
        return f"valid={answer.get('valid')}, the reference says {wanted.get('valid')}"
    return compare_problems(wanted.get("problems") or [], answer.get("problems") or [])


def judge_dialect(expect: dict[str, Any], answer: dict[str, Any]) -> str | None:
    got = json.dumps(answer.get("output"))[:300]
    if "origin" in expect:  # the reference, held to the round trip
        if answer.get("problems"):
            return f"problems written back: {answer['problems'][:5]}"
        output = answer.get("output")
        return None if normal(output) == normal(expect["origin"]) else f"not the document: {got}"
    wanted = expect["answer"]
    if "error" in wanted:
        return f"the reference could not answer: {wanted['error']}"
    if list(answer.get("problems") or []) != list(wanted.get("problems") or []):
        return f"problems {answer.get('problems')}, the reference has {wanted.get('problems')}"
    if normal(answer.get("output")) != normal(wanted.get("output")):
        return f"output differs from the reference's: {got}"
    return None


def listed(known: dict[str, str], case_id: str) -> str | None:
    """Why a case is expected to fail, when the list names it (or an id prefix ending in `*`
    covering it)."""
    if case_id in known:
        return known[case_id]
    for key, reason in known.items():
        if key.endswith("*") and case_id.startswith(key[:-1]):
            return reason
    return None


def declared_dialects(schema_dir: Path) -> tuple[Dialect, ...]:
    """The dialects the schema folder declares."""
    return load_dialects(load_checked(schema_dir), templates() / "python" / "_dialect_hooks.py")


def talk(command: list[str], requests: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """Runs a program once over every request: answers by request id."""
    lines = "".join(json.dumps(r) + "\n" for r in requests)
    done = subprocess.run(command, input=lines, capture_output=True, text=True, check=False)
    answers: dict[str, dict[str, Any]] = {}
    for line in done.stdout.split("\n"):  # JSON text may hold U+2028, which splitlines cuts
        if line.strip():
            try:
                answer = json.loads(line)
            except ValueError:
                raise RuntimeError(f"{command[0]} wrote a line that is not JSON: {line[:200]}")
            answers[str(answer.pop("id", ""))] = answer
    if done.returncode != 0 and not answers:
        raise RuntimeError(f"{command[0]} exited {done.returncode}: {done.stderr[-2000:]}")
    return answers


def number_lines(targets: tuple[str, ...]) -> list[str]:
    """What each target's numbers hold, as it declares (`targets/<lang>.py`): printed above the
    table, since a case's verdict can depend on it (an integer past 2^53 in TypeScript)."""
    return [f"numbers {target}: {REGISTRY[target].numbers.describe()}" for target in targets]


def capability_lines(targets: tuple[str, ...]) -> list[str]:
    """What each target declares it cannot state (`Capabilities`), printed beside its numbers:
    the gaps a reader of the table should know (a target without format assertion is sent no
    `format` case)."""
    return [
        f"lacks {target}: {what}"
        for target in targets
        for what in REGISTRY[target].capabilities.lacks()
    ]


def fallback_lines(rows: list[Row]) -> list[str]:
    """Per row whose answers said their verdict came from elsewhere (`fallback`): how many,
    of how many cases, and what they said."""
    lines = []
    for row in rows:
        if row.fallback:
            said = "; ".join(f"{n} {why}" for why, n in sorted(row.fallback.items()))
            total = sum(row.fallback.values())
            lines.append(f"fallback {row.target} {row.suite}: {total} of {row.cases} ({said})")
    return lines


def leaves_lines(targets: tuple[str, ...]) -> list[str]:
    """What each target's program is not asked (`Target.conformance_leaves`), with why."""
    return [
        f"not asked {target}: {kind} cases ({why})"
        for target in targets
        for kind, why in REGISTRY[target].conformance_leaves.items()
    ]


@dataclass
class Row:
    target: str
    suite: str
    cases: int = 0
    passed: int = 0
    failed: int = 0
    expected: int = 0
    failures: list[tuple[str, str]] = field(default_factory=list)
    optional: bool = False  # the suite's optional cases: shown, never failing the run
    #: how many answers said their verdict came from elsewhere (`fallback`), by what they said
    fallback: dict[str, int] = field(default_factory=dict)

    def count(self, case_id: str, problem: str | None, reason: str | None, listed_as: str) -> None:
        """One case judged: what went wrong (None: nothing), and why the list says it is
        expected to `listed_as` ("fail", "differ"; None: it is not listed). Listed and wrong is
        expected; listed and right fails too, so that the list cannot go stale."""
        if problem is None and reason is None:
            self.passed += 1
        elif problem is not None and reason is not None:
            self.expected += 1
        else:
            self.failed += 1
            self.failures.append(
                (case_id, problem or f"listed as expected to {listed_as} ({reason}) but does not")
            )


#: The target whose problems every other target's are compared with.
PROBLEMS_REFERENCE = "python"


def problem_rows(
    cases: list[Case],
    answered: dict[str, dict[str, dict[str, Any]]],
    known: dict[str, dict[str, str]],
) -> list[Row]:
    """Suite `problems`: on every invalid fixture, each target's problems against the reference
    target's (`compare_problems`); a case is listed as expected to fail as `problems:<case id>`."""
    if PROBLEMS_REFERENCE not in answered:
        return []
    reference = PROBLEMS_REFERENCE
    rows = []
    invalid = [c for c in cases if c.suite == "fixtures" and not c.expect["valid"]]
    for target, answers in answered.items():
        if target == reference or "fixture" in REGISTRY[target].conformance_leaves:
            continue
        row = Row(target, "problems")
        for case in invalid:
            row.cases += 1
            wanted = answered[reference].get(case.id, {}).get("problems") or []
            got = answers.get(case.id, {}).get("problems") or []
            reason = listed(known[target], f"problems:{case.id}")
            row.count(case.id, compare_problems(wanted, got), reason, "differ")
        rows.append(row)
    return rows


def hook_of(target: str) -> Conformance:
    """The target's conformance hook, imported when it is named as `"module:function"`."""
    hook = REGISTRY[target].conformance
    if hook is None:
        raise RuntimeError(f"the {target} target has no conformance program")
    if isinstance(hook, str):
        module, _, name = hook.partition(":")
        found: Conformance = getattr(importlib.import_module(module), name)
        return found
    return hook


def request(case: Case, names: dict[str, tuple[str, str]]) -> dict[str, Any]:
    """The line a target's program reads for a case: a fixture's entity named as it names it."""
    out = {**case.request, "id": case.id}
    if case.suite in ("fixtures", "strict") and out["entity"] in names:
        out["module"], out["name"] = names[out["entity"]]
    return out


def coverage_lines(schema_dir: Path) -> list[str]:
    """The dialects' coverage of their libraries' published types (`coverage.py`): printed, not
    judged, since a variant the canonical model cannot say yet is a gap to close, not a broken
    target."""
    from ..validate.dialects import Converters
    from .coverage import coverage, table

    return table(coverage(Converters(schema_dir))).split("\n")


#: The row, and the suite file label, of the JSON semantics table (`semantics.yaml`).
SEMANTICS = "semantics"


def semantics_groups() -> list[dict[str, Any]]:
    """The JSON semantics table: groups in the official suite's format (numbers by value,
    booleans not numbers, strings by code point), run always, whatever the schema set, since
    a target whose host language lets `true == 1` through does so in every set."""
    text = (resource_files("agentproto.conformance") / "semantics.yaml").read_text(encoding="utf-8")
    groups: list[dict[str, Any]] = yaml.safe_load(text)
    return groups


def semantics_suite_groups() -> tuple[SuiteGroup, ...]:
    """The table's groups as every target's program compiles them (file `semantics`)."""
    return tuple(
        SuiteGroup(SEMANTICS, index, group) for index, group in enumerate(semantics_groups())
    )


def semantics_cases(groups: list[dict[str, Any]]) -> list[Case]:
    """One suite case per test of the table, judged as the suite's are: by its verdict."""
    return [
        Case(
            SEMANTICS,
            f"{SEMANTICS} :: {group['description']} :: {test['description']}",
            {
                "kind": "suite",
                "group": f"{SEMANTICS}/{index}",
                "schema": group["schema"],
                "data": test["data"],
            },
            {"valid": test["valid"]},
        )
        for index, group in enumerate(groups)
        for test in group["tests"]
    ]


def run(
    targets: tuple[str, ...],
    schema_dir: Path,
    fixtures: Path,
    suite: Path | None,
    tools: Path,
    echo: Callable[[str], None] = print,
    realcases: Path | None = None,
    differential: int = 0,
) -> int:
    """Every case through every target's program; exit code 1 when a case fails that the
    expected-failures list does not name (or one it names passes), 2 when a target could not
    be run (its toolchain is missing), else 0. `realcases`: real payloads of the libraries the
    dialects come from, one folder per library, read as dialect cases when given.
    `differential`: random cases per behaviour for the behaviour parity run (`parity.py`),
    besides its fixed ones; a behaviour that differs between targets also exits 1."""
    cases = list(fixture_cases(fixtures))
    cases += list(strict_cases(fixtures))
    cases += list(stream_cases(fixtures / "streams", schema_dir))
    if suite is not None:
        cases += list(suite_cases(suite))
    cases += semantics_cases(semantics_groups())
    groups = (
        tuple(
            SuiteGroup(gid.rpartition("/")[0], index, group, asserts_formats(name))
            for gid, name, index, group in (distinct_groups(suite)[0] if suite is not None else ())
        )
        + semantics_suite_groups()
    )
    resources = remotes(suite) if suite is not None else {}
    known = expected_failures()
    rows: list[Row] = []
    missing: list[tuple[str, str]] = []
    timings: list[tuple[str, float, float]] = []
    answered: dict[str, dict[str, dict[str, Any]]] = {}
    answering: list[str] = []  # the targets whose programs answered, in order
    names: dict[Naming, dict[str, tuple[str, str]]] = {}
    with tempfile.TemporaryDirectory(prefix="agentproto-conformance-") as tmp:
        commands: dict[str, list[str]] = {}

        def command_of(target: str) -> list[str]:
            if target not in commands:
                work = Path(tmp) / target
                work.mkdir()
                formats = REGISTRY[target].capabilities.format_assertion
                mine = tuple(g for g in groups if formats or not g.formats)
                commands[target] = hook_of(target)(
                    ConformanceWork(work, schema_dir, mine, resources, suite, tools)
                )
            return commands[target]

        dialects = declared_dialects(schema_dir)
        own: list[Case] = []
        others: list[Case] = []

        def asked(kind: str) -> bool:
            """Whether any target asked for answers requests of `kind`."""
            return any(kind not in REGISTRY[t].conformance_leaves for t in targets)

        if dialects and asked("dialect"):
            reference = command_of(REFERENCE)
            own, others = dialect_cases(
                fixtures,
                realcases,
                dialects,
                lambda requests: talk(reference, requests),
            )
        for target in targets:
            started = time.perf_counter()
            try:
                command = command_of(target)
            except ToolchainMissing as exc:
                missing.append((target, str(exc)))
                continue
            prepared = time.perf_counter()
            naming = REGISTRY[target].naming
            if naming not in names:
                names[naming] = entity_names(schema_dir, naming)
            leaves = REGISTRY[target].conformance_leaves
            formats = REGISTRY[target].capabilities.format_assertion
            strict = REGISTRY[target].capabilities.strict_profile
            mine = [
                case
                for case in cases + (own if target == REFERENCE else others)
                if case.request.get("kind") not in leaves
                and (formats or not case.request.get("formats"))
                and (strict or case.request.get("kind") != "strict")
            ]
            answers = talk(command, [request(c, names[naming]) for c in mine])
            timings.append((target, prepared - started, time.perf_counter() - prepared))
            answered[target] = answers
            answering.append(target)
            by_suite: dict[str, Row] = {}
            for case in mine:
                if case.request.get("kind") == "strict":
                    continue  # judged against the reference's answers (`strict_rows`)
                row = by_suite.setdefault(
                    case.suite, Row(target, case.suite, optional=case.optional)
                )
                row.cases += 1
                answer = answers.get(case.id, {"error": "no answer"})
                if "fallback" in answer:
                    why = str(answer["fallback"])
                    row.fallback[why] = row.fallback.get(why, 0) + 1
                row.count(case.id, judge(case, answer), listed(known[target], case.id), "fail")
            rows += by_suite.values()
        if answered and PROBLEMS_REFERENCE not in answered:
            # the reference's problems and strict answers, which the others' are compared with
            # (its own rows are not counted: it was not asked for)
            naming = REGISTRY[PROBLEMS_REFERENCE].naming
            if naming not in names:
                names[naming] = entity_names(schema_dir, naming)
            compared = [c for c in cases if c.suite == "fixtures" and not c.expect["valid"]]
            if any(REGISTRY[t].capabilities.strict_profile for t in answering):
                compared += [c for c in cases if c.request.get("kind") == "strict"]
            command = command_of(PROBLEMS_REFERENCE)
            requests = [request(c, names[naming]) for c in compared]
            answered = {PROBLEMS_REFERENCE: talk(command, requests), **answered}
        rows += problem_rows(cases, answered, known)
        rows += strict_rows(cases, answering, answered, known)
        declared = dict(load_checked(schema_dir).data)
        behaviour_code = 0
        if not declared:
            # the behaviours (folds, pairing, usage) are the canonical set's, declared under its
            # data/: a set without them has none to compare
            echo("parity: not run, the schema set declares no behaviour (data/)")
        elif not any(asked(kind) for kind in parity.KINDS):
            echo("parity: not run, no target asked answers folds or dialects")
        else:
            try:  # the reference answers every behaviour case, whichever targets were asked for
                command_of(parity.REFERENCE)
            except ToolchainMissing as exc:
                missing.append((parity.REFERENCE, str(exc)))
            # the behaviours are folds and dialects: a target leaving both has none to compare
            ran = tuple(
                t
                for t in dict.fromkeys((parity.REFERENCE, *targets))
                if t in commands and not set(parity.KINDS) <= set(REGISTRY[t].conformance_leaves)
            )
            behaviour_code = parity.run(
                lambda target, requests: talk(commands[target], requests),
                ran,
                schema_dir,
                fixtures,
                declared,
                dialects,
                differential,
                echo,
            )
    for row in [row for row in rows if not row.optional]:
        for case_id, problem in row.failures[:50]:
            echo(f"FAIL {row.target} {row.suite} {case_id}: {problem}")
        if len(row.failures) > 50:
            echo(f"... and {len(row.failures) - 50} more failures of {row.target} {row.suite}")
    for target, prepare_s, answer_s in timings:
        echo(f"time {target}: {prepare_s:.1f} s to build its program, {answer_s:.1f} s to answer")
    for target, why in missing:
        echo(f"NOT RUN {target}: its toolchain is missing: {why}")
    for line in number_lines(targets) + capability_lines(targets):
        echo(line)
    for line in fallback_lines(rows) + leaves_lines(targets):
        echo(line)
    if dialects:
        for line in coverage_lines(schema_dir):
            echo(line)
    wide = max([12, *(len(row.target) for row in rows)])
    echo(
        f"{'target':<{wide}} {'suite':<22} {'cases':>6} {'passed':>7} {'failed':>7} {'expected':>9}"
    )
    for row in rows:
        echo(
            f"{row.target:<{wide}} {row.suite:<22} {row.cases:>6} {row.passed:>7} "
            f"{row.failed:>7} {row.expected:>9}"
        )
    if any(row.failed for row in rows if not row.optional) or behaviour_code:
        return 1
    return 2 if missing else 0


__all__ = ["TARGETS", "ToolchainMissing", "conformance_targets", "run"]
