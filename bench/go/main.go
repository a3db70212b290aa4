// Command bench times the Go bindings on the bench corpus (bench/corpus.py): decoding with
// validation (agent.DecodeAgentMessage) against encoding/json decoding into plain structs of
// the same shapes (plain.go) and into the generated types, without validation, and counts the
// invalid documents each accepts; a target missed prints MISSED. Built inside a generated
// module by bench/go_decode.py. Usage: bench VALID.jsonl INVALID.jsonl ROUNDS
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"syscall"

	"agentproto.dev/agentproto-bindings/agent"
	"agentproto.dev/agentproto-bindings/rt"
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
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

// cpu is the CPU time the process has used, in seconds (garbage collection included, which
// is part of a decoder's cost); on the shared machine it leaves out time spent waiting.
func cpu() float64 {
	var u syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &u); err != nil {
		panic(err)
	}
	return float64(u.Utime.Nano()+u.Stime.Nano()) * 1e-9
}

func main() {
	valid, invalid := lines(os.Args[1]), lines(os.Args[2])
	rounds, _ := strconv.Atoi(os.Args[3])
	// the generated types built without validation (json.Unmarshal into them validates)
	typed := func(d []byte) error {
		tree, err := rt.Parse(d)
		if err != nil {
			return err
		}
		var m agent.AgentMessage
		return m.FromTree(tree)
	}
	plain := func(d []byte) error {
		var m plainMessage
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
		if err := plain(d); err != nil {
			panic(fmt.Sprintf("the plain structs refused a valid document: %v\n%s", err, d))
		}
	}
	acceptedPlain, acceptedTyped, acceptedChecked := 0, 0, 0
	for _, d := range invalid {
		if plain(d) == nil {
			acceptedPlain++
		}
		if typed(d) == nil {
			acceptedTyped++
		}
		if checked(d) == nil {
			acceptedChecked++
		}
	}
	// every decoder runs once per round over the corpus, the rounds interleaved, so a load on
	// the machine falls on each alike; ratios are taken within a round
	decoders := []struct {
		name string
		f    func([]byte) error
		ok   string
	}{
		{"encoding/json into plain structs", plain, strconv.Itoa(acceptedPlain)},
		{"encoding/json into the generated types", typed, strconv.Itoa(acceptedTyped)},
		{"agent.DecodeAgentMessage (validate + decode)", checked, strconv.Itoa(acceptedChecked)},
		{"encoding/json into any", generic, "-"},
	}
	times := make([][]float64, len(decoders))
	for r := 0; r < rounds; r++ {
		for i, d := range decoders {
			runtime.GC()
			start := cpu()
			for _, doc := range valid {
				_ = d.f(doc)
			}
			times[i] = append(times[i], cpu()-start)
		}
	}
	load, _ := os.ReadFile("/proc/loadavg")
	n := float64(len(valid))
	fmt.Printf("documents %d valid, %d invalid; %d interleaved rounds, process CPU time (median); load average %s\n",
		len(valid), len(invalid), rounds, strings.Join(strings.Fields(string(load))[:3], " "))
	fmt.Printf("%-46s %10s %12s %10s\n", "decoder", "total s", "us per doc", "invalid ok")
	for i, d := range decoders {
		t := median(times[i])
		fmt.Printf("%-46s %10.3f %12.2f %10s\n", d.name, t, t/n*1e6, d.ok)
	}
	missed := 0
	ratio := func(label string, a, b int, target float64) {
		var per []float64
		for r := range times[a] {
			per = append(per, times[a][r]/times[b][r])
		}
		lo, hi := per[0], per[0]
		for _, x := range per {
			lo, hi = min(lo, x), max(hi, x)
		}
		m := median(per)
		verdict := ""
		if target > 0 {
			verdict = fmt.Sprintf("; target <= %.1f: met", target)
			if m > target {
				verdict = fmt.Sprintf("; target <= %.1f: MISSED", target)
				missed++
			}
		}
		fmt.Printf("ratio %-52s %.2f (rounds %.2f-%.2f%s)\n", label, m, lo, hi, verdict)
	}
	ratio("validate+decode / encoding/json into plain structs", 2, 0, 1.0)
	ratio("validate+decode / encoding/json into the types", 2, 1, 0)
	ratio("validate+decode / encoding/json into any", 2, 3, 0)
	if acceptedChecked > 0 {
		missed++
		fmt.Println("MISSED: an invalid document accepted")
	}
	if missed > 0 {
		fmt.Printf("MISSED: %d target(s)\n", missed)
	}
}
