package agent

// Behaviour the schemas declare as data (schema/data) or the generator compiles from them (the
// lanes of x-lane), read here by generic functions over JSON trees: context-overflow detection,
// usage arithmetic, what reaches the model, and the pairing rules. The same tables drive the
// other targets, so each rule is stated once. Copied by the generator into the package it
// declares.

import (
	"encoding/json"
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"

	"agentproto-bindings/data"
	"agentproto-bindings/rt"
)

func planObject(v any) *rt.Object {
	o, _ := v.(*rt.Object)
	return o
}

func planList(v any) []any {
	l, _ := v.([]any)
	return l
}

func planString(v any) string {
	s, _ := v.(string)
	return s
}

func field(o *rt.Object, key string) any {
	if o == nil {
		return nil
	}
	v, _ := o.Get(key)
	return v
}

// jsonNumber is a JSON count or price; absent (or not a number: booleans are not numbers) is 0.
func jsonNumber(v any) float64 {
	n, ok := v.(json.Number)
	if !ok {
		return 0
	}
	return rt.Float(n)
}

// The context-overflow patterns, the plan's portable ones, case-insensitive as the table says.
var overflowPatterns = func() []*regexp.Regexp {
	portable := planList(field(planObject(data.PortablePatterns), "CONTEXT_OVERFLOW"))
	out := make([]*regexp.Regexp, len(portable))
	for i, p := range portable {
		out[i] = regexp.MustCompile("(?i)" + planString(p))
	}
	return out
}()

// MatchContextOverflow is the provider whose context-overflow error text is, or "" when it
// matches no known overflow error (schema/data/context_overflow.yaml).
func MatchContextOverflow(text string) string {
	rows := planList(data.ContextOverflow)
	for i, pattern := range overflowPatterns {
		if pattern.MatchString(text) {
			return planString(field(planObject(rows[i]), "provider"))
		}
	}
	return ""
}

// ContextOverflowJSON is whether an assistant message (a JSON tree) is a context overflow, by
// schema/data/context_overflow_rule.yaml: a failed message whose error text matches the table,
// or, with a context window (nil: none), a message whose prompt tokens are above it.
func ContextOverflowJSON(message *rt.Object, contextWindow *float64) bool {
	rule := planObject(data.ContextOverflowRule)
	if rt.Equal(field(message, planString(field(rule, "stop_reason"))), field(rule, "failed")) {
		text, ok := field(message, planString(field(rule, "error_text"))).(string)
		return ok && MatchContextOverflow(text) != ""
	}
	usage := planObject(field(message, planString(field(rule, "usage"))))
	if contextWindow == nil || usage == nil {
		return false
	}
	prompt := 0.0
	for _, name := range planList(field(rule, "prompt_tokens")) {
		prompt += jsonNumber(field(usage, planString(name)))
	}
	return prompt > *contextWindow
}

// IsContextOverflow is ContextOverflowJSON of the message.
func (x AssistantMessage) IsContextOverflow(contextWindow *float64) bool {
	encoded, err := rt.Marshal(x)
	if err != nil {
		return false
	}
	tree, err := rt.Parse(encoded)
	return err == nil && ContextOverflowJSON(planObject(tree), contextWindow)
}

// EstimatedCostJSON is the cost (a JSON tree) of a usage at a cost configuration's prices, by
// schema/data/usage_arithmetic.yaml: each charge tokens * price / per_tokens, then their total.
func EstimatedCostJSON(usage, config *rt.Object) *rt.Object {
	rule := planObject(data.UsageArithmetic)
	per := jsonNumber(field(rule, "per_tokens"))
	cost := &rt.Object{}
	total := 0.0
	for i, c := range planList(field(rule, "charges")) {
		charge := planObject(c)
		amount := jsonNumber(field(usage, planString(field(charge, "tokens")))) *
			jsonNumber(field(config, planString(field(charge, "price")))) / per
		cost.Set(planString(field(charge, "cost")), amount)
		if i == 0 {
			total = amount
		} else {
			total += amount
		}
	}
	cost.Set(planString(field(rule, "total")), total)
	return cost
}

// CacheHitRateJSON is the share of a usage's prompt tokens the cache served (0 with no prompt).
func CacheHitRateJSON(usage *rt.Object) float64 {
	rule := planObject(field(planObject(data.UsageArithmetic), "cache_hit_rate"))
	prompt := 0.0
	for _, name := range planList(field(rule, "prompt")) {
		prompt += jsonNumber(field(usage, planString(name)))
	}
	if prompt == 0 {
		return 0
	}
	return jsonNumber(field(usage, planString(field(rule, "hit")))) / prompt
}

// ConvertToLLMJSON is what is sent to model at provider ("" for none), in order: the llm lane
// only (the lanes compiled from x-lane), each message without its properties of another lane;
// in an assistant message, prompted thinking woven back as one <thought> text block and native
// thinking kept only for the provider and model that wrote it. The messages are not changed.
func ConvertToLLMJSON(messages []any, provider, model string) []any {
	lanes := planObject(field(planObject(data.Lanes), "agent/agent_message"))
	tag := planString(field(lanes, "tag"))
	sent := []any{}
	for _, m := range messages {
		message := planObject(m)
		kind := planString(field(message, tag))
		if message == nil || planString(field(planObject(field(lanes, "arms")), kind)) != "llm" {
			continue
		}
		out := &rt.Object{}
		away := planObject(field(planObject(field(lanes, "fields")), kind))
		for _, key := range message.Keys {
			if lane := field(away, key); lane != nil && lane != "llm" {
				continue
			}
			out.Set(key, message.Values[key])
		}
		if kind == "assistant" {
			producer := provider != "" && model != "" &&
				field(message, "provider") == provider && field(message, "model") == model
			blocks := planList(field(message, "content"))
			thinking := false
			for _, b := range blocks {
				thinking = thinking || planString(field(planObject(b), "type")) == "thinking"
			}
			if thinking {
				replayed := []any{}
				for _, b := range blocks {
					block := planObject(b)
					if planString(field(block, "type")) == "thinking" {
						if planString(field(block, "source")) == "prompted" {
							text := &rt.Object{}
							text.Set("type", "text")
							text.Set("text", "<thought>"+planString(field(block, "thinking"))+"</thought>")
							replayed = append(replayed, text)
							continue
						}
						if !producer {
							continue
						}
					}
					replayed = append(replayed, b)
				}
				out.Set("content", replayed)
			}
		}
		sent = append(sent, out)
	}
	return sent
}

func planMatches(value any, where *rt.Object) bool {
	object := planObject(value)
	if object == nil {
		return false
	}
	if where == nil {
		return true
	}
	for _, key := range where.Keys {
		got, has := object.Get(key)
		if !has || !rt.Equal(got, where.Values[key]) {
			return false
		}
	}
	return true
}

// PairingProblems are the values (JSON trees, in order) that answer nothing earlier, by the
// pairing rule named rule (schema/data/pairing.yaml): each a problem at /<index>/<key>.
func PairingProblems(ruleName string, values []any) []rt.Problem {
	var rule *rt.Object
	for _, r := range planList(data.Pairing) {
		if planString(field(planObject(r), "name")) == ruleName {
			rule = planObject(r)
		}
	}
	calls, answers := planObject(field(rule, "calls")), planObject(field(rule, "answers"))
	opened := map[string]bool{}
	problems := []rt.Problem{}
	for index, value := range values {
		if planMatches(value, planObject(field(calls, "where"))) {
			holders := []any{value}
			if each, ok := planObject(calls).Get("each"); ok {
				holders = planList(field(planObject(value), planString(each)))
			}
			for _, item := range holders {
				if !planMatches(item, planObject(field(calls, "item_where"))) {
					continue
				}
				if key, ok := field(planObject(item), planString(field(calls, "key"))).(string); ok {
					opened[key] = true
				}
			}
		} else if planMatches(value, planObject(field(answers, "where"))) {
			name := planString(field(answers, "key"))
			answered := field(planObject(value), name)
			key, ok := answered.(string)
			if !ok || !opened[key] {
				problems = append(problems, rt.Problem{
					Pointer: fmt.Sprintf("/%d/%s", index, name),
					Keyword: planString(field(rule, "keyword")),
					Message: fill(planString(field(rule, "message")), map[string]string{"key": rt.JSONText(answered)}),
				})
			}
		}
	}
	return problems
}

// hole is a `{name}` of a rule's message.
var hole = regexp.MustCompile(`\{(\w+)\}`)

// fill is a rule's message (the data tables' `message`), each `{name}` replaced by its text.
func fill(template string, holes map[string]string) string {
	return hole.ReplaceAllStringFunc(template, func(found string) string {
		return holes[found[1:len(found)-1]]
	})
}

// totalCount is a count of a usage total: a number of integer value (booleans are not
// numbers), else 0.
func totalCount(v any) float64 {
	n, ok := v.(json.Number)
	if !ok {
		return 0
	}
	f := rt.Float(n)
	if f != math.Trunc(f) {
		return 0
	}
	return f
}

// UsageTotalProblems are the totals (JSON trees, in order) that are not the sum of their
// parts, by the usage total rule named rule (schema/data/usage_totals.yaml): a problem at
// /<index>/<key>/<count> for each count that differs.
func UsageTotalProblems(ruleName string, values []any) []rt.Problem {
	var rule *rt.Object
	for _, r := range planList(data.UsageTotals) {
		if planString(field(planObject(r), "name")) == ruleName {
			rule = planObject(r)
		}
	}
	parts, total := planObject(field(rule, "parts")), planObject(field(rule, "total"))
	counts := planList(field(rule, "counts"))
	sums := make([]float64, len(counts))
	problems := []rt.Problem{}
	for index, value := range values {
		object := planObject(value)
		if object == nil {
			continue
		}
		if planMatches(value, planObject(field(rule, "reset"))) {
			sums = make([]float64, len(counts))
		} else if planMatches(value, planObject(field(parts, "where"))) {
			if part := planObject(field(object, planString(field(parts, "key")))); part != nil {
				for i, name := range counts {
					sums[i] += totalCount(field(part, planString(name)))
				}
			}
		} else if planMatches(value, planObject(field(total, "where"))) {
			name := planString(field(total, "key"))
			said := planObject(field(object, name))
			if said == nil {
				continue
			}
			for i, count := range counts {
				if totalCount(field(said, planString(count))) != sums[i] {
					problems = append(problems, rt.Problem{
						Pointer: fmt.Sprintf("/%d/%s/%s", index, name, planString(count)),
						Keyword: planString(field(rule, "keyword")),
						Message: fill(planString(field(rule, "message")), map[string]string{
							"count": planString(count),
							"said":  rt.JSONText(field(said, planString(count))),
							"sum":   rt.NumberText(json.Number(strconv.FormatFloat(sums[i], 'g', -1, 64))),
						}),
					})
				}
			}
		}
	}
	return problems
}

// IdentityProblems is how a list of run identities (JSON trees, in any order) breaks the
// identity rule (schema/data/identity_rule.yaml): a root's depth, a child's depth, run id and
// what it inherits from the identity its parent names.
func IdentityProblems(values []any) []rt.Problem {
	rule := planObject(data.IdentityRule)
	id, parent, depth := planString(field(rule, "key")), planString(field(rule, "parent")), planString(field(rule, "depth"))
	rootDepth := rt.Float(field(rule, "root_depth").(json.Number))
	byID := map[string]*rt.Object{}
	for _, value := range values {
		if own, ok := field(planObject(value), id).(string); ok {
			if _, seen := byID[own]; !seen {
				byID[own] = planObject(value) // the first of a repeated id is the one named
			}
		}
	}
	depthOf := func(v any) (float64, bool) {
		n, ok := v.(json.Number)
		if !ok {
			return 0, false
		}
		return rt.Float(n), true
	}
	messages := planObject(field(rule, "messages"))
	problems := []rt.Problem{}
	add := func(pointer, keyword, message string, holes map[string]string) {
		text := fill(planString(field(messages, message)), holes)
		problems = append(problems, rt.Problem{Pointer: pointer, Keyword: keyword, Message: text})
	}
	for index, value := range values {
		object := planObject(value)
		if object == nil {
			continue
		}
		named := field(object, parent)
		mine, hasDepth := depthOf(field(object, depth))
		isRoot := named == nil
		if hasDepth && (mine == rootDepth) != isRoot {
			message := "child_depth"
			if isRoot {
				message = "root_depth"
			}
			add(fmt.Sprintf("/%d/%s", index, depth), "depth", message, map[string]string{"root_depth": rt.JSONText(field(rule, "root_depth"))})
		}
		name, ok := named.(string)
		spawner := byID[name]
		if !ok || spawner == nil {
			continue
		}
		if above, has := depthOf(field(spawner, depth)); hasDepth && has && mine != above+1 {
			add(fmt.Sprintf("/%d/%s", index, depth), "depth", "parent_depth", map[string]string{"depth": rt.JSONText(field(spawner, depth))})
		}
		if own, isText := field(object, id).(string); isText && own == name {
			add(fmt.Sprintf("/%d/%s", index, id), "fresh", "fresh", nil)
		}
		for _, inherited := range planList(field(rule, "inherit")) {
			key := planString(inherited)
			mineValue, mineHas := object.Get(key)
			theirs, theirsHas := spawner.Get(key)
			if mineHas != theirsHas || (mineHas && !rt.Equal(mineValue, theirs)) {
				add(fmt.Sprintf("/%d/%s", index, key), "inherit", "inherit", map[string]string{"name": key})
			}
		}
	}
	return problems
}

func init() {
	// the conformance program's behaviour cases: a "fold" named "behaviour:<name>", its case
	// in the options
	behaviour := func(name string, answer func(input *rt.Object) any) {
		rt.RegisterFold("behaviour:"+name, func(options json.RawMessage, _ []json.RawMessage) (output any, err error) {
			defer func() { // a crash is that case's error, not the program's end
				if r := recover(); r != nil {
					output, err = nil, fmt.Errorf("behaviour %s failed: %v", name, r)
				}
			}()
			tree, err := rt.Parse(options)
			if err != nil {
				return nil, err
			}
			return answer(planObject(tree)), nil
		})
	}
	behaviour("context_overflow", func(input *rt.Object) any {
		var window *float64
		if n, ok := field(input, "context_window").(json.Number); ok {
			w := rt.Float(n)
			window = &w
		}
		text := planString(field(input, "error_text"))
		return map[string]any{
			"provider": nullable(MatchContextOverflow(text)),
			"overflow": ContextOverflowJSON(planObject(field(input, "message")), window),
		}
	})
	behaviour("usage_arithmetic", func(input *rt.Object) any {
		usage := planObject(field(input, "usage"))
		return map[string]any{
			"cost":           EstimatedCostJSON(usage, planObject(field(input, "config"))),
			"cache_hit_rate": CacheHitRateJSON(usage),
		}
	})
	behaviour("llm_messages", func(input *rt.Object) any {
		return ConvertToLLMJSON(planList(field(input, "messages")), planString(field(input, "provider")), planString(field(input, "model")))
	})
	behaviour("thought_tags", func(input *rt.Object) any {
		var tags []string
		if listed, ok := field(input, "tags").([]any); ok {
			tags = []string{}
			for _, t := range listed {
				tags = append(tags, planString(t))
			}
		}
		f, err := NewThoughtTagFilter(tags)
		if err != nil {
			return "refused"
		}
		pieces := []any{}
		add := func(found []ThoughtPiece) {
			for _, p := range found {
				pieces = append(pieces, []any{p.Thinking, p.Text, p.Starts})
			}
		}
		for _, fragment := range planList(field(input, "fragments")) {
			add(f.Feed(planString(fragment)))
		}
		add(f.Finish())
		return pieces
	})
	behaviour("reasoning_details", func(input *rt.Object) any {
		items, signed := ReasoningDetailItems(planObject(field(input, "block")))
		return map[string]any{"items": items, "signed": signed}
	})
	behaviour("usage_totals", func(input *rt.Object) any {
		found := [][3]string{}
		for _, p := range UsageTotalProblems(planString(field(input, "rule")), planList(field(input, "values"))) {
			found = append(found, [3]string{p.Pointer, p.Keyword, p.Message})
		}
		return found
	})
	behaviour("identity", func(input *rt.Object) any {
		found := [][3]string{}
		for _, p := range IdentityProblems(planList(field(input, "values"))) {
			found = append(found, [3]string{p.Pointer, p.Keyword, p.Message})
		}
		return found
	})
	behaviour("pairing", func(input *rt.Object) any {
		found := [][3]string{}
		for _, p := range PairingProblems(planString(field(input, "rule")), planList(field(input, "values"))) {
			found = append(found, [3]string{p.Pointer, p.Keyword, p.Message})
		}
		return found
	})
}

func nullable(s string) any {
	if s == "" {
		return nil
	}
	return s
}

// --- <thought> tags in visible text ------------------------------------------------------------

// ThoughtTags are the tag names read as thinking: "thought", the one written back, and its
// usual synonyms.
var ThoughtTags = []string{"thought", "thinking", "think", "reasoning", "reflection"}

// ThoughtPiece is a piece of visible text or of thinking, as ThoughtTagFilter finds them.
type ThoughtPiece struct {
	Thinking bool
	Text     string
	Starts   bool // the first piece of its block: a thought, or visible text, begins here
}

// ThoughtTagFilter splits streaming visible text into visible text and thinking written inside
// tags, as the Python ThoughtTagFilter does (the same pieces however the text is cut): only a
// "<" that can still start a tag is held back; a tag is <name> ... </name>, the window after a
// "<" compared lower-cased (Unicode, full mappings), by code points.
type ThoughtTagFilter struct {
	opening map[string]string
	order   []string
	inside  *string
	held    string
	starts  bool
	out     []ThoughtPiece
}

var thoughtName = regexp.MustCompile(`^[a-z][a-z0-9_-]*$`)

// NewThoughtTagFilter reads the tags named (none given: ThoughtTags).
func NewThoughtTagFilter(tags []string) (*ThoughtTagFilter, error) {
	if tags == nil {
		tags = ThoughtTags
	}
	f := &ThoughtTagFilter{opening: map[string]string{}, starts: true}
	for _, tag := range tags {
		name := lowerFull(tag)
		if !thoughtName.MatchString(name) {
			return nil, fmt.Errorf("thought tags are names of ASCII letters, digits, '_' and '-'")
		}
		if _, seen := f.opening["<"+name+">"]; !seen {
			f.opening["<"+name+">"] = name
			f.order = append(f.order, "<"+name+">")
		}
	}
	if len(f.order) == 0 {
		return nil, fmt.Errorf("thought tags are names of ASCII letters, digits, '_' and '-'")
	}
	return f, nil
}

// lowerFull is Unicode lower case with the full mappings (U+0130 becomes "i" and U+0307), as
// Python's str.lower, JavaScript's toLowerCase and Rust's to_lowercase give.
func lowerFull(s string) string {
	return strings.ToLower(strings.ReplaceAll(s, "\u0130", "i\u0307"))
}

// InThought is whether the text so far ends inside an open thought.
func (f *ThoughtTagFilter) InThought() bool { return f.inside != nil }

// Feed is the pieces of visible text and thinking that fragment completes.
func (f *ThoughtTagFilter) Feed(fragment string) []ThoughtPiece {
	text := f.held + fragment
	f.held = ""
	start := 0
	for {
		rel := strings.IndexByte(text[start:], '<')
		if rel < 0 {
			f.emit(text[start:])
			break
		}
		lt := start + rel
		f.emit(text[start:lt])
		tag, partial := f.tagAt(text, lt)
		if partial {
			f.held = text[lt:]
			break
		}
		if tag == "" {
			f.emit("<")
			start = lt + 1
			continue
		}
		if f.inside == nil {
			name := f.opening[lowerFull(tag)]
			f.inside = &name
			f.starts = true
			f.emit("")
		} else {
			f.inside = nil
			f.starts = true
		}
		start = lt + len(tag)
	}
	return f.take()
}

// Finish is the pieces still held at the end of the stream; the filter is then reset.
func (f *ThoughtTagFilter) Finish() []ThoughtPiece {
	f.emit(f.held)
	f.held = ""
	f.inside = nil
	f.starts = true
	return f.take()
}

func (f *ThoughtTagFilter) tagAt(text string, at int) (string, bool) {
	wanted := f.order
	if f.inside != nil {
		wanted = []string{"</" + *f.inside + ">"}
	}
	longest := 0
	for _, tag := range wanted {
		longest = max(longest, len(tag))
	}
	runes := []rune{}
	for _, r := range text[at:] {
		if len(runes) == longest {
			break
		}
		runes = append(runes, r)
	}
	rest := lowerFull(string(runes))
	for _, tag := range wanted {
		if strings.HasPrefix(rest, tag) {
			// the tag's own characters as written (as many code points as the tag has)
			return string(runes[:len(tag)]), false
		}
	}
	for _, tag := range wanted {
		if strings.HasPrefix(tag, rest) {
			return "", true
		}
	}
	return "", false
}

func (f *ThoughtTagFilter) emit(text string) {
	thinking := f.inside != nil
	if text == "" && !(thinking && f.starts) {
		return
	}
	if f.starts || len(f.out) == 0 {
		f.out = append(f.out, ThoughtPiece{Thinking: thinking, Text: text, Starts: f.starts})
	} else {
		f.out[len(f.out)-1].Text += text
	}
	f.starts = false
}

func (f *ThoughtTagFilter) take() []ThoughtPiece {
	out := f.out
	f.out = nil
	return out
}

// --- reasoning detail items: the typed view ------------------------------------------------------

// ReasoningDetailItems are the items of a reasoning details block (a JSON tree) that are one of
// the known kinds (the schema's reasoning_detail union), decoded and written back, in order; the
// others stay only in details. signed: some item carries a signature or an encrypted payload.
func ReasoningDetailItems(block *rt.Object) (items []json.RawMessage, signed bool) {
	items = []json.RawMessage{}
	for _, item := range planList(field(block, "details")) {
		encoded, err := rt.Marshal(item)
		if err != nil {
			continue
		}
		decoded, err := DecodeReasoningDetail(encoded)
		if err != nil {
			continue
		}
		again, err := rt.Marshal(decoded)
		if err != nil {
			continue
		}
		items = append(items, again)
		kind := planString(field(planObject(item), "type"))
		_, hasSignature := field(planObject(item), "signature").(string)
		signed = signed || kind == "reasoning.encrypted" || (kind == "reasoning.text" && hasSignature)
	}
	return items, signed
}
