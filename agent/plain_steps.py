"""Plain clauses read straight as skill calls: "grab the bow", "fetch an arrow", "shoot the
nearest bat", "bring me an arrow", "kill all the bats"; and the words for places and walking:
"go to the top left corner", "stand next to the bow", "take three steps to the right", "walk in
a square".

A step of a compound order is usually this plain, and then its verb says exactly which skill it
is, where matching by meaning may land on a neighbour ("fetch an arrow" and the example "fetch
me an arrow" of bringing are close in meaning and differ in what they ask). Anything with more
words than a verb, an object and a short tail is left to the library.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from game.world import ARROW, BAT, BOW, GORGON, SWORD
from sandbox_worker.api import MAX_WALK, WAYS

_FETCH = ("get", "grab", "pick up", "pick", "take", "collect", "fetch", "gather", "nab", "snag",
          "retrieve", "obtain", "acquire", "scoop up", "hoover up")
_BRING = ("bring", "hand", "give", "deliver", "pass")
_ATTACK = ("kill", "attack", "shoot", "slay", "fight", "defeat", "hunt down", "hunt", "destroy",
           "take out", "dispatch", "murder", "finish off", "exterminate", "wipe out", "take down")

NOUNS = {"sword": SWORD, "blade": SWORD, "bow": BOW, "longbow": BOW, "arrow": ARROW,
         "bolt": ARROW, "gorgon": GORGON, "medusa": GORGON, "bat": BAT}
_ITEMS = (SWORD, BOW, ARROW)


def _alternatives(words: tuple[str, ...]) -> str:
    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))


_CLAUSE = re.compile(
    rf"^(?:go\s+(?:and\s+)?)?(?P<verb>{_alternatives(_FETCH + _BRING + _ATTACK)})"
    r"(?P<me>\s+(?:me|us))?"
    r"(?:\s+up)?\s+"
    r"(?P<many>all\s+(?:of\s+)?(?:the\s+)?|every\s+|each\s+)?"
    r"(?:(?:the|a|an|one|another|one\s+more|some)\s+)?"
    r"(?:(?:nearest|closest|next|other)\s+)?"
    rf"(?P<noun>{_alternatives(tuple(NOUNS))})(?P<plural>e?s)?"
    r"(?P<tail>(?:\s+(?:for me|to me|over here|here|back to me|back|over|too|as well|now|"
    r"from the ground|off the ground|off the floor))*)$",
    re.I,
)


# Coming back, however it is said: "get back here", "hightail it back to me", "make your way
# back over to me", "return to me". Only without a thing to fetch or fight: "come back with the
# sword" is an errand first.
_BACK = re.compile(r"\bback\b.*\b(?:to me|here|to the player)$|^(?:return|come here|come over here"
                   r"|return to me|come to me|over here)$")


def plain_step(clause: str) -> tuple[str, str | None] | None:
    """``(skill, argument)`` for a plain clause (argument None for a skill that takes none),
    else None."""
    text = " ".join(clause.lower().replace(",", " ").split()).rstrip(".!")
    if _BACK.search(text) and not any(re.search(rf"\b{n}", text) for n in NOUNS):
        return ("come_back", None)
    m = _CLAUSE.match(text)
    if m is None:
        return None
    verb, thing = m.group("verb"), NOUNS[m.group("noun")]
    every = bool(m.group("many")) or bool(m.group("plural"))
    tail = m.group("tail")
    to_me = bool(m.group("me")) or "back" in tail or bool(re.search(r"\b(?:to|for) me\b", tail))
    if verb in _ATTACK:
        return ("attack_all" if every else "attack", thing) if thing not in _ITEMS else None
    if thing not in _ITEMS:
        return None
    if verb in _BRING or to_me:
        return ("bring", thing)
    return ("fetch_all" if every else "fetch", thing)


# -- places and walking -------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Call:
    """One skill call: ``go_to("bow")``, ``walk("right", 3)``, ``go_to(5, 10)``."""

    skill: str
    arg: str | None = None
    numbers: tuple[int, ...] = ()


_NUMBERS = {"a": 1, "an": 1, "one": 1, "once": 1, "two": 2, "twice": 2, "a couple of": 2,
            "a couple": 2, "a pair of": 2, "three": 3, "thrice": 3, "a few": 3, "four": 4,
            "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}
_COUNT = rf"(?:\d+|{_alternatives(tuple(_NUMBERS))})"
_UNIT = r"(?:steps?|tiles?|squares?|spaces?|paces?|cells?|blocks?|times?)"
_WAY_WORDS = _alternatives(tuple(w for w in WAYS if len(w) > 1))
_PLEASE = r"^(?:please\s+)?"
_MOVE = (r"(?:go|walk|move|head|run|step|travel|stroll|wander|hop|scoot|shuffle|sprint|dash|"
         r"march|jog|proceed|hurry|make\s+your\s+way|get)")
# Getting somewhere, and getting there to stay ("wait by the sword": go_to, then stay).
_ARRIVE = rf"{_PLEASE}(?:(?:go\s+)?and\s+)?{_MOVE}(?:\s+(?:over|off|on\s+over|yourself|back))?"
_REMAIN = (rf"{_PLEASE}(?:(?:go|come)\s+(?:and\s+)?)?(?:stand|wait|stay|sit|hang\s+out|"
           r"park\s+yourself|camp(?:\s+out)?|hide|rest|linger|loiter|post\s+yourself|guard|"
           r"keep\s+watch)")
_THE = r"(?:the\s+)?(?:very\s+)?"
_OF_MAP = (r"(?:\s+(?:of|in)\s+(?:the\s+)?(?:map|dungeon|maze|room|level|board|grid|screen|"
           r"world|cave|place|area))?")
_VERTICAL = {"top": "top", "upper": "top", "bottom": "bottom", "lower": "bottom",
             "north": "top", "south": "bottom"}
_SIDE = {"left": "left", "right": "right", "west": "left", "east": "right"}
_CORNER = (rf"{_THE}(?:(?P<v>{_alternatives(tuple(_VERTICAL))})[\s-]*"
           rf"(?P<h>{_alternatives(tuple(_SIDE))})|(?P<h2>left|right)[\s-]*(?P<v2>top|bottom))"
           r"(?:[\s-]+(?:hand\s+)?corner)?")
_MIDDLE = rf"{_THE}(?:middle|center|centre|central\s+(?:spot|tile|square))"
_EDGE = (rf"{_THE}(?P<edge>top|bottom|left|right|north|south|east|west)\s+"
         r"(?:side|edge|end|wall|part)")
_PLACE = rf"(?:{_CORNER}|(?P<middle>{_MIDDLE})|{_EDGE}){_OF_MAP}"
_TO_PLACE = (r"\s+(?:to|into|in|at|on|towards?|for|over\s+to|over\s+in|down\s+to|"
             r"up\s+to)\s+")
_TO_THING = (r"\s+(?:over\s+|up\s+|right\s+)?(?:to|next\s+to|beside|besides|near|by|"
             r"alongside|close\s+to|up\s+to|at)\s+")
_THINGS = {**{n: t for n, t in NOUNS.items() if t in _ITEMS},
           "me": "player", "you": "player", "player": "player"}
_THING = (r"(?:the\s+|a\s+|an\s+|your\s+|my\s+)?(?:nearest\s+|closest\s+)?"
          rf"(?P<thing>{_alternatives(tuple(_THINGS))})s?")
_ROW_COL = (r"(?:(?:the\s+)?(?:tile|square|spot|position|cell|point)\s+(?:at\s+)?)?"
            r"(?:row\s+(?P<row>\d+)\s+(?:and\s+)?col(?:umn)?\s+(?P<col>\d+)"
            r"|\(?\s*(?P<row2>\d+)\s+(?P<col2>\d+)\s*\)?)")
_TAIL = r"(?:\s+(?:now|please|for\s+me|for\s+a\s+bit|for\s+a\s+while))?$"
# Politeness around the words that matter: "can you walk in a circle, please".
_OPENER = re.compile(
    r"^(?:(?:please|hey|ok|okay|now|so|just|could you|can you|would you(?: kindly)?|will you"
    r"|i want you to|i need you to|i'?d like you to|go ahead and|be a dear and|companion|buddy"
    r"|ai)\s+)+"
)
_CLOSER = re.compile(
    r"(?:\s+(?:please|thanks|thank you|now|right away|quickly|asap|buddy|for me))+$"
)
_STAY_THERE = re.compile(r"\s+and\s+(?:then\s+)?(?:wait|stay|stand(?:\s+still)?|remain|"
                         r"hang\s+out|stop)(?:\s+(?:there|here))?$")
_GO_PLACES = tuple(
    (re.compile(lead + joint + what + _TAIL), lead is _REMAIN)
    for lead in (_REMAIN, _ARRIVE)
    for joint, what in ((_TO_PLACE, _PLACE), (_TO_THING, _THING), (_TO_PLACE, _ROW_COL))
)
_WALK = re.compile(
    rf"{_PLEASE}(?:take|{_MOVE})(?:\s+(?P<n>{_COUNT})\s+(?:more\s+)?{_UNIT})?"
    r"(?:\s+(?:to\s+(?:the|your)\s+|towards?\s+the\s+|further\s+|farther\s+))?"
    rf"\s*(?P<way>{_WAY_WORDS})(?:\s+(?:by\s+)?(?P<n2>{_COUNT})(?:\s+{_UNIT})?)?"
    r"(?:\s+(?:please|now|a\s+bit))?$"
)
_SQUARE = re.compile(
    rf"{_PLEASE}(?:{_MOVE}|do|trace|make|patrol|pace|circle)(?:\s+(?:around|round|about))?"
    r"(?:\s+in)?(?:\s+(?:a|one))?(?:\s+(?:little|small|big|quick))?\s+"
    r"(?:square|circle|loop|lap|box|ring)s?(?:\s+(?:around|round))?$"
)
# The shape in the verb alone: "circle around", "loop around here".
_CIRCLE = re.compile(
    rf"{_PLEASE}(?:circle|loop)(?:\s+(?:around|round|about))?"
    r"(?:\s+(?:here|a\s+bit|for\s+a\s+bit|the\s+area|this\s+spot))?$"
)


def _number(word: str | None) -> int:
    if word is None:
        return 1
    n = int(word) if word.isdigit() else _NUMBERS[word]
    return max(1, min(n, MAX_WALK))


def _named_place(m: re.Match[str]) -> str:
    if m.group("middle"):
        return "middle"
    if m.group("edge"):
        return {**_VERTICAL, **_SIDE}.get(m.group("edge"), m.group("edge"))
    v = _VERTICAL.get(m.group("v") or "") or m.group("v2")
    h = _SIDE.get(m.group("h") or "") or m.group("h2")
    return f"{v} {h}"


def place_calls(clause: str) -> tuple[Call, ...] | None:
    """The calls a clause about places or walking reads as, else None: "go to the bottom left
    corner" -> go_to("bottom left"); "wait by the sword" -> go_to("sword"), stay();
    "take three steps to the right" -> walk("right", 3); "walk in a square" -> square()."""
    text = " ".join(clause.lower().replace(",", " ").split()).rstrip(".!?")
    text = _CLOSER.sub("", _OPENER.sub("", text))
    text, stays = _STAY_THERE.subn("", text)
    m = _WALK.match(text)
    if m is not None:
        return (Call("walk", m.group("way"), (_number(m.group("n") or m.group("n2")),)),)
    if _SQUARE.match(text) or _CIRCLE.match(text):
        return (Call("square"),)
    for pattern, remain in _GO_PLACES:
        m = pattern.match(text)
        if m is None:
            continue
        found = m.groupdict()
        if remain and found.get("thing") and _THINGS[found["thing"]] == "player":
            return None  # "stay close to me", "stand by me": following, the library's
        if found.get("thing"):
            go = Call("go_to", _THINGS[found["thing"]])
        elif found.get("row") or found.get("row2"):
            go = Call("go_to", None, (int(found.get("row") or found["row2"]),
                                      int(found.get("col") or found["col2"])))
        else:
            go = Call("go_to", _named_place(m))
        return (go, Call("stay")) if remain or stays else (go,)
    return None
