"""`agentproto validate`: payloads checked against a schema set, built for CI.

inputs.py   paths -> inputs -> work items (blocks of whole JSON lines, or one JSON document)
check.py    work item -> outcome: parse, find the entity, validate (in worker processes)
catalog.py  the schema set: entities by name and `$id`, compiled validators, detection
report.py   outcomes -> text, JSON lines, GitHub annotations or JUnit XML
run.py      the run: strings the stages together, in input order, in bounded memory
"""

from .run import Options, validate

__all__ = ["Options", "validate"]
