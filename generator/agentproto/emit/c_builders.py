"""The Python bindings' builders (`_build_*`: validated JSON -> dataclasses, enum members,
lists and maps of them) printed as C over the CPython API, for the python-native extension.

Each C builder makes what the Python one makes, step by step: `object.__new__(cls)`, each field
written into its slot (the slot's offset read from the class's member descriptor when the module
is installed), `UNSET` for an absent optional property, `_keys` the tuple of the dict's keys.
It reads exact `dict`s and `list`s only and answers NULL ("not mine") on anything else: the
entry then hands the whole value to the Python builder, so a result is either made the Python
way or made by Python. A shape this writer does not express (a union arm chosen by a
validator, a literal test) leaves its builder, and every builder using it, to Python."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..ir import types as t
from .c_checks import c_string

if TYPE_CHECKING:
    from .python import Module, PythonEmitter


class NotCompilable(Exception):
    """A builder shape the C writer does not express; the builder stays Python."""


@dataclass(frozen=True)
class RecordClass:
    """A class whose instances C builders make: where its slots are is read at install."""

    index: int
    module: str
    name: str
    known: str  # the module's frozenset of the property names, for open records
    slots: list[str]  # attribute names, in the order of `json_names`, then `_keys`, ...
    json_names: list[str]  # property names (a C string literal each) of the fields
    json_lengths: list[int]  # their lengths in bytes of UTF-8


@dataclass(frozen=True)
class EnumTable:
    index: int
    module: str
    builder: str  # `_build_<Enum>`, a bound `dict.__getitem__` (value -> member)


@dataclass(frozen=True)
class BuilderEntry:
    """A compiled builder the Python module `module` names `name`."""

    module: str
    name: str
    c_name: str


@dataclass
class CompiledBuilders:
    functions: list[str]
    keys: list[str]  # property names read by the builders (C string literals), interned once
    key_lengths: list[int]
    records: list[RecordClass]
    enums: list[EnumTable]
    entries: list[BuilderEntry]
    prototypes: list[str] = field(default_factory=list)


# the C test of each JSON-type test the Python union helpers print (`json_test`), on the value's
# exact kind (`ap_kind`); a subclass is K_ODD, which the builder does not judge
KIND_TESTS = {
    "isinstance(v, str)": "k == K_STR",
    "isinstance(v, dict)": "k == K_DICT",
    "isinstance(v, list)": "k == K_LIST",
    "isinstance(v, bool)": "k == K_BOOL",
    "rt.is_number(v)": "(k == K_INT || k == K_FLOAT)",
    "v is None": "k == K_NULL",
    "True": "1",
}


#: A builder function named in another's body: called, or handed over (`ap_map(v, NULL, cv_6, d)`).
MENTION = re.compile(r"\b((?:bd|bu|cv)_\w+)\b")


class CBuilderWriter:
    def __init__(self, python: PythonEmitter) -> None:
        self.python = python
        self.keys: dict[str, int] = {}
        self.conversions: dict[str, str] = {}  # repr of a type expression -> its C function
        self.bodies: dict[str, str] = {}
        self.records: dict[t.QualifiedName, RecordClass] = {}
        self.enums: dict[t.QualifiedName, EnumTable] = {}
        self.failed: set[str] = set()
        self.numbered = 0

    def key(self, name: str) -> str:
        if name not in self.keys:
            self.keys[name] = len(self.keys)
        return f"BK[{self.keys[name]}]"

    # -- conversions ---------------------------------------------------------------------------

    def convert(self, expr: t.TypeExpr, value: str) -> str:
        """A C expression: a new reference to the Python value of `expr` made from the
        validated JSON `value`, or NULL (not judged, or an error)."""
        if self.python.identity(expr):
            return f"Py_NewRef({value})"
        return f"{self.conversion(expr)}({value}, d + 1)"

    def conversion(self, expr: t.TypeExpr) -> str:
        """The C function converting a value of `expr` (written once per expression)."""
        key = repr(expr)
        if key in self.failed:
            raise NotCompilable(key)
        if key in self.conversions:
            return self.conversions[key]
        decl = self.python.target(expr)
        if isinstance(decl, (t.Record, t.TaggedUnion)):
            # names repeat across modules: the C name carries the module's
            assert isinstance(expr, t.Ref)
            module = t.named(expr.name).module
            kind = "bd" if isinstance(decl, t.Record) else "bu"
            name = f"{kind}_{module}_{decl.name}"
        else:
            self.numbered += 1
            name = f"cv_{self.numbered}"
        self.conversions[key] = name  # before the body: a recursive type calls itself
        try:
            body = self.body(expr, decl)
        except NotCompilable:
            del self.conversions[key]
            self.failed.add(key)
            raise
        self.bodies[name] = (
            f"static PyObject *{name}(PyObject *v, int d) {{\n"
            "    if (d > MAX_BUILD_DEPTH)\n"
            "        return NULL;\n"
            f"{body}}}\n"
        )
        return name

    def body(self, expr: t.TypeExpr, decl: t.Decl | None) -> str:
        if isinstance(decl, t.Alias):
            return f"    return {self.convert(decl.type, 'v')};\n"
        if isinstance(decl, t.Record):
            return self.record(decl)
        if isinstance(decl, t.TaggedUnion):
            return self.union(decl)
        if isinstance(decl, t.Enum):
            assert isinstance(expr, t.Ref)
            table = self.enum(t.named(expr.name))
            return (
                f"    PyObject *members = ENUMS[{table}];\n"
                "    if (members == NULL || !PyUnicode_CheckExact(v))\n"
                "        return NULL;\n"
                "    return Py_XNewRef(PyDict_GetItemWithError(members, v));\n"
            )
        if isinstance(expr, t.ListOf):
            return (
                "    if (!PyList_CheckExact(v))\n"
                "        return NULL;\n"
                "    const Py_ssize_t n = PyList_GET_SIZE(v);\n"
                "    PyObject *out = PyList_New(n);\n"
                "    if (out == NULL)\n"
                "        return NULL;\n"
                "    for (Py_ssize_t i = 0; i < n; i++) {\n"
                f"        PyObject *item = {self.convert(expr.item, 'PyList_GET_ITEM(v, i)')};\n"
                "        if (item == NULL) {\n"
                "            Py_DECREF(out);\n"
                "            return NULL;\n"
                "        }\n"
                "        PyList_SET_ITEM(out, i, item);\n"
                "    }\n"
                "    return out;\n"
            )
        if isinstance(expr, t.MapOf):
            return (
                "    if (!PyDict_CheckExact(v))\n"
                "        return NULL;\n"
                f"    return ap_map(v, NULL, {self.conversion_or_null(expr.value)}, d);\n"
            )
        if isinstance(expr, t.Nullable):
            return (
                "    if (v == Py_None)\n"
                "        return Py_NewRef(v);\n"
                f"    return {self.convert(expr.inner, 'v')};\n"
            )
        if isinstance(expr, t.JsonTypeUnion):
            return self.type_union(expr)
        raise NotCompilable(repr(expr))

    def conversion_or_null(self, expr: t.TypeExpr) -> str:
        """The function converting values of `expr` for `ap_map`; NULL when they are kept."""
        return "NULL" if self.python.identity(expr) else self.conversion(expr)

    def type_union(self, expr: t.JsonTypeUnion) -> str:
        """The arm a value takes as the Python helper picks it: the first whose JSON-type test
        holds (`arm_tests` without rivals); an arm needing more than its type stays Python."""
        lines = [
            "    const int k = ap_kind(v);\n",
            "    if (k == K_ODD)\n",
            "        return NULL;\n",
        ]
        kinds = [self.python.kinds(arm) for arm in expr.arms]
        for i, arm in enumerate(expr.arms):
            rivals = [
                j
                for j in range(len(expr.arms))
                if j != i and kinds[i] & kinds[j] and not self.same_build(arm, expr.arms[j])
            ]
            if rivals:
                raise NotCompilable(repr(expr))
            test = self.kind_test(arm)
            lines.append(f"    if ({test})\n")
            lines.append(f"        return {self.convert(arm, 'v')};\n")
        lines.append("    return Py_NewRef(v);\n")
        return "".join(lines)

    def same_build(self, a: t.TypeExpr, b: t.TypeExpr) -> bool:
        if self.python.identity(a) and self.python.identity(b):
            return True
        return repr(a) == repr(b)

    def kind_test(self, arm: t.TypeExpr) -> str:
        tests = self.python.json_test(arm, "v")
        parts = tests[1:-1].split(" or ") if tests.startswith("(") else [tests]
        out = []
        for part in parts:
            if part.startswith("isinstance(v, (") and part.endswith("))"):
                names = part[len("isinstance(v, (") : -2].split(", ")
                out += [KIND_TESTS[f"isinstance(v, {n})"] for n in names]
            elif part in KIND_TESTS:
                out.append(KIND_TESTS[part])
            else:
                raise NotCompilable(part)
        return " || ".join(out)

    # -- declarations --------------------------------------------------------------------------

    def enum(self, name: t.QualifiedName) -> int:
        if name not in self.enums:
            self.enums[name] = EnumTable(len(self.enums), name.module, f"_build_{name.name}")
        return self.enums[name].index

    def record(self, d: t.Record) -> str:
        qualified = next(k for k, v in self.python.decls.items() if v is d)
        names = self.python.field_names(d, self.module_of(qualified.module))
        if qualified not in self.records:
            slots = [names[f.json_name] for f in d.fields] + ["_keys"]
            if d.open:
                slots.append("extra_fields")
            self.records[qualified] = RecordClass(
                len(self.records),
                qualified.module,
                d.name,
                f"_KNOWN_{d.name}",
                slots,
                [c_string(f.json_name) for f in d.fields],
                [len(f.json_name.encode("utf-8", "surrogatepass")) for f in d.fields],
            )
        index = self.records[qualified].index
        lines = [
            f"    PyTypeObject *cls = CLASSES[{index}];\n",
            "    if (cls == NULL || !PyDict_CheckExact(v))\n",
            "        return NULL;\n",
            "    PyObject *obj = PyBaseObject_Type.tp_new(cls, NO_ARGS, NULL);\n",
            "    if (obj == NULL)\n",
            "        return NULL;\n",
            f"    const Py_ssize_t *at = OFFSETS[{index}];\n",
            # a record naming no property (only extra members) reads no member by name
            "    PyObject *x, *field;\n" if d.fields else "    PyObject *field;\n",
        ]
        for slot, f in enumerate(d.fields):
            lines.append(f"    x = PyDict_GetItemWithError(v, {self.key(f.json_name)});\n")
            if f.required:
                lines.append("    if (x == NULL)\n        goto fail;\n")
                lines.append(f"    field = {self.convert(f.type, 'x')};\n")
            else:
                lines.append("    if (x == NULL && PyErr_Occurred())\n        goto fail;\n")
                lines.append(
                    f"    field = x == NULL ? Py_NewRef(UNSET) : {self.convert(f.type, 'x')};\n"
                )
            lines.append("    if (field == NULL)\n        goto fail;\n")
            lines.append(f"    AP_SLOT(obj, at[{slot}]) = field;\n")
        slot = len(d.fields)
        if d.open:
            extra = self.conversion_or_null(d.extra or t.AnyJson())
            lines.append(f"    field = ap_map(v, KNOWN[{index}], {extra}, d);\n")
            lines.append("    if (field == NULL)\n        goto fail;\n")
            lines.append(f"    AP_SLOT(obj, at[{slot + 1}]) = field;\n")
        lines += [
            "    field = ap_keys(v);\n",
            "    if (field == NULL)\n        goto fail;\n",
            f"    AP_SLOT(obj, at[{slot}]) = field;\n",
            "    return obj;\n",
            "fail:\n",
            "    Py_DECREF(obj);\n",
            "    return NULL;\n",
        ]
        return "".join(lines)

    def union(self, d: t.TaggedUnion) -> str:
        if any(v.tag is not None and not isinstance(v.tag, str) for v in d.variants):
            raise NotCompilable(d.name)
        lines = [
            "    if (!PyDict_CheckExact(v))\n",
            "        return NULL;\n",
            f"    PyObject *tag = PyDict_GetItemWithError(v, {self.key(d.tag)});\n",
            "    if (tag == NULL || !PyUnicode_CheckExact(tag))\n",
            "        return NULL;\n",
        ]
        seen: set[str] = set()
        for variant in d.variants:
            if variant.tag is None or variant.tag in seen:
                continue  # a later duplicate in the Python table would win; none are made
            seen.add(variant.tag)
            call = self.convert(t.Ref(variant.target), "v")
            lines.append(f"    if (ap_str_equal(tag, {self.key(variant.tag)}))\n")
            lines.append(f"        return {call};\n")
        fallback = next((v for v in d.variants if v.tag is None), None)
        if fallback is None:
            lines.append("    return NULL;\n")
        else:
            lines.append(f"    return {self.convert(t.Ref(fallback.target), 'v')};\n")
        return "".join(lines)

    def module_of(self, name: str) -> Module:
        from .python import Module

        found = next(m for m in self.python.program.modules if m.name == name)
        return Module(found.name, list(found.decls), list(found.sources))


def program(python: PythonEmitter) -> CompiledBuilders:
    """A C builder for every record, tagged union and converting alias of the Python modules
    whose shape the writer expresses."""
    writer = CBuilderWriter(python)
    entries: list[BuilderEntry] = []
    for module in python.program.modules:
        for d in module.decls:
            if not isinstance(d, (t.Record, t.TaggedUnion, t.Alias)):
                continue
            expr = t.Ref(t.QualifiedName(module.name, d.name))
            if python.identity(expr):
                continue  # the Python builder returns its argument: nothing to gain
            try:
                c_name = writer.conversion(expr)
            except NotCompilable:
                continue
            entries.append(BuilderEntry(module.name, f"_build_{d.name}", c_name))
    # a recursive type's function may be called by one written before its own body failed:
    # every function calling one that was never written goes too, until none does
    bodies = dict(writer.bodies)
    called = {name: set(MENTION.findall(body)) - {name} for name, body in bodies.items()}
    gone: set[str] = set()
    while True:
        more = {
            name
            for name, calls in called.items()
            if name not in gone and any(c in gone or c not in bodies for c in calls)
        }
        if not more:
            break
        gone |= more
    # and only what an entry reaches is written: a conversion made for a body that then
    # failed, or called by a function gone, is called by nothing (an error under the strict
    # flags)
    reached: set[str] = set()
    reaching = [e.c_name for e in entries if e.c_name not in gone]
    while reaching:
        name = reaching.pop()
        if name not in reached:
            reached.add(name)
            reaching += called[name]
    gone |= set(bodies) - reached
    keys = sorted(writer.keys, key=writer.keys.__getitem__)
    return CompiledBuilders(
        functions=[bodies[name] for name in sorted(bodies) if name not in gone],
        prototypes=[
            f"static PyObject *{name}(PyObject *v, int d);"
            for name in sorted(bodies)
            if name not in gone
        ],
        keys=[c_string(k) for k in keys],
        key_lengths=[len(k.encode("utf-8", "surrogatepass")) for k in keys],
        records=sorted(writer.records.values(), key=lambda r: r.index),
        enums=sorted(writer.enums.values(), key=lambda e: e.index),
        entries=[e for e in entries if e.c_name not in gone],
    )
