"""A null the OpenAI SDKs allow where Open Responses requires a value, or leaves the property
out (`null_is_absent`).

DeepSeek sends `text.verbosity: null`, OpenRouter `temperature`, `top_p` and `truncation` as
null, in the Responses shape. The openai dialect reads such a null as the value not said (so the
API's default is assumed where the canonical Response requires one) and writes it back as null,
in its place. The fixtures (tests/fixtures/dialects/openai/*_null.jsonl, streams shaped like the
producers' recordings) are conformance cases too, so every engine is held to the same answers.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import typing
from pathlib import Path
from typing import Any

import pytest
import yaml

from agentproto.dialects import load_dialects
from agentproto.errors import SchemaErrors
from agentproto.load import load
from agentproto.validate.dialects import Converters, from_canonical, to_canonical
from support import FIXTURE_DIR, ROOT, stream_findings

SCHEMA = ROOT / "schema"
AGENTPROTO = Path(sys.executable).parent / "agentproto"
OPENAI = FIXTURE_DIR / "dialects" / "openai"
STREAMS = {
    "deepseek_verbosity_null": [("/response/text/verbosity", "enum")],
    "openrouter_sampling_null": [
        ("/response/temperature", "type"),
        ("/response/top_p", "type"),
        ("/response/truncation", "enum"),
    ],
}
NULLS = "agentproto:null"


def lines(name: str) -> list[Any]:
    text = (OPENAI / f"{name}.jsonl").read_text(encoding="utf-8")
    return [json.loads(line) for line in text.splitlines() if line.strip()]


_CONVERTERS: list[Converters] = []


def converters() -> Converters:
    if not _CONVERTERS:
        _CONVERTERS.append(Converters(SCHEMA))
    return _CONVERTERS[0]


@pytest.mark.parametrize("name", sorted(STREAMS))
def test_the_streams_are_accepted_through_the_dialect_and_refused_as_canonical(
    name: str,
) -> None:
    path = OPENAI / f"{name}.jsonl"
    assert stream_findings("--dialect", "openai", path) == (0, [])
    code, found = stream_findings(path)
    assert code == 1
    # as canonical JSON, each snapshot's null is refused where Open Responses requires a value
    first = {(f["pointer"], f["keyword"]) for f in found if f["line"] == 1}
    assert set(STREAMS[name]) <= first, found


@pytest.mark.parametrize("name", sorted(STREAMS))
def test_each_event_comes_back_as_it_was_sent(name: str) -> None:
    for sent in lines(name):
        read = to_canonical(converters(), "openai", sent)
        assert read.problems == [], read.problems
        back = from_canonical(converters(), "openai", read.entity, read.value)
        assert back.problems == []
        # the same JSON text: values and key order
        assert json.dumps(back.value) == json.dumps(sent)


def test_a_null_reads_as_the_default_and_its_place_is_noted() -> None:
    created = lines("openrouter_sampling_null")[0]
    spelled = list(created["response"])
    response = to_canonical(converters(), "openai", created).value["response"]
    # the API's defaults, assumed as for any property the response left out
    assert (response["temperature"], response["top_p"], response["truncation"]) == (
        1.0,
        1.0,
        "disabled",
    )
    assert response[NULLS] == {
        name: spelled.index(name) for name in ("temperature", "top_p", "truncation")
    }
    text = to_canonical(converters(), "openai", lines("deepseek_verbosity_null")[0])
    config = text.value["response"]["text"]
    assert "verbosity" not in config and config[NULLS] == {"verbosity": 1}


def test_a_value_set_after_reading_is_written_instead_of_the_null() -> None:
    created = lines("openrouter_sampling_null")[0]
    read = to_canonical(converters(), "openai", created)
    read.value["response"]["temperature"] = 0.2
    written = from_canonical(converters(), "openai", read.entity, read.value).value["response"]
    # the value, where the canonical object has it (after what the dialect said); the other
    # nulls still written
    assert written["temperature"] == 0.2
    assert list(written)[-1] == "temperature"
    assert written["top_p"] is None and written["truncation"] is None


def test_a_malformed_note_is_a_problem_at_its_pointer() -> None:
    created = lines("openrouter_sampling_null")[0]
    read = to_canonical(converters(), "openai", created)
    read.value["response"][NULLS] = {"temperature": "third"}
    written = from_canonical(converters(), "openai", read.entity, read.value)
    assert written.problems == [
        "/response/agentproto:null: expected canonical property -> its place, for each null"
    ]
    read.value["response"][NULLS] = {"model": 3}  # a property whose null means nothing
    written = from_canonical(converters(), "openai", read.entity, read.value)
    assert len(written.problems) == 1 and "/response/agentproto:null" in written.problems[0]


def test_convert_there_and_back_keeps_the_stream(tmp_path: Path) -> None:
    source = OPENAI / "openrouter_sampling_null.jsonl"
    canonical = tmp_path / "canonical.jsonl"
    back = tmp_path / "back.jsonl"
    for args in (
        ("--from", "openai", "-o", canonical, source),
        ("--from", "canonical", "--to", "openai", "-o", back, canonical),
    ):
        proc = subprocess.run(
            [AGENTPROTO, "convert", *map(str, args)], capture_output=True, text=True, check=False
        )
        assert proc.returncode == 0, proc.stdout + proc.stderr
    assert [json.loads(x) for x in back.read_text().splitlines()] == lines(
        "openrouter_sampling_null"
    )
    assert [list(json.loads(x)["response"]) for x in back.read_text().splitlines()[:1]] == [
        list(lines("openrouter_sampling_null")[0]["response"])
    ]


# -- what is declared, against the SDK and the schemas -----------------------------------------

# the SDK model of each canonical entity the openai dialect reads nulls in
SDK_MODELS = {
    "openresponses/response.json": ("openai.types.responses", "Response"),
    "openresponses/text_config.json": ("openai.types.responses", "ResponseTextConfig"),
    "openresponses/response_error.json": ("openai.types.responses", "ResponseError"),
    "openresponses/output_text_part.json": ("openai.types.responses", "ResponseOutputText"),
    "openresponses/message_item.json": ("openai.types.responses", "ResponseOutputMessage"),
    "openresponses/reasoning_item.json": ("openai.types.responses", "ResponseReasoningItem"),
    "openresponses/compaction_item.json": ("openai.types.responses", "ResponseCompactionItem"),
    # every extension item's model takes a null status; one stands for them
    "openresponses/extension_item.json": ("openai.types.responses.response_output_item", "McpCall"),
    "openresponses/create_response_request.json": (
        "openai.types.responses.response_create_params",
        "ResponseCreateParamsNonStreaming",
    ),
}


def test_every_declared_null_is_one_the_sdk_models_allow() -> None:
    declared = yaml.safe_load((SCHEMA / "dialects" / "openai.yaml").read_text())["entities"]
    nulls = {k: v["null_is_absent"] for k, v in declared.items() if "null_is_absent" in v}
    assert set(nulls) == set(SDK_MODELS)
    for entity, names in nulls.items():
        module, name = SDK_MODELS[entity]
        model = getattr(__import__(module, fromlist=[name]), name)
        # a pydantic model, or a TypedDict (the request parameters)
        hints = getattr(model, "model_fields", None) or typing.get_type_hints(model)
        for prop in names:
            annotation = getattr(hints[prop], "annotation", hints[prop])
            assert type(None) in typing.get_args(annotation), (entity, prop, annotation)


def schema_with(tmp_path: Path, declaration: str) -> Path:
    root = tmp_path / "schema"
    shutil.copytree(SCHEMA, root, ignore=shutil.ignore_patterns("dialects"))
    (root / "dialects").mkdir()
    (root / "dialects" / "bad.yaml").write_text(declaration, encoding="utf-8")
    return root


BAD = [
    (
        "a property that takes null already",
        "openresponses/response.json: {null_is_absent: [instructions]}",
        "/entities/openresponses~1response.json/null_is_absent/0: 'instructions' takes null",
    ),
    (
        "a closed object",
        "agent/assistant_message.json: {null_is_absent: [model]}",
        "/entities/agent~1assistant_message.json/null_is_absent: the canonical object is closed",
    ),
    (
        "no such property",
        "openresponses/response.json: {null_is_absent: [warmth]}",
        "/entities/openresponses~1response.json/null_is_absent/0: no property 'warmth'",
    ),
    (
        "not a list",
        "openresponses/response.json: {null_is_absent: temperature}",
        "/entities/openresponses~1response.json/null_is_absent: expected a list",
    ),
    (
        "always written, but required",
        "agent/tool_call_delta.json: {null_when_absent: [type]}",
        "/entities/agent~1tool_call_delta.json/null_when_absent/0: 'type' is required",
    ),
    (
        "always written, but taking null already",
        "openresponses/response.json: {null_when_absent: [instructions]}",
        "/entities/openresponses~1response.json/null_when_absent/0: 'instructions' takes null",
    ),
    (
        "always written and noted",
        "openresponses/response.json: {null_is_absent: [top_p], null_when_absent: [top_p]}",
        (
            "/entities/openresponses~1response.json/null_when_absent/0: 'top_p' is listed under"
            " null_is_absent too"
        ),
    ),
]


@pytest.mark.parametrize(("why", "entity", "message"), BAD, ids=[b[0] for b in BAD])
def test_bad_declarations_name_file_and_pointer(
    tmp_path: Path, why: str, entity: str, message: str
) -> None:
    declaration = (
        "description: x\ndocuments: [openresponses/response.json, agent/agent_message.json]\n"
        f"entities:\n  {entity}\n"
    )
    root = schema_with(tmp_path, declaration)
    with pytest.raises(SchemaErrors) as caught:
        load_dialects(load(root), ROOT / "templates" / "python" / "_dialect_hooks.py")
    assert "dialects/bad.yaml#" + message in str(caught.value), (why, str(caught.value))


# -- null_when_absent: what the dialect always writes, null where it has none ------------------

#: clark-agent's tool-call chunks as serde writes them: every `Option` present, null for None
CLARK_CHUNKS = [
    {"kind": "tool_call_delta", "index": 0, "id_delta": "t1", "name_delta": "grep",
     "arguments_delta": None},
    {"kind": "tool_call_delta", "index": 0, "id_delta": None, "name_delta": None,
     "arguments_delta": "{"},
    {"kind": "tool_call_delta", "index": 0, "id_delta": None, "name_delta": None,
     "arguments_delta": ""},
    {"kind": "tool_call_delta", "index": 2, "id_delta": None, "name_delta": "x",
     "arguments_delta": None},
]  # fmt: skip


@pytest.mark.parametrize("chunk", CLARK_CHUNKS)
def test_an_always_written_null_reads_as_absent_and_comes_back_in_place(chunk: Any) -> None:
    converter = converters().converters["clark-agent"]
    canonical, problems, key = converter.read(chunk, None)
    assert problems == []
    assert None not in canonical.values() and NULLS not in canonical  # closed: nothing noted
    # no argument text and empty argument text stay two canonical values
    assert ("delta" in canonical) == (chunk["arguments_delta"] is not None)
    written, problems, _ = converter.write(canonical, key)
    assert problems == []
    assert json.dumps(written) == json.dumps(chunk)  # key order included


def test_an_always_written_property_set_canonically_is_written_with_its_value() -> None:
    """A null goes right before the next of the declared properties written, else last."""
    converter = converters().converters["clark-agent"]
    written, problems, _ = converter.write(
        {"type": "tool_call_delta", "name": "grep", "tool_call_index": 1}, "agent/stream_delta"
    )
    assert problems == []
    assert json.dumps(written) == json.dumps(
        {
            "kind": "tool_call_delta",
            "id_delta": None,
            "name_delta": "grep",
            "index": 1,
            "arguments_delta": None,
        }
    )


# -- every null the SDK's models take ----------------------------------------------------------

#: Where a null the pinned SDK's models take is refused by the openai dialect, and why:
#: (SDK model, pointer into its instance) -> reason. Every other null they take is read (the
#: canonical schema takes it, or the dialect declares it `null_is_absent`) and written back.
REFUSED_NULLS: dict[tuple[str, str], str] = {
    **{
        (event, pointer): reason
        for event in (
            "ResponseCreatedEvent",
            "ResponseInProgressEvent",
            "ResponseCompletedEvent",
            "ResponseFailedEvent",
            "ResponseIncompleteEvent",
            "ResponseQueuedEvent",
        )
        for pointer, reason in (
            (
                "/response/status",
                (
                    "a response says where it is in its life; Open Responses requires the "
                    "status and the API reference gives no default to assume"
                ),
            ),
            (
                "/response/incomplete_details/reason",
                (
                    "details of an incomplete response say why it stopped; without the reason "
                    "there is nothing to say"
                ),
            ),
        )
    },
    ("ResponseFunctionToolCall", "/id"): (
        "the SDK's function call model is the input item's too, where the id may be left out; "
        "an output item has one"
    ),
    ("ResponseFunctionToolCall", "/status"): (
        "the SDK's function call model is the input item's too, where the status may be left "
        "out; an output item has one"
    ),
    ("ResponseCustomToolCall", "/id"): (
        "the SDK's custom tool call model is the input item's too, where the id may be left "
        "out; an output item has one"
    ),
    ("ResponseFunctionToolCallOutputItem", "/call_id"): (
        "a function call's output answers the call its call_id names"
    ),
    **{
        (event, "/logprobs/0/top_logprobs"): (
            "a token's alternatives, null; the SDK's logprobs have no `bytes` either, which "
            "the canonical ones require, so no SDK logprob is read"
        )
        for event in ("ResponseTextDeltaEvent", "ResponseTextDoneEvent")
    },
}


def _null_places(value: Any, pointer: str = "") -> set[str]:
    if value is None:
        return {pointer}
    if isinstance(value, dict):
        return {p for k, v in value.items() for p in _null_places(v, f"{pointer}/{k}")}
    if isinstance(value, list):
        return {p for i, v in enumerate(value) for p in _null_places(v, f"{pointer}/{i}")}
    return set()


def _one_null_at_a_time(
    schema: dict[str, Any], pick: int, root: dict[str, Any] | None = None
) -> list[tuple[str, Any]]:
    """An instance per place the schema takes null, with that one place null: every property
    present, the branch and array length `pick` chooses (0: the first branch and no items; -1:
    the last and one item), the first value of everything else. `root`: what the schema's
    references point into, when not the schema itself."""
    from agentproto.conformance.instances import build

    def chooser(null_at: int, asked: list[int]) -> Any:
        def choose(what: str, options: Any) -> Any:
            if what == "optional":
                return True
            if what == "null":
                asked[0] += 1
                return asked[0] - 1 == null_at
            return options[pick] if what in ("anyOf", "oneOf", "items") else options[0]

        return choose

    base = _null_places(build(schema, chooser(-1, [0]), root))
    out = []
    place = 0
    while True:
        asked = [0]
        instance = build(schema, chooser(place, asked), root)
        if place >= asked[0]:
            return out
        out.append(((sorted(_null_places(instance) - base) or ["?"])[0], instance))
        place += 1


def _null_refused(
    conv: Converters, entity: str, instance: Any, pointer: str
) -> tuple[bool, str | None]:
    """(judged, what refuses the null at `pointer` of `instance`), read through the openai
    dialect as `entity`: a reading problem or a canonical error at that place, or the instance
    written back otherwise. Not judged when the instance is refused elsewhere only."""
    converter = conv.converters["openai"]
    canonical, problems, key = converter.read(instance, entity)
    if problems:
        said = [message for place, message in problems if place == pointer]
        return bool(said), next(iter(said), None)
    entry = conv.entries.get(entity) or conv.entries.setdefault(
        entity, conv.catalog.resolve(entity)
    )
    errors = list(conv.catalog.validator(entry).errors(canonical))
    if errors:
        said = [e.message for e in errors if e.pointer == pointer]
        return bool(said), next(iter(said), None)
    written, problems, _ = converter.write(canonical, key)
    if problems or json.dumps(written, sort_keys=True) != json.dumps(instance, sort_keys=True):
        return True, f"written back otherwise ({problems})"
    return True, None


def _as_the_api_takes(request: Any) -> Any:
    """A create request the SDK's types take, as the API takes it: a conversation or a
    previous response, not both, no previous response when the new one is not stored, and at
    least 16 output tokens (the API reference's bounds, which the canonical request keeps and
    the SDK's types do not)."""
    if request.get("conversation") is not None and request.get("previous_response_id"):
        del request["conversation"]
    if request.get("store") is False and request.get("previous_response_id"):
        del request["previous_response_id"]
    if isinstance(request.get("max_output_tokens"), int):
        request["max_output_tokens"] = max(16, request["max_output_tokens"])
    return request


def _sdk_models_with_nulls(conv: Converters) -> list[tuple[str, Any, Any]]:
    """(canonical entity, SDK type, how an instance is made one the API takes): every mapped
    stream event, output item and tool, and the create requests."""
    from library_instances import openai_sdk_models
    from openai.types.responses import response_create_params as create

    def kept(instance: Any) -> Any:
        return instance

    out: list[tuple[str, Any, Any]] = [
        (entity, model, kept) for entity, _tag, model in openai_sdk_models(conv)
    ]
    for params in (create.ResponseCreateParamsNonStreaming, create.ResponseCreateParamsStreaming):
        out.append(("openresponses/create_response_request", params, _as_the_api_takes))
    return out


def test_every_null_the_sdk_models_take_is_read_or_refused_for_a_reason() -> None:
    """Each mapped variant of the SDK's stream events, output items and tools, and each create
    request, built with one place null at a time where its type takes null: read through the
    openai dialect, valid canonical JSON, written back the same; or listed in REFUSED_NULLS."""
    from pydantic import TypeAdapter, ValidationError

    conv = converters()
    refused: dict[tuple[str, str], str] = {}
    judged = 0
    for entity, model, as_the_api_takes in _sdk_models_with_nulls(conv):
        adapter: TypeAdapter[Any] = TypeAdapter(model)
        for pick in (0, -1):
            for pointer, instance in _one_null_at_a_time(adapter.json_schema(), pick):
                try:
                    adapter.validate_python(instance)
                except ValidationError:
                    continue  # a combination the SDK refuses is not one of its instances
                seen, why = _null_refused(conv, entity, as_the_api_takes(instance), pointer)
                judged += seen
                if why is not None:
                    refused[(model.__name__, pointer)] = why
    assert judged > 500, judged
    assert {k: v for k, v in refused.items() if k not in REFUSED_NULLS} == {}
    assert [k for k in REFUSED_NULLS if k not in refused] == []


# -- every null the npm package's types take ---------------------------------------------------

#: coverage group of the openai-npm surface -> (its canonical entity, the alias of
#: tests/library_types/openai_types.ts naming the package's union)
NPM_UNIONS = {
    "stream event": ("openresponses/stream_event", "OpenAIStreamEvent"),
    "output item": ("openresponses/item", "OpenAIOutputItem"),
    "tool": ("openresponses/tool", "OpenAITool"),
}
NPM_REQUESTS = ("OpenAICreateNonStreaming", "OpenAICreateStreaming")
#: Counts the npm types declare `number` where the API takes a whole number of at least this
#: (the API reference; the Python SDK's models say `int`): property -> least value.
NPM_COUNTS = {"max_output_tokens": 16, "max_tool_calls": 1}

#: Where a null the npm package's types take is refused by the openai dialect, and why:
#: (type as the package names it, pointer into its instance) -> reason. Every other null they
#: take is read and written back.
REFUSED_NPM_NULLS: dict[tuple[str, str], str] = {}


@pytest.fixture(scope="module")
def npm_definitions(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """The JSON Schema definitions of openai_types.ts's aliases and the types they name."""
    from declared_types import definitions

    return definitions("openai_types.ts", tmp_path_factory.mktemp("openai_schema"))


def _as_counted(definitions: dict[str, Any]) -> dict[str, Any]:
    """The definitions with each property NPM_COUNTS names a whole number of at least its
    least value where the npm types say `number`."""

    def narrowed(node: Any) -> Any:
        if isinstance(node, list):
            return [narrowed(n) for n in node]
        if not isinstance(node, dict):
            return node
        out = {k: narrowed(v) for k, v in node.items()}
        for name, least in NPM_COUNTS.items():
            prop = out.get("properties", {}).get(name)
            if prop is not None and "number" in prop.get("type", ()):
                kinds = ["integer" if k == "number" else k for k in prop["type"]]
                out["properties"][name] = {**prop, "type": kinds, "minimum": least}
        return out

    return {name: narrowed(schema) for name, schema in definitions.items()}


def _npm_types_with_nulls(
    conv: Converters, definitions: dict[str, Any]
) -> list[tuple[str, str, dict[str, Any], Any]]:
    """(canonical entity, type as the package names it, its schema, how an instance is made one
    the API takes): every stream event, output item and tool of the npm package that the
    openai dialect maps (the coverage table's verdict), and the create requests."""
    from declared_types import named_branches

    from agentproto.conformance import coverage

    mapped = {
        (v.group, v.tag)
        for s in coverage.coverage(conv)
        if s.name == "openai-npm"
        for v in s.variants
        if v.verdict == "mapped"
    }

    def kept(instance: Any) -> Any:
        return instance

    def tags(branch: dict[str, Any]) -> list[Any]:
        tag = branch.get("properties", {}).get("type", {})
        return [tag["const"]] if "const" in tag else list(tag.get("enum", []))

    out = []
    for group, (entity, alias) in NPM_UNIONS.items():
        for name, branch in named_branches(definitions, definitions[alias]):
            if any((group, tag) in mapped for tag in tags(branch)):
                out.append((entity, name, branch, kept))
    for alias in NPM_REQUESTS:
        ((name, branch),) = named_branches(definitions, definitions[alias])
        out.append(("openresponses/create_response_request", name, branch, _as_the_api_takes))
    return out


def test_every_null_the_npm_types_take_is_read_or_refused_for_a_reason(
    npm_definitions: dict[str, Any], tmp_path_factory: pytest.TempPathFactory
) -> None:
    """As the test above, from the npm package's TypeScript declarations (turned into JSON
    Schema by ts-json-schema-generator): each mapped stream event, output item and tool, and
    each create request, built with one place null at a time where its type takes null, and
    compiled by tsc as a value of that type; read through the openai dialect, valid canonical
    JSON, written back the same; or listed in REFUSED_NPM_NULLS."""
    from declared_types import compile_values

    conv = converters()
    definitions = _as_counted(npm_definitions)
    root = {"definitions": definitions}
    made = [
        (entity, name, pointer, instance, as_the_api_takes)
        for entity, name, schema, as_the_api_takes in _npm_types_with_nulls(conv, definitions)
        for pick in (0, -1)
        for pointer, instance in _one_null_at_a_time(schema, pick, root)
    ]
    header = ['import type * as R from "openai/resources/responses/responses";']
    values = [(f"R.{name}", instance) for _, name, _, instance, _ in made]
    not_values = compile_values(
        tmp_path_factory.mktemp("openai_nulls"), "openai_types.ts", header, values
    )
    refused: dict[tuple[str, str], str] = {}
    judged = 0
    for number, (entity, name, pointer, instance, as_the_api_takes) in enumerate(made):
        if number in not_values:
            continue  # a combination the types refuse is not one of their values
        seen, why = _null_refused(conv, entity, as_the_api_takes(instance), pointer)
        judged += seen
        if why is not None:
            refused[(name, pointer)] = why
    print(f"\n{len(made)} instances, {len(not_values)} not values of their type, {judged} judged")
    assert judged > 400, judged
    assert {k: v for k, v in refused.items() if k not in REFUSED_NPM_NULLS} == {}
    assert [k for k in REFUSED_NPM_NULLS if k not in refused] == []


def test_the_strict_profile_takes_the_reading_notes_as_known(tmp_path: Path) -> None:
    """A null read as not said leaves a note (`agentproto:null`) in the canonical JSON, which
    `convert` writes: the strict profile of `validate` reports what the schemas do not name,
    not the reading's own notes."""
    fixture = FIXTURE_DIR / "openresponses" / "response" / "valid" / "completed_coding_turn.json"
    canonical = json.loads(fixture.read_text(encoding="utf-8"))
    spelled = from_canonical(converters(), "openai", "openresponses/response", canonical).value
    spelled["temperature"] = None
    read = to_canonical(converters(), "openai", spelled)
    assert read.problems == [] and NULLS in read.value
    (tmp_path / "openai.json").write_text(json.dumps(spelled), encoding="utf-8")
    (tmp_path / "canonical.json").write_text(json.dumps(read.value), encoding="utf-8")
    (tmp_path / "unknown.json").write_text(json.dumps({**read.value, "zzz": 1}), "utf-8")
    for args in (["--dialect", "openai", "openai.json"], ["canonical.json"]):
        done = subprocess.run(
            [AGENTPROTO, "validate", "--strict", *args],
            cwd=tmp_path, capture_output=True, text=True, check=False,
        )  # fmt: skip
        assert done.returncode == 0, done.stdout + done.stderr
    done = subprocess.run(
        [AGENTPROTO, "validate", "--strict", "unknown.json"],
        cwd=tmp_path, capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert done.returncode == 1 and 'unknown property "zzz"' in done.stdout
    assert "agentproto:null" not in done.stdout


def test_the_notes_validate_knows_are_the_engines_own() -> None:
    from agentproto_bindings._dialects import ASSUMED
    from agentproto_bindings._dialects import NULLS as ENGINE_NULLS

    from agentproto.validate.catalog import READER_NOTES

    assert {ASSUMED, ENGINE_NULLS} == READER_NOTES
