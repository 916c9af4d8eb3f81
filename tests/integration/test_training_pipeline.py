"""The training pipeline end to end on the CPU: generated, sandbox-validated data, the ``--small``
LoRA profile on the packaged GGUF base, its GGUF conversion and card, and the adapter loaded by
the model service's own backend, where it changes what the model writes."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path

import pytest

from agent.training.dataset import TEST, read_pairs
from agent.training.generate import generate
from agent.training.train import SMALL
from base.protocol import ChatMessage
from config.settings import load_config
from services.llm_server.adapters import resolve_adapter
from services.llm_server.backend import GenerationParams
from services.llm_server.llama_backend import LlamaCppBackend
from services.llm_server.models import resolve_model
from tests.integration.test_llm_support import ROOT

TRAIN_EXTRA = ("torch", "transformers", "peft", "gguf")
MISSING = [name for name in TRAIN_EXTRA if importlib.util.find_spec(name) is None]

pytestmark = [
    pytest.mark.slow,
    pytest.mark.timeout(420),
    pytest.mark.skipif(bool(MISSING), reason="training needs the [train] extra "
                       f"({', '.join(MISSING)} missing): make install-train"),
]


def test_the_small_profile_trains_an_adapter_the_model_service_loads(tmp_path: Path) -> None:
    data, out = tmp_path / "data", tmp_path / "adapter"
    generate(data, n=SMALL.train_limit, seed=0, n_test=SMALL.eval_limit)
    started = time.monotonic()
    # A process of its own, as a person runs it (and torch stays out of this one).
    done = subprocess.run([sys.executable, "-m", "agent.training.train", "--data", str(data),
                           "--out", str(out), "--small", "--threads", "2"],
                          cwd=ROOT, capture_output=True, text=True, timeout=400)
    seconds = time.monotonic() - started
    assert done.returncode == 0, done.stderr[-3000:]

    card = json.loads((out / "card.json").read_text())
    assert card["profile"] == "small" and card["device"] == "cpu"
    assert card["training"]["steps"] == SMALL.max_steps
    assert card["training"]["final_loss"] < card["training"]["first_loss"]
    assert card["heldout"]["transformers"]["n"] == SMALL.eval_limit
    gguf = out / "adapter.gguf"
    assert card["files"] == {"gguf": "adapter.gguf", "gguf_bytes": gguf.stat().st_size}
    print(f"\n--small: {seconds:.0f} s in all, {card['training']['seconds']} s of training "
          f"({card['training']['steps']} steps)")

    # The model service's way in: llm.lora names the file, its card names the adapter.
    cfg = load_config(overrides=[f"llm.lora={gguf}", "llm.n_ctx=1024"], environ={})
    adapter = resolve_adapter(cfg.llm)
    assert adapter is not None and adapter.name == "smollm2-135m-skills-small"
    assert adapter.heldout_n == SMALL.eval_limit
    model = resolve_model(cfg.llm.model, cfg.data_dir)
    pair = next(read_pairs(data / TEST))
    params = GenerationParams(turns=[ChatMessage.user(pair.user)], max_tokens=48, seed=0,
                              temperature=0.0)
    texts = []
    for applied in (None, adapter):
        backend = LlamaCppBackend(model, replace(cfg.llm, lora="" if applied is None else
                                                 cfg.llm.lora), {}, adapter=applied)
        try:
            assert backend.info.adapter == applied
            texts.append(backend.generate(params, lambda _t: None, lambda: False).text)
        finally:
            backend.close()
    untuned, tuned = texts
    assert tuned.strip() and tuned != untuned, (untuned, tuned)
