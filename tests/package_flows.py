"""Each generated package as another team gets it: packed the way its registry takes it, then
installed into a scratch project outside the repository, where a first program uses it. The
tests (`tests/test_packages_*.py`) assert what each step gives; `bench/packages.py` times the
same steps. Nothing here needs the network: the registries are stood in for by local ones, as
each function says."""

from __future__ import annotations

import hashlib
import json
import os
import resource
import shutil
import subprocess
import sys
import tarfile
import time
import zipfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from support import NODE_TOOLS, ROOT

VERSION = (ROOT / "schema" / "VERSION").read_text(encoding="utf-8").strip()
GO_MODULE = "example.com/acme/agentproto"


class StepFailed(AssertionError):
    """A step of a flow exited non-zero: its command and what it printed."""


@dataclass
class Flow:
    """What a flow made and how long it took: `artefacts` by name (the packed files), `outputs`
    of the first program by name, and the time to a first working program, wall clock and CPU
    of the child processes, from the packed artefact to the program's output."""

    artefacts: dict[str, Path] = field(default_factory=dict)
    outputs: dict[str, str] = field(default_factory=dict)
    wall: float = 0.0
    cpu: float = 0.0


def run(cmd: list[str | Path], cwd: Path, env: dict[str, str] | None = None) -> str:
    done = subprocess.run(
        [str(c) for c in cmd],
        cwd=cwd,
        env={**os.environ, **(env or {})},
        capture_output=True,
        text=True,
        timeout=1800,
        check=False,
    )
    if done.returncode != 0:
        raise StepFailed(f"{' '.join(map(str, cmd))} (in {cwd}):\n{done.stdout}\n{done.stderr}")
    return done.stdout + done.stderr


def children_cpu() -> float:
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


@contextmanager
def timed(flow: Flow) -> Iterator[None]:
    wall, cpu = time.perf_counter(), children_cpu()
    yield
    flow.wall, flow.cpu = time.perf_counter() - wall, children_cpu() - cpu


def copy_package(folder: str, dest: Path) -> Path:
    """generated/<folder> as committed (it equals what the generator makes), without the
    generator's manifest."""
    shutil.copytree(
        ROOT / "generated" / folder,
        dest,
        ignore=shutil.ignore_patterns(".agentproto-manifest.json"),
    )
    return dest


# -- npm ----------------------------------------------------------------------------------------

ESM_PROGRAM = """\
import { openresponses, ValidationError } from "agentproto-bindings";
const item = openresponses.InputItem.decode({ type: "message", role: "user", content: "hi" });
let refused = false;
try { openresponses.InputItem.decode({ type: "message", role: 1 }); }
catch (e) { refused = e instanceof ValidationError; }
console.log(JSON.stringify({ type: item.type, refused }));
"""
CJS_PROGRAM = """\
const { openresponses } = require("agentproto-bindings");
const ok = openresponses.InputItem.isValid({ type: "acme:thing", id: "x", status: "done" });
console.log(JSON.stringify({ extension: ok, bad: openresponses.InputItem.isValid({}) }));
"""
# the case of the report: after the tag comparison the message's own fields are typed
CONTENT_PROGRAM = """\
import { openresponses } from "agentproto-bindings";
export function text(item: openresponses.InputItem): string {
  if (item.type === "message") {
    const content: string | openresponses.ContentPart[] = item.content;
    return typeof content === "string" ? content : String(content.length);
  }
  return item.type;
}
"""


def npm_flow(work: Path, narrowing: str, node: str, tsc: Path) -> Flow:
    """`npm pack` of the generated package (its `prepack` builds dist/ with the pinned compiler:
    the package's one devDependency is linked from tools/node, which `npm ci` filled, in place of
    `npm install` fetching it), then in a scratch project: `npm install <tarball>` offline, an
    ES module and a CommonJS program run by node, and `tsc --strict` over TypeScript using it
    under moduleResolution node16 (as CommonJS and as an ES module) and bundler; `narrowing` is
    TypeScript that must compile."""
    flow = Flow()
    package = copy_package("typescript", work / "package")
    (package / "node_modules").symlink_to(NODE_TOOLS / "node_modules", target_is_directory=True)
    app = work / "app"
    app.mkdir()
    npm_env = {"npm_config_update_notifier": "false", "npm_config_fund": "false"}
    run(["npm", "pack", "--pack-destination", work], package, npm_env)
    (tarball,) = work.glob("*.tgz")
    with timed(flow):
        (app / "package.json").write_text('{"name": "app", "version": "1.0.0", "private": true}')
        run(["npm", "install", "--offline", "--no-audit", tarball], app, npm_env)
        (app / "first.mjs").write_text(ESM_PROGRAM)
        flow.outputs["esm"] = run([node, "first.mjs"], app).strip()
    flow.artefacts["tarball"] = tarball
    (app / "first.cjs").write_text(CJS_PROGRAM)
    flow.outputs["cjs"] = run([node, "first.cjs"], app).strip()
    (app / "content.ts").write_text(CONTENT_PROGRAM)
    (app / "narrowing.ts").write_text(narrowing)
    (app / "esm").mkdir()
    (app / "esm" / "package.json").write_text('{"type": "module"}')
    for name in ("content.ts", "narrowing.ts"):
        shutil.copy(app / name, app / "esm" / name.replace(".ts", ".mts"))
    base = [node, tsc, "--strict", "--noEmit", "--target", "es2022"]
    checks = {
        "node16 CommonJS": ["--module", "node16", "--moduleResolution", "node16", "*.ts"],
        "node16 ES module": ["--module", "node16", "--moduleResolution", "node16", "esm/*.mts"],
        "bundler": ["--module", "esnext", "--moduleResolution", "bundler", "*.ts"],
    }
    for name, options in checks.items():
        files = sorted(str(p.relative_to(app)) for p in app.glob(options[-1]))
        flow.outputs[f"tsc {name}"] = run([*base, *options[:-1], *files], app)
    return flow


# -- Go -----------------------------------------------------------------------------------------

GO_PROGRAM = """\
package main

import (
	"encoding/json"
	"errors"
	"fmt"

	"example.com/acme/agentproto/agent"
	"example.com/acme/agentproto/rt"
)

func main() {
	var usage agent.Usage
	if err := json.Unmarshal([]byte(`{"input": 3, "output": 4}`), &usage); err != nil {
		panic(err)
	}
	var bad agent.Usage
	err := json.Unmarshal([]byte(`{"input": "three"}`), &bad)
	var invalid *rt.ValidationError
	fmt.Printf("%d %v\\n", usage.Input, errors.As(err, &invalid))
}
"""


def go_module_zip(module: Path, path: str, version: str, dest: Path) -> None:
    """The module zip a Go proxy serves: every file under `<path>@<version>/`."""
    with zipfile.ZipFile(dest, "w", zipfile.ZIP_DEFLATED) as archive:
        for file in sorted(module.rglob("*")):
            if file.is_file():
                archive.write(file, f"{path}@{version}/{file.relative_to(module).as_posix()}")


def go_flow(work: Path, go: str, build_cache: Path | None = None) -> Flow:
    """`agentproto generate --target go --go-module example.com/acme/agentproto`, served by a
    local module proxy (a GOPROXY folder in the layout proxy.golang.org serves, the module's
    version being the schema set's), then `go get` from a scratch module, `go vet` and a first
    program that decodes a valid and refuses an invalid document through `json.Unmarshal`.
    The proxy is `file://` and checksums are not asked of sum.golang.org (GOSUMDB=off): the
    module is published nowhere; its dependency comes from the module cache `scripts/setup`
    filled. `build_cache`: a GOCACHE of its own (a fresh one times a first build)."""
    flow = Flow()
    out = work / "out"
    run(
        [Path(sys.executable).parent / "agentproto", "generate", "--target", "go",
         "--go-module", GO_MODULE, "--out-dir", out],
        ROOT,
    )  # fmt: skip
    version = f"v{VERSION}"
    proxy = work / "proxy" / GO_MODULE / "@v"
    proxy.mkdir(parents=True)
    (proxy / "list").write_text(version + "\n")
    (proxy / f"{version}.info").write_text(json.dumps({"Version": version}))
    shutil.copy(out / "go" / "go.mod", proxy / f"{version}.mod")
    manifest = out / "go" / ".agentproto-manifest.json"
    manifest.unlink()
    go_module_zip(out / "go", GO_MODULE, version, proxy / f"{version}.zip")
    flow.artefacts["module zip"] = proxy / f"{version}.zip"
    env = {
        "GOPROXY": (work / "proxy").as_uri(),
        "GOSUMDB": "off",
        "GOFLAGS": "-mod=mod",
        "GOTOOLCHAIN": "local",
        **({"GOCACHE": str(build_cache)} if build_cache else {}),
    }
    app = work / "app"
    app.mkdir()
    with timed(flow):
        run([go, "mod", "init", "example.com/app"], app, env)
        run([go, "get", f"{GO_MODULE}@{version}"], app, env)
        (app / "main.go").write_text(GO_PROGRAM)
        flow.outputs["run"] = run([go, "run", "."], app, env).strip()
    flow.outputs["vet"] = run([go, "vet", "./..."], app, env)
    flow.outputs["vet module"] = run([go, "vet", f"{GO_MODULE}/..."], app, env)
    return flow


# -- Rust ---------------------------------------------------------------------------------------

RUST_PROGRAM = """\
use agentproto_bindings::agent::Usage;

fn main() {
    let usage = Usage::from_json_str(r#"{"input": 3, "output": 4}"#).expect("a valid usage");
    let refused = Usage::from_json_str(r#"{"input": "three"}"#).is_err();
    println!("{} {}", serde_json::to_string(&usage).expect("encodes"), refused);
}
"""


def rust_flow(work: Path, cargo: str, target_dir: Path) -> Flow:
    """`cargo package` of the generated crate, then two scratch applications: one taking it from
    a registry (a local directory registry standing in for crates.io: `cargo vendor`'s layout,
    the packed crate unpacked beside its dependencies, with its checksum) that runs a first
    program, one taking it by path that `cargo check`s. Offline: the dependencies come from the
    cache `scripts/setup` filled."""
    flow = Flow()
    crate = copy_package("rust", work / "crate")
    env = {"CARGO_TARGET_DIR": str(target_dir), "CARGO_TERM_COLOR": "never"}
    flow.outputs["package"] = run([cargo, "package", "--offline", "--no-verify"], crate, env)
    (packed,) = (target_dir / "package").glob(f"agentproto_bindings-{VERSION}.crate")
    flow.artefacts["crate"] = work / packed.name
    shutil.copy(packed, flow.artefacts["crate"])
    vendor = work / "vendor"
    run([cargo, "vendor", "--offline", "--manifest-path", crate / "Cargo.toml", vendor], work, env)
    with tarfile.open(flow.artefacts["crate"]) as archive:
        archive.extractall(work / "unpacked", filter="data")
    (folder,) = (work / "unpacked").iterdir()
    shutil.move(folder, vendor / "agentproto_bindings")
    checksum = hashlib.sha256(flow.artefacts["crate"].read_bytes()).hexdigest()
    (vendor / "agentproto_bindings" / ".cargo-checksum.json").write_text(
        json.dumps({"files": {}, "package": checksum})
    )
    major_minor = ".".join(VERSION.split(".")[:2])
    apps = {
        "registry": f'agentproto_bindings = "{major_minor}"',
        "path": f"agentproto_bindings = {{ path = {json.dumps(str(crate))} }}",
    }
    for name, requirement in apps.items():
        app = work / f"app-{name}"
        (app / "src").mkdir(parents=True)
        (app / "Cargo.toml").write_text(
            f'[package]\nname = "app_{name}"\nversion = "0.1.0"\nedition = "2021"\n\n'
            f'[dependencies]\n{requirement}\nserde_json = "1"\n'
        )
        (app / "src" / "main.rs").write_text(RUST_PROGRAM)
    (work / "app-registry" / ".cargo").mkdir()
    (work / "app-registry" / ".cargo" / "config.toml").write_text(
        '[source.crates-io]\nreplace-with = "local"\n\n'
        f"[source.local]\ndirectory = {json.dumps(str(vendor))}\n"
    )
    with timed(flow):
        flow.outputs["registry"] = run(
            [cargo, "run", "--offline", "-q"], work / "app-registry", env
        )
    flow.outputs["path"] = run([cargo, "check", "--offline"], work / "app-path", env)
    flow.outputs["lock"] = (work / "app-registry" / "Cargo.lock").read_text()
    return flow


# -- Python -------------------------------------------------------------------------------------

PYTHON_PROGRAM = """\
from agentproto_bindings import ValidationError
from agentproto_bindings.agent import Usage

usage = Usage.from_json('{"input": 3, "output": 4}')
try:
    Usage.from_json('{"input": "three"}')
    refused = False
except ValidationError:
    refused = True
print(usage.to_json(), refused)
"""


def python_dists(source: Path, out: Path) -> list[Path]:
    """The wheel and sdist of the project at `source`, built as a registry's users build them
    (`python -m build`, isolated)."""
    run([sys.executable, "-m", "build", "--outdir", out, source], source)
    return sorted(out.iterdir())


def python_flow(work: Path) -> Flow:
    """The generated bindings' wheel and sdist, then a fresh virtual environment installing the
    wheel (no index) and running a first program."""
    flow = Flow()
    source = copy_package("python", work / "source")
    dists = python_dists(source, work / "dist")
    for dist in dists:
        flow.artefacts["wheel" if dist.suffix == ".whl" else "sdist"] = dist
    with timed(flow):
        run([sys.executable, "-m", "venv", "--without-pip", work / "venv"], work)
        python = work / "venv" / "bin" / "python"
        run([sys.executable, "-m", "pip", "--python", python, "install", "--no-index",
             "--no-deps", "--quiet", flow.artefacts["wheel"]], work)  # fmt: skip
        (work / "first.py").write_text(PYTHON_PROGRAM)
        flow.outputs["run"] = run([python, "first.py"], work).strip()
    return flow


def twine_check(dists: list[Path]) -> str:
    return run([sys.executable, "-m", "twine", "check", "--strict", *dists], ROOT)
