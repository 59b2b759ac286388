# Bindery: one feature set, bound to its views in every view-model binding style, side by side.
#
#   make run                 the terminal UI (every style side by side); without a terminal, compare the styles
#   make run STYLES=transform,async   only those styles' panes (or comparison), in that order
#   make test                lint, check the generated docs, build with warnings as errors, run every test,
#                            the terminal UI end to end, README's commands (nothing may compile again),
#                            check the styles' behaviour figures and the core's benchmark thresholds, the
#                            web reference in a browser (CI); each phase prints its time ("phase NAME: wall s,
#                            CPU s, load"); installs, the other packages' builds and the docs run in the
#                            background meanwhile
#   make test-release        the release builds: smoke-test the CLI, check the styles' allocations (beside make test)
#   make test MODULE=Name    lint, docs-check, docs and one module's tests, e.g. MODULE=ReactiveCore
#   make readme-check        run every make and swift command of README's code blocks twice: the second
#                            pass must compile nothing (make test runs them once, after its own build)
#   make test-swift          swift test alone (MODULE=Name: one module's tests)
#   make prebuild            the other packages' builds: the patch tool's tests, the benchmark, the site generator, the digest (make test)
#   make test-tui            the terminal UI end to end under tmux, with a key storm (make test)
#   make test-tsan           the reactive core's, the reactor's and the async style's tests (with its stress test), two views on one view model in every style, and pitfall 14, under the thread sanitizer
#   make test-tsan-repeat    make test-tsan until a run fails or RUNS (20) in a row pass, with the count
#   make docs                build the DocC catalogs into .build/docs (make test)
#   make lint                check formatting with swift-format (strict), and that every target declares exactly
#                            the modules it imports (a script over the manifest, and SwiftPM's import check in a build);
#                            no Swift file in Tools/ over 400 lines, no function there over 80 (Tools/Lint/sizes.py)
#   make format              reformat the sources in place
#   make bench               the reactive core benchmark: time, allocations and instructions per event
#   make bench-check         ReactiveCore's instructions and allocations against their thresholds (make test)
#   make bench-thresholds    measure ReactiveCore again and commit the result as its thresholds
#   make bench-storage       database creation, catalog generation and search latency (ARGS=--million)
#   make bench-tui           the terminal UI's keystroke-to-screen time and bytes per keystroke
#   make golden              rewrite the shipped scenarios' expected output (docs/scenarios/*/*.expected)
#   make pitfalls            regenerate docs/PITFALLS.md and STYLES.md's decision table from the styles (make test checks)
#   make report              measure the styles' costs, regenerate docs/COMPARISON.md and its charts (make test checks)
#   make tui-docs            recapture the terminal UI's screens in docs/TUI.md and README.md (tmux)
#   make regenerate          every generated file that follows from the code: overloads, module tables, diagrams, counts, pitfalls,
#                            report, the docs' Swift samples (swift Tools/Generate/excerpts.swift --write does those alone)
#   make counts              count code with swift-syntax (Tools/SourceSyntax): the pitfall matrix's embedded counts
#                            (prices and rule tests in statements), docs/costs/code.tsv
#   make counts-check        fail when the pitfall matrix's embedded counts are stale (builds swift-syntax: not in make test)
#                            and the site's highlighting (make regenerate builds swift-syntax)
#   make generate            regenerate the combineLatest/zip overloads (make test checks)
#   make compatibility RXSWIFT=path   compare docs/COMPATIBILITY.md with an RxSwift checkout's public declarations
#   make site                the web reference (every feature in seven styles side by side) into .build-site;
#                            open .build-site/index.html (draws the diagrams with Graphviz, installed when missing)
#   make test-site           the web reference in Debian's chromium (Playwright, axe-core): loads, links, content,
#                            a rebuild after an edit, layout at 390 and 1280 px, keyboard; screenshots (into
#                            .build-screenshots, which make site leaves alone), page weights
#                            (make test)
#   make test-site-mutations each named break of the site generator, and the browser tests failing on it (beside make test)
#   make deps                install the system libraries Bindery needs, when missing
#   make clean               remove build products
#   make help                this list

SWIFT        ?= swift
# One set of flags for every build of the root package, whoever starts it (a make rule, `swift
# build`, `swift run bindery`): warnings are errors through Package.swift, and no rule adds a
# compiler flag, so switching between the README's commands compiles nothing (make test checks:
# make readme-check). The web reference's generator is a package of its own with its own build
# (Tools/Site/.build), which only make rules build, always with SITE_FLAGS.
SITE_FLAGS   := -Xswiftc -warnings-as-errors
# Release builds have a scratch directory of their own, so that one can run while the debug build
# (.build) is busy: SwiftPM locks a scratch directory for the length of a command.
RELEASE      := -c release --scratch-path .build-release
# The debug build with the tests (make build, make lint, make test-swift) adds SwiftPM's explicit
# import check. Without it, a build of all the targets also builds the dependencies' products
# nothing here uses (swift-argument-parser's manual generators, twice, and GRDB's dynamic library:
# 40 s when make build followed make lint's build); with it, the check runs again (5 to 7 s under
# load) and nothing is compiled. It changes no compiler flag: a product's build after it (make
# run, swift run bindery) compiles nothing either, but SwiftPM re-runs the build-tool plugins'
# commands on each switch between the two (the 44 lab fixes applied again, the sources embedded
# again, the plugin tools relinked: about 10 s, measured; two build databases link the same tools).
BUILD_FLAGS  := --explicit-target-dependency-import-check error
SOURCES      := Package.swift Modules Tests $(wildcard Apps) Tools/StorageBenchmark Tools/TUIBenchmark Tools/Report Tools/Generate Tools/EmbedSources Tools/LabFixes Plugins $(wildcard Tools/*/Sources) $(wildcard Tools/*/Package.swift)
APT_PACKAGES := libsqlite3-dev libncurses-dev sqlite3 tmux
SITE_OUT     ?= .build-site
SITE_SHOTS   ?= .build-screenshots
SITE_APT     := chromium graphviz
MODULE       ?=
STYLES       ?=
STYLES_FLAG  := $(if $(STYLES),--styles $(STYLES),)
TEST_FILTER  := $(if $(MODULE),--filter '^$(MODULE)Tests\.',)

.PHONY: readme-check prebuild test-release costs-check-release test-swift site test-site site-deps docs regenerate counts counts-check source-syntax compatibility help run test test-tui tui-docs bench-tui costs-check smoke build lint format test-tsan test-tsan-repeat bench bench-check bench-thresholds bench-storage golden pitfalls report generate docs-check deps clean test-site-mutations graphviz

help:
	@sed -n '3,/^$$/p' Makefile | sed 's/^# \{0,1\}//'

# In a terminal, the terminal UI; otherwise (a pipe, CI) the CLI's comparison of every scenario.
run: deps
	@if [ -t 0 ] && [ -t 1 ]; then \
		$(SWIFT) build --product bindery-tui && "$$($(SWIFT) build --show-bin-path)/bindery-tui" $(STYLES_FLAG); \
	else \
		$(SWIFT) build --product bindery && "$$($(SWIFT) build --show-bin-path)/bindery" compare --all $(STYLES_FLAG); \
	fi

# deps, lint, swift-test, then (without MODULE) test-tui, readme and costs-check, each timed
# ("phase NAME: …"); the apt and pip installs, make prebuild with bench-check, docs-check with
# docs, and test-site run in the background beside them (with MODULE, docs-check and docs run
# before the tests, and nothing else). See Tools/CI/test.sh.
test:
	MAKE="$(MAKE)" MODULE="$(MODULE)" Tools/CI/test.sh

# The README's commands share one build: every make and swift command of its code blocks, in
# order, twice; a "Compiling" line in the second pass fails it (Tests/Readme/commands.sh).
# make test runs one pass after its own build, whose flags are the same, with each `swift run`
# reduced to its build (BUILDS=--builds: the programs would add a minute and a half).
PASSES ?= 2
BUILDS ?=
readme-check: deps
	Tests/Readme/commands.sh $(PASSES) $(BUILDS)

# swift test alone, on the debug build (MODULE=Name: that module's tests; without it, Tools/Patch's too). The async style's tests
# on real threads and a real clock, and the core's bridges to Swift concurrency, run in a process
# of their own, as an app runs: a scenario run
# turns on the main serial executor (test tooling) for the rest of its process, and under it every
# task's jobs share the main actor (Modules/Scenarios/Running/MainActorDrive.swift).
# Those suites skip themselves unless BINDERY_OWN_PROCESS is set (OwnProcess.swift in their targets).
OWN_PROCESS  := ^(StyleAsyncTests\.(StressTests|RealClockTests)|ReactiveCoreTests\.AsyncBridgeTests)
test-swift:
	$(SWIFT) test $(BUILD_FLAGS) $(TEST_FILTER)
	$(if $(filter-out StyleAsync ReactiveCore,$(MODULE)),,BINDERY_OWN_PROCESS=1 $(SWIFT) test $(BUILD_FLAGS) --filter '$(OWN_PROCESS)')
	$(if $(MODULE),,$(SWIFT) test --package-path Tools/Patch)

# The other packages' builds make test needs: the patch tool's tests (test-swift, last), the core's
# benchmark in release (bench-check), the site generator (test-site) and the digest (docs-check,
# test-site). Each has a build directory of its own, so make test runs them in the background
# while `swift test` holds the root package's; a later phase's own build is then a check that
# nothing is left to do.
prebuild:
	$(SWIFT) build --package-path Tools/Patch --build-tests
	$(MAKE) -C Tools/Benchmarks binary
	$(SWIFT) build --package-path Tools/Site --product site $(SITE_FLAGS)
	$(DIGEST) --product digest

# The release builds of the root package, beside make test rather than in it (they would add
# 690 CPU seconds to its 790 on a 2-core machine): the release smoke test and the styles'
# allocations. Run it before committing a change to the core, a style or the scenario runner.
test-release: smoke costs-check-release

# Release builds use cross-module optimization, which tests (debug) never see: play every shipped
# scenario with a release build of the CLI and check that the styles agree, and that the pitfall
# matrix it measures is the checked-in one.
smoke:
	$(SWIFT) build $(RELEASE) --product bindery
	"$$($(SWIFT) build $(RELEASE) --show-bin-path)/bindery" compare --all > /dev/null
	# The matrix plays in release too; docs/PITFALLS.md is the debug build's (BinderyTests checks it),
	# where the core detects reentrancy and counts live resources (situations 7 and 10).
	"$$($(SWIFT) build $(RELEASE) --show-bin-path)/bindery" pitfalls > /dev/null

build:
	$(SWIFT) build --build-tests $(BUILD_FLAGS)

# Every DocC catalog (Modules/*/Documentation.docc), against the debug build's modules with their
# package-level symbols, into .build/docs; a DocC warning fails it (make test builds them once).
docs: build
	Tools/Docs/docs.sh "$$($(SWIFT) build --show-bin-path)"

# The real binary under tmux: lockstep search, features, a favorite from another process, five
# panes saving at once, focus, views, resizes, quitting and signals (the terminal restored each
# time), idle wake-ups, then 100,000 random keystrokes and 200 resizes.
test-tui: deps
	$(SWIFT) build --product bindery-tui
	$(SWIFT) build --product bindery
	Tests/TUI/e2e.sh "$$($(SWIFT) build --show-bin-path)" --storm

# Declared equals imported: Tools/Lint/dependencies.py compares each target's declared
# dependencies with its imports (both ways), a lab's through the files its fixes play, which it
# asks the built lab-fixes tool (`lab-fixes played`, the build's own rule); SwiftPM's explicit
# import check fails a build that imports a module of the package its target does not declare.
# The build is make build (the same flags), so `make test` builds once. Tools/Lint/sizes.py keeps
# the tools as small as their jobs: no Swift file in Tools/ over 400 lines, no function there over 80.
lint:
	$(SWIFT) format lint --strict --recursive --parallel $(SOURCES)
	python3 Tools/Lint/sizes.py
	$(SWIFT) build --build-tests $(BUILD_FLAGS)
	$(SWIFT) package describe --type json | python3 Tools/Lint/dependencies.py /dev/stdin "$$($(SWIFT) build --show-bin-path)/lab-fixes"

format:
	$(SWIFT) format format --in-place --recursive $(SOURCES)

# The pitfall matrix's situation 14 (services answering on background threads while the user
# acts) needs the real main thread, which only the bindery command gives it: it runs there.
test-tsan: deps
	$(SWIFT) test --sanitize=thread --scratch-path .build-tsan --filter '^(ReactiveCoreTests|StyleReactorTests|StyleAsyncTests|FeatureSpecTests\.TwoViewsSpec)\.'
	# The async stress test in a process of its own, as an app runs: no scenario run beside it has
	# turned on the main serial executor (test tooling), under which its answers' resumptions were
	# starved past its time limit while the test waited for them.
	BINDERY_OWN_PROCESS=1 $(SWIFT) test --sanitize=thread --scratch-path .build-tsan --filter '$(OWN_PROCESS)'
	$(SWIFT) build --sanitize=thread --scratch-path .build-tsan --product bindery
	TSAN_OPTIONS=halt_on_error=1 .build-tsan/debug/bindery pitfalls --situation 14 > /dev/null

# Races and timing assumptions show under load: run it beside a build (see Tests/TSan/repeat.sh).
RUNS ?= 20
test-tsan-repeat: deps
	Tests/TSan/repeat.sh $(RUNS)

bench: deps
	$(MAKE) -C Tools/Benchmarks run

bench-check: deps
	$(MAKE) -C Tools/Benchmarks check

bench-thresholds: deps
	$(MAKE) -C Tools/Benchmarks thresholds

golden:
	$(SWIFT) build --product bindery
	@for script in docs/scenarios/*/*.scenario; do \
		feature=$$(basename $$(dirname $$script)); \
		"$$($(SWIFT) build --show-bin-path)/bindery" run $$feature --style transform --script $$script > $${script%.scenario}.expected; \
	done

# The pitfall matrix, measured by playing each situation through every style. BinderyTests fail
# when the checked-in file differs from a fresh run.
pitfalls:
	$(SWIFT) build --product bindery
	"$$($(SWIFT) build --show-bin-path)/bindery" pitfalls --format markdown > docs/PITFALLS.md
	$(SWIFT) Tools/Generate/decisions.swift --write "$$($(SWIFT) build --show-bin-path)/bindery"

# What each style costs in code, counted from the style modules, and at run time, measured on the
# shipped scenarios (docs/costs/*.tsv, debug and release builds of style-costs): docs/COMPARISON.md
# and its charts.
report: counts
	$(SWIFT) build --product style-costs
	"$$($(SWIFT) build --show-bin-path)/style-costs" --write docs/costs
	$(SWIFT) build $(RELEASE) --product style-costs
	"$$($(SWIFT) build $(RELEASE) --show-bin-path)/style-costs" --write docs/costs
	Tools/Report/compile-times.sh
	$(SWIFT) build --product report
	"$$($(SWIFT) build --show-bin-path)/report" --write

# The styles' behaviour on every scenario exactly as committed (a debug build: make test).
costs-check:
	$(SWIFT) build --product style-costs
	"$$($(SWIFT) build --show-bin-path)/style-costs" --check docs/costs

# Their allocations per intent within 10 % of the committed figures (a release build: make
# test-release).
costs-check-release:
	$(SWIFT) build $(RELEASE) --product style-costs
	"$$($(SWIFT) build $(RELEASE) --show-bin-path)/style-costs" --check docs/costs

# The combineLatest and zip overloads for 2 to 8 sources, from one template each. (The styles' code
# that the terminal UI's code view shows is generated at build time: Plugins/EmbedSources.)
generate:
	$(SWIFT) Tools/Generate/arity.swift --write

# Generated files that no test covers (the report, the overloads, the module tables, the pitfall
# matrix, the docs' Swift samples, each an excerpt of a real file): fails when one is stale, and
# names the rule that brings it up to date. Then STYLES.md's claims, each marked with the cell it
# rests on, against the same run of the matrix (.build/pitfalls.json) and the report.
docs-check:
	$(SWIFT) build --product report
	"$$($(SWIFT) build --show-bin-path)/report" --check || { echo "make docs-check: run make regenerate"; exit 1; }
	$(SWIFT) Tools/Generate/arity.swift --check || { echo "make docs-check: run make regenerate"; exit 1; }
	$(SWIFT) Tools/Generate/compatibility.swift --check
	$(SWIFT) Tools/Generate/modules.swift --check || { echo "make docs-check: run make regenerate"; exit 1; }
	$(SWIFT) Tools/Generate/excerpts.swift --check || { echo "make docs-check: run make regenerate"; exit 1; }
	Tools/Generate/diagrams.sh --check
	$(DIGEST) --product digest
	$(SWIFT) Tools/Generate/highlights.swift --check "$$($(DIGEST) --show-bin-path)/digest" || { echo "make docs-check: run make regenerate"; exit 1; }
	$(SWIFT) build --product bindery
	$(SWIFT) Tools/Generate/decisions.swift --check "$$($(SWIFT) build --show-bin-path)/bindery" || { echo "make docs-check: run make pitfalls"; exit 1; }
	$(SWIFT) Tools/Generate/claims.swift --check .build/pitfalls.json || { echo "make docs-check: a claim in docs/STYLES.md or README.md disagrees with the matrix or the report: fix the prose"; exit 1; }

# The one swift-syntax tool (Tools/SourceSyntax, a package of its own, so that the root package's
# build never compiles swift-syntax), and the counts of source the pitfall matrix quotes:
# what the matrix asks for (`bindery pitfalls --count-requests`), answered by `source-syntax count`
# into Modules/Pitfalls/SourceCounts+Generated.swift, which bindery embeds (it reads no source).
COUNTS          := Modules/Pitfalls/SourceCounts+Generated.swift
SOURCE_SYNTAX   := $(SWIFT) build --package-path Tools/SourceSyntax
# The one content digest beside the counts and the highlighting (Tools/Digest, a package shared by
# path); its `digest` command serves the single-file scripts, which cannot import it.
DIGEST          := $(SWIFT) build --package-path Tools/Digest
source-syntax:
	$(SOURCE_SYNTAX) --product source-syntax

# The style modules' and their tests' files, counted for the cost report into docs/costs/code.tsv.
CODE_FILES      := $(sort $(wildcard Modules/Style*/*.swift Modules/Style*/*/*.swift Tests/Style*Tests/*.swift \
                     Modules/Services/Awaited/*.swift Modules/Lab/*/*.swift \
                     Modules/Scenarios/Running/ScenarioClock.swift Modules/Scenarios/Running/MainActorDrive.swift \
                     Modules/Scenarios/Running/VirtualTimeScheduler+Stepping.swift))

counts: source-syntax
	"$$($(SOURCE_SYNTAX) --show-bin-path)/source-syntax" count $(CODE_FILES) > docs/costs/code.tsv
	$(SWIFT) build --product bindery
	"$$($(SWIFT) build --show-bin-path)/bindery" pitfalls --count-requests > .build/count-requests.tsv
	"$$($(SOURCE_SYNTAX) --show-bin-path)/source-syntax" count --requests .build/count-requests.tsv --swift $(COUNTS)

counts-check: source-syntax
	$(SWIFT) build --product bindery
	"$$($(SWIFT) build --show-bin-path)/bindery" pitfalls --count-requests > .build/count-requests.tsv
	"$$($(SOURCE_SYNTAX) --show-bin-path)/source-syntax" count --requests .build/count-requests.tsv --swift $(COUNTS) --check

# Every generated file that follows from the code and the committed figures alone: the arity
# overloads, the module tables, the styles' behaviour on the shipped scenarios
# (docs/costs/behaviour.tsv, a debug build on virtual time), the pitfall matrix's counts of source
# lines (make counts: the matrix's embedded counts and the report's docs/costs/code.tsv), the
# pitfall matrix, the cost report's pages and charts, and the web reference's highlighting
# (Tools/Site/highlights.tsv, from source-syntax), and the docs' Swift samples (excerpts of the
# files their markers name: Tools/Generate/excerpts.swift). A
# style edit is one `make regenerate` away from a green `make test`; with nothing changed it
# changes nothing. Re-measuring (make report) and recapturing the terminal (make tui-docs) stay apart.
regenerate:
	$(SWIFT) Tools/Generate/arity.swift --write
	$(SWIFT) Tools/Generate/modules.swift --write
	$(MAKE) graphviz
	Tools/Generate/diagrams.sh --write
	$(MAKE) counts
	$(SWIFT) build --product style-costs
	"$$($(SWIFT) build --show-bin-path)/style-costs" --write docs/costs
	$(SWIFT) build --product report
	$(SWIFT) build --product bindery
	"$$($(SWIFT) build --show-bin-path)/report" --write
	"$$($(SWIFT) build --show-bin-path)/bindery" pitfalls --format markdown > docs/PITFALLS.md
	$(SWIFT) Tools/Generate/decisions.swift --write "$$($(SWIFT) build --show-bin-path)/bindery"
	$(DIGEST) --product digest
	$(SWIFT) Tools/Generate/highlights.swift --write "$$($(SOURCE_SYNTAX) --show-bin-path)/source-syntax" "$$($(DIGEST) --show-bin-path)/digest"
	$(SWIFT) Tools/Generate/excerpts.swift --write

# The audit against a checkout of RxSwift (github.com/ReactiveX/RxSwift at the tag it names).
compatibility:
	@test -n "$(RXSWIFT)" || { echo "usage: make compatibility RXSWIFT=path/to/RxSwift"; exit 2; }
	python3 Tools/Compatibility/declarations.py "$(RXSWIFT)" --check
	$(SWIFT) Tools/Generate/compatibility.swift --counts

# ARGS=--million adds a 1M-track catalog; ARGS="--million --compare" also times ranking every match.
tui-docs: deps
	$(SWIFT) build --product bindery-tui
	$(SWIFT) build --product bindery
	Tools/TUIDocs/captures.sh "$$($(SWIFT) build --show-bin-path)"

bench-tui: deps
	$(SWIFT) run $(RELEASE) tui-benchmark $(ARGS)

bench-storage: deps
	$(SWIFT) build $(RELEASE) --product bindery
	$(SWIFT) run $(RELEASE) storage-benchmark $(ARGS)

# The web reference: the generator (Tools/Site) is a package of its own, and highlights from
# Tools/Site/highlights.tsv, which make regenerate writes with the swift-syntax tool
# (Tools/SourceSyntax), so that neither the root build nor make site compiles swift-syntax.
# Two builds of one commit are byte-identical; every page names the commit.
# ROOT_BUILT=1 (make test, after its debug build): the bindery command is built already, so the
# rule runs no root `swift build`, which would take turns for the build directory's lock with the
# README's commands that make test runs beside it.
site: deps graphviz
	$(if $(ROOT_BUILT),,$(SWIFT) build --product bindery)
	$(SWIFT) build --package-path Tools/Site --product site $(SITE_FLAGS)
	"$$($(SWIFT) build --package-path Tools/Site --show-bin-path)/site" --root . --output $(SITE_OUT) \
		--commit "$$(git rev-parse HEAD)" --bindery "$$($(SWIFT) build --show-bin-path)/bindery"
	@echo "make site: open $(SITE_OUT)/index.html"

# The site in Debian's chromium, driven by Playwright for Python (pinned in
# Tools/Site/Tests/requirements.txt) pointed at /usr/bin/chromium: it never downloads a browser.
# Screenshots of the home, search and situation-1 pages at 390 and 1280 px land in
# $(SITE_SHOTS), beside the site rather than in it: make site empties $(SITE_OUT).
test-site: site-deps site
	$(DIGEST) --product digest
	SITE_DIR=$(SITE_OUT) SCREENSHOT_DIR=$(SITE_SHOTS) SITE_COMMIT="$$(git rev-parse HEAD)" DIGEST="$$($(DIGEST) --show-bin-path)/digest" \
		BINDERY="$$($(SWIFT) build --show-bin-path)/bindery" \
		SITE_BIN="$$($(SWIFT) build --package-path Tools/Site --show-bin-path)/site" \
		python3 -m pytest -q -p no:cacheprovider Tools/Site/Tests

# Each named break of the generator (fix diffs dropped, a guarded cell shown as ⚠, the guide built
# from the wrong field, a marble overlap, an outcome said twice in the guide, a recommendation
# that ignores its cells), applied in place and undone, with the browser tests that must fail on
# it: fails when one passes. Beside make test, not in it (six rebuilds of the generator and builds
# of the site: 8 minutes on a 2-core machine at load 13 to 20).
test-site-mutations: site-deps site
	Tools/Site/Tests/mutations.sh "$$($(SWIFT) build --show-bin-path)/bindery"

# Debian's chromium (as root with apt-get, like make deps) and the pinned Python packages, when missing.
site-deps:
	@dpkg-query -W -f='$${Status}' $(SITE_APT) 2>/dev/null | grep -q "install ok installed" || { \
		if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
			echo "Installing: $(SITE_APT)"; \
			apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -o DPkg::Lock::Timeout=300 -y -qq $(SITE_APT) >/dev/null; \
		else \
			echo "make test-site needs: sudo apt-get install $(SITE_APT)"; exit 1; \
		fi; }
	@python3 Tools/Site/Tests/requirements.py || python3 -m pip install -q --disable-pip-version-check --root-user-action=ignore -r Tools/Site/Tests/requirements.txt

# Graphviz's dot, which draws the docs' diagrams (make regenerate) and the site's (make site):
# installed as root with apt-get when missing, like make site-deps.
graphviz:
	@command -v dot >/dev/null || { \
		if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
			echo "Installing: graphviz"; \
			apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -o DPkg::Lock::Timeout=300 -y -qq graphviz >/dev/null; \
		else \
			echo "make site and make regenerate need: sudo apt-get install graphviz"; exit 1; \
		fi; }

# Installs the Debian packages Bindery builds against. As root it installs them with apt-get;
# otherwise it names what is missing and the command that installs it.
deps:
	@missing=""; \
	for package in $(APT_PACKAGES); do \
		dpkg-query -W -f='$${Status}' $$package 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$package"; \
	done; \
	if [ -n "$$missing" ]; then \
		if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
			echo "Installing:$$missing"; \
			apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -o DPkg::Lock::Timeout=300 -y -qq $$missing >/dev/null; \
		else \
			echo "Bindery needs these system packages:$$missing"; \
			echo "Install them with: sudo apt-get install$$missing"; \
			exit 1; \
		fi; \
	fi

clean:
	rm -rf .build .build-release .build-tsan Tools/Benchmarks/.build Tools/Site/.build Tools/SourceSyntax/.build Tools/Digest/.build $(SITE_OUT) $(SITE_SHOTS)
