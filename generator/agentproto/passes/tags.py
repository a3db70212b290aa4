"""Tag inference: a union of object declarations becomes a TaggedUnion dispatching on one
property every arm requires and pins to a distinct constant (one open arm may accept any other
string). Nested unions are flattened, so a two-lane envelope over a role-tagged union still
decodes with one dict lookup. A union without a tag stays a union of its arms (an alias over
them), which the decoder tells apart as well as the schema allows."""

from __future__ import annotations

from ..errors import Unsupported
from ..ir import types as t
from ..ir.tags import tag_order


def _leaves(
    key: t.DeclKey, decls: dict[t.DeclKey, t.Decl], seen: tuple[t.DeclKey, ...] = ()
) -> list[t.DeclKey]:
    decl = decls[key]
    if key in seen:
        raise Unsupported(decl.origin.file, decl.origin.pointer, "a union that contains itself")
    if isinstance(decl, t.Union_):
        return [leaf for arm in decl.arms for leaf in _leaves(arm, decls, seen + (key,))]
    if isinstance(decl, t.Alias) and isinstance(decl.type, t.Ref):
        return _leaves(decl.type.name, decls, seen + (key,))
    return [key]


def _tag_of(record: t.Record, prop: str) -> tuple[bool, str | None]:
    """(usable, constant) for `prop` as this record's tag: a required literal string, or a
    required plain string (the open arm, constant None)."""
    for f in record.fields:
        if f.json_name == prop and f.required:
            if isinstance(f.type, t.Literal) and isinstance(f.type.value, str):
                return True, f.type.value
            if f.type == t.Scalar("string"):
                return True, None
    return False, None


def infer_tags(decls: dict[t.Location, t.Decl]) -> dict[t.Location, t.Decl]:
    keyed: dict[t.DeclKey, t.Decl] = {key: decl for key, decl in decls.items()}
    out = dict(decls)
    for key, decl in decls.items():
        if not isinstance(decl, t.Union_):
            continue
        leaves = _leaves(key, keyed)
        records = [keyed[leaf] for leaf in leaves]
        if not all(isinstance(r, t.Record) for r in records):
            raise Unsupported(
                decl.origin.file,
                decl.origin.pointer,
                "a union of objects must list object schemas only",
            )
        common = set.intersection(
            *(
                {f.json_name for f in r.fields if f.required}  # type: ignore[union-attr]
                for r in records
            )
        )
        for prop in tag_order(common):
            tags = [_tag_of(r, prop) for r in records]  # type: ignore[arg-type]
            consts = [c for ok, c in tags if c is not None]
            opens = [ok and c is None for ok, c in tags]
            if all(ok for ok, _ in tags) and len(set(consts)) == len(consts) and sum(opens) <= 1:
                variants = []
                lane_of = dict(zip(decl.arms, decl.lanes or (None,) * len(decl.arms)))
                for arm in decl.arms:
                    for leaf in _leaves(arm, keyed):
                        _, const = _tag_of(keyed[leaf], prop)  # type: ignore[arg-type]
                        variants.append(t.Variant(const, leaf, lane=lane_of.get(arm)))
                out[key] = t.TaggedUnion(
                    decl.name,
                    decl.doc,
                    decl.origin,
                    prop,
                    tuple(variants),
                    decl.arms,
                    tuple(lane_of.get(arm) for arm in decl.arms),
                )
                break
        else:
            if any(decl.lanes):
                raise Unsupported(
                    decl.origin.file,
                    decl.origin.pointer,
                    "a union with x-lane arms needs a tag: a property every arm "
                    "requires and pins with a distinct const",
                )
            out[key] = t.Alias(
                decl.name,
                decl.doc,
                decl.origin,
                t.JsonTypeUnion(tuple(t.Ref(arm) for arm in decl.arms)),
            )
    return out
