"""What the agent's loop gives and gets: the model's generation, the dry run's check, each attempt,
and the outcome of an order (what the history keeps)."""

from __future__ import annotations

import hashlib
from dataclasses import asdict, dataclass, field
from typing import Any

from base.token_counts import TokenCounts


@dataclass(frozen=True, slots=True)
class Generation:
    text: str
    tokens: TokenCounts = TokenCounts()
    ms: float = 0.0
    finish_reason: str = "stop"
    drafted: int = 0  # completion tokens the model took from the draft, checked in batches


@dataclass(frozen=True, slots=True)
class Check:
    ok: bool
    # a sandbox failure kind (syntax, runtime, ...), or unknown_name, refused, died, idle
    kind: str = ""
    message: str = ""
    ms: float = 0.0


@dataclass
class Attempt:
    number: int
    raw: str = ""
    code: str = ""
    error_kind: str = ""
    error: str = ""
    tokens: TokenCounts = TokenCounts()
    generation_ms: float = 0.0
    drafted: int = 0  # of the completion tokens, those checked against the draft in batches
    validation_ms: float = 0.0
    seed: int = 0
    temperature: float | None = None  # None: the model's own; a retry asked afresh samples wider

    def to_data(self) -> dict[str, Any]:
        """The attempt as plain data, its token counts among its own fields (the history's
        keys)."""
        data: dict[str, Any] = {}
        for name, value in asdict(self).items():
            if name == "tokens":
                data.update(value)
            else:
                data[name] = value
        return data


@dataclass
class Outcome:
    ok: bool
    order: str
    mode: str
    served_by: str  # "library", "composed", "generated" or "none"
    message: str  # for the player's status line
    code: str = ""
    code_id: str = ""
    entry_id: str = ""
    score: float = 0.0
    params: dict[str, Any] = field(default_factory=dict)
    attempts: list[Attempt] = field(default_factory=list)
    ms_to_accept: float = 0.0
    system_prompt: str = ""
    user_prompts: list[str] = field(default_factory=list)
    repair_of: str = ""  # code_id of the code that failed in play, for a repair
    # Not done on purpose: a part the game cannot do or the reader did not understand, or a
    # thing the world does not have ("message" says which); nothing ran for it.
    refused: bool = False
    # The order was talk ("hello", "thanks"): "message" is the answer; nothing ran for it, as
    # for a refusal (refused is set too), and the game ends it "answered".
    answered: bool = False
    # What the order was taken as, in the house language, when the reader could not read it
    # whole and a restatement served it ("keep between 2 and 5 tiles from me"); "" otherwise.
    restated: str = ""
    # A restatement tried and not used (its sentence, and why not), for the history.
    restate_tried: str = ""
    restate_problem: str = ""
    # An open order (agent.open_orders = "write"): the model's code, judged only by what every
    # order must (no error, progress, no harm), not against the order's words.
    unchecked: bool = False

    def to_data(self) -> dict[str, Any]:
        """The outcome as plain data, as the history writes it."""
        data = asdict(self)
        data["attempts"] = [a.to_data() for a in self.attempts]
        return data


def code_id_of(code: str) -> str:
    return hashlib.sha256(code.encode()).hexdigest()[:16]
