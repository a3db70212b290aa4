// The unions the pi-ai dialect's coverage groups are read against, spelled from pi's own
// declarations (tools/node pins the packages). ts-json-schema-generator turns each alias into
// JSON Schema; the test builds instances from those schemas and compiles them against the alias.
import type {
  AssistantMessageEvent,
  ImageContent,
  Message,
  TextContent,
  ThinkingContent,
  ToolCall,
} from "@mariozechner/pi-ai";
import type {
  AgentMessage,
  AgentToolResult,
  ProxyAssistantMessageEvent,
} from "@mariozechner/pi-agent-core";
import type { AgentSessionEvent, FileEntry } from "@mariozechner/pi-coding-agent";
// the coding agent adds its roles to AgentMessage by module augmentation, which the schema
// generator does not follow, and its package exports them only that way: named from the file
import type {
  BashExecutionMessage,
  BranchSummaryMessage,
  CompactionSummaryMessage,
  CustomMessage,
} from "./node_modules/@mariozechner/pi-coding-agent/dist/core/messages.js";

export type PiMessage =
  | Message
  | BashExecutionMessage
  | CustomMessage
  | BranchSummaryMessage
  | CompactionSummaryMessage;
// the union spelled above is AgentMessage as the coding agent makes it, no more and no less
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const piMessageIsAgentMessage: Same<PiMessage, AgentMessage> = true;

export type PiContent = TextContent | ThinkingContent | ImageContent | ToolCall;
export type PiStreamEvent = AssistantMessageEvent;
export type PiProxyStreamEvent = ProxyAssistantMessageEvent;
export type PiAgentEvent = AgentSessionEvent;
export type PiSessionEntry = FileEntry;
// what a tool returns, which the agent events carry where their type says `any`
export type PiToolResult = AgentToolResult<unknown>;
