"""Acceptance and round-trip counts of the real payloads, per library, through its dialects.

    .venv/bin/python scripts/realcase_counts.py [REALCASES]   (default: ../shared/realcases)

A payload is accepted when one of the dialects its library may speak reads it into valid
canonical JSON, and round-trips when that dialect writes it back as the same value (less what the
dialect declares it always fills in). Runs against whatever `agentproto` is importable, so the
same script counts an older checkout (PYTHONPATH=<checkout>/generator).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from agentproto.conformance.dialects import REALCASE_DIALECTS, without_fills
from agentproto.validate.dialects import Converters, from_canonical, to_canonical


def main() -> int:
    root = Path(__file__).resolve().parent.parent
    realcases = Path(sys.argv[1]) if len(sys.argv) > 1 else root.parent / "shared" / "realcases"
    import agentproto

    schema = Path(agentproto.__file__).resolve().parent.parent.parent / "schema"
    conv = Converters(schema)
    print(f"(agentproto from {Path(agentproto.__file__).parent})")
    print(f"{'library':<18} {'payloads':>8} {'accepted':>8} {'round trip':>10}")
    # the Open Responses payloads too: the openai dialect reads the protocol it grew into
    for library, spoken in {**REALCASE_DIALECTS, "openresponses": ("openai",)}.items():
        paths = sorted((realcases / library).glob("*.json"))
        accepted = same = 0
        for path in paths:
            doc = json.loads(path.read_text(encoding="utf-8"))
            for dialect in spoken:
                if dialect not in conv.converters:
                    continue
                read = to_canonical(conv, dialect, doc)
                if read.problems:
                    continue
                accepted += 1
                back = from_canonical(conv, dialect, read.entity, read.value)
                fills = conv.dialects[dialect].fills()
                same += not back.problems and without_fills(back.value, doc, fills) == doc
                break
        print(f"{library:<18} {len(paths):>8} {accepted:>8} {same:>10}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
