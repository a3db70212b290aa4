"""Patterns, decided once for every target: `syntax` reads an ECMA-262 pattern (Unicode mode)
into a target-neutral tree (one the Unicode grammar refuses by the grammar without the `u` flag,
where that reads it), `charsets` fixes what each set of characters holds, `translate`
checks the tree against what every target can run alike and prints it for each engine (Python's
`re` or the runtime's linear-time matcher, ECMA-262 for TypeScript and Rust, RE2 or regexp2
for Go). One verdict per pattern: a translation for all, or `PatternRefused` for all."""

from .syntax import PatternSyntaxError, parse, parse_legacy, well_formed
from .translate import MAX_REPEAT, PatternRefused, Translations, decide

__all__ = [
    "MAX_REPEAT",
    "PatternRefused",
    "PatternSyntaxError",
    "Translations",
    "decide",
    "parse",
    "parse_legacy",
    "well_formed",
]
