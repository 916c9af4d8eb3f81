"""Things listed with "and", then an order on "it": "the sword and the bow. get it", "the sword
and the bow, get it", "the bat and the gorgon. kill it". Which one "it" is, the player did not
say: asked back ("which one do you mean, the sword or the bow?"), never both brought and then
the one named last fetched again (the list alone was read as a wish for each). "them", "both",
"those" on such a list is each of them, as "get the sword and the bow" is ("the sword and the
bow, get them"), pointed at as data (``ThingPhrase.each``; "them all" too, each one as named,
not every one of each kind). The list said alone in its sentence is no step of its own there
(``afterthoughts.named_for_next``)."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import replace

from agent.reading import meaning as m
from agent.reading.patterns import lazy
from agent.reading.sequence import starts_with_action
from agent.reading.tokens import Tokens, pointing_at, take_thing, tokenize

ReadPart = Callable[[str], list[m.Step]]

# The pieces of a list: "the sword, the bow and an arrow".
_LISTED = lazy(r"\s*,\s*(?:and\s+)?|\s+and\s+", re.I)
# One of them ("it", "that one") and all of them ("them", "both", "those").
_ONE = lazy(r"\b(?:it|that one|this one|that)\b", re.I)
_ALL = lazy(r"\b(?:them both|both of them|them all|all of them|them|both|those)\b", re.I)
# A list, a comma or a colon, then the order: "the sword and the bow, get it".
_LIST_THEN = lazy(r"^(?P<list>[^,:]+\band\b[^,:]+?)\s*[,:]\s*(?P<order>\S.*)$")


def listed(words: str) -> list[str] | None:
    """The things the words list, two or more joined by "and" (and commas), as said, nothing
    else; else None."""
    plain = words.strip(" .!?;:")
    if " and " not in plain.lower():
        return None
    pieces = [p for p in _LISTED.split(plain) if p]
    return pieces if len(pieces) > 1 and all(_alone(p) for p in pieces) else None


def _alone(words: str) -> bool:
    t = Tokens(tokenize(words.lower()))
    said = take_thing(t, anchors=True)
    return said is not None and t.done and not said.thing.is_party


def points_at_list(sentence: str) -> bool:
    """Whether the order points at things listed before it and names none of its own."""
    return (
        starts_with_action(sentence)
        and bool(_ONE.search(sentence) or _ALL.search(sentence))
        and not _names_thing(sentence)
    )


def _names_thing(words: str) -> bool:
    t = Tokens(tokenize(words.lower()))
    while not t.done:
        said = take_thing(t)
        if said is not None and not said.thing.is_party:
            return True
        t.i += 0 if said is not None else 1
    return False


def listed_first(sentence: str, said: Sequence[str], read_part: ReadPart) -> list[m.Step] | None:
    """The order on "it" after things listed (in the sentence before, ``said``'s last, or
    before a comma or a colon in this one): asked which one; on "them", done on each; None
    where no list comes first or the order names a thing of its own."""
    before = said[-1] if said else ""
    if " and " not in sentence.lower() and " and " not in before.lower():
        return None  # most sentences: no list, and no regex run
    found = _LIST_THEN.match(sentence.strip(" .!")) if " and " in sentence.lower() else None
    things, order = (listed(found["list"]), found["order"]) if found else (None, sentence)
    if things is None:
        things = listed(before) if before else None
        order = sentence
    if things is None or not points_at_list(order):
        return None
    if _ALL.search(order) is None:
        which = ", ".join(things[:-1]) + f" or {things[-1]}"
        return [m.Unknown(sentence.strip(), m.Reason.AMBIGUOUS, f"which one do you mean, {which}?")]
    # "them", "both", "them all": each of them as named, one each ("them all" is no more), as
    # data (``listed``: all are things; "them all" was written out as the list)
    taken = (take_thing(Tokens(tokenize(p.lower())), anchors=True) for p in things)
    phrases = tuple(p if p.plural or p.every else replace(p, count=1)
                    for p in taken if p is not None)
    with pointing_at(replace(phrases[0], each=phrases)):
        steps = read_part(order)
    return steps if steps and not any(isinstance(s, m.Unknown) for s in steps) else None
