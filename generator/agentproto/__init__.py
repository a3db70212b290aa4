"""agentproto: schema-first code generation for the wire format of LLM agents.

`compile(schema)` gives a validator for any JSON Schema (draft 2020-12), made by the same code
path as the generated bindings."""

from typing import Any

from .compile import Validator
from .compile import compile_schema as compile
from .errors import SchemaError, SchemaErrors, Unsupported

__all__ = [
    "Problem",
    "SchemaError",
    "SchemaErrors",
    "Unsupported",
    "ValidationError",
    "Validator",
    "compile",
]

# `Validator.validate` raises ValidationError and `Validator.errors` lists Problems: both are the
# classes of the runtime the validators run on, built from its template on first use
_RUNTIME_NAMES = ("Problem", "ValidationError")


def __getattr__(name: str) -> Any:
    if name in _RUNTIME_NAMES:
        from .runtime_module import runtime

        return getattr(runtime(), name)
    raise AttributeError(f"module 'agentproto' has no attribute {name!r}")
