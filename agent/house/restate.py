"""Restating an order the reader could not read whole in the house language, and checking the
restatement before anything may serve it.

The restater shipped is the baseline the issue names: the nearest canonical sentence, by the
library's sentence embedder, among sentences rendered from the training generator's meanings,
with the order's own things and numbers filled in (``NearestSentence``). A restatement is used
only when it passes ``check``:

- it reads whole in the house language (``HOUSE.read``);
- every word of the order is a word of the game's orders (``GameWords``): a word no order of the
  game uses ("eat", "wizard", "unlock", "grammar") means the order may ask for something the game
  cannot do, and a restatement would be a different errand done as if it were the order;
- what the order names in the game's own words comes through unchanged: the same kinds of things,
  every number it says, and every action its verbs name;
- the embedder found it close enough (``min_similarity``, chosen by measurement on the orders
  that must be refused: bench/orders.toml, category ``restated``).

Anything else is refused in words, as an order not understood always was.
"""

from __future__ import annotations

import logging
import random
import re
import threading
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from agent.house.grammar import join, tokens as sentence_tokens
from agent.house.language import HOUSE, ITEMS, MONSTERS
from agent.reading import lexicon as lx, meaning as m

log = logging.getLogger(__name__)

CONCRETE = (*ITEMS, *MONSTERS)
_WORD = re.compile(r"[a-z]+(?:'[a-z]+)?|\d+")
# "I took that as: ..." in the status line; longer restatements are refused.
MAX_SENTENCE_CHARS = 200


@dataclass(frozen=True, slots=True)
class Restatement:
    """What the restater made of an order: ``sentence`` (the house language) and its
    ``meaning`` when it passed every check, else ``problem`` in words."""

    order: str
    sentence: str = ""
    meaning: m.Meaning | None = None
    problem: str = ""
    similarity: float = 0.0
    source: str = ""  # "nearest" (the embedder's), "model"
    tried: tuple[str, ...] = field(default=(), compare=False)

    @property
    def ok(self) -> bool:
        return self.meaning is not None


# -- what an order names ------------------------------------------------------------------------


def words_of(text: str) -> list[str]:
    return _WORD.findall(text.lower().replace("\u2019", "'"))


def named_kinds(text: str) -> list[str]:
    """The concrete kinds of things an order names, in order ("blades" is the sword)."""
    out = []
    for w in words_of(text):
        kind = lx.kind_of(w)
        if kind in CONCRETE:
            out.append(kind)
    return out


def named_numbers(text: str) -> list[int]:
    out = []
    for w in words_of(text):
        n = lx.number(w)
        if n is None:
            n = lx.TIMES_WORDS.get(w)
        if n is not None and n != 0:
            out.append(n)
    return out


# Errands whose verbs say what is done to a thing whatever else the order says ("kill" is
# attacking, "grab" taking); verbs of duties and ways ("stay", "keep", "go") head many errands.
_DEFINING = {m.ATTACK: m.ATTACK, m.FETCH: m.FETCH, m.BRING: m.FETCH}


def named_actions(text: str) -> set[str]:
    """The errands the order's verbs name on their own, as ``_DEFINING`` groups them, where a
    verb names one and only one."""
    found = set()
    for w in words_of(text):
        actions = {_DEFINING[a] for phrases, a in lx.VERBS for p in phrases
                   if p.split()[0] == w and len(p.split()) == 1 and a in _DEFINING}
        if len(actions) == 1:
            found |= actions
    return found


def meaning_kinds(meaning: m.Meaning) -> set[str]:
    return {k for k in _values(meaning, str) if k in CONCRETE}


def meaning_numbers(meaning: m.Meaning) -> set[int]:
    return {int(n) for n in _values(meaning, int) if not isinstance(n, bool)}


def _values(value: Any, kind: type) -> Iterable[Any]:
    """Every value of a type anywhere in a meaning's tree."""
    if isinstance(value, kind):
        yield value
    elif isinstance(value, tuple):
        for v in value:
            yield from _values(v, kind)
    elif hasattr(value, "__dataclass_fields__"):
        for name, f in value.__dataclass_fields__.items():
            if f.compare:
                yield from _values(getattr(value, name), kind)


# -- the game's words ---------------------------------------------------------------------------


class GameWords:
    """The words of the game's orders: those of the orders the reader reads whole (the training
    generator's, the library's examples), the house language's and the lexicon's. An order with
    any other word is not restated."""

    def __init__(self, orders: Iterable[str]) -> None:
        words: set[str] = set()
        for order in orders:
            words.update(words_of(order))
        for symbol in HOUSE.symbols():
            for form in HOUSE.forms[symbol]:
                words.update(w for w in words_of(form.pattern) if "{" not in w)
        words.update(lx.NOUN_WORDS)
        words.update(lx.NUMBER_WORDS)
        words.update(w for phrases, _ in lx.VERBS for p in phrases for w in words_of(p))
        words.update(lx.ACTION_VERBS)
        self.words = frozenset(words)

    def unknown(self, order: str) -> list[str]:
        """The order's words that are no words of the game's orders (numbers and the game's
        kinds, however spelt, are)."""
        return [w for w in words_of(order) if w not in self.words and not w.isdigit()
                and lx.kind_of(w) is None]


# -- checking a restatement ---------------------------------------------------------------------


def check(order: str, sentence: str, game_words: GameWords) -> tuple[m.Meaning | None, str]:
    """The restatement's meaning when it may serve the order, else None and why."""
    if len(sentence) > MAX_SENTENCE_CHARS:
        return None, "the restatement is too long"
    read = HOUSE.read(sentence)
    if not isinstance(read, m.Meaning):
        return None, "the restatement is not a sentence of the house language"
    unknown = game_words.unknown(order)
    if unknown:
        return None, "I don't know the word" + ("s " if len(unknown) > 1 else " ") + ", ".join(
            f'"{w}"' for w in unknown[:3])
    kinds = set(named_kinds(order))
    if meaning_kinds(read) != kinds:
        return None, "the restatement names other things than the order"
    if not set(named_numbers(order)) <= meaning_numbers(read):
        return None, "the restatement drops a number of the order"
    actions = {_DEFINING.get(a.action, a.action) for a in read.acts}
    if not named_actions(order) <= actions:
        return None, "the restatement does something else than the order's verbs say"
    return read, ""


# -- the nearest sentence -----------------------------------------------------------------------


_KIND_TOKENS = {**{k: k for k in CONCRETE}, **{k + "s": k for k in CONCRETE}}


def _holes(sentence: str) -> tuple[list[str], list[tuple[int, str]]]:
    """The sentence's tokens and, in order, where each concrete kind or number stands in them
    (("kind", "bat") or ("number", "3"))."""
    toks = sentence_tokens(sentence)
    holes = []
    for i, tok in enumerate(toks):
        if tok in _KIND_TOKENS:
            holes.append((i, "kind"))
        elif tok.isdigit():
            holes.append((i, "number"))
    return toks, holes


def fill(sentence: str, kinds: Sequence[str], numbers: Sequence[int]) -> str | None:
    """The sentence with its kinds and numbers replaced by the order's, in order; None when
    their counts differ (every thing and number of the order must find its place)."""
    toks, holes = _holes(sentence)
    kind_holes = [i for i, what in holes if what == "kind"]
    number_holes = [i for i, what in holes if what == "number"]
    if len(kind_holes) != len(kinds) or len(number_holes) != len(numbers):
        return None
    for i, kind in zip(kind_holes, kinds, strict=True):
        toks[i] = kind + ("s" if toks[i] not in CONCRETE else "")
    for i, n in zip(number_holes, numbers, strict=True):
        toks[i] = str(n)
    return join(toks)


class NearestSentence:
    """The embedder's nearest canonical sentences to an order, its things filled in."""

    source = "nearest"

    def __init__(self, embed: Callable[[Sequence[str]], np.ndarray], sentences: Sequence[str],
                 game_words: GameWords, *, min_similarity: float = 0.5,
                 candidates: int = 24) -> None:
        self._embed = embed
        self.sentences = list(dict.fromkeys(sentences))
        self.game_words = game_words
        self.min_similarity = min_similarity
        self.candidates = candidates
        self._vectors: np.ndarray | None = None
        self._lock = threading.Lock()

    def warm(self) -> None:
        with self._lock:
            if self._vectors is None:
                self._vectors = self._embed(self.sentences)

    def restate(self, order: str) -> Restatement:
        self.warm()
        assert self._vectors is not None
        kinds, numbers = named_kinds(order), named_numbers(order)
        query = self._embed([order])[0]
        scores = self._vectors @ query
        tried: list[str] = []
        problem = "no sentence of the house language fits the order"
        for index in np.argsort(-scores)[: self.candidates]:
            similarity = float(scores[index])
            if similarity < self.min_similarity:
                break
            sentence = fill(self.sentences[index], kinds, numbers)
            if sentence is None or sentence in tried:
                continue
            tried.append(sentence)
            meaning, why = check(order, sentence, self.game_words)
            if meaning is not None:
                return Restatement(order, sentence, meaning, similarity=similarity,
                                   source=self.source, tried=tuple(tried))
            if why.startswith("I don't know the word"):
                return Restatement(order, sentence, problem=why, similarity=similarity,
                                   source=self.source, tried=tuple(tried))
            problem = why
        return Restatement(order, problem=problem, source=self.source, tried=tuple(tried))


def bank(n: int = 4000, seed: int = 7) -> tuple[list[str], list[str]]:
    """Canonical sentences rendered from the training generator's meanings, and the orders
    they were drawn with (the game's words): what the nearest-sentence restater chooses from."""
    from agent.training.generate import world_states
    from agent.training.orders import draw

    rng = random.Random(seed)
    states = world_states(seed)
    sentences: list[str] = []
    orders: list[str] = []
    for i in range(n):
        _, world = states[i % len(states)]
        draft = draw(rng, world)
        if draft is None:
            continue
        orders.append(draft.order)
        sentence = HOUSE.render(draft.meaning)
        if sentence is not None:
            sentences.append(sentence)
    return sentences, orders
