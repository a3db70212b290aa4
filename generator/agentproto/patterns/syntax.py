"""The reader of ECMA-262 patterns in Unicode mode (the `u` flag, which is what a JSON Schema
`pattern`, `patternProperties` key or `format: "regex"` value means), into a target-neutral tree.

The grammar is ECMA-262 2025's `Pattern[+UnicodeMode, +NamedCaptureGroups]`, with its early
errors: quantifier bounds in order, class ranges in order and not between sets, back references
to groups that exist, group names unique unless in different alternatives, modifiers not
repeated, property names known (Script values are checked for shape only). No Annex B
leniency: a lone `{`, `}` or `]`, an identity escape of anything but a syntax character or
`/`, and `\\0` before a digit are errors.

`parse_legacy` reads a pattern by the grammar without the `u` flag instead (ECMA-262's
`Pattern[~UnicodeMode, ?NamedCaptureGroups]` with Annex B's leniency), for a pattern the Unicode
grammar refuses: JSON Schema does not ask for the `u` flag, and schemas in the wild write
`\\:` or a lone `{`. Its tree means what the non-Unicode grammar says the pattern is (an
identity escape is the character, `\\p` is `p`, `\\u{41}` is `u` 41 times, `\\1` without a
first group is U+0001, a class range with a set at one end is the set, `-` and the other end),
matched by code points as every target matches; a character beyond U+FFFF written in such a
pattern inside a class or before a quantifier, where that grammar reads it as two UTF-16 code
units, is refused.

The tree says what the pattern means and nothing about how an engine spells it: escapes are
resolved to code points (a surrogate pair written as two `\\u` escapes is one code point),
classes keep their items (ranges, the sets `\\d`/`\\s`/`\\w` and their complements, Unicode
properties) for `charsets` to turn into code point ranges, and named back references become
group numbers.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

# -- the tree -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Range:
    """The code points `low` to `high` (one code point when they are equal)."""

    low: int
    high: int


@dataclass(frozen=True)
class Escape:
    """`\\d`, `\\s`, `\\w` (`negated`: `\\D`, `\\S`, `\\W`)."""

    kind: str
    negated: bool


@dataclass(frozen=True)
class Property:
    """`\\p{name}` or `\\p{name=value}` (`negated`: `\\P{...}`)."""

    name: str
    value: str
    negated: bool


ClassItem = Range | Escape | Property


@dataclass(frozen=True)
class Class:
    """One code point: within any item (`negated`: within none). A literal character is a class
    of one range; `.` is `Dot`."""

    items: tuple[ClassItem, ...]
    negated: bool = False


@dataclass(frozen=True)
class Dot:
    """`.`: any code point but a line terminator."""


@dataclass(frozen=True)
class Edge:
    """An assertion between characters: `start` (`^`), `end` (`$`), `word` (`\\b`),
    `not_word` (`\\B`)."""

    kind: str


@dataclass(frozen=True)
class Seq:
    items: tuple[Node, ...]


@dataclass(frozen=True)
class Alt:
    options: tuple[Node, ...]


@dataclass(frozen=True)
class Repeat:
    body: Node
    least: int
    most: int | None  # None: no upper bound
    lazy: bool


@dataclass(frozen=True)
class Group:
    """A group; `number` is its capture number (None: non-capturing), `name` its name."""

    body: Node
    number: int | None
    name: str | None


@dataclass(frozen=True)
class Look:
    body: Node
    behind: bool
    negated: bool


@dataclass(frozen=True)
class Backref:
    """A back reference; more than one number when a name is shared by groups in different
    alternatives (`name`: as the pattern writes it, by name)."""

    numbers: tuple[int, ...]
    name: str = ""


@dataclass(frozen=True)
class Modifiers:
    """`(?ims-ims:...)`: flags switched on and off for the group's body."""

    body: Node
    on: str
    off: str


Node = Class | Dot | Edge | Seq | Alt | Repeat | Group | Look | Backref | Modifiers


@dataclass(frozen=True)
class Pattern:
    source: str
    tree: Node
    groups: int


class PatternSyntaxError(ValueError):
    """Not an ECMA-262 pattern in Unicode mode; the message says what and where."""


# -- the names \p{...} accepts --------------------------------------------------------------------

GENERAL_CATEGORIES = frozenset(
    [
        "C",
        "Other",
        "Cc",
        "Control",
        "cntrl",
        "Cf",
        "Format",
        "Cn",
        "Unassigned",
        "Co",
        "Private_Use",
        "Cs",
        "Surrogate",
        "L",
        "Letter",
        "LC",
        "Cased_Letter",
        "Ll",
        "Lowercase_Letter",
        "Lm",
        "Modifier_Letter",
        "Lo",
        "Other_Letter",
        "Lt",
        "Titlecase_Letter",
        "Lu",
        "Uppercase_Letter",
        "M",
        "Mark",
        "Combining_Mark",
        "Mc",
        "Spacing_Mark",
        "Me",
        "Enclosing_Mark",
        "Mn",
        "Nonspacing_Mark",
        "N",
        "Number",
        "Nd",
        "Decimal_Number",
        "digit",
        "Nl",
        "Letter_Number",
        "No",
        "Other_Number",
        "P",
        "Punctuation",
        "punct",
        "Pc",
        "Connector_Punctuation",
        "Pd",
        "Dash_Punctuation",
        "Pe",
        "Close_Punctuation",
        "Pf",
        "Final_Punctuation",
        "Pi",
        "Initial_Punctuation",
        "Po",
        "Other_Punctuation",
        "Ps",
        "Open_Punctuation",
        "S",
        "Symbol",
        "Sc",
        "Currency_Symbol",
        "Sk",
        "Modifier_Symbol",
        "Sm",
        "Math_Symbol",
        "So",
        "Other_Symbol",
        "Z",
        "Separator",
        "Zl",
        "Line_Separator",
        "Zp",
        "Paragraph_Separator",
        "Zs",
        "Space_Separator",
    ]
)
BINARY_PROPERTIES = frozenset(
    [
        "ASCII",
        "ASCII_Hex_Digit",
        "AHex",
        "Alphabetic",
        "Alpha",
        "Any",
        "Assigned",
        "Bidi_Control",
        "Bidi_C",
        "Bidi_Mirrored",
        "Bidi_M",
        "Case_Ignorable",
        "CI",
        "Cased",
        "Changes_When_Casefolded",
        "CWCF",
        "Changes_When_Casemapped",
        "CWCM",
        "Changes_When_Lowercased",
        "CWL",
        "Changes_When_NFKC_Casefolded",
        "CWKCF",
        "Changes_When_Titlecased",
        "CWT",
        "Changes_When_Uppercased",
        "CWU",
        "Dash",
        "Default_Ignorable_Code_Point",
        "DI",
        "Deprecated",
        "Dep",
        "Diacritic",
        "Dia",
        "Emoji",
        "Emoji_Component",
        "EComp",
        "Emoji_Modifier",
        "EMod",
        "Emoji_Modifier_Base",
        "EBase",
        "Emoji_Presentation",
        "EPres",
        "Extended_Pictographic",
        "ExtPict",
        "Extender",
        "Ext",
        "Grapheme_Base",
        "Gr_Base",
        "Grapheme_Extend",
        "Gr_Ext",
        "Hex_Digit",
        "Hex",
        "IDS_Binary_Operator",
        "IDSB",
        "IDS_Trinary_Operator",
        "IDST",
        "ID_Continue",
        "IDC",
        "ID_Start",
        "IDS",
        "Ideographic",
        "Ideo",
        "Join_Control",
        "Join_C",
        "Logical_Order_Exception",
        "LOE",
        "Lowercase",
        "Lower",
        "Math",
        "Noncharacter_Code_Point",
        "NChar",
        "Pattern_Syntax",
        "Pat_Syn",
        "Pattern_White_Space",
        "Pat_WS",
        "Quotation_Mark",
        "QMark",
        "Radical",
        "Regional_Indicator",
        "RI",
        "Sentence_Terminal",
        "STerm",
        "Soft_Dotted",
        "SD",
        "Terminal_Punctuation",
        "Term",
        "Unified_Ideograph",
        "UIdeo",
        "Uppercase",
        "Upper",
        "Variation_Selector",
        "VS",
        "White_Space",
        "space",
        "XID_Continue",
        "XIDC",
        "XID_Start",
        "XIDS",
    ]
)
SCRIPT_NAMES = frozenset(("Script", "sc", "Script_Extensions", "scx"))
_CONTROLS = {"f": 12, "n": 10, "r": 13, "t": 9, "v": 11}
_SYNTAX_CHARACTERS = frozenset("^$\\.*+?()[]{}|/")


@lru_cache(maxsize=64)
def _regex(text: str) -> re.Pattern[str]:
    return re.compile(text)


# -- the reader ---------------------------------------------------------------------------------


@lru_cache(maxsize=2048)
def parse(source: str) -> Pattern:
    """`source` read as an ECMA-262 pattern in Unicode mode, or `PatternSyntaxError`."""
    return _Reader(source).pattern()


@lru_cache(maxsize=256)
def parse_legacy(source: str) -> Pattern:
    """`source` read by ECMA-262's grammar without the `u` flag (Annex B), or
    `PatternSyntaxError`; for a pattern `parse` refuses (the module's docstring says what it
    means)."""
    return _Reader(source, unicode=False).pattern()


def _capturing_groups(source: str) -> tuple[int, bool]:
    """How many capturing groups `source` opens, and whether one has a name: what the
    non-Unicode grammar must know before it reads `\\1` or `\\k`."""
    count, named, at, in_class = 0, False, 0, False
    while at < len(source):
        char = source[at]
        if char == "\\":
            at += 2
            continue
        if in_class:
            in_class = char != "]"
        elif char == "[":
            in_class = True
        elif char == "(":
            if not source.startswith("?", at + 1):
                count += 1
            elif source.startswith("?<", at + 1) and source[at + 3 : at + 4] not in ("=", "!"):
                count, named = count + 1, True
        at += 1
    return count, named


def well_formed(source: str) -> bool:
    """What `format: "regex"` asks: whether `source` is an ECMA-262 pattern in Unicode mode."""
    try:
        parse(source)
    except PatternSyntaxError:
        return False
    return True


class _Reader:
    def __init__(self, source: str, *, unicode: bool = True) -> None:
        self.source = source
        # False: the grammar without the `u` flag, Annex B's leniency included
        self.unicode = unicode
        self.capturing, self.named_groups = (0, True) if unicode else _capturing_groups(source)
        self.at = 0
        self.groups = 0
        self.names: dict[str, list[int]] = {}
        self.references: list[tuple[int, int]] = []  # (number, offset)
        self.named_references: list[tuple[str, int]] = []

    # -- helpers

    def fail(self, what: str, at: int | None = None) -> PatternSyntaxError:
        where = self.at if at is None else at
        return PatternSyntaxError(f"{what} (at offset {where})")

    def eat(self, text: str) -> bool:
        if self.source.startswith(text, self.at):
            self.at += len(text)
            return True
        return False

    def peek(self) -> str:
        return self.source[self.at : self.at + 1]

    def next_char(self) -> str:
        if self.at >= len(self.source):
            raise self.fail("the pattern ends too early")
        self.at += 1
        return self.source[self.at - 1]

    def match(self, pattern: str, what: str) -> str:
        found = _regex(pattern).match(self.source, self.at)
        if found is None:
            raise self.fail(what)
        self.at = found.end()
        return found[0]

    # -- grammar

    def pattern(self) -> Pattern:
        tree, _ = self.disjunction()
        if self.at < len(self.source):
            raise self.fail("a ')' that closes no group")
        for number, at in self.references:
            if number > self.groups:
                raise self.fail(f"\\{number} refers to a group that does not exist", at)
        named: dict[str, tuple[int, ...]] = {n: tuple(g) for n, g in self.names.items()}
        for name, at in self.named_references:
            if name not in named:
                raise self.fail(f"\\k<{name}> refers to a group that does not exist", at)
        return Pattern(self.source, _resolve_names(tree, named), self.groups)

    def disjunction(self) -> tuple[Node, set[str]]:
        """The node and the group names it holds (alternatives may share names, the terms of
        one alternative may not)."""
        options = []
        option, names = self.alternative()
        options.append(option)
        while self.eat("|"):
            option, more = self.alternative()
            options.append(option)
            names |= more
        return (options[0] if len(options) == 1 else Alt(tuple(options))), names

    def alternative(self) -> tuple[Node, set[str]]:
        items: list[Node] = []
        names: set[str] = set()
        while self.at < len(self.source) and self.source[self.at] not in "|)":
            start = self.at
            term, more = self.term()
            if names & more:
                raise self.fail("a group name used twice", start)
            names |= more
            items.append(term)
        return (items[0] if len(items) == 1 else Seq(tuple(items))), names

    def term(self) -> tuple[Node, set[str]]:
        for text, kind in (("^", "start"), ("$", "end"), ("\\b", "word"), ("\\B", "not_word")):
            if self.eat(text):
                self.no_quantifier()
                return Edge(kind), set()
        for text, behind, negated in (
            ("(?=", False, False),
            ("(?!", False, True),
            ("(?<=", True, False),
            ("(?<!", True, True),
        ):
            if self.eat(text):
                body, names = self.disjunction()
                if not self.eat(")"):
                    raise self.fail("a lookaround is not closed")
                if not self.unicode and not behind:  # Annex B: a lookahead may be repeated
                    return self.repeated_lookahead(Look(body, behind, negated)), names
                self.no_quantifier()
                return Look(body, behind, negated), names
        atom, names = self.atom()
        return self.quantified(atom), names

    def no_quantifier(self) -> None:
        """Assertions take no quantifier in Unicode mode."""
        if self.peek() and self.peek() in "*+?" or _regex(r"\{[0-9]").match(self.source, self.at):
            raise self.fail("nothing to repeat: an assertion takes no quantifier")

    def quantified(self, atom: Node) -> Node:
        start = self.at
        if self.eat("*"):
            least, most = 0, None
        elif self.eat("+"):
            least, most = 1, None
        elif self.eat("?"):
            least, most = 0, 1
        elif self.peek() == "{":
            if not self.unicode and not _regex(r"\{[0-9]+(?:,[0-9]*)?\}").match(
                self.source, self.at
            ):
                return atom  # Annex B: a '{' starting no quantifier is the character
            text = self.match(r"\{[0-9]+(?:,[0-9]*)?\}", "a '{' that starts no quantifier")
            low, comma, high = text[1:-1].partition(",")
            least = int(low)
            most = int(high) if high else (None if comma else least)
            if most is not None and least > most:
                raise self.fail("the quantifier's bounds are out of order", start)
        else:
            return atom
        lazy = self.eat("?")
        return Repeat(atom, least, most, lazy)

    def atom(self) -> tuple[Node, set[str]]:
        start = self.at
        char = self.next_char()
        if char == "(":
            return self.group()
        if char == "[":
            return self.character_class(), set()
        if char == "\\":
            return self.atom_escape(start), set()
        if char == ".":
            return Dot(), set()
        if char in "*+?":
            raise self.fail(f"nothing to repeat before {char!r}", start)
        if not self.unicode and char in "{}]":
            if char == "{" and _regex(r"\{[0-9]+(?:,[0-9]*)?\}").match(self.source, start):
                raise self.fail("nothing to repeat before a quantifier", start)
            return _literal(ord(char)), set()
        if not self.unicode and ord(char) > 0xFFFF and self.repeated_next():
            raise self.fail(
                "a character beyond U+FFFF before a quantifier, which the non-Unicode grammar "
                "reads as two UTF-16 code units, the quantifier on the second",
                start,
            )
        if char in "{}]":
            raise self.fail(f"a lone {char!r} (write '\\{char}' for the character)", start)
        if char == ")":
            raise self.fail("a ')' that closes no group", start)
        return _literal(ord(char)), set()

    def repeated_lookahead(self, look: Look) -> Node:
        """A lookahead with Annex B's quantifier, as what it matches: a repetition that makes
        no progress ends (ECMA-262's RepeatMatcher), so one taking none or more is nothing,
        one taking one or more the lookahead once."""
        start = self.at
        repeated = self.quantified(look)
        if not isinstance(repeated, Repeat) or repeated.least >= 1:
            return look
        if self.groups_in(look):
            raise self.fail("a lookahead holding a group, repeated from zero times", start)
        return Seq(())

    def groups_in(self, node: Node) -> bool:
        if isinstance(node, Group) and node.number is not None:
            return True
        children: tuple[Node, ...] = ()
        if isinstance(node, Seq):
            children = node.items
        elif isinstance(node, Alt):
            children = node.options
        elif isinstance(node, Repeat | Group | Look | Modifiers):
            children = (node.body,)
        return any(self.groups_in(child) for child in children)

    def repeated_next(self) -> bool:
        """Whether a quantifier follows."""
        return bool(self.peek() and self.peek() in "*+?") or bool(
            _regex(r"\{[0-9]+(?:,[0-9]*)?\}").match(self.source, self.at)
        )

    def group(self) -> tuple[Node, set[str]]:
        name = None
        number: int | None = None
        on = off = ""
        modifiers = False
        if self.eat("?<"):
            name = self.group_name()
            self.groups += 1
            number = self.groups
        elif self.eat("?"):  # "(?:" or modifiers, as in "(?i-s:"
            text = self.match(r"[ims]*(?:-[ims]*)?:", "'(?' opens no group")
            on, dash, off = text[:-1].partition("-")
            flags = on + off
            if len(set(flags)) != len(flags) or (dash and not flags):
                raise self.fail("modifiers repeated or empty")
            modifiers = bool(flags)
        else:
            self.groups += 1
            number = self.groups
        body, names = self.disjunction()
        if not self.eat(")"):
            raise self.fail("a group is not closed")
        if name is not None:
            if name in names:
                raise self.fail(f"the group name {name!r} used twice")
            assert number is not None
            self.names.setdefault(name, []).append(number)
            names = names | {name}
        if modifiers:
            return Modifiers(body, on, off), names
        return Group(body, number, name), names

    def group_name(self) -> str:
        """`RegExpIdentifierName ">"`, escapes resolved."""
        start = self.at
        name = ""
        while not self.eat(">"):
            name += chr(self.unicode_escape()) if self.eat("\\u") else self.next_char()
        head, rest = name[:1], name[1:]
        if not (head in ("$", "_") or head.isidentifier()) or not all(
            c in "$\u200c\u200d" or ("a" + c).isidentifier() for c in rest
        ):
            raise self.fail(f"{name!r} is no group name", start)
        return name

    def atom_escape(self, start: int) -> Node:
        if not self.unicode and self.peek() == "c" and not self.control_letter(in_class=False):
            return _literal(ord("\\"))  # Annex B: '\\' before a 'c' starting no control
        if not self.unicode and not self.named_groups and self.eat("k"):
            return _literal(ord("k"))
        if not self.unicode and "1" <= self.peek() <= "9":
            found = _regex("[0-9]+").match(self.source, self.at)
            assert found is not None
            if int(found[0]) > self.capturing:  # Annex B: no such group, an octal escape
                return Class((self.legacy_octal(),))
        if self.eat("k"):
            if not self.eat("<"):
                raise self.fail("\\k without a group name")
            self.named_references.append((self.group_name(), start))
            return Backref((), self.named_references[-1][0])
        if "1" <= self.peek() <= "9":
            number = int(self.match("[0-9]+", "digits"))
            self.references.append((number, start))
            return Backref((number,))
        item = self.class_escape(in_class=False)
        return Class((item,))

    def control_letter(self, *, in_class: bool) -> bool:
        """Whether `c` at the reader and what follows make a control escape (`\\cJ`)."""
        letter = self.source[self.at + 1 : self.at + 2]
        return bool(letter) and (
            (letter.isascii() and letter.isalpha())
            or (in_class and not self.unicode and (letter.isdigit() or letter == "_"))
        )

    def legacy_octal(self) -> Range:
        """Annex B's `LegacyOctalEscapeSequence` at the reader (after the backslash), or the
        identity escape of `8` or `9`."""
        if self.peek() in ("8", "9"):
            return _point(ord(self.next_char()))
        first = self.next_char()
        digits = first + self.match("[0-7]{0,2}" if first <= "3" else "[0-7]?", "octal digits")
        return _point(int(digits, 8))

    def class_escape(self, *, in_class: bool) -> ClassItem:
        """After a backslash: a code point (a one-point range) or a set."""
        start = self.at - 1
        if not self.unicode:
            legacy = self.legacy_escape(in_class=in_class)
            if legacy is not None:
                return legacy
        char = self.next_char()
        if char in "dDsSwW":
            return Escape(char.lower(), char.isupper())
        if char in "pP":
            text = self.match(
                r"\{[A-Za-z][A-Za-z0-9_]*(?:=[A-Za-z][A-Za-z0-9_]*)?\}",
                "\\p must be followed by {name} or {name=value}",
            )[1:-1]
            name, _, value = text.partition("=")
            if not (
                (name in ("General_Category", "gc") and value in GENERAL_CATEGORIES)
                or (name in SCRIPT_NAMES and value)
                or (not value and (name in GENERAL_CATEGORIES or name in BINARY_PROPERTIES))
            ):
                raise self.fail(f"unknown Unicode property {text!r}", start)
            if not value and name in GENERAL_CATEGORIES:
                name, value = "General_Category", name
            elif name == "gc":
                name = "General_Category"
            return Property(name, value, char == "P")
        if char in _CONTROLS:
            return _point(_CONTROLS[char])
        if char == "c":
            letter = self.next_char()
            if not (letter.isascii() and letter.isalpha()):
                raise self.fail("\\c must be followed by an ASCII letter", start)
            return _point(ord(letter) % 32)
        if char == "0":
            if "0" <= self.peek() <= "9":
                raise self.fail("\\0 followed by a digit (octal escapes are not allowed)", start)
            return _point(0)
        if char == "x":
            return _point(int(self.match("[0-9A-Fa-f]{2}", "\\x needs two hex digits"), 16))
        if char == "u":
            return _point(self.unicode_escape())
        if char in _SYNTAX_CHARACTERS or (in_class and char == "-"):
            return _point(ord(char))
        if in_class and char == "b":
            return _point(8)
        raise self.fail(
            f"\\{char} is no escape in Unicode mode (only syntax characters and '/' may be "
            "escaped to stand for themselves)",
            start,
        )

    def legacy_escape(self, *, in_class: bool) -> ClassItem | None:
        """After a backslash, what the non-Unicode grammar reads otherwise than the Unicode
        one (None: read alike): identity escapes, octal escapes, `\\x` and `\\u` without
        their digits, `\\c` in a class followed by a digit or `_`."""
        char = self.peek()
        if char == "c" and in_class:
            if not self.control_letter(in_class=True):
                return _point(ord("\\"))  # the backslash; the `c` is read next
            self.at += 1
            return _point(ord(self.next_char()) % 32)
        if char == "0" and "0" <= self.source[self.at + 1 : self.at + 2] <= "9":
            return self.legacy_octal()
        if in_class and "1" <= char <= "9":
            return self.legacy_octal()
        if char == "x" and not _regex("x[0-9A-Fa-f]{2}").match(self.source, self.at):
            return _point(ord(self.next_char()))
        if char == "u":
            found = _regex("u([0-9A-Fa-f]{4})").match(self.source, self.at)
            self.at += 1
            if found is None:
                return _point(ord("u"))
            self.at = found.end()  # each `\\u` one code unit: a pair is not joined here
            return _point(int(found[1], 16))
        if char == "k" and self.named_groups:
            return None  # `\\k<name>` outside a class; in one, refused as in Unicode mode
        if char and char not in "dDsSwWfnrtvcb0" and not (char == "-" and in_class):
            if ord(char) > 0xFFFF:
                raise self.fail("an escaped character beyond U+FFFF (two UTF-16 code units)")
            return _point(ord(self.next_char()))  # an identity escape: the character itself
        return None

    def unicode_escape(self) -> int:
        """After "\\u": `{hex}` up to 10FFFF, or four hex digits (a surrogate pair joined)."""
        if self.eat("{"):
            code = int(self.match("[0-9A-Fa-f]+", "\\u{ needs hex digits"), 16)
            if code > 0x10FFFF or not self.eat("}"):
                raise self.fail("a code point escape beyond U+10FFFF or not closed")
            return code
        code = int(self.match("[0-9A-Fa-f]{4}", "\\u needs four hex digits"), 16)
        trail = _regex(r"\\u[Dd][C-Fc-f][0-9A-Fa-f]{2}").match(self.source, self.at)
        if 0xD800 <= code <= 0xDBFF and trail:
            self.at = trail.end()
            return 0x10000 + ((code - 0xD800) << 10) + (int(trail[0][-4:], 16) - 0xDC00)
        return code

    def character_class(self) -> Class:
        negated = self.eat("^")
        items: list[ClassItem] = []
        while not self.eat("]"):
            start = self.at
            low = self.class_atom()
            if self.peek() == "-" and self.source[self.at + 1 : self.at + 2] not in ("]", ""):
                self.at += 1
                high = self.class_atom()
                if not (isinstance(low, Range) and isinstance(high, Range)):
                    if self.unicode:
                        raise self.fail("a class range with a set at one end", start)
                    items += [low, _point(ord("-")), high]  # Annex B: the sets and '-'
                    continue
                if low.low > high.low:
                    raise self.fail("a class range out of order", start)
                items.append(Range(low.low, high.low))
            else:
                items.append(low)
        return Class(tuple(items), negated)

    def class_atom(self) -> ClassItem:
        char = self.next_char()
        if not self.unicode and ord(char) > 0xFFFF:
            raise self.fail(
                "a character beyond U+FFFF in a class, which the non-Unicode grammar reads as "
                "two UTF-16 code units",
                self.at - 1,
            )
        return self.class_escape(in_class=True) if char == "\\" else _point(ord(char))


def _point(code: int) -> Range:
    return Range(code, code)


def _literal(code: int) -> Class:
    return Class((_point(code),))


def _resolve_names(node: Node, names: dict[str, tuple[int, ...]]) -> Node:
    """The tree with each `\\k<name>` given the numbers of the groups of that name."""
    if isinstance(node, Backref) and node.name:
        return Backref(names[node.name], node.name)
    if isinstance(node, Seq):
        return Seq(tuple(_resolve_names(item, names) for item in node.items))
    if isinstance(node, Alt):
        return Alt(tuple(_resolve_names(item, names) for item in node.options))
    if isinstance(node, Repeat):
        return Repeat(_resolve_names(node.body, names), node.least, node.most, node.lazy)
    if isinstance(node, Group):
        return Group(_resolve_names(node.body, names), node.number, node.name)
    if isinstance(node, Look):
        return Look(_resolve_names(node.body, names), node.behind, node.negated)
    if isinstance(node, Modifiers):
        return Modifiers(_resolve_names(node.body, names), node.on, node.off)
    assert isinstance(node, Class | Dot | Edge | Backref)
    return node
