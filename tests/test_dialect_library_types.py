"""Instances made from pi's own published types, read through the pi-ai dialect and written back.

pi's packages (pinned in tools/node) declare their messages, content blocks, stream events,
agent events and session file entries in TypeScript. `tests/library_types/pi_types.ts` names the
union of each coverage group (`surfaces/pi-ai.json`) from those declarations, and
ts-json-schema-generator (pinned in tests/library_types) turns them into JSON Schema. From each
union's branch for a variant, `conformance/instances.py` builds instances with seeded choices
(optional properties, branches, enum values, strings), and `tsc --strict` compiles every
instance as a constant of the union it was built from, so each is a value pi's types take.

Each instance must then be read by the pi-ai dialect into canonical JSON its schema accepts
and be written back as the same JSON value. An instance that is not is listed, with the reason,
under `instances` in `conformance/coverage_exceptions.yaml` (shown by `agentproto
conformance`); an unlisted failure fails the test, and so does a listed one no instance meets.

pi's types are looser than what pi writes in a few places; there the instances take the values
pi's own code gives them (`AS_PI_WRITES`, each with where pi makes them), as the openai coverage
test draws identifiers as the API sends them.

The table of the last run (`.venv/bin/python -m pytest tests/test_dialect_library_types.py -q
-s -k table`) is in docs/DESIGN.md, "Instances from pi's published types"."""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pytest
from declared_types import branches, compile_values, definitions, tag_of
from library_instances import listed, round_trip

from agentproto.conformance import coverage
from agentproto.conformance.instances import build
from agentproto.validate.dialects import Converters
from support import ROOT

#: coverage group (surfaces/pi-ai.json) -> the alias of pi_types.ts naming its union
GROUP_TYPE = {
    "message": "PiMessage",
    "content": "PiContent",
    "stream event": "PiStreamEvent",
    "proxy stream event": "PiProxyStreamEvent",
    "agent event": "PiAgentEvent",
    "session entry": "PiSessionEntry",
}
INSTANCES_PER_VARIANT = 12

# -- what pi writes where its types say less ------------------------------------------------------

ISO_TIMES = ("2026-01-02T03:04:05.678Z", "2025-12-31T23:59:59.000Z")
EPOCH_MILLIS = (1767323045678, 0)
COUNTS = (0, 1, 13875)
COSTS = (0, 0.0125, 3)
NAMES = ("x", "call_AbC-9")
BASE64 = ("iVBORw0KGgo=", "R0lGODlhAQABAIAAAP8AAP///yH5BAEAAAEALAAAAAABAAEAAAICRAEAOw==")

#: (where, property) -> (the values an instance takes, where pi makes them). `where` is the
#: definition the property is declared in (an inline object: its parent's property after a dot),
#: or "*" for every definition.
AS_PI_WRITES: dict[tuple[str, str], tuple[Sequence[Any], str]] = {
    ("*", "timestamp:string"): (
        ISO_TIMES,
        "a session entry's time: `new Date().toISOString()` (SessionManager)",
    ),
    ("*", "timestamp:number"): (EPOCH_MILLIS, "a message's time: `Date.now()`"),
    **{
        ("Usage", name): (COUNTS, "token counts, whole and never negative (providers' usage)")
        for name in ("input", "output", "cacheRead", "cacheWrite", "totalTokens")
    },
    **{
        ("Usage.cost", name): (COSTS, "dollars, never negative (calculateCost)")
        for name in ("input", "output", "cacheRead", "cacheWrite", "total")
    },
    ("*", "tokensBefore"): (COUNTS, "a token count (compaction)"),
    ("*", "contentIndex"): ((0, 1, 2), "an index into the message's content"),
    ("*", "delayMs"): ((0, 2000), "milliseconds to wait before a retry"),
    ("*", "attempt"): ((1, 3), "the retry's number, counting from 1"),
    ("*", "maxAttempts"): ((1, 3), "the configured number of retries"),
    ("*", "version"): ((1, 3), "the session file's format version (CURRENT_SESSION_VERSION)"),
    ("*", "exitCode"): ((0, 1, 130), "a process's exit status"),
    ("ImageContent", "data"): (BASE64, "the image's bytes in base64 (the type's own comment)"),
    ("ImageContent", "mimeType"): (("image/png", "image/jpeg"), "an image's media type"),
    **{
        ("*", name): (NAMES, "a model, API, provider or response id, never empty")
        for name in ("model", "responseId", "responseModel", "modelId")
    },
    ("ModelChangeEntry", "provider"): (NAMES, "the provider's name of the model changed to"),
    ("*", "customType"): (NAMES, "an extension's name for its entries and messages"),
    ("*", "errorMessage"): (("overloaded", "x"), "an error's message (`error.message`)"),
    **{
        ("*", name): (NAMES, "an identifier or name pi makes non-empty")
        for name in (
            "id",
            "parentId",
            "toolCallId",
            "toolName",
            "name",
            "fromId",
            "targetId",
            "firstKeptEntryId",
        )
    },
}
#: (where, property) -> the definition pi's code puts there, where the type says `any`
TYPED_AS_PI_WRITES: dict[tuple[str, str], tuple[str, str]] = {
    ("AgentEvent", "result"): (
        "PiToolResult",
        "the agent loop hands on the tool's AgentToolResult",
    ),
    ("AgentEvent", "partialResult"): (
        "PiToolResult",
        "a tool's onUpdate callback takes an AgentToolResult",
    ),
    ("ThinkingLevelChangeEntry", "thinkingLevel"): (
        "ThinkingLevel",
        "the entry records the agent's ThinkingLevel (setThinkingLevel); the type says string",
    ),
}
#: The definitions of pi's open string unions (a known name or any string): the string pi
#: writes there is a name, never empty.
NAMED_STRINGS = {"Api": "an API's name", "Provider": "a provider's name"}


def _refine(definitions: dict[str, Any]) -> dict[str, Any]:
    """The definitions with the properties `AS_PI_WRITES` and `TYPED_AS_PI_WRITES` name
    narrowed to what pi writes."""

    def narrowed(node: Any, where: str) -> Any:
        if isinstance(node, list):
            return [narrowed(n, where) for n in node]
        if not isinstance(node, dict):
            return node
        out = {}
        for key, value in node.items():
            if key == "properties":
                out[key] = {p: prop(where, p, s) for p, s in value.items()}
            else:
                out[key] = narrowed(value, where)
        return out

    def prop(where: str, name: str, schema: dict[str, Any]) -> Any:
        kind = schema.get("type")
        for key in ((where, name), ("*", name), ("*", f"{name}:{kind}")):
            if key in AS_PI_WRITES and kind in ("string", "number"):
                return {"type": kind, "enum": list(AS_PI_WRITES[key][0])}
            if key in TYPED_AS_PI_WRITES:
                return {"$ref": f"#/definitions/{TYPED_AS_PI_WRITES[key][0]}"}
        return narrowed(schema, f"{where}.{name}")

    def named(schema: dict[str, Any]) -> dict[str, Any]:
        any_string = {"type": "string"}
        arms = [
            {"type": "string", "enum": list(NAMES)} if a == any_string else a
            for a in schema["anyOf"]
        ]
        return {**schema, "anyOf": arms}

    return {
        name: named(schema) if name in NAMED_STRINGS else narrowed(schema, name)
        for name, schema in definitions.items()
    }


#: pi-ai's stream writes a `*_end` event's block as the block at `contentIndex` of its `partial`
#: (the message so far holds what the event ends); drawn apart, the two would differ, which no
#: stream of pi's does and the pi_ai_stream hook refuses (it keeps one of them).
ENDED_BLOCK = {"text_end": "content", "thinking_end": "content", "toolcall_end": "toolCall"}


def as_pi_streams(value: Any) -> Any:
    """The instance with a `*_end` event's block in its `partial` at `contentIndex`, an
    `error` event's message carrying its error text (pi-ai's providers set `errorMessage` on the
    message before they push the event; the type leaves it optional, as on every message, and on
    the proxy's error event, which forwards it), and
    a message_update's message the `partial` of the stream event it nests, itself as pi-ai's
    stream writes it."""
    if isinstance(value, dict) and value.get("type") == "message_update":
        # pi's agent loop nests each stream event as the stream wrote it, and sends the event's
        # `partial` as the update's message (`{...partialMessage}`, agent-loop.ts)
        nested = as_pi_streams(value["assistantMessageEvent"])
        message = nested["partial"] if "partial" in nested else value["message"]
        return {**value, "message": message, "assistantMessageEvent": nested}
    if isinstance(value, dict) and value.get("type") == "error":
        if "error" not in value:  # the proxy's error, which forwards that text
            return {**value, "errorMessage": value.get("errorMessage", "overloaded")}
        return {**value, "error": {"errorMessage": "overloaded", **value["error"]}}
    if (
        not isinstance(value, dict)
        or value.get("type") not in ENDED_BLOCK
        or "partial" not in value
    ):
        return value
    content = list(value["partial"]["content"])
    index = value["contentIndex"]
    ended = value[ENDED_BLOCK[value["type"]]]
    block = (
        ended
        if value["type"] == "toolcall_end"
        else {"type": "text", "text": ended}
        if value["type"] == "text_end"
        else {"type": "thinking", "thinking": ended}
    )
    while len(content) <= index:
        content.append({"type": "text", "text": ""})
    content[index] = block
    return {**value, "partial": {**value["partial"], "content": content}}


# -- pi's types as JSON Schema, and the instances ------------------------------------------------


@pytest.fixture(scope="module")
def pi_definitions(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """The JSON Schema definitions ts-json-schema-generator makes of pi_types.ts's aliases (it
    type-checks the file first, so the spelled message union is checked to be AgentMessage)."""
    return definitions("pi_types.ts", tmp_path_factory.mktemp("pi_schema"))


@dataclass
class Case:
    group: str
    entity: str
    tag: str
    alias: str
    value: Any


def surface() -> dict[str, Any]:
    return next(s for s in coverage.surfaces() if s["name"] == "pi-ai")


@pytest.fixture(scope="module")
def pi_cases(pi_definitions: dict[str, Any]) -> list[Case]:
    """INSTANCES_PER_VARIANT instances of every variant the surface lists, each from its own
    seed (the variant and the instance's number), so a run is the same every time."""
    definitions = _refine(pi_definitions)
    root = {"definitions": definitions}
    cases = []
    for group in surface()["groups"]:
        alias = GROUP_TYPE[group["group"]]
        arms = branches(definitions, definitions[alias])
        for variant in group["variants"]:
            (branch,) = [b for b in arms if tag_of(b, group["tag"]) == variant["tag"]]
            for number in range(INSTANCES_PER_VARIANT):
                rng = random.Random(f"{group['group']}/{variant['tag']}/{number}")

                def choose(what: str, options: Sequence[Any], rng: random.Random = rng) -> Any:
                    return rng.choice(list(options))

                value = as_pi_streams(build(branch, choose, root))
                cases.append(Case(group["group"], group["entity"], variant["tag"], alias, value))
    return cases


#: What pi writes of a value of type T is `JSON.stringify` of it, which leaves out a property
#: whose value is undefined: so a property typed `T | undefined` (a bash message's `exitCode`, a
#: label entry's `label`) may be absent from the JSON, though TypeScript requires it in a literal.
#: Everything else of T is kept as it is (tags, excess-property checks, nesting).
WRITTEN = [
    "type Written<T> = T extends readonly (infer E)[]",
    "  ? Written<E>[]",
    "  : T extends object",
    "    ? { [K in keyof T as undefined extends T[K] ? never : K]: Written<T[K]> } & {",
    "        [K in keyof T as undefined extends T[K] ? K : never]?: Written<Exclude<T[K], undefined>>;",
    "      }",
    "    : T;",
]


@pytest.fixture(scope="module")
def tsc_refusals(pi_cases: list[Case], tmp_path_factory: pytest.TempPathFactory) -> dict[int, str]:
    """case number -> the first error tsc gives for it (cases it compiles are not listed)."""
    aliases = ", ".join(sorted(set(GROUP_TYPE.values())))
    header = [f'import type {{ {aliases} }} from "./pi_types.js";', *WRITTEN]
    values = [(f"Written<{case.alias}>", case.value) for case in pi_cases]
    return compile_values(tmp_path_factory.mktemp("pi_instances"), "pi_types.ts", header, values)


def outcome(conv: Converters, case: Case) -> tuple[bool, bool, str]:
    """(accepted, lossless, what went wrong) of the case through the pi-ai dialect."""
    return round_trip(conv, "pi-ai", case.value, case.entity)


@pytest.fixture(scope="module")
def outcomes(pi_cases: list[Case]) -> list[tuple[bool, bool, str]]:
    conv = Converters(ROOT / "schema")
    return [outcome(conv, case) for case in pi_cases]


# -- the tests ------------------------------------------------------------------------------------


def test_each_group_union_is_the_surfaces_variants(pi_definitions: dict[str, Any]) -> None:
    """Every variant the surface lists has exactly one branch in pi's union, and every branch
    of pi's union is a variant the surface lists: the instances cover the whole union."""
    for group in surface()["groups"]:
        arms = branches(pi_definitions, pi_definitions[GROUP_TYPE[group["group"]]])
        tags = [tag_of(b, group["tag"]) for b in arms]
        assert sorted(tags) == sorted(v["tag"] for v in group["variants"]), group["group"]


def test_what_pi_writes_names_only_properties_pi_declares(pi_definitions: dict[str, Any]) -> None:
    """A narrowing that names a property no definition has would narrow nothing."""
    declared: set[tuple[str, str]] = set()

    def walk(node: Any, where: str) -> None:
        if isinstance(node, list):
            for n in node:
                walk(n, where)
        elif isinstance(node, dict):
            for name, schema in node.get("properties", {}).items():
                declared.add((where, name))
                declared.add(("*", name))
                declared.add(("*", f"{name}:{schema.get('type')}"))
                walk(schema, f"{where}.{name}")
            for key, value in node.items():
                if key != "properties":
                    walk(value, where)

    for name, schema in pi_definitions.items():
        walk(schema, name)
    assert not set(AS_PI_WRITES) - declared, set(AS_PI_WRITES) - declared
    assert not set(TYPED_AS_PI_WRITES) - declared
    assert {d for d, _ in TYPED_AS_PI_WRITES.values()} <= set(pi_definitions)


def test_every_instance_is_a_value_of_pis_types(
    pi_cases: list[Case], tsc_refusals: dict[int, str]
) -> None:
    assert -1 not in tsc_refusals, tsc_refusals.get(-1)
    refused = tsc_refusals
    assert not refused, "\n".join(
        f"{pi_cases[n].group}/{pi_cases[n].tag}: {e}: {json.dumps(pi_cases[n].value)[:300]}"
        for n, e in list(refused.items())[:5]
    )


def _listed(case: Case, why: str) -> str | None:
    return listed("pi-ai", f"{case.group}/{case.tag}", why)


def test_instances_round_trip_or_are_listed(
    pi_cases: list[Case], outcomes: list[tuple[bool, bool, str]]
) -> None:
    unlisted = []
    met: set[tuple[str, str]] = set()
    for case, (_, lossless, why) in zip(pi_cases, outcomes, strict=True):
        if lossless:
            continue
        text = _listed(case, why)
        if text is None:
            unlisted.append(f"{case.group}/{case.tag}: {why}\n  {json.dumps(case.value)[:400]}")
        else:
            met.add((f"{case.group}/{case.tag}", text))
    assert not unlisted, f"{len(unlisted)} instances refused:\n" + "\n".join(unlisted[:8])
    listed = {
        (variant, text)
        for variant, texts in coverage.instance_exceptions().get("pi-ai", {}).items()
        for text in texts
    }
    assert listed <= met, f"listed, but no instance meets it: {sorted(listed - met)}"


def test_every_variant_has_instances_that_round_trip(
    pi_cases: list[Case], outcomes: list[tuple[bool, bool, str]]
) -> None:
    """Every variant has instances pi's types take that go through the dialect and back, but
    those whose every instance is listed (`NOTHING_WHOLE`); once one of its instances goes
    through, the test fails until it leaves the list."""
    whole = {
        f"{c.group}/{c.tag}"
        for c, (_, lossless, _) in zip(pi_cases, outcomes, strict=True)
        if lossless
    }
    every = {f"{g['group']}/{v['tag']}" for g in surface()["groups"] for v in g["variants"]}
    assert every - whole == NOTHING_WHOLE
    assert NOTHING_WHOLE <= set(coverage.instance_exceptions().get("pi-ai", {}))


#: The variants no instance of goes through whole (their reasons: coverage_exceptions.yaml):
#: none since message_update takes the whole stream event pi nests.
NOTHING_WHOLE: set[str] = set()


def test_table(pi_cases: list[Case], outcomes: list[tuple[bool, bool, str]]) -> None:
    """Prints the per-variant table: instances, accepted (valid canonical), lossless."""
    rows: dict[tuple[str, str], list[int]] = {}
    for case, (accepted, lossless, _) in zip(pi_cases, outcomes, strict=True):
        row = rows.setdefault((case.group, case.tag), [0, 0, 0])
        row[0] += 1
        row[1] += accepted
        row[2] += lossless
    wide = max(len(group) for group, _ in rows)
    lines = [f"{'group':<{wide}} {'variant':<24} instances accepted lossless"]
    for (group, tag), (made, took, whole) in rows.items():
        lines.append(f"{group:<{wide}} {tag:<24} {made:>9} {took:>8} {whole:>8}")
    totals = [sum(r[i] for r in rows.values()) for i in range(3)]
    every = f"{len(rows)} variants"
    lines.append(f"{'all':<{wide}} {every:<24} {totals[0]:>9} {totals[1]:>8} {totals[2]:>8}")
    print("\n" + "\n".join(lines))
    assert len(rows) == sum(len(g["variants"]) for g in surface()["groups"])
    assert all(made == INSTANCES_PER_VARIANT for made, _, _ in rows.values())


def test_conformance_prints_the_listed_instances() -> None:
    """Each listed instance outcome and its reason is in the coverage table `agentproto
    conformance` prints."""
    text = coverage.table(coverage.coverage(Converters(ROOT / "schema")))
    listed = coverage.instance_exceptions().get("pi-ai", {})
    printed = [
        line for line in text.splitlines() if "pi-ai " in line and "instances refused" in line
    ]
    assert len(printed) == sum(len(outcomes) for outcomes in listed.values())
    for variant, outcomes in listed.items():
        group, _, tag = variant.rpartition("/")
        for outcome_text, reason in outcomes.items():
            assert f"pi-ai {group} {tag}: instances refused ({outcome_text}): {reason}" in text
