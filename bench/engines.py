"""`agentproto validate --engine`: Spark `local[1]` against `local[2]` (scaling), each engine
against the local CLI on the same input (overhead, and the input size where an engine would
start to win), an executor's peak memory at two input sizes (flat: it holds a block, not the
input), and the engines' reports against the local engine's on a million documents (identical).

Each engine is a long-lived server process (one Spark driver per master, one Ray driver with
two CPUs), started once, so a round measures a job, not a JVM's start; the contestants take
turns within each round. Engine work runs in executor processes, so times here are wall-clock
(the CPU time of the measuring process would miss it); ratios are per round, median of the
rounds, with the range. The machine is shared: the load average is printed."""

from __future__ import annotations

import argparse
import hashlib
import io
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from contextlib import redirect_stdout
from pathlib import Path

VALID = '{"role":"user","content":"hi","timestamp":1}'
OTHERS = [
    '{"role":"assistant","content":[{"type":"text","text":"ok"}],"timestamp":2}',
    '{"role":"user","content":5,"timestamp":1}',
    "not json",
    '{"zzz":1}',
]
FILES = 8


def make_corpus(folder: Path, documents: int) -> Path:
    """`documents` small agent messages in FILES JSON Lines files, one in 50 not plain valid."""
    folder.mkdir(parents=True, exist_ok=True)
    per_file = documents // FILES
    for n in range(FILES):
        rows = [VALID] * per_file
        for i in range(n % 50, per_file, 50):
            rows[i] = OTHERS[(i // 50 + n) % len(OTHERS)]
        (folder / f"part-{n:02}.jsonl").write_text("\n".join(rows) + "\n")
    return folder


def report_digest(text: str) -> tuple[str, int]:
    """A digest of a JSON report without its timing, and its number of documents."""
    lines = text.splitlines()
    summary = json.loads(lines[-1])
    documents = summary.pop("documents")
    summary.pop("seconds")
    body = "\n".join(lines[:-1]) + json.dumps(summary, sort_keys=True)
    return hashlib.sha256(body.encode()).hexdigest()[:16], documents


def serve(spec: str) -> None:
    """A server: reads `FOLDER` lines, validates each on the engine, answers with JSON."""
    from agentproto.engines import open_engine, parse, validate_paths
    from agentproto.engines.core import Job, plan

    name, where = parse(spec)
    if name == "ray":
        import ray

        ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False, logging_level="ERROR")
    engine = open_engine(name, where)
    print(json.dumps({"ready": spec}), flush=True)
    for line in sys.stdin:
        folder = line.strip()
        if folder.startswith("rss "):
            files, _ = plan([folder[4:]])
            tasks = [files[0]] * 16  # many small tasks, to reach most executor processes
            peak = max(engine.run_files(tasks, "peak_rss", Job()))
            print(json.dumps({"rss_kib": peak}), flush=True)
            continue
        out = io.StringIO()
        started = time.perf_counter()
        with redirect_stdout(out):
            code = validate_paths(engine, [folder], Job(), "json")
        seconds = time.perf_counter() - started
        digest, documents = report_digest(out.getvalue())
        answer = {"seconds": seconds, "code": code, "digest": digest, "documents": documents}
        print(json.dumps(answer), flush=True)
    engine.close()


class Server:
    def __init__(self, spec: str) -> None:
        self.spec = spec
        self.process = subprocess.Popen(
            [sys.executable, __file__, "--serve", spec],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
        )
        self.answer()

    def ask(self, line: str) -> dict[str, object]:
        assert self.process.stdin is not None
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()
        return self.answer()

    def answer(self) -> dict[str, object]:
        assert self.process.stdout is not None
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise RuntimeError(f"the {self.spec} server ended")
            if line.startswith("{"):
                return dict(json.loads(line))

    def close(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.process.wait(timeout=120)


def local(folder: Path) -> dict[str, object]:
    started = time.perf_counter()
    done = subprocess.run(
        [
            str(Path(sys.executable).parent / "agentproto"),
            "validate",
            "-j",
            "2",
            "--format",
            "json",
            str(folder),
        ],
        capture_output=True,
        text=True,
        check=False,  # exit 2: the corpus holds documents of no entity on purpose
    )
    seconds = time.perf_counter() - started
    digest, documents = report_digest(done.stdout)
    return {"seconds": seconds, "code": done.returncode, "digest": digest, "documents": documents}


def ratio_line(label: str, ratios: list[float]) -> str:
    return (
        f"  {label:<44} {statistics.median(ratios):6.2f}x  "
        f"(range {min(ratios):.2f}-{max(ratios):.2f})"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--serve", help=argparse.SUPPRESS)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--small", type=int, default=100_000)
    parser.add_argument("--large", type=int, default=400_000)
    parser.add_argument("--identical", type=int, default=1_000_000)
    args = parser.parse_args()
    if args.serve:
        serve(args.serve)
        return 0
    root = Path(tempfile.mkdtemp(prefix="agentproto-bench-engines-"))
    sizes = {"small": args.small, "large": args.large}
    folders = {k: make_corpus(root / k, n) for k, n in sizes.items()}
    print(f"load average {' '.join(f'{x:.1f}' for x in os.getloadavg())}, {os.cpu_count()} cores")
    specs = ["spark:local[1]", "spark:local[2]", "ray"]
    servers = {spec: Server(spec) for spec in specs}
    for server in servers.values():  # a first job warms the executors; it is not timed
        server.ask(str(folders["small"]))
    times: dict[tuple[str, str], list[float]] = {}
    for _ in range(args.rounds):
        for size, folder in folders.items():
            for who in ["local -j 2", *specs]:
                answer = local(folder) if who == "local -j 2" else servers[who].ask(str(folder))
                times.setdefault((who, size), []).append(float(str(answer["seconds"])))
    print(f"\nwall seconds per job, median of {args.rounds} rounds (documents/s):")
    for (who, size), values in times.items():
        median = statistics.median(values)
        print(
            f"  {who:<16} {size:<6} {sizes[size]:>9,} docs  {median:7.2f} s  "
            f"{sizes[size] / median:>10,.0f} docs/s"
        )

    def ratios(a: str, b: str, size: str) -> list[float]:
        return [x / y for x, y in zip(times[(a, size)], times[(b, size)], strict=True)]

    print("\nratios per round (time over time):")
    for size in sizes:
        print(
            ratio_line(
                f"spark local[1] / local[2], {size}",
                ratios("spark:local[1]", "spark:local[2]", size),
            )
        )
    for spec in specs[1:]:
        for size in sizes:
            print(ratio_line(f"{spec} / local CLI -j 2, {size}", ratios(spec, "local -j 2", size)))
    print("\ncross-over (t = fixed + n / rate, fitted on the two sizes' medians):")
    n_small, n_large = sizes["small"], sizes["large"]
    fits = {}
    for who in ["local -j 2", *specs[1:]]:
        t_small = statistics.median(times[(who, "small")])
        t_large = statistics.median(times[(who, "large")])
        per_doc = max((t_large - t_small) / (n_large - n_small), 1e-9)
        fits[who] = (t_small - per_doc * n_small, per_doc)
        print(f"  {who:<16} fixed {fits[who][0]:6.2f} s, {1 / per_doc:>10,.0f} docs/s marginal")
    base_fixed, base_per_doc = fits["local -j 2"]
    for spec in specs[1:]:
        fixed, per_doc = fits[spec]
        if per_doc < base_per_doc and fixed <= base_fixed:
            print(f"  {spec}: faster at every size (its fitted fixed cost is not above the CLI's)")
        elif per_doc < base_per_doc:
            print(
                f"  {spec}: wins past {(fixed - base_fixed) / (base_per_doc - per_doc):,.0f} "
                "documents"
            )
        else:
            print(
                f"  {spec}: no cross-over on this machine (its marginal rate is not above the "
                "local CLI's with the same two cores)"
            )
    print("\npeak RSS of an executor/worker process after each size (flat: holds a block):")
    for spec in specs[1:]:
        peaks = []
        for size, folder in folders.items():
            servers[spec].ask(str(folder))
            peaks.append(int(str(servers[spec].ask(f"rss {folder}")["rss_kib"])) / 1024)
        verdict = "flat" if peaks[1] <= peaks[0] * 1.15 + 8 else "GROWS - MISSED"
        print(
            f"  {spec:<16} {peaks[0]:6.0f} MiB after {n_small:,}, {peaks[1]:6.0f} MiB after "
            f"{n_large:,}: {verdict}"
        )
    big = make_corpus(root / "identical", args.identical)
    reference = local(big)
    print(f"\nidentical results on {args.identical:,} documents (report digest, exit code):")
    print(f"  local CLI -j 2   {reference['digest']} exit {reference['code']}")
    for spec in specs[1:]:
        answer = servers[spec].ask(str(big))
        same = (answer["digest"], answer["code"]) == (reference["digest"], reference["code"])
        print(
            f"  {spec:<16} {answer['digest']} exit {answer['code']}: "
            f"{'identical' if same else 'DIFFERENT - MISSED'}"
        )
    for server in servers.values():
        server.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
