"""agentproto: schema-first code generation for the wire format of LLM agents.

`compile(schema)` gives a validator for any JSON Schema (draft 2020-12), made by the same code
path as the generated bindings."""

from .compile import Validator
from .compile import compile_schema as compile
from .errors import SchemaError, SchemaErrors, Unsupported

__all__ = ["SchemaError", "SchemaErrors", "Unsupported", "Validator", "compile"]
