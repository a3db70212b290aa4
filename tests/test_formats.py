"""`format` as an assertion: every format of JSON Schema 2020-12, held to the grammar of the
standard that defines it. The official suite covers the common cases; these are the edges it
leaves out (limits, leap seconds across midnight, the ABNF's exact shape, IDNA context rules,
ECMA-262 early errors), each valid and invalid."""

from __future__ import annotations

import importlib
from functools import cache
from typing import Any

import pytest

import agentproto

VALID: dict[str, list[str]] = {
    "date-time": [
        "2024-02-29T00:00:00Z",  # leap year
        "2000-02-29T12:00:00+01:00",  # divisible by 400: leap
        "0000-01-01T00:00:00Z",  # any four digits
        "2024-01-01T00:00:00.123456789012Z",  # any number of fraction digits
        "2024-01-01T00:00:00-00:00",  # offset unknown
        "1999-01-01T00:59:60+01:00",  # 23:59:60 UTC on the day before
        "2016-12-31t23:59:60z",  # lower-case t and z
    ],
    "date": ["2024-12-31", "2000-02-29", "0001-01-01"],
    "time": ["23:59:59.999+14:00", "00:00:00z", "12:34:56.0-23:59", "00:29:60-23:30"],
    "duration": [
        "P1Y2M3DT4H5M6S",
        "P1Y0M1D",  # no unit skipped
        "PT1H0M1S",
        "P1MT1M",  # month, then minute
        "P0W",
        "P10000D",
        "p1y",  # ABNF literals ignore case
    ],
    "email": [
        "a@b",
        "x@localhost",
        "user+tag@example.co.uk",
        '"us er"@example.com',
        '""@example.com',  # an empty quoted string is a local part
        '"a\\"b"@example.com',  # quoted pair
        "a" * 64 + "@example.com",  # the longest local part
        "user@[IPv6:1:2:3:4:5:6:7:8]",
        "user@[ipv6:::1]",  # the tag ignores case
        "user@[IPv6:1:2:3:4:5::]",  # "::" for two groups
        "user@[IPv6:::ffff:1.2.3.4]",
        "user@xn--bcher-kva.de",  # an A-label is ASCII
    ],
    "idn-email": ["用户@example.com", "user@bücher.de", "Ω@例え.テスト", '"ü ber"@x.de'],
    "hostname": [
        "example.com",
        "a" * 63,
        ".".join(["a" * 63] * 3 + ["a" * 61]),  # 253 characters
        "xn--bcher-kva.de",
        "XN--BCHER-KVA.de",  # A-labels ignore case like the rest of DNS
        "ab--cd.com",  # RFC 1123 does not reserve "--"
        "1.2.3.4",
    ],
    "idn-hostname": [
        "bücher.de",
        "xn--bcher-kva.de",
        "παράδειγμα.δοκιμή",
        "пример.рф",
        "例え.テスト",
        "مثال.إختبار",
        "مثال.test",  # an LTR label that passes the Bidi rule
        "نامه\u200cای",  # ZWNJ between a dual-joining and a right-joining letter
        "क्\u200dष",  # ZWJ after a virama
        "l·l.cat",
        "ab--cd",
    ],
    "ipv4": ["0.0.0.0", "255.255.255.255", "10.0.0.1"],
    "ipv6": [
        "1:2:3:4:5:6:7::",
        "::2:3:4:5:6:7:8",
        "::ffff:1.2.3.4",
        "::1.2.3.4",
        "FE80::1",
        "1:2:3:4:5:6:1.2.3.4",
        "0000:0000:0000:0000:0000:0000:0000:0000",
    ],
    "uri": [
        "urn:isbn:0451450523",
        "http://example.com:8080/path?q=1#frag",
        "http://[v1.fe80::a+en1]/",  # IPvFuture
        "http://example.com/%2F",
        "a+b-c.d:x",
        "http://example.com:",  # empty port
        "file:///etc/passwd",  # empty host
        "http:",
        "http://user:pass@host:1/",
        "foo://[::1]:80",
        "x:/a//b",
        "s:?#",
    ],
    "uri-reference": ["", "?q", "#", "../a", "./a:b", "//host", "a/b:c", "%41"],
    "iri": ["http://bücher.de/ü?ä#ö", "http://a/?\ue000", "urn:例え"],
    "iri-reference": ["", "ü", "?\ue000", "//例え/"],
    "uri-template": [
        "",
        "{var}",
        "{+path}/here",
        "{#frag}",
        "X{.list*}",
        "{;x,y}",
        "{?q,lang}",
        "{&x}",
        "{var:3}",
        "{var:9999}",
        "{a.b}",
        "{a_1,B2*}",
        "%20{x}",
        "{%20}",
        "http://ü/{x}",
        "{=x}",  # an operator reserved for extensions, but in the grammar
    ],
    "json-pointer": ["", "/a\nb", "/\u0000", "/~0~1", "/ü"],
    "relative-json-pointer": ["0", "10#", "0/", "0-1#", "3+10/foo"],  # with index shifts
    "regex": [
        "",
        "a|",
        "(?:)",
        "(?<year>[0-9]{4})-\\k<year>",
        "\\k<a>(?<a>x)",  # a name may be used before its group
        "(?<a>x)|(?<a>y)",  # duplicate names in different alternatives
        "(a)\\1",
        "a{1,}",
        "a{1,2}?",
        "\\]",
        "[]",
        "[^]",
        "[[]",
        "[-a]",
        "[a-]",
        "[a-z\\d]",
        "[\\u0041-\\u005A]",
        "\\u{1F600}",
        "\\uD83D\\uDE00",
        "(?i:a)",
        "(?i-m:a)",  # modifiers
        "\\0",
        "\\cA",
        "\\x41",
        "\\p{L}",
        "\\p{gc=Lu}",
        "\\P{Script=Greek}",
        "\\p{ASCII_Hex_Digit}",
        "\\/",
        "/",
        "[\\-]",
        "[\\b]",
        "^\\bword\\B$",
        "(?!x)(?=y)(?<=z)(?<!w)",
        "(?<$_a\u00e9>x)",
        "(?<\\u0061>x)\\k<a>",
    ],
    "uuid": ["2eb8aa08-aa98-11ea-b4aa-73b441d16380", "00000000-0000-0000-0000-000000000000"],
}

INVALID: dict[str, list[str]] = {
    "date-time": [
        "2023-02-29T00:00:00Z",
        "1900-02-29T00:00:00Z",  # divisible by 100, not 400
        "2024-01-01T00:00:00",  # no offset
        "2024-01-01 00:00:00Z",  # a space is not the ABNF
        "2024-01-01T00:00:00.Z",  # empty fraction
        "2024-01-01T24:00:00Z",
        "+2024-01-01T00:00:00Z",
        "12024-01-01T00:00:00Z",
        "2024-01-01T00:00:00Z\n",
        "2024-01-01T00:00:00+01",
        "2024-01-01T00:00:00+0100",
        "2024-01-01T00:00Z",
        "2024-01-01T00:00:60+00:00",  # a leap second only ends 23:59 UTC
    ],
    "date": [
        "2024-1-01",
        "2024-00-10",
        "2024-01-00",
        "1900-02-29",
        "2024-01-01T00:00:00Z",
        "2024-01-01\n",
        "２０２４-01-01",
    ],
    "time": ["23:59:59+1400", "1:00:00Z", "12:00Z", "12:00:00+24:00", "T12:00:00Z", "12:00:00.Z"],
    "duration": [
        "P1Y1D",  # the ABNF skips no unit: P1Y0M1D
        "PT1H1S",
        "P1.5Y",  # no fractions
        "P1W2D",  # weeks stand alone
        "P-1D",
        "",
        "P",
        "PT",
        "P1DT",
        "PT1S1M",
        "P1D1D",
        " P1D",
    ],
    "email": [
        "a@b@c",
        "@example.com",
        "user@",
        "a.@b",
        "us er@example.com",
        '"unterminated@example.com',
        '"a\\"@b',
        "a" * 65 + "@example.com",  # local part over 64 octets
        "u@" + ("a" * 63 + ".") * 3 + "a" * 63,  # over 254 in all
        "user@-example.com",
        "user@example..com",
        "user@example.com.",
        "user@[1.2.3]",
        "user@[IPv6:1:2:3:4:5:6:7::]",  # RFC 5321: "::" must stand for two groups or more
        "user@[IPv6:1:2:3:4:5:6:1.2.3.4::]",
        "user@[Tag:stuff]",  # no General-address-literal tag is registered
        "用户@example.com",  # non-ASCII needs idn-email
        "user@bücher.de",
    ],
    "idn-email": ["2962", "用户@", "user@exa mple.com", "user@Bücher.de", "\ud800@example.com"],
    "hostname": [
        "example.com.",
        "a..b",
        "a" * 64,
        ".".join(["a" * 63] * 3 + ["a" * 62]),  # 254 characters
        "ex_ample.com",
        "bücher.de",
        "xn--.com",
        "xn--abc",  # not Punycode of anything
        "xn--bcher-kvb.de",  # Punycode, but not of a valid U-label
        "xn--ls8h.com",  # Punycode of an emoji, which IDNA2008 disallows
        " example.com",
        "host\n",
    ],
    "idn-hostname": [
        "Bücher.de",  # IDNA2008 labels hold no upper case; mapping is a lookup's business
        "ПРИМЕР.рф",
        "bu\u0308cher.de",  # not NFC
        "ab--ü",  # hyphens in the third and fourth positions
        "ü-",
        "☃.com",
        "a\u00adb",  # soft hyphen
        "\ufed9",  # a presentation form: unstable under NFKC
        "a\u200db",  # ZWJ without a virama
        "ا\u200cب",  # ZWNJ after a letter that does not join forwards
        "مثال.1test",  # in a Bidi name every label must start L, R or AL
        "a٠",  # an LTR label with an Arabic-Indic digit
        "bücher.de.",
        "ü" * 60,  # its A-label is over 63
    ],
    "ipv4": [
        "1.2.3",
        "01.2.3.4",
        "1.2.3.4 ",
        " 1.2.3.4",
        "1.2.3.4\n",
        "1.2.3.-4",
        "1.2.3.4.",
        "１.2.3.4",
    ],
    "ipv6": [
        "",
        ":::",
        "1:2:3:4:5:6:7:8::",
        "1::2::3",
        "::00000",
        "::ffff:1.2.3",
        "::ffff:01.2.3.4",
        "::1.2.3.4:5",  # a dotted quad only at the end
        "1.2.3.4::",
        "1:2:3:4:5:6:7:1.2.3.4",  # nine groups
        "fe80::1%eth0",
        "[::1]",
        "1:2:3:4:5:6:7:8\n",
    ],
    "uri": [
        "",
        "/a",
        "1http://x",
        "http://exa mple.com",
        "http://example.com/%zz",
        "http://example.com:80a",
        "http://ex[ample.com",
        "http://user@host@x",
        "http://[::1",
        "http://[1.2.3.4]/",  # brackets hold IPv6 or IPvFuture only
        "http://[fe80::1%25en0]/",  # zones are RFC 6874, not RFC 3986
        "http://bücher.de",  # non-ASCII needs iri
        "http://example.com/#a#b",
        "http://a/b\n",
        "http://a/\\b",
        "http://a/<b>",
        "http://a/b|c",
        "http://a/{b}",
    ],
    "uri-reference": [":a", "a b", "#%", "//ho st", "[::1]", "http://bücher.de", "\\\\a"],
    "iri": [
        "/ü",
        "http://a b",
        "http://a/\ue000",  # private use only in the query
        "http://a/#\ue000",
        "http://a/\ufdd0",  # a noncharacter
    ],
    "iri-reference": ["/\ue000", "\u0001", ":ü"],
    "uri-template": [
        "{}",
        "{var",
        "var}",
        "{x}{",
        "{va r}",
        "{a..b}",
        "{a.}",
        "{.}",
        "{$x}",
        "{x,}",
        "{.a",
        "{var:0}",
        "{var:10000}",
        "{x*:3}",
        "{x:3*}",
        "%2{x}",
        "a b",
        'a"b',
        "a'b",
    ],
    "json-pointer": ["~", "a", "/~", "/~a", "#/a"],
    "relative-json-pointer": ["0+0", "0-/a", "-0", "00", "1##", "1 /a", "0+01/a", "1/~2"],
    "regex": [
        "\\k<nope>",
        "(?<a>x)(?<a>y)",  # duplicate names that could both match
        "(?<a>(?<a>x))",
        "(a)\\2",
        "\\1",
        "a{2,1}",
        "a{,1}",  # Unicode mode: a lone brace is an error
        "a{1",
        "{",
        "}",
        "]",
        "[",
        "(",
        ")",
        "[z-a]",
        "[\\d-z]",  # a range from a set
        "\\u{110000}",
        "\\u12",
        "(?=a)*",  # assertions take no quantifier
        "(?<=a)+",
        "\\b+",
        "^*",
        "a**",
        "x{2}{3}",
        "(?ii:a)",
        "(?-:a)",
        "(?x:a)",
        "(?P<n>a)",
        "(?<1a>x)",
        "\\08",  # no octal escapes
        "[\\1]",
        "\\c1",
        "\\p{}",
        "\\p{L",
        "\\p{Foo}",
        "\\p{gc=Foo}",
        "\\p{Lu=Lu}",
        "\\-",  # identity escapes only of syntax characters and "/"
        "\\a",
        "\\e",
        "[\\B]",
        "\\k",
        "\\x4",
        "\\",
    ],
    "uuid": [
        "{2eb8aa08-aa98-11ea-b4aa-73b441d16380}",
        "urn:uuid:2eb8aa08-aa98-11ea-b4aa-73b441d16380",
        "2eb8aa08-aa98-11ea-b4aa-73b441d16380\n",
        "２eb8aa08-aa98-11ea-b4aa-73b441d16380",
    ],
}

CASES = [(name, value, True) for name, values in VALID.items() for value in values] + [
    (name, value, False) for name, values in INVALID.items() for value in values
]


@cache
def asserting(name: str) -> Any:
    return agentproto.compile({"format": name}, format_assertion=True)


@pytest.mark.parametrize(
    ("name", "value", "valid"),
    CASES,
    ids=[f"{n}-{'valid' if v else 'invalid'}-{x!r}" for n, x, v in CASES],
)
def test_format(name: str, value: str, valid: bool) -> None:
    validator = asserting(name)
    assert validator.is_valid(value) is valid
    problems = validator.errors(value)
    assert [p.keyword for p in problems] == ([] if valid else ["format"])


def test_every_2020_12_format_is_checked() -> None:
    """An unknown format passes, so a checker that went missing would pass everything: each
    format named by the 2020-12 vocabulary must reject something."""
    formats = {
        "date-time",
        "date",
        "time",
        "duration",
        "email",
        "idn-email",
        "hostname",
        "idn-hostname",
        "ipv4",
        "ipv6",
        "uri",
        "uri-reference",
        "iri",
        "iri-reference",
        "uuid",
        "uri-template",
        "json-pointer",
        "relative-json-pointer",
        "regex",
    }
    assert set(VALID) == set(INVALID) == formats
    for name in formats:
        assert not asserting(name).is_valid(INVALID[name][0]), name


@pytest.mark.parametrize("name", sorted(VALID))
def test_non_strings_pass(name: str) -> None:
    validator = asserting(name)
    for value in (None, True, 12, 1.5, [], {}):
        assert validator.is_valid(value)


def test_unknown_format_passes() -> None:
    assert asserting("no-such-format").is_valid("anything")


def test_format_is_an_annotation_unless_asked() -> None:
    assert agentproto.compile({"format": "ipv4"}).is_valid("not an address")


def test_generated_runtime_agrees() -> None:
    """The generated package's runtime comes from the same template: same verdicts."""
    runtime = importlib.import_module("agentproto_bindings._runtime")
    for name, value, valid in CASES:
        assert runtime.format_ok(name, value) is valid, (name, value)
