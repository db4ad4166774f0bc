# tt — the two commands of the quick start, and a few more.
#
#   make run     install what is missing, build, run the example application
#   make test    install, build, run the test suite; then again under
#                AddressSanitizer + UndefinedBehaviorSanitizer (clang-19),
#                which also runs the parser fuzzer for 60 s
#   make bench   run tt-bench against OpenBLAS, BLIS and oneDNN; writes
#                bench/results/DATE.json and DATE.md (the table and the
#                convolution targets); BENCH_ARGS picks the suites
#                (default --suite all --threads 1,2), BUDGET tt's budget;
#                tt tunes from nothing in a fresh cache directory unless
#                TT_CACHE_DIR is set (then its cached winners are measured)
#   make install install libtt, tt.h, the tt tool, pkg-config and CMake files
#
# Every target runs scripts/install-deps first (it does nothing when all
# packages are present).

BUILD    ?= build
ASAN     ?= build-asan
PREFIX   ?= /usr/local
JOBS     ?= $(shell nproc 2>/dev/null || echo 2)
BUDGET   ?= 2s
BENCH_ARGS ?= --suite all --threads 1,2
POCL_CACHE ?= $(CURDIR)/build-pocl-cache

.PHONY: all deps build build-asan test test-release test-asan run bench bench-peers install clean

all: build

deps:
	@./scripts/install-deps

build: deps
	@cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=RelWithDebInfo \
	    -DCMAKE_INSTALL_PREFIX=$(PREFIX) -DTT_POCL_CACHE_DIR=$(POCL_CACHE) >/dev/null
	@cmake --build $(BUILD) -j$(JOBS)

build-asan: deps
	@cmake -S . -B $(ASAN) -DCMAKE_BUILD_TYPE=Debug -DCMAKE_C_COMPILER=clang-19 \
	    -DTT_SANITIZE=ON -DTT_FUZZ=ON -DTT_BENCH=OFF -DTT_POCL_CACHE_DIR=$(POCL_CACHE) >/dev/null
	@cmake --build $(ASAN) -j$(JOBS)

# The C suite, then the Python package's pytest suite (label python) on the
# library just built; both run even when the first fails.
test-release: build
	@cd $(BUILD) && { ctest --output-on-failure -j$(JOBS) -LE python; c=$$?; \
	  ctest --output-on-failure -L python; p=$$?; [ $$c = 0 ] && [ $$p = 0 ]; }

test-asan: build-asan
	cd $(ASAN) && ctest --output-on-failure -j$(JOBS)

test: test-release test-asan

run: build
	@sudo=; if [ "$$(id -u)" != 0 ] && ! { mkdir -p "$(PREFIX)" 2>/dev/null && [ -w "$(PREFIX)" ]; }; \
	then sudo=sudo; fi; \
	echo "make run: installing tt into $(PREFIX)"; \
	$$sudo cmake --install $(BUILD) >/dev/null || exit 1; \
	if [ "$$(id -u)" = 0 ] || [ -n "$$sudo" ]; then $$sudo ldconfig; fi
	@echo "make run: building examples/bert_ffn against the installed tt (pkg-config tt)"
	@$(MAKE) --no-print-directory -B -C examples PREFIX=$(PREFIX) >/dev/null
	@examples/build/bert_ffn --budget $(BUDGET)

bench: build
	@mkdir -p bench/results
	@d=$$(date +%Y-%m-%d); out=bench/results/$$d; \
	fresh=; if [ -z "$$TT_CACHE_DIR" ]; then \
	    fresh=$$(mktemp -d) || exit 1; export TT_CACHE_DIR=$$fresh; fi; \
	$(BUILD)/tt-bench $(BENCH_ARGS) --budget $(BUDGET) --json \
	    --table $$out.table.tmp >$$out.json.tmp; \
	st=$$?; \
	if [ -n "$$fresh" ]; then rm -rf "$$fresh"; fi; \
	if [ -s $$out.json.tmp ]; then \
	    mv $$out.json.tmp $$out.json; \
	    { echo "# tt-bench $$d (make bench, budget $(BUDGET))"; echo; \
	      echo '```'; cat $$out.table.tmp; echo '```'; \
	      if grep -q '"suite": "conv"' $$out.json; then echo; \
	        echo "## Convolution targets (bench/conv-targets.py $$out.json)"; echo; \
	        python3 bench/conv-targets.py $$out.json; fi; } >$$out.md; \
	    cat $$out.table.tmp; \
	    echo "tt-bench: wrote $$out.json and $$out.md" >&2; \
	else rm -f $$out.json.tmp; fi; \
	rm -f $$out.table.tmp; \
	exit $$st

# tt against TVM MetaSchedule and tinygrad BEAM (bench/peers/README.md):
# a venv with pinned peers under $(BUILD), then the whole matrix; writes
# bench/results/peers-DATE.{json,md,png}. Takes an hour or more.
bench-peers: build
	@bench/peers/setup.sh $(BUILD)
	@BUILD=$(BUILD) bench/peers/run-all.sh

install: build
	cmake --install $(BUILD)

clean:
	rm -rf $(BUILD) $(ASAN) $(POCL_CACHE)
