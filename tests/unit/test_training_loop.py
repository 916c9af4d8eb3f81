"""The training loop's time limit (``--max-minutes``), for runs on a machine lent for a while:
the loop stops after the step that passes it, keeps what it learnt, and says how many steps were
planned. A tiny causal model stands in for the base, so the loop itself runs for real."""

from __future__ import annotations

import importlib.util
import json
import time
from pathlib import Path

import pytest

from agent.training.train import IGNORE, Profile, train

pytestmark = pytest.mark.skipif(importlib.util.find_spec("torch") is None,
                                reason="training needs the [train] extra: make install-train")


def tiny_model(delay_s: float = 0.0):
    """A model shaped as ``completion_loss`` reads a PEFT-wrapped causal LM: an embedding for
    ``base_model.model.model`` and a vocabulary projection for ``lm_head``."""
    import torch
    from torch import nn

    class Body(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.embed = nn.Embedding(32, 8)

        def forward(self, input_ids, attention_mask):
            time.sleep(delay_s)  # a step that takes a while, as a real one does
            return type("Out", (), {"last_hidden_state": self.embed(input_ids)})

    class Lm(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.model = Body()
            self.lm_head = nn.Linear(8, 32)

    class Wrapped(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.base_model = nn.Module()
            self.base_model.model = Lm()

    torch.manual_seed(0)
    return Wrapped()


ROWS = [([1, 2, 3, 4, 5], [IGNORE, IGNORE, 3, 4, 5]), ([6, 7, 8], [IGNORE, 7, 8])] * 8
PROFILE = Profile(epochs=1.0, batch=2, lr=1e-2, warmup=0.0)  # 8 steps over 16 rows


def test_without_a_limit_every_planned_step_runs(tmp_path: Path) -> None:
    stats = train(tiny_model(), ROWS, PROFILE, device="cpu", seed=0, pad_id=0,
                  log_path=tmp_path / "log.jsonl")
    assert stats["steps"] == 8 and "planned_steps" not in stats
    assert stats["final_loss"] < stats["first_loss"]
    assert json.loads((tmp_path / "log.jsonl").read_text().splitlines()[-1])["step"] == 8


def test_a_time_limit_stops_after_the_step_that_passes_it(tmp_path: Path) -> None:
    stats = train(tiny_model(delay_s=0.05), ROWS, PROFILE, device="cpu", seed=0, pad_id=0,
                  log_path=tmp_path / "log.jsonl", max_seconds=0.12)
    # Each step takes at least 50 ms: the limit is passed after the third step at the latest,
    # and at least one step always runs, however short the limit.
    assert 1 <= stats["steps"] <= 3 and stats["planned_steps"] == 8


def test_even_a_limit_shorter_than_one_step_trains_one(tmp_path: Path) -> None:
    stats = train(tiny_model(delay_s=0.01), ROWS, PROFILE, device="cpu", seed=0, pad_id=0,
                  log_path=tmp_path / "log.jsonl", max_seconds=1e-9)
    assert stats["steps"] == 1 and stats["planned_steps"] == 8
