"""Record each dialect's library surface: every variant its published types declare.

    .venv/bin/python scripts/extract_surfaces.py [--crates]

Writes generator/agentproto/conformance/surfaces/<library>.json, one file per library and
version, read by `agentproto conformance` (the coverage table) and the coverage tests. Each file
lists groups (a union the library declares: its stream events, output items, messages...), and
per group the tag property and every variant's tag. Where the library ships machine-readable
models (the `openai` Python package's pydantic models, the Open Responses OpenAPI document), each
variant also carries the smallest instance its own schema allows, built by `instances.minimal`.

Sources, all pinned: the `openai` package installed from the dev extra; the npm packages of
tools/node/package.json (`openai`, `@mariozechner/pi-*`) as `scripts/setup` installs them; the
Open Responses document in ../shared/reference/openresponses; the Rust crates' source as
published on crates.io, pinned by tests/library_types/rust/crates (with `--crates`: read by the
program in tests/library_types/rust, which cargo builds; the crates themselves are never built).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import typing
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "generator"))

from agentproto.conformance.instances import full

OUT = ROOT / "generator" / "agentproto" / "conformance" / "surfaces"
NODE = ROOT / "tools" / "node" / "node_modules"
OPENRESPONSES = ROOT.parent / "shared" / "reference" / "openresponses" / "openapi-2026-04-24.json"


def _write(name: str, surface: dict[str, Any]) -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    path = OUT / f"{name}.json"
    path.write_text(json.dumps(surface, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    count = sum(len(g["variants"]) for g in surface["groups"])
    print(f"{path.relative_to(ROOT)}: {count} variants")


# -- the openai Python package ------------------------------------------------------------------


def _members(union: Any) -> list[Any]:
    if typing.get_origin(union) is typing.Annotated:
        union = typing.get_args(union)[0]
    return list(typing.get_args(union)) or [union]


def _openai_python() -> tuple[str, dict[str, Any]]:
    import openai
    from openai.types import responses as r
    from openai.types.responses.response import ToolChoice
    from openai.types.responses.response_output_text import Annotation
    from pydantic import TypeAdapter

    groups = [
        ("stream event", "openresponses/stream_event", r.ResponseStreamEvent),
        ("output item", "openresponses/item", r.ResponseOutputItem),
        ("input item", "openresponses/input_item", r.ResponseInputItem),
        ("tool", "openresponses/tool", r.Tool),
        ("annotation", "openresponses/annotation", Annotation),
    ]
    out = []
    for group, entity, union in groups:
        variants = []
        for model in _members(union):
            schema = TypeAdapter(model).json_schema()
            sample = full(schema)
            if "type" not in sample:  # an optional tag (EasyInputMessage): the library's value
                sample = {"type": _tag_of(schema), **sample}
            TypeAdapter(model).validate_python(sample)  # the SDK's own model takes it
            variants.append({"name": model.__name__, "tag": sample["type"], "sample": sample})
        out.append({"group": group, "entity": entity, "tag": "type", "variants": variants})
    out.append(
        {
            "group": "tool choice",
            "entity": "openresponses/tool_choice",
            "tag": "type",
            "variants": _each_tag(ToolChoice),
        }
    )
    return (
        "openai-python",
        {
            "library": "openai (PyPI)",
            "version": openai.__version__,
            "source": "openai.types.responses: the pydantic models' unions",
            "dialect": "openai",
            "groups": out,
        },
    )


def _each_tag(union: Any) -> list[dict[str, Any]]:
    """A variant per tag value of a union whose members may each take several tags (a tool
    choice: one model names every hosted tool type) or be a bare string (its modes): every
    value is a choice the library lets a caller make, so each is counted and judged."""
    from openai.types import responses
    from pydantic import TypeAdapter

    # a member that is a type alias (a Literal of modes) has no name of its own: the module's
    variants = []
    for model in _members(union):
        adapter = TypeAdapter(model)
        schema = adapter.json_schema()
        if "properties" not in schema:  # a mode string: each value is its own choice
            name = next(n for n, v in vars(responses).items() if v is model)
            for value in schema.get("enum", []):
                adapter.validate_python(value)
                variants.append({"name": name, "tag": value, "sample": value})
            continue
        tag = schema["properties"]["type"]
        for value in tag.get("enum") or [_tag_of(schema)]:
            sample = {**full(schema), "type": value}
            adapter.validate_python(sample)  # the SDK's own model takes it
            variants.append({"name": model.__name__, "tag": value, "sample": sample})
    return variants


def _tag_of(schema: dict[str, Any]) -> Any:
    tag = schema["properties"]["type"]
    for branch in [tag, *tag.get("anyOf", [])]:
        if "const" in branch or "enum" in branch:
            return branch.get("const", (branch.get("enum") or [None])[0])
    return tag.get("default")


# -- the Open Responses document --------------------------------------------------------------


def _openresponses() -> tuple[str, dict[str, Any]]:
    doc = json.loads(OPENRESPONSES.read_text(encoding="utf-8"))
    schemas = doc["components"]["schemas"]
    post = doc["paths"]["/responses"]["post"]
    events = post["responses"]["200"]["content"]["text/event-stream"]["schema"]["oneOf"]
    groups = [
        ("stream event", "openresponses/stream_event", events),
        ("output item", "openresponses/item", schemas["ItemField"]["oneOf"]),
        ("input item", "openresponses/input_item", schemas["ItemParam"]["oneOf"]),
        ("tool", "openresponses/tool", schemas["Tool"]["oneOf"]),
        ("annotation", "openresponses/annotation", schemas["Annotation"]["oneOf"]),
    ]
    out = []
    for group, entity, members in groups:
        variants = []
        for member in members:
            sample = full({**member, "components": doc["components"]})
            variants.append(
                {"name": member["$ref"].split("/")[-1], "tag": sample["type"], "sample": sample}
            )
        out.append({"group": group, "entity": entity, "tag": "type", "variants": variants})
    return (
        "openresponses",
        {
            "library": "Open Responses OpenAPI document",
            "version": doc["info"]["version"],
            "source": "shared/reference/openresponses: the stream's events, ItemField, ItemParam, Tool, Annotation",
            "dialect": "openai",
            "groups": out,
        },
    )


# -- TypeScript declarations --------------------------------------------------------------------


def _alias(text: str, name: str) -> str | None:
    """The right-hand side of `type Name = ...;` (to its `;` at brace depth 0)."""
    found = re.search(rf"\btype {re.escape(name)}(<[^=]*>)? = ", text)
    if found is None:
        return None
    depth, i = 0, found.end()
    while i < len(text):
        c = text[i]
        if c in "{(<[":
            depth += 1
        elif c in "})>]":
            depth -= 1
        elif c == ";" and depth == 0:
            return text[found.end() : i]
        i += 1
    return None


def _interface_tag(texts: list[str], name: str, prop: str) -> str | None:
    """The string literal type of `prop` among the interface's own members (optional or
    nullable ones too: `type?: 'message' | null`; of a union of literals, the first), or of an
    interface it extends; never a member of a nested object or of the interface after it."""
    for text in texts:
        found = re.search(rf"\binterface {re.escape(name)}\b([^{{]*)\{{", text)
        if found is None:
            continue
        depth, own = 0, []
        for i in range(found.end(), len(text)):
            c = text[i]
            if c == "{":
                depth += 1
            elif c == "}":
                if depth == 0:
                    break
                depth -= 1
            own.append(c if depth == 0 else " " if c != "\n" else c)
        literal = r"(?:'[^']+'|\"[^\"]+\")"
        tag = re.search(
            rf"^\s*{prop}\??: ({literal}(?:\s*\|\s*(?:{literal}|null))*)\s*;",
            "".join(own),
            re.MULTILINE,
        )
        if tag:
            first: str = re.findall(literal, tag.group(1))[0]
            return first[1:-1]
        extends = re.search(r"\bextends\s+(.+)", found.group(1))
        for parent in extends.group(1).split(",") if extends else []:
            inherited = _interface_tag(texts, re.sub(r"<.*", "", parent).strip(), prop)
            if inherited is not None:
                return inherited
    return None


def _union_tags(texts: list[str], name: str, prop: str) -> list[tuple[str, str]]:
    """(member name, tag) of a TypeScript union: inline object members and named interfaces,
    aliases of other unions followed."""
    for text in texts:
        rhs = _alias(text, name)
        if rhs is not None:
            break
    else:
        raise SystemExit(f"type {name} not found")
    out: list[tuple[str, str]] = []
    depth, start = 0, 0
    parts = []
    for i, c in enumerate(rhs + "|"):
        if c in "{(<[":
            depth += 1
        elif c in "})>]":
            depth -= 1
        elif c == "|" and depth == 0:
            parts.append(rhs[start:i].strip())
            start = i + 1
    for part in filter(None, parts):
        if part.startswith("{"):
            inline = re.search(rf"\b{prop}: [\"']([^\"']+)[\"']", part)
            if inline:
                out.append((inline.group(1), inline.group(1)))
            continue
        member = re.sub(r"<.*", "", part).split(".")[-1]
        tag = _interface_tag(texts, member, prop)
        if tag is not None:
            out.append((member, tag))
        elif any(_alias(t, member) is not None for t in texts):
            out.extend(_union_tags(texts, member, prop))
    return out


def _npm_version(package: str) -> str:
    manifest = json.loads((NODE / package / "package.json").read_text(encoding="utf-8"))
    return str(manifest["version"])


def _group(group: str, entity: str, prop: str, tags: list[tuple[str, str]]) -> dict[str, Any]:
    return {
        "group": group,
        "entity": entity,
        "tag": prop,
        "variants": [{"name": n, "tag": t} for n, t in tags],
    }


def _openai_npm() -> tuple[str, dict[str, Any]]:
    folder = NODE / "openai" / "resources" / "responses"
    texts = [p.read_text(encoding="utf-8") for p in sorted(folder.glob("*.d.ts"))]
    groups = [
        ("stream event", "openresponses/stream_event", "ResponseStreamEvent"),
        ("output item", "openresponses/item", "ResponseOutputItem"),
        ("input item", "openresponses/input_item", "ResponseInputItem"),
        ("tool", "openresponses/tool", "Tool"),
    ]
    out = [_group(g, e, "type", _union_tags(texts, n, "type")) for g, e, n in groups]
    out.append(
        {
            "group": "tool choice",
            "entity": "openresponses/tool_choice",
            "tag": "type",
            "variants": _npm_tool_choices(texts),
        }
    )
    out.append(
        _group(
            "annotation",
            "openresponses/annotation",
            "type",
            _union_tags(texts, "ResponseOutputText.Annotation", "type")
            if _alias("".join(texts), "ResponseOutputText.Annotation")
            else _npm_annotations(texts),
        )
    )
    return (
        "openai-npm",
        {
            "library": "openai (npm)",
            "version": _npm_version("openai"),
            "source": "resources/responses/*.d.ts: the unions' members and their `type`",
            "dialect": "openai",
            "groups": out,
        },
    )


def _npm_tool_choices(texts: list[str]) -> list[dict[str, Any]]:
    """A variant per choice a response's `tool_choice` declares: each mode of a string union,
    each `type` literal of an object member (one interface names every hosted tool type). Each
    carries the instance `instances.full` builds from the member's declared properties, as the
    Python SDK's choices carry one from its models, so both are judged alike."""
    text = "".join(texts)
    found = re.search(r"\binterface Response \{", text)
    declared = found and re.search(r"^\s*tool_choice: ([^;]+);", text[found.end() :], re.MULTILINE)
    if not declared:
        raise SystemExit("Response.tool_choice not found")
    variants = []
    for part in declared.group(1).split("|"):
        member = part.strip().split(".")[-1]
        modes = _alias(text, member)
        if modes is not None and _interface_tag([text], member, "type") is None:
            for mode in _literals(modes, member):  # a union of mode strings
                variants.append({"name": member, "tag": mode, "sample": mode})
            continue
        schema = _interface_schema(text, member)
        for tag in schema["properties"]["type"]["enum"]:
            sample = {**full(schema), "type": tag}
            variants.append({"name": member, "tag": tag, "sample": sample})
    return variants


def _literals(union: str, where: str) -> list[str]:
    values = [v.strip() for v in union.split("|")]
    if not all(re.fullmatch(r"'[^']*'", v) for v in values):
        raise SystemExit(f"{where}: expected a union of string literals, found {union!r}")
    return [v[1:-1] for v in values]


def _interface_schema(text: str, name: str) -> dict[str, Any]:
    """The JSON schema of a flat TypeScript interface: its members at brace depth 0, each a
    string (or literals), a number, a boolean, an array or free-form object, or null besides.
    A member of another kind stops extraction, so a changed declaration is noticed."""
    found = re.search(rf"\binterface {re.escape(name)} \{{", text)
    if found is None:
        raise SystemExit(f"interface {name} not found")
    depth, i = 1, found.end()
    while depth:
        depth += {"{": 1, "}": -1}.get(text[i], 0)
        i += 1
    body = re.sub(r"/\*.*?\*/", "", text[found.end() : i - 1], flags=re.DOTALL)
    members, depth, start = [], 0, 0
    for j, c in enumerate(body):
        depth += {"{": 1, "<": 1, "}": -1, ">": -1}.get(c, 0)
        if c == ";" and depth == 0:
            members.append(body[start:j].strip())
            start = j + 1
    properties: dict[str, Any] = {}
    required = []
    for member in filter(None, members):
        parsed = re.fullmatch(r"(\w+)(\??): (.*)", member, re.DOTALL)
        if parsed is None:
            raise SystemExit(f"{name}: a member {member!r} is not read")
        prop, optional, kind = parsed.groups()
        branches = [b.strip() for b in kind.split("|")] if "<" not in kind else [kind]
        nullable = "null" in branches
        branches = [b for b in branches if b != "null"]
        if all(re.fullmatch(r"'[^']*'", b) for b in branches):
            schema: dict[str, Any] = {"enum": [b[1:-1] for b in branches]}
        elif branches in (["string"], ["number"], ["boolean"]):
            schema = {"type": branches[0]}
        elif branches[0].startswith("Array<"):
            schema = {"type": "array", "items": {"type": "object"}}
        else:
            raise SystemExit(f"{name}.{prop}: a member of type {kind!r} is not read")
        properties[prop] = {"anyOf": [schema, {"type": "null"}]} if nullable else schema
        if not optional:
            required.append(prop)
    return {"type": "object", "properties": properties, "required": required}


def _npm_annotations(texts: list[str]) -> list[tuple[str, str]]:
    """`ResponseOutputText.annotations` is `Array<A | B | ...>` inside a namespace."""
    for text in texts:
        found = re.search(r"annotations: Array<([^>]*)>;", text)
        if found:
            names = [n.strip().split(".")[-1] for n in found.group(1).split("|")]
            return [(n, t) for n in names if (t := _interface_tag(texts, n, "type"))]
    raise SystemExit("ResponseOutputText annotations not found")


def _pi_ai() -> tuple[str, dict[str, Any]]:
    def read(package: str, *files: str) -> list[str]:
        return [(NODE / package / "dist" / f).read_text(encoding="utf-8") for f in files]

    ai = read("@mariozechner/pi-ai", "types.d.ts")
    core = read("@mariozechner/pi-agent-core", "types.d.ts")
    proxy = read("@mariozechner/pi-agent-core", "proxy.d.ts")
    coding = read(
        "@mariozechner/pi-coding-agent",
        "core/session-manager.d.ts",
        "core/agent-session.d.ts",
        "core/messages.d.ts",
    )
    custom = re.search(r"interface CustomAgentMessages \{([^}]*)\}", coding[2])
    assert custom is not None
    custom_roles = []
    for name in re.findall(r"(\w+): (\w+);", custom.group(1)):
        role = _interface_tag(coding, name[1], "role")
        assert role is not None, name
        custom_roles.append((name[1], role))
    content = [
        (n, _interface_tag(ai, n, "type") or "")
        for n in ("TextContent", "ThinkingContent", "ImageContent", "ToolCall")
    ]
    groups = [
        _group(
            "message",
            "agent/agent_message",
            "role",
            _union_tags(ai, "Message", "role") + custom_roles,
        ),
        _group("content", "agent/assistant_content_block", "type", content),
        _group(
            "stream event",
            "agent/assistant_message_event",
            "type",
            _union_tags(ai, "AssistantMessageEvent", "type"),
        ),
        # the same events as pi's proxy sends them: no `partial`, what it would say spelled out
        _group(
            "proxy stream event",
            "agent/assistant_message_event",
            "type",
            _union_tags(proxy, "ProxyAssistantMessageEvent", "type"),
        ),
        _group(
            "agent event",
            "agent/agent_event",
            "type",
            _union_tags(core + coding, "AgentSessionEvent", "type"),
        ),
        _group(
            "session entry", "agent/session_entry", "type", _union_tags(coding, "FileEntry", "type")
        ),
    ]
    return (
        "pi-ai",
        {
            "library": "@mariozechner/pi-ai, pi-agent-core, pi-coding-agent (npm)",
            "version": _npm_version("@mariozechner/pi-ai"),
            "source": "dist/*.d.ts: Message, AgentMessage's CustomAgentMessages, content types, "
            "AssistantMessageEvent, ProxyAssistantMessageEvent, AgentSessionEvent, FileEntry",
            "dialect": "pi-ai",
            "groups": groups,
        },
    )


# -- Rust crates --------------------------------------------------------------------------------

#: The crates' source is read, never built: tests/library_types/rust/crates pins them
#: (`cargo fetch --locked` puts their source in cargo's registry folder, scripts/setup runs it),
#: and the program in tests/library_types/rust turns their serde-derived types into JSON Schema.
LIBRARY_TYPES = ROOT / "tests" / "library_types" / "rust"
PINNED_CRATES = LIBRARY_TYPES / "crates" / "Cargo.toml"

#: crate -> (dialect, [(group, canonical entity, the group's type in the crate)]); a type is
#: named with its module where the crate declares the name twice
RUST_CRATES: dict[str, tuple[str, list[tuple[str, str, str]]]] = {
    "yoagent": (
        "yoagent",
        [
            ("message", "agent/agent_message", "types::AgentMessage"),
            ("content", "agent/assistant_content_block", "types::Content"),
            ("agent event", "agent/agent_event", "types::AgentEvent"),
            ("stream delta", "agent/stream_delta", "types::StreamDelta"),
            ("usage", "agent/usage", "types::Usage"),
        ],
    ),
    "clark-agent": (
        "clark-agent",
        [
            ("message", "agent/agent_message", "types::AgentMessage"),
            ("user content", "agent/user_content_block", "types::UserBlock"),
            ("assistant content", "agent/assistant_content_block", "types::AssistantBlock"),
            ("tool result content", "agent/tool_result_content_block", "types::ToolResultBlock"),
            ("agent event", "agent/agent_event", "event::AgentEvent"),
            ("stream chunk", "agent/stream_delta", "stream::AssistantStreamChunk"),
            ("reasoning item", "agent/reasoning_detail", "reasoning::ReasoningItem"),
        ],
    ),
}

#: (crate, struct) -> (tag property, the value the crate writes there, where): a variant of an
#: untagged union whose tag property the type leaves a free string
WRITTEN_TAGS: dict[tuple[str, str], tuple[str, str, str]] = {
    ("yoagent", "CustomMessage"): (
        "role",
        "extension",
        'CustomMessage::new sets `role: "extension"`, the value stored sessions hold',
    ),
}


class CratesUnavailable(RuntimeError):
    """cargo, or the pinned crates' source, is not on this machine (scripts/setup fetches it)."""


def _cargo() -> str:
    cargo = shutil.which("cargo")
    if cargo is None:
        raise CratesUnavailable("cargo is not on PATH")
    return cargo


def _metadata(manifest: Path) -> dict[str, Any]:
    proc = subprocess.run(
        [_cargo(), "metadata", "--locked", "--offline", "--format-version", "1"]
        + ["--manifest-path", str(manifest)],
        capture_output=True,
        text=True,
        check=False,
    )
    if proc.returncode != 0:
        raise CratesUnavailable(
            f"what {manifest.relative_to(ROOT)} names is not fetched (scripts/setup runs `cargo"
            f" fetch --locked` for it): {proc.stderr.strip()[-300:]}"
        )
    found: dict[str, Any] = json.loads(proc.stdout)
    return found


def crate_sources() -> dict[str, tuple[str, Path]]:
    """crate -> (version, its src folder) of the pinned crates, from `cargo metadata` (offline:
    the source must have been fetched, as must the reading program's dependencies)."""
    _metadata(LIBRARY_TYPES / "Cargo.toml")
    return {
        p["name"]: (p["version"], Path(p["manifest_path"]).parent / "src")
        for p in _metadata(PINNED_CRATES)["packages"]
        if p["name"] in RUST_CRATES
    }


def read_types(
    src: Path, roots: list[str], target_dir: Path | None = None
) -> subprocess.CompletedProcess[str]:
    """The program of tests/library_types/rust run on a crate's `src/` folder for `roots`: its
    output is the JSON Schema, or an error naming the type and field it could not read."""
    env = {**os.environ, "CARGO_TERM_COLOR": "never"}
    if target_dir is not None:
        env["CARGO_TARGET_DIR"] = str(target_dir)
    command = [_cargo(), "run", "--quiet", "--locked", "--offline"]
    command += ["--manifest-path", str(LIBRARY_TYPES / "Cargo.toml"), "--", str(src), *roots]
    return subprocess.run(command, capture_output=True, text=True, check=False, env=env)


def crate_definitions(name: str, target_dir: Path | None = None) -> tuple[str, dict[str, Any]]:
    """(version, the `$defs` of the JSON Schema of the crate's group types and all they reach),
    built by tests/library_types/rust from the crate's source."""
    version, src = crate_sources()[name]
    proc = read_types(src, [rust for _, _, rust in RUST_CRATES[name][1]], target_dir)
    if proc.returncode != 0:
        raise RuntimeError(f"library-types failed on {name} {version}: {proc.stderr.strip()}")
    definitions: dict[str, Any] = json.loads(proc.stdout)["$defs"]
    return version, definitions


def definition(definitions: dict[str, Any], rust: str) -> dict[str, Any]:
    """The entry of a type named as RUST_CRATES names it (its key drops the module where the
    crate declares the name once)."""
    found: dict[str, Any] = definitions.get(rust) or definitions[rust.rsplit("::", 1)[-1]]
    return found


def union_variants(
    crate: str, definitions: dict[str, Any], schema: dict[str, Any], prop: str | None
) -> list[tuple[str, Any, dict[str, Any]]]:
    """(variant, tag, branch) of each object a union's JSON may be, nested unions (an untagged
    enum's newtype variants) taken apart; tag is the value `prop` is pinned to."""
    found = []
    for branch in schema.get("anyOf", [schema]):
        target = branch
        if "$ref" in branch:
            target = definitions[branch["$ref"].rsplit("/", 1)[1]]
            if "anyOf" in target:
                found += union_variants(crate, definitions, target, prop)
                continue
        name = branch.get("title") or target["title"]
        if prop is None:
            found.append((name, None, target))
            continue
        pinned = target.get("properties", {}).get(prop, {}).get("const")
        if pinned is None:
            written, pinned, _ = WRITTEN_TAGS[(crate, target["title"])]
            assert written == prop, (crate, target["title"], prop)
        found.append((name, pinned, target))
    return found


def _rust(crate: str, read: tuple[str, dict[str, Any]] | None = None) -> tuple[str, dict[str, Any]]:
    """The crate's surface; `read` is what `crate_definitions` gave, where it was run."""
    dialect, groups = RUST_CRATES[crate]
    version, definitions = read or crate_definitions(crate)
    out = []
    for group, entity, rust in groups:
        schema = definition(definitions, rust)
        variants = union_variants(crate, definitions, schema, None)
        tags = {
            p
            for _, _, branch in variants
            for p, s in branch.get("properties", {}).items()
            if "const" in s
        }
        prop = next(iter(tags)) if len(tags) == 1 else None
        out.append(
            {
                "group": group,
                "entity": entity,
                "tag": prop,
                "rust": rust,
                "variants": [
                    {"name": n, "tag": t}
                    for n, t, _ in union_variants(crate, definitions, schema, prop)
                ],
            }
        )
    return (
        crate,
        {
            "library": f"{crate} (crate)",
            "version": version,
            "source": "the crate's source from crates.io: its serde-derived types, read with syn"
            " (tests/library_types/rust)",
            "dialect": dialect,
            "groups": out,
        },
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "--crates",
        action="store_true",
        help="also the Rust crates' surfaces (needs cargo and the pinned crates' source)",
    )
    args = parser.parse_args()
    for name, surface in (_openai_python(), _openai_npm(), _openresponses(), _pi_ai()):
        _write(name, surface)
    if args.crates:
        for crate in RUST_CRATES:
            _write(*_rust(crate))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
