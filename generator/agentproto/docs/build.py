"""Load -> model: the schema set read and lowered as `generate` does (the same errors for bad
input), one IR per target naming policy, turned into the site's pages."""

from __future__ import annotations

import json
from collections.abc import Sequence
from itertools import pairwise
from pathlib import Path
from typing import Any

from ..ir import types as t
from ..pipeline import Renderer
from ..targets.registry import TARGETS
from . import diagrams
from .model import (
    LANGUAGES,
    EntityDoc,
    FieldDoc,
    PageDoc,
    SiteDoc,
    alias_spelling,
    anchor_of,
    constraints,
    decl_spelling,
    field_spellings,
    fixture_examples,
    node_at,
    nullable,
    page_path,
    property_schema,
    referenced,
    schema_examples,
    schema_version,
    target_view,
)

STATE_MACHINE_CAPTION = (
    "State machine: the legal moves between the values (x-state-machine); a dot marks an "
    "initial state, a heavy border a terminal one."
)


def build_site(schema_dir: Path, fixtures: Path | None = None) -> SiteDoc:
    """The site of the schemas in `schema_dir`; raises `SchemaError`/`SchemaErrors` as
    `generate` does for a set it cannot read."""
    renderer = Renderer(schema_dir, "bindings", None, False)
    views = [target_view(name, renderer.ir(TARGETS[name].naming)) for name, _ in LANGUAGES]
    first = views[0]
    schemas = first.built.schemas
    documents = {d.uri: d for d in schemas.documents}
    # every declaration's place in the site, by its location (the same in every target's IR)
    keys: dict[t.Location, str] = {}
    by_name: dict[t.QualifiedName, t.Location] = {}
    # a page per document and an anchor per declaration, made unique where making names safe
    # for a file or an id brings two together
    page_of: dict[str, str] = {}
    taken_pages: set[str] = set()
    for document in sorted(schemas.documents, key=lambda d: d.rel):
        page_of[document.uri] = unique(page_path(document.rel), taken_pages, ".html")
    anchors: dict[str, set[str]] = {}
    for location, (module, decl) in sorted(first.decls.items(), key=lambda item: item[0]):
        if location.uri not in page_of:
            continue
        taken = anchors.setdefault(location.uri, set())
        keys[location] = f"{page_of[location.uri]}#{unique(anchor_of(location.pointer), taken)}"
        by_name[t.QualifiedName(module, decl.name)] = location

    def key_of(name: t.DeclKey) -> str:
        location = name if isinstance(name, t.Location) else by_name.get(name)
        return keys.get(location, "") if location is not None else ""

    def title_of(name: t.DeclKey) -> str:
        location = name if isinstance(name, t.Location) else by_name.get(name)
        found = first.decls.get(location) if location is not None else None
        return found[1].name if found else str(name)

    pages: dict[str, PageDoc] = {}
    for document in sorted(schemas.documents, key=lambda d: d.rel):
        path = page_of[document.uri]
        root = document.contents if isinstance(document.contents, dict) else {}
        description = root.get("description")
        page = PageDoc(
            path,
            document.rel,
            document.module,
            document.uri,
            description if isinstance(description, str) else "",
        )
        page.examples = schema_examples(root, f"{document.rel} examples") + fixture_examples(
            fixtures, document.rel
        )
        pages[document.uri] = page

    streams = fixture_streams(fixtures)
    marker = 0
    for location, (_, decl) in sorted(first.decls.items(), key=lambda item: item[0].pointer):
        owner = pages.get(location.uri)
        if owner is None:
            continue
        document = documents[location.uri]
        node = node_at(document.contents, location.pointer)
        anchor = keys[location].partition("#")[2]
        field_anchors = anchors[location.uri]  # a field's anchor must not be a declaration's
        spellings = [s for view in views if (s := decl_spelling(view, location)) is not None]
        entity = EntityDoc(
            keys[location], anchor, decl.name, _kind(decl), location.pointer, decl.doc, spellings
        )
        if location.pointer:  # a `$defs` entry's own examples; the root's are the page's
            entity.examples = schema_examples(node, f"{document.rel}#{location.pointer} examples")
        marker += 1
        if isinstance(decl, t.Record):
            entity.open = decl.open
            per_target = [field_spellings(view, location) for view in views]
            for f in decl.fields:
                entity.fields.append(
                    FieldDoc(
                        f.json_name,
                        unique(f"{anchor}--{_field_anchor(f.json_name)}", field_anchors),
                        f.required,
                        nullable(f.type),
                        f.doc,
                        [each[f.json_name] for each in per_target if f.json_name in each],
                        constraints(property_schema(node, f.json_name)),
                        [k for ref in dict.fromkeys(referenced(f.type)) if (k := key_of(ref))],
                    )
                )
        elif isinstance(decl, t.Enum):
            meanings = dict(decl.value_docs)
            entity.values = [(value, meanings.get(value, "")) for value in decl.values]
            if decl.transitions is not None:
                entity.diagrams.append(
                    (
                        "state",
                        STATE_MACHINE_CAPTION,
                        diagrams.state_diagram(
                            decl.name,
                            decl.values,
                            decl.transitions,
                            decl.initial,
                            decl.terminal,
                            f"arrow{marker}",
                        ),
                    )
                )
        elif isinstance(decl, t.TaggedUnion):
            entity.tag = decl.tag
            entity.arms = [
                (v.tag or "", title_of(v.target), key_of(v.target)) for v in decl.variants
            ]
            links = [(tag, title, _relative(owner.path, key)) for tag, title, key in entity.arms]
            entity.diagrams.append(
                (
                    "union",
                    f"Union: the value of `{decl.tag}` chooses the arm.",
                    diagrams.union_diagram(decl.name, decl.tag, links, f"arrow{marker}u"),
                )
            )
            if isinstance(node, dict) and STREAM_KEYWORD in node:
                observed = observed_order(decl, streams)
                if observed is not None:
                    caption, kinds, moves, firsts, lasts = observed
                    entity.diagrams.append(
                        (
                            "stream",
                            caption,
                            diagrams.state_diagram(
                                decl.name,
                                kinds,
                                moves,
                                firsts,
                                lasts,
                                f"arrow{marker}s",
                                f"{decl.name}: the order of events the fixture streams show",
                            ),
                        )
                    )
            for caption, phases in event_orders(decl, schemas.data):
                tagged = {v.tag: key_of(v.target) for v in decl.variants if v.tag}
                drawn = [
                    (
                        name,
                        [(e, role, _relative(owner.path, tagged.get(e, ""))) for e, role in rows],
                    )
                    for name, rows in phases
                ]
                entity.diagrams.append(
                    ("order", caption, diagrams.order_diagram(caption, drawn, f"arrow{marker}o"))
                )
        elif isinstance(decl, t.Union_):
            entity.arms = [("", title_of(arm), key_of(arm)) for arm in decl.arms]
        elif isinstance(decl, t.Alias):
            entity.alias_of = [s for view in views if (s := alias_spelling(view, location))]
        owner.entities.append(entity)

    version = schema_version(schemas)
    title = f"{schemas.root.name} {version}".strip() if version else schemas.root.name
    ordered = sorted(pages.values(), key=lambda p: p.path)
    for page in ordered:
        page.entities.sort(key=lambda e: (e.pointer != "", e.pointer))
    return SiteDoc(title or "schemas", ordered)


def event_orders(
    union: t.TaggedUnion, tables: Sequence[tuple[str, Any]]
) -> list[tuple[str, list[tuple[str, list[tuple[str, str]]]]]]:
    """The orders of a union's events that a data table of the set states: a table naming the
    union's tag property and at least two of its tags, read phase by phase (a mapping of roles
    to tags is a phase in the order the table writes it; a list of tags, events allowed
    anywhere). Empty for a set without such a table."""
    tags = {v.tag for v in union.variants if v.tag}
    found = []
    for name, table in tables:
        if not isinstance(table, dict) or union.tag not in table.values():
            continue
        phases: list[tuple[str, list[tuple[str, str]]]] = []
        for key, value in table.items():
            if isinstance(value, dict):
                rows = [
                    (v, str(role)) for role, v in value.items() if isinstance(v, str) and v in tags
                ]
            elif isinstance(value, list):
                rows = [(v, "") for v in value if isinstance(v, str) and v in tags]
            else:
                continue
            if rows:
                phases.append((str(key), rows))
        if len({event for _, rows in phases for event, _ in rows}) >= 2:
            caption = (
                f"Event order stated by the fold table data/{name.lower()}.yaml: each phase "
                "left to right, under each event the role the table gives it; events without "
                "arrows may come anywhere."
            )
            found.append((caption, phases))
    return found


#: The keyword marking a union as the events of a stream (schema/README.md, our vocabulary).
STREAM_KEYWORD = "x-stream"


def fixture_streams(fixtures: Path | None) -> list[list[Any]]:
    """The event streams among the fixtures that are known good: `<case>.jsonl` (an event a
    line) whose `<case>.expected.json` lists no problems."""
    if fixtures is None:
        return []
    found = []
    for path in sorted(fixtures.rglob("*.jsonl")):
        expected = path.with_suffix(".expected.json")
        try:
            said = json.loads(expected.read_text(encoding="utf-8"))
            events = [json.loads(line) for line in path.read_text("utf-8").splitlines() if line]
        except (OSError, ValueError, UnicodeDecodeError):
            continue
        if isinstance(said, dict) and said.get("problems") == [] and events:
            found.append(events)
    return found


def observed_order(
    union: t.TaggedUnion, streams: Sequence[list[Any]]
) -> tuple[str, list[str], list[tuple[str, list[str]]], list[str], list[str]] | None:
    """What the good fixture streams of a stream union show of its order: which kind of event
    follows which, which came first and which last; None when no stream is of this union
    (every event an object whose tag is one of its tags)."""
    tags = {v.tag for v in union.variants if v.tag}
    kinds: list[str] = []
    moves: dict[str, list[str]] = {}
    firsts: list[str] = []
    lasts: list[str] = []
    count = 0
    for events in streams:
        spelled = [e.get(union.tag) if isinstance(e, dict) else None for e in events]
        if not all(isinstance(kind, str) and kind in tags for kind in spelled):
            continue
        count += 1
        names = [str(kind) for kind in spelled]
        for kind in names:
            if kind not in kinds:
                kinds.append(kind)
        for before, after in pairwise(names):
            if after not in moves.setdefault(before, []):
                moves[before].append(after)
        firsts += [names[0]] if names[0] not in firsts else []
        lasts += [names[-1]] if names[-1] not in lasts else []
    if not count:
        return None
    caption = (
        f"Event order seen in the {count} good fixture stream(s) of this union: an arrow where "
        "one kind of event directly followed another, a dot on a first event, a heavy border "
        "on a last one."
    )
    return caption, kinds, list(moves.items()), firsts, lasts


def _kind(decl: t.Decl) -> str:
    if isinstance(decl, t.Record):
        return "record"
    if isinstance(decl, (t.TaggedUnion, t.Union_)):
        return "union"
    if isinstance(decl, t.Enum):
        return "enum"
    return "alias"


def unique(name: str, taken: set[str], suffix: str = "") -> str:
    """`name`, or `name` numbered (before `suffix`) when taken; recorded as taken."""
    stem = name.removesuffix(suffix) if suffix else name
    found, n = name, 1
    while found in taken:
        n += 1
        found = f"{stem}-{n}{suffix}"
    taken.add(found)
    return found


def _field_anchor(name: str) -> str:
    return "".join(ch if ch.isalnum() or ch in "_-" else f"_{ord(ch):x}" for ch in name) or "_"


def _relative(here: str, key: str) -> str:
    """`key` (site path#anchor) as a link from the page at `here`."""
    if not key:
        return ""
    depth = here.count("/")
    return "../" * depth + key
