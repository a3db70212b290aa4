"""What the lowering and the passes hand to the targets: the schema set, the shape of the data
(`types`) and what the schemas assert (`checks`)."""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import Note
from ..load import SchemaSet
from . import checks as c
from . import types as t


@dataclass(frozen=True)
class Built:
    schemas: SchemaSet
    program: t.Program
    checks: c.CheckProgram
    # where a type is looser than its schema (the checks are not): reported, never refused
    notes: tuple[Note, ...] = ()
