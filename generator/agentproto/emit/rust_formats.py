"""The Unicode data Rust's `format` assertion needs and the language lacks (RFC 5892 derived
properties, bidi classes, combining marks and classes, scripts, Arabic joining forms, canonical
decompositions and compositions for NFC, identifier characters for group names), computed from
the Python runtime's own functions (`templates/python/formats.py.j2`) and Python's Unicode
database, so that the targets give the same verdicts: `formats_data.rs`, beside the hand-written
`formats.rs`. Written only for a crate whose checks assert a format."""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from functools import cache
from typing import Any

ENGINE = "formats.rs"
DATA = "formats_data.rs"
HANGUL = range(0xAC00, 0xD7A4)
_PLANES = 0x110000


def _runs(value: Callable[[int], int]) -> list[int]:
    """[start, value, start, value, ...]: where each run of equal values starts (surrogates 0)."""
    out: list[int] = []
    last = None
    for code in range(_PLANES):
        v = 0 if 0xD800 <= code <= 0xDFFF else value(code)
        if v != last:
            out += [code, v]
            last = v
    return out


def _array(name: str, kind: str, values: list[Any], doc: str) -> list[str]:
    items = ", ".join(f'"{v}"' if isinstance(v, str) else str(v) for v in values)
    return [f"/// {doc}", f"pub static {name}: &[{kind}] = &[{items}];"]


def _run_tables(name: str, runs: list[int], doc: str) -> list[str]:
    """A run table as two arrays: where each run starts, and its value (`value_at` reads it)."""
    return [
        *_array(f"{name}_STARTS", "u32", runs[0::2], f"{doc}: where each run starts"),
        *_array(f"{name}_VALUES", "u8", runs[1::2], f"{doc}: the run's value"),
    ]


def _normalization() -> tuple[list[int], list[int], list[int]]:
    """(decomposition index: code, offset, length, ...; the decomposed code points; primary
    compositions: first, second, composite, ..., sorted). Hangul syllables are left out: a
    label's code points are checked for NFC only once all are allowed, which excludes the
    conjoining jamo a syllable decomposes to or composes with."""
    index: list[int] = []
    points: list[int] = []
    pairs: list[tuple[int, int, int]] = []
    for code in range(_PLANES):
        if 0xD800 <= code <= 0xDFFF or code in HANGUL:
            continue
        char = chr(code)
        nfd = unicodedata.normalize("NFD", char)
        if nfd != char:
            index += [code, len(points), len(nfd)]
            points += [ord(c) for c in nfd]
        mapping = unicodedata.decomposition(char).split()
        canonical = len(mapping) == 2 and not mapping[0].startswith("<")
        # a primary composite: NFC keeps it, so it is not excluded from composition
        if canonical and unicodedata.normalize("NFC", char) == char:
            pairs.append((int(mapping[0], 16), int(mapping[1], 16), code))
    return index, points, [n for pair in sorted(pairs) for n in pair]


@cache
def data_module(header: str) -> str:
    from ..runtime_module import runtime

    rt: Any = runtime()
    kinds = {"": 0, "PVALID": 1, "CONTEXTJ": 2, "CONTEXTO": 3}
    bidi_names = sorted({unicodedata.bidirectional(chr(c)) for c in range(_PLANES)})
    bidi_index = {n: i for i, n in enumerate(bidi_names)}
    scripts = ["", "Greek", "Hebrew", "Hiragana", "Katakana", "Han"]
    script_index = {n: i for i, n in enumerate(scripts)}
    idna = [
        0 if 0xD800 <= c <= 0xDFFF else kinds[rt._idna_property(chr(c))] for c in range(_PLANES)
    ]

    def script(code: int) -> int:
        # only code points a label may hold need one: any other fails the label by itself
        return script_index[rt._script(chr(code))] if idna[code] else 0

    def identifier(code: int) -> int:
        # as the Python runtime reads a group name: 1 may start one, 2 may continue one
        char = chr(code)
        return int(char.isidentifier()) | 2 * int(("a" + char).isidentifier())

    rt._joining_forms("a")
    flags = {"i": 1, "m": 2, "f": 4}
    joining = [
        n
        for char, forms in sorted(rt._JOINING_FORMS.items())
        for n in (ord(char), sum(flags[f] for f in set(forms)))
    ]
    index, points, pairs = _normalization()
    out = [
        header.rstrip("\n"),
        "//! The Unicode data of `formats.rs`, computed from the Python runtime's functions",
        f"//! (Unicode {unicodedata.unidata_version}). A run table holds where each run of equal",
        "//! values starts and the value; pair tables are flat and sorted by their first field.",
        "",
    ]
    out += _run_tables(
        "IDNA",
        _runs(idna.__getitem__),
        "RFC 5892 property: 0 disallowed, 1 PVALID, 2 CONTEXTJ, 3 CONTEXTO",
    )
    runs: list[tuple[str, Callable[[int], int], str]] = [
        ("MARKS", lambda c: int(unicodedata.category(chr(c)).startswith("M")), "1 for a mark"),
        ("TRANSPARENT", lambda c: int(rt._transparent(chr(c))), "1 where Joining_Type is T"),
        ("BIDI", lambda c: bidi_index[unicodedata.bidirectional(chr(c))], "bidi class"),
        ("SCRIPTS", script, "index into SCRIPT_NAMES, for the scripts the context rules name"),
        ("COMBINING", lambda c: unicodedata.combining(chr(c)), "canonical combining class"),
        ("IDENTIFIER", identifier, "1 starts a group name, 2 continues one"),
    ]
    for name, value, doc in runs:
        out += _run_tables(name, _runs(value), doc)
    out += _array("BIDI_NAMES", "&str", bidi_names, "the bidi classes BIDI_VALUES index")
    out += _array("SCRIPT_NAMES", "&str", scripts, "the scripts SCRIPTS_VALUES index")
    out += _array("JOINING", "u32", joining, "letter, its forms: 1 initial, 2 medial, 4 final")
    out += _array("DECOMPOSED", "u32", index, "code, offset and length in DECOMPOSED_POINTS")
    out += _array("DECOMPOSED_POINTS", "u32", points, "canonical decompositions, in full")
    out += _array("COMPOSED", "u32", pairs, "first, second, their primary composite")
    return "\n".join(out) + "\n"


def files(src: str, header: str, hand_written: Callable[[str], str]) -> dict[str, str]:
    """`formats.rs` (hand-written, read by `hand_written`, copied) and `formats_data.rs` into
    the folder `src`."""
    return {
        f"{src}/{ENGINE}": (
            f"// DO NOT EDIT: copied by agentproto from templates/rust/{ENGINE}"
            " (hand-written: edit it there).\n" + hand_written(ENGINE)
        ),
        f"{src}/{DATA}": data_module(header),
    }
