"""The Spark and Ray APIs refuse, before any work, a column they are told to read that the
frame lacks and a column name their result would hold twice: no engine is started for that, so
a frame that only answers its column names stands in for one."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from agentproto.engines.core import PROBLEM_COLUMNS, check_columns

spark = pytest.importorskip("agentproto.engines.spark", reason="pyspark is not installed")
ray = pytest.importorskip("agentproto.engines.ray", reason="ray is not installed")


def spark_frame(*names: str) -> Any:
    return SimpleNamespace(columns=list(names))  # no sparkSession: touching one fails


def ray_dataset(*names: str) -> Any:
    return SimpleNamespace(columns=lambda: list(names))


@pytest.mark.parametrize("key", PROBLEM_COLUMNS)
def test_a_stream_key_named_like_a_problem_column_is_refused(key: str) -> None:
    with pytest.raises(ValueError, match=f"stream key column '{key}' would be named twice"):
        spark.validate(spark_frame("json", key), "json", stream_key=key)
    with pytest.raises(ValueError, match=f"stream key column '{key}' would be named twice"):
        ray.validate(ray_dataset("json", key), "json", stream_key=key)


def test_a_converted_column_named_like_one_of_the_frame_is_refused() -> None:
    with pytest.raises(ValueError, match="already has a column 'converted'"):
        spark.convert(spark_frame("json", "converted"), "json", from_="openai")
    with pytest.raises(ValueError, match="already has a column 'out'"):
        ray.convert(ray_dataset("json", "out"), "json", from_="openai", output="out")


def test_a_missing_column_is_named_with_the_frame_s_columns() -> None:
    with pytest.raises(ValueError, match=r"no column 'text' \(the frame has json, id\)"):
        spark.validate(spark_frame("json", "id"), "text")
    with pytest.raises(ValueError, match=r"no column 'text' \(the frame has json, id\)"):
        spark.convert(spark_frame("json", "id"), "text", from_="openai")
    with pytest.raises(ValueError, match="no column 'when'"):
        ray.validate(ray_dataset("json", "id"), "json", stream_key="id", order_key="when")


def test_ray_s_own_working_column_cannot_be_one_the_caller_names() -> None:
    with pytest.raises(ValueError, match="a column the engine adds"):
        ray.validate(ray_dataset("json", ray.PLACE), "json", stream_key=ray.PLACE)


def test_names_that_do_not_clash_pass() -> None:
    check_columns(["json", "session", "seq"], "json", "session", "seq")
    check_columns(["json"], "json", output="converted")
