"""Why an order is given, said with it: "Since the gorgon only dies to the sword, go get the
sword first, then kill it.", "I'm low on health, so stay close and guard me", "go get the bow,
because I'll need it", "... so we each have a weapon". The reason asks nothing, so the order is
read without it; what the order's "it" or "them" stands for may be named in the reason only
("The arrows get used up when you shoot, so collect two of them": the arrows), so the reason
is kept before the order, marked (``requests.WHY``: no step, only what "it" names), and a fight
with "it" is with the one monster the reason names ("..., then kill it": the gorgon, not the
sword fetched before it).

Not reasons: a "so" inside a condition ("if the bat is near so run"), "so far", "so many", "or
so", "so that" said of the order's own doing is dropped as ``requests`` does; a question ("why
...?") is asked. Pure text work on one sentence, before ``requests.asked``.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from agent.reading import (
    lexicon as lx,
    lexicon_idioms as li,
    lexicon_staying as lstay,
)
from agent.reading.patterns import lazy
from agent.reading.requests import WHY, asked

# The words a reason may be told by: a sentence without one of them is looked at no further.
_GATE = frozenset(lx.REASON_OPENS) | frozenset(("so",))

# "since X, ORDER": a reason opening the sentence (not "as soon as", "as long as", "as you walk":
# "as" gives a reason only before a state, "as I'm low on health", "as the gorgon is slow").
_LEADING = lazy(rf"^\W*(?:{lx.alt(tuple(w for w in lx.REASON_OPENS if w != 'as'))}"
                rf"|as(?!\s+(?:soon|long|far|much|many|well|if|though)\b)"
                rf"(?=\s+(?:(?:\w+\s+){{1,2}}{lx.alt(lx.REASON_STATES)}\b"
                r"|\w+'(?:m|re|s|ve|ll|d)\b)))\s+(?P<why>\S)", re.I)
# "X, so ORDER": the order after a statement, "so" not one of "so far", "or so" ...
_SO = lazy(r"(?<!\bor)\s*,?\s+so\s*,?\s+(?:please\s+|just\s+)*(?=\S)", re.I)
# "ORDER so (that) X", "ORDER, since X": the why after an order, to the end of the sentence or
# before "then ..." (``requests`` drops "because", "so that", "so we can" the same way).
_TRAILING = lazy(rf"\s*,?\s+(?:{lx.alt(lx.REASON_AFTER)})\s+(?:{lx.alt(lx.REASON_SUBJECTS)})"
                 r"(?:\s+|').*?(?=,\s*(?:and\s+)?(?:then|after that|afterwards|next)\b|$)",
                 re.I | re.S)
# "stand in front of me so the gorgon can't get me": no reason, but what the standing is for, a
# standing between me and it (what may not get at me named whole, as a monster is).
_SHIELDED = lazy(
    rf"\b(?P<verb>{lx.alt(li.IN_FRONT)})\s+(?:right\s+)?in front of (?:me|us)\s*,?\s+so"
    r"(?:\s+that)?\s+(?P<what>(?:the|that|those|any|all the)\s+[^,.!?]+?)\s+(?:can not|cannot|"
    r"can't|cant|won't|wont|will not|could not|couldn't|does not|doesn't|do not|don't)\s+"
    rf"(?:{lx.alt(lstay.GET_AT)})\s+(?:me|us)\b",
    re.I,
)
# Words of the order that may stand for a thing the reason names ("collect two of them", "tell
# me where the nearest one is").
_POINTING = lazy(r"\b(?:it|them|they|those|one|ones)\b", re.I)
_MYSELF = lazy(r"\bmyself\b", re.I)
# A request inside words said before an order: they are no reason, but the order asked.
_ASKING = lazy(r"\b(?:if you|you could|could you|would you|can you|will you|please)\b", re.I)
# What an order may open with besides a verb: a condition of its own, a question.
_WORD = re.compile(r"[a-z']+")
_OPENS = lazy(rf"^(?:{lx.alt(lx.REASON_THEN)})\b", re.I)


def given(sentence: str, is_order: Callable[[str], bool]) -> list[str] | None:
    """The sentence as what it asks (``requests.asked``) without the reason said with it, the
    reason kept before it (marked ``WHY``) when the order says "it" or "them"; None when the
    sentence gives no reason (``is_order``: whether words open an order)."""
    words = set(_WORD.findall(sentence.lower()))
    if words.isdisjoint(_GATE) or "why" in words:
        return None
    if "front" in words and (
        shielded := _SHIELDED.sub(r"\g<verb> between me and \g<what>", sentence)
    ) != sentence:  # "stand in front of me so the gorgon can't get me"
        return given(shielded, is_order) or asked(shielded, is_order)
    found = _leading(sentence, is_order) or _so(sentence, is_order)
    if found is None:
        order = _TRAILING.sub("", sentence).strip()
        return asked(order, is_order) if order != sentence.strip() and _ordered(
            order, is_order) else None
    why, order = found
    order = _TRAILING.sub("", order).strip() or order
    order = _fought(why, order)
    kept = asked(order, is_order)
    return [WHY + why, *kept] if _POINTING.search(order) else kept


def _leading(sentence: str, is_order: Callable[[str], bool]) -> tuple[str, str] | None:
    """ "since X, ORDER": the reason and the order after the first comma that opens one."""
    opens = _LEADING.match(sentence)
    if opens is None:
        return None
    for comma in re.finditer(r",", sentence):
        why, rest = sentence[opens.start("why"):comma.start()].strip(), sentence[comma.end():]
        if _ASKING.search(why):
            return None  # "since ..., I'd be so grateful if you could find the sword and ..."
        if is_order(rest.strip()) or _OPENS.match(rest.strip()):
            return why, rest.strip()
    return None


def _ordered(text: str, is_order: Callable[[str], bool]) -> bool:
    """Whether the words left of a sentence once its reason is dropped are an order: one, or a
    condition and then one ("if you have the sword, go kill the gorgon")."""
    return is_order(text) or _OPENS.match(text) is not None and any(
        is_order(piece.strip()) for piece in text.split(",")[1:])


def _so(sentence: str, is_order: Callable[[str], bool]) -> tuple[str, str] | None:
    """ "X, so ORDER": the statement before the first "so" that an order follows, where the
    statement is no order, condition or question of its own."""
    for so in _SO.finditer(sentence):
        why, rest = sentence[:so.start()].strip(" ,"), sentence[so.end():].strip()
        if not why or is_order(why) or _OPENS.match(why) or _LEADING.match(why) or (
                _MYSELF.search(why)):
            return None  # "get the sword so kill it", "if the bat is near so run"; "I'll take
            # it myself, so ...": the player's own part, which ``requests`` reads
        if is_order(rest):
            return why, rest
    return None


def _fought(why: str, order: str) -> str:
    """The order with what it says of a thing only the reason names said as that thing: "it" /
    "them" after a verb of fighting, the one kind of monster the reason names, where the order
    names no monster ("since the gorgon only dies to the sword, ..., then kill it": the gorgon,
    not the sword fetched before it); "two of them", "the nearest one", the one kind of thing
    the reason names, where the order names no thing ("..., so collect two of them": two arrows;
    "kill one of them": one bat);
    else the order as it is."""
    kinds, said = _kinds(why), _kinds(order)
    monsters = {k for k in kinds if lx.is_monster(k)}
    if len(monsters) == 1 and not any(lx.is_monster(k) for k in said):
        kind = next(iter(monsters))
        order = _FIGHT_IT.sub(lambda found: f"{found.group('verb')} the {kind}"
                              + ("s" if found.group("it").lower() == "them" else ""), order)
    if len(kinds) == 1 and not said:
        kind = next(iter(kinds))
        order = _ONE_OF.sub(lambda found: f"{found.group('some')} {kind}"
                            + ("" if lx.number(found.group("some")) == 1 else "s"), order)
        order = _THE_ONE.sub(lambda found: f"{found.group('the').rstrip()} {kind}"
                             + ("s" if found.group("ones") else ""), order)
    return order


def _kinds(text: str) -> set[str]:
    return {k for w in re.findall(r"[\w'-]+", text) if (k := lx.kind_of(w)) is not None}


_FIGHT_IT = lazy(rf"\b(?P<verb>{lx.ATTACKING})\s+(?P<it>it|them)\b", re.I)
_ONE_OF = lazy(rf"\b(?P<some>{lx.NUMBER_RE}|some|all|any)\s+of\s+them\b", re.I)
_THE_ONE = lazy(rf"\b(?P<the>the\s+(?:{lx.alt(lx.BY_DISTANCE)}|next|last|first)\s*)"
                r"one(?P<ones>s)?\b", re.I)
