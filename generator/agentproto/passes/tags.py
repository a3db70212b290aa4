"""Tagged unions in the type IR: a union of object declarations becomes a TaggedUnion when the
schema set's one tag index (`load.TagIndex`, the same the validators, the dialect reader and
detection read) tells its arms apart by a property. Nested unions are flattened, so a two-lane
envelope over a role-tagged union still decodes with one dict lookup. A union without a tag
stays a union of its arms (an alias over them), which the decoder tells apart as well as the
schema allows."""

from __future__ import annotations

from collections.abc import Mapping

from ..errors import Unsupported
from ..ir import types as t
from ..load import Tagging


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


def infer_tags(
    decls: dict[t.Location, t.Decl], taggings: Mapping[t.Location, Tagging | None]
) -> dict[t.Location, t.Decl]:
    """`decls` with each union made a TaggedUnion by its entry in `taggings` (what the tag
    index decided for it), or an alias over its arms when it has none."""
    keyed: dict[t.DeclKey, t.Decl] = {key: decl for key, decl in decls.items()}
    out = dict(decls)
    for key, decl in decls.items():
        if not isinstance(decl, t.Union_):
            continue
        leaves = _leaves(key, keyed)
        if not all(isinstance(keyed[leaf], t.Record) for leaf in leaves):
            raise Unsupported(
                decl.origin.file,
                decl.origin.pointer,
                "a union of objects must list object schemas only",
            )
        tagging = taggings.get(key)
        value_of = (
            {t.Location(arm.uri, arm.pointer): arm.value for arm in tagging.arms}
            if tagging is not None
            else {}
        )
        # the index flattens the schema as the declarations do; should they ever part, the
        # union is left untagged rather than dispatched on a table that misses an arm
        if tagging is not None and set(value_of) == set(leaves) and len(leaves) == len(value_of):
            variants = []
            lane_of = dict(zip(decl.arms, decl.lanes or (None,) * len(decl.arms)))
            for arm in decl.arms:
                for leaf in _leaves(arm, keyed):
                    assert isinstance(leaf, t.Location)
                    variants.append(t.Variant(value_of[leaf], leaf, lane=lane_of.get(arm)))
            out[key] = t.TaggedUnion(
                decl.name,
                decl.doc,
                decl.origin,
                tagging.tag,
                tuple(variants),
                decl.arms,
                tuple(lane_of.get(arm) for arm in decl.arms),
            )
            continue
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
