"""Which property of a union's arms is its tag, when several could be: the conventional names
win, the rest sort by name. Shared by the check lowering and the tag pass, so the validator and
the decoder pick the same tag."""

from __future__ import annotations

PREFERENCE = ("type", "role", "kind", "object", "event")


def tag_order(candidates: set[str]) -> list[str]:
    return sorted(
        candidates, key=lambda p: (PREFERENCE.index(p) if p in PREFERENCE else len(PREFERENCE), p)
    )
