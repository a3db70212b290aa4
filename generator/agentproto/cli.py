"""`agentproto`: the command line. Every user-facing error is one line per problem naming the
file and JSON pointer, exit code 2, no traceback."""

from __future__ import annotations

import os
import sys
from contextlib import nullcontext
from pathlib import Path
from typing import TYPE_CHECKING

import click

from .errors import InstallError, SchemaError, SchemaErrors
from .shipped import canonical_schemas

if TYPE_CHECKING:
    from .load import Reach


class TargetChoice(click.Choice[str]):
    """The names of the targets (all, or those with a conformance program), read from the
    registry when an argument is checked or help is shown: importing every target's emitter is
    most of a start-up that `validate` and `convert` do not need."""

    def __init__(self, conformance: bool = False) -> None:
        self.conformance = conformance
        super().__init__(())

    @property
    def choices(self) -> tuple[str, ...]:
        from .targets.registry import TARGETS, conformance_targets

        return conformance_targets() if self.conformance else tuple(TARGETS)

    @choices.setter
    def choices(self, value: object) -> None:
        pass  # always the registry's


# Defaults that make sense wherever the tool is installed: the canonical schemas it ships, and
# ./generated beside the caller. Inside this repository they are its schema/ and generated/.
schema_dir_option = click.option(
    "--schema-dir",
    type=click.Path(path_type=Path),
    default=canonical_schemas,
    metavar="DIR",
    show_default="the canonical schemas shipped with agentproto",
    help="Folder of JSON Schema (2020-12) files.",
)


def package_name(ctx: click.Context, param: click.Parameter, value: str) -> str:
    """`--package`, checked before anything is read: it names folders and code."""
    from .emit.python_text import package_problem

    problem = package_problem(value)
    if problem:
        raise click.BadParameter(f"{value!r} is not a dotted Python package name: {problem}")
    return value


def fail(exc: SchemaError | SchemaErrors | InstallError) -> None:
    if isinstance(exc, InstallError):
        click.echo(f"error: {exc}", err=True)
        sys.exit(2)
    for line in problem_lines(exc.errors if isinstance(exc, SchemaErrors) else [exc]):
        click.echo(f"error: {line}", err=True)
    sys.exit(2)


#: How many places of one and the same problem are printed before the rest are counted.
SAME_PROBLEM_SHOWN = 3


def problem_lines(problems: list[SchemaError]) -> list[str]:
    """Each problem once; one problem found at many places (a 2,000-link reference chain is
    too deep at every link) is shown at its first few places and the rest counted, so the
    cause is not lost in a screenful of copies."""
    by_message: dict[str, list[SchemaError]] = {}
    for problem in problems:
        by_message.setdefault(problem.message, []).append(problem)
    lines = []
    for message, same in by_message.items():
        lines += [str(p) for p in same[:SAME_PROBLEM_SHOWN]]
        if len(same) > SAME_PROBLEM_SHOWN:
            files = sorted({str(p.file) for p in same[SAME_PROBLEM_SHOWN:]})
            lines.append(
                f"the same at {len(same) - SAME_PROBLEM_SHOWN} more place(s) in "
                f"{', '.join(files[:5])}{' ...' if len(files) > 5 else ''}: {message}"
            )
    return lines


def go_module_path(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    """`--go-module`, checked before anything is read: a path `go get` can fetch."""
    if value is None:
        return None
    from .targets.go import module_path_problem

    problem = module_path_problem(value)
    if problem:
        raise click.BadParameter(f"{value!r} is not a Go module path: {problem}")
    return value


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="agentproto")
def main() -> None:
    """Schema-first code generator for the wire format of LLM agents."""


def _resources(
    ctx: click.Context, param: click.Parameter, values: tuple[str, ...]
) -> tuple[tuple[str, Path], ...]:
    pairs = []
    for value in values:
        uri, sep, file = value.partition("=")
        if not (sep and uri and file):
            raise click.BadParameter(f"expected URI=FILE, found {value!r}", ctx, param)
        pairs.append((uri, Path(file)))
    return tuple(pairs)


@main.command()
@schema_dir_option
@click.option(
    "--out-dir",
    type=click.Path(path_type=Path),
    default=Path("generated"),
    metavar="DIR",
    show_default="./generated",
    help="Where the bindings go, one folder per target.",
)
@click.option(
    "--target",
    "targets",
    multiple=True,
    type=TargetChoice(),
    help="Targets to generate (repeatable); default: all.",
)
@click.option(
    "--package",
    default="agentproto_bindings",
    show_default=True,
    callback=package_name,
    help="Name of the generated Python package (a dotted Python name).",
)
@click.option(
    "--go-module",
    default=None,
    metavar="PATH",
    callback=go_module_path,
    help="Module path of the Go target (example.com/acme/agentproto); default: the package "
    "under the host the schemas' $ids name, else under example.com.",
)
@click.option(
    "--check", is_flag=True, help="Write nothing; print a diff of stale files, exit 1 if any."
)
@click.option(
    "--strict-keywords",
    is_flag=True,
    help="Refuse unknown keywords and x- keywords outside agentproto's vocabulary "
    "(default: they are annotations, as JSON Schema says).",
)
@click.option(
    "--verify/--no-verify",
    default=None,
    envvar="AGENTPROTO_VERIFY",
    show_envvar=True,
    help="Before replacing anything, prove each target's output compiles with its own "
    "toolchain (tsc, cargo check, go vet, cc, an import of every Python module); a failure "
    "is exit 2 and nothing is written. On by default, except with --check. A target whose "
    "toolchain is missing is skipped with a note, or refused when named by --target with an "
    "explicit --verify. Output proved before with the same toolchains is not proved again.",
)
@click.option(
    "--changes",
    is_flag=True,
    help="Also print (on standard error) what changed in the schemas since the generation git "
    "holds: --schema-dir at the last commit that touched --out-dir, against it now, as "
    "`agentproto diff` judges it, a line a change.",
)
@click.option(
    "--resource",
    "resources",
    multiple=True,
    metavar="URI=FILE",
    callback=_resources,
    help="A document the schemas $ref by URI that the schema folder does not hold under that "
    "URI (repeatable). The metaschemas of drafts 4 to 2020-12 need none.",
)
@click.option(
    "--allow-unresolved",
    is_flag=True,
    help="A $ref nothing resolves is read as any value, with a note naming where, instead of "
    "refused.",
)
def generate(
    schema_dir: Path,
    out_dir: Path,
    targets: tuple[str, ...],
    package: str,
    go_module: str | None,
    check: bool,
    strict_keywords: bool,
    verify: bool | None,
    changes: bool,
    resources: tuple[tuple[str, Path], ...],
    allow_unresolved: bool,
) -> None:
    """Generate bindings from the schemas of --schema-dir into --out-dir."""
    from .cache import read_only
    from .load import Reach
    from .pipeline import generate_files
    from .targets.registry import TARGETS
    from .write import Refused, diff, overlap, write

    reach = Reach(resources, allow_unresolved)
    source = click.get_current_context().get_parameter_source("verify")
    said = verify if source is click.core.ParameterSource.COMMANDLINE else None
    again = _generate_again(
        schema_dir, out_dir, targets, package, go_module, strict_keywords, said, reach
    )
    # asked for (a flag, or AGENTPROTO_VERIFY): a target that cannot be proved is refused when
    # named; by default a note. --check writes nothing, so it proves only when asked to.
    asked = verify is True
    verify = asked or (verify is None and not check)
    lacking = {
        name: reason
        for name in targets or TARGETS
        if (check_tools := TARGETS[name].missing) and (reason := check_tools())
    }
    if targets and lacking:  # asked for by name: refused, before anything is read
        for name, reason in lacking.items():
            click.echo(f"error: {reason}", err=True)
        sys.exit(2)
    for name, reason in lacking.items():  # the default, every target: what can be made is
        click.echo(f"note: {name} not generated: {reason}", err=True)
    named = bool(targets)
    targets = targets or tuple(name for name in TARGETS if name not in lacking)
    owned = tuple(sorted(targets))
    proved = _verifiable(targets, named and asked) if verify else ()
    clash = overlap(schema_dir, out_dir, owned)
    if clash:
        click.echo(f"error: {clash}", err=True)
        sys.exit(2)
    try:
        with read_only() if check else nullcontext():  # --check writes nothing, caches included
            options = {"go_module": go_module} if go_module else {}
            notes: list[str] = []
            files = generate_files(
                schema_dir,
                targets,
                package,
                strict_keywords=strict_keywords,
                options=options,
                notes=notes,
                reach=reach,
            )
    except (SchemaError, SchemaErrors, InstallError) as exc:
        fail(exc)
    for line in notes:  # types made looser than their schemas: told, not refused
        click.echo(line, err=True)
    if proved:  # before the diff or the write: what does not compile is never written
        from .targets.registry import verify_files

        before: list[str] = []
        failed = verify_files(files, proved, str(out_dir), remember=not check, before=before)
        for name, message in failed.items():
            click.echo(
                f"error: the generated {name} does not compile (paths relative to {out_dir}); "
                f"nothing was written:\n{message}",
                err=True,
            )
        if failed:
            sys.exit(2)
        again_proved = f" ({', '.join(before)} as proved before)" if before else ""
        click.echo(f"verified: {', '.join(proved)} compile{again_proved}", err=True)
    if check:
        if changes:
            _print_changes(schema_dir, out_dir)
        lines = diff(out_dir, files, owned)
        if lines:
            sys.stdout.writelines(lines)
            click.echo(f"\n{out_dir} is stale: run `{again}`", err=True)
            sys.exit(1)
        click.echo(f"{out_dir} is up to date ({len(files)} files)", err=True)
        return
    try:
        changed = write(out_dir, files, owned)
    except Refused as exc:
        click.echo(f"error: {exc}", err=True)
        sys.exit(2)
    except OSError as exc:
        click.echo(
            f"error: cannot write into {out_dir}: {exc.strerror or exc} "
            f"({exc.filename or out_dir}); the previous files are kept",
            err=True,
        )
        sys.exit(2)
    click.echo(f"wrote {len(changed)} changed file(s) of {len(files)} into {out_dir}", err=True)
    if changes:  # after writing: a summary git cannot give (no repository) costs no bindings
        _print_changes(schema_dir, out_dir)


def _verifiable(targets: tuple[str, ...], refuse: bool) -> tuple[str, ...]:
    """The targets `generate` proves: those this machine has the toolchain for. One that
    cannot be proved is refused (exit 2) when `refuse` (named by --target, with verification
    asked for); otherwise a note."""
    from .targets.registry import unverifiable

    lacking = unverifiable(targets)
    if refuse and lacking:
        for name, reason in lacking.items():
            click.echo(f"error: cannot verify {name}: {reason}", err=True)
        sys.exit(2)
    for name, reason in lacking.items():
        click.echo(f"note: {name} not verified: {reason}", err=True)
    return tuple(name for name in targets if name not in lacking)


def _generate_again(
    schema_dir: Path,
    out_dir: Path,
    targets: tuple[str, ...],
    package: str,
    go_module: str | None,
    strict_keywords: bool,
    verify: bool | None,
    reach: Reach,
) -> str:
    """The command that writes what `--check` found stale: this one's arguments, without it,
    so that a hook's message can be run as printed. A --verify or --no-verify on the check's
    command line is said again; else the write does what AGENTPROTO_VERIFY, or the default
    (prove), says in the shell that runs it."""
    import shlex

    words = ["agentproto", "generate", "--schema-dir", str(schema_dir), "--out-dir", str(out_dir)]
    for target in targets:
        words += ["--target", target]
    if package != "agentproto_bindings":
        words += ["--package", package]
    if go_module:
        words += ["--go-module", go_module]
    if strict_keywords:
        words.append("--strict-keywords")
    if verify is not None:
        words.append("--verify" if verify else "--no-verify")
    for uri, file in reach.resources:
        words += ["--resource", f"{uri}={file}"]
    if reach.allow_unresolved:
        words.append("--allow-unresolved")
    return shlex.join(words)


def _print_changes(schema_dir: Path, out_dir: Path) -> None:
    from .diff.report import write_text
    from .diff.run import since_last_generation

    try:
        outcome = since_last_generation(schema_dir, out_dir)
    except (SchemaError, SchemaErrors) as exc:
        fail(exc)
        return
    write_text(outcome, lambda text: click.echo(text, err=True, nl=False), brief=True)


@main.command()
@click.argument("paths", nargs=-1, required=True)
@click.option(
    "--entity",
    "-e",
    metavar="ID",
    help="The entity every document is: its $id or its path under the schema folder "
    "(agent/agent_message). Default: detected for each document.",
)
@schema_dir_option
@click.option(
    "--format",
    "fmt",
    type=click.Choice(("text", "json", "github", "junit")),
    default="text",
    show_default=True,
    help="text for people, JSON lines for tools, GitHub annotations, JUnit XML.",
)
@click.option(
    "--max-errors", type=click.IntRange(min=1), metavar="N", help="Stop after N problems."
)
@click.option("--quiet", "-q", is_flag=True, help="No findings, no summary: the exit code tells.")
@click.option(
    "--jobs",
    "-j",
    type=click.IntRange(min=0),
    default=1,
    show_default=True,
    metavar="N",
    help="Worker processes; 0: one per CPU.",
)
@click.option(
    "--input-type",
    type=click.Choice(("auto", "json", "jsonl")),
    default="auto",
    show_default=True,
    help="How to read inputs; auto: by extension, and by the first line for stdin and other files.",
)
@click.option(
    "--resource",
    "resources",
    multiple=True,
    metavar="URI=FILE",
    callback=_resources,
    help="A document the schemas $ref by URI that is not in the schema folder (repeatable).",
)
@click.option(
    "--strict",
    is_flag=True,
    help="Strict profile: a property the schemas do not name is a problem, wherever they leave "
    "the object open by omission (explicitly open maps stay open).",
)
@click.option(
    "--max-document-bytes",
    type=click.IntRange(min=1),
    default=16 << 20,
    show_default=True,
    metavar="N",
    help="Longest JSON line or JSON file; longer ones are reported, not read.",
)
@click.option(
    "--limits",
    type=click.Path(path_type=Path, dir_okay=False),
    metavar="FILE",
    help="Values (YAML or JSON) for the size limits the schemas declare with x-limit, such as "
    "openresponses/validation_config's max_input_items; unset ones keep the schema's default.",
)
@click.option(
    "--stream",
    is_flag=True,
    help="Each input is one recorded stream of events (JSON Lines, or SSE: event:/data: lines), "
    "checked as one stream: order, sequence numbers, deltas that add up, a terminal event last.",
)
@click.option(
    "--dialect",
    metavar="DIALECT",
    help="Documents are spelled in this dialect (schema/dialects/DIALECT.yaml): each is "
    "converted to canonical JSON, then validated; problems point into the dialect's spelling. "
    "With --stream, each event is read in the dialect, then folded.",
)
@click.option(
    "--engine",
    default="local",
    show_default=True,
    metavar="ENGINE",
    help="local, spark[:MASTER] or ray[:ADDRESS]: where the work runs (pip install "
    "'agentproto[spark]' or '[ray]'); Spark and Ray also read .jsonl.gz, .jsonl.zst and Parquet.",
)
@click.option(
    "--column", metavar="NAME", help="With --engine: the payload column of Parquet inputs."
)
@click.option(
    "--resume",
    is_flag=True,
    help="With --stream: each stream is resumed (read from `starting_after`), so it begins "
    "after events it does not hold; a stream whose first event comes late is taken so anyway.",
)
def validate(
    paths: tuple[str, ...],
    entity: str | None,
    schema_dir: Path,
    fmt: str,
    max_errors: int | None,
    quiet: bool,
    jobs: int,
    input_type: str,
    max_document_bytes: int,
    resources: tuple[tuple[str, Path], ...],
    stream: bool,
    strict: bool,
    limits: Path | None,
    dialect: str | None,
    resume: bool,
    engine: str = "local",
    column: str | None = None,
) -> None:
    """Validate JSON documents and JSON Lines streams against the schemas.

    PATHS are files, folders (searched for .json, .jsonl and .ndjson), glob patterns, or - for
    standard input. Exit code: 0 all valid, 1 some invalid, 2 usage or I/O error, or a document
    whose entity cannot be told (pass --entity).
    """
    if sys.stderr is None:  # started with standard error closed: messages go nowhere, not to stdout
        sys.stderr = open(os.devnull, "w")  # noqa: SIM115 - for the life of the process
    if resume and not stream:
        _say("error: --resume applies to --stream only")
        sys.exit(2)
    if engine != "local":
        from .engines.cli import validate_on

        sys.exit(
            validate_on(
                engine,
                paths,
                schema_dir,
                entity,
                fmt,
                max_errors,
                quiet,
                resources,
                stream,
                strict,
                limits,
                dialect,
                max_document_bytes,
                column,
                resume,
            )
        )
    if dialect is not None and not stream:
        from .validate.convert import validate_dialect

        try:
            code = validate_dialect(
                paths, dialect, schema_dir, strict, quiet, fmt, entity, stream, max_document_bytes
            )
        except KeyboardInterrupt:
            code = 130
        except Exception as exc:  # noqa: BLE001 - a bug still ends in a message and exit code 2
            _say(f"error: internal error: {type(exc).__name__}: {exc}")
            code = 2
        sys.exit(code)
    from .validate.report import OutputError
    from .validate.run import Options
    from .validate.run import validate as run

    options = Options(
        paths,
        schema_dir,
        entity,
        fmt,
        max_errors,
        quiet,
        jobs or os.cpu_count() or 1,
        input_type,
        max_document_bytes,
        resources,
        stream,
        strict,
        limits,
        dialect,
        resume,
    )
    try:
        code = run(options)
    except OutputError as exc:  # a full disk, or the reader went away (`| head`)
        if not isinstance(exc.error, BrokenPipeError):
            _say(f"error: cannot write the report: {exc.error.strerror or exc.error}")
        _discard(sys.stdout)
        code = 2
    except KeyboardInterrupt:
        code = 130
    except Exception as exc:  # noqa: BLE001 - a bug must still end in a message and exit code 2
        _say(f"error: internal error: {type(exc).__name__}: {exc}")
        code = 2
    sys.exit(code)


@main.command()
@click.argument("inputs", nargs=-1, required=True)
@click.option(
    "--from",
    "source",
    required=True,
    metavar="DIALECT",
    help="The dialect the inputs are spelled in, or canonical.",
)
@click.option(
    "--to",
    "target",
    default="canonical",
    show_default=True,
    metavar="DIALECT",
    help="The dialect to write, or canonical.",
)
@click.option(
    "--output",
    "-o",
    type=click.Path(path_type=Path),
    metavar="FILE",
    help="Write here instead of standard output (- is standard output); never one of the inputs.",
)
@schema_dir_option
@click.option(
    "--max-document-bytes",
    type=click.IntRange(min=1),
    default=16 << 20,
    show_default=True,
    metavar="N",
    help="Longest JSON line or JSON file, as for validate; longer ones are reported, not read.",
)
@click.option(
    "--entity",
    metavar="ENTITY",
    help="Every document is this entity (its path under the schema folder, e.g. "
    "agent/agent_message), not detected; a JSON array of such documents (a persisted "
    "transcript) is converted element by element.",
)
@click.option(
    "--engine",
    default="local",
    show_default=True,
    metavar="ENGINE",
    help="local, spark[:MASTER] or ray[:ADDRESS]: where the work runs (pip install "
    "'agentproto[spark]' or '[ray]'); Spark and Ray also read .jsonl.gz, .jsonl.zst and Parquet.",
)
@click.option(
    "--column", metavar="NAME", help="With --engine: the payload column of Parquet inputs."
)
@click.option(
    "--sse",
    is_flag=True,
    help="Write Server-Sent Events (an event: line where the input's event had one, then a data: "
    "line), as streaming APIs send them, instead of JSON Lines.",
)
def convert(
    inputs: tuple[str, ...],
    source: str,
    target: str,
    output: Path | None,
    schema_dir: Path,
    max_document_bytes: int,
    entity: str | None,
    engine: str = "local",
    column: str | None = None,
    sse: bool = False,
) -> None:
    """Convert documents between dialects, through the canonical model.

    INPUTS are JSON files (one document), JSON Lines files (.jsonl, .ndjson: one per line),
    recordings of Server-Sent Events (one document per event; `[DONE]` and comments skipped) or
    - for standard input. Each document is read in --from, validated as canonical JSON, and written
    in --to, one JSON document per output line (with --sse, one event each). Exit code: 0 all converted, 1 some document could
    not be (each problem is printed with its pointer in the input's spelling), 2 usage or I/O
    error.
    """
    from .validate.convert import convert as run

    if sys.stderr is None:  # started with standard error closed: messages go nowhere
        sys.stderr = open(os.devnull, "w")  # noqa: SIM115 - for the life of the process
    if engine != "local":
        if sse:
            _say("error: --sse: the engines write JSON Lines")
            sys.exit(2)
        from .engines.cli import convert_on

        sys.exit(
            convert_on(
                engine,
                inputs,
                source,
                target,
                output,
                schema_dir,
                max_document_bytes,
                entity,
                column,
            )
        )
    try:
        code = run(inputs, source, target, output, schema_dir, max_document_bytes, entity, sse)
    except KeyboardInterrupt:
        code = 130
    except Exception as exc:  # noqa: BLE001 - a bug must still end in a message and exit code 2
        _say(f"error: internal error: {type(exc).__name__}: {exc}")
        code = 2
    sys.exit(code)


def _say(message: str) -> None:
    """A message on standard error, if standard error can take it (it may be a full disk too)."""
    try:
        click.echo(message, err=True)
    except OSError:
        _discard(sys.stderr)


def _discard(stream: object) -> None:
    """Point a stream's file descriptor at /dev/null, so that what is still buffered for it goes
    nowhere at exit, instead of failing again there with a traceback."""
    try:
        fd = stream.fileno() if hasattr(stream, "fileno") else -1
        if fd >= 0:
            os.dup2(os.open(os.devnull, os.O_WRONLY), fd)
    except (OSError, ValueError):
        pass


@main.command()
@click.option(
    "--target",
    "targets",
    multiple=True,
    type=TargetChoice(conformance=True),
    help="A target to run (repeatable). Default: every target with a conformance program.",
)
@schema_dir_option
@click.option(
    "--fixtures",
    type=click.Path(path_type=Path, file_okay=False),
    default=Path("tests/fixtures"),
    show_default=True,
    help="Folder of <family>/<entity>/{valid,invalid}/ examples.",
)
@click.option(
    "--suite",
    type=click.Path(path_type=Path, file_okay=False),
    default=Path(".venv/share/json-schema-test-suite"),
    show_default=True,
    help="The official JSON Schema Test Suite (scripts/fetch_test_suite.py installs it).",
)
@click.option(
    "--node-tools",
    type=click.Path(path_type=Path, file_okay=False),
    default=Path("tools/node"),
    show_default=True,
    help="Folder whose node_modules holds the pinned TypeScript compiler (npm ci there).",
)
@click.option(
    "--realcases",
    type=click.Path(path_type=Path, file_okay=False),
    default=None,
    help="Folder of real payloads, one sub-folder per library (pi-ai, yoagent, clark-agent, "
    "openai-responses), read through the dialects as further cases.",
)
@click.option(
    "--differential",
    type=click.IntRange(min=0),
    default=0,
    show_default=True,
    help="Random cases per behaviour (made from the fixtures) for the behaviour parity table, "
    "besides its fixed cases.",
)
def conformance(
    targets: tuple[str, ...],
    schema_dir: Path,
    fixtures: Path,
    suite: Path,
    node_tools: Path,
    realcases: Path | None,
    differential: int,
) -> None:
    """Run every case (the examples, the stream folds, the official suite, the dialects)
    through each target's program and print one table; exit 1 when a case fails that the
    expected-failures list does not name, 2 when a target's toolchain is missing."""
    from .conformance.runner import run

    missing = [str(p) for p in (fixtures, suite, realcases) if p is not None and not p.is_dir()]
    if missing:
        _say(f"error: no such folder: {', '.join(missing)}")
        sys.exit(2)
    try:
        code = run(
            targets or TargetChoice(conformance=True).choices,
            schema_dir,
            fixtures,
            suite,
            node_tools,
            realcases=realcases,
            differential=differential,
        )
    except (SchemaError, SchemaErrors) as exc:
        fail(exc)
        return
    except RuntimeError as exc:
        _say(f"error: {exc}")
        code = 2
    sys.exit(code)


@main.command("diff")
@click.argument("folders", nargs=-1, type=click.Path(path_type=Path, file_okay=False))
@click.option(
    "--against",
    metavar="REF",
    help="OLD is the schema folder as this git revision holds it (main, HEAD~1, v1.2.0); NEW is "
    "the one folder given, else the folder in the work tree.",
)
@click.option("--new-ref", metavar="REF", help="NEW too is read from a git revision.")
@click.option(
    "--repo",
    type=click.Path(path_type=Path, file_okay=False),
    default=Path("."),
    show_default=True,
    help="The git repository --against and --new-ref read.",
)
@click.option(
    "--schema-path",
    default="schema",
    show_default=True,
    help="The schema folder inside that repository.",
)
@click.option(
    "--mode",
    type=click.Choice(("none", "backward", "forward", "full")),
    default="none",
    show_default=True,
    help="The compatibility required: exit 1 when a change breaks it (or may).",
)
@click.option(
    "--format",
    "fmt",
    type=click.Choice(("text", "json", "markdown", "github")),
    default="text",
    show_default=True,
    help="text for people, JSON lines for tools, a Markdown CHANGELOG section, GitHub annotations.",
)
@click.option(
    "--strict",
    is_flag=True,
    help="Strict profile: objects open by omission count as closed.",
)
def diff(
    folders: tuple[Path, ...],
    against: str | None,
    new_ref: str | None,
    repo: Path,
    schema_path: str,
    mode: str,
    fmt: str,
    strict: bool,
) -> None:
    """What changed from OLD to NEW schemas, and what it breaks: on the wire (backward: new
    readers of old documents; forward: old readers of new documents) and in each target's code.

    Give two folders (OLD NEW), or --against REF and at most one folder (NEW; default: the
    --schema-path folder of --repo). Exit code: 0 allowed by --mode, 1 not, 2 bad input.
    """
    from .diff.report import WRITERS
    from .diff.run import diff as run_diff
    from .diff.run import side

    if new_ref and not against:
        _say("error: --new-ref needs --against (the OLD revision)")
        sys.exit(2)
    most = 0 if new_ref else 1 if against else 2
    if len(folders) > most or (not against and len(folders) != 2):
        _say(f"error: expected {most or 'no'} folder(s) with these options, got {len(folders)}")
        sys.exit(2)
    try:
        if against is not None:
            old = side(None, against, repo, schema_path)
        else:
            old = side(folders[0], None, repo, schema_path)
        new = side(
            folders[-1] if folders and not new_ref else repo / schema_path if not new_ref else None,
            new_ref,
            repo,
            schema_path,
        )
        outcome = run_diff(old, new, mode, strict)
    except (SchemaError, SchemaErrors) as exc:
        fail(exc)
        return
    except RecursionError:
        _say("error: the schemas nest too deep to compare")
        sys.exit(2)
    WRITERS[fmt](outcome, sys.stdout.write)
    sys.exit(outcome.exit_code)


@main.command()
@schema_dir_option
@click.option(
    "--out-dir",
    type=click.Path(path_type=Path),
    required=True,
    metavar="DIR",
    help="Where the site goes; replaced whole (an empty or new folder, or a site written before).",
)
@click.option(
    "--fixtures",
    type=click.Path(path_type=Path, file_okay=False, exists=True),
    default=None,
    metavar="DIR",
    help="Example payloads laid out as DIR/<schema path without .json>/{valid,invalid}/*.json, "
    "shown beside each entity (besides the schemas' own `examples`).",
)
def docs(schema_dir: Path, out_dir: Path, fixtures: Path | None) -> None:
    """A static reference site for the schemas of --schema-dir: per entity its fields, their
    names and types in each target language, constraints, examples and diagrams, with a search
    that works offline from file://."""
    from .docs import Refused, check_output, make_site, write_site

    try:
        check_output(out_dir, schema_dir)
        files = make_site(schema_dir, fixtures)
    except (SchemaError, SchemaErrors, InstallError) as exc:
        fail(exc)
        return
    except Refused as exc:
        _say(f"error: {exc}")
        sys.exit(2)
    except RecursionError:
        _say("error: the schemas nest too deep to document")
        sys.exit(2)
    try:
        write_site(out_dir, files)
    except (Refused, OSError) as exc:
        reason = exc if isinstance(exc, Refused) else (exc.strerror or exc)
        _say(f"error: cannot write the site into {out_dir}: {reason}; the previous one is kept")
        sys.exit(2)
    pages = sum(1 for path in files if path.endswith(".html"))
    _say(f"wrote a site of {pages} pages into {out_dir} (open {out_dir / 'index.html'})")


@main.command()
@schema_dir_option
@click.option(
    "--format",
    "fmt",
    type=click.Choice(("json-schema", "openapi")),
    default="json-schema",
    show_default=True,
    help="json-schema: one 2020-12 document whose $defs keep every schema's $id; openapi: an "
    "OpenAPI 3.1 document with a component schema per file.",
)
@click.option(
    "--id",
    "bundle_id",
    metavar="URI",
    help="The bundle's $id (json-schema); files without an $id get ids beside it. Default: "
    "bundle.json beside the documents' common base.",
)
@click.option(
    "--root",
    metavar="ENTITY",
    help="The entity the bundle itself validates (json-schema): a path in the set "
    "(agent/agent_message.json) or an $id. Default: none, the bundle is a bag of definitions.",
)
@click.option(
    "--out",
    "out",
    type=click.Path(path_type=Path, dir_okay=False),
    default=Path("-"),
    show_default="standard output",
    help="The file to write; replaced whole, never half-written.",
)
def bundle(schema_dir: Path, fmt: str, bundle_id: str | None, root: str | None, out: Path) -> None:
    """The schema set as one self-contained document another team can vendor: a 2020-12
    compound document keeping the original $ids, or OpenAPI 3.1 components."""
    from . import bundle as bundling

    if fmt == "openapi" and (bundle_id or root):
        _say("error: --id and --root shape the json-schema bundle; --format openapi takes neither")
        sys.exit(2)
    try:
        if fmt == "openapi":
            document = bundling.openapi(schema_dir)
        else:
            document = bundling.bundle(schema_dir, bundle_id, root)
    except (SchemaError, SchemaErrors) as exc:
        fail(exc)
        return
    written = bundling.text(document)
    if str(out) == "-":
        sys.stdout.write(written)
        return
    temporary = out.with_name(f".{out.name}.partial")
    try:
        temporary.write_text(written, encoding="utf-8")
        os.replace(temporary, out)
    except OSError as exc:
        temporary.unlink(missing_ok=True)
        _say(f"error: {out}: cannot write the bundle: {exc.strerror or exc}")
        sys.exit(2)
