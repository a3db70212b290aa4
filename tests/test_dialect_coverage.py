"""Each dialect against its library's whole published type surface (`conformance/coverage.py`).

The recorded surfaces must be what the pinned libraries declare today (extracted again here
where the library is installed), every variant must be mapped or listed with a reason, and a
listed variant that is mapped fails, so the list stays true. The openai SDK's own models drive
a round trip with generated data: an instance the SDK's model accepts, read through the openai
dialect, is valid canonical JSON and is written back as the same value."""

from __future__ import annotations

import importlib.util
import json
from functools import cache
from typing import Any

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st
from library_instances import extractor, openai_sdk_models

from agentproto.conformance import coverage
from agentproto.conformance.instances import build, full, minimal
from agentproto.validate.dialects import Converters
from support import ROOT

NODE = ROOT / "tools" / "node" / "node_modules"


@cache
def converters() -> Converters:
    return Converters(ROOT / "schema")


@cache
def judged() -> list[coverage.Surface]:
    return coverage.coverage(converters())


def recorded(name: str) -> dict[str, Any]:
    return {
        k: v
        for k, v in json.loads(
            (coverage.SURFACES / f"{name}.json").read_text(encoding="utf-8")
        ).items()
    }


def test_every_library_has_a_surface() -> None:
    dialects = {s["dialect"] for s in coverage.surfaces()}
    assert dialects >= {"openai", "pi-ai", "yoagent", "clark-agent"}
    assert set(dialects) <= set(converters().names())


def test_no_variant_unmapped_without_a_reason() -> None:
    gaps = [
        f"{s.name} {v.group} {v.tag}: {v.why}"
        for s in judged()
        for v in s.variants
        if v.verdict == "gap"
    ]
    assert gaps == []


def test_listed_exceptions_are_still_unmapped() -> None:
    """A variant listed as an exception that its dialect now maps, or that its library no
    longer declares, fails: the list says only what is true."""
    unmapped = {
        (s.name, f"{v.group}/{v.tag}")
        for s in judged()
        for v in s.variants
        if v.verdict != "mapped"
    }
    stale = [
        (surface, key)
        for surface, listed in coverage.exceptions().items()
        for key in listed
        if (surface, key) not in unmapped
    ]
    assert stale == []


def test_the_table_counts_every_variant() -> None:
    text = coverage.table(judged())
    for s in judged():
        assert s.count("mapped") + s.count("exception") + s.count("gap") == len(s.variants)
        assert f"{len(s.variants):>8} {s.count('mapped'):>6}" in text


def test_conformance_prints_the_table() -> None:
    from agentproto.conformance.runner import coverage_lines

    lines = coverage_lines(ROOT / "schema")
    assert lines[0].startswith("library surface")
    for s in judged():
        assert any(line.startswith(s.library[:44]) and s.dialect in line for line in lines)


def test_a_dialect_without_an_arm_is_a_gap() -> None:
    """The judge can fail: a tag the dialect has no arm for, and a union tagged by another
    property, are gaps."""
    conv = converters()
    plan = conv.dialects["yoagent"].plan()
    converter = conv.converters["yoagent"]
    assert coverage.tag_mapped(converter, plan, "agent/agent_event", "type", "agentStart") is None
    assert coverage.tag_mapped(converter, plan, "agent/agent_event", "type", "no such event")
    assert coverage.tag_mapped(converter, plan, "agent/agent_event", "kind", "agentStart")
    assert coverage.sample_mapped(conv, "openai", "openresponses/stream_event", {"type": 1})


@pytest.mark.skipif(
    importlib.util.find_spec("openai") is None, reason="the openai SDK is not installed"
)
def test_openai_python_surface_is_the_installed_sdks() -> None:
    name, fresh = extractor()._openai_python()
    assert fresh == recorded(name)


@pytest.mark.skipif(
    not (NODE / "openai").is_dir(), reason="tools/node is not installed (scripts/setup)"
)
def test_npm_surfaces_are_the_installed_packages() -> None:
    for extract in (extractor()._openai_npm, extractor()._pi_ai):
        name, fresh = extract()
        assert fresh == recorded(name)


def test_openresponses_surface_is_the_reference_document() -> None:
    if not extractor().OPENRESPONSES.exists():
        pytest.skip("the shared reference folder is not beside the repository")
    name, fresh = extractor()._openresponses()
    assert fresh == recorded(name)


@pytest.mark.parametrize("name", ["openai-python", "openai-npm"])
def test_sdk_tool_choices_are_counted_and_hosted_ones_mapped(name: str) -> None:
    """Each SDK's tool-choice union is a group of the table, a variant per tag it lets a caller
    write (each hosted tool type, each mode); every one that forces a tool is mapped."""
    [surface] = [s for s in judged() if s.name == name]
    choices = [v for v in surface.variants if v.group == "tool choice"]
    tags = {v.tag for v in choices}
    assert {"auto", "none", "required", "function", "shell", "mcp", "custom"} <= tags
    assert {"image_generation", "code_interpreter", "computer_use_preview"} <= tags
    unmapped = {v.tag: v.verdict for v in choices if v.verdict != "mapped"}
    # listed, not a gap: the SDK's smallest allowed set is empty
    assert unmapped == {"allowed_tools": "exception"}


def test_npm_tool_choices_carry_the_instances_their_declarations_allow() -> None:
    """The npm SDK's choices are judged as the Python SDK's are: by an instance of each, built
    from the interface's declared members (a forced MCP tool carries its server label)."""
    surface = next(s for s in coverage.surfaces() if s["name"] == "openai-npm")
    [group] = [g for g in surface["groups"] if g["group"] == "tool choice"]
    samples = {(v["name"], v["tag"]): v["sample"] for v in group["variants"]}
    assert samples[("ToolChoiceOptions", "required")] == "required"
    assert samples[("ToolChoiceMcp", "mcp")]["server_label"]
    assert samples[("ToolChoiceFunction", "function")] == {"type": "function", "name": "x"}
    assert samples[("ToolChoiceAllowed", "allowed_tools")]["tools"] == []
    assert len(samples) == len(group["variants"])  # a member's tag is listed once


@pytest.mark.parametrize(
    ("sent", "canonical"),
    [
        ({"type": "shell"}, {"type": "openai:shell"}),
        (
            {"type": "mcp", "server_label": "deepwiki", "name": "ask_question"},
            {"type": "openai:mcp", "server_label": "deepwiki", "name": "ask_question"},
        ),
        ({"type": "function", "name": "get_weather"}, {"type": "function", "name": "get_weather"}),
        (
            {"type": "allowed_tools", "mode": "auto", "tools": [{"type": "function", "name": "f"}]},
            {"type": "allowed_tools", "mode": "auto", "tools": [{"type": "function", "name": "f"}]},
        ),
        (
            {
                "type": "allowed_tools",
                "mode": "required",
                "tools": [
                    {"type": "function", "name": "f"},
                    {"type": "mcp", "server_label": "deepwiki"},
                    {"type": "file_search"},
                ],
            },
            {
                "type": "allowed_tools",
                "mode": "required",
                "tools": [
                    {"type": "function", "name": "f"},
                    {"type": "openai:mcp", "server_label": "deepwiki"},
                    {"type": "openai:file_search"},
                ],
            },
        ),
        ("required", "required"),
    ],
)
def test_openai_tool_choice_reads_hosted_tools_as_extension_choices(
    sent: Any, canonical: Any
) -> None:
    conv = converters()
    request = {"model": "gpt-4.1", "tool_choice": sent}
    entity = "openresponses/create_response_request"
    read, problems, key = conv.converters["openai"].read(request, entity)
    assert problems == [] and key == entity
    assert read["tool_choice"] == canonical
    validator = conv.catalog.validator(conv.catalog.resolve(entity))
    assert validator.is_valid(read), list(validator.errors(read))
    written, problems, _ = conv.converters["openai"].write(read, entity)
    assert problems == [] and written == request


def test_openai_tool_choice_of_an_unknown_shape_is_refused() -> None:
    conv = converters()
    entity = "openresponses/create_response_request"
    read, problems, _ = conv.converters["openai"].read(
        {"tool_choice": {"type": "Not A Tool"}}, entity
    )
    assert problems == []
    assert not conv.catalog.validator(conv.catalog.resolve(entity)).is_valid(read)


# -- generated instances of the openai SDK's models through the openai dialect -------------------

openai_responses = pytest.importorskip("openai.types.responses")


MODELS = openai_sdk_models(converters())


@pytest.mark.parametrize(
    ("entity", "tag", "model"), MODELS, ids=[f"{e.split('/')[1]}:{t}" for e, t, _ in MODELS]
)
@settings(
    max_examples=5,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow],
    # a failing instance is printed whole; shrinking one of these deep SDK schemas takes
    # minutes and makes it no clearer
    phases=[Phase.explicit, Phase.generate],
)
@given(data=st.data())
def test_sdk_instances_round_trip(entity: str, tag: str, model: Any, data: st.DataObject) -> None:
    """Generated from the SDK model's own JSON schema: every property present (as the API sends
    them), the branch, enum value, string, number and flag drawn; kept when the SDK's model takes
    it. Read, it is valid canonical JSON; written back, it is the same value."""
    from pydantic import TypeAdapter, ValidationError

    adapter = TypeAdapter(model)

    def choose(what: str, options: Any) -> Any:
        if what == "optional":
            return True
        if what == "null":  # one null at a time: tests/test_dialect_nulls.py
            return False
        return data.draw(st.sampled_from(list(options)), label=what)

    instance = build(adapter.json_schema(), choose)
    try:
        adapter.validate_python(instance)
    except ValidationError:
        return  # a combination the SDK refuses is not one of its instances
    why = coverage.sample_mapped(converters(), "openai", entity, instance)
    if why is not None:
        known = [reason for text, reason in KNOWN.items() if text in why]
        known += [reason for reason in [_known_tool_choice(instance)] if reason]
        assert known, f"{json.dumps(instance)[:400]}: {why}"


def _known_tool_choice(instance: Any) -> str | None:
    """Why a response's tool choice the SDK takes is refused, when it is an allowed set the
    canonical model cannot hold: the SDK types its `tools` as free-form objects, so a generated
    set is empty or lists objects without a tool type (`{}`), where Open Responses'
    AllowedToolsParam takes 1 to 128 tools, each named as a tool choice names it (an allowed set
    of functions and hosted tools is read: the tool-choice tests above)."""
    owner = instance.get("response", instance) if isinstance(instance, dict) else None
    choice = owner.get("tool_choice") if isinstance(owner, dict) else None
    if not isinstance(choice, dict) or choice.get("type") != "allowed_tools":
        return None
    tools = choice.get("tools")
    typed = isinstance(tools, list) and all(
        isinstance(t, dict)
        and isinstance(t.get("type"), str)
        and (t["type"] != "function" or t.get("name"))
        for t in tools
    )
    if tools and typed:
        return None
    return "an allowed set the SDK takes empty or with free-form tools"


# Where a generated instance of an SDK model is still refused, and why: (text of the outcome,
# reason). Each is a difference the coverage table's fixed instances do not reach.
KNOWN = {
    "/output expected at least 1 ": (
        "the canonical function_call_output takes a non-empty output (string or list of parts); "
        "the SDK allows '' and [] (a tool that printed nothing), which the canonical model "
        "should probably take too"
    ),
    'missing required property "status"': (
        "an Open Responses extension item must carry `status`; OpenAI's mcp_list_tools, "
        "additional_tools and the like have none (coverage_exceptions.yaml lists them)"
    ),
    'missing required property "bytes"': "the SDK's logprobs have no `bytes`; the canonical ones require it",
    "/completed_at expected integer or null, found number": (
        "the SDK types a response's completed_at as a float; the API sends whole Unix seconds, "
        "and the canonical Response takes an integer"
    ),
    "/created_at expected integer, found number": (
        "the SDK types a response's created_at as a float; the API sends whole Unix seconds, "
        "and the canonical Response takes an integer"
    ),
    # a response an SDK instance carries, once its tool choice is read
    "/instructions expected string or null, found array": (
        "the SDK types a response's instructions as a string or a list of input items (a prompt "
        "template's expansion); the canonical Response, as Open Responses, takes a string"
    ),
    "expected a number >= 0, found -1.5": (
        "the SDK types temperature and top_p as any float; the API takes them from 0, as the "
        "canonical Response does"
    ),
    "/arguments expected at least 1 characters": (
        "the SDK allows a function call's arguments to be empty; the canonical call carries "
        "JSON text (`{}` when there are none)"
    ),
    "/model expected at least 1 characters": (
        "the SDK allows an empty model name; the canonical Response requires one"
    ),
    "/encrypted_content expected at least 1 characters": (
        "the SDK allows an empty encrypted_content; the canonical compaction item does not"
    ),
}


# -- the SDK's input items, the smallest and the fullest it takes --------------------------------

#: Input items the SDK's parameter types take that the openai dialect refuses, and why:
#: (parameter type, "minimal" or "full") -> reason.
INPUT_ITEMS_REFUSED = {
    ("FunctionCallOutput", "minimal"): (
        "the SDK's parameter type leaves a function call output's call_id optional; the "
        "canonical output answers the call its call_id names"
    ),
}


def test_sdk_input_items_read_as_the_smallest_and_the_fullest_the_sdk_takes() -> None:
    """Every member of the SDK's input item union, built with its required properties only and
    with all of them: read through the openai dialect, valid canonical JSON, written back the
    same; or listed in INPUT_ITEMS_REFUSED. The request's own ids and statuses are optional
    (a client creates the item), which the smallest instances hold the dialect to."""
    from pydantic import TypeAdapter, ValidationError

    refused = {}
    for model in extractor()._members(openai_responses.ResponseInputItemParam):
        adapter: TypeAdapter[Any] = TypeAdapter(model)
        for how in (minimal, full):
            instance = how(adapter.json_schema())
            try:
                adapter.validate_python(instance)
            except ValidationError:
                continue  # not one of the SDK's instances
            why = coverage.sample_mapped(
                converters(), "openai", "openresponses/input_item", instance
            )
            if why is not None:
                refused[(model.__name__, how.__name__)] = why
    assert {k: v for k, v in refused.items() if k not in INPUT_ITEMS_REFUSED} == {}
    assert [k for k in INPUT_ITEMS_REFUSED if k not in refused] == []


def test_every_include_value_the_sdk_declares_is_read_and_written_back() -> None:
    """A create request asking for each of the SDK's `include` values: the protocol's own stay
    as they are, OpenAI's are read as implementor values (`openai:`), and each is written back
    as it was sent."""
    import typing

    declared = typing.get_args(openai_responses.ResponseIncludable)
    assert len(declared) > 2
    request = {"model": "gpt-5", "input": "x", "include": list(declared)}
    converter = converters().converters["openai"]
    entity = "openresponses/create_response_request"
    canonical, problems, key = converter.read(request, entity)
    assert problems == []
    own = {"reasoning.encrypted_content", "message.output_text.logprobs"}
    assert canonical["include"] == [v if v in own else f"openai:{v}" for v in declared]
    assert coverage.sample_mapped(converters(), "openai", entity, request) is None
    written, problems, _ = converter.write(canonical, key)
    assert problems == [] and written == request
