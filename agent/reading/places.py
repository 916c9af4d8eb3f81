"""Clauses about places and walking, read as the place skills' errands: "go to the top left
corner" (go_to a named spot), "stand next to the bow" (go_to a thing, then stay), "go to row 5,
column 10", "take three steps to the right" (walk), "walk in a square" (square).

The names of places and directions are the skills' own (``sandbox_worker.api.PLACES`` and
``WAYS``, through the lexicon).
"""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, lexicon_parts as lp, meaning as m
from agent.reading.patterns import lazy, together

_NUMBERS = {**{w: n for w, n in lx.NUMBER_WORDS.items() if n > 0},
            **lx.TIMES_WORDS, "a couple of": 2, "a couple": 2}
_COUNT = rf"(?:\d+|{lx.alternatives(_NUMBERS)})"
_UNIT = r"(?:steps?|tiles?|squares?|spaces?|paces?|cells?|blocks?|times?)"
_SPACES = r"\s+"  # between the words of a phrase
_WAY_WORDS = lx.alternatives(w for w in lx.WAYS if len(w) > 1)
# Words after a way that say to walk until a wall stops it.
FAR_AS_WALLS = (rf"until\s+(?:you|i)\s+{lx.alt(lp.UNTIL_HIT, gap=_SPACES)}"
                r"\s+(?:a|the)\s+wall|as\s+far\s+as\s+(?:you\s+can(?:\s+go)?|possible)"
                r"|all\s+the\s+way|to\s+the\s+(?:end|wall)|till\s+the\s+wall")
_PLEASE = r"^(?:please\s+)?"
_MOVE = lx.alt(lp.MOVE_VERBS, gap=_SPACES)
# Getting somewhere, and getting there to stay ("wait by the sword": go_to, then stay).
_ARRIVE = rf"{_PLEASE}(?:(?:go\s+)?and\s+)?{_MOVE}(?:\s+(?:over|off|on\s+over|yourself|back))?"
_REMAIN = (rf"{_PLEASE}(?:(?:go|come)\s+(?:and\s+)?)?{lx.alt(lp.REMAIN_AT, gap=_SPACES)}"
           r"(?:\s+for\s+(?:me|us))?")  # "wait for me by the bow"
_THE = r"(?:the\s+)?(?:very\s+)?"
_OF_MAP = (r"(?:\s+(?:of|in)\s+(?:the\s+)?(?:map|dungeon|maze|room|level|board|grid|screen|"
           r"world|cave|place|area))?")
_VERTICAL = {"top": "top", "upper": "top", "bottom": "bottom", "lower": "bottom",
             "north": "top", "south": "bottom"}
_SIDE = {"left": "left", "right": "right", "west": "left", "east": "right"}
_CORNER = (rf"{_THE}(?:(?P<v>{lx.alternatives(_VERTICAL)})[\s-]*"
           rf"(?P<h>{lx.alternatives(_SIDE)})|(?P<h2>left|right)[\s-]*(?P<v2>top|bottom))"
           r"(?:[\s-]+(?:hand\s+)?corner)?")
_MIDDLE = rf"{_THE}(?:middle|center|centre|central\s+(?:spot|tile|square))"
_EDGE = (rf"{_THE}(?P<edge>top|bottom|left|right|north|south|east|west)(?:\s+"
         r"(?:side|edge|end|wall|part|half|area|section)|(?=\s+(?:of|in)\s+(?:the\s+)?(?:map"
         r"|dungeon|maze|room|level)\b))")
_PLACE = rf"(?:{_CORNER}|(?P<middle>{_MIDDLE})|{_EDGE}){_OF_MAP}"
_TO_PLACE = (r"\s+(?:to|into|in|at|on|towards?|for|over\s+to|over\s+in|down\s+to|"
             r"up\s+to)\s+")
_TO_THING = (r"\s+(?:over\s+|up\s+|right\s+)?(?:to|next\s+to|beside|besides|near|by|"
             r"alongside|close\s+to|up\s+to|at)\s+")
_ITEM_WORDS = {w: k for w, k in lx.SINGULAR.items() if k in lx.ITEM_KINDS and k != m.ANY_ITEM}
_THINGS = {**_ITEM_WORDS, "me": m.PLAYER, "you": m.PLAYER, "player": m.PLAYER}
_THING = (r"(?:the\s+|a\s+|an\s+|your\s+|my\s+)?(?P<pick>nearest\s+|closest\s+|farthest\s+"
          rf"|furthest\s+)?(?P<thing>{lx.alternatives(_THINGS)})s?")
_ROW_COL = (r"(?:(?:the\s+)?(?:tile|square|spot|position|cell|point)\s+(?:at\s+)?)?"
            r"(?:row\s+(?P<row>\d+)\s+(?:and\s+)?col(?:umn)?\s+(?P<col>\d+)"
            r"|\(?\s*(?P<row2>\d+)\s+(?P<col2>\d+)\s*\)?)")
_TAIL = r"(?:\s+(?:now|please|for\s+me|for\s+a\s+bit|for\s+a\s+while))?$"
# Politeness around the words that matter: "can you walk in a circle, please".
_OPENER = lazy(
    r"^(?:(?:please|hey|ok|okay|now|so|just|could you|can you|would you(?: kindly)?|will you"
    r"|i want you to|i need you to|i'?d like you to|go ahead and|be a dear and|companion|buddy"
    r"|ai)\s+)+"
)
_CLOSER = lazy(
    rf"(?:\s+{lx.alt(lp.WALK_CLOSERS)})+$"
)
_STAY_THERE = lazy(rf"\s+and\s+(?:then\s+)?{lx.alt(lp.STAY_THERE, gap=_SPACES)}"
                   r"(?:\s+(?:there|here))?$")


@together
def _go_places() -> tuple[tuple[re.Pattern[str], bool], ...]:
    """Going to a place, a thing or a tile, and whether to stay there."""
    return tuple((re.compile(lead + joint + what + _TAIL), lead is _REMAIN)
                 for lead in (_REMAIN, _ARRIVE)
                 for joint, what in ((_TO_PLACE, _PLACE), (_TO_THING, _THING),
                                     (_TO_PLACE, _ROW_COL)))


_WALK = lazy(
    rf"{_PLEASE}(?:take|{_MOVE})(?:\s+(?P<n>{_COUNT})(?:\s+(?:more\s+)?{_UNIT})?)?"
    r"(?:\s+(?:to\s+(?:the|your)\s+|towards?\s+the\s+|further\s+|farther\s+))?"
    rf"\s*(?P<way>{_WAY_WORDS})(?:\s+(?:by\s+)?(?P<n2>{_COUNT})(?:\s+{_UNIT})?)?"
    r"(?:\s+(?:please|now|a\s+bit))?$"
)
# "go left until you hit a wall", "walk right as far as you can", "go all the way up": as many
# steps as one walk takes (the wall ends it)
_WALK_FAR = lazy(
    rf"{_PLEASE}{_MOVE}\s+(?:(?:all\s+the\s+way|as\s+far\s+as\s+you\s+can)\s+(?:to\s+the\s+)?"
    rf"(?P<way>{_WAY_WORDS})|(?P<way2>{_WAY_WORDS})\s+(?:{FAR_AS_WALLS}))$")
_SQUARE = lazy(
    rf"{_PLEASE}(?:{_MOVE}|do|trace|make|patrol|pace|circle)(?:\s+(?:around|round|about))?"
    r"(?:\s+in)?(?:\s+(?:a|one))?(?:\s+(?:little|small|big|quick))?\s+"
    r"(?:square|circle|loop|lap|box|ring)s?(?:\s+(?:around|round))?"
    r"(?:\s+(?:around\s+)?(?:here|this\s+spot|the\s+area))?$"
)
# The shape in the verb alone: "circle around", "loop around here".
_CIRCLE = lazy(
    rf"{_PLEASE}(?:circle|loop)(?:\s+(?:around|round|about))?"
    r"(?:\s+(?:here|a\s+bit|for\s+a\s+bit|the\s+area|this\s+spot))?$"
)


def _number(word: str | None) -> int:
    if word is None:
        return 1
    return int(word) if word.isdigit() else _NUMBERS[word]


# "walk 10 steps": no way given.
_WALK_NO_WAY = lazy(rf"{_PLEASE}(?:take|{_MOVE})\s+(?P<n>{_COUNT})\s+(?:more\s+)?{_UNIT}"
                    r"(?:\s+(?:please|now|forward|ahead|onward))?$")


_PLACE_AHEAD = lazy(rf"^(?:{_PLACE})(?=\s|$)")


def place_ahead(words: str) -> tuple[str, int] | None:
    """A named spot at the start of ``words`` ("the bottom left corner of the map ..."): its
    name and how many words it takes; None when they do not start with one."""
    found = _PLACE_AHEAD.match(words)
    if found is None:
        return None
    return _named_place(found), len(found.group(0).split())


def _named_place(found: re.Match[str]) -> str:
    if found.group("middle"):
        return "middle"
    if found.group("edge"):
        return {**_VERTICAL, **_SIDE}.get(found.group("edge"), found.group("edge"))
    v = _VERTICAL.get(found.group("v") or "") or found.group("v2")
    h = _SIDE.get(found.group("h") or "") or found.group("h2")
    return f"{v} {h}"


def read_place(clause: str) -> tuple[m.Step, ...] | None:
    """The errands a clause about places or walking reads as, else None: "go to the bottom left
    corner" -> go_to the bottom left; "wait by the sword" -> go_to the sword, then stay;
    "take three steps to the right" -> walk right 3; "walk in a square" -> square."""
    text = " ".join(clause.lower().replace(",", " ").split()).rstrip(".!?")
    text = _CLOSER.sub("", _OPENER.sub("", text))
    text, stays = _STAY_THERE.subn("", text)
    found = _WALK.match(text)
    if found is not None:
        way = found.group("way")
        n = _number(found.group("n") or found.group("n2"))
        if not 1 <= n <= lx.MAX_WALK:
            return (m.Unknown(clause, m.Reason.CANNOT,
                              f"I can walk at most {lx.MAX_WALK} steps in one go, "
                              f"not {n}"),)
        return (m.Act(m.WALK, way=way, steps=n, words=clause),)
    far = _WALK_FAR.match(text)
    if far is not None:
        return (m.Act(m.WALK, way=far.group("way") or far.group("way2"), steps=lx.MAX_WALK,
                      words=clause),)
    if _WALK_NO_WAY.match(text):
        return (m.Unknown(clause, m.Reason.AMBIGUOUS,
                          "which way should I walk? Say up, down, left or right"),)
    if _SQUARE.match(text) or _CIRCLE.match(text):
        return (m.Act(m.SQUARE, words=clause),)
    for pattern, remain in _go_places():
        found = pattern.match(text)
        if found is None:
            continue
        groups = found.groupdict()
        thing = groups.get("thing")
        if thing and _THINGS[thing] == m.PLAYER and (
                remain or re.search(r"\b(?:beside|besides|alongside|with)\b", text)):
            return None  # "stay close to me", "walk beside me": following
        if thing:
            pick = (groups.get("pick") or "").strip()
            pick = m.FARTHEST if pick in ("farthest", "furthest") else ""
            place = m.Place(thing=m.Thing(_THINGS[thing], pick=pick))
        elif groups.get("row") or groups.get("row2"):
            place = m.Place(row=int(groups.get("row") or groups["row2"]),
                            col=int(groups.get("col") or groups["col2"]))
        else:
            place = m.Place(name=_named_place(found))
        go = m.Act(m.GO_TO, place=place, words=clause)
        return (go, m.Act(m.STAY, words=clause)) if remain or stays else (go,)
    return None


_POST = lazy(rf"^(?:{_PLACE}|{_ROW_COL}|{_THING})$")


def read_post(words: str) -> m.Place | None:
    """One place named alone, as guard and patrol take it: a named spot ("the top left
    corner"), a tile ("row 3 column 4") or an item or the player ("the bow", "me"); else None."""
    text = " ".join(words.lower().replace(",", " ").split()).strip(" .!")
    found = _POST.match(text)
    if found is None:
        return None
    groups = found.groupdict()
    if groups.get("thing"):
        pick = (groups.get("pick") or "").strip()
        pick = m.FARTHEST if pick in ("farthest", "furthest") else ""
        return m.Place(thing=m.Thing(_THINGS[groups["thing"]], pick=pick))
    if groups.get("row") or groups.get("row2"):
        return m.Place(row=int(groups.get("row") or groups["row2"]),
                       col=int(groups.get("col") or groups["col2"]))
    return m.Place(name=_named_place(found))
