"""Problems are identical in every language: random invalid documents (one to three random edits
of a copy of a shipped example) go through each target's conformance program, and every
target must report the same problems as the Python bindings, in the same order, all four
fields alike: instance pointer, keyword, schema location and message.

The edits replace a value (another JSON type, null, strings with quotes, escapes, control and
astral characters and more than 40 code points, floats of every written form), remove a
property or add one no schema names. Numbers with an integral value stay within 2^53, where
every target holds them exactly (TypeScript holds no integer past it, and a double past it is
integral: `1e21` is an integer to Python, which TypeScript refuses), and added names are never
integer-like (a JavaScript object lists those first, whatever the document's order): both are
what the targets declare they hold (`agentproto conformance` prints it), not disagreements.

`AGENTPROTO_PROBLEMS_DOCUMENTS` sets how many documents (default 2,000: some 3,500 problems,
each entity with examples drawn a dozen times on average) and
`AGENTPROTO_PROBLEMS_SEED` the seed. The draw of 10,000 runs as a benchmark whose count of
disagreements is printed in bench/README.md (`bench/figures.py problems`): the suite keeps a
draw that fails on any disagreement it meets, the larger one is rerun whenever the rule or
this file changes."""

from __future__ import annotations

import copy
import json
import math
import os
import random
import struct
import subprocess
from typing import Any

from agentproto.conformance.runner import (
    PROBLEMS_REFERENCE,
    compare_problems,
    entity_names,
    talk,
)
from agentproto.plan import problems as pr
from agentproto.targets.registry import TARGETS, conformance_targets
from bindings import validators
from support import SCHEMA_DIR, ConformancePrograms, fixtures, typescript_toolchain

DOCUMENTS = int(os.environ.get("AGENTPROTO_PROBLEMS_DOCUMENTS", "2000"))
SEED = int(os.environ.get("AGENTPROTO_PROBLEMS_SEED", "24"))

NAMES = ("extra", "metadata", "toolCallId", "stop reason", "ünïcode", "a/b~c", 'q"uote')
STRINGS = (
    "",
    "x",
    'say "hi"\n\tand \\ leave',
    "\x00\x01\x1f\x7f controls",
    "snow ☃ and clef 𝄞 and emoji 😀",
    "a much longer string than forty code points, so that it is cut short in every message",
    "𝄞" * 45,
)
NUMBERS = (
    0,
    -1,
    7,
    2**53 - 1,
    -(2**53) + 1,
    0.5,
    -0.0,
    5.0,
    0.1 + 0.2,
    1e-7,
    1.5e-6,
    123456.789,
    5e-324,
    2.5e-300,
    0.000001,
    -3.25e15,
    9007199254740991.0,
)


def random_doubles(count: int) -> list[float]:
    """Finite doubles of every magnitude (random bit patterns), and the edges of the forms."""
    rng = random.Random(SEED)
    out = [1e21, 1e-7, 1e-6, 123e-9, 2.0**53, 2.0**53 - 1, 1e20 + 2**17, 0.1, -0.0, 5e-324]
    while len(out) < count:
        (value,) = struct.unpack("<d", rng.getrandbits(64).to_bytes(8, "little"))
        if math.isfinite(value):
            out.append(value)
    return out


#: Doubles with a fraction, of every magnitude a fraction has, and two whose shortest digits
#: are a tie (the double is exactly between two 17-digit texts; the even one is written).
FRACTIONS = [x for x in random_doubles(2000) if not x.is_integer()] + [
    2211024747727087.2,
    254465990895478.62,
]


def replacement(rng: random.Random, value: Any) -> Any:
    """A value to put where `value` was: mostly of another kind."""
    pick = rng.randrange(6)
    if pick == 0:
        return rng.choice(STRINGS)
    if pick == 1:
        fraction = rng.choice(FRACTIONS)
        return rng.choice((*NUMBERS, fraction, rng.uniform(-1e6, 1e6), rng.randint(-1000, 1000)))
    if pick == 2:
        return rng.choice((None, True, False))
    if pick == 3:
        return rng.choice(([], [1, "a"], [value, value], {}, {"k": 1}))
    if pick == 4 and isinstance(value, str):
        return value + rng.choice(STRINGS)
    return rng.choice(STRINGS) if not isinstance(value, str) else rng.choice(NUMBERS)


def spots(doc: Any) -> list[tuple[Any, Any]]:
    """(container, key or index) of every value inside `doc`."""
    found: list[tuple[Any, Any]] = []
    stack = [doc]
    while stack:
        node = stack.pop()
        pairs = node.items() if isinstance(node, dict) else enumerate(node)
        for key, value in pairs:
            found.append((node, key))
            if isinstance(value, dict | list):
                stack.append(value)
    return found


def mutate(rng: random.Random, doc: Any) -> None:
    objects = [doc] if isinstance(doc, dict) else []
    places = spots(doc) if isinstance(doc, dict | list) else []
    objects += [c[k] for c, k in places if isinstance(c[k], dict)]
    action = rng.randrange(4)
    if action == 0 and objects:
        target = rng.choice(objects)
        target[rng.choice(NAMES)] = replacement(rng, None)
    elif action == 1 and any(isinstance(c, dict) for c, _ in places):
        container, key = rng.choice([(c, k) for c, k in places if isinstance(c, dict)])
        del container[key]
    elif places:
        container, key = rng.choice(places)
        container[key] = replacement(rng, container[key])


def documents(count: int, seed: int) -> list[tuple[str, Any]]:
    """`count` (entity, document) pairs the Python bindings find invalid."""
    rng = random.Random(seed)
    examples = [(f.entity, f.payload()) for f in fixtures()]
    out: list[tuple[str, Any]] = []
    while len(out) < count:
        entity, payload = rng.choice(examples)
        doc = copy.deepcopy(payload)
        for _ in range(rng.randint(1, 3)):
            mutate(rng, doc)
        if validators(entity)[1](doc):
            out.append((entity, doc))
    return out


def test_every_target_reports_the_same_problems(conformance_programs: ConformancePrograms) -> None:
    docs = documents(DOCUMENTS, SEED)
    answers = {}
    for target in conformance_targets():
        command = conformance_programs.command(target)
        names = entity_names(SCHEMA_DIR, TARGETS[target].naming)
        requests = []
        for i, (entity, doc) in enumerate(docs):
            module, name = names[entity]
            requests.append(
                {
                    "id": str(i),
                    "kind": "fixture",
                    "entity": entity,
                    "module": module,
                    "name": name,
                    "payload": doc,
                }
            )
        answers[target] = talk(command, requests)
    reference = answers[PROBLEMS_REFERENCE]
    disagreements = []
    problems = 0
    for i in range(len(docs)):
        wanted = reference[str(i)].get("problems") or []
        assert wanted, f"document {i} ({docs[i][0]}) is invalid, yet has no problems"
        problems += len(wanted)
        for target, answered in answers.items():
            got = answered.get(str(i), {})
            difference = compare_problems(wanted, got.get("problems") or [])
            if difference is not None:
                disagreements.append(f"document {i} ({docs[i][0]}) {target}: {difference}")
    others = sorted(set(answers) - {PROBLEMS_REFERENCE})
    print(
        f"{len(docs)} invalid documents ({problems} problems) through {PROBLEMS_REFERENCE} and "
        f"{', '.join(others)}: {len(disagreements)} disagreements"
    )
    assert len(answers) == len(conformance_targets())
    assert DOCUMENTS < 10_000 or len(docs) >= 10_000
    assert not disagreements, "\n".join(disagreements[:20])


def test_numbers_are_written_as_ecmascript_writes_them() -> None:
    """The generator's `number_text` (which the Python runtime repeats) against JavaScript's own
    `String(x)`, the rule's definition, for integral values past 2^53 and every other double."""
    node, _ = typescript_toolchain()
    doubles = random_doubles(3000)
    script = "const xs = JSON.parse(require('fs').readFileSync(0, 'utf8'));"
    script += "process.stdout.write(JSON.stringify(xs.map(String)));"
    done = subprocess.run(
        [node, "-e", script], input=json.dumps(doubles), capture_output=True, text=True, check=True
    )
    javascript = json.loads(done.stdout)
    exact = [
        (x, js)
        for x, js in zip(doubles, javascript, strict=True)
        if abs(x) >= 2**53 or not x.is_integer()
    ]
    assert len(exact) > 2500
    assert [pr.number_text(x) for x, _ in exact] == [js for _, js in exact]


def test_the_python_runtime_shows_values_as_the_generator_does() -> None:
    from agentproto_bindings import _runtime as rt

    values: list[Any] = [*random_doubles(500), *STRINGS, *NUMBERS, None, True, [1], {"a": 1}]
    values += [2**70, -(2**64)]
    assert [rt.show(v) for v in values] == [pr.show(v) for v in values]
    assert [rt.kind(v) for v in values] == [pr.kind(v) for v in values]
