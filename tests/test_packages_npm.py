"""The npm package as another team installs it: packed, installed from the tarball into a
scratch project, imported as an ES module and as CommonJS, its types resolved by tsc --strict
under moduleResolution node16 and bundler, and every tagged union with an open arm narrowing on
its tag (`tests/packaging.py` does the steps)."""

from __future__ import annotations

import json
import tarfile

import pytest

from agentproto.emit.typescript import pattern_template
from agentproto.ir import types as t
from agentproto.pipeline import Renderer
from agentproto.targets.typescript import NAMING
from package_flows import VERSION, Flow, npm_flow
from support import ROOT, typescript_toolchain


def narrowing_program() -> str:
    """For every tagged union with an open arm (a variant chosen by `pattern`, not by a tag
    value), and every tag value of its other arms: after `x.<tag> === <value>` the value must be
    assignable to that arm's type, which holds only when the open arm's tag type excludes the
    value. Made from the schemas, so a union added later is covered too."""
    program = Renderer(ROOT / "schema", "agentproto_bindings", None, False).ir(NAMING).program
    lines = ['import * as pkg from "agentproto-bindings";', ""]
    unions = 0
    for module in program.modules:
        for decl in module.decls:
            if not isinstance(decl, t.TaggedUnion) or all(v.tag for v in decl.variants):
                continue
            unions += 1
            name = f"pkg.{module.name}.{decl.name}"
            lines.append(f"export function narrow_{module.name}_{decl.name}(x: {name}): void {{")
            for variant in decl.variants:
                if variant.tag is None:
                    continue
                arm_module, arm = t.named(variant.target)
                lines += [
                    f"  if (x[{json.dumps(decl.tag)}] === {json.dumps(variant.tag)}) {{",
                    f"    const arm: pkg.{arm_module}.{arm} = x;",
                    "    void arm;",
                    "  }",
                ]
            lines.append("}")
    assert unions >= 4, "the schemas have unions with an extension arm to narrow"
    return "\n".join(lines) + "\n"


@pytest.fixture(scope="module")
def npm(tmp_path_factory: pytest.TempPathFactory) -> Flow:
    node, tsc = typescript_toolchain()
    work = tmp_path_factory.mktemp("npm")
    assert ROOT not in work.parents
    return npm_flow(work, narrowing_program(), node, tsc)


def test_the_tarball_holds_both_builds_their_types_and_the_licence(npm: Flow) -> None:
    with tarfile.open(npm.artefacts["tarball"]) as archive:
        names = set(archive.getnames())
        meta = json.load(archive.extractfile("package/package.json"))  # type: ignore[arg-type]
    for entry in ("index.js", "index.d.ts", "cjs/index.js", "cjs/index.d.ts", "cjs/package.json"):
        assert f"package/dist/{entry}" in names, entry
    assert "package/LICENSE" in names
    assert not any(n.startswith("package/src/") for n in names), "sources stay out of the tarball"
    assert meta["version"] == VERSION and meta["license"] == "MIT"
    assert set(meta["exports"]["."]) == {"import", "require"}
    assert "install" not in meta["scripts"] and "prepare" not in meta["scripts"]


def test_es_module_and_commonjs_programs_run(npm: Flow) -> None:
    assert json.loads(npm.outputs["esm"]) == {"type": "message", "refused": True}
    assert json.loads(npm.outputs["cjs"]) == {"extension": True, "bad": False}


def test_types_resolve_and_unions_narrow_under_each_resolution(npm: Flow) -> None:
    """tsc exited 0 in each mode (a failure raises with tsc's message); nothing printed."""
    for mode in ("node16 CommonJS", "node16 ES module", "bundler"):
        assert npm.outputs[f"tsc {mode}"].strip() == "", mode


def test_an_open_arm_tag_is_typed_by_its_pattern() -> None:
    """The generated extension arms say what their pattern allows, not `string`."""
    source = (ROOT / "generated" / "typescript" / "src" / "openresponses.ts").read_text()
    assert source.count('"type": `${string}:${string}`;') >= 4


@pytest.mark.parametrize(
    ("pattern", "template"),
    [
        ("^[a-z0-9_-]+:[a-z0-9_.-]+$", "`${string}:${string}`"),
        ("^msg_[A-Za-z0-9]+$", "`msg_${string}`"),
        ("ab", "`${string}ab${string}`"),
        ("^a\\.b$", "`a.b`"),
        ("^a\\$$", "`a\\$`"),
        ("^a`b$", "`a\\`b`"),
        ("^x?y$", "`${string}y`"),
        ("^[a-z]+$", None),
        ("^(a|b):c$", None),
        ("^\\u0041:$", None),
        (".*", None),
    ],
)
def test_pattern_template(pattern: str, template: str | None) -> None:
    assert pattern_template(pattern) == template
