"""`agentproto diff` over this repository's own history: every commit that touched schema/,
against its first parent, with the verdicts counted (breaks / may break on each axis, code that
breaks, the recommended bump) and the CPU time of each comparison; then the canonical set of the
work tree against its previous commit (HEAD~1) and against the last commit that changed a schema,
the median of `--rounds` CPU times each (goal: under a second); then the Open Responses family's
move to the official OpenAPI document as an example. CPU time is this process's (reading a
revision runs `git archive`, whose own time is not counted)."""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

from agentproto.diff.report import Outcome
from agentproto.diff.run import diff
from agentproto.diff.sources import from_folder, from_git

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = "955b905"  # "openresponses follows the official OpenAPI document"


def git(*args: str) -> str:
    return subprocess.run(
        ["git", "-C", str(ROOT), *args], capture_output=True, text=True, check=True
    ).stdout


def timed(old_ref: str | None, new_ref: str | None) -> tuple[Outcome, float]:
    started = time.process_time()
    old = from_git(old_ref, ROOT, "schema") if old_ref else from_folder(ROOT / "schema")
    new = from_git(new_ref, ROOT, "schema") if new_ref else from_folder(ROOT / "schema")
    outcome = diff(old, new)
    return outcome, time.process_time() - started


def row(outcome: Outcome) -> str:
    c = outcome.counts()
    return (
        f"{c['findings']:>4} {c['backward_breaks']:>4}/{c['backward_may_break']:<3} "
        f"{c['forward_breaks']:>4}/{c['forward_may_break']:<3} {c['source_breaks']:>4} "
        f"{outcome.semver:<6}"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    commits = git("log", "--format=%h %P", "--", "schema").splitlines()
    print("commit  parent  chg  bw br/may  fw br/may  code bump    CPU s  subject")
    slowest = 0.0
    for line in reversed(commits):
        commit, *parents = line.split()
        if not parents:
            continue
        subject = git("log", "-1", "--format=%s", commit).strip()[:60]
        outcome, seconds = timed(parents[0][:7], commit)
        slowest = max(slowest, seconds)
        print(f"{commit} {parents[0][:7]} {row(outcome)} {seconds:>6.2f}  {subject}", flush=True)
    # the last commit (not a merge) that changed a schema document, and its parent
    last = git(
        "log", "--no-merges", "-1", "--format=%h %p", "--", ":(glob)schema/**/*.json"
    ).split()
    print()
    for label, old_ref in (
        ("HEAD~1", "HEAD~1"),
        (f"{last[1][:7]} (the parent of {last[0]}, the last schema change)", last[1][:7]),
    ):
        times = []
        for _ in range(args.rounds):
            outcome, seconds = timed(old_ref, None)
            times.append(seconds)
        median = statistics.median(times)
        print(
            f"schema/ of the work tree against {label}: {outcome.counts()['findings']} changes, "
            f"median {median:.3f} s CPU over {args.rounds} rounds (goal < 1 s: "
            f"{'met' if median < 1 else 'MISSED'})"
        )
    print(f"slowest comparison of the history: {slowest:.2f} s CPU")
    outcome, seconds = timed(f"{EXAMPLE}~1", EXAMPLE)
    print(
        f"\nExample: {EXAMPLE} (Open Responses follows the official OpenAPI document), "
        f"{seconds:.1f} s CPU; bump {outcome.semver}"
    )
    rules = Counter((f.rule, f.backward, f.forward) for f in outcome.findings)
    for (rule, bw, fw), count in sorted(rules.items(), key=lambda x: -x[1]):
        print(f"  {count:>3} {rule:<30} backward {bw:<9} forward {fw}")
    shown = set()
    for f in outcome.findings:
        if f.witnesses and f.rule not in shown and len(shown) < 6:
            shown.add(f.rule)
            where = f.new or f.old
            assert where is not None
            doc = outcome.new.documents.get(where[0], ("?",))[0]
            for axis, witness in f.witnesses.items():
                text = repr(witness)
                print(f"  {f.rule} {doc}#{where[1]}: {axis} witness {text[:90]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
