"""The web reference in a real browser (Debian's chromium through Playwright): make test-site."""

import html
import html.parser
import json
import os
import pathlib
import re
import shutil
import subprocess
import tempfile
import urllib.parse

import pytest
from axe_playwright_python.sync_playwright import Axe

from conftest import BINDERY, ROOT, SITE, pages, url

SITE_BIN = os.environ.get("SITE_BIN", str(ROOT / "Tools/Site/.build/debug/site"))
DIGEST = os.environ.get("DIGEST", str(ROOT / "Tools/Digest/.build/debug/digest"))
COMMIT = os.environ.get("SITE_COMMIT") or subprocess.run(
    ["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True, check=True
).stdout.strip()
PAGE_LIMIT = 300 * 1024
HIGHLIGHTS = "Tools/Site/highlights.tsv"
WIDTHS = (390, 1280)
SCREENSHOTS = {"index.html": "home", "search.html": "search", "situation-1.html": "situation-1", "situation-14.html": "situation-14"}
CONTROLS = "a[href], button, input, select, textarea, [tabindex='0']"


def read(path):
    return pathlib.Path(path).read_text(encoding="utf-8")


# MARK: - Loading


@pytest.mark.parametrize("name", pages())
def test_page_loads_with_no_console_error_and_no_request_leaving_the_site(loaded, name):
    assert loaded[name].errors == []
    assert loaded[name].outside == []


def test_every_page_names_its_commit_and_weighs_at_most_300_kb(capsys):
    weights = {}
    for name in pages():
        text = read(SITE / name)
        assert f'<code class="commit">{COMMIT}</code>' in text, name
        weights[name] = len(text.encode("utf-8"))
    with capsys.disabled():
        print("\npage weights, shared CSS and script aside (KB): " + ", ".join(f"{name} {size / 1024:.1f}" for name, size in weights.items()))
    assert {name: size for name, size in weights.items() if size > PAGE_LIMIT} == {}


class Links(html.parser.HTMLParser):
    """A page's ids and the places it points at (links, images, style sheets, scripts)."""

    def __init__(self):
        super().__init__()
        self.ids, self.targets = set(), []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if "id" in attrs:
            self.ids.add(attrs["id"])
        for key in ("href", "src"):
            if key in attrs:
                self.targets.append(attrs[key])


def test_every_internal_link_and_anchor_resolves():
    parsed = {}
    for name in pages():
        parser = Links()
        parser.feed(read(SITE / name))
        parsed[name] = parser
    broken, checked = [], 0
    for name, parser in parsed.items():
        for target in parser.targets:
            if target.startswith(("https://", "data:")):
                continue
            path, hash_sign, fragment = target.partition("#")
            if hash_sign and not fragment:
                broken.append(f"{name} → {target} (empty anchor)")
            path = urllib.parse.unquote(path) or name
            checked += 1
            if not (SITE / path).is_file():
                broken.append(f"{name} → {target}")
            elif fragment and path.endswith(".html") and fragment not in parsed[path].ids:
                broken.append(f"{name} → {target} (no such anchor)")
    assert broken == []
    assert checked > 1000


# MARK: - Content


def column_files(page, style):
    return page.eval_on_selector_all(
        f"#{style} pre.code", "nodes => nodes.map(n => [n.getAttribute('data-file'), n.textContent])"
    )


@pytest.mark.parametrize("style,module", [("transform", "StyleTransform"), ("async", "StyleAsync")])
def test_search_page_column_holds_exactly_the_modules_files(loaded, style, module):
    shown = dict(column_files(loaded["search.html"].page, style))
    folder = ROOT / "Modules" / module / "Search"
    expected = {f"Modules/{module}/Search/{path.name}": read(path) for path in sorted(folder.glob("*.swift"))}
    assert sorted(shown) == sorted(expected)
    for path, text in expected.items():
        assert shown[path] == text, path


def test_the_chooser_hides_a_style_and_the_diff_rebuilds_both_columns(page):
    page.goto(url("search.html"))
    page.uncheck("fieldset.chooser input[value='subjects']")
    assert page.locator("#subjects").is_hidden()
    assert page.locator("#transform").is_visible()
    page.select_option("#diff-a", "transform")
    page.select_option("#diff-b", "async")
    page.click("#diff-show")
    lines = page.eval_on_selector_all("#diff-out > *", "nodes => nodes.map(n => n.textContent)")

    def column(style):
        text = []
        for path, code in column_files(page, style):
            text += ["// " + path] + code.split("\n")
        return text

    assert [line[2:] for line in lines if line[0] in " -"] == column("transform")
    assert [line[2:] for line in lines if line[0] in " +"] == column("async")
    assert any(line[0] == "-" for line in lines) and any(line[0] == "+" for line in lines)


def test_situation_1_cells_equal_the_matrix_json(loaded, matrix):
    situation = next(s for s in matrix["situations"] if s["id"] == 1)
    page = loaded["situation-1.html"].page
    for cell in situation["cells"]:
        style = cell["style"]
        section = page.locator(f"section.cell#{style}")
        assert section.locator("p.verdict").inner_text() == cell["verdict"]
        assert section.locator("[data-pitfall]").count() == (1 if cell["pitfall"] else 0)
        for feature, outcome in cell["features"].items():
            item = section.locator(f'li[data-feature="{feature}"]')
            assert item.locator(".outcome").inner_text() == outcome
            assert item.locator(".evidence").inner_text() == cell["evidence"][feature]
        assert section.locator("li[data-feature]").count() == len(cell["features"])
        kind = section.locator("p.kind")
        if cell["kind"]:
            text = kind.inner_text()
            assert text.startswith(cell["kind"])
            if cell["extraStatements"] is not None:
                n = cell["extraStatements"]
                assert f"+{n} statement{'' if n == 1 else 's'}" in text
            # The kind is said once: a fix text that starts with it ("inherent: …") is shown after it.
            fix = cell["fix"].removeprefix(cell["kind"] + ": ")
            assert section.locator(".fix").inner_text() == fix
        else:
            assert kind.count() == 0
        if cell.get("source") is not None:
            assert section.locator("p.source").count() == 1


def test_home_page_lists_exactly_the_styles_that_lose_an_event_sent_before_their_view_loads(loaded, matrix):
    situation = next(s for s in matrix["situations"] if s["id"] == 1)
    guide = loaded["index.html"].page.locator("#guide-1")
    pitfalls = [cell for cell in situation["cells"] if cell["pitfall"]]
    listed = guide.locator(".pitfall-styles a").evaluate_all("nodes => nodes.map(n => n.dataset.style)")
    assert listed == [cell["style"] for cell in pitfalls]
    # The line names the outcome as the JSON gives it ("lost before its view loaded"), or says none.
    if pitfalls:
        for cell in pitfalls:
            for outcome in cell["features"].values():
                assert outcome.removeprefix("⚠ ") in guide.inner_text()
    else:
        assert "No style shows the pitfall" in guide.inner_text()


def test_the_guide_lists_exactly_the_cells_the_json_marks_pitfall(loaded, matrix):
    guide = loaded["index.html"].page
    for situation in matrix["situations"]:
        row = guide.locator(f"#guide-{situation['id']}")
        listed = row.locator(".pitfall-styles a").evaluate_all("nodes => nodes.map(n => n.dataset.style)")
        assert listed == [cell["style"] for cell in situation["cells"] if cell["pitfall"]], situation["id"]
        guarded = row.locator("p.guarded").evaluate_all("nodes => nodes.map(n => n.dataset.style)")
        assert guarded == [cell["style"] for cell in situation["cells"] if cell["guarded"]], situation["id"]


def test_the_guides_pitfall_line_names_outcomes_only_its_pitfall_cells_show_each_once(loaded, matrix):
    guide = loaded["index.html"].page
    for situation in matrix["situations"]:
        pitfall = {o for c in situation["cells"] if c["pitfall"] for o in c["features"].values()}
        clean = {o for c in situation["cells"] if not c["pitfall"] for o in c["features"].values()}
        headline = guide.locator(f"#guide-{situation['id']} .headline")
        if not pitfall:
            assert headline.count() == 0, situation["id"]
            continue
        if headline.inner_text() == "shows the pitfall":
            assert pitfall - clean == set(), situation["id"]
            continue
        outcomes = [("loses the input" if o == "loses an early input" else o) for o in headline.inner_text().split(" or ")]
        assert outcomes and set(outcomes) <= pitfall - clean, situation["id"]
        # Row 11: "the next load is lost", not also "the next load is lost; a debug build traps".
        assert [o for o in outcomes if any(o != p and o.startswith(p) for p in outcomes)] == [], situation["id"]


def test_a_row_without_a_pitfall_names_every_style_with_its_verdict(loaded, matrix, loaded_titles):
    guide = loaded["index.html"].page
    clean = [s for s in matrix["situations"] if not any(c["pitfall"] for c in s["cells"])]
    assert clean
    for situation in clean:
        items = guide.locator(f"#guide-{situation['id']} ul.verdicts li").evaluate_all(
            "items => items.map(i => [[...i.querySelectorAll('a')].map(a => a.dataset.style), i.querySelector('.verdict').textContent])")
        shown = {style: verdict for styles, verdict in items for style in styles}
        assert sum(len(styles) for styles, _ in items) == len(situation["cells"])
        assert shown == {c["style"]: c["verdict"] for c in situation["cells"]}
        assert all(loaded_titles[style] for styles, _ in items for style in styles)


def test_a_guarded_cell_reads_the_same_in_the_guide_its_situation_page_and_styles_md(loaded, matrix):
    styles_md = read(ROOT / "docs/STYLES.md")
    guide = loaded["index.html"].page
    guarded = [(s, c) for s in matrix["situations"] for c in s["cells"] if c["guarded"]]
    assert guarded
    for situation, cell in guarded:
        assert cell["guarded"].startswith("no ⚠ in this project's code; ⚠ in the article's form")
        line = guide.locator(f"#guide-{situation['id']} p.guarded[data-style='{cell['style']}']").inner_text()
        assert line.endswith(": " + cell["guarded"] + "."), line
        page = loaded[f"situation-{situation['id']}.html"].page
        assert page.locator(f"section.cell#{cell['style']} p.guarded").inner_text() == cell["guarded"] + "."
        assert page.locator(f"section.cell#{cell['style']} [data-pitfall]").count() == 0
        assert f"{cell['verdict']}; {cell['guarded']} ([{situation['id']}](PITFALLS.md#" in styles_md


def test_every_fix_of_kind_avoidable_or_traded_is_shown_as_a_diff_on_its_situation_and_style_page(loaded, matrix):
    # Every fix is a patch, a style's (its lab's) or the view's (situations 7 and 8: the pitfall
    # lab's views), and the JSON carries it in `files`.
    fixes = sorted((s["id"], c["style"], f["feature"]) for s in matrix["situations"] for c in s["cells"]
                   for f in c["fixes"] if f["kind"] in ("avoidable", "traded"))
    in_views = sorted((s["id"], c["style"], f["feature"]) for s in matrix["situations"] for c in s["cells"]
                      for f in c["fixes"] if f["files"] and f["files"]["path"].startswith("Modules/Pitfalls/Fixes/"))
    assert len(fixes) > 0 and len(in_views) > 0
    assert all(f["files"] and f["files"]["patch"] for s in matrix["situations"] for c in s["cells"] for f in c["fixes"])
    shown, on_style_pages = [], []
    for name in pages():
        page = loaded[name].page
        diffs = page.locator("section.fix-diff").evaluate_all(
            "nodes => nodes.map(n => [+n.dataset.situation, n.dataset.style, n.dataset.feature,"
            " n.querySelectorAll('ins').length + n.querySelectorAll('del').length])")
        assert all(changed > 0 for *_, changed in diffs), name
        assert page.locator("p.fix-around").count() == 0, name
        if name.startswith("situation-"):
            shown += [tuple(d[:3]) for d in diffs]
        elif name.startswith("style-"):
            on_style_pages += [tuple(d[:3]) for d in diffs]
    assert sorted(shown) == fixes
    assert sorted(on_style_pages) == fixes


def test_no_page_shows_a_diagrams_source_as_text_and_every_diagram_is_drawn(loaded):
    drawn = 0
    for name in pages():
        page = loaded[name].page
        # Inline code quoting a marker (`<!-- excerpt: … -->` on the architecture page) is not a
        # diagram; a diagram's source would be a paragraph or a block.
        text = page.evaluate(
            "(() => { const body = document.body.cloneNode(true);"
            " body.querySelectorAll(':not(pre) > code').forEach(c => c.remove()); return body.innerText; })()")
        for source in ("```mermaid", "flowchart LR", "graph BT", "digraph ", "-->"):
            assert source not in text, (name, source)
        sizes = page.locator("img.diagram").evaluate_all("images => images.map(i => i.naturalWidth)")
        assert all(size > 0 for size in sizes), name
        drawn += len(sizes)
        if name.startswith("style-"):
            assert len(sizes) == 1, name
        if name == "architecture.html":
            assert page.locator("img.diagram").evaluate_all("images => images.map(i => i.getAttribute('src'))") == [
                "diagrams/modules.svg"]
    # One per style, and ARCHITECTURE's module graph.
    assert drawn == len(list(ROOT.glob("docs/diagrams/*.dot"))) == 8
    assert not [p for p in list(ROOT.glob("docs/*.md")) + [ROOT / "README.md"] if "```mermaid" in read(p)]


def test_events_at_one_instant_are_stacked_never_drawn_over_one_another(loaded):
    for name in pages():
        centers = loaded[name].page.locator("svg.marbles").evaluate_all(
            "svgs => svgs.map(s => [...s.querySelectorAll('circle')].map(c => c.getAttribute('cx') + ',' + c.getAttribute('cy')))")
        for circles in centers:
            assert len(circles) == len(set(circles)), name
    # search/typing-is-debounced: isLoading true and false at 600 ms, the CLI's "(ba)".
    marbles = loaded["search.html"].page.locator("#scenario-typing-is-debounced svg g.event").evaluate_all(
        "groups => groups.map(g => [g.querySelector('title').textContent, +g.querySelector('circle').getAttribute('cx'),"
        " +g.querySelector('circle').getAttribute('cy')])")
    at600 = [m for m in marbles if m[0].startswith("@600ms isLoading")]
    assert len(at600) == 2
    assert at600[0][1] == at600[1][1] and abs(at600[0][2] - at600[1][2]) >= 20


def test_every_cited_issue_is_a_link(loaded, matrix):
    cited = 0
    for situation in matrix["situations"]:
        lead = loaded[f"situation-{situation['id']}.html"].page.locator("p.lead")
        links = lead.locator("a.citation").evaluate_all("nodes => nodes.map(n => [n.textContent, n.getAttribute('href')])")
        assert links == [[c["text"], c["url"]] for c in situation["citations"]]
        unlinked = lead.evaluate("p => [...p.childNodes].filter(n => n.nodeType === 3).map(n => n.textContent).join('')")
        assert re.search(r"#\d", unlinked) is None, (situation["id"], unlinked)
        cited += len(links)
    assert cited >= 20


# A word twice ("the the"), or a label twice ("inherent: inherent:").
DOUBLED = re.compile(r"\b(\w+) +\1\b|\b(\w+): \2:", re.IGNORECASE)


def test_no_page_doubles_a_word(loaded):
    doubled = {}
    for name in pages():
        # Each block of prose on its own (a table's cells apart), code and drawings left out.
        text = "\n".join(loaded[name].page.evaluate(
            "() => [...document.querySelectorAll('p, li, td, th, dd, dt, h1, h2, h3, h4, figcaption, label, legend')]"
            ".filter(e => !e.closest('pre, svg')).map(e => e.innerText)"))
        found = sorted({m.group(0) for m in DOUBLED.finditer(text) if not m.group(0)[0].isdigit()})
        if found:
            doubled[name] = found
    assert doubled == {}


def test_each_recommendation_links_the_cells_it_rests_on_as_the_json_has_them(loaded, matrix):
    cells = {(s["id"], c["style"]): c["pitfall"] for s in matrix["situations"] for c in s["cells"]}
    home = loaded["index.html"].page
    recommendations = home.locator("section.recommendation")
    assert recommendations.count() >= 4
    for index in range(recommendations.count()):
        section = recommendations.nth(index)
        links = section.locator(".cites a").evaluate_all(
            "nodes => nodes.map(n => [+n.dataset.situation, n.dataset.style, n.dataset.pitfall])")
        assert links and all(str(cells[(i, style)]).lower() == pitfall for i, style, pitfall in links)
        pick = section.get_attribute("data-pick")
        counts = {}
        for i, style, pitfall in links:
            counts[style] = counts.get(style, 0) + (pitfall == "true")
        assert counts[pick] == min(counts.values())
        assert section.locator("a.figure").count() >= 1


def test_the_migration_view_shows_the_rows_where_two_styles_differ_and_their_costs(page):
    page.goto(url("search.html"))
    table = page.eval_on_selector_all(
        "section[aria-labelledby=pitfalls] tbody tr", "rows => rows.map(r => [r.querySelector('th a').getAttribute('href'),"
        " [...r.querySelectorAll('td')].map(c => [c.dataset.label, c.textContent])])")
    titles = page.eval_on_selector_all("#diff-a option", "o => Object.fromEntries(o.map(x => [x.value, x.textContent]))")
    page.select_option("#diff-a", "transform")
    page.select_option("#diff-b", "async")
    page.click("#diff-show")
    assert page.locator("#migration").is_visible()
    shown = page.eval_on_selector_all(
        "#migration .migration-rows tbody tr[data-situation]", "rows => rows.map(r => [...r.cells].map(c => c.textContent))")
    expected = []
    for href, cells in table:
        by_style = dict(cells)
        a, b = by_style[titles["transform"]], by_style[titles["async"]]
        if a != b:
            expected.append([a, b])
    assert [row[1:] for row in shown] == expected
    labels = page.eval_on_selector_all("#migration td", "cells => [...new Set(cells.map(c => c.dataset.label))]")
    assert sorted(labels) == sorted([titles["transform"], titles["async"]])
    costs = page.eval_on_selector_all(
        "#migration .migration-costs tbody tr", "rows => rows.map(r => r.dataset.figure)")
    assert costs == ["lines", "allocations", "bytes", "updates"]
    lines = page.eval_on_selector_all(
        "#migration .migration-costs tr[data-figure='lines'] td", "cells => cells.map(c => c.textContent)")
    comparison = read(ROOT / "docs/COMPARISON.md")
    row = next(l for l in comparison.splitlines() if l.startswith("| search |"))
    figures = [c.strip().split(" ")[0] for c in row.strip("|").split("|")]
    header = next(l for l in comparison.splitlines() if l.startswith("| feature: lines"))
    columns = [c.strip() for c in header.strip("|").split("|")]
    assert lines == [figures[columns.index("transform")], figures[columns.index("async")]]
    shots = screenshot_folder()
    for width in WIDTHS:
        page.set_viewport_size({"width": width, "height": 900})
        page.locator("#migration").scroll_into_view_if_needed()
        page.screenshot(path=str(shots / f"search-migration-{width}.png"))


def test_the_core_audit_filters_its_rows_as_one_types(page):
    page.goto(url("core.html"))
    rows = page.locator("main tbody tr")
    total = rows.count()
    page.fill("#filter", "flatMapLatest")
    shown = rows.evaluate_all("rows => rows.filter(r => !r.hidden).map(r => r.textContent)")
    assert 0 < len(shown) < total
    assert all("flatmaplatest" in text.lower() for text in shown)
    assert page.locator("#filter-count").inner_text() == f"{len(shown)} of {total} rows"


def test_the_core_audits_verdicts_stay_on_one_line_beside_long_notes(page):
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(url("core.html"))
    # The number of line boxes each verdict's text takes ("present" broken after "pre" is three).
    lines = page.locator('main td[data-label="Here"]').evaluate_all(
        "cells => cells.map(c => { const r = document.createRange(); r.selectNodeContents(c);"
        " return [c.textContent, r.getClientRects().length]; })")
    assert len(lines) > 700
    assert [cell for cell in lines if cell[1] != 1] == []


# MARK: - Reproducible builds


def build(root, output, bindery, check=True):
    return subprocess.run(
        [SITE_BIN, "--root", str(root), "--output", str(output), "--commit", COMMIT, "--bindery", bindery],
        check=check, capture_output=True, text=True,
    )


def scratch_copy(into):
    for folder in ("Modules", "docs", "Tools/Site/Templates", "Tools/Site/Assets"):
        shutil.copytree(ROOT / folder, into / folder)
    shutil.copy(ROOT / HIGHLIGHTS, into / HIGHLIGHTS)


def content_hash(data):
    """The one digest (Tools/Digest's `digest` command, which make test-site builds), as
    Tools/Generate/highlights.swift writes it beside each file's runs."""
    return subprocess.run([DIGEST], input=data, capture_output=True, check=True).stdout.decode().strip()


def insert_highlighted_comment(root, path, comment):
    """Writes `comment` on a line of its own before `path`'s first import, and updates the file's
    committed runs as source-syntax would: the runs after it move, the comment becomes one run."""
    source = (root / path).read_bytes()
    at = source.index(b"import ")
    inserted = comment.encode() + b"\n"
    (root / path).write_bytes(source[:at] + inserted + source[at:])
    table = root / HIGHLIGHTS
    lines = table.read_text(encoding="utf-8").split("\n")
    for index, line in enumerate(lines):
        name, _, runs = line.split("\t") if line.count("\t") == 2 else (None, None, None)
        if name == path:
            moved = [f"{at},{len(comment.encode())},comment"]
            for run in runs.split(" "):
                offset, length, kind = run.split(",")
                offset = int(offset) + (len(inserted) if int(offset) >= at else 0)
                moved.append(f"{offset},{length},{kind}")
            moved.sort(key=lambda run: int(run.split(",")[0]))
            lines[index] = "\t".join([name, content_hash((root / path).read_bytes()), " ".join(moved)])
    table.write_text("\n".join(lines), encoding="utf-8")


def site_files(folder):
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file() and "screenshots" not in p.parts}


PRE = re.compile(r'<pre class="code" tabindex="0" data-file="([^"]+)"[^>]*><code>(.*?)</code></pre>', re.S)


def test_a_scratch_copy_builds_the_same_bytes_and_a_changed_style_file_changes_exactly_its_code(replaying_bindery):
    changed = "Modules/StyleAsync/Search/SearchModel.swift"
    with tempfile.TemporaryDirectory() as temporary:
        scratch = pathlib.Path(temporary)
        scratch_copy(scratch / "repo")
        build(scratch / "repo", scratch / "same", replaying_bindery)
        assert site_files(scratch / "same") == site_files(SITE)

        path = scratch / "repo" / changed
        path.write_text(read(path).replace("import ", "// A scratch edit.\nimport ", 1), encoding="utf-8")
        stale = build(scratch / "repo", scratch / "stale", replaying_bindery, check=False)
        assert stale.returncode != 0
        assert f"does not hold the current {changed}: run make regenerate" in stale.stderr

        shutil.copy(ROOT / changed, path)
        insert_highlighted_comment(scratch / "repo", changed, "// A scratch edit.")
        build(scratch / "repo", scratch / "edited", replaying_bindery)
        before, after = site_files(SITE), site_files(scratch / "edited")
        assert sorted(name for name in before if before[name] != after.get(name)) == ["search.html"]

        old, new = before["search.html"].decode(), after["search.html"].decode()
        old_blocks, new_blocks = dict(PRE.findall(old)), dict(PRE.findall(new))
        assert [f for f in old_blocks if old_blocks[f] != new_blocks[f]] == [changed]
        assert html.unescape(re.sub(r"<[^>]+>", "", new_blocks[changed])) == read(path)
        assert PRE.sub("", old) == PRE.sub("", new)


def test_a_matrix_with_provenance_shows_its_schema_and_each_cells_source(replaying_bindery):
    with tempfile.TemporaryDirectory() as temporary:
        scratch = pathlib.Path(temporary)
        build_with_matrix(
            replaying_bindery, scratch,
            "matrix['schemaVersion'] = 2\n"
            "    for situation in matrix['situations']:\n"
            "        for cell in situation['cells']:\n"
            "            cell['source'] = {'test': f\"Tests/DivergenceTests/S{situation['id']}.swift\", 'kind': 'asserted'}")
        page = read(scratch / "site" / "situation-1.html")
        assert "(schema 2)" in page
        sources = re.findall(r'<p class="source">Source: ([^<]*)</p>', page)
        assert sources == ["kind: asserted; test: Tests/DivergenceTests/S1.swift"] * 7


def screenshot_folder():
    """Where the screenshots go, made if missing: beside the site, not in it, since `make site`
    empties the site's folder."""
    shots = pathlib.Path(os.environ.get("SCREENSHOT_DIR", ROOT / ".build-screenshots"))
    shots.mkdir(parents=True, exist_ok=True)
    return shots


def build_with_matrix(replaying_bindery, folder, change):
    """Builds the site into `folder`/site with a bindery whose pitfall JSON `change` (Python
    statements on `matrix`, indented as the first) has edited; returns the home page's HTML."""
    fake = folder / "bindery"
    fake.write_text(
        "#!/usr/bin/env python3\n"
        "import json, subprocess, sys\n"
        f"run = subprocess.run([{replaying_bindery!r}] + sys.argv[1:], capture_output=True, text=True)\n"
        "out = run.stdout\n"
        "if sys.argv[1:] == ['pitfalls', '--format', 'json']:\n"
        "    matrix = json.loads(out)\n"
        f"    {change}\n"
        "    out = json.dumps(matrix)\n"
        "sys.stdout.write(out)\n"
        "sys.exit(run.returncode)\n"
    )
    fake.chmod(0o755)
    subprocess.run(
        [SITE_BIN, "--root", str(ROOT), "--output", str(folder / "site"), "--commit", COMMIT, "--bindery", str(fake)],
        check=True, capture_output=True,
    )
    return read(folder / "site" / "index.html")


def test_a_recommendation_changes_when_a_cell_it_cites_changes(replaying_bindery, loaded):
    pick = loaded["index.html"].page.locator("#team-threads").get_attribute("data-pick")
    cited = loaded["index.html"].page.locator(f"#team-threads li[data-style='{pick}'] .cites a").evaluate_all(
        "nodes => nodes.map(n => +n.dataset.situation)")
    assert cited
    with tempfile.TemporaryDirectory() as temporary:
        home = build_with_matrix(
            replaying_bindery, pathlib.Path(temporary),
            f"[c.update(pitfall=True) for s in matrix['situations'] if s['id'] in {cited!r} for c in s['cells'] if c['style'] == {pick!r}]")
    changed = re.search(r'id="team-threads" data-pick="([^"]+)"', home).group(1)
    assert changed != pick


def test_the_marbles_hold_exactly_the_events_bindery_run_prints(loaded):
    script = "docs/scenarios/search/slow-first-answer.scenario"
    out = subprocess.run(
        [BINDERY, "run", "search", "--style", "async", "--script", script, "--format", "json"],
        cwd=ROOT, capture_output=True, text=True, check=True,
    ).stdout
    expected = sorted(f"@{e['time']}ms {e['output']} = {e['value']}" for e in map(json.loads, out.splitlines()))
    shown = loaded["search.html"].page.eval_on_selector_all("#scenario-slow-first-answer svg title", "titles => titles.map(t => t.textContent)")
    assert sorted(shown) == expected


# MARK: - For people


@pytest.mark.parametrize("width", WIDTHS)
def test_nothing_but_code_scrolls_sideways_and_body_text_is_at_least_16_px(loaded, width):
    # The loaded pages, laid out again at the width (media queries follow the viewport), then at 1280 px again.
    small = {}
    shots = screenshot_folder()
    for name in pages():
        page = loaded[name].page
        try:
            page.set_viewport_size({"width": width, "height": 900})
            assert page.evaluate("document.documentElement.scrollWidth") <= width, name
            sizes = page.evaluate(
                """() => [...document.querySelectorAll('body, p, li, dd, dt, td, th, label, legend, figcaption')]
                    .filter(e => !e.closest('pre, code, svg') && e.offsetParent !== null)
                    .map(e => parseFloat(getComputedStyle(e).fontSize))"""
            )
            if min(sizes) < 16:
                small[name] = min(sizes)
            if name in SCREENSHOTS:
                page.screenshot(path=str(shots / f"{SCREENSHOTS[name]}-{width}.png"))
        finally:
            page.set_viewport_size({"width": 1280, "height": 900})
    assert small == {}


@pytest.mark.parametrize("name", pages())
def test_the_keyboard_reaches_every_control(loaded, name):
    page = loaded[name].page
    page.bring_to_front()
    controls = page.evaluate(
        f"""() => {{
            const all = [...document.querySelectorAll("{CONTROLS}")].filter(e => e.offsetParent !== null || e.matches('.skip'));
            all.forEach((e, i) => e.setAttribute('data-control', i));
            return all.length;
        }}"""
    )
    reached = set()
    for _ in range(controls + 5):
        page.keyboard.press("Tab")
        index = page.evaluate("document.activeElement && document.activeElement.getAttribute('data-control')")
        if index is not None:
            reached.add(int(index))
        if len(reached) == controls:
            break
    assert sorted(set(range(controls)) - reached) == []


@pytest.mark.parametrize("name", pages())
def test_axe_finds_no_serious_or_critical_violation(loaded, name):
    results = Axe().run(loaded[name].page)
    serious = [
        f"{v['id']} ({v['impact']}): {v['help']} — {[n['target'] for n in v['nodes'][:3]]}"
        for v in results.response["violations"]
        if v["impact"] in ("serious", "critical")
    ]
    assert serious == []


@pytest.mark.parametrize("name", ["index.html", "search.html", "situation-1.html", "core.html"])
def test_axe_finds_no_serious_or_critical_violation_in_the_dark_scheme(browser, name):
    context = browser.new_context(color_scheme="dark", viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.goto(url(name))
    assert page.evaluate("getComputedStyle(document.body).backgroundColor") == "rgb(21, 22, 26)"
    results = Axe().run(page)
    context.close()
    assert [v["id"] for v in results.response["violations"] if v["impact"] in ("serious", "critical")] == []


@pytest.mark.parametrize("style", ["transform", "reactor", "async"])
def test_a_style_page_shows_its_column_of_the_cost_reports_lines_of_code(loaded, style):
    # The section's first table (a second one lists the files the count leaves out).
    lines = read(ROOT / "docs/COMPARISON.md").split("## Lines of code", 1)[1].split("\n#", 1)[0]
    rows = [[cell.strip() for cell in line.strip().strip("|").split("|")] for line in lines.splitlines() if line.startswith("|")]
    column = rows[0].index(style)
    expected = [(row[0].strip("*"), row[column].strip("*")) for row in rows[2:]]
    shown = loaded[f"style-{style}.html"].page.eval_on_selector_all(
        "#cost-lines-of-code + .table tbody tr", "rows => rows.map(r => [...r.cells].map(c => c.textContent))"
    )
    assert [tuple(row) for row in shown] == expected
