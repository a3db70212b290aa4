// Package dialects converts between the canonical JSON and the spellings other libraries use.
//
// Hand-written once per target language, and data-driven: the generator reads each dialect's
// declaration (`schema/dialects/<name>.yaml`) and the canonical schemas into one plan per
// dialect (plain JSON: shapes keyed by entity, each saying how a value of that entity is
// spelled; see plans.go), and this file runs a plan in either direction, as the Python engine
// does (templates/python/_dialects.py is the reference: the same plan gives the same JSON,
// key order included, and the same problem pointers).
//
// A converter never panics on bad input: it returns the value it could make and the problems
// (pointer, message), the pointer in the spelling of the value that was read. Values are the
// trees rt.Parse makes (*rt.Object keeps key order, numbers stay json.Number text), and an
// input is never changed: what differs is copied.
package dialects

import (
	"encoding/json"
	"fmt"
	"math"
	"math/big"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"agentproto-bindings/rt"
)

// Problem is one thing a conversion could not do: where (a JSON pointer into the value that
// was read) and why.
type Problem struct {
	Pointer string
	Message string
}

func (p Problem) String() string { return p.Pointer + ": " + p.Message }

// Error is the problems of a conversion, as an error.
type Error struct{ Problems []Problem }

func (e *Error) Error() string {
	parts := make([]string, len(e.Problems))
	for i, p := range e.Problems {
		parts[i] = p.String()
	}
	return strings.Join(parts, "; ")
}

// Hook is a dialect's hand-written step (dialect_hooks.go): it gets the dialect's JSON before
// it is read (direction "read") or after it is written ("write") and returns it reshaped; an
// error becomes a problem at the value's pointer.
type Hook func(value any, direction string, c *Converter) (any, error)

// --- values --------------------------------------------------------------------------------

func esc(key string) string {
	return strings.ReplaceAll(strings.ReplaceAll(key, "~", "~0"), "/", "~1")
}

func typeName(v any) string {
	switch v.(type) {
	case nil:
		return "null"
	case bool:
		return "boolean"
	case json.Number:
		return "number"
	case string:
		return "string"
	case []any:
		return "array"
	case *rt.Object:
		return "object"
	}
	return fmt.Sprintf("%T", v)
}

func object(v any) (*rt.Object, bool) {
	o, ok := v.(*rt.Object)
	return o, ok
}

func newObject() *rt.Object { return &rt.Object{Values: map[string]any{}} }

// sized is a new object with room for n properties.
func sized(n int) *rt.Object {
	return &rt.Object{Keys: make([]string, 0, n), Values: make(map[string]any, n)}
}

// get is a property's value, nil when absent (Python's dict.get).
func get(v any, key string) any {
	if o, ok := v.(*rt.Object); ok {
		return o.Values[key]
	}
	return nil
}

func has(v any, key string) bool {
	if o, ok := v.(*rt.Object); ok {
		_, found := o.Values[key]
		return found
	}
	return false
}

// dropShared, reading: leaves out the copy a child object holds of its parent record's property
// (`shared`) where it is the same JSON, numbers spelled alike (`1` is not `1.0`, so writing it
// again from the parent gives the same text); a copy that differs stays where it is.
func dropShared(entries []shared, out *rt.Object) {
	for _, e := range entries {
		got, ok := out.Values[e.child].(*rt.Object)
		parent, found := out.Values[e.parent]
		if !ok || !found || !e.names(got) {
			continue
		}
		if copied, ok := got.Values[e.nested]; ok && Same(copied, parent) {
			out.Values[e.child] = without(got, e.nested)
		}
	}
}

// putShared, writing: gives a child object that declares the copy (the arm its tag names) and
// has none its parent record's property again, last, where the dialect sends it.
func putShared(entries []shared, value *rt.Object) *rt.Object {
	for _, e := range entries {
		got, ok := value.Values[e.child].(*rt.Object)
		parent, found := value.Values[e.parent]
		if !ok || !found || has(got, e.nested) || !e.names(got) {
			continue
		}
		child := copyObject(got)
		child.Set(e.nested, parent)
		value = copyObject(value) // the caller's value stays as it was
		value.Values[e.child] = child
	}
	return value
}

func copyObject(o *rt.Object) *rt.Object {
	out := &rt.Object{Keys: append(make([]string, 0, len(o.Keys)+1), o.Keys...), Values: make(map[string]any, len(o.Values)+1)}
	for k, v := range o.Values {
		out.Values[k] = v
	}
	return out
}

// without is a copy of o without key.
func without(o *rt.Object, key string) *rt.Object {
	out := newObject()
	for _, k := range o.Keys {
		if k != key {
			out.Set(k, o.Values[k])
		}
	}
	return out
}

// update sets every property of src on dst, in src's order.
func update(dst, src *rt.Object) {
	for _, k := range src.Keys {
		dst.Set(k, src.Values[k])
	}
}

func hashable(v any) bool {
	switch v.(type) {
	case *rt.Object, []any:
		return false
	}
	return true
}

// isInt: JSON text written as an integer (no fraction, no exponent).
func isInt(n json.Number) bool { return !strings.ContainsAny(string(n), ".eE") }

// numeric is the exact value of a number (nil for a value no fraction can say), and the
// double it is nearest to.
func numeric(v any) (*big.Rat, float64, bool) {
	x, ok := v.(json.Number)
	if !ok {
		return nil, 0, false
	}
	if isInt(x) {
		r, ok := new(big.Rat).SetString(string(x))
		if !ok {
			return nil, 0, false
		}
		f, _ := r.Float64()
		return r, f, true
	}
	f, err := strconv.ParseFloat(string(x), 64)
	if err != nil && !math.IsInf(f, 0) {
		return nil, 0, false
	}
	if math.IsInf(f, 0) || math.IsNaN(f) {
		return nil, f, true
	}
	return new(big.Rat).SetFloat64(f), f, true
}

// key is a scalar's key in a lookup table, equal where JSON equality (Same) holds: numbers by
// value (1 and 1.0 are one key), a boolean apart from every number. A string is its own key
// (the common case, no copy); the other keys, and strings that could be taken for them, start
// with a NUL.
func key(v any) string {
	switch x := v.(type) {
	case nil:
		return "\x00n"
	case bool:
		if x {
			return "\x00t"
		}
		return "\x00f"
	case string:
		if strings.HasPrefix(x, "\x00") {
			return "\x00s" + x
		}
		return x
	}
	r, f, ok := numeric(v)
	if !ok {
		return "\x00?"
	}
	if r == nil {
		return "\x00d" + strconv.FormatFloat(f, 'g', -1, 64)
	}
	if r.IsInt() {
		return "\x00i" + r.Num().String()
	}
	return "\x00r" + r.RatString()
}

// Same is JSON equality: numbers by value (0 is 0.0, as every target's JSON reads them), a
// boolean never a number, strings by code point, objects whatever their key order.
func Same(a, b any) bool {
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
		ra, fa, na := numeric(x)
		rb, fb, nb := numeric(b)
		if !na || !nb {
			return false
		}
		if ra == nil || rb == nil {
			return fa == fb
		}
		return ra.Cmp(rb) == 0
	case *rt.Object:
		y, ok := b.(*rt.Object)
		if !ok || len(x.Values) != len(y.Values) {
			return false
		}
		for k, v := range x.Values {
			w, found := y.Values[k]
			if !found || !Same(v, w) {
				return false
			}
		}
		return true
	case []any:
		y, ok := b.([]any)
		if !ok || len(x) != len(y) {
			return false
		}
		for i := range x {
			if !Same(x[i], y[i]) {
				return false
			}
		}
		return true
	}
	return false
}

// shownKey is the JSON text of the scalar a lookup table's key stands for (see key).
func shownKey(k string) string {
	switch {
	case !strings.HasPrefix(k, "\x00"):
		return shown(k)
	case k == "\x00n":
		return "null"
	case k == "\x00t":
		return "true"
	case k == "\x00f":
		return "false"
	case strings.HasPrefix(k, "\x00s"):
		return shown(k[2:])
	}
	return k[2:] // a number: its digits, or the ratio or double that keys it
}

// sameInOrder is JSON equality (Same) in which an object's key order counts too: what a hook
// asks of a value it leaves out because another one repeats it, so that writing gives back the
// same document, key order included.
func sameInOrder(a, b any) bool {
	switch x := a.(type) {
	case *rt.Object:
		y, ok := b.(*rt.Object)
		if !ok || len(x.Keys) != len(y.Keys) {
			return false
		}
		for i, k := range x.Keys {
			if y.Keys[i] != k || !sameInOrder(x.Values[k], y.Values[k]) {
				return false
			}
		}
		return true
	case []any:
		y, ok := b.([]any)
		if !ok || len(x) != len(y) {
			return false
		}
		for i := range x {
			if !sameInOrder(x[i], y[i]) {
				return false
			}
		}
		return true
	}
	return Same(a, b)
}

// text is a JSON scalar written into text (a template joining values, a nest named by a
// value): a string as itself, any other value as its JSON text.
func text(v any) string {
	if s, ok := v.(string); ok {
		return s
	}
	return shown(v)
}

// shown is a JSON value as a problem message shows it: its JSON text (rt.JSONText).
func shown(v any) string { return rt.JSONText(v) }

// --- codecs: value conversions of a leaf that no rename can say -----------------------------

type codec struct {
	read, write func(any) (any, string)
}

var isoMillis = regexp.MustCompile(`^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\.[0-9]{3}Z$`)

const isoExample = "an ISO 8601 UTC time with milliseconds (2025-01-31T12:00:00.000Z)"

// the last millisecond of year 9999, the last a four-digit year can say
const maxMillis = 253402300799999

// isoMillisRead: `2025-12-08T23:02:33.064Z` -> Unix milliseconds. Only that one text form is
// read, so writing the number back gives the same text.
func isoMillisRead(v any) (any, string) {
	s, ok := v.(string)
	if !ok || !isoMillis.MatchString(s) {
		return v, "expected " + isoExample
	}
	moment, err := time.Parse("2006-01-02T15:04:05.000Z", s)
	if err != nil || moment.Year() < 1 { // no such day or time (2025-02-30, 24:00, year 0)
		return v, "expected " + isoExample
	}
	millis := moment.UnixMilli()
	out := json.Number(strconv.FormatInt(millis, 10))
	if millis < 0 {
		return out, "expected a time since 1970"
	}
	return out, ""
}

func isoMillisWrite(v any) (any, string) {
	n, ok := v.(json.Number)
	if !ok || !isInt(n) {
		return v, "expected Unix milliseconds (a non-negative integer)"
	}
	millis, err := strconv.ParseInt(string(n), 10, 64)
	if err != nil && strings.HasPrefix(string(n), "-") || err == nil && millis < 0 {
		return v, "expected Unix milliseconds (a non-negative integer)"
	}
	if err != nil || millis > maxMillis {
		return v, "expected Unix milliseconds before the year 10000"
	}
	return time.UnixMilli(millis).UTC().Format("2006-01-02T15:04:05.000Z"), ""
}

var codecs = map[string]codec{
	"iso8601-millis": {isoMillisRead, isoMillisWrite},
}

// --- the compiled plan ------------------------------------------------------------------------

type ref struct {
	name  string // the other spelling of the property
	child string // the shape of its value ("" when none)
}

type move struct {
	canon string
	path  []string
	child string
}

type split struct {
	dialect   string
	template  string
	otherwise string // "" when none
	names     []string
	pattern   *regexp.Regexp
}

var splitName = regexp.MustCompile(`\{([a-z0-9_]+)\}`)

func newSplit(spec *rt.Object) *split {
	s := &split{dialect: str(spec, "dialect"), template: str(spec, "template"), otherwise: str(spec, "otherwise")}
	for _, m := range splitName.FindAllStringSubmatch(s.template, -1) {
		s.names = append(s.names, m[1])
	}
	parts := splitName.Split(s.template, -1)
	pattern := `(?s)\A` + regexp.QuoteMeta(parts[0])
	for i, name := range s.names {
		pattern += "(?P<" + name + ">.*?)" + regexp.QuoteMeta(parts[i+1])
	}
	s.pattern = regexp.MustCompile(pattern + `\z`)
	return s
}

func (s *split) join(values *rt.Object) string {
	out := s.template
	for _, name := range s.names {
		out = strings.Replace(out, "{"+name+"}", text(values.Values[name]), 1)
	}
	return out
}

type flatten struct {
	parts []string
	child string
}

type nest struct {
	tag   string
	outer map[string]bool
	under string
}

type record struct {
	fields     [][3]string // canonical name, dialect name, child
	c2d, d2c   map[string]ref
	valuesC2D  map[string]map[string]any
	valuesD2C  map[string]map[string]any
	movesC     map[string]move
	movesD     map[string][]move
	movesOrder []string // the dialect containers of moves, in declared order
	add        *rt.Object
	drop       *rt.Object
	consts     *rt.Object
	// a document told by no tag: what a dialect document must carry to be taken for it
	requires   []string
	declares   []string
	unknown    string
	hasUnknown bool
	codec      map[string]string
	splits     []*split
	nest       *nest
	hook       string
	defaults   *rt.Object
	// what the dialect sends as null to mean "not said" where the canonical model takes no null
	// (the SDKs' optional fields): dialect name -> canonical name. Reading leaves such a null
	// out (so a default may be assumed) and notes where it was (Nulls); writing puts it back
	nulls map[string]string
	// what the dialect always writes, null where it has no value (serde's Option): dialect
	// names, in the dialect's order. Reading leaves such a null out, noting nothing (the
	// canonical object may be closed); writing puts null where the value is absent
	written []string
	// every property whose null reading leaves out: dialect name -> canonical name
	readNulls map[string]string
	// the child objects whose nested property repeats this record's parent in the dialect,
	// said once canonically
	shared []shared
	// what the dialect always sends and the canonical model may leave out, by the dialect's
	// name: written where the canonical value has none (after everything else, in declared
	// order), left out when read while they close the object in that order
	fill     *rt.Object
	flattenC   map[string]flatten
	flattenD   map[string]string
	prefix     map[string]string
	// property -> the values it keeps unprefixed (the protocol's own)
	prefixKept map[string][]string

	simpleRead bool
	readNames  map[string]string
	// dialect name -> (canonical name, child, how): how 0 for what `value` converts (a codec,
	// a prefix, a value table beside a shape), 1 for a value only its shape converts, 2 for a
	// value table
	readChildren []readChild
	misspelled   map[string]bool
	touched      map[string]bool // nil: reading always touches the value
}

// shared is one `shared` entry of a record's plan: its child object's nested property is a
// copy of the record's parent (where the child's tag, when it has one, is one of tags).
type shared struct {
	child, nested, parent string
	tag                   *string
	tags                  []any
}

// names says whether the child object at hand is one the entry speaks of.
func (e shared) names(got *rt.Object) bool {
	if e.tag == nil {
		return true
	}
	t, ok := got.Get(*e.tag)
	if !ok {
		return false
	}
	for _, v := range e.tags {
		if Same(v, t) {
			return true
		}
	}
	return false
}

type readChild struct {
	dialect, name, child string
	how                  int
	table                map[string]any
}

func str(o *rt.Object, k string) string {
	s, _ := o.Values[k].(string)
	return s
}

func strs(v any) []string {
	list, _ := v.([]any)
	out := make([]string, 0, len(list))
	for _, e := range list {
		s, _ := e.(string)
		out = append(out, s)
	}
	return out
}

func objectOr(v any) *rt.Object {
	if o, ok := v.(*rt.Object); ok {
		return o
	}
	return newObject()
}

func table(pairs any, reverse bool) map[string]any {
	out := map[string]any{}
	list, _ := pairs.([]any)
	for _, p := range list {
		pair, _ := p.([]any)
		if len(pair) != 2 {
			continue
		}
		a, b := pair[0], pair[1]
		if reverse {
			a, b = b, a
		}
		out[key(a)] = b
	}
	return out
}

func newRecord(spec *rt.Object) *record {
	r := &record{
		c2d: map[string]ref{}, d2c: map[string]ref{},
		valuesC2D: map[string]map[string]any{}, valuesD2C: map[string]map[string]any{},
		movesC: map[string]move{}, movesD: map[string][]move{},
		codec: map[string]string{}, flattenC: map[string]flatten{}, flattenD: map[string]string{},
		prefix: map[string]string{}, prefixKept: map[string][]string{},
	}
	for _, f := range spec.Values["fields"].([]any) {
		parts := f.([]any)
		c, d := parts[0].(string), parts[1].(string)
		child, _ := parts[2].(string)
		r.fields = append(r.fields, [3]string{c, d, child})
		r.c2d[c] = ref{d, child}
		r.d2c[d] = ref{c, child}
	}
	values := objectOr(spec.Values["values"])
	for _, c := range values.Keys {
		r.valuesC2D[c] = table(values.Values[c], false)
		r.valuesD2C[c] = table(values.Values[c], true)
	}
	if moves, ok := spec.Values["moves"].([]any); ok {
		for _, m := range moves {
			parts := m.([]any)
			child, _ := parts[2].(string)
			mv := move{parts[0].(string), strs(parts[1]), child}
			r.movesC[mv.canon] = mv
			if _, seen := r.movesD[mv.path[0]]; !seen {
				r.movesOrder = append(r.movesOrder, mv.path[0])
			}
			r.movesD[mv.path[0]] = append(r.movesD[mv.path[0]], mv)
		}
	}
	r.add = objectOr(spec.Values["add"])
	r.drop = objectOr(spec.Values["drop"])
	r.consts = objectOr(spec.Values["consts"])
	r.requires = strs(spec.Values["requires"])
	r.declares = strs(spec.Values["declares"])
	r.unknown, r.hasUnknown = spec.Values["unknown"].(string)
	codecs := objectOr(spec.Values["codecs"])
	for _, k := range codecs.Keys {
		r.codec[k], _ = codecs.Values[k].(string)
	}
	if splits, ok := spec.Values["split"].([]any); ok {
		for _, s := range splits {
			r.splits = append(r.splits, newSplit(s.(*rt.Object)))
		}
	}
	if n, ok := spec.Values["nest"].(*rt.Object); ok {
		r.nest = &nest{tag: str(n, "tag"), outer: map[string]bool{}, under: str(n, "under")}
		for _, k := range strs(n.Values["outer"]) {
			r.nest.outer[k] = true
		}
	}
	r.hook = str(spec, "hook")
	r.defaults = objectOr(spec.Values["defaults"])
	r.nulls = map[string]string{}
	for _, k := range strs(spec.Values["nulls"]) {
		name := k
		if named, ok := r.c2d[k]; ok {
			name = named.name
		}
		r.nulls[name] = k
	}
	r.readNulls = map[string]string{}
	for d, c := range r.nulls {
		r.readNulls[d] = c
	}
	for _, k := range strs(spec.Values["null_when_absent"]) {
		name := k
		if named, ok := r.c2d[k]; ok {
			name = named.name
		}
		r.written = append(r.written, name)
		r.readNulls[name] = k
	}
	if entries, ok := spec.Values["shared"].([]any); ok {
		for _, e := range entries {
			parts, _ := e.([]any)
			if len(parts) < 5 {
				continue
			}
			text := func(i int) string { t, _ := parts[i].(string); return t }
			entry := shared{child: text(0), nested: text(1), parent: text(2)}
			if t, ok := parts[3].(string); ok {
				entry.tag = &t
			}
			entry.tags, _ = parts[4].([]any)
			r.shared = append(r.shared, entry)
		}
	}
	fill := objectOr(spec.Values["fill"])
	r.fill = newObject()
	for _, k := range fill.Keys {
		name := k
		if named, ok := r.c2d[k]; ok {
			name = named.name
		}
		r.fill.Set(name, fill.Values[k])
	}
	if flat, ok := spec.Values["flatten"].([]any); ok {
		for _, f := range flat {
			parts := f.([]any)
			c := parts[0].(string)
			child, _ := parts[2].(string)
			subs := strs(parts[1])
			r.flattenC[c] = flatten{subs, child}
			for _, d := range subs {
				r.flattenD[d] = c
			}
		}
	}
	prefix := objectOr(spec.Values["prefix"])
	for _, k := range prefix.Keys {
		r.prefix[k], _ = prefix.Values[k].(string)
	}
	kept := objectOr(spec.Values["prefix_kept"])
	for _, k := range kept.Keys {
		r.prefixKept[k] = strs(kept.Values[k])
	}

	// the decisions the reading takes once (see templates/python/_dialects.py: the same ones)
	special := map[string]bool{}
	for d := range r.flattenD {
		special[d] = true
	}
	for _, d := range r.drop.Keys {
		special[d] = true
	}
	for d := range r.movesD {
		special[d] = true
	}
	for _, s := range r.splits {
		special[s.dialect] = true
	}
	r.simpleRead = !(r.nest != nil || len(r.flattenD) > 0 || len(r.drop.Keys) > 0 || len(r.splits) > 0 || r.hasUnknown || r.hook != "")
	r.readNames = map[string]string{}
	r.misspelled = map[string]bool{}
	var order []string // dialect names in the order they are first declared
	seen := map[string]bool{}
	for _, f := range r.fields {
		if !seen[f[1]] {
			seen[f[1]] = true
			order = append(order, f[1])
		}
	}
	for _, d := range order {
		got := r.d2c[d] // the last declaration of a dialect name wins
		if d != got.name {
			r.readNames[d] = got.name
		}
		if special[d] {
			continue
		}
		hit := readChild{dialect: d, name: got.name, child: got.child}
		_, prefixed := r.prefix[got.name]
		_, coded := r.codec[got.name]
		values := r.valuesD2C[got.name]
		switch {
		case prefixed || coded || len(values) > 0 && got.child != "":
			hit.how = 0
		case got.child != "":
			hit.how = 1
		case len(values) > 0:
			hit.how, hit.table = 2, values
		default:
			continue // copied as it is under its canonical name
		}
		r.readChildren = append(r.readChildren, hit)
	}
	for c, d := range r.c2d {
		if c != d.name {
			r.misspelled[c] = true
		}
	}
	if !(len(r.add.Keys) > 0 || len(r.defaults.Keys) > 0 || len(r.readNulls) > 0 || len(r.shared) > 0 || len(r.movesD) > 0 || !r.simpleRead) {
		r.touched = map[string]bool{}
		for d := range r.readNames {
			r.touched[d] = true
		}
		for _, hit := range r.readChildren {
			r.touched[hit.dialect] = true
		}
		for c := range r.misspelled {
			r.touched[c] = true
		}
	}
	return r
}

func (r *record) disjoint(names map[string]bool, value *rt.Object) bool {
	for _, k := range value.Keys {
		if names[k] {
			return false
		}
	}
	return true
}

type union struct {
	tag, dialectTag string
	canonical       map[string]string
	spelled         map[string]string
	open            string // "" when none
	// the arms a dialect value with no tag may be, in order, with the dialect's names of what
	// each requires, else of what it declares: the value is the first arm whose requirements
	// it meets (all it requires, or, when that is nothing, one property it declares)
	untagged []untaggedArm
	pattern  *rt.Pattern
	hook     string
}

type untaggedArm struct {
	arm                string
	requires, declares []string
}

func newUnion(spec *rt.Object) *union {
	u := &union{
		tag: str(spec, "tag"), dialectTag: str(spec, "dialect_tag"),
		canonical: map[string]string{}, spelled: map[string]string{},
		open: str(spec, "open"), hook: str(spec, "hook"),
	}
	untagged, _ := spec.Values["untagged"].([]any)
	for _, a := range untagged {
		arm, _ := a.([]any)
		if len(arm) == 3 {
			shape, _ := arm[0].(string)
			u.untagged = append(u.untagged, untaggedArm{shape, strs(arm[1]), strs(arm[2])})
		}
	}
	for _, a := range spec.Values["arms"].([]any) {
		arm := a.([]any)
		shape, _ := arm[2].(string)
		u.canonical[key(arm[0])] = shape
		u.spelled[key(arm[1])] = shape
	}
	// the core's printings of the tag pattern for Go: RE2 when it can say it, else regexp2
	if p, ok := spec.Values["go_pattern"].([]any); ok && len(p) == 2 {
		re2, _ := p[0].(string)
		backtracking, _ := p[1].(string)
		u.pattern = rt.MustPattern(re2, backtracking)
	}
	return u
}

// untaggedArm is the first untagged arm whose requirements the dialect value without a tag
// meets ("" when none).
func (u *union) untaggedArm(value *rt.Object) string {
	for _, a := range u.untagged {
		fits := true
		for _, name := range a.requires {
			if _, ok := value.Values[name]; !ok {
				fits = false
				break
			}
		}
		if fits && len(a.declares) > 0 {
			fits = false
			for _, name := range a.declares {
				if _, ok := value.Values[name]; ok {
					fits = true
					break
				}
			}
		}
		if fits {
			return a.arm
		}
	}
	return ""
}

// untaggedNeeds is what a dialect value without a tag must carry to be each untagged arm.
func (u *union) untaggedNeeds() []string {
	out := make([]string, 0, len(u.untagged))
	for _, a := range u.untagged {
		needs := strings.Join(a.requires, " and ")
		if needs == "" {
			needs = "any property it declares"
		}
		out = append(out, a.arm+" ("+needs+")")
	}
	return out
}

func (u *union) sides(reading bool) (string, map[string]string) {
	if reading {
		return u.dialectTag, u.spelled
	}
	return u.tag, u.canonical
}

func (u *union) arm(value *rt.Object, reading bool) string {
	prop, arms := u.sides(reading)
	got, found := value.Values[prop]
	if !found {
		if reading {
			return u.untaggedArm(value)
		}
		return ""
	}
	if !hashable(got) {
		return ""
	}
	hit, found := arms[key(got)]
	if !found {
		if _, ok := got.(string); ok {
			return u.open
		}
	}
	return hit
}

type shape struct {
	kind   string
	record *record
	union  *union
	child  string            // list, map: the shape of items ("" when none)
	alt    map[string]string // JSON type -> shape
	c2d    map[string]any    // values
	d2c    map[string]any
}

// Converter is one dialect's plan, ready to run. Read turns the dialect's JSON into canonical
// JSON, Write canonical JSON into the dialect's; entity is a canonical entity
// (`agent/assistant_message`), or "" to tell it from the document's own tags.
type Converter struct {
	Name      string
	Documents []string
	shapes    map[string]*shape
	hooks     map[string]Hook
	filling   bool // whether this writer writes the fill values (WriteFilled)
}

// NewConverter makes a plan (JSON, as plans.go holds them) ready to run.
func NewConverter(plan []byte, hooks map[string]Hook) (*Converter, error) {
	tree, err := rt.Parse(plan)
	if err != nil {
		return nil, err
	}
	root, ok := tree.(*rt.Object)
	if !ok {
		return nil, fmt.Errorf("a dialect plan is an object")
	}
	c := &Converter{Name: str(root, "name"), Documents: strs(root.Values["documents"]), shapes: map[string]*shape{}, hooks: hooks}
	shapes := objectOr(root.Values["shapes"])
	for _, k := range shapes.Keys {
		pair, _ := shapes.Values[k].([]any)
		if len(pair) != 2 {
			return nil, fmt.Errorf("shape %s: expected [kind, spec]", k)
		}
		kind, _ := pair[0].(string)
		s := &shape{kind: kind}
		switch kind {
		case "record":
			s.record = newRecord(pair[1].(*rt.Object))
			if h := s.record.hook; h != "" && hooks[h] == nil {
				return nil, fmt.Errorf("shape %s: no hook %s", k, h)
			}
		case "union":
			s.union = newUnion(pair[1].(*rt.Object))
			if h := s.union.hook; h != "" && hooks[h] == nil {
				return nil, fmt.Errorf("shape %s: no hook %s", k, h)
			}
		case "values":
			s.c2d, s.d2c = table(pair[1], false), table(pair[1], true)
		case "list", "map":
			s.child, _ = pair[1].(string)
		case "alt":
			s.alt = map[string]string{}
			spec := objectOr(pair[1])
			for _, t := range spec.Keys {
				s.alt[t], _ = spec.Values[t].(string)
			}
		default:
			return nil, fmt.Errorf("shape %s: unknown kind %q", k, kind)
		}
		c.shapes[k] = s
	}
	return c, nil
}

var (
	convertersMu sync.Mutex
	converters   = map[string]*Converter{}
)

// Names are the dialects these bindings read and write.
func Names() []string {
	out := make([]string, 0, len(plans))
	for name := range plans {
		out = append(out, name)
	}
	sort.Strings(out)
	return out
}

// Get is the converter of one dialect, made on first use.
func Get(dialect string) (*Converter, error) {
	convertersMu.Lock()
	defer convertersMu.Unlock()
	if c, ok := converters[dialect]; ok {
		return c, nil
	}
	plan, ok := plans[dialect]
	if !ok {
		return nil, fmt.Errorf("unknown dialect %q; known: %s", dialect, strings.Join(Names(), ", "))
	}
	c, err := NewConverter([]byte(plan), hooks)
	if err != nil {
		return nil, fmt.Errorf("dialect %s: %w", dialect, err)
	}
	converters[dialect] = c
	return c, nil
}

// Read is a value spelled in dialect, as canonical JSON (entity "" tells it by its tags). The
// JSON is the value it could make (nil when data is no JSON or the dialect is unknown).
func Read(dialect, entity string, data []byte) ([]byte, []Problem) {
	return run(dialect, entity, data, true)
}

// Write is canonical JSON, spelled in dialect.
func Write(dialect, entity string, data []byte) ([]byte, []Problem) {
	return run(dialect, entity, data, false)
}

func run(dialect, entity string, data []byte, reading bool) ([]byte, []Problem) {
	c, err := Get(dialect)
	if err != nil {
		return nil, []Problem{{"", err.Error()}}
	}
	value, err := rt.Parse(data)
	if err != nil {
		return nil, []Problem{{"", err.Error()}}
	}
	var out any
	var problems []Problem
	if reading {
		out, problems, _ = c.Read(value, entity)
	} else {
		out, problems, _ = c.Write(value, entity)
	}
	encoded, err := rt.Marshal(out)
	if err != nil {
		return nil, append(problems, Problem{"", err.Error()})
	}
	return encoded, problems
}

// Case answers a conformance "dialect" case: the document converted ("read": dialect to
// canonical, "write": back) and the pointers of its problems; an error when the case cannot be
// run (an unknown dialect or direction, a document that is no JSON).
func Case(dialect, entity, direction string, document []byte) (json.RawMessage, []string, error) {
	c, err := Get(dialect)
	if err != nil {
		return nil, nil, err
	}
	if direction != "read" && direction != "write" {
		return nil, nil, fmt.Errorf("unknown direction %q (read or write)", direction)
	}
	value, err := rt.Parse(document)
	if err != nil {
		return nil, nil, err
	}
	out, problems, _ := c.run(value, entity, direction == "read")
	encoded, err := rt.Marshal(out)
	if err != nil {
		return nil, nil, err
	}
	pointers := make([]string, len(problems))
	for i, p := range problems {
		pointers[i] = p.Pointer
	}
	return encoded, pointers, nil
}

// PointerCase answers a conformance "pointer" case: a pointer into a canonical document (of
// entity) in the dialect's spelling (SpelledPointer); an error when the case cannot be run (an
// unknown dialect, a document that is no JSON).
func PointerCase(dialect, entity string, document []byte, pointer string) (string, error) {
	c, err := Get(dialect)
	if err != nil {
		return "", err
	}
	value, err := rt.Parse(document)
	if err != nil {
		return "", err
	}
	return c.SpelledPointer(entity, value, pointer), nil
}

// --- telling a document's entity ---------------------------------------------------------------

// EntityOf is the first of the plan's documents whose tags the value carries ("" when none):
// one that pins the value's tag first, else one that takes it in an open arm, an untagged arm
// or a record without a tag.
func (c *Converter) EntityOf(value any, reading bool) string {
	for _, pinned := range []bool{true, false} {
		for _, k := range c.Documents {
			if c.fits(k, value, reading, pinned) {
				return k
			}
		}
	}
	return ""
}

func (c *Converter) fits(k string, value any, reading bool, pinned bool) bool {
	s := c.shapes[k]
	if s == nil {
		return false
	}
	if s.kind == "list" {
		_, ok := value.([]any)
		return ok
	}
	obj, ok := object(value)
	if !ok {
		return false
	}
	switch s.kind {
	case "union": // told by a tag value an arm pins (an open arm tells nothing)
		u := s.union
		if reading && u.hook != "" {
			got, err := c.hooks[u.hook](obj, "read", c)
			if err != nil { // the hook knows the value and finds it wrong: reading says why
				return true
			}
			if obj, ok = object(got); !ok {
				return false
			}
		}
		prop, arms := u.sides(reading)
		got, found := obj.Values[prop]
		if !found {
			return reading && !pinned && u.untaggedArm(obj) != ""
		}
		if !hashable(got) {
			return false
		}
		if _, hit := arms[key(got)]; hit {
			return true
		}
		tag, isString := got.(string)
		if pinned || u.open == "" || u.pattern == nil || !isString {
			return false
		}
		if reading { // the open arm's own spelling of its tag (a prefix the dialect omits)
			prefix := ""
			if open := c.shapes[u.open]; open != nil && open.kind == "record" {
				prefix = open.record.prefix[u.tag]
			}
			if prefix != "" && !strings.Contains(tag, prefix[len(prefix)-1:]) {
				tag = prefix + tag
			}
		}
		return u.pattern.Search(tag)
	case "record":
		r := s.record
		if pinned && len(r.consts.Keys) == 0 {
			return false
		}
		for _, cname := range r.consts.Keys {
			want := r.consts.Values[cname]
			name := cname
			if reading {
				name = r.c2d[cname].name
			}
			if reading {
				if t, ok := r.valuesC2D[cname]; ok && hashable(want) {
					if v, hit := t[key(want)]; hit {
						want = v
					}
				}
			}
			if !Same(obj.Values[name], want) {
				return false
			}
		}
		return !reading || r.fitsUntagged(obj)
	}
	return false
}

// fitsUntagged: whether a dialect document has what the record needs when no tag tells it:
// every property the entity requires, or one it declares when it requires none, as canonical
// detection asks (else an all-optional request would take any object). A record with neither
// list is told otherwise (by its tags, or it is no document) and fits.
func (r *record) fitsUntagged(obj *rt.Object) bool {
	if len(r.requires) == 0 && len(r.declares) == 0 {
		return true
	}
	for _, name := range r.requires {
		if _, ok := obj.Values[name]; !ok {
			return false
		}
	}
	if len(r.requires) > 0 {
		return true
	}
	for _, name := range r.declares {
		if _, ok := obj.Values[name]; ok {
			return true
		}
	}
	return false
}

// --- pointers -----------------------------------------------------------------------------------

// SpelledPointer is a JSON pointer into the canonical value (of shape k, an entity such as
// `agent/assistant_message`; "" for none) in the dialect's spelling: so a problem found in
// converted JSON points at what the dialect wrote.
func (c *Converter) SpelledPointer(k string, value any, pointer string) string {
	var out []string
	for _, part := range strings.Split(pointer, "/")[1:] {
		part = strings.ReplaceAll(strings.ReplaceAll(part, "~1", "/"), "~0", "~")
		s := c.shapes[k]
		// a union or an alternative is the shape of its arm for this value
		for n := 0; s != nil && n <= len(c.shapes); n++ {
			if s.kind == "union" {
				k = ""
				if obj, ok := object(value); ok {
					k = s.union.arm(obj, false)
				}
			} else if s.kind == "alt" {
				k = s.alt[typeName(value)]
			} else {
				break
			}
			s = c.shapes[k]
		}
		child := ""
		obj, isObject := object(value)
		switch {
		case s != nil && s.kind == "record" && isObject:
			r := s.record
			if n := r.nest; n != nil && !n.outer[part] && part != n.tag {
				under := n.under
				if under == "" {
					under = text(obj.Values[n.tag])
				}
				out = append(out, under)
			}
			if f, ok := r.flattenC[part]; ok {
				child = f.child // its properties sit on this object
			} else if m, ok := r.movesC[part]; ok {
				out = append(out, m.path...)
				child = m.child
			} else if named, ok := r.c2d[part]; ok {
				out = append(out, named.name)
				child = named.child
			} else if !r.hasUnknown || part != r.unknown {
				// what `unknown` holds sits beside the known properties
				out = append(out, part)
			}
		case s != nil && (s.kind == "list" || s.kind == "map"):
			out = append(out, part)
			child = s.child
		default:
			out = append(out, part)
		}
		switch v := value.(type) {
		case *rt.Object:
			value = v.Values[part]
		case []any:
			value = nil
			if i, ok := arrayIndex(part); ok && i < len(v) {
				value = v[i]
			}
		default:
			value = nil
		}
		k = child
	}
	var b strings.Builder
	for _, p := range out {
		b.WriteString("/" + esc(p))
	}
	return b.String()
}

// arrayIndex is a pointer's step as an array index: ASCII digits only (no sign, not empty), and
// not past what an int holds.
func arrayIndex(part string) (int, bool) {
	if part == "" || strings.TrimLeft(part, "0123456789") != "" {
		return 0, false
	}
	i, err := strconv.Atoi(part)
	return i, err == nil
}

// --- the two directions -------------------------------------------------------------------------

// Read turns a value spelled in the dialect into canonical JSON: the value it could make, the
// problems (pointers into value), and the entity it read ("" when none).
func (c *Converter) Read(value any, entity string) (any, []Problem, string) {
	return c.run(value, entity, true)
}

// Write spells canonical JSON in the dialect.
func (c *Converter) Write(value any, entity string) (any, []Problem, string) {
	return c.run(value, entity, false)
}

// WriteFilled is Write that also writes what the dialect always sends where the canonical
// value has none (its fill values), for a consumer that requires them.
func (c *Converter) WriteFilled(value any, entity string) (any, []Problem, string) {
	filling := *c
	filling.filling = true
	return filling.run(value, entity, false)
}

func (c *Converter) run(value any, entity string, reading bool) (any, []Problem, string) {
	var problems []Problem
	k := entity
	if k == "" {
		k = c.EntityOf(value, reading)
	}
	if k == "" {
		return value, append(problems, Problem{"", c.noDocument(value, reading)}), ""
	}
	if _, ok := c.shapes[k]; !ok {
		return value, append(problems, Problem{"", c.Name + " has no spelling for " + k}), ""
	}
	// the first pass builds no pointers; only a value with problems is converted again with
	// them, so that each problem says where it is
	rep := &report{}
	out := c.convert(k, value, "", rep, reading)
	if len(rep.problems) > 0 {
		rep = &report{pointers: true}
		out = c.convert(k, value, "", rep, reading)
	}
	return out, rep.problems, k
}

// report collects a conversion's problems; pointers false is the first pass, which builds no
// pointer text.
type report struct {
	problems []Problem
	pointers bool
}

func (r *report) add(ptr, message string) {
	r.problems = append(r.problems, Problem{ptr, message})
}

// at is the pointer of a property (nothing built in the first pass).
func (r *report) at(ptr, key string) string {
	if !r.pointers {
		return ""
	}
	return ptr + "/" + esc(key)
}

func (r *report) index(ptr string, i int) string {
	if !r.pointers {
		return ""
	}
	return ptr + "/" + strconv.Itoa(i)
}

func (c *Converter) noDocument(value any, reading bool) string {
	spelling := "canonical"
	if reading {
		spelling = c.Name
	}
	tags := map[string]bool{}
	for _, k := range c.Documents {
		if s := c.shapes[k]; s != nil && s.kind == "union" {
			prop, _ := s.union.sides(reading)
			tags[shown(prop)] = true
		}
	}
	names := make([]string, 0, len(tags))
	for t := range tags {
		names = append(names, t)
	}
	sort.Strings(names)
	if !hashable(value) {
		nor := ""
		if reading {
			var untagged []string
			for _, k := range c.Documents {
				s := c.shapes[k]
				if s != nil && s.kind == "union" { // the arms a value without the union's tag may be
					untagged = append(untagged, s.union.untaggedNeeds()...)
				}
				if s == nil || s.kind != "record" || len(s.record.requires)+len(s.record.declares) == 0 {
					continue
				}
				needs := strings.Join(s.record.requires, " and ")
				if needs == "" {
					needs = "any property it declares"
				}
				untagged = append(untagged, k+" ("+needs+")")
			}
			if len(untagged) > 0 {
				nor = ", nor what an untagged document requires: " + strings.Join(untagged, "; ")
			}
		}
		return "cannot tell which " + spelling + " document this is (pass --entity): it has no " +
			strings.Join(names, " or ") + " value it declares" + nor
	}
	return "expected a " + spelling + " document (an object), found " + typeName(value)
}

func (c *Converter) convert(k string, value any, ptr string, rep *report, reading bool) any {
	if k == "" {
		return value
	}
	s := c.shapes[k]
	if s == nil {
		return value
	}
	// a value of another JSON type than the shape's is copied as it is: validating the
	// converted value reports it, at the pointer mapped back into the dialect's spelling
	switch s.kind {
	case "record":
		obj, ok := object(value)
		if !ok {
			return value
		}
		r := s.record
		if r.hook == "" {
			if reading {
				return c.readRecord(r, obj, ptr, rep)
			}
			return c.writeRecord(r, obj, ptr, rep)
		}
		// the hand-written step works on the dialect's side: before reading, after writing
		hook := c.hooks[r.hook]
		if reading {
			got, err := hook(obj, "read", c)
			if err != nil {
				rep.add(ptr, err.Error())
				return value
			}
			if gotObj, ok := object(got); ok {
				return c.readRecord(r, gotObj, ptr, rep)
			}
			return got
		}
		got, err := hook(c.writeRecord(r, obj, ptr, rep), "write", c)
		if err != nil {
			rep.add(ptr, err.Error())
			return value
		}
		return got
	case "union":
		obj, ok := object(value)
		if !ok {
			return value
		}
		u := s.union
		if u.hook != "" {
			return c.hookedUnion(u, obj, ptr, rep, reading)
		}
		arm := u.arm(obj, reading)
		if arm == "" {
			prop, arms := u.sides(reading)
			got, found := obj.Values[prop]
			if !found {
				nor := ""
				if needs := u.untaggedNeeds(); reading && len(needs) > 0 {
					nor = ", and what an untagged arm requires: " + strings.Join(needs, "; ")
				}
				rep.add(ptr, fmt.Sprintf("missing the tag property %s", shown(prop))+nor)
				return value
			}
			known := make([]string, 0, len(arms))
			for a := range arms {
				known = append(known, shownKey(a))
			}
			sort.Strings(known)
			rep.add(rep.at(ptr, prop), fmt.Sprintf("unknown %s %s; known: %s", prop, shown(got), strings.Join(known, ", ")))
			return value
		}
		return c.convert(arm, obj, ptr, rep, reading)
	case "list":
		list, ok := value.([]any)
		if !ok {
			return value
		}
		out := make([]any, len(list))
		for i, v := range list {
			out[i] = c.convert(s.child, v, rep.index(ptr, i), rep, reading)
		}
		return out
	case "map":
		obj, ok := object(value)
		if !ok {
			return value
		}
		out := newObject()
		for _, k := range obj.Keys {
			out.Set(k, c.convert(s.child, obj.Values[k], ptr+"/"+esc(k), rep, reading))
		}
		return out
	case "alt":
		if child := s.alt[typeName(value)]; child != "" {
			return c.convert(child, value, ptr, rep, reading)
		}
		return value
	case "values":
		t := s.c2d
		if reading {
			t = s.d2c
		}
		if hashable(value) {
			if v, hit := t[key(value)]; hit {
				return v
			}
		}
		return value
	}
	return value
}

// hookedUnion: a union whose dialect values need the dialect's hand-written step: before the
// arm is chosen when reading, after the arm is written when writing.
func (c *Converter) hookedUnion(u *union, value *rt.Object, ptr string, rep *report, reading bool) any {
	hook := c.hooks[u.hook]
	var current any = value
	if reading {
		got, err := hook(value, "read", c)
		if err != nil {
			rep.add(ptr, err.Error())
			return value
		}
		current = got
	}
	obj, ok := object(current)
	arm := ""
	if ok {
		arm = u.arm(obj, reading)
	}
	if arm == "" {
		prop, _ := u.sides(reading)
		what := "no"
		if found, isString := get(current, prop).(string); isString {
			what = shown(found) + " is"
		}
		rep.add(ptr, fmt.Sprintf("%s no %s this dialect declares here", what, shown(prop)))
		return current
	}
	out := c.convert(arm, obj, ptr, rep, reading)
	if reading {
		return out
	}
	got, err := hook(out, "write", c)
	if err != nil {
		rep.add(ptr, err.Error())
		return out
	}
	return got
}

// prefixed reads a prefixed value (the prefix added, unless the value is one the protocol
// names or carries the prefix's `:` or `/` already, a slug's) or writes it (the prefix taken
// off).
func prefixed(prefix string, kept []string, s string, reading bool) string {
	if !reading {
		return strings.TrimPrefix(s, prefix)
	}
	if slices.Contains(kept, s) || prefix != "" && strings.Contains(s, prefix[len(prefix)-1:]) {
		return s
	}
	return prefix + s
}

// value converts one property's value: a prefix, a codec, a value table, else its shape.
func (c *Converter) value(r *record, canon string, value any, ptr string, rep *report, reading bool, child string) any {
	if prefix, ok := r.prefix[canon]; ok {
		switch v := value.(type) {
		case string:
			return prefixed(prefix, r.prefixKept[canon], v, reading)
		case []any:
			out := make([]any, len(v))
			for i, item := range v {
				if s, isString := item.(string); isString {
					out[i] = prefixed(prefix, r.prefixKept[canon], s, reading)
				} else {
					out[i] = item
				}
			}
			return out
		}
	}
	if name, ok := r.codec[canon]; ok {
		cd := codecs[name]
		convert := cd.write
		if reading {
			convert = cd.read
		}
		out, problem := convert(value)
		if problem != "" {
			rep.add(ptr, problem)
		}
		return out
	}
	t := r.valuesC2D[canon]
	if reading {
		t = r.valuesD2C[canon]
	}
	if t != nil && hashable(value) {
		if v, hit := t[key(value)]; hit {
			return v
		}
	}
	return c.convert(child, value, ptr, rep, reading)
}

func (c *Converter) readRecord(r *record, value *rt.Object, ptr string, rep *report) any {
	out := c.readFields(r, value, ptr, rep)
	if len(r.shared) > 0 {
		if obj, ok := out.(*rt.Object); ok && obj != value {
			dropShared(r.shared, obj)
		}
	}
	return out
}

func (c *Converter) readFields(r *record, value *rt.Object, ptr string, rep *report) any {
	if r.touched != nil && r.disjoint(r.touched, value) {
		return value
	}
	var nulls *rt.Object
	if len(r.readNulls) > 0 && sentNull(r.readNulls, value) {
		noted := newObject()
		kept := sized(len(value.Keys))
		place := 0 // a null's place counts the keys that are no array index (indexKey)
		for _, k := range value.Keys {
			if canon, ok := r.nulls[k]; ok && value.Values[k] == nil {
				noted.Set(canon, json.Number(strconv.Itoa(place)))
			} else if _, dropped := r.readNulls[k]; !dropped || value.Values[k] != nil {
				kept.Set(k, value.Values[k])
			}
			if !indexKey(k) {
				place++
			}
		}
		if len(noted.Keys) > 0 {
			nulls = noted
		}
		value = kept
	}
	if r.simpleRead && r.disjoint(r.misspelled, value) {
		out := sized(len(value.Keys) + len(r.add.Keys) + len(r.defaults.Keys))
		for _, k := range value.Keys {
			if name, renamed := r.readNames[k]; renamed {
				out.Set(name, value.Values[k]) // two dialect names of one property: the last wins
				continue
			}
			// a name kept is no other's new name: those are misspelled here, and none is
			out.Keys = append(out.Keys, k)
			out.Values[k] = value.Values[k]
		}
		for _, hit := range r.readChildren {
			v, found := value.Values[hit.dialect]
			if !found {
				continue
			}
			here := rep.at(ptr, hit.dialect)
			// hit.name is in out already (the loop above put it there): its value is replaced
			switch hit.how {
			case 0: // a codec, a prefix, or a value table beside a shape
				out.Values[hit.name] = c.value(r, hit.name, v, here, rep, true, hit.child)
			case 1:
				out.Values[hit.name] = c.convert(hit.child, v, here, rep, true)
			case 2:
				if hashable(v) {
					if got, ok := hit.table[key(v)]; ok {
						out.Values[hit.name] = got
					}
				}
			}
		}
		if len(r.movesD) > 0 {
			out = c.readMoves(r, value, out, ptr, rep)
		}
		if nulls != nil {
			out.Set(Nulls, nulls)
		}
		update(out, r.add)
		assume(r.defaults, out)
		return out
	}
	if r.nest != nil {
		value = c.unnest(r.nest, value, ptr, rep)
	}
	out := newObject()
	var unknown *rt.Object
	gathered := newObject() // canonical object -> its parts the dialect writes flat
	for _, dname := range value.Keys {
		v := value.Values[dname]
		here := rep.at(ptr, dname)
		if canon, ok := r.flattenD[dname]; ok {
			parts, found := gathered.Values[canon].(*rt.Object)
			if !found {
				parts = newObject()
				gathered.Set(canon, parts)
				out.Set(canon, parts) // the object sits where its first part was
			}
			parts.Set(dname, v)
			continue
		}
		if f, ok := r.flattenC[dname]; ok {
			if _, flat := r.flattenD[dname]; !flat {
				// the object written nested, under its canonical name: what the flat spelling
				// has no room for (an error's own type) is said so
				out.Set(dname, c.value(r, dname, v, here, rep, true, f.child))
				continue
			}
		}
		if want, ok := r.drop.Values[dname]; ok {
			if !Same(v, want) {
				rep.add(here, fmt.Sprintf("expected %s, found %s", shown(want), shown(v)))
			}
			continue
		}
		if moved, ok := r.movesD[dname]; ok {
			if container, isObject := object(v); isObject {
				container = copyObject(container)
				type took struct {
					canon, where, child string
					got                 any
				}
				var taken []took
				for _, m := range moved {
					var node any = container
					for _, step := range m.path[1 : len(m.path)-1] {
						node = get(node, step)
					}
					last := m.path[len(m.path)-1]
					if has(node, last) {
						var got any
						if len(m.path) == 2 {
							got = container.Values[last]
							container = without(container, last)
						} else {
							got = get(node, last)
						}
						where := here
						for _, step := range m.path[1:] {
							where = rep.at(where, step)
						}
						taken = append(taken, took{m.canon, where, m.child, got})
					}
				}
				known, named := r.d2c[dname]
				if named {
					out.Set(known.name, c.value(r, known.name, container, here, rep, true, known.child))
				}
				for _, t := range taken {
					out.Set(t.canon, c.value(r, t.canon, t.got, t.where, rep, true, t.child))
				}
				if !named && r.hasUnknown && len(container.Keys) > 0 {
					// what the moves leave of a container the canonical model has no name for
					// (yoagent's `stats` beyond usage and turns) is kept as unknown properties
					// are, after the moved ones, under the container's name: writing puts the
					// moved properties back in it first, then the rest
					if unknown == nil {
						unknown = newObject()
						out.Set(r.unknown, unknown)
					}
					unknown.Set(dname, container)
				}
				continue
			}
		}
		if named, ok := r.d2c[dname]; ok {
			out.Set(named.name, c.value(r, named.name, v, here, rep, true, named.child))
			continue
		}
		if s := r.splitOf(dname); s != nil {
			var m []string
			if whole, isString := v.(string); isString {
				m = s.pattern.FindStringSubmatch(whole)
			}
			switch {
			case m != nil:
				for i, name := range s.names {
					out.Set(name, m[i+1])
				}
			case s.otherwise != "":
				out.Set(s.otherwise, v)
			default:
				rep.add(here, fmt.Sprintf("expected a string like %s", shown(s.template)))
			}
			continue
		}
		if spelled, ok := r.c2d[dname]; ok && spelled.name != dname {
			rep.add(here, fmt.Sprintf("%s spells this %s", c.Name, shown(spelled.name)))
			continue
		}
		if r.hasUnknown {
			if unknown == nil {
				unknown = newObject()
				out.Set(r.unknown, unknown)
			}
			unknown.Set(dname, v)
		} else {
			out.Set(dname, v)
		}
	}
	for _, canon := range gathered.Keys {
		if _, both := value.Values[canon]; both {
			rep.add(rep.at(ptr, canon), "said both nested and as properties")
		}
		child := r.flattenC[canon].child
		out.Set(canon, c.value(r, canon, gathered.Values[canon], ptr, rep, true, child))
	}
	if nulls != nil {
		out.Set(Nulls, nulls)
	}
	update(out, r.add)
	assume(r.defaults, out)
	return out
}

func contains(names []string, name string) bool {
	for _, n := range names {
		if n == name {
			return true
		}
	}
	return false
}

func (r *record) splitOf(dname string) *split {
	for _, s := range r.splits {
		if s.dialect == dname {
			return s
		}
	}
	return nil
}

// readMoves: properties the dialect keeps inside another object (pi-ai's `usage.cost`), taken
// out of it and put right after it.
func (c *Converter) readMoves(r *record, value, out *rt.Object, ptr string, rep *report) *rt.Object {
	type took struct {
		canon string
		got   any
	}
	after := map[string][]took{}
	taking := false
	for _, dname := range r.movesOrder {
		moved := r.movesD[dname]
		raw, present := value.Values[dname]
		here := rep.at(ptr, dname)
		named, isNamed := r.d2c[dname]
		container, isObject := object(raw)
		if !isObject {
			if isNamed && present {
				out.Set(named.name, c.value(r, named.name, raw, here, rep, true, named.child))
			}
			continue
		}
		var taken []took
		var names []string // the container's properties taken out, the first time each
		for _, m := range moved {
			name := m.path[1]
			got, found := container.Values[name]
			if !found || contains(names, name) {
				continue
			}
			names = append(names, name)
			where := rep.at(here, name)
			taken = append(taken, took{m.canon, c.value(r, m.canon, got, where, rep, true, m.child)})
		}
		rest := container
		if len(names) > 0 { // the container without them, made once
			rest = sized(len(container.Keys))
			for _, k := range container.Keys {
				if !contains(names, k) {
					rest.Set(k, container.Values[k])
				}
			}
		}
		if len(taken) > 0 {
			taking = true
		}
		if isNamed {
			out.Set(named.name, c.value(r, named.name, rest, here, rep, true, named.child))
			after[named.name] = taken
		} else { // the container is no canonical property: its moved parts take its place
			after[dname] = taken
		}
	}
	if !taking {
		return out
	}
	rebuilt := newObject()
	for _, k := range out.Keys {
		parts, moved := after[k]
		_, inD2C := r.d2c[k]
		_, inC2D := r.c2d[k]
		if moved && !inD2C && !inC2D { // a container with no canonical name of its own
			for _, t := range parts {
				rebuilt.Set(t.canon, t.got)
			}
			continue
		}
		rebuilt.Set(k, out.Values[k])
		for _, t := range parts {
			rebuilt.Set(t.canon, t.got)
		}
	}
	return rebuilt
}

func (c *Converter) writeRecord(r *record, value *rt.Object, ptr string, rep *report) any {
	if len(r.shared) > 0 {
		value = putShared(r.shared, value)
	}
	out := sized(len(value.Keys) + len(r.drop.Keys))
	type later struct {
		path []string
		v    any
	}
	var laters []later
	type refilled struct {
		name string
		kept *rt.Object
	}
	var refill []refilled
	splitDone := map[string]bool{}
	keys := value.Keys
	if len(r.defaults.Keys) > 0 {
		keys = said(r.defaults, value)
	}
	nulls, hasNulls := value.Values[Nulls]
	hasNulls = hasNulls && len(r.nulls) > 0
	for _, cname := range keys {
		if hasNulls && cname == Nulls {
			continue
		}
		v := value.Values[cname]
		here := rep.at(ptr, cname)
		if f, ok := r.flattenC[cname]; ok {
			flat := c.value(r, cname, v, here, rep, false, f.child)
			flatObj, isFlat := object(flat)
			vObj, isObj := object(v)
			if isFlat && isObj {
				parts := map[string]bool{}
				for _, p := range f.parts {
					parts[p] = true
				}
				beyond := false
				for _, k := range flatObj.Keys {
					beyond = beyond || !parts[k]
				}
				if beyond {
					// the flat spelling has room for its parts only: what says more (the
					// defaults reading assumed are left out of `flat`) is written nested,
					// under the canonical name, as reading takes it
					out.Set(cname, flatObj)
					continue
				}
				for _, k := range flatObj.Keys {
					if parts[k] {
						out.Set(k, flatObj.Values[k])
					}
				}
				for _, p := range f.parts { // the flat spelling always carries its parts
					if _, found := flatObj.Values[p]; !found {
						if got, inV := vObj.Values[p]; inV {
							out.Set(p, got)
						}
					}
				}
			} else {
				rep.add(here, c.Name + " writes this as properties: an object")
			}
			continue
		}
		if want, ok := r.add.Values[cname]; ok {
			if !Same(v, want) {
				rep.add(here, fmt.Sprintf("%s can only say %s, not %s", c.Name, shown(want), shown(v)))
			}
			continue
		}
		if r.hasUnknown && cname == r.unknown {
			if extra, isObj := object(v); isObj {
				for _, k := range extra.Keys {
					kept, isContainer := object(extra.Values[k])
					if _, moves := r.movesD[k]; moves && isContainer {
						// what was kept of a container properties move into: they go back
						// first, then the rest after them, as the dialect wrote it
						out.Set(k, newObject())
						refill = append(refill, refilled{k, kept})
					} else {
						out.Set(k, extra.Values[k])
					}
				}
				continue
			}
		}
		if m, ok := r.movesC[cname]; ok {
			laters = append(laters, later{m.path, c.value(r, cname, v, here, rep, false, m.child)})
			continue
		}
		if s := r.splitFor(cname); s != nil {
			if !splitDone[s.dialect] {
				splitDone[s.dialect] = true
				all := true
				for _, n := range s.names {
					if _, found := value.Values[n]; !found {
						all = false
					}
				}
				other, hasOther := value.Values[s.otherwise]
				switch {
				case all:
					out.Set(s.dialect, s.join(value))
				case s.otherwise != "" && hasOther:
					out.Set(s.dialect, other)
				default:
					rep.add(here, fmt.Sprintf("%s needs all of %s here", c.Name, strings.Join(s.names, ", ")))
				}
			}
			if _, spelled := r.c2d[cname]; !spelled { // also spelled alone (clark's media_type)
				continue
			}
		}
		if named, ok := r.c2d[cname]; ok {
			out.Set(named.name, c.value(r, cname, v, here, rep, false, named.child))
		} else {
			out.Set(cname, v)
		}
	}
	for _, l := range laters {
		node := out
		for _, step := range l.path[:len(l.path)-1] {
			next, ok := object(node.Values[step])
			if ok {
				next = copyObject(next) // the value written may be shared with the input
			} else {
				next = newObject()
			}
			node.Set(step, next)
			node = next
		}
		node.Set(l.path[len(l.path)-1], l.v)
	}
	for _, f := range refill {
		if container, ok := object(out.Values[f.name]); ok {
			for _, k := range f.kept.Keys {
				if !has(container, k) {
					container.Set(k, f.kept.Values[k])
				}
			}
		}
	}
	update(out, r.drop)
	if c.filling {
		for _, k := range r.fill.Keys {
			if _, found := out.Values[k]; !found {
				out.Set(k, deepCopy(r.fill.Values[k])) // the writer's own: a caller may change it
			}
		}
	}
	if hasNulls {
		out = putNulls(r, nulls, out, ptr, rep)
	}
	if len(r.written) > 0 {
		out = putWritten(r.written, out)
	}
	if r.nest != nil {
		return c.renest(r.nest, out)
	}
	return out
}

func (r *record) splitFor(cname string) *split {
	for _, s := range r.splits {
		if s.otherwise == cname {
			return s
		}
		for _, n := range s.names {
			if n == cname {
				return s
			}
		}
	}
	return nil
}

// deepCopy is a JSON value no other holds.
func deepCopy(v any) any {
	switch t := v.(type) {
	case *rt.Object:
		out := sized(len(t.Keys))
		for _, k := range t.Keys {
			out.Set(k, deepCopy(t.Values[k]))
		}
		return out
	case []any:
		out := make([]any, len(t))
		for i, x := range t {
			out[i] = deepCopy(x)
		}
		return out
	}
	return v
}

// Nulls is the canonical property noting where the dialect sent null for a property whose null
// means "not said" (canonical name -> its place among the dialect object's properties).
const Nulls = "agentproto:null"

// sentNull is whether a dialect object sends null for a property whose null means "not said".
func sentNull(nulls map[string]string, value *rt.Object) bool {
	for name := range nulls {
		if v, found := value.Values[name]; found && v == nil {
			return true
		}
	}
	return false
}

// placeOf is a place among an object's properties: a number of integer value, not negative.
func placeOf(v any) (int, bool) {
	n, ok := v.(json.Number)
	if !ok {
		return 0, false
	}
	_, f, ok := numeric(n)
	if !ok || f < 0 || f != math.Trunc(f) || math.IsInf(f, 0) {
		return 0, false
	}
	return int(f), true
}

// putWritten writes null for each property the dialect always writes (null_when_absent, in
// its order) that has no value: right before the next of them written, else at the end, which
// is where a serde struct writing them all in its order has it.
func putWritten(written []string, out *rt.Object) *rt.Object {
	keys := append([]string(nil), out.Keys...)
	for i, name := range written {
		if _, found := out.Values[name]; found {
			continue
		}
		at := len(keys)
		for j, k := range keys {
			if slices.Contains(written[i+1:], k) {
				at = j
				break
			}
		}
		keys = append(keys[:at], append([]string{name}, keys[at:]...)...)
		out.Values[name] = nil
	}
	out.Keys = keys
	return out
}

// putNulls writes the nulls reading left out (Nulls) back where they were, in place order. A
// property that has a value again (set since, or said) keeps it: the null only ever stood for
// its absence.
func putNulls(r *record, nulls any, out *rt.Object, ptr string, rep *report) *rt.Object {
	type place struct {
		name string
		at   int
	}
	var places []place
	marks, fits := nulls.(*rt.Object)
	if fits {
		for _, canon := range marks.Keys {
			named, known := r.c2d[canon]
			at, ok := placeOf(marks.Values[canon])
			if _, spelled := r.nulls[named.name]; !known || !ok || !spelled {
				fits = false
				break
			}
			places = append(places, place{named.name, at})
		}
	}
	if !fits {
		rep.add(rep.at(ptr, Nulls), "expected canonical property -> its place, for each null")
		return out
	}
	sort.SliceStable(places, func(i, j int) bool { return places[i].at < places[j].at })
	keys := append([]string(nil), out.Keys...)
	for _, p := range places {
		if _, found := out.Values[p.name]; found {
			continue
		}
		at := position(keys, p.at)
		keys = append(keys[:at], append([]string{p.name}, keys[at:]...)...)
		out.Values[p.name] = nil
	}
	out.Keys = keys
	return out
}

// Assumed is the canonical property naming the defaults reading filled in, where their place
// alone cannot tell them from defaults the dialect said (a name no dialect or canonical schema
// uses).
const Assumed = "agentproto:assumed"

// assume fills in, after everything the dialect said, the defaults it left out, in declared
// order. Writing leaves out again the trailing run of defaults (filledIn); when that run would
// be other than the defaults filled in (it would also take defaults the dialect said itself),
// the object carries the names reading filled in (Assumed), so that writing leaves out those
// and nothing else.
func assume(defaults, out *rt.Object) {
	if len(defaults.Keys) == 0 {
		return
	}
	filled := []any{}
	for _, k := range defaults.Keys {
		if _, found := out.Values[k]; !found {
			out.Set(k, defaults.Values[k])
			filled = append(filled, k)
		}
	}
	if _, found := out.Values[Assumed]; !found && !sameNames(filledIn(defaults, out), filled) {
		out.Set(Assumed, filled)
	}
}

// said is the keys of a canonical value the dialect writes: all but the defaults reading
// filled in, as Assumed lists them or, without it, as the trailing run shows them.
func said(defaults, value *rt.Object) []string {
	if assumed, ok := value.Values[Assumed].([]any); ok && allStrings(assumed) {
		keys := make([]string, 0, len(value.Keys))
		for _, k := range value.Keys {
			if k == Assumed {
				continue
			}
			if d, isDefault := defaults.Values[k]; isDefault && containsAny(assumed, k) && Same(value.Values[k], d) {
				continue
			}
			keys = append(keys, k)
		}
		return keys
	}
	filled := filledIn(defaults, value)
	if len(filled) == 0 {
		return value.Keys
	}
	keys := make([]string, 0, len(value.Keys))
	for _, k := range value.Keys {
		if !slices.Contains(filled, k) {
			keys = append(keys, k)
		}
	}
	return keys
}

// sameNames is whether the trailing run of defaults names the defaults filled in, in order.
func sameNames(run []string, filled []any) bool {
	if len(run) != len(filled) {
		return false
	}
	for i, name := range run {
		if filled[i] != name {
			return false
		}
	}
	return true
}

func allStrings(values []any) bool {
	for _, v := range values {
		if _, ok := v.(string); !ok {
			return false
		}
	}
	return true
}

func containsAny(values []any, name string) bool {
	for _, v := range values {
		if v == name {
			return true
		}
	}
	return false
}

// filledIn is the keys at the end of value reading filled in: reading appends the defaults the
// dialect left out, in declared order, after everything it did say. So the trailing run of
// keys holding their defaults, in that order, is left out again; a default the dialect said
// explicitly sits among its other properties and is kept (unless it closes the object). The
// run is taken over the keys that are no array index (indexKey), wherever those sit.
func filledIn(defaults, value *rt.Object) []string {
	index := map[string]int{}
	for i, k := range defaults.Keys {
		index[k] = i
	}
	var run []string
	last := len(defaults.Keys)
	for i := len(value.Keys) - 1; i >= 0; i-- {
		k := value.Keys[i]
		if indexKey(k) {
			continue
		}
		at, isDefault := index[k]
		if !isDefault || !Same(value.Values[k], defaults.Values[k]) || at >= last {
			break
		}
		last = at
		run = append(run, k)
	}
	slices.Reverse(run)
	return run
}

// indexKey is whether key is an array index as JavaScript reads one ("0", "1588", below
// 2**32 - 1): a JavaScript object lists those first, ascending, whatever order they came in.
// The rules that go by a property's place count the other keys only, so every engine decides
// alike.
func indexKey(key string) bool {
	if key == "" || len(key) > 10 || (key[0] == '0' && key != "0") {
		return false
	}
	for i := 0; i < len(key); i++ {
		if key[i] < '0' || key[i] > '9' {
			return false
		}
	}
	n, err := strconv.ParseUint(key, 10, 64)
	return err == nil && n < 4294967295
}

// position is where in keys a key goes that has place keys that are no array index before it:
// right before the next such key, or at the end.
func position(keys []string, place int) int {
	seen := 0
	for i, k := range keys {
		if indexKey(k) {
			continue
		}
		if seen == place {
			return i
		}
		seen++
	}
	return len(keys)
}

// --- nesting: the payload under a property named after the tag value ------------------------

func (c *Converter) unnest(n *nest, value *rt.Object, ptr string, rep *report) *rt.Object {
	var name any = n.under
	if n.under == "" {
		name = value.Values[n.tag]
	}
	var inner *rt.Object
	if s, ok := name.(string); ok {
		inner, _ = object(value.Values[s])
	}
	if inner == nil {
		rep.add(ptr, fmt.Sprintf("expected the payload under the property named by %s", shown(n.tag)))
		return value
	}
	flat := newObject()
	for _, k := range value.Keys {
		if k == name {
			update(flat, inner)
		} else {
			flat.Set(k, value.Values[k])
		}
	}
	return flat
}

func (c *Converter) renest(n *nest, value *rt.Object) *rt.Object {
	name := n.under
	if name == "" {
		name = text(value.Values[n.tag])
	}
	out, inner := newObject(), newObject()
	for _, k := range value.Keys {
		if n.outer[k] || k == n.tag {
			out.Set(k, value.Values[k])
			continue
		}
		if len(inner.Keys) == 0 {
			out.Set(name, inner)
		}
		inner.Set(k, value.Values[k])
	}
	if _, found := out.Values[name]; !found {
		out.Set(name, inner)
	}
	return out
}
