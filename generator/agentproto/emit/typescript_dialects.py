"""The TypeScript rendering of the dialect IR: the plans as data in `dialects.ts` (the same plans
the Python bindings carry, from the same IR), beside the hand-written engine
(`templates/typescript/_dialects.ts`) and the dialects' hooks (`_dialect_hooks.ts`), copied in.
`read(dialect, entity, value)` / `write(...)` there return the value made and its problems."""

from __future__ import annotations

import json
from collections.abc import Callable

from ..dialects.ir import Dialect
from .typescript_checks import ts_literal

ENGINE = "_dialects.ts"
HOOKS = "_dialect_hooks.ts"
MODULE = "dialects"


def files(
    src: str,
    header: str,
    dialects: tuple[Dialect, ...],
    modules: list[str],
    hand_written: Callable[[str], str],
) -> dict[str, str]:
    """`src/dialects.ts` and the two hand-written files; nothing when no dialect is declared."""
    if not dialects:
        return {}
    # the naming policy keeps schema folders off the package's own module names
    assert MODULE not in modules, MODULE
    out: dict[str, str] = {}
    for name in (ENGINE, HOOKS):
        out[f"{src}/{name}"] = (
            f"// DO NOT EDIT: copied by agentproto from templates/typescript/{name}"
            " (hand-written: edit it there).\n" + hand_written(name)
        )
    # in the plan's own key order: the order of `defaults` and `add` is the order reading appends
    # them in (ASCII only, like every literal the target writes)
    plans = [
        f"  {ts_literal(d.name)}: {json.dumps(d.plan(), ensure_ascii=True)}," for d in dialects
    ]
    docs = [f"  // {d.name}: {' '.join(d.description.split())}" for d in dialects]
    body = [
        header.rstrip("\n"),
        "// Dialects: the spellings other libraries give the canonical entities, and converters",
        "// both ways. Each dialect is declared once (`schema/dialects/<name>.yaml`); its plan",
        "// below is that declaration resolved against the schemas, run by the engine in",
        "// `_dialects.ts`.",
        "",
        'import { Converter } from "./_dialects.js";',
        'import type { Converted, Plan } from "./_dialects.js";',
        'import { HOOKS } from "./_dialect_hooks.js";',
        "",
        *docs,
        "export const PLANS: { readonly [dialect: string]: Plan } = {",
        *plans,
        "};",
        "",
        "/** The dialects these bindings read and write. */",
        "export const DIALECTS: readonly string[] = Object.keys(PLANS);",
        "",
        "const converters = new Map<string, Converter>();",
        "",
        "/** The converter of one dialect, made on first use; an unknown name throws. */",
        "export function converter(dialect: string): Converter {",
        "  let found = converters.get(dialect);",
        "  if (found === undefined) {",
        "    const plan = Object.prototype.hasOwnProperty.call(PLANS, dialect) ? PLANS[dialect] : undefined;",
        '    if (plan === undefined) throw new Error(`unknown dialect ${dialect}; known: ${DIALECTS.join(", ")}`);',
        "    found = new Converter(plan, HOOKS);",
        "    converters.set(dialect, found);",
        "  }",
        "  return found;",
        "}",
        "",
        "/** A value spelled in `dialect`, as canonical JSON; `entity` (`agent/assistant_message`), or",
        " * null to tell it by its tags. Never throws on bad input: the problems say what is wrong. */",
        "export function read(dialect: string, entity: string | null, value: unknown): Converted {",
        "  return converter(dialect).read(value, entity);",
        "}",
        "",
        "/** Canonical JSON, spelled in `dialect`. */",
        "export function write(dialect: string, entity: string | null, value: unknown): Converted {",
        "  return converter(dialect).write(value, entity);",
        "}",
        "",
        'export { Converter, DialectError } from "./_dialects.js";',
        'export type { Converted, Plan, Problems } from "./_dialects.js";',
    ]
    out[f"{src}/{MODULE}.ts"] = "\n".join(body) + "\n"
    return out
