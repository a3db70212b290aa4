"""A bare `generate` on a machine without some target's tools makes every other target and names
what is missing; a target asked for by name whose tools are missing is refused before anything
is written. Here the Go and Rust formatters are hidden from a real run of the CLI."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

AGENTPROTO = Path(sys.executable).parent / "agentproto"
ORDER = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://example.com/shop/order.json",
    "type": "object",
    "required": ["id"],
    "properties": {"id": {"type": "string"}},
}


def run(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    nowhere = str(tmp_path / "nowhere")
    env = {
        **os.environ,
        # no gofmt on the path nor under GOROOT, no rustfmt on the path nor where rustup puts it
        "PATH": os.pathsep.join([str(AGENTPROTO.parent), "/usr/bin", "/bin"]),
        "GOROOT": nowhere,
        "CARGO_HOME": nowhere,
        "HOME": nowhere,
        "AGENTPROTO_CACHE_DIR": str(tmp_path / "cache"),
    }
    return subprocess.run(
        [str(AGENTPROTO), "generate", "--schema-dir", str(tmp_path / "schema"), *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )


def test_a_bare_generate_makes_what_it_can_and_names_the_rest(tmp_path: Path) -> None:
    (tmp_path / "schema" / "shop").mkdir(parents=True)
    (tmp_path / "schema" / "shop" / "order.json").write_text(json.dumps(ORDER))
    out = tmp_path / "out"
    done = run(tmp_path, "--out-dir", str(out))
    assert done.returncode == 0, done.stderr
    assert "note: go not generated: the go target needs gofmt" in done.stderr
    assert "note: rust not generated: rustfmt is not installed" in done.stderr
    assert sorted(p.name for p in out.iterdir() if p.is_dir()) == [
        "pydantic",
        "python",
        "python-native",
        "typescript",
    ]
    named = run(tmp_path, "--out-dir", str(tmp_path / "named"), "--target", "rust")
    assert named.returncode == 2 and "error: rustfmt is not installed" in named.stderr
    assert "Traceback" not in named.stderr and not (tmp_path / "named").exists()
