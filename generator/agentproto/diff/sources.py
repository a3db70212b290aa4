"""The two sides of a comparison: a schema folder, or a folder as a git revision holds it (read
with `git archive`, so neither the work tree nor the index is touched)."""

from __future__ import annotations

import io
import subprocess
import tarfile
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .. import drafts
from ..errors import SchemaError, SchemaErrors
from ..load import check_document, document_uri, read

# Where both sides' folders are taken to be, so that a document without `$id` has one URI on
# both sides and the relative `$ref`s between such documents still resolve.
SHARED_ROOT = Path("/agentproto-schemas")


# Folders of YAML the generator and the converters read beside the schemas.
TABLE_FOLDERS = ("data", "dialects")


@dataclass(frozen=True)
class SchemaSide:
    """One schema set: its documents by URI (the `$id`), each with its path under the folder."""

    label: str  # how reports name this side: the folder, or REF:path
    documents: dict[str, tuple[str, Any]]  # uri -> (relative path, contents)
    # the YAML beside the schemas that the bindings read (data tables, dialect declarations):
    # relative path -> text
    tables: dict[str, str] = field(default_factory=dict)

    def node(self, uri: str, pointer: str) -> Any:
        """The schema at `pointer` of the document `uri` (None when there is none)."""
        found = self.documents.get(uri)
        if found is None:
            return None
        node = found[1]
        for part in pointer.split("/")[1:] if pointer else ():
            part = part.replace("~1", "/").replace("~0", "~")
            if isinstance(node, dict) and part in node:
                node = node[part]
            elif isinstance(node, list) and part.isdigit() and int(part) < len(node):
                node = node[int(part)]
            else:
                return None
        return node


def from_folder(root: Path, label: str | None = None) -> SchemaSide:
    """Every `*.json` under `root` by its `$id`, read as 2020-12 (`drafts.translate`) and
    checked against its metaschema; a file that is not a schema is a `SchemaErrors` naming it."""
    from ..compile import metaschema  # here: reading a folder needs no compiler before this

    found, errors = read(Path(root))
    documents: dict[str, tuple[str, Any]] = {}
    # documents of drafts 4 to 2019-09 (and OpenAPI components) are compared as the 2020-12
    # schemas meaning the same, as every other command reads them
    default = drafts.set_draft([contents for _, _, contents in found])
    for path, rel, written in found:
        try:
            contents, _ = drafts.translate(written, default, rel)
        except SchemaError as exc:
            errors.append(exc)
            continue
        if not check_document(rel, contents, errors, False, metaschema()):
            continue
        # a document without `$id` is known by its place in the folder, the same on both sides
        uri = document_uri(SHARED_ROOT / rel, contents)
        if uri in documents:
            errors.append(
                SchemaError(rel, "/$id", f"$id {uri} is also the $id of {documents[uri][0]}")
            )
        documents[uri] = (rel, contents)
    if errors:
        raise SchemaErrors(errors)
    tables = {
        path.relative_to(root).as_posix(): path.read_text(encoding="utf-8", errors="replace")
        for folder in TABLE_FOLDERS
        for path in sorted((Path(root) / folder).glob("*.yaml"))
    }
    return SchemaSide(label or str(root), documents, tables)


def from_git(ref: str, repo: Path, schema_path: str) -> SchemaSide:
    """The schema folder `schema_path` of the repository at `repo` as revision `ref` holds it."""
    where = f"{ref}:{schema_path}"
    try:
        made = subprocess.run(
            ["git", "-C", str(repo), "archive", "--format=tar", ref, "--", schema_path],
            capture_output=True,
            check=False,
        )
    except OSError as exc:
        raise SchemaError(where, "", f"cannot run git: {exc.strerror}") from None
    if made.returncode != 0:
        reason = made.stderr.decode("utf-8", "replace").strip().splitlines()
        raise SchemaError(where, "", f"git cannot read it: {reason[-1] if reason else 'failed'}")
    with tempfile.TemporaryDirectory(prefix="agentproto-diff-") as tmp:
        with tarfile.open(fileobj=io.BytesIO(made.stdout)) as archive:
            archive.extractall(tmp, filter="data")
        root = Path(tmp) / schema_path
        if not root.is_dir():
            raise SchemaError(where, "", "no such folder in that revision")
        return from_folder(root, where)
