"""The compiled writer of `agentproto convert` (`convert_writer.c`): optional, built with the C
compiler and this Python's headers the first time it is wanted, used where it was built, and
off with `AGENTPROTO_NATIVE=0`. Elsewhere (no compiler, no headers, no cache to keep it in)
convert runs its Python path, which gives the same bytes.

The C is one interpreter for every dialect; what it runs is a compact form of a dialect's plan
(`compact`), made here from the engine's own reading of the plan (`_dialects.Converter`), so
that each step the C takes is the step the engine's specialised writer takes. A shape or a
property the engine writes with anything the C has no step for (a hook, a codec, defaults,
flattening, nesting, splits, the dialect's nulls) becomes a step that gives up, and the
document goes to the Python path.

The built module is kept in agentproto's cache folder (`cache.py`) as an entry signed with this
machine's key, named by the digest of the C source, this Python and the compiler: the folder
is not trusted, so the module is loaded only from bytes whose signature verifies, copied into
a private temporary folder first (what is loaded is what was verified)."""

from __future__ import annotations

import importlib.machinery
import importlib.util
import os
import shutil
import sys
from functools import cache
from pathlib import Path
from typing import Any

SOURCE = Path(__file__).with_name("convert_writer.c")
MODULE = "agentproto_convert_writer"
KIND = "native convert writer"
FLAGS = ("-O2", "-Wall", "-Wextra", "-Werror")

# what the C reads (convert_writer.c): shape kinds, and how a record property is written
SAME, GIVE_UP = -1, -2
K_RECORD, K_UNION, K_LIST, K_ALT, K_VALUES, K_GIVE_UP = 1, 2, 3, 4, 5, 6
H_VALUE, H_TABLE, H_PREFIX, H_MOVE, H_GIVE_UP = 1, 2, 3, 4, 5
#: The JSON type each Python type of a value is, in the order the C tells them apart (str, list,
#: dict, int, float, bool, None): an integer and a float are both a number to the engine.
ALT_TYPES = ("string", "array", "object", "number", "number", "boolean", "null")


def enabled() -> bool:
    return os.environ.get("AGENTPROTO_NATIVE", "") != "0"


class Unavailable(Exception):
    """Why the compiled writer cannot be had here."""


def compiler() -> str | None:
    chosen = os.environ.get("CC")
    return shutil.which(chosen) if chosen else (shutil.which("cc") or shutil.which("gcc"))


#: How this Python names an extension module's file (`.cpython-311-x86_64-linux-gnu.so`).
SUFFIX = importlib.machinery.EXTENSION_SUFFIXES[0]


def _include() -> str:
    import sysconfig

    return str(sysconfig.get_paths()["include"])


def _command(cc: str, source: Path, target: Path) -> list[str]:
    include = _include()
    return [cc, "-shared", "-fPIC", *FLAGS, f"-I{include}", str(source), "-o", str(target)]


def _entry_name(cc: str) -> str:
    from ..cache import key_of

    parts = [
        SOURCE.read_bytes(),
        sys.version.encode(),
        SUFFIX.encode(),
        cc.encode(),
        " ".join(FLAGS).encode(),
    ]
    return f"convert_writer-{key_of(parts)}"


def build(target: Path) -> None:
    """Compile the writer into `target`; raises Unavailable saying why it cannot."""
    cc = compiler()
    if cc is None:
        raise Unavailable("no C compiler (cc or gcc) on the path")
    if not (Path(_include()) / "Python.h").is_file():
        raise Unavailable("the Python headers (Python.h) are not installed")
    import subprocess

    done = subprocess.run(_command(cc, SOURCE, target), capture_output=True, text=True, check=False)
    if done.returncode != 0 or not target.is_file():
        raise Unavailable(f"the C compiler failed:\n{done.stderr[-4000:]}")


def _load_from(data: bytes) -> Any:
    """The extension whose bytes are `data`, loaded from a private copy: a file only in memory
    where the system has them (Linux), else in a private temporary folder."""
    if hasattr(os, "memfd_create") and os.path.isdir("/proc/self/fd"):
        fd = os.memfd_create(MODULE)
        try:
            _write_all(fd, data)
            return _load_path(f"/proc/self/fd/{fd}")
        finally:
            os.close(fd)  # loaded: the mapping outlives the descriptor
    import tempfile

    folder = tempfile.mkdtemp(prefix="agentproto-native-")
    path = Path(folder) / f"{MODULE}{SUFFIX}"
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o700)
        _write_all(fd, data)
        os.close(fd)
        return _load_path(str(path))
    finally:
        shutil.rmtree(folder, ignore_errors=True)  # loaded: the mapping outlives the file


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]


def _load_path(path: str) -> Any:
    loader = importlib.machinery.ExtensionFileLoader(MODULE, path)
    spec = importlib.util.spec_from_file_location(MODULE, path, loader=loader)
    if spec is None:
        raise Unavailable("cannot load the compiled writer")
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


@cache
def module() -> Any:
    """The compiled writer's module, built on first use into the cache; raises Unavailable."""
    from ..cache import cache_dir, load_entry, machine_key, store

    cc = compiler()
    if cc is None:
        raise Unavailable("no C compiler (cc or gcc) on the path")
    folder = cache_dir()
    if folder is None or machine_key() is None:
        raise Unavailable("no cache to keep the compiled writer in")
    folder = folder / "native"
    name = _entry_name(cc)
    data = load_entry(folder, name, KIND)
    if data is None:
        import tempfile

        with tempfile.TemporaryDirectory(prefix="agentproto-build-") as scratch:
            target = Path(scratch) / f"{MODULE}{SUFFIX}"
            build(target)
            data = target.read_bytes()
        store(folder, name, KIND, data)  # not kept: built again next time, still used now
    return _load_from(data)


def writer(shapes: list[Any] | None) -> Any | None:
    """The compiled writer of a dialect's compact plan (`compact`; None: canonical JSON, each
    value written as it is), or None where there is none (switched off, or it cannot be built
    here)."""
    if not enabled():
        return None
    try:
        made = module()
    except (Unavailable, OSError, ImportError):
        return None
    plain = made.Writer(())
    if shapes is None:
        return plain

    def text(name: str) -> bytes:
        """`"name":`, as the encoder writes a key (the writer's own string)."""
        if not plain.write(name, SAME):
            raise Unavailable(f"cannot write the key {name!r}")
        taken: bytes = plain.take()
        return taken[:-1] + b":"

    try:
        return made.Writer(tuple(_ready(shape, text) for shape in shapes))
    except Unavailable:
        return None


def _ready(shape: list[Any], text: Any) -> tuple[Any, ...]:
    """A shape of the compact plan (JSON: lists) as the C reads it (tuples), each key's text
    made once."""
    kind = shape[0]
    if kind == K_ALT:  # by the value's Python type, in the C's order
        by_type = shape[1]
        return (K_ALT, tuple(by_type.get(name, SAME) for name in ALT_TYPES))
    if kind != K_RECORD:
        return tuple(shape)
    _, steps, unknown, added, containers, check, nulls, moved_from, defaults = shape

    def how(step: list[Any]) -> tuple[Any, ...]:
        return tuple(step)

    filter = 0  # a bit per step's key, by its hash (this process's): see the C
    for canon in steps:
        filter |= 1 << (hash(canon) & 63)
    return (
        K_RECORD,
        {
            canon: (name, None if step[0] == H_MOVE else text(name), how(step))
            for canon, (name, step) in steps.items()
        },
        unknown,
        tuple((name, text(name), value) for name, value in added),
        tuple(
            (name, tuple((canon, moved, text(moved), how(step)) for canon, moved, step in parts))
            for name, parts in containers
        ),
        check,
        nulls,
        tuple(moved_from),
        tuple((name, value) for name, value in defaults),
        filter,
    )


def _table(table: dict[Any, Any]) -> tuple[dict[str, Any], bool]:
    """A value table as the C looks it up: its string keys (a plain JSON object), and whether
    those are all its keys (otherwise a value of another type is left to the Python path)."""
    strings = {key: value for key, value in table.items() if type(key) is str}
    return strings, len(strings) == len(table)


def compact(converter: Any) -> list[Any]:
    """The dialect's plan as the C runs it, in JSON (so that it ships prebuilt with the plans):
    a list of shapes, numbered by their place in the converter's `shapes`. Each shape follows
    the engine's specialised writer (`Converter._make` and `_record_writer`, writing; a record
    with defaults, `_write_record`)."""
    keys = list(converter.shapes)
    index = {key: i for i, key in enumerate(keys)}

    def number(child: str | None) -> int:
        return SAME if child is None else index[child]

    shapes: list[Any] = []
    for key in keys:
        kind, spec = converter.shapes[key]
        if kind == "record":
            shapes.append(_record(spec, number))
        elif kind == "union" and spec.hook is None:
            arms = {tag: index[arm] for tag, arm in spec.canonical.items() if type(tag) is str}
            shapes.append([K_UNION, spec.tag, arms])
        elif kind == "list" and spec is not None:
            shapes.append([K_LIST, index[spec]])
        elif kind == "alt":
            shapes.append([K_ALT, {t: index[k] for t, k in spec.items() if k is not None}])
        elif kind == "values":
            shapes.append([K_VALUES, *_table(spec[0])])
        else:  # a hooked union, a map, a list of anything: the engine's general step
            shapes.append([K_GIVE_UP])
    return shapes


def _scalar(value: Any) -> bool:
    return value is None or type(value) in (bool, int, float, str)


def _record(spec: Any, number: Any) -> list[Any]:
    if (
        spec.hook is not None
        or spec.nest is not None
        or spec.flatten_c
        or spec.add
        or spec.split
        or spec.shared
        or spec.written
        or not all(_scalar(v) for v in spec.defaults.values())
    ):
        return [K_GIVE_UP]

    def by_value(canon: str, child: str | None) -> list[Any]:
        """`Converter._value`, writing: a prefix taken off, a codec, a value table, else the
        child's shape."""
        if canon in spec.prefix:
            if child is None and canon not in spec.codec and canon not in spec.values_c2d:
                return [H_PREFIX, spec.prefix[canon]]
            return [H_GIVE_UP]
        if canon in spec.codec:
            return [H_GIVE_UP]
        table = spec.values_c2d.get(canon)
        if table is not None:
            return [H_TABLE, *_table(table), number(child)]
        return [H_VALUE, number(child)]

    steps: dict[str, list[Any]] = {}
    for canon, (name, child, table) in spec.fast_write.items():
        if table is None:
            how = by_value(canon, child)
        elif child is not None:
            how = [H_VALUE, number(child)]
        elif table:
            how = [H_TABLE, *_table(table), SAME]
        else:
            how = [H_VALUE, SAME]
        if name != canon or how != [H_VALUE, SAME]:  # (a key with no step is written as it is)
            steps[canon] = [name, how]
    containers: dict[str, list[Any]] = {}
    for canon, (path, child) in spec.moves_c.items():
        if len(path) != 2:
            return [K_GIVE_UP]
        plain = canon not in spec.prefix and canon not in spec.codec
        if plain and canon not in spec.values_c2d:
            how = [H_VALUE, number(child)]
        else:
            how = by_value(canon, child)
        containers.setdefault(path[0], []).append([canon, path[1], how])
        steps[canon] = [canon, [H_MOVE]]
    added = [[name, value] for name, value in spec.drop.items()]
    renames = any(name != canon for canon, (name, _) in steps.items())
    check = bool(renames or spec.unknown is not None or added or containers)
    return [
        K_RECORD,
        steps,
        spec.unknown,
        added,
        [[name, parts] for name, parts in containers.items()],
        check,
        bool(spec.nulls),
        list(spec.moves_d),
        [[name, value] for name, value in spec.defaults.items()],
    ]
