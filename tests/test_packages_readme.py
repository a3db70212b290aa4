"""The READMEs of the npm package and the pydantic distribution: each names its package, the
schema set's version and how to install it, and its usage example runs against the package as
generated (the TypeScript one compiled by the pinned tsc under the package's strict tsconfig);
the pydantic distribution, README included, passes `twine check --strict`."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tomllib
from pathlib import Path

from package_flows import copy_package, python_dists, twine_check
from support import ROOT, typescript_toolchain

GENERATED = ROOT / "generated"


def example(readme: str, language: str) -> str:
    blocks = re.findall(rf"^```{language}\n(.*?)^```$", readme, re.MULTILINE | re.DOTALL)
    assert len(blocks) == 1, readme
    return str(blocks[0])


def test_the_pydantic_readme_names_the_distribution_and_its_example_runs() -> None:
    meta = tomllib.loads((GENERATED / "pydantic" / "pyproject.toml").read_text())["project"]
    readme = (GENERATED / "pydantic" / "README.md").read_text()
    assert meta["readme"] == "README.md"
    assert readme.startswith(f"# {meta['name']}\n")
    assert f"Version {meta['version']} of the schema set." in readme
    assert f"pip install {meta['name']}=={meta['version']}" in readme
    program = example(readme, "python")
    assert len(program.splitlines()) <= 10
    ran = subprocess.run(
        [sys.executable, "-c", program],
        cwd=GENERATED / "pydantic",
        capture_output=True,
        text=True,
        check=False,
    )
    assert ran.returncode == 0, ran.stderr
    printed = ran.stdout.splitlines()
    assert len(printed) == 2 and printed[1] == "True", ran.stdout
    assert isinstance(json.loads(printed[0]), dict)  # the example, encoded again


def test_the_npm_readme_names_the_package_and_its_example_compiles_and_runs(
    typescript_package: Path,
) -> None:
    meta = json.loads((typescript_package / "package.json").read_text())
    readme = (typescript_package / "README.md").read_text()
    assert readme == (GENERATED / "typescript" / "README.md").read_text()
    assert readme.startswith(f"# {meta['name']}\n")
    assert f"Version {meta['version']} of the schema set." in readme
    assert f"npm install {meta['name']}@{meta['version']}" in readme
    program = example(readme, "ts")
    assert len(program.splitlines()) <= 12
    # the package's own sources import one another by relative path: so does the example here
    local = program.replace(f'from "{meta["name"]}"', 'from "./index.js"')
    assert local != program
    # a user's program runs where console is (Node, a browser); the package's strict tsconfig
    # names neither environment's types, so the one global the example uses is declared
    local = "declare const console: { log(...values: unknown[]): void };\n" + local
    node, compiler = typescript_toolchain()
    source = typescript_package / "src" / "readme_example.ts"
    built = [typescript_package / "dist" / f"readme_example{ext}" for ext in (".js", ".d.ts")]
    source.write_text(local)
    try:
        compiled = subprocess.run(
            [node, str(compiler), "-p", str(typescript_package)],
            capture_output=True,
            text=True,
            check=False,
        )
        assert compiled.returncode == 0, compiled.stdout[-3000:]
        ran = subprocess.run([node, str(built[0])], capture_output=True, text=True, check=False)
    finally:
        source.unlink()
        for path in built:
            path.unlink(missing_ok=True)
    assert ran.returncode == 0, ran.stderr
    printed = ran.stdout.splitlines()
    assert len(printed) == 3 and printed[1:] == ["true", "true"], ran.stdout
    assert isinstance(json.loads(printed[0]), dict)


def test_the_pydantic_distribution_passes_twine_check(tmp_path: Path) -> None:
    source = copy_package("pydantic", tmp_path / "source")
    dists = python_dists(source, tmp_path / "dist")
    assert sorted(d.suffix for d in dists) == [".gz", ".whl"]
    assert "PASSED" in twine_check(dists)
