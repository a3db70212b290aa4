"""What a job sends its executors: the agentproto package itself (with the canonical schemas and
the prebuilt canonical validators) and the job's own files (a schema folder, a limits file, the
resources), and the generated Python bindings the driver imports (the stream folds), so an
executor needs Python and agentproto's dependencies, not agentproto or the generated bindings
installed.

The package travels as one folder, `agentproto/`, with the job's files in `agentproto/_job/`
and the bindings beside it in `agentproto_bindings/`;
on an executor it is unpacked to a real folder, never imported from a zip: the prebuilt
validators are used only when the schemas they were made from are a folder on disk that
matches their fingerprint, and the schema loaders read folders."""

from __future__ import annotations

import hashlib
import os
import shutil
import tempfile
import zipfile
from dataclasses import dataclass, replace
from pathlib import Path

from .core import Job

JOB_FILES = "_job"  # inside the shipped package: the job's own schema folder and files
SHIPPED = "@job/"
# the agentproto package this module is part of (on an executor, the unpacked copy)
PACKAGE = Path(__file__).resolve().parent.parent
BINDINGS = "agentproto_bindings"  # the generated Python package, shipped beside agentproto  # a Job path that names a file in JOB_FILES, resolved where it is unpacked


@dataclass(frozen=True)
class Shipment:
    folder: Path  # holds `agentproto/`: the folder Ray ships as a module
    zip: Path  # the same folder as a zip: what Spark's addFile ships
    digest: str
    job: Job  # with its paths rewritten to the shipped copies


def _package_files(job: Job) -> dict[str, Path]:
    """Every file to ship, by its path in the shipped tree."""
    from ..shipped import canonical_schemas, templates

    files: dict[str, Path] = {}

    def add_tree(root: Path, under: str) -> None:
        for folder, dirs, names in os.walk(root):
            dirs[:] = sorted(d for d in dirs if d != "__pycache__" and not d.startswith("."))
            for name in sorted(names):
                if name.endswith((".pyc", ".pyo")):
                    continue
                path = Path(folder) / name
                rel = path.relative_to(root).as_posix()
                files[f"{under}/{rel}"] = path

    add_tree(PACKAGE, "agentproto")
    add_tree(canonical_schemas(), "agentproto/schema")
    add_tree(templates(), "agentproto/templates")
    bindings = bindings_folder()
    if bindings is not None:
        add_tree(bindings, BINDINGS)
    if job.schema_dir:
        add_tree(Path(job.schema_dir), f"agentproto/{JOB_FILES}/schema")
    if job.limits:
        files[f"agentproto/{JOB_FILES}/limits/{Path(job.limits).name}"] = Path(job.limits)
    for i, (_, file) in enumerate(job.resources):
        files[f"agentproto/{JOB_FILES}/resources/{i}/{Path(file).name}"] = Path(file)
    return files


def bindings_folder() -> Path | None:
    """The generated bindings the driver would fold streams with, if it has them."""
    import importlib.util

    spec = importlib.util.find_spec(BINDINGS)
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(next(iter(spec.submodule_search_locations)))


def _shipped_job(job: Job) -> Job:
    return replace(
        job,
        schema_dir=f"{SHIPPED}schema" if job.schema_dir else None,
        limits=f"{SHIPPED}limits/{Path(job.limits).name}" if job.limits else None,
        resources=tuple(
            (uri, f"{SHIPPED}resources/{i}/{Path(file).name}")
            for i, (uri, file) in enumerate(job.resources)
        ),
    )


def pack(job: Job) -> Shipment:
    """The shipment for a job, made once per content (kept under the temporary folder)."""
    files = _package_files(job)
    digest = hashlib.sha256()
    for rel, path in sorted(files.items()):
        data = path.read_bytes()
        digest.update(b"%s\0%d\0" % (rel.encode(), len(data)))
        digest.update(data)
    name = digest.hexdigest()[:20]
    base = Path(tempfile.gettempdir()) / f"agentproto-ship-{name}"
    if not (base / "done").exists():
        staging = Path(tempfile.mkdtemp(prefix="agentproto-ship-"))
        with zipfile.ZipFile(
            staging / f"agentproto-{name}.zip", "w", zipfile.ZIP_DEFLATED
        ) as archive:
            for rel, path in sorted(files.items()):
                target = staging / "tree" / rel
                target.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(path, target)
                archive.write(path, rel)
        (staging / "done").write_text(name)
        try:
            staging.rename(base)
        except OSError:  # another run made it meanwhile
            shutil.rmtree(staging, ignore_errors=True)
    return Shipment(base / "tree", base / f"agentproto-{name}.zip", name, _shipped_job(job))


def resolve(job: Job) -> Job:
    """On an executor: the job's shipped paths made real, under the agentproto imported here."""
    root = PACKAGE / JOB_FILES

    def real(path: str | None) -> str | None:
        return str(root / path[len(SHIPPED) :]) if path and path.startswith(SHIPPED) else path

    return replace(
        job,
        schema_dir=real(job.schema_dir),
        limits=real(job.limits),
        resources=tuple((uri, real(file) or file) for uri, file in job.resources),
    )
