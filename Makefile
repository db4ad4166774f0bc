# tt — the two commands of the quick start, and a few more.
#
#   make run     install what is missing, build, run the example application
#   make test    install, build, run the test suite; then again under
#                AddressSanitizer + UndefinedBehaviorSanitizer (clang-19),
#                which also runs the parser fuzzer for 60 s
#   make bench   run tt-bench against OpenBLAS, BLIS and oneDNN; writes
#                bench/results/DATE.json
#   make install install libtt, tt.h, the tt tool, pkg-config and CMake files
#
# Every target runs scripts/install-deps first (it does nothing when all
# packages are present).

BUILD    ?= build
ASAN     ?= build-asan
PREFIX   ?= /usr/local
JOBS     ?= $(shell nproc 2>/dev/null || echo 2)
BUDGET   ?= 2s

.PHONY: all deps build build-asan test test-release test-asan run bench install clean

all: build

deps:
	@./scripts/install-deps

build: deps
	@cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=RelWithDebInfo \
	    -DCMAKE_INSTALL_PREFIX=$(PREFIX) >/dev/null
	@cmake --build $(BUILD) -j$(JOBS)

build-asan: deps
	@cmake -S . -B $(ASAN) -DCMAKE_BUILD_TYPE=Debug -DCMAKE_C_COMPILER=clang-19 \
	    -DTT_SANITIZE=ON -DTT_FUZZ=ON -DTT_BENCH=OFF >/dev/null
	@cmake --build $(ASAN) -j$(JOBS)

test-release: build
	cd $(BUILD) && ctest --output-on-failure -j$(JOBS)

test-asan: build-asan
	cd $(ASAN) && ctest --output-on-failure -j$(JOBS)

test: test-release test-asan

run: build
	@$(BUILD)/tt run matmul --shape A=256x256 --shape B=256x256

bench: build
	@mkdir -p bench/results
	@echo "tt-bench: not built yet"

install: build
	cmake --install $(BUILD)

clean:
	rm -rf $(BUILD) $(ASAN)
