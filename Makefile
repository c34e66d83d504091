# TourBook. The two commands a fresh machine needs:
#   make          install what is missing, build, and render Content into Output
#   make test     install what the tests need and run every test
# Others: make spec (Mustache conformance, needs ../shared/mustache-spec), make bench,
# make fuzz (FUZZ_SECONDS=600 per target), make sanitizers (the tests under ASan and TSan).

SWIFT ?= swift
RELEASE := .build/release/tourbook
# The release binary links the Swift runtime and Foundation in: it starts in 6-7 ms rather than
# 12-14 (no 20 shared libraries to load and relocate), calls the runtime without going through
# the PLT, and runs on a Debian machine with libcmark and tzdata but no Swift toolchain. A one-day edit
# of the 60-day sample leg: 96 -> 92 ms, 30 alternating pairs.
RELEASE_BUILD := $(SWIFT) build -c release --static-swift-stdlib
DEBUG := .build/debug/tourbook
# Every debug build here (test, unit, site-checks, spec) keeps line tables only: file and line in
# backtraces and sanitizer reports, no variables for a debugger, and about 20 s less compile
# CPU on a fresh clone. One set of flags, so no target rebuilds what another built with others.
DEBUG_BUILD := $(SWIFT) build -Xswiftc -gline-tables-only
export DEBUG_BUILD

.PHONY: all run deps test-deps build test architecture unit schema site-checks spec bench fuzz sanitizers clean

all: run

deps:
	@scripts/install-deps.sh build

test-deps:
	@scripts/install-deps.sh test

build: deps
	$(RELEASE_BUILD) --product tourbook

run: build
	$(RELEASE) build --content Content --templates Templates --output Output

# The unit tests and the site checks run side by side (scripts/test-side-by-side.sh); `make unit`
# and `make site-checks` run one of them alone.
test: test-deps architecture schema
	$(DEBUG_BUILD) --product tourbook
	scripts/test-side-by-side.sh $(DEBUG)

# scripts/swift-test.sh also fails a run whose log has a line over 1,000 characters.
# TourBookPackageTests is the product SwiftPM makes of every test target: building it rather than
# `--build-tests` leaves out the bench and the spec runner, which no test runs (here, in
# scripts/test-side-by-side.sh and in the sanitizer builds).
unit:
	$(DEBUG_BUILD) --product TourBookPackageTests
	scripts/swift-test.sh unit

# docs/architecture.md names only modules, types and paths that exist.
architecture:
	python3 scripts/check-architecture.py

schema:
	python3 -m pytest -q -p no:cacheprovider Tests/schema

# Builds the sample with the debug binary and checks the output as users meet it (run.sh: HTML,
# calendars, kill test, hosting, offline-test.py's service worker in Chromium, finder, axe).
site-checks:
	$(DEBUG_BUILD) --product tourbook
	bash Tests/site/run.sh $(DEBUG)
	bash Tests/site/hostile.sh $(DEBUG)

spec:
	$(DEBUG_BUILD) --product mustache-spec
	.build/debug/mustache-spec ../shared/mustache-spec

bench:
	@scripts/install-deps.sh bench
	$(RELEASE_BUILD) --product tourbook
	$(RELEASE_BUILD) --product tourbook-bench
	.build/release/tourbook-bench
	python3 Tests/finder/chromium-check.py --speed

# libFuzzer targets (day files, times, Mustache, Markdown), FUZZ_SECONDS each (CI runs 30),
# linked against the sanitizers' AddressSanitizer build.
FUZZ_SECONDS ?= 600
fuzz:
	bash scripts/fuzz.sh $(FUZZ_SECONDS)

# The unit tests under AddressSanitizer and ThreadSanitizer (rendering is concurrent), each
# built in a folder of its own (.build/asan, .build/tsan) so that the debug build stays.
sanitizers:
	SWIFT=$(SWIFT) scripts/asan-build.sh
	LSAN_OPTIONS=suppressions=$(CURDIR)/fuzz/lsan-swift-test.supp scripts/swift-test.sh address --scratch-path .build/asan --sanitize=address
	$(SWIFT) build --product TourBookPackageTests --sanitize=thread --scratch-path .build/tsan
	scripts/swift-test.sh thread --scratch-path .build/tsan --sanitize=thread

clean:
	rm -rf .build Output
