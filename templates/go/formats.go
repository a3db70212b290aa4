// `format` as an assertion (only where a validator asks for it): every format of JSON Schema
// 2020-12 checked against the grammar of the standard that defines it, with the readings
// templates/python/formats.py.j2 takes (docs/DESIGN.md, "`format` as an assertion"), of which
// this is a port. Go's own readers are not used: net.ParseIP, time.Parse and net/mail each
// accept or refuse edges the grammars decide otherwise. The Unicode data IDNA and group names
// need (RFC 5892 derived properties, bidi classes, scripts, joining forms, canonical
// composition, identifier characters) is in formats_data.go, computed by the generator from
// the same Python functions, so both targets give the same verdicts. The generator copies this
// file into the runtime's package only where a check asserts a format.

package rt

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// FormatOk reports whether s is of the format name; an unknown format passes. The generated
// checks call it on strings only: a value of another type passes.
func FormatOk(name, s string) bool {
	switch name {
	case "date-time":
		return formatDateTime(s)
	case "date":
		m := fmDate.FindStringSubmatch(s)
		return m != nil && dateOk(m[1], m[2], m[3])
	case "time":
		m := fmTime.FindStringSubmatch(s)
		return m != nil && timeOk(m[1:])
	case "duration":
		return fmDuration.MatchString(s)
	case "email":
		return mailbox(s, false)
	case "idn-email":
		return mailbox(s, true)
	case "hostname":
		return domain(strings.Split(s, "."), false)
	case "idn-hostname":
		return domain(idnaLabels(s), true)
	case "ipv4":
		return fmIPv4.MatchString(s)
	case "ipv6":
		return ipv6(s)
	case "uri":
		return uriReferenceOk(s, false, true)
	case "uri-reference":
		return uriReferenceOk(s, false, false)
	case "iri":
		return uriReferenceOk(s, true, true)
	case "iri-reference":
		return uriReferenceOk(s, true, false)
	case "uri-template":
		return fmURITemplate.MatchString(s)
	case "json-pointer":
		return fmJSONPointer.MatchString(s)
	case "relative-json-pointer":
		return fmRelativeJSONPointer.MatchString(s)
	case "regex":
		return ecmaWellFormed([]rune(s))
	case "uuid":
		return fmUUID.MatchString(s)
	}
	return true
}

// whole compiles source to match a whole string (RE2 reads these rules as Python's re does:
// ASCII classes, leftmost-first groups, "." short of a line break, no case folding).
func whole(source string) *regexp.Regexp {
	return regexp.MustCompile(`^(?:` + source + `)$`)
}

// --- dates and times: RFC 3339 section 5.6; durations: RFC 3339 appendix A -------------------

// DIGIT is ASCII only; "T" and "Z" may be lower case (section 5.6, note).
const (
	fmFullDate = `([0-9]{4})-([0-9]{2})-([0-9]{2})`
	fmFullTime = `([0-9]{2}):([0-9]{2}):([0-9]{2})(?:[.][0-9]+)?(?:[Zz]|([+-])([0-9]{2}):([0-9]{2}))`
)

var (
	fmDate     = whole(fmFullDate)
	fmTime     = whole(fmFullTime)
	fmDateTime = whole(fmFullDate + `[Tt]` + fmFullTime)
	fmDuration = whole(durationRule())
)

func formatDateTime(s string) bool {
	m := fmDateTime.FindStringSubmatch(s)
	return m != nil && dateOk(m[1], m[2], m[3]) && timeOk(m[4:])
}

func dateOk(year, month, day string) bool {
	y, _ := strconv.Atoi(year)
	m, _ := strconv.Atoi(month)
	d, _ := strconv.Atoi(day)
	leap := y%4 == 0 && (y%100 != 0 || y%400 == 0) // RFC 3339 appendix C
	days := [12]int{31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31}
	if leap {
		days[1] = 29
	}
	return m >= 1 && m <= 12 && d >= 1 && d <= days[m-1]
}

// timeOk reads hour, minute, second, and the offset's sign, hours and minutes (empty for Z).
func timeOk(parts []string) bool {
	h, _ := strconv.Atoi(parts[0])
	m, _ := strconv.Atoi(parts[1])
	s, _ := strconv.Atoi(parts[2])
	oh, om := 0, 0
	if parts[4] != "" && parts[5] != "" {
		oh, _ = strconv.Atoi(parts[4])
		om, _ = strconv.Atoi(parts[5])
	}
	if h > 23 || m > 59 || s > 60 || oh > 23 || om > 59 {
		return false
	}
	// A leap second is the 61st second of 23:59 UTC, whatever the local time that reads it;
	// which days have one is not knowable in advance, so the date is not checked.
	sign := 1
	if parts[3] == "-" {
		sign = -1
	}
	const day = 24 * 60
	utc := ((h*60+m-sign*(oh*60+om))%day + day) % day
	return s < 60 || utc == 23*60+59
}

// durationRule is the appendix A rules as written: units in order, and inside the date or the
// time part none skipped ("P1Y1D" must be "P1Y0M1D"); weeks stand alone; no fractions. ABNF
// literals are case-insensitive, in ASCII only: each letter is spelt in both cases (RE2's
// case folding would also take the long s for "S").
func durationRule() string {
	second := `[0-9]+[Ss]`
	minute := `[0-9]+[Mm](?:` + second + `)?`
	hour := `[0-9]+[Hh](?:` + minute + `)?`
	timePart := `[Tt](?:` + hour + `|` + minute + `|` + second + `)`
	day := `[0-9]+[Dd]`
	month := `[0-9]+[Mm](?:` + day + `)?`
	year := `[0-9]+[Yy](?:` + month + `)?`
	datePart := `(?:` + day + `|` + month + `|` + year + `)(?:` + timePart + `)?`
	return `[Pp](?:` + datePart + `|` + timePart + `|[0-9]+[Ww])`
}

// --- IP addresses: RFC 2673 section 3.2 dotted quads, RFC 4291 section 2.2 ------------------

// Leading zeros are refused: some readers take them as octal, so "010" would be ambiguous.
const fmDecOctet = `(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])`

var (
	fmIPv4     = whole(fmDecOctet + `(?:[.]` + fmDecOctet + `){3}`)
	fmHexGroup = whole(`[0-9A-Fa-f]{1,4}`)
)

func ipv6(s string) bool {
	groups, compressed, ok := ipv6Parts(s)
	if !ok {
		return false
	}
	if compressed {
		return groups <= 7 // "::" stands for one group or more
	}
	return groups == 8
}

// ipv6Parts gives how many 16-bit groups are written out and whether "::" stands for the
// others; ok is false when s is not in one of the text forms of RFC 4291 section 2.2 (no zone,
// no prefix length: those belong to other syntaxes).
func ipv6Parts(s string) (groups int, compressed bool, ok bool) {
	head, tail, compressed := strings.Cut(s, "::")
	if strings.Contains(tail, "::") {
		return 0, false, false
	}
	sides := []string{head}
	if compressed {
		sides = append(sides, tail)
	}
	for index, side := range sides {
		if compressed && side == "" {
			continue
		}
		fields := strings.Split(side, ":")
		if last := fields[len(fields)-1]; index == len(sides)-1 && strings.Contains(last, ".") {
			// a dotted quad may end an address
			if !fmIPv4.MatchString(last) {
				return 0, false, false
			}
			fields = fields[:len(fields)-1]
			groups += 2
		}
		for _, field := range fields {
			if !fmHexGroup.MatchString(field) {
				return 0, false, false
			}
		}
		groups += len(fields)
	}
	return groups, compressed, true
}

// --- host names: RFC 1123 section 2.1, internationalized: RFC 5890 to 5893 (IDNA2008) --------

var fmLDHLabel = whole(`[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?`)

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// idnaLabels splits a name at the full stops IDNA recognises (RFC 3490 section 3.1), which
// lookups map to ".".
func idnaLabels(s string) []string {
	var labels []string
	start := 0
	for i, r := range s {
		if r == '.' || r == '\u3002' || r == '\uff0e' || r == '\uff61' {
			labels = append(labels, s[start:i])
			start = i + len(string(r))
		}
	}
	return append(labels, s[start:])
}

// domain: RFC 1123 host names (no trailing dot: that is DNS zone-file notation, not a host
// name); a label starting "xn--" must be an A-label, the Punycode form of a valid U-label;
// with unicode, labels may also be U-labels.
func domain(labels []string, unicode bool) bool {
	asciiLength := len(labels) - 1 // the dots
	unicodeLabels := make([][]rune, 0, len(labels))
	for _, label := range labels {
		if isASCII(label) {
			if len(label) > 63 || !fmLDHLabel.MatchString(label) {
				return false
			}
			decoded := []rune(label)
			if len(label) >= 4 && strings.ToLower(label[:4]) == "xn--" {
				var ok bool
				if decoded, ok = aLabel(strings.ToLower(label)); !ok {
					return false
				}
			}
			asciiLength += len(label)
			unicodeLabels = append(unicodeLabels, decoded)
		} else if points := []rune(label); unicode && uLabel(points) {
			encoded := punycodeEncode(points)
			if len(encoded)+4 > 63 {
				return false
			}
			asciiLength += len(encoded) + 4
			unicodeLabels = append(unicodeLabels, points)
		} else {
			return false
		}
	}
	// 255 octets on the wire: a length octet per label and the root's, so 253 characters of text
	if asciiLength > 253 {
		return false
	}
	// RFC 5893: once one label is right-to-left, every label of the name must pass the Bidi rule
	if slices.ContainsFunc(unicodeLabels, rightToLeft) {
		for _, label := range unicodeLabels {
			if !bidiOk(label) {
				return false
			}
		}
	}
	return true
}

// aLabel is the U-label that label (lower case, "xn--" prefix) encodes; ok is false when it is
// not the Punycode (RFC 3492) form of a valid U-label, written the one way Punycode writes it.
func aLabel(label string) ([]rune, bool) {
	decoded, ok := punycodeDecode(label[4:])
	if !ok || isASCII(string(decoded)) || !uLabel(decoded) {
		return nil, false
	}
	return decoded, punycodeEncode(decoded) == label[4:]
}

// uLabel is RFC 5891 section 4.2.3 on a label of Unicode text: NFC, hyphen rules, no leading
// combining mark, every code point allowed by RFC 5892 (with its context rule if it has one).
// The Bidi rule spans the whole name and is checked by the caller.
func uLabel(label []rune) bool {
	if len(label) == 0 || label[0] == '-' || label[len(label)-1] == '-' {
		return false
	}
	if len(label) >= 4 && label[2] == '-' && label[3] == '-' {
		return false
	}
	if runValue(ucdMarks, label[0]) == 1 {
		return false
	}
	for index, r := range label {
		var allowed bool
		switch runValue(ucdIDNA, r) {
		case 1: // PVALID
			allowed = true
		case 2: // CONTEXTJ
			allowed = contextjOk(label, index)
		case 3: // CONTEXTO
			allowed = contextoOk(label, index)
		}
		if !allowed {
			return false
		}
	}
	// last, as every other rule refuses a label whatever the order: nfcStable is only asked of
	// code points a label may hold
	return nfcStable(label)
}

// runValue is the value of the run code falls in: runs are start, value, start, value, ...,
// sorted.
func runValue(runs []int32, code rune) int32 {
	low, high := 0, len(runs)/2-1
	for low < high {
		mid := (low + high + 1) / 2
		if runs[mid*2] <= code {
			low = mid
		} else {
			high = mid - 1
		}
	}
	return runs[low*2+1]
}

// nfcStable reports whether Unicode normalization form C leaves label as it is: canonical
// decomposition, canonical order, canonical composition, each from the generator's tables.
// Only asked of labels whose every code point is allowed: the conjoining jamo, which compose
// with Hangul syllables by arithmetic rather than by table, are not, so a syllable is left
// whole.
func nfcStable(label []rune) bool {
	points := make([]rune, 0, len(label))
	for _, r := range label {
		if parts, ok := ucdDecompositions[r]; ok {
			points = append(points, parts...)
		} else {
			points = append(points, r)
		}
	}
	for i := 1; i < len(points); i++ { // a stable sort of each run of non-starters by class
		for j := i; j > 0; j-- {
			class := runValue(ucdCombiningClass, points[j])
			if class == 0 || runValue(ucdCombiningClass, points[j-1]) <= class {
				break
			}
			points[j], points[j-1] = points[j-1], points[j]
		}
	}
	composed := make([]rune, 0, len(points))
	// where the last starter is, and the class of the last code point kept after it (0: none)
	starter, last := -1, int32(0)
	for _, r := range points {
		class := runValue(ucdCombiningClass, r)
		if starter >= 0 && (last == 0 || last < class) { // not blocked from the starter
			if both, ok := ucdCompositions[[2]rune{composed[starter], r}]; ok {
				composed[starter] = both
				continue
			}
		}
		if class == 0 {
			starter = len(composed)
		}
		last = class
		composed = append(composed, r)
	}
	return slices.Equal(composed, label)
}

// contextjOk is RFC 5892 appendix A.1 and A.2: a joiner must follow a virama, or a non-joiner
// sit between two letters that join towards it, with transparent marks in between allowed.
func contextjOk(label []rune, index int) bool {
	if index > 0 && runValue(ucdCombiningClass, label[index-1]) == 9 { // class Virama
		return true
	}
	if label[index] == 0x200d {
		return false
	}
	before, after := index-1, index+1
	for before >= 0 && runValue(ucdTransparent, label[before]) == 1 {
		before--
	}
	for after < len(label) && runValue(ucdTransparent, label[after]) == 1 {
		after++
	}
	return before >= 0 && after < len(label) &&
		strings.ContainsAny(ucdJoiningForms[label[before]], "im") && // Joining_Type L, D
		strings.ContainsAny(ucdJoiningForms[label[after]], "fm") // Joining_Type R, D
}

// script is the Unicode script of a code point a label may hold, for the scripts the context
// rules name ("" for the others).
func script(label []rune, index int) string {
	if index < 0 || index >= len(label) {
		return ""
	}
	return ucdScriptNames[runValue(ucdScripts, label[index])]
}

// contextoOk is RFC 5892 appendix A.3 to A.9.
func contextoOk(label []rune, index int) bool {
	at := func(i int) rune {
		if i < 0 || i >= len(label) {
			return -1
		}
		return label[i]
	}
	switch label[index] {
	case 0xb7: // MIDDLE DOT: only in Catalan "l·l"
		return at(index-1) == 'l' && at(index+1) == 'l'
	case 0x375: // GREEK KERAIA: before a Greek letter
		return script(label, index+1) == "Greek"
	case 0x5f3, 0x5f4: // HEBREW GERESH, GERSHAYIM: after a Hebrew letter
		return script(label, index-1) == "Hebrew"
	case 0x30fb: // KATAKANA MIDDLE DOT: in a Japanese label
		for i := range label {
			if s := script(label, i); s == "Hiragana" || s == "Katakana" || s == "Han" {
				return true
			}
		}
		return false
	}
	arabicIndic := slices.ContainsFunc(label, func(r rune) bool { return r >= 0x660 && r <= 0x669 })
	extended := slices.ContainsFunc(label, func(r rune) bool { return r >= 0x6f0 && r <= 0x6f9 })
	return !(arabicIndic && extended) // the two sets of Arabic digits never mix
}

func bidiClass(r rune) string {
	return ucdBidiNames[runValue(ucdBidi, r)]
}

func rightToLeft(label []rune) bool {
	return slices.ContainsFunc(label, func(r rune) bool {
		c := bidiClass(r)
		return r >= 0x80 && (c == "R" || c == "AL" || c == "AN")
	})
}

// bidiOk is the Bidi rule, RFC 5893 section 2, conditions 1 to 6.
func bidiOk(label []rune) bool {
	classes := make([]string, len(label))
	for i, r := range label {
		classes[i] = bidiClass(r)
	}
	var allowed, ends string
	switch classes[0] {
	case "R", "AL":
		allowed, ends = " R AL AN EN ES CS ET ON BN NSM ", " R AL EN AN "
		if slices.Contains(classes, "EN") && slices.Contains(classes, "AN") {
			return false
		}
	case "L":
		allowed, ends = " L EN ES CS ET ON BN NSM ", " L EN "
	default:
		return false
	}
	last := ""
	for _, c := range classes {
		if !strings.Contains(allowed, " "+c+" ") {
			return false
		}
		if c != "NSM" { // the first is not NSM
			last = c
		}
	}
	return strings.Contains(ends, " "+last+" ")
}

// Punycode, RFC 3492, as Python's codec reads and writes it.
const (
	pcBase = 36
	pcTMin = 1
	pcTMax = 26
	pcSkew = 38
	pcDamp = 700
)

func punycodeAdapt(delta, points int, first bool) int {
	if first {
		delta /= pcDamp
	} else {
		delta /= 2
	}
	delta += delta / points
	k := 0
	for delta > ((pcBase-pcTMin)*pcTMax)/2 {
		delta /= pcBase - pcTMin
		k += pcBase
	}
	return k + ((pcBase-pcTMin+1)*delta)/(delta+pcSkew)
}

func punycodeDigit(d int) byte {
	if d < 26 {
		return byte('a' + d)
	}
	return byte('0' + d - 26)
}

func punycodeThreshold(k, bias int) int {
	return min(pcTMax, max(pcTMin, k-bias))
}

func punycodeEncode(input []rune) string {
	var out []byte
	for _, c := range input {
		if c < 0x80 {
			out = append(out, byte(c))
		}
	}
	basic := len(out)
	handled := basic
	if basic > 0 {
		out = append(out, '-')
	}
	n, delta, bias := rune(0x80), 0, 72
	for handled < len(input) {
		m := rune(0x10ffff + 1)
		for _, c := range input {
			if c >= n && c < m {
				m = c
			}
		}
		delta += int(m-n) * (handled + 1)
		n = m
		for _, c := range input {
			if c < n {
				delta++
			}
			if c == n {
				q := delta
				for k := pcBase; ; k += pcBase {
					t := punycodeThreshold(k, bias)
					if q < t {
						break
					}
					out = append(out, punycodeDigit(t+(q-t)%(pcBase-t)))
					q = (q - t) / (pcBase - t)
				}
				out = append(out, punycodeDigit(q))
				bias = punycodeAdapt(delta, handled+1, handled == basic)
				delta = 0
				handled++
			}
		}
		delta++
		n++
	}
	return string(out)
}

func punycodeDecode(text string) ([]rune, bool) {
	var base []rune
	extended := text
	if cut := strings.LastIndexByte(text, '-'); cut >= 0 {
		base = []rune(text[:cut])
		extended = text[cut+1:]
	}
	extended = strings.ToUpper(extended)
	// a delta past this puts the next code point past U+10FFFF, which Python refuses: reading
	// stops there, before the arithmetic could overflow
	limit := 0x110000 * (len(text) + 1)
	char, pos, bias := 0x80, -1, 72
	for at := 0; at < len(extended); {
		result, w, first := 0, 1, at == 0
		for k := pcBase; ; k += pcBase { // one generalized variable-length integer
			if at >= len(extended) {
				return nil, false
			}
			c := extended[at]
			at++
			var d int
			switch {
			case c >= 'A' && c <= 'Z':
				d = int(c - 'A')
			case c >= '0' && c <= '9':
				d = int(c) - 22
			default:
				return nil, false
			}
			t := punycodeThreshold(k, bias)
			result += d * w
			if result > limit {
				return nil, false
			}
			if d < t {
				break
			}
			w *= pcBase - t
		}
		pos += result + 1
		char += pos / (len(base) + 1)
		if char > 0x10ffff {
			return nil, false
		}
		pos %= len(base) + 1
		base = slices.Insert(base, pos, rune(char))
		bias = punycodeAdapt(result, len(base), first)
	}
	if slices.ContainsFunc(base, func(r rune) bool { return r >= 0xd800 && r <= 0xdfff }) {
		return nil, false
	}
	return base, true
}

// --- e-mail addresses: RFC 5321 section 4.1.2 `Mailbox`, RFC 6531 section 3.3 ---------------

// localPartRule is `Dot-string / Quoted-string`, with extra characters allowed in atoms and
// quoted text.
func localPartRule(extra string) *regexp.Regexp {
	atom := "[A-Za-z0-9!#$%&'*+/=?^_`{|}~" + extra + `\-]+`
	quoted := `"(?:[\x20\x21\x23-\x5b\x5d-\x7e` + extra + `]|\\[\x20-\x7e])*"`
	return whole(atom + `(?:[.]` + atom + `)*|` + quoted)
}

var (
	fmLocalPart = localPartRule("")
	// RFC 6531 adds UTF8-non-ascii: any code point but ASCII (Go's strings hold no surrogates)
	fmUTF8LocalPart = localPartRule(`\x{80}-\x{10ffff}`)
)

// mailbox is `Local-part "@" ( Domain / address-literal )`; with utf8, RFC 6531 adds non-ASCII
// to atoms and quoted strings and U-labels to the domain. Lengths per section 4.5.3.1: 64
// octets of local part, 254 in all. A General-address-literal is refused: no tag other than
// IPv6 is registered.
func mailbox(s string, utf8 bool) bool {
	at := strings.LastIndexByte(s, '@')
	if at < 0 {
		return false
	}
	local, host := s[:at], s[at+1:]
	rule := fmLocalPart
	if utf8 {
		rule = fmUTF8LocalPart
	}
	if !rule.MatchString(local) {
		return false
	}
	if strings.HasPrefix(host, "[") && strings.HasSuffix(host, "]") {
		literal := ""
		if len(host) >= 2 {
			literal = host[1 : len(host)-1]
		}
		if len(literal) >= 5 && strings.EqualFold(literal[:5], "ipv6:") && isASCII(literal[:5]) {
			groups, compressed, ok := ipv6Parts(literal[5:])
			// RFC 5321's IPv6-comp: there "::" stands for two groups or more
			if !ok || (compressed && groups > 6) || (!compressed && groups != 8) {
				return false
			}
		} else if !fmIPv4.MatchString(literal) {
			return false
		}
	} else if !domain(strings.Split(host, "."), utf8) {
		return false
	}
	return len(local) <= 64 && len(s) <= 254
}

// --- URIs and IRIs: RFC 3986 and RFC 3987 ----------------------------------------------------

const (
	fmPctEncoded = `%[0-9A-Fa-f][0-9A-Fa-f]`
	fmUnreserved = `\-A-Za-z0-9._~`
	fmSubDelims  = `!$&'()*+,;=`
	// RFC 3987 section 2.2: the characters an IRI may hold unencoded, and the private-use ones
	// allowed in its query only
	fmUCSChar = `\x{a0}-\x{d7ff}\x{f900}-\x{fdcf}\x{fdf0}-\x{ffef}` +
		`\x{10000}-\x{1fffd}\x{20000}-\x{2fffd}\x{30000}-\x{3fffd}\x{40000}-\x{4fffd}` +
		`\x{50000}-\x{5fffd}\x{60000}-\x{6fffd}\x{70000}-\x{7fffd}\x{80000}-\x{8fffd}` +
		`\x{90000}-\x{9fffd}\x{a0000}-\x{afffd}\x{b0000}-\x{bfffd}\x{c0000}-\x{cfffd}` +
		`\x{d0000}-\x{dfffd}\x{e1000}-\x{efffd}`
	fmIPrivate = `\x{e000}-\x{f8ff}\x{f0000}-\x{ffffd}\x{100000}-\x{10fffd}`
)

// uriRules are the rules for the components of a reference, over the characters they may hold
// unencoded: RFC 3986's, or RFC 3987's with `ucschar` (and `iprivate` in the query).
type uriRules struct{ authority, path, query, fragment *regexp.Regexp }

func makeURIRules(unreserved, private string) uriRules {
	pchar := `(?:[` + unreserved + fmSubDelims + `:@]|` + fmPctEncoded + `)`
	userinfo := `(?:[` + unreserved + fmSubDelims + `:]|` + fmPctEncoded + `)*`
	regName := `(?:[` + unreserved + fmSubDelims + `]|` + fmPctEncoded + `)*`
	return uriRules{
		// `[ userinfo "@" ] host [ ":" port ]`, the host an IP literal in brackets or a reg-name
		authority: whole(`(?:` + userinfo + `@)?(\[[^\]]*\]|` + regName + `)(?::[0-9]*)?`),
		path:      whole(`(?:` + pchar + `|/)*`),
		query:     whole(`(?:` + pchar + `|[/?` + private + `])*`),
		fragment:  whole(`(?:` + pchar + `|[/?])*`),
	}
}

var (
	fmURIRules = makeURIRules(fmUnreserved, "")
	fmIRIRules = makeURIRules(fmUnreserved+fmUCSChar, fmIPrivate)
	// RFC 3986 appendix B: any string splits into scheme, authority, path, query and fragment
	fmURISplit = whole(`(?:([^:/?#]+):)?(?://([^/?#]*))?([^?#]*)(?:[?]([^#]*))?(?:#(.*))?`)
	fmScheme   = whole(`[A-Za-z][A-Za-z0-9+.-]*`)
	fmIPFuture = whole(`[Vv][0-9A-Fa-f]+[.][` + fmUnreserved + fmSubDelims + `:]+`)
)

// uriReferenceOk is RFC 3986 `URI` (absolute) or `URI-reference`; with iri, RFC 3987 `IRI` or
// `IRI-reference`: split as appendix B does, each component then held to its own rule.
func uriReferenceOk(s string, iri, absolute bool) bool {
	split := fmURISplit.FindStringSubmatchIndex(s)
	if split == nil {
		return false // a line break, which no component allows
	}
	part := func(i int) (string, bool) {
		if split[2*i] < 0 {
			return "", false
		}
		return s[split[2*i]:split[2*i+1]], true
	}
	scheme, hasScheme := part(1)
	authority, hasAuthority := part(2)
	path, _ := part(3)
	query, hasQuery := part(4)
	fragment, hasFragment := part(5)
	rules := fmURIRules
	if iri {
		rules = fmIRIRules
	}
	if !hasScheme {
		// a relative reference; a colon in its first segment would make that segment a scheme
		first, _, _ := strings.Cut(path, "/")
		if absolute || (!hasAuthority && strings.Contains(first, ":")) {
			return false
		}
	} else if !fmScheme.MatchString(scheme) {
		return false
	}
	if hasAuthority {
		host := rules.authority.FindStringSubmatch(authority)
		if host == nil {
			return false
		}
		if strings.HasPrefix(host[1], "[") && !ipLiteral(host[1][1:len(host[1])-1]) {
			return false
		}
	}
	return rules.path.MatchString(path) &&
		(!hasQuery || rules.query.MatchString(query)) &&
		(!hasFragment || rules.fragment.MatchString(fragment))
}

// ipLiteral: inside the brackets, an IPv6 address (a zone, RFC 6874, is not RFC 3986) or
// IPvFuture.
func ipLiteral(text string) bool {
	return ipv6(text) || fmIPFuture.MatchString(text)
}

// RFC 6570 section 2, any level: literals (any character but controls, space and
// "'<>\^`{|}, or a percent-encoded octet) and expressions.
const (
	fmURITemplateLiteral = `(?:[\x21\x23\x24\x26\x28-\x3b\x3d\x3f-\x5b\x5d\x5f\x61-\x7a\x7e` +
		fmUCSChar + fmIPrivate + `]|` + fmPctEncoded + `)`
	fmURITemplateVarchar = `(?:[A-Za-z0-9_]|` + fmPctEncoded + `)`
	// varname, then a prefix (":" 1 to 9999) or explode ("*") modifier
	fmURITemplateVarspec = fmURITemplateVarchar + `(?:[.]?` + fmURITemplateVarchar +
		`)*(?::[1-9][0-9]{0,3}|[*])?`
)

// the operators reserved for future extensions ("=", ",", "!", "@", "|") are in the grammar
var fmURITemplate = whole(`(?:` + fmURITemplateLiteral + `|\{[+#./;?&=,!@|]?` +
	fmURITemplateVarspec + `(?:,` + fmURITemplateVarspec + `)*\})*`)

// --- JSON pointers: RFC 6901; Relative JSON Pointers: draft-bhutton-relative-json-pointer-00,
// the draft JSON Schema 2020-12 refers to ---------------------------------------------------

const fmJSONPointerRule = `(?:/(?:[^/~]|~[01])*)*`

var (
	fmJSONPointer = whole(fmJSONPointerRule)
	// how many levels up, then an optional index shift ("+n" or "-n"), then "#" or a pointer
	fmRelativeJSONPointer = whole(`(?:0|[1-9][0-9]*)(?:[+-][1-9][0-9]*)?(?:#|` + fmJSONPointerRule + `)`)
)

// --- UUIDs: RFC 4122 section 3 (any version and variant) ---------------------------------------

var fmUUID = whole(`[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}`)

// --- regular expressions: ECMA-262 --------------------------------------------------------------

// The names \p{...} accepts (ECMA-262's tables of General_Category values and of binary
// properties, aliases included); Script values are checked for shape only.
var (
	ecmaGeneralCategories = strings.Fields(
		"C Other Cc Control cntrl Cf Format Cn Unassigned Co Private_Use Cs Surrogate L Letter LC " +
			"Cased_Letter Ll Lowercase_Letter Lm Modifier_Letter Lo Other_Letter Lt Titlecase_Letter Lu " +
			"Uppercase_Letter M Mark Combining_Mark Mc Spacing_Mark Me Enclosing_Mark Mn " +
			"Nonspacing_Mark N Number Nd Decimal_Number digit Nl Letter_Number No Other_Number P " +
			"Punctuation punct Pc Connector_Punctuation Pd Dash_Punctuation Pe Close_Punctuation Pf " +
			"Final_Punctuation Pi Initial_Punctuation Po Other_Punctuation Ps Open_Punctuation S Symbol " +
			"Sc Currency_Symbol Sk Modifier_Symbol Sm Math_Symbol So Other_Symbol Z Separator Zl " +
			"Line_Separator Zp Paragraph_Separator Zs Space_Separator")
	ecmaBinaryProperties = strings.Fields(
		"ASCII ASCII_Hex_Digit AHex Alphabetic Alpha Any Assigned Bidi_Control Bidi_C Bidi_Mirrored " +
			"Bidi_M Case_Ignorable CI Cased Changes_When_Casefolded CWCF Changes_When_Casemapped CWCM " +
			"Changes_When_Lowercased CWL Changes_When_NFKC_Casefolded CWKCF Changes_When_Titlecased CWT " +
			"Changes_When_Uppercased CWU Dash Default_Ignorable_Code_Point DI Deprecated Dep Diacritic " +
			"Dia Emoji Emoji_Component EComp Emoji_Modifier EMod Emoji_Modifier_Base EBase " +
			"Emoji_Presentation EPres Extended_Pictographic ExtPict Extender Ext Grapheme_Base Gr_Base " +
			"Grapheme_Extend Gr_Ext Hex_Digit Hex IDS_Binary_Operator IDSB IDS_Trinary_Operator IDST " +
			"ID_Continue IDC ID_Start IDS Ideographic Ideo Join_Control Join_C Logical_Order_Exception " +
			"LOE Lowercase Lower Math Noncharacter_Code_Point NChar Pattern_Syntax Pat_Syn " +
			"Pattern_White_Space Pat_WS Quotation_Mark QMark Radical Regional_Indicator RI " +
			"Sentence_Terminal STerm Soft_Dotted SD Terminal_Punctuation Term Unified_Ideograph UIdeo " +
			"Uppercase Upper Variation_Selector VS White_Space space XID_Continue XIDC XID_Start XIDS")
	ecmaQuantifierBounds = regexp.MustCompile(`^[{]([0-9]+)(?:(,)([0-9]*))?[}]`)
	ecmaModifiers        = regexp.MustCompile(`^[ims]*(-[ims]*)?:`)
	ecmaProperty         = regexp.MustCompile(`^[{][A-Za-z][A-Za-z0-9_]*(=[A-Za-z][A-Za-z0-9_]*)?[}]`)
	ecmaDigits           = regexp.MustCompile(`^[0-9]+`)
	ecmaHex              = regexp.MustCompile(`^[0-9A-Fa-f]+`)
	ecmaHex2             = regexp.MustCompile(`^[0-9A-Fa-f]{2}`)
	ecmaHex4             = regexp.MustCompile(`^[0-9A-Fa-f]{4}`)
	ecmaTrailSurrogate   = regexp.MustCompile(`^\\u[Dd][C-Fc-f][0-9A-Fa-f]{2}`)
)

// ecmaPattern is a recursive-descent reader of the ECMA-262 (2025) `Pattern` grammar in
// Unicode mode (the `u` flag, which JSON Schema asks patterns to be built with: no Annex B
// leniencies), with its early errors: quantifier bounds in order, class ranges in order and not
// between sets, back references to groups that exist, group names unique unless in different
// alternatives, modifiers not repeated, property names known. It only decides whether a
// pattern is well formed; a failure panics with notWellFormed, which ecmaWellFormed recovers.
// Approximated as Python's reader is: Script values are checked for shape, group names use the
// identifier characters of Python (XID) where ECMA-262 uses ID_Start and ID_Continue.
type ecmaPattern struct {
	source        []rune
	at, groups    int
	names         map[string]bool
	backrefs      []string // digits, compared as numbers of any size
	namedBackrefs []string
}

type notWellFormed string

func ecmaWellFormed(source []rune) (ok bool) {
	p := &ecmaPattern{source: source, names: map[string]bool{}}
	defer func() {
		if failed := recover(); failed != nil {
			if _, mine := failed.(notWellFormed); !mine {
				panic(failed)
			}
			ok = false
		}
	}()
	p.disjunction()
	if p.at != len(p.source) { // an unopened ")" stops the reading early
		return false
	}
	for _, number := range p.backrefs {
		if compareDigits(number, strconv.Itoa(p.groups)) > 0 {
			return false
		}
	}
	for _, name := range p.namedBackrefs {
		if !p.names[name] {
			return false
		}
	}
	return true
}

// compareDigits compares two strings of decimal digits as the numbers they write.
func compareDigits(a, b string) int {
	a, b = strings.TrimLeft(a, "0"), strings.TrimLeft(b, "0")
	if len(a) != len(b) {
		return len(a) - len(b)
	}
	return strings.Compare(a, b)
}

func (p *ecmaPattern) eat(text string) bool {
	want := []rune(text)
	if len(p.source)-p.at >= len(want) && slices.Equal(p.source[p.at:p.at+len(want)], want) {
		p.at += len(want)
		return true
	}
	return false
}

// peek is the next code point, or -1 at the end.
func (p *ecmaPattern) peek() rune {
	if p.at < len(p.source) {
		return p.source[p.at]
	}
	return -1
}

func (p *ecmaPattern) next() rune {
	if p.at >= len(p.source) {
		panic(notWellFormed("unexpected end"))
	}
	p.at++
	return p.source[p.at-1]
}

// lookahead is what pattern (anchored) matches here, as submatches, or nil.
func (p *ecmaPattern) lookahead(pattern *regexp.Regexp) []string {
	return pattern.FindStringSubmatch(string(p.source[p.at:]))
}

// match reads what pattern matches here, or fails.
func (p *ecmaPattern) match(pattern *regexp.Regexp) []string {
	found := p.lookahead(pattern)
	if found == nil {
		panic(notWellFormed("expected " + pattern.String()))
	}
	p.at += len([]rune(found[0]))
	return found
}

// disjunction gives the group names it holds; alternatives may share names, terms of one may
// not.
func (p *ecmaPattern) disjunction() map[string]bool {
	names := p.alternative()
	for p.eat("|") {
		for name := range p.alternative() {
			names[name] = true
		}
	}
	return names
}

func (p *ecmaPattern) alternative() map[string]bool {
	names := map[string]bool{}
	for p.at < len(p.source) && p.source[p.at] != '|' && p.source[p.at] != ')' {
		for name := range p.term() {
			if names[name] {
				panic(notWellFormed("a group name used twice"))
			}
			names[name] = true
		}
	}
	return names
}

func (p *ecmaPattern) term() map[string]bool {
	if p.eat("^") || p.eat("$") || p.eat(`\b`) || p.eat(`\B`) {
		return nil
	}
	if p.eat("(?=") || p.eat("(?!") || p.eat("(?<=") || p.eat("(?<!") {
		names := p.disjunction()
		if !p.eat(")") {
			panic(notWellFormed("unclosed lookaround"))
		}
		return names // assertions take no quantifier in Unicode mode
	}
	names := p.atom()
	if p.eat("*") || p.eat("+") || p.eat("?") {
		p.eat("?")
	} else if p.peek() == '{' {
		bounds := p.match(ecmaQuantifierBounds)
		if bounds[3] != "" && compareDigits(bounds[1], bounds[3]) > 0 {
			panic(notWellFormed("quantifier bounds out of order"))
		}
		p.eat("?")
	}
	return names
}

func (p *ecmaPattern) atom() map[string]bool {
	switch char := p.next(); {
	case char == '(':
		return p.group()
	case char == '[':
		p.characterClass()
	case char == '\\':
		p.atomEscape()
	case strings.ContainsRune("*+?{}]", char):
		panic(notWellFormed("a syntax character out of place"))
	}
	return nil
}

func (p *ecmaPattern) group() map[string]bool {
	name, named := "", false
	if p.eat("?<") {
		name, named = p.groupName(), true
		p.groups++
	} else if p.eat("?") { // "(?:" or modifiers, as in "(?i-s:"
		text := p.match(ecmaModifiers)[0]
		text = text[:len(text)-1]
		dash := strings.Contains(text, "-")
		flags := strings.Replace(text, "-", "", 1)
		for i := range flags {
			if strings.Count(flags, flags[i:i+1]) > 1 {
				panic(notWellFormed("bad modifiers"))
			}
		}
		if dash && flags == "" {
			panic(notWellFormed("bad modifiers"))
		}
	} else {
		p.groups++
	}
	names := p.disjunction()
	if !p.eat(")") {
		panic(notWellFormed("unclosed group"))
	}
	if named {
		if names[name] {
			panic(notWellFormed("a group name used twice"))
		}
		p.names[name] = true
		names[name] = true
	}
	return names
}

// groupName reads `RegExpIdentifierName ">"`, escapes resolved.
func (p *ecmaPattern) groupName() string {
	var name []rune
	for !p.eat(">") {
		if p.eat(`\u`) {
			name = append(name, p.unicodeEscape())
		} else {
			name = append(name, p.next())
		}
	}
	if len(name) == 0 || !(name[0] == '$' || name[0] == '_' || runValue(ucdIdentifier, name[0])&1 != 0) {
		panic(notWellFormed("bad group name"))
	}
	for _, r := range name[1:] {
		if !(r == '$' || r == 0x200c || r == 0x200d || runValue(ucdIdentifier, r)&2 != 0) {
			panic(notWellFormed("bad group name"))
		}
	}
	return string(name)
}

func (p *ecmaPattern) atomEscape() {
	if p.eat("k") {
		if !p.eat("<") {
			panic(notWellFormed(`\k without a name`))
		}
		p.namedBackrefs = append(p.namedBackrefs, p.groupName())
	} else if c := p.peek(); c >= '1' && c <= '9' {
		p.backrefs = append(p.backrefs, p.match(ecmaDigits)[0])
	} else {
		p.classEscape(false)
	}
}

// classEscape reads what follows a backslash: the code point it stands for, or -1 for a set
// such as \d.
func (p *ecmaPattern) classEscape(inClass bool) rune {
	char := p.next()
	switch {
	case strings.ContainsRune("dDsSwW", char):
		return -1
	case char == 'p' || char == 'P':
		text := p.match(ecmaProperty)[0]
		name, value, _ := strings.Cut(text[1:len(text)-1], "=")
		known := (name == "General_Category" || name == "gc") && slices.Contains(ecmaGeneralCategories, value) ||
			(name == "Script" || name == "sc" || name == "Script_Extensions" || name == "scx") && value != "" ||
			value == "" && (slices.Contains(ecmaGeneralCategories, name) || slices.Contains(ecmaBinaryProperties, name))
		if !known {
			panic(notWellFormed("unknown Unicode property"))
		}
		return -1
	case char == 'f':
		return 12
	case char == 'n':
		return 10
	case char == 'r':
		return 13
	case char == 't':
		return 9
	case char == 'v':
		return 11
	case char == 'c':
		letter := p.next()
		if !(letter >= 'A' && letter <= 'Z' || letter >= 'a' && letter <= 'z') {
			panic(notWellFormed(`\c without a letter`))
		}
		return letter % 32
	case char == '0':
		if c := p.peek(); c >= '0' && c <= '9' {
			panic(notWellFormed("octal escapes are not allowed"))
		}
		return 0
	case char == 'x':
		code, _ := strconv.ParseInt(p.match(ecmaHex2)[0], 16, 32)
		return rune(code)
	case char == 'u':
		return p.unicodeEscape()
	case strings.ContainsRune(`^$\.*+?()[]{}|/`, char) || (inClass && char == '-'):
		return char
	case inClass && char == 'b':
		return 8
	}
	panic(notWellFormed("not an escape in Unicode mode"))
}

// unicodeEscape reads what follows "\u": `{hex}` up to 10FFFF, or four hex digits, a surrogate
// pair joined.
func (p *ecmaPattern) unicodeEscape() rune {
	if p.eat("{") {
		digits := strings.TrimLeft(p.match(ecmaHex)[0], "0")
		code, err := strconv.ParseInt("0"+digits, 16, 64)
		if len(digits) > 6 || err != nil || code > 0x10ffff || !p.eat("}") {
			panic(notWellFormed("bad code point escape"))
		}
		return rune(code)
	}
	code, _ := strconv.ParseInt(p.match(ecmaHex4)[0], 16, 32)
	if trail := p.lookahead(ecmaTrailSurrogate); code >= 0xd800 && code <= 0xdbff && trail != nil {
		p.at += len(trail[0])
		low, _ := strconv.ParseInt(trail[0][2:], 16, 32)
		return rune(0x10000 + (code-0xd800)<<10 + (low - 0xdc00))
	}
	return rune(code)
}

func (p *ecmaPattern) characterClass() {
	p.eat("^")
	for !p.eat("]") {
		low := p.classAtom()
		if p.peek() == '-' && p.at+1 < len(p.source) && p.source[p.at+1] != ']' {
			p.at++
			high := p.classAtom()
			if low < 0 || high < 0 || low > high {
				panic(notWellFormed("bad class range"))
			}
		}
	}
}

func (p *ecmaPattern) classAtom() rune {
	if char := p.next(); char != '\\' {
		return char
	}
	return p.classEscape(true)
}
