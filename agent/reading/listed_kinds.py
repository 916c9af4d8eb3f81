"""Kinds listed after "how many", with commas, "and" or both ("how many arrows, bats?", "how
many arrows, bats, swords?", "how many bats, the gorgon?", "how many bats and arrows are in the
top right?"): each kind counted, and counted as the words after the list say, each as if asked
alone ("how many bats are in the top right?", "how many bats are dead?"). Before, a list with
commas alone counted the first kind or two and dropped the rest without a word, and the words
after a list ("are in the top right", "are dead") were dropped: every one on the map counted.
Words after a comma that are no kind ("how many bats, roughly?", "how many arrows, buddy?") list
nothing."""

from __future__ import annotations

import re
from collections.abc import Callable

from agent.reading import lexicon as lx, lexicon_idioms as li, meaning as m
from agent.reading.described import YOU_HAVE
from agent.reading.patterns import lazy

# One kind of the list ("arrows", "the gorgon") and what joins two ("," ", and" "and").
_ONE = rf"(?:the\s+)?(?:{lx.noun_pattern()})"
_JOINT = r"(?:\s*,\s*(?:and\s+)?|\s+and\s+)"
_HOW_MANY = lazy(
    rf"^(?P<head>.*?\bhow many\s+)(?P<listed>{_ONE}(?:{_JOINT}{_ONE})+)\b"
    r"(?P<rest>[^,]*?)\s*[?.!]*$",
    re.I,
)


def _kinds(found: re.Match[str]) -> list[str]:
    """The kinds the list names, each once, in the order named."""
    words = re.split(rf"{_JOINT}", found["listed"].lower())
    return list(dict.fromkeys(lx.kind_of(w.split()[-1]) or "" for w in words))


def listed(plain: str) -> bool:
    """Whether ``plain`` asks how many of two kinds or more, listed with commas, "and" or both."""
    if "how many" not in plain.lower() or (found := _HOW_MANY.match(plain)) is None:
        return False
    return len(_kinds(found)) > 1


def held_listed(plain: str) -> bool:
    """Whether ``plain`` only lists what the companion holds ("You've got the bow, 3 arrows and
    the sword": ``described.YOU_HAVE``), a remark whose things after its first comma are no
    steps of their own, kept whole."""
    return "," in plain and YOU_HAVE.match(plain.strip()) is not None


def each(plain: str, read: Callable[[str], m.Ask | m.Unknown | None]) -> list[m.Ask] | None:
    """The question ``plain`` asks of each kind it lists, the words after the list asked of each
    ("how many bats, gorgons left?": how many bats left, how many gorgons left), read with
    ``read``; None when it lists fewer than two kinds or a kind's question is not read."""
    if "how many" not in plain.lower() or (found := _HOW_MANY.match(plain)) is None:
        return None
    kinds = _kinds(found)
    asks = [read(f"{found['head']}{_plural(kind)}{found['rest']}?") for kind in kinds]
    if len(kinds) < 2 or not all(isinstance(a, m.Ask) for a in asks):
        return None
    return [a for a in asks if isinstance(a, m.Ask)]


def _plural(kind: str) -> str:
    """A plural word for ``kind`` ("gorgon": "gorgons"; "item": "items")."""
    return next((w for w, k in lx.PLURAL.items() if k == kind and w == kind + "s"), kind + "s")


# What the map holds asked for as a list, an inventory or a stock-take of what lies about ("do
# an inventory of the map", "take stock of what's lying around", "list the items on the floor"):
# the words that ask it, then the things and where they lie.
_INVENTORY = lazy(
    rf"^(?:{lx.alt(li.LISTING_OPENERS)}\s+(?:an?\s+|your\s+)?)?"
    r"(?:inventory|stocktake|stock|list)(?:\s+of)?\s+(?P<what>.+)$"
)
# Where things lie about, said after them: the map's floor, not what one of us carries.
_LYING_ABOUT = lazy(
    rf"\b(?:{lx.alt(lx.DUNGEON_WORDS, lx.AREA_WORDS)}|floor|ground|lying (?:around|about)"
    r"|around here|out there)\b"
)
_OURS = frozenset("you your yours i me my mine we our us carry carrying have hold holding".split())
_LISTS = frozenset(("inventory", "stock", "list", "stocktake"))
STOCK_TAKING = li.STOCK_TAKING  # words a question may open with (questions.ASKING)


def lying_about(said: str) -> str:
    """``said`` (a question in lower case, without politeness or marks) as "how many X are
    there" where it asks for a list, an inventory or a stock-take of the things lying about the
    map ("do an inventory of the map": how many items are there, of each kind; before, it was
    what the companion carries); else as it was."""
    if _LISTS.isdisjoint(said.split()) or (found := _INVENTORY.match(said)) is None:
        return said
    if not _OURS.isdisjoint(found["what"].split()) or not _LYING_ABOUT.search(found["what"]):
        return said  # "list what you carry", "list the items in your bag"
    named = [w for w in re.findall(r"[a-z]+", found["what"]) if lx.kind_of(w)]
    kinds = [w for w in named if lx.is_plural(w)]  # "everything": the items
    return f"how many {' and '.join(kinds) if kinds else 'items'} are there"
