package dialects

// What a dialect declaration cannot say, written by hand once per target: one function per
// dialect at most, named by the declaration (`hook: <function>` on an entity), as in
// templates/python/_dialect_hooks.py (the reference: each hook here does what its Python
// namesake does). It works on the dialect's side of the value: it gets the dialect's JSON
// before it is read (direction "read") or after it is written ("write"), and returns it
// reshaped; a value it cannot reshape gives an error, whose message becomes a problem at the
// value's pointer. Values are never changed in place.

import (
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strings"

	"agentproto-bindings/rt"
)

// hooks are the hand-written steps by the names the declarations give them.
var hooks = map[string]Hook{
	"openresponses_nested": openresponsesNested,
	"pi_ai_stream":         piAIStream,
}

// openresponsesNested: seed 004's payloads that no rename can say. An assistant message keeps
// its parts under `output`, other roles under `content`; reasoning is a `content` string and a
// `summary` string where the flat layout has lists of text parts. Runs on the nested payload,
// inside the property named after the item's type.
func openresponsesNested(value any, direction string, _ *Converter) (any, error) {
	obj, ok := object(value)
	if !ok {
		return value, nil
	}
	kind, isString := obj.Values["type"].(string)
	if !isString {
		return value, nil
	}
	inner, ok := object(obj.Values[kind])
	if !ok {
		return value, nil
	}
	switch {
	case kind == "message" && Same(inner.Values["role"], "assistant"):
		old, renamed := "output", "content"
		if direction != "read" {
			old, renamed = "content", "output"
		}
		if _, found := inner.Values[old]; found {
			out := newObject()
			for _, k := range inner.Keys {
				name := k
				if k == old {
					name = renamed
				}
				out.Set(name, inner.Values[k])
			}
			inner = out
		}
	case kind == "reasoning":
		inner = copyObject(inner)
		for _, pair := range [][2]string{{"content", "reasoning_text"}, {"summary", "summary_text"}} {
			name, part := pair[0], pair[1]
			got, found := inner.Values[name]
			if !found {
				continue
			}
			if direction == "read" { // "" is no part at all
				if text, isText := got.(string); isText {
					parts := []any{}
					if text != "" {
						one := newObject()
						one.Set("type", part)
						one.Set("text", text)
						parts = append(parts, one)
					}
					inner.Set(name, parts)
				}
				continue
			}
			parts, isList := got.([]any)
			if !isList {
				continue
			}
			if len(parts) == 0 {
				inner.Set(name, "")
				continue
			}
			first, isObject := object(parts[0])
			if len(parts) != 1 || !isObject || len(first.Keys) != 2 || !has(first, "type") || !has(first, "text") || !saysSomething(first.Values["text"]) {
				return nil, fmt.Errorf("seed 004's reasoning %s is one string; this item has %d %s parts", name, len(parts), part)
			}
			inner.Set(name, first.Values["text"])
		}
	default:
		return value, nil
	}
	out := copyObject(obj)
	out.Set(kind, inner)
	return out, nil
}

// piBlock: pi-ai's per-block stream events: block kind -> the fragment's tag, and the block
// property its `*_end` event repeats as `content` ("": `toolcall_end` repeats the whole block
// as `toolCall`).
type piBlock struct{ fragment, repeated string }

var piBlocks = map[string]piBlock{
	"text":     {"text_delta", "text"},
	"thinking": {"thinking_delta", "thinking"},
	"toolcall": {"toolcall_delta", ""},
}

// piProxySays: (block kind, step) -> what pi's proxy says on that event in place of `partial`.
var piProxySays = map[[2]string][]string{
	{"toolcall", "start"}: {"id", "toolName"},
	{"text", "end"}:       {"contentSignature"},
	{"thinking", "end"}:   {"contentSignature"},
}

// saysSomething: a part's text that is a string other than "", which reads back as no part at
// all (JSON has no truth of other values to go by).
func saysSomething(text any) bool {
	s, ok := text.(string)
	return ok && s != ""
}

var piFragmentKind = map[string]string{"text_delta": "text", "thinking_delta": "thinking", "toolcall_delta": "toolcall"}

// piIndex is a content index: a number of integer value.
func piIndex(index any) (int, bool) {
	// a number of integer value (`1.0` is 1, as JSON reads it); `true` is no index
	if x, ok := index.(json.Number); ok {
		r, _, ok := numeric(x)
		if !ok || r == nil || !r.IsInt() || !r.Num().IsInt64() {
			return 0, false
		}
		n := r.Num().Int64()
		return int(n), int64(int(n)) == n
	}
	return 0, false
}

// piBlockAt is the content block at index of the event's `partial` message (nil when none).
func piBlockAt(event *rt.Object, index any) any {
	content, ok := get(event.Values["partial"], "content").([]any)
	if !ok {
		return nil
	}
	i, ok := piIndex(index)
	if !ok || i < 0 || i >= len(content) {
		return nil
	}
	return content[i]
}

// piAIStream: pi-ai's assistant-message stream events, flat, against the canonical start /
// delta / done / error. Reading: `text_delta` and its kin become a `delta` event holding the
// fragment; `*_start` and `*_end` become a `delta` event with an empty fragment and `block`
// set (a tool call's start takes its id and name from `partial`; an end's `content` or
// `toolCall` must be what `partial` holds at that index, so writing takes it from there
// again); `done` gets the `usage` of its message after its tag (without its cost, which is the
// message's), `error` the error text of its message. `partial` is kept as sent. An event
// without `partial` is spelled as pi's proxy sends it (pi-agent-core's
// `ProxyAssistantMessageEvent`): a tool call's start names its id and tool, an end carries the
// block's `contentSignature`, and done and error carry `usage` with its `cost` inside, which
// reading says beside it. Writing undoes each step, spelling an event without `partial` as the
// proxy does, and refuses what pi-ai cannot say (a fragment without `contentIndex`, a reasoning
// fragment, a done whose usage is not its message's).
func piAIStream(value any, direction string, _ *Converter) (any, error) {
	event, ok := object(value)
	if !ok {
		return value, nil
	}
	if direction == "read" {
		return piRead(event)
	}
	return piWrite(event)
}

func usageWithoutCost(usage *rt.Object) *rt.Object {
	return without(usage, "cost")
}

// costBeside: a proxy done or error event, its usage's `cost` said beside the usage.
func costBeside(event *rt.Object) *rt.Object {
	usage, ok := object(event.Values["usage"])
	if !ok || !has(usage, "cost") {
		return event
	}
	out := newObject()
	for _, k := range event.Keys {
		if k == "usage" {
			out.Set(k, usageWithoutCost(usage))
			out.Set("cost", usage.Values["cost"])
		} else {
			out.Set(k, event.Values[k])
		}
	}
	return out
}

// costInside: a done or error event without its message, as pi's proxy sends it: the usage,
// which its type requires, holds the cost.
func costInside(event *rt.Object, tag string) (any, error) {
	usage, ok := object(event.Values["usage"])
	cost, found := event.Values["cost"]
	if !ok || !found {
		return nil, fmt.Errorf("pi-ai's %s event carries its message, or, as pi's proxy sends it, the usage with its cost; this one has neither", tag)
	}
	out := newObject()
	for _, k := range event.Keys {
		switch k {
		case "usage":
			whole := newObject()
			for _, u := range usage.Keys {
				whole.Set(u, usage.Values[u])
			}
			whole.Set("cost", cost)
			out.Set(k, whole)
		case "cost":
		default:
			out.Set(k, event.Values[k])
		}
	}
	return out, nil
}

func piRead(event *rt.Object) (any, error) {
	tag := event.Values["type"]
	if (tag == "done" || tag == "error") && has(event, "usage") {
		return costBeside(event), nil // the proxy's: no message, the usage said whole
	}
	switch tag {
	case "done":
		usage, ok := object(get(event.Values["message"], "usage"))
		if !ok {
			return event, nil
		}
		out := newObject()
		for _, k := range event.Keys {
			out.Set(k, event.Values[k])
			if k == "type" { // where the canonical done event has it
				out.Set("usage", usageWithoutCost(usage))
			}
		}
		return out, nil
	case "error":
		text, found := get(event.Values["error"], "errorMessage"), has(event.Values["error"], "errorMessage")
		if !found || text == nil {
			return event, nil
		}
		out := newObject()
		for _, k := range event.Keys {
			out.Set(k, event.Values[k])
			if k == "reason" {
				out.Set("errorMessage", text)
			}
		}
		return out, nil
	}
	name, isString := tag.(string)
	if !isString || !strings.Contains(name, "_") {
		return event, nil
	}
	cut := strings.LastIndex(name, "_")
	kind, step := name[:cut], name[cut+1:]
	block, known := piBlocks[kind]
	if !known || (step != "start" && step != "delta" && step != "end") {
		return event, nil
	}
	index := event.Values["contentIndex"]
	fragment := newObject()
	fragment.Set("type", block.fragment)
	if has(event, "contentIndex") {
		fragment.Set("contentIndex", index)
	}
	out := newObject()
	out.Set("type", "delta")
	out.Set("delta", fragment)
	seen := map[string]bool{"type": true, "contentIndex": true, "partial": true}
	if step == "delta" {
		seen["delta"] = true
		if has(event, "delta") {
			fragment.Set("delta", event.Values["delta"])
		}
	} else {
		fragment.Set("delta", "")
		out.Set("block", step)
		at := piBlockAt(event, index)
		if !has(event, "partial") { // the proxy's: a start or end says what partial would
			for _, said := range piProxySays[[2]string{kind, step}] {
				seen[said] = true
				if v, found := event.Values[said]; found {
					fragment.Set(said, v)
				}
			}
		} else if atObj, isObj := object(at); step == "start" && kind == "toolcall" && isObj {
			for _, pair := range [][2]string{{"id", "id"}, {"name", "toolName"}} {
				if v, found := atObj.Values[pair[0]]; found {
					fragment.Set(pair[1], v)
				}
			}
		} else if step == "end" {
			field := "toolCall"
			if block.repeated != "" {
				field = "content"
			}
			seen[field] = true
			given := event.Values[field]
			have := at
			if atObj, isObj := object(at); block.repeated != "" && isObj {
				have = atObj.Values[block.repeated]
			}
			if at == nil || !sameInOrder(given, have) {
				return nil, fmt.Errorf("pi-ai's %s repeats the block at contentIndex %s of its partial message; this one's %s is not that block's", name, shown(index), field)
			}
		}
	}
	for _, k := range event.Keys {
		if !seen[k] {
			out.Set(k, event.Values[k]) // kept for validation to report
		}
	}
	if partial, found := event.Values["partial"]; found {
		out.Set("partial", partial)
	}
	return out, nil
}

func piWrite(event *rt.Object) (any, error) {
	tag := event.Values["type"]
	if tag == "done" && !has(event, "message") || tag == "error" && !has(event, "error") {
		return costInside(event, tag.(string))
	}
	if (tag == "done" || tag == "error") && has(event, "cost") {
		return nil, fmt.Errorf("pi-ai's %s event has no cost but its message's", tag)
	}
	switch tag {
	case "done":
		usage, ok := object(get(event.Values["message"], "usage"))
		if !ok {
			return nil, errors.New("pi-ai's done event carries the finished message; this one has none")
		}
		if given, found := event.Values["usage"]; found && !sameInOrder(given, usageWithoutCost(usage)) {
			return nil, errors.New("pi-ai's done event has no usage but its message's; they differ here")
		}
		return without(event, "usage"), nil
	case "error":
		failed, ok := object(event.Values["error"])
		if !ok {
			return nil, errors.New("pi-ai's error event carries the failed message; this one has none")
		}
		if has(event, "usage") {
			return nil, errors.New("pi-ai's error event has no usage but its message's")
		}
		if !Same(event.Values["errorMessage"], failed.Values["errorMessage"]) {
			return nil, errors.New("pi-ai's error event has no error text but its message's; they differ")
		}
		return without(event, "errorMessage"), nil
	case "delta":
	default:
		return event, nil
	}
	fragment, ok := object(event.Values["delta"])
	if !ok {
		return event, nil
	}
	fragmentTag, _ := fragment.Values["type"].(string)
	kind, known := piFragmentKind[fragmentTag]
	if _, isString := fragment.Values["type"].(string); !known || !isString {
		return nil, fmt.Errorf("pi-ai has no stream event for a %s fragment", shown(fragment.Values["type"]))
	}
	proxy := !has(event, "partial") // spelled as pi's proxy sends it, without the message
	if !has(fragment, "contentIndex") {
		return nil, errors.New("pi-ai addresses every fragment by its content index; none here")
	}
	// a fragment's event is `<kind>_delta`, a marker's `<kind>_start` or `<kind>_end`: no other
	// block names an event pi-ai sends
	var step any = "delta"
	if given, found := event.Values["block"]; found {
		if !Same(given, "start") && !Same(given, "end") {
			return nil, errors.New("pi-ai's events mark where a block starts or ends, nothing else; this block is neither")
		}
		step = given
	}
	index := fragment.Values["contentIndex"]
	allowed := map[string]bool{"type": true, "contentIndex": true, "delta": true}
	if Same(step, "start") && kind == "toolcall" {
		allowed["id"], allowed["toolName"] = true, true
	}
	said := piProxySays[[2]string{kind, text(step)}]
	if proxy {
		for _, name := range said {
			allowed[name] = true
		}
	}
	var extra []string
	for _, k := range fragment.Keys {
		if !allowed[k] {
			extra = append(extra, k)
		}
	}
	if len(extra) > 0 {
		sort.Strings(extra)
		return nil, fmt.Errorf("pi-ai's %s_%s event has no place for %s", kind, text(step), strings.Join(extra, ", "))
	}
	out := newObject()
	out.Set("type", kind+"_"+text(step))
	out.Set("contentIndex", index)
	if Same(step, "delta") {
		if v, found := fragment.Values["delta"]; found {
			out.Set("delta", v)
		}
	} else if proxy {
		if !Same(fragment.Values["delta"], "") {
			return nil, fmt.Errorf("pi-ai's %s_%s event carries no fragment; this one has one", kind, text(step))
		}
		for _, name := range said {
			if v, found := fragment.Values[name]; found {
				out.Set(name, v)
			} else if kind == "toolcall" { // its type requires them; a signature is optional
				return nil, fmt.Errorf("pi-ai's proxy toolcall_start names the call's %s; none here", name)
			}
		}
	} else {
		if !Same(fragment.Values["delta"], "") {
			return nil, fmt.Errorf("pi-ai's %s_%s event carries no fragment; this one has one", kind, text(step))
		}
		at := piBlockAt(event, index)
		atObj, isObj := object(at)
		if Same(step, "start") && kind == "toolcall" {
			for _, pair := range [][2]string{{"id", "id"}, {"name", "toolName"}} {
				if v, found := fragment.Values[pair[1]]; found && !(isObj && Same(atObj.Values[pair[0]], v)) {
					return nil, fmt.Errorf("pi-ai's toolcall_start takes the call's %s from its partial message; they differ here", pair[0])
				}
			}
		}
		if Same(step, "end") {
			if !isObj {
				return nil, fmt.Errorf("pi-ai's %s_end repeats the block at contentIndex %s of its partial message; there is none", kind, shown(index))
			}
			if repeated := piBlocks[kind].repeated; repeated != "" {
				out.Set("content", atObj.Values[repeated])
			} else {
				out.Set("toolCall", atObj)
			}
		}
	}
	for _, k := range event.Keys {
		switch k {
		case "type", "delta", "block", "partial":
		default:
			out.Set(k, event.Values[k])
		}
	}
	if !proxy {
		out.Set("partial", event.Values["partial"])
	}
	return out, nil
}
