package agent

// The agent-event fold, a port of AgentEventAccumulator in templates/python/_behaviour.py that
// reads the event kinds and the properties it compares from the same table
// (schema/data/agent_event_fold.yaml, data.AgentEventFold). Events are read as JSON trees
// once validated; a streaming message's deltas go through AssistantMessageAccumulator.

import (
	"encoding/json"
	"fmt"
	"strings"

	"agentproto-bindings/data"
	"agentproto-bindings/rt"
)

// the table's sections
var (
	foldEvents    = planObject(data.AgentEventFold)
	foldRun       = planObject(field(foldEvents, "run"))
	foldTurn      = planObject(field(foldEvents, "turn"))
	foldMessage   = planObject(field(foldEvents, "message"))
	foldTool      = planObject(field(foldEvents, "tool"))
	foldToolCalls = planObject(field(foldTool, "calls"))
)

// rule is the property or kind the table names under key in section.
func rule(section *rt.Object, key string) string { return planString(field(section, key)) }

// AgentRun is what the events of one agent run (one run_id, or the events without one) added
// up to: the messages it finalised (each message_end's, in order), its turns, whether it ended.
type AgentRun struct {
	RunID    *string
	Messages []any // every message_end's message (JSON trees), in order
	Turns    int
	Usage    any // what agent_end reported (a JSON tree), nil when it did not
	Started  bool
	Finished bool

	seq         *float64
	seqText     string // the seq as its JSON text, for a message
	turnOpen    bool
	turn        *string // the open turn's id, nil without one
	message     *rt.Object
	assistant   *AssistantMessageAccumulator
	toolOrder   []string          // running tools' call ids, in the order they started
	tools       map[string]string // tool_call_id -> tool_name of running tools
	turnTools   map[string]bool   // tool_call_ids that ended in the open turn
	turnMessage any               // the turn's last streaming message
	events      []any             // its events (JSON trees), in order
}

// AgentEventAccumulator folds an agent event stream run by run, checking the lifecycle order a
// single event cannot show. Nothing fails: every broken rule is a problem (pointer
// "/<event index>").
type AgentEventAccumulator struct {
	Runs     []*AgentRun // in the order their first event came
	Problems []rt.Problem
	byKey    map[string]*AgentRun
	events   int
	closed   bool
}

// NewAgentEventAccumulator starts a fold.
func NewAgentEventAccumulator() *AgentEventAccumulator {
	return &AgentEventAccumulator{byKey: map[string]*AgentRun{}}
}

func (a *AgentEventAccumulator) problem(at, keyword, message string) {
	a.Problems = append(a.Problems, rt.Problem{Pointer: at, Keyword: keyword, Message: message})
}

func quote(v any) string {
	data, err := json.Marshal(v)
	if err != nil {
		return "?"
	}
	return string(data)
}

func treeString(v any) (string, bool) {
	s, ok := v.(string)
	return s, ok
}

// FeedJSON applies one event given as JSON; one that is no agent event is reported and skipped.
func (a *AgentEventAccumulator) FeedJSON(raw []byte) *AgentRun {
	at := fmt.Sprintf("/%d", a.events)
	a.events++
	if _, err := DecodeAgentEvent(raw); err != nil {
		a.problem(at, "schema", "not an agent event: "+rt.FirstProblems(err))
		return nil
	}
	tree, err := rt.Parse(raw)
	event := planObject(tree)
	if err != nil || event == nil {
		a.problem(at, "schema", "not an agent event: not a JSON object")
		return nil
	}
	key, hasKey := treeString(field(event, rule(foldRun, "key")))
	mapKey := "\x00"
	if hasKey {
		mapKey = "=" + key
	}
	run := a.byKey[mapKey]
	if run == nil {
		run = &AgentRun{tools: map[string]string{}, turnTools: map[string]bool{}}
		if hasKey {
			run.RunID = &key
		}
		a.byKey[mapKey] = run
		a.Runs = append(a.Runs, run)
	}
	kind := planString(field(event, planString(field(foldEvents, "tag"))))
	run.events = append(run.events, event)
	if n, ok := field(event, rule(foldRun, "seq")).(json.Number); ok {
		seq := rt.Float(n)
		if run.seq != nil && seq <= *run.seq {
			a.problem(at, "seq", fmt.Sprintf("seq %s does not increase (the run's event before had %s)", rt.NumberText(n), run.seqText))
		}
		run.seq, run.seqText = &seq, rt.NumberText(n)
	}
	if run.Finished {
		a.problem(at, "order", kind+" after the run's agent_end; skipped")
		return run
	}
	if kind == rule(foldRun, "start") {
		if run.Started {
			a.problem(at, "order", "a second agent_start in one run; ignored")
		}
		run.Started = true
		return run
	}
	if !run.Started {
		a.problem(at, "order", kind+" before agent_start; folded as if the run had started")
		run.Started = true
	}
	switch {
	case kind == rule(foldRun, "end"):
		a.agentEnd(run, event, at)
	case kind == rule(foldTurn, "start"):
		a.turnStart(run, event, at)
	case kind == rule(foldTurn, "end"):
		a.turnEnd(run, event, at)
	case anytime(kind):
		// the harness's own notices: any time
	default:
		if !run.turnOpen {
			a.problem(at, "order", kind+" outside a turn (no turn_start before it)")
		}
		switch kind {
		case rule(foldMessage, "start"):
			a.messageStart(run, event, at)
		case rule(foldMessage, "update"):
			a.messageUpdate(run, event, at)
		case rule(foldMessage, "end"):
			a.messageEnd(run, event, at)
		default:
			a.tool(run, event, kind, at)
		}
	}
	return run
}

// anytime: the harness's own notices, and a library's own events, may come at any time.
func anytime(kind string) bool {
	if strings.Contains(kind, planString(field(foldEvents, "library_events"))) {
		return true
	}
	for _, k := range planList(field(foldEvents, "anytime")) {
		if planString(k) == kind {
			return true
		}
	}
	return false
}

// Finish ends the stream; every run without its agent_end is a problem.
func (a *AgentEventAccumulator) Finish() []*AgentRun {
	at := fmt.Sprintf("/%d", a.events)
	if len(a.Runs) == 0 {
		a.problem(at, "unfinished", "the stream has no events")
	}
	for _, run := range a.Runs {
		if !run.Finished {
			name := "the run"
			if run.RunID != nil {
				name = "run " + quote(*run.RunID)
			}
			a.problem(at, "unfinished", "the stream ended before "+name+"'s agent_end")
			run.Finished = true
		}
	}
	a.closed = true
	return a.Runs
}

func (a *AgentEventAccumulator) agentEnd(run *AgentRun, event *rt.Object, at string) {
	if run.message != nil {
		a.problem(at, "order", "agent_end while a message is open (no message_end)")
	}
	if run.turnOpen {
		a.problem(at, "order", "agent_end while a turn is open (no turn_end)")
		a.closeTurn(run, at)
	}
	listed := planList(field(event, rule(foldRun, "messages")))
	if !rt.Equal(listed, append([]any{}, run.Messages...)) {
		a.problem(at, "mismatch", fmt.Sprintf("agent_end lists %d message(s), not the %d the run's message_end events finalised", len(listed), len(run.Messages)))
	}
	if usage, ok := event.Get(rule(foldRun, "usage")); ok {
		run.Usage = usage
	}
	// the totals rule reads the run's events; only what it says of this end is this end's
	last := fmt.Sprintf("/%d/", len(run.events)-1)
	for _, p := range UsageTotalProblems(rule(foldRun, "totals"), run.events) {
		if strings.HasPrefix(p.Pointer, last) {
			a.problem(at+"/"+strings.TrimPrefix(p.Pointer, last), p.Keyword, p.Message)
		}
	}
	run.Finished = true
}

func (a *AgentEventAccumulator) turnStart(run *AgentRun, event *rt.Object, at string) {
	if run.turnOpen {
		a.problem(at, "order", "turn_start while a turn is open (no turn_end before it)")
		a.closeTurn(run, at)
	}
	run.turnOpen = true
	run.turn = nil
	if id, ok := treeString(field(event, rule(foldTurn, "key"))); ok {
		run.turn = &id
	}
	run.turnTools = map[string]bool{}
	run.turnMessage = nil
}

func (a *AgentEventAccumulator) turnEnd(run *AgentRun, event *rt.Object, at string) {
	said, hasSaid := treeString(field(event, rule(foldTurn, "key")))
	if !run.turnOpen {
		a.problem(at, "order", "turn_end without a turn_start")
	} else if run.turn != nil && hasSaid && said != *run.turn {
		a.problem(at, "turn_id", "turn_end of turn "+quote(said)+" closes turn "+quote(*run.turn))
	}
	if run.message != nil {
		a.problem(at, "order", "turn_end while a message is open (no message_end)")
		run.message, run.assistant = nil, nil
	}
	if run.turnMessage != nil && !rt.Equal(field(event, rule(foldTurn, "message")), run.turnMessage) {
		a.problem(at, "mismatch", "turn_end's message is not the assistant message the turn finalised")
	}
	for _, result := range planList(field(event, rule(foldTurn, "results"))) {
		call, _ := treeString(field(planObject(result), rule(foldTool, "key")))
		if !run.turnTools[call] {
			a.problem(at, "tool_results", "turn_end has a result for tool call "+quote(call)+", whose tool did not run in this turn")
		}
	}
	a.closeTurn(run, at)
	run.Turns++
}

func (a *AgentEventAccumulator) closeTurn(run *AgentRun, at string) {
	for _, call := range run.toolOrder {
		a.problem(at, "tool_execution", "the turn ends while tool "+quote(run.tools[call])+" ("+quote(call)+") still runs (no tool_execution_end)")
	}
	run.toolOrder, run.tools = nil, map[string]string{}
	run.turnOpen, run.turn = false, nil
}

func (a *AgentEventAccumulator) messageStart(run *AgentRun, event *rt.Object, at string) {
	if run.message != nil {
		a.problem(at, "order", "message_start while a message is open (no message_end)")
	}
	run.message = planObject(field(event, rule(foldMessage, "key")))
	run.assistant = nil
	if planString(field(run.message, rule(foldMessage, "tag"))) == rule(foldMessage, "streams") {
		partial, err := rt.Marshal(run.message)
		if err == nil {
			run.assistant = NewAssistantMessageAccumulator("", "", "", func() int64 { return 0 })
			run.assistant.PushJSON([]byte(`{"type":"start","partial":` + string(partial) + `}`))
		}
	}
}

func (a *AgentEventAccumulator) messageUpdate(run *AgentRun, event *rt.Object, at string) {
	if run.message == nil {
		a.problem(at, "order", "message_update without an open message (no message_start)")
		return
	}
	if run.assistant == nil {
		a.problem(at, "order", "message_update for a "+planString(field(run.message, rule(foldMessage, "tag")))+" message, which does not stream")
		return
	}
	given := field(event, rule(foldMessage, "delta"))
	// a whole assistant-message event: its fragment, or nothing to fold
	if nested, ok := given.(*rt.Object); ok {
		kind := planString(field(nested, rule(foldEvents, "tag")))
		for _, k := range planList(field(foldMessage, "ignored")) {
			if planString(k) == kind {
				return
			}
		}
		if kind == rule(foldMessage, "event") {
			given = field(nested, rule(foldMessage, "delta"))
		}
	}
	raw, err := rt.Marshal(given)
	if err != nil {
		return
	}
	delta, err := DecodeStreamDelta(raw)
	if err != nil {
		return
	}
	a.relay(run.assistant, at, func(acc *AssistantMessageAccumulator) { acc.apply(delta, at) })
}

func (a *AgentEventAccumulator) messageEnd(run *AgentRun, event *rt.Object, at string) {
	tag := rule(foldMessage, "tag")
	givenTree := field(event, rule(foldMessage, "key"))
	given := planObject(givenTree)
	switch {
	case run.message == nil:
		a.problem(at, "order", "message_end without a message_start")
	case planString(field(run.message, tag)) != planString(field(given, tag)):
		a.problem(at, "mismatch", "message_end of a "+planString(field(given, tag))+" message closes a "+planString(field(run.message, tag))+" message")
	case run.assistant != nil:
		if raw, err := rt.Marshal(given); err == nil {
			if ended, err := DecodeAssistantMessage(raw); err == nil {
				a.relay(run.assistant, at, func(acc *AssistantMessageAccumulator) {
					acc.Settle()
					acc.adopt(rt.Some(ended), at, true)
				})
			}
		}
	case !rt.Equal(run.message, given):
		a.problem(at, "mismatch", "message_end's message is not the one message_start gave")
	}
	run.message, run.assistant = nil, nil
	run.Messages = append(run.Messages, givenTree)
	if planString(field(given, tag)) == rule(foldMessage, "streams") {
		run.turnMessage = givenTree
	}
}

// relay runs one step of the assistant message fold; its problems become this event's.
func (a *AgentEventAccumulator) relay(acc *AssistantMessageAccumulator, at string, step func(*AssistantMessageAccumulator)) {
	before := len(acc.Problems)
	step(acc)
	for _, p := range acc.Problems[before:] {
		a.problem(at, p.Keyword, p.Message)
	}
}

func (a *AgentEventAccumulator) tool(run *AgentRun, event *rt.Object, kind, at string) {
	call, _ := treeString(field(event, rule(foldTool, "key")))
	name, _ := treeString(field(event, rule(foldTool, "name")))
	running, isRunning := run.tools[call]
	if kind == rule(foldTool, "start") {
		if isRunning {
			a.problem(at, "tool_call_id", "tool call "+quote(call)+" starts again while it runs; ignored")
			return
		}
		asked := false
		if held, ok := field(planObject(run.turnMessage), rule(foldToolCalls, "each")).([]any); ok {
			where := planObject(field(foldToolCalls, "where"))
			for _, item := range held {
				id, isText := treeString(field(planObject(item), rule(foldToolCalls, "key")))
				if planMatches(item, where) && isText && id == call {
					asked = true
				}
			}
		}
		if !asked {
			a.problem(at, "tool_call_id", "tool "+quote(name)+" runs for tool call "+quote(call)+", which no assistant message of this turn asked for")
		}
		run.tools[call] = name
		run.toolOrder = append(run.toolOrder, call)
		return
	}
	if !isRunning {
		state := "never started"
		if run.turnTools[call] {
			state = "ended already"
		}
		a.problem(at, "tool_call_id", kind+" for tool call "+quote(call)+", which "+state)
		return
	}
	if running != name {
		a.problem(at, "tool_name", kind+" for tool call "+quote(call)+" names tool "+quote(name)+", but "+quote(running)+" was started")
	}
	if kind == rule(foldTool, "end") {
		delete(run.tools, call)
		for i, c := range run.toolOrder {
			if c == call {
				run.toolOrder = append(run.toolOrder[:i], run.toolOrder[i+1:]...)
				break
			}
		}
		run.turnTools[call] = true
	}
}

func init() {
	// the conformance program's "fold": "AgentEventAccumulator" cases (the stream union's
	// x-stream)
	rt.RegisterFold("AgentEventAccumulator", func(_ json.RawMessage, events []json.RawMessage) (any, error) {
		acc := NewAgentEventAccumulator()
		for _, event := range events {
			acc.FeedJSON(event)
		}
		runs := []any{}
		for _, run := range acc.Finish() {
			messages := run.Messages
			if messages == nil {
				messages = []any{}
			}
			runs = append(runs, map[string]any{"run_id": run.RunID, "messages": messages, "turns": run.Turns, "usage": run.Usage, "finished": run.Finished})
		}
		problems := [][3]string{}
		for _, p := range acc.Problems {
			problems = append(problems, [3]string{p.Pointer, p.Keyword, p.Message})
		}
		return map[string]any{"runs": runs, "problems": problems}, nil
	})
}
