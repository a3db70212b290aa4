"""The Unicode data Rust's `format` assertion needs and the language lacks (`format_tables.py`,
where every target's tables are computed and their definitions argued), written in Rust's
syntax as `formats_data.rs` beside the hand-written `formats.rs`: a run table as two arrays
(`*_STARTS`, `*_VALUES`, read by `value_at`), names as `&str` arrays, a map as a flat array
`formats.rs` scans. Written only for a crate whose checks assert a format."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

from .format_tables import (
    Table,
    copied_beside,
    data_preamble,
    identifier_tables,
    idna_tables,
    normalization_tables,
)

ENGINE = "formats.rs"
DATA = "formats_data.rs"
#: formats.rs reads Virama from its combining class table (COMBINING_CLASS), as Go does
UNREAD = {"VIRAMAS"}
#: the forms of a joining letter as the bits formats.rs tests
FORM_BITS = {"i": 1, "m": 2, "f": 4}


def _array(name: str, kind: str, values: list[Any], doc: str) -> list[str]:
    items = ", ".join(f'"{v}"' if isinstance(v, str) else str(v) for v in values)
    return [f"/// {doc}", f"pub static {name}: &[{kind}] = &[{items}];"]


def _table(table: Table) -> list[str]:
    name, doc, value = table
    if name == "JOINING_FORMS":
        flat = [n for code, forms in value.items() for n in (int(code), _bits(forms))]
        return _array(name, "u32", flat, "letter, its forms: 1 initial, 2 medial, 4 final")
    if name == "DECOMPOSITIONS":
        index: list[int] = []
        points: list[int] = []
        for code, parts in value.items():
            index += [int(code), len(points), len(parts)]
            points += parts
        return [
            *_array(name, "u32", index, f"code, offset and length in {name}_POINTS"),
            *_array(f"{name}_POINTS", "u32", points, "canonical decompositions, in full"),
        ]
    if name == "COMPOSITIONS":
        pairs = sorted((*map(int, pair.split()), code) for pair, code in value.items())
        flat = [n for triple in pairs for n in triple]
        return _array(name, "u32", flat, "first, second, their primary composite")
    if name.endswith("_NAMES"):
        return _array(name, "&str", value, "what the values of the table before stand for")
    return [
        *_array(f"{name}_STARTS", "u32", value[0::2], f"{doc}: where each run starts"),
        *_array(f"{name}_VALUES", "u8", value[1::2], f"{doc}: the run's value"),
    ]


def _bits(forms: str) -> int:
    return sum(FORM_BITS[f] for f in set(forms))


@cache
def data_module(header: str) -> str:
    out = data_preamble(
        header,
        "//!",
        ENGINE,
        "A run table holds where each run of equal",
        "values starts and the value; pair tables are flat and sorted by their first field.",
    )
    for table in (*idna_tables(), *normalization_tables(), *identifier_tables()):
        if table[0] not in UNREAD:
            out += _table(table)
    return "\n".join(out) + "\n"


def files(src: str, header: str, hand_written: Callable[[str], str]) -> dict[str, str]:
    """`formats.rs` (hand-written, read by `hand_written`, copied) and `formats_data.rs` into
    the folder `src`."""
    return copied_beside(src, "rust", ENGINE, (DATA, data_module(header)), hand_written)
