"""Clauses about places and walking, read as the place skills' errands: "go to the top left
corner" (go_to a named spot), "stand next to the bow" (go_to a thing, then stay), "go to row 5,
column 10", "take three steps to the right" (walk), "walk in a square" (square): a table of rows
(``ROWS``, tested by tests/unit/test_place_rows.py). The names of places and directions are the
skills' own (``sandbox_worker.api.PLACES`` and ``WAYS``, through the lexicon).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from functools import partial
from typing import NamedTuple

from agent.reading import (
    compass,
    corner_of_us,
    lexicon as lx,
    lexicon_caution as lc,
    lexicon_closers as lcl,
    lexicon_duties as ldu,
    lexicon_parts as lp,
    lexicon_staying as lstay,
    lexicon_typed as lt,
    meaning as m,
    offsets,
)
from agent.reading.distances import NEXT_TO_TILES
from agent.reading.memo import per_order
from agent.reading.patterns import SPACES, lazy
from agent.reading.place_rows import SPOT, by_corner, spot_name
from agent.reading.rows import Row, Table
from agent.reading.there_placed import spot_said, there_said
from agent.reading.tokens import Tokens, take_thing, tokenize

_NUMBERS = {**{w: n for w, n in lx.NUMBER_WORDS.items() if n > 0},
            **lx.TIMES_WORDS, "a couple of": 2, "a couple": 2}
_COUNT = rf"(?:\d+|{lx.alternatives(_NUMBERS)})"
_SPACES = SPACES
_WAY_WORDS = lx.alternatives(w for w in lx.WAYS if len(w) > 1)
# Words after a way that say to walk until a wall stops it.
FAR_AS_WALLS = (rf"until\s+(?:you|i)\s+{lx.alt(lp.UNTIL_HIT, gap=_SPACES)}"
                r"\s+(?:a|the)\s+wall|as\s+far\s+as\s+(?:you\s+can(?:\s+go)?|possible)"
                r"|all\s+the\s+way|to\s+the\s+(?:end|wall)|(?:un)?till?\s+(?:the|a)\s+wall")
# A stretch of the dungeon walked along ("along this passage", "down the long corridor"): where
# a walk one way goes, no place of its own.
_STRETCH = lx.alt(lx.AREA_WORDS[2:], ("path", "tunnel"))
ALONG_A_STRETCH = (r"(?:along|down|through|up|into|in|across)\s+(?:this|that|the|our|a)\s+"
                   rf"(?:(?:long|narrow|little)\s+)?{_STRETCH}")
_ITEM_WORDS = {w: k for w, k in lx.SINGULAR.items() if k in lx.ITEM_KINDS and k != m.ANY_ITEM}
_THINGS = {**_ITEM_WORDS, "me": m.PLAYER, "you": m.PLAYER, "player": m.PLAYER}
_THING = (r"(?:the\s+|a\s+|an\s+|your\s+|my\s+)?(?P<pick>nearest\s+|closest\s+|farthest\s+"
          rf"|furthest\s+)?(?P<thing>{lx.alternatives(_THINGS)})s?")
# A tile named in the player's own words and by its row and column ("the reading nook at row 10,
# column 7"): the tile (words that name a thing of the game are that thing, elsewhere).
_NAMED_TILE = (rf"the\s+(?![a-z\s]*\b(?:{lx.noun_pattern()})\b)[a-z]+(?:\s+[a-z]+){{0,2}}"
               r"\s+(?:at|on)\s+")
_ROW_COL = (r"(?:(?:the\s+)?(?:tile|square|spot|position|cell|point|coordinates?)\s+(?:at\s+)?"
            rf"|{_NAMED_TILE})?"
            r"(?:[(\[]?\s*row\s+(?P<row>\d+)\s+(?:and\s+)?col(?:umn)?\s+(?P<col>\d+)\s*[)\]]?"
            r"|[(\[]?\s*(?P<row2>\d+)\s+(?P<col2>\d+)\s*[)\]]?)")  # "(8, 12)", "[8, 12]"
# Politeness around the words that matter: "can you walk in a circle, please".
_OPENER = lazy(
    r"^(?:(?:please|hey|ok|okay|now|so|just|could you|can you|would you(?: kindly)?|will you"
    r"|i want you to|i need you to|i'?d like you to|go ahead and|be a dear and|companion|buddy"
    r"|ai|from there|from here)\s+)+"
)
_CLOSER = lazy(rf"(?:\s+{lx.alt(lcl.WALK_CLOSERS)})+$")
# "take five steps downwards", "move leftward": the way itself.
_WARDS = lazy(r"\b(up|down|left|right|north|south|east|west)wards?\b")
# "move four squares towards the right-hand side": the way; "go to the left-hand side": the side.
_HAND_SIDE = lazy(r"\b(left|right)[- ]?hand side\b")
_A_COUNT = lazy(rf"\b{_COUNT}\b")
# The tile a thing lies on, said by the thing: "the spot where the bow lies", "where the sword
# is"; the thing is that tile (going there, waiting there).
_WHERE_IT_LIES = lazy(r"\b(?:(?:the|that)\s+(?:spot|place|tile|square|position|point)\s+)?where"
                      rf"\s+(?P<thing>the\s+(?:{lx.alternatives(_ITEM_WORDS)}))"
                      r"\s+(?:lies|is|sits|is lying|is sitting|lays|rests|is lying around)$")
_BEFORE_A_PLACE = lazy(r"\b(?:to|at|on|in|by|towards?|over|near|beside|of|from|above|below)\s+$")


def _its_tile(found: re.Match[str]) -> str:
    """The thing whose tile the words name, after a word of place ("go to the spot where the
    bow lies") or with one ("stand where the bow is": by the bow)."""
    before = found.string[:found.start()]
    return found["thing"] if _BEFORE_A_PLACE.search(before) else f"by {found['thing']}"


_STAY_THERE = lazy(rf"\s+and\s+(?:then\s+)?{lx.alt(lstay.STAY_THERE, gap=_SPACES)}"
                   r"(?:\s+(?:there|here))?$")


def _number(word: str | None) -> int:
    return 1 if word is None else int(word) if word.isdigit() else _NUMBERS[word]


# A thing, or "it" / "them" for the thing named before (``_target``).
_TARGET = rf"(?P<target>{_THING}|it|them|whichever\b.+?)"  # "whichever": of_two.chosen_clause
# What a row's pattern names that is no class of the lexicon: a count, a unit of it, a way to
# walk, and a named spot, a thing or the player (a target) or a tile (regular expressions, which
# read_post shares).
PIECES = {"COUNT": _COUNT, "UNIT": ("step", "tile", "square", "space", "pace", "cell", "block",
                                    "time", *lp.STRIDES),
          "WAY": _WAY_WORDS, "FAR_AS_WALLS": FAR_AS_WALLS,
          "SPOT": f"(?P<spot>{SPOT})", "TARGET": _TARGET, "TILE": _ROW_COL,
          "STEP_SIZE": lc.STEP_SIZES,  # "3 small steps": how big a step is changes nothing
          # where a walk starts, which it does anyway ("six steps east from where you stand")
          "FROM_HERE": lcl.WALKED_FROM,
          # what the player leads to, read as a thing by ``_followed``
          "GOAL": r"(?!(?:where|wherever|here|there)\b).+?",
          # near and far of a corner picked by a thing ("the corner nearest the sword")
          "TOWARD": lx.NEAREST, "AWAY": lx.FARTHEST,
          # the verbs of going along with the player to a place
          "LEADING": lp.FOLLOW_TO,
          # lexicon_staying.REMAIN_AT under a name that tests/unit/test_lexicon_literals.py does not
          # read as the stay verb "remain"
          "SETTLE": lstay.REMAIN_AT,
          # a stretch of the dungeon by its shape, no spot of the map's
          "STRETCH": _STRETCH,
          # what a walk counted one way goes along, which the way already says ("four steps to
          # the right along the shelf", "3 tiles left along the wall"); no thing of the game's
          "ALONG": rf"along (?:the|this|that|our|my|your) (?!(?:{lx.noun_pattern()})\b)[a-z]+"
                   r"(?: [a-z]+)?",
          # a tile counted one way from a thing or one of us (agent.reading.offsets)
          "OFFSET": offsets.PLACE,
          # where the companion started, as the order was given (agent.reading.offsets)
          "STARTED": offsets.STARTED,
          "STANDS_NOW": offsets.STANDS_NOW,
          # where the player stands as the order is given (agent.reading.offsets)
          "STANDING": offsets.STANDING,
          # "let nothing near it", "let no beast near it": no one at all
          "NONE_OF_THEM": r"(?:nothing|no\s*one|nobody|no\s+(?:"
                          rf"{lx.noun_pattern(lx.MONSTER_WORDS.values())}))"}


class _Said(NamedTuple):
    """The clause as said, its text as the rows read it, and whether it ends "and stay there"."""

    clause: str
    text: str
    stays: bool


Build = Callable[[dict[str, str], _Said], tuple[m.Step, ...] | None]


def _walk(words: dict[str, str], said: _Said) -> tuple[m.Step, ...]:
    n = _number(words.get("n") or words.get("by"))
    if words.get("n") and words.get("by"):
        # "walk 2 steps right 3 times": that walk, three times over; "walk 2 steps right by 3":
        # which of the two is not said
        by = _number(words["by"])
        if not _TIMES_SAID.search(said.text):
            return (m.Unknown(said.clause, m.Reason.AMBIGUOUS,
                              f"I can't tell whether to walk {n} or {by} steps"),)
        n *= by
    if not 1 <= n <= lx.MAX_WALK:
        return (m.Unknown(said.clause, m.Reason.CANNOT,
                          f"I can walk at most {lx.MAX_WALK} steps in one go, not {n}"),)
    return (m.Act(m.WALK, way=words["way"], steps=n, words=said.clause),)


_TIMES_SAID = lazy(rf"\b(?:times?|twice|thrice)(?:\s+{lx.alt(lx.TIMES_OVER)})?\s*$")


def _walk_far(words: dict[str, str], said: _Said) -> tuple[m.Step, ...]:
    return (m.Act(m.WALK, way=words["way"], steps=lx.MAX_WALK, words=said.clause),)


_SQUARE_WALKED = ("[please] ({MOVE_VERBS}|do|trace|make) [around|round|about] [in] [a|one]"
                  " [little|small|big|quick]")


def square_steps(said: int, in_steps: bool) -> int:
    """The steps a side of a square whose size the player said (``said``): tiles a side, the
    square's corners counted ("a 2 by 2 square", "two tiles on each side": 1 step a side), or
    steps where said in steps."""
    return said if in_steps else max(said - 1, 1)


def _square(words: dict[str, str], said: _Said) -> tuple[m.Step, ...]:
    """A square walked round, of the size said ("two tiles on each side", "2 by 2") or none; "2
    by 3" is no square."""
    if words.get("m") and _number(words["m"]) != _number(words["n"]):
        return (m.Unknown(said.clause, m.Reason.CANNOT, "I walk only squares, with four "
                          "sides of one length: say one length for them"),)
    stepped = not lt.SQUARE_STEPS_SAID.isdisjoint(said.clause.lower().split())
    return (m.Act(m.SQUARE, steps=square_steps(_number(words["n"]), stepped) if words.get("n")
                  else 0, words=said.clause),)


def _go(words: dict[str, str], said: _Said, remain: bool) -> tuple[m.Step, ...] | None:
    """go_to the place, the thing or the tile the words name, and stay there when told to."""
    thing = words.get("thing")
    if thing and _THINGS[thing] == m.PLAYER and (
            remain or re.search(r"\b(?:beside|besides|alongside|with)\b", said.text)):
        return None  # "stay close to me", "walk beside me": following
    if (place := _place(words)) is None:
        return None  # "wait by it" where "it" is no item named before
    go = m.Act(m.GO_TO, place=place, words=said.clause)
    return (go, m.Act(m.STAY, words=said.clause)) if remain or said.stays else (go,)


_arrive, _remain = partial(_go, remain=False), partial(_go, remain=True)


def _guarded(words: dict[str, str], said: _Said) -> tuple[m.Step, ...] | None:
    """Guarding the thing stood by ("stand by the bow and let no monster near it")."""
    place = _place(words)
    if place is None or place.thing is None or place.thing.is_party:
        return None
    return (m.Act(m.GUARD, place=place, words=said.clause),)


# The words that lead to a place: getting there, and getting there to stay ("wait by the
# sword": go_to, then stay); the words before a spot or a tile, and before a thing; what may
# follow.
_ARRIVE = "[please] [[go] and] {MOVE_VERBS} [all the way] [over|off|on over|yourself|back]"
_REMAIN = "[please] [(go|come) [and]] {SETTLE} [for (me|us)]"  # "wait for me by the bow"
# "go stand right in the middle", "wait bang in the top left corner"
_TO = ("[right|bang] (to|into|in|at|on|towards?|for|over to|over in|down to|up to|down in"
       "|up in|out in)")
_BY = "[over|up|right] (to|next to|beside|besides|near|by|alongside|close to|up to|at)"
_AFTER = "[now|please|for me|for a bit|for a while]"
_WALK = "[please] (take|{MOVE_VERBS} [over])"
_STEPS = "[[exactly|precisely] {n:COUNT} [[more] [{STEP_SIZE}] {UNIT}s?]]"
_BY_STEPS = "[[by] {by:COUNT} [{UNIT}s?] [{TIMES_OVER}]]"

def _followed(words: dict[str, str], said: _Said) -> tuple[m.Step, ...] | None:
    """Following the player, who leads to a thing: until they are next to it ("follow me to the
    bow", as "follow me until I reach the bow"), so what is said after it is done there. A spot,
    a tile or one thing picked ("the farthest arrow") is said back: no condition tells that the
    player is there, and following alone would drop a wait there said after it. None where the
    words name no one thing."""
    goal = words.get("goal")
    if goal is not None:
        t = Tokens(tokenize(goal))
        if (phrase := take_thing(t)) is None or not t.done or phrase.thing.is_party or (
                phrase.thing.quantity != 1):
            return None
        if phrase.thing == m.Thing(phrase.thing.kind):
            # "... and wait there": the wait once the player is there, as "follow me until I
            # get to the arrow and then wait" reads
            there = (m.Act(m.STAY, words=said.clause),) if said.stays else ()
            return (m.Watch(m.Near(phrase.thing, NEXT_TO_TILES, m.PLAYER), then=there,
                            during=(m.Act(m.FOLLOW, words=said.clause),), words=said.clause),)
    where = goal or words.get("spot") or "that tile"
    return (m.Unknown(said.clause, m.Reason.CANNOT,
                      f"I can {_LEAD} you until you are next to something I know by its kind "
                      f"(\"{_LEAD} me to the {lx.BOW}\"), not until you are at {where}; I can "
                      f"{_LEAD} you, or go there myself"),)


def _corner_by(words: dict[str, str], said: _Said, remain: bool) -> tuple[m.Step, ...] | None:
    """The corner nearest a thing, or farthest from it ("go to the corner nearest the sword",
    "wait in the corner farthest from the gorgon"), decided among the four when the step starts;
    one of us by where that one stands (agent.reading.corner_of_us); None where the words name
    neither (a thing picked, "us": said back as before)."""
    t = Tokens(tokenize(words["goal"]))
    if (kind := corner_of_us.party(words["goal"])) is None:
        if (phrase := take_thing(t)) is None or not t.done or phrase.thing.is_party or (
                phrase.thing != m.Thing(phrase.thing.kind)):
            return None
        kind = phrase.thing.kind

    def there(corner: str) -> tuple[m.Step, ...]:
        go = m.Act(m.GO_TO, place=m.Place(name=corner), words=said.clause)
        return (go, m.Act(m.STAY, words=said.clause)) if remain or said.stays else (go,)
    return by_corner(kind, bool(words.get("far")), there, said.clause)


# "the corner nearest the sword", "whichever corner is furthest from the gorgon"
_CORNER_BY = ("[the|whichever|that] (corner [that is|that's|which is|is]|corner's)"
              " ({near:TOWARD}|{far:AWAY}) [to|from] {goal:GOAL}")

# Following the player to a place: "follow me to", "come with me over to", "walk with me to".
_FOLLOW = "[please] {LEADING} (me|us) [all the way|the whole way] [on|along|back]"
_LEAD = lp.FOLLOW_TO[0]

_PASSAGE = ("I know my way by tiles, corners and sides, not by the shape of the ways between"
            " them: tell me which way to walk and how far, or a corner to go to")


# The phrasings of walking and going to places, tried in order: the first whose pattern is the
# whole clause (lower case, commas and politeness gone: read_place) builds its steps.
ROWS: tuple[Row[Build], ...] = (
    Row("walk a way", f"{_WALK} {_STEPS} [back] [to (the|your)|towards? the"
        f"|further|farther] {{way:WAY}} {_BY_STEPS} [{{FROM_HERE}}] [please|now|a bit]", _walk,
        ("walk 3 steps left", "head two tiles to the right", "go up 4", "walk 2 steps back left",
         "walk exactly 5 tiles east", f"go 6 steps east {lcl.WALKED_FROM[2]}")),
    # coming a counted way: a walk, not a coming back to the player ("come two steps back west")
    Row("a counted way, coming", "[please] {COME_A_WAY} {n:COUNT} [{STEP_SIZE}] {UNIT}s? [back]"
        " [to (the|your)|towards? the] {way:WAY} [please|now]", _walk,
        (f"{lp.COME_A_WAY[0]} two steps west", f"{lp.COME_A_WAY[0]} 2 steps back to the left")),
    # what a counted walk goes along or towards, which its way already says (uncounted: "go
    # right along this passage", "go to the right side" go how far? read by the rows after)
    Row("walk a counted way along", f"{_WALK} [exactly|precisely] {{n:COUNT}} [{{STEP_SIZE}}]"
        " {UNIT}s? [to (the|your)|towards? the] {way:WAY} (side|edge|{ALONG}|side {ALONG})"
        " [please|now]", _walk,
        ("walk four steps to the right along the shelf", "go 3 tiles left along the wall",
         "go six tiles to the right side", "walk three tiles toward the left edge")),
    # a way run on to the word before it, as typed in haste
    Row("walk a way run on", f"({_WALK} {_STEPS}){{way:WAY}} {_BY_STEPS}"
        " [please|now|a bit]", _walk, ("goleft", "walk 2 stepsup")),
    # a count of steps to a side, said without a verb ("two steps to the left": not "two steps
    # left", which may be how many are left), and a way with its count ("down 5")
    Row("walk a way said alone", "[please] {n:COUNT} [more] [{STEP_SIZE}] {UNIT}s?"
        " (to|towards) (the|your) {way:WAY} [{ALONG}] [please|now]", _walk,
        ("two steps to the left", "three quick steps to the right", "four paces to your right")),
    # ... or with where it starts from, which says it is a walk ("six steps east from here")
    Row("walk a way said alone from here", "[please] {n:COUNT} [more] [{STEP_SIZE}] {UNIT}s?"
        " [to (the|your)|towards? the] {way:WAY} {FROM_HERE} [please|now]", _walk,
        (f"six steps east {lcl.WALKED_FROM[1]}", "3 tiles left from here")),
    Row("a way and its count", "{way:WAY} {n:COUNT} [{UNIT}s?] [please|now]", _walk,
        ("down 5", "left 2 steps")),
    Row("walk all the way", "[please] {MOVE_VERBS} (all the way|as far as you can) [to the]"
        " {way:WAY}", _walk_far, ("go all the way up", "run as far as you can to the left")),
    # the way said inside "as far ... as" ("go as far east as you can"); "as far east as the
    # top passage goes" is a passage, said back below
    Row("walk as far a way as can be", "[please] {MOVE_VERBS} as far [to the] {way:WAY} as"
        " (you can [go]|possible|you are able [to])", _walk_far,
        ("go as far east as you can", "run as far to the left as possible")),
    Row("walk as far a way as a stretch goes", "[please] {MOVE_VERBS} [{way:WAY}] as far"
        " [to the] [{WAY}] as (this|that|the|our) [{WAY}|top|bottom|upper|lower|long|narrow]"
        " {STRETCH} (goes|runs|leads|reaches|extends|lets you)",
        lambda words, said: (m.Unknown(said.clause, m.Reason.CANNOT, _PASSAGE),),
        (f"go as far east as the top {lx.AREA_WORDS[4]} goes",
         f"walk left as far as the {lx.AREA_WORDS[2]} runs")),
    Row("walk on a slant", f"{_WALK} [{{n:COUNT}} [{{UNIT}}s?]] {compass.DIAGONAL}"
        " [{COUNT} [{UNIT}s?]] [please|now]", compass.on_a_slant,
        ("head north-east", "go northwest 2 tiles", "walk 3 tiles south west")),
    # "go to the tile 3 north of you": that walk (agent.reading.compass), then what is done there
    Row("go to a tile counted one way", f"{_ARRIVE} {_TO} the {compass.TILE_WORDS} {{n:COUNT}}"
        f" [{{UNIT}}s?] {compass.FROM_YOU} {_AFTER}", compass.walked_there,
        ("go to the tile 3 north of you", "walk over to the spot two tiles east of you")),
    Row("settle on a tile counted one way", f"{_REMAIN} {_TO} the {compass.TILE_WORDS}"
        f" {{n:COUNT}} [{{UNIT}}s?] {compass.FROM_YOU} {_AFTER}", compass.walked_then_stay,
        (f"{lstay.REMAIN_AT[0]} on the tile 3 south of you",)),
    Row("guard a tile counted one way", f"[please] (guard|watch over|defend|hold) the"
        f" {compass.TILE_WORDS} {{n:COUNT}} [{{UNIT}}s?] {compass.FROM_YOU} {_AFTER}",
        compass.walked_then_guard, ("guard the tile 3 north of you",)),
    Row("walk to a wall", "[please] {MOVE_VERBS} {way:WAY} {FAR_AS_WALLS}", _walk_far,
        ("run left until you reach a wall", "go down as far as possible")),
    Row("walk to the way's wall", "[please] {MOVE_VERBS} (to|towards) the {way:WAY}"
        " {FAR_AS_WALLS}", _walk_far, ("walk to the right until you reach a wall",)),
    # "walk a square": the shape, not one square (a tile) walked no way said
    Row("walk a square", "[please] (walk|do|trace|make|pace) a [little|small|big|quick]"
        " (square|box) [around|round] [here]", _square, ("walk a square",)),
    Row("steps with no way", f"{_WALK} {{n:COUNT}} [more] {{UNIT}}s?"
        " [please|now|forward|ahead|onward]", lambda words, said: (m.Unknown(
        said.clause, m.Reason.AMBIGUOUS, "which way should I walk? Say up, down, left or right"),),
        ("walk 10 steps", "go five paces")),
    Row("walk in a square", "[please] ({MOVE_VERBS}|do|trace|make|patrol|pace|circle)"
        " [around|round|about] [in] [a|one] [little|small|big|quick]"
        " (square|circle|loop|lap|box|ring)s? [around|round] [[around] (here|this spot|the area)]",
        _square, ("walk in a square", "do a lap", "patrol in a small circle around here")),
    # a square of a size: its side said after it or before it ("a 2 by 2 square")
    Row("walk in a square of a size", f"{_SQUARE_WALKED} (square|box) [for me] [with|of]"
        " ({n:COUNT} [{UNIT}s?] (on|per|along|to|for) (each|a|every|one) side|(sides|side) [of]"
        " {n:COUNT} [{UNIT}s?])", _square, ("walk round a square, two tiles on each side",
                                            "walk a square with sides of 3")),
    Row("walk in a square of a size said first", f"{_SQUARE_WALKED} {{n:COUNT}} (by|x) {{m:COUNT}}"
        " (square|box)s?", _square, ("walk a 2 by 2 square",)),
    Row("walk in a square, its size after it", f"{_SQUARE_WALKED} (square|box) [,] {{n:COUNT}}"
        " [{UNIT}s?] (by|x) {m:COUNT} [{UNIT}s?]", _square,
        ("walk a small square, 2 by 2 tiles", "walk a little square, 2 tiles by 2")),
    Row("circle", "[please] (circle|loop) [around|round|about]"
        " [here|a bit|for a bit|the area|this spot]", _square, ("circle around", "loop here")),
    Row("settle at a spot", f"{_REMAIN} {_TO} {{SPOT}} {_AFTER}", _remain,
        ("park yourself in the middle", "hide in the top right corner for a bit")),
    Row("settle by something", f"{_REMAIN} {_BY} {{TARGET}} {_AFTER}", _remain,
        (f"park yourself next to the {lx.SWORD}",)),
    # "stand fast by the bow and let nothing near it": guarding it
    Row("settle by something kept", f"{_REMAIN} {_BY} {{TARGET}} [and] let {{NONE_OF_THEM}}"
        " [{STRAY}] (near|close to|at|touch) it", _guarded,
        (f"{lstay.REMAIN_AT[0]} by the {lx.BOW} and let nothing near it",
         f"{lstay.REMAIN_AT[1]} next to the {lx.SWORD} and let no one touch it")),
    # "go back to where you started": the companion's tile as the order was given
    Row("to where it started", f"({_ARRIVE}|[please] {{COME_BACK_VERBS}})"
        f" [{_TO}] {{STARTED}} {_AFTER}", offsets.started,
        ("walk over to where you started", "head to your starting spot")),
    Row("back to where it stands now", f"([please] [[go] and] {{MOVE_VERBS}} [all the way] back"
        f"|[please] {{COME_BACK_VERBS}}) [{_TO}] {{STANDS_NOW}} {_AFTER}", offsets.started,
        (f"{lp.MOVE_VERBS[0]} back to the spot where you're standing now",
         f"{ldu.COME_BACK_VERBS[4]} to where you are now")),
    Row("guard where it started", f"[please] (guard|watch over|defend|hold) [{_TO}]"
        f" {{STARTED}} {_AFTER}", offsets.started_guarded, ("guard where you started",)),
    Row("settle where it started", f"{_REMAIN} [{_TO}] {{STARTED}} {_AFTER}",
        offsets.started_then_stay, (f"{lstay.REMAIN_AT[0]} at your starting spot",)),
    # "go to the spot I'm standing on right now": the player's tile as the order was given
    Row("to where the player stands", f"{_ARRIVE} [{_TO}] {{STANDING}} {_AFTER}", offsets.standing,
        ("go to the spot I'm standing on right now", "walk over to where I'm standing now")),
    Row("guard where the player stands", f"[please] (guard|watch over|defend|hold) [{_TO}]"
        f" {{STANDING}} {_AFTER}", offsets.standing_guarded, ("guard the spot I'm standing on",)),
    Row("settle where the player stands", f"{_REMAIN} [{_TO}] {{STANDING}} {_AFTER}",
        offsets.standing_then_stay, (f"{lstay.REMAIN_AT[0]} on the tile I'm on",)),
    # "stand on the spot two tiles below the bow": that tile (agent.reading.offsets)
    Row("go to a tile counted from something", f"({_ARRIVE}|[please] {{COME_BACK_VERBS}}|{_WALK})"
        f" [{_TO}] {{OFFSET}} {_AFTER}",
        offsets.arrive, (f"go to the tile 3 south of the {lx.BOW}", "go 2 tiles north of me",
                         f"go to the square to the right of the {lx.BOW}")),
    Row("guard a tile counted from something", "[please] (guard|watch over|defend|hold)"
        f" {{OFFSET}} {_AFTER}", offsets.guard, (f"guard the spot 2 tiles south of the {lx.BOW}",)),
    Row("settle on a tile counted from something", f"{_REMAIN} [{_TO}] {{OFFSET}} {_AFTER}",
        offsets.remain, (f"{lstay.REMAIN_AT[0]} on the spot two tiles below the {lx.BOW}",
                         f"{lstay.REMAIN_AT[1]} right above the {lx.SWORD}")),
    # "go right along this passage until the wall": a way and where it stops, the stretch only
    # where the walk goes
    Row("walk a stretch to its end", "[please] {MOVE_VERBS} {way:WAY} (along|down|through"
        "|up|into|in|across) (this|that|the|our|a) [long|narrow|little] {STRETCH}"
        " ({FAR_AS_WALLS}|to its end)", _walk_far,
        (f"go right along this {lx.AREA_WORDS[4]} until the wall",
         f"run left down the {lx.AREA_WORDS[2]} to its end")),
    # "run down the corridor": a stretch no place of the meaning holds
    Row("walk along a passage", "[please] {MOVE_VERBS} [{way:WAY}] (along|down|through|up"
        "|into|in|across) (this|that|the|our|a) [long|narrow|little] {STRETCH}"
        " [{FAR_AS_WALLS}|until the wall|to its end]",
        lambda words, said: (m.Unknown(said.clause, m.Reason.CANNOT, _PASSAGE),),
        ("go right along this passage", "run down the corridor")),
    Row("settle at a tile", f"{_REMAIN} {_TO} {{TILE}} {_AFTER}", _remain,
        ("hide at row 2 column 3",)),
    Row("settle at the corner picked", f"{_REMAIN} {_TO} {_CORNER_BY} {_AFTER}",
        partial(_corner_by, remain=True),
        (f"{lstay.REMAIN_AT[1]} in the corner {lx.FARTHEST[0]} from the {lx.GORGON}",)),
    Row("go to the corner picked", f"{_ARRIVE} {_TO} {_CORNER_BY} {_AFTER}",
        partial(_corner_by, remain=False), (f"go to the corner {lx.NEAREST[0]} the {lx.SWORD}",
                                            f"head over to the corner {lx.NEAREST[1]} to the "
                                            f"{lx.GORGON}")),
    Row("go to a spot", f"{_ARRIVE} {_TO} {{SPOT}} {_AFTER}", _arrive,
        ("go to the top left corner", "head over to the bottom edge", "go and run to the middle")),
    Row("go to something", f"{_ARRIVE} {_BY} {{TARGET}} {_AFTER}", _arrive,
        (f"head over to the farthest {lx.ARROW}",)),
    Row("go to a tile", f"{_ARRIVE} {_TO} {{TILE}} {_AFTER}", _arrive,
        ("head to row 5 column 7", "go to 3 4")),
    # a destination said alone, as a cry ("To the middle!", "to row 3 column 4")
    Row("a destination alone", f"[now] (to|over to) ({{SPOT}}|{{TILE}}) {_AFTER}", _arrive,
        ("to the middle", "to row 3 column 4", "over to the top left corner")),
    Row("led to a spot", f"{_FOLLOW} {_TO} ({{SPOT}}|{{TILE}}) {_AFTER}", _followed,
        (f"{_LEAD} me to the top left corner", f"{lp.FOLLOW_TO[1]} me to row 5 column 7")),
    Row("led to something", f"{_FOLLOW} {_BY} {{goal:GOAL}} {_AFTER}", _followed,
        (f"{_LEAD} me to the {lx.BOW}", f"{lp.FOLLOW_TO[3]} me over to the {lx.ARROW}",
         f"{lp.FOLLOW_TO[1]} me to where the {lx.SWORD} is")),
)
TABLE = Table(ROWS, PIECES)


def read_place(clause: str) -> tuple[m.Step, ...] | None:
    """The errands a clause about places or walking reads as, else None: "go to the bottom left
    corner" -> go_to the bottom left; "wait by the sword" -> go_to the sword, then stay;
    "take three steps to the right" -> walk right 3; "walk in a square" -> square."""
    if (there := there_said(clause)) is not None and (place := read_post(there[0])) is not None:
        go = m.Act(m.GO_TO, place=place, words=clause)  # "The bottom left corner is nice. Go
        return (go, m.Act(m.STAY, words=clause)) if there[1] else (go,)  # there."
    if (found := _row_of(clause)) is None:
        return None
    said, (row, words) = found
    return row.makes(words, said)


def place_row(clause: str) -> Row[Build] | None:
    """The row that reads the clause, else None."""
    found = _row_of(clause)
    return found[1][0] if found is not None else None


@per_order
def _row_of(clause: str) -> tuple[_Said, tuple[Row[Build], dict[str, str]]] | None:
    """The clause as said and the row that reads it, with its words; None when no row does."""
    text = _OPENER.sub("", " ".join(clause.lower().replace(",", " ").split()).rstrip(".!?"))
    if "ward" in text:
        text = _WARDS.sub(r"\1", text)
    if "hand" in text:  # a walk of some steps goes that way; a going there, to that side
        text = _HAND_SIDE.sub(r"\1" if _A_COUNT.search(text) else r"\1 side", text)
    if "where" in text:  # "the spot where the bow lies": the bow's tile
        text = _WHERE_IT_LIES.sub(_its_tile, text)
    if not TABLE.begins(text):  # what follows can only take words from its end
        return None
    text, stays = _STAY_THERE.subn("", _CLOSER.sub("", text))
    found = TABLE.first(text)
    return (_Said(clause, text, bool(stays)), found) if found is not None else None


def _place(words: Mapping[str, str | None]) -> m.Place | None:
    """The place a row's words name: a thing, a tile or a named spot; None for "it" where it
    stands for no one item."""
    thing = words.get("thing")
    if (target := words.get("target")) and not (thing and _THINGS[thing] == m.PLAYER):
        return _target(target, thing)
    if thing:  # "me", "you": the player
        pick = (words.get("pick") or "").strip()
        pick = m.FARTHEST if pick in ("farthest", "furthest") else ""
        return m.Place(thing=m.Thing(_THINGS[thing], pick=pick))
    if (row := words.get("row") or words.get("row2")):
        return m.Place(row=int(row), col=int(words.get("col") or words.get("col2") or 0))
    return m.Place(name=spot_name(words.get("spot") or ""))


def _target(said: str, word: str | None) -> m.Place | None:
    """By the item a target names, read as every reader reads a thing (``take_thing``: "it" is
    the thing named before it, "get the sword and wait by it"); None where "it" stands for no
    one item as a place's thing is named."""
    t = Tokens(tokenize(said))
    phrase = take_thing(t)
    if phrase is None or not t.done or phrase.thing.kind not in _ITEM_WORDS.values() or (
            word is None and phrase.thing != m.Thing(phrase.thing.kind)):
        return None
    return m.Place(thing=phrase.thing)


_POST = lazy(rf"^(?:(?P<spot>{SPOT})|{_ROW_COL}|{_TARGET})$")


def read_post(words: str) -> m.Place | None:
    """One place named alone, as guard and patrol take it: a named spot ("the top left
    corner"), a tile ("row 3 column 4"), an item or the player ("the bow", "it", "me"); else
    None."""
    text = " ".join(words.lower().replace(",", " ").split()).strip(" .!")
    if (spot := spot_said(text)) is not None:
        text = spot  # "1) go to row 14 column 10 2) guard that spot"
    found = _POST.match(text)
    return _place(found.groupdict()) if found is not None else offsets.post(text)


def place_after(rest: str, words: list[str], i: int) -> bool:
    """Whether the words after the player's (``words[i:]``, read from ``rest``) name a place or
    a thing ("guard me near the moon", "guard me by the bow"), which a guard of the player would
    drop unsaid; a remark after a comma ("guard me, the bat is coming") is an aside, but not an
    amount ("guard me, five tiles from the bow", "guard me, 5") nor another errand ("guard me
    and sing"): those are said back, never dropped."""
    after = words[i:]
    pairs = list(zip(after, [*after[1:], "tile"], strict=False))
    if any(lx.number(a) is not None and b.rstrip("s") in _UNITS for a, b in pairs) or any(
            a in ("and", "then") and b in lx.ACTION_VERBS for a, b in pairs[:-1]):
        return True
    return bool(after) and (after[0] in _NEAR_WORDS or any(map(lx.kind_of, after))) and (
        rest.partition(",")[0].lower().split() != words[:i])


_NEAR_WORDS = frozenset(("in", "at", "by", "near", "beside", "next", "close", "on", "under"))
_UNITS = frozenset(("tile", "step", "square", "space", "pace", "cell", "block", ",", "."))


def read_on_row(first: str, place: str, said: str) -> tuple[m.Step, ...] | None:
    """A place said alone (``place``: "the sword", "me"; ``said`` with its word of place, "by the
    sword") done as the row that reads the clause ``first`` ("go stand by the bow") does its
    own: that row's verb, as data, on the place as ``read_post`` names one alone; None where no
    row reads ``first``, its row takes more than a place, or ``place`` is none alone."""
    found = _row_of(first)
    if found is None or not {*_POST.groupindex, "goal"}.issuperset(found[1][1]):
        return None  # the row takes more words than of its place (a spot, a tile, a thing, a goal)
    row, had = found[1]
    if (post := _POST.match(" ".join(place.lower().split()))) is None:
        return _to_foe(row, place, said)
    words = {"goal": place} if "goal" in had else {k: v for k, v in post.groupdict().items() if v}
    return row.makes(words, _Said(said, " ".join(said.lower().split()), False))


def _to_foe(row: Row[Build], place: str, said: str) -> tuple[m.Step, ...] | None:
    """A monster gone to as said alone after a going ("..., otherwise to the gorgon"), as the
    errands read "go to the gorgon"; None for another row or other words."""
    t = Tokens(tokenize(place))
    if row.makes is not _arrive or (phrase := take_thing(t)) is None or not t.done:
        return None
    foe = phrase.thing
    return (m.Act(m.GO_TO, place=m.Place(thing=foe), words=said),) if lx.is_monster(
        foe.kind) else None
