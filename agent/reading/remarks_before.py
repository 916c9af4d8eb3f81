"""A remark before an order whose "it" it names: "The bow is over there. Get it." (said back,
``a_remark_on``), "The arrow is RIGHT THERE, straight down from me. Get it." (the item it
places, ``placed_remark``)."""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, meaning as m
from agent.reading.clause import an_order
from agent.reading.patterns import lazy
from agent.reading.pronouns import thing_named_last
from agent.reading.sequence import starts_with_action
from agent.reading.text import strip_filler
from agent.reading.there_placed import place_before
from agent.reading.tile_picks import LOCATING, placed_by_tile, remarked
from agent.reading.tokens import ThingPhrase
from agent.reading.unnamed_places import picked_by_unnamed_place
from game.world import NEEDS

_POINTED_AT = lazy(rf"\b(?:it|them|one|some|{lx.alt(lx.MONSTER_PRONOUNS)})\b", re.I)


def a_remark_on(read_as: list[m.Step], after: list[str]) -> bool:
    """ "The bow is over there. Get it.": a sentence that is no order before one whose "it" it
    names."""
    if len(read_as) != 1 or not isinstance(read_as[0], m.Unknown) or read_as[0].talk or (
            read_as[0].logic) or not after or thing_named_last(read_as[0].words) is None or (
            an_order(read_as[0].words)) or (
            placed_by_tile(read_as[0].words)) or picked_by_unnamed_place(read_as[0].words):
        return False  # "eat the arrow. Bring it to me.": an order not understood is refused
    following = strip_filler(after[0], keep_first=True)
    return starts_with_action(following) and _POINTED_AT.search(following) is not None \
        and (thing_named_last(following) is None or _foe_of(read_as[0].words, following))


_FIGHT_IT = lazy(rf"\b{lx.alt(lx.ATTACK_VERBS)}\s+(?:it|{lx.alt(lx.MONSTER_PRONOUNS)})\b", re.I)


def _foe_of(remark: str, following: str) -> bool:
    """ "That gorgon is bad news. Pick up the sword and kill it.": "it" fought is the monster the
    remark names, where the order after it names only what defeats it."""
    kinds = [k for w in following.lower().split() if (k := lx.kind_of(w.strip(",.!?"))) is not None]
    foe = (thing_named_last(remark) or "").split()[:1]
    return bool(foe) and foe[0] in NEEDS and set(kinds) <= set(NEEDS[foe[0]]) \
        and _FIGHT_IT.search(following) is not None


def placed_remark(sentence: str, after: list[str]) -> ThingPhrase | None:
    """ "The arrow is RIGHT THERE, straight down from me. Get it.": the item a remark places on a
    tile or in a line counted from something (tile_picks.remarked) as the "it" of the order
    after it, which names no thing itself; else None (``a_remark_on`` says such a remark back)."""
    if not after or LOCATING.isdisjoint(sentence.lower().replace(",", " ").split()):
        return None
    following = strip_filler(after[0], keep_first=True)
    if not (starts_with_action(following) and _POINTED_AT.search(following) is not None
            and thing_named_last(following) is None):
        return None
    return remarked(sentence)


# What a remark says of a place ("... looks nice", "... is safe", "what's in ...").
_SAID_OF = lazy(r"\b(?:is|are|was|looks?|seems?|feels?|has|have)\b|'s\b", re.I)


def a_place_for_there(read_as: list[m.Step], after: list[str]) -> bool:
    """ "The bottom left corner looks nice. Go there.": a sentence that is no order before one
    that goes to the place it names (``there_placed``)."""
    if len(read_as) != 1 or not isinstance(read_as[0], m.Unknown) or read_as[0].talk or (
            read_as[0].logic) or not after or an_order(words := read_as[0].words) or (
            _SAID_OF.search(words) is None):
        return False  # "Dance in the middle. Go there.": an order not understood is refused
    return place_before(strip_filler(after[0], keep_first=True), words) is not None
