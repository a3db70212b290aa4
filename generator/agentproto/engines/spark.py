"""The Spark engine. Input files are spread over partitions in order (a file is read whole by
one task: a compressed file cannot be split, and a finding's line number needs the lines before
it); each task unpacks the shipped agentproto and runs `engines.core` over its files. Results are
computed by all executors at once, kept (memory, then disk), and read back in partition order,
so the report comes out in input order whatever order the tasks ran in. A failed task is run
again by Spark (`spark.task.maxFailures`; in local mode the `F` of `local[N,F]`): a partition's
output is a function of its files alone, and only one attempt's output is kept, so a retry
neither loses nor repeats a finding."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Iterator, Sequence
from dataclasses import asdict
from typing import Any

from pyspark import StorageLevel, cloudpickle
from pyspark.sql import DataFrame, SparkSession
from pyspark.sql.types import LongType, StringType, StructField, StructType

from . import boot
from .core import FINDING, PROBLEM, ROW, STATS, Job, check_columns, finish, sum_into
from .ship import Shipment, pack

cloudpickle.register_pickle_by_value(boot)  # type: ignore[no-untyped-call]  # executors run it before agentproto is importable

#: Attempts a task gets in local mode (`local[N,F]`): a worker that dies is run again.
LOCAL_ATTEMPTS = 4

PROBLEMS = StructType(
    [
        StructField("source", StringType()),
        StructField("row", LongType()),
        StructField("pointer", StringType()),
        StructField("kind", StringType()),
        StructField("keyword", StringType()),
        StructField("message", StringType()),
        StructField("entity", StringType()),
        StructField("schema", StringType()),
    ]
)
CONVERT_PROBLEMS = StructType(
    [StructField("row", LongType()), StructField("message", StringType())]
)


def session(master: str | None = None) -> SparkSession:
    """A Spark session for a run: the active one if there is one, else one on `master`
    (default: all local cores, each task tried up to LOCAL_ATTEMPTS times)."""
    active = SparkSession.getActiveSession()
    if active is not None and master is None:
        return active
    # executors start this Python, which has agentproto's dependencies
    os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
    builder = (
        SparkSession.builder.master(master or f"local[*,{LOCAL_ATTEMPTS}]")
        .appName("agentproto")
        .config("spark.ui.enabled", "false")
        .config("spark.ui.showConsoleProgress", "false")
        .config("spark.task.maxFailures", str(LOCAL_ATTEMPTS))
    )
    spark = builder.getOrCreate()
    spark.sparkContext.setLogLevel("ERROR")
    return spark


class SparkEngine:
    def __init__(self, master: str | None = None, spark: SparkSession | None = None) -> None:
        self.owned = spark is None and SparkSession.getActiveSession() is None
        self.spark = spark or session(master)
        self.shipped: set[str] = set()

    def ship(self, job: Job) -> tuple[Shipment, Any]:
        """Send the job's package to the executors, once per content; the locator of the zip."""
        shipment = pack(job)
        context = self.spark.sparkContext
        if shipment.digest not in self.shipped:
            context.addFile(str(shipment.zip))
            self.shipped.add(shipment.digest)
        return shipment, boot.spark_file(shipment.zip.name)

    def runner(self, function: str, job: Job) -> Any:
        shipment, locate = self.ship(job)
        return boot.runner(
            locate, shipment.digest, "agentproto.engines.core", function, asdict(shipment.job)
        )

    def run_files(self, files: Sequence[str], function: str, job: Job) -> Iterator[Any]:
        if not files:
            return iter(())
        context = self.spark.sparkContext
        slices = min(len(files), 4 * context.defaultParallelism)
        results = context.parallelize(list(enumerate(files)), slices).mapPartitions(
            self.runner(function, job)
        )
        results.persist(StorageLevel.MEMORY_AND_DISK)
        results.count()  # every partition at once, on every executor
        return _then_release(results.toLocalIterator(), results)

    def close(self) -> None:
        if self.owned:
            self.spark.stop()


def _then_release(rows: Iterator[Any], rdd: Any) -> Iterator[Any]:
    try:
        yield from rows
    finally:
        rdd.unpersist()


def validate(
    df: DataFrame,
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
) -> tuple[DataFrame, dict[str, Any]]:
    """Validate the JSON documents of `column` (text or bytes), row N as line N of a JSON Lines
    file named `source` (default: the column's name). Returns the problems, one row per finding
    (`source`, `row`, `pointer`, `kind`, `keyword`, `message`, `entity`, `schema`), and the
    summary: documents, failed, bytes, problems by kind, entities, and the exit code the CLI
    would give.

    With `stream_key`, the rows are events of recorded streams, one stream per value of that
    column: each stream's events, in the order of `order_key` (rows with equal or no order
    value keep the frame's row order), are folded as `validate --stream` folds one recorded
    stream (`resume` as `--resume`). A problem's `source` is `<source>[<key>]` and its `row`
    the event's place in its stream (1-based); the problems carry the key in a first column
    named as the key column."""
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
    check_columns(df.columns, column, stream_key, order_key)
    engine = SparkEngine(spark=df.sparkSession)
    if stream_key is not None:
        return _validate_streams(engine, df, column, stream_key, order_key, job)
    records = df.select(column).rdd.zipWithIndex().map(boot.numbered(source or column, 0))
    rows = records.mapPartitions(engine.runner("validate_rows", job))
    rows.persist(StorageLevel.MEMORY_AND_DISK)
    totals: dict[str, Any] = {}
    for (stats,) in rows.filter(boot.tagged(STATS)).map(boot.untag).collect():
        sum_into(totals, json.loads(stats))
    problems = df.sparkSession.createDataFrame(
        rows.filter(boot.tagged(FINDING)).map(boot.untag), PROBLEMS
    )
    return problems, finish(totals)


def _validate_streams(
    engine: SparkEngine,
    df: DataFrame,
    column: str,
    stream_key: str,
    order_key: str | None,
    job: Job,
) -> tuple[DataFrame, dict[str, Any]]:
    """Rows grouped by key (`groupByKey`: a stream is held whole by one task, as a recorded
    stream is read whole by one), each row numbered first by `zipWithIndex`, which follows the
    frame's partitions and their rows in order: that number orders a group's events after the
    order column, so without one a stream's events keep the frame's row order."""
    picked = [stream_key, *([order_key] if order_key else []), column]
    groups = (
        df.select(*picked).rdd.zipWithIndex().map(boot.keyed(order_key is not None)).groupByKey()
    )
    rows = groups.mapPartitions(engine.runner("validate_groups", job))
    rows.persist(StorageLevel.MEMORY_AND_DISK)
    totals: dict[str, Any] = {}
    for (stats,) in rows.filter(boot.tagged(STATS)).map(boot.untag).collect():
        sum_into(totals, json.loads(stats))
    key_field = StructField(stream_key, df.schema[stream_key].dataType)
    schema = StructType([key_field, *PROBLEMS.fields])
    problems = df.sparkSession.createDataFrame(
        rows.filter(boot.tagged(FINDING)).map(boot.untag), schema
    )
    return problems, finish(totals)


def convert(
    df: DataFrame,
    column: str,
    from_: str,
    to: str = "canonical",
    *,
    entity: str | None = None,
    schema_dir: str | None = None,
    output: str = "converted",
    max_document_bytes: int = 16 << 20,
) -> tuple[DataFrame, DataFrame]:
    """Convert the documents of `column` from dialect `from_` to `to`. Returns the frame with a
    new column `output` (the converted JSON text; null where the row could not be converted)
    and the problems of those rows (`row`, 1-based, and `message`, as `convert` prints it)."""
    check_columns(df.columns, column, output=output)
    job = Job(
        schema_dir=schema_dir,
        entity=entity,
        max_bytes=max_document_bytes,
        column=str(df.columns.index(column)),
        source=from_,
        target=to,
    )
    engine = SparkEngine(spark=df.sparkSession)
    rows = df.rdd.zipWithIndex().mapPartitions(engine.runner("convert_rows", job))
    rows.persist(StorageLevel.MEMORY_AND_DISK)
    schema = StructType([*df.schema.fields, StructField(output, StringType())])
    converted = df.sparkSession.createDataFrame(
        rows.filter(boot.tagged(ROW)).map(boot.untag), schema
    )
    problems = df.sparkSession.createDataFrame(
        rows.filter(boot.tagged(PROBLEM)).map(boot.untag), CONVERT_PROBLEMS
    )
    return converted, problems
