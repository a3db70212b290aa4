"""Model -> files: the pages from the package's Jinja templates, the search index, and the
static style and script. Every link is relative, so the site works from file:// anywhere."""

from __future__ import annotations

import json
from importlib import resources

import jinja2

from .model import LANGUAGES, PageDoc, SiteDoc

#: The static files every site carries, read from the package.
STATIC = ("site.css", "search.js")

#: Where a site says it is one: `write` replaces only a folder holding it.
MARKER = ".agentproto-docs"


def environment() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.PackageLoader("agentproto.docs", "templates"),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.globals["languages"] = LANGUAGES
    env.globals["language_label"] = dict(LANGUAGES)
    return env


def render_site(site: SiteDoc) -> dict[str, str]:
    """Every file of the site, path -> text."""
    env = environment()
    files: dict[str, str] = {}
    index = env.get_template("index.html.j2")
    files["index.html"] = index.render(site=site, root="", page_count=len(site.pages))
    page_template = env.get_template("page.html.j2")
    for page in site.pages:
        root = "../" * page.path.count("/")
        files[page.path] = page_template.render(
            site=site, page=page, root=root, link=lambda key, root=root: _link(root, key)
        )
    index_json = json.dumps(search_index(site), ensure_ascii=False, separators=(",", ":"))
    files["search-index.json"] = index_json + "\n"
    # the same index as a script: a page opened from file:// may not fetch() a file beside it,
    # but it may load a script
    files["search-index.js"] = f"window.AGENTPROTO_SEARCH_INDEX = {index_json};\n"
    for name in STATIC:
        files[name] = resources.files("agentproto.docs").joinpath("static", name).read_text("utf-8")
    files[MARKER] = "A reference site written by `agentproto docs`; replaced whole by it.\n"
    return files


def _link(root: str, key: str) -> str:
    return root + key if key else ""


def search_index(site: SiteDoc) -> list[dict[str, str]]:
    """One entry per entity and per field: its name, what kind it is, where it is, and its
    description, which the search matches word by word."""
    entries: list[dict[str, str]] = []
    for page in site.pages:
        for entity in page.entities:
            entries.append(_entry(entity.title, entity.kind, entity.key, entity.doc, page))
            for f in entity.fields:
                entries.append(
                    _entry(
                        f.json_name,
                        f"field of {entity.title}",
                        f"{page.path}#{f.anchor}",
                        f.doc,
                        page,
                    )
                )
    return entries


def _entry(name: str, kind: str, url: str, doc: str, page: PageDoc) -> dict[str, str]:
    return {"name": name, "kind": kind, "url": url, "doc": doc, "source": page.source}
