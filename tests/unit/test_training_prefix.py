"""Training from a shared prefix and from a trained adapter, on a tiny Llama made from a config
(the base's shape, not its weights): the system turn every row begins with is read once per
batch and must give the very loss and gradients of reading it in every row; an adapter GGUF
read back must be the adapter that was written, and one of another rank is refused."""

from __future__ import annotations

import argparse
import importlib.util
from pathlib import Path

import pytest

from agent.training.train import IGNORE, Profile, collate, completion_loss, shared_prefix

pytestmark = pytest.mark.skipif(importlib.util.find_spec("torch") is None,
                                reason="training needs the [train] extra: make install-train")

PROFILE = Profile(rank=4, alpha=8, dropout=0.0)


def tiny_llama(seed: int = 0, lora_seed: int = 0):
    import torch
    from transformers import LlamaConfig, LlamaForCausalLM

    from agent.training.train import with_lora

    torch.manual_seed(seed)
    config = LlamaConfig(vocab_size=64, hidden_size=32, intermediate_size=64, num_hidden_layers=2,
                         num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=64)
    model = with_lora(LlamaForCausalLM(config), PROFILE, seed)
    torch.manual_seed(lora_seed)
    for name, p in model.named_parameters():  # B is zero in a new adapter: make it count
        if "lora_" in name:
            torch.nn.init.normal_(p, std=0.1)
    return model.eval()


SYSTEM = [1, 5, 9, 13, 17, 21, 2]
ROWS = [(SYSTEM + [30, 31, 32, 40, 41], [IGNORE] * 10 + [40, 41]),
        (SYSTEM + [33, 34, 42, 43, 44, 45], [IGNORE] * 10 + [43, 44, 45]),
        (SYSTEM + [35, 46], [IGNORE] * 8 + [46])]


def test_the_shared_prefix_is_the_unlabelled_start_every_row_has() -> None:
    assert shared_prefix(ROWS) == len(SYSTEM)
    # a labelled token ends it, and every row keeps at least one token after it
    assert shared_prefix([([1, 2, 3], [IGNORE, 2, 3]), ([1, 2, 4], [IGNORE, 2, 4])]) == 1
    assert shared_prefix([([1, 2], [IGNORE, IGNORE]), ([1, 2, 3], [IGNORE, IGNORE, 3])]) == 1
    assert shared_prefix([([7, 2], [IGNORE, 2]), ([1, 2], [IGNORE, 2])]) == 0


def test_reading_the_prefix_once_gives_the_loss_and_gradients_of_reading_it_in_every_row() -> None:
    import torch

    model = tiny_llama()
    lora = [p for p in model.parameters() if p.requires_grad]

    def loss_and_grads(rows, prefix):
        ids, labels, mask = collate(rows, pad_id=0)
        loss = completion_loss(model, ids, labels, mask, prefix)
        grads = torch.autograd.grad(loss, lora)
        return loss.detach(), grads

    whole, whole_grads = loss_and_grads(ROWS, None)
    cut = shared_prefix(ROWS)
    once, once_grads = loss_and_grads([(i[cut:], lab[cut:]) for i, lab in ROWS],
                                      torch.tensor(ROWS[0][0][:cut]))
    assert torch.allclose(whole, once, atol=1e-5)
    pairs = zip(whole_grads, once_grads, strict=True)
    assert all(torch.allclose(a, b, atol=1e-5) for a, b in pairs)
    # ... and the prefix matters: the same rows read without it give another loss
    alone, _ = loss_and_grads([(i[cut:], lab[cut:]) for i, lab in ROWS], None)
    assert not torch.allclose(whole, alone, atol=1e-3)


def test_an_adapter_gguf_read_back_is_the_adapter_written(tmp_path: Path) -> None:
    import torch
    from peft import get_peft_model_state_dict

    from agent.training.lora_gguf import write_adapter
    from agent.training.train import _init_from

    trained = tiny_llama(lora_seed=1)
    state = {k: v.detach().to(torch.float16).float().numpy()
             for k, v in get_peft_model_state_dict(trained).items()}
    cfg = trained.base_model.model.config
    path = write_adapter(tmp_path / "a.gguf", state, alpha=PROFILE.alpha,
                         n_head=cfg.num_attention_heads, n_head_kv=cfg.num_key_value_heads,
                         name="tiny")
    fresh = tiny_llama(lora_seed=2)  # the same base, another adapter
    init = _init_from(fresh, path, PROFILE, cfg)
    assert init["file"] == "a.gguf" and len(init["sha256"]) == 64
    got = get_peft_model_state_dict(fresh)
    assert set(got) == set(state)
    for key, value in state.items():  # q and k rows back in Hugging Face's order too
        assert torch.equal(got[key].float(), torch.from_numpy(value)), key
    ids, labels, mask = collate(ROWS, pad_id=0)
    assert torch.allclose(completion_loss(fresh, ids, labels, mask),
                          completion_loss(trained, ids, labels, mask), atol=1e-3)

    with pytest.raises(SystemExit, match="rank"):
        _init_from(tiny_llama(), path, Profile(rank=8, alpha=8), cfg)


def test_a_missing_or_foreign_file_to_continue_from_is_a_clear_error(tmp_path: Path) -> None:
    from agent.training.train import _init_from

    model = tiny_llama()
    cfg = model.base_model.model.config
    with pytest.raises(SystemExit, match="no such adapter file"):
        _init_from(model, tmp_path / "absent.gguf", PROFILE, cfg)
    foreign = tmp_path / "notes.gguf"
    foreign.write_bytes(b"not a gguf at all, just some bytes" * 4)
    with pytest.raises(SystemExit, match="not an adapter this can continue"):
        _init_from(model, foreign, PROFILE, cfg)


def test_the_command_line_sets_the_learning_rate_and_the_adapter_to_continue() -> None:
    from agent.training.train import _profile

    args = argparse.Namespace(small=False, max_steps=None, epochs=0.3, batch=None,
                              eval_limit=None, lr=1e-4)
    assert _profile(args).lr == 1e-4 and _profile(args).epochs == 0.3


def test_the_system_turn_is_read_once_on_a_cpu_and_in_every_row_on_a_gpu_unless_told() -> None:
    from agent.training.train import main, prefix_once

    assert prefix_once("auto", "cpu") and not prefix_once("auto", "cuda")
    assert prefix_once("on", "cuda") and not prefix_once("off", "cpu")
    with pytest.raises(SystemExit):  # argparse refuses a choice it does not know
        main(["--data", "d", "--out", "o", "--prefix-once", "sometimes"])
