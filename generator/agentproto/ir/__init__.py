"""The intermediate representation: the one contract between the stages.

Two views of a schema set, both language-neutral frozen dataclasses:
- `types`: the shape of the data (records, tagged unions, enums, lists, maps, scalars), which
  emitters turn into classes, codecs and type annotations;
- `checks`: what JSON Schema asserts about an instance, which emitters turn into validation code.
Emitters never see schema dicts; the IR never knows a language.
"""
