"""The Python conformance program: reads cases as JSON Lines on stdin, answers each on stdout.
Fixtures go through the generated bindings (`agentproto_bindings`), suite schemas through
`agentproto.compile`.
Usage: python -m agentproto.conformance.python_program [--bindings DIR] [SUITE_DIR]
(`--bindings`: the folder holding the generated `agentproto_bindings`, searched first)."""

from __future__ import annotations

import importlib
import json
import sys
from pathlib import Path
from typing import Any

from ..compile import compile_schema
from ..emit.python import snake
from ..errors import SchemaError, SchemaErrors, Unsupported
from .cases import remotes


def encode(value: Any) -> Any:
    if hasattr(value, "to_dict"):
        return value.to_dict()
    if isinstance(value, str) and hasattr(value, "value"):  # an enum member
        return value.value
    if isinstance(value, list):
        return [encode(v) for v in value]
    if isinstance(value, dict):
        return {k: encode(v) for k, v in value.items()}
    return value


def entry(request: dict[str, Any], *names: str) -> list[Any]:
    """The entity's functions `names` (`from_dict`, `errors`, ...): a class's methods, or an
    alias's or union's module functions (`<snake name>_<function>`)."""
    module = importlib.import_module(f"agentproto_bindings.{request['module']}")
    cls = getattr(module, request["name"])
    if hasattr(cls, "from_dict"):
        return [getattr(cls, name) for name in names]
    stem = snake(request["name"])
    return [getattr(module, f"{stem}_{name}") for name in names]


def fixture(request: dict[str, Any]) -> dict[str, Any]:
    decode, errors = entry(request, "from_dict", "errors")
    problems = errors(request["payload"])
    if problems:
        return {
            "valid": False,
            "problems": [[p.pointer, p.keyword, p.schema, p.message] for p in problems],
        }
    return {"valid": True, "output": encode(decode(request["payload"]))}


def strict(request: dict[str, Any]) -> dict[str, Any]:
    """A document checked in the strict profile: `is_valid(x, strict=True)`, which must agree
    with `errors(x, strict=True)`, and the problems."""
    is_valid, errors = entry(request, "is_valid", "errors")
    problems = errors(request["payload"], strict=True)
    valid = bool(is_valid(request["payload"], strict=True))
    if valid == bool(problems):
        return {"error": f"is_valid(strict=True) says {valid}, errors(strict=True) disagree"}
    return {
        "valid": valid,
        "problems": [[p.pointer, p.keyword, p.schema, p.message] for p in problems],
    }


def behaviour(name: str, case: dict[str, Any]) -> Any:
    """A behaviour read from the plan (`fold`: `behaviour:<name>`, its case in `options`)."""
    bindings = importlib.import_module("agentproto_bindings")
    if name == "context_overflow":
        return {
            "provider": bindings.match_context_overflow(case["error_text"]),
            "overflow": bindings.context_overflow(case["message"], case.get("context_window")),
        }
    if name == "usage_arithmetic":
        return {
            "cost": bindings.estimated_cost(case["usage"], case["config"]),
            "cache_hit_rate": bindings.cache_hit_rate(case["usage"]),
        }
    if name == "llm_messages":
        agent = importlib.import_module("agentproto_bindings.agent")
        messages = [agent.agent_message_from_dict(m) for m in case["messages"]]
        sent = bindings.convert_to_llm(
            messages, provider=case.get("provider"), model=case.get("model")
        )
        return [m.to_dict() for m in sent]
    if name == "thought_tags":
        try:
            tags = case.get("tags")
            thoughts = bindings.ThoughtTagFilter(bindings.THOUGHT_TAGS if tags is None else tags)
        except ValueError:
            return "refused"
        pieces = [p for fragment in case["fragments"] for p in thoughts.feed(fragment)]
        pieces += thoughts.finish()
        return [[p.thinking, p.text, p.starts] for p in pieces]
    if name == "reasoning_details":
        block = importlib.import_module("agentproto_bindings.agent").ReasoningDetailsBlock
        decoded = block.from_dict(case["block"])
        items = [item.to_dict() for item in decoded.as_items()]
        return {"items": items, "signed": decoded.has_signed_payload()}
    if name == "pairing":
        found = bindings.pairing_problems(case["rule"], case["values"])
        return [[p.pointer, p.keyword, p.message] for p in found]
    if name == "usage_totals":
        found = bindings.usage_total_problems(case["rule"], case["values"])
        return [[p.pointer, p.keyword, p.message] for p in found]
    if name == "identity":
        return [
            [p.pointer, p.keyword, p.message] for p in bindings.identity_problems(case["values"])
        ]
    raise ValueError(f"no behaviour {name}")


def fold(request: dict[str, Any]) -> dict[str, Any]:
    bindings = importlib.import_module("agentproto_bindings")
    if request["fold"].startswith("behaviour:"):
        return {"output": behaviour(request["fold"].removeprefix("behaviour:"), request["options"])}
    if request["fold"] == "ResponseAccumulator":
        folded = bindings.fold_response(request["events"])
        response = None if folded.response is None else folded.response.to_dict()
        problems = [[p.pointer, p.keyword, p.message] for p in folded.problems]
        return {"output": {"response": response, "problems": problems, "finished": folded.finished}}
    if request["fold"] == "AgentEventAccumulator":
        runs = bindings.fold_agent_events(request["events"])
        return {
            "output": {
                "runs": [
                    {
                        "run_id": run.run_id,
                        "messages": [m.to_dict() for m in run.messages],
                        "turns": run.turns,
                        "usage": None if run.usage is None else run.usage.to_dict(),
                        "finished": run.finished,
                    }
                    for run in runs.runs.values()
                ],
                "problems": [[p.pointer, p.keyword, p.message] for p in runs.problems],
            }
        }
    if request["fold"] != "AssistantMessageAccumulator":
        raise ValueError(f"no fold {request['fold']}")
    options = request["options"]
    acc = bindings.AssistantMessageAccumulator(
        provider=options["provider"], model=options["model"], clock=lambda: options["clock"]
    )
    for event in request["events"]:  # pushed, not read, as every target's program does
        acc.push(event)
    message = acc.finish().to_dict()
    return {
        "output": {
            "message": message,
            "problems": [[p.pointer, p.keyword, p.message] for p in acc.problems],
        }
    }


def dialect(request: dict[str, Any]) -> dict[str, Any]:
    """The reference engine's answer; it also names the entity it read or wrote, which the
    runner sends back the other way."""
    dialects = importlib.import_module("agentproto_bindings.dialects")
    converter = dialects.converter(request["dialect"])
    run = converter.read if request["direction"] == "read" else converter.write
    output, problems, entity = run(request["document"], request["entity"])
    return {"output": output, "problems": [p for p, _ in problems], "entity": entity}


def main() -> int:
    args = sys.argv[1:]
    if args[:1] == ["--bindings"]:
        sys.path.insert(0, args[1])
        args = args[2:]
    suite = Path(args[0]) if args else None
    resources = remotes(suite) if suite is not None and suite.is_dir() else {}
    compiled: dict[str, Any] = {}
    for line in sys.stdin:
        request = json.loads(line)
        answer: dict[str, Any]
        try:
            if request["kind"] == "fixture":
                answer = fixture(request)
            elif request["kind"] == "strict":
                answer = strict(request)
            elif request["kind"] == "fold":
                answer = fold(request)
            elif request["kind"] == "dialect":
                answer = dialect(request)
            else:
                gid = request["group"]
                if gid not in compiled:
                    try:
                        compiled[gid] = compile_schema(
                            request["schema"],
                            resources=resources,
                            format_assertion=bool(request.get("formats")),
                        )
                    except (SchemaError, SchemaErrors, Unsupported) as exc:
                        compiled[gid] = f"{type(exc).__name__}: {exc}"
                validator = compiled[gid]
                if isinstance(validator, str):
                    answer = {"error": validator}
                else:
                    valid = validator.is_valid(request["data"])
                    if valid != (not validator.errors(request["data"])):
                        answer = {"error": "is_valid and errors disagree"}
                    else:
                        answer = {"valid": valid}
        except Exception as exc:  # noqa: BLE001 - a crash fails its case, not the run
            answer = {"error": f"{type(exc).__name__}: {exc}"}
        answer["id"] = request["id"]
        sys.stdout.write(json.dumps(answer) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
