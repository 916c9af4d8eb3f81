"""Model families: the sampling defaults and chat quirks that differ between models.

Sampling defaults are the model authors' published recommendations (Qwen3 non-thinking mode:
temperature 0.7, top_p 0.8, top_k 20, min_p 0).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from config.validation import LLM_FAMILIES


@dataclass(frozen=True, slots=True)
class Sampling:
    temperature: float
    top_p: float
    top_k: int
    min_p: float
    repeat_penalty: float = 1.0


@dataclass(frozen=True, slots=True)
class Family:
    name: str
    sampling: Sampling
    # The model can think aloud in <think>…</think>: the service switches it off and strips
    # whatever still appears.
    thinks: bool = False


FAMILIES: dict[str, Family] = {
    f.name: f
    for f in (
        Family("qwen3", Sampling(temperature=0.7, top_p=0.8, top_k=20, min_p=0.0), thinks=True),
        Family("smollm2", Sampling(temperature=0.2, top_p=0.9, top_k=40, min_p=0.05)),
        Family("gemma3", Sampling(temperature=1.0, top_p=0.95, top_k=64, min_p=0.0)),
        Family("generic", Sampling(temperature=0.7, top_p=0.95, top_k=40, min_p=0.05)),
    )
}
if tuple(FAMILIES) != LLM_FAMILIES:
    raise RuntimeError("config.validation.LLM_FAMILIES must list the same families as FAMILIES")

# general.architecture values in GGUF metadata, and words in a file or model name.
_HINTS = (("qwen3", "qwen3"), ("smollm2", "smollm2"), ("smollm", "smollm2"), ("gemma3", "gemma3"),
          ("gemma-3", "gemma3"))


def detect_family(configured: str, known: str, name: str, metadata: Mapping[str, str]) -> Family:
    """The configured family, else the registry's, else a guess from metadata and the name."""
    if configured:
        return FAMILIES[configured]
    if known:
        return FAMILIES[known]
    haystack = " ".join(
        (metadata.get("general.architecture", ""), metadata.get("general.basename", ""),
         metadata.get("general.name", ""), name)
    ).lower()
    for word, family in _HINTS:
        if word in haystack:
            return FAMILIES[family]
    return FAMILIES["generic"]
