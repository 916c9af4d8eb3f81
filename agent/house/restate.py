"""Restating an order the reader could not read whole in the house language, and checking the
restatement before anything may serve it.

Two restaters, both shown the worked examples nearest to the order by the library's sentence
embedder (``agent.house.examples``):

- ``NearestSentence``, the plain baseline: the nearest example's sentence with the order's own
  things and numbers filled in;
- ``ModelRestater``: the model writes the sentence, held to the house language by its GBNF
  grammar, with the nearest examples as earlier turns of the chat and the baseline's sentence
  as a draft it checks in batches; or it answers ``outside the game: "..."``.

A restatement is used only when it passes ``check`` (``agent.house.checks``):

- it reads whole in the house language (``HOUSE.read``);
- every word of the order is a word of the game's orders or of English's closed classes
  (``GameWords``): any other word ("eat", "wizard", "unlock", "teleport") may ask for something
  the game cannot do, and a restatement would be a different errand done as if it were the
  order;
- what the order names in the game's own words comes through unchanged: the same kinds of
  things, every number it says and no other (but the reader's own for words such as "near"),
  and the errand its verbs name (attacking, taking).

Anything else is refused in words, as an order not understood always was.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from agent.house.checks import (
    CONCRETE,
    NO_ANSWER,
    UNKNOWN_WORDS,
    GameWords,
    check,
    named_kinds,
    named_numbers,
    unknown_words,
)
from agent.house.examples import ExampleBank
from agent.house.grammar import join, tokens as sentence_tokens
from agent.house.language import HOUSE, Outside
from agent.reading import meaning as m
from base.protocol import ChatMessage

# Orders are a sentence or three; a longer one is not sent to a restater (nor to the model).
MAX_ORDER_CHARS = 300


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
    # The order names something the game does not have: a word of no game order, or the
    # model's "outside the game".
    outside: bool = False

    # How sure the model was of its least sure token (-1.0: not measured): an order with words
    # the game does not know is taken only when the model was sure enough.
    sure: float = -1.0

    @property
    def ok(self) -> bool:
        return self.meaning is not None


@dataclass(frozen=True, slots=True)
class Said:
    """The model's sentence and how sure it was (the least probability it gave a token it
    wrote; -1.0: the model service cannot say)."""

    text: str
    least_prob: float = -1.0
    answered: bool = True  # False: the model service was down or too slow to answer


# -- checking a restatement ---------------------------------------------------------------------


def too_long(order: str, source: str) -> Restatement:
    return Restatement(order, problem=f"the order is longer than {MAX_ORDER_CHARS} characters",
                       source=source)



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
    """The sentences of the nearest worked examples to an order, the order's things and numbers
    filled in: the first that passes the checks."""

    source = "nearest"

    def __init__(self, bank: ExampleBank, game_words: GameWords, *,
                 min_similarity: float = 0.5, candidates: int = 24) -> None:
        self.bank = bank
        self.game_words = game_words
        self.min_similarity = min_similarity
        self.candidates = candidates

    def restate(self, order: str) -> Restatement:
        if len(order) > MAX_ORDER_CHARS:
            return too_long(order, self.source)
        kinds, numbers = named_kinds(order), named_numbers(order)
        tried: list[str] = []
        problem = "no sentence of the house language fits the order"
        for example in self.bank.nearest(order, self.candidates):
            if example.similarity < self.min_similarity:
                break
            sentence = fill(example.sentence, kinds, numbers)
            if sentence is None or sentence in tried:
                continue
            tried.append(sentence)
            meaning, why = check(order, sentence, self.game_words)
            if meaning is not None:
                return Restatement(order, sentence, meaning, similarity=example.similarity,
                                   source=self.source, tried=tuple(tried))
            if why.startswith(UNKNOWN_WORDS):
                return Restatement(order, sentence, problem=why, similarity=example.similarity,
                                   source=self.source, tried=tuple(tried), outside=True)
            problem = why
        return Restatement(order, problem=problem, source=self.source, tried=tuple(tried))


# The model is asked with the grammar of this name (config/grammars/house.gbnf).
GRAMMAR = "house"
MAX_TOKENS = 64
EXAMPLES = 6


class ModelRestater:
    """The model restates the order (held to the house language by the grammar when asked),
    shown the nearest ``examples`` worked examples first (0 for the restating adapter, trained
    on the order alone); the nearest example's sentence, the order's things filled in, is its
    draft (checked in batches where the two agree). ``write(messages, draft)`` is the model:
    the agent server's asks the model service.

    How sure the model must be, when it says (the least probability it gave a token it wrote):
    ``min_prob`` for every restatement (what it writes unsure is most often wrong), and
    ``unknown_min_prob`` for an order with words the game does not know ("the flappy ones",
    "slice up the gorgon"): such an order is refused unasked when that is 0, as it is when the
    model cannot say how sure it is. Every other check holds either way."""

    source = "model"

    def __init__(self, write: Callable[[list[ChatMessage], str], Said | str], bank: ExampleBank,
                 game_words: GameWords, *, examples: int = EXAMPLES,
                 min_prob: float = 0.0, unknown_min_prob: float = 0.0) -> None:
        self.write = write
        self.bank = bank
        self.game_words = game_words
        self.examples = examples
        self.min_prob = min_prob
        self.unknown_min_prob = unknown_min_prob

    def messages(self, order: str) -> tuple[list[ChatMessage], str]:
        """The chat turns for an order (the instruction, the examples as earlier turns, the
        order) and the draft."""
        from agent.training.restating import SYSTEM, user_message

        nearest = self.bank.nearest(order, max(self.examples, 1))
        turns = [ChatMessage.system(SYSTEM)]
        for example in reversed(nearest[:self.examples]):  # the nearest last, by the order
            turns += [ChatMessage.user(user_message(example.order)),
                      ChatMessage(role="assistant", content=example.sentence)]
        turns.append(ChatMessage.user(user_message(order)))
        draft = ""
        if nearest:
            draft = fill(nearest[0].sentence, named_kinds(order), named_numbers(order)) or ""
        return turns, draft

    def restate(self, order: str) -> Restatement:
        if len(order) > MAX_ORDER_CHARS:
            return too_long(order, self.source)
        unknown = self.game_words.unknown(order)
        if unknown and not self.unknown_min_prob:  # what the model says of them is untrusted
            return Restatement(order, problem=unknown_words(unknown), source=self.source,
                               outside=True)
        turns, draft = self.messages(order)
        said = self.write(turns, draft)
        if isinstance(said, str):
            said = Said(said)
        if not said.answered:
            return Restatement(order, problem=NO_ANSWER, source=self.source)
        sentence = said.text.strip()
        outside = HOUSE.read(sentence, "outside")
        if isinstance(outside, Outside):
            return Restatement(order, sentence, problem="it asks for something the game does "
                               f'not have ("{outside.words}")', source=self.source,
                               outside=True, sure=said.least_prob)
        if unknown and said.least_prob < self.unknown_min_prob:
            return Restatement(order, sentence, problem=unknown_words(unknown) + (
                ", and the model was not sure what they mean" if said.least_prob >= 0 else ""),
                source=self.source, outside=True, sure=said.least_prob)
        if 0 <= said.least_prob < self.min_prob:
            return Restatement(order, sentence, problem="the model was not sure of its "
                               f"restatement ({said.least_prob:.2f})", source=self.source,
                               sure=said.least_prob)
        meaning, why = check(order, sentence, self.game_words, sure=bool(unknown))
        return Restatement(order, sentence, meaning, problem=why, source=self.source,
                           sure=said.least_prob)
