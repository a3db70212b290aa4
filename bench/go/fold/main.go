// Command benchfold is one measurement of bench/fold_linear.py: it folds a stream of MB
// megabytes of deltas, made here event after event as the JSON the folds read, and prints the
// CPU seconds of the loop as JSON. Built inside a copy of the generated module.
// Usage: benchfold assistant|response MB DELTA_BYTES SHELLS.json
package main

import (
	"encoding/json"
	"fmt"
	"os"
	"strconv"
	"strings"
	"syscall"

	"agentproto.dev/agentproto-bindings/agent"
	"agentproto.dev/agentproto-bindings/openresponses"
	"agentproto.dev/agentproto-bindings/rt"
)

const blockCap = 128 * 1024 * 1024

func cpuSeconds() float64 {
	var usage syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &usage); err != nil {
		panic(err)
	}
	return float64(usage.Utime.Nano()+usage.Stime.Nano()) / 1e9
}

func piece(deltaBytes int) string {
	base := "lorem ipsum dolor sit amet, consectetur adipiscing elit. "
	return strings.Repeat(base, deltaBytes/len(base)+1)[:deltaBytes]
}

func blocks(megabytes float64, deltaBytes int) []int {
	half := int(megabytes*1024*1024) / 2 / deltaBytes
	perBlock := blockCap / deltaBytes
	out := make([]int, half/perBlock)
	for i := range out {
		out[i] = perBlock
	}
	if half%perBlock != 0 {
		out = append(out, half%perBlock)
	}
	return out
}

func quoted(s string) string {
	data, _ := json.Marshal(s)
	return string(data)
}

func assistant(megabytes float64, deltaBytes int) (int, []rt.Problem) {
	text := quoted(piece(deltaBytes))
	counts := blocks(megabytes, deltaBytes)
	fold := agent.NewAssistantMessageAccumulator("p", "m", "", func() int64 { return 0 })
	events := 0
	push := func(event string) {
		fold.PushJSON([]byte(event))
		events++
	}
	push(`{"type":"start"}`)
	index := 0
	for _, count := range counts {
		for i := 0; i < count; i++ {
			push(`{"type":"delta","delta":{"type":"text_delta","delta":` + text + `,"content_index":` + strconv.Itoa(index) + `}}`)
		}
		index++
	}
	for _, count := range counts {
		at := strconv.Itoa(index)
		push(`{"type":"delta","delta":{"type":"tool_call_delta","id":"call_` + at + `","name":"write","delta":"{\"text\":\"","content_index":` + at + `}}`)
		for i := 0; i < count; i++ {
			push(`{"type":"delta","delta":{"type":"tool_call_delta","delta":` + text + `,"content_index":` + at + `}}`)
		}
		push(`{"type":"delta","delta":{"type":"tool_call_delta","delta":"\"}","content_index":` + at + `}}`)
		index++
	}
	push(`{"type":"done","stop_reason":"tool_use","usage":{"input":1,"output":1}}`)
	fold.Finish()
	return events, fold.Problems
}

func response(megabytes float64, deltaBytes int, shells map[string]json.RawMessage) (int, []rt.Problem) {
	plain := piece(deltaBytes)
	text := quoted(plain)
	counts := blocks(megabytes, deltaBytes)
	fold := openresponses.NewResponseAccumulator()
	sequence := 0
	feed := func(kind, rest string) {
		fold.FeedJSON([]byte(`{"type":"` + kind + `","sequence_number":` + strconv.Itoa(sequence) + rest + `}`))
		sequence++
	}
	feed("response.created", `,"response":`+string(shells["created"]))
	output := 0
	for _, count := range counts {
		id := fmt.Sprintf("msg_%d", output)
		where := fmt.Sprintf(`,"item_id":"%s","output_index":%d,"content_index":0`, id, output)
		feed("response.output_item.added", fmt.Sprintf(`,"output_index":%d,"item":{"type":"message","id":"%s","status":"in_progress","role":"assistant","content":[]}`, output, id))
		feed("response.content_part.added", where+`,"part":{"type":"output_text","text":"","annotations":[]}`)
		delta := where + `,"delta":` + text
		for i := 0; i < count; i++ {
			feed("response.output_text.delta", delta)
		}
		whole := quoted(strings.Repeat(plain, count))
		part := `{"type":"output_text","text":` + whole + `,"annotations":[]}`
		feed("response.output_text.done", where+`,"text":`+whole)
		feed("response.content_part.done", where+`,"part":`+part)
		feed("response.output_item.done", fmt.Sprintf(`,"output_index":%d,"item":{"type":"message","id":"%s","status":"completed","role":"assistant","content":[%s]}`, output, id, part))
		output++
	}
	for _, count := range counts {
		id := fmt.Sprintf("fc_%d", output)
		call := fmt.Sprintf(`"type":"function_call","id":"%s","call_id":"call_%d","name":"write"`, id, output)
		where := fmt.Sprintf(`,"item_id":"%s","output_index":%d`, id, output)
		feed("response.output_item.added", fmt.Sprintf(`,"output_index":%d,"item":{%s,"status":"in_progress","arguments":""}`, output, call))
		feed("response.function_call_arguments.delta", where+`,"delta":"{\"text\":\""`)
		delta := where + `,"delta":` + text
		for i := 0; i < count; i++ {
			feed("response.function_call_arguments.delta", delta)
		}
		feed("response.function_call_arguments.delta", where+`,"delta":"\"}"`)
		whole := quoted(`{"text":"` + strings.Repeat(plain, count) + `"}`)
		feed("response.function_call_arguments.done", where+`,"arguments":`+whole)
		feed("response.output_item.done", fmt.Sprintf(`,"output_index":%d,"item":{%s,"status":"completed","arguments":%s}`, output, call, whole))
		output++
	}
	feed("response.completed", `,"response":`+string(shells["completed"]))
	fold.Finish()
	return sequence, fold.Problems
}

func main() {
	megabytes, _ := strconv.ParseFloat(os.Args[2], 64)
	deltaBytes, _ := strconv.Atoi(os.Args[3])
	data, err := os.ReadFile(os.Args[4])
	if err != nil {
		panic(err)
	}
	var shells map[string]json.RawMessage
	if err := json.Unmarshal(data, &shells); err != nil {
		panic(err)
	}
	started := cpuSeconds()
	var events int
	var problems []rt.Problem
	if os.Args[1] == "assistant" {
		events, problems = assistant(megabytes, deltaBytes)
	} else {
		events, problems = response(megabytes, deltaBytes, shells)
	}
	seconds := cpuSeconds() - started
	shown := []string{}
	for i, p := range problems {
		if i == 3 {
			break
		}
		shown = append(shown, p.Pointer+": "+p.Message)
	}
	out, _ := json.Marshal(map[string]any{"seconds": seconds, "events": events, "problems": shown})
	fmt.Println(string(out))
}
