"""agentproto: schema-first code generation for the wire format of LLM agents.

`compile(schema)` gives a validator for any JSON Schema (draft 2020-12), made by the same code
path as the generated bindings."""

import sys
import types
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
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

# Every name is imported on first use. The package is imported by each of its modules, and the
# compiler behind `compile` (the lowering, the emitters, Jinja) is most of what starting the
# command line would otherwise cost, even for a command that compiles nothing.
# `Validator.validate` raises ValidationError and `Validator.errors` lists Problems: both are the
# classes of the runtime the validators run on, built from its template on first use.
_RUNTIME_NAMES = ("Problem", "ValidationError")
_ERROR_NAMES = ("SchemaError", "SchemaErrors", "Unsupported")


def __getattr__(name: str) -> Any:
    if name in _RUNTIME_NAMES:
        from .runtime_module import runtime

        return getattr(runtime(), name)
    if name == "Validator":
        from .compile import Validator

        return Validator
    if name in _ERROR_NAMES:
        from . import errors

        return getattr(errors, name)
    raise AttributeError(f"module 'agentproto' has no attribute {name!r}")


if not TYPE_CHECKING:

    class _Package(types.ModuleType):
        """`agentproto.compile` is the function, as it was when it was imported eagerly: the
        module of the same name, which importing it would otherwise set here, stays reachable
        as `sys.modules["agentproto.compile"]` (and by `from agentproto.compile import ...`)."""

        @property
        def compile(self) -> Any:
            from .compile import compile_schema

            return compile_schema

        @compile.setter
        def compile(self, module: Any) -> None:
            pass

    sys.modules[__name__].__class__ = _Package
