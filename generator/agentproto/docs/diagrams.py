"""Diagrams as inline SVG, laid out here: no script draws them, so a page shows them offline,
from file://, with scripts off. Text is measured by a fixed width per character (the site's
diagram font is monospace), which is all the layout needs."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from html import escape

CHAR_WIDTH = 7.8  # px per character of the 13px monospace diagram font
BOX_HEIGHT = 28
PAD = 12
GAP_X = 56
GAP_Y = 18

# One arrowhead per drawing, referred to by its id; ids are made unique per page by `prefix`.
_ARROW = (
    '<defs><marker id="{id}" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" '
    'markerHeight="8" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" '
    'class="arrowhead"/></marker></defs>'
)


def _width(text: str) -> float:
    return len(text) * CHAR_WIDTH + 2 * PAD


@dataclass(frozen=True)
class Box:
    x: float
    y: float
    w: float
    label: str
    href: str = ""
    kind: str = "node"

    @property
    def mid_y(self) -> float:
        return self.y + BOX_HEIGHT / 2

    def svg(self) -> str:
        rect = (
            f'<rect class="{self.kind}" x="{self.x:.1f}" y="{self.y:.1f}" width="{self.w:.1f}" '
            f'height="{BOX_HEIGHT}" rx="6"/>'
            f'<text x="{self.x + self.w / 2:.1f}" y="{self.mid_y + 4.5:.1f}" '
            f'text-anchor="middle">{escape(self.label)}</text>'
        )
        if self.href:
            return f'<a href="{escape(self.href)}">{rect}</a>'
        return rect


def _svg(width: float, height: float, title: str, body: list[str], marker: str) -> str:
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="diagram" role="img" '
        f'width="{width:.0f}" height="{height:.0f}" viewBox="0 0 {width:.0f} {height:.0f}">'
        f"<title>{escape(title)}</title>{_ARROW.format(id=marker)}{''.join(body)}</svg>"
    )


def _arrow(x1: float, y1: float, x2: float, y2: float, marker: str, bend: float = 0) -> str:
    if bend:
        cx, cy = (x1 + x2) / 2, (y1 + y2) / 2 + bend
        path = f"M{x1:.1f},{y1:.1f} Q{cx:.1f},{cy:.1f} {x2:.1f},{y2:.1f}"
    else:
        path = f"M{x1:.1f},{y1:.1f} L{x2:.1f},{y2:.1f}"
    return f'<path class="edge" d="{path}" marker-end="url(#{marker})"/>'


def union_diagram(name: str, tag: str, arms: Sequence[tuple[str, str, str]], marker: str) -> str:
    """The union on the left; from it a line per arm, labelled `tag = value`, to the arm's box
    (a link to its entity) on the right, routed at right angles so the labels stay clear."""
    labels = [f'{tag} = "{value}"' if value else f"{tag}: any other" for value, _, _ in arms]
    label_w = max((len(label) for label in labels), default=0) * CHAR_WIDTH
    union_w = _width(name)
    bus_x = PAD + union_w + 24
    arm_x = bus_x + label_w + 36
    arm_w = max((_width(title) for _, title, _ in arms), default=_width(""))
    height = max(len(arms), 1) * (BOX_HEIGHT + GAP_Y) - GAP_Y + 2 * PAD
    union = Box(PAD, height / 2 - BOX_HEIGHT / 2, union_w, name, kind="root")
    body = [f'<path class="edge" d="M{union.x + union.w:.1f},{union.mid_y:.1f} H{bus_x:.1f}"/>']
    for i, ((_, title, href), label) in enumerate(zip(arms, labels, strict=True)):
        box = Box(arm_x, PAD + i * (BOX_HEIGHT + GAP_Y), arm_w, title, href)
        body.append(
            f'<path class="edge" d="M{bus_x:.1f},{union.mid_y:.1f} V{box.mid_y:.1f} '
            f'H{box.x - 2:.1f}" marker-end="url(#{marker})"/>'
        )
        body.append(
            f'<text class="label" x="{bus_x + 8:.1f}" y="{box.mid_y - 5:.1f}">{escape(label)}</text>'
        )
        body.append(box.svg())
    body.append(union.svg())
    return _svg(arm_x + arm_w + PAD, height, f"{name}: {tag} chooses the arm", body, marker)


def state_diagram(
    name: str,
    values: Sequence[str],
    transitions: Sequence[tuple[str, Sequence[str]]],
    initial: Sequence[str],
    terminal: Sequence[str],
    marker: str,
    title: str = "",
) -> str:
    """The states in columns: initial states first, each other state one column right of the
    furthest state that moves to it in the order the moves discover them (states no move
    reaches in a last column); an arrow per legal move: forward moves straight, moves back
    arched above the boxes, a move to itself a loop."""
    moves = {source: list(targets) for source, targets in transitions}
    order = [state for state in initial if state in values]
    for state in order:  # grows while read: every state reachable, in the order first reached
        order += [m for m in moves.get(state, []) if m in values and m not in order]
    place = {state: i for i, state in enumerate(order)}
    depth: dict[str, int] = {state: 0 for state in order}
    for state in order:  # moves forward in `order` form no cycle: the longest path is exact
        for target in moves.get(state, []):
            if target in place and place[target] > place[state]:
                depth[target] = max(depth[target], depth[state] + 1)
    last = max(depth.values(), default=-1) + 1
    columns: dict[int, list[str]] = {}
    for state in values:
        columns.setdefault(depth.get(state, last), []).append(state)
    column_order = sorted(columns)
    start_x = PAD + 24  # room for the initial marker
    boxes: dict[str, Box] = {}
    x: float = start_x
    for column in column_order:  # each column as wide as its longest state
        column_w = max(_width(state) for state in columns[column])
        for row, state in enumerate(columns[column]):
            kind = "terminal" if state in terminal else "node"
            top = PAD + 44 + row * (BOX_HEIGHT + GAP_Y + 10)
            boxes[state] = Box(x, top, column_w, state, kind=kind)
        x += column_w + GAP_X
    rows = max(len(c) for c in columns.values()) if columns else 1
    width = x - GAP_X + PAD
    height = PAD * 2 + 64 + rows * (BOX_HEIGHT + GAP_Y + 10)
    body: list[str] = []
    for state in initial:
        if state in boxes:
            box = boxes[state]
            dot_x, dot_y = box.x - 20, box.y - 12
            body.append(f'<circle class="start" cx="{dot_x:.1f}" cy="{dot_y:.1f}" r="5"/>')
            body.append(_arrow(dot_x + 4, dot_y + 4, box.x - 1, box.y + 5, marker))
    for source, targets in transitions:
        if source not in boxes:
            continue
        a = boxes[source]
        for target in targets:
            if target not in boxes:
                continue
            b = boxes[target]
            if target == source:
                loop_x = a.x + a.w - 14
                body.append(
                    f'<path class="edge" d="M{loop_x:.1f},{a.y:.1f} C{loop_x - 6:.1f},{a.y - 22:.1f} '
                    f'{loop_x + 22:.1f},{a.y - 22:.1f} {loop_x + 10:.1f},{a.y:.1f}" '
                    f'marker-end="url(#{marker})"/>'
                )
            elif b.x > a.x:
                body.append(_arrow(a.x + a.w, a.mid_y, b.x - 2, b.mid_y, marker))
            else:  # back, or within a column: arched above the boxes
                lift = -28 - 10 * abs(b.x - a.x) / (a.w + GAP_X)
                body.append(
                    _arrow(a.x + a.w / 2 - 8, a.y, b.x + b.w / 2 + 8, b.y - 1, marker, lift)
                )
    body += [box.svg() for box in boxes.values()]
    return _svg(width, height, title or f"{name}: legal moves between states", body, marker)


#: Events allowed anywhere are laid out this many to a line (they have no order to keep).
UNORDERED_PER_LINE = 3


def order_diagram(
    title: str, phases: Sequence[tuple[str, Sequence[tuple[str, str, str]]]], marker: str
) -> str:
    """Event kinds in the order a fold table gives them: one row per phase of the table (its
    name on the left), the phase's events left to right with the role the table gives each
    (start, update, end) under it; events allowed at any point have no arrows, a few a line."""
    name_w = max((len(name) for name, _ in phases), default=0) * CHAR_WIDTH + PAD
    box_w = max(
        (_width(event) for _, events in phases for event, _, _ in events), default=_width("")
    )
    line_h = BOX_HEIGHT + GAP_Y + 14
    body: list[str] = []
    widest = 0.0
    y = PAD
    for name, events in phases:
        body.append(
            f'<text class="phase" x="{PAD}" y="{y + BOX_HEIGHT / 2 + 4.5:.1f}">{escape(name)}</text>'
        )
        ordered = any(role for _, role, _ in events)
        per_line = len(events) if ordered else UNORDERED_PER_LINE
        previous: Box | None = None
        for i, (event, role, href) in enumerate(events):
            line, column = divmod(i, max(per_line, 1))
            top = y + line * (BOX_HEIGHT + GAP_Y)
            box = Box(PAD + name_w + GAP_X / 2 + column * (box_w + GAP_X), top, box_w, event, href)
            if previous is not None and ordered:
                body.append(
                    _arrow(previous.x + previous.w, previous.mid_y, box.x - 2, box.mid_y, marker)
                )
            body.append(box.svg())
            if role:
                body.append(
                    f'<text class="label" x="{box.x + box.w / 2:.1f}" '
                    f'y="{top + BOX_HEIGHT + 13:.1f}" text-anchor="middle">{escape(role)}</text>'
                )
            previous = box
            widest = max(widest, box.x + box.w)
        lines = -(-len(events) // max(per_line, 1))
        y += line_h + (lines - 1) * (BOX_HEIGHT + GAP_Y)
    return _svg(widest + PAD, y + PAD - GAP_Y, title, body, marker)
