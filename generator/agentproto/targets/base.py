"""What a target is, for the rest of the generator."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from ..emit.numbers import EXACT_NUMBERS, Numbers
from ..ir import types as t
from ..ir.built import Built
from ..passes.naming import NOTHING_RESERVED, Reserved


@dataclass(frozen=True)
class Naming:
    """A target's naming policy: how identifiers of its language are made from the words a
    schema suggests. `type_name`: a declaration's name (`agent_message` -> a type name; may
    raise for what the language cannot name); `module_name`: a schema folder's module;
    `reserved`: what its package holds besides the schemas' declarations (its own modules, the
    helpers it adds per declaration, how its strings hold text), which the naming pass keeps
    every schema from colliding with."""

    type_name: Callable[[str], str]
    module_name: Callable[[str], str]
    reserved: Reserved = NOTHING_RESERVED


class Speller(Protocol):
    """How a target's code names and spells the types of a schema set, for the reference site
    (`agentproto docs`): read from the target's own emitter, so the site shows what the code
    declares. `program` is the IR as the target holds it (Rust and Go hold values of several
    JSON types as typed sums); `module` names the module of the declaration asked about and
    `in_module` lists that module's declarations."""

    program: t.Program

    def declaration(self, module: str, decl: t.Decl) -> str:
        """The declaration's name as code outside its module writes it."""
        ...

    def fields(
        self, module: str, record: t.Record, in_module: list[t.Decl]
    ) -> dict[str, tuple[str, str]]:
        """Each property of `record` (by its JSON name) as its code declares it: (the field's
        identifier, its type)."""
        ...

    def alias(self, module: str, alias: t.Alias, in_module: list[t.Decl]) -> str:
        """The type the alias stands for, as its code spells it."""
        ...


@dataclass(frozen=True)
class Capabilities:
    """What a target's bindings can state, declared once per target (its integer range is
    `Target.numbers`). The core reads these, not target names: `conformance` sends a target
    only the cases its declarations cover and prints the table of what each lacks, and where a
    type cannot state a schema the value is held as JSON and the validator, lowered from the
    schema as written, still decides.

    `format_assertion`: its validators can assert `format` (`compile(format_assertion=True)`
    and the suite's `format` files); without it a format is an annotation there.
    `strict_profile`: its validators check the strict profile (a property no schema evaluates
    is a problem). `untyped_unions`: its types hold a union whose arms the JSON type cannot
    tell apart (two object arms no tag tells apart, an integer beside a number); without it
    such a value stays JSON in the bindings."""

    format_assertion: bool = False
    strict_profile: bool = False
    untyped_unions: bool = False

    def lacks(self) -> list[str]:
        """What the target cannot state, as the conformance table says it."""
        return [
            what
            for what, has in (
                ("format assertion (formats are annotations)", self.format_assertion),
                ("the strict profile", self.strict_profile),
                ("unions the JSON type cannot tell apart (held as JSON)", self.untyped_unions),
            )
            if not has
        ]


@dataclass(frozen=True)
class SuiteGroup:
    """One group of the official suite: `file` is its file's stem (`anchor`), `index` its place
    in that file, `group` the group as the suite writes it (`schema`, `tests`, ...);
    `formats`: the group is of the suite's `format` files, compiled with `format` asserted
    (sent only to targets that declare `Capabilities.format_assertion`)."""

    file: str
    index: int
    group: dict[str, Any]
    formats: bool = False

    @property
    def id(self) -> str:
        """What a suite case names its group by (`anchor/3`)."""
        return f"{self.file}/{self.index}"


@dataclass(frozen=True)
class ConformanceWork:
    """What a target's conformance hook gets: `work` is an empty folder of its own to build in,
    `schema_dir` the schemas whose bindings answer the fixture and fold cases, `groups` the
    official suite's groups (compiled as the language's program needs them, each group's
    verdicts asked by its `id`), `resources` the suite's remote documents by URI, `suite` the
    suite's folder (None when none is run) and `node_tools` the pinned Node tools folder."""

    work: Path
    schema_dir: Path
    groups: tuple[SuiteGroup, ...]
    resources: Mapping[str, Any]
    suite: Path | None
    node_tools: Path


#: The kinds of request a conformance program is sent (the protocol is in
#: `conformance/runner.py`): an example against an entity, a suite case, a fold or behaviour,
#: a dialect document.
REQUEST_KINDS = ("fixture", "strict", "suite", "fold", "dialect")

#: The kinds of schema change whose effect on code differs by language (`Target.breaks`):
#: a property's type gains null; a property becomes required; one becomes optional; a required
#: property is added; any property is added; an enum value is added; a union arm is added; a
#: string's `format` changes. (Changes that break every language alike, such as a type or a
#: field gone, are said once by the diff itself.)
BREAK_KINDS = (
    "nullable",
    "required",
    "optional",
    "required_property_added",
    "property_added",
    "enum_value_added",
    "union_arm_added",
    "format_changed",
)

#: A target's conformance hook: checks its toolchain (raising `errors.ToolchainMissing`, with
#: what to install), writes and builds its program in `work.work`, and returns the command that
#: runs it. The program reads cases as JSON Lines on stdin and answers each on stdout (the
#: protocol is in `conformance/runner.py`). A target names its hook as `"module:function"`
#: (imported only when the runner asks: preparing a program needs layers above the targets')
#: or gives the function itself.
Conformance = Callable[[ConformanceWork], list[str]]


@dataclass(frozen=True)
class Target:
    """One output of `agentproto generate`: `name` is the `--target` choice and the folder under
    `--out-dir` its files go to; `templates` its folder under the packaged templates (None: it
    has none of its own); `emit(built, package, templates root or None)` gives its files, paths
    relative to the out-dir; `format` rewrites them as the target's formatter would (the output
    is compared byte for byte by `--check`); `conformance`, when the target has a program
    answering conformance cases, prepares it (`agentproto conformance` runs every target that
    has one); `apart`: its emitter is long pure-Python work, so `generate` renders it in a
    worker process of its own while the other targets render (a thread would wait on the
    interpreter lock); `conformance_leaves`: the request kinds that program leaves to another
    target, with why; `numbers`: what its numbers hold exactly (`Numbers`); `options`: the names of the options of its own `emit` takes as keywords when given
    (`go_module`), which the CLI offers as `--go-module`; `missing`, when given, says what this
    machine lacks to write it; `verify`, when given, proves its files compile (`generate
    --verify`), `verify_missing` says what this machine lacks to run that proof, and
    `verify_identity` names the toolchain that runs it."""

    name: str
    templates: str | None
    emit: Callable[..., dict[str, str]]  # (Built, package, templates or None, **options)
    naming: Naming
    format: Callable[[dict[str, str]], dict[str, str]]
    conformance: Conformance | str | None = field(default=None, compare=False)
    #: the request kinds (`REQUEST_KINDS`) its conformance program leaves unanswered, each with
    #: why: the runner sends it none of them and says so under its table (a target whose code
    #: is another target's for those, as python-native's folds and dialects are Python's)
    conformance_leaves: Mapping[str, str] = field(default_factory=dict, compare=False)
    apart: bool = False
    numbers: Numbers = EXACT_NUMBERS
    #: what its bindings can state (`Capabilities`); a new target declares what it can
    capabilities: Capabilities = Capabilities()
    #: the language's name as the reference site and reports print it (`TypeScript`)
    label: str = ""
    #: what a schema change does to code written against its bindings, by the kind of change
    #: `agentproto diff` tells apart (`BREAK_KINDS`), as a sentence (`{name}`: the property);
    #: every target declaring some is reported on. None: its API is another target's
    #: (python-native's is Python's), so the diff leaves it out
    breaks: Mapping[str, str] | None = field(default=None, compare=False)
    #: how its code spells a schema set's types (`Speller`), for the reference site's columns;
    #: None: the site shows no column of it
    speller: Callable[[Built], Speller] | None = field(default=None, compare=False)
    options: tuple[str, ...] = ()
    #: what this machine lacks to write the target (a formatter, an extra), as the sentence a
    #: user reads, or None: a bare `generate` makes the other targets and says so
    missing: Callable[[], str | None] | None = field(default=None, compare=False)
    #: runs the language's own checker (tsc, cargo check, go vet, an import of every module)
    #: over `folder`, a staged copy of the target's files (OUT/<name> as it would be written),
    #: raising `verify.Uncompiled` with the checker's messages; None: no check of its own
    verify: Callable[[Path], None] | None = field(default=None, compare=False)
    #: what this machine lacks to run `verify`, as a sentence, or None when it can
    verify_missing: Callable[[], str | None] | None = field(default=None, compare=False)
    #: key parts naming the toolchain `verify` runs (its executables, their versions): files
    #: proved once are not proved again by the same toolchain; None: always proved
    verify_identity: Callable[[], list[bytes]] | None = field(default=None, compare=False)
    #: the host's objects list the keys that are array indices ("0", "1588") first, in
    #: ascending order, before the others in the order they came (ECMAScript's order of own
    #: properties): the one place where such a target cannot keep a document's key order
    index_keys_first: bool = False
