package agent

// Hand-written behaviour of the agent types: the fold of an assistant message stream, a port
// of AssistantMessageAccumulator in templates/python/_behaviour.py (same rules, same problems
// with the same pointers and keywords). Copied by the generator into the package it declares.

import (
	"encoding/json"
	"fmt"
	"strings"

	"agentproto-bindings/rt"
)

// AssistantMessageAccumulator folds the events of one model call (start, deltas, then done or
// error) into the assistant message they describe. A stream that breaks the rules never
// fails: every problem is recorded in Problems (pointer "/<event index>").
//
// The fold is linear in the text of the deltas: texts grow in builders that Message shares
// without a copy, and a tool call's arguments are parsed when the message is read (Feed,
// Settle, Finish), not on every fragment. Push applies an event without reading the message
// (Message's tool-call arguments are then those of its last reading), so a stream pushed costs
// its length; reading the message after every event costs its size each time.
type AssistantMessageAccumulator struct {
	Message  AssistantMessage
	Problems []rt.Problem
	Finished bool
	started  bool
	events   int
	clock    func() int64
	// the text each (content index, field) grows to, and the tool calls that grew since the
	// message was read
	growing  map[blockField]*strings.Builder
	unparsed map[int]bool
	// the content indexes of the tool calls, and how many blocks were looked at to find them
	calls     []int
	callsSeen int
}

type blockField struct {
	index int
	field string
}

// grow adds piece to the text (now so far) of field of the block at index, and returns the
// text: the builder's, shared without a copy.
func (a *AssistantMessageAccumulator) grow(index int, field, now, piece string) string {
	key := blockField{index, field}
	b := a.growing[key]
	if b == nil {
		b = &strings.Builder{}
		b.WriteString(now)
		a.growing[key] = b
	}
	b.WriteString(piece)
	return b.String()
}

// Settle gives each tool call whose fragments arrived since the message was last read the
// best parse of its arguments so far.
func (a *AssistantMessageAccumulator) Settle() {
	for index := range a.unparsed {
		if index >= len(a.Message.Content) {
			continue
		}
		b, ok := a.Message.Content[index].Value.(ToolCallBlock)
		if !ok {
			continue
		}
		text := "{}"
		if strings.TrimSpace(b.PartialJson.Value) != "" {
			text = bestParse(b.PartialJson.Value)
		}
		if args, ok := objectOf(text); ok {
			b.Arguments = args
		}
		a.Message.Content[index] = AssistantContentBlock{b}
	}
	clear(a.unparsed)
}

// toolCalls is the content indexes of the tool calls, each found once: blocks are only
// appended while the stream runs, so only those after the last look are looked at.
func (a *AssistantMessageAccumulator) toolCalls() []int {
	content := a.Message.Content
	if a.callsSeen > len(content) {
		a.calls, a.callsSeen = nil, 0
	}
	for i := a.callsSeen; i < len(content); i++ {
		if _, ok := content[i].Value.(ToolCallBlock); ok {
			a.calls = append(a.calls, i)
		}
	}
	a.callsSeen = len(content)
	return a.calls
}

// NewAssistantMessageAccumulator starts a fold; provider, model and api may be "" (absent).
func NewAssistantMessageAccumulator(provider, model, api string, clock func() int64) *AssistantMessageAccumulator {
	msg := AssistantMessage{Content: []AssistantContentBlock{}, Role: "assistant", StopReason: StopReasonStop}
	if provider != "" {
		msg.Provider = rt.Some(provider)
	}
	if model != "" {
		msg.Model = rt.Some(model)
	}
	if api != "" {
		msg.Api = rt.Some(api)
	}
	return &AssistantMessageAccumulator{Message: msg, clock: clock, growing: map[blockField]*strings.Builder{}, unparsed: map[int]bool{}}
}

func (a *AssistantMessageAccumulator) problem(at, keyword, message string) {
	a.Problems = append(a.Problems, rt.Problem{Pointer: at, Keyword: keyword, Message: message})
}

// FeedJSON applies one event given as JSON and returns the message so far; an event that is
// not a valid assistant message event is reported and skipped.
func (a *AssistantMessageAccumulator) FeedJSON(data []byte) AssistantMessage {
	a.PushJSON(data)
	a.Settle()
	return a.Message
}

// PushJSON is FeedJSON without reading the message.
func (a *AssistantMessageAccumulator) PushJSON(data []byte) {
	event, err := DecodeAssistantMessageEvent(data)
	if err != nil {
		a.problem(fmt.Sprintf("/%d", a.events), "schema", "not an assistant message event: "+rt.FirstProblems(err))
		a.events++
		return
	}
	a.Push(event)
}

// Feed applies one event and returns the message so far.
func (a *AssistantMessageAccumulator) Feed(event AssistantMessageEvent) AssistantMessage {
	a.Push(event)
	a.Settle()
	return a.Message
}

// Push applies one event without reading the message.
func (a *AssistantMessageAccumulator) Push(event AssistantMessageEvent) {
	at := fmt.Sprintf("/%d", a.events)
	a.events++
	if a.Finished {
		a.problem(at, "order", fmt.Sprintf("a %s event after the stream ended; the message is final", rt.JSONText(eventType(event))))
		return
	}
	if start, ok := event.Value.(AssistantMessageStart); ok {
		if a.started {
			a.problem(at, "order", "a start event after the stream had started; ignored")
		} else if start.Partial.Set {
			a.Message = clone(start.Partial.Value)
			a.calls, a.callsSeen = nil, 0
			clear(a.growing)
		}
		a.started = true
		return
	}
	if !a.started {
		a.problem(at, "order", fmt.Sprintf("a %s event before start; folded as if the stream had started", rt.JSONText(eventType(event))))
		a.started = true
	}
	switch e := event.Value.(type) {
	case AssistantMessageDelta:
		a.apply(e.Delta, at)
	case AssistantMessageDone:
		a.Settle()
		a.endDone(e, at)
	case AssistantMessageError:
		a.Settle()
		a.endError(e, at)
	}
}

// Finish ends the stream and returns the final message; a stream that stopped before its done
// or error event leaves a failed message (stop reason error).
func (a *AssistantMessageAccumulator) Finish() AssistantMessage {
	a.Settle()
	if !a.Finished {
		reason := "the stream ended before its done or error event"
		a.problem(fmt.Sprintf("/%d", a.events), "unfinished", reason)
		a.completeToolCalls("")
		a.Message.StopReason = StopReasonError
		a.Message.ErrorMessage = rt.Some(reason)
		if !a.Message.Timestamp.Set {
			a.Message.Timestamp = rt.Some(a.clock())
		}
		a.Finished = true
	}
	return a.Message
}

func eventType(event AssistantMessageEvent) string {
	data, err := rt.Marshal(event)
	if err != nil {
		return "?"
	}
	members, err := rt.ObjectMembers(data)
	if err != nil {
		return "?"
	}
	raw, _ := members.Get("type")
	var tag string
	_ = json.Unmarshal(raw, &tag)
	return tag
}

// clone is a deep copy, through JSON (the value keeps its key order).
func clone[T any](v T) T {
	var out T
	data, err := rt.Marshal(v)
	if err == nil {
		_ = json.Unmarshal(data, &out)
	}
	return out
}

func sameJSON(a, b any) bool {
	x, errA := rt.Marshal(a)
	y, errB := rt.Marshal(b)
	if errA != nil || errB != nil {
		return false
	}
	u, errA := rt.Parse(x)
	v, errB := rt.Parse(y)
	return errA == nil && errB == nil && rt.Equal(u, v)
}

func (a *AssistantMessageAccumulator) endDone(event AssistantMessageDone, at string) {
	a.Finished = true
	a.adopt(event.Message, at, true)
	if theirs, ok := event.Message.Get(); ok {
		if theirs.StopReason != event.StopReason || (theirs.Usage.Set && !sameJSON(theirs.Usage.Value, event.Usage)) {
			a.problem(at, "mismatch", "the done event and its message disagree on stop reason or usage")
		}
	}
	a.Message.Usage = rt.Some(event.Usage)
	a.Message.StopReason = event.StopReason
	if !a.Message.Timestamp.Set {
		a.Message.Timestamp = rt.Some(a.clock())
	}
	if failures := a.completeToolCalls(at); len(failures) > 0 {
		a.Message.StopReason = StopReasonError
		a.Message.ErrorMessage = rt.Some(strings.Join(failures, "; "))
	}
}

func (a *AssistantMessageAccumulator) endError(event AssistantMessageError, at string) {
	a.Finished = true
	a.adopt(event.Message, at, false)
	if theirs, ok := event.Message.Get(); ok {
		if theirs.StopReason != event.StopReason || theirs.ErrorMessage != rt.Some(event.ErrorMessage) {
			a.problem(at, "mismatch", "the error event and its message disagree on stop reason or error text")
		}
	}
	a.Message.StopReason = event.StopReason
	a.Message.ErrorMessage = rt.Some(event.ErrorMessage)
	if event.Usage.Set {
		a.Message.Usage = event.Usage
	}
	if !a.Message.Timestamp.Set {
		a.Message.Timestamp = rt.Some(a.clock())
	}
	a.completeToolCalls("")
}

// fillAbsent gives mine every property of theirs it lacks (both of one block type).
func fillAbsent(mine, theirs AssistantContentBlock) AssistantContentBlock {
	ours, err1 := rt.Marshal(mine)
	given, err2 := rt.Marshal(theirs)
	if err1 != nil || err2 != nil {
		return mine
	}
	m, err1 := rt.ObjectMembers(ours)
	t, err2 := rt.ObjectMembers(given)
	if err1 != nil || err2 != nil {
		return mine
	}
	for _, member := range t {
		if _, has := m.Get(member.Key); !has {
			m = append(m, member)
		}
	}
	var w rt.ObjectWriter
	for _, member := range m {
		w.Raw(member.Key, member.Value)
	}
	var out AssistantContentBlock
	if err := json.Unmarshal(w.Bytes(), &out); err != nil {
		return mine
	}
	return out
}

func (a *AssistantMessageAccumulator) adopt(given rt.Opt[AssistantMessage], at string, compare bool) {
	theirs, ok := given.Get()
	if !ok {
		return
	}
	ours := &a.Message
	for i := range ours.Content {
		if i < len(theirs.Content) && fmt.Sprintf("%T", ours.Content[i].Value) == fmt.Sprintf("%T", theirs.Content[i].Value) {
			ours.Content[i] = fillAbsent(ours.Content[i], theirs.Content[i])
			// a call opened by deltas that carry only arguments (seed 003's
			// `ToolCallDelta { delta }`) was named by no fragment: its id and name are the
			// producer's
			if mine, isCall := ours.Content[i].Value.(ToolCallBlock); isCall {
				given := theirs.Content[i].Value.(ToolCallBlock)
				if mine.Id == "" {
					mine.Id = given.Id
				}
				if mine.Name == "" {
					mine.Name = given.Name
				}
				ours.Content[i] = AssistantContentBlock{mine}
			}
		}
	}
	if compare && !sameJSON(theirs.Content, a.finalContent()) {
		a.problem(at, "mismatch", "the producer's finished message has other content than its deltas add up to")
	}
	if !ours.Provider.Set {
		ours.Provider = theirs.Provider
	}
	if !ours.Model.Set {
		ours.Model = theirs.Model
	}
	if !ours.Api.Set {
		ours.Api = theirs.Api
	}
	if !ours.ResponseId.Set {
		ours.ResponseId = theirs.ResponseId
	}
	if !ours.ResponseModel.Set {
		ours.ResponseModel = theirs.ResponseModel
	}
	if !ours.Cost.Set && theirs.Cost.Set {
		ours.Cost = rt.Some(clone(theirs.Cost.Value))
	}
	if !ours.ErrorMessage.Set {
		ours.ErrorMessage = theirs.ErrorMessage
	}
	if !ours.Timestamp.Set {
		ours.Timestamp = theirs.Timestamp
	}
	if !ours.TurnId.Set {
		ours.TurnId = theirs.TurnId
	}
}

func objectOf(text string) (rt.Ordered[json.RawMessage], bool) {
	var args rt.Ordered[json.RawMessage]
	trimmed := strings.TrimSpace(text)
	if !strings.HasPrefix(trimmed, "{") || json.Unmarshal([]byte(trimmed), &args) != nil {
		return args, false
	}
	if args.Values == nil {
		args.Values = map[string]json.RawMessage{}
	}
	return args, true
}

// finalContent is the content as it will be once tool calls are complete (for comparison).
func (a *AssistantMessageAccumulator) finalContent() []AssistantContentBlock {
	content := clone(a.Message.Content)
	for i, block := range content {
		call, ok := block.Value.(ToolCallBlock)
		if !ok || !call.PartialJson.Set {
			continue
		}
		text := "{}"
		if strings.TrimSpace(call.PartialJson.Value) != "" {
			text = bestParse(call.PartialJson.Value)
		}
		if args, isObj := objectOf(text); isObj {
			call.Arguments = args
		}
		call.PartialJson = rt.Opt[string]{}
		content[i] = AssistantContentBlock{call}
	}
	return content
}

// completeToolCalls parses every streamed tool call's arguments; it returns (and reports)
// what failed when the stream ended normally (at is its done event, "" otherwise).
func (a *AssistantMessageAccumulator) completeToolCalls(at string) []string {
	var failures []string
	for index, block := range a.Message.Content {
		call, ok := block.Value.(ToolCallBlock)
		if !ok {
			continue
		}
		name := "without a name"
		if call.Name != "" {
			name = rt.JSONText(call.Name)
		}
		what := fmt.Sprintf("tool call %s at content index %d", name, index)
		if call.PartialJson.Set {
			text := call.PartialJson.Value
			if strings.TrimSpace(text) == "" {
				text = "{}"
			}
			var value any
			if err := json.Unmarshal([]byte(text), &value); err != nil {
				failures = append(failures, fmt.Sprintf("%s: its argument fragments are not JSON (%v)", what, err))
			} else if args, isObj := objectOf(text); isObj {
				call.Arguments = args
				call.PartialJson = rt.Opt[string]{}
			} else {
				failures = append(failures, what+": its arguments are JSON but not an object")
			}
		}
		if call.Id == "" {
			failures = append(failures, what+": no id arrived")
		}
		if call.Name == "" {
			failures = append(failures, what+": no name arrived")
		}
		a.Message.Content[index] = AssistantContentBlock{call}
	}
	if at == "" {
		return nil
	}
	for _, failure := range failures {
		a.problem(at, "tool_call", failure)
	}
	return failures
}

func deltaParts(delta StreamDelta) (index rt.Opt[int64], fresh AssistantContentBlock, kind string) {
	switch d := delta.Value.(type) {
	case TextDelta:
		return d.ContentIndex, AssistantContentBlock{TextBlock{Text: "", Type: "text"}}, "text"
	case ThinkingDelta:
		return d.ContentIndex, AssistantContentBlock{ThinkingBlock{Thinking: "", Type: "thinking"}}, "thinking"
	case ReasoningDelta:
		return d.ContentIndex, AssistantContentBlock{ReasoningBlock{Text: "", Type: "reasoning"}}, "reasoning"
	case ReasoningDetailsDelta:
		return d.ContentIndex, AssistantContentBlock{ReasoningDetailsBlock{Details: []json.RawMessage{}, Type: "reasoning_details"}}, "reasoning_details"
	case ToolCallDelta:
		return d.ContentIndex, AssistantContentBlock{ToolCallBlock{Arguments: rt.Ordered[json.RawMessage]{Values: map[string]json.RawMessage{}}, PartialJson: rt.Some(""), Type: "tool_call"}}, "tool_call"
	}
	return rt.Opt[int64]{}, AssistantContentBlock{}, ""
}

func blockKind(block AssistantContentBlock) string {
	switch block.Value.(type) {
	case TextBlock:
		return "text"
	case ThinkingBlock:
		return "thinking"
	case ReasoningBlock:
		return "reasoning"
	case ReasoningDetailsBlock:
		return "reasoning_details"
	case ToolCallBlock:
		return "tool_call"
	}
	return eventTypeOf(block)
}

func eventTypeOf(v any) string {
	data, _ := rt.Marshal(v)
	members, _ := rt.ObjectMembers(data)
	raw, _ := members.Get("type")
	var tag string
	_ = json.Unmarshal(raw, &tag)
	return tag
}

// place is the index of the block a delta extends, opening one when needed; -1 when the delta
// addresses a block of another kind (then it is dropped and reported).
func (a *AssistantMessageAccumulator) place(delta StreamDelta, at string) int {
	content := a.Message.Content
	index, fresh, kind := deltaParts(delta)
	call, isCall := delta.Value.(ToolCallDelta)
	switch {
	case index.Set:
		i := int(index.Value)
		if i < len(content) {
			if blockKind(content[i]) == kind {
				return i
			}
			a.problem(at, "content_index", fmt.Sprintf("content_index %d holds a %s block, not %s; fragment dropped", i, blockKind(content[i]), kind))
			return -1
		}
		if i > len(content) {
			a.problem(at, "content_index", fmt.Sprintf("content_index %d skips past the end of the content; opened at %d", i, len(content)))
		}
	case isCall && call.ToolCallIndex.Set:
		calls := a.toolCalls()
		n := int(call.ToolCallIndex.Value)
		if n < len(calls) {
			return calls[n]
		}
		if n > len(calls) {
			a.problem(at, "tool_call_index", fmt.Sprintf("tool_call_index %d skips a call; opened as call %d", n, len(calls)))
		}
	case len(content) > 0 && blockKind(content[len(content)-1]) == kind:
		return len(content) - 1
	}
	a.Message.Content = append(a.Message.Content, fresh)
	return len(a.Message.Content) - 1
}

func (a *AssistantMessageAccumulator) apply(delta StreamDelta, at string) {
	index := a.place(delta, at)
	if index < 0 {
		return
	}
	block := a.Message.Content[index]
	switch d := delta.Value.(type) {
	case TextDelta:
		b := block.Value.(TextBlock)
		b.Text = a.grow(index, "text", b.Text, d.Delta)
		if d.Signature.Set { // as a thinking signature, in pieces
			b.TextSignature = rt.Some(a.grow(index, "text_signature", b.TextSignature.Value, d.Signature.Value))
		}
		block.Value = b
	case ThinkingDelta:
		b := block.Value.(ThinkingBlock)
		b.Thinking = a.grow(index, "thinking", b.Thinking, d.Delta)
		if d.Signature.Set { // signatures arrive in pieces too; bytes kept as sent
			b.Signature = rt.Some(a.grow(index, "signature", b.Signature.Value, d.Signature.Value))
		}
		block.Value = b
	case ReasoningDelta:
		b := block.Value.(ReasoningBlock)
		b.Text = a.grow(index, "text", b.Text, d.Delta)
		block.Value = b
	case ReasoningDetailsDelta:
		b := block.Value.(ReasoningDetailsBlock)
		b.Details = append(b.Details, d.Delta...)
		block.Value = b
	case ToolCallDelta:
		b := block.Value.(ToolCallBlock)
		if d.Id.Set {
			b.Id = a.grow(index, "id", b.Id, d.Id.Value)
		}
		if d.Name.Set {
			b.Name = a.grow(index, "name", b.Name, d.Name.Value)
		}
		// parsed when the message is read (Settle): parsing the whole text on every fragment
		// would cost the square of its length; an absent fragment is no text
		b.PartialJson = rt.Some(a.grow(index, "partial_json", b.PartialJson.Value, d.Delta.Value))
		a.unparsed[index] = true
		block.Value = b
	}
	a.Message.Content[index] = block
}

// bestParse is the JSON text a prefix of JSON text stands for so far: the text itself when it
// parses, else the longest of its latest cuts that parses once its open strings and brackets
// are closed; "" when nothing does.
func bestParse(text string) string {
	if json.Valid([]byte(text)) {
		return text
	}
	type cut struct {
		end   int
		close string
	}
	var closers []byte
	var cuts []cut
	closing := func() string {
		out := make([]byte, len(closers))
		for i := range closers {
			out[i] = closers[len(closers)-1-i]
		}
		return string(out)
	}
	inString, escaped := false, false
	for i := 0; i < len(text); i++ {
		ch := text[i]
		switch {
		case inString:
			if escaped {
				escaped = false
			} else if ch == '\\' {
				escaped = true
			} else if ch == '"' {
				inString = false
				cuts = append(cuts, cut{i + 1, closing()})
			}
		case ch == '"':
			inString = true
		case ch == '{' || ch == '[':
			if ch == '{' {
				closers = append(closers, '}')
			} else {
				closers = append(closers, ']')
			}
			cuts = append(cuts, cut{i + 1, closing()})
		case (ch == '}' || ch == ']') && len(closers) > 0:
			closers = closers[:len(closers)-1]
			cuts = append(cuts, cut{i + 1, closing()})
		case (ch >= '0' && ch <= '9') || ch == 'e' || ch == 'l':
			cuts = append(cuts, cut{i + 1, closing()})
		}
	}
	if inString && !escaped {
		cuts = append(cuts, cut{len(text), `"` + closing()})
	}
	start := 0
	if len(cuts) > 8 {
		start = len(cuts) - 8
	}
	for i := len(cuts) - 1; i >= start; i-- {
		candidate := text[:cuts[i].end] + cuts[i].close
		if json.Valid([]byte(candidate)) {
			return candidate
		}
	}
	return ""
}

func init() {
	// the conformance program's "fold": "AssistantMessageAccumulator" cases (the stream
	// union's x-stream)
	rt.RegisterFold("AssistantMessageAccumulator", func(options json.RawMessage, events []json.RawMessage) (any, error) {
		var o struct {
			Provider string `json:"provider"`
			Model    string `json:"model"`
			API      string `json:"api"`
			Clock    int64  `json:"clock"`
		}
		if len(options) > 0 {
			if err := json.Unmarshal(options, &o); err != nil {
				return nil, err
			}
		}
		acc := NewAssistantMessageAccumulator(o.Provider, o.Model, o.API, func() int64 { return o.Clock })
		for _, event := range events {
			acc.PushJSON(event)
		}
		message := acc.Finish()
		problems := [][3]string{}
		for _, p := range acc.Problems {
			problems = append(problems, [3]string{p.Pointer, p.Keyword, p.Message})
		}
		return map[string]any{"message": message, "problems": problems}, nil
	})
}
