"""A LoRA adapter of a Llama-architecture model (SmolLM2) as a GGUF file llama.cpp applies.

The same file llama.cpp's ``convert_lora_to_gguf.py`` writes (general.type "adapter",
adapter.type "lora", adapter.lora.alpha; per projection ``blk.N.<tensor>.weight.lora_a`` and
``.lora_b`` in f16), written here with the ``gguf`` package so that the project needs neither a
copy of that script nor the base model's Hugging Face folder it asks for. Like that script, the
rows of q and k are permuted into llama.cpp's rotary layout (its ``LlamaModel.permute``): only B
holds output rows, so only B is permuted.

Needs numpy and gguf (the ``.[train]`` extra), not torch.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from pathlib import Path

import numpy as np

# Hugging Face module names -> llama.cpp tensor names (gguf-py's tensor map for LLAMA).
TENSOR_NAMES = {
    "self_attn.q_proj": "attn_q",
    "self_attn.k_proj": "attn_k",
    "self_attn.v_proj": "attn_v",
    "self_attn.o_proj": "attn_output",
    "mlp.gate_proj": "ffn_gate",
    "mlp.up_proj": "ffn_up",
    "mlp.down_proj": "ffn_down",
}
_KEY = re.compile(r"(?:^|\.)layers\.(\d+)\.([a-z_]+\.[a-z_]+)\.lora_([AB])(?:\.default)?\.weight$")


def permute_rows(weights: np.ndarray, n_head: int) -> np.ndarray:
    """llama.cpp's rotary layout for the rows of q (n_head heads) or k (its kv heads)."""
    rows = weights.shape[0]
    return (weights.reshape(n_head, 2, rows // n_head // 2, *weights.shape[1:])
            .swapaxes(1, 2).reshape(weights.shape))


def gguf_tensors(state: Mapping[str, np.ndarray], *, n_head: int,
                 n_head_kv: int) -> dict[str, np.ndarray]:
    """PEFT's adapter tensors under llama.cpp's names, q and k permuted, as f16."""
    out: dict[str, np.ndarray] = {}
    for key, value in state.items():
        m = _KEY.search(key)
        if m is None or m.group(2) not in TENSOR_NAMES:
            raise ValueError(f"not a LoRA tensor of an attention or MLP projection: {key}")
        block, module, which = int(m.group(1)), m.group(2), m.group(3)
        data = np.asarray(value, dtype=np.float32)
        if which == "B" and module == "self_attn.q_proj":
            data = permute_rows(data, n_head)
        elif which == "B" and module == "self_attn.k_proj":
            data = permute_rows(data, n_head_kv)
        out[f"blk.{block}.{TENSOR_NAMES[module]}.weight.lora_{which.lower()}"] = (
            data.astype(np.float16))
    names = {n.rsplit(".", 1)[0] for n in out}
    for name in names:
        if f"{name}.lora_a" not in out or f"{name}.lora_b" not in out:
            raise ValueError(f"{name}: the adapter has only one of lora_A and lora_B")
    return dict(sorted(out.items(), key=lambda kv: _order(kv[0])))


def unpermute_rows(weights: np.ndarray, n_head: int) -> np.ndarray:
    """``permute_rows`` undone: llama.cpp's rotary layout back to Hugging Face's."""
    rows = weights.shape[0]
    return (weights.reshape(n_head, rows // n_head // 2, 2, *weights.shape[1:])
            .swapaxes(1, 2).reshape(weights.shape))


def read_adapter(path: Path, *, n_head: int, n_head_kv: int) -> tuple[dict[str, np.ndarray], float]:
    """A LoRA GGUF back as PEFT's state (its keys, f32, q and k rows unpermuted) and its alpha:
    what training starts from to continue an adapter (``train.py --init``)."""
    import gguf

    reader = gguf.GGUFReader(str(path))
    field = reader.get_field(gguf.Keys.Adapter.LORA_ALPHA)
    if field is None or reader.get_field(gguf.Keys.Adapter.TYPE) is None:
        raise ValueError(f"{path}: not a LoRA adapter GGUF (no adapter.type or lora alpha)")
    alpha = float(field.contents())
    modules = {v: k for k, v in TENSOR_NAMES.items()}
    state: dict[str, np.ndarray] = {}
    for tensor in reader.tensors:
        m = re.fullmatch(r"blk\.(\d+)\.([a-z_]+)\.weight\.lora_([ab])", tensor.name)
        if m is None or m.group(2) not in modules:
            raise ValueError(f"{path}: not a LoRA tensor of an attention or MLP projection: "
                             f"{tensor.name}")
        block, module, which = int(m.group(1)), modules[m.group(2)], m.group(3).upper()
        # GGUF lists a tensor's dimensions innermost first; numpy's shape is the reverse.
        data = np.asarray(tensor.data, dtype=np.float32).reshape(
            [int(d) for d in reversed(tensor.shape)])
        if which == "B" and module == "self_attn.q_proj":
            data = unpermute_rows(data, n_head)
        elif which == "B" and module == "self_attn.k_proj":
            data = unpermute_rows(data, n_head_kv)
        state[f"base_model.model.model.layers.{block}.{module}.lora_{which}.weight"] = data
    return state, alpha


def _order(name: str) -> tuple[int, str]:
    return int(name.split(".")[1]), name


def write_adapter(path: Path, state: Mapping[str, np.ndarray], *, alpha: float, n_head: int,
                  n_head_kv: int, name: str) -> Path:
    import gguf

    writer = gguf.GGUFWriter(str(path), arch="llama")
    writer.add_type(gguf.GGUFType.ADAPTER)
    writer.add_string(gguf.Keys.Adapter.TYPE, "lora")
    writer.add_float32(gguf.Keys.Adapter.LORA_ALPHA, float(alpha))
    writer.add_name(name)
    for tensor_name, data in gguf_tensors(state, n_head=n_head, n_head_kv=n_head_kv).items():
        writer.add_tensor(tensor_name, data)
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()
    return path


def convert(adapter_dir: Path, out: Path, *, n_head: int, n_head_kv: int, name: str) -> Path:
    """``adapter_model.safetensors`` + ``adapter_config.json`` (PEFT's files) -> a GGUF."""
    from safetensors.numpy import load_file

    config = json.loads((adapter_dir / "adapter_config.json").read_text(encoding="utf-8"))
    state = load_file(str(adapter_dir / "adapter_model.safetensors"))
    return write_adapter(out, state, alpha=float(config["lora_alpha"]), n_head=n_head,
                         n_head_kv=n_head_kv, name=name)
