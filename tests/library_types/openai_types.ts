// The openai npm package's Responses types (tools/node pins the package) whose nulls
// tests/test_dialect_nulls.py reads through the openai dialect: ts-json-schema-generator turns
// each alias into JSON Schema, and the test builds instances from those schemas.
import type {
  ResponseCreateParamsNonStreaming,
  ResponseCreateParamsStreaming,
  ResponseOutputItem,
  ResponseStreamEvent,
  Tool,
} from "openai/resources/responses/responses";

export type OpenAIStreamEvent = ResponseStreamEvent;
export type OpenAIOutputItem = ResponseOutputItem;
export type OpenAITool = Tool;
export type OpenAICreateNonStreaming = ResponseCreateParamsNonStreaming;
export type OpenAICreateStreaming = ResponseCreateParamsStreaming;
