"""Generation speed: full regeneration of the canonical schemas, time against schema-set size
(1x, 10x, 100x copies of both families), datamodel-code-generator on the same schemas, and
the foreign 2020-12 schema sets of tests/test_foreign_schemas.py (one row each).

    .venv/bin/python bench/generate.py [--max-scale 100]

Medians of several runs, wall-clock, one process. Prints a table; bench/README.md keeps the
figures and the command."""

from __future__ import annotations

import argparse
import math
import shutil
import statistics
import sys
import tempfile
import time
import warnings
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "generator"))

from agentproto.pipeline import render
from agentproto.write import format_python


def median_time(fn, runs: int) -> float:  # type: ignore[no-untyped-def]
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def scaled(copies: int, into: Path) -> Path:
    """`copies` copies of every schema folder, each its own module (refs stay inside a folder)."""
    for i in range(copies):
        for family in ("agent", "openresponses"):
            target = into / f"{family}_{i}"
            shutil.copytree(ROOT / "schema" / family, target)
            for path in target.glob("*.json"):  # distinct $ids per copy
                path.write_text(
                    path.read_text().replace(
                        f"https://agentproto.dev/schema/{family}/",
                        f"https://agentproto.dev/schema/{family}_{i}/",
                    )
                )
    return into


def datamodel(schema_dir: Path) -> None:
    import datamodel_code_generator as dcg

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for folder in sorted(
            p for p in schema_dir.iterdir() if p.is_dir() and any(p.glob("*.json"))
        ):
            dcg.generate(
                folder,
                input_file_type=dcg.InputFileType.JsonSchema,
                output_model_type=dcg.DataModelType.PydanticV2BaseModel,
                disable_timestamp=True,
            )


def foreign_rows(into: Path) -> list[tuple[str, int, float, float, float]]:
    """The foreign sets, copied into folders as the test does; their line counts as size."""
    sys.path.insert(0, str(ROOT / "tests"))
    from test_foreign_schemas import SETS

    rows = []
    for name, files in SETS.items():
        folder = into / name
        for rel, source in files().items():
            (folder / rel).parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source, folder / rel)
        t_ours = median_time(lambda f=folder: render(f, ("python",)), 3)
        t_fmt = median_time(lambda f=folder: format_python(render(f, ("python",))), 3)
        rows.append((name, len(files()), t_ours, t_fmt, math.nan))
    return rows


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--max-scale", type=int, default=100)
    parser.add_argument("--no-foreign", action="store_true", help="skip the foreign schema sets")
    args = parser.parse_args()
    schema = ROOT / "schema"
    count = len(list(schema.glob("*/*.json")))
    rows = []
    ours = median_time(lambda: render(schema, ("python",), strict_keywords=True), 5)
    formatted = median_time(
        lambda: format_python(render(schema, ("python",), strict_keywords=True)), 5
    )
    theirs = median_time(lambda: datamodel(schema), 3)
    rows.append(("canonical (1x)", count, ours, formatted, theirs))
    for scale in (10, 100):
        if scale > args.max_scale:
            continue
        with tempfile.TemporaryDirectory() as tmp:
            root = scaled(scale, Path(tmp) / "schema")
            runs = 3 if scale == 10 else 1
            t_ours = median_time(lambda r=root: render(r, ("python",)), runs)
            t_fmt = median_time(lambda r=root: format_python(render(r, ("python",))), runs)
            t_dmc = median_time(lambda r=root: datamodel(r), 1) if scale == 10 else math.nan
            rows.append((f"synthetic {scale}x", count * scale, t_ours, t_fmt, t_dmc))
    if not args.no_foreign:
        with tempfile.TemporaryDirectory() as tmp:
            rows += foreign_rows(Path(tmp))
    print(
        f"{'schema set':<18}{'schemas':>8}{'render s':>10}{'+ruff s':>10}{'per schema ms':>15}"
        f"{'dmcg s':>9}{'dmcg/ours':>11}"
    )
    for name, n, t, f, d in rows:
        ratio = d / f if not math.isnan(d) else math.nan
        print(f"{name:<18}{n:>8}{t:>10.3f}{f:>10.3f}{1000 * f / n:>15.2f}{d:>9.2f}{ratio:>11.1f}")


if __name__ == "__main__":
    main()
