# Sous: two commands do everything on a fresh Debian 12 machine with Swift.
#   make demo   install what is missing, build, cook a bundled recipe
#   make test   install what is missing, build, run every test

SWIFT ?= swift
PREFIX ?= /usr/local
RECIPE ?= garlic-lemon-chicken

PAGES ?= ../shared/data/recipe-pages-dev
BENCH_OUT := .build/bench
SOUS_RELEASE = $$($(SWIFT) build -c release --show-bin-path)/sous

.PHONY: deps build release demo test dialogues bench bench-library bench-voice bench-daemon install clean

deps:
	@contrib/install-deps

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

# At a terminal you cook interactively; otherwise a scripted session runs,
# in a data folder of its own each time (in yours it resumed the last demo:
# "Welcome back ... You've already finished"). Replies are also spoken aloud
# (on a machine without a sound card Sous says so in one line and prints them only).
demo: build
	@if [ -t 0 ]; then \
		$$($(SWIFT) build --show-bin-path)/sous cook $(RECIPE) --here --speak; \
	else \
		data=$$(mktemp -d) && SOUS_DATA=$$data $$($(SWIFT) build --show-bin-path)/sous cook $(RECIPE) --here --speak < contrib/demo-commands.txt; \
		status=$$?; rm -rf "$$data"; exit $$status; \
	fi

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	$$($(SWIFT) build --show-bin-path)/sous dialogue Tests/Dialogues

dialogues: build
	$$($(SWIFT) build --show-bin-path)/sous dialogue Tests/Dialogues

# Benchmarks print Sous beside its baseline, measured in the same run.
bench: bench-library bench-voice bench-daemon

bench-library: release
	@mkdir -p $(BENCH_OUT)
	@python3 contrib/bench/recipe_scrapers_baseline.py --pages $(PAGES) --json > $(BENCH_OUT)/recipe-scrapers.json 2> $(BENCH_OUT)/recipe-scrapers.log \
		|| echo '{"error": "the recipe-scrapers baseline could not run; see $(BENCH_OUT)/recipe-scrapers.log"}' > $(BENCH_OUT)/recipe-scrapers.json
	$(SOUS_RELEASE) bench import --pages $(PAGES) --baseline $(BENCH_OUT)/recipe-scrapers.json
	$(SOUS_RELEASE) bench library

VOICE_OUT := $(BENCH_OUT)/voice
MODEL := /usr/share/pocketsphinx/model/en-us/en-us

# The baseline: the same streams through pocketsphinx_continuous with the plain
# command grammar and no rejection (measuring only; Sous links the library).
bench-voice: release
	@contrib/install-deps pocketsphinx || echo "the baseline needs the pocketsphinx package (pocketsphinx_continuous)"
	@mkdir -p $(VOICE_OUT)
	$(SOUS_RELEASE) bench voice --prepare --out $(VOICE_OUT)
	@if command -v pocketsphinx_continuous >/dev/null; then \
		for set in real clean snr10 snr5 snr0 kitchen monologue; do \
			[ -f $(VOICE_OUT)/audio/$$set.wav ] || continue; \
			pocketsphinx_continuous -infile $(VOICE_OUT)/audio/$$set.wav -time yes -jsgf $(VOICE_OUT)/baseline.jsgf \
				-dict $(VOICE_OUT)/baseline.dict -hmm $(MODEL) -logfn /dev/null > $(VOICE_OUT)/baseline-$$set.txt; \
		done; \
	else echo "pocketsphinx_continuous is not installed (apt-get install pocketsphinx): the baseline column stays empty"; fi
	$(SOUS_RELEASE) bench voice --out $(VOICE_OUT) --features $(VOICE_OUT)/features.tsv

bench-daemon: release
	$(SOUS_RELEASE) bench daemon

install: release
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/sous
	install -m 755 $$($(SWIFT) build -c release --show-bin-path)/sous $(DESTDIR)$(PREFIX)/bin/sous
	cp -R Recipes Grammars $(DESTDIR)$(PREFIX)/share/sous/

clean:
	$(SWIFT) package clean
