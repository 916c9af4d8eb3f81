"""The embedded model's weights stored once more, in a type this CPU reads faster.

The embedded SmolLM2 ships as Q4_1. llama.cpp reads a batch of tokens (a prompt, a drafted
program) with kernels made for 8-bit blocks about twice as fast on a CPU as with Q4_1's, so the
model service runs a Q8_0 copy of the same weights: made from the packaged file at the first
start (about a second) into ``<data_dir>/models``, and made again only when the packaged file
changes. Q8_0 holds each 4-bit weight to within a fraction of a percent of its block's range:
the shipped adapter, trained on the Q4_1 weights, writes the same programs (README, "The model
service at llama.cpp's speed"). ``llm.requantize = false`` runs the packaged file as it is.

A copy that cannot be made (a full disk, a read-only folder) is not an error: the service says
why in its log and runs the packaged file.
"""

from __future__ import annotations

import json
import logging
import os
from dataclasses import replace
from pathlib import Path

from services.llm_server.models import KNOWN_MODELS, ModelFile

log = logging.getLogger(__name__)

# llama.cpp's file types by the names the registry uses.
TYPES = {"q8_0": "LLAMA_FTYPE_MOSTLY_Q8_0"}


def requantized(model: ModelFile, folder: Path) -> ModelFile:
    """``model`` as the file the service should load: the registry's faster copy of a known
    model (made now if it is missing or stale), else ``model`` itself."""
    known = KNOWN_MODELS.get(model.name)
    if known is None or not known.requantize_to:
        return model
    qtype = known.requantize_to
    target = folder / f"{model.path.stem}.as-{qtype}.gguf"
    stamp = target.with_suffix(".json")
    source = _source_stamp(model.path, qtype)
    try:
        if not (target.is_file() and _read(stamp) == source):
            _quantize(model.path, target, qtype)
            stamp.write_text(json.dumps(source) + "\n")
    except (OSError, RuntimeError) as exc:
        log.warning("running %s as packaged: its %s copy could not be made in %s (%s)",
                    model.path.name, qtype.upper(), folder, exc)
        return model
    return replace(model, path=target, source=model.path)


def _source_stamp(path: Path, qtype: str) -> dict[str, object]:
    st = path.stat()
    return {"source": str(path), "size": st.st_size, "mtime_ns": st.st_mtime_ns, "type": qtype}


def _read(stamp: Path) -> object:
    try:
        return json.loads(stamp.read_text())
    except (OSError, ValueError):
        return None


def _quantize(source: Path, target: Path, qtype: str) -> None:
    """llama.cpp's own quantizer, into a file beside the target that replaces it whole."""
    import llama_cpp

    from services.llm_server import native_log

    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = target.with_name(f".{target.name}.{os.getpid()}.tmp")
    params = llama_cpp.llama_model_quantize_default_params()
    params.ftype = getattr(llama_cpp, TYPES[qtype])
    params.allow_requantize = True
    params.nthread = 1
    native_log.install()
    try:
        with native_log.captured_stderr() as lines:
            rc = llama_cpp.llama_model_quantize(str(source).encode(), str(tmp).encode(), params)
        if rc != 0 or not tmp.is_file():
            why = "; ".join(native_log.take_errors()) or next(
                (ln for ln in lines if "error" in ln.lower()), f"llama.cpp returned {rc}")
            raise RuntimeError(why)
        os.replace(tmp, target)
    finally:
        tmp.unlink(missing_ok=True)
    log.info("stored %s as %s in %s", source.name, qtype.upper(), target)
