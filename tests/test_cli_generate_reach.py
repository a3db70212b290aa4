"""What `generate`'s references may reach outside the schema folder: documents given with
`--resource URI=FILE` (parsed and worded as `validate --resource`), the metaschemas of every
draft read without a file, and with `--allow-unresolved` a reference nothing resolves read as
any value with a note; without it, the reference is refused naming file and pointer."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

AGENTPROTO = Path(sys.executable).parent / "agentproto"
DIALECT = "https://json-schema.org/draft/2020-12/schema"
MONEY = "https://example.com/money.json"


def run(*args: str | Path, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [AGENTPROTO, *map(str, args)],
        cwd=cwd,
        capture_output=True,
        text=True,
        check=False,
        env={"NO_COLOR": "1", "PATH": "/usr/bin:/bin", "AGENTPROTO_CACHE_DIR": ""},
    )


def write(path: Path, value: object) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(value))
    return path


def order_set(root: Path, price: dict[str, object]) -> None:
    write(
        root / "s" / "order.json",
        {
            "$schema": DIALECT,
            "$id": "https://example.com/order.json",
            "title": "Order",
            "type": "object",
            "properties": {"price": price},
        },
    )
    # known by its own $id, referred to by another URI: the resource names it so
    write(
        root / "elsewhere" / "common.json",
        {"$id": "https://example.com/common.json", "$defs": {"money": {"minimum": 0}}},
    )


def verdicts(out: Path, values: list[object]) -> list[bool]:
    """The generated Python bindings' `is_valid` on each value, as the Order type."""
    script = (
        "import json, sys\n"
        "from agentproto_bindings import schemas as m\n"
        "print(json.dumps([m.Order.is_valid(v) for v in json.load(sys.stdin)]))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script],
        input=json.dumps(values),
        capture_output=True,
        text=True,
        cwd=out / "python",
        check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    answer: list[bool] = json.loads(done.stdout)
    return answer


def test_a_resource_is_read_under_the_uri_given(tmp_path: Path) -> None:
    order_set(tmp_path, {"$ref": f"{MONEY}#/$defs/money"})
    missing = run(
        "generate", "--schema-dir", "s", "--out-dir", "out", "--target", "python", cwd=tmp_path
    )
    assert missing.returncode == 2 and "Traceback" not in missing.stderr
    assert missing.stderr.startswith("error: order.json#/properties/price: cannot resolve $ref")
    assert "--resource URI=FILE" in missing.stderr and not (tmp_path / "out").exists()
    given = run(
        "generate", "--schema-dir", "s", "--out-dir", "out", "--target", "python",
        "--resource", f"{MONEY}=elsewhere/common.json", cwd=tmp_path,
    )  # fmt: skip
    assert given.returncode == 0, given.stderr
    assert verdicts(tmp_path / "out", [{"price": 3}, {"price": -1}, {"price": "x"}]) == [
        True,
        False,
        True,  # `minimum` says nothing of a string
    ]


def test_resource_arguments_are_worded_as_validate_words_them(tmp_path: Path) -> None:
    order_set(tmp_path, {"$ref": f"{MONEY}#/$defs/money"})
    base = ("generate", "--schema-dir", "s", "--out-dir", "out", "--target", "python")
    malformed = run(*base, "--resource", "common.json", cwd=tmp_path)
    assert malformed.returncode == 2 and "expected URI=FILE" in malformed.stderr
    unreadable = run(*base, "--resource", f"{MONEY}=nowhere.json", cwd=tmp_path)
    assert unreadable.returncode == 2 and "Traceback" not in unreadable.stderr
    assert f"nowhere.json#/: cannot read the resource for {MONEY}" in unreadable.stderr
    (tmp_path / "broken.json").write_text("{")
    broken = run(*base, "--resource", f"{MONEY}=broken.json", cwd=tmp_path)
    assert broken.returncode == 2
    assert f"broken.json#/: the resource for {MONEY} is not JSON" in broken.stderr


def test_a_resource_that_is_a_file_of_the_folder_is_that_document(tmp_path: Path) -> None:
    """Named by a second URI, a document of the folder is not read twice: its types are
    declared once, as when it is referred to by its own $id."""
    order_set(tmp_path, {"$ref": f"{MONEY}#/$defs/money"})
    (tmp_path / "elsewhere" / "common.json").rename(tmp_path / "s" / "common.json")
    aliased = run(
        "generate", "--schema-dir", "s", "--out-dir", "a", "--target", "python",
        "--resource", f"{MONEY}=s/common.json", cwd=tmp_path,
    )  # fmt: skip
    assert aliased.returncode == 0, aliased.stderr
    order_set(tmp_path, {"$ref": "https://example.com/common.json#/$defs/money"})
    (tmp_path / "elsewhere" / "common.json").unlink()
    direct = run(
        "generate", "--schema-dir", "s", "--out-dir", "d", "--target", "python", cwd=tmp_path
    )
    assert direct.returncode == 0, direct.stderr
    module = "python/agentproto_bindings/schemas.py"
    ours = (tmp_path / "a" / module).read_text().replace(MONEY, "https://example.com/common.json")
    assert ours == (tmp_path / "d" / module).read_text()


def test_the_drafts_metaschemas_need_no_file(tmp_path: Path) -> None:
    write(
        tmp_path / "s" / "order.json",
        {
            "$schema": DIALECT,
            "title": "Order",
            "type": "object",
            "properties": {"schema": {"$ref": "http://json-schema.org/draft-04/schema#"}},
        },
    )
    done = run(
        "generate", "--schema-dir", "s", "--out-dir", "out", "--target", "python", cwd=tmp_path
    )
    assert done.returncode == 0, done.stderr
    values = [{"schema": {"type": "string"}}, {"schema": {"type": 5}}, {"schema": {"minimum": "0"}}]
    assert verdicts(tmp_path / "out", values) == [True, False, False]


def test_allow_unresolved_reads_a_missing_reference_as_any_value(tmp_path: Path) -> None:
    # a typo (`mony`) and a document nobody gave: refused by default, each naming where
    order_set(tmp_path, {"$ref": "#/$defs/mony", "type": "object"})
    base = ("generate", "--schema-dir", "s", "--out-dir", "out", "--target", "python")
    refused = run(*base, cwd=tmp_path)
    assert refused.returncode == 2 and "Traceback" not in refused.stderr
    assert "order.json#/properties/price: cannot resolve $ref '#/$defs/mony'" in refused.stderr
    allowed = run(*base, "--allow-unresolved", cwd=tmp_path)
    assert allowed.returncode == 0, allowed.stderr
    assert allowed.stderr.startswith(
        "order.json#/properties/price: note: $ref '#/$defs/mony' resolves to nothing"
    )
    # what else the node says still holds
    assert verdicts(tmp_path / "out", [{"price": {"a": 1}}, {"price": 2}]) == [True, False]


def test_check_names_the_reach_in_the_command_it_prints(tmp_path: Path) -> None:
    order_set(tmp_path, {"$ref": f"{MONEY}#/$defs/money"})
    given = ("--resource", f"{MONEY}=elsewhere/common.json", "--allow-unresolved")
    stale = run(
        "generate", "--schema-dir", "s", "--out-dir", "out", "--target", "python", "--check", *given,
        cwd=tmp_path,
    )  # fmt: skip
    assert stale.returncode == 1, stale.stderr
    assert f"--resource {MONEY}=elsewhere/common.json --allow-unresolved`" in stale.stderr
