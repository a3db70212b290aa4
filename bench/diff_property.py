"""The verdicts of `agentproto diff` against the validators, at scale: for every change kind,
random schema pairs differing by that change (and pairs differing by several), each with random
documents plus those drawn from both schemas, until at least `--documents` documents per kind
have been checked. Prints per kind: pairs, documents, how often the comparison said backward /
forward compatible, violations (a document that contradicts a verdict: the goal is 0), witnesses
printed and how many were wrong (goal 0), and pairs with a real break left "may break"."""

from __future__ import annotations

import argparse
import random
import sys
import time

from agentproto.diff.selfcheck import CHANGES, Tally, run_kind


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--documents", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    started = time.process_time()
    print(
        f"{'change kind':<22} {'pairs':>5} {'docs':>6} {'bw ok':>5} {'fw ok':>5} "
        f"{'viol.':>5} {'witn.':>5} {'wrong':>5} {'unpr.':>5}"
    )
    total = Tally()
    rng = random.Random(args.seed)
    kinds = [[k] for k in sorted(CHANGES)] + [rng.sample(sorted(CHANGES), 3) for _ in range(3)]
    for i, chosen in enumerate(kinds):
        tally = Tally()
        while tally.documents < args.documents:
            part = run_kind(chosen, args.seed + 1000 * i + tally.pairs, pairs=10, draws=150)
            for name in (
                "pairs",
                "documents",
                "said_backward_ok",
                "said_forward_ok",
                "backward_violations",
                "forward_violations",
                "witnesses",
                "bad_witnesses",
                "unproven",
            ):
                setattr(tally, name, getattr(tally, name) + getattr(part, name))
                setattr(total, name, getattr(total, name) + getattr(part, name))
            tally.failures += part.failures
        violations = tally.backward_violations + tally.forward_violations
        print(
            f"{'+'.join(chosen):<22} {tally.pairs:>5} {tally.documents:>6} "
            f"{tally.said_backward_ok:>5} {tally.said_forward_ok:>5} {violations:>5} "
            f"{tally.witnesses:>5} {tally.bad_witnesses:>5} {tally.unproven:>5}",
            flush=True,
        )
        for failure in tally.failures[:3]:
            print(f"  {failure}")
    violations = total.backward_violations + total.forward_violations
    ok = violations == 0 and total.bad_witnesses == 0
    print(
        f"{'all':<22} {total.pairs:>5} {total.documents:>6} {total.said_backward_ok:>5} "
        f"{total.said_forward_ok:>5} {violations:>5} {total.witnesses:>5} "
        f"{total.bad_witnesses:>5} {total.unproven:>5}"
    )
    print(
        f"goal: 0 violations, 0 wrong witnesses: {'met' if ok else 'MISSED'} "
        f"({time.process_time() - started:.0f} s CPU)"
    )
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
