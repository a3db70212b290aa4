"""What `agentproto diff` prints: text for people, JSON lines for tools, a Markdown CHANGELOG
section, GitHub annotations (the same `::error file=...::` commands `validate` writes)."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..validate.report import _cut, _gh_data, _gh_property
from .compare import Finding
from .sources import SchemaSide

FORMATS = ("text", "json", "markdown", "github")
MODES = ("none", "backward", "forward", "full")
ORDER = {"none": 0, "patch": 1, "minor": 2, "major": 3}


@dataclass
class Outcome:
    findings: list[Finding]
    old: SchemaSide
    new: SchemaSide
    mode: str
    seconds: float

    @property
    def semver(self) -> str:
        return max((f.semver for f in self.findings), key=ORDER.__getitem__, default="none")

    def refused(self, f: Finding) -> bool:
        """Whether `f` is a change `mode` does not allow ("may break" counts: unproven safe)."""
        return (self.mode in ("backward", "full") and f.backward != "ok") or (
            self.mode in ("forward", "full") and f.forward != "ok"
        )

    @property
    def exit_code(self) -> int:
        return 1 if any(self.refused(f) for f in self.findings) else 0

    def counts(self) -> dict[str, int]:
        return {
            "findings": len(self.findings),
            "backward_breaks": sum(f.backward == "breaks" for f in self.findings),
            "backward_may_break": sum(f.backward == "may break" for f in self.findings),
            "forward_breaks": sum(f.forward == "breaks" for f in self.findings),
            "forward_may_break": sum(f.forward == "may break" for f in self.findings),
            "source_breaks": sum(bool(f.source) for f in self.findings),
        }


def place(side: SchemaSide, where: tuple[str, str] | None) -> str:
    """`agent/usage.json#/properties/input`: the file the `$id` is, and the pointer."""
    if where is None:
        return "-"
    uri, pointer = where
    found = side.documents.get(uri)
    return f"{found[0] if found else uri}#{pointer}"


def as_json(f: Finding, outcome: Outcome) -> dict[str, Any]:
    return {
        "rule": f.rule,
        "message": f.message,
        "old": {"id": f.old[0], "pointer": f.old[1], "file": place(outcome.old, f.old)}
        if f.old
        else None,
        "new": {"id": f.new[0], "pointer": f.new[1], "file": place(outcome.new, f.new)}
        if f.new
        else None,
        "backward": f.backward,
        "forward": f.forward,
        "source": f.source,
        "exhaustiveness": f.additive,
        "behaviour": f.behaviour or None,
        "witnesses": {
            axis: {
                "document": doc,
                "valid_under": "old" if axis == "backward" else "new",
                "at": place(outcome.old, f.scope[0])
                if axis == "backward" and f.scope
                else place(outcome.new, f.scope[1])
                if f.scope
                else None,
            }
            for axis, doc in f.witnesses.items()
        },
        "semver": f.semver,
        "refused": outcome.refused(f),
    }


def _wire(f: Finding) -> str:
    return f"backward {f.backward}, forward {f.forward}"


def _witness_lines(f: Finding, outcome: Outcome) -> list[str]:
    lines = []
    for axis, doc in f.witnesses.items():
        side = "OLD accepts, NEW rejects" if axis == "backward" else "NEW accepts, OLD rejects"
        lines.append(f"witness ({side}): {_cut(json.dumps(doc, ensure_ascii=False))}")
    return lines


def write_text(outcome: Outcome, out: Callable[[str], object], brief: bool = False) -> None:
    """The report for people; `brief`: a line a change and the totals, no details."""
    out(f"agentproto diff {outcome.old.label} -> {outcome.new.label}\n")
    for f in outcome.findings:
        mark = "!" if outcome.refused(f) else "-"
        where = place(outcome.new, f.new) if f.new else place(outcome.old, f.old)
        out(f"{mark} {f.rule} {where}: {f.message} [{_wire(f)}; {f.semver}]\n")
        if brief:
            continue
        if f.old and f.new and place(outcome.old, f.old) != place(outcome.new, f.new):
            out(f"    old: {place(outcome.old, f.old)}\n")
        for target, what in {**f.additive, **f.source}.items():
            out(f"    {target}: {what}\n")
        if f.behaviour:
            out(f"    behaviour: {f.behaviour}\n")
        for line in _witness_lines(f, outcome):
            out(f"    {line}\n")
    c = outcome.counts()
    out(
        f"{c['findings']} changes; backward: {c['backward_breaks']} break, "
        f"{c['backward_may_break']} may break; forward: {c['forward_breaks']} break, "
        f"{c['forward_may_break']} may break; {c['source_breaks']} break code; "
        f"recommended bump: {outcome.semver}; mode {outcome.mode}: "
        f"{'refused' if outcome.exit_code else 'allowed'} ({outcome.seconds:.2f} s)\n"
    )


def write_json(outcome: Outcome, out: Callable[[str], object]) -> None:
    for f in outcome.findings:
        out(json.dumps({"kind": "change", **as_json(f, outcome)}, ensure_ascii=False) + "\n")
    summary = {
        "kind": "summary",
        "old": outcome.old.label,
        "new": outcome.new.label,
        **outcome.counts(),
        "rules": dict(Counter(f.rule for f in outcome.findings)),
        "semver": outcome.semver,
        "mode": outcome.mode,
        "exit_code": outcome.exit_code,
        "seconds": round(outcome.seconds, 3),
    }
    out(json.dumps(summary) + "\n")


def write_markdown(outcome: Outcome, out: Callable[[str], object]) -> None:
    """A CHANGELOG section: breaking changes first, then additions, then the rest."""
    groups = {"major": "Breaking changes", "minor": "Additions", "patch": "Other changes"}
    out(f"## Schema changes ({outcome.semver} bump)\n\n")
    out(f"From `{outcome.old.label}` to `{outcome.new.label}`.\n")
    for level, heading in groups.items():
        chosen = [f for f in outcome.findings if f.semver == level]
        if not chosen:
            continue
        out(f"\n### {heading}\n\n")
        for f in chosen:
            where = place(outcome.new, f.new) if f.new else place(outcome.old, f.old)
            out(f"- **{f.rule}** `{where}`: {f.message} ({_wire(f)})\n")
            for target, what in {**f.source, **f.additive}.items():
                out(f"  - {target}: {what}\n")
            for line in _witness_lines(f, outcome):
                out(f"  - {line.split(': ', 1)[0]}: `{line.split(': ', 1)[1]}`\n")
    if not outcome.findings:
        out("\nNo changes.\n")


def write_github(outcome: Outcome, out: Callable[[str], object]) -> None:
    for f in outcome.findings:
        side, where = (outcome.new, f.new) if f.new else (outcome.old, f.old)
        file = place(side, where).partition("#")[0]
        level = "error" if outcome.refused(f) else "warning" if f.semver == "major" else "notice"
        head = f"file={_gh_property(file)},title={_gh_property('agentproto diff: ' + f.rule)}"
        text = f"{where[1] if where else '/'}: {f.message} ({_wire(f)})"
        if f.source:
            text += "; breaks " + ", ".join(sorted(f.source))
        for line in _witness_lines(f, outcome):
            text += f"; {line}"
        out(f"::{level} {head}::{_gh_data(_cut(text))}\n")
    out(f"::notice title=agentproto diff::{_gh_data(f'recommended bump: {outcome.semver}')}\n")


WRITERS = {
    "text": write_text,
    "json": write_json,
    "markdown": write_markdown,
    "github": write_github,
}
