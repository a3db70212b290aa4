"""Install the official JSON Schema Test Suite into .venv/share/json-schema-test-suite.

It comes from a registry: the `jsonschema` 4.26.0 source distribution on PyPI carries the suite
under `json/`. The archive is pinned by its SHA-256, so the tests always run the same cases.
"""

from __future__ import annotations

import hashlib
import io
import shutil
import sys
import tarfile
import tempfile
import urllib.request
from pathlib import Path

URL = (
    "https://files.pythonhosted.org/packages/b3/fc/e067678238fa451312d4c62bf6e6cf5ec5637542"
    "2aee02f9cb5f909b3047/jsonschema-4.26.0.tar.gz"
)
SHA256 = "0c26707e2efad8aa1bfc5b7ce170f3fccc2e4918ff85989ba9ffa9facb2be326"
PREFIX = "jsonschema-4.26.0/json/"
TARGET = Path(__file__).resolve().parent.parent / ".venv" / "share" / "json-schema-test-suite"


def main() -> int:
    if (TARGET / ".sha256").is_file() and (TARGET / ".sha256").read_text() == SHA256:
        return 0
    try:
        with urllib.request.urlopen(URL, timeout=120) as response:
            data = response.read()
    except OSError as exc:
        print(
            f"error: cannot download the JSON Schema Test Suite from {URL}: {exc}", file=sys.stderr
        )
        return 1
    digest = hashlib.sha256(data).hexdigest()
    if digest != SHA256:
        print(f"error: {URL} has SHA-256 {digest}, expected {SHA256}", file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory(dir=TARGET.parent.parent) as tmp:
        staging = Path(tmp) / "suite"
        with tarfile.open(fileobj=io.BytesIO(data), mode="r:gz") as archive:
            for member in archive.getmembers():
                if member.isfile() and member.name.startswith(PREFIX):
                    out = staging / member.name[len(PREFIX) :]
                    out.parent.mkdir(parents=True, exist_ok=True)
                    source = archive.extractfile(member)
                    assert source is not None
                    out.write_bytes(source.read())
        (staging / ".sha256").write_text(SHA256)
        if TARGET.exists():
            shutil.rmtree(TARGET)
        TARGET.parent.mkdir(parents=True, exist_ok=True)
        staging.rename(TARGET)
    print(f"installed the JSON Schema Test Suite into {TARGET}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
