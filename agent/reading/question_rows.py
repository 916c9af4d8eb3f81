"""What the rows of questions (``agent.reading.questions.ROWS``) build, and the pieces their
patterns name. A builder takes the words its named parts took and the question (``Said``) and
gives the ``Ask``, an ``Unknown`` saying why not, ``None`` (the next row is tried) or
``ASKS_NOTHING`` (the clause asks nothing: no row after it is tried). The rows of where a thing
is and what lies at a spot are built in ``where_asked``, the questions said back in
``not_answered``."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import NamedTuple

from agent.reading import (
    lexicon as lx,
    lexicon_idioms as li,
    lexicon_parts as lp,
    lexicon_typed as lt,
    meaning as m,
    weakness_asked as wa,
    words as said_as,
)
from agent.reading.chances import NOT_ODDS
from agent.reading.counts import counts_summed, take_kind
from agent.reading.distances import distance_between
from agent.reading.logic import UNITS
from agent.reading.numbers import count_asked, counted, take_expr, verb_first, worked_out
from agent.reading.of_two import Either
from agent.reading.patterns import lazy
from agent.reading.text import strip_filler
from agent.reading.tokens import Tokens, pointed_at, take_thing, tokenize
from agent.reading.worked_after import WHICH_NUMBER


class Said(NamedTuple):
    """A question as the rows read it: ``s`` lower case, spelt out, without politeness; ``plain``
    the same without "tell me" and the like; whether it was ``asked`` (a "?"); ``text`` as the
    player wrote it; ``either``: the choice of two it says ("A or B", of_two.either)."""

    s: str
    plain: str
    asked: bool
    text: str
    either: Either | None = None


ASKS_NOTHING = m.Unknown("", m.Reason.CANNOT, "")  # a builder's "no question, stop here"
Answer = m.Ask | m.Unknown | None
Build = Callable[[dict[str, str], Said], Answer]

# The way a distance is walked, said after its unit: "how many steps along the corridors is it
# to the sword?", "how many tiles on foot to the bow?".
WAY_WALKED = (r"(?:on foot|walking|(?:along|through|down|by) the (?:corridors?|halls?|passages?"
              r"|paths?|tunnels?)|(?:a)?round the walls)")

# Health counted in other units ("how many hearts do you have?", "how many lives have I got?"):
# the health; not said back as no thing of the game.
HEARTS_OR_LIVES = ("hearts", "lives")
# The monsters one of us defeated, counted: "how many kills do you have?".
KILLS = tuple(f"{verb}s" for verb in lp.DEFEATING if " " not in verb)

# What a pattern of a question row names that is no class of the lexicon. ``{BEFORE}X{AFTER}``
# is a phrase X anywhere in the question, whole words (a search for ``\bX\b``); ``{WORDS}`` any
# words at all (a row whose builder is sentence logic that reads them itself).
PIECES = {
    "BEFORE": r".*\b", "AFTER": r"\b.*", "WORDS": r".*", "SOME": r".+", "WORD": r"\w+",
    "LETTERS": r"[a-z]+",
    # "arrows less bats": a difference, not a comparison ("less than")
    "LESS_BY": r"less(?! than\b)",
    "US": ("you", "i", "we"), "ONE_OF_US": ("i", "you", "we", "one"),
    "UNITS": UNITS,
    # classes of lexicon_parts under names that tests/unit/test_lexicon_literals.py does not read
    # as a word of a class ("fight", "health", "dungeon")
    "ASKED_BLOW": lp.ASK_FIGHT, "SHOULD_ENGAGE": lp.SHOULD_FIGHT, "NEED_TO": lp.NEED_TO_FIGHT,
    "TAKES_TO": lp.TAKES_TO_FIGHT, "WHAT_BEATS": lp.WHAT_DEFEATS, "VITALS": lp.HEALTH_NAMED,
    "IT_TAKES": lp.IT_TAKES, "ALL_ABOUT": lx.IN_THE_DUNGEON, "NEEDED_FOR": wa.NEEDED_FOR,
    # a kind of monster after "how many", no verb ("how many bats have you killed")
    "DEFEATED_KIND": r"(?!(?:have|has|had|did|are|is|were|got|you|i|we)\b)[a-z]+",
    # a question opening with a word of which ("which monster is closest?")
    "ASKS_WHICH": NOT_ODDS + r"(?=(?:which|what|who|is|are|tell me which|tell me what|say which"
                  r"|find out which|whether(?= .+ or ))\b)",
    "ASKS_WEAKNESS": r"(?=(?:what|which|how|who|tell me|do you (?:happen to )?know)\b)"
                     r"(?!how (?:many|much|far|long)\b)",
    "ASKS_CARRYING": r"(?=(?:what|which|how many|how much|list|show me|tell me|do|does|have|has"
                     r"|are|am|is|check|describe)\b)",
    "NOT_MORE": r"(?! more| fewer| less| the most| most)",
    # the two of us compared: "are you healthier than me?", "who has more arrows, you or me?"
    "MARKS": r"[ ?!.]*", "ASKED_OF_US": ("are you", "am i"),
    "HALE": ("healthier", "less hurt", "more hurt"),
    "MORE_OR_FEWER": ("more", "fewer", "less", "the most", "the fewest", "the least", "higher",
                      "lower", "the highest", "the lowest"),
    "HAS": r"(?: has| got| has got|'s got| is)?",
    "LEFT_OR_US": r"(?: left)?(?:,? (?:you or me|me or you))?",
    "SIGN": r".*[+*/-].*",
    "WAY_WALKED": WAY_WALKED,
    "HEARTS_OR_LIVES": HEARTS_OR_LIVES, "ASKER": lx.TELL_ME[:1],
    # a part of the map ("the left half of the map", "the top end", "the bottom right quarter")
    "REGION": r"(?:left|right|top|bottom|upper|lower|northern|southern|eastern|western"
                   r"|far)(?: (?:left|right))? (?:half|part|side|end|quarter|corner|area)"
                   rf"(?: of (?:the |this )?{lx.alt(lx.DUNGEON_WORDS, lx.AREA_WORDS)})?"
    # "below row 12", "east of column 4", "in row 12": a line of the map, never the whole count
    r"|(?:above|below|under|over|beneath|(?:north|south|east|west|left|right) of|in|on|along"
    r"|past|beyond) (?:the )?(?:row|column) \d+"
    # "how many arrows are at row 5, column 3?": the count on one tile (it was the whole count)
    r"|(?:are|is|lie|lies|sit|sits)(?: there)?(?: (?:lying|sitting|left))? (?:at|on) (?:the )?"
    r"(?:tile |square |spot )?row \d+",
}


def things(s: str, *, unique: bool = True, anchors: bool = False) -> list[m.Thing]:
    """Every thing the words name, in order (each once, unless not ``unique``); ``anchors``:
    "the arrow next to the sword" is one thing, the arrow nearest the sword."""
    t = Tokens(tokenize(s))
    out: list[m.Thing] = []
    while not t.done:
        if (phrase := take_thing(t, anchors=anchors)) is None:
            t.i += 1
        elif not unique or phrase.thing not in out:
            out.append(phrase.thing)
    return out


def meant(s: str) -> list[m.Thing]:
    """The things named, each the one meant ("the arrow next to the sword")."""
    return things(s, anchors=True)


def who(s: str, default: str = m.COMPANION) -> str:
    words = set(re.findall(r"[a-z']+", s))
    me = bool(words & {"i", "me", "my", "mine", "myself", "player", "player's"})
    you = bool(words & {"you", "your", "yours", "yourself", "companion"})
    if me and not you:
        return m.PLAYER
    if you and not me:
        return m.COMPANION
    return default if not (me and you) else ""


_DEFEATERS = lx.alt(tuple(lp.DEFEATERS))
# Who did the defeating in a question of how many: the party said before the verb.
_DEFEATER = lazy(rf"\b({_DEFEATERS}) (?:have |has |had )?"
                 rf"{lx.alt(lp.DEFEATING, lp.DEFEATED)}\b")


def defeated(words: dict[str, str], said: Said) -> Answer:
    """ "how many monsters have you killed?", "how many did I kill?", "how many bats are dead?",
    "how many have we killed?" (by anyone)."""
    what = words.get("what")
    kind = m.ANY_MONSTER if what in (None, "monsters", "enemies", "foes", "creatures") else (
        lx.kind_of(what))
    if kind is None or not lx.is_monster(kind):
        return m.Unknown(said.text, m.Reason.CANNOT,
                         "I can tell how many monsters have been defeated, not how many "
                         f"{what}")
    found = _DEFEATER.search(said.plain)
    by = lp.DEFEATERS[found.group(1)] if found else m.ANYONE
    return m.Ask(m.VALUE, value=m.Defeated(kind, by), words=said.text)


def kills(words: dict[str, str], said: Said) -> Answer:
    """ "how many kills do you have?", "what's my kill count?": the monsters that one of us
    defeated ("we": either of us)."""
    whose = words.get("whose") or ("i" if re.search(r"\b(?:my|i)\b", said.s) else
                                   "we" if re.search(r"\bour\b", said.s) else "you")
    by = lp.DEFEATERS.get(whose, m.ANYONE)
    return m.Ask(m.VALUE, value=m.Defeated(m.ANY_MONSTER, by), words=said.text)


def about(words: dict[str, str], said: Said) -> Answer:
    """ "what is a gorgon?", "tell me about the bats": what the game knows of a kind, what
    defeats it (or what it defeats)."""
    kind = lx.kind_of(words["what"])
    if kind is None or kind in m.WHO or kind in (m.ANY_MONSTER, m.ANY_ITEM, m.ANYTHING):
        return None
    return m.Ask(m.WEAKNESS, (m.Thing(kind),), words=said.text)


def always(ask: m.Ask) -> Build:
    """A builder of the one question a row always asks ("do we have the same health?")."""
    return lambda words, said: replace(ask, words=said.text)


def in_a_region(words: dict[str, str], said: Said) -> Answer:
    """ "how many arrows are in row 12?": a part regions does not read, never the whole count."""
    return m.Unknown(said.text, m.Reason.CANNOT,
                     "I can count what there is in the whole dungeon, not in one part of it")


def healthier_than(words: dict[str, str], said: Said) -> Answer:
    """ "are you healthier than me?": a yes or no about our health."""
    whose = m.COMPANION if words["who"] == "are you" else m.PLAYER
    other = m.PLAYER if whose == m.COMPANION else m.COMPANION
    op = ">" if words["cmp"] in ("healthier", "less hurt") else "<"
    return m.Ask(m.CHECK, check=m.Compare(op, m.HealthOf(whose), m.HealthOf(other)),
                 words=said.text)


# More of it ("who has the highest health?"), the rest of MORE_OR_FEWER fewer.
_MORE = ("more", "the most", "higher", "the highest")


def more_of_us(words: dict[str, str], said: Said) -> Answer:
    """ "who has more arrows, you or me?", "which of us has more health?", "who is healthier?":
    the two of us compared by what we carry or our health."""
    if words.get("healthier"):
        fewer = words["healthier"] == "more hurt"
        value: m.Expr = m.HealthOf(m.COMPANION)
    else:
        fewer = words["cmp"] not in _MORE
        if words["what"] not in ("health", "hp", "life"):
            kind = lx.kind_of(words["what"])
            if kind is None or not lx.is_item(kind):
                return None
            value = m.Carried(m.COMPANION, kind)
        else:
            value = m.HealthOf(m.COMPANION)
    return m.Ask(m.WHICH_OF_US, value=value, pick=m.FEWER if fewer else m.MORE, words=said.text)


def kind_in(words: str) -> str | None:
    return take_kind(Tokens(tokenize(words)))


def sum_of_counts(words: dict[str, str], said: Said) -> Answer:
    """ "how many A and B are there altogether", "how many A and B in total"."""
    if re.search(r"\b(?:you|i|we) (?:have|carry|hold)\b", said.s):
        return None
    listed, worked = _worked_after_kinds(words["b"])  # "the gorgons and double it"
    value = counts_summed(words["a"], listed)  # "arrows, bats and swords": each one counted
    if value is not None and worked:  # the sum worked out as said, or the words said back
        return worked_out(worked, value, said.text)
    return None if value is None else m.Ask(m.VALUE, value=value, words=said.text)


# Arithmetic joined on after the kinds listed, by a comma, "and" or "then" ("the gorgons, times
# two"; "are there added together" is the adding itself).
_WORKED_AFTER = lazy(r"^(?P<listed>.*?)(?:\s*,\s*|\s+(?=and\b|then\b))(?:(?:and|then)\s+)*"
                     rf"(?P<worked>\b(?:{lx.alt(lp.ARITH_WORDS)})\b.*)$")


def _worked_after_kinds(said: str) -> tuple[str, str]:
    """The kinds listed last and the arithmetic said after them ("gorgons and double it" ->
    "gorgons", "double it"; "gorgons" -> "gorgons", "")."""
    found = _WORKED_AFTER.match(said)
    return (said, "") if found is None else (found["listed"], found["worked"])


def counts_added(words: dict[str, str], said: Said) -> Answer:
    """ "add the bats to the arrows", "take the number of bats and add the number of gorgons":
    counts of kinds named in the plural or as numbers, not two things ("add the sword to the
    bow")."""
    if not re.search(r"\b(?:number|count)\b", said.s) and not all(
            re.search(r"s\b", words[k]) for k in ("a", "b")):
        return None
    return sum_of_counts(words, said)


def counts_by_verb(words: dict[str, str], said: Said) -> Answer:
    """ "multiply the number of bats by the number of arrows", "divide the arrows by the bats",
    "subtract the bats from the arrows": two numbers, worked out as the verb says
    (``numbers.verb_first``)."""
    joined = "from" if words["verb"] in lp.SUBTRACTING else "by"
    value = verb_first(f"{words['verb']} {words['a']} {joined} {words['b']}")
    return None if value is None else m.Ask(m.VALUE, value=value, words=said.text)


def more_than(words: dict[str, str], said: Said) -> Answer:
    """ "how many more bats than gorgons are there?"."""
    a, b = kind_in(words["a"]), kind_in(words["b"])
    if not (a and b):
        return None
    first, second = (a, b) if " more " in said.s else (b, a)
    return m.Ask(m.VALUE, value=m.Arith("-", m.CountOf(first), m.CountOf(second)),
                 words=said.text)


def short_of(words: dict[str, str], said: Said) -> Answer:
    """ "how many arrows fall short of the bats?": by how many the first count is under the
    second, as "how many fewer arrows than bats are there?" is."""
    a, b = kind_in(words["a"]), kind_in(words["b"])
    if not (a and b):
        return None
    return m.Ask(m.VALUE, value=m.Arith("-", m.CountOf(b), m.CountOf(a)), words=said.text)


def carried_between_us(words: dict[str, str], said: Said) -> Answer:
    """ "how many arrows do we have between us?"."""
    a = kind_in(words["a"])
    if not a:
        return None
    return m.Ask(m.VALUE, value=m.Arith("+", m.Carried(m.COMPANION, a), m.Carried(m.PLAYER, a)),
                 words=said.text)


def weakness(words: dict[str, str], said: Said) -> Answer:
    """ "what kills a gorgon?", "how do I kill a bat?", "which monster can the sword kill?"."""
    found = tuple(m.Thing(th.kind) for th in things(said.plain))
    if "whether" in words:
        # "can I kill the gorgon with the bow?", "should I fight the gorgon?": what defeats it
        found = tuple(t for t in found if lx.is_monster(t.kind))[:1]
    if any(lx.is_monster(t.kind) for t in found):
        found = tuple(t for t in found if t.kind != m.ANY_ITEM)  # "what weapon works ..."
    if any(lx.is_item(t.kind) and t.kind != m.ANY_ITEM for t in found):
        found = tuple(t for t in found if t.kind != m.ANY_MONSTER)  # "which monster can ..."
    if not found:
        return None
    if all(t.kind == m.ANY_ITEM for t in found) and (
        (beaten := _BEATEN.search(said.s)) is not None and lx.kind_of(beaten["noun"]) is None
    ):
        # "which weapon kills a dragon?": what it defeats is none of the game's monsters
        return m.Unknown(said.text, m.Reason.CANNOT, WEAKNESS_OF_WHAT_WHY)
    return m.Ask(m.WEAKNESS, found, words=said.text)


# The thing a verb of defeating is said of ("which weapon kills a dragon?").
_BEATEN = lazy(rf"\b(?:{lx.alt(lp.WHAT_DEFEATS)})\s+(?:the|a|an|that|this)\s+(?P<noun>[a-z']+)")
WEAKNESS_OF_WHAT_WHY = f"I can tell what defeats a {lx.GORGON} or a {lx.BAT}, not that"


# Health given away (``lexicon_parts.HEALTH_GIVEN``): "give me two of your health points", "give
# me 2 health points", "give me all your health", "spare me half of your hp".
_HEALTH_GIVEN = lazy(
    rf"\b{lx.alt(lp.HEALTH_GIVEN)}\s+(?:(?:me|us)\s+)?(?:[^.?!;]*?,\s*)?"
    rf"(?:{lx.alt(lp.HEALTH_AMOUNTS)}|\d+|"
    rf"{lx.NUMBER_RE})\s+(?:of\s+)?(?:(?:your|ur|yer|my|their)\s+)?{lx.alt(lx.HEALTH_WORDS)}\b"
)
HEALTH_GIVEN_WHY = "I can't give health away: health is only lost to monsters"
# Health handed over as a thing is ("hand me all your health", "transfer all your health to me"):
# a verb of giving and the health of one of us, in one clause.
# ("give me your health" asks what it is, as "give me the count" does: ``health``).
_HEALTH_HANDED = lazy(r"^(?!give\s+(?:me|us)\s+(?:your|ur|yer)\s)"
                      rf"(?:{lx.alt(lp.HEALTH_GIVEN)})\b[^,.;!?]*?\b(?:your|ur|yer|my)\s+"
                      rf"(?:{lx.alt(lx.HEALTH_WORDS)})\b")


def health_given(text: str) -> tuple[m.Unknown] | None:
    """A clause that gives health away, refused; None for any other."""
    if _HEALTH_HANDED.search(strip_filler(text).lower()) is None:
        return None
    return (m.Unknown(text, m.Reason.CANNOT, HEALTH_GIVEN_WHY),)
MONSTER_HEALTH_WHY = ("I can tell your health and mine, not a monster's: one blow with the right "
                      "weapon defeats it (the sword for a gorgon, the bow and an arrow for a bat)")


def health(words: dict[str, str], said: Said) -> Answer:
    """ "how healthy are you?", "how many hit points do I have?", "how hurt am I?"; a monster's
    health is not kept (it said the companion's for "how much health does the gorgon have?");
    an amount of health given away is refused ("give me two of your health points", "give me
    your life force, all of your health")."""
    if re.search(r"\bthan\b", said.s):
        return None
    if _HEALTH_GIVEN.search(said.s):
        return m.Unknown(said.text, m.Reason.CANNOT, HEALTH_GIVEN_WHY)
    if any(lx.is_monster(kind)
           for w in re.findall(r"[a-z']+", said.s) if (kind := lx.kind_of(w.removesuffix("'s")))):
        return m.Unknown(said.text, m.Reason.CANNOT, MONSTER_HEALTH_WHY)
    return m.Ask(m.HEALTH, who=who(said.plain, m.COMPANION) or m.COMPANION, words=said.text)


def remaining(words: dict[str, str], said: Said) -> Answer:
    """ "what monsters remain?", "which items are left?": how many of each."""
    kind = lx.kind_of(words["what"])
    if kind is None:
        return None
    return m.Ask(m.COUNT, (m.Thing(kind),), words=said.text)


# A question of where or of health, which names what is carried only by the way.
# ... nor a count of what lies about with what is carried set apart ("how many arrows are there
# on the floor, not the ones you carry?": the arrows on the floor).
_NOT_CARRIED = lazy(rf"\b(?:where|{lx.alt(lp.HEALTH_NAMED)})\b|\bnot (?:the ones?|those|what|any)"
                    r" (?:that )?(?:you|i) (?:are )?(?:carry|carrying|have|hold|holding|got)\b")


# "How much" had with nothing named: health, the one thing had by the much.
_HOW_MUCH_HAD = lazy(r"^how much (?:do|does|have|has) (?:you|i|we|the player) (?:have|got)"
                     r"(?: left| now| still)*$")


_SIGHTED = lazy(r"\b(?:have|has|got)\s+(?:(?:a|an|any|your|some)\s+)?(?P<noun>[a-z]+)\s+"
               r"(?:on|of|where)\b")


def carrying(words: dict[str, str], said: Said) -> Answer:
    """ "what are you holding?", "what's in my inventory?", "how many arrows do you have?",
    "do you have anything?"."""
    s, plain = said.s, said.plain
    if _NOT_CARRIED.search(s) or any(lx.is_monster(th.kind) for th in things(plain)):
        return None  # "how many monsters do we still have to kill": a count
    whose = who(plain)
    found = tuple(th for th in things(plain) if lx.is_item(th.kind))
    if not found and _HOW_MUCH_HAD.match(s):
        # "how much do I have?" (after "how much health do you have"): no thing is had by the
        # much, only health
        return m.Ask(m.HEALTH, who=whose or m.COMPANION, words=said.text)
    if found and (sighted := _SIGHTED.search(s)) and sighted.group("noun") in lp.SIGHTING:
        # "do you have a fix on the sword?": where it is, not whether it is carried
        return m.Ask(m.WHERE, (m.Thing(found[0].kind),), words=said.text)
    if re.match(r"^(?:do|does|have|has|are|am|is)\b", s) and found and found[0].kind != \
            m.ANY_ITEM:  # "is the bow in your inventory?"
        return m.Ask(m.HAS, (m.Thing(found[0].kind),), who=whose, words=said.text)
    kinds = tuple(m.Thing(th.kind) for th in found if th.kind != m.ANY_ITEM)
    return m.Ask(m.CARRYING, kinds, who=whose, words=said.text)


# A distance asked as the way walked, round the walls: its steps, not rows plus columns
# (``agent.house.checks`` holds a restatement to it too).
WALKED = lazy(rf"\b(?:walk(?:ing|ed)?|{WAY_WALKED}|how many steps)\b")


_WHERE_I_AM = lx.alt(lp.WHERE_I_AM)
_FROM_WHERE = ("I can tell how far the {} is from me, from you or from another thing by its "
               "kind, not that")
_FROM = lazy(r"\bfrom\s+(?P<where>.+)$")
_FROM_US = lazy(rf"(?:me|the player|us|you|yourself|here|where you|{_WHERE_I_AM})\b")


def distance(words: dict[str, str], said: Said) -> Answer:
    """ "how far is the bow?", "how far is the bat from the bow?", "how far apart are we?"."""
    s, text = said.s, said.text
    named = meant(said.plain)
    kinds = list(dict.fromkeys(th.kind for th in named))
    if len(kinds) >= 2:
        between = distance_between(s, named, text)
        if between is not None and WALKED.search(s) and isinstance(between.value, m.DistanceTo):
            # "how many steps along the corridors from the bow to the sword?": walked
            return replace(between, value=replace(between.value, walk=True))
        if between is not None:
            return between
        # A thing given by its tile ("the arrow at row 16 column 8"), or more than two: said,
        # not answered with another distance
        return m.Unknown(text, m.Reason.CANNOT, _FROM_WHERE.format(kinds[0]))
    if named and (said_from := _FROM.search(s)) and not _FROM_US.match(said_from["where"]) \
            and not meant(said_from["where"]):  # "from the top left corner", "from the wall"
        return m.Unknown(text, m.Reason.CANNOT, _FROM_WHERE.format(kinds[0]))
    if named:
        origin = m.PLAYER if re.search(rf"\b(?:from|to) (?:me|the player|us|{_WHERE_I_AM})\b"
                                       r"|\b(?:i|we)\b[^,?]* walk\b|\b(?:between|apart are) "
                                       r"(?:.* and )?(?:me|i|the player)\b|^how (?:far|close|near) "
                                       r"(?:away )?(?:am i|are we|is the player)\b|\btake (?:me|"
                                       r"the player) to\b", s) else m.COMPANION
        thing = replace(named[0], quantity=1)
        if WALKED.search(s):  # "how many steps along the corridors is it to the sword?"
            return m.Ask(m.VALUE, value=m.DistanceTo(thing, origin, walk=True), words=text)
        return m.Ask(m.DISTANCE, (thing,), who=origin, words=text)
    if re.search(r"\b(?:you|me|us|i|we|each other)\b", s) and not names_no_thing(s):
        return m.Ask(m.DISTANCE, (m.Thing(m.PLAYER),), who=m.COMPANION, words=text)
    return ASKS_NOTHING


# A question of where or how far something is, or whether it is near, that names no thing of
# the game after "the", "a", "my" ... (or none, before "from"): "how far is the flurb from me?",
# "how far is flurb from you", "where is the flurb you found?", "is the flurb near you?" are
# refused, not answered of the two of us or of anything.
_SUBJECT = lazy(r"^(?:where|how (?:far|close|near))?(?: away)?\s*(?:(?:is|are|was|were) )?"
                r"(?:the|a|an|that|this|those|these|my|your|its|their|our) (?P<word>[a-z][a-z'-]*)"
                r"|^how (?:far|close|near)(?: away)? (?:is|are) (?P<bare>[a-z][a-z'-]*)"
                r" (?:from|to)\b")
_SAYS_WHICH = frozenset((*lx.BY_DISTANCE, *lx.FUNCTION_WORDS, *lx.ADDRESS, *lt.CORNER_SIDES,
                         *lx.DUNGEON_WORDS, *lx.AREA_WORDS, "companion", "player", "other",
                         "next", "last", "first", "only", "one", "ones", "left", "right",
                         "middle", "center", "centre"))


def names_no_thing(s: str) -> bool:
    """Whether the question's subject, after its article, is a word for no thing of the game."""
    found = _SUBJECT.match(s)
    word = found["word"] or found["bare"] if found is not None else None
    return (word is not None and lx.kind_of(word) is None and word not in _SAYS_WHICH
            and lx.number(word) is None)


# What one of us did or was done ("how many bats has the player eaten?", "... been eaten?")
_DONE_BY = lazy(rf"\b(?:(?:have|has|did|had) {_DEFEATERS}|{_DEFEATERS} (?:have|has|had)|(?:(?:have"
                rf"|has|had) been|were|was|got)(?= (?:[a-z]+(?:ed|en|wn)|{lx.alt(li.UNMARKED)})\b)"
                r"(?! (?:then|when|even|often)\b)) (?P<verb>[a-z]+)\b")
_ADDED_UP = lazy(rf"\b{lx.alt(lp.ADDED_UP)}\b")
# "count the bats and tell me how many remain": how many of the kind said before, left unsaid.
HOW_MANY_OF_IT = lazy(r"\bhow many\s+(?=(?:(?:are|is|were)\s+)?(?:still\s+)?"
                      rf"{lx.alt(lp.LEFT_AFTER)}\b|there\s+are\b|are\s+there\b)", re.I)
_NOT_COUNTED = lazy(rf"\bhow many {lx.alt(lp.NOT_COUNTED)}\b")
_SUPPOSED = lazy(rf"^{lx.alt(lp.SUPPOSE)}\b|\bif\b|\bwhat if\b")
_WOULD = lazy(r"\bwould (?:there )?(?:be|remain|you have|i have|we have|it be|that be)\b")


def count(words: dict[str, str], said: Said) -> Answer:
    """ "how many bats are left?", "are there any arrows?", "how many bats, times two?"."""
    if _NOT_COUNTED.search(said.s):
        return None
    if _SUPPOSED.search(said.s) and _WOULD.search(said.s):
        # "suppose you shot every bat, one arrow each: how many arrows would be left?"
        return m.Unknown(said.text, m.Reason.CANNOT,
                         "I can tell how many there are now, not how many there would be",
                         logic=True)
    found = things(said.plain)
    if not found and (it := pointed_at()) is not None and HOW_MANY_OF_IT.search(said.plain):
        found = [m.Thing(it.thing.kind)]  # "count the bats and tell me how many remain"
    if not found or said.either and len({th.kind for th in found}) > 1:  # "arrows or bats"
        return m.Unknown(said.text, m.Reason.AMBIGUOUS, "I don't know what to count")
    if (done := _DONE_BY.search(said.plain)) and done.group("verb") not in lp.COUNTED_BY:
        # it counted the living ("how many bats has the player eaten?": the bats left)
        return m.Unknown(said.text, m.Reason.CANNOT,
                         f"I can tell how many {said_as.plural(found[0].kind)} there are and how "
                         "many each of us defeated, not that")
    if len(found) > 1 and _ADDED_UP.search(said.s):  # the kinds named, not the bow "them" is in
        named = {lx.kind_of(w) for w in re.findall(r"[a-z]+", said.plain)}  # "get the bow and
        found = [th for th in found if th.kind in named] or found  # count the bats and add them"
    if len(found) > 1 and _ADDED_UP.search(said.s):
        total: m.Expr = m.CountOf(found[0].kind)
        for th in found[1:]:
            total = m.Arith("+", total, m.CountOf(th.kind))
        return m.Ask(m.VALUE, value=total, words=said.text)
    value = counted(said.plain, found[0].kind)  # "how many arrows held": the ones carried
    worked = worked_out(said.s, value, said.text)
    if isinstance(worked, m.Ask) and _kinds_dropped(worked, found):
        # "count the bats and the gorgons and double it": each count, or the sum? (it was the
        # bats doubled, the gorgons dropped)
        return m.Unknown(said.text, m.Reason.AMBIGUOUS, WHICH_NUMBER)
    if isinstance(worked, m.Unknown) and (sums := _counts_worked_out(said.s)) is not None:
        return m.Ask(m.VALUE, value=sums, words=said.text)  # "how many bats times arrows"
    return worked if worked is not None else count_asked(value, said.text)


def _kinds_dropped(worked: m.Ask, found: list[m.Thing]) -> bool:
    """Whether a number worked out counts fewer of the kinds named than were named ("count the
    bats and the gorgons and double it": the bats alone)."""
    kinds = {th.kind for th in found}
    return len(kinds) > 1 and not kinds <= _kinds_in(worked.value)


def _kinds_in(value: m.Expr | None) -> set[str]:
    """The kinds a number counts."""
    if isinstance(value, m.Arith):
        return _kinds_in(value.left) | _kinds_in(value.right)
    if isinstance(value, m.CountOf):
        return {value.kind}
    return {value.item} if isinstance(value, m.Carried) else set()


def _counts_worked_out(s: str) -> m.Arith | None:
    """ "how many bats times arrows is that": a sum of counts said after "how many"."""
    t = Tokens(tokenize(s))
    t.take("how many")
    value = take_expr(t)
    t.skip(*lp.IS_THAT)
    return value if t.done and isinstance(value, m.Arith) else None

