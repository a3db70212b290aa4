package openresponses

// Hand-written behaviour of the Open Responses types: the fold of a stream of events into the
// response it describes, a port of ResponseAccumulator in templates/python/_behaviour.py (the
// same rules, problems with the same pointers and keywords). It edits the response as a JSON
// tree that keeps key order, so the folded response writes back as the producer sent it.
// Copied by the generator into the package it declares.

import (
	"encoding/json"
	"fmt"
	"math"
	"sort"
	"strings"

	"agentproto-bindings/data"
	"agentproto-bindings/rt"
)

// The statuses a state event's snapshot may have.
var stateEvents = map[string][]string{
	"response.created":     {"queued", "in_progress"},
	"response.queued":      {"queued"},
	"response.in_progress": {"in_progress"},
	"response.completed":   {"completed"},
	"response.failed":      {"failed"},
	"response.incomplete":  {"incomplete"},
	"response.cancelled":   {"cancelled"},
}

// The part type each text event streams into.
var partOfEvent = map[string]string{
	"response.output_text.delta":            "output_text",
	"response.output_text.done":             "output_text",
	"response.output_text.annotation.added": "output_text",
	"response.refusal.delta":                "refusal",
	"response.refusal.done":                 "refusal",
	"response.reasoning.delta":              "reasoning_text",
	"response.reasoning.done":               "reasoning_text",
	"response.reasoning_summary_text.delta": "summary_text",
	"response.reasoning_summary_text.done":  "summary_text",
}

type partKey struct {
	output int
	where  string
	index  int
}

// ResponseAccumulator folds an Open Responses stream into its Response, checking the rules a
// single event cannot show; each rule broken is a problem (pointer "/<event index>") and the
// offending event is skipped. Nothing fails.
type ResponseAccumulator struct {
	Problems     []rt.Problem
	Error        any // the error event's error, as JSON, when one arrived
	Finished     bool
	response     *rt.Object
	events       int
	lastSequence *int64
	slots        map[int]int
	doneItems    map[int]bool
	openParts    map[partKey]bool
	// The texts deltas extend: of a part, or (where "arguments") of a function call. A text
	// grows in its builder, which the JSON tree shares without a copy; a string concatenated
	// on every delta would be copied whole each time.
	growing map[partKey]*grower
	// The function calls whose arguments were read as JSON: each is read once, when complete.
	argumentsChecked map[int]bool
	// output index -> what the item's events build, as it was added: an item done without any
	// event in between is taken as done, as a producer that streams no deltas sends it
	asAdded map[int]any
	// A producer that numbers no event (a dialect reads a missing number as 0): the first two
	// events both carry 0, and events are then taken in the order they come.
	unnumbered bool
	// A resumed stream (read from `starting_after`) begins after events it does not hold:
	// declared with Resume, or seen when its first event is a late one in the middle of a
	// response. Events about items added before it began are passed over, and its terminal
	// snapshot gives the output.
	resumed bool
	// the items a resumed stream added before its first state event gave the response
	beforeState *rt.Object
}

// Resume declares the stream resumed: it begins after events it does not hold.
func (a *ResponseAccumulator) Resume() {
	a.resumed = true
}

// Properties compared as opaque, and lists a done value may leave empty
// (schema/data/stream_fold.yaml).
var opaque, unrepeated = foldNames("opaque", "opaque_in_extensions"), foldNames("unrepeated")

func foldNames(keys ...string) map[string]bool {
	names := map[string]bool{}
	if table, ok := plain(data.StreamFold).(map[string]any); ok {
		for _, key := range keys {
			if values, isList := table[key].([]any); isList {
				for _, v := range values {
					if name, isStr := v.(string); isStr {
						names[name] = true
					}
				}
			}
		}
	}
	return names
}

// plain is a JSON value as encoding/json decodes it (maps, slices, float64), so that agree
// reads every value alike.
func plain(v any) any {
	data, err := rt.Marshal(v)
	if err != nil {
		return nil
	}
	var out any
	if json.Unmarshal(data, &out) != nil {
		return nil
	}
	return out
}

// agree tells whether what a producer sent as done (a done item or part, a terminal snapshot's
// output) agrees with what the fold built: equal as JSON, but for the properties a producer
// sends anew at each emission (opaque: equal when both are there, of one JSON type) and the
// lists it need not repeat (unrepeated: left out when either side has none or an empty one).
func agree(folded, given any) bool {
	return agreePlain(plain(folded), plain(given))
}

func noneOrEmpty(v any, present bool) bool {
	values, isList := v.([]any)
	return !present || (isList && len(values) == 0)
}

func jsonKind(v any) string {
	return fmt.Sprintf("%T", v)
}

func agreePlain(folded, given any) bool {
	switch x := folded.(type) {
	case map[string]any:
		y, ok := given.(map[string]any)
		if !ok {
			return false
		}
		keys := map[string]bool{}
		for k := range x {
			keys[k] = true
		}
		for k := range y {
			keys[k] = true
		}
		for k := range keys {
			mine, hasMine := x[k]
			theirs, hasTheirs := y[k]
			if opaque[k] && hasMine && hasTheirs {
				if jsonKind(mine) == jsonKind(theirs) {
					continue
				}
				return false
			}
			if unrepeated[k] && (noneOrEmpty(mine, hasMine) || noneOrEmpty(theirs, hasTheirs)) {
				continue
			}
			if !hasMine || !hasTheirs || !agreePlain(mine, theirs) {
				return false
			}
		}
		return true
	case []any:
		y, ok := given.([]any)
		if !ok || len(x) != len(y) {
			return false
		}
		for i := range x {
			if !agreePlain(x[i], y[i]) {
				return false
			}
		}
		return true
	}
	return rt.SameJSON(folded, given)
}

// openingOrClosing tells the events that cannot be the first of a resumed stream: the one that
// starts a response, and those that end it.
func openingOrClosing(kind string) bool {
	statuses, isState := stateEvents[kind]
	return kind == "response.created" || (isState && ResponseStatus(statuses[len(statuses)-1]).IsTerminal())
}

// grower is a text that deltas extend, and the JSON object that holds it.
type grower struct {
	holder *rt.Object
	text   strings.Builder
}

// grow adds a delta's text to field of holder (the text at key).
func (a *ResponseAccumulator) grow(key partKey, holder *rt.Object, field, delta string) {
	g := a.growing[key]
	if g == nil || g.holder != holder {
		g = &grower{holder: holder}
		g.text.WriteString(str(holder, field))
		a.growing[key] = g
	}
	g.text.WriteString(delta)
	holder.Set(field, g.text.String())
}

// NewResponseAccumulator starts a fold.
func NewResponseAccumulator() *ResponseAccumulator {
	return &ResponseAccumulator{slots: map[int]int{}, doneItems: map[int]bool{}, openParts: map[partKey]bool{}, growing: map[partKey]*grower{}, argumentsChecked: map[int]bool{}, asAdded: map[int]any{}, beforeState: &rt.Object{Values: map[string]any{"output": []any{}}, Keys: []string{"output"}}}
}

func (a *ResponseAccumulator) problem(at, keyword, message string) {
	a.Problems = append(a.Problems, rt.Problem{Pointer: at, Keyword: keyword, Message: message})
}

// ResponseJSON is the response so far as JSON (nil before response.created).
func (a *ResponseAccumulator) ResponseJSON() []byte {
	if a.response == nil {
		return nil
	}
	data, _ := rt.Marshal(a.response)
	return data
}

// Response is the response so far, decoded (false before response.created).
func (a *ResponseAccumulator) Response() (Response, bool) {
	var r Response
	if a.response == nil {
		return r, false
	}
	return r, json.Unmarshal(a.ResponseJSON(), &r) == nil
}

// protocolStatus is an item's status when it is one of the protocol's item statuses on an item
// of the protocol's: an extension item's status is its implementor's string, whatever it says.
func protocolStatus(item *rt.Object) (string, bool) {
	status, isStr := item.Values["status"].(string)
	if !isStr || strings.Contains(str(item, "type"), ":") || !ItemStatus(status).Valid() {
		return "", false
	}
	return status, true
}

// shownID is an item's id as a message shows it: its JSON text (null when it has none).
func shownID(item *rt.Object) string {
	v, _ := item.Get("id")
	return rt.JSONText(v)
}

// textOf is a JSON scalar written into text: a string as itself, any other value as its JSON text.
func textOf(o *rt.Object, key string) string {
	v, _ := o.Get(key)
	if s, ok := v.(string); ok {
		return s
	}
	return rt.JSONText(v)
}

func str(o *rt.Object, key string) string {
	v, _ := o.Get(key)
	s, _ := v.(string)
	return s
}

func num(o *rt.Object, key string) (int, bool) {
	v, ok := o.Get(key)
	n, isNum := v.(json.Number)
	if !ok || !isNum {
		return 0, false
	}
	if i, err := n.Int64(); err == nil {
		return int(i), true
	}
	// a number with a fraction or an exponent is an integer when its value is one (1.0)
	f, err := n.Float64()
	if err != nil || f != math.Trunc(f) || math.Abs(f) >= 1<<62 {
		return 0, false
	}
	return int(f), true
}

func obj(v any) *rt.Object {
	o, _ := v.(*rt.Object)
	return o
}

func list(o *rt.Object, key string) []any {
	v, _ := o.Get(key)
	l, _ := v.([]any)
	return l
}

// FeedJSON applies one event given as JSON; it must be a valid stream event.
func (a *ResponseAccumulator) FeedJSON(data []byte) {
	at := fmt.Sprintf("/%d", a.events)
	a.events++
	if _, err := DecodeStreamEvent(data); err != nil {
		a.problem(at, "schema", "not an Open Responses stream event: "+rt.FirstProblems(err))
		return
	}
	tree, err := rt.ParseOrdered(data)
	if err != nil {
		a.problem(at, "schema", err.Error())
		return
	}
	a.feed(obj(tree), at)
}

// Feed applies one decoded event.
func (a *ResponseAccumulator) Feed(event StreamEvent) {
	data, err := rt.Marshal(event)
	if err != nil {
		a.problem(fmt.Sprintf("/%d", a.events), "schema", err.Error())
		a.events++
		return
	}
	a.FeedJSON(data)
}

func (a *ResponseAccumulator) feed(event *rt.Object, at string) {
	kind := str(event, "type")
	seq, _ := num(event, "sequence_number")
	if a.lastSequence != nil && int64(seq) <= *a.lastSequence {
		if seq == 0 && (a.unnumbered || (*a.lastSequence == 0 && a.events == 2)) {
			a.unnumbered = true // no numbers: the order events come in is theirs
		} else {
			a.problem(at, "sequence_number", fmt.Sprintf("sequence_number %d does not increase (the event before had %d); event skipped", seq, *a.lastSequence))
			return
		}
	} else if a.lastSequence == nil && a.events == 1 && seq > 0 && !openingOrClosing(kind) {
		// a first event that comes late, in the middle of a response: resumed (a stream whose
		// first event ends it shows no more than a broken recording, and is one)
		a.resumed = true
	}
	s := int64(seq)
	a.lastSequence = &s
	if a.Finished {
		status := ""
		if a.response != nil {
			status = " " + str(a.response, "status")
		}
		a.problem(at, "order", fmt.Sprintf("%s after the terminal%s event; skipped", kind, status))
		return
	}
	if strings.Contains(kind, ":") { // an extension event: skipped, as clients must
		return
	}
	if kind == "error" {
		a.Error, _ = event.Get("error")
		return
	}
	if _, isState := stateEvents[kind]; isState {
		a.state(event, kind, at)
	} else if a.response == nil && a.resumed {
		a.response = a.beforeState // until a state event gives the response
		a.itemEvent(event, kind, at)
		a.response = nil
	} else if a.response == nil {
		a.problem(at, "order", kind+" before response.created; skipped")
	} else {
		a.itemEvent(event, kind, at)
	}
}

// Finish ends the stream; a stream without a terminal state event is a problem.
func (a *ResponseAccumulator) Finish() {
	if !a.Finished {
		a.problem(fmt.Sprintf("/%d", a.events), "unfinished", "the stream ended before a terminal event (response.completed, failed, incomplete or cancelled)")
		a.Finished = true
	}
}

func contains(values []string, v string) bool {
	for _, each := range values {
		if each == v {
			return true
		}
	}
	return false
}

func (a *ResponseAccumulator) state(event *rt.Object, kind, at string) {
	respValue, _ := event.Get("response")
	snapshot := obj(rt.Clone(respValue))
	if usage := obj(snapshot.Values["usage"]); usage != nil {
		for _, found := range UsageProblems(usage) {
			a.problem(at, "usage", "usage "+found.Message)
		}
	}
	status := str(snapshot, "status")
	named := stateEvents[kind]
	if !contains(named, status) {
		a.problem(at, "status", fmt.Sprintf("%s carries a response whose status is %s", kind, rt.JSONText(status)))
		status = named[len(named)-1]
		snapshot.Set("status", status)
	}
	if a.response == nil {
		if a.resumed {
			// a resumed stream begins where it was resumed, with the items it saw added
			if added := list(a.beforeState, "output"); len(added) > 0 {
				snapshot.Set("output", added)
			}
		} else if kind != "response.created" {
			a.problem(at, "order", kind+" before response.created; its snapshot starts the response")
		} else if !ResponseStatus(status).IsInitial() {
			a.problem(at, "status", fmt.Sprintf("a response cannot start %s", rt.JSONText(status)))
		}
		a.response = snapshot
	} else {
		if kind == "response.created" {
			a.problem(at, "order", "a second response.created; skipped")
			return
		}
		current := ResponseStatus(str(a.response, "status"))
		if ResponseStatus(status) != current {
			if _, err := current.MoveTo(ResponseStatus(status)); err != nil {
				a.problem(at, "transition", err.Error())
			}
		}
		folded := list(a.response, "output")
		theirs := list(snapshot, "output")
		terminal := ResponseStatus(status).IsTerminal() && len(theirs) > 0
		if a.resumed && terminal {
			// the fold saw only the items added after it began: the snapshot's are the output
		} else if len(folded) > 0 || len(theirs) == 0 {
			if terminal && !agree(folded, theirs) {
				a.problem(at, "mismatch", fmt.Sprintf("the %s snapshot's output differs from the folded items", kind))
			}
			if folded == nil {
				folded = []any{}
			}
			if !terminal || !agree(folded, theirs) {
				snapshot.Set("output", folded)
			}
			// else it agrees, as sent anew (an opaque value encrypted again): the producer's
			// last word is the response
		}
		a.response = snapshot
	}
	if ResponseStatus(status).IsTerminal() {
		a.Finished = true
		if status == "completed" {
			var pending []int
			for index := range a.slots {
				if !a.doneItems[index] {
					pending = append(pending, index)
				}
			}
			sort.Ints(pending)
			for _, index := range pending {
				a.problem(at, "item", fmt.Sprintf("output item %d was added but never done", index))
			}
		}
	}
}

func (a *ResponseAccumulator) itemEvent(event *rt.Object, kind, at string) {
	switch kind {
	case "response.output_item.added":
		a.itemAdded(event, at)
		return
	case "response.output_item.done":
		a.itemDone(event, kind, at)
		return
	}
	outputIndex, _ := num(event, "output_index")
	var itemID *string
	if v, ok := event.Get("item_id"); ok {
		if s, isStr := v.(string); isStr {
			itemID = &s
		}
	}
	item := a.openItem(kind, outputIndex, itemID, at)
	if item == nil {
		return
	}
	part, _ := event.Get("part")
	switch kind {
	case "response.content_part.added":
		index, _ := num(event, "content_index")
		a.partAdded(item, outputIndex, "content", index, part, at)
	case "response.reasoning_summary_part.added":
		index, _ := num(event, "summary_index")
		a.partAdded(item, outputIndex, "summary", index, part, at)
	case "response.content_part.done":
		index, _ := num(event, "content_index")
		a.partDone(item, outputIndex, "content", index, part, at)
	case "response.reasoning_summary_part.done":
		index, _ := num(event, "summary_index")
		a.partDone(item, outputIndex, "summary", index, part, at)
	case "response.function_call_arguments.delta", "response.function_call_arguments.done":
		a.arguments(item, outputIndex, event, kind, at)
	default:
		a.text(item, outputIndex, event, kind, at)
	}
}

func (a *ResponseAccumulator) openItem(what string, outputIndex int, itemID *string, at string) *rt.Object {
	position, ok := a.slots[outputIndex]
	if !ok {
		if a.resumed {
			return nil // added before the stream was resumed: not held here
		}
		a.problem(at, "item", fmt.Sprintf("%s for output_index %d, which no response.output_item.added announced", what, outputIndex))
		return nil
	}
	item := obj(list(a.response, "output")[position])
	if itemID != nil && str(item, "id") != *itemID {
		a.problem(at, "item_id", fmt.Sprintf("%s names item %s, but output_index %d is %s", what, rt.JSONText(*itemID), outputIndex, shownID(item)))
		return nil
	}
	if a.doneItems[outputIndex] {
		a.problem(at, "item", fmt.Sprintf("%s for item %s, which is already done", what, shownID(item)))
		return nil
	}
	return item
}

func (a *ResponseAccumulator) itemAdded(event *rt.Object, at string) {
	itemValue, _ := event.Get("item")
	item := obj(itemValue)
	if item == nil {
		a.problem(at, "item", "response.output_item.added without an item; skipped")
		return
	}
	outputIndex, _ := num(event, "output_index")
	if _, seen := a.slots[outputIndex]; seen {
		a.problem(at, "output_index", fmt.Sprintf("output_index %d was added before; skipped", outputIndex))
		return
	}
	output := list(a.response, "output")
	if outputIndex != len(output) && !a.resumed {
		a.problem(at, "output_index", fmt.Sprintf("output_index %d is not the next one (%d)", outputIndex, len(output)))
	}
	if status, isStr := protocolStatus(item); isStr && !ItemStatus(status).IsInitial() {
		a.problem(at, "status", fmt.Sprintf("item %s is added with status %s, not in_progress", shownID(item), rt.JSONText(status)))
	}
	a.slots[outputIndex] = len(output)
	a.asAdded[outputIndex] = plain(streamed(item))
	if output == nil {
		output = []any{}
	}
	a.response.Set("output", append(output, rt.Clone(item)))
}

// streamed is what an item's events build (content, summary, arguments): what the done item
// must agree with.
func streamed(item *rt.Object) map[string]any {
	out := map[string]any{}
	for _, key := range []string{"content", "summary", "arguments"} {
		v, _ := item.Get(key)
		out[key] = v
	}
	return out
}

func (a *ResponseAccumulator) itemDone(event *rt.Object, kind, at string) {
	itemValue, _ := event.Get("item")
	done := obj(itemValue)
	if done == nil {
		a.problem(at, "item", "response.output_item.done without an item; skipped")
		return
	}
	outputIndex, _ := num(event, "output_index")
	id := str(done, "id")
	item := a.openItem(kind, outputIndex, &id, at)
	if item == nil {
		return
	}
	done = obj(rt.Clone(done))
	was, wasStr := protocolStatus(item)
	now, nowStr := protocolStatus(done)
	// an unchanged status is no move: a producer may send an item done as it was added
	if wasStr && nowStr && was != now {
		if _, err := ItemStatus(was).MoveTo(ItemStatus(now)); err != nil {
			a.problem(at, "transition", fmt.Sprintf("item %s: %s", shownID(item), err.Error()))
		}
	}
	if folded := streamed(item); !rt.SameJSON(folded, a.asAdded[outputIndex]) && !agree(folded, streamed(done)) {
		a.problem(at, "mismatch", fmt.Sprintf("item %s as done differs from what its events added up to", shownID(item)))
	}
	var open []partKey
	for key := range a.openParts {
		if key.output == outputIndex {
			open = append(open, key)
		}
	}
	sort.Slice(open, func(i, j int) bool {
		if open[i].where != open[j].where {
			return open[i].where < open[j].where
		}
		return open[i].index < open[j].index
	})
	for _, key := range open {
		a.problem(at, "part", fmt.Sprintf("item %s is done while its %s part %d is not", shownID(item), key.where, key.index))
		delete(a.openParts, key)
	}
	for key := range a.growing {
		if key.output == outputIndex {
			delete(a.growing, key)
		}
	}
	list(a.response, "output")[a.slots[outputIndex]] = done
	a.doneItems[outputIndex] = true
	if str(done, "type") == "function_call" {
		a.argumentsParse(done, outputIndex, at)
	}
}

// parts is the list of parts an item keeps in where (content or summary); ok false when the
// item has none of that kind.
func parts(item *rt.Object, where string) ([]any, bool) {
	kind := str(item, "type")
	if where == "summary" {
		if kind != "reasoning" {
			return nil, false
		}
	} else if kind != "message" && kind != "reasoning" {
		return nil, false
	}
	if _, has := item.Get(where); !has {
		item.Set(where, []any{})
	}
	return list(item, where), true
}

func (a *ResponseAccumulator) partAdded(item *rt.Object, outputIndex int, where string, index int, part any, at string) {
	current, ok := parts(item, where)
	if !ok {
		a.problem(at, "part", fmt.Sprintf("a %s part added to item %s, a %s item, which has none", where, shownID(item), textOf(item, "type")))
		return
	}
	if index != len(current) {
		a.problem(at, where+"_index", fmt.Sprintf("%s part %d of item %s is not the next one (%d); skipped", where, index, shownID(item), len(current)))
		return
	}
	item.Set(where, append(current, rt.Clone(part)))
	a.openParts[partKey{outputIndex, where, index}] = true
}

func (a *ResponseAccumulator) openPart(item *rt.Object, outputIndex int, where string, index int, what, at string) ([]any, bool) {
	current, ok := parts(item, where)
	if !ok || !a.openParts[partKey{outputIndex, where, index}] {
		state := "never added"
		if ok && index < len(current) {
			state = "done already"
		}
		a.problem(at, "part", fmt.Sprintf("%s for %s part %d of item %s, which was %s", what, where, index, shownID(item), state))
		return nil, false
	}
	return current, true
}

func (a *ResponseAccumulator) partDone(item *rt.Object, outputIndex int, where string, index int, part any, at string) {
	current, ok := a.openPart(item, outputIndex, where, index, "done", at)
	if !ok {
		return
	}
	if !agree(current[index], part) {
		a.problem(at, "mismatch", fmt.Sprintf("%s part %d of item %s as done differs from its deltas", where, index, shownID(item)))
	}
	current[index] = rt.Clone(part)
	delete(a.openParts, partKey{outputIndex, where, index})
	delete(a.growing, partKey{outputIndex, where, index})
}

func (a *ResponseAccumulator) text(item *rt.Object, outputIndex int, event *rt.Object, kind, at string) {
	where := "content"
	if _, has := event.Get("summary_index"); has {
		where = "summary"
	}
	index, _ := num(event, where+"_index")
	current, ok := a.openPart(item, outputIndex, where, index, kind, at)
	if !ok {
		return
	}
	part := obj(current[index])
	want := partOfEvent[kind]
	if str(part, "type") != want {
		a.problem(at, "part", fmt.Sprintf("%s for %s part %d of item %s, a %s part", kind, where, index, shownID(item), textOf(part, "type")))
		return
	}
	if kind == "response.output_text.annotation.added" {
		annotations := list(part, "annotations")
		annotationIndex, _ := num(event, "annotation_index")
		if annotationIndex != len(annotations) {
			a.problem(at, "annotation_index", fmt.Sprintf("annotation %d is not the next one (%d)", annotationIndex, len(annotations)))
		} else if annotation, has := event.Get("annotation"); has && annotation != nil {
			if annotations == nil {
				annotations = []any{}
			}
			part.Set("annotations", append(annotations, rt.Clone(annotation)))
		}
		return
	}
	field := "text"
	if want == "refusal" {
		field = "refusal"
	}
	if delta, isStr := event.Values["delta"].(string); isStr {
		a.grow(partKey{outputIndex, where, index}, part, field, delta)
		if logprobs, has := event.Get("logprobs"); has && want == "output_text" {
			if more, isList := logprobs.([]any); isList {
				part.Set("logprobs", append(list(part, "logprobs"), rt.Clone(more).([]any)...))
			}
		}
		return
	}
	final := str(event, field)
	if final != str(part, field) {
		// a done without deltas gives the whole text at once, as some producers send it
		if a.growing[partKey{outputIndex, where, index}] != nil || str(part, field) != "" {
			a.problem(at, "mismatch", kind+": the text differs from what the deltas added up to")
		}
		part.Set(field, final)
		delete(a.growing, partKey{outputIndex, where, index})
	}
}

func (a *ResponseAccumulator) arguments(item *rt.Object, outputIndex int, event *rt.Object, kind, at string) {
	if str(item, "type") != "function_call" {
		a.problem(at, "item", fmt.Sprintf("%s for item %s, a %s item", kind, shownID(item), textOf(item, "type")))
		return
	}
	if kind == "response.function_call_arguments.delta" {
		a.grow(partKey{outputIndex, "arguments", 0}, item, "arguments", str(event, "delta"))
		return
	}
	if str(event, "arguments") != str(item, "arguments") {
		// a done without deltas gives the whole text at once, as some producers send it
		if a.growing[partKey{outputIndex, "arguments", 0}] != nil || str(item, "arguments") != "" {
			a.problem(at, "mismatch", kind+": the arguments differ from what the deltas added up to")
		}
		item.Set("arguments", str(event, "arguments"))
		delete(a.growing, partKey{outputIndex, "arguments", 0})
	}
	a.argumentsParse(item, outputIndex, at)
}

// argumentsParse: a function call's arguments must be JSON text; read once per item, when they
// are complete (their done event, or the done item when that event never came).
func (a *ResponseAccumulator) argumentsParse(item *rt.Object, outputIndex int, at string) {
	if a.argumentsChecked[outputIndex] {
		return
	}
	a.argumentsChecked[outputIndex] = true
	if why := ArgumentsProblem(str(item, "arguments")); why != "" {
		a.problem(at, "arguments", fmt.Sprintf("function call %s: %s", shownID(item), why))
	}
}

// ArgumentsProblem is why a function call's arguments are not JSON text ("" when they are).
// The arguments stay the string sent; this only reads them.
func ArgumentsProblem(arguments string) string {
	if _, err := rt.Parse([]byte(arguments)); err != nil {
		return "arguments are not JSON (" + err.Error() + ")"
	}
	return ""
}

// UsageProblems are the totals of a usage (its JSON) that do not add up: total_tokens must be
// input_tokens + output_tokens, cached tokens at most the input tokens, reasoning tokens at
// most the output tokens. Pointers are inside the usage.
func UsageProblems(usage *rt.Object) []rt.Problem {
	var found []rt.Problem
	add := func(pointer, keyword, message string) {
		found = append(found, rt.Problem{Pointer: pointer, Keyword: keyword, Message: message})
	}
	input, hasInput := num(usage, "input_tokens")
	output, hasOutput := num(usage, "output_tokens")
	if total, ok := num(usage, "total_tokens"); ok && hasInput && hasOutput && total != input+output {
		add("/total_tokens", "total_tokens", fmt.Sprintf("total_tokens is %d, not input_tokens + output_tokens (%d)", total, input+output))
	}
	if details := obj(usage.Values["input_tokens_details"]); details != nil && hasInput {
		if cached, ok := num(details, "cached_tokens"); ok && cached > input {
			add("/input_tokens_details/cached_tokens", "cached_tokens", "more cached tokens than input tokens")
		}
	}
	if details := obj(usage.Values["output_tokens_details"]); details != nil && hasOutput {
		if reasoning, ok := num(details, "reasoning_tokens"); ok && reasoning > output {
			add("/output_tokens_details/reasoning_tokens", "reasoning_tokens", "more reasoning tokens than output tokens")
		}
	}
	return found
}

func init() {
	// the conformance program's "fold": "ResponseAccumulator" cases (the stream union's x-stream)
	rt.RegisterFold("ResponseAccumulator", func(_ json.RawMessage, events []json.RawMessage) (any, error) {
		acc := NewResponseAccumulator()
		for _, event := range events {
			acc.FeedJSON(event)
		}
		acc.Finish()
		problems := [][3]string{}
		for _, p := range acc.Problems {
			problems = append(problems, [3]string{p.Pointer, p.Keyword, p.Message})
		}
		response := json.RawMessage("null")
		if data := acc.ResponseJSON(); data != nil {
			if _, ok := acc.Response(); !ok {
				return nil, fmt.Errorf("the folded response does not decode: %s", data)
			}
			response = data
		}
		return map[string]any{"response": response, "problems": problems, "finished": acc.Finished}, nil
	})
}
