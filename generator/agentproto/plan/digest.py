"""The digest of a check program: what two pieces of code made from it apart (the Python
bindings and the python-native extension compiled beside them) compare, to know they were made
from the same program before one stands in for the other."""

from __future__ import annotations

import hashlib

from ..ir import checks as c


def checks_digest(checks: c.CheckProgram) -> str:
    """The program's digest; its text is deterministic (sorted functions of frozen
    dataclasses). Schema URIs are numbered by first appearance: the same schemas under
    `https:`, `urn:` or path ids are the same program, and the machine's paths stay out of the
    generated code."""
    text = repr(checks.functions)
    uris = {f.key.uri for f in checks.functions}
    uris |= {uri for f in checks.functions for _, uri in f.key.scope}
    quoted = sorted((repr(uri) for uri in uris), key=text.find)
    for number, uri in enumerate(quoted):
        text = text.replace(uri, f"'#{number}'")
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:16]
