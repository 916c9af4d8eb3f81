"""Matching orders to entries by meaning: cosine similarity between embeddings.

An entry scores as its closest example. Before embedding, an order's synonyms for parameter
values become the values themselves ("fetch the blade" is embedded as "fetch the sword"), so the
model need not know that a blade is a sword. The embedding function is a seam (``Embedder``): the
real one is llama.cpp running all-MiniLM-L6-v2 in ``embedding.py``; tests of everything around
the scores pass a small deterministic one. Example vectors are computed once per text and model
and kept in a cache (the library's SQLite file), so a restart does not embed them again, and an
order costs one embedding of one short text.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Protocol

import numpy as np

from agent.library.entry import Entry
from agent.reading.lexicon import in_game_words
from agent.reading.patterns import longest_first


class Embedder(Protocol):
    model_id: str

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """One float32 row of unit length per text."""
        ...


class VectorCache(Protocol):
    def vectors(self, model: str, texts: Iterable[str]) -> dict[str, bytes]: ...

    def save_vectors(self, model: str, vectors: Mapping[str, bytes]) -> None: ...


@dataclass(frozen=True, slots=True)
class Match:
    """An approved entry that serves an order, as ``Library.match`` and ``nearest`` give it."""

    entry_id: str
    score: float
    params: dict[str, str]
    code: str  # ready to run: the entry's code with its parameter table bound
    description: str
    example: str  # the entry's example order closest to this order
    missing: tuple[str, ...] = field(default=())  # required parameters left unfilled (nearest)


@dataclass(frozen=True, slots=True)
class Ranked:
    entry: Entry
    score: float
    example: str  # the entry's example closest to the order


def normalize(text: str) -> str:
    """What is embedded: case, spacing and end punctuation do not change an order's meaning."""
    return re.sub(r"\s+", " ", text.strip().lower()).rstrip(".!")


class Matcher:
    def __init__(self, embedder: Embedder, cache: VectorCache | None = None) -> None:
        self.embedder = embedder
        self._cache = cache
        self._entries: list[Entry] = []
        self._owners: np.ndarray = np.zeros(0, dtype=np.int64)  # row -> index into _entries
        self._examples: list[str] = []
        self._matrix: np.ndarray = np.zeros((0, 0), dtype=np.float32)
        self._synonyms: re.Pattern[str] | None = None
        self._meaning: dict[str, str] = {}

    def load(self, entries: Sequence[Entry]) -> None:
        """Index these entries' examples, embedding only texts not seen before."""
        examples, owners = [], []
        for i, entry in enumerate(entries):
            for example in dict.fromkeys(normalize(e) for e in entry.examples):
                examples.append(example)
                owners.append(i)
        vectors = self._vectors(examples)
        self._entries = list(entries)
        self._examples = examples
        self._meaning = {w: v for e in entries for p in e.params for w, v in p.synonyms.items()}
        words = longest_first(self._meaning)
        pattern = r"\b(" + "|".join(map(re.escape, words)) + r")\b"
        self._synonyms = re.compile(pattern) if words else None
        self._owners = np.asarray(owners, dtype=np.int64)
        self._matrix = (np.stack([vectors[t] for t in examples]) if examples
                        else np.zeros((0, 0), dtype=np.float32))

    def rank(self, text: str) -> list[Ranked]:
        """Every indexed entry with its best score for this order, best first."""
        if not self._examples:
            return []
        query = self.embedder.embed([self.canonical(text)])[0]
        scores = self._matrix @ query
        best: dict[int, int] = {}  # entry index -> its best row
        for row in np.argsort(-scores, kind="stable"):
            best.setdefault(int(self._owners[row]), int(row))
        return [Ranked(self._entries[i], float(scores[row]), self._examples[row])
                for i, row in best.items()]

    def canonical(self, text: str) -> str:
        """The order as embedded: normalised, the game's words for its things as the game names
        them ("medusas" -> "gorgons", the lexicon's), then the entries' own synonyms."""
        text = in_game_words(normalize(text))
        if self._synonyms is None:
            return text
        return self._synonyms.sub(lambda m: self._meaning[m.group(1)], text)

    def _vectors(self, texts: list[str]) -> dict[str, np.ndarray]:
        model = self.embedder.model_id
        cached = self._cache.vectors(model, texts) if self._cache else {}
        out = {t: np.frombuffer(v, dtype="<f4") for t, v in cached.items()}
        missing = [t for t in dict.fromkeys(texts) if t not in out]
        if missing:
            fresh = self.embedder.embed(missing)
            new = {t: np.asarray(v, dtype="<f4") for t, v in zip(missing, fresh, strict=True)}
            out.update(new)
            if self._cache:
                self._cache.save_vectors(model, {t: v.tobytes() for t, v in new.items()})
        return out
