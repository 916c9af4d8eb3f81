"""The embedding model: all-MiniLM-L6-v2 as a GGUF file, run by llama.cpp's embedding mode.

The file ships inside this package (``models/``), made once from the model's own weights by
llama.cpp's converter (``make_embedder_gguf.py``; docs/library.md says which converter and
quantisation). llama-cpp-python is already the model service's engine, so matching orders needs
no torch: the file loads in tens of milliseconds and embeds a short order in a few. The agent
never reaches the network for it.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Sequence
from contextlib import ExitStack
from importlib import resources
from pathlib import Path

import numpy as np

log = logging.getLogger(__name__)

QUANTISATION = "q8_0"
MODEL_FILE = f"minilm-l6-v2.{QUANTISATION}.gguf"
# Vectors cached in the library file are kept per model id: a new id (engine or weights) makes
# the library embed its examples again instead of mixing two models' vectors.
MODEL_ID = f"all-MiniLM-L6-v2/llama.cpp-gguf-{QUANTISATION}"
DIMENSIONS = 384
# The model's trained context (its position embeddings); longer orders are cut, never refused.
CONTEXT_TOKENS = 512
# Texts per llama.cpp call when indexing: sequences in one batch attend over the whole batch's
# tokens, so large batches are slower than small ones (measured: 215 examples in 0.9 s in
# batches of 4 to 16, 1.6 s in one).
BATCH_TEXTS = 8


class EmbeddingUnavailable(RuntimeError):
    """The model file or llama.cpp is missing or cannot be loaded; says what to install."""


def packaged_model(stack: ExitStack) -> Path:
    """The shipped GGUF as a file on disk (extracted for as long as ``stack`` is open when the
    package is not installed as plain files)."""
    source = resources.files("agent.library").joinpath("models", MODEL_FILE)
    if not source.is_file():
        raise EmbeddingUnavailable(
            f"the embedding model {MODEL_FILE} is missing from the agent package; reinstall "
            "dungeon-agent (or regenerate it: python -m agent.library.make_embedder_gguf)"
        )
    return Path(stack.enter_context(resources.as_file(source)))


class SentenceEmbedder:
    """``embed(texts)`` → float32 rows of unit length, one per text (mean pooling, as the
    model was trained)."""

    model_id = MODEL_ID

    def __init__(self, path: Path | None = None) -> None:
        started = time.perf_counter()
        self._stack = ExitStack()
        try:
            import llama_cpp

            path = path or packaged_model(self._stack)
            # One thread: one short sentence per call, and on a busy 2-core machine a second
            # thread waits for a core (measured: median 4 ms with one, 11 ms with two).
            self._model = llama_cpp.Llama(
                model_path=str(path), embedding=True,
                pooling_type=llama_cpp.LLAMA_POOLING_TYPE_MEAN, n_ctx=CONTEXT_TOKENS,
                n_threads=1, n_threads_batch=1, verbose=False,
            )
        except (ImportError, OSError, ValueError) as exc:
            self._stack.close()
            raise EmbeddingUnavailable(
                f"cannot load the embedding model {path or MODEL_FILE}: {exc}"
            ) from exc
        if self._model.n_embd() != DIMENSIONS:
            raise EmbeddingUnavailable(f"{path} gives {self._model.n_embd()} dimensions, "
                                       f"not all-MiniLM-L6-v2's {DIMENSIONS}")
        log.info("embedding model loaded from %s in %.2f s", path, time.perf_counter() - started)

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        texts = list(texts)
        rows: list[list[float]] = []
        for i in range(0, len(texts), BATCH_TEXTS):
            rows += self._model.embed(texts[i:i + BATCH_TEXTS], normalize=True, truncate=True)
        if not rows:
            return np.zeros((0, DIMENSIONS), dtype=np.float32)
        return np.asarray(rows, dtype=np.float32)

    def close(self) -> None:
        self._model.close()
        self._stack.close()
