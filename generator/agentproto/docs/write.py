"""Files -> the output folder, replaced whole: the new site is written beside it, then moved in
by renames, so a reader sees the old site or the new one, and a failure leaves the old one.
Only a folder that is empty or holds a site this command wrote (its marker file) is replaced:
a user's folder given by mistake is refused, never emptied."""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

from ..write import plain_path
from .render import MARKER


class Refused(Exception):
    """The output folder cannot be replaced; nothing was changed."""


def check_output(out_dir: Path, schema_dir: Path) -> None:
    """Refuses, before anything is read, an output folder that is not ours to replace."""
    out, schemas = out_dir.resolve(), schema_dir.resolve()
    if out == schemas or schemas in out.parents or out in schemas.parents:
        raise Refused(
            f"the output folder {out_dir} and the schema folder {schema_dir} overlap; "
            "choose an --out-dir outside the schemas"
        )
    if out_dir.is_symlink() or (out_dir.exists() and not out_dir.is_dir()):
        raise Refused(f"{out_dir} is not a folder; nothing was written")
    if out_dir.is_dir() and any(out_dir.iterdir()) and not (out_dir / MARKER).is_file():
        raise Refused(
            f"{out_dir} holds files and no {MARKER}: it is not a site `agentproto docs` wrote, "
            "so it is not replaced; choose an empty or new folder"
        )


def write_site(out_dir: Path, files: dict[str, str]) -> None:
    for path in files:
        if not plain_path(path):
            raise Refused(f"the site path {path!r} is not a plain relative path")
    parent = out_dir.resolve().parent
    parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{out_dir.name}.new-", dir=parent))
    old: Path | None = None
    try:
        for path, text in files.items():
            target = staging / path
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(text, encoding="utf-8")
        staging.chmod(0o755)  # mkdtemp's folder is private; a site is for reading
        if out_dir.exists():
            old = Path(tempfile.mkdtemp(prefix=f".{out_dir.name}.old-", dir=parent))
            os.rename(out_dir, old / "site")
        try:
            os.rename(staging, out_dir)
        except OSError:
            if old is not None:
                os.rename(old / "site", out_dir)  # the previous site back in place
            raise
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        if old is not None and not (old / "site").exists():
            shutil.rmtree(old, ignore_errors=True)
        raise
    if old is not None:
        shutil.rmtree(old, ignore_errors=True)
