"""The errors a user sees. Each names where the problem is and what was expected; the CLI
prints them without a traceback and exits 2."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path


@dataclass
class SchemaError(Exception):
    """A schema set the generator cannot turn into code."""

    file: Path | str
    pointer: str
    message: str

    def __str__(self) -> str:
        return f"{self.file}#{self.pointer or '/'}: {self.message}"


class Unsupported(SchemaError):
    """A keyword or construct the generator cannot honour. Never silently ignored."""


@dataclass
class SchemaErrors(Exception):
    """Several problems found in one pass, reported together."""

    errors: list[SchemaError]

    def __str__(self) -> str:
        return "\n".join(str(e) for e in self.errors)


@dataclass(frozen=True)
class Note:
    """A legal schema whose values a target's types cannot state exactly: the type there is made
    looser (the nearest type that holds every valid value, at worst the target's JSON value
    type) while the validators still judge exactly what the schema says. Reported, not refused:
    the schema is valid JSON Schema, and its meaning is kept."""

    file: Path | str
    pointer: str
    message: str

    def __str__(self) -> str:
        return f"{self.file}#{self.pointer or '/'}: note: {self.message}"


def raise_all(problems: list[SchemaError]) -> None:
    """Raises the problems found (none: nothing): one as itself, several together, each once."""
    unique = list({str(p): p for p in problems}.values())
    if len(unique) == 1:
        raise unique[0]
    if unique:
        raise SchemaErrors(unique)


class InstallError(Exception):
    """Something agentproto needs at run time is missing from its installation (the formatter,
    its templates); the message says what to install."""


class ToolchainMissing(Exception):
    """A language's toolchain (compiler, interpreter) that a conformance program needs is not
    installed; the message says what is missing and how to get it."""
