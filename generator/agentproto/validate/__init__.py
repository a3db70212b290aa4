"""`agentproto validate`: payloads checked against a schema set, built for CI.

inputs.py   paths -> inputs -> work items (blocks of whole JSON lines, or one JSON document)
check.py    work item -> outcome: parse, find the entity, validate (in worker processes)
catalog.py  the schema set: entities by name and `$id`, compiled validators, detection
prebuilt.py the canonical schemas' validators, shipped ready-made in canonical/
prebuild.py makes them (python -m agentproto.validate.prebuild)
report.py   outcomes -> text, JSON lines, GitHub annotations or JUnit XML
run.py      the run: strings the stages together, in input order, in bounded memory
"""

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .run import Options, validate

__all__ = ["Options", "validate"]


def __getattr__(name: str) -> Any:
    # imported when asked for: `convert` and `validate --dialect` need none of the run's modules
    if name in __all__:
        from . import run

        return getattr(run, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
