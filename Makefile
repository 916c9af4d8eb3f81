# Two commands for people: `make run` and `make test`. Everything else is a step they depend on.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
LLAMA_VERSION := 0.3.36
# Portable CPU build: the native build enables AMX and crashes at the first decode on some CPUs.
LLAMA_CMAKE_ARGS ?= -DGGML_NATIVE=OFF -DGGML_AVX2=ON -DGGML_FMA=ON -DGGML_F16C=ON -DLLAVA_BUILD=OFF
LLAMA_EXTRA_CMAKE_ARGS ?=
# GPU=cuda: llama.cpp with CUDA on top of the portable CPU flags, and the model on the GPU.
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
# One wheel folder per build kind, so switching GPU= never reuses the other build.
WHEELS := .wheels/$(GPU)
STAMP := $(VENV)/.installed-$(GPU)

.PHONY: run test install install-train lint bench clean

# Start the whole system in the background, play, and stop it all when the client quits.
run: $(STAMP)
	$(VENV)/bin/dungeon $(DUNGEON_FLAGS) up --detach
	$(VENV)/bin/dungeon play --wait 60; status=$$?; $(VENV)/bin/dungeon down; exit $$status

# Lint first (seconds): a style or type error fails the run like a failing test.
test: lint
	$(PY) -m pytest -q

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
