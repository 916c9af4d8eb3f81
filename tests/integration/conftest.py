"""Fixtures the library's integration tests share: the real embedder (loaded once per module)
and a library with the shipped entries in a fresh data folder."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest

from agent.library import Library
from agent.library.embedding import SentenceEmbedder
from config.settings import Config, PathsConfig


@pytest.fixture(scope="module")
def embedder() -> Iterator[SentenceEmbedder]:
    model = SentenceEmbedder()
    yield model
    model.close()


@pytest.fixture
def lib(tmp_path, embedder) -> Iterator[Library]:
    library = Library.open(replace(Config(), paths=PathsConfig(data_dir=str(tmp_path))),
                           embedder=embedder)
    yield library
    library.close()


@pytest.fixture(scope="module")
def embedded_llama(tmp_path_factory):
    """The embedded default model loaded by llama.cpp directly (its vocabulary, for grammar
    checks)."""
    import llama_cpp

    from services.llm_server.models import resolve_model

    model = resolve_model("smollm2-135m", tmp_path_factory.mktemp("data"))
    llm = llama_cpp.Llama(model_path=str(model.path), n_ctx=256, n_threads=1, verbose=False)
    yield llm
    llm.close()
