"""A seeded corpus of agent messages (`agent/agent_message`) for the validation benchmark.

    .venv/bin/python bench/corpus.py [--seed 2026] [--count 20000] [--out bench/out]

Writes, for one seed always the same bytes:
- `valid.jsonl`: `count` messages, one JSON document a line, cut from synthetic coding-agent
  transcripts: system prompts, user turns (plain or with images and extension blocks), assistant
  turns with thinking and signatures, text, nested tool-call arguments, provider reasoning,
  failed turns, tool results (text and images, with host-side details) and extension-lane
  messages;
- `invalid.jsonl`: `count / 20` copies of valid messages with exactly one mutation each (wrong
  type, missing required property, unknown property on a closed object, bad tag, bad enum
  value, negative count, empty string, bad pattern, null where only absence is allowed, broken
  image rule);
- `invalid.tsv`: line number, mutation and JSON pointer of every invalid document.

Every valid document is checked valid and every invalid one invalid with `jsonschema`
(Draft 2020-12); a disagreement stops the script with the offending document."""

from __future__ import annotations

import argparse
import base64
import copy
import json
import random
import statistics
import sys
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import jsonschema
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

ROOT = Path(__file__).resolve().parent.parent
SCHEMA_DIR = ROOT / "schema"
ENTITY = "https://agentproto.dev/schema/agent/agent_message.json"

WORDS = (
    "the",
    "a",
    "to",
    "of",
    "and",
    "in",
    "is",
    "it",
    "that",
    "for",
    "test",
    "file",
    "line",
    "function",
    "module",
    "error",
    "value",
    "config",
    "build",
    "run",
    "check",
    "fix",
    "update",
    "read",
    "write",
    "path",
    "import",
    "return",
    "class",
    "method",
    "call",
    "result",
    "output",
    "input",
    "user",
    "model",
    "token",
    "cache",
    "request",
    "response",
    "invoice",
    "total",
    "parser",
    "schema",
    "field",
    "type",
    "string",
    "number",
    "list",
    "object",
    "null",
    "missing",
    "failing",
    "passes",
    "warning",
    "deprecated",
    "version",
    "python",
    "rust",
    "async",
    "await",
    "thread",
    "lock",
    "queue",
    "retry",
    "timeout",
    "server",
    "client",
    "header",
    "body",
    "status",
    "code",
    "branch",
    "commit",
    "diff",
    "merge",
    "rebase",
    "review",
    "patch",
    "refactor",
    "rename",
    "extract",
    "inline",
    "helper",
    "loop",
    "index",
    "offset",
    "buffer",
    "stream",
    "chunk",
    "decode",
    "encode",
    "json",
    "yaml",
    "toml",
    "csv",
    "row",
    "column",
    "table",
    "query",
    "cursor",
    "migration",
    "database",
    "backup",
    "log",
    "trace",
    "span",
    "metric",
    "alert",
    "deploy",
    "release",
    "tag",
    "docker",
    "image",
    "volume",
    "port",
    "host",
    "network",
    "socket",
    "handler",
    "route",
    "middleware",
    "session",
    "cookie",
    "auth",
    "token",
    "because",
    "so",
    "then",
    "but",
    "when",
    "while",
    "after",
    "before",
    "since",
    "until",
    "unless",
    "however",
    "also",
    "instead",
)
PROVIDERS = (
    ("anthropic", "claude-sonnet-4-5", "anthropic-messages"),
    ("anthropic", "claude-opus-4-5", "anthropic-messages"),
    ("openai", "gpt-5.1", "openai-responses"),
    ("openai", "o4-mini", "openai-responses"),
    ("openrouter", "deepseek/deepseek-r1", "openai-completions"),
    ("google", "gemini-2.5-pro", "google-generative-ai"),
    ("xai", "grok-4", "openai-completions"),
)
TOOLS = ("read_file", "edit_file", "run_command", "search_code", "write_file", "http_request")
EXTENSION_KINDS = (
    "ui_notification",
    "progress",
    "bash_execution",
    "compaction_summary",
    "session_meta",
    "debug",
)
MIMES = ("image/png", "image/jpeg", "image/webp", "image/gif")


# --- valid messages -------------------------------------------------------------------------


class Transcripts:
    """Synthetic coding-agent sessions, message after message, from one seeded generator."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.clock = 1767600000000  # Unix milliseconds, January 2026
        self.calls = 0

    def messages(self) -> Iterator[dict[str, Any]]:
        while True:
            yield from self.session()

    def tick(self, low: int = 200, high: int = 9000) -> int:
        self.clock += self.rng.randint(low, high)
        return self.clock

    def words(self, low: int, high: int) -> str:
        text = " ".join(self.rng.choices(WORDS, k=self.rng.randint(low, high)))
        return text[:1].upper() + text[1:] + "."

    def paragraph(self, low: int, high: int) -> str:
        sentences = [self.words(4, 16) for _ in range(self.rng.randint(low, high))]
        if self.rng.random() < 0.15:  # some non-ASCII text, as users and models write it
            sentences.append(
                self.rng.choice(
                    ("Ça marche ✓", "über die Grenze", "日本語のテスト", "naïve café", "→ done")
                )
            )
        return " ".join(sentences)

    def b64(self, low: int, high: int) -> str:
        return base64.b64encode(self.rng.randbytes(self.rng.randint(low, high))).decode()

    def path(self) -> str:
        parts = self.rng.choices(("src", "tests", "lib", "app", "core", "api", "utils"), k=2)
        return (
            "/".join(parts) + "/" + self.rng.choice(WORDS) + self.rng.choice((".py", ".rs", ".ts"))
        )

    def session(self) -> Iterator[dict[str, Any]]:
        rng = self.rng
        provider = rng.choice(PROVIDERS)
        if rng.random() < 0.3:
            yield self.system()
        for turn in range(rng.randint(1, 5)):
            turn_id = f"turn_{turn + 1:02d}"
            yield self.user(turn_id)
            steps = rng.choice((1, 2, 2, 3, 3, 4))
            for step in range(steps):
                if rng.random() < 0.04:
                    yield self.failed(provider, turn_id)
                    break
                final = step == steps - 1
                calls = (
                    [] if final else [self.tool_call() for _ in range(rng.choice((1, 1, 1, 2, 3)))]
                )
                yield self.assistant(provider, turn_id, calls, final)
                for call in calls:
                    yield self.tool_result(call, turn_id)
                if rng.random() < 0.12:
                    yield self.extension()

    def system(self) -> dict[str, Any]:
        prompt = self.paragraph(4, 10)
        if self.rng.random() < 0.5:
            return {"role": "system", "content": prompt, "timestamp": self.tick()}
        blocks = [
            {"type": "text", "text": self.paragraph(2, 5)} for _ in range(self.rng.randint(1, 3))
        ]
        return {"role": "system", "content": blocks, "timestamp": self.tick()}

    def user(self, turn_id: str) -> dict[str, Any]:
        rng = self.rng
        message: dict[str, Any] = {"role": "user"}
        if rng.random() < 0.7:
            message["content"] = self.paragraph(1, 8)
        else:
            blocks: list[dict[str, Any]] = [{"type": "text", "text": self.paragraph(1, 3)}]
            if rng.random() < 0.6:
                blocks.append(self.image())
            if rng.random() < 0.3:
                blocks.append(
                    {
                        "type": "extension",
                        "type_name": "diff_preview",
                        "data": {
                            "path": self.path(),
                            "hunks": rng.randint(1, 6),
                            "added": rng.randint(0, 80),
                            "removed": rng.randint(0, 40),
                        },
                    }
                )
            message["content"] = blocks
        message["timestamp"] = self.tick(2000, 60000)
        if rng.random() < 0.8:
            message["turn_id"] = turn_id
        return message

    def image(self) -> dict[str, Any]:
        if self.rng.random() < 0.8:
            block = {
                "type": "image",
                "mime_type": self.rng.choice(MIMES),
                "data": self.b64(40, 180),
            }
        else:
            block = {
                "type": "image",
                "url": f"https://images.example.com/{self.rng.randint(1, 10**9)}.png",
            }
        if self.rng.random() < 0.5:
            block["alt"] = self.words(3, 10)
        return block

    def tool_call(self) -> dict[str, Any]:
        rng = self.rng
        self.calls += 1
        name = rng.choice(TOOLS)
        path = self.path()
        arguments: dict[str, Any] = {
            "read_file": lambda: {
                "path": path,
                "start_line": rng.randint(1, 200),
                "end_line": rng.randint(201, 400),
            },
            "edit_file": lambda: {
                "path": path,
                "edits": [
                    {
                        "old": self.words(3, 12),
                        "new": self.words(3, 12),
                        "replace_all": rng.random() < 0.2,
                    }
                    for _ in range(rng.randint(1, 3))
                ],
            },
            "run_command": lambda: {
                "command": f"python -m pytest -q {path}",
                "cwd": "/home/dev/project",
                "timeout_ms": rng.choice((30000, 120000, 600000)),
                "env": {"PYTHONWARNINGS": "error", "CI": "1"},
            },
            "search_code": lambda: {
                "query": " ".join(rng.choices(WORDS, k=3)),
                "filters": {
                    "lang": rng.choice(("python", "rust")),
                    "paths": [self.path() for _ in range(rng.randint(1, 3))],
                },
                "limit": rng.choice((10, 20, 50)),
            },
            "write_file": lambda: {"path": path, "content": self.paragraph(1, 4)},
            "http_request": lambda: {
                "method": rng.choice(("GET", "POST")),
                "url": f"http://localhost:{rng.randint(3000, 9000)}/api/items",
                "headers": {"accept": "application/json"},
                "body": {
                    "ids": [rng.randint(1, 999) for _ in range(3)],
                    "dry_run": True,
                    "note": None,
                },
            },
        }[name]()
        block = {
            "type": "tool_call",
            "id": f"toolu_{self.calls:08d}{self.b64(6, 6)[:8]}",
            "name": name,
            "arguments": arguments,
        }
        if rng.random() < 0.05:
            block["thought_signature"] = self.b64(30, 60)
        return block

    def usage_and_cost(self) -> tuple[dict[str, Any], dict[str, Any]]:
        rng = self.rng
        usage = {
            "input": rng.randint(50, 8000),
            "output": rng.randint(10, 2000),
            "cache_read": rng.randint(0, 60000),
            "cache_write": rng.randint(0, 4000),
        }
        if rng.random() < 0.3:
            usage["reasoning"] = rng.randint(0, usage["output"])
        usage["total_tokens"] = sum(
            usage[k] for k in ("input", "output", "cache_read", "cache_write")
        )
        if rng.random() < 0.05:
            usage["extra"] = {"search_tokens": rng.randint(0, 500)}
        rates = {"input": 3e-6, "output": 15e-6, "cache_read": 3e-7, "cache_write": 3.75e-6}
        cost = {k: round(usage[k] * rate, 7) for k, rate in rates.items()}
        cost["total"] = round(sum(cost.values()), 7)
        return usage, cost

    def assistant(
        self, provider: tuple[str, str, str], turn_id: str, calls: list[dict[str, Any]], final: bool
    ) -> dict[str, Any]:
        rng = self.rng
        name, model, api = provider
        content: list[dict[str, Any]] = []
        if name == "anthropic" and rng.random() < 0.7:
            thinking = {
                "type": "thinking",
                "thinking": self.paragraph(3, 10),
                "signature": self.b64(90, 220),
            }
            if rng.random() < 0.2:
                thinking["source"] = "native"
            content.append(thinking)
        elif name in ("openai", "xai") and rng.random() < 0.5:
            content.append({"type": "reasoning", "text": self.paragraph(2, 6)})
        elif name == "openrouter" and rng.random() < 0.7:
            content.append(
                {
                    "type": "reasoning_details",
                    "details": [
                        {
                            "type": "reasoning.text",
                            "text": self.paragraph(1, 2),
                            "format": "anthropic-claude-v1",
                            "index": 0,
                            "signature": self.b64(40, 90),
                        }
                    ],
                }
            )
        if final or rng.random() < 0.6:
            content.append(
                {"type": "text", "text": self.paragraph(3, 10) if final else self.words(8, 30)}
            )
        content.extend(calls)
        usage, cost = self.usage_and_cost()
        message = {
            "role": "assistant",
            "content": content,
            "stop_reason": "tool_use" if calls else rng.choice(("stop",) * 9 + ("length",)),
            "provider": name,
            "model": model,
            "api": api,
            "response_id": f"msg_{self.b64(12, 12).replace('/', 'x').replace('+', 'y')}",
            "usage": usage,
        }
        if rng.random() < 0.8:
            message["cost"] = cost
        message["timestamp"] = self.tick()
        message["turn_id"] = turn_id
        return message

    def failed(self, provider: tuple[str, str, str], turn_id: str) -> dict[str, Any]:
        name, model, api = provider
        reason = self.rng.choice(("error", "aborted"))
        message = {
            "role": "assistant",
            "content": [],
            "stop_reason": reason,
            "provider": name,
            "model": model,
            "api": api,
            "error_message": "429 Too Many Requests: rate limit exceeded, retry later"
            if reason == "error"
            else "Request was aborted by the user",
            "timestamp": self.tick(),
            "turn_id": turn_id,
        }
        return message

    def tool_result(self, call: dict[str, Any], turn_id: str) -> dict[str, Any]:
        rng = self.rng
        failed = rng.random() < 0.1
        lines = "\n".join(self.words(3, 14) for _ in range(rng.randint(5, 32)))
        content: list[dict[str, Any]] = [{"type": "text", "text": lines}]
        if rng.random() < 0.05:
            content.append(self.image())
        message: dict[str, Any] = {
            "role": "tool_result",
            "tool_call_id": call["id"],
            "tool_name": call["name"],
            "content": content,
            "is_error": failed,
        }
        if rng.random() < 0.6:
            message["details"] = {
                "exit_code": 1 if failed else 0,
                "duration_ms": rng.randint(5, 90000),
                "truncated": rng.random() < 0.1,
                "full_output_path": None,
            }
        if rng.random() < 0.5:
            message["narration"] = f"Ran `{call['name']}` on {self.path()}."
        message["timestamp"] = self.tick()
        message["turn_id"] = turn_id
        return message

    def extension(self) -> dict[str, Any]:
        rng = self.rng
        kind = rng.choice(EXTENSION_KINDS)
        message: dict[str, Any] = {"role": "extension", "kind": kind}
        message["data"] = {
            "ui_notification": lambda: {
                "level": rng.choice(("info", "warning")),
                "text": self.words(4, 10),
            },
            "progress": lambda: {"step": rng.randint(1, 9), "of": 10, "label": self.words(2, 5)},
            "bash_execution": lambda: {
                "command": "git status --short",
                "output": f" M {self.path()}\n",
                "exit_code": 0,
                "cancelled": False,
                "truncated": False,
            },
            "compaction_summary": lambda: {
                "summary": self.paragraph(2, 5),
                "tokens_before": rng.randint(50000, 190000),
                "first_kept": rng.randint(3, 40),
            },
            "session_meta": lambda: {
                "cwd": "/home/dev/project",
                "branch": "main",
                "tags": rng.sample(WORDS, 3),
                "resumed": rng.random() < 0.5,
            },
            "debug": lambda: None,
        }[kind]()
        if rng.random() < 0.3:
            message["content"] = self.words(5, 15)
        if rng.random() < 0.5:
            message["display"] = rng.random() < 0.5
        if rng.random() < 0.85:
            message["timestamp"] = self.tick()
        return message


# --- invalid messages: one mutation each ----------------------------------------------------


class Mutator:
    """Breaks one thing in a copy of a valid message, guided by the schemas: which objects are
    closed, which properties are required, typed, counted or length-constrained."""

    KINDS = (
        "wrong_type",
        "missing_required",
        "unknown_property",
        "bad_tag",
        "bad_enum",
        "negative_count",
        "empty_string",
        "bad_pattern",
        "null_for_absent",
        "image_rule",
    )

    def __init__(self, rng: random.Random, schemas: dict[str, dict[str, Any]]) -> None:
        self.rng = rng
        family = "https://agentproto.dev/schema/agent/"
        by_file = {
            uri.removeprefix(family): doc for uri, doc in schemas.items() if uri.startswith(family)
        }
        self.tagged = {}  # (tag property, tag value) -> schema of that variant
        for doc in by_file.values():
            for tag in ("role", "type"):
                const = doc.get("properties", {}).get(tag, {}).get("const")
                if const is not None:
                    self.tagged[(tag, const)] = doc
        self.usage, self.cost = by_file["usage.json"], by_file["cost.json"]

    def objects(self, doc: dict[str, Any]) -> list[tuple[str, dict[str, Any], dict[str, Any]]]:
        """(pointer, object, its schema) for the message and every closed object inside it."""
        found = [("", doc, self.tagged[("role", doc["role"])])]
        content = doc.get("content")
        if isinstance(content, list):
            for i, block in enumerate(content):
                found.append((f"/content/{i}", block, self.tagged[("type", block["type"])]))
        for key, schema in (("usage", self.usage), ("cost", self.cost)):
            if key in doc:
                found.append((f"/{key}", doc[key], schema))
        return found

    def mutate(self, doc: dict[str, Any], kind: str) -> str | None:
        """Apply mutation `kind` in place; the pointer it touched, or None when it does not apply."""
        rng = self.rng
        objects = self.objects(doc)
        choices: list[tuple[str, Callable[[], None]]] = []
        for pointer, obj, schema in objects:
            props = schema["properties"]
            for key, value in obj.items():
                spot = f"{pointer}/{key}"
                prop = props[key]
                typed = "x-opaque" not in prop
                if kind == "wrong_type" and typed:
                    choices.append(
                        (spot, lambda o=obj, k=key, v=value: o.__setitem__(k, other_type(v)))
                    )
                if kind == "missing_required" and key in schema.get("required", ()):
                    choices.append((spot, lambda o=obj, k=key: o.pop(k)))
                if kind == "bad_tag" and key in ("role", "type") and "const" in prop:
                    choices.append(
                        (
                            spot,
                            lambda o=obj, k=key: o.__setitem__(
                                k,
                                rng.choice(
                                    (
                                        "assistent",
                                        "toolResult",
                                        "tool_use",
                                        "image_url",
                                        "Text",
                                        "custom",
                                        "",
                                    )
                                ),
                            ),
                        )
                    )
                if kind == "bad_enum" and key in ("stop_reason", "source"):
                    choices.append(
                        (
                            spot,
                            lambda o=obj, k=key: o.__setitem__(
                                k,
                                rng.choice(("end_turn", "max_tokens", "toolUse", "STOP", "hidden")),
                            ),
                        )
                    )
                if (
                    kind == "negative_count"
                    and isinstance(value, int)
                    and not isinstance(value, bool)
                    and prop.get("minimum") == 0
                ):
                    choices.append(
                        (spot, lambda o=obj, k=key: o.__setitem__(k, -rng.randint(1, 5000)))
                    )
                if (
                    kind == "empty_string"
                    and prop.get("minLength") == 1
                    or (kind == "empty_string" and key == "turn_id")
                ):
                    choices.append((spot, lambda o=obj, k=key: o.__setitem__(k, "")))
                if kind == "bad_pattern" and "pattern" in prop:
                    broken = {
                        "mime_type": ("png", "image/PNG", "text/plain"),
                        "data": ("data:image/png;base64,AAAA", "not base64!", "QUJD="),
                    }
                    if key in broken:
                        choices.append(
                            (
                                spot,
                                lambda o=obj, k=key, b=broken[key]: o.__setitem__(k, rng.choice(b)),
                            )
                        )
                if kind == "null_for_absent" and typed and key not in schema.get("required", ()):
                    choices.append((spot, lambda o=obj, k=key: o.__setitem__(k, None)))
            if kind == "unknown_property":
                name = rng.choice(
                    ("extra", "metadata", "toolCallId", "stopReason", "index", "cache")
                )
                if name not in props:
                    choices.append(
                        (
                            f"{pointer}/{name}",
                            lambda o=obj, k=name: o.__setitem__(
                                k, rng.choice((1, "x", True, None, {"k": 1}))
                            ),
                        )
                    )
            if kind == "image_rule" and obj.get("type") == "image":
                if "data" in obj:
                    choices.append((f"{pointer}/mime_type", lambda o=obj: o.pop("mime_type")))
                    choices.append(
                        (
                            f"{pointer}/url",
                            lambda o=obj: o.__setitem__("url", "https://images.example.com/1.png"),
                        )
                    )
                else:
                    choices.append((f"{pointer}/url", lambda o=obj: o.pop("url")))
        if not choices:
            return None
        pointer, apply = rng.choice(choices)
        apply()
        return pointer


def other_type(value: Any) -> Any:
    """A value of another JSON type than `value`, plausible for the spot it takes."""
    if isinstance(value, bool):
        return "true"
    if isinstance(value, int | float):
        return str(value)
    if isinstance(value, str):
        return len(value) or 1
    if isinstance(value, list):
        return {"items": value}
    if isinstance(value, dict):
        return [value]
    return False


# --- the corpus -----------------------------------------------------------------------------


def load_schemas() -> dict[str, dict[str, Any]]:
    docs = [json.loads(p.read_text()) for p in sorted(SCHEMA_DIR.glob("*/*.json"))]
    return {doc["$id"]: doc for doc in docs}


def reference_validator(schemas: dict[str, dict[str, Any]]) -> jsonschema.Draft202012Validator:
    registry = Registry().with_resources(
        (uri, Resource.from_contents(doc, DRAFT202012)) for uri, doc in schemas.items()
    )
    return jsonschema.Draft202012Validator({"$ref": ENTITY}, registry=registry)


def build(
    seed: int, count: int
) -> tuple[list[dict[str, Any]], list[tuple[str, str, dict[str, Any]]]]:
    """`count` valid messages and `count // 20` (mutation, pointer, message) invalid ones."""
    rng = random.Random(seed)
    stream = Transcripts(rng).messages()
    valid = [next(stream) for _ in range(count)]
    mutator = Mutator(rng, load_schemas())
    invalid = []
    while len(invalid) < count // 20:
        kind = Mutator.KINDS[len(invalid) % len(Mutator.KINDS)]
        doc = copy.deepcopy(rng.choice(valid))
        pointer = mutator.mutate(doc, kind)
        if pointer is not None:
            invalid.append((kind, pointer, doc))
    return valid, invalid


def check(valid: list[dict[str, Any]], invalid: list[tuple[str, str, dict[str, Any]]]) -> None:
    """Stop loudly when `jsonschema` disagrees with what a document is meant to be."""
    reference = reference_validator(load_schemas())
    for i, doc in enumerate(valid):
        if not reference.is_valid(doc):
            error = jsonschema.exceptions.best_match(reference.iter_errors(doc))
            sys.exit(
                f"corpus.py: generated message {i} is invalid per jsonschema "
                f"({error.json_path}: {error.message}):\n{json.dumps(doc)}"
            )
    for i, (kind, pointer, doc) in enumerate(invalid):
        if reference.is_valid(doc):
            sys.exit(
                f"corpus.py: mutation {kind} at {pointer} left message {i} valid per "
                f"jsonschema:\n{json.dumps(doc)}"
            )


def line(doc: Any) -> str:
    return json.dumps(doc, ensure_ascii=False, separators=(",", ":"))


def write(out: Path, seed: int, count: int) -> None:
    valid, invalid = build(seed, count)
    check(valid, invalid)
    out.mkdir(parents=True, exist_ok=True)
    lines = [line(doc) for doc in valid]
    (out / "valid.jsonl").write_text("".join(f"{text}\n" for text in lines), encoding="utf-8")
    (out / "invalid.jsonl").write_text(
        "".join(f"{line(doc)}\n" for _, _, doc in invalid), encoding="utf-8"
    )
    (out / "invalid.tsv").write_text(
        "line\tmutation\tpointer\n"
        + "".join(f"{i + 1}\t{kind}\t{pointer}\n" for i, (kind, pointer, _) in enumerate(invalid))
    )
    sizes = [len(text.encode()) for text in lines]
    roles = Counter(doc["role"] for doc in valid)
    blocks = Counter(
        b["type"] for doc in valid if isinstance(doc.get("content"), list) for b in doc["content"]
    )
    print(
        f"{len(valid)} valid messages, mean {statistics.mean(sizes):.0f} bytes "
        f"(median {statistics.median(sizes):.0f}, max {max(sizes)}), {len(invalid)} invalid; "
        f"all checked with jsonschema; written to {out}"
    )
    print("  roles:  " + ", ".join(f"{k} {v}" for k, v in roles.most_common()))
    print("  blocks: " + ", ".join(f"{k} {v}" for k, v in blocks.most_common()))
    print(
        "  mutations: "
        + ", ".join(f"{k} {v}" for k, v in Counter(k for k, _, _ in invalid).items())
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument(
        "--count", type=int, default=20000, help="valid messages (invalid: count / 20)"
    )
    parser.add_argument("--out", type=Path, default=ROOT / "bench" / "out")
    args = parser.parse_args()
    write(args.out, args.seed, args.count)


if __name__ == "__main__":
    main()
