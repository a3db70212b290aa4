"""Real schema sets through every target: generates, builds with the target's strict checks,
and asks each target's validators about the sets' own examples and mutated copies of them,
against python-jsonschema of the set's own draft.

    .venv/bin/python bench/realsets.py                      # every set, every target
    .venv/bin/python bench/realsets.py readthedocs vega-lite --target python --target go
    .venv/bin/python bench/realsets.py --markdown           # the table of the last run

The sets are pinned in tests/realsets/manifest.yaml and fetched by scripts/fetch_realsets.py.
A set of another draft than 2020-12 is first generated as it is (what a user would do); where
that is refused, it is rewritten into its 2020-12 equivalent (`upgrade`) and generated again,
so the targets' output can be measured; the oracle always reads the original documents with
their own draft's semantics. A set whose documents refer to each other by names that are not
their `$id`s is given those documents again under the names (`resources:` in the manifest,
`generate --resource`); one referring to what no package ships is generated with
`--allow-unresolved` (`allow_unresolved:`, saying what is missing). Each finished set is written to bench/out/realsets.json at once,
so a run cut short keeps what it measured."""

from __future__ import annotations

import argparse
import copy
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import jsonschema
from referencing import Registry, Resource
from referencing import jsonschema as specs

from agentproto.load import Reach

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
import fetch_realsets

VENV_BIN = Path(sys.executable).parent
RESULTS = ROOT / "bench" / "out" / "realsets.json"
TARGETS = ("python", "python-native", "pydantic", "typescript", "rust", "go")
NODE_TOOLS = ROOT / "tools" / "node"
#: a step that takes longer is recorded as timed out, so one huge set cannot eat the run
STEP_TIMEOUT = float(os.environ.get("AGENTPROTO_REALSETS_TIMEOUT", "1200"))
#: mypy's cache: none by default; a folder of its own per concurrent run saves most of mypy's
#: time on the sets after the first (the standard library and pydantic are checked once)
MYPY_CACHE = os.environ.get("AGENTPROTO_REALSETS_MYPY_CACHE") or "/dev/null"
#: how many mutated copies each instance gives at most
MUTANTS_PER_INSTANCE = 6

ORACLES: dict[str, tuple[type[jsonschema.protocols.Validator], Any]] = {
    "draft4": (jsonschema.Draft4Validator, specs.DRAFT4),
    "draft6": (jsonschema.Draft6Validator, specs.DRAFT6),
    "draft7": (jsonschema.Draft7Validator, specs.DRAFT7),
    "draft2019-09": (jsonschema.Draft201909Validator, specs.DRAFT201909),
    "draft2020-12": (jsonschema.Draft202012Validator, specs.DRAFT202012),
}


@dataclass(frozen=True)
class RealSet:
    name: str
    entry: str
    draft: str
    files: tuple[str, ...]
    package: str
    #: (URI, file of the set, sha256): a document of the set its others refer to by that URI
    resources: tuple[tuple[str, str, str], ...] = ()
    #: what the set refers to that nothing ships ("": none), read as any value
    unresolved: str = ""

    def reach(self, folder: Path) -> Reach:
        """What `generate` is told of the set in `folder`: its resources, each checked
        against its hash, and whether a reference may resolve to nothing."""
        given = []
        for uri, file, sha256 in self.resources:
            digest = hashlib.sha256((folder / file).read_bytes()).hexdigest()
            if digest != sha256:
                raise SystemExit(f"{self.name}: resource {file} is not the pinned one")
            given.append((uri, folder / file))
        return Reach(tuple(given), bool(self.unresolved))


def real_sets() -> list[RealSet]:
    data = fetch_realsets.manifest()
    return [
        RealSet(
            s["name"],
            s["entry"],
            s["draft"],
            tuple(s["files"]),
            s["package"],
            tuple((uri, r["file"], r["sha256"]) for uri, r in s.get("resources", {}).items()),
            s.get("allow_unresolved", ""),
        )
        for s in data["sets"]
    ]


def reach_arguments(reach: Reach) -> list[str]:
    """`reach` as `agentproto generate`'s options."""
    words = [f"--resource={uri}={file}" for uri, file in reach.resources]
    return words + (["--allow-unresolved"] if reach.allow_unresolved else [])


@contextmanager
def reaching(reach: Reach) -> Iterator[None]:
    """Within: the conformance programs, which take a schema folder, are made from the set as
    `reach` lets `generate` read it (the loader's default reach, for this process)."""
    from agentproto import pipeline

    plain = pipeline.load_checked

    def loaded(schema_dir: Path, strict_keywords: bool = False, given: Reach | None = None) -> Any:
        return plain(schema_dir, strict_keywords, given or reach)

    pipeline.load_checked = loaded  # type: ignore[assignment]
    try:
        yield
    finally:
        pipeline.load_checked = plain  # type: ignore[assignment]


# -- the 2020-12 equivalent of an older draft's documents ---------------------------------------

#: keywords whose value is one subschema / a map of them / a list of them (every draft's)
ONE = {
    "additionalItems",
    "additionalProperties",
    "contains",
    "else",
    "if",
    "items",
    "not",
    "propertyNames",
    "then",
    "unevaluatedItems",
    "unevaluatedProperties",
    "contentSchema",
}
MAP = {"$defs", "definitions", "dependentSchemas", "patternProperties", "properties"}
LIST = {"allOf", "anyOf", "oneOf", "prefixItems"}


def upgrade(schema: Any, draft: str) -> Any:
    """The 2020-12 schema that means what `schema` means in `draft`: `definitions` become
    `$defs` (and the `$ref`s into them follow), `id` `$id`, `items` as a list `prefixItems`
    (`additionalItems` then `items`), `dependencies` `dependentRequired`/`dependentSchemas`,
    draft 4's boolean `exclusiveMinimum`/`exclusiveMaximum` numbers, and a `$ref`'s siblings,
    which drafts before 2019-09 ignore, are dropped."""
    if draft == "draft2020-12" or not isinstance(schema, dict):
        return schema
    out: dict[str, Any] = {}
    if "$ref" in schema:
        kept = {"$ref": schema["$ref"]}
        for key in ("definitions", "$defs"):
            if key in schema:
                kept[key] = schema[key]
        schema = kept
    for key, value in schema.items():
        if key == "$schema":
            out[key] = "https://json-schema.org/draft/2020-12/schema"
        elif key == "id" and draft == "draft4" and isinstance(value, str):
            out["$id"] = value
        elif key == "$ref" and isinstance(value, str):
            out[key] = value.replace("#/definitions/", "#/$defs/")
        elif key in ("definitions", "$defs") and isinstance(value, dict):
            out.setdefault("$defs", {}).update({k: upgrade(v, draft) for k, v in value.items()})
        elif key == "items" and isinstance(value, list):
            out["prefixItems"] = [upgrade(v, draft) for v in value]
            if "additionalItems" in schema:
                out["items"] = upgrade(schema["additionalItems"], draft)
        elif key == "additionalItems":
            continue  # with a single `items` it means nothing; with a list, handled above
        elif key == "dependencies" and isinstance(value, dict):
            for name, dependency in value.items():
                if isinstance(dependency, list):
                    out.setdefault("dependentRequired", {})[name] = dependency
                else:
                    out.setdefault("dependentSchemas", {})[name] = upgrade(dependency, draft)
        elif key in ("exclusiveMinimum", "exclusiveMaximum") and isinstance(value, bool):
            bound = "minimum" if key == "exclusiveMinimum" else "maximum"
            if value and bound in schema:
                out[key] = schema[bound]
        elif key in ("minimum", "maximum") and schema.get(f"exclusiveM{key[1:]}") is True:
            continue  # became the exclusive bound
        elif key in ONE:
            out[key] = upgrade(value, draft)
        elif key in MAP and isinstance(value, dict):
            out[key] = {k: upgrade(v, draft) for k, v in value.items()}
        elif key in LIST and isinstance(value, list):
            out[key] = [upgrade(v, draft) for v in value]
        else:
            out[key] = value
    return out


# -- instances -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Instance:
    where: str
    value: Any
    pointer: str  # the schema location (in the entry document) the instance is for


def escape(key: str) -> str:
    return key.replace("~", "~0").replace("/", "~1")


def examples(document: Any, path: str = "") -> Iterator[tuple[str, Any]]:
    """(schema pointer, example) for every `examples` entry of a schema document."""
    if isinstance(document, dict):
        found = document.get("examples")
        if isinstance(found, list):
            for example in found:
                yield path, example
        for key, value in document.items():
            if key not in ("enum", "const", "default", "examples"):
                yield from examples(value, f"{path}/{escape(key)}")
    elif isinstance(document, list):
        for i, value in enumerate(document):
            yield from examples(value, f"{path}/{i}")


def mutants(value: Any) -> Iterator[tuple[str, Any]]:
    """Deterministic mutated copies of an instance: a member dropped, an unknown member added,
    a value of each scalar kind swapped for one of another kind, an array emptied or grown."""
    if isinstance(value, dict):
        keys = list(value)
        if keys:
            yield f"without {keys[0]}", {k: v for k, v in value.items() if k != keys[0]}
            first = keys[0]
            for replacement in (0, "x", None, [], {}):
                if type(replacement) is not type(value[first]):
                    yield f"{first}={replacement!r}", {**value, first: replacement}
                    break
            nested = next((k for k in keys if isinstance(value[k], (dict, list))), None)
            if nested is not None:
                for why, inner in mutants(value[nested]):
                    yield f"{nested}: {why}", {**value, nested: inner}
                    break
        yield "with an unknown member", {**value, "zz-unknown-member": True}
    elif isinstance(value, list):
        yield "emptied", []
        if value:
            yield "first repeated", [*value, copy.deepcopy(value[0])]
            yield "first replaced by 7", [7, *value[1:]]
    elif isinstance(value, str):
        yield "a number", 7
        yield "emptied", ""
    elif isinstance(value, bool):
        yield "a string", "true"
    elif isinstance(value, (int, float)):
        yield "negated", -value - 1
        yield "a string", str(value)
    elif value is None:
        yield "a string", "null"


def media_examples(document: Any, path: str = "") -> Iterator[tuple[str, Any]]:
    """(schema pointer, example) for every example an OpenAPI document gives beside a schema
    (a media type's, a parameter's or a header's `example` and `examples.*.value`): the
    schema's own location, or the component its `$ref` names."""
    if not isinstance(document, dict) or "openapi" not in document:
        return
    todo: list[tuple[str, Any]] = [(path, document)]
    while todo:
        at, node = todo.pop()
        if isinstance(node, list):
            todo += [(f"{at}/{i}", v) for i, v in enumerate(node)]
            continue
        if not isinstance(node, dict):
            continue
        schema = node.get("schema")
        if isinstance(schema, dict) and at.split("/")[1:2] != ["components", "schemas"]:
            ref = schema.get("$ref")
            where = ref[1:] if isinstance(ref, str) and ref.startswith("#/") else f"{at}/schema"
            if "example" in node:
                yield where, node["example"]
            named = node.get("examples")
            for example in named.values() if isinstance(named, dict) else ():
                if isinstance(example, dict) and "value" in example:
                    yield where, example["value"]
        todo += [(f"{at}/{escape(k)}", v) for k, v in node.items() if k != "examples"]


def defaults(document: Any, path: str = "") -> Iterator[tuple[str, Any]]:
    """(schema pointer, default) for every `default` of a schema document."""
    if isinstance(document, dict):
        if "default" in document:
            yield path, document["default"]
        for key, value in document.items():
            if key not in ("enum", "const", "default", "examples"):
                yield from defaults(value, f"{path}/{escape(key)}")
    elif isinstance(document, list):
        for i, value in enumerate(document):
            yield from defaults(value, f"{path}/{i}")


def instances(entry: Any, documents: list[tuple[str, Any]] | None = None) -> list[Instance]:
    """The entry document's `examples` and `default`s (each at its schema location), an empty
    document at the root, `documents` (real files of the collection: (name, value)) at the
    root, and mutated copies of each."""
    found: list[Instance] = []
    seen: set[str] = set()
    sources = [(f"example at #{p}", p, v) for p, v in examples(entry)]
    sources += [(f"example for #{p}", p, v) for p, v in media_examples(entry)]
    sources += [(f"default at #{p}", p, v) for p, v in defaults(entry)]
    sources += [("an empty document", "", {})]
    sources += [(name, "", value) for name, value in documents or []]
    for label, pointer, original in sources:
        for how, value in [("", original), *list(mutants(original))[:MUTANTS_PER_INSTANCE]]:
            key = pointer + json.dumps(value, sort_keys=True)
            if key in seen:
                continue
            seen.add(key)
            found.append(Instance(label + (f", mutated: {how}" if how else ""), value, pointer))
    return found


def real_documents(real: RealSet) -> list[tuple[str, Any]]:
    """Real instances: the documents written for the set that the manifest pins (`instances`,
    read as check-jsonschema reads them), and for a metaschema set, the documents of every other
    set, of any draft (the oracle judges each: a draft-7 schema is most often a valid draft-6
    one too, and a set of 2019-09 has none of its draft to be asked about)."""
    found = [(f"instance {rel}", value) for rel, value in pinned_instances(real.name)]
    if not real.name.startswith("metaschema-"):
        return found
    folders = fetch_realsets.fetch(only={s.name for s in real_sets() if s.name != real.name})
    return found + [
        (f"{s.name}/{rel}", read(folders[s.name] / rel))
        for s in real_sets()
        if s.name in folders
        for rel in s.files
    ]


def pinned_instances(name: str) -> list[tuple[str, Any]]:
    """(file, value) of each instance the manifest pins for the set `name`: JSON, or YAML read
    as check-jsonschema reads it for that set's hook (YAML 1.2, dates kept as text, the set's
    own data transform such as GitLab's `!reference`)."""
    from check_jsonschema.parsers import ParserSet
    from check_jsonschema.transforms import TRANSFORM_LIBRARY

    entry = next(s for s in fetch_realsets.manifest()["sets"] if s["name"] == name)
    if not entry.get("instances"):
        return []
    fetch_realsets.fetch(only={name})
    transform = TRANSFORM_LIBRARY.get(name)
    parsers = ParserSet(
        modify_yaml_implementation=transform.modify_yaml_implementation if transform else None
    )
    found = []
    for rel in entry["instances"]:
        value = parsers.parse_file(fetch_realsets.instances_dir(name) / rel, "yaml")
        found.append((rel, transform(value) if transform else value))
    return found


def read(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8"))


def oracle_for(
    folder: Path, real: RealSet, pointer: str
) -> tuple[jsonschema.protocols.Validator, str]:
    """python-jsonschema of the set's own draft on its original documents; the entry
    document's URI."""
    validator_class, spec = ORACLES[real.draft]
    from agentproto.load import document_uri

    documents = {
        document_uri(folder / rel, read(folder / rel)): read(folder / rel) for rel in real.files
    }
    documents.update({uri: read(folder / file) for uri, file, _ in real.resources})
    registry: Registry = Registry().with_resources(
        (uri, Resource.from_contents(doc, default_specification=spec))
        for uri, doc in documents.items()
    )
    entry_uri = document_uri(folder / real.entry, read(folder / real.entry))
    validator = validator_class({"$ref": f"{entry_uri}#{pointer}"}, registry=registry)
    return validator, entry_uri


# -- generate, build, agree ----------------------------------------------------------------------


@dataclass
class Step:
    ok: bool = False
    seconds: float = 0.0
    messages: list[str] = field(default_factory=list)


@dataclass
class TargetResult:
    target: str
    generated: Step = field(default_factory=Step)
    problems: int = 0
    output_bytes: int = 0
    build: Step = field(default_factory=Step)
    instances: int = 0
    disagree: int = 0
    roundtrip_checked: int = 0
    roundtrip_failed: int = 0
    no_type: int = 0
    #: the same counts for the instances at the entry document's root alone, the only location
    #: every other generator is asked about (bench/compare/compare.py)
    root_instances: int = 0
    root_disagree: int = 0
    root_roundtrip_failed: int = 0
    run: Step = field(default_factory=Step)


@dataclass
class SetResult:
    name: str
    draft: str
    schema_bytes: int
    read_as_is: bool = False  # generated without the 2020-12 rewrite
    refusal: str = ""  # the first line of the refusal when it was not
    instances: int = 0
    valid_instances: int = 0
    oracle_failed: int = 0  # instances python-jsonschema raised on
    real_documents: int = 0  # real documents among the instances (before mutation)
    targets: dict[str, TargetResult] = field(default_factory=dict)


def run(command: list[str], cwd: Path | None = None, env: dict[str, str] | None = None) -> Step:
    started = time.perf_counter()
    try:
        done = subprocess.run(
            [str(c) for c in command],
            cwd=cwd,
            capture_output=True,
            text=True,
            check=False,
            timeout=STEP_TIMEOUT,
            env={**os.environ, **(env or {})},
        )
    except subprocess.TimeoutExpired:
        return Step(False, time.perf_counter() - started, [f"timed out after {STEP_TIMEOUT:.0f} s"])
    lines = (done.stdout + done.stderr).splitlines()
    return Step(done.returncode == 0, time.perf_counter() - started, lines)


def generate(schema_dir: Path, out: Path, target: str, reach: Reach | None = None) -> Step:
    return run(
        [
            VENV_BIN / "agentproto",
            "generate",
            "--schema-dir",
            schema_dir,
            "--out-dir",
            out,
            "--target",
            target,
            *reach_arguments(reach or Reach()),
        ],
        # the build step below proves the output with the target's strict checks
        env={"AGENTPROTO_CACHE_DIR": "", "AGENTPROTO_VERIFY": "0"},
    )


def cargo_target() -> str:
    return os.environ.get("AGENTPROTO_CARGO_TARGET") or str(ROOT.parent / "realsets-target")


def build(target: str, out: Path) -> Step:
    """The target's strict checks over what was generated."""
    folder = out / target
    if target in ("python", "pydantic"):
        package = next(p for p in folder.iterdir() if (p / "__init__.py").is_file())
        steps = [
            run(
                [VENV_BIN / "ruff", "check", "--no-cache", "--output-format", "concise", package],
                cwd=folder,
            )
        ]
        steps.append(
            run(
                [VENV_BIN / "mypy", "--strict", "--cache-dir", MYPY_CACHE, package.name],
                cwd=folder,
            )
        )
    elif target == "python-native":
        steps = [compile_native(source) for source in sorted(folder.glob("*.c"))]
    elif target == "typescript":
        tsc = NODE_TOOLS / "node_modules" / "typescript" / "bin" / "tsc"
        steps = [run(["node", tsc, "-p", folder, "--noEmit"])]
    elif target == "rust":
        steps = [
            run(
                ["cargo", "clippy", "--quiet", "--all-targets", "--", "-D", "warnings"],
                cwd=folder,
                env={"CARGO_TARGET_DIR": cargo_target()},
            )
        ]
    else:
        steps = [run(["go", "vet", "./..."], cwd=folder)]
        fmt = run(["gofmt", "-l", "."], cwd=folder)
        fmt.ok = fmt.ok and not fmt.messages
        fmt.messages = [f"gofmt would change {m}" for m in fmt.messages]
        steps.append(fmt)
    return Step(
        all(s.ok for s in steps),
        sum(s.seconds for s in steps),
        [m for s in steps if not s.ok for m in s.messages],
    )


def compile_native(source: Path) -> Step:
    """The python-native extension built beside its source as its strict check asks
    (`python_native.extension_command`: `-Wall -Wextra -Werror`, not one warning, at `-O1`)."""
    from agentproto.errors import ToolchainMissing
    from agentproto.targets.python_native import extension_command

    try:
        command, target = extension_command(source)
    except ToolchainMissing as exc:
        return Step(False, 0.0, [str(exc)])
    step = run(command)
    step.ok = step.ok and target.is_file()
    return step


def normal(value: Any, exact: tuple[int, int] | None = None) -> Any:
    """JSON with numbers by value (a target may write 1.0 back as 1), an integer outside
    `exact` (the integer texts a target declares it reads as themselves, `Numbers.exact`) as
    the double nearest it, which is the value that target reads (JavaScript past 2^53)."""
    if isinstance(value, dict):
        return {k: normal(v, exact) for k, v in value.items()}
    if isinstance(value, list):
        return [normal(v, exact) for v in value]
    if isinstance(value, bool):
        return value
    if isinstance(value, int) and exact is not None and not exact[0] <= value <= exact[1]:
        value = float(value)
    if isinstance(value, float) and value.is_integer() and abs(value) < 2**63:
        return int(value)
    return value


def exact_integers(target: str) -> tuple[int, int] | None:
    """The integer texts `target` reads as themselves (`Numbers.exact`)."""
    from agentproto.targets.registry import TARGETS as REGISTRY

    return REGISTRY[target].numbers.exact


def entity_names(
    schema_dir: Path, target: str, entry: str, pointers: set[str]
) -> dict[str, tuple[str, str]]:
    """Each of `pointers` (schema locations in the entry document as written) that the target
    has a type for -> (module, type name) as the target names it. A location is looked up
    where reading moved it (an OpenAPI document's `/components/schemas/Pet` is `/$defs/Pet`)."""
    from agentproto.drafts import moved
    from agentproto.pipeline import build_ir, load_checked
    from agentproto.targets.registry import TARGETS as REGISTRY

    built = build_ir(load_checked(schema_dir), naming=REGISTRY[target].naming)
    names = {
        ("" if d.origin.pointer == "/" else d.origin.pointer): (m.name, d.name)
        for m in built.program.modules
        for d in m.decls
        if d.origin.file == entry
    }
    moves = next((d.moves for d in built.schemas.documents if d.rel == entry), {})
    return {p: names[moved(moves, "", p)] for p in pointers if moved(moves, "", p) in names}


def agree(
    target: str,
    schema_dir: Path,
    real: RealSet,
    cases: list[tuple[Instance, bool]],
    result: TargetResult,
    work: Path,
) -> None:
    """Each instance through the target's conformance program: its verdict against the
    oracle's, and a valid instance's output against the instance."""
    from agentproto.conformance.runner import hook_of, talk
    from agentproto.targets.base import ConformanceWork
    from agentproto.targets.python_native import native_bound

    started = time.perf_counter()
    names = entity_names(schema_dir, target, real.entry, {i.pointer for i, _ in cases})
    # python-native answers through the python program, its compiled validators beside the
    # bindings (built by `build`), which the bindings bind as they load
    program_target = "python" if target == "python-native" else target
    try:
        folder = work / f"program-{target}"
        folder.mkdir()
        work_of = ConformanceWork(folder, schema_dir, (), {}, None, NODE_TOOLS)
        command = hook_of(program_target)(work_of)
        if target == "python-native":
            for extension in (work / f"out-{target}" / target).glob("*.so"):
                shutil.copy2(extension, folder / "python" / extension.name)
            module = next(iter(names.values()), ("", ""))[0]
            unbound = native_bound(folder / "python", module) if module else None
            if unbound is not None:
                raise RuntimeError(unbound)
    except Exception as exc:  # noqa: BLE001 - a target that cannot build its program is a result
        result.run = Step(False, time.perf_counter() - started, str(exc).splitlines()[-40:])
        return
    requests = []
    for i, (instance, _) in enumerate(cases):
        if instance.pointer not in names:
            result.no_type += 1
            continue
        module, name = names[instance.pointer]
        requests.append(
            {
                "id": str(i),
                "kind": "fixture",
                "module": module,
                "name": name,
                "payload": instance.value,
            }
        )
    try:
        answers = talk(command, requests)
    except Exception as exc:  # noqa: BLE001
        result.run = Step(False, time.perf_counter() - started, str(exc).splitlines()[-40:])
        return
    messages = []
    for request in requests:
        instance, expected = cases[int(request["id"])]
        answer = answers.get(request["id"], {"error": "no answer"})
        at_root = instance.pointer == ""
        result.instances += 1
        result.root_instances += at_root
        if "error" in answer or bool(answer.get("valid")) != expected:
            result.disagree += 1
            result.root_disagree += at_root
            got = answer.get("error") or f"valid={answer.get('valid')}"
            messages.append(f"{instance.where}: {str(got)[:200]}, jsonschema says {expected}")
            continue
        if expected:
            result.roundtrip_checked += 1
            exact = exact_integers(target)
            if normal(answer.get("output"), exact) != normal(instance.value, exact):
                result.roundtrip_failed += 1
                result.root_roundtrip_failed += at_root
                messages.append(f"{instance.where}: output differs from the instance")
    result.run = Step(not messages, time.perf_counter() - started, messages[:40])


def pydantic_agree(
    out: Path,
    schema_dir: Path,
    real: RealSet,
    cases: list[tuple[Instance, bool]],
    result: TargetResult,
) -> None:
    """The pydantic models asked in a child process: `model_validate_json(text, strict=True)`
    for the verdict (as the pydantic distribution's README says to read JSON: no coercion of
    one JSON type into another, as the project's own agreement test asks them), and
    `model_dump(mode="json", by_alias=True, exclude_unset=True)` for the round trip. Only the
    entry document's root is asked: datamodel-code-generator names that model after the
    document's `title` (else `Model`), in the module named after the file."""
    entry = read(schema_dir / real.entry)
    title = entry.get("title") if isinstance(entry, dict) else None
    words = re.findall(r"[A-Za-z0-9]+", title) if isinstance(title, str) else []
    candidates = ["".join(w[:1].upper() + w[1:].lower() for w in words), "Model"]
    stem = re.sub(r"\W", "_", Path(real.entry).stem.removesuffix(".schema"))
    payload = [i.value if i.pointer == "" else None for i, _ in cases]
    program = (
        "import importlib, json, pathlib, sys\n"
        "stem, candidates = sys.argv[1], json.loads(sys.argv[2])\n"
        "root = pathlib.Path('.')\n"
        "files = sorted(p for p in root.rglob('*.py') if p.stem == stem)\n"
        "cls = None\n"
        "for f in files:\n"
        "    mod = importlib.import_module('.'.join(f.with_suffix('').parts))\n"
        "    cls = next((getattr(mod, c) for c in candidates if hasattr(mod, c)), None)\n"
        "    if cls is not None: break\n"
        "out = []\n"
        "for value in json.load(sys.stdin):\n"
        "    if value is None or cls is None:\n"
        "        out.append(None); continue\n"
        "    try:\n"
        "        model = cls.model_validate_json(json.dumps(value), strict=True)\n"
        "    except Exception:\n"
        "        out.append({'valid': False}); continue\n"
        "    try:\n"
        "        dumped = model.model_dump(mode='json', by_alias=True, exclude_unset=True)\n"
        "        out.append({'valid': True, 'output': dumped})\n"
        "    except Exception as exc:\n"
        "        out.append({'valid': True, 'error': f'{type(exc).__name__}: {exc}'})\n"
        "json.dump(out, sys.stdout)\n"
    )
    started = time.perf_counter()
    try:
        done = subprocess.run(
            [sys.executable, "-c", program, stem, json.dumps(candidates)],
            input=json.dumps(payload),
            capture_output=True,
            text=True,
            cwd=out / "pydantic",
            timeout=STEP_TIMEOUT,
            check=False,
        )
        if done.returncode != 0:
            raise RuntimeError(done.stderr.strip().splitlines()[-1] if done.stderr.strip() else "")
        answers = json.loads(done.stdout)
    except subprocess.TimeoutExpired:
        result.run = Step(
            False, time.perf_counter() - started, [f"timed out after {STEP_TIMEOUT:.0f} s"]
        )
        return
    except Exception as exc:  # noqa: BLE001 - a program that fails is a result
        result.run = Step(False, time.perf_counter() - started, [str(exc)[:500]])
        return
    messages = []
    for (instance, expected), answer in zip(cases, answers, strict=True):
        if answer is None:
            result.no_type += 1
            continue
        result.instances += 1
        result.root_instances += 1  # only the root is asked
        if answer.get("valid") != expected:
            result.disagree += 1
            result.root_disagree += 1
            messages.append(
                f"{instance.where}: valid={answer.get('valid')}, jsonschema says {expected}"
            )
            continue
        if expected:
            result.roundtrip_checked += 1
            if "error" in answer or normal(answer.get("output")) != normal(instance.value):
                result.roundtrip_failed += 1
                result.root_roundtrip_failed += 1
                messages.append(f"{instance.where}: {answer.get('error') or 'output differs'}")
    result.run = Step(not messages, time.perf_counter() - started, messages[:40])


def measure_set(
    real: RealSet, folder: Path, targets: tuple[str, ...], work: Path, generate_only: bool = False
) -> SetResult:
    sizes = sum((folder / rel).stat().st_size for rel in real.files)
    result = SetResult(real.name, real.draft, sizes)
    as_is = work / "as-is"
    shutil.copytree(folder, as_is)
    reach = real.reach(as_is)
    probe = generate(as_is, work / "probe", "python", reach)
    schema_dir = as_is
    result.read_as_is = probe.ok
    if not probe.ok:
        result.refusal = next((m for m in probe.messages if m.strip()), "")[:300]
        schema_dir = work / "upgraded"
        schema_dir.mkdir()
        for rel in real.files:
            (schema_dir / rel).parent.mkdir(parents=True, exist_ok=True)
            (schema_dir / rel).write_text(
                json.dumps(upgrade(read(folder / rel), real.draft), indent=1), encoding="utf-8"
            )
        reach = Reach(
            tuple((uri, schema_dir / file.relative_to(as_is)) for uri, file in reach.resources),
            reach.allow_unresolved,
        )
    documents = real_documents(real)
    result.real_documents = len(documents)
    found = instances(read(folder / real.entry), documents)
    cases: list[tuple[Instance, bool]] = []
    oracles: dict[str, jsonschema.protocols.Validator] = {}
    for instance in found:
        try:
            if instance.pointer not in oracles:
                oracles[instance.pointer] = oracle_for(folder, real, instance.pointer)[0]
            cases.append((instance, oracles[instance.pointer].is_valid(instance.value)))
        except Exception:  # noqa: BLE001 - jsonschema cannot judge it: left out, and counted
            result.oracle_failed += 1
    result.instances = len(cases)
    result.valid_instances = sum(1 for _, v in cases if v)
    for target in targets:
        each = TargetResult(target)
        result.targets[target] = each
        out = work / f"out-{target}"
        each.generated = generate(schema_dir, out, target, reach)
        each.problems = sum(1 for m in each.generated.messages if ": " in m and "#" in m)
        if not each.generated.ok:
            each.generated.messages = each.generated.messages[-40:]
            continue
        each.output_bytes = sum(
            p.stat().st_size
            for p in (out / target).rglob("*")
            if p.is_file() and p.name != ".agentproto-manifest.json"
        )
        each.generated.messages = each.generated.messages[-10:]
        if generate_only:
            continue
        each.build = build(target, out)
        each.build.messages = each.build.messages[:40]
        with reaching(reach):
            if target == "pydantic":
                pydantic_agree(out, schema_dir, real, cases, each)
            else:
                agree(target, schema_dir, real, cases, each, work)
    return result


def save(results: dict[str, Any]) -> None:
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(json.dumps(results, indent=1), encoding="utf-8")


def timed_out(step: dict[str, Any]) -> bool:
    """A step stopped at the time limit: `run` says so, and subprocess's own `TimeoutExpired`
    (from the pydantic program) is the only failure whose text starts "Command '"."""
    return any("timed out" in m or m.startswith("Command '") for m in step["messages"])


def cell(t: dict[str, Any] | None) -> str:
    if t is None:
        return "not run"
    if not t["generated"]["ok"]:
        crashed = any("Traceback" in m for m in t["generated"]["messages"])
        return "**crashed**" if crashed else "refused"
    if not t["build"]["ok"] and not t["build"]["messages"] and not t["build"]["seconds"]:
        return "generates"  # nothing built (`--generate-only`)
    parts = ["builds" if t["build"]["ok"] else "**build fails**"]
    if t["instances"]:
        parts.append(f"{t['disagree']}/{t['instances']} disagree")
        if t["roundtrip_failed"]:
            parts.append(f"{t['roundtrip_failed']}/{t['roundtrip_checked']} round trips fail")
    elif t["run"]["messages"]:
        parts.append("program timed out" if timed_out(t["run"]) else "program fails")
    return ", ".join(parts)


def markdown(results: dict[str, Any], targets: tuple[str, ...] = TARGETS) -> str:
    lines = [
        "| set | draft | schema KB | read as is | instances (valid) | "
        + " | ".join(targets)
        + " | output/schema bytes | generation s |",
        "|---" * (7 + len(targets)) + "|",
    ]
    for name, r in results.items():
        ts = r["targets"]
        ratios = [
            f"{t}: {ts[t]['output_bytes'] / r['schema_bytes']:.1f}"
            for t in targets
            if t in ts and ts[t]["output_bytes"]
        ]
        seconds = [f"{t}: {ts[t]['generated']['seconds']:.0f}" for t in targets if t in ts]
        lines.append(
            f"| {name} | {r['draft']} | {r['schema_bytes'] / 1024:.0f} | "
            f"{'yes' if r['read_as_is'] else 'no (upgraded)'} | "
            f"{r['instances']} ({r['valid_instances']}) | "
            + " | ".join(cell(ts.get(t)) for t in targets)
            + f" | {'; '.join(ratios)} | {'; '.join(seconds)} |"
        )
    missing = [s.name for s in real_sets() if s.name not in results]
    if missing:
        lines += ["", f"Not measured by this run: {', '.join(missing)}."]
    return "\n".join(lines)


def totals(results: dict[str, Any], targets: tuple[str, ...] = TARGETS) -> str:
    """Each target's counts over every set measured: generated, built, instances asked and
    disagreements, round trips checked and failed."""
    lines = [
        "| target | sets | generate | build | instances asked | disagree | round trips | failed |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for target in targets:
        cells = [r["targets"][target] for r in results.values() if target in r["targets"]]
        if not cells:
            continue
        built = [c for c in cells if c.get("build") and c["build"]["ok"]]
        lines.append(
            f"| {target} | {len(cells)} | {sum(c['generated']['ok'] for c in cells)} | "
            f"{len(built)} | {sum(c['instances'] for c in cells)} | "
            f"{sum(c['disagree'] for c in cells)} | {sum(c['roundtrip_checked'] for c in cells)} | "
            f"{sum(c['roundtrip_failed'] for c in cells)} |"
        )
    return "\n".join(lines)


def first_problem(t: dict[str, Any]) -> str:
    """What a target's cell is about, in one line."""
    for step in ("generated", "build", "run"):
        if step == "run" and not t[step]["ok"] and timed_out(t[step]):
            return "run: timed out"
        if not t[step]["ok"]:
            lines = [m.strip() for m in t[step]["messages"] if m.strip()]
            if step == "generated":  # the refusal, or a traceback's last line
                lines = [m for m in lines if m.startswith("error") or "Error" in m] or lines
                return f"generate: {lines[-1][:240]}" if lines else "generate failed"
            return f"{'build' if step == 'build' else 'run'}: {lines[0][:240]}" if lines else step
    return ""


def details(results: dict[str, Any]) -> str:
    """The first problem of every cell that is not clean."""
    lines = []
    for name, r in results.items():
        for target, t in r["targets"].items():
            if cell(t) == "generates":  # generated, nothing more asked: nothing to say
                continue
            problem = first_problem(t)
            if problem:
                quoted = problem.replace("`", "'")
                lines.append(f"- {name}, {target}: `{quoted}`")
    return "\n".join(lines)


def merged(runs: list[dict[str, Any]]) -> dict[str, Any]:
    """Several runs' results as one: a set's targets gathered from every run that measured it
    (a later run's target replacing an earlier one's), in the order the first run met them."""
    out: dict[str, Any] = {}
    for each in runs:
        for name, r in each.items():
            if name in out:
                out[name] = {**out[name], "targets": {**out[name]["targets"], **r["targets"]}}
            else:
                out[name] = r
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("sets", nargs="*")
    parser.add_argument("--target", action="append", choices=TARGETS)
    parser.add_argument("--markdown", action="store_true", help="print the last run's table")
    parser.add_argument("--fresh", action="store_true", help="forget earlier results")
    parser.add_argument(
        "--generate-only",
        action="store_true",
        help="generate and measure size only (no build, no instances); results in "
        "bench/out/realsets-generate.json",
    )
    parser.add_argument(
        "--missing", action="store_true", help="only the sets not yet measured for the targets"
    )
    parser.add_argument(
        "--results",
        action="append",
        type=Path,
        help="the results file (default bench/out/realsets.json); runs of different targets "
        "can go to different files side by side, and --markdown merges every one given",
    )
    args = parser.parse_args(argv)
    global RESULTS
    if args.generate_only:
        RESULTS = RESULTS.with_name("realsets-generate.json")
    if args.results and not args.markdown:
        if len(args.results) > 1:
            parser.error("a run writes one --results file")
        RESULTS = args.results[0]
    results: dict[str, Any] = (
        json.loads(RESULTS.read_text()) if RESULTS.is_file() and not args.fresh else {}
    )
    if args.markdown:
        if args.results:
            results = merged([json.loads(f.read_text()) for f in args.results])
        print(markdown(results, tuple(args.target or TARGETS)))
        print("\n" + totals(results, tuple(args.target or TARGETS)))
        print("\nWhat each failing cell stopped at:\n")
        print(details(results))
        return 0
    targets = tuple(args.target or TARGETS)
    chosen = [s for s in real_sets() if not args.sets or s.name in args.sets]
    if args.missing:
        chosen = [
            s for s in chosen if not set(targets) <= set(results.get(s.name, {}).get("targets", {}))
        ]
    folders = fetch_realsets.fetch(only={s.name for s in chosen})
    chosen.sort(key=lambda s: sum((folders[s.name] / f).stat().st_size for f in s.files))
    for real in chosen:
        with tempfile.TemporaryDirectory(prefix=f"realsets-{real.name}-") as tmp:
            measured = measure_set(
                real, folders[real.name], targets, Path(tmp), generate_only=args.generate_only
            )
        earlier = results.get(real.name, {}).get("targets", {})
        results[real.name] = asdict(measured)
        results[real.name]["targets"] = {**earlier, **results[real.name]["targets"]}
        save(results)
        print(markdown({real.name: results[real.name]}, targets).splitlines()[2], flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
