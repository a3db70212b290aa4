"""Behaviour parity: every behaviour the bindings have, run on the same cases in every target,
the outputs compared as JSON (numbers by value, booleans not numbers, key order aside where the
behaviour builds objects), printed as one table of behaviour x target.

A behaviour is asked through the conformance protocol: a stream fold as the `fold` its stream
union names (`x-stream`), a dialect as a `dialect` request, and the behaviour the plan declares
(`schema/data`, the lanes of `x-lane`) as a `fold` named `behaviour:<name>` whose case is in
`options`. Python's answer is the reference; a target that answers every case of a behaviour
with an error has no such behaviour (a missing cell), which fails the run unless
`parity_missing.yaml` lists it with a reason (and a listed cell that works fails too, so the
list stays true).

Cases: fixed ones made from the fixtures (the stream fixtures, the dialect documents, the
valid examples of the entities a behaviour reads) and, for the differential run, random ones
generated from the same fixtures by a seeded generator (`cases_random`).
"""

from __future__ import annotations

import json
import random
import re
import time
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from importlib.resources import files as resource_files
from pathlib import Path
from typing import Any

import yaml

from ..dialects import Dialect
from .cases import FOLDS, fold_of

Request = dict[str, Any]
Talk = Callable[[str, list[Request]], dict[str, dict[str, Any]]]

REFERENCE = "python"
#: The request kinds the behaviours are asked by.
KINDS = ("fold", "dialect")


@dataclass
class Behaviour:
    """A row of the table: its name, whether its objects' key order counts (JSON equality
    leaves it aside, and JavaScript puts integer-like keys first whatever the input's order),
    its cases."""

    name: str
    ordered: bool = False
    cases: list[Request] = field(default_factory=list)


def missing_list() -> dict[str, dict[str, str]]:
    """`parity_missing.yaml`: behaviour -> target -> why that target has no such behaviour."""
    text = (resource_files("agentproto.conformance") / "parity_missing.yaml").read_text()
    loaded = yaml.safe_load(text) or {}
    return {name: dict(cells or {}) for name, cells in loaded.items()}


#: A JSON parser's own account of where text stops being JSON, inside a message a fold writes:
#: each language's parser words it its way, so it is not compared (as in `runner.same_message`).
PARSER_DETAIL = re.compile(r"(are not JSON) \(.*?\)(?=; |$)")


def canonical(value: Any, ordered: bool) -> Any:
    """JSON as compared: numbers by value, booleans apart from numbers, object key order kept
    only when `ordered`, a parser's wording in a message aside."""
    if isinstance(value, bool) or value is None:
        return ("literal", value)
    if isinstance(value, int | float):
        return ("number", value)
    if isinstance(value, str):
        return ("string", PARSER_DETAIL.sub(r"\1 (...)", value))
    if isinstance(value, list):
        return ("array", [canonical(v, ordered) for v in value])
    items = [(k, canonical(v, ordered)) for k, v in value.items()]
    return ("object", items if ordered else sorted(items))


def index_keys_first(value: Any) -> Any:
    """`value` with each object's array-index keys first, ascending, then the others in their
    order: how a target declaring `index_keys_first` (JavaScript's objects) lists them."""
    if isinstance(value, list):
        return [index_keys_first(v) for v in value]
    if not isinstance(value, dict):
        return value
    indices = sorted(
        (k for k in value if _ARRAY_INDEX.fullmatch(k) and int(k) < 2**32 - 1), key=int
    )
    rest = [k for k in value if k not in indices]
    return {k: index_keys_first(value[k]) for k in [*indices, *rest]}


_ARRAY_INDEX = re.compile(r"0|[1-9][0-9]*")


def first_difference(want: Any, got: Any, at: str = "") -> str:
    """Where two compared answers (`canonical`'s form) part first, as a JSON pointer and the
    two values there, shortened."""
    if want[0] == got[0] == "array" and len(want[1]) == len(got[1]):
        for i, (w, g) in enumerate(zip(want[1], got[1], strict=True)):
            if w != g:
                return first_difference(w, g, f"{at}/{i}")
    if want[0] == got[0] == "object" and [k for k, _ in want[1]] == [k for k, _ in got[1]]:
        for (k, w), (_, g) in zip(want[1], got[1], strict=True):
            if w != g:
                return first_difference(w, g, f"{at}/{k}")
    if want[0] == got[0] == "object":
        want_keys, got_keys = [k for k, _ in want[1]], [k for k, _ in got[1]]
        return f"at {at or '/'}: keys {want_keys} wanted, {got_keys} given"
    return f"at {at or '/'}: {json.dumps(want)[:120]} wanted, {json.dumps(got)[:120]} given"


def answer_of(kind: str, answer: dict[str, Any]) -> Any:
    """What of an answer is compared: a dialect's output and problem pointers; otherwise the
    output (a behaviour's problems are [pointer, keyword, message] already)."""
    if "error" in answer:
        return {"error": True}
    if kind == "dialect":
        return {"output": answer.get("output"), "problems": answer.get("problems") or []}
    return answer.get("output")


# --- the fixed cases --------------------------------------------------------------------------


def _json_files(folder: Path) -> list[Any]:
    return [json.loads(p.read_text(encoding="utf-8")) for p in sorted(folder.glob("*.json"))]


def _valid(fixtures: Path, entity: str) -> list[Any]:
    return _json_files(fixtures / entity / "valid")


def _events(path: Path) -> list[Any]:
    lines = path.read_text(encoding="utf-8").split("\n")
    return [json.loads(line) for line in lines if line.strip()]


#: The stream folds, by the folder of their fixtures: (row name, stream union, options).
STREAM_ROWS: dict[str, tuple[str, str, dict[str, Any]]] = {
    "agent": ("fold: assistant message", *FOLDS["agent"]),
    "openresponses": ("fold: Open Responses response", *FOLDS["openresponses"]),
    "agent_events": ("fold: agent events", "agent/agent_event", {}),
}


@dataclass
class Pools:
    """What the generators draw from, read once from the fixtures and the schemas' data."""

    streams: dict[str, list[list[Any]]]
    messages: list[Any]
    reasoning_items: list[Any]
    texts: list[str]
    usages: list[Any]
    configs: list[Any]
    dialect_documents: dict[str, list[tuple[str, str | None, Any]]]
    #: every object key and short string of the fixtures read here (tags, roles, ids, field
    #: names): what a mutation puts in, so that a changed tag names another known kind and a
    #: renamed key is another real field, not only a value no reader knows
    words: list[str] = field(default_factory=list)


def pools(fixtures: Path, data: dict[str, Any], dialects: tuple[Dialect, ...]) -> Pools:
    streams = {
        sub: [_events(p) for p in sorted((fixtures / "streams" / sub).glob("*.jsonl"))]
        for sub in STREAM_ROWS
    }
    messages: list[Any] = []
    for entity in ("agent_message", "llm_message") + tuple(
        f"{arm}_message"
        for arm in ("user", "assistant", "tool_result", "system", "extension", "bash_execution")
    ):
        messages += _valid(fixtures, f"agent/{entity}")
    texts = [
        text
        for row in data.get("CONTEXT_OVERFLOW", [])
        for text in [*row.get("examples", []), *row.get("near_misses", [])]
    ]
    documents: dict[str, list[tuple[str, str | None, Any]]] = {}
    for dialect in dialects:
        found: list[tuple[str, str | None, Any]] = []
        for path in sorted((fixtures / "dialects" / dialect.name).glob("*.json*")):
            if path.suffix == ".jsonl":
                found += [("read", None, doc) for doc in _events(path)]
            else:
                found.append(("read", None, json.loads(path.read_text(encoding="utf-8"))))
        for entity in sorted(dialect.entities()):
            found += [("write", entity, doc) for doc in _valid(fixtures, entity)]
        documents[dialect.name] = found
    everything: list[Any] = [streams, messages, documents]
    return Pools(
        streams=streams,
        words=sorted(set(_words_of(everything))),
        messages=messages,
        reasoning_items=_valid(fixtures, "agent/reasoning_detail")
        + _json_files(fixtures / "agent" / "reasoning_detail" / "invalid"),
        texts=texts,
        usages=_valid(fixtures, "agent/usage"),
        configs=_valid(fixtures, "agent/cost_config"),
        dialect_documents=documents,
    )


def _words_of(value: Any) -> Iterator[str]:
    if isinstance(value, dict):
        for key, inner in value.items():
            yield key
            yield from _words_of(inner)
    elif isinstance(value, list | tuple):
        for inner in value:
            yield from _words_of(inner)
    elif isinstance(value, str) and len(value) <= 40:
        yield value


def behaviours(schema_dir: Path, pool: Pools, dialects: tuple[Dialect, ...]) -> list[Behaviour]:
    """Every row, with its fixed cases."""
    rows: list[Behaviour] = []
    for dialect in dialects:
        row = Behaviour(f"dialect: {dialect.name}")
        for direction, entity, doc in pool.dialect_documents[dialect.name]:
            row.cases.append(_dialect(dialect.name, direction, entity, doc))
        rows.append(row)
    for sub, (name, union, options) in STREAM_ROWS.items():
        fold = fold_of(schema_dir, union)
        row = Behaviour(name)
        row.cases = [_fold(fold, events, options) for events in pool.streams[sub]]
        if sub in VARIED_STREAMS:
            row.cases += [
                _fold(fold, variant, options)
                for events in pool.streams[sub]
                for variant in stream_variants(events)
            ]
        rows.append(row)
    fixed = cases_random(random.Random(0), pool, 40)
    for name, made in fixed.items():
        rows.append(Behaviour(ROW_NAMES[name], cases=made))
    return rows


#: The stream folds whose fixed cases include every variant `stream_variants` makes of each
#: fixture stream (the agent-event fold, whose rules are about order and ties between events).
VARIED_STREAMS = ("agent_events",)


def stream_variants(events: list[Any]) -> Iterator[list[Any]]:
    """Each one-step change of a stream, in a fixed order: two neighbouring events of other
    kinds swapped (out of order), one event left out (a missing start or end), one top-level
    string of an event changed (a run, turn or tool id, a tool name that no longer matches), one
    top-level number set to 0 (a `seq` that does not increase), and one number inside a
    top-level object raised by one (usage totals that no longer add up)."""

    def copied() -> list[Any]:
        return [json.loads(json.dumps(e)) for e in events]

    for i in range(len(events) - 1):
        if json.dumps(events[i]) != json.dumps(events[i + 1]):
            out = copied()
            out[i], out[i + 1] = out[i + 1], out[i]
            yield out
    for i in range(len(events)):
        yield copied()[:i] + copied()[i + 1 :]
    for i, event in enumerate(events):
        if not isinstance(event, dict):
            continue
        for key, value in event.items():
            if key == "type":
                continue
            if isinstance(value, str):
                out = copied()
                out[i][key] = value + "-other"
                yield out
            elif isinstance(value, int | float) and not isinstance(value, bool) and value != 0:
                out = copied()
                out[i][key] = 0
                yield out
            elif isinstance(value, dict):
                for inner, number in value.items():
                    if isinstance(number, int) and not isinstance(number, bool):
                        out = copied()
                        out[i][key][inner] = number + 1
                        yield out


def _fold(fold: str, events: list[Any], options: dict[str, Any]) -> Request:
    return {"kind": "fold", "fold": fold, "events": events, "options": options}


def _dialect(dialect: str, direction: str, entity: str | None, document: Any) -> Request:
    return {
        "kind": "dialect",
        "dialect": dialect,
        "entity": entity,
        "direction": direction,
        "document": document,
    }


def _behaviour(name: str, case: dict[str, Any]) -> Request:
    return {"kind": "fold", "fold": f"behaviour:{name}", "events": [], "options": case}


#: The behaviours the plan declares: protocol name -> row name.
ROW_NAMES = {
    "pairing_tool_result": "pairing: tool result <-> tool call",
    "pairing_function_call": "pairing: function_call_output <-> function_call",
    "llm_messages": "lanes: llm messages",
    "thought_tags": "thought-tag filter",
    "context_overflow": "context-overflow detection",
    "usage_arithmetic": "usage and cost arithmetic",
    "reasoning_details": "reasoning-details view",
    "usage_totals": "usage totals: AgentEnd.usage is the turns' sum",
    "identity": "run identity: depth, parent, inherited",
}


# --- random cases -----------------------------------------------------------------------------

#: Characters the text generators mix in: line terminators (which `.` must not match), digits
#: of other scripts (which `\d` must not match), case pairs outside ASCII (the Kelvin sign folds
#: to `k`), a character outside the BMP, and the tag brackets.
ODD = ["\n", "\r", "\u2028", "\t", "\u0663", "\uff13", "\u00a0", "\u212a", "\u0130", "é", "😀"]
IDS = ["call_1", "call_2", "call_3", "fc_1"]


def _mutate_text(rng: random.Random, text: str) -> str:
    chars = list(text)
    for _ in range(rng.randint(0, 3)):
        op = rng.randrange(5)
        at = rng.randint(0, len(chars))
        if op == 0 and chars:
            del chars[rng.randrange(len(chars)) : at]
        elif op == 1:
            chars.insert(at, rng.choice(ODD + list("<>/ aK0")))
        elif op == 2 and chars:
            i = rng.randrange(len(chars))
            chars[i] = chars[i].swapcase()
        elif op == 3 and chars:
            i = rng.randrange(len(chars))
            if chars[i].isdigit():
                chars[i] = rng.choice(["\u0663", "\uff13", "7"])
        elif op == 4 and chars:
            i = rng.randrange(len(chars))
            if chars[i] == " ":
                chars[i] = rng.choice(["\n", "\r", "\u2028", "\u00a0", "\t"])
    return "".join(chars)


def _count(rng: random.Random) -> Any:
    """A usage count: mostly an integer, sometimes absent (None), a float, or not a number."""
    return rng.choice(
        [rng.randint(0, 200_000), rng.randint(0, 10_000_000), 0, None, None, 1.5, True, "12"]
    )


def _with(
    rng: random.Random, base: dict[str, Any], keys: list[str], make: Callable[[], Any]
) -> Any:
    out = dict(base)
    for key in keys:
        if rng.random() < 0.7:
            value = make()
            if value is None:
                out.pop(key, None)
            else:
                out[key] = value
    return out


def _price(rng: random.Random) -> Any:
    return rng.choice(
        [round(rng.uniform(0, 100), rng.randint(0, 4)), rng.randint(0, 1000), 0.3, None, False]
    )


def _thinking(rng: random.Random) -> dict[str, Any]:
    block: dict[str, Any] = {"type": "thinking", "thinking": rng.choice(["hm", "", "a<b", "😀"])}
    if rng.random() < 0.7:
        block["source"] = rng.choice(["native", "prompted"])
    if rng.random() < 0.4:
        block["signature"] = "sig" + str(rng.randint(0, 9))
    return block


def _transcript(rng: random.Random, pool: Pools, ids: bool) -> list[Any]:
    messages: list[Any] = []
    for _ in range(rng.randint(0, 8) if pool.messages else 0):
        message = json.loads(json.dumps(rng.choice(pool.messages)))
        if message.get("role") == "assistant" and rng.random() < 0.5:
            content = message.setdefault("content", [])
            content.insert(rng.randint(0, len(content)), _thinking(rng))
        if ids and message.get("role") == "assistant":
            for block in message.get("content", []):
                if block.get("type") == "tool_call":
                    block["id"] = rng.choice(IDS)
        if ids and message.get("role") == "tool_result":
            message["tool_call_id"] = rng.choice(IDS)
        messages.append(message)
    return messages


def _tagged_text(rng: random.Random) -> str:
    words = ["hello", " ", "<", ">", "</", "a<b", "x", "\n"] + ODD
    tags = ["thought", "THINKING", "think", "Reasoning", "reflection", "thin\u212a", "th", "foo"]
    parts = []
    for _ in range(rng.randint(0, 12)):
        if rng.random() < 0.4:
            parts.append(f"<{'/' if rng.random() < 0.5 else ''}{rng.choice(tags)}>")
        else:
            parts.append(rng.choice(words))
    return "".join(parts)


def _cut(rng: random.Random, text: str) -> list[str]:
    cuts = sorted(rng.sample(range(len(text) + 1), min(len(text) + 1, rng.randint(0, 4))))
    pieces, last = [], 0
    for at in cuts:
        pieces.append(text[last:at])
        last = at
    pieces.append(text[last:])
    return pieces


#: What a mutation puts in for a value: each JSON type, and the largest integer every target
#: holds exactly (TypeScript's numbers are doubles: past 2^53 - 1 an integer is another one,
#: a limit each target declares, `runner.number_lines`, not a behaviour to compare).
SCALARS: list[Any] = [0, -1, 1.5, 2**53 - 1, "", "text", True, False, None, [], {}]


def _mutate_json(
    rng: random.Random, value: Any, depth: int = 0, words: list[str] | None = None
) -> Any:
    """A copy of `value` with one random change somewhere: a property dropped, added or
    renamed, a scalar swapped for another of another type or for a word of the fixtures (a tag
    of another kind, a known field name), a list item dropped or duplicated."""
    words = words or []

    def scalar() -> Any:
        return rng.choice(words) if words and rng.random() < 0.4 else rng.choice(SCALARS)

    if isinstance(value, dict) and value and (depth > 3 or rng.random() < 0.5):
        out = dict(value)
        key = rng.choice(list(out))
        op = rng.randrange(4)
        if op == 0:
            del out[key]
        elif op == 1:
            out[rng.choice(words) if words else "x_unknown"] = scalar()
        elif op == 2 and words:
            out = {(rng.choice(words) if k == key else k): v for k, v in out.items()}
        else:
            out[key] = scalar()
        return out
    if isinstance(value, dict) and value:
        key = rng.choice(list(value))
        return {**value, key: _mutate_json(rng, value[key], depth + 1, words)}
    if isinstance(value, list) and value:
        out_list = list(value)
        i = rng.randrange(len(out_list))
        op = rng.randrange(3)
        if op == 0:
            del out_list[i]
        elif op == 1:
            out_list.insert(i, out_list[i])
        else:
            out_list[i] = _mutate_json(rng, out_list[i], depth + 1, words)
        return out_list
    return scalar()


def _mutated(rng: random.Random, value: Any, words: list[str]) -> Any:
    """`value` with one to three changes (`_mutate_json`)."""
    for _ in range(rng.choice([1, 1, 2, 3])):
        value = _mutate_json(rng, value, 0, words)
    return value


def _mutate_stream(
    rng: random.Random, events: list[Any], others: list[list[Any]], words: list[str]
) -> list[Any]:
    out = [json.loads(json.dumps(e)) for e in events]
    for _ in range(rng.randint(0, 3)):
        if not out:
            break
        i = rng.randrange(len(out))
        op = rng.randrange(6)
        if op == 0:
            del out[i]
        elif op == 1:
            out.insert(i, json.loads(json.dumps(out[i])))
        elif op == 2 and i + 1 < len(out):
            out[i], out[i + 1] = out[i + 1], out[i]
        elif op == 3:
            out = out[: i + 1]
        elif op == 4 and others:
            donor = rng.choice(others)
            if donor:
                out.insert(i, json.loads(json.dumps(rng.choice(donor))))
        else:
            out[i] = _mutate_json(rng, out[i], 0, words)
    return out


def cases_random(rng: random.Random, pool: Pools, count: int) -> dict[str, list[Request]]:
    """`count` random cases of each behaviour the plan declares, made from the fixtures."""
    made: dict[str, list[Request]] = {name: [] for name in ROW_NAMES}
    words = pool.words
    # fixtures without usages or prices (another schema set's) still make cases, of empty
    # objects; a reference with no such behaviour answers none of them, and the row says so
    usages, configs = pool.usages or [{}], pool.configs or [{}]
    for _ in range(count):
        text = _mutate_text(rng, rng.choice(pool.texts)) if pool.texts else ""
        usage = _with(
            rng,
            rng.choice(usages),
            ["input", "cache_read", "cache_write"],
            lambda: _count(rng),
        )
        message = {
            "role": "assistant",
            "content": [],
            "stop_reason": rng.choice(["error", "stop", "length", "error", True, 1]),
            "error_message": rng.choice([text, text, None, 5]),
            "usage": rng.choice([usage, usage, None]),
        }
        message = {k: v for k, v in message.items() if v is not None}
        window = rng.choice([None, rng.randint(0, 300_000), 128_000, 1.5e5])
        made["context_overflow"].append(
            _behaviour(
                "context_overflow",
                {"error_text": text, "message": message, "context_window": window},
            )
        )
        config = _with(
            rng,
            rng.choice(configs),
            ["input", "output", "cache_read", "cache_write"],
            lambda: _price(rng),
        )
        made["usage_arithmetic"].append(
            _behaviour("usage_arithmetic", {"usage": usage, "config": config})
        )
        transcript = _transcript(rng, pool, ids=False)
        models = [
            (m.get("provider"), m.get("model")) for m in transcript if m.get("role") == "assistant"
        ]
        provider, model = rng.choice(models + [(None, None), ("openai", "gpt-4.1")])
        made["llm_messages"].append(
            _behaviour(
                "llm_messages", {"messages": transcript, "provider": provider, "model": model}
            )
        )
        values: list[Any] = _transcript(rng, pool, ids=True)
        if rng.random() < 0.2 and values:
            values[rng.randrange(len(values))] = _mutate_json(rng, rng.choice(values), 0, words)
        made["pairing_tool_result"].append(
            _behaviour("pairing", {"rule": "tool_result", "values": values})
        )
        items = []
        for _ in range(rng.randint(0, 8)):
            kind = rng.choice(["function_call", "function_call_output", "message"])
            item: dict[str, Any] = {"type": kind, "call_id": rng.choice(IDS + [7, None])}
            if item["call_id"] is None:
                del item["call_id"]
            items.append(item)
        made["pairing_function_call"].append(
            _behaviour("pairing", {"rule": "function_call_output", "values": items})
        )
        tags = rng.choice([None, None, None, ["Foo", "bar_baz"], ["thought"], [], ["1x"]])
        made["thought_tags"].append(
            _behaviour("thought_tags", {"fragments": _cut(rng, _tagged_text(rng)), "tags": tags})
        )
        details = [
            _mutate_json(rng, item, 0, words) if rng.random() < 0.3 else item
            for item in [
                rng.choice(pool.reasoning_items) if rng.random() < 0.3 else _reasoning_item(rng)
                for _ in range(rng.randint(0, 4) if pool.reasoning_items else 0)
            ]
        ]
        made["reasoning_details"].append(
            _behaviour(
                "reasoning_details", {"block": {"type": "reasoning_details", "details": details}}
            )
        )
        made["usage_totals"].append(
            _behaviour("usage_totals", {"rule": "agent_end_usage", "values": _run_events(rng)})
        )
        made["identity"].append(_behaviour("identity", {"values": _identities(rng)}))
    return made


#: The kinds of reasoning item, and the payload field each carries (`agent/reasoning_*_detail`),
#: with a kind the view does not know.
REASONING_KINDS = {
    "reasoning.text": "text",
    "reasoning.summary": "summary",
    "reasoning.encrypted": "data",
    "reasoning.image": "data",
}


def _reasoning_item(rng: random.Random) -> Any:
    """A reasoning item of any kind, its optional fields present, absent or of another JSON
    type, its payload now and then missing or not a string; a text item's signature a string,
    null or a number (only a string signs it)."""
    kind = rng.choice(list(REASONING_KINDS))
    item: dict[str, Any] = {"type": kind}
    payload = rng.choice(["Start from the failing test.", "b3BhcXVl", "", None, 3])
    if payload is not None:
        item[REASONING_KINDS[kind]] = payload
    for name, values in (
        ("id", ["rs_1", None, 7]),
        ("format", ["anthropic-claude-v1", "openai-responses-v1", "unknown", 1]),
        ("index", [0, 2, 1.0, 1.5, -1, "0"]),
        ("signature", ["sig", None, "", 5]),
    ):
        if rng.random() < 0.4 and (name != "signature" or kind == "reasoning.text"):
            item[name] = rng.choice(values)
    return item


USAGE_COUNTS = ["input", "output", "reasoning", "cache_read", "cache_write", "total_tokens"]


def _run_events(rng: random.Random) -> list[Any]:
    """A run's events: turns with usage, and an agent_end whose usage is mostly their sum, now
    and then off by one count, missing one, or of another JSON type."""
    events: list[Any] = []
    sums = dict.fromkeys(USAGE_COUNTS, 0)
    for _ in range(rng.randint(0, 6)):
        kind = rng.choice(["turn_end", "turn_end", "turn_start", "agent_start", "message_end"])
        if kind == "agent_start":
            sums = dict.fromkeys(USAGE_COUNTS, 0)
            events.append({"type": "agent_start"})
            continue
        event: dict[str, Any] = {"type": kind}
        if kind == "turn_end" and rng.random() < 0.9:
            usage = {}
            for name in rng.sample(USAGE_COUNTS, rng.randint(1, len(USAGE_COUNTS))):
                usage[name] = rng.choice([rng.randint(0, 5000), 0, 7.0, True, "3", None])
                value = usage[name]
                if isinstance(value, (int, float)) and not isinstance(value, bool):
                    sums[name] += int(value)
            event["usage"] = usage
        events.append(event)
    total: dict[str, Any] = {k: v for k, v in sums.items() if v or rng.random() < 0.5}
    if total and rng.random() < 0.3:
        name = rng.choice(list(total))
        total[name] = rng.choice([total[name] + 1, float(total[name]), None, True, "x"])
        if total[name] is None:
            del total[name]
    end: dict[str, Any] = {"type": "agent_end", "messages": []}
    if rng.random() < 0.9:
        end["usage"] = total if rng.random() < 0.95 else rng.choice([None, 5, []])
    events.append(end)
    if rng.random() < 0.2:
        events[rng.randrange(len(events))] = _mutate_json(rng, rng.choice(events))
    return events


def _identities(rng: random.Random) -> list[Any]:
    """Run identities: a root and children made as a child is made from its parent, now and
    then with a depth, parent, run id or inherited property changed."""
    root: dict[str, Any] = {"run_id": "run_0", "depth": 0}
    if rng.random() < 0.7:
        root["conversation_id"] = "conv_1"
    if rng.random() < 0.5:
        root["deadline_unix_ms"] = rng.choice([1_771_200_000_000, 5, 2.0])
    made = [root]
    for n in range(1, rng.randint(1, 5)):
        parent = rng.choice(made)
        child = {
            "run_id": f"run_{n}",
            "parent_run_id": parent["run_id"],
            "depth": parent["depth"] + 1 if isinstance(parent["depth"], int) else 1,
        }
        for name in ("conversation_id", "deadline_unix_ms"):
            if name in parent:
                child[name] = parent[name]
        made.append(child)
    for identity in made:
        if rng.random() < 0.15:
            key = rng.choice(["depth", "parent_run_id", "run_id", "conversation_id"])
            identity[key] = rng.choice([0, 1, 2, 1.0, True, None, "run_0", "conv_2"])
        if rng.random() < 0.05:
            identity.pop(rng.choice(list(identity)))
    rng.shuffle(made)
    return made


def random_rows(
    rng: random.Random, pool: Pools, rows: list[Behaviour], count: int
) -> Iterator[Behaviour]:
    """`count` random cases for every row, a row at a time: the plan's behaviours from their
    generators, the folds and dialects from their fixed cases mutated."""
    made = cases_random(rng, pool, count)
    by_name = {ROW_NAMES[name]: cases for name, cases in made.items()}
    for row in rows:
        if row.name in by_name:
            yield Behaviour(row.name, row.ordered, by_name[row.name])
            continue
        seeds = row.cases
        cases = []
        if seeds and seeds[0]["kind"] == "dialect":
            cases = _dialect_cases(rng, seeds, count, pool.words)
        streams = [c["events"] for c in seeds if c["kind"] == "fold"]
        for _ in range(count if seeds and not cases else 0):
            seed = rng.choice(seeds)
            events = _mutate_stream(rng, seed["events"], streams, pool.words)
            cases.append({**seed, "events": events})
        yield Behaviour(row.name, row.ordered, cases)


def _dialect_cases(
    rng: random.Random, seeds: list[Request], count: int, words: list[str]
) -> list[Request]:
    """`count` random documents of one dialect, half of them read (dialect -> canonical) and
    half written (canonical -> dialect), whatever the share of each among the seeds, each a
    seed with one to three changes; a document read is now and then read without its entity,
    so that the engine tells it by its tags."""
    by_direction: dict[str, list[Request]] = {}
    for seed in seeds:
        by_direction.setdefault(seed["direction"], []).append(seed)
    directions = sorted(by_direction)
    cases = []
    for n in range(count):
        seed = rng.choice(by_direction[directions[n % len(directions)]])
        case = {**seed, "document": _mutated(rng, seed["document"], words)}
        if case["direction"] == "read" and rng.random() < 0.3:
            case["entity"] = None
        cases.append(case)
    return cases


# --- running and judging ----------------------------------------------------------------------


@dataclass
class Cell:
    cases: int = 0
    differ: int = 0
    errors: int = 0
    first: str = ""


#: The plan's behaviours whose whole output is a list of problems ([pointer, keyword, message]).
PROBLEM_LISTS = frozenset(
    ROW_NAMES[name]
    for name in ("pairing_tool_result", "pairing_function_call", "usage_totals", "identity")
)


@dataclass
class Reach:
    """What a row's cases drew out of the reference: how many distinct answers, how many of
    them reporting problems, how many refused (the reference answered with an error: every
    other target must refuse too), and per direction how many dialect documents."""

    outcomes: set[str] = field(default_factory=set)
    with_problems: int = 0
    refused: int = 0
    directions: dict[str, int] = field(default_factory=dict)

    def add(self, name: str, case: Request, answer: dict[str, Any], compared: Any) -> None:
        self.outcomes.add(repr(compared))
        if "direction" in case:
            self.directions[case["direction"]] = self.directions.get(case["direction"], 0) + 1
        if "error" in answer:
            self.refused += 1
            return
        output = answer.get("output")
        if case["kind"] == "dialect":
            reported = bool(answer.get("problems"))
        elif name in PROBLEM_LISTS:
            reported = bool(output)
        else:
            reported = isinstance(output, dict) and bool(output.get("problems"))
        self.with_problems += reported

    def describe(self) -> str:
        text = f"{len(self.outcomes)} distinct outcomes, {self.with_problems} with problems"
        text += f", {self.refused} refused by the reference"
        if self.directions:
            text += " (" + ", ".join(f"{k} {v}" for k, v in sorted(self.directions.items())) + ")"
        return text


#: Wall-clock seconds each target's program spent answering, over the run so far.
ANSWER_SECONDS: dict[str, float] = {}


def judge_rows(
    rows: list[Behaviour], targets: tuple[str, ...], talk: Talk
) -> tuple[dict[str, dict[str, Cell]], dict[str, Reach]]:
    """Each row's cases through every target; per row and target, how many answers differ
    from the reference's (or are errors where the reference answered). A case the reference
    refuses (an error: the input is not one the behaviour takes) is one every target must
    refuse. Also, per row, what the cases reached (`Reach`)."""
    from ..targets.registry import TARGETS

    requests: list[Request] = []
    names: list[str] = []
    for row in rows:
        for i, case in enumerate(row.cases):
            requests.append({**case, "id": f"{row.name}#{i}"})
            names.append(row.name)

    def leaves(target: str) -> Mapping[str, str]:
        """The request kinds `target` is not asked (`Target.conformance_leaves`)."""
        return TARGETS[target].conformance_leaves if target in TARGETS else {}

    answers = {}
    for target in targets:
        started = time.perf_counter()
        mine = [r for r in requests if r["kind"] not in leaves(target)]
        answers[target] = talk(target, mine) if mine else {}
        ANSWER_SECONDS[target] = ANSWER_SECONDS.get(target, 0.0) + time.perf_counter() - started
    ordered = {row.name: row.ordered for row in rows}
    kinds = {row.name: row.cases[0]["kind"] if row.cases else "fold" for row in rows}
    cells: dict[str, dict[str, Cell]] = {row.name: {t: Cell() for t in targets} for row in rows}
    reach: dict[str, Reach] = {row.name: Reach() for row in rows}

    # a target that cannot keep the order of index-like keys is held to the order it can keep
    index_first = {t for t in targets if t in TARGETS and TARGETS[t].index_keys_first}
    for request, name in zip(requests, names, strict=True):
        rid = request["id"]
        reference = answers.get(REFERENCE, {}).get(rid, {"error": "no answer"})
        answer = answer_of(kinds[name], reference)
        want = canonical(answer, ordered[name])
        want_index_first = (
            canonical(index_keys_first(answer), ordered[name]) if index_first else want
        )
        reach[name].add(name, request, reference, want)
        for target in targets:
            if kinds[name] in leaves(target):  # not asked: the cell shows no case
                continue
            got = answers[target].get(rid, {"error": "no answer"})
            cell = cells[name][target]
            cell.cases += 1
            wanted = want_index_first if target in index_first else want
            if "error" in got and "error" not in reference:
                cell.errors += 1
                cell.first = cell.first or f"{rid}: {str(got['error'])[:200]}"
            elif (given := canonical(answer_of(kinds[name], got), ordered[name])) != wanted:
                cell.differ += 1
                cell.first = cell.first or f"{rid}: {first_difference(wanted, given)}"
    return cells, reach


def back_cases(rows: list[Behaviour], talk: Talk) -> None:
    """Adds to each dialect row what the reference made of its documents sent the other way:
    every canonical example written into the dialect is read back, every dialect document
    read is written back (as `conformance/dialects.py` does for the dialect suite), so that
    both directions have as many documents to start from."""
    dialect_rows = [row for row in rows if row.cases and row.cases[0]["kind"] == "dialect"]
    requests = [
        {**case, "id": f"{row.name}#{i}"}
        for row in dialect_rows
        for i, case in enumerate(row.cases)
    ]
    answers = talk(REFERENCE, requests) if requests else {}
    for row in dialect_rows:
        for i, case in enumerate(list(row.cases)):
            answer = answers.get(f"{row.name}#{i}", {"error": "no answer"})
            if "error" in answer or answer.get("problems") or answer.get("entity") is None:
                continue  # nothing whole to send back
            row.cases.append(
                _dialect(
                    case["dialect"],
                    "write" if case["direction"] == "read" else "read",
                    answer["entity"],
                    answer["output"],
                )
            )


def print_table(
    cells: dict[str, dict[str, Cell]],
    targets: tuple[str, ...],
    known: dict[str, dict[str, str]],
    echo: Callable[[str], None],
    title: str,
) -> int:
    """The table; 1 when a cell differs, is missing unlisted, or is listed but works."""
    failed = 0
    width = max(len(name) for name in cells) + 2
    echo(title)
    echo(f"{'behaviour':<{width}}{'cases':>7}  " + "".join(f"{t:<17}" for t in targets))
    notes = []
    for name, row in cells.items():
        line = f"{name:<{width}}{next(iter(row.values())).cases:>7}  "
        for target in targets:
            cell = row[target]
            reason = known.get(name, {}).get(target)
            missing = cell.cases > 0 and cell.errors == cell.cases
            if cell.cases == 0:  # no case the reference answered: nothing to compare
                text = "-"
            elif missing and reason is not None:
                text = "listed"
            elif missing:
                text, failed = "MISSING", 1
                notes.append(f"MISSING {name} / {target}: {cell.first}")
            elif reason is not None:
                text, failed = "LISTED-BUT-RUNS", 1
            elif cell.differ or cell.errors:
                text, failed = f"DIFF {cell.differ + cell.errors}", 1
                notes.append(f"DIFF {name} / {target}: {cell.first}")
            else:
                text = "same"
            line += f"{text:<17}"
        echo(line)
    for note in notes[:40]:
        echo(note)
    return failed


def run(
    talk: Talk,
    targets: tuple[str, ...],
    schema_dir: Path,
    fixtures: Path,
    data: dict[str, Any],
    dialects: tuple[Dialect, ...],
    differential: int,
    echo: Callable[[str], None] = print,
    seed: int = 2024,
) -> int:
    """The parity table on the fixed cases, then (`differential` > 0) that many random cases
    per behaviour; the exit code (1 on a difference or an unlisted missing cell)."""
    known = missing_list()
    pool = pools(fixtures, data, dialects)
    rows = behaviours(schema_dir, pool, dialects)
    if REFERENCE in targets:
        back_cases(rows, lambda target, requests: talk(REFERENCE, requests))
    cells, reach = judge_rows(rows, targets, talk)
    code = print_table(cells, targets, known, echo, "parity (the fixed cases):")
    for name, fixed in reach.items():
        if fixed.refused:
            echo(f"note: {name}: {fixed.refused} case(s) the reference refused")
    if differential > 0:
        ANSWER_SECONDS.clear()
        started = time.perf_counter()
        # a row at a time, so that only one row's cases and answers are held at once
        random_cells: dict[str, dict[str, Cell]] = {}
        for row in random_rows(random.Random(seed), pool, rows, differential):
            done, seen = judge_rows([row], targets, talk)
            random_cells.update(done)
            reach[row.name] = seen[row.name]
        code |= print_table(
            random_cells,
            targets,
            known,
            echo,
            f"parity, differential ({differential} random cases per behaviour, seed {seed}):",
        )
        for name, row_cells in random_cells.items():
            compared = [t for t in targets if row_cells[t].errors < row_cells[t].cases]
            disagreements = sum(row_cells[t].differ + row_cells[t].errors for t in compared)
            echo(
                f"differential {name}: {differential} cases x {len(compared)} targets, "
                f"{disagreements} disagreements; {reach[name].describe()}"
            )
        answering = ", ".join(f"{t} {s:.1f} s" for t, s in ANSWER_SECONDS.items())
        echo(
            f"time of the differential run: {time.perf_counter() - started:.1f} s wall, of which the "
            f"programs answering {answering}"
        )
    return code


def listed_cells() -> Iterator[tuple[str, str, str]]:
    """(behaviour, target, reason) of every listed missing cell."""
    for name, cells in missing_list().items():
        for target, reason in cells.items():
            yield name, target, reason
