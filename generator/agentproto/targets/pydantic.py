"""The pydantic target: pydantic v2 models made by datamodel-code-generator from the schema
files themselves (`emit/pydantic.py`); it has no templates, and names modules as Python does."""

from __future__ import annotations

import json
import re
from functools import partial
from pathlib import Path
from typing import Any

from ..errors import SchemaError
from ..ir.built import Built
from ..load import escape
from ..write import format_python
from .base import Capabilities, Target
from .python import NAMING, TEMPLATES
from .verify import interpreter_identity

_LONE_SURROGATE = re.compile("[\ud800-\udfff]")


def emit(built: Built, package: str, templates: Path | None) -> dict[str, str]:
    from ..emit.pydantic import emit_pydantic  # imported when generating

    for doc in built.schemas.documents:
        refuse_lone_surrogates(doc.rel, doc.contents)
    return emit_pydantic(built.schemas, package, partial(exact_validators, built, templates))


def exact_validators(built: Built, templates: Path | None, root: str) -> dict[str, str]:
    """The private sub-package of the models (`emit.pydantic.EXACT`) holding the python
    target's validation functions for the same schemas, made by its emitter from the same
    plan, and the table of schema locations every model's entry points look their own up in:
    the models' verdicts are the plan's, whatever pydantic can express. Kept in the cache under
    the schemas without their prose, so a description edit does not make it again."""
    from ..cache import cached, generator_digest

    parts = [b"pydantic exact 1", generator_digest(), root.encode(), str(templates).encode()]
    for doc in built.schemas.documents:
        parts += [doc.uri.encode(), json.dumps(without_prose(doc.contents)).encode()]
    return cached("pydantic_exact", parts, partial(_exact_validators, built, templates, root))


#: Keywords whose text no check reads (`tests/test_pydantic_target.py` holds a description edit
#: to the same validators).
PROSE = frozenset(("description", "$comment", "examples"))


def without_prose(schema: Any) -> Any:
    """A schema without the prose of any schema in it, as the models' own cache key leaves out
    their descriptions (`emit.pydantic.without_descriptions`)."""
    from ..emit.pydantic import without_descriptions

    return without_descriptions(schema, prose=PROSE)


def _exact_validators(built: Built, templates: Path | None, root: str) -> dict[str, str]:
    from ..emit.pydantic import EXACT, exact_package
    from ..emit.python import PythonEmitter

    emitter = PythonEmitter(built.program, built.checks, package_of(root), templates, TEMPLATES)
    base = f"pydantic/{root}/{EXACT}"
    rel_of = {doc.uri: doc.rel for doc in built.schemas.documents}
    return exact_package(root, emitter.emit_checks(base), emitter.locations(rel_of))


def package_of(root: str) -> str:
    return root.replace("/", ".")


def refuse_lone_surrogates(rel: str, contents: Any) -> None:
    """pydantic's core holds names and values as UTF-8, which has no lone surrogate (JSON
    does): a model naming one fails as it is defined, so such a schema is refused here, naming
    where the surrogate is. Walked without recursion: a schema may nest deep."""
    stack: list[tuple[Any, str]] = [(contents, "")]
    while stack:
        node, pointer = stack.pop()
        if isinstance(node, str) and _LONE_SURROGATE.search(node):
            raise SchemaError(
                rel,
                pointer,
                f"{node!r} holds a lone surrogate, which pydantic (its strings are UTF-8) "
                "cannot hold; use --target python",
            )
        if isinstance(node, dict):
            for key, value in node.items():
                stack.append((key, f"{pointer}/{escape(key)}"))
                stack.append((value, f"{pointer}/{escape(key)}"))
        elif isinstance(node, list):
            stack.extend((value, f"{pointer}/{i}") for i, value in enumerate(node))


def format_models(files: dict[str, str]) -> dict[str, str]:
    """ruff, with its fixes for code another tool wrote (imports sorted, `typing.Dict` as
    `dict`): datamodel-code-generator runs no formatter of its own here."""
    return format_python(files, tool_written=True)


# datamodel-code-generator takes more time than every other target together: apart
def missing() -> str | None:
    from importlib.util import find_spec

    if find_spec("datamodel_code_generator") is None:
        return (
            "the pydantic target needs datamodel-code-generator: pip install 'agentproto[pydantic]'"
        )
    return None


def verify_missing() -> str | None:
    from importlib.util import find_spec

    if find_spec("pydantic") is None:
        return "importing the pydantic models needs pydantic: pip install 'agentproto[pydantic]'"
    return None


def verify(folder: Path) -> None:
    """Every module of the models imports: pydantic builds each model's validator as its
    class is defined, so this is where a model pydantic cannot make fails."""
    from .verify import import_every_module

    import_every_module(folder)


#: what a schema change does to code written against these bindings (`agentproto diff`)
BREAKS = {
    "nullable": "the field becomes Optional",
    "required": "the field loses its default",
    "optional": "the field becomes Optional",
    "required_property_added": "the model needs the new field",
    "format_changed": "the field's type follows its format",
}


PYDANTIC = Target(
    "pydantic",
    None,
    emit,
    NAMING,
    format_models,
    # pydantic's own validation decides formats, and its models know no strict profile
    capabilities=Capabilities(untyped_unions=True),
    apart=True,
    missing=missing,
    verify=verify,
    verify_missing=verify_missing,
    verify_identity=interpreter_identity,
    label="pydantic",
    breaks=BREAKS,
)
