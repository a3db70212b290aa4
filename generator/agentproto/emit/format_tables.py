"""The Unicode data the `format` assertion of TypeScript, Go and Rust needs and their languages
lack (RFC 5892 derived properties, bidi classes, combining marks, scripts, Arabic joining forms;
for Go and Rust also canonical decomposition and composition, and identifier characters),
computed once from the Python runtime's own functions (`templates/python/formats.py.j2`) and this
Python's `unicodedata`, so that every target gives the reference's verdicts. Each target only
writes the tables it reads in its own syntax (`typescript_formats.py`, `go_formats.py`,
`rust_formats.py`).

One definition serves every target, the one its readers need and no wider:
- decompositions cover only the code points a label may hold (and no Hangul syllable): NFC is
  asked last, of a label whose every code point is allowed, and a label holding any other
  fails whatever its form; a table of every code point would be four times the size;
- a primary composite is a canonical pair that NFC puts together again; that is the composite
  NFC leaves as it is (the pair and the composite are canonically equivalent), the same set;
- Virama is canonical combining class 9, as the reference reads it: Go and Rust read it from
  their combining class table, which NFC needs anyway; VIRAMAS lists it for TypeScript, whose
  normalization is built in and which has no such table;
- a group name's characters are one run table, 1 where a code point starts a name, 2 where it
  continues one: a lookup a character and fewer runs than a table each (3,564 against 5,680)."""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from functools import cache
from typing import Any

_PLANES = 0x110000
#: (name, what it holds, value): a list of ints, a list of names, or a dict
Table = tuple[str, str, Any]


def runs(value: Callable[[int], int]) -> list[int]:
    """[start, value, start, value, ...]: where each run of equal values starts (surrogates 0)."""
    out: list[int] = []
    last = None
    for code in range(_PLANES):
        v = 0 if 0xD800 <= code <= 0xDFFF else value(code)
        if v != last:
            out += [code, v]
            last = v
    return out


@cache
def _idna() -> list[int]:
    from ..runtime_module import runtime

    rt: Any = runtime()
    kinds = {"": 0, "PVALID": 1, "CONTEXTJ": 2, "CONTEXTO": 3}
    return [
        0 if 0xD800 <= c <= 0xDFFF else kinds[rt._idna_property(chr(c))] for c in range(_PLANES)
    ]


@cache
def idna_tables() -> tuple[Table, ...]:
    """What IDNA host names need: the derived properties, marks, transparent code points, bidi
    classes, the scripts the context rules name, viramas and joining forms."""
    from ..runtime_module import runtime

    rt: Any = runtime()
    bidi_names = sorted({unicodedata.bidirectional(chr(c)) for c in range(_PLANES)})
    bidi_index = {n: i for i, n in enumerate(bidi_names)}
    scripts = ["", "Greek", "Hebrew", "Hiragana", "Katakana", "Han"]
    script_index = {n: i for i, n in enumerate(scripts)}
    idna = _idna()

    def script(code: int) -> int:
        # only code points a label may hold need one: any other fails the label by itself
        return script_index[rt._script(chr(code))] if idna[code] else 0

    rt._joining_forms("a")
    return (
        (
            "IDNA",
            "RFC 5892 property: 0 disallowed, 1 PVALID, 2 CONTEXTJ, 3 CONTEXTO",
            runs(idna.__getitem__),
        ),
        (
            "MARKS",
            "1 where the general category is a mark (no label starts with one)",
            runs(lambda c: int(unicodedata.category(chr(c)).startswith("M"))),
        ),
        (
            "TRANSPARENT",
            "1 where Joining_Type is T, as the Python runtime reads it",
            runs(lambda c: int(rt._transparent(chr(c)))),
        ),
        (
            "BIDI",
            "index into BIDI_NAMES of the bidi class",
            runs(lambda c: bidi_index[unicodedata.bidirectional(chr(c))]),
        ),
        ("BIDI_NAMES", "", bidi_names),
        (
            "SCRIPTS",
            "index into SCRIPT_NAMES, for the scripts the context rules name",
            runs(script),
        ),
        ("SCRIPT_NAMES", "", scripts),
        (
            "VIRAMAS",
            "code points of canonical combining class 9 (Virama)",
            [c for c in range(_PLANES) if unicodedata.combining(chr(c)) == 9],
        ),
        (
            "JOINING_FORMS",
            "letter -> its contextual forms: i(nitial), m(edial), f(inal)",
            {str(ord(k)): v for k, v in sorted(rt._JOINING_FORMS.items())},
        ),
    )


@cache
def normalization_tables() -> tuple[Table, ...]:
    """Canonical decomposition and composition (NFC, which a U-label must be in) for languages
    without them, for the code points a label may hold: a label holding any other fails
    whatever its form. Hangul syllables are left out: they compose with the conjoining jamo
    by arithmetic, and a label may hold no jamo."""
    idna = _idna()
    hangul = range(0xAC00, 0xD7A4)
    decompositions = {
        str(c): [ord(p) for p in unicodedata.normalize("NFD", chr(c))]
        for c in range(_PLANES)
        if idna[c] and c not in hangul and unicodedata.normalize("NFD", chr(c)) != chr(c)
    }
    # a primary composite: a canonical pair that NFC puts together again (which leaves out
    # the composition exclusions and the pairs starting with a non-starter); as the pair is
    # canonically equivalent to the composite, exactly the composites NFC leaves as they are
    compositions: dict[str, int] = {}
    for c in range(_PLANES):
        parts = unicodedata.decomposition(chr(c)).split()
        if len(parts) == 2 and not parts[0].startswith("<"):
            first, second = (int(p, 16) for p in parts)
            if unicodedata.normalize("NFC", chr(first) + chr(second)) == chr(c):
                compositions[f"{first} {second}"] = c
    return (
        (
            "COMBINING_CLASS",
            "the canonical combining class",
            runs(lambda c: unicodedata.combining(chr(c))),
        ),
        ("DECOMPOSITIONS", "code point -> its full canonical decomposition", decompositions),
        ("COMPOSITIONS", "first and second code point -> their primary composite", compositions),
    )


@cache
def identifier_tables() -> tuple[Table, ...]:
    """The characters that start and continue a group name of an ECMA-262 pattern, as Python's
    `str.isidentifier` reads them (XID_Start, XID_Continue): the Python reader's rule."""
    return (
        (
            "IDENTIFIER",
            "1 where a code point starts an identifier, 2 where it continues one (or both)",
            runs(_identifier),
        ),
    )


def _identifier(code: int) -> int:
    char = chr(code)
    return int(char.isidentifier()) | 2 * int(("a" + char).isidentifier())


def copied_beside(
    src: str, language: str, engine: str, data: tuple[str, str], hand_written: Callable[[str], str]
) -> dict[str, str]:
    """The hand-written `engine` of templates/`language` (read by `hand_written`, copied, marked
    as a copy in a `//` comment) and its data file (name, text), both into the folder `src`."""
    name, text = data
    return {
        f"{src}/{engine}": (
            f"// DO NOT EDIT: copied by agentproto from templates/{language}/{engine}"
            " (hand-written: edit it there).\n" + hand_written(engine)
        ),
        f"{src}/{name}": text,
    }


def unicode_version() -> str:
    return unicodedata.unidata_version


def data_preamble(header: str, comment: str, engine: str, how: str, *more: str) -> list[str]:
    """The first lines of a data file: `header`, then what the data is for (`engine`), where it
    comes from and how its tables read (`how` on the line of the Unicode version, `more` after
    it), each line a `comment`, and an empty line."""
    return [
        header.rstrip("\n"),
        f"{comment} The Unicode data of `{engine}`, computed from the Python runtime's functions",
        f"{comment} (Unicode {unicode_version()}). {how}",
        *(f"{comment} {line}" for line in more),
        "",
    ]
