"""The Unicode data TypeScript's `format` assertion needs and the language lacks (RFC 5892
derived properties, bidi classes, combining marks, scripts, Arabic joining forms), computed
from the Python runtime's own functions (`templates/python/formats.py.j2`), so that both targets
give the same verdicts: `formats_data.ts`, beside the hand-written `formats.ts`. Written only
for a package whose checks assert a format."""

from __future__ import annotations

import json
import unicodedata
from collections.abc import Callable
from functools import cache
from typing import Any

ENGINE = "formats.ts"
DATA = "formats_data.ts"
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

    rt._joining_forms("a")
    tables: list[tuple[str, str, Any]] = [
        (
            "IDNA",
            "RFC 5892 property: 0 disallowed, 1 PVALID, 2 CONTEXTJ, 3 CONTEXTO",
            _runs(idna.__getitem__),
        ),
        (
            "MARKS",
            "1 where the general category is a mark (no label starts with one)",
            _runs(lambda c: int(unicodedata.category(chr(c)).startswith("M"))),
        ),
        (
            "TRANSPARENT",
            "1 where Joining_Type is T, as the Python runtime reads it",
            _runs(lambda c: int(rt._transparent(chr(c)))),
        ),
        (
            "BIDI",
            "index into BIDI_NAMES of the bidi class",
            _runs(lambda c: bidi_index[unicodedata.bidirectional(chr(c))]),
        ),
        ("BIDI_NAMES", "", bidi_names),
        (
            "SCRIPTS",
            "index into SCRIPT_NAMES, for the scripts the context rules name",
            _runs(script),
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
    ]
    out = [
        header.rstrip("\n"),
        "// The Unicode data of `formats.ts`, computed from the Python runtime's functions",
        f"// (Unicode {unicodedata.unidata_version}). Runs are [start, value, start, value, ...].",
        "",
    ]
    for name, doc, value in tables:
        if doc:
            out.append(f"/** {doc} */")
        if isinstance(value, dict):
            kind = "{ readonly [code: string]: string }"
        else:
            kind = "readonly string[]" if name.endswith("_NAMES") else "readonly number[]"
        out.append(f"export const {name}: {kind} = {json.dumps(value, separators=(',', ':'))};")
    return "\n".join(out) + "\n"


def files(src: str, header: str, hand_written: Callable[[str], str]) -> dict[str, str]:
    """`formats.ts` (hand-written, read by `hand_written`, copied) and `formats_data.ts` into
    the folder `src`."""
    return {
        f"{src}/{ENGINE}": (
            f"// DO NOT EDIT: copied by agentproto from templates/typescript/{ENGINE}"
            " (hand-written: edit it there).\n" + hand_written(ENGINE)
        ),
        f"{src}/{DATA}": data_module(header),
    }
