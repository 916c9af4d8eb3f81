"""Worked examples of restating: orders in free words and their sentences of the house language,
with each order's vector from the library's sentence embedder, shipped with the program
(``examples.npz``) so that the agent starts without embedding them.

The orders are drawn as the restating data are (``agent.training.restating``: the training
generator's meanings and the families players ask for, in wider words); the restaters take the
nearest ones to an order as their candidates (``NearestSentence``) or as the model's examples
(``ModelRestater``). ``python -m agent.house --examples`` writes the file again; a test fails
while it is stale.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

import numpy as np

EXAMPLES_FILE = "examples.npz"
DRAWN = 3000
SEED = 23


@dataclass(frozen=True, slots=True)
class Example:
    order: str
    sentence: str
    similarity: float = 0.0


def draw_examples(n: int = DRAWN, seed: int = SEED) -> list[tuple[str, str]]:
    """(order, sentence) pairs, each order once, outside-the-game ones left out (the checks
    decide those; an example would only invite the model to copy one)."""
    from agent.training.restating import pairs

    drawn, _ = pairs(n, seed)
    seen: dict[str, str] = {}
    for pair in drawn:
        if pair.kind != "outside":
            seen.setdefault(pair.order.lower(), pair.program)
    return list(seen.items())


def write_examples(path: Path, embed: Callable[[Sequence[str]], np.ndarray]) -> int:
    chosen = draw_examples()
    orders = [o for o, _ in chosen]
    vectors = embed(orders).astype(np.float16)
    np.savez_compressed(path, orders=np.array(orders), sentences=np.array([s for _, s in chosen]),
                        vectors=vectors)
    return len(chosen)


def shipped_path() -> Path:
    return Path(str(resources.files("agent.house") / EXAMPLES_FILE))


def example_orders(path: Path | None = None) -> list[str]:
    """The shipped examples' orders alone (the game's words, for ``GameWords``)."""
    with np.load(path or shipped_path(), allow_pickle=False) as data:
        return [str(o) for o in data["orders"]]


class ExampleBank:
    """The shipped examples, and the nearest of them to an order."""

    def __init__(self, embed: Callable[[Sequence[str]], np.ndarray],
                 path: Path | None = None) -> None:
        self._embed = embed
        self.path = path or shipped_path()
        self._loaded: tuple[list[str], list[str], np.ndarray] | None = None
        self._lock = threading.Lock()

    def load(self) -> tuple[list[str], list[str], np.ndarray]:
        with self._lock:
            if self._loaded is None:
                with np.load(self.path, allow_pickle=False) as data:
                    self._loaded = ([str(o) for o in data["orders"]],
                                    [str(s) for s in data["sentences"]],
                                    data["vectors"].astype(np.float32))
            return self._loaded

    @property
    def orders(self) -> list[str]:
        return self.load()[0]

    def nearest(self, order: str, k: int) -> list[Example]:
        orders, sentences, vectors = self.load()
        query = self._embed([order])[0]
        scores = vectors @ query
        best = np.argsort(-scores)[:k]
        return [Example(orders[i], sentences[i], float(scores[i])) for i in best]

