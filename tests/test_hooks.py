"""The hooks of .pre-commit-hooks.yaml under the real pre-commit, as a user's repository uses
them: the hook source is a snapshot of this working tree (uncommitted changes included), and
pre-commit installs agentproto from it into environments of its own."""

from __future__ import annotations

import json
import os
import shlex
import shutil
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from support import FIXTURE_DIR, commit_all, snapshot

PRE_COMMIT = Path(sys.executable).parent / "pre-commit"
AGENTPROTO = Path(sys.executable).parent / "agentproto"
ORDER = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://example.com/order.json",
    "title": "Order",
    "type": "object",
    "required": ["id"],
    "properties": {"id": {"type": "string"}},
}


@dataclass(frozen=True)
class UserRepo:
    path: Path
    env: dict[str, str]

    def run(self, hook: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [PRE_COMMIT, "run", hook, "--all-files", "--color", "never"],
            cwd=self.path,
            env=self.env,
            capture_output=True,
            text=True,
            check=False,
        )


@pytest.fixture(scope="module")
def user_repo(tmp_path_factory: pytest.TempPathFactory) -> Iterator[UserRepo]:
    base = tmp_path_factory.mktemp("hooks")
    hooks = base / "agentproto"
    rev = snapshot(hooks)
    repo = base / "user"
    (repo / "schema" / "shop").mkdir(parents=True)
    (repo / "schema" / "shop" / "order.json").write_text(json.dumps(ORDER, indent=2) + "\n")
    made = subprocess.run(
        [AGENTPROTO, "generate", "--schema-dir", "schema", "--out-dir", "generated"],
        cwd=repo,
        capture_output=True,
        text=True,
        check=False,
    )
    assert made.returncode == 0, made.stderr
    (repo / "payloads").mkdir()
    shutil.copy(
        FIXTURE_DIR / "agent" / "user_message" / "valid" / "plain_string_content.json",
        repo / "payloads",
    )
    (repo / ".pre-commit-config.yaml").write_text(
        f"repos:\n  - repo: {hooks}\n    rev: {rev}\n    hooks:\n"
        "      - id: agentproto-generate-check\n"
        "      - id: agentproto-validate\n        files: ^payloads/\n"
    )
    commit_all(repo)
    env = {**os.environ, "PRE_COMMIT_HOME": str(base / "pre-commit-home"), "NO_COLOR": "1"}
    env.pop("VIRTUAL_ENV", None)
    # pre-commit's environments must get agentproto from the hook source, never from this
    # repository's .venv
    env["PATH"] = os.pathsep.join(
        p for p in env["PATH"].split(os.pathsep) if Path(p) != Path(sys.executable).parent
    )
    yield UserRepo(repo, env)


def test_generate_check_hook(user_repo: UserRepo) -> None:
    clean = user_repo.run("agentproto-generate-check")
    assert clean.returncode == 0, clean.stdout[-3000:]
    assert "agentproto generate --check" in clean.stdout and "Passed" in clean.stdout
    schema = user_repo.path / "schema" / "shop" / "order.json"
    original = schema.read_text()
    try:
        changed = json.loads(original)
        changed["properties"]["note"] = {"type": "string"}
        schema.write_text(json.dumps(changed, indent=2) + "\n")
        stale = user_repo.run("agentproto-generate-check")
        assert stale.returncode == 1, stale.stdout[-3000:]
        assert "Failed" in stale.stdout and "+    note: str | Unset" in stale.stdout
        assert "generated is stale" in stale.stdout
        # the message's command, run as printed (agentproto from this tree), makes it pass
        command = stale.stdout.split("is stale: run `", 1)[1].split("`", 1)[0]
        assert command.startswith("agentproto generate ") and "--check" not in command
        words = shlex.split(command)
        ran = subprocess.run(
            [str(AGENTPROTO), *words[1:]],
            cwd=user_repo.path,
            capture_output=True,
            text=True,
            check=False,
        )
        assert ran.returncode == 0, ran.stderr
        again = user_repo.run("agentproto-generate-check")
        assert again.returncode == 0, again.stdout[-3000:]
    finally:
        schema.write_text(original)
        subprocess.run(
            [AGENTPROTO, "generate", "--schema-dir", "schema", "--out-dir", "generated"],
            cwd=user_repo.path,
            capture_output=True,
            check=True,
        )


def test_validate_hook(user_repo: UserRepo) -> None:
    valid = user_repo.run("agentproto-validate")
    assert valid.returncode == 0, valid.stdout[-3000:]
    assert "Passed" in valid.stdout
    bad = user_repo.path / "payloads" / "bad.json"
    shutil.copy(FIXTURE_DIR / "agent" / "user_message" / "invalid" / "missing_content.json", bad)
    # --all-files means the files git knows: stage it
    subprocess.run(["git", "add", bad], cwd=user_repo.path, check=True)
    try:
        invalid = user_repo.run("agentproto-validate")
        assert invalid.returncode == 1, invalid.stdout[-3000:]
        assert (
            "Failed" in invalid.stdout
            and "payloads/bad.json: /: missing required" in invalid.stdout
        )
    finally:
        subprocess.run(["git", "rm", "-q", "--cached", bad], cwd=user_repo.path, check=True)
        bad.unlink()
