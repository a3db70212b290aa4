"""Each generated module imports what its code uses, recorded while the code was made: checked
here against the module's own symbol tables (what the generator no longer reads back), on the
canonical schemas and every golden schema set."""

from __future__ import annotations

import ast
import symtable
from pathlib import Path

import pytest

from agentproto.pipeline import render
from support import ROOT, SCHEMA_DIR

# Every name a generated module may import from the standard library, the runtime or the
# hand-written behaviour module.
VOCABULARY = {
    "json", "re", "Callable", "Iterable", "dataclass", "field", "Enum", "Any", "ClassVar",
    "Literal", "Self", "TypeAlias", "cast", "_behaviour", "rt", "UNSET", "JsonValue", "Problem",
    "Unset", "ValidationError",
}  # fmt: skip

SETS = [SCHEMA_DIR, *sorted((ROOT / "tests" / "golden").glob("*/schema"))]


def used(body: str) -> set[str]:
    names: set[str] = set()
    scopes = [symtable.symtable(body, "<body>", "exec")]
    while scopes:
        scope = scopes.pop()
        names.update(scope.get_identifiers())
        scopes += scope.get_children()
    return names & VOCABULARY


def imported(source: str) -> set[str]:
    names = set()
    for node in ast.parse(source).body:
        if (
            isinstance(node, ast.Import)
            or isinstance(node, ast.ImportFrom)
            and node.module != "__future__"
        ):
            names |= {a.asname or a.name for a in node.names}
    return names & VOCABULARY


@pytest.mark.parametrize(
    "schema_dir", SETS, ids=lambda p: p.parent.name if p != SCHEMA_DIR else "schema"
)
def test_modules_import_exactly_the_names_their_code_uses(schema_dir: Path) -> None:
    files = render(schema_dir, ("python",), strict_keywords=schema_dir == SCHEMA_DIR)
    modules = {
        path: text
        for path, text in files.items()
        if path.endswith(".py")
        and not path.rsplit("/", 1)[1].startswith("_")
        and not path.endswith("__init__.py")
    }
    assert modules
    for path, text in modules.items():
        tree = ast.parse(text)
        first = next(
            i
            for i, node in enumerate(tree.body)
            if not isinstance(node, (ast.Import, ast.ImportFrom, ast.Expr))
        )
        body = "\n".join(text.splitlines()[tree.body[first].lineno - 1 :])
        assert imported(text) == used(body), path
