// Command fold folds assistant message streams with the Go bindings' accumulator: one case a
// line on stdin ({"provider", "model", "clock", "events": [...]}), one answer a line on stdout
// ({"message": ..., "problems": [[pointer, keyword], ...]}). Built by tests/test_go_target.py.
package main

import (
	"bufio"
	"encoding/json"
	"os"

	"agentproto-bindings/agent"
	"agentproto-bindings/rt"
)

type foldCase struct {
	Provider string            `json:"provider"`
	Model    string            `json:"model"`
	Clock    int64             `json:"clock"`
	Events   []json.RawMessage `json:"events"`
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
		acc := agent.NewAssistantMessageAccumulator(c.Provider, c.Model, "", func() int64 { return c.Clock })
		for _, event := range c.Events {
			acc.FeedJSON(event)
		}
		message := acc.Finish()
		problems := [][2]string{}
		for _, p := range acc.Problems {
			problems = append(problems, [2]string{p.Pointer, p.Keyword})
		}
		line, err := rt.Marshal(map[string]any{"message": message, "problems": problems})
		if err != nil {
			panic(err)
		}
		out.Write(line)
		out.WriteByte('\n')
	}
}
