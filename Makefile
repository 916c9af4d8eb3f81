# Two commands for people: `make run` and `make test`. Everything else is a step they depend on.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
LLAMA_VERSION := 0.3.36
# The CPU build: AVX2, FMA and F16C, and the AVX-512 and VNNI sets where this CPU has them (with
# them the model reads a prompt ~25% faster); never AMX, which the native build (-DGGML_NATIVE=ON)
# turns on and which crashes at the first decode on some CPUs. LLAMA_CMAKE_ARGS given on the
# command line replaces it all (e.g. the AVX2 flags alone, for a wheel other machines can use).
CPU_FLAGS := $(shell grep -m1 '^flags' /proc/cpuinfo 2>/dev/null)
# "on" when this CPU has every one of the instruction sets named, else nothing.
cpu_has = $(if $(strip $(foreach f,$(1),$(if $(filter $(f),$(CPU_FLAGS)),,$(f)))),,on)
LLAMA_CPU_SETS := $(if $(call cpu_has,bmi2),-DGGML_BMI2=ON) \
	$(if $(call cpu_has,avx_vnni),-DGGML_AVX_VNNI=ON)
ifeq ($(call cpu_has,avx512f avx512cd avx512vl avx512dq avx512bw),on)
LLAMA_CPU_SETS += -DGGML_AVX512=ON $(if $(call cpu_has,avx512vbmi),-DGGML_AVX512_VBMI=ON) \
	$(if $(call cpu_has,avx512_vnni),-DGGML_AVX512_VNNI=ON) \
	$(if $(call cpu_has,avx512_bf16),-DGGML_AVX512_BF16=ON)
endif
LLAMA_CMAKE_ARGS ?= -DGGML_NATIVE=OFF -DGGML_AVX2=ON -DGGML_FMA=ON -DGGML_F16C=ON \
	$(strip $(LLAMA_CPU_SETS)) -DLLAVA_BUILD=OFF
LLAMA_EXTRA_CMAKE_ARGS ?=
# GPU=cuda: llama.cpp with CUDA on top of the CPU flags above, and the model on the GPU.
# CUDA_ARCHITECTURES=90 (H100) or 89 (RTX 40xx) builds for that card only: minutes faster.
GPU ?= cpu
CUDA_ARCHITECTURES ?=
ifeq ($(GPU),cuda)
LLAMA_EXTRA_CMAKE_ARGS += -DGGML_CUDA=on
ifneq ($(CUDA_ARCHITECTURES),)
LLAMA_EXTRA_CMAKE_ARGS += -DCMAKE_CUDA_ARCHITECTURES=$(CUDA_ARCHITECTURES)
endif
DUNGEON_FLAGS := --set llm.n_gpu_layers=-1
else ifneq ($(GPU),cpu)
$(error GPU=$(GPU): expected cpu or cuda)
endif
# One wheel folder per build (the kind and a checksum of its flags), so switching GPU=, or a
# checkout moved to a CPU with other instruction sets, never reuses a build made for another.
BUILD := $(GPU)-$(shell echo '$(strip $(LLAMA_CMAKE_ARGS) $(LLAMA_EXTRA_CMAKE_ARGS))' | cksum | cut -d' ' -f1)
WHEELS := .wheels/$(BUILD)
STAMP := $(VENV)/.installed-$(BUILD)

.PHONY: run test install install-train lint bench clean

# Start the whole system in the background, play, and stop it all when the client quits.
run: $(STAMP)
	$(VENV)/bin/dungeon $(DUNGEON_FLAGS) up --detach
	$(VENV)/bin/dungeon play --wait 60; status=$$?; $(VENV)/bin/dungeon down; exit $$status

# Lint first (seconds): a style or type error fails the run like a failing test. Then the unit
# and sandbox suites, pure computation with no time bounds, in one process per core
# (pytest-xdist); then the integration and system suites one test at a time, since they time
# real processes and the real model, whose bounds hold only when nothing else takes the cores.
# Both parts always run; either failing fails the run. Compiled modules are kept (__pycache__,
# ignored by git) even where PYTHONDONTWRITEBYTECODE is set: the integration and system suites
# start the services hundreds of times, and each start would compile the agent's sources again
# (about half a second of CPU each).
test: lint
	PYTHONDONTWRITEBYTECODE= $(PY) -m pytest -q -n auto tests/unit tests/sandbox; unit=$$?; \
	PYTHONDONTWRITEBYTECODE= $(PY) -m pytest -q tests/integration tests/system; rest=$$?; \
	test $$unit = 0 -a $$rest = 0

install: $(STAMP)

# The llama-cpp-python wheel is built once into .wheels/ with our CMAKE_ARGS; pip's own cache
# ignores CMAKE_ARGS, so it is bypassed.
$(WHEELS)/.llama-$(LLAMA_VERSION):
	@mkdir -p $(WHEELS)
	@if ! ls $(WHEELS)/llama_cpp_python-$(LLAMA_VERSION)-*.whl >/dev/null 2>&1; then \
		echo "building llama-cpp-python $(LLAMA_VERSION) (a few minutes)"; \
		$(PYTHON) -m venv $(WHEELS)/buildenv && \
		$(WHEELS)/buildenv/bin/pip install -q --upgrade pip wheel && \
		CMAKE_ARGS="$(LLAMA_CMAKE_ARGS) $(LLAMA_EXTRA_CMAKE_ARGS)" $(WHEELS)/buildenv/bin/pip wheel --no-cache-dir --no-deps \
			-w $(WHEELS) llama-cpp-python==$(LLAMA_VERSION) || exit 1; \
		rm -rf $(WHEELS)/buildenv; \
	fi
	@touch $@

$(STAMP): pyproject.toml $(WHEELS)/.llama-$(LLAMA_VERSION)
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q --find-links $(WHEELS) -e '.[dev]'
	# The other build kind's llama.cpp may be installed: this one replaces it.
	$(PY) -m pip install -q --force-reinstall --no-deps $(WHEELS)/llama_cpp_python-$(LLAMA_VERSION)-*.whl
	rm -f $(VENV)/.installed-*
	@touch $@

# The optional training extra (torch CPU, transformers, peft, gguf: about 1.2 GB, 2-5 minutes
# from a local package mirror), never needed to play: CI installs it so that the training
# pipeline's test runs; without it that test is skipped with the reason.
install-train: $(VENV)/.installed-train

$(VENV)/.installed-train: $(STAMP)
	$(PY) -m pip install -q --find-links $(WHEELS) -e '.[dev,train]'
	@touch $@

lint: $(STAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/mypy

bench: $(STAMP)
	$(PY) -m bench all

clean:
	rm -rf $(VENV) .wheels .pytest_cache
