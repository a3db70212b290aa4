"""`agentproto docs`: the reference site, for the shipped schemas and for a set of one's own.
Every link of every page is checked by parsing the HTML here; a sample of pages is opened in
headless Chromium (selenium), which must log no error, draw every diagram with a size, and
find an entity by its name and by a word of its description from the search box. Screenshots
are kept under the test's temporary folder (the path is printed), or under
$AGENTPROTO_DOCS_SCREENSHOTS when set."""

from __future__ import annotations

import json
import os
import re
import shutil
import tempfile
from collections import Counter
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

import pytest
from click.testing import CliRunner
from markupsafe import escape

from agentproto.cli import main
from agentproto.ir import types as t
from agentproto.pipeline import Renderer
from agentproto.targets.registry import TARGETS
from support import FIXTURE_DIR, ROOT, SCHEMA_DIR, missing_toolchain

CHROMIUM = Path("/usr/bin/chromium")
CHROMEDRIVER = Path("/usr/bin/chromedriver")
#: Pages opened in the browser besides the index and every page with a diagram other than a
#: union's (unions are many: this many of them are opened).
UNION_PAGES = 4
PLAIN_PAGES = 3


def docs(*args: str | Path) -> Any:
    return CliRunner().invoke(main, ["docs", *map(str, args)], catch_exceptions=False)


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("docs") / "site"
    result = docs("--schema-dir", SCHEMA_DIR, "--out-dir", out, "--fixtures", FIXTURE_DIR)
    assert result.exit_code == 0, result.output
    return out


class Page(HTMLParser):
    """The ids a page defines and the links (href, src) it holds."""

    def __init__(self) -> None:
        super().__init__()
        self.ids: list[str] = []
        self.links: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for name, value in attrs:
            if name == "id" and value:
                self.ids.append(value)
            if name in ("href", "src") and value is not None:
                self.links.append(value)


def parsed(path: Path) -> Page:
    page = Page()
    page.feed(path.read_text(encoding="utf-8"))
    return page


def check_links(site: Path) -> int:
    """Asserts every href and src of every page names a file of the site and, with a
    fragment, an id on it; so does every entry of the search index. Returns the links seen."""
    pages = {path: parsed(path) for path in site.rglob("*.html")}
    checked = 0
    for path, page in pages.items():
        assert len(page.ids) == len(set(page.ids)), path
        for link in page.links:
            parts = urlsplit(link)
            assert not parts.scheme and not parts.netloc, f"{path}: {link} leaves the site"
            target = (path.parent / unquote(parts.path)).resolve() if parts.path else path
            assert target.is_file(), f"{path.relative_to(site)}: {link} names no file"
            assert site.resolve() in target.parents, f"{path}: {link} is outside the site"
            if parts.fragment:
                ids = pages[target].ids if target in pages else set()
                assert unquote(parts.fragment) in ids, f"{path.relative_to(site)}: {link}"
            checked += 1
    for entry in json.loads((site / "search-index.json").read_text(encoding="utf-8")):
        file, _, anchor = entry["url"].partition("#")
        assert (site / file).is_file() and (not anchor or anchor in pages[site / file].ids)
    return checked


def test_every_link_of_every_page_resolves(site: Path) -> None:
    pages = list(site.rglob("*.html"))
    assert len(pages) == len(list(SCHEMA_DIR.rglob("*.json"))) + 1  # a page a document, an index
    assert check_links(site) > 1000


def generated_fields(language: str) -> dict[tuple[str, str], list[tuple[str, str]]]:
    """(module, struct) -> [(field, type)] as the committed generated code declares them: Go
    structs and Rust structs (fields on one line; the records' own bookkeeping fields left
    out)."""
    found: dict[tuple[str, str], list[tuple[str, str]]] = {}
    if language == "go":
        files = [(p.parent.name, p) for p in sorted((ROOT / "generated" / "go").glob("*/*.go"))]
        start, line = (
            re.compile(r"^type (\w+) struct \{$"),
            re.compile(r"^\t([A-Z]\w*)\s+(.+?)(?:\s+`json:.*)?$"),
        )
    else:
        files = [(p.stem, p) for p in sorted((ROOT / "generated" / "rust" / "src").glob("*.rs"))]
        start, line = re.compile(r"^pub struct (\w+) \{$"), re.compile(r"^    pub (\w+): (.+),$")
    for module, path in files:
        current: list[tuple[str, str]] | None = None
        for text in path.read_text(encoding="utf-8").splitlines():
            if (opened := start.match(text)) is not None:
                current = found.setdefault((module, opened[1]), [])
            elif text == "}":
                current = None
            elif (
                current is not None
                and (field := line.match(text)) is not None
                and field[1] not in ("Extra", "key_order", "extra")
            ):
                current.append((field[1], field[2]))
    return found


@pytest.mark.parametrize("language", ["go", "rust"])
def test_fields_are_named_and_typed_as_the_generated_code_declares(
    site: Path, language: str
) -> None:
    """Each record field's name and type in the target's column is what the committed
    bindings declare (generated/ is what the generator makes from schema/)."""
    built = Renderer(SCHEMA_DIR, "bindings", None, False).ir(TARGETS[language].naming)
    rel = {d.uri: d.rel for d in built.schemas.documents}
    structs = generated_fields(language)
    compared = 0
    for module in built.program.modules:
        for decl in module.decls:
            if not isinstance(decl, t.Record) or (module.name, decl.name) not in structs:
                continue
            page = (site / rel[decl.origin.uri].replace(".json", ".html")).read_text("utf-8")
            for name, spelled in structs[(module.name, decl.name)]:
                cell = f'<code class="name">{escape(name)}</code><br><code class="type">'
                assert f"{cell}{escape(spelled)}</code>" in page, (decl.name, name, spelled)
                compared += 1
    assert compared > 500


def test_fixtures_and_schema_examples_are_shown(site: Path) -> None:
    fixture = next(
        p
        for p in sorted(FIXTURE_DIR.glob("*/*/invalid/*.json"))
        if not p.name.endswith(".expected.json")
    )
    expected = json.loads(fixture.with_name(f"{fixture.stem}.expected.json").read_text("utf-8"))
    entity = fixture.parent.parent
    page = site / entity.parent.name / f"{entity.name}.html"
    text = page.read_text(encoding="utf-8")
    assert f"{entity.parent.name}/{entity.name}/invalid/{fixture.name}" in text
    assert f"pointer: {expected['pointer']}" in text  # what is wrong with it, said beside it
    with_examples = next(
        p for p in sorted(SCHEMA_DIR.rglob("*.json")) if '"examples"' in p.read_text("utf-8")
    )
    rel = with_examples.relative_to(SCHEMA_DIR).as_posix()
    assert f"{rel} examples" in (site / rel.replace(".json", ".html")).read_text("utf-8")


def test_stream_unions_show_the_order_their_good_fixture_streams_have(site: Path) -> None:
    """A union marked `x-stream` gets the order its fixture streams show; a union a fold table
    names gets that table's phases; state machines get theirs."""
    streams = [
        p for p in sorted(SCHEMA_DIR.rglob("*.json")) if '"x-stream"' in p.read_text("utf-8")
    ]
    assert streams
    for path in streams:
        rel = path.relative_to(SCHEMA_DIR).as_posix()
        text = (site / rel.replace(".json", ".html")).read_text(encoding="utf-8")
        assert 'data-diagram="stream"' in text, rel
    pages = [p.read_text(encoding="utf-8") for p in site.rglob("*.html")]
    machines = [p for p in SCHEMA_DIR.rglob("*.json") if "x-state-machine" in p.read_text("utf-8")]
    assert sum('data-diagram="state"' in text for text in pages) == len(machines)
    assert any('data-diagram="order"' in text for text in pages)


USER_SET = {
    "shape.json": {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "https://example.com/shapes/shape.json",
        "description": "A shape on the board.",
        "oneOf": [{"$ref": "circle.json"}, {"$ref": "square.json"}],
    },
    "circle.json": {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "https://example.com/shapes/circle.json",
        "type": "object",
        "description": "A round shape.",
        "properties": {
            "kind": {"const": "circle"},
            "radius": {"type": "number", "exclusiveMinimum": 0, "description": "In pixels."},
            "label": {"type": ["string", "null"], "maxLength": 20},
        },
        "required": ["kind", "radius"],
        "additionalProperties": False,
        "examples": [{"kind": "circle", "radius": 2}],
    },
    "square.json": {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "https://example.com/shapes/square.json",
        "type": "object",
        "properties": {"kind": {"const": "square"}, "side": {"type": "integer"}},
        "required": ["kind", "side"],
        "additionalProperties": False,
    },
}


def test_a_set_of_ones_own_without_data_tables(tmp_path: Path) -> None:
    schemas = tmp_path / "shapes"
    schemas.mkdir()
    for name, schema in USER_SET.items():
        (schemas / name).write_text(json.dumps(schema), encoding="utf-8")
    out = tmp_path / "site"
    result = docs("--schema-dir", schemas, "--out-dir", out)
    assert result.exit_code == 0, result.output
    shape = (out / "shape.html").read_text(encoding="utf-8")
    assert shape.count("<svg") == 1 and "kind = &quot;circle&quot;" in shape  # the union only
    circle = (out / "circle.html").read_text(encoding="utf-8")
    assert "<svg" not in circle
    assert "exclusiveMinimum: 0" in circle and "maxLength: 20" in circle
    assert "nullable" in circle and "&#34;radius&#34;: 2" in circle
    # written again over its own earlier site: replaced whole
    (out / "stale.html").write_text("old", encoding="utf-8")
    assert docs("--schema-dir", schemas, "--out-dir", out).exit_code == 0
    assert not (out / "stale.html").exists() and (out / "shape.html").is_file()


def test_bad_input_is_a_clear_error_and_keeps_the_previous_site(tmp_path: Path) -> None:
    schemas = tmp_path / "shapes"
    schemas.mkdir()
    for name, schema in USER_SET.items():
        (schemas / name).write_text(json.dumps(schema), encoding="utf-8")
    out = tmp_path / "site"
    assert docs("--schema-dir", schemas, "--out-dir", out).exit_code == 0
    before = {p: p.read_bytes() for p in out.rglob("*") if p.is_file()}
    broken = dict(USER_SET["square.json"], properties={"side": {"$ref": "#/$defs/nowhere"}})
    (schemas / "square.json").write_text(json.dumps(broken), encoding="utf-8")
    result = CliRunner().invoke(main, ["docs", "--schema-dir", str(schemas), "--out-dir", str(out)])
    assert result.exit_code == 2
    assert "square.json#/properties/side" in result.output, result.output
    assert "Traceback" not in result.output
    assert {p: p.read_bytes() for p in out.rglob("*") if p.is_file()} == before
    (schemas / "square.json").write_text("{not json", encoding="utf-8")
    result = CliRunner().invoke(main, ["docs", "--schema-dir", str(schemas), "--out-dir", str(out)])
    assert result.exit_code == 2 and "square.json" in result.output
    # a folder of someone else's files is not replaced
    theirs = tmp_path / "theirs"
    theirs.mkdir()
    (theirs / "notes.txt").write_text("mine", encoding="utf-8")
    (schemas / "square.json").write_text(json.dumps(USER_SET["square.json"]), encoding="utf-8")
    result = CliRunner().invoke(
        main, ["docs", "--schema-dir", str(schemas), "--out-dir", str(theirs)]
    )
    assert result.exit_code == 2 and "not a site" in result.output
    assert [p.name for p in theirs.iterdir()] == ["notes.txt"]
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")]  # no staging left


# -- in the browser ----------------------------------------------------------------------------


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
    except ImportError:
        missing_toolchain("selenium is not installed (the dev extra: scripts/setup)")
    if not (CHROMIUM.is_file() and CHROMEDRIVER.is_file()):
        missing_toolchain(
            f"{CHROMIUM} and {CHROMEDRIVER} are needed (Debian: apt-get install chromium "
            "chromium-driver; scripts/setup does it as root)"
        )
    profile = tempfile.mkdtemp(prefix="agentproto-chromium-")
    options = webdriver.ChromeOptions()
    options.binary_location = str(CHROMIUM)
    for argument in (
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-dev-shm-usage",
        f"--user-data-dir={profile}",
        "--window-size=1400,1000",
    ):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(str(CHROMEDRIVER)), options=options)
    try:
        yield driver
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)


@pytest.fixture(scope="module")
def screenshots(tmp_path_factory: pytest.TempPathFactory) -> Path:
    chosen = os.environ.get("AGENTPROTO_DOCS_SCREENSHOTS")
    folder = Path(chosen) if chosen else tmp_path_factory.mktemp("docs-screenshots")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def sample(site: Path) -> list[Path]:
    """The index, every page with a state machine or an event order, a few union pages and a
    few plain ones."""
    pages = sorted(site.rglob("*.html"))
    kinds = {
        p: set(re.findall(r'data-diagram="(\w+)"', p.read_text(encoding="utf-8"))) for p in pages
    }
    special = [p for p in pages if kinds[p] - {"union"}]
    unions = [p for p in pages if kinds[p] == {"union"}]
    plain = [p for p in pages if not kinds[p] and p.name != "index.html"]
    assert {"state", "order"} <= set().union(*kinds.values())
    return [site / "index.html", *special, *unions[:UNION_PAGES], *plain[:PLAIN_PAGES]]


def test_pages_render_and_diagrams_draw(
    site: Path, browser: Any, screenshots: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from selenium.webdriver.common.by import By

    pages = sample(site)
    assert len(pages) > 5
    diagrams = 0
    for path in pages:
        browser.get(path.as_uri())
        assert browser.find_element(By.TAG_NAME, "h1").text
        severe = [e for e in browser.get_log("browser") if e["level"] == "SEVERE"]
        assert not severe, f"{path.relative_to(site)}: {severe}"
        for svg in browser.find_elements(By.CSS_SELECTOR, "svg.diagram"):
            size = svg.size
            assert size["width"] > 0 and size["height"] > 0, path
            # every box and edge drawn with an extent (a straight edge has one of its two)
            boxes = browser.execute_script(
                "return Array.from(arguments[0].querySelectorAll('rect, path.edge'))"
                ".map(e => { const b = e.getBBox(); return [e.tagName, b.width, b.height]; });",
                svg,
            )
            assert boxes and all(w > 0 or h > 0 for _, w, h in boxes), (path, boxes)
            assert all(w > 0 and h > 0 for tag, w, h in boxes if tag == "rect"), path
            diagrams += 1
        name = path.relative_to(site).as_posix().replace("/", "--").replace(".html", ".png")
        browser.save_screenshot(str(screenshots / name))
    assert diagrams >= 3
    with capsys.disabled():
        print(f"\nscreenshots of the reference site: {screenshots}")


def test_search_finds_by_name_and_by_a_word_of_the_description(
    site: Path, browser: Any, screenshots: Path
) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    index = json.loads((site / "search-index.json").read_text(encoding="utf-8"))
    words = Counter(
        w for entry in index for w in set(re.findall(r"[a-z]{7,}", entry["doc"].lower()))
    )
    # an entity whose description has a word few others have: it must be among the results
    entity, word = next(
        (entry, w)
        for entry in index
        if entry["kind"] in ("record", "union", "enum")
        for w in sorted(set(re.findall(r"[a-z]{7,}", entry["doc"].lower())))
        if words[w] <= 5
    )

    def results_for(query: str) -> list[tuple[str, str]]:
        browser.get((site / "index.html").as_uri())
        box = browser.find_element(By.ID, "search-box")
        box.clear()
        box.send_keys(query)
        WebDriverWait(browser, 5).until(
            lambda d: d.find_element(By.ID, "search-results").is_displayed()
        )
        return [
            (a.text, a.get_attribute("href"))
            for a in browser.find_elements(By.CSS_SELECTOR, "#search-results a.hit")
        ]

    by_name = results_for(entity["name"])
    assert by_name and by_name[0][0] == entity["name"]  # the name itself ranks first
    assert any(href.endswith(entity["url"]) for _, href in by_name)
    by_word = results_for(word)
    assert any(href.endswith(entity["url"]) for _, href in by_word), (word, by_word[:5])
    browser.save_screenshot(str(screenshots / "search.png"))
    # following a hit lands on its entity
    browser.find_element(By.CSS_SELECTOR, "#search-results a.hit").click()
    anchor = urlsplit(browser.current_url).fragment
    assert browser.find_element(By.ID, anchor)
    assert not [e for e in browser.get_log("browser") if e["level"] == "SEVERE"]
    nothing = results_for("zzzz-no-such-name")
    assert nothing == []


def test_names_that_are_unsafe_in_a_path_or_an_id(tmp_path: Path) -> None:
    """File names and property names that collide once made safe for a file or an id still
    give a page each and an anchor each, every link resolving."""
    schemas = tmp_path / "odd"
    schemas.mkdir()
    odd = {"a b/c~d": {"type": "string"}, "a_20b/c~d": {"type": "string"}, "": {"type": "null"}}
    for stem in ("two words", "two_words", "two%words"):
        schema = {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "type": "object",
            "properties": odd,
            "$defs": {"a b": {"type": "integer"}, "a-b": {"type": "boolean"}},
        }
        (schemas / f"{stem}.json").write_text(json.dumps(schema), encoding="utf-8")
    out = tmp_path / "site"
    result = docs("--schema-dir", schemas, "--out-dir", out)
    assert result.exit_code == 0, result.output
    assert len(list(out.glob("*.html"))) == 4
    assert check_links(out) > 0
    for page in out.glob("two*.html"):
        ids = parsed(page).ids
        assert len([i for i in ids if i.startswith("entity--")]) == len(odd)
