"""`agentproto`: the command line. Every user-facing error is one line per problem naming the
file and JSON pointer, exit code 2, no traceback."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from .errors import SchemaError, SchemaErrors
from .pipeline import TARGETS

REPO = Path(__file__).resolve().parents[2]


def fail(exc: SchemaError | SchemaErrors) -> None:
    for problem in exc.errors if isinstance(exc, SchemaErrors) else [exc]:
        click.echo(f"error: {problem}", err=True)
    sys.exit(2)


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="agentproto")
def main() -> None:
    """Schema-first code generator for the wire format of LLM agents."""


@main.command()
@click.option("--schema-dir", type=click.Path(path_type=Path), default=REPO / "schema",
              show_default="the repo's schema/", help="Folder of JSON Schema (2020-12) files.")
@click.option("--out-dir", type=click.Path(path_type=Path), default=REPO / "generated",
              show_default="the repo's generated/", help="Where the bindings go.")
@click.option("--target", "targets", multiple=True, type=click.Choice(TARGETS),
              help="Targets to generate (repeatable); default: all.")
@click.option("--package", default="agentproto_bindings", show_default=True,
              help="Name of the generated Python package.")
@click.option("--check", is_flag=True, help="Write nothing; print a diff of stale files, exit 1 if any.")
def generate(schema_dir: Path, out_dir: Path, targets: tuple[str, ...], package: str, check: bool) -> None:
    """Generate every binding from SCHEMA_DIR into OUT_DIR."""
    from .pipeline import render
    from .write import diff, format_python, write

    targets = targets or TARGETS
    try:
        files = format_python(render(schema_dir, targets, package))
    except (SchemaError, SchemaErrors) as exc:
        fail(exc)
    owned = tuple(sorted(targets))
    if check:
        lines = diff(out_dir, files, owned)
        if lines:
            sys.stdout.writelines(lines)
            click.echo(f"\n{out_dir} is stale: run `agentproto generate`", err=True)
            sys.exit(1)
        click.echo(f"{out_dir} is up to date ({len(files)} files)", err=True)
        return
    changed = write(out_dir, files, owned)
    click.echo(f"wrote {len(changed)} changed file(s) of {len(files)} into {out_dir}", err=True)
