"""The cases every target runs: the shipped examples and the official JSON Schema Test Suite."""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..drafts import DRAFTS, URIS, declared_draft, translate
from ..lower.types import pascal

#: The suite's drafts agentproto does not read (draft 3, and the next one, still a draft).
OTHER_DRAFTS = ("draft3", "draft-next")


@dataclass(frozen=True)
class Case:
    suite: str  # "fixtures" | "strict" | "streams" | "official" | a draft's label | ...
    id: str  # stable, what the expected-failures list names
    request: dict[str, Any]  # the line a program reads (without "id")
    expect: dict[str, Any]  # what the runner compares the answer with
    optional: bool = False  # counted and shown, never failing the run (the suite's optional)


def fixture_cases(folder: Path) -> Iterator[Case]:
    """tests/fixtures/<family>/<entity>/{valid,invalid}/*.json: a valid one must decode,
    validate and encode to itself; an invalid one must be rejected with the pointer and keyword
    its `.expected.json` states (jsonschema's)."""
    for kind in ("valid", "invalid"):
        for path in sorted(folder.glob(f"*/*/{kind}/*.json")):
            if path.name.endswith(".expected.json"):
                continue
            family, entity = path.parent.parent.parent.name, path.parent.parent.name
            payload = json.loads(path.read_text(encoding="utf-8"))
            request = {
                "kind": "fixture",
                "entity": f"{family}/{entity}",
                "module": family,
                "name": pascal(entity),
                "payload": payload,
            }
            if kind == "valid":
                expect: dict[str, Any] = {"valid": True, "output": payload}
            else:
                stated = json.loads(path.with_suffix(".expected.json").read_text(encoding="utf-8"))
                expect = {
                    "valid": False,
                    "pointer": stated["pointer"],
                    "keyword": stated["keyword"],
                }
            yield Case("fixtures", f"{family}/{entity}/{kind}/{path.stem}", request, expect)


#: The names of the properties `with_unknowns` adds: names no schema of the set uses.
UNKNOWN_AT_ROOT = "zz_unknown"
UNKNOWN_NESTED = "zz_nested_unknown"


def with_unknowns(payload: Any) -> list[tuple[str, Any, str | None]]:
    """(label, document, pointer of the property added) of the payload as it is (`as-is`, no
    pointer), then, when it is an object, copies with an unknown property added at the root
    (`root`) and in its first nested object, breadth first (`nested`): where the strict
    profile has something to say. The added property is a problem
    in the strict profile where the schema leaves that object open by omission, and none
    where a schema states `additionalProperties` itself."""
    out: list[tuple[str, Any, str | None]] = [("as-is", payload, None)]
    if not isinstance(payload, dict):
        return out
    out.append(("root", {**payload, UNKNOWN_AT_ROOT: 1}, "/" + UNKNOWN_AT_ROOT))
    nested = copy.deepcopy(payload)
    queue: list[tuple[str, Any]] = [(pointer_to(k), v) for k, v in nested.items()]
    while queue:
        at, value = queue.pop(0)
        if isinstance(value, dict):
            value[UNKNOWN_NESTED] = True
            out.append(("nested", nested, f"{at}/{UNKNOWN_NESTED}"))
            break
        if isinstance(value, list):
            queue += [(f"{at}/{i}", v) for i, v in enumerate(value)]
    return out


def pointer_to(key: str) -> str:
    """The JSON Pointer of a property of the root."""
    return "/" + key.replace("~", "~0").replace("/", "~1")


def strict_cases(folder: Path) -> Iterator[Case]:
    """Every valid example as the strict profile sees it, as is and with unknown properties
    added (`with_unknowns`), sent as `{"kind": "strict", "module", "name", "payload"}` to the
    targets that declare the strict profile (`Capabilities.strict_profile`). What each must
    answer is the Python bindings' strict answer (verdict and problems, all four fields); the
    case states what holds whatever the reference says (`expect`, `added`: the pointer of the
    property added): the example is valid in the default profile, so as is it may have no
    problem but an unknown property (some examples carry properties their schema does not
    name, which the open profile lets through), and a copy none but those and the added
    property's (`runner.judge_strict`). Every invalid example is sent as it is too: the strict
    profile only adds problems, so it must stay invalid."""
    for case in fixture_cases(folder):
        if case.suite != "fixtures":
            continue
        if not case.expect["valid"]:
            request = {**case.request, "kind": "strict"}
            yield Case("strict", f"strict:{case.id}", request, {"added": None, "invalid": True})
            continue
        for label, document, added in with_unknowns(case.request["payload"]):
            request = {**case.request, "kind": "strict", "payload": document}
            suffix = "" if added is None else f"+{label}"
            yield Case("strict", f"strict:{case.id}{suffix}", request, {"added": added})


CLOCK = 1731600000000  # the fixed clock stream folds run on (tests/fixtures/streams/README.md)

#: The folds whose streams every target runs: the folder under tests/fixtures/streams, the
#: stream union its events belong to and the options its fold is called with. The fold is the
#: one that union's schema names with `x-stream` (the class of the hand-written behaviour that
#: folds it), which is also its name in the conformance protocol.
FOLDS: dict[str, tuple[str, dict[str, Any]]] = {
    "agent": (
        "agent/assistant_message_event",
        {"provider": "openai", "model": "gpt-4.1", "clock": CLOCK},
    ),
    "openresponses": ("openresponses/stream_event", {}),
}


def fold_of(schema_dir: Path, entity: str) -> str:
    """The fold a stream union's schema names (`x-stream`)."""
    schema = json.loads((schema_dir / f"{entity}.json").read_text(encoding="utf-8"))
    fold = schema.get("x-stream")
    if isinstance(fold, str):
        return fold
    raise RuntimeError(f"{entity}.json names no fold (x-stream)")


def stream_cases(folder: Path, schema_dir: Path) -> Iterator[Case]:
    """tests/fixtures/streams/<fold folder>/<case>.jsonl with its `.expected.json`: what the
    fold must give (the final message or response, the problems as [pointer, keyword, message], ...)."""
    for sub, (entity, options) in FOLDS.items():
        paths = sorted((folder / sub).glob("*.jsonl"))
        fold = fold_of(schema_dir, entity) if paths else ""
        for path in paths:
            lines = path.read_text(encoding="utf-8").split("\n")
            events = [json.loads(line) for line in lines if line.strip()]
            expected = json.loads(path.with_suffix(".expected.json").read_text(encoding="utf-8"))
            request = {"kind": "fold", "fold": fold, "events": events, "options": options}
            yield Case("streams", f"{sub}/{path.stem}", request, expected)


def suite_label(draft: str, optional: bool = False, formats: bool = False) -> str:
    """What the table calls a draft's cases: `official` (2020-12's required ones, as
    before other drafts were read), `draft7`, `optional` (2020-12's), `draft7-optional`,
    `format` (2020-12's `format` files, asserted), `draft7-format`."""
    name = "" if draft == "draft2020-12" else draft
    if formats:
        return f"{name}-format" if name else "format"
    if optional:
        return f"{name}-optional" if name else "optional"
    return name or "official"


def suite_files(suite: Path) -> Iterator[tuple[str, Path, bool, bool]]:
    """(draft, file, optional, formats) of every file of the suite the runner sends, draft by
    draft (`drafts.DRAFTS`): the required ones, the optional ones, and the optional `format/`
    files and `format-assertion` with `formats` set. Those are compiled with `format` asserted
    and sent only to targets that declare they assert it (`Capabilities.format_assertion`):
    elsewhere a format is an annotation, as the specification allows."""
    for draft in DRAFTS:
        folder = suite / "tests" / draft
        for path in sorted(folder.glob("*.json")):
            yield draft, path, False, False
        for path in sorted((folder / "optional").glob("*.json")):
            yield draft, path, True, path.stem == "format-assertion"
        for path in sorted((folder / "optional" / "format").glob("*.json")):
            yield draft, path, True, True


def suite_groups(suite: Path) -> Iterator[tuple[str, str, int, dict[str, Any]]]:
    """(group id, file, index, group) of every file `suite_files` gives. A file is labelled
    `<draft>_<stem>` (`draft7_ref`; a required file of 2020-12 keeps its bare stem, an optional
    one is `opt_<stem>`, a `format` one `fmt_<stem>`), and the group schemas of drafts 4 to 7
    name their draft in `$schema`, as the suite runs them, so every target reads them as that
    draft's."""
    for draft, path, optional, formats in suite_files(suite):
        stem = f"fmt_{path.stem}" if formats else f"opt_{path.stem}" if optional else path.stem
        label = stem if draft == "draft2020-12" else f"{draft}_{stem}"
        name = path.relative_to(suite / "tests" / draft).as_posix()
        name = name if draft == "draft2020-12" else f"{draft}/{name}"
        for i, group in enumerate(json.loads(path.read_text(encoding="utf-8"))):
            yield f"{label}/{i}", name, i, of_draft(group, draft)


def asserts_formats(name: str) -> bool:
    """Whether the suite file `name` (`draft7/optional/format/email.json`) is one of those
    compiled with `format` asserted (`suite_files`)."""
    return "optional/format/" in name or name.endswith("optional/format-assertion.json")


def of_draft(group: dict[str, Any], draft: str) -> dict[str, Any]:
    """The group with its schema naming `draft` when it names none (the suite's files of
    drafts 4 to 7 leave it to the folder they are in)."""
    schema = group["schema"]
    if isinstance(schema, dict) and "$schema" not in schema and draft != "draft2020-12":
        return {**group, "schema": {"$schema": URIS[draft] + "#", **schema}}
    return group


def suite_cases(suite: Path) -> Iterator[Case]:
    _, same = distinct_groups(suite)
    for gid, name, _, group in suite_groups(suite):
        # the `format` files are optional in the suite, but a target that declares format
        # assertion is held to them as to the required ones
        formats = asserts_formats(name)
        optional = not formats and "/optional/" in f"/{name}"
        draft = name.split("/", 1)[0] if name.startswith("draft") else "draft2020-12"
        for test in group["tests"]:
            request = {
                "kind": "suite",
                "group": same.get(gid, gid),
                "schema": group["schema"],
                "data": test["data"],
                **({"formats": True} if formats else {}),
            }
            yield Case(
                suite_label(draft, optional, formats),
                f"{name} :: {group['description']} :: {test['description']}",
                request,
                {"valid": test["valid"]},
                optional,
            )


def distinct_groups(
    suite: Path,
) -> tuple[list[tuple[str, str, int, dict[str, Any]]], dict[str, str]]:
    """The groups a target compiles, and for each group left out the group whose compiled
    schema it uses. Many groups of the older drafts are a newer draft's, word for word once
    read as 2020-12 (`type`, `enum`, most of `ref`), and compile to the same validator: the
    validator is a function of the translated schema, the pointers it moved, (when the
    schema names a document by URI) the draft its resources are read with, and whether
    `format` is asserted, so groups equal in all four share one. Each target then builds about a third of the groups."""
    kept: list[tuple[str, str, int, dict[str, Any]]] = []
    first: dict[tuple[str, str, str | None, bool], str] = {}
    same: dict[str, str] = {}
    for gid, name, index, group in suite_groups(suite):
        schema = group["schema"]
        own = declared_draft(schema) or "draft2020-12"
        translated, moves = translate(schema, own)
        text = json.dumps(schema)
        remote = "localhost:1234" in text or "json-schema.org/draft" in text.replace(
            json.dumps(schema.get("$schema")) if isinstance(schema, dict) else "", ""
        )
        key = (
            json.dumps(translated, sort_keys=True),
            json.dumps(sorted(moves.items())),
            own if remote else None,
            asserts_formats(name),  # the same schema compiles otherwise with formats asserted
        )
        if key in first:
            same[gid] = first[key]
        else:
            first[key] = gid
            kept.append((gid, name, index, group))
    return kept, same


def remotes(suite: Path) -> dict[str, Any]:
    """The suite's remote documents, served at localhost:1234 in its own runs, but those of the
    drafts not read. One in a draft's folder (`remotes/draft7/`) names that draft in `$schema`
    when it names none, as the suite means it."""
    base = suite / "remotes"
    found: dict[str, Any] = {}
    for path in sorted(base.rglob("*.json")):
        folder = path.relative_to(base).parts[0]
        if folder in OTHER_DRAFTS:
            continue
        contents = json.loads(path.read_text(encoding="utf-8"))
        if folder in URIS and isinstance(contents, dict) and "$schema" not in contents:
            contents = {"$schema": URIS[folder] + "#", **contents}
        found[f"http://localhost:1234/{path.relative_to(base).as_posix()}"] = contents
    return found
