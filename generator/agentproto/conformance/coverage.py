"""How much of each library's published type surface its dialect covers.

The surfaces (`surfaces/*.json`, written by `scripts/extract_surfaces.py` from the libraries'
own types, pinned by version) list every variant of every union a library declares. A variant
is covered when its dialect maps it:

- with an instance built from the library's own schema (`sample`): the dialect reads it into a
  canonical document of the group's entity that the canonical schema accepts, and writes that
  back as the same value (less what the dialect declares it always fills in);
- with only a tag (TypeScript and Rust declarations): the dialect's plan for the group's union
  has an arm for the tag, or an open arm whose tag pattern the tag fits once the arm's prefix is
  put on (a union run through a hook is asked the hook).

A variant the dialect does not map is an exception when `coverage_exceptions.yaml` gives a
reason, else a gap. The table is printed by `agentproto conformance`.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

SURFACES = Path(__file__).parent / "surfaces"
EXCEPTIONS = Path(__file__).parent / "coverage_exceptions.yaml"


@dataclass
class Variant:
    group: str
    name: str
    tag: Any
    verdict: str  # "mapped", "exception" or "gap"
    why: str = ""  # what failed, or the listed reason


@dataclass
class Surface:
    name: str  # the file's stem
    library: str
    version: str
    dialect: str
    variants: list[Variant] = field(default_factory=list)

    def count(self, verdict: str) -> int:
        return sum(v.verdict == verdict for v in self.variants)


def surfaces() -> list[dict[str, Any]]:
    return [
        {"name": p.stem, **json.loads(p.read_text(encoding="utf-8"))}
        for p in sorted(SURFACES.glob("*.json"))
    ]


#: The section of `coverage_exceptions.yaml` for instances built from a library's published
#: types that its dialect refuses, or writes back otherwise, though the variant is mapped.
INSTANCES = "instances"


def _listed() -> dict[str, Any]:
    if not EXCEPTIONS.exists():
        return {}
    return yaml.safe_load(EXCEPTIONS.read_text(encoding="utf-8")) or {}


def exceptions() -> dict[str, dict[str, str]]:
    """surface -> "group/tag" -> reason."""
    return {
        str(k): {str(t): str(r) for t, r in v.items()}
        for k, v in _listed().items()
        if k != INSTANCES
    }


def instance_exceptions() -> dict[str, dict[str, dict[str, str]]]:
    """surface -> "group/tag" -> what the outcome says -> reason: the instances of a mapped
    variant, built from the library's own types, that its dialect still does not take whole
    (tests/test_dialect_library_types.py holds each to its outcome)."""
    return {
        str(surface): {
            str(variant): {str(text): str(reason) for text, reason in outcomes.items()}
            for variant, outcomes in variants.items()
        }
        for surface, variants in (_listed().get(INSTANCES) or {}).items()
    }


def tag_mapped(
    converter: Any, plan: dict[str, Any], entity: str, prop: str | None, tag: Any
) -> str | None:
    """None when the dialect's union for `entity` maps the tag `tag` of property `prop`, else
    why not."""
    shape = plan["shapes"].get(entity)
    if shape is None:
        return f"the dialect does not reach {entity}"
    kind, spec = shape
    if kind != "union":
        return None if tag is None else f"{entity} is not a union"
    if spec["dialect_tag"] != prop:
        return f"the library tags it by {prop!r}, the dialect by {spec['dialect_tag']!r}"
    if spec.get("hook"):
        hook = converter.hooks[spec["hook"]]
        try:
            value = hook({spec["dialect_tag"]: tag}, "read", converter)
        except ValueError as exc:  # the hook knows the tag and finds the bare value wrong
            return None if "unknown" not in str(exc) else str(exc)
        tag = value.get(spec["dialect_tag"]) if isinstance(value, dict) else None
    if any(dialect == tag for _, dialect, _ in spec["arms"]):
        return None
    if spec.get("open") and spec.get("pattern") and isinstance(tag, str):
        arm = plan["shapes"].get(spec["open"], ("", {}))[1]
        prefixed = arm.get("prefix", {}).get(spec["tag"], "") + tag
        if re.search(spec["pattern"], prefixed):
            return None
        return f"{prefixed!r} does not fit the open arm's pattern"
    return f"no arm for {tag!r}"


def sample_mapped(conv: Any, dialect: str, entity: str, sample: Any) -> str | None:
    """None when the dialect reads `sample` into a valid canonical `entity` and writes it back
    the same, else what went wrong."""
    converter = conv.converters[dialect]
    canonical, problems, key = converter.read(sample, entity)
    if problems:
        return "read: " + "; ".join(f"{p or '/'} {m}" for p, m in problems[:2])
    entry = conv.entries.get(entity) or conv.entries.setdefault(
        entity, conv.catalog.resolve(entity)
    )
    validator = conv.catalog.validator(entry)
    if not validator.is_valid(canonical):
        errors = list(validator.errors(canonical))[:2]
        return "canonical: " + "; ".join(f"{e.pointer or '/'} {e.message}" for e in errors)
    written, problems, _ = converter.write(canonical, key)
    if problems:
        return "write: " + "; ".join(f"{p or '/'} {m}" for p, m in problems[:2])
    if written != sample:
        return "written back differently"
    return None


def coverage(conv: Any) -> list[Surface]:
    """Every recorded surface, judged against its dialect in `conv` (`Converters`)."""
    listed = exceptions()
    out = []
    for found in surfaces():
        surface = Surface(found["name"], found["library"], found["version"], found["dialect"])
        reasons = listed.get(surface.name, {})
        converter = conv.converters.get(surface.dialect)
        plan = conv.dialects[surface.dialect].plan() if converter is not None else None
        for group in found["groups"]:
            for v in group["variants"]:
                if converter is None or plan is None:
                    why: str | None = f"no dialect {surface.dialect!r}"
                elif "sample" in v:
                    why = sample_mapped(conv, surface.dialect, group["entity"], v["sample"])
                else:
                    why = tag_mapped(converter, plan, group["entity"], group["tag"], v["tag"])
                reason = reasons.get(f"{group['group']}/{v['tag']}")
                verdict = "mapped" if why is None else "exception" if reason else "gap"
                surface.variants.append(
                    Variant(group["group"], v["name"], v["tag"], verdict, reason or why or "")
                )
        out.append(surface)
    return out


def table(found: list[Surface], gaps: bool = True) -> str:
    """The coverage table: per library, variants declared, mapped, exceptions; then each gap."""
    lines = [
        f"{'library surface':<44} {'version':<22} {'dialect':<12} declared mapped exceptions gaps"
    ]
    for s in found:
        lines.append(
            f"{s.library[:44]:<44} {s.version[:22]:<22} {s.dialect:<12} "
            f"{len(s.variants):>8} {s.count('mapped'):>6} {s.count('exception'):>10} "
            f"{s.count('gap'):>4}"
        )
    for s in found:
        for v in s.variants:
            if v.verdict == "exception" or (gaps and v.verdict == "gap"):
                lines.append(f"  {s.name} {v.group} {v.tag}: {v.verdict}: {v.why}")
    # a mapped variant whose instances built from the library's types are refused, in part
    # or whole (tests/test_dialect_library_types.py says which)
    for surface, variants in instance_exceptions().items():
        for variant, outcomes in variants.items():
            group, _, tag = variant.rpartition("/")
            for text, reason in outcomes.items():
                lines.append(f"  {surface} {group} {tag}: instances refused ({text}): {reason}")
    return "\n".join(lines)
