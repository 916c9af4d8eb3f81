"""The data set's files and the exact text the model is trained on.

A data folder holds ``meta.json`` (the system prompt, said once), ``train.jsonl`` and
``test.jsonl`` (one pair a line) and ``report.json`` (what the generator kept and dropped).
The prompt is rendered as the model service renders it for SmolLM2 (ChatML, the template the
GGUF carries; ``services.llm_server.chat_template`` renders the same bytes, and a test holds the two
together), so the adapter is trained on exactly what it is later shown.

Standard library only: training machines import this without the game or the sandbox.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from dataclasses import asdict, dataclass
from pathlib import Path

META = "meta.json"
TRAIN = "train.jsonl"
TEST = "test.jsonl"
REPORT = "report.json"

END = "<|im_end|>"  # SmolLM2's end of turn; its end-of-generation token

# How a pair's prompt ends and where its program starts (a data folder's ``meta.json`` and the
# adapter's card say which; ``agent.prompt.user_message`` renders both):
# - INSTRUCTION_LAST: the order, then "Write update_func for this order."; the model learns the
#   whole program, and with the adapter on the agent gives it the program's first line to read.
# - ORDER_LAST: the order is the prompt's last words; the model learns the program after its
#   first line, which the agent adds to the answer without the model reading or writing it.
#   What the model reads after an order's first word falls from ~33 tokens to ~8.
# - CHANGES_LAST: as ORDER_LAST, and the world's lines go from what changes least to what
#   changes most (the things on the ground, the monsters by place, the companion, the player),
#   where the other two begin with the player: after a move, or in another start position, the
#   model reads the world again from the first line that changed (public benchmark: a median of
#   29 tokens against 148 for an order whose world differs from the one before).
INSTRUCTION_LAST = "instruction_last"
ORDER_LAST = "order_last"
CHANGES_LAST = "changes_last"
LAYOUTS = (INSTRUCTION_LAST, ORDER_LAST, CHANGES_LAST)


@dataclass(frozen=True, slots=True)
class Pair:
    """One order and the program that serves it."""

    order: str
    user: str  # the user message, world summary included, as agent.prompt builds it
    program: str
    kind: str  # "errand", "compound", "question", "logic" or "duty"
    state: str  # the world state it was generated and dry-run on
    steps: int = 1

    def to_json(self) -> str:
        return json.dumps(asdict(self), ensure_ascii=False)

    @classmethod
    def from_json(cls, line: str) -> Pair:
        return cls(**json.loads(line))


@dataclass(frozen=True, slots=True)
class Meta:
    system: str  # the system prompt, the same for every pair
    seed: int
    generator: str = "agent.training.generate"
    layout: str = INSTRUCTION_LAST  # a folder written before layouts were named had this one


def chat_prompt(system: str, user: str) -> str:
    """Everything before the model's answer, as the model service renders it."""
    return (f"<|im_start|>system\n{system}{END}\n<|im_start|>user\n{user}{END}\n"
            "<|im_start|>assistant\n")


def answer(program: str, layout: str) -> str:
    """What the model writes of ``program`` in ``layout``: all of it, or all after its first
    line (the line every program begins with, which the agent adds)."""
    text = program.strip()
    if layout != INSTRUCTION_LAST:
        return text.split("\n", 1)[1] if "\n" in text else ""
    return text


def completion(program: str, layout: str = INSTRUCTION_LAST) -> str:
    """What the model learns to write: its answer, then the end of its turn."""
    return answer(program, layout) + END


def write_pairs(path: Path, pairs: Iterable[Pair]) -> int:
    n = 0
    with path.open("w", encoding="utf-8") as f:
        for pair in pairs:
            f.write(pair.to_json() + "\n")
            n += 1
    return n


def read_pairs(path: Path) -> Iterator[Pair]:
    with path.open(encoding="utf-8") as f:
        for line in f:
            if line.strip():
                yield Pair.from_json(line)


def write_meta(folder: Path, meta: Meta) -> None:
    (folder / META).write_text(json.dumps(asdict(meta), indent=1) + "\n", encoding="utf-8")


def read_meta(folder: Path) -> Meta:
    return Meta(**json.loads((folder / META).read_text(encoding="utf-8")))
