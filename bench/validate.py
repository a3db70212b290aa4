"""Validation speed: the generated validators of `agent/agent_message` against what a Python user
can pick today, as parsed dicts and as raw JSON lines, on two sets of documents: the corpus of
bench/corpus.py (written independently of the schemas' fixtures) and the canonical agent
messages (every fixture under tests/fixtures/agent/ that is an agent message, valid or not).
The yardstick is bench/handwritten_agent_message.py, the validator a careful engineer would write
by hand: our `is_valid` is to stay within 10% of it.

    .venv/bin/pip install -e ".[bench]"       # the other contestants, pinned
    .venv/bin/python bench/validate.py [--runs 7] [--corpus both] [--profile]

Every contestant is timed over the whole valid set and the whole invalid set, `--runs` times,
in this one process; the figure is the median run divided by the number of documents. Also
printed: how many documents each contestant accepted (the schema accepts every valid one and
rejects every invalid one), the targets with the median of the per-run ratios and their spread
(a target missed says MISSED), and whether the validators `agentproto.compile` makes are the
generated ones. `--profile` adds a cProfile of our `is_valid` and `from_json`, and of the
hand-written validator."""

from __future__ import annotations

import argparse
import ast
import cProfile
import gc
import importlib.metadata
import json
import os
import platform
import pstats
import re
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
for path in (
    ROOT / "generator",
    ROOT / "generated" / "python",
    ROOT / "generated" / "pydantic",
    ROOT / "bench",
):
    sys.path.insert(0, str(path))

import corpus
import fastjsonschema
import handwritten_agent_message
import jsonschema_rs
import msgspec
import msgspec_models
import pydantic
from agentproto_bindings import ValidationError
from agentproto_bindings import _runtime as runtime
from agentproto_bindings import agent as bindings
from agentproto_pydantic.agent.agent_message import AgentMessage as PydanticAgentMessage

import agentproto

OUT = ROOT / "bench" / "out"
Batch = Callable[[Sequence[Any]], int]  # runs over a set, returns how many it accepted
DICT_REF, RAW_REF = "ours is_valid", "json.loads alone"  # what the others are compared with
HANDWRITTEN = "hand-written is_valid"
C_DICT, C_RAW = "ours is_valid (C)", "json.loads + is_valid (C)"  # the compiled backend


@dataclass
class Corpus:
    name: str
    valid: list[Any]
    valid_lines: list[str]
    invalid: list[Any]
    invalid_lines: list[str]
    mutations: list[str]
    # each set is timed this many times over per run (a small set alone times too little)
    repeat: int = 1


@dataclass
class Row:
    name: str
    raw: bool  # takes JSON text, not a dict
    batch: Batch
    note: str = ""
    stride: int = 1  # a slow contestant is timed on every `stride`-th document only


@dataclass
class Result:
    row: Row
    valid_s: float  # median seconds over the valid set
    invalid_s: float
    valid_x: float  # median of per-run ratios to the reference timed just before
    invalid_x: float
    valid_accepted: int
    invalid_accepted: Counter[str]
    valid_ratios: list[float]  # the per-run ratios
    invalid_ratios: list[float]


def load_corpus() -> Corpus:
    if not (OUT / "valid.jsonl").exists():
        corpus.write(OUT, 2026, 20000)
    valid_lines = (OUT / "valid.jsonl").read_text(encoding="utf-8").splitlines()
    invalid_lines = (OUT / "invalid.jsonl").read_text(encoding="utf-8").splitlines()
    mutations = [row.split("\t")[1] for row in (OUT / "invalid.tsv").read_text().splitlines()[1:]]
    return Corpus(
        "bench corpus",
        [json.loads(s) for s in valid_lines],
        valid_lines,
        [json.loads(s) for s in invalid_lines],
        invalid_lines,
        mutations,
    )


FIXTURES = ROOT / "tests" / "fixtures" / "agent"


def canonical_corpus(schemas: dict[str, Any]) -> Corpus:
    """The canonical agent messages: every valid fixture under tests/fixtures/agent/ that is an
    agent message, and every invalid one meant as a message (an object with a `role`) that is
    not one; which is which is asked of `jsonschema`, the reference. The sets are small, so
    each run times them many times over (about 20,000 valid documents a run, as the corpus)."""
    reference = corpus.reference_validator(schemas)
    valid, invalid, mutations = [], [], []
    for path in sorted(FIXTURES.glob("*/*/*.json")):
        doc = json.loads(path.read_text(encoding="utf-8"))
        if path.parent.name == "valid" and reference.is_valid(doc):
            valid.append(doc)
        elif (
            path.parent.name == "invalid"
            and isinstance(doc, dict)
            and "role" in doc
            and not reference.is_valid(doc)
        ):
            invalid.append(doc)
            mutations.append(f"{path.parent.parent.name}/{path.stem}")
    return Corpus(
        "canonical agent messages",
        valid,
        [corpus.line(d) for d in valid],
        invalid,
        [corpus.line(d) for d in invalid],
        mutations,
        repeat=max(1, 20000 // len(valid)),
    )


# --- the contestants ------------------------------------------------------------------------


def counting(accepts: Callable[[Any], bool]) -> Batch:
    def batch(items: Sequence[Any]) -> int:
        accepted = 0
        for item in items:
            if accepts(item):
                accepted += 1
        return accepted

    return batch


def parsed_then(accepts: Callable[[Any], bool]) -> Batch:
    """`json.loads` each line, then the verdict: the raw path of a validator that has none."""
    loads = json.loads

    def batch(lines: Sequence[str]) -> int:
        accepted = 0
        for line in lines:
            if accepts(loads(line)):
                accepted += 1
        return accepted

    return batch


def loads_alone(lines: Sequence[str]) -> int:
    loads = json.loads
    for line in lines:
        loads(line)
    return len(lines)


def raising(call: Callable[[Any], Any], *errors: type[Exception]) -> Callable[[Any], bool]:
    """A verdict from a function that raises on invalid input."""

    def accepts(item: Any) -> bool:
        try:
            call(item)
        except errors:
            return False
        return True

    return accepts


NATIVE_SOURCE = ROOT / "generated" / "python-native" / "agentproto_bindings_native.c"


def native_functions() -> dict[str, Any] | str:
    """The compiled validators of the python-native target for `bindings`, built here (into
    bench/out/native, once per version of the C source) with the C compiler and the Python
    headers; or why there are none."""
    import hashlib
    import importlib.util
    import shutil
    import subprocess
    import sysconfig

    cc = shutil.which("cc") or shutil.which("gcc")
    if cc is None or not NATIVE_SOURCE.is_file():
        return "no C compiler" if cc is None else f"no {NATIVE_SOURCE}"
    digest = hashlib.sha256(NATIVE_SOURCE.read_bytes()).hexdigest()[:16]
    built = (
        OUT / "native" / digest / f"{NATIVE_SOURCE.stem}{sysconfig.get_config_var('EXT_SUFFIX')}"
    )
    if not built.exists():
        built.parent.mkdir(parents=True, exist_ok=True)
        include = sysconfig.get_paths()["include"]
        command = [cc, "-shared", "-fPIC", "-O2", f"-I{include}", str(NATIVE_SOURCE)]
        done = subprocess.run(
            [*command, "-o", str(built)], capture_output=True, text=True, check=False
        )
        if done.returncode != 0:
            return f"the C did not build: {done.stderr[-500:]}"
    spec = importlib.util.spec_from_file_location(NATIVE_SOURCE.stem, built)
    assert spec is not None and spec.loader is not None
    native = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(native)
    pure = {
        # the Python function behind a compiled one (an enum's builder is bound to its dict)
        name: fn.__self__ if callable(getattr(fn, "__self__", None)) else fn
        for name, fn in vars(bindings).items()
        if name.startswith(("_valid_", "_build_"))
    }
    vars(bindings).update(pure)
    compiled: dict[str, Any] = native.install("agent", {**vars(bindings), **pure})
    compiled[READER] = native.reader(vars(runtime)[READER])
    return compiled


READER = "parse_json"  # the compiled JSON reader, bound in the runtime module the bindings call


def natively(batch: Batch, compiled: dict[str, Any]) -> Batch:
    """`batch` with the bindings' `valid` functions the compiled ones (as `use_native` binds
    them when the extension is installed), the pure ones again after."""
    namespace = vars(bindings)
    functions = {name: fn for name, fn in compiled.items() if name != READER}

    def run(items: Sequence[Any]) -> int:
        pure = {name: namespace[name] for name in functions}
        reader = vars(runtime)[READER]
        namespace.update(functions)
        vars(runtime)[READER] = compiled.get(READER, reader)
        try:
            return batch(items)
        finally:
            namespace.update(pure)
            vars(runtime)[READER] = reader

    return run


def native_rows(from_dict: Any, from_json: Any) -> list[Row]:
    """Our rows again with the compiled validators (none, saying why, without a C compiler)."""
    compiled = native_functions()
    if isinstance(compiled, str):
        print(f"no compiled validators: {compiled}", file=sys.stderr)
        return []
    note = "python-native, compiled"
    return [
        Row(C_DICT, False, natively(counting(bindings.agent_message_is_valid), compiled), note),
        Row(
            "ours from_dict (C)",
            False,
            natively(counting(raising(from_dict, ValidationError)), compiled),
            note,
        ),
        Row(
            C_RAW,
            True,
            natively(parsed_then(bindings.agent_message_is_valid), compiled),
            note,
        ),
        Row(
            "ours from_json (C)",
            True,
            natively(counting(raising(from_json, ValidationError)), compiled),
            note,
        ),
    ]


def compiled_validator(schemas: dict[str, Any]) -> Any:
    return agentproto.compile({"$ref": corpus.ENTITY}, resources=schemas)


def contestants(schemas: dict[str, Any]) -> list[Row]:
    compiled = compiled_validator(schemas)
    reference = corpus.reference_validator(schemas)
    # fastjsonschema resolves remote $refs through a handler per URI scheme; ours never fetch
    fast = fastjsonschema.compile(
        schemas[corpus.ENTITY], handlers={"https": schemas.__getitem__}, use_formats=False
    )
    rust = jsonschema_rs.Draft202012Validator(
        {"$ref": corpus.ENTITY}, registry=jsonschema_rs.Registry(list(schemas.items()))
    )
    # the models' entry points, which check a document once (a TypeAdapter checks each level)
    model = PydanticAgentMessage
    from_dict, from_json = bindings.agent_message_from_dict, bindings.agent_message_from_json
    native = native_rows(from_dict, from_json)
    return [
        Row("ours is_valid", False, counting(bindings.agent_message_is_valid)),
        Row(
            HANDWRITTEN,
            False,
            counting(handwritten_agent_message.is_valid),
            "bench/handwritten_agent_message.py",
        ),
        Row("ours errors", False, counting(lambda d: not bindings.agent_message_errors(d))),
        Row(
            "ours from_dict",
            False,
            counting(raising(from_dict, ValidationError)),
            "validates, then builds dataclasses",
        ),
        Row("compile is_valid", False, counting(compiled.is_valid), "agentproto.compile"),
        Row(
            "compile errors",
            False,
            counting(lambda d: not compiled.errors(d)),
            "agentproto.compile",
        ),
        Row(
            "jsonschema",
            False,
            counting(reference.is_valid),
            "Draft202012Validator + referencing; every 20th document",
            stride=20,
        ),
        Row(
            "fastjsonschema",
            False,
            counting(raising(fast, fastjsonschema.JsonSchemaValueException)),
            "draft-07 at best: ignores dependentRequired",
        ),
        Row("jsonschema-rs", False, counting(rust.is_valid), "Draft202012Validator + Registry"),
        Row(
            "pydantic model_validate",
            False,
            counting(raising(model.model_validate, pydantic.ValidationError)),
            "lax mode; builds models",
        ),
        Row(
            "msgspec.convert",
            False,
            counting(
                raising(
                    partial(msgspec.convert, type=msgspec_models.AgentMessage),
                    msgspec.ValidationError,
                )
            ),
            "builds Structs",
        ),
        Row("json.loads alone", True, loads_alone, "the baseline"),
        Row("json.loads + ours is_valid", True, parsed_then(bindings.agent_message_is_valid)),
        Row(
            "ours from_json",
            True,
            counting(raising(from_json, ValidationError)),
            "json.loads, validates, builds",
        ),
        Row("json.loads + jsonschema-rs", True, parsed_then(rust.is_valid), "it has no raw path"),
        Row(
            "pydantic model_validate_json",
            True,
            counting(
                raising(partial(model.model_validate_json, strict=True), pydantic.ValidationError)
            ),
            "strict; builds models",
        ),
        Row(
            "msgspec.json.decode",
            True,
            counting(
                raising(
                    partial(msgspec.json.decode, type=msgspec_models.AgentMessage),
                    msgspec.ValidationError,
                )
            ),
            "type=AgentMessage; builds Structs",
        ),
        *native,
    ]


# --- measuring ------------------------------------------------------------------------------


def seconds(batch: Batch, items: Sequence[Any]) -> tuple[float, int]:
    """CPU time of this process for one run: the machine is shared, and time spent waiting
    for a core is not the validator's."""
    gc.collect()
    start = time.process_time()
    accepted = batch(items)
    return time.process_time() - start, accepted


def accepted_by_mutation(batch: Batch, items: Sequence[Any], mutations: list[str]) -> Counter[str]:
    return Counter(kind for item, kind in zip(items, mutations, strict=True) if batch([item]))


def measure(rows: list[Row], data: Corpus, runs: int) -> list[Result]:
    """Every row once per run, rows taking turns so that a busy spell of the machine hits them
    all alike; each timing of a row follows one of its reference (`ours is_valid` for dicts,
    `json.loads alone` for lines) on the same documents, and the ratio of the two is taken per
    run, so drifts of the machine's load between the two cancel out."""
    refs = {
        False: next(r for r in rows if r.name == DICT_REF),
        True: next(r for r in rows if r.name == RAW_REF),
    }
    sets = {False: (data.valid, data.invalid), True: (data.valid_lines, data.invalid_lines)}
    times: dict[str, list[list[float]]] = {row.name: [[], [], [], []] for row in rows}
    for row in rows:  # warm up: first calls fill caches and specialise bytecode
        row.batch(sets[row.raw][0][:200])
    for run in range(runs):
        for row in rows:
            for i, items in enumerate(sets[row.raw]):
                timed = list(items[:: row.stride]) * data.repeat
                ref_s, _ = seconds(refs[row.raw].batch, timed)
                row_s, _ = seconds(row.batch, timed)
                times[row.name][i].append(row_s * row.stride / data.repeat)
                times[row.name][2 + i].append(row_s / ref_s)
        print(f"  run {run + 1} of {runs} done", file=sys.stderr, flush=True)
    results = []
    for row in rows:
        valid, invalid = sets[row.raw]
        wrongly = (
            Counter(data.mutations)
            if row.name == RAW_REF
            else accepted_by_mutation(row.batch, invalid, data.mutations)
        )
        valid_s, invalid_s, valid_x, invalid_x = map(statistics.median, times[row.name])
        results.append(
            Result(
                row,
                valid_s,
                invalid_s,
                valid_x,
                invalid_x,
                row.batch(valid),
                wrongly,
                times[row.name][2],
                times[row.name][3],
            )
        )
    return results


# --- is agentproto.compile the generated code? ----------------------------------------------

GENERATED_NAME = re.compile(r"^_(valid|check|properties|items)_\w+$|^_[A-Z][A-Z_]*\d+$|^_is\d+$")


class Anonymise(ast.NodeTransformer):
    """Forget what differs by naming only: function and constant names, schema URI prefixes."""

    def visit_Name(self, node: ast.Name) -> ast.Name:
        if GENERATED_NAME.match(node.id):
            node.id = "_"
        return node

    def visit_Constant(self, node: ast.Constant) -> ast.Constant:
        if isinstance(node.value, str):
            node.value = node.value.replace("https://agentproto.dev/schema/", "")
        return node


def function_bodies(source: str) -> list[str]:
    bodies = []
    for node in ast.parse(source).body:
        if isinstance(node, ast.FunctionDef) and GENERATED_NAME.match(node.name):
            if ast.get_docstring(node) is not None:
                node.body = node.body[1:]
            node.name = "_"
            bodies.append(ast.dump(Anonymise().visit(node)))
    return bodies


def same_code(schemas: dict[str, Any]) -> str:
    compiled = function_bodies(compiled_validator(schemas).source)
    generated = set(function_bodies(Path(bindings.__file__).read_text()))
    same = sum(body in generated for body in compiled)
    return (
        f"agentproto.compile made {len(compiled)} functions for agent_message; {same} of them "
        f"are, up to names and formatting, functions of the generated agentproto_bindings.agent "
        f'(the others: the root `{{"$ref": ...}}` wrapper, which calls the generated root)'
    )


# --- report ---------------------------------------------------------------------------------


def versions() -> str:
    names = (
        "jsonschema",
        "fastjsonschema",
        "jsonschema-rs",
        "pydantic",
        "pydantic-core",
        "msgspec",
    )
    return ", ".join(f"{n} {importlib.metadata.version(n)}" for n in names)


def machine() -> str:
    cpu = (
        next(
            (
                line.split(":", 1)[1].strip()
                for line in Path("/proc/cpuinfo").read_text().splitlines()
                if line.startswith("model name")
            ),
            platform.processor(),
        )
        if Path("/proc/cpuinfo").exists()
        else platform.processor()
    )
    return (
        f"{cpu}, {os.cpu_count()} cores, Python {platform.python_version()} "
        f"({platform.python_implementation()}), {platform.system()} {platform.release()}"
    )


def table(results: list[Result], data: Corpus) -> None:
    print(
        f"{'contestant':<28}{'input':>6}{'valid us':>10}{'x ref':>8}{'invalid us':>12}{'x ref':>8}"
        f"{'valid ok':>10}{'invalid ok':>12}  note"
    )
    for r in results:
        print(
            f"{r.row.name:<28}{'json' if r.row.raw else 'dict':>6}"
            f"{r.valid_s / len(data.valid) * 1e6:>10.2f}{r.valid_x:>8.2f}"
            f"{r.invalid_s / len(data.invalid) * 1e6:>12.2f}{r.invalid_x:>8.2f}"
            f"{r.valid_accepted:>10}{sum(r.invalid_accepted.values()):>12}  {r.row.note}"
        )
    print(
        f"(us: CPU microseconds per document, median of the runs; x ref: time over that of "
        f"`{DICT_REF}` for dicts, `{RAW_REF}` for json, timed just before it, median of the "
        f"runs' ratios; ok: accepted, of {len(data.valid)} valid and {len(data.invalid)} invalid)"
    )
    print()
    print("invalid documents accepted, by mutation:")
    for r in results:
        if r.invalid_accepted and r.row.name != RAW_REF:
            print(
                f"  {r.row.name:<28}"
                + ", ".join(f"{k} {v}" for k, v in sorted(r.invalid_accepted.items()))
            )


@dataclass
class Target:
    name: str
    ratios: list[float]  # per run
    op: str  # ">=" or "<="
    want: float

    @property
    def measured(self) -> float:
        return statistics.median(self.ratios)

    @property
    def met(self) -> bool:
        return self.measured >= self.want if self.op == ">=" else self.measured <= self.want


def per_run(a: list[float], b: list[float]) -> list[float]:
    """Run by run, `a` over `b` (both ratios to the same reference in that run)."""
    return [x / y for x, y in zip(a, b, strict=True)]


def targets(results: list[Result]) -> list[Target]:
    by = {r.row.name: r for r in results}
    rs, ours_from_dict = by["jsonschema-rs"], by["ours from_dict"]
    handwritten = by[HANDWRITTEN]
    native: list[Target] = []
    if C_DICT in by:  # the compiled backend: its targets are the same
        c_dict = by[C_DICT]
        native = [
            Target(
                "is_valid (C) vs jsonschema-rs, valid dicts",
                per_run(rs.valid_ratios, c_dict.valid_ratios),
                ">=",
                1.0,
            ),
            Target(
                "is_valid (C) vs jsonschema-rs, invalid dicts",
                per_run(rs.invalid_ratios, c_dict.invalid_ratios),
                ">=",
                1.0,
            ),
            Target(
                "from_json (C) vs json.loads alone, valid lines",
                by["ours from_json (C)"].valid_ratios,
                "<=",
                1.5,
            ),
            Target(
                "json.loads + is_valid (C) vs json.loads, valid lines",
                by[C_RAW].valid_ratios,
                "<=",
                1.5,
            ),
        ]
    return [
        # the hand-written row's ratios are its time over ours: ours over it is their inverse
        Target(
            "ours is_valid vs hand-written, valid dicts",
            [1 / x for x in handwritten.valid_ratios],
            "<=",
            1.1,
        ),
        Target(
            "ours is_valid vs hand-written, invalid dicts",
            [1 / x for x in handwritten.invalid_ratios],
            "<=",
            1.1,
        ),
        Target("is_valid vs jsonschema-rs, valid dicts", rs.valid_ratios, ">=", 1.0),
        Target("is_valid vs jsonschema-rs, invalid dicts", rs.invalid_ratios, ">=", 1.0),
        Target(
            "from_json vs json.loads alone, valid lines",
            by["ours from_json"].valid_ratios,
            "<=",
            1.5,
        ),
        Target(
            "from_dict vs msgspec.convert, valid dicts",
            per_run(ours_from_dict.valid_ratios, by["msgspec.convert"].valid_ratios),
            "<=",
            1.5,
        ),
        Target(
            "is_valid vs fastjsonschema, valid dicts", by["fastjsonschema"].valid_ratios, ">=", 10
        ),
        Target("is_valid vs jsonschema, valid dicts", by["jsonschema"].valid_ratios, ">=", 250),
        Target("is_valid vs jsonschema, invalid dicts", by["jsonschema"].invalid_ratios, ">=", 300),
        Target(
            "json.loads + is_valid vs json.loads, valid lines",
            by["json.loads + ours is_valid"].valid_ratios,
            "<=",
            1.5,
        ),
    ] + native


def wrong_answers(results: list[Result], data: Corpus) -> list[str]:
    """The mistakes of our contestants and of the hand-written yardstick (a comparison with a
    validator answering differently would mean nothing): a valid document rejected or an
    invalid one accepted."""
    out = []
    for r in results:
        if (
            r.row.name.startswith(("ours", "compile", "json.loads +", "hand-written"))
            and "jsonschema" not in r.row.name
        ):
            rejected = len(data.valid) - r.valid_accepted
            accepted = sum(r.invalid_accepted.values())
            if rejected or accepted:
                out.append(f"{r.row.name}: {rejected} valid rejected, {accepted} invalid accepted")
    return out


def report_targets(found: list[Target], wrong: list[str]) -> int:
    """Prints the targets; returns how many were missed."""
    print(f"{'target':<50}{'measured':>10}{'wanted':>10}  {'spread (min-max)':<18}met")
    missed = 0
    for t in found:
        spread = f"{min(t.ratios):.2f}-{max(t.ratios):.2f}x"
        print(
            f"{t.name:<50}{t.measured:>9.2f}x{t.op:>4}{t.want:>5}x  {spread:<18}"
            f"{'yes' if t.met else 'MISSED'}"
        )
        missed += not t.met
    print(
        f"{'0 wrong verdicts (ours and the hand-written)':<50}{len(wrong):>9} wrong{'':>11}"
        f"{'':<18}{'yes' if not wrong else 'MISSED'}"
    )
    for line in wrong:
        print(f"  {line}")
    return missed + bool(wrong)


def profile(data: Corpus) -> None:
    for name, run, items in (
        ("ours is_valid", counting(bindings.agent_message_is_valid), data.valid),
        ("hand-written is_valid", counting(handwritten_agent_message.is_valid), data.valid),
        (
            "ours from_json",
            counting(raising(bindings.agent_message_from_json, ValidationError)),
            data.valid_lines,
        ),
    ):
        print(f"cProfile of {name} over the valid set of the {data.name}:")
        profiler = cProfile.Profile()
        profiler.runcall(run, items)
        stats = pstats.Stats(profiler)
        stats.sort_stats("tottime").print_stats(12)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument(
        "--corpus", choices=("bench", "canonical", "both"), default="both", help="which documents"
    )
    parser.add_argument(
        "--profile",
        action="store_true",
        help="cProfile our is_valid and from_json, and the hand-written is_valid",
    )
    args = parser.parse_args()
    schemas = corpus.load_schemas()
    sets = []
    if args.corpus in ("bench", "both"):
        sets.append(load_corpus())
    if args.corpus in ("canonical", "both"):
        sets.append(canonical_corpus(schemas))
    print(f"machine: {machine()}; load average {' '.join(f'{x:.1f}' for x in os.getloadavg())}")
    print(f"versions: {versions()}")
    print(same_code(schemas))
    missed = 0
    for data in sets:
        sizes = [len(s.encode()) for s in data.valid_lines]
        print()
        print(
            f"== {data.name}: {len(data.valid)} valid messages (mean {statistics.mean(sizes):.0f} "
            f"bytes), {len(data.invalid)} invalid; {args.runs} runs"
            + (f", each set timed {data.repeat} times over a run" if data.repeat > 1 else "")
        )
        results = measure(contestants(schemas), data, args.runs)
        table(results, data)
        print()
        missed += report_targets(targets(results), wrong_answers(results, data))
        if args.profile:
            print()
            profile(data)
    print()
    print(
        f"load average at the end: {' '.join(f'{x:.1f}' for x in os.getloadavg())}; "
        + (f"MISSED: {missed} target(s)" if missed else "every target met")
    )


if __name__ == "__main__":
    main()
