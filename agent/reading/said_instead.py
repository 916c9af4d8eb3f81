"""What a correction puts in the place of the step said before it, where the words put right are
not a thing alone (``afterthoughts.correcting`` puts a thing in place): a question asked of
another thing or party ("how many bats are there? sorry, I meant gorgons", "what's my health? no
wait, I mean yours"), the words from a word of place on said again ("keep away from the bats, no,
from the gorgon I mean", "... between the bow and me, no sorry, between row 6 column 15 and row 6
column 20"), a number said again with its bound ("keep 4 tiles from me, no, make that at least
6"), and a count put right inside a sentence before the order goes on ("if there are 2 bats,
sorry, 3 bats, go get the bow").
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import replace

from agent.reading import lexicon as lx, lexicon_parts as lp, lexicon_staying as lstay, meaning as m
from agent.reading.patterns import lazy
from agent.reading.tokens import Tokens, take_thing, tokenize

ReadPart = Callable[[str], list[m.Step]]

# The words a correction is said with, more of them after the first ("sorry, I mean ...").
_MORE_TAKEN_BACK = lazy(rf"^(?:(?:{lx.alt(lp.CORRECTION)}|i mean|no|oops)\b[\s,.!]*)+", re.I)
_MEANT_LAST = lazy(r"[\s,]+i mean[\s.!]*$", re.I)
# "the arrow, the one nearest you": the thing and how it is picked, said apart.
_APPOSED = lazy(r"^(?P<thing>(?:the|an?)\s+[\w'-]+),\s+the one\s+(?P<pick>\S.*)$", re.I)
# Things named in turn: "the arrow first and then the bow".
_IN_TURN = lazy(r"\s*(?:,|\bthen\b|\band\b|\bfirst\b|\bafter that\b|\bnext\b)\s*", re.I)
# A word of place the correction opens with, which the step before said too.
_PLACE_WORDS = ("from", "to", "between", "next to", "near", "towards", "toward", "at", "around",
                "away from", "with")
_FROM_PLACE_WORD = lazy(rf"^(?P<word>{lx.alt(_PLACE_WORDS)})\s+\S", re.I)
# A number said again with its bound ("at least 6", "no more than 3").
_BOUND = lazy(rf"^(?:{lx.alt(tuple(lstay.KEPT_BOUNDS))})\s+(?:\d+|{lx.alt(tuple(lx.NUMBER_WORDS))})"
              r"$", re.I)
_NUMBER = lazy(rf"\b(?:\d+|{lx.alt(tuple(w for w, n in lx.NUMBER_WORDS.items() if n > 0))})\b",
               re.I)
# A count put right inside a sentence: "2 bats, sorry, 3 bats".
_COUNT_SLIP = lazy(
    rf"\b(?P<old>{_NUMBER.pattern}\s+(?P<noun>[a-z]+)),\s*(?:(?:{lx.alt(lp.CORRECTION)}|no)"
    rf"\b[\s,]*)+(?P<new>{_NUMBER.pattern}\s+(?P=noun))\b", re.I)


def taken_back_words(rest: str) -> str:
    """``rest`` (what follows a correction's first words) without more of them, before it or
    after it ("sorry, I mean come with me": come with me)."""
    rest = _MEANT_LAST.sub("", _MORE_TAKEN_BACK.sub("", rest)).strip(" ,")
    return f"{found['thing']} {found['pick']}" if (found := _APPOSED.match(rest)) else rest


def said_instead(rest: str, before: Sequence[m.Step], read_part: ReadPart) -> list[m.Step] | None:
    """The steps ``before`` with the last put right by ``rest``, where it asks of another thing
    or party, says the words from a word of place on again or a number with its bound; else
    None."""
    if not before:
        return None
    last = before[-1]
    if isinstance(last, m.Ask):
        asked = _asked_of_another(rest, last)
        return None if asked is None else [*before[:-1], asked]
    if (turned := reordered(rest, before)) is not None:
        return turned
    words = last.words if isinstance(last, m.Act) else ""
    if not words or (again := _said_again(rest, words)) is None:
        return None
    read_as = read_part(again)
    if not read_as or any(isinstance(s, m.Unknown) for s in m.walk(tuple(read_as))):
        return None
    return [*before[:-1], *read_as]


def _asked_of_another(rest: str, last: m.Ask) -> m.Ask | None:
    """The question ``last`` asked of the party or the thing ``rest`` names alone ("I mean
    yours", "gorgons", "the sword"), of the same sort as the one it asked of (an item for an
    item, a monster for a monster); None otherwise."""
    if last.who and (party := lx.OWNER_WORDS.get(rest.lower().strip(" .!?"))) is not None:
        return replace(last, who=party) if party != last.who else None
    if (thing := thing_alone(rest)) is None or len(last.things) != 1:
        return None
    was = last.things[0]
    if was.is_party or lx.is_item(was.kind) != lx.is_item(thing.kind):
        return None
    return replace(last, things=(replace(thing, quantity=was.quantity),))


def reordered(rest: str, before: Sequence[m.Step]) -> list[m.Step] | None:
    """The errands ``before`` in the order ``rest`` names their things again ("get the bow then
    an arrow, no wait, the arrow first and then the bow"); None where it names others."""
    things = [thing_alone(piece) for piece in _IN_TURN.split(rest) if piece.strip()]
    kinds = [thing.kind for thing in things if thing is not None]
    done = [s.thing.kind if isinstance(s, m.Act) and s.thing else "" for s in before]
    if len(kinds) < 2 or len(kinds) != len(things) or sorted(kinds) != sorted(done):
        return None  # (the same order said again: the same errands)
    return [before[done.index(kind)] for kind in kinds] if len(set(kinds)) == len(kinds) else None


def thing_alone(words: str) -> m.Thing | None:
    """The one thing ``words`` name and nothing else (no party), else None."""
    t = Tokens(tokenize(words.lower()))
    said = take_thing(t, anchors=True)
    return said.thing if said is not None and t.done and not said.thing.is_party else None


def bound_again(words: str) -> bool:
    """Whether ``words`` are only a number said again with its bound ("at least 6")."""
    return _BOUND.match(words.strip(" .!")) is not None


def _said_again(rest: str, words: str) -> str | None:
    """The words of the step before with ``rest`` said in place of their part from the same word
    of place on, or of their one number; None where ``rest`` is neither."""
    if bound_again(rest):
        numbers = list(_NUMBER.finditer(words))
        return (words[:numbers[0].start()] + rest + words[numbers[0].end():]
                if len(numbers) == 1 else None)
    if (opened := _FROM_PLACE_WORD.match(rest)) is None:
        return None
    found = list(re.finditer(rf"\b{re.escape(opened['word'].lower())}\b", words.lower()))
    return words[:found[-1].start()] + rest if found else None


def count_put_right(sentence: str) -> str:
    """``sentence`` with a count put right inside it said in the first's place ("if there are 2
    bats, sorry, 3 bats, go get the bow": 3 bats, the order going on after a comma); as it is
    where it holds none."""
    if "," not in sentence:
        return sentence
    return _COUNT_SLIP.sub(lambda found: found["new"], sentence)
