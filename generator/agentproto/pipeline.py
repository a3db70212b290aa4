"""The pipeline, end to end: load -> IR -> passes -> emit. Each stage is a plain function of
data; this module only strings them together, and knows targets only through the registry."""

from __future__ import annotations

import gc
import os
import pickle
import signal
from collections.abc import Callable, Iterator, Mapping
from concurrent.futures import ThreadPoolExecutor
from functools import partial
from pathlib import Path
from typing import ClassVar

from .cache import cached, folder_parts, generator_digest, key_of, stored
from .errors import Note, SchemaError, SchemaErrors, raise_all
from .ir import types as t
from .ir.built import Built
from .ir.checks import CheckProgram
from .load import Reach, SchemaSet, load
from .lower.checks import CheckBuilder
from .lower.types import TypeBuilder
from .passes.behaviour import check_behaviour
from .passes.behaviour_plan import behaviour_plan
from .passes.checks import endless_cycle
from .passes.naming import assign_names
from .passes.ordering import order
from .passes.reads import check_reads
from .passes.recursion import break_alias_loops, break_value_loops
from .passes.tags import infer_tags
from .targets.base import Naming, Target
from .targets.registry import TARGETS, target
from .write import plain_path

__all__ = [
    "TARGETS",
    "Built",
    "build_ir",
    "generate_files",
    "load_checked",
    "module_name",
    "render",
]


def module_name(folder: str) -> str:
    """A schema folder's Python module (the Python target's naming policy)."""
    return TARGETS["python"].naming.module_name(folder)


class Lowered:
    """What `build_ir` makes that no naming policy changes (the declarations before naming,
    the check IR), kept to be made once for every target of a run."""

    def __init__(self) -> None:
        self.decls: dict[t.Location, t.Decl] | None = None
        self.checks: CheckProgram | None = None
        self.notes: tuple[Note, ...] = ()


def build_ir(
    schemas: SchemaSet,
    format_assertion: bool = False,
    strict_keywords: bool = False,
    naming: Naming | None = None,
    lowered: Lowered | None = None,
) -> Built:
    """The IR of `schemas`, named by `naming` (a target's policy; default: Python's). `lowered`
    keeps the stages naming does not change between calls with the same schemas and options;
    the stages run in the same order either way, so a bad schema gets the same error."""
    naming = naming or TARGETS["python"].naming
    lowered = lowered or Lowered()
    if lowered.decls is None:
        # before any lowering: a property behaviour reads and the schemas no longer have is
        # refused naming both, rather than left to a target's compiler or read as absent
        check_reads(schemas)
        types = TypeBuilder(schemas)
        try:
            made = types.build()
        except (SchemaError, SchemaErrors) as found:
            # the checks' problems too, so that one run lists every one of the set
            first = found.errors if isinstance(found, SchemaErrors) else [found]
            raise_all(first + _check_problems(schemas, format_assertion, strict_keywords, types))
            raise
        unlooped = break_alias_loops(
            infer_tags(made, types.taggings),
            lambda origin, message: types.note(origin.uri, origin.pointer, message),
        )
        lowered.notes = (*schemas.notes, *types.notes.values())
        lowered.decls = unlooped
    decls = lowered.decls
    doc_module = {d.uri: naming.module_name(d.module) for d in schemas.documents}
    module_of = {key: doc_module[key.uri] for key in decls}
    named = assign_names(decls, module_of, naming.type_name, naming.reserved)
    if naming.reserved.fields_by_value:
        named = break_value_loops(named)
    check_behaviour(named)
    if lowered.checks is None:
        checker = CheckBuilder(
            schemas, format_assertion, strict_keywords=strict_keywords, every_problem=True
        )
        for decl in named.values():  # the same declarations, in the same order, whatever the names
            checker.entry(decl.origin.uri, decl.origin.pointer)
        checks = checker.build()
        endless_cycle(checks)
        lowered.checks = checks
        lowered.notes = (*lowered.notes, *checker.notes.values())
    checks = lowered.checks
    modules = []
    for folder in sorted(set(doc_module.values())):
        mine = [d for q, d in named.items() if q.module == folder]
        sources = sorted(
            f"schema/{d.rel}" if schemas.root.name == "schema" else d.rel
            for d in schemas.documents
            if doc_module[d.uri] == folder
        )
        modules.append(t.Module(folder, tuple(sources), tuple(order(folder, mine))))
    data = behaviour_plan(decls, schemas.data)
    return Built(schemas, t.Program(tuple(modules), data), checks, lowered.notes)


def _check_problems(
    schemas: SchemaSet, format_assertion: bool, strict_keywords: bool, types: TypeBuilder
) -> list[SchemaError]:
    """What lowering the checks of every entry of the set finds wrong (none: [])."""
    checker = CheckBuilder(
        schemas, format_assertion, strict_keywords=strict_keywords, every_problem=True
    )
    for document in schemas.documents:
        for pointer in types.entries(document.uri):
            checker.entry(document.uri, pointer)
    try:
        endless_cycle(checker.build())
    except SchemaErrors as found:
        return found.errors
    except SchemaError as found:
        return [found]
    return []


def load_checked(
    schema_dir: Path, strict_keywords: bool = False, reach: Reach | None = None
) -> SchemaSet:
    """`load`, each schema checked against the 2020-12 metaschema compiled by `compile`;
    `reach`: the documents beyond the folder its `$ref`s may name (`load.Reach`)."""
    from .compile import metaschema

    return load(schema_dir, strict_keywords, metaschema(), reach=reach)


def render(
    schema_dir: Path,
    targets: tuple[str, ...] = ("python",),
    package: str = "agentproto_bindings",
    templates: Path | None = None,
    strict_keywords: bool = False,
    options: Mapping[str, str] | None = None,
) -> dict[str, str]:
    """Every generated file, path (relative to the output folder) -> text; nothing is written.
    Unknown keywords are annotations unless `strict_keywords`, which refuses them (and `x-`
    keywords outside our vocabulary) as the typos they are in a set we own. `options` are the
    targets' own (`Target.options`: `go_module`)."""
    files: dict[str, str] = {}
    for each in rendered(schema_dir, targets, package, templates, strict_keywords, options):
        files.update(each)
    return files


def rendered(
    schema_dir: Path,
    targets: tuple[str, ...],
    package: str = "agentproto_bindings",
    templates: Path | None = None,
    strict_keywords: bool = False,
    options: Mapping[str, str] | None = None,
) -> Iterator[dict[str, str]]:
    """`render`, one target's files at a time, in the order of `targets`."""
    renderer = Renderer(schema_dir, package, templates, strict_keywords, options=options)
    for name in targets:
        yield renderer.files(name)


class Renderer:
    """Renders the targets of one schema folder: loads the schemas and builds each naming
    policy's IR on first need, once (the stages no naming changes once for all). With `key`
    (`inputs_key` of the same arguments), a target rendered before from the same inputs comes
    from the cache."""

    def __init__(
        self,
        schema_dir: Path,
        package: str,
        templates: Path | None,
        strict_keywords: bool,
        key: list[bytes] | None = None,
        options: Mapping[str, str] | None = None,
        reach: Reach | None = None,
    ) -> None:
        self.schema_dir, self.package, self.templates = schema_dir, package, templates
        self.reach = reach
        self.strict_keywords, self.key = strict_keywords, key
        self.options = dict(options or {})
        self.loaded: SchemaSet | None = None
        self.lowered = Lowered()
        self.built: dict[Naming, Built] = {}

    def ir(self, naming: Naming) -> Built:
        if self.loaded is None:
            self.loaded = load_checked(self.schema_dir, self.strict_keywords, self.reach)
        if naming not in self.built:
            self.built[naming] = build_ir(
                self.loaded,
                strict_keywords=self.strict_keywords,
                naming=naming,
                lowered=self.lowered,
            )
        return self.built[naming]

    def make(self, each: Target) -> dict[str, str]:
        given = {name: self.options[name] for name in each.options if name in self.options}
        return each.emit(self.ir(each.naming), self.package, self.templates, **given)

    def files(self, name: str) -> dict[str, str]:
        each = target(name)
        if self.key is None:
            return self.make(each)
        parts = [*self.key, name.encode()]
        return cached(
            f"render_{name}",
            parts,
            partial(self.make, each),
            keep=RENDER_KEEP,
            valid=partial(all_inside, name),
        )

    def notes(self) -> list[str]:
        """The notes of the set, as texts: kept from this run's lowering when it ran, else from
        the cache beside the targets' files (an unchanged set is not loaded again for them)."""

        def made() -> dict[str, str]:
            if self.lowered.decls is None:
                self.ir(TARGETS["python"].naming)
            return {"notes": "".join(f"{note}\n" for note in self.lowered.notes)}

        if self.key is None:
            text = made()["notes"]
        else:  # kept when this run lowered too: the next, unchanged, run then lowers nothing
            text = cached("notes", [*self.key, b"notes"], made, keep=RENDER_KEEP).get("notes", "")
        return text.splitlines()

    def stored(self, name: str) -> bool:
        """Whether the cache holds `name`'s files (they may still turn out unreadable)."""
        return self.key is not None and stored(f"render_{name}", [*self.key, name.encode()])


def all_inside(folder: str, files: dict[str, str]) -> bool:
    """Whether every path of `files` is a plain relative path inside the target's `folder`:
    a cache entry naming anything else is not what rendering gave, whatever its digest."""
    return all(path.startswith(f"{folder}/") and plain_path(path) for path in files)


#: Rendered targets kept in the cache, per target: a few megabytes each.
RENDER_KEEP = 4


def inputs_key(
    schema_dir: Path,
    package: str,
    templates: Path | None,
    strict_keywords: bool,
    options: Mapping[str, str] | None = None,
    reach: Reach | None = None,
) -> list[bytes]:
    """Key parts naming everything rendering reads, so that rendering again from equal parts
    gives the same files: the schema folder (its path, which the output names, and every file
    under it), the options, the templates given, and the generator itself (`generator_parts`).
    Formatting is not in it: each formatter keys its own cache by its executable. The parts
    are given as their one digest: each target's entry is keyed by it and the target's name,
    so the megabytes it names are hashed once a run, not once a target."""
    parts = [b"render 1", str(schema_dir.resolve()).encode(), package.encode()]
    parts.append(str(strict_keywords).encode())
    parts.append(repr(sorted((options or {}).items())).encode())
    parts += folder_parts(schema_dir, skip=("__pycache__",))
    if reach is not None:  # what the references reach outside the folder reads as
        parts.append(b"allow unresolved" if reach.allow_unresolved else b"unresolved refused")
        for uri, file in reach.resources:
            parts += [uri.encode(), str(Path(file).resolve()).encode(), _file_bytes(Path(file))]
    if templates is not None:
        parts.append(str(templates.resolve()).encode())
        parts += folder_parts(templates, skip=("__pycache__",))
    return [key_of([*parts, generator_digest()]).encode()]


def _file_bytes(path: Path) -> bytes:
    """A resource's bytes for the key; one that cannot be read is reported by the loader."""
    try:
        return path.read_bytes()
    except OSError:
        return b"unreadable"


def generate_files(
    schema_dir: Path,
    targets: tuple[str, ...],
    package: str = "agentproto_bindings",
    templates: Path | None = None,
    strict_keywords: bool = False,
    options: Mapping[str, str] | None = None,
    notes: list[str] | None = None,
    reach: Reach | None = None,
) -> dict[str, str]:
    """`format_files(render(...))`, faster, the same files in the same order. `notes`, when
    given, receives the set's notes (`Note`: where a type is looser than its schema), one text
    each.

    Rendering and formatting a target is long, pure work, and the targets are independent once
    the schemas are loaded and the IR built. So when two or more targets are not in the cache,
    each renders and formats in a process forked from this one, which inherits the imports,
    the schemas, the lowered IR (the first target's, named) and the dialect declarations read
    here instead of making them again, names the declarations by its target's policy (when
    another's) and renders, and the cores share the work out. A tool slow to start
    (datamodel-code-generator's imports) is imported by its worker when it is needed, not
    before: an edit the cache answers without it (a description) then never pays for it.
    Targets found in the cache are read here, their formatters (other processes) each in a
    thread, started after the forks. A worker that fails is done again here, which raises what
    it raised."""
    renderer = Renderer(
        schema_dir,
        package,
        templates,
        strict_keywords,
        inputs_key(schema_dir, package, templates, strict_keywords, options, reach),
        options,
        reach,
    )
    pending = [name for name in targets if not renderer.stored(name)]
    apart = pending if len(pending) > 1 and hasattr(os, "fork") else []
    here = tuple(name for name in targets if name not in apart)
    workers: dict[str, _Worker] = {}
    try:
        if apart:
            # loaded and lowered here, before any worker forks, for them to inherit; each worker
            # names the declarations by its own target's policy itself, the cores sharing that
            renderer.ir(target(apart[0]).naming)
            if renderer.loaded is not None:
                read_dialects(renderer.loaded, templates)
            # what the workers inherit (the schemas, the IR) is out of the collector's reach, so
            # a collection in a worker neither walks it nor copies the pages it lies on
            gc.collect()
            gc.freeze()
        for name in apart:
            workers[name] = _Worker(partial(_render_and_format, renderer, name))
        out: dict[str, str] = {}
        with ThreadPoolExecutor(max_workers=max(1, len(here))) as pool:
            done = {name: pool.submit(format_files, renderer.files(name)) for name in here}
            for name in targets:
                if name in done:
                    out.update(done[name].result())
                    continue
                files = workers[name].result()
                # a worker's error (or its death): done again here, which raises it
                out.update(files if files is not None else _render_and_format(renderer, name))
    finally:
        for worker in workers.values():
            worker.stop()
        gc.unfreeze()
    if notes is not None:
        notes += renderer.notes()
    return out


def read_dialects(schemas: SchemaSet, templates: Path | None) -> None:
    """Reads the set's dialect declarations here, once, for every worker forked after to
    inherit (`load_dialects` keeps the last set read), instead of once in each target that
    converts dialects. A declaration in error is left for the targets to report."""
    from .dialects import load_dialects
    from .emit.python_dialects import hooks_file
    from .shipped import templates as shipped_templates

    try:
        load_dialects(schemas, hooks_file(templates or shipped_templates()))
    except (SchemaError, SchemaErrors):
        pass


def _render_and_format(renderer: Renderer, name: str) -> dict[str, str]:
    return format_files(renderer.files(name))


class _Worker:
    """A forked child process computing one target's files. `result()` is the files, or None
    when the work raised or the child died: the caller does it again itself."""

    parent_ends: ClassVar[set[int]] = set()

    def __init__(self, work: Callable[[], dict[str, str]]) -> None:
        read, write = os.pipe()
        pid = os.fork()
        if pid == 0:  # the child: never returns; a failure is its exit status, redone above
            code = 1
            try:
                for fd in {read, *_Worker.parent_ends}:
                    os.close(fd)
                payload = pickle.dumps(work(), pickle.HIGHEST_PROTOCOL)
                with os.fdopen(write, "wb") as out:
                    out.write(payload)
                code = 0
            finally:
                os._exit(code)
        os.close(write)
        self.pid: int | None = pid
        self.read = read
        # the ends this process keeps, which a child forked later must not hold open (a worker
        # would otherwise keep another's pipe from ending)
        _Worker.parent_ends.add(read)

    def result(self) -> dict[str, str] | None:
        _Worker.parent_ends.discard(self.read)
        with os.fdopen(self.read, "rb") as source:
            data = source.read()
        self.read = -1
        status = self._reap()
        if status != 0 or not data:
            return None
        files = pickle.loads(data)
        return files if isinstance(files, dict) else None

    def _reap(self, kill: bool = False) -> int:
        if self.pid is None:
            return -1
        if kill:
            os.kill(self.pid, signal.SIGKILL)
        _, status = os.waitpid(self.pid, 0)
        self.pid = None
        return os.waitstatus_to_exitcode(status)

    def stop(self) -> None:
        """Ends the child if its result was not taken (the run failed meanwhile)."""
        if self.read != -1:
            _Worker.parent_ends.discard(self.read)
            os.close(self.read)
            self.read = -1
        if self.pid is not None:
            self._reap(kill=True)


def format_files(files: dict[str, str]) -> dict[str, str]:
    """Every file as its target's formatter writes it (a file belongs to the target whose folder
    it is in; other files are left as they are)."""
    by_target: dict[str, dict[str, str]] = {}
    for path, text in files.items():
        by_target.setdefault(path.partition("/")[0], {})[path] = text
    formatted: dict[str, str] = {}
    for folder, mine in by_target.items():
        formatted.update(TARGETS[folder].format(mine) if folder in TARGETS else mine)
    return {path: formatted[path] for path in files}
