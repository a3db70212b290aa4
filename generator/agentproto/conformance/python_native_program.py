"""The python-native conformance program: reads cases as JSON Lines on stdin, answers each on
stdout, the verdict always from the compiled validators' entry point (the C code's, or the
Python function's where the C code hands the value over).

- An example (`fixture`) goes through the generated bindings with their extension bound (the
  program refuses to answer when it is not): the verdict from the entity's `is_valid`, the
  problems from its `errors` (the checking flavour is Python's), the output from `from_dict`
  (the compiled validator and builders).
- A suite case is answered by its group's functions from the suite's extensions
  (`python_native.py` compiled them, and wrote the table this program reads): the group is
  compiled to Python as `agentproto.compile` does, from a check program that must be the one
  the C was written from (same digest), and the compiled functions are installed over the
  Python ones, as the bindings' `use_native` does.

A strict case (`strict`) goes through the same entry points with `strict=True`: the compiled
validator gives the default profile's verdict, and where it accepts, the unknown properties are
found by the Python checking functions (`rt.strictly_valid`), which the answer says in
`fallback`.

Every verdict is also checked against the Python problem list (`is_valid` and `errors` must
agree). An answer whose verdict the C code did not give says so in `fallback`: `schema: <why>`
when the entity's or group's root function is left to Python (`c_checks.program`), `value:
not judged by the C code` when the compiled function handed this value over (asked once more
with the extension's `set_raw`, which answers None where it would hand over). Folds and
dialects are the python target's (`targets/python_native.py`, `LEAVES`): answered as errors.

Usage: python -m agentproto.conformance.python_native_program --bindings DIR --suite-table
FILE [SUITE_DIR]"""

from __future__ import annotations

import dataclasses
import importlib
import importlib.util
import json
import os
import sys
import types
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..compile import Validator, check_program, compile_program
from ..emit.python import snake
from ..errors import SchemaError, SchemaErrors, Unsupported
from ..plan.digest import checks_digest
from .cases import remotes
from .python_program import encode

#: What an answer says when the compiled function handed the value to the Python one.
VALUE_HANDED = "value: not judged by the C code"


def compiled(fn: Any) -> bool:
    """Whether `fn` is one of an extension's compiled functions (a Python one has code)."""
    return fn is not None and not hasattr(fn, "__code__")


def handed(native: types.ModuleType, fn: Callable[[Any], Any], value: Any) -> bool:
    """Whether the compiled `fn` hands `value` to the Python function it stands for: asked
    with the extension answering None where it would."""
    native.set_raw(True)
    try:
        return fn(value) is None
    except Exception:  # noqa: BLE001 - raised by the Python side: not the C code's verdict
        return True
    finally:
        native.set_raw(False)


def fixture(request: dict[str, Any]) -> dict[str, Any]:
    module = importlib.import_module(f"agentproto_bindings.{request['module']}")
    rt = importlib.import_module("agentproto_bindings._runtime")
    native = rt._native
    if not native or not compiled(rt.parse_json):  # `use_native` binds the reader with them
        return {"error": "the bindings did not bind their compiled validators"}
    name, payload = request["name"], request["payload"]
    cls = getattr(module, name)
    if hasattr(cls, "from_dict"):
        decode, errors, is_valid = cls.from_dict, cls.errors, cls.is_valid
    else:
        stem = snake(name)
        decode = getattr(module, f"{stem}_from_dict")
        errors = getattr(module, f"{stem}_errors")
        is_valid = getattr(module, f"{stem}_is_valid")
    valid = bool(is_valid(payload))
    problems = errors(payload)
    if valid == bool(problems):
        return {"error": f"is_valid (compiled) says {valid}, errors (Python) disagree"}
    answer: dict[str, Any]
    if problems:
        answer = {
            "valid": False,
            "problems": [[p.pointer, p.keyword, p.schema, p.message] for p in problems],
        }
    else:
        answer = {"valid": True, "output": encode(decode(payload))}
    fast = vars(module).get(f"_valid_{name}")
    if fast is None or not compiled(fast):
        answer["fallback"] = "schema: the entity's validator is left to Python"
    elif handed(native, fast, payload):
        answer["fallback"] = VALUE_HANDED
    return answer


#: What a strict answer says when the compiled validator accepted the value: the strict
#: profile's unknown properties are then the Python checking functions' finding.
STRICT_HANDED = "strict: unknown properties found by the Python checking functions"


def strict(request: dict[str, Any]) -> dict[str, Any]:
    module = importlib.import_module(f"agentproto_bindings.{request['module']}")
    rt = importlib.import_module("agentproto_bindings._runtime")
    if not rt._native or not compiled(rt.parse_json):
        return {"error": "the bindings did not bind their compiled validators"}
    name, payload = request["name"], request["payload"]
    cls = getattr(module, name)
    if hasattr(cls, "from_dict"):
        errors, is_valid = cls.errors, cls.is_valid
    else:
        stem = snake(name)
        errors, is_valid = getattr(module, f"{stem}_errors"), getattr(module, f"{stem}_is_valid")
    valid = bool(is_valid(payload, strict=True))
    problems = errors(payload, strict=True)
    if valid == bool(problems):
        return {"error": f"is_valid(strict=True) says {valid}, errors(strict=True) disagree"}
    answer: dict[str, Any] = {
        "valid": valid,
        "problems": [[p.pointer, p.keyword, p.schema, p.message] for p in problems],
    }
    fast = vars(module).get(f"_valid_{name}")
    if fast is None or not compiled(fast):
        answer["fallback"] = "schema: the entity's validator is left to Python"
    elif fast(payload):
        answer["fallback"] = STRICT_HANDED
    return answer


@dataclasses.dataclass(frozen=True)
class Group:
    """A suite group as answered: its validator (the compiled root bound as its `valid`), the
    root function, the extension holding it, and why the root is left to Python (or None)."""

    validator: Validator
    root: Callable[[Any], Any]
    native: types.ModuleType
    left: str | None


class Suite:
    """The suite's groups, each compiled and bound when its first case comes."""

    def __init__(self, table: dict[str, Any], resources: dict[str, Any]) -> None:
        self.table = table
        self.resources = resources
        self.extensions: dict[str, types.ModuleType] = {}
        self.groups: dict[str, Group | str] = {}

    def extension(self, name: str) -> types.ModuleType:
        if name not in self.extensions:
            made = self.table["extensions"][name]
            spec = importlib.util.spec_from_file_location(name, made["path"])
            assert spec is not None and spec.loader is not None
            module = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(module)
            if module.DIGEST != made["digest"]:
                raise RuntimeError(f"{name} is not the extension the table was written for")
            self.extensions[name] = module
        return self.extensions[name]

    def group(self, gid: str, schema: Any, formats: bool) -> Group | str:
        """The group's validator with its compiled functions bound, or why there is none
        (`formats`: compiled with `format` asserted, as the suite's `format` files are)."""
        entry = self.table["groups"].get(gid)
        try:
            program, root = check_program(
                schema, resources=self.resources, format_assertion=formats
            )
        except (SchemaError, SchemaErrors, Unsupported) as exc:
            return f"{type(exc).__name__}: {exc}"
        if entry is None:
            return "no compiled group"
        if checks_digest(program) != entry["digest"]:
            return "the group's check program is not the one compiled to C"
        validator = compile_program(program, root)
        namespace = validator.valid.__globals__
        native = self.extension(entry["extension"])
        # as `use_native` binds a module's functions: the Python ones calling each other by
        # name reach the compiled ones too
        namespace.update(native.install(entry["module"], namespace))
        fast = namespace[entry["root"]]
        if entry["left"] is None and not compiled(fast):
            return "the group's compiled root function was not installed"
        return Group(dataclasses.replace(validator, valid=fast), fast, native, entry["left"])

    def answer(self, request: dict[str, Any]) -> dict[str, Any]:
        gid = request["group"]
        if gid not in self.groups:
            self.groups[gid] = self.group(gid, request["schema"], bool(request.get("formats")))
        group = self.groups[gid]
        if isinstance(group, str):
            return {"error": group}
        data = request["data"]
        valid = group.validator.is_valid(data)
        if valid != (not group.validator.errors(data)):
            return {"error": f"is_valid (compiled) says {valid}, errors (Python) disagree"}
        answer: dict[str, Any] = {"valid": valid}
        if group.left is not None:
            answer["fallback"] = f"schema: {group.left}"
        elif handed(group.native, group.root, data):
            answer["fallback"] = VALUE_HANDED
        return answer


def main() -> int:
    os.environ["AGENTPROTO_NATIVE"] = "1"  # the extension is what this program answers with
    args = sys.argv[1:]
    bindings, table_file = args[1], args[3]
    assert args[0] == "--bindings" and args[2] == "--suite-table", "usage: see the module"
    sys.path.insert(0, bindings)
    suite_dir = Path(args[4]) if len(args) > 4 else None
    resources = remotes(suite_dir) if suite_dir is not None and suite_dir.is_dir() else {}
    suite = Suite(json.loads(Path(table_file).read_text(encoding="utf-8")), resources)
    for line in sys.stdin:
        request = json.loads(line)
        answer: dict[str, Any]
        try:
            if request["kind"] == "fixture":
                answer = fixture(request)
            elif request["kind"] == "strict":
                answer = strict(request)
            elif request["kind"] == "suite":
                answer = suite.answer(request)
            else:
                answer = {"error": f"python-native answers no {request['kind']} request"}
        except Exception as exc:  # noqa: BLE001 - a crash fails its case, not the run
            answer = {"error": f"{type(exc).__name__}: {exc}"}
        answer["id"] = request["id"]
        sys.stdout.write(json.dumps(answer) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
