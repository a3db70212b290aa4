// Package rt is the runtime of the generated bindings: presence and nullability wrappers,
// ordered objects, JSON values for validation, problems, and the helpers the generated checks
// call. It is written by hand and copied as it is by the generator.
package rt

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"math/big"
	"os"
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/dlclark/regexp2"
)

// Opt is a property that may be absent: Set false means absent, which is not the same as
// null (see Nullable). With `omitzero` an absent Opt is left out when encoding.
type Opt[T any] struct {
	Value T
	Set   bool
}

// Some is a present value.
func Some[T any](v T) Opt[T] { return Opt[T]{Value: v, Set: true} }

// IsZero reports absence, for `omitzero`.
func (o Opt[T]) IsZero() bool { return !o.Set }

// Get gives the value and whether it is present.
func (o Opt[T]) Get() (T, bool) { return o.Value, o.Set }

// MarshalJSON encodes the value; an absent Opt is never asked to encode by the generated
// encoders, and encodes as null if it is.
func (o Opt[T]) MarshalJSON() ([]byte, error) {
	if !o.Set {
		return []byte("null"), nil
	}
	return Marshal(o.Value)
}

// UnmarshalJSON is called only for a property that is present.
func (o *Opt[T]) UnmarshalJSON(data []byte) error {
	o.Set = true
	return json.Unmarshal(data, &o.Value)
}

// Nullable is a value that may be null: Null true means the JSON null.
type Nullable[T any] struct {
	Value T
	Null  bool
}

// NullOf is the null value of a Nullable.
func NullOf[T any]() Nullable[T] { return Nullable[T]{Null: true} }

// NonNull is a Nullable holding a value.
func NonNull[T any](v T) Nullable[T] { return Nullable[T]{Value: v} }

func (n Nullable[T]) MarshalJSON() ([]byte, error) {
	if n.Null {
		return []byte("null"), nil
	}
	return Marshal(n.Value)
}

func (n *Nullable[T]) UnmarshalJSON(data []byte) error {
	if string(bytes.TrimSpace(data)) == "null" {
		var zero T
		n.Value, n.Null = zero, true
		return nil
	}
	n.Null = false
	return json.Unmarshal(data, &n.Value)
}

// Null is the type whose only value is the JSON null.
type Null struct{}

func (Null) MarshalJSON() ([]byte, error) { return []byte("null"), nil }

func (*Null) UnmarshalJSON(data []byte) error {
	if string(bytes.TrimSpace(data)) != "null" {
		return fmt.Errorf("expected null, found %.40s", data)
	}
	return nil
}

// Member is one property of an object, its value as it came.
type Member struct {
	Key   string
	Value json.RawMessage
}

// Members are an object's properties in the order they came in.
type Members []Member

// Get finds a property.
func (m Members) Get(key string) (json.RawMessage, bool) {
	for _, each := range m {
		if each.Key == key {
			return each.Value, true
		}
	}
	return nil, false
}

// ObjectMembers splits a JSON object into its properties, in order, in one pass.
func ObjectMembers(data []byte) (Members, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	if d, ok := tok.(json.Delim); !ok || d != '{' {
		return nil, fmt.Errorf("expected an object, found %v", tok)
	}
	var out Members
	for dec.More() {
		tok, err = dec.Token()
		if err != nil {
			return nil, err
		}
		key, _ := tok.(string)
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return nil, err
		}
		out = append(out, Member{key, raw})
	}
	if _, err := dec.Token(); err != nil {
		return nil, err
	}
	return out, nil
}

// Marshal encodes without escaping <, > and &, as JSON needs no such escapes.
func Marshal(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimRight(buf.Bytes(), "\n"), nil
}

// ObjectWriter writes an object property by property.
type ObjectWriter struct {
	buf   bytes.Buffer
	count int
}

// Field writes one property.
func (w *ObjectWriter) Field(key string, value any) error {
	data, err := Marshal(value)
	if err != nil {
		return fmt.Errorf("%s: %w", key, err)
	}
	w.Raw(key, data)
	return nil
}

// Raw writes one property whose value is already JSON.
func (w *ObjectWriter) Raw(key string, value []byte) {
	if w.count == 0 {
		w.buf.WriteByte('{')
	} else {
		w.buf.WriteByte(',')
	}
	w.count++
	k, _ := Marshal(key)
	w.buf.Write(k)
	w.buf.WriteByte(':')
	w.buf.Write(value)
}

// Bytes ends the object.
func (w *ObjectWriter) Bytes() []byte {
	if w.count == 0 {
		return []byte("{}")
	}
	w.buf.WriteByte('}')
	return w.buf.Bytes()
}

// Ordered is a JSON object of values of one type, kept in the order its keys came in.
type Ordered[T any] struct {
	Keys   []string
	Values map[string]T
}

// Set adds or replaces a key (a new key goes last).
func (o *Ordered[T]) Set(key string, v T) {
	if o.Values == nil {
		o.Values = map[string]T{}
	}
	if _, has := o.Values[key]; !has {
		o.Keys = append(o.Keys, key)
	}
	o.Values[key] = v
}

func (o Ordered[T]) MarshalJSON() ([]byte, error) {
	var w ObjectWriter
	for _, k := range o.Keys {
		if err := w.Field(k, o.Values[k]); err != nil {
			return nil, err
		}
	}
	return w.Bytes(), nil
}

func (o *Ordered[T]) UnmarshalJSON(data []byte) error {
	members, err := ObjectMembers(data)
	if err != nil {
		return err
	}
	*o = Ordered[T]{Values: make(map[string]T, len(members))}
	for _, m := range members {
		var v T
		if err := json.Unmarshal(m.Value, &v); err != nil {
			return fmt.Errorf("%s: %w", m.Key, err)
		}
		o.Set(m.Key, v)
	}
	return nil
}

// Int decodes an integer, admitting integral numbers written with a fraction or exponent
// (JSON Schema's `integer` does), exactly (`9007199254740993.0` is that integer, not the float
// nearest it). The bindings hold integers as int64: one beyond it is an error (the checks of
// the bindings refuse it first, see IsInt64).
func Int(data []byte, out *int64) error {
	text := string(bytes.TrimSpace(data))
	if n, err := strconv.ParseInt(text, 10, 64); err == nil {
		*out = n
		return nil
	}
	r, ok := new(big.Rat).SetString(text)
	if !ok || !r.IsInt() {
		return fmt.Errorf("expected an integer, found %.40s", text)
	}
	if !r.Num().IsInt64() {
		return fmt.Errorf("%.40s is beyond int64, which holds the bindings' integers", text)
	}
	*out = r.Num().Int64()
	return nil
}

// IsInt64 tells whether a number is an integer int64 holds: what `type: integer` admits in
// the bindings, whose integers are int64 (a larger one could not be decoded).
func IsInt64(v any) bool {
	n, ok := v.(json.Number)
	if !ok {
		return false
	}
	if _, err := strconv.ParseInt(string(n), 10, 64); err == nil {
		return true
	}
	r, ok := new(big.Rat).SetString(string(n))
	return ok && r.IsInt() && r.Num().IsInt64()
}

// IsFloat64 tells whether a number is within float64's range: what `type: number` admits in
// the bindings, whose numbers are float64 (`1E400` could not be decoded, nor written back).
func IsFloat64(v any) bool {
	n, ok := v.(json.Number)
	if !ok {
		return false
	}
	_, err := strconv.ParseFloat(string(n), 64)
	return err == nil
}

// KindInt64 names the JSON type of v for a `type` problem of the bindings: an integer beyond
// int64, or a number beyond float64, says so.
func KindInt64(v any) string {
	if n, ok := v.(json.Number); ok && IsInteger(n) && !IsInt64(n) {
		return "an integer beyond int64 (-9223372036854775808..9223372036854775807), which holds the bindings' integers"
	}
	if n, ok := v.(json.Number); ok && !IsFloat64(n) {
		return "a number beyond float64's range, which holds the bindings' numbers"
	}
	return Kind(v)
}

// --- problems -----------------------------------------------------------------------------

// Problem is one way an instance fails its schema: where in the instance (a JSON pointer),
// the keyword that failed, a message, and the schema location of the keyword.
type Problem struct {
	Pointer  string `json:"pointer"`
	Keyword  string `json:"keyword"`
	Message  string `json:"message"`
	Location string `json:"location"`
}

func (p Problem) String() string {
	return fmt.Sprintf("%s: %s (%s at %s)", p.Pointer, p.Message, p.Keyword, p.Location)
}

// FirstProblems is why a document was refused, as every target's folds quote an event they
// skip: its first three problems, each "pointer: message" (the root as "/"); any other error
// as its own text.
func FirstProblems(err error) string {
	var invalid *ValidationError
	if !errors.As(err, &invalid) {
		return err.Error()
	}
	parts := make([]string, 0, 3)
	for _, p := range invalid.Problems {
		if len(parts) == 3 {
			break
		}
		pointer := p.Pointer
		if pointer == "" {
			pointer = "/"
		}
		parts = append(parts, pointer+": "+p.Message)
	}
	return strings.Join(parts, "; ")
}

// ValidationError lists every problem of a document that failed validation.
type ValidationError struct{ Problems []Problem }

func (e *ValidationError) Error() string {
	parts := make([]string, 0, len(e.Problems))
	for _, p := range e.Problems {
		parts = append(parts, p.String())
	}
	return "invalid document: " + strings.Join(parts, "; ")
}

// Path is an instance location, built only when a problem is reported. It also carries the
// profile of the walk: the strict profile only ever matters where problems are collected,
// which is where paths are built, so it rides on them (set at the root, inherited).
type Path struct {
	parent *Path
	key    string
	index  int
	strict bool
	root   bool
}

// Key is the path of a property.
func (p *Path) Key(k string) *Path { return &Path{parent: p, key: k, index: -1, strict: p.Strict()} }

// Index is the path of an item.
func (p *Path) Index(i int) *Path { return &Path{parent: p, index: i, strict: p.Strict()} }

// StrictRoot is the root of a walk in the strict profile: a property no schema names is a
// problem wherever the schema leaves the object open by omission.
func StrictRoot() *Path { return &Path{root: true, strict: true} }

// Strict tells whether the walk is in the strict profile.
func (p *Path) Strict() bool { return p != nil && p.strict }

// String is the JSON pointer.
func (p *Path) String() string {
	if p == nil || p.root {
		return ""
	}
	if p.index >= 0 {
		return p.parent.String() + "/" + strconv.Itoa(p.index)
	}
	k := strings.ReplaceAll(strings.ReplaceAll(p.key, "~", "~0"), "/", "~1")
	return p.parent.String() + "/" + k
}

// Problems collects problems; a nil *Problems means the fast path (stop at the first).
type Problems []Problem

// Report adds a problem.
func Report(e *Problems, p *Path, keyword, message, at string) {
	*e = append(*e, Problem{p.String(), keyword, message, at})
}

// Eval is what a schema evaluates of a value (the properties and items it names), for
// `unevaluatedProperties` / `unevaluatedItems` and the strict profile.
type Eval struct {
	props   map[string]bool
	allProp bool
	upTo    int
	items   map[int]bool
	allItem bool
}

// MarkProp records a property evaluated.
func (ev *Eval) MarkProp(k string) {
	if ev == nil {
		return
	}
	if ev.props == nil {
		ev.props = map[string]bool{}
	}
	ev.props[k] = true
}

// MarkAllProps records every property evaluated.
func (ev *Eval) MarkAllProps() {
	if ev != nil {
		ev.allProp = true
	}
}

// MarkUpTo records the first n items evaluated.
func (ev *Eval) MarkUpTo(n int) {
	if ev != nil && n > ev.upTo {
		ev.upTo = n
	}
}

// MarkItem records one item evaluated.
func (ev *Eval) MarkItem(i int) {
	if ev == nil {
		return
	}
	if ev.items == nil {
		ev.items = map[int]bool{}
	}
	ev.items[i] = true
}

// MarkAllItems records every item evaluated.
func (ev *Eval) MarkAllItems() {
	if ev != nil {
		ev.allItem = true
	}
}

// HasProp tells whether a property was evaluated.
func (ev *Eval) HasProp(k string) bool { return ev.allProp || ev.props[k] }

// HasItem tells whether an item was evaluated.
func (ev *Eval) HasItem(i int) bool { return ev.allItem || i < ev.upTo || ev.items[i] }

// Merge adds what another evaluation recorded.
func (ev *Eval) Merge(o *Eval) {
	if ev == nil || o == nil {
		return
	}
	for k := range o.props {
		ev.MarkProp(k)
	}
	for i := range o.items {
		ev.MarkItem(i)
	}
	ev.allProp = ev.allProp || o.allProp
	ev.allItem = ev.allItem || o.allItem
	ev.MarkUpTo(o.upTo)
}

// NothingEvaluated is what a schema deciding every value alike (true, false) evaluates.
func NothingEvaluated(any) *Eval { return &Eval{} }

// --- JSON values ----------------------------------------------------------------------------

// Parse decodes a document into the values the checks read: *Object (key order kept),
// []any, string, json.Number, bool, nil; in one pass, with JSON's grammar enforced.
func Parse(data []byte) (any, error) {
	p := parser{data: data}
	p.space()
	v, err := p.value(0)
	if err != nil {
		return nil, err
	}
	p.space()
	if p.i != len(p.data) {
		return nil, p.fail("data after the JSON value")
	}
	return v, nil
}

// MaxDepth bounds the nesting of a document Parse accepts.
const MaxDepth = 10000

// DepthError is Parse's answer to a document nested past MaxDepth: where the first value too
// deep is (its steps gathered as the parse unwinds, innermost first).
type DepthError struct {
	Limit int
	steps []string
}

func (err *DepthError) Error() string {
	return "nested deeper than " + strconv.Itoa(err.Limit) + " arrays and objects at " + err.Pointer()
}

// Pointer is the JSON pointer of the first value nested too deep.
func (err *DepthError) Pointer() string {
	var b strings.Builder
	for i := len(err.steps) - 1; i >= 0; i-- {
		b.WriteString("/")
		b.WriteString(strings.ReplaceAll(strings.ReplaceAll(err.steps[i], "~", "~0"), "/", "~1"))
	}
	return b.String()
}

// ParseProblem is the problem of a document Parse refused: `maxDepth` for one nested too
// deep, else `keyword` (what the caller was doing).
func ParseProblem(err error, keyword string) Problem {
	var deep *DepthError
	if errors.As(err, &deep) {
		return maxDepthProblem(deep.Pointer(), deep.Limit)
	}
	return Problem{"", keyword, err.Error(), ""}
}

func maxDepthProblem(pointer string, limit int) Problem {
	return Problem{pointer, "maxDepth", "expected arrays and objects nested at most " + strconv.Itoa(limit) + " deep", ""}
}

// --- Depth, where a validator recurses with the document ------------------------------------
//
// Only validators that can recurse without bound (a `$ref` cycle) count depth (see the
// checks' generator): one on the cycle meeting an array or object nested CheckDepth deep calls
// TooDeep, which unwinds to the entry point of the walk, where CatchTooDeep answers false, or
// one `maxDepth` problem in place of whatever was found, so that no `anyOf` branch or `not`
// turns the refusal into a verdict.

// CheckDepth is how deep arrays and objects may nest where a validator recurses.
const CheckDepth = 500

// tooDeep is where the walk stopped, when it knew (the fast path builds no paths).
type tooDeep struct {
	pointer string
	known   bool
}

// TooDeep stops the walk when v is an array or object (at p, nil on the fast path).
func TooDeep(v any, p *Path) {
	switch v.(type) {
	case *Object, []any:
		panic(tooDeep{p.String(), p != nil})
	}
}

// firstTooDeep is the pointer (below v) of the first array or object with CheckDepth others
// around it, breadth first, as the Python target finds it.
func firstTooDeep(v any) string {
	type at struct {
		v       any
		pointer string
	}
	level := []at{{v, ""}}
	for i := 0; i < CheckDepth; i++ {
		var next []at
		for _, c := range level {
			switch node := c.v.(type) {
			case *Object:
				for _, k := range node.Keys {
					switch node.Values[k].(type) {
					case *Object, []any:
						next = append(next, at{node.Values[k], c.pointer + "/" + strings.ReplaceAll(strings.ReplaceAll(k, "~", "~0"), "/", "~1")})
					}
				}
			case []any:
				for j, item := range node {
					switch item.(type) {
					case *Object, []any:
						next = append(next, at{item, c.pointer + "/" + strconv.Itoa(j)})
					}
				}
			}
		}
		level = next
	}
	if len(level) == 0 {
		return ""
	}
	return level[0].pointer
}

// Count is how many problems e holds (0 on the fast path).
func Count(e *Problems) int {
	if e == nil {
		return 0
	}
	return len(*e)
}

// CatchTooDeep, deferred by the entry point of a recursive validator on v at p, turns TooDeep
// into its answer: false, and the problems found since `start` replaced by one `maxDepth`
// problem.
func CatchTooDeep(ok *bool, v any, p *Path, e *Problems, start int) {
	r := recover()
	if r == nil {
		return
	}
	deep, is := r.(tooDeep)
	if !is {
		panic(r)
	}
	*ok = false
	if e != nil {
		pointer := deep.pointer
		if !deep.known {
			pointer = p.String() + firstTooDeep(v)
		}
		*e = append((*e)[:start], maxDepthProblem(pointer, CheckDepth))
	}
}

type parser struct {
	data []byte
	i    int
	// the property names met so far, by a cheap hash of their bytes: a document repeats a
	// few names many times, and each repeat then costs no allocation
	names [64]string
}

// name is a property name's string, reusing the one met before with the same bytes.
func (p *parser) name(body []byte) string {
	if len(body) == 0 {
		return ""
	}
	slot := (len(body)*31 + int(body[0])*7 + int(body[len(body)-1])) & 63
	if p.names[slot] == string(body) { // (compared without converting)
		return p.names[slot]
	}
	name := string(body)
	p.names[slot] = name
	return name
}

func (p *parser) fail(what string) error {
	return fmt.Errorf("invalid JSON at offset %d: %s", p.i, what)
}

func (p *parser) space() {
	for p.i < len(p.data) {
		switch p.data[p.i] {
		case ' ', '\t', '\n', '\r':
			p.i++
		default:
			return
		}
	}
}

func (p *parser) literal(word string, v any) (any, error) {
	if !bytes.HasPrefix(p.data[p.i:], []byte(word)) {
		return nil, p.fail("unexpected character")
	}
	p.i += len(word)
	return v, nil
}

func (p *parser) value(depth int) (any, error) {
	if p.i >= len(p.data) {
		return nil, p.fail("unexpected end")
	}
	if depth > MaxDepth {
		return nil, &DepthError{Limit: MaxDepth}
	}
	switch c := p.data[p.i]; {
	case c == '{':
		p.i++
		obj := &Object{Keys: make([]string, 0, 8), Values: make(map[string]any, 8)}
		p.space()
		if p.i < len(p.data) && p.data[p.i] == '}' {
			p.i++
			return obj, nil
		}
		for {
			p.space()
			if p.i >= len(p.data) || p.data[p.i] != '"' {
				return nil, p.fail("expected a property name")
			}
			key, err := p.key()
			if err != nil {
				return nil, err
			}
			p.space()
			if p.i >= len(p.data) || p.data[p.i] != ':' {
				return nil, p.fail("expected ':'")
			}
			p.i++
			p.space()
			v, err := p.value(depth + 1)
			if err != nil {
				return nil, stepped(err, key)
			}
			obj.Set(key, v)
			p.space()
			if p.i < len(p.data) && p.data[p.i] == ',' {
				p.i++
				continue
			}
			if p.i < len(p.data) && p.data[p.i] == '}' {
				p.i++
				return obj, nil
			}
			return nil, p.fail("expected ',' or '}'")
		}
	case c == '[':
		p.i++
		arr := []any{}
		p.space()
		if p.i < len(p.data) && p.data[p.i] == ']' {
			p.i++
			return arr, nil
		}
		for {
			p.space()
			v, err := p.value(depth + 1)
			if err != nil {
				return nil, stepped(err, strconv.Itoa(len(arr)))
			}
			arr = append(arr, v)
			p.space()
			if p.i < len(p.data) && p.data[p.i] == ',' {
				p.i++
				continue
			}
			if p.i < len(p.data) && p.data[p.i] == ']' {
				p.i++
				return arr, nil
			}
			return nil, p.fail("expected ',' or ']'")
		}
	case c == '"':
		return p.str()
	case c == 't':
		return p.literal("true", true)
	case c == 'f':
		return p.literal("false", false)
	case c == 'n':
		return p.literal("null", nil)
	case c == '-' || (c >= '0' && c <= '9'):
		return p.number()
	}
	return nil, p.fail("unexpected character")
}

// stepped adds the step to a value too deep to its pointer, as the parse unwinds.
func stepped(err error, step string) error {
	if deep, is := err.(*DepthError); is {
		deep.steps = append(deep.steps, step)
	}
	return err
}

func digits(data []byte, i int) int {
	for i < len(data) && data[i] >= '0' && data[i] <= '9' {
		i++
	}
	return i
}

func (p *parser) number() (any, error) {
	start, i := p.i, p.i
	if p.data[i] == '-' {
		i++
	}
	switch {
	case i < len(p.data) && p.data[i] == '0':
		i++
	case i < len(p.data) && p.data[i] >= '1' && p.data[i] <= '9':
		i = digits(p.data, i)
	default:
		return nil, p.fail("bad number")
	}
	if i < len(p.data) && p.data[i] == '.' {
		j := digits(p.data, i+1)
		if j == i+1 {
			return nil, p.fail("bad number")
		}
		i = j
	}
	if i < len(p.data) && (p.data[i] == 'e' || p.data[i] == 'E') {
		i++
		if i < len(p.data) && (p.data[i] == '+' || p.data[i] == '-') {
			i++
		}
		j := digits(p.data, i)
		if j == i {
			return nil, p.fail("bad number")
		}
		i = j
	}
	p.i = i
	return json.Number(p.data[start:i]), nil
}

// key is a property name: a string, its text shared with earlier names spelled alike.
func (p *parser) key() (string, error) {
	start := p.i
	i := p.i + 1
	for i < len(p.data) {
		c := p.data[i]
		if c == '"' {
			p.i = i + 1
			return p.name(p.data[start+1 : i]), nil
		}
		if c == '\\' || c < 0x20 || c >= 0x80 {
			break // anything but plain ASCII: the general reading
		}
		i++
	}
	p.i = start
	return p.str()
}

// unescape decodes the body of a string holding escapes, for what encoding/json would decode
// the same way; ok is false for what it leaves to encoding/json (bytes that are not UTF-8, a
// lone surrogate, a bad escape), which replaces or refuses those as it does.
func unescape(body []byte) (string, bool) {
	if !utf8.Valid(body) {
		return "", false
	}
	out := make([]byte, 0, len(body))
	for i := 0; i < len(body); {
		j := bytes.IndexByte(body[i:], '\\')
		if j < 0 {
			out = append(out, body[i:]...)
			break
		}
		out = append(out, body[i:i+j]...)
		i += j
		if i+1 >= len(body) {
			return "", false
		}
		switch esc := body[i+1]; esc {
		case '"', '\\', '/':
			out = append(out, esc)
		case 'b':
			out = append(out, '\b')
		case 'f':
			out = append(out, '\f')
		case 'n':
			out = append(out, '\n')
		case 'r':
			out = append(out, '\r')
		case 't':
			out = append(out, '\t')
		case 'u':
			r, ok := hex4(body[i+2:])
			if !ok {
				return "", false
			}
			if utf16.IsSurrogate(r) {
				if r >= 0xDC00 || len(body) < i+12 || body[i+6] != '\\' || body[i+7] != 'u' {
					return "", false
				}
				low, ok := hex4(body[i+8:])
				if !ok || low < 0xDC00 || low > 0xDFFF {
					return "", false
				}
				r = utf16.DecodeRune(r, low)
				i += 6
			}
			out = utf8.AppendRune(out, r)
			i += 6
			continue
		default:
			return "", false
		}
		i += 2
	}
	return string(out), true
}

// hex4 is the code unit of four hex digits.
func hex4(b []byte) (rune, bool) {
	if len(b) < 4 {
		return 0, false
	}
	var r rune
	for _, c := range b[:4] {
		switch {
		case c >= '0' && c <= '9':
			r = r<<4 | rune(c-'0')
		case c >= 'a' && c <= 'f':
			r = r<<4 | rune(c-'a'+10)
		case c >= 'A' && c <= 'F':
			r = r<<4 | rune(c-'A'+10)
		default:
			return 0, false
		}
	}
	return r, true
}

func (p *parser) str() (string, error) {
	start := p.i
	i := p.i + 1
	plain := true
	for i < len(p.data) {
		c := p.data[i]
		if c == '"' {
			break
		}
		if c == '\\' {
			plain = false
			i += 2
			continue
		}
		if c < 0x20 {
			return "", p.fail("control character in a string")
		}
		if c >= 0x80 {
			plain = false
		}
		i++
	}
	if i >= len(p.data) {
		return "", p.fail("unterminated string")
	}
	p.i = i + 1
	body := p.data[start+1 : i]
	if plain || (!bytes.ContainsRune(body, '\\') && utf8.Valid(body)) {
		return string(body), nil
	}
	if s, ok := unescape(body); ok {
		return s, nil
	}
	var s string
	if err := json.Unmarshal(p.data[start:p.i], &s); err != nil {
		return "", p.fail("bad string: " + err.Error())
	}
	return s, nil
}

// MustJSON parses a constant of the generated code.
func MustJSON(text string) any {
	v, err := Parse([]byte(text))
	if err != nil {
		panic(err)
	}
	return v
}

// Type bits for IsType.
const (
	TNull = 1 << iota
	TBoolean
	TObject
	TArray
	TNumber
	TString
	TInteger
	TInt64   // an integer int64 holds: the bindings' `integer`
	TFloat64 // a number float64 holds: the bindings' `number`
)

// IsType tells whether v is of one of the JSON types in mask; integers include integral
// numbers such as 1.0, TInt64 those int64 holds and TFloat64 the numbers float64 holds.
func IsType(v any, mask int) bool {
	switch x := v.(type) {
	case nil:
		return mask&TNull != 0
	case bool:
		return mask&TBoolean != 0
	case *Object, map[string]any:
		return mask&TObject != 0
	case []any:
		return mask&TArray != 0
	case string:
		return mask&TString != 0
	case json.Number:
		if mask&TNumber != 0 || (mask&TFloat64 != 0 && IsFloat64(x)) {
			return true
		}
		if mask&TInt64 != 0 {
			return IsInt64(x)
		}
		return mask&TInteger != 0 && IsInteger(x)
	}
	return false
}

// IsInteger tells whether a number is integral.
func IsInteger(n json.Number) bool {
	if _, err := strconv.ParseInt(string(n), 10, 64); err == nil {
		return true
	}
	r, ok := new(big.Rat).SetString(string(n))
	return ok && r.IsInt()
}

// Kind names the JSON type of v, for messages.
func Kind(v any) string {
	switch v.(type) {
	case nil:
		return "null"
	case bool:
		return "boolean"
	case *Object, map[string]any:
		return "object"
	case []any:
		return "array"
	case string:
		return "string"
	case json.Number:
		if f, err := strconv.ParseFloat(string(v.(json.Number)), 64); err == nil && f == math.Trunc(f) {
			return "integer" // a number with an integral value, as every language names it
		}
		if IsInteger(v.(json.Number)) {
			return "integer"
		}
		return "number"
	}
	return fmt.Sprintf("%T", v)
}

// Show writes a value as a problem's message shows it, by the rule every language follows:
// scalars as JSON text (a string cut after 40 code points, then `...`), an array or object as
// its type and size.
func Show(v any) string {
	switch x := v.(type) {
	case nil:
		return "null"
	case bool:
		return strconv.FormatBool(x)
	case json.Number:
		return NumberText(x)
	case string:
		return ShowString(x)
	case []any:
		return "array (" + strconv.Itoa(len(x)) + " items)"
	case *Object:
		return "object (" + strconv.Itoa(len(x.Keys)) + " properties)"
	case map[string]any:
		return "object (" + strconv.Itoa(len(x)) + " properties)"
	}
	return fmt.Sprintf("%T", v)
}

// ShowString writes a string as Show does: JSON text escaping only the quote, the backslash
// and the control characters, cut after 40 code points.
func ShowString(s string) string {
	var b strings.Builder
	writeString(&b, s, 40)
	return b.String()
}

// JSONText writes a value as a dialect's or a fold's problem message shows it, by the rule
// every language follows: its JSON text, compact, strings double-quoted and JSON-escaped with
// characters outside ASCII kept, numbers as NumberText writes them.
func JSONText(v any) string {
	var b strings.Builder
	writeJSON(&b, v)
	return b.String()
}

func writeJSON(b *strings.Builder, v any) {
	switch x := v.(type) {
	case nil:
		b.WriteString("null")
	case bool:
		b.WriteString(strconv.FormatBool(x))
	case json.Number:
		b.WriteString(NumberText(x))
	case string:
		writeString(b, x, -1)
	case []any:
		b.WriteByte('[')
		for i, e := range x {
			if i > 0 {
				b.WriteByte(',')
			}
			writeJSON(b, e)
		}
		b.WriteByte(']')
	case *Object:
		b.WriteByte('{')
		for i, k := range x.Keys {
			if i > 0 {
				b.WriteByte(',')
			}
			writeString(b, k, -1)
			b.WriteByte(':')
			writeJSON(b, x.Values[k])
		}
		b.WriteByte('}')
	default:
		writeString(b, fmt.Sprint(v), -1)
	}
}

// writeString writes a string as JSON text, escaping only the quote, the backslash and the
// control characters; cut after `limit` code points (then `...`) unless limit is negative.
func writeString(b *strings.Builder, s string, limit int) {
	b.WriteByte('"')
	count := 0
	for _, r := range s {
		if count == limit {
			b.WriteString("\"...")
			return
		}
		count++
		switch r {
		case '"':
			b.WriteString("\\\"")
		case '\\':
			b.WriteString("\\\\")
		case '\b':
			b.WriteString("\\b")
		case '\f':
			b.WriteString("\\f")
		case '\n':
			b.WriteString("\\n")
		case '\r':
			b.WriteString("\\r")
		case '\t':
			b.WriteString("\\t")
		default:
			if r < 0x20 {
				fmt.Fprintf(b, "\\u%04x", r)
			} else {
				b.WriteRune(r)
			}
		}
	}
	b.WriteByte('"')
}

// NumberText writes a number as messages do: an integer written as one keeps all its digits,
// any other integral value below 2^53 is its digits, and any other number is written the way
// ECMAScript's Number.prototype.toString writes it.
func NumberText(n json.Number) string {
	text := string(n)
	if !strings.ContainsAny(text, ".eE") {
		if text == "-0" {
			return "0"
		}
		return text
	}
	f, err := strconv.ParseFloat(text, 64)
	if err != nil || math.IsInf(f, 0) || math.IsNaN(f) {
		return "null"
	}
	if f == math.Trunc(f) && math.Abs(f) < 1<<53 {
		return strconv.FormatInt(int64(f), 10)
	}
	short := strconv.FormatFloat(math.Abs(f), 'e', -1, 64) // the shortest digits reading back as f
	mantissa, exp, _ := strings.Cut(short, "e")
	digits := strings.TrimRight(strings.Replace(mantissa, ".", "", 1), "0")
	if digits == "" {
		digits = "0"
	}
	e, _ := strconv.Atoi(exp)
	point, k := e+1, len(digits)
	sign := ""
	if f < 0 {
		sign = "-"
	}
	switch {
	case k <= point && point <= 21:
		return sign + digits + strings.Repeat("0", point-k)
	case 0 < point && point <= 21:
		return sign + digits[:point] + "." + digits[point:]
	case -6 < point && point <= 0:
		return sign + "0." + strings.Repeat("0", -point) + digits
	}
	rest := ""
	if k > 1 {
		rest = "." + digits[1:]
	}
	if point >= 1 {
		return sign + digits[:1] + rest + "e+" + strconv.Itoa(point-1)
	}
	return sign + digits[:1] + rest + "e-" + strconv.Itoa(1-point)
}

// ClosestBranches adds the problems of a union none of whose arms matched that are worth
// showing: those of the arms whose JSON type did match (an arm failing only on its type at the
// union's own location was never meant); when every arm failed on type alone, one problem
// naming every type expected, read back from the arms' "expected {expected}, found {kind}".
func ClosestBranches(e *Problems, p *Path, branches ...*Problems) {
	pointer := p.String()
	onType := func(b *Problems) bool {
		for _, q := range *b {
			if q.Keyword != "type" || q.Pointer != pointer {
				return false
			}
		}
		return true
	}
	meant := false
	for _, b := range branches {
		if !onType(b) {
			meant = true
			*e = append(*e, *b...)
		}
	}
	if meant {
		return
	}
	var expected []string
	for _, b := range branches {
		for _, q := range *b {
			wanted, _, _ := strings.Cut(strings.TrimPrefix(q.Message, "expected "), ", found ")
			if !containsText(expected, wanted) {
				expected = append(expected, wanted)
			}
		}
	}
	found, at := "?", ""
	if len(branches) > 0 && len(*branches[0]) > 0 {
		first := (*branches[0])[0]
		if i := strings.LastIndex(first.Message, ", found "); i >= 0 {
			found = first.Message[i+len(", found "):]
		} else {
			found = first.Message
		}
		at = first.Location
	}
	*e = append(*e, Problem{pointer, "type", "expected " + strings.Join(expected, " or ") + ", found " + found, at})
}

func containsText(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// Float is a number's value as a float64 (exact comparisons use Rat).
func Float(n json.Number) float64 {
	f, err := strconv.ParseFloat(string(n), 64)
	if err != nil {
		return math.Inf(1)
	}
	return f
}

func rat(n string) *big.Rat {
	r, ok := new(big.Rat).SetString(n)
	if !ok {
		return new(big.Rat)
	}
	return r
}

// Compare compares a number with a limit written in JSON, exactly.
func Compare(n json.Number, limit string) int {
	a, errA := strconv.ParseFloat(string(n), 64)
	b, errB := strconv.ParseFloat(limit, 64)
	if errA == nil && errB == nil && a != b && !math.IsInf(a, 0) && !math.IsInf(b, 0) &&
		math.Abs(a) < 1<<52 && math.Abs(b) < 1<<52 {
		if a < b {
			return -1
		}
		return 1
	}
	return rat(string(n)).Cmp(rat(limit))
}

// MultipleOf tells whether n is an integral multiple of factor, exactly.
func MultipleOf(n json.Number, factor string) bool {
	q := new(big.Rat).Quo(rat(string(n)), rat(factor))
	return q.IsInt()
}

// Length counts code points, as JSON Schema does.
func Length(s string) int { return utf8.RuneCountInString(s) }

// Equal is JSON equality: numbers by value, objects regardless of key order.
func Equal(a, b any) bool {
	switch x := a.(type) {
	case nil:
		return b == nil
	case bool:
		y, ok := b.(bool)
		return ok && x == y
	case string:
		y, ok := b.(string)
		return ok && x == y
	case json.Number:
		y, ok := b.(json.Number)
		return ok && (x == y || rat(string(x)).Cmp(rat(string(y))) == 0)
	case []any:
		y, ok := b.([]any)
		if !ok || len(x) != len(y) {
			return false
		}
		for i := range x {
			if !Equal(x[i], y[i]) {
				return false
			}
		}
		return true
	case *Object:
		y, ok := b.(*Object)
		if !ok || len(x.Values) != len(y.Values) {
			return false
		}
		for k, v := range x.Values {
			w, has := y.Values[k]
			if !has || !Equal(v, w) {
				return false
			}
		}
		return true
	case map[string]any:
		y, ok := b.(map[string]any)
		if !ok || len(x) != len(y) {
			return false
		}
		for k, v := range x {
			w, has := y[k]
			if !has || !Equal(v, w) {
				return false
			}
		}
		return true
	}
	return false
}

// In tells whether v equals one of values.
func In(v any, values []any) bool {
	for _, each := range values {
		if Equal(v, each) {
			return true
		}
	}
	return false
}

// Unique tells whether no two items are equal.
func Unique(items []any) bool {
	for i := range items {
		for j := i + 1; j < len(items); j++ {
			if Equal(items[i], items[j]) {
				return false
			}
		}
	}
	return true
}

// --- patterns --------------------------------------------------------------------------------

// Pattern is a compiled `pattern`: RE2 (linear time) when the pattern's ECMA-262 meaning fits
// it, else regexp2 (backtracking, for lookarounds and back references) with a time limit.
type Pattern struct {
	re2 *regexp.Regexp
	bt  *regexp2.Regexp
}

// PatternTimeout bounds one backtracking match; a match that runs out counts as no match.
var PatternTimeout = 100 * time.Millisecond

// MustPattern compiles a pattern the generator translated: re2 is its RE2 form ("" when it
// has none), backtracking its form for regexp2.
func MustPattern(re2, backtracking string) *Pattern {
	if re2 != "" {
		if re, err := regexp.Compile(re2); err == nil {
			return &Pattern{re2: re}
		}
	}
	re := regexp2.MustCompile(backtracking, regexp2.None)
	re.MatchTimeout = PatternTimeout
	return &Pattern{bt: re}
}

// Search tells whether the pattern matches somewhere in s.
func (p *Pattern) Search(s string) bool {
	if p.re2 != nil {
		return p.re2.MatchString(s)
	}
	ok, err := p.bt.MatchString(s)
	return err == nil && ok
}

// --- validation entry points -----------------------------------------------------------------

// Check is a generated check function: v the value, p its path (it carries the profile), e the
// problems (nil: fast path, stop at the first failure).
type Check func(v any, p *Path, e *Problems) bool

// ProblemsOf runs a check collecting every problem.
func ProblemsOf(check Check, v any) []Problem {
	if check(v, nil, nil) {
		return nil
	}
	var e Problems
	check(v, nil, &e)
	if len(e) == 0 {
		e = append(e, Problem{"", "valid", "not valid", ""})
	}
	return e
}

// StrictProblemsOf runs a check collecting every problem in the strict profile: a property no
// schema names is a problem wherever the schema leaves the object open by omission. check is
// the document's strict root (the bindings' `S<n>` where the root object closes, else `F<n>`).
func StrictProblemsOf(check Check, v any) []Problem {
	var e Problems
	check(v, StrictRoot(), &e)
	if len(e) == 0 && !check(v, nil, nil) {
		e = append(e, Problem{"", "valid", "not valid", ""})
	}
	return e
}

// ProblemsOfJSON is every problem of a JSON document, in the strict profile when strict.
func ProblemsOfJSON(check, strictCheck Check, data []byte, strict bool) []Problem {
	v, err := Parse(data)
	if err != nil {
		return []Problem{ParseProblem(err, "json")}
	}
	if strict {
		return StrictProblemsOf(strictCheck, v)
	}
	return ProblemsOf(check, v)
}

// ReportUnknown is the strict profile's problem for each property of obj that no schema
// applied to it evaluated (seen), in the object's order; whether there was one.
func ReportUnknown(obj *Object, seen *Eval, p *Path, e *Problems, at string) bool {
	found := false
	for _, k := range obj.Keys {
		if seen.HasProp(k) {
			continue
		}
		found = true
		Report(e, p.Key(k), "additionalProperties", "unknown property "+ShowString(k)+": the schema does not name it and the strict profile is on", at)
	}
	return found
}

// ValidateValue encodes a Go value and checks the JSON it makes.
func ValidateValue(check Check, value any) []Problem {
	data, err := Marshal(value)
	if err != nil {
		return []Problem{{"", "encode", err.Error(), ""}}
	}
	v, err := Parse(data)
	if err != nil {
		return []Problem{{"", "encode", err.Error(), ""}}
	}
	return ProblemsOf(check, v)
}

// ValidateValueStrict is ValidateValue in the strict profile (see StrictProblemsOf).
func ValidateValueStrict(check Check, value any) []Problem {
	data, err := Marshal(value)
	if err != nil {
		return []Problem{{"", "encode", err.Error(), ""}}
	}
	v, err := Parse(data)
	if err != nil {
		return []Problem{{"", "encode", err.Error(), ""}}
	}
	return StrictProblemsOf(check, v)
}

// ValidValue is the fast boolean check of a Go value.
func ValidValue(check Check, value any) bool {
	data, err := Marshal(value)
	if err != nil {
		return false
	}
	v, err := Parse(data)
	return err == nil && check(v, nil, nil)
}

// Decode checks a document and, when it is valid, decodes it into out.
func Decode(check Check, data []byte, out any) error {
	v, err := Parse(data)
	if err != nil {
		return &ValidationError{[]Problem{ParseProblem(err, "json")}}
	}
	if !check(v, nil, nil) {
		return &ValidationError{ProblemsOf(check, v)}
	}
	if t, ok := out.(TreeDecoder); ok {
		return t.FromTree(v)
	}
	err = json.Unmarshal(data, out)
	if err != nil {
		// encoding/json reads an int64 only from digits: an integral number written with a
		// fraction or exponent (`1.0`, which the checks admit) is written as its digits and
		// read again
		if again, changed := integralDigits(v); changed {
			if text, werr := json.Marshal(again); werr == nil {
				return json.Unmarshal(text, out)
			}
		}
	}
	return err
}

// integralDigits is the tree with every integral number int64 holds written as plain digits
// (`1.0` -> `1`, the same value); changed tells whether any was.
func integralDigits(v any) (any, bool) {
	switch x := v.(type) {
	case json.Number:
		if _, err := strconv.ParseInt(string(x), 10, 64); err == nil || !IsInt64(x) {
			return x, false
		}
		var n int64
		if Int([]byte(x), &n) != nil {
			return x, false
		}
		return json.Number(strconv.FormatInt(n, 10)), true
	case []any:
		out, changed := make([]any, len(x)), false
		for i, item := range x {
			var c bool
			out[i], c = integralDigits(item)
			changed = changed || c
		}
		return out, changed
	case *Object:
		out, changed := &Object{Keys: x.Keys, Values: make(map[string]any, len(x.Values))}, false
		for k, item := range x.Values {
			var c bool
			out.Values[k], c = integralDigits(item)
			changed = changed || c
		}
		return out, changed
	}
	return v, false
}

// TreeDecoder is a generated type that builds itself from a parsed tree (see Parse).
type TreeDecoder interface{ FromTree(v any) error }

// ErrKind is a value of the wrong JSON type for the Go field it decodes into.
func ErrKind(want string, v any) error {
	return fmt.Errorf("expected %s, found %s", want, Kind(v))
}

// TreeString, TreeInt, TreeFloat, TreeBool, TreeNull and TreeRaw decode a scalar from a tree.
func TreeString(v any, out *string) error {
	s, ok := v.(string)
	if !ok {
		return ErrKind("string", v)
	}
	*out = s
	return nil
}

func TreeInt(v any, out *int64) error {
	n, ok := v.(json.Number)
	if !ok {
		return ErrKind("integer", v)
	}
	return Int([]byte(n), out)
}

func TreeFloat(v any, out *float64) error {
	n, ok := v.(json.Number)
	if !ok {
		return ErrKind("number", v)
	}
	f, err := strconv.ParseFloat(string(n), 64)
	*out = f
	return err
}

func TreeBool(v any, out *bool) error {
	b, ok := v.(bool)
	if !ok {
		return ErrKind("boolean", v)
	}
	*out = b
	return nil
}

func TreeNull(v any, out *Null) error {
	if v != nil {
		return ErrKind("null", v)
	}
	return nil
}

func TreeRaw(v any, out *json.RawMessage) error {
	data, err := Marshal(v)
	*out = data
	return err
}

// TreeObject is v as an object.
func TreeObject(v any) (*Object, error) {
	o, ok := v.(*Object)
	if !ok {
		return nil, ErrKind("object", v)
	}
	return o, nil
}

// TreeArray is v as an array.
func TreeArray(v any) ([]any, error) {
	a, ok := v.([]any)
	if !ok {
		return nil, ErrKind("array", v)
	}
	return a, nil
}

// EncodeObject writes a record: in the order its keys came in when it was decoded (keys
// non-nil), then the properties set since; else in field order. put writes a field the type
// names (false: not one of its fields); extra holds the properties it does not name.
func EncodeObject(keys, fields []string, put func(*ObjectWriter, string) (bool, error), extra Members) ([]byte, error) {
	var w ObjectWriter
	seen := make(map[string]bool, len(keys)+len(fields))
	write := func(k string) error {
		if seen[k] {
			return nil
		}
		seen[k] = true
		known, err := put(&w, k)
		if err != nil || known {
			return err
		}
		if raw, ok := extra.Get(k); ok {
			w.Raw(k, raw)
		}
		return nil
	}
	for _, k := range keys {
		if err := write(k); err != nil {
			return nil, err
		}
	}
	for _, k := range fields {
		if err := write(k); err != nil {
			return nil, err
		}
	}
	for _, m := range extra {
		if err := write(m.Key); err != nil {
			return nil, err
		}
	}
	return w.Bytes(), nil
}

// --- conformance --------------------------------------------------------------------------

type conformanceRequest struct {
	ID      json.RawMessage   `json:"id"`
	Kind    string            `json:"kind"`
	Module  string            `json:"module"`
	Name    string            `json:"name"`
	Payload json.RawMessage   `json:"payload"`
	Group   string            `json:"group"`
	Data    json.RawMessage   `json:"data"`
	Fold    string            `json:"fold"`
	Events  []json.RawMessage `json:"events"`
	Options json.RawMessage   `json:"options"`
	// "dialect" cases: a document read from or written into a dialect
	Dialect   string          `json:"dialect"`
	Entity    *string         `json:"entity"`
	Direction string          `json:"direction"`
	Document  json.RawMessage `json:"document"`
	// "pointer" cases: a pointer into a canonical document (Document, of Entity), to be
	// spelled as the dialect spells that document
	Pointer string `json:"pointer"`
}

// DialectCase answers "dialect" cases: the converted document (nil when nothing could be
// made) and its problems' pointers, or an error when the case cannot be run. Set by the
// conformance program of bindings that carry dialect converters (rt cannot import them).
var DialectCase func(dialect, entity, direction string, document []byte) (json.RawMessage, []string, error)

// PointerCase answers "pointer" cases: a pointer into a canonical document in a dialect's
// spelling, or an error when the case cannot be run. Set with DialectCase.
var PointerCase func(dialect, entity string, document []byte, pointer string) (string, error)

// StrictProblems answers "strict" cases: "module.Name" -> every problem of a JSON document in
// the strict profile (the bindings' ProblemsOf<Name>(data, true)). Set by the conformance
// program, which imports the bindings' packages (rt cannot).
var StrictProblems map[string]func([]byte) []Problem

// Fold is a stream fold the hand-written behaviour registers (RegisterFold) for the
// conformance program: options and events as JSON in, its output out.
type Fold func(options json.RawMessage, events []json.RawMessage) (any, error)

var folds = map[string]Fold{}

// RegisterFold makes a fold answerable by the conformance program under a name.
func RegisterFold(name string, fold Fold) { folds[name] = fold }

// ServeConformance answers conformance cases, one JSON line in, one out, each answer echoing
// the request's "id": "fixture" cases go through decoders ("module.Name" -> decoder), "strict"
// cases through StrictProblems, "suite"
// cases through checks (group -> check), "fold" cases through the registered folds, "dialect"
// and "pointer" cases through DialectCase and PointerCase.
func ServeConformance(decoders map[string]func([]byte) (any, error), checks map[string]Check) {
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1<<20), 1<<28)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	for in.Scan() {
		var req conformanceRequest
		answer := map[string]any{}
		if err := json.Unmarshal(in.Bytes(), &req); err != nil {
			answer["error"] = err.Error()
		} else {
			switch req.Kind {
			case "fixture":
				answerFixture(decoders, req, answer)
			case "strict":
				problemsOf, ok := StrictProblems[req.Module+"."+req.Name]
				if !ok {
					answer["error"] = "no type " + req.Module + "." + req.Name
					break
				}
				found := problemsOf(req.Payload)
				answer["valid"] = len(found) == 0
				answer["problems"] = fields(found)
			case "suite":
				check, ok := checks[req.Group]
				if !ok {
					answer["error"] = "no compiled schema for group " + req.Group
					break
				}
				v, err := Parse(req.Data)
				if err != nil {
					answer["error"] = err.Error()
					break
				}
				valid := check(v, nil, nil)
				problems := ProblemsOf(check, v)
				if valid != (len(problems) == 0) {
					answer["error"] = "the fast check and the problems disagree"
					break
				}
				answer["valid"] = valid
				answer["problems"] = pairs(problems)
			case "fold":
				fold, ok := folds[req.Fold]
				if !ok {
					answer["error"] = "no fold " + req.Fold
					break
				}
				output, err := fold(req.Options, req.Events)
				if err != nil {
					answer["error"] = err.Error()
					break
				}
				answer["output"] = output
			case "dialect":
				answerDialect(req, answer)
			case "pointer":
				answerPointer(req, answer)
			default:
				answer["error"] = "unknown kind " + req.Kind
			}
		}
		if len(req.ID) > 0 {
			answer["id"] = req.ID
		}
		line, _ := Marshal(answer)
		out.Write(line)
		out.WriteByte('\n')
	}
}

func answerFixture(decoders map[string]func([]byte) (any, error), req conformanceRequest, answer map[string]any) {
	decode, ok := decoders[req.Module+"."+req.Name]
	if !ok {
		answer["error"] = "no type " + req.Module + "." + req.Name
		return
	}
	value, err := decode(req.Payload)
	var invalid *ValidationError
	if errors.As(err, &invalid) {
		answer["valid"] = false
		answer["problems"] = fields(invalid.Problems)
		return
	}
	if err != nil {
		answer["error"] = err.Error()
		return
	}
	data, err := Marshal(value)
	if err != nil {
		answer["error"] = err.Error()
		return
	}
	answer["valid"] = true
	answer["output"] = json.RawMessage(data)
}

func answerDialect(req conformanceRequest, answer map[string]any) {
	if DialectCase == nil {
		answer["error"] = "these bindings carry no dialect converters"
		return
	}
	entity := ""
	if req.Entity != nil {
		entity = *req.Entity
	}
	output, pointers, err := DialectCase(req.Dialect, entity, req.Direction, req.Document)
	if err != nil {
		answer["error"] = err.Error()
		return
	}
	if output == nil {
		output = json.RawMessage("null")
	}
	if pointers == nil {
		pointers = []string{}
	}
	answer["output"] = output
	answer["problems"] = pointers
}

func answerPointer(req conformanceRequest, answer map[string]any) {
	if PointerCase == nil {
		answer["error"] = "these bindings carry no dialect converters"
		return
	}
	entity := ""
	if req.Entity != nil {
		entity = *req.Entity
	}
	spelled, err := PointerCase(req.Dialect, entity, req.Document, req.Pointer)
	if err != nil {
		answer["error"] = err.Error()
		return
	}
	answer["output"] = spelled
}

// fields: each problem as [pointer, keyword, schema location, message], what a fixture's answer
// holds for the runner to compare across languages.
func fields(problems []Problem) [][4]string {
	out := make([][4]string, 0, len(problems))
	for _, p := range problems {
		out = append(out, [4]string{p.Pointer, p.Keyword, p.Location, p.Message})
	}
	return out
}

// pairs: each problem of a behaviour as [pointer, keyword, message], what the runner compares.
func pairs(problems []Problem) [][3]string {
	out := make([][3]string, 0, len(problems))
	for _, p := range problems {
		out = append(out, [3]string{p.Pointer, p.Keyword, p.Message})
	}
	return out
}

// --- declared behaviour ---------------------------------------------------------------------

// Number is what `x-additive` sums.
type Number interface{ ~int64 | ~float64 }

// AddOptional adds two counts that may be absent: an absent one counts as def when the other
// is present; two absent ones stay absent.
func AddOptional[T Number](a, b Opt[T], def T) Opt[T] {
	if !a.Set && !b.Set {
		return a
	}
	x, y := def, def
	if a.Set {
		x = a.Value
	}
	if b.Set {
		y = b.Value
	}
	return Some(x + y)
}

// AddCounts merges two maps of numbers key-wise, values of keys in both summed (a's keys
// first, then b's new ones).
func AddCounts[T Number](a, b Ordered[T]) Ordered[T] {
	var out Ordered[T]
	for _, k := range a.Keys {
		out.Set(k, a.Values[k])
	}
	for _, k := range b.Keys {
		out.Set(k, out.Values[k]+b.Values[k])
	}
	return out
}

// AddOptionalCounts is AddCounts for maps that may be absent.
func AddOptionalCounts[T Number](a, b Opt[Ordered[T]]) Opt[Ordered[T]] {
	if !a.Set {
		return b
	}
	if !b.Set {
		return a
	}
	return Some(AddCounts(a.Value, b.Value))
}

// Adder is an `x-additive` record.
type Adder[T any] interface{ Add(T) T }

// AddPresent adds two additive records that may be absent: a present one alone is kept.
func AddPresent[T Adder[T]](a, b Opt[T]) Opt[T] {
	if !a.Set {
		return b
	}
	if !b.Set {
		return a
	}
	return Some(a.Value.Add(b.Value))
}

// --- ordered JSON trees ----------------------------------------------------------------------

// Object is a JSON object that keeps its key order, for code that edits JSON it must write
// back as it came (the hand-written folds).
type Object struct {
	Keys   []string
	Values map[string]any
}

// Get is a property's value (nil, false when absent).
func (o *Object) Get(key string) (any, bool) {
	v, ok := o.Values[key]
	return v, ok
}

// Set adds or replaces a property (a new one goes last).
func (o *Object) Set(key string, v any) {
	if o.Values == nil {
		o.Values = map[string]any{}
	}
	n := len(o.Values)
	o.Values[key] = v
	if len(o.Values) > n { // (one hash of the key, not a lookup and then a store)
		o.Keys = append(o.Keys, key)
	}
}

// MarshalJSON writes the properties in order.
func (o *Object) MarshalJSON() ([]byte, error) {
	var w ObjectWriter
	for _, k := range o.Keys {
		if err := w.Field(k, o.Values[k]); err != nil {
			return nil, err
		}
	}
	return w.Bytes(), nil
}

// ParseOrdered is Parse: its objects keep their key order.
func ParseOrdered(data []byte) (any, error) { return Parse(data) }

// Clone is a deep copy of a tree.
func Clone(v any) any {
	switch x := v.(type) {
	case *Object:
		out := &Object{Keys: append([]string(nil), x.Keys...), Values: make(map[string]any, len(x.Values))}
		for k, e := range x.Values {
			out.Values[k] = Clone(e)
		}
		return out
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = Clone(e)
		}
		return out
	}
	return v
}

// SameJSON is JSON equality of two values of any kind (key order aside).
func SameJSON(a, b any) bool {
	x, errA := Marshal(a)
	y, errB := Marshal(b)
	if errA != nil || errB != nil {
		return false
	}
	u, errA := Parse(x)
	v, errB := Parse(y)
	return errA == nil && errB == nil && Equal(u, v)
}

// KeyIf is Key when problems are collected, else nil: the fast path builds no paths.
func (p *Path) KeyIf(e *Problems, k string) *Path {
	if e == nil {
		return nil
	}
	return p.Key(k)
}

// IndexIf is Index when problems are collected, else nil.
func (p *Path) IndexIf(e *Problems, i int) *Path {
	if e == nil {
		return nil
	}
	return p.Index(i)
}
