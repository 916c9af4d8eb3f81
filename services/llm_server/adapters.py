"""Which LoRA adapters ``llm.lora`` and ``llm.restate_lora`` name, and what their model cards
say about them.

``"default"`` is the adapter that ships with the program (``agent/training/adapters/``, package
data), trained for the embedded model ``smollm2-135m`` and applied to that model only: a user's own
GGUF has other weights, and an adapter made for one model is noise on another. ``""`` is none; any
other value is the path of an adapter GGUF, applied to whatever model is loaded, as the user asked.
``llm.lora``'s adapter is applied to the model; ``llm.restate_lora``'s (the restater, trained by
``agent.training.restating``) runs on the same base beside it, a second small instance that only
restates orders in the house language.

An adapter's card is the JSON file beside it with the same stem (``agent.training.train`` writes
one, ``card.json`` in its output folder, or ``<name>.json`` for a shipped adapter). It is optional:
without it the adapter is named after its file and its held-out scores are unknown.
"""

from __future__ import annotations

import importlib.resources
import json
import logging
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from agent.training.dataset import INSTRUCTION_LAST, LAYOUTS
from config.settings import LlmConfig
from services.llm_server.errors import MODEL_NOT_FOUND, LlmError

log = logging.getLogger(__name__)

DEFAULT = "default"
# The shipped adapter and the one model it was trained on.
SHIPPED_NAME = "smollm2-135m-skills"
RESTATE_NAME = "smollm2-135m-restate"  # restates orders in the house language (agent.house)
SHIPPED = {"lora": SHIPPED_NAME, "restate_lora": RESTATE_NAME}  # by the setting that names it
SHIPPED_FOR_MODEL = "smollm2-135m"
CARD_NAMES = ("{stem}.json", "card.json")


@dataclass(frozen=True, slots=True)
class AdapterFile:
    name: str
    path: Path
    # Held-out exact-program rate from the card (-1.0: no card, or no score on it), the number
    # of held-out orders it was measured on, and the rate per kind of order.
    heldout_exact: float = -1.0
    heldout_n: int = 0
    heldout_by_kind: Mapping[str, float] = field(default_factory=dict)
    # The system prompt the adapter was trained with, as its card records it: the agent sends
    # exactly that with the adapter on (None: the card does not say).
    system_prompt: str | None = None
    # How its training prompts ended and its programs began (agent.training.dataset's layouts);
    # a card from before layouts were named trained with INSTRUCTION_LAST.
    prompt_layout: str = INSTRUCTION_LAST


def shipped_adapter_path(name: str = SHIPPED_NAME) -> Path:
    return Path(str(importlib.resources.files("agent.training") / "adapters" / f"{name}.gguf"))


def adapter_applies(llm: LlmConfig, key: str = "lora") -> bool:
    """Whether the model service runs with the adapter ``llm.<key>`` names under this
    configuration (no file is read: the agent decides its prompt with this, and a missing file
    stops the service)."""
    value = getattr(llm, key)
    if llm.backend != "llama_cpp" or not value:
        return False
    return value != DEFAULT or llm.model == SHIPPED_FOR_MODEL


def restate_adapter_applies(llm: LlmConfig) -> bool:
    """Whether the service runs the restating adapter (``llm.restate_lora``) beside the model."""
    return adapter_applies(llm, "restate_lora")


def resolve_adapter(llm: LlmConfig, key: str = "lora") -> AdapterFile | None:
    """The adapter ``llm.<key>`` names for ``llm.model`` (``lora``: applied to the model;
    ``restate_lora``: the restating adapter run beside it), or None; raises
    LlmError(MODEL_NOT_FOUND) for a path that is not a file."""
    value = getattr(llm, key)
    if not value:
        return None
    if value == DEFAULT:
        if llm.model != SHIPPED_FOR_MODEL:
            log.info("llm.%s = default: the shipped adapter is for %s, not %s; running "
                     "without it", key, SHIPPED_FOR_MODEL, llm.model)
            return None
        path = shipped_adapter_path(SHIPPED[key])
        if not path.is_file():
            raise LlmError(MODEL_NOT_FOUND, f"the shipped adapter {path} is missing; reinstall "
                           f'the program, or set llm.{key} = "" to run without it')
    else:
        path = Path(value).expanduser()
        if not path.is_file():
            raise LlmError(MODEL_NOT_FOUND, f"llm.{key}: the adapter file {path} does not "
                           "exist (a LoRA adapter in GGUF, as agent.training.train writes it)")
    return read_card(path)


def read_card(path: Path) -> AdapterFile:
    """The adapter at ``path`` with what its card says; a card that cannot be read is ignored
    with a warning (the adapter itself still works)."""
    for pattern in CARD_NAMES:
        card_path = path.with_name(pattern.format(stem=path.stem))
        if card_path.is_file():
            try:
                card = json.loads(card_path.read_text(encoding="utf-8"))
                return from_card(path, card)
            except (OSError, ValueError, TypeError, AttributeError) as exc:
                log.warning("the adapter's card %s cannot be read: %s", card_path, exc)
                break
    return AdapterFile(name=path.stem, path=path)


def from_card(path: Path, card: Mapping[str, Any]) -> AdapterFile:
    """The card's name and its held-out score (``heldout.transformers``: scored on every
    held-out pair after training). A layout this program does not know is a ValueError: the
    agent could not send the prompt the adapter learnt."""
    scores = card.get("heldout", {}).get("transformers", {})
    layout = card.get("prompt_layout") or INSTRUCTION_LAST
    if layout not in LAYOUTS:
        raise ValueError(f"prompt_layout {layout!r} is not one of {', '.join(LAYOUTS)}")
    return AdapterFile(
        name=str(card.get("name") or path.stem), path=path,
        heldout_exact=float(scores.get("exact", -1.0)), heldout_n=int(scores.get("n", 0)),
        heldout_by_kind={str(k): float(v) for k, v in scores.get("by_kind", {}).items()},
        system_prompt=card["system_prompt"] if isinstance(card.get("system_prompt"), str)
        and card["system_prompt"] else None,
        prompt_layout=layout,
    )
