"""Reports: the same findings for people (text), tools (JSON lines), GitHub workflow annotations
and JUnit XML. Findings arrive in input order and are written as they come, except JUnit, which
is one XML document written at the end."""

from __future__ import annotations

import io
import json
import re
import sys
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field, fields
from typing import Protocol, TextIO

from .check import Finding, Outcome
from .progress import Progress

FORMATS = ("text", "json", "github", "junit")
# Kinds that mean the run could not do its job (exit 2) rather than found bad data (exit 1).
NOT_CHECKED = ("io", "undetected")
MAX_MESSAGE = 300  # characters of one message; longer ones are cut (values are already short)


class OutputError(Exception):
    """The report cannot be written (a full disk, a closed pipe): nothing more can be said."""

    def __init__(self, error: OSError) -> None:
        super().__init__(str(error))
        self.error = error


class Output:
    """The stream reports write to. Text that cannot be encoded (a lone surrogate from a `\\ud800`
    escape, a file name that is not UTF-8) is written as a backslash escape, and a failed write
    becomes an `OutputError`, told apart from the errors of reading the inputs."""

    def __init__(self, stream: TextIO) -> None:
        if isinstance(stream, io.TextIOWrapper):
            stream.reconfigure(errors="backslashreplace")
        self.stream = stream

    def write(self, text: str) -> None:
        try:
            self.stream.write(text)
        except OSError as exc:
            raise OutputError(exc) from exc

    def flush(self) -> None:
        try:
            self.stream.flush()
        except OSError as exc:
            raise OutputError(exc) from exc


@dataclass
class SourceStats:
    name: str
    documents: int = 0
    failed: int = 0
    nbytes: int = 0
    kinds: Counter[str] = field(default_factory=Counter)


@dataclass
class Summary:
    sources: int
    documents: int
    failed: int
    nbytes: int
    seconds: float
    kinds: Counter[str]
    entities: Counter[str]
    stopped_at: int | None  # --max-errors, when it stopped the run

    @property
    def problems(self) -> int:
        return sum(self.kinds.values())

    @property
    def exit_code(self) -> int:
        if any(self.kinds[k] for k in NOT_CHECKED):
            return 2
        return 1 if self.problems else 0

    def sentence(self) -> str:
        size = f"{self.nbytes / 1e6:,.1f} MB" if self.nbytes >= 1e5 else f"{self.nbytes:,} bytes"
        head = (
            f"{self.documents:,} document{'s' * (self.documents != 1)} in {self.sources:,} "
            f"input{'s' * (self.sources != 1)} ({size}, {self.seconds:.2f} s)"
        )
        if not self.problems:
            return f"{head}: all valid"
        parts = [
            f"{self.kinds[k]:,} {label}"
            for k, label in (
                ("invalid", "validation error(s)"),
                ("stream", "stream problem(s)"),
                ("limit", "value(s) over a size limit"),
                ("malformed", "malformed document(s)"),
                ("undetected", "document(s) of unknown entity"),
                ("io", "unreadable input(s)"),
            )
            if self.kinds[k]
        ]
        tail = f"; stopped after {self.stopped_at} (--max-errors)" if self.stopped_at else ""
        return f"{head}: {self.failed:,} failed; {', '.join(parts)}{tail}"


def unchecked(summary: Summary) -> Summary:
    """The summary of a run in which some document could not be read at all where that means
    the run could not do its job (`validate --dialect`: exit code 2, whatever else)."""
    return _Unchecked(**{f.name: getattr(summary, f.name) for f in fields(summary)})


@dataclass
class _Unchecked(Summary):
    @property
    def exit_code(self) -> int:
        return 2


class Writer(Protocol):
    def write(self, text: str, /) -> object: ...


class Report:
    def __init__(self, out: Writer, short_schema: Callable[[str], str]) -> None:
        self.out, self.short_schema = out, short_schema

    def finding(self, f: Finding) -> None:
        raise NotImplementedError

    def source_done(self, stats: SourceStats) -> None:
        pass

    def finish(self, summary: Summary) -> None:
        print(f"agentproto validate: {summary.sentence()}", file=sys.stderr)


class TextReport(Report):
    """`path:line: /pointer: message (entity, at schema location)`, one line per finding."""

    def __init__(self, out: Writer, short_schema: Callable[[str], str], color: bool) -> None:
        super().__init__(out, short_schema)
        self.color = color

    def paint(self, text: str, code: str) -> str:
        return f"\x1b[{code}m{text}\x1b[0m" if self.color else text

    def finding(self, f: Finding) -> None:
        where = f"{f.source}:{f.line}" if f.line is not None else f.source
        parts = [self.paint(where, "1")]
        if f.pointer is not None:
            parts.append(self.paint(f.pointer or "/", "36"))
        parts.append(
            self.paint(
                _cut(f.message), {"undetected": "33", "io": "35", "note": "2"}.get(f.kind, "31")
            )
        )
        line = ": ".join(parts)
        context = [c for c in (f.entity, f.schema and f"at {self.short_schema(f.schema)}") if c]
        if context:
            line += " " + self.paint(f"({', '.join(context)})", "2")
        self.out.write(line + "\n")


class JsonReport(Report):
    """One JSON object per line: every finding, then `{"kind": "summary", ...}`."""

    def finding(self, f: Finding) -> None:
        self.out.write(
            json.dumps(
                {
                    "kind": f.kind,
                    "file": f.source,
                    "line": f.line,
                    "pointer": f.pointer,
                    "keyword": f.keyword,
                    "message": f.message,
                    "entity": f.entity or None,
                    "schema": f.schema or None,
                },
                ensure_ascii=False,
            )
            + "\n"
        )

    def finish(self, summary: Summary) -> None:
        self.out.write(
            json.dumps(
                {
                    "kind": "summary",
                    "inputs": summary.sources,
                    "documents": summary.documents,
                    "failed": summary.failed,
                    "problems": dict(summary.kinds),
                    "bytes": summary.nbytes,
                    "seconds": round(summary.seconds, 3),
                    "entities": dict(summary.entities),
                    "stopped_at": summary.stopped_at,
                    "exit_code": summary.exit_code,
                }
            )
            + "\n"
        )


class GithubReport(Report):
    """GitHub workflow commands: `::error file=...,line=...,title=...::message (at schema
    location)`, so each finding becomes an annotation on the file in the pull request."""

    def finding(self, f: Finding) -> None:
        props = {
            "file": f.source if f.source != "<stdin>" else None,
            "line": f.line,
            "title": f"agentproto validate: {f.entity or f.kind}",
        }
        head = ",".join(f"{k}={_gh_property(str(v))}" for k, v in props.items() if v is not None)
        text = (
            f"{f.pointer or '/'}: {_cut(f.message)}" if f.pointer is not None else _cut(f.message)
        )
        if f.schema:  # the keyword that failed, as every other format names it
            text += f" (at {self.short_schema(f.schema)})"
        level = "notice" if f.kind == "note" else "error"
        self.out.write(f"::{level} {head}::{_gh_data(text)}\n")


class JunitReport(Report):
    """JUnit XML: one test case per input, failed when any of its documents is; the failure's
    text lists the problems, `line N: /pointer: message`."""

    KEPT = 1000  # findings kept per input for the XML; the rest are counted

    def __init__(self, out: Writer, short_schema: Callable[[str], str]) -> None:
        super().__init__(out, short_schema)
        self.findings: dict[str, list[Finding]] = {}
        self.cases: list[tuple[SourceStats, list[Finding]]] = []

    def finding(self, f: Finding) -> None:
        kept = self.findings.setdefault(f.source, [])
        if len(kept) < self.KEPT:
            kept.append(f)

    def source_done(self, stats: SourceStats) -> None:
        self.cases.append((stats, self.findings.pop(stats.name, [])))

    def finish(self, summary: Summary) -> None:
        for (
            name,
            found,
        ) in self.findings.items():  # inputs that never started (missing) or were cut short
            self.cases.append((SourceStats(name, kinds=Counter(f.kind for f in found)), found))
        import xml.etree.ElementTree as ET  # only JUnit reports need it

        suite = ET.Element(
            "testsuite",
            name="agentproto validate",
            tests=str(len(self.cases)),
            time=f"{summary.seconds:.3f}",
        )
        failures = errors = 0
        for stats, found in self.cases:
            case = ET.SubElement(
                suite, "testcase", classname="agentproto.validate", name=_xml(stats.name)
            )
            if found:
                problems = sum(stats.kinds.values()) or len(found)
                text = "\n".join(_junit_line(f, self.short_schema) for f in found)
                if problems > len(found):
                    text += f"\n... and {problems - len(found)} more"
                bad = any(f.kind in NOT_CHECKED for f in found)
                errors += bad
                failures += not bad
                head = (
                    f"{stats.failed:,} of {stats.documents:,} documents failed"
                    if stats.documents
                    else _cut(found[0].message)
                )
                ET.SubElement(
                    case,
                    "error" if bad else "failure",
                    message=_xml(head),
                    type="undetected" if bad else "invalid",
                ).text = _xml(text)
            ET.SubElement(
                case, "system-out"
            ).text = f"{stats.documents:,} documents, {stats.nbytes:,} bytes"
        suite.set("failures", str(failures))
        suite.set("errors", str(errors))
        root = ET.Element(
            "testsuites",
            name="agentproto validate",
            tests=str(len(self.cases)),
            failures=str(failures),
            errors=str(errors),
            time=f"{summary.seconds:.3f}",
        )
        root.append(suite)
        ET.indent(root)
        self.out.write('<?xml version="1.0" encoding="UTF-8"?>\n')
        self.out.write(ET.tostring(root, encoding="unicode") + "\n")
        super().finish(summary)


class Tally:
    """Counts what the outcomes hold, per input and in all, hands findings to the report, and
    says when `--max-errors` ends the run."""

    def __init__(
        self, report: Report, max_errors: int | None, quiet: bool, progress: Progress | None
    ) -> None:
        self.report, self.max_errors, self.quiet, self.progress = (
            report,
            max_errors,
            quiet,
            progress,
        )
        self.kinds: Counter[str] = Counter()
        self.entities: Counter[str] = Counter()
        self.totals = SourceStats("")
        self.current: SourceStats | None = None
        self.stopped_at: int | None = None

    def add(self, outcome: Outcome) -> bool:
        if self.current is None or self.current.name != outcome.source:
            self.current = SourceStats(outcome.source)
        for stats in (self.current, self.totals):
            stats.documents += outcome.documents
            stats.failed += outcome.failed
            stats.nbytes += outcome.nbytes
        self.entities.update(outcome.entities)
        if not all(self.emit(f) for f in outcome.findings):
            return False
        self.kinds.update(outcome.hidden)
        self.current.kinds.update(outcome.hidden)
        if outcome.end_of_source:
            self.report.source_done(self.current)
            self.current = None
        return True

    def emit(self, finding: Finding) -> bool:
        if self.max_errors is not None and self.kinds.total() >= self.max_errors:
            self.stopped_at = self.max_errors
            return False
        if finding.kind != "note":  # a note says how many findings were counted but not kept
            self.kinds[finding.kind] += 1
            if self.current is not None and finding.source == self.current.name:
                self.current.kinds[finding.kind] += 1
        if not self.quiet:
            if self.progress:
                self.progress.clear()
            self.report.finding(finding)
        return True

    def summary(self, inputs: int, seconds: float) -> Summary:
        return Summary(
            inputs,
            self.totals.documents,
            self.totals.failed,
            self.totals.nbytes,
            seconds,
            self.kinds,
            self.entities,
            self.stopped_at,
        )


def make_report(fmt: str, out: Writer, short_schema: Callable[[str], str], color: bool) -> Report:
    if fmt == "text":
        return TextReport(out, short_schema, color)
    return {"json": JsonReport, "github": GithubReport, "junit": JunitReport}[fmt](
        out, short_schema
    )


def _junit_line(f: Finding, short_schema: Callable[[str], str]) -> str:
    where = f"line {f.line}: " if f.line is not None else ""
    pointer = f"{f.pointer or '/'}: " if f.pointer is not None else ""
    schema = f" (at {short_schema(f.schema)})" if f.schema else ""
    return f"{where}{pointer}{_cut(f.message)}{schema}"


def _cut(text: str) -> str:
    return text if len(text) <= MAX_MESSAGE else text[: MAX_MESSAGE - 3] + "..."


def _gh_data(text: str) -> str:
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _gh_property(text: str) -> str:
    return _gh_data(text).replace(":", "%3A").replace(",", "%2C")


# Characters XML 1.0 cannot carry at all; bad input can put them in file names and messages.
_NOT_XML = re.compile("[^\t\n\r\x20-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


def _xml(text: str) -> str:
    return _NOT_XML.sub("\ufffd", text)
