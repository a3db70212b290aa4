package agent_test

// Behaviour of the generated Go bindings that the fixtures do not show on their own: absent
// and null kept apart, key order and unknown properties kept, Validate and Valid on values
// made in code. Copied into the generated module by tests/test_go_target.py.

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"agentproto.dev/agentproto-bindings/agent"
	"agentproto.dev/agentproto-bindings/data"
	"agentproto.dev/agentproto-bindings/dialects"
	"agentproto.dev/agentproto-bindings/openresponses"
	"agentproto.dev/agentproto-bindings/rt"
)

func TestAbsentNullAndKeyOrderSurviveARoundTrip(t *testing.T) {
	for _, doc := range []string{
		`{"type":"reasoning.encrypted","data":"x"}`,
		`{"type":"reasoning.encrypted","data":"x","id":null}`,
		`{"id":"a","type":"reasoning.encrypted","data":"x","vendor":{"k":[1,2]},"index":3}`,
	} {
		d, err := agent.DecodeReasoningDetail([]byte(doc))
		if err != nil {
			t.Fatalf("%s: %v", doc, err)
		}
		out, err := rt.Marshal(d)
		if err != nil || string(out) != doc {
			t.Fatalf("re-encoded %s as %s (%v)", doc, out, err)
		}
	}
}

func TestAbsentIsNotNull(t *testing.T) {
	absent, err := agent.DecodeReasoningDetail([]byte(`{"type":"reasoning.encrypted","data":"x"}`))
	if err != nil {
		t.Fatal(err)
	}
	null, err := agent.DecodeReasoningDetail([]byte(`{"type":"reasoning.encrypted","data":"x","id":null}`))
	if err != nil {
		t.Fatal(err)
	}
	a := absent.Value.(agent.ReasoningEncryptedDetail)
	n := null.Value.(agent.ReasoningEncryptedDetail)
	if a.Id.Set {
		t.Fatal("an absent id decoded as present")
	}
	if !n.Id.Set || !n.Id.Value.Null {
		t.Fatalf("a null id decoded as %+v", n.Id)
	}
}

func TestTheTagPicksTheVariant(t *testing.T) {
	d, err := agent.DecodeReasoningDetail([]byte(`{"type":"reasoning.summary","summary":"s"}`))
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := d.Value.(agent.ReasoningSummaryDetail); !ok {
		t.Fatalf("decoded as %T", d.Value)
	}
	var bad agent.ReasoningDetail
	if err := json.Unmarshal([]byte(`{"type":"reasoning.nope"}`), &bad); err == nil {
		t.Fatal("an unknown tag decoded")
	}
}

func TestValuesMadeInCodeEncodeInFieldOrderAndValidate(t *testing.T) {
	v := agent.ReasoningEncryptedDetail{Data: "x", Type: "reasoning.encrypted", Id: rt.Some(rt.NullOf[string]())}
	out, err := rt.Marshal(v)
	if err != nil || string(out) != `{"data":"x","id":null,"type":"reasoning.encrypted"}` {
		t.Fatalf("encoded as %s (%v)", out, err)
	}
	if !v.Valid() || len(v.Validate()) != 0 {
		t.Fatalf("a valid value is reported invalid: %v", v.Validate())
	}
	v.Type = "nope"
	if v.Valid() {
		t.Fatal("a wrong tag passed the fast check")
	}
	problems := v.Validate()
	found := false
	for _, p := range problems {
		if p.Pointer == "/type" && p.Keyword == "const" && p.Location != "" && p.Message != "" {
			found = true
		}
	}
	if !found {
		t.Fatalf("no const problem at /type: %v", problems)
	}
}

func TestAnInvalidDocumentListsItsProblems(t *testing.T) {
	_, err := agent.DecodeReasoningDetail([]byte(`{"type":"reasoning.encrypted","index":"one"}`))
	invalid, ok := err.(*rt.ValidationError)
	if !ok {
		t.Fatalf("expected a ValidationError, got %v", err)
	}
	seen := map[[2]string]bool{}
	for _, p := range invalid.Problems {
		seen[[2]string{p.Pointer, p.Keyword}] = true
	}
	if !seen[[2]string{"", "required"}] || !seen[[2]string{"/index", "type"}] {
		t.Fatalf("problems: %v", invalid.Problems)
	}
}

func TestUsageAddsFieldByField(t *testing.T) {
	a := agent.Usage{Input: 3, Output: 2, CacheRead: rt.Some(int64(5))}
	b := agent.Usage{Input: 1, Output: 1}
	sum := a.Add(b)
	if sum.Input != 4 || sum.Output != 3 || !sum.CacheRead.Set || sum.CacheRead.Value != 5 || sum.Reasoning.Set {
		t.Fatalf("sum %+v", sum)
	}
	if a.Input != 3 {
		t.Fatal("Add changed an operand")
	}
}

func TestLanesFilterMessages(t *testing.T) {
	var messages []agent.AgentMessage
	for _, doc := range []string{
		`{"role":"user","content":"hi","timestamp":1}`,
		`{"role":"extension","kind":"note"}`,
	} {
		var m agent.AgentMessage
		if err := json.Unmarshal([]byte(doc), &m); err != nil {
			t.Fatalf("%s: %v", doc, err)
		}
		messages = append(messages, m)
	}
	llm := agent.AgentMessageToLlm(messages)
	if len(llm) != 1 || !llm[0].InLlm() || messages[1].Lane() != "extension" {
		t.Fatalf("llm lane %v, lanes %q %q", llm, messages[0].Lane(), messages[1].Lane())
	}
}

func TestStateMachinesAllowOnlyTheirMoves(t *testing.T) {
	s := openresponses.ItemStatus("in_progress")
	if next, err := s.MoveTo("completed"); err != nil || next != "completed" || !next.IsTerminal() {
		t.Fatalf("in_progress -> completed: %v %v", next, err)
	}
	if _, err := openresponses.ItemStatus("completed").MoveTo("in_progress"); err == nil {
		t.Fatal("a terminal state moved")
	}
	// a refused move is worded as every target's bindings word it
	_, err := openresponses.ResponseStatus("queued").MoveTo("completed")
	want := `ResponseStatus: cannot move from "queued" to "completed"; it may move only to "in_progress"`
	if err == nil || err.Error() != want {
		t.Fatalf("queued -> completed refused as %v, not %s", err, want)
	}
	if !s.IsInitial() || s.IsTerminal() {
		t.Fatal("in_progress is the initial state")
	}
}

func TestDataTablesAreThere(t *testing.T) {
	rows, ok := data.ContextOverflow.([]any)
	if !ok || len(rows) == 0 {
		t.Fatalf("context overflow table: %T", data.ContextOverflow)
	}
}

func TestParseAcceptsWhatEncodingJSONAccepts(t *testing.T) {
	docs := []string{
		`{}`, `[]`, `0`, `-0`, `1.5e+3`, `-12.25E-2`, `"a\u00e9\ud83d\ude00\n\"\\\/"`, `" \u0000 "`,
		"\"\xff\"", `{"a":1,"a":2}`, ` [ 1 , [ ] , { } ] `, `true`, `null`, `"\ud800"`,
		`{"a":}`, `[1,]`, `{"a":1,}`, `01`, `-`, `1.`, `.5`, `1e`, `+1`, `"a` + "\x01" + `"`, `"\x"`,
		`"\u12"`, `[1 2]`, `{"a" 1}`, `{1:2}`, `tru`, `nul`, `"abc`, `[`, `{`, `1 2`, ``, `NaN`,
		// escapes the parser decodes itself, and those it leaves to encoding/json
		`"\ud83d"`, `"\udc00"`, `"\ud83d\u0041"`, `"\ud83d\"`, `"x\ud83d\udE00y\t\b\f\r\u0009\u00E9"`,
		"\"\\n\xe9\"", `"\uD83D\uDE00"`, `"\u"`, `"\`, `"\q"`,
		// property names: escaped, not ASCII, repeated, and spelled alike but for one byte
		`{"a\nb":1,"a\nb":2}`, `{"é":1,"é":[{"é":2}]}`, `{"ab":1,"ba":2,"abc":3,"acb":4,"ab":5}`,
	}
	for _, doc := range docs {
		var want any
		wantErr := json.Unmarshal([]byte(doc), &want)
		got, err := rt.Parse([]byte(doc))
		if (err == nil) != (wantErr == nil) {
			t.Errorf("%q: rt.Parse error %v, encoding/json error %v", doc, err, wantErr)
			continue
		}
		if err == nil {
			a, _ := rt.Marshal(got)
			b, _ := rt.Marshal(want)
			var x, y any
			_ = json.Unmarshal(a, &x)
			_ = json.Unmarshal(b, &y)
			if !rt.SameJSON(x, y) {
				t.Errorf("%q: rt.Parse gives %s, encoding/json %s", doc, a, b)
			}
		}
	}
}

func TestPropertyLanes(t *testing.T) {
	m, err := agent.DecodeToolResultMessage([]byte(`{"role":"tool_result","tool_call_id":"c1","tool_name":"bash","content":[{"type":"text","text":"ok"}],"details":{"exit":0},"is_error":false,"timestamp":1}`))
	if err != nil {
		t.Fatal(err)
	}
	if m.FieldLanes()["details"] != "extension" {
		t.Fatalf("lanes %v", m.FieldLanes())
	}
	llm, _ := rt.Marshal(m.ForLane("llm"))
	ext, _ := rt.Marshal(m.ForLane("extension"))
	if strings.Contains(string(llm), "details") || !strings.Contains(string(ext), `"details":{"exit":0}`) {
		t.Fatalf("llm %s, extension %s", llm, ext)
	}
}

func TestAnEntityReadFromADialectIsWrittenBackTheSame(t *testing.T) {
	doc := `{"role":"assistant","content":[{"type":"text","text":"Hi"}],"provider":"anthropic","model":"m",` +
		`"usage":{"input":1,"output":2,"cacheRead":0,"cacheWrite":0,"totalTokens":3,` +
		`"cost":{"input":0.1,"output":0.2,"cacheRead":0,"cacheWrite":0,"total":0.3}},` +
		`"stopReason":"stop","timestamp":1764000000000}`
	m, err := agent.AssistantMessageFromDialect("pi-ai", []byte(doc))
	if err != nil {
		t.Fatal(err)
	}
	if m.StopReason != agent.StopReasonStop {
		t.Fatalf("stop reason %v", m.StopReason)
	}
	back, err := agent.AssistantMessageToDialect("pi-ai", m)
	if err != nil || string(back) != doc {
		t.Fatalf("wrote back %s (%v)", back, err)
	}
	_, err = agent.AssistantMessageFromDialect("pi-ai", []byte(strings.Replace(doc, `"stopReason"`, `"stop_reason"`, 1)))
	var problems *dialects.Error
	if !errors.As(err, &problems) || problems.Problems[0].Pointer != "/stop_reason" {
		t.Fatalf("a canonical name in a pi-ai document: %v", err)
	}
	if _, err := agent.AssistantMessageFromDialect("no-such-dialect", []byte(doc)); err == nil {
		t.Fatal("an unknown dialect was read")
	}
}

func TestIntegersAreInt64AndABiggerOneIsAProblem(t *testing.T) {
	usage := func(input string) string {
		return `{"input":` + input + `,"output":1}`
	}
	for input, want := range map[string]int64{
		"9223372036854775807": 9223372036854775807,
		"9007199254740993.0":  9007199254740993, // exactly, not the float nearest it
		"1e3":                 1000,
	} {
		u, err := agent.DecodeUsage([]byte(usage(input)))
		if err != nil || u.Input != want {
			t.Fatalf("%s decoded as %d (%v)", input, u.Input, err)
		}
	}
	for _, input := range []string{"9223372036854775808", "1e19", "9223372036854775808.0"} {
		_, err := agent.DecodeUsage([]byte(usage(input)))
		var invalid *rt.ValidationError
		if !errors.As(err, &invalid) || invalid.Problems[0].Pointer != "/input" ||
			invalid.Problems[0].Keyword != "type" || !strings.Contains(invalid.Problems[0].Message, "beyond int64") {
			t.Fatalf("%s: %v", input, err)
		}
		if agent.ProblemsOfUsage([]byte(usage(input)), false)[0].Pointer != "/input" {
			t.Fatalf("%s: no problem at /input", input)
		}
	}
	var n int64
	if err := rt.Int([]byte("-9223372036854775808"), &n); err != nil || n != -9223372036854775808 || !rt.IsInt64(json.Number("-9223372036854775808")) {
		t.Fatalf("the least int64: %d (%v)", n, err)
	}
	if rt.Int([]byte("-9223372036854775809"), &n) == nil || rt.IsInt64(json.Number("-9223372036854775809")) {
		t.Fatal("an integer below int64 was taken")
	}
}

func TestValuesOfSeveralJSONTypesAreTypedSums(t *testing.T) {
	for _, doc := range []string{
		`{"role":"user","content":"hi"}`,
		`{"role":"user","content":[{"type":"text","text":"hi"}]}`,
	} {
		m, err := agent.DecodeUserMessage([]byte(doc))
		if err != nil {
			t.Fatalf("%s: %v", doc, err)
		}
		text, isText := m.Content.AsString()
		blocks, isBlocks := m.Content.AsUserContentBlockList()
		if isText == isBlocks {
			t.Fatalf("%s: read as a string %v, as blocks %v", doc, isText, isBlocks)
		}
		if isText && text != "hi" {
			t.Fatalf("%s: the string is %q", doc, text)
		}
		if isBlocks {
			if b, ok := blocks[0].Value.(agent.TextBlock); !ok || b.Text != "hi" {
				t.Fatalf("%s: the first block is %#v", doc, blocks[0].Value)
			}
		}
		out, err := rt.Marshal(m)
		if err != nil || string(out) != doc {
			t.Fatalf("re-encoded %s as %s (%v)", doc, out, err)
		}
	}
	made := agent.UserMessage{Content: agent.StringOrUserContentBlockListFromString("hi"), Role: "user"}
	if !made.Valid() {
		t.Fatalf("a message made in code is invalid: %v", made.Validate())
	}
	if out, err := rt.Marshal(agent.UserMessage{Role: "user"}); err == nil {
		t.Fatalf("content holding no value was written as %s", out)
	}
	// where the schema allows null, null is an arm of its own
	for doc, null := range map[string]bool{`{"input":null}`: true, `{"input":"go"}`: false} {
		r, err := openresponses.DecodeCreateResponseRequest([]byte(doc))
		if err != nil || !r.Input.Set || r.Input.Value.IsNull() != null {
			t.Fatalf("%s: decoded as %#v (%v)", doc, r.Input, err)
		}
	}
}
