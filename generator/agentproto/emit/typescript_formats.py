"""The Unicode data TypeScript's `format` assertion needs and the language lacks
(`format_tables.py`), written as `formats_data.ts` beside the hand-written `formats.ts`. Written
only for a package whose checks assert a format."""

from __future__ import annotations

import json
from collections.abc import Callable
from functools import cache

from .format_tables import copied_beside, data_preamble, idna_tables

ENGINE = "formats.ts"
DATA = "formats_data.ts"


@cache
def data_module(header: str) -> str:
    out = data_preamble(header, "//", ENGINE, "Runs are [start, value, start, value, ...].")
    for name, doc, value in idna_tables():
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
    return copied_beside(src, "typescript", ENGINE, (DATA, data_module(header)), hand_written)
