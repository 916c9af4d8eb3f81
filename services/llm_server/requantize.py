"""The embedded model's weights stored once more: in a type this CPU reads faster, with the
adapter in them.

The embedded SmolLM2 ships as Q4_1. llama.cpp reads a batch of tokens (a prompt, a drafted
program) with kernels made for 8-bit blocks about twice as fast on a CPU as with Q4_1's, so the
model service runs a Q8_0 copy of the same weights: made from the packaged file at the first
start into ``paths.model_cache`` (one folder for every data folder on the machine), and made
again only when a file it was made from changes (the adapter: when its content does, so that
checkouts of the project sharing the folder share the copy). Q8_0 holds each 4-bit weight to
within a fraction of a percent of its block's range: the shipped adapter, trained on the Q4_1
weights, writes the same programs (docs/measurements.md, "Time to the first move").
``llm.requantize = false`` runs the packaged file as it is.

With an adapter (``llm.merge_adapter``), the copy has it merged in: each weight the adapter
changes becomes ``W + (alpha / rank) * B @ A`` before it is stored as Q8_0, exactly what
llama.cpp adds at full scale when it applies the adapter at load, but paid once instead of at
every token (applied at load it took about a quarter of each token's time). The adapter's file
is then not loaded (``ModelFile.merged`` names it). gguf, ggml's own Python package, reads,
dequantises, quantises and writes the tensors; llama.cpp's quantizer makes the plain copy.

A copy that cannot be made (a full disk, a read-only folder) is not an error: the service says
why in its log and runs the packaged file; an adapter that cannot be merged (its tensors do not
fit the model's) is applied at load as before.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from services.llm_server.models import KNOWN_MODELS, ModelFile

log = logging.getLogger(__name__)

# llama.cpp's file types by the names the registry uses.
TYPES = {"q8_0": "LLAMA_FTYPE_MOSTLY_Q8_0"}
MERGED_VERSION = 1  # bump when the merge itself changes: every merged copy is made again


class MergeError(ValueError):
    """The adapter's tensors do not fit the model's (another model's adapter, another format)."""


def requantized(model: ModelFile, folder: Path, adapter: Path | None = None) -> ModelFile:
    """``model`` as the file the service should load: the registry's faster copy of a known
    model, with ``adapter`` merged in when one is given (made now if it is missing or stale),
    else ``model`` itself."""
    known = KNOWN_MODELS.get(model.name)
    if known is None or not known.requantize_to:
        return model
    qtype = known.requantize_to
    if adapter is not None:
        target = folder / f"{model.path.stem}.{adapter.stem}.merged-{qtype}.gguf"
        source = {**_source_stamp(model.path, qtype), "merge": MERGED_VERSION,
                  "adapter": {"sha256": _digest(adapter)}}
        try:
            _made(target, source, lambda tmp: merge(model.path, adapter, tmp, qtype))
        except (MergeError, ImportError) as exc:  # ImportError: gguf is not installed
            log.warning("the adapter %s is applied at load: it cannot be merged into %s (%s)",
                        adapter.name, model.path.name, exc)
        except (OSError, RuntimeError) as exc:
            log.warning("the adapter %s is applied at load: the merged %s copy could not be "
                        "made in %s (%s)", adapter.name, qtype.upper(), folder, exc)
        else:
            return replace(model, path=target, source=model.path, merged=adapter)
    target = folder / f"{model.path.stem}.as-{qtype}.gguf"
    try:
        _made(target, _source_stamp(model.path, qtype),
              lambda tmp: _quantize(model.path, tmp, qtype))
    except (OSError, RuntimeError) as exc:
        log.warning("running %s as packaged: its %s copy could not be made in %s (%s)",
                    model.path.name, qtype.upper(), folder, exc)
        return model
    return replace(model, path=target, source=model.path)


def _made(target: Path, source: dict[str, object], make: Callable[[Path], None]) -> None:
    """``target`` made by ``make`` (into a file beside it that replaces it whole) unless its
    stamp says it was made from ``source``."""
    stamp = target.with_suffix(".json")
    if target.is_file() and _read(stamp) == source:
        return
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = target.with_name(f".{target.name}.{os.getpid()}.tmp")
    try:
        make(tmp)
        os.replace(tmp, target)
    finally:
        tmp.unlink(missing_ok=True)
    stamp.write_text(json.dumps(source) + "\n")
    log.info("stored %s", target)


def _source_stamp(path: Path, qtype: str) -> dict[str, object]:
    """The packaged file by where it really is: checkouts sharing one environment through a link
    reach it by other paths, and must not make the copy again each in turn."""
    return {"source": str(path.resolve()), **_file_stamp(path), "type": qtype}


def _file_stamp(path: Path) -> dict[str, object]:
    st = path.stat()
    return {"size": st.st_size, "mtime_ns": st.st_mtime_ns}


def _digest(path: Path) -> str:
    """The adapter's content, as its stamp: the same adapter in another checkout (another path,
    another time) is the merged copy already made, and a retrained one is merged again."""
    with path.open("rb") as f:
        return hashlib.file_digest(f, "sha256").hexdigest()


def _read(stamp: Path) -> object:
    try:
        return json.loads(stamp.read_text())
    except (OSError, ValueError):
        return None


def _quantize(source: Path, target: Path, qtype: str) -> None:
    """llama.cpp's own quantizer."""
    import llama_cpp

    from services.llm_server import native_log

    params = llama_cpp.llama_model_quantize_default_params()
    params.ftype = getattr(llama_cpp, TYPES[qtype])
    params.allow_requantize = True
    params.nthread = 1
    native_log.install()
    with native_log.captured_stderr() as lines:
        rc = llama_cpp.llama_model_quantize(str(source).encode(), str(target).encode(), params)
    if rc != 0 or not target.is_file():
        why = "; ".join(native_log.take_errors()) or next(
            (ln for ln in lines if "error" in ln.lower()), f"llama.cpp returned {rc}")
        raise RuntimeError(why)


def merge(model: Path, adapter: Path, target: Path, qtype: str) -> None:
    """The model at ``model`` with the LoRA adapter at ``adapter`` merged in, written to
    ``target`` with its matrices as ``qtype`` (its vectors, the norms, stay F32). MergeError
    when the adapter does not fit the model."""
    import gguf
    import numpy as np

    logging.getLogger("gguf").setLevel(logging.WARNING)  # it lists every file it writes
    base, lora = gguf.GGUFReader(model), gguf.GGUFReader(adapter)
    if _field(lora, "general.type") != "adapter" or _field(lora, "adapter.type") != "lora":
        raise MergeError(f"{adapter.name} is not a LoRA adapter GGUF")
    alpha = _field(lora, "adapter.lora.alpha")
    alpha = float(alpha) if isinstance(alpha, (int, float)) else 0.0
    pairs: dict[str, dict[str, np.ndarray]] = {}
    for t in lora.tensors:
        name, _, part = t.name.rpartition(".")
        if part not in ("lora_a", "lora_b"):
            raise MergeError(f"{adapter.name} has a tensor {t.name!r} that is not lora_a/lora_b")
        pairs.setdefault(name, {})[part] = gguf.quants.dequantize(t.data, t.tensor_type)
    weights = {t.name: t for t in base.tensors}
    for name, pair in pairs.items():
        if name not in weights or len(pair) != 2:
            raise MergeError(f"{adapter.name} changes {name!r}, which {model.name} does not have "
                             "or which it gives no pair of matrices")
    qt = gguf.GGMLQuantizationType[qtype.upper()]
    writer = gguf.GGUFWriter(target, arch=str(_field(base, "general.architecture")))
    for f in base.fields.values():
        if f.name == "general.architecture" or f.name.startswith("GGUF."):
            continue  # the writer's own
        kind = f.types[0]
        value = f.contents()
        if f.name == "general.file_type":
            value = int(getattr(gguf.LlamaFileType, f"MOSTLY_{qtype.upper()}"))
        writer.add_key_value(f.name, value, kind,
                             sub_type=f.types[-1] if kind == gguf.GGUFValueType.ARRAY else None)
    for t in base.tensors:
        w = gguf.quants.dequantize(t.data, t.tensor_type)
        if t.name in pairs:
            a, b = pairs[t.name]["lora_a"], pairs[t.name]["lora_b"]  # (rank, n_in), (n_out, rank)
            if a.shape[0] != b.shape[1] or (b.shape[0], a.shape[1]) != w.shape:
                raise MergeError(f"{t.name}: the adapter's {b.shape[0]}x{a.shape[1]} does not "
                                 f"fit the model's {w.shape[0]}x{w.shape[1]}")
            # llama.cpp's scale for an adapter applied at 1.0: alpha / rank, or 1 without alpha.
            scale = alpha / a.shape[0] if alpha else 1.0
            w = w + scale * (b @ a)
        if w.ndim == 1:
            writer.add_tensor(t.name, w.astype(np.float32))
        else:
            writer.add_tensor(t.name, gguf.quants.quantize(w.astype(np.float32), qt),
                              raw_dtype=qt)
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()


def _field(reader, key: str) -> object:
    field = reader.fields.get(key)
    return field.contents() if field is not None else None
