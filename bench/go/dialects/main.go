// Command benchdialects times the Go dialect engine: pi-ai session lines read into canonical
// JSON (dialects.Converter.Read on parsed trees) beside validating the same documents already
// canonical (the session entry's compiled check on parsed trees), as bench/dialects.py does for
// Python; CPU time (of every thread, the collector's included), median of the rounds. Built inside a generated module by bench/go_dialects.py, which puts the session
// entry's check function in place of sessionEntryCheck's value.
// Usage: benchdialects PI.jsonl CANONICAL.jsonl ROUNDS
package main

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"runtime"
	"sort"
	"strconv"
	"syscall"
	"time"

	"agentproto.dev/agentproto-bindings/checks"
	"agentproto.dev/agentproto-bindings/dialects"
	"agentproto.dev/agentproto-bindings/rt"
)

var sessionEntryCheck rt.Check = checks.SESSION_ENTRY_CHECK

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

func trees(docs [][]byte) []any {
	out := make([]any, len(docs))
	for i, d := range docs {
		v, err := rt.Parse(d)
		if err != nil {
			panic(err)
		}
		out[i] = v
	}
	return out
}

// cpu is the process's CPU time so far (user and system, every thread: the collector's too).
func cpu() float64 {
	var u syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &u); err != nil {
		panic(err)
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano()).Seconds()
}

func median(xs []float64) float64 {
	sort.Float64s(xs)
	return xs[len(xs)/2]
}

func main() {
	spelledLines, canonicalLines := lines(os.Args[1]), lines(os.Args[2])
	rounds, _ := strconv.Atoi(os.Args[3])
	spelled, canonical := trees(spelledLines), trees(canonicalLines)
	pi, err := dialects.Get("pi-ai")
	if err != nil {
		panic(err)
	}
	const entity = "agent/session_entry"
	// the converted documents are the canonical ones, key order included
	for i, doc := range spelled {
		got, problems, _ := pi.Read(doc, entity)
		if len(problems) > 0 || !dialects.SameJSON(got, canonical[i]) {
			panic(fmt.Sprintf("line %d does not read as its canonical document: %v", i+1, problems))
		}
	}
	steps := []struct {
		name string
		work func() int
	}{
		{"rt.Parse", func() int {
			ok := 0
			for _, d := range spelledLines {
				if _, err := rt.Parse(d); err == nil {
					ok++
				}
			}
			return ok
		}},
		{"validate", func() int {
			ok := 0
			for _, v := range canonical {
				if sessionEntryCheck(v, nil, nil) {
					ok++
				}
			}
			return ok
		}},
		{"convert", func() int {
			ok := 0
			for _, v := range spelled {
				if _, problems, _ := pi.Read(v, entity); len(problems) == 0 {
					ok++
				}
			}
			return ok
		}},
		{"convert+validate", func() int {
			ok := 0
			for _, v := range spelled {
				got, problems, _ := pi.Read(v, entity)
				if len(problems) == 0 && sessionEntryCheck(got, nil, nil) {
					ok++
				}
			}
			return ok
		}},
	}
	// rounds interleave the steps, so a load on the machine falls on each alike
	times := make([][]float64, len(steps))
	accepted := make([]int, len(steps))
	for r := 0; r < rounds; r++ {
		for i, s := range steps {
			runtime.GC()
			start := cpu()
			accepted[i] = s.work()
			times[i] = append(times[i], cpu()-start)
		}
	}
	n := float64(len(spelled))
	bytesPerDoc := 0
	for _, l := range spelledLines {
		bytesPerDoc += len(l)
	}
	fmt.Printf("%d pi-ai session lines (%d bytes each), median CPU time of %d rounds, %s\n",
		len(spelled), bytesPerDoc/len(spelled), rounds, runtime.Version())
	fmt.Printf("%-18s %10s %8s %9s\n", "step", "docs/s", "us/doc", "accepted")
	figures := map[string]float64{}
	for i, s := range steps {
		t := median(times[i])
		figures[s.name] = t
		fmt.Printf("%-18s %10.0f %8.2f %9d\n", s.name, n/t, t/n*1e6, accepted[i])
	}
	fmt.Printf("convert / validate = %.2f\n", figures["convert"]/figures["validate"])
}
