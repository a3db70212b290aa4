// Command bench times the Go bindings on the bench corpus (bench/corpus.py): decoding with
// validation (agent.DecodeAgentMessage) against encoding/json decoding into the same types
// without validation, and counts the invalid documents each accepts. Built inside a generated
// module by bench/go_decode.py. Usage: bench VALID.jsonl INVALID.jsonl ROUNDS
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"strconv"
	"time"

	"agentproto-bindings/agent"
)

func lines(path string) [][]byte {
	data, err := os.ReadFile(path)
	if err != nil {
		panic(err)
	}
	var out [][]byte
	scanner := bufio.NewScanner(bytes.NewReader(data))
	scanner.Buffer(make([]byte, 1<<20), 1<<26)
	for scanner.Scan() {
		out = append(out, append([]byte(nil), scanner.Bytes()...))
	}
	return out
}

func median(xs []float64) float64 {
	sort.Float64s(xs)
	return xs[len(xs)/2]
}

func timeIt(rounds int, docs [][]byte, f func([]byte) error) float64 {
	var runs []float64
	for r := 0; r < rounds; r++ {
		start := time.Now()
		for _, d := range docs {
			_ = f(d)
		}
		runs = append(runs, time.Since(start).Seconds())
	}
	return median(runs)
}

func main() {
	valid, invalid := lines(os.Args[1]), lines(os.Args[2])
	rounds, _ := strconv.Atoi(os.Args[3])
	plain := func(d []byte) error {
		var m agent.AgentMessage
		return json.Unmarshal(d, &m)
	}
	generic := func(d []byte) error {
		var v any
		return json.Unmarshal(d, &v)
	}
	checked := func(d []byte) error {
		_, err := agent.DecodeAgentMessage(d)
		return err
	}
	for _, d := range valid {
		if err := checked(d); err != nil {
			panic(fmt.Sprintf("a valid document was rejected: %v\n%s", err, d))
		}
	}
	acceptedPlain, acceptedChecked := 0, 0
	for _, d := range invalid {
		if plain(d) == nil {
			acceptedPlain++
		}
		if checked(d) == nil {
			acceptedChecked++
		}
	}
	// rounds interleave the decoders, so a load on the machine falls on each alike
	var plains, checks, generics []float64
	for r := 0; r < rounds; r++ {
		plains = append(plains, timeIt(1, valid, plain))
		checks = append(checks, timeIt(1, valid, checked))
		generics = append(generics, timeIt(1, valid, generic))
	}
	tPlain, tChecked, tGeneric := median(plains), median(checks), median(generics)
	n := float64(len(valid))
	fmt.Printf("documents %d valid, %d invalid; median of %d rounds\n", len(valid), len(invalid), rounds)
	fmt.Printf("%-44s %10s %12s %10s\n", "decoder", "total s", "us per doc", "invalid ok")
	fmt.Printf("%-44s %10.3f %12.1f %10d\n", "encoding/json into the types (no validation)", tPlain, tPlain/n*1e6, acceptedPlain)
	fmt.Printf("%-44s %10.3f %12.1f %10d\n", "agent.DecodeAgentMessage (validate + decode)", tChecked, tChecked/n*1e6, acceptedChecked)
	fmt.Printf("%-44s %10.3f %12.1f %10s\n", "encoding/json into any (no types)", tGeneric, tGeneric/n*1e6, "-")
	fmt.Printf("ratio validate+decode / encoding/json into the types: %.2f\n", tChecked/tPlain)
	fmt.Printf("ratio validate+decode / encoding/json into any: %.2f\n", tChecked/tGeneric)
}
