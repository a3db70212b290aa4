"""The Ray engine. Input files are spread over tasks in order, as on Spark; each task runs in a
worker whose `runtime_env` carries the shipped agentproto (`py_modules`), so a worker needs
agentproto's dependencies but not agentproto. All tasks are submitted at once and their results
taken in submission order, so the report is in input order. A worker that dies is replaced and
its task run again (`max_retries`); a task's result is a function of its files alone and only
the successful attempt's result is kept, so retries neither lose nor repeat a finding."""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator, Sequence
from dataclasses import asdict
from typing import Any

import ray
import ray.cloudpickle

from . import boot
from .core import FINDING, PROBLEM_COLUMNS, STATS, Job, check_columns, finish, sum_into
from .ship import BINDINGS, pack

ray.cloudpickle.register_pickle_by_value(boot)  # type: ignore[no-untyped-call]  # workers run it before agentproto is importable

#: Times a task is run again when its worker dies.
RETRIES = 3
FIELDS = PROBLEM_COLUMNS


def start(address: str | None = None, env: dict[str, Any] | None = None) -> bool:
    """Join the cluster at `address`, or start a local one; True when this started it."""
    if ray.is_initialized():
        return False
    ray.init(
        address=address,
        include_dashboard=False,
        log_to_driver=False,
        logging_level=logging.ERROR,
        runtime_env=env,
    )
    return True


class RayEngine:
    """Ray, joined lazily. A task unpacks the shipped zip where the driver left it (one machine,
    or a shared filesystem) and imports agentproto from there, first on `sys.path`; when this
    engine joins the cluster itself, the package also goes in the job's runtime environment,
    which Ray uploads to every node, for workers that cannot see the zip."""

    def __init__(self, address: str | None = None) -> None:
        self.address = address
        self.owned = False
        self.job_env: dict[str, Any] | None = None

    def remote(self, job: Job, function: str) -> tuple[Any, Any]:
        """The runtime environment that ships the package, and the partition function."""
        shipment = pack(job)
        if not ray.is_initialized():
            # uploaded by Ray to every node: what a worker that cannot see the zip imports
            shipped = [shipment.folder / name for name in ("agentproto", BINDINGS)]
            self.job_env = {"py_modules": [str(p) for p in shipped if p.is_dir()]}
            self.owned = start(self.address, self.job_env)
        run = boot.runner(
            boot.path_of(str(shipment.zip)),
            shipment.digest,
            "agentproto.engines.core",
            function,
            asdict(shipment.job),
        )
        return {}, run

    def run_files(self, files: Sequence[str], function: str, job: Job) -> Iterator[Any]:
        if not files:
            return iter(())
        env, run = self.remote(job, function)
        task = ray.remote(boot.listing(run)).options(
            max_retries=RETRIES, runtime_env=env, num_cpus=1
        )
        resources = ray.cluster_resources()  # type: ignore[no-untyped-call]
        slots = max(1, int(resources.get("CPU", 1)))
        count = min(len(files), 4 * slots)
        pairs = list(enumerate(files))
        size = -(-len(pairs) // count)
        refs = [task.remote(pairs[i : i + size]) for i in range(0, len(pairs), size)]
        return _in_order(refs)

    def close(self) -> None:
        if self.owned:
            ray.shutdown()


def _in_order(refs: list[Any]) -> Iterator[Any]:
    for ref in refs:
        yield from ray.get(ref)


def _blocks(ds: Any) -> tuple[list[Any], list[int]]:
    """The dataset's blocks in order, and the row each starts after."""
    refs = list(ds.to_arrow_refs())
    sizes = ray.get([ray.remote(boot.rows_of).remote(ref) for ref in refs])
    offsets, at = [], 0
    for size in sizes:
        offsets.append(at)
        at += size
    return refs, offsets


def validate(
    ds: Any,
    column: str,
    entity: str | None = None,
    dialect: str | None = None,
    strict: bool = False,
    *,
    schema_dir: str | None = None,
    limits: str | None = None,
    source: str | None = None,
    max_document_bytes: int = 16 << 20,
    stream_key: str | None = None,
    order_key: str | None = None,
    resume: bool = False,
) -> tuple[Any, dict[str, Any]]:
    """Validate the JSON documents of a Ray Dataset's `column`, row N as line N of a JSON
    Lines file named `source` (default: the column's name). Returns a Dataset of the problems
    (`source`, `row`, `pointer`, `kind`, `keyword`, `message`, `entity`, `schema`) and the
    summary, as `agentproto.engines.spark.validate`; with `stream_key` (and `order_key`,
    `resume`) the rows are events of streams, grouped and folded as there."""
    check_columns(ds.columns(), column, stream_key, order_key, internal=(PLACE,))
    job = Job(
        schema_dir=schema_dir,
        entity=entity,
        strict=strict,
        limits=limits,
        max_bytes=max_document_bytes,
        dialect=dialect,
        column=source or column,
        resume=resume,
    )
    engine = RayEngine()
    if stream_key is not None:
        return _validate_streams(engine, ds, column, stream_key, order_key, job)
    env, run = engine.remote(job, "validate_rows")
    task = ray.remote(boot.block_validator(run, column, source or column)).options(
        max_retries=RETRIES, runtime_env=env
    )
    refs, offsets = _blocks(ds)
    totals: dict[str, Any] = {}
    problems: list[dict[str, Any]] = []
    for rows in ray.get([task.remote(ref, at) for ref, at in zip(refs, offsets, strict=True)]):
        for row in rows:
            if row[0] == FINDING:
                problems.append(dict(zip(FIELDS, row[1:], strict=True)))
            elif row[0] == STATS:
                sum_into(totals, json.loads(row[1]))
    return ray.data.from_items(problems) if problems else ray.data.from_items([]), finish(totals)


PLACE = "__agentproto_row"  # the column that holds a row's place in the Dataset


def _validate_streams(
    engine: RayEngine, ds: Any, column: str, stream_key: str, order_key: str | None, job: Job
) -> tuple[Any, dict[str, Any]]:
    """Each row given its place in the Dataset (its block's offset plus its place in the
    block: the Dataset's order), then `groupby(key).map_groups`: a group is one stream, its
    events sorted by the order column and then by that place, so without an order column a
    stream's events keep the Dataset's row order."""
    env, run = engine.remote(job, "validate_groups")
    number = ray.remote(boot.numbered_block(PLACE))
    refs, offsets = _blocks(ds)
    blocks: list[Any] = [number.remote(ref, at) for ref, at in zip(refs, offsets, strict=True)]
    placed = ray.data.from_arrow_refs(blocks)
    fold = boot.group_validator(run, stream_key, order_key, column, PLACE)
    tagged = placed.groupby(stream_key).map_groups(
        fold, batch_format="pyarrow", max_retries=RETRIES, runtime_env=env
    )
    totals: dict[str, Any] = {}
    problems: list[dict[str, Any]] = []
    for item in tagged.take_all():
        row = json.loads(item["tagged"])
        if row[0] == FINDING:
            problems.append({stream_key: row[1], **dict(zip(FIELDS, row[2:], strict=True))})
        elif row[0] == STATS:
            sum_into(totals, json.loads(row[1]))
    return ray.data.from_items(problems), finish(totals)


def convert(
    ds: Any,
    column: str,
    from_: str,
    to: str = "canonical",
    *,
    entity: str | None = None,
    schema_dir: str | None = None,
    output: str = "converted",
    max_document_bytes: int = 16 << 20,
) -> tuple[Any, list[tuple[int, str]]]:
    """Convert the documents of `column` from dialect `from_` to `to`: the Dataset with the
    converted JSON text in a new column `output` (null where a row could not be converted),
    and the problems of those rows, (row, message)."""
    names = ds.columns()
    check_columns(names, column, output=output)
    job = Job(
        schema_dir=schema_dir,
        entity=entity,
        max_bytes=max_document_bytes,
        column=str(names.index(column)),
        source=from_,
        target=to,
    )
    engine = RayEngine()
    env, run = engine.remote(job, "convert_rows")
    task = ray.remote(boot.block_converter(run, output)).options(
        max_retries=RETRIES, runtime_env=env, num_returns=2
    )
    refs, offsets = _blocks(ds)
    tables, problem_refs = [], []
    for ref, at in zip(refs, offsets, strict=True):
        pair: Any = task.remote(ref, at)  # two objects: num_returns=2
        table, found = pair
        tables.append(table)
        problem_refs.append(found)
    problems = [tuple(p) for found in ray.get(problem_refs) for p in found]
    return ray.data.from_arrow_refs(tables), problems
