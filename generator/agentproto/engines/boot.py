"""The first code an executor runs for a job, before agentproto can be imported there: it
unpacks the shipped package and puts it first on `sys.path`. It imports nothing of agentproto
at module level, and the engines send its functions by value (cloudpickle), so that an executor
without agentproto installed can run them."""

from __future__ import annotations

import importlib
import os
import shutil
import sys
import tempfile
import zipfile
from collections.abc import Callable, Iterable, Iterator
from typing import Any


def unpack(zip_path: str, digest: str) -> str:
    """The shipped zip unpacked to a folder (once per content and machine), first on
    `sys.path`, so that `agentproto` is imported from it."""
    base = os.path.join(tempfile.gettempdir(), f"agentproto-run-{digest}")
    if not os.path.exists(os.path.join(base, "done")):
        staging = tempfile.mkdtemp(prefix="agentproto-run-")
        with zipfile.ZipFile(zip_path) as archive:
            archive.extractall(staging)
        with open(os.path.join(staging, "done"), "w") as mark:
            mark.write(digest)
        try:
            os.rename(staging, base)
        except OSError:  # another process unpacked it meanwhile
            shutil.rmtree(staging, ignore_errors=True)
    if base not in sys.path:
        sys.path.insert(0, base)
    return base


def runner(
    locate: Callable[[], str] | None,
    digest: str,
    module: str,
    function: str,
    job: dict[str, Any],
) -> Callable[[Iterable[Any]], Iterator[Any]]:
    """A partition function: unpack (when `locate` says where the zip is on this executor),
    then run `module.function(partition, job)` with the job's paths made real here."""

    def run(partition: Iterable[Any]) -> Iterator[Any]:
        where = locate() if locate is not None else None
        if where is not None and os.path.exists(where):
            unpack(where, digest)
        core = importlib.import_module("agentproto.engines.core")
        ship = importlib.import_module("agentproto.engines.ship")
        real = ship.resolve(core.Job(**job))
        return iter(getattr(importlib.import_module(module), function)(partition, real))

    return run


def path_of(zip_path: str) -> Callable[[], str]:
    """Where the zip is on a machine that shares the driver's files (Ray on one machine or a
    shared filesystem); elsewhere it is not there, and the package comes by `py_modules`."""

    def locate() -> str:
        return zip_path

    return locate


def spark_file(name: str) -> Callable[[], str]:
    def locate() -> str:
        from pyspark import SparkFiles

        return SparkFiles.get(name)

    return locate


def numbered(source: str, column: int) -> Callable[[tuple[Any, int]], tuple[str, int, Any]]:
    """(row, index) from `zipWithIndex` as a record: the source, the 1-based row, the text."""

    def record(pair: tuple[Any, int]) -> tuple[str, int, Any]:
        return source, pair[1] + 1, pair[0][column]

    return record


def tagged(tag: str) -> Callable[[tuple[Any, ...]], bool]:
    def keep(row: tuple[Any, ...]) -> bool:
        return bool(row[0] == tag)

    return keep


def untag(row: tuple[Any, ...]) -> tuple[Any, ...]:
    return row[1:]


def listing(run: Callable[[Iterable[Any]], Iterator[Any]]) -> Callable[[list[Any]], list[Any]]:
    """A Ray task over one partition: the partition function's results, as one list."""

    def task(partition: list[Any]) -> list[Any]:
        return list(run(partition))

    return task


def block_validator(
    run: Callable[[Iterable[Any]], Iterator[Any]], column: str, source: str
) -> Callable[[Any, int], list[Any]]:
    """A Ray task over one block (an Arrow table) of a Dataset whose first row is row
    `offset` + 1: the tagged rows of `core.validate_rows`."""

    def task(table: Any, offset: int) -> list[Any]:
        values = table.column(column).to_pylist()
        return list(run([(source, offset + i + 1, v) for i, v in enumerate(values)]))

    return task


def block_converter(
    run: Callable[[Iterable[Any]], Iterator[Any]], output: str
) -> Callable[[Any, int], tuple[Any, list[Any]]]:
    """A Ray task over one block: the block with the converted column added, and the problems
    (row, message) of its rows that could not be converted."""

    def task(table: Any, offset: int) -> tuple[Any, list[Any]]:
        import pyarrow

        names = table.column_names
        rows = table.to_pylist()
        pairs = [(tuple(row[n] for n in names), offset + i) for i, row in enumerate(rows)]
        results = list(run(pairs))
        texts = [r[-1] for r in results if r[0] == "row"]
        problems = [tuple(r[1:]) for r in results if r[0] == "problem"]
        return table.append_column(output, pyarrow.array(texts, pyarrow.string())), problems

    return task


def rows_of(table: Any) -> int:
    return int(table.num_rows)


def keyed(ordered: bool) -> Callable[[tuple[Any, int]], tuple[Any, tuple[Any, int, Any]]]:
    """A row (key, [order value,] payload) numbered by `zipWithIndex` as (key, (order value,
    row index, payload)): what `core.validate_groups` sorts a group's events by."""

    def pair(row: tuple[Any, int]) -> tuple[Any, tuple[Any, int, Any]]:
        values, index = row
        order = values[1] if ordered else None
        return values[0], (order, index, values[-1])

    return pair


def numbered_block(name: str) -> Callable[[Any, int], Any]:
    """A Ray task over one block whose first row is row `offset` (0-based) of the Dataset: the
    block with each row's place in the Dataset added as column `name`."""

    def task(table: Any, offset: int) -> Any:
        import pyarrow

        places = pyarrow.array(range(offset, offset + table.num_rows), pyarrow.int64())
        return table.append_column(name, places)

    return task


def group_validator(
    run: Callable[[Iterable[Any]], Iterator[Any]],
    key: str,
    order: str | None,
    column: str,
    place: str,
) -> Callable[[Any], dict[str, list[str]]]:
    """A Ray `map_groups` function over one group (an Arrow table): `core.validate_groups`'s
    tagged rows, each as JSON text in the column `tagged`."""

    def fold(table: Any) -> dict[str, list[str]]:
        import json

        if table.num_rows == 0:
            return {"tagged": []}
        keys = table.column(key).to_pylist()
        orders = table.column(order).to_pylist() if order else [None] * table.num_rows
        places = table.column(place).to_pylist()
        payloads = table.column(column).to_pylist()
        rows = list(zip(orders, places, payloads, strict=True))
        out = run([(keys[0], rows)])
        return {"tagged": [json.dumps(row, default=str) for row in out]}

    return fold
