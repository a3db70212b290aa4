"""A formatter run with comment lines held out: each run of whole-line comments is replaced by
one line naming it before the text goes to the formatter (and its cache), and put back after.

A formatter that keeps a whole-line comment's text as it is and only indents it as the code
around it (rustfmt's `///` and `//!` with its default options) formats the code the same
whatever the comments say. So an edit that only changes descriptions, which the targets write
as doc comments, gives the same text to format as before, and the formatted text comes from the
cache: what would otherwise be a second or so of rustfmt over a large module is none. What is
put back is what the formatter would have written: each held line at the indentation the
formatter gave the line that stood for its run, its text unchanged. A run is the lines of one
marker at one indentation, so a run inside a string literal, which no formatter re-indents,
comes back as it was."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class HeldOut:
    """The skeleton given to the formatter, and the runs of comment lines (marker included)
    that its placeholder lines stand for, by number."""

    skeleton: str
    runs: tuple[tuple[str, ...], ...]


def hold_out(text: str, comment: re.Pattern[str]) -> HeldOut:
    """`text` with each run of lines `comment` matches (groups: indentation, marker, rest)
    sharing indentation and marker replaced by one line `<indentation><marker> <number>`."""
    out: list[str] = []
    runs: list[tuple[str, ...]] = []
    lines = text.split("\n")
    i = 0
    while i < len(lines):
        found = comment.fullmatch(lines[i])
        if found is None:
            out.append(lines[i])
            i += 1
            continue
        indent, marker = found.group(1), found.group(2)
        run: list[str] = []
        while i < len(lines):
            each = comment.fullmatch(lines[i])
            if each is None or each.group(1) != indent or each.group(2) != marker:
                break
            run.append(marker + each.group(3))
            i += 1
        out.append(f"{indent}{marker} {len(runs)}")
        runs.append(tuple(run))
    return HeldOut("\n".join(out), tuple(runs))


def put_back(formatted: str, held: HeldOut, comment: re.Pattern[str]) -> str:
    """The formatter's output for the skeleton, each placeholder line replaced by its run at
    the placeholder's indentation."""
    out: list[str] = []
    for line in formatted.split("\n"):
        found = comment.fullmatch(line)
        number = found.group(3)[1:] if found is not None else ""
        if found is None or not number.isdigit() or int(number) >= len(held.runs):
            out.append(line)
            continue
        out += [found.group(1) + each for each in held.runs[int(number)]]
    return "\n".join(out)


def formatted_holding_out(
    files: dict[str, str],
    comment: re.Pattern[str],
    format_files: Callable[[dict[str, str]], dict[str, str]],
) -> dict[str, str]:
    """`format_files` over `files` with the lines `comment` matches held out of it."""
    held = {path: hold_out(text, comment) for path, text in files.items()}
    done = format_files({path: each.skeleton for path, each in held.items()})
    return {path: put_back(done[path], held[path], comment) for path in files}
