"""What ``heldout.toml`` keeps out of training, and whether an order or a program uses it."""

from __future__ import annotations

import re
import tomllib
from collections.abc import Sequence
from dataclasses import dataclass
from importlib.resources import files

HELDOUT_FILE = files("agent.training") / "heldout.toml"


@dataclass(frozen=True, slots=True)
class Heldout:
    phrases: tuple[str, ...]
    shapes: dict[str, str]  # shape name -> the pattern its text matches
    pairs: frozenset[tuple[str, str]]

    @classmethod
    def load(cls, text: str | None = None) -> Heldout:
        data = tomllib.loads(text if text is not None else HELDOUT_FILE.read_text("utf-8"))
        phrases = tuple(p.lower() for group in data["words"].values() for p in group)
        return cls(phrases, dict(data["shapes"]),
                   frozenset((a, b) for a, b in data["combinations"]["pairs"]))

    def words_in(self, order: str) -> list[str]:
        """The held-out words and phrases ``order`` uses, a one-word one also with a slip of the
        keyboard in it ("lognbow" is still the held-out "longbow")."""
        text = " ".join(order.lower().split())
        words = re.findall(r"\w+", text)
        return [p for p in self.phrases
                if re.search(rf"(?<![\w']){re.escape(p)}(?:s|es)?(?!\w)", text)
                or (" " not in p and any(_one_slip(p, w) for w in words))]

    def shapes_in(self, order: str) -> list[str]:
        text = " ".join(order.lower().split())
        return [name for name, pattern in self.shapes.items() if re.search(pattern, text)]

    def pairs_in(self, skills: Sequence[str]) -> list[tuple[str, str]]:
        return [p for p in zip(skills, skills[1:], strict=False) if p in self.pairs]

    def used(self, order: str, skills: Sequence[str]) -> list[str]:
        """Everything held out that the order's words or its steps use."""
        return (self.words_in(order) + [f"shape {s}" for s in self.shapes_in(order)]
                + [f"steps {a}, {b}" for a, b in self.pairs_in(skills)])


def _one_slip(word: str, typed: str) -> bool:
    """``typed`` is ``word`` (or its plural) with one letter changed or two neighbours swapped."""
    for form in (word, word + "s", word + "es"):
        if len(form) != len(typed) or form == typed:
            continue
        diff = [i for i, (a, b) in enumerate(zip(form, typed, strict=True)) if a != b]
        if len(diff) == 1:
            return True
        if (len(diff) == 2 and diff[1] == diff[0] + 1 and form[diff[0]] == typed[diff[1]]
                and form[diff[1]] == typed[diff[0]]):
            return True
    return False
