"""Shared set-up for the web reference's browser tests: where the site is, the browser, the pages
loaded once and shared by the checks that only read them, and the bindery command's answers."""

import dataclasses
import json
import os
import pathlib
import subprocess

import pytest
from playwright.sync_api import sync_playwright

ROOT = pathlib.Path(__file__).resolve().parents[3]
SITE = pathlib.Path(os.environ.get("SITE_DIR", ROOT / ".build-site")).resolve()
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
BINDERY = os.environ.get("BINDERY", str(ROOT / ".build/debug/bindery"))


def pages():
    """Every page of the site, by file name."""
    return sorted(path.name for path in SITE.glob("*.html"))


@pytest.fixture(scope="session")
def browser():
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        yield browser
        browser.close()


@pytest.fixture
def page(browser):
    """A fresh page at 1280 px, for a test that changes what it shows."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    yield page
    context.close()


@dataclasses.dataclass
class Loaded:
    """A page of the site, loaded once, with what loading it logged."""

    page: object
    errors: list
    outside: list


@pytest.fixture(scope="session")
def loaded(browser):
    """Every page at 1280 px, each loaded once in one context and left open: its console errors and
    the requests that left the site, logged from its first request until the network was idle.
    The checks that only read a page (or add attributes of their own) share these."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    site = SITE.as_uri() + "/"
    opened = {}
    for name in pages():
        record = Loaded(context.new_page(), [], [])
        record.page.on("console", lambda message, r=record: message.type == "error" and r.errors.append(message.text))
        record.page.on("pageerror", lambda error, r=record: r.errors.append(str(error)))
        record.page.on("request", lambda request, r=record: request.url.startswith((site, "data:")) or r.outside.append(request.url))
        record.page.goto(url(name), wait_until="load")
        opened[name] = record
    # Each page's own 500 ms without a request; the later pages' mostly passed while the others loaded.
    for record in opened.values():
        record.page.wait_for_load_state("networkidle")
    yield opened
    context.close()


@pytest.fixture(scope="session")
def matrix(replaying_bindery):
    """`bindery pitfalls --format json`, run once (the scratch builds replay it)."""
    out = subprocess.run(
        [replaying_bindery, "pitfalls", "--format", "json"], cwd=ROOT, capture_output=True, text=True, check=True
    )
    return json.loads(out.stdout)


@pytest.fixture(scope="session")
def replaying_bindery(tmp_path_factory):
    """A bindery command for the scratch builds: the first call with given arguments runs the
    built bindery, later ones print what it printed (and exit as it did). What bindery prints
    comes from the compiled code, which a scratch copy's edits do not change; make site's own
    build runs it for real, and so does each command's first call here."""
    folder = tmp_path_factory.mktemp("bindery")
    script = folder / "bindery"
    script.write_text(
        "#!/usr/bin/env python3\n"
        "import hashlib, json, pathlib, subprocess, sys\n"
        f"answer = pathlib.Path({str(folder)!r}) / (hashlib.sha256(json.dumps(sys.argv[1:]).encode()).hexdigest() + '.json')\n"
        "if not answer.exists():\n"
        f"    run = subprocess.run([{BINDERY!r}] + sys.argv[1:], capture_output=True, text=True)\n"
        "    answer.write_text(json.dumps([run.stdout, run.returncode]))\n"
        "out, code = json.loads(answer.read_text())\n"
        "sys.stdout.write(out)\n"
        "sys.exit(code)\n"
    )
    script.chmod(0o755)
    return str(script)


def url(name):
    return (SITE / name).as_uri()


@pytest.fixture(scope="session")
def loaded_titles(replaying_bindery):
    """Each style's name for people, by id, as `bindery contracts --format json` gives it."""
    out = subprocess.run(
        [replaying_bindery, "contracts", "--format", "json"], cwd=ROOT, capture_output=True, text=True, check=True
    )
    return {style["id"]: style["name"] for style in json.loads(out.stdout)["styles"]}
