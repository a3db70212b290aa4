"""Exact numbers in every target: numeric edge cases (integers around 2^53, 2^63 and 2^64,
1e308, 1E400, 1.0, -0, decimals and `multipleOf`) through the bindings of every target, each
held to python-jsonschema on the value as that target reads it.

Each target declares what its numbers hold (`Target.numbers`, `targets/<lang>.py`): the range
of its integer type, and the integer texts it reads exactly (past them, the double nearest).
The oracle is python-jsonschema (with `multipleOf` in decimal, `support.EcmaValidator`) run on
the value the target reads, with the target's declared limits as its types: `integer` admits
the integers of the declared range, and outside Python `number` only finite numbers (a text
past the double range, `1E400`, is infinity to JavaScript, no float64 and not JSON to
serde_json). Everything else must agree exactly: a literal the host cannot hold matches
nothing rather than its neighbour, bounds compare exactly, `multipleOf` is decimal, and a
document the checks accept decodes, its value written back unchanged."""

from __future__ import annotations

import json
import math
import shutil
import subprocess
import sys
from collections.abc import Iterator
from decimal import Decimal
from fractions import Fraction
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from agentproto.conformance.runner import entity_names, hook_of, number_lines
from agentproto.emit.numbers import EXACT_NUMBERS, Numbers
from agentproto.emit.rust_text import field_name, rust_name, rust_string
from agentproto.errors import ToolchainMissing
from agentproto.ir import types as t
from agentproto.load import load
from agentproto.pipeline import build_ir
from agentproto.targets.base import ConformanceWork
from agentproto.targets.registry import TARGETS, conformance_targets
from support import NODE_TOOLS, EcmaValidator

# (entity, schema, instance texts): the texts are sent as written, so `1E400`, `1.0` and `-0`
# reach each program as those characters
CASES: list[tuple[str, dict[str, Any], list[str]]] = [
    ("enum_past_2_53", {"enum": [9007199254740993]}, ["9007199254740993", "9007199254740992"]),
    (
        "enum_mixed",
        {"enum": [1, 2.5, "x", 9007199254740993]},
        ["1.0", "2.5", "9007199254740992", "9007199254740994", "1"],
    ),
    (
        "const_2_53",
        {"const": 9007199254740992},
        ["9007199254740992", "9007199254740992.0", "9007199254740991", "9007199254740993"],
    ),
    (
        "const_u64",
        {"const": 18446744073709551615},
        [
            "18446744073709551615",
            "18446744073709551614",
            "18446744073709551616",
            "1.8446744073709552e19",
        ],
    ),
    ("const_in_array", {"const": [9007199254740993]}, ["[9007199254740992]", "[9007199254740993]"]),
    ("const_float", {"const": 1.5}, ["1.5", "1.50", "15e-1", "1.4999999999999998"]),
    ("const_past_doubles", {"const": 1e400}, ["1E400", "1e308", "0"]),
    (
        "integer",
        {"type": "integer"},
        [
            "1",
            "1.0",
            "-0",
            "-0.0",
            "1e3",
            "1.5",
            "9007199254740991",
            "9007199254740992",
            "-9007199254740991",
            "9223372036854775807",
            "9223372036854775808",
            "-9223372036854775808",
            "-9223372036854775809",
            "9223372036854775807.0",
            "18446744073709551616",
            "1e308",
            "1E400",
        ],
    ),
    (
        "number",
        {"type": "number"},
        [
            "1E400",
            "-1E400",
            "1e308",
            "1.0",
            "-0",
            "-0.0",
            "0.1",
            "5e-324",
            "1e-400",
            "12345678901234567890",
            '"1"',
        ],
    ),
    (
        "integers",
        {"type": "array", "items": {"type": "integer"}},
        ["[1.0, 2e0, -0]", "[1, 9223372036854775808]"],
    ),
    (
        "integer_map",
        {"type": "object", "additionalProperties": {"type": "integer"}},
        ['{"a": 1.0, "b": -0}', '{"a": 1.5}', '{"a": 9223372036854775808}'],
    ),
    ("nullable_integer", {"type": ["integer", "null"]}, ["1.0", "null", "1.5", "1e3"]),
    (
        "record",
        {
            "type": "object",
            "properties": {
                "n": {"type": "integer"},
                "m": {"type": "object", "additionalProperties": {"type": "integer"}},
                "l": {"type": "array", "items": {"type": "integer"}},
                "o": {"type": ["integer", "null"]},
                "x": {"type": "number"},
                "c": {"const": 18446744073709551615},
            },
        },
        [
            '{"n": 1.0, "m": {"a": 2.0}, "l": [3.0], "o": 4.0, "x": 1.0}',
            '{"c": 18446744073709551615, "n": -9.2e18}',
            '{"n": 9223372036854775808}',
            '{"x": 1E400}',
            '{"l": [1, 2.5]}',
        ],
    ),
    (
        "maximum_past_2_53",
        {"maximum": 9007199254740993},
        ["9007199254740992", "9007199254740994", "9007199254740993", "9007199254740992.5"],
    ),
    (
        "minimum_past_2_53",
        {"minimum": 9007199254740993},
        ["9007199254740992", "9007199254740994", "9007199254740993"],
    ),
    (
        "maximum_odd_past_2_53",
        {"maximum": 9007199254740995},
        ["9007199254740996", "9007199254740994", "9.007199254740996e15"],
    ),
    (
        "exclusive_maximum_u64",
        {"exclusiveMaximum": 18446744073709551615},
        ["18446744073709551614", "18446744073709551615", "1.8446744073709552e19", "1e19"],
    ),
    (
        "exclusive_minimum_decimal",
        {"exclusiveMinimum": 0.1},
        ["0.1", "0.10000000000000002", "1", "0"],
    ),
    (
        "minimum_i64_min",
        {"type": "integer", "minimum": -9223372036854775808},
        ["-9223372036854775808", "-9223372036854775807", "-9.223372036854775808e18"],
    ),
    ("minimum_past_doubles", {"minimum": 1e400}, ["1e308", "-1", '"x"']),
    ("maximum_past_doubles", {"type": "number", "maximum": 1e400}, ["1e308", "-1", '"x"']),
    (
        "multiple_of_3",
        {"multipleOf": 3},
        ["1e308", "9", "3.0", "-0", "3e300", "9007199254740993", "18446744073709551615", "1.5"],
    ),
    (
        "multiple_of_hundredth",
        {"multipleOf": 0.01},
        ["0.1", "19.99", "0.001", "1e308", "-0.0", "9007199254740993", "1e-5"],
    ),
    (
        "multiple_of_fraction_integer",
        {"type": "integer", "multipleOf": 0.123456789},
        ["1e308", "0"],
    ),
    (
        "multiple_of_past_2_53",
        {"multipleOf": 9007199254740993},
        ["9007199254740993", "18014398509481986", "9007199254740992", "0"],
    ),
    ("multiple_of_tiny", {"multipleOf": 1e-300}, ["1e-300", "3e-300", "1", "1.5e-300"]),
    ("multiple_of_big_float", {"multipleOf": 1e300}, ["1e308", "1.5e300", "3e300"]),
]


def read_as(numbers: Numbers, value: Any) -> Any:
    """A document's value as a target reads it: an integer text outside what it reads exactly
    becomes the double nearest it (infinity past the double range)."""
    if isinstance(value, list):
        return [read_as(numbers, v) for v in value]
    if isinstance(value, dict):
        return {k: read_as(numbers, v) for k, v in value.items()}
    if isinstance(value, int) and not isinstance(value, bool) and numbers.exact is not None:
        low, high = numbers.exact
        if not low <= value <= high:
            try:
                return float(value)
            except OverflowError:
                return math.inf if value > 0 else -math.inf
    return value


def oracle(target: str, schema: dict[str, Any], text: str) -> bool:
    """python-jsonschema's verdict on the value as the target reads it, its types those the
    target declares."""
    numbers = TARGETS[target].numbers
    # Python's numbers (the python target's, and python-native's, whose bindings are Python's
    # and whose compiled checks hand Python what they do not hold): a text past the double
    # range is infinity, a number
    reference = numbers == EXACT_NUMBERS

    def is_number(_: Any, x: Any) -> bool:
        if isinstance(x, bool) or not isinstance(x, (int, float, Decimal)):
            return False
        return reference or math.isfinite(float(x))

    def is_integer(checker: Any, x: Any) -> bool:
        if not is_number(checker, x) or not math.isfinite(x) or x != math.floor(x):
            return False
        if numbers.integers is None:
            return True
        return numbers.integers[0] <= x <= numbers.integers[1]

    checker = EcmaValidator.TYPE_CHECKER.redefine_many({"number": is_number, "integer": is_integer})
    validator = jsonschema.validators.extend(
        EcmaValidator, {"multipleOf": decimal_multiple_of}, type_checker=checker
    )
    held = schema if reference else held_literals(numbers, schema)
    if numbers.decimals:  # every text as the decimal it writes, the schema's literals too
        held = json.loads(json.dumps(held), parse_float=Decimal)
        return validator(held).is_valid(json.loads(text, parse_float=Decimal))
    return validator(held).is_valid(read_as(numbers, json.loads(text)))


def exact(number: Any) -> Fraction:
    """A number as the decimal it writes: a float its shortest repr."""
    return Fraction(repr(number) if isinstance(number, float) else str(number))


def decimal_multiple_of(
    validator: Any, factor: Any, instance: Any, schema: Any
) -> Iterator[jsonschema.ValidationError]:
    if not validator.is_type(instance, "number"):
        return
    finite = math.isfinite(instance) and math.isfinite(factor)
    if not (exact(instance) % exact(factor) == 0 if finite else instance == 0):
        yield jsonschema.ValidationError(f"{instance} is not a multiple of {factor}")


def held_literals(numbers: Numbers, schema: dict[str, Any]) -> dict[str, Any]:
    """The schema as a target holds its literals: a `const` or `enum` member it cannot hold (an
    integer no value of the host equals, a literal past the double range) matches nothing."""
    out = dict(schema)
    if "const" in out and not numbers.holds(out["const"]):
        del out["const"]
        out["enum"] = []
    if "enum" in out:
        out["enum"] = [v for v in out["enum"] if numbers.holds(v)]
    return out


def finite(value: Any) -> bool:
    if isinstance(value, list):
        return all(finite(v) for v in value)
    if isinstance(value, dict):
        return all(finite(v) for v in value.values())
    return not isinstance(value, float) or math.isfinite(value)


def same(a: Any, b: Any) -> bool:
    """Equal JSON values, numbers by value exactly (Python compares int and float exactly)."""
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    if isinstance(a, bool) or isinstance(b, bool):
        return a is b
    return bool(a == b)


def doubles(value: Any) -> Any:
    if isinstance(value, list):
        return [doubles(v) for v in value]
    if isinstance(value, (int, Decimal)) and not isinstance(value, bool):
        return float(value)
    return value


def written_back(target: str, schema: dict[str, Any], text: str, output: Any) -> bool:
    """Whether a valid document's value came back, numbers as the target reads them: with
    doubles past its exact integers (JavaScript writes the double nearest 12345678901234567890
    as 12345678901234567000, which it reads as that double); exactly, as decimals, where its
    checks read texts exactly (Go), but as doubles for a number it holds as a float64."""
    numbers = TARGETS[target].numbers
    if not numbers.decimals:
        return same(read_as(numbers, output), read_as(numbers, json.loads(text)))
    given = json.loads(text, parse_float=Decimal)
    if same(json.loads(json.dumps(output), parse_float=Decimal), given):
        return True
    # a number the bindings hold as float64 (`type: number`, or bounds alone) comes back as
    # the double nearest it
    number = isinstance(given, (int, Decimal)) and not isinstance(given, bool)
    return number and same(doubles(output), doubles(given))


@pytest.fixture(scope="module")
def schema_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("numbers") / "schemas"
    (root / "nums").mkdir(parents=True)
    for name, schema, _ in CASES:
        document = {"$schema": "https://json-schema.org/draft/2020-12/schema", **schema}
        # json.dumps writes a float past the double range as Infinity: the schema says 1E400
        text = json.dumps(document).replace("Infinity", "1E400")
        (root / "nums" / f"{name}.json").write_text(text)
    return root


def ask(command: list[str], lines: list[str]) -> list[dict[str, Any]]:
    """Runs a conformance program over request lines; its answers in order (one line each)."""
    done = subprocess.run(
        command,
        input="".join(line + "\n" for line in lines),
        capture_output=True,
        text=True,
        check=False,
    )
    answers = [json.loads(line) for line in done.stdout.split("\n") if line.strip()]
    assert len(answers) == len(lines), done.stderr[-3000:]
    return answers


@pytest.mark.parametrize("target", conformance_targets())
def test_numbers_agree_with_jsonschema_in_every_target(
    target: str, schema_dir: Path, tmp_path: Path
) -> None:
    work = tmp_path / "program"
    work.mkdir()
    try:
        command = hook_of(target)(ConformanceWork(work, schema_dir, (), {}, None, NODE_TOOLS))
    except ToolchainMissing as exc:
        pytest.skip(f"no {target} toolchain: {exc}")
    names = entity_names(schema_dir, TARGETS[target].naming)
    lines, asked = [], []
    for name, schema, texts in CASES:
        module, type_name = names[f"nums/{name}"]
        for text in texts:
            request = {
                "id": f"{name} {text}",
                "kind": "fixture",
                "module": module,
                "name": type_name,
            }
            line = json.dumps({**request, "payload": "@"})
            lines.append(line.replace('"@"', text))
            asked.append((name, schema, text))
    wrong = []
    for (name, schema, text), answer in zip(asked, ask(command, lines)):
        value = json.loads(text)
        numbers = TARGETS[target].numbers
        expected = oracle(target, schema, text)
        if target == "rust" and not finite(read_as(numbers, value)):
            # serde_json refuses a number past the double range: the document is not JSON
            expected, verdict = False, "not JSON" not in answer.get("error", "")
        elif "error" in answer:
            wrong.append(f"{name} {text}: error {answer['error']}")
            continue
        else:
            verdict = answer["valid"]
        if verdict != expected:
            wrong.append(f"{name} {text}: valid={verdict}, jsonschema says {expected}")
        elif verdict and not written_back(target, schema, text, answer["output"]):
            wrong.append(f"{name} {text}: written back as {json.dumps(answer['output'])}")
    assert not wrong, "\n".join(wrong)


def test_the_cases_cover_both_verdicts() -> None:
    """The cases test something: each schema has valid and invalid texts, and the declared
    limits make some verdicts differ between targets."""
    for name, schema, texts in CASES:
        verdicts = {oracle(target, schema, t) for t in texts for target in conformance_targets()}
        assert verdicts == {True, False}, name
    differ = [
        (name, t)
        for name, schema, texts in CASES
        for t in texts
        if len({oracle(target, schema, t) for target in conformance_targets()}) > 1
    ]
    assert len(differ) >= 5, differ


def test_the_conformance_table_names_each_targets_numbers() -> None:
    """`agentproto conformance` prints what each target's numbers hold, as it declares."""
    lines = number_lines(("python", "typescript", "rust", "go"))
    assert lines[0] == (
        "numbers python: integers unbounded, integer texts exact unbounded, other texts the "
        "nearest doubles (int, float)"
    )
    assert lines[1].startswith("numbers typescript: integers -9007199254740991..9007199254740991,")
    assert lines[2].startswith(
        "numbers rust: integers -9223372036854775808..9223372036854775807, integer texts "
        "exact -9223372036854775808..18446744073709551615"
    )
    assert lines[3].startswith("numbers go: integers -9223372036854775808..9223372036854775807,")


def test_rust_is_valid_admits_only_what_decoding_holds(schema_dir: Path, tmp_path: Path) -> None:
    """Rust's `is_valid` and its decoder share one integer limit (i64, `rt::exact_i64`): every
    document `is_valid` accepts decodes (2^63 is refused by both, `-9.2e18` accepted by both),
    and `is_valid` gives the verdict jsonschema gives on what serde_json reads."""
    rs = pytest.importorskip("rust_support")
    rs.cargo()
    crate = rs.write_bindings(tmp_path / "out", schema_dir, "exact_numbers")
    built = build_ir(load(schema_dir), naming=TARGETS["rust"].naming)
    lines, asked = [], []
    for module in built.program.modules:
        for decl in module.decls:
            name = decl.origin.file.removesuffix(".json").removeprefix("nums/")
            texts = next((texts for case, _, texts in CASES if case == name), None)
            if texts is None or decl.origin.pointer not in ("", "/"):
                continue
            path = f"exact_numbers::{rust_name(module.name, 'm_')}"
            valid = (
                f"{path}::{decl.name}::is_valid"
                if isinstance(decl, t.Record)
                else f"{path}::{field_name(decl.name)}_is_valid"
            )
            for text in texts:
                lines.append(
                    f"    answer({rust_string(text)}, {valid}, |v| <{path}::{decl.name} as "
                    "exact_numbers::runtime::Json>::from_json(v, &Root).is_ok());"
                )
                asked.append((name, text))
    program = (
        "use exact_numbers::runtime::Path::Root;\n"
        "use serde_json::Value;\n\n"
        "fn answer(text: &str, valid: fn(&Value) -> bool, decodes: fn(&Value) -> bool) {\n"
        "    match serde_json::from_str::<Value>(text) {\n"
        '        Ok(v) => println!("answer {} {}", valid(&v), decodes(&v)),\n'
        '        Err(_) => println!("answer not-json"),\n'
        "    }\n"
        "}\n\n"
        "#[test]\nfn numbers() {\n" + "\n".join(lines) + "\n}\n"
    )
    (crate / "tests").mkdir(exist_ok=True)
    (crate / "tests" / "numbers.rs").write_text(program)
    done = rs.run_cargo(["test", "--quiet", "--test", "numbers", "--", "--nocapture"], crate)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    answers = [line.split()[1:] for line in done.stdout.splitlines() if line.startswith("answer")]
    assert len(answers) == len(asked) > 50
    schemas = {name: schema for name, schema, _ in CASES}
    wrong = []
    for (name, text), answer in zip(asked, answers):
        if answer == ["not-json"]:
            assert not finite(read_as(TARGETS["rust"].numbers, json.loads(text))), text
            continue
        valid, decodes = (word == "true" for word in answer)
        if valid and not decodes:
            wrong.append(f"{name} {text}: is_valid accepts what decoding refuses")
        if valid != oracle("rust", schemas[name], text):
            wrong.append(f"{name} {text}: is_valid={valid}, jsonschema says otherwise")
    assert not wrong, "\n".join(wrong)


def build(target: str, schema_dir: Path, work: Path) -> list[str]:
    work.mkdir()
    try:
        return hook_of(target)(ConformanceWork(work, schema_dir, (), {}, None, NODE_TOOLS))
    except ToolchainMissing as exc:
        pytest.skip(f"no {target} toolchain: {exc}")


def test_typescript_never_writes_nan_or_infinity(schema_dir: Path, tmp_path: Path) -> None:
    """`encodeJson` throws on NaN and infinities (`JSON.stringify` would write `null`, another
    value), and `1E400`, infinity to `JSON.parse`, is no `number`."""
    command = build("typescript", schema_dir, tmp_path / "work")
    names = entity_names(schema_dir, TARGETS["typescript"].naming)
    module, record = names["nums/record"]
    _, number = names["nums/number"]
    script = f"""
import * as pkg from {json.dumps(str(tmp_path / "work" / "typescript" / "dist" / "index.js"))};
const m = pkg[{json.dumps(module)}];
const out = [];
for (const x of [NaN, Infinity, -Infinity]) {{
  try {{ m[{json.dumps(record)}].encodeJson({{ x }}); out.push("written"); }}
  catch (err) {{ out.push(err instanceof RangeError ? "refused" : String(err)); }}
}}
try {{ m[{json.dumps(number)}].decodeJson("1E400"); out.push("decoded"); }}
catch (err) {{ out.push(err.name); }}
out.push(m[{json.dumps(record)}].encodeJson({{ x: 1.5, n: -0 }}));
console.log(JSON.stringify(out));
"""
    done = subprocess.run(
        [command[0], "--input-type=module", "-e", script],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert json.loads(done.stdout) == [
        "refused",
        "refused",
        "refused",
        "ValidationError",
        '{"x":1.5,"n":0}',
    ]


def test_go_never_writes_nan_or_infinity(schema_dir: Path, tmp_path: Path) -> None:
    """The Go runtime's encoder fails on NaN and infinities (encoding/json refuses them), and
    `1E400`, no float64, is no `number` of the bindings: `Valid` and `Decode` agree."""
    build("go", schema_dir, tmp_path / "work")
    module = tmp_path / "work" / "go"
    (module / "rt" / "nan_test.go").write_text(
        """package rt

import (
	"math"
	"testing"
)

func TestNoNaNOrInfinityIsWritten(t *testing.T) {
	for _, x := range []float64{math.NaN(), math.Inf(1), math.Inf(-1)} {
		if text, err := Marshal(map[string]any{"x": x}); err == nil {
			t.Errorf("%v written as %s", x, text)
		}
	}
	if !IsType(MustJSON("1E400"), TNumber) || IsType(MustJSON("1E400"), TFloat64) {
		t.Error("1E400 is a JSON number and no float64")
	}
	if !IsType(MustJSON("1e-400"), TFloat64) {
		t.Error("1e-400 is read as 0 by float64")
	}
}
"""
    )
    go = shutil.which("go") or "go"
    done = subprocess.run(
        [go, "test", "-run", "TestNoNaNOrInfinityIsWritten", "./rt/"],
        cwd=module,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]


def test_python_never_writes_nan_or_infinity(schema_dir: Path, tmp_path: Path) -> None:
    """Python reads `1E400` as jsonschema does (infinity, a number) but never writes it, nor
    NaN: `to_json` raises ValueError rather than write text that is not JSON; NaN and
    Infinity as text are refused when read."""
    build("python", schema_dir, tmp_path / "work")
    script = """
import json
from agentproto_bindings.nums import Record
out = []
for text in ['{"x": 1E400}', '{"x": -1E400}']:
    try:
        out.append(Record.from_json(text).to_json())
    except ValueError:
        out.append("refused")
for text in ['{"x": NaN}', '{"x": Infinity}']:
    try:
        Record.from_json(text)
        out.append("read")
    except ValueError:
        out.append("refused")
print(json.dumps(out))
"""
    done = subprocess.run(
        [sys.executable, "-c", script],
        cwd=tmp_path / "work" / "python",
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert json.loads(done.stdout) == ["refused"] * 4


def test_rust_refuses_a_factor_past_its_decimal_arithmetic(tmp_path: Path) -> None:
    """Rust's exact `multipleOf` computes in u128: a factor of more than 37 significant digits
    is refused at generation (exit 2, naming the file and the keyword), never rounded."""
    folder = tmp_path / "schemas" / "nums"
    folder.mkdir(parents=True)
    (folder / "big.json").write_text(
        '{"$schema": "https://json-schema.org/draft/2020-12/schema", "properties": '
        '{"n": {"multipleOf": 12345678901234567890123456789012345678901}}}'
    )
    agentproto = Path(sys.executable).parent / "agentproto"
    args = ["generate", "--schema-dir", tmp_path / "schemas", "--out-dir", tmp_path / "out"]
    done = subprocess.run(
        [agentproto, *args, "--target", "rust"], capture_output=True, text=True, check=False
    )
    assert done.returncode == 2, done.stderr
    assert "nums/big.json#/properties/n/multipleOf" in done.stderr
    assert "37" in done.stderr and "Traceback" not in done.stderr
    kept = subprocess.run(
        [agentproto, *args, "--target", "typescript"], capture_output=True, text=True, check=False
    )
    assert kept.returncode == 0, kept.stderr  # bigint: TypeScript computes it exactly
