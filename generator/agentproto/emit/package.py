"""What every generated package says about itself, the same in each target: the version of the
schema set it was made from, its licence, and where it lives.

The version is declared once, in the schema folder's `VERSION` file (one line, `MAJOR.MINOR.PATCH`
with an optional `-prerelease`), so that every package made from one schema set carries the same
number and a schema change is released by changing one line. A schema folder without the file
makes packages versioned `0.0.0`: nothing to pin yet. The generator's own version (the
`agentproto` distribution's) is apart: it says which generator wrote the files, not what they
describe."""

from __future__ import annotations

import re
from importlib.resources import files as resource_files
from urllib.parse import urlsplit

from ..errors import SchemaError
from ..load import SchemaSet

VERSION_FILE = "VERSION"
UNVERSIONED = "0.0.0"
# the form npm, Cargo, Go tags and Python all accept (Python reads `-rc.1` as `rc1`)
_VERSION = re.compile(r"(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)(-[0-9A-Za-z.]+)?")
#: The generated packages are made of agentproto's templates and runtime, under its licence.
LICENSE_SPDX = "MIT"
#: Where a module or crate is said to live when the schemas' `$id`s name no host of their own.
PLACEHOLDER_HOST = "example.com"


def schema_version(schemas: SchemaSet) -> str:
    """The version the schema folder declares in `VERSION`, else `UNVERSIONED`. A file that is
    not one version is a `SchemaError` naming it."""
    path = schemas.root / VERSION_FILE
    if not path.is_file():
        return UNVERSIONED
    try:
        text = path.read_text(encoding="utf-8").strip()
    except (OSError, UnicodeDecodeError) as exc:
        raise SchemaError(
            VERSION_FILE, "", f"cannot read the schema set's version: {exc}"
        ) from None
    if not _VERSION.fullmatch(text):
        raise SchemaError(
            VERSION_FILE, "", f"{text[:60]!r} is not a version: write MAJOR.MINOR.PATCH (1.2.0)"
        )
    return text


def license_text() -> str:
    """agentproto's LICENSE, shipped with its templates, copied into every package."""
    return (resource_files("agentproto.templates") / "LICENSE").read_text(encoding="utf-8")


def schema_host(schemas: SchemaSet) -> str | None:
    """The host every schema's `$id` names (`agentproto.dev`), when they agree on one that has a
    dot; else None."""
    hosts = {urlsplit(d.uri).hostname for d in schemas.documents if "://" in d.uri}
    if len(hosts) == 1:
        (host,) = hosts
        if host and "." in host:
            return host
    return None


def homepage(schemas: SchemaSet) -> str:
    """The schema set's home: the host its `$id`s name (what `cargo package` asks a crate to
    say, besides its licence and description)."""
    return f"https://{schema_host(schemas) or PLACEHOLDER_HOST}/"
