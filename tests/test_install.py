"""agentproto as a user gets it: a wheel built from this working tree, installed into a fresh
virtual environment outside the repository, run from a folder outside it. Nothing may reach
back into the source tree: the templates and canonical schemas come from the package."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from support import FIXTURE_DIR, ROOT, missing_toolchain, snapshot


@dataclass(frozen=True)
class Installed:
    wheel: Path
    bin: Path  # the fresh environment's bin/ folder
    work: Path  # a folder outside the repository to run in

    def run(self, *args: str | Path, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
        # PATH is the fresh environment only (and the system's), so no tool of the repo's
        # .venv can stand in for a missing one
        env = {**os.environ, "PATH": f"{self.bin}{os.pathsep}/usr/bin:/bin", "NO_COLOR": "1"}
        env.pop("PYTHONPATH", None)
        env.pop("VIRTUAL_ENV", None)
        return subprocess.run(
            [str(a) for a in args],
            cwd=cwd or self.work,
            env=env,
            capture_output=True,
            text=True,
            check=False,
        )

    def agentproto(self, *args: str | Path) -> subprocess.CompletedProcess[str]:
        return self.run(self.bin / "agentproto", *args)


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Installed]:
    base = tmp_path_factory.mktemp("install")
    assert ROOT not in base.parents, "the environment must live outside the repository"
    source = base / "source"
    snapshot(source)
    dist = base / "dist"
    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check", "--quiet"]
    subprocess.run(
        [*pip, "wheel", "--no-deps", "-w", dist, source], check=True, capture_output=True
    )
    (wheel,) = dist.glob("agentproto-*.whl")
    shutil.rmtree(source)  # from here on no copy of the source tree exists but the repository
    env = base / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", env], check=True)
    # the pydantic extra too: `generate` makes every target by default
    subprocess.run(
        [
            *pip,
            "--python",
            env / "bin" / "python",
            "install",
            f"agentproto[pydantic] @ {wheel.as_uri()}",
        ],
        check=True,
        capture_output=True,
    )
    work = base / "work"
    work.mkdir()
    yield Installed(wheel, env / "bin", work)


def test_the_wheel_carries_what_the_tool_reads(installed: Installed) -> None:
    names = set(zipfile.ZipFile(installed.wheel).namelist())
    modules = {
        f"agentproto/{p.relative_to(ROOT / 'generator' / 'agentproto').as_posix()}"
        for p in (ROOT / "generator" / "agentproto").rglob("*.py")
    }
    templates = {
        f"agentproto/templates/{p.relative_to(ROOT / 'templates').as_posix()}"
        for p in (ROOT / "templates").rglob("*")
        if p.suffix in (".j2", ".py")
    }
    schemas = {
        f"agentproto/schema/{p.relative_to(ROOT / 'schema').as_posix()}"
        for p in (ROOT / "schema").rglob("*.json")
    }
    assert "agentproto/templates/python/runtime.py.j2" in templates and len(schemas) > 100
    assert not modules - names, "modules missing from the wheel"
    assert not templates - names, "templates missing from the wheel"
    assert not schemas - names, "schemas missing from the wheel"
    assert {"agentproto/py.typed", "agentproto/schema/data/context_overflow.yaml"} <= names


def test_generate_the_canonical_schemas_by_default(installed: Installed) -> None:
    out = installed.work / "canonical"
    made = installed.agentproto("generate", "--out-dir", out)
    assert made.returncode == 0, made.stderr
    module = out / "python" / "agentproto_bindings" / "agent.py"
    assert "class AssistantMessage" in module.read_text()
    assert (out / "pydantic" / "agentproto_pydantic" / "agent" / "assistant_message.py").is_file()
    # the same as the repository's own generation, byte for byte
    here = subprocess.run(
        [
            Path(sys.executable).parent / "agentproto",
            "generate",
            "--check",
            "--schema-dir",
            ROOT / "schema",
            "--out-dir",
            out,
            "--target",
            "python",
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert here.returncode == 0, here.stdout[-3000:] + here.stderr

    clean = installed.agentproto("generate", "--check", "--out-dir", out)
    assert clean.returncode == 0, clean.stdout[-3000:] + clean.stderr
    module.write_text(module.read_text().replace("class AssistantMessage", "class Renamed"))
    stale = installed.agentproto("generate", "--check", "--out-dir", out)
    assert stale.returncode == 1
    assert "+class AssistantMessage" in stale.stdout and "is stale" in stale.stderr


def test_generate_a_schema_set_of_ones_own(installed: Installed) -> None:
    schemas = installed.work / "my_schemas"
    schemas.mkdir()
    (schemas / "order.json").write_text(
        json.dumps(
            {
                "$schema": "https://json-schema.org/draft/2020-12/schema",
                "$id": "order.json",
                "title": "Order",
                "type": "object",
                "required": ["id"],
                "properties": {
                    "id": {"type": "string"},
                    "email": {"type": "string", "format": "email"},
                },
            }
        )
    )
    made = installed.run(installed.bin / "agentproto", "generate", "--schema-dir", "my_schemas")
    assert made.returncode == 0, made.stderr
    out = installed.work / "generated"  # the default: ./generated
    assert "class Order" in (out / "python" / "agentproto_bindings" / "schemas.py").read_text()
    check = installed.run(
        installed.bin / "python",
        "-c",
        "from agentproto_bindings.schemas import Order\n"
        'print(Order.from_json(\'{"id": "o-1"}\').id)',
        cwd=out / "python",
    )
    assert check.returncode == 0 and check.stdout.strip() == "o-1", check.stderr
    assert "email-validator" in (out / "pydantic" / "pyproject.toml").read_text()


def test_validate_examples(installed: Installed) -> None:
    good = FIXTURE_DIR / "agent" / "user_message" / "valid"
    bad = FIXTURE_DIR / "agent" / "user_message" / "invalid" / "missing_content.json"
    (good_file,) = sorted(good.glob("*.json"))[:1]
    shutil.copy(good_file, installed.work / "good.json")
    shutil.copy(bad, installed.work / "bad.json")
    ok = installed.agentproto("validate", "good.json")
    assert ok.returncode == 0, ok.stdout + ok.stderr
    failed = installed.agentproto("validate", "good.json", "bad.json")
    assert failed.returncode == 1 and "bad.json" in failed.stdout and "content" in failed.stdout


def test_convert_from_the_wheel_uses_the_shipped_plans_and_the_compiled_writer(
    installed: Installed,
) -> None:
    """The wheel carries the compiled writer's C and the dialect plans made ahead; installed,
    the plans are still what reading the declarations makes (so `convert` starts from them),
    the writer is built on first use into the cache, and `convert` gives the same bytes with
    it and without it (`AGENTPROTO_NATIVE=0`)."""
    from agentproto.validate import native

    names = set(zipfile.ZipFile(installed.wheel).namelist())
    assert {
        "agentproto/validate/convert_writer.c",
        "agentproto/validate/dialect_plans.json",
    } <= names
    if native.compiler() is None:
        missing_toolchain("no C compiler (cc or gcc) on the path")
    python = installed.bin / "python"
    program = (
        "from agentproto.shipped import canonical_schemas\n"
        "from agentproto.validate.prebuilt import shipped_plans\n"
        "print(shipped_plans(canonical_schemas()) is not None)\n"
    )
    fresh = installed.run(python, "-c", program)
    assert fresh.stdout.strip() == "True", fresh.stdout + fresh.stderr
    (good_file,) = sorted((FIXTURE_DIR / "agent" / "assistant_message" / "valid").glob("*.json"))[
        :1
    ]
    line = json.dumps(json.loads(good_file.read_text()), ensure_ascii=False)
    (installed.work / "in.jsonl").write_text(line + "\n" + line + "\n")
    cache = installed.work / "cache"
    written = {}
    for switch in ("1", "0"):
        os.environ["AGENTPROTO_CACHE_DIR"] = str(cache)
        os.environ["AGENTPROTO_NATIVE"] = switch
        try:
            done = installed.agentproto(
                "convert",
                "--from",
                "canonical",
                "--to",
                "pi-ai",
                "in.jsonl",
                "-o",
                f"{switch}.jsonl",
            )
        finally:
            os.environ.pop("AGENTPROTO_CACHE_DIR")
            os.environ.pop("AGENTPROTO_NATIVE")
        assert done.returncode == 0, done.stderr
        written[switch] = (installed.work / f"{switch}.jsonl").read_bytes()
        if switch == "1":
            assert [p.name.split("-")[0] for p in (cache / "native").iterdir()] == [
                "convert_writer"
            ]
    assert written["1"] == written["0"] and written["1"].count(b"\n") == 2


def test_compile_and_its_exceptions(installed: Installed) -> None:
    program = """
import agentproto
from agentproto import Problem, ValidationError
validator = agentproto.compile({"type": "object", "required": ["a"]})
assert validator.is_valid({"a": 1}) and not validator.is_valid({})
try:
    validator.validate({})
except ValidationError as err:
    (problem,) = err.problems
    assert isinstance(problem, Problem) and problem.keyword == "required", problem
    print("raised", problem.keyword)
"""
    ran = installed.run(installed.bin / "python", "-c", program)
    assert ran.returncode == 0 and ran.stdout.strip() == "raised required", ran.stderr


def test_docs_site_from_the_wheel(installed: Installed) -> None:
    """`agentproto docs` reads its templates, style and script from the package."""
    out = installed.work / "site"
    made = installed.agentproto("docs", "--out-dir", out)
    assert made.returncode == 0, made.stderr
    for name in ("index.html", "site.css", "search.js", "search-index.js", "agent/usage.html"):
        assert (out / name).is_file(), name
    assert "<svg" in (out / "agent" / "agent_event.html").read_text(encoding="utf-8")
