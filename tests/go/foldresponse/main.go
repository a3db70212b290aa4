// Command foldresponse folds Open Responses streams with the Go bindings' accumulator: one
// case a line on stdin ({"events": [...]}), one answer a line on stdout ({"response": ...,
// "problems": [[pointer, keyword], ...], "finished": bool}). Built by tests/test_go_target.py.
package main

import (
	"bufio"
	"encoding/json"
	"os"

	"agentproto-bindings/openresponses"
	"agentproto-bindings/rt"
)

type foldCase struct {
	Events []json.RawMessage `json:"events"`
}

func main() {
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1<<20), 1<<26)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	for in.Scan() {
		var c foldCase
		if err := json.Unmarshal(in.Bytes(), &c); err != nil {
			panic(err)
		}
		acc := openresponses.NewResponseAccumulator()
		for _, event := range c.Events {
			acc.FeedJSON(event)
		}
		acc.Finish()
		problems := [][2]string{}
		for _, p := range acc.Problems {
			problems = append(problems, [2]string{p.Pointer, p.Keyword})
		}
		response := json.RawMessage("null")
		if data := acc.ResponseJSON(); data != nil {
			response = data
		}
		if _, ok := acc.Response(); !ok && acc.ResponseJSON() != nil {
			panic("the folded response does not decode into openresponses.Response")
		}
		line, err := rt.Marshal(map[string]any{"response": response, "problems": problems, "finished": acc.Finished})
		if err != nil {
			panic(err)
		}
		out.Write(line)
		out.WriteByte('\n')
	}
}
