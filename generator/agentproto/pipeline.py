"""The pipeline, end to end: load -> IR -> passes -> emit. Each stage is a plain function of
data; this module only strings them together, and knows targets only through the registry."""

from __future__ import annotations

import multiprocessing
from collections.abc import Iterator
from concurrent.futures import Executor, Future, ProcessPoolExecutor, ThreadPoolExecutor
from functools import partial
from pathlib import Path

from .cache import cached, folder_parts, generator_parts, stored
from .ir import types as t
from .ir.built import Built
from .ir.checks import CheckProgram
from .load import SchemaSet, load
from .lower.checks import CheckBuilder
from .lower.types import TypeBuilder
from .passes.behaviour import check_behaviour
from .passes.checks import endless_cycle
from .passes.naming import assign_names
from .passes.ordering import order
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
        lowered.decls = infer_tags(TypeBuilder(schemas).build())
    decls = lowered.decls
    doc_module = {d.uri: naming.module_name(d.module) for d in schemas.documents}
    module_of = {key: doc_module[key.uri] for key in decls}
    named = assign_names(decls, module_of, naming.type_name)
    check_behaviour(named)
    if lowered.checks is None:
        checker = CheckBuilder(schemas, format_assertion, strict_keywords=strict_keywords)
        for decl in named.values():  # the same declarations, in the same order, whatever the names
            checker.entry(decl.origin.uri, decl.origin.pointer)
        checks = checker.build()
        endless_cycle(checks)
        lowered.checks = checks
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
    return Built(schemas, t.Program(tuple(modules), schemas.data), checks)


def load_checked(schema_dir: Path, strict_keywords: bool = False) -> SchemaSet:
    """`load`, each schema checked against the 2020-12 metaschema compiled by `compile`."""
    from .compile import metaschema

    return load(schema_dir, strict_keywords, metaschema())


def render(
    schema_dir: Path,
    targets: tuple[str, ...] = ("python",),
    package: str = "agentproto_bindings",
    templates: Path | None = None,
    strict_keywords: bool = False,
) -> dict[str, str]:
    """Every generated file, path (relative to the output folder) -> text; nothing is written.
    Unknown keywords are annotations unless `strict_keywords`, which refuses them (and `x-`
    keywords outside our vocabulary) as the typos they are in a set we own."""
    files: dict[str, str] = {}
    for each in rendered(schema_dir, targets, package, templates, strict_keywords):
        files.update(each)
    return files


def rendered(
    schema_dir: Path,
    targets: tuple[str, ...],
    package: str = "agentproto_bindings",
    templates: Path | None = None,
    strict_keywords: bool = False,
) -> Iterator[dict[str, str]]:
    """`render`, one target's files at a time, in the order of `targets`."""
    renderer = Renderer(schema_dir, package, templates, strict_keywords)
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
    ) -> None:
        self.schema_dir, self.package, self.templates = schema_dir, package, templates
        self.strict_keywords, self.key = strict_keywords, key
        self.loaded: SchemaSet | None = None
        self.lowered = Lowered()
        self.built: dict[Naming, Built] = {}

    def ir(self, naming: Naming) -> Built:
        if self.loaded is None:
            self.loaded = load_checked(self.schema_dir, self.strict_keywords)
        if naming not in self.built:
            self.built[naming] = build_ir(
                self.loaded,
                strict_keywords=self.strict_keywords,
                naming=naming,
                lowered=self.lowered,
            )
        return self.built[naming]

    def make(self, each: Target) -> dict[str, str]:
        return each.emit(self.ir(each.naming), self.package, self.templates)

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
    schema_dir: Path, package: str, templates: Path | None, strict_keywords: bool
) -> list[bytes]:
    """Key parts naming everything rendering reads, so that rendering again from equal parts
    gives the same files: the schema folder (its path, which the output names, and every file
    under it), the options, the templates given, and the generator itself (`generator_parts`).
    Formatting is not in it: each formatter keys its own cache by its executable."""
    parts = [b"render 1", str(schema_dir.resolve()).encode(), package.encode()]
    parts.append(str(strict_keywords).encode())
    parts += folder_parts(schema_dir, skip=("__pycache__",))
    if templates is not None:
        parts.append(str(templates.resolve()).encode())
        parts += folder_parts(templates, skip=("__pycache__",))
    return parts + generator_parts()


def generate_files(
    schema_dir: Path,
    targets: tuple[str, ...],
    package: str = "agentproto_bindings",
    templates: Path | None = None,
    strict_keywords: bool = False,
) -> dict[str, str]:
    """`format_files(render(...))`, faster, the same files in the same order. The formatters
    are other processes (ruff, gofmt), so each target's runs in a thread of its own as soon as
    its files are rendered, while the next target renders; a target whose emitter is long
    pure-Python work (`Target.apart`) and is not in the cache renders and formats in a forked
    worker meanwhile, on another core, which inherits the schemas and IR loaded here first (and
    the metaschema) instead of making them again. A worker that fails is done again here, which
    raises what it raised."""
    renderer = Renderer(
        schema_dir,
        package,
        templates,
        strict_keywords,
        inputs_key(schema_dir, package, templates, strict_keywords),
    )
    apart = [
        name
        for name in targets
        if target(name).apart and len(targets) > 1 and not renderer.stored(name)
    ]
    here = tuple(name for name in targets if name not in apart)
    done: dict[str, Future[dict[str, str]]] = {}
    workers = None
    try:
        if apart:
            for name in apart:  # loaded here, for the workers to inherit
                renderer.ir(target(name).naming)
            _inherited[id(renderer)] = renderer
            workers = _fork_pool(len(apart))
            for name in apart:  # forked before any thread of ours starts
                done[name] = workers.submit(_render_and_format_inherited, id(renderer), name)
        with ThreadPoolExecutor(max_workers=max(1, len(here))) as pool:
            for name in here:
                done[name] = pool.submit(format_files, renderer.files(name))
            out: dict[str, str] = {}
            for name in targets:
                try:
                    out.update(done[name].result())
                except Exception:  # a worker's error: done again here, which raises it
                    if name not in apart:
                        raise
                    out.update(format_files(renderer.files(name)))
    finally:
        _inherited.pop(id(renderer), None)
        if workers is not None:
            workers.shutdown(cancel_futures=True)
    return out


# The renderers forked workers inherit (each set just before its run forks, under its id, so
# runs in several threads of one process each find their own): the schemas and IR a worker
# would otherwise load and build again.
_inherited: dict[int, Renderer] = {}


def _fork_pool(size: int) -> Executor:
    """Worker processes forked from this one (its modules already imported); where fork
    is not available, threads (correct, only not faster)."""
    if "fork" not in multiprocessing.get_all_start_methods():
        return ThreadPoolExecutor(max_workers=size)
    return ProcessPoolExecutor(max_workers=size, mp_context=multiprocessing.get_context("fork"))


def _render_and_format_inherited(renderer: int, name: str) -> dict[str, str]:
    return format_files(_inherited[renderer].files(name))


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
