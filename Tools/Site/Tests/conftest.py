"""Shared set-up for the web reference's browser tests: where the site is, the browser."""

import os
import pathlib

import pytest
from playwright.sync_api import sync_playwright

ROOT = pathlib.Path(__file__).resolve().parents[3]
SITE = pathlib.Path(os.environ.get("SITE_DIR", ROOT / ".build-site")).resolve()
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")


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
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    yield page
    context.close()


def url(name):
    return (SITE / name).as_uri()
