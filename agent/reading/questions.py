"""One clause read as a question (``Ask``): "which is nearer, the gorgon or the bow?", "what's my
health plus two?", "is the bow closer than the sword?". The kinds of question are the rows of
``ROWS``, tried in order (their builders in ``question_rows``); ``WHOLE`` ask several at once."""

from __future__ import annotations

import re
from dataclasses import replace

from agent.reading import (
    lexicon as lx,
    lexicon_duties as ldu,
    lexicon_parts as lp,
    meaning as m,
    not_answered as una,
    question_rows as qr,
    where_asked as wra,
)
from agent.reading.chances import HEDGED, unread as unread_odds
from agent.reading.compass import asked as by_the_compass
from agent.reading.conditions import take_cond
from agent.reading.health import SAME_HEALTH
from agent.reading.how_much_farther import asked as farther_by
from agent.reading.listed_kinds import STOCK_TAKING, each, listed, lying_about
from agent.reading.map_picks import BY_SIDE, past_the_compass, which_by_side
from agent.reading.numbers import count_asked, counted, take_expr
from agent.reading.of_two import either, from_us_two
from agent.reading.patterns import lazy
from agent.reading.place_rows import SPOT
from agent.reading.question_rows import Answer, Build, Said
from agent.reading.ranked_which import asked as which_by_rank
from agent.reading.regions import counted as counted_over_a_part
from agent.reading.rows import Row, Table
from agent.reading.text import expand, strip_filler
from agent.reading.the_one_asked import picked_alive
from agent.reading.tokens import Tokens, take_thing, tokenize
from agent.reading.which_asked import _FAR, _NEAR, _TILE, _which

# Words that ask the companion to find something out before a question ("think about which weapon
# defeats a bat", "look at how many arrows are on the floor"): the question.
_THINKING = ("think about", "think",
             # "look at", "have a look at": the verbs of looking round, looking at
             *(f"{v} at" for v in ldu.EXPLORE_VERBS if f"{v} around" in ldu.EXPLORE_VERBS),
             "see", "find out", "work out", "figure out", "remind me", "guess")
_THINKING_RE = lazy(rf"^(?:{'|'.join(_THINKING)})\s+(?=(?:how|what|which|who|where|whether)\b)")
# Words that ask to be told something ("tell me ...", "count the bats").
ASKING = ("tell me", "let me know", "show me", "count", "tally up", "tally", "list", "describe",
          "name", "report",
          "give me", "check", "calculate", "work out", "compute", "figure out",
          *(f"{w} {q}" for w in _THINKING if w not in ("work out", "figure out")
            for q in ("how", "what", "which", "who", "where")),
          "remind me", *STOCK_TAKING)
# Words a question may open with (an order may open with some of them too: "check the corner").
QUESTION_START = lazy(
    rf"^(?:{lx.alt(lx.ROUGH_ASKED)} (?=how\b))?"
    r"(?:how|where|what|which|who|whose|why|when|is|are|am|do|does|did|have|has|can|could"
    rf"|will|would|should|was|were|any|{lx.alt(ASKING)}|{lx.alt(lp.WORK_OUT)}"
    r"|(?:go (?:and )?)?(?:check|see|find out) (?:if|whether)|see if|check to see if"
    r"|(?:the )?number of|(?:the )?count of|(?:the )?distance (?:from|to|between)"
    r"|status|sitrep|situation report|update me|see anything"
    r"|inventory|(?:your|my) inventory|(?:the )?(?:sum|total) of"
    r"|anything (?:nearby|around)|did we win|have we won|did i win|have i won"
    rf"|(?:(?:a|an|your|my|the) )?{lx.alt(lp.HEALTH_NAMED)} {lx.alt(lp.VITALS_ASKED)})\b")
_ASKER = lazy(r"\b(?:tell|let|show|give) me\b")
_YES_NO_START = ("is", "are", "am", "do", "does", "did", "have", "has", "was", "were", "can",
                 "could", "will", "would")
_WHETHER = (*(f"{ask} {w}" for ask in ("tell me", "check", "find out", "go check", "go and check",
                                      "see") for w in ("if", "whether")),
            "can you tell me if", "let me know if", "say whether", "go see if", "check to see if",
            "go find out if", "whether", *HEDGED)
_WHAT_IS = ("what is", "what are", "how much is", "tell me", "what would", "what will",
            "calculate", "work out", "compute", "figure out", "what do you get for",
            "what do you get if you add", "say", "what does", "what", "how much")
_SAY_ASKED = lazy(r"^(?:say|shout|tell (?:me|us|the player))\s+(?=(?:how|what|where"
                  r"|which|who|whether|if|the number of|the count of)\b)")


# What the player says before a question, up to a colon ("Sorry, I've completely lost track: how
# many bats are there?"): the question; not a supposition ("suppose you shot every bat: ...").
_LEAD_TO_COLON = lazy(rf"^(?!(?:{lx.alt(lp.SUPPOSE)}|what if)\b)[^:?]{{1,80}}:\s*(?=(?:how|what"
                      r"|where|which|who|is|are|do|does|can|could|have|has)\b)")


def _past_lead(s: str) -> str:
    return _LEAD_TO_COLON.sub("", s) if ":" in s else s


def looks_like_question(text: str, asked: bool) -> bool:
    return bool(QUESTION_START.match(_past_lead(_SAY_ASKED.sub("", expand(strip_filler(
        text)))))) or asked


_HP, _HEALTH = lx.HEALTH_WORDS[3], lx.HEALTH_WORDS[2]
_MONSTERS_LEFT = m.Ask(m.COUNT, (m.Thing(m.ANY_MONSTER),))
_NEAREST = tuple(m.Ask(m.WHICH, (m.Thing(kind),), who=m.COMPANION, pick=m.NEAREST)
                 for kind in (m.ANY_MONSTER, m.ANY_ITEM))
# Questions of several things, read whole (lower case, spelt out, no politeness, no "?"): what
# each row asks, of the player where ``whose`` says so ("what's around me?").
WHOLE: Table[tuple[m.Ask, ...]] = Table((
    Row("status report", "[give me|send me|i want|i need] [a|your|the] (status [report|update"
        "|check]|sitrep|situation report|report in|progress report|update me|report"
        "|what is going on|what is happening|tell me everything [you know]|fill me in"
        "|catch me up|brief me|[an] update|any (updates|news)|what is your status"
        "|how are things going)", (m.Ask(m.HEALTH, who=m.COMPANION),
                                      m.Ask(m.CARRYING, who=m.COMPANION), _MONSTERS_LEFT),
        ("status report", "give me a sitrep", "status update")),
    Row("vitals asked", "[give me|i want|i need] [a|an|the|{whose:WHOSE}] {VITALS}"
        " {VITALS_ASKED} [-] [on|for|of] [{whose:WHOSE}]", (m.Ask(m.HEALTH, who=m.COMPANION),),
        (f"{_HP} check", f"{_HEALTH} check on me", f"{_HP} check - yours")),
    Row("did we win", "(did we win [yet]|have we won [yet]|did i win|have i won|is it over"
        "|is the game over"
        "|are we done (here|with the monsters)|are all [the] monsters (dead|defeated|gone))",
        (m.Ask(m.CHECK, check=m.Compare("==", m.CountOf(m.ANY_MONSTER), m.Number(0))),),
        ("did we win?", "is the game over?", "are all the monsters dead?")),
    Row("what is left to do", "(what is left to do|what else is there to do"
        "|what remains to be done|how much is left to do|is there anything [else] left to"
        " ({FELL}|do)|anything [else] left to {FELL})", (_MONSTERS_LEFT,),
        ("what's left to do?", "what else is there to do")),
    Row("what is around", "[tell me|say|report] (what ((do|can) you|you [can]) see"
        "|[do you] see anything|what is (around|nearby) {whose:AROUND_WHOM}|what is nearby"
        "|what is around|anything (nearby|around)|describe (your|the|my) (surroundings|area)"
        "|what (you|did you|have you) (found|find|saw|seen)|what is out there)", _NEAREST,
        ("what do you see?", "what's around me?", "describe your surroundings")),
), {"AROUND_WHOM": ("us", "you", "me"), "VITALS": lp.HEALTH_NAMED, "FELL": lp.ASK_FIGHT,
    "WHOSE": ("you", "yours", "your", "me", "mine", "my")})


# "what's near the bow?", "what is next to the gorgon?": what lies by a thing (qr.near_a_thing).
_NEAR_A_THING = lazy(r"^\s*(?:what|who|what else|what things|anything|is there anything)"
                     r"(?: is| are| lies| lie| sits)?"
                     r" (?:near|close to|next to|beside|by|around|nearby|close by)(?: to)?"
                     r" (?:the |a |an )?(?P<anchor>[a-z']+)$"
                     # "what is closest to the gorgon?", "which one is nearest the bow?" (they
                     # asked which gorgon was nearest the companion); "what is the nearest
                     # bat?" is which bat is nearest
                     rf"|^\s*(?:what|which(?: one)?) is (?:the (?={lx.alt(lx.NEAREST)} to))?"
                     rf"{lx.alt(lx.NEAREST)}(?: to)?"
                     r" (?:the |a |an )?(?P<anchor2>[a-z']+)$")
# Two healths said to be added: their sum.
_ADDED = lazy(r"\b(?:total|added|add|adds|sum|summed|combined|together|altogether|in all)\b")


# What "what is near ..." may be measured from besides a thing: one of us, here, the middle.
_ANCHORED = frozenset((*lx.COMPANION_WORDS, *lx.PLAYER_WORDS, *lx.PLACES, "here", "centre",
                       "center"))


def _no_anchor(word: str) -> bool:
    """Whether ``word`` names nothing "what is near" can be measured from: no thing of the game,
    none of us, no spot of the map."""
    return lx.kind_of(word) is None and word not in _ANCHORED


def read_questions(text: str, asked: bool) -> tuple[m.Ask | m.Unknown, ...]:
    """The questions a clause asks: one, or one for each thing or each of us named with "and"
    ("where are the sword and the bow?", "tell me your health and mine")."""
    text = _restating_dropped(text)
    plain = expand(strip_filler(text))
    if (whole := WHOLE.first(plain.strip(" ?.!"))) is not None:
        whose = m.PLAYER if whole[1].get("whose") in ("me", "mine", "my") else m.COMPANION
        return tuple(replace(ask, who=ask.who and whose, words=text) for ask in whole[0].makes)
    if "near" in plain or "next" in plain or "by" in plain or "close" in plain or (
            "beside" in plain or "around" in plain):
        if (near := _NEAR_A_THING.match(_ASKER.sub("", plain).strip(" ?.!"))) and (
                asks := wra.near_a_thing(near["anchor"] or near["anchor2"], text)):
            return asks  # "what's near the bow?": what lies nearest it, of each other kind
        if near and _no_anchor(near["anchor"] or near["anchor2"]):
            # "what is closest to the dragon?", "what's near the wall?": not what is nearest me
            return (m.Unknown(text, m.Reason.NOT_UNDERSTOOD),)
    if (got := read_question(text, asked)) is None:
        return ()
    anded = re.search(r"\band\b", text, re.I) or listed(plain)  # "how many arrows, bats?"
    if isinstance(got, m.Ask) and got.asks == m.HEALTH and (
            re.search(r"\b(?:we|us|our|both of us)\b", plain) or anded and re.search(
                r"\b(?:you|your|yours)\b", plain) and re.search(r"\b(?:i|me|my|mine)\b", plain)):
        if _ADDED.search(plain):  # "our total health, yours and mine added together"
            return (m.Ask(m.VALUE, value=m.Arith("+", m.HealthOf(m.COMPANION),
                                                 m.HealthOf(m.PLAYER)), words=text),)
        return (replace(got, who=m.COMPANION), replace(got, who=m.PLAYER))  # each of ours
    if anded and (isinstance(got, m.Unknown) or got.asks == m.COUNT) and (
            kinds_asked := each(plain, lambda said: read_question(said, asked))):
        return tuple(replace(ask, words=text) for ask in kinds_asked)  # each kind listed, as asked
    if not isinstance(got, m.Ask) or not anded:
        return (got,)
    if got.asks in (m.WHERE, m.COUNT) and len(got.things) == 1 and not got.things[0].pick:
        kinds = list(dict.fromkeys(th.kind for th in qr.meant(plain)))
        if len(kinds) > 1:
            return tuple(replace(got, things=(m.Thing(kind),)) for kind in kinds)
    return (got,)


# Words set apart after a kind, between dashes or in brackets: "how many monsters - bats and
# the gorgon together - minus the arrows?".
_ASIDE = lazy(r"(?P<kind>[a-z]+)\s+(?:-|\()\s*(?P<aside>[^-()]+?)\s*(?:-|\))(?=\s|$)", re.I)


def _restating_dropped(text: str) -> str:
    """The question without words set apart that only say what a kind named before them is
    ("monsters - bats and the gorgon together -": the bats and the gorgon are the monsters); it
    was read as a sum of them. Words that say more stay."""
    def dropped(found: re.Match[str]) -> str:
        whole = lx.kind_of(found.group("kind"))
        words = re.findall(r"[a-z]+", found.group("aside").lower())
        named = [k for w in words if (k := lx.kind_of(w)) is not None]
        said = all(lx.kind_of(w) or w in _RESTATING for w in words)
        if whole is None or not named or not said or any(
                k not in lx.concrete(whole) for k in named):
            return found.group(0)
        return found.group("kind")
    return _ASIDE.sub(dropped, text) if "-" in text or "(" in text else text


_RESTATING = frozenset("the a an and both all together of them those i mean that is".split())


def _one_of_two_asked(got: m.Ask | m.Unknown) -> bool:
    """Whether a question said with "or" asks where one thing is or how far two are apart."""
    return isinstance(got, m.Ask) and (got.asks == m.WHERE and len(got.things) == 1 or (
        got.asks == m.VALUE and isinstance(got.value, m.DistanceTo)
        and got.value.origin not in m.WHO))


def read_question(text: str, asked: bool) -> m.Ask | m.Unknown | None:
    """The question a clause asks, or None when it asks none."""
    found = answer_row(text, asked)
    return found[1] if found is not None else None


def answer_row(text: str, asked: bool, table: Table[Build] | None = None,
               ) -> tuple[Row[Build], m.Ask | m.Unknown] | None:
    """The row of ``table`` (``TABLE``) that reads the question, and what it makes of it."""
    s = lying_about(_SAY_ASKED.sub("", _past_lead(expand(strip_filler(text))).rstrip(" ?.!")))
    s = _THINKING_RE.sub("", re.sub(r"^(?:please|hey|so|and|ok|okay|now|first)\s+", "", s))
    said = Said(s, _ASKER.sub(" ", s), asked, text, either(s))
    found = _first(table or TABLE, said) if s else None
    if said.either and found and _one_of_two_asked(found[1]) and qr.things(said.either.second):
        # "where is the bow or the sword?" (where the bow is), "how far is the bow or the
        # sword?" (how far apart they are): said back, which one?
        return found[0], m.Unknown(text, m.Reason.AMBIGUOUS, "I can tell where one of them is, "
                                   "or how far, not of one or the other: which one?")
    if table is None and _WORKS_OUT.match(s) and (found is None or getattr(
            found[1], "asks", None) != m.VALUE):
        if (one := _one_kind_summed(said)) is not None:
            return _HOW_MANY_ROW, one  # "tally up the arrows": how many arrows
        # "add up the bats and the arrows": a sum, or nothing read (not a question of health)
        return _WORKED_OUT_ROW, m.Unknown(text, m.Reason.NOT_UNDERSTOOD)
    return found


# A sum's verb, before what it sums ("tally up the arrows"; "add the arrows": to what?).
_SUMMED = lazy(rf"^(?:{lx.alt(lx.SUM_UP)})\s+(?:(?:all|together)\s+)?(?P<what>.+)$")


def _one_kind_summed(said: Said) -> m.Ask | None:
    """ "tally up the arrows", "add up the monsters", "total up everything lying on the ground":
    a sum of every one of one kind, which is its count (as "count the arrows" is); None where the
    words name more than that ("add up the arrows and the bats"), one thing ("add the bow") or
    what else ("tally up the arrows you carry")."""
    found = _SUMMED.match(said.s)
    t = Tokens(tokenize(found.group("what"))) if found is not None else None
    phrase = take_thing(t) if t is not None else None
    if t is None or phrase is None or not (phrase.plural or phrase.every):
        return None
    t.skip(*lp.IS_THAT)  # "tally up the arrows in total"
    thing = phrase.thing
    if not t.done or phrase.count or thing.is_party or thing.pick or thing.kind == m.ANYTHING:
        return None
    return count_asked(counted(said.plain, thing.kind), said.text)


def _first(table: Table[Build], said: Said) -> tuple[Row[Build], m.Ask | m.Unknown] | None:
    """The first row of ``table`` whose builder gives something for the question, and that."""
    for row, words in table.each(said.s):
        got = row.makes(words, said)
        if got is qr.ASKS_NOTHING:
            return None
        if got is not None:
            return row, got
    return None


def _value(words: dict[str, str], said: Said) -> Answer:
    """A number worked out: a row of ``WORKED_OUT`` ("how many bats and gorgons are there
    altogether?"), else a sum said as one ("what's my health plus two?")."""
    if (found := _first(WORKED_OUT, said)) is not None:
        return found[1]
    t = Tokens(tokenize(said.s))
    t.take(*_WHAT_IS)
    t.take("the result of", "the answer to", "the value of")
    expr = take_expr(t)
    t.skip("?", "now", "right now", "altogether", "in total", "combined", "together")
    done = t.done and isinstance(expr, m.Arith)
    if not done and _SHORT_OF.search(said.s) and said.s.split()[0] not in _YES_NO_START:
        # "how many arrows short of the bats are we?": two counts compared, not read which
        # ("does your health fall short of 3?" asks yes or no: read by _check)
        return m.Unknown(said.text, m.Reason.AMBIGUOUS, _SHORT_OF_WHY)
    return m.Ask(m.VALUE, value=expr, words=said.text) if done else None


_SHORT_OF = lazy(r"\bshort of\b", re.I)
_SHORT_OF_WHY = (f"I can't tell which two counts \"short of\" compares here: ask it as \"how many "
                 f"fewer {lx.ARROW}s than {lx.BAT}s are there?\"")


def _check(words: dict[str, str], said: Said) -> Answer:
    """A yes-or-no question about a condition: "is the bow closer than the sword?"."""
    t = Tokens(tokenize(said.s))
    if (lead := t.take(*_YES_NO_START, *_WHETHER)) is None:
        return None
    # "is the bow closer than the sword" -> "the bow is closer than the sword"
    rest = t.words[t.i:]
    if lead in lp.ASKING_FOR and rest[:1] in (["i"], ["we"]) and rest[1:2] and (
            rest[1] in lp.ASKED_TO_HAVE):
        return None  # "can I have the sword?", "could we get the bow?": asked for, not about
    candidates = [rest]
    if lead in ("is", "are", "am", "was", "were"):
        candidates = [[*rest[:k], lead, *rest[k:]] for k in range(1, len(rest) + 1)]
    elif lead in ("have", "has") and rest:
        # "has anyone killed a bat", "have any bats been killed yet"
        candidates = [[*rest[:k], lead, *rest[k:]] for k in range(1, len(rest))] or [
            [*rest, lead]]
    for candidate in candidates:
        c = Tokens([w for w in candidate if w != "?"])
        got = take_cond(c)
        if got is not None and c.done:
            if m.over_ticks(got.cond):  # "is a bat coming?": seen over two ticks, not asked
                return None
            if isinstance(got.cond, m.Has):
                things = () if got.cond.item == m.ANY_ITEM else (m.Thing(got.cond.item),)
                return m.Ask(m.HAS, things, who=got.cond.who, words=said.text)
            return m.Ask(m.CHECK, check=got.cond, words=said.text)
    # "is the bat in the top right dead?": one picked by where it lies, refused in words
    return picked_alive(said.text, said.s) or unread_odds(lead, rest, said.text)


# Tried in order against the question (lower case, spelt out, without politeness and "?").
ROWS: tuple[Row[Build], ...] = (
    Row("defeated", "[tell me|say] how many [{what:DEFEATED_KIND}] ((have|has|did|had)"
        " {PARTIES} ({DEFEATING}|{DEFEATED})|{PARTIES} [have|has|had] ({DEFEATING}|{DEFEATED})"
        "|(are|is|have been|has been|were|got|are now) (dead|{DEFEATING}|{DEFEATED})"
        "|[have|has] died) [{IN_THE_DUNGEON}] [{SO_FAR}]",
        qr.defeated,
        ("how many monsters have you killed?", "how many bats are dead", "how many died",
         "how many monsters have been slain in my dungeon so far")),
    Row("how much farther", "{WORDS}", farther_by,  # agent.reading.how_much_farther
        (f"how much {lx.FARTHER[0]} from you is the {lx.SWORD} than the {lx.BOW}?",)),
    Row("over a part", "{WORDS}", counted_over_a_part,  # agent.reading.regions
        (f"how many {lx.BAT}s are in the top right?", "how many monsters are within 5 of me?")),
    Row("which by rank", "{WORDS}", which_by_rank,  # agent.reading.ranked_which
        (f"which {lx.BAT} is the second {lx.NEAREST[0]}?", f"what is the third {lx.FARTHEST[0]} "
         f"{lx.ARROW} from me?")),
    Row("not answered", "{WORDS}", una.unanswered,
        ("how many arrows have you shot?",)),
    Row("by a side", "{ASKS_AT}{BEFORE}{BY_SIDE}{AFTER}", which_by_side,  # map_picks
        (f"which {lx.ARROW} is leftmost?", f"which {lx.BAT} is {lx.FARTHEST[1]} east?")),
    Row("by the compass", "{WORDS}", past_the_compass(by_the_compass),
        (f"how many rows south of you is the {lx.BOW}?", f"is the {lx.GORGON} north of you?")),
    Row("as hurt as each other", "{BEFORE}{AS_HURT_AS}{AFTER}", qr.always(
        m.Ask(m.CHECK, check=m.Compare("==", m.HealthOf(m.PLAYER), m.HealthOf(m.COMPANION)))),
        ("are we equally healthy?",)),
    Row("healthier than", "{MARKS}{who:ASKED_OF_US} {cmp:HALE} than (me|you)",
        qr.healthier_than, ("are you healthier than me?", "am I more hurt than you?")),
    Row("which of us has more", "{MARKS}(who|which [one] of us|which of the two of us){HAS}"
        " ({cmp:MORE_OR_FEWER} {what:LETTERS}|{healthier:HALE}){LEFT_OR_US}", qr.more_of_us,
        ("who has more arrows, you or me?", "which of us is healthier?")),
    # "which corner is nearest the bow?": no question of the game's picks a corner
    Row("which corner", "{BEFORE}((which|what) corner|corner ({NEAR_OR_FAR})){AFTER}",
        lambda words, said: m.Unknown(said.text, m.Reason.CANNOT, wra.CORNER_WHY),
        (f"which corner is {lx.NEAREST[0]} the {lx.BOW}?",)),
    Row("at a spot", "{ASKS_AT}{BEFORE}{AT_SPOT}", wra.at_a_spot,
        ("what lies in the corner at the bottom right?", "what's in the top left "
         "corner?", f"which {lx.ARROW} is {lx.NEAREST[1]} to the bottom left corner?")),
    Row("which is near", "{ASKS_WHICH}{BEFORE}({NEAR_OR_FAR}){AFTER}", _which,
        (f"which is {lx.NEARER[0]}, the {lx.GORGON} or the {lx.BOW}?", "what is near me?")),
    Row("in a region", "(how many|count|number of){BEFORE}{REGION}{AFTER}", qr.in_a_region,
        (f"how many of the {lx.ARROW}s are in row 12?",)),  # a half is counted: regions
    Row("worked out", "({BEFORE}(plus|minus|times|multiplied|divided|half|double|twice|sum"
        "|total|altogether|combined|together|in all|difference|add|added|subtract|more .+ than"
        "|fewer .+ than|between us|between the two of us|{MULTIPLY_BY}|{DIVIDE_BY}|{ADD_UP}"
        "|{SUBTRACTING}|{LESS_BY}|short of)"
        "{AFTER}|{SIGN})", _value,
        ("what is two times three?", "how many more bats than gorgons are there?")),
    Row("what it is", "(what do you know about|{ASKER} [more|something] about|what (is|are)"
        " [a|an]|what (kind|sort) of {WORD} is) [the|a|an] {what:WORD}", qr.about,
        (f"what is a {lx.GORGON}?", f"{lx.TELL_ME[0]} about the {lx.BAT}s")),
    Row("good against", "((does|do|can|could|will|would|is|are) [the|a|an|your|my]"
        " {WIELDED} ({ASKED_BLOW}|{WHAT_BEATS}|{DEFEATING}|hurt|hurts|harm|damage|work (on|against)"
        "|works (on|against)|[be] [any] (good|effective|useful) (against|on)|do anything to)"
        " {whether:SOME}|how many {WIELDED}s {IT_TAKES} to {ASKED_BLOW}"
        " {whether:SOME})", qr.weakness,
        (f"does the {lx.SWORD} work on the {lx.GORGON}?",
         f"is the {lx.SWORD} good against {lx.BAT}s?",
         f"how many {lx.ARROW}s {lp.IT_TAKES[2]} to {lp.ASK_FIGHT[0]} a {lx.BAT}?")),
    Row("what defeats", "((can|could|will|would) {whether:US} ({ASKED_BLOW}|hurt) {SOME}"
        " (with|using) {SOME}|should {whether:US} {SHOULD_ENGAGE} {SOME}"
        "|{ASKS_WEAKNESS}{BEFORE}({WHAT_BEATS}|weak(ness)? (to|against)|weakness"
        "|works? (against|on)|(die|dies|fall|falls|vulnerable) to|(killed|defeated|beaten) by"
        "|good against|use against|to use on|use on|weapon (for|against)|hurts?|effective against"
        "|need to {NEED_TO}|{NEEDED_FOR}|take to {TAKES_TO}|(weapon|item) (do|does|would|should"
        "|will) {ONE_OF_US} (need|use|take)|how (do|does|can|should) {ONE_OF_US}"
        " {ASKED_BLOW}){AFTER})", qr.weakness,
        (f"what defeats the {lx.GORGON}?", f"how do I {lp.ASK_FIGHT[0]} a {lx.BAT}?",
         f"can I {lp.ASK_FIGHT[0]} the {lx.GORGON} with the {lx.BOW}?")),
    # the weapon asked last or first: "bat will die with which weapon?", "the gorgon falls to
    # what?", "with which weapon does the bat die?", "by what is the gorgon defeated?"
    Row("what defeats, asked last", "{BEFORE}((die|dies|fall|falls|vulnerable|weak) (to|against)"
        "|(die|dies|fall|falls|{DEFEATED}|{ASKED_BLOW}) (with|by|using))"
        " (what|which [{WIELDED}|one])", qr.weakness,
        (f"{lx.BAT} will die with which one?", f"the {lx.GORGON} falls to what?",
         f"{lx.BAT}s are {lp.DEFEATED[0]} with what?")),
    Row("what defeats, asked first", "(with|using|by) (what|which [{WIELDED}|one])"
        " {BEFORE}(die|dies|fall|falls|{DEFEATED}|{ASKED_BLOW}|{WHAT_BEATS}){AFTER}",
        qr.weakness,
        (f"with what does the {lx.BAT} die?",
         f"with what can the {lx.GORGON} be {lp.DEFEATED[0]}?")),
    Row("a condition asked", "{WORDS}", _check,
        (f"is the {lx.BOW} {lx.NEARER[1]} than the {lx.SWORD}?",
         f"is the {lx.GORGON} still alive?")),
    Row("how far", "{BEFORE}(how [much] far|distance|how close|how near|how long a walk|far from"
        "|how many {UNITS} [{WAY_WALKED}] [is it|away] (to|from|is|are|between)"
        "|(how many {UNITS}|how long) {IT_TAKES}){AFTER}", from_us_two(qr.distance),
        (f"how far is the {lx.BOW}?", f"how far is the {lx.BAT} from the {lx.BOW}?",
         f"how many steps {lp.IT_TAKES[0]} you to walk to the {lx.SWORD}")),
    Row("how are you", "{BEFORE}({VITALS}|how are you|how do you feel|how are you feeling"
        "|(are you|am i) (ok|okay|alright|all right|hurt|injured|wounded|fine|alive|good)"
        "|how [are] you doing"
        "|[you] (feeling|doing) (ok|okay|alright|all right|fine|well)"
        "|^you (ok|okay|alright|all right|good|hurt) [there|now]|how many {HEARTS_OR_LIVES}"
        "|how much damage|(taken|took|suffered) (any|much|some) damage"
        "|how is it going|how are things|how hurt|badly hurt|how are we doing|how healthy"
        "|how much life|how alive){AFTER}", qr.health,
        ("how are you?", "how do you feel?", "how healthy am I?")),
    Row("kind left", "{what:WORD} (left|remaining|still alive|still around|still standing)",
        qr.remaining, ("bats left?",)),
    Row("kills", "(how many {FELLS} [do|does|have|did] {whose:FELLERS} [have|got|made|scored]"
        "|[what is] [your|my|our|the] {FELL} (count|tally|total|score)) [so far]", qr.kills,
        (f"how many {qr.KILLS[0]} do you have?", f"what's your {lp.DEFEATING[0]} count?")),
    Row("what remains", "(what|which) {what:WORD} (remain|are left|are still alive|are there"
        "|are alive|are on the ground|are lying around|do we still have to kill"
        "|are still around|are on the floor|are {ALL_ABOUT}|are [there] to {LEFT_TO}"
        "|can you see|do you see|are nearby|are around)", qr.remaining,
        ("what enemies are still alive?", "which items are left?")),
    Row("inventory", "[give me (a|an)|(your|my) [own]] inventory [check|please|now|list|contents"
        "] [yours|mine]", qr.carrying, ("inventory", "give me an inventory", "inventory?")),
    Row("what is carried", "{ASKS_CARRYING}({BEFORE}(holding|carrying|carry|inventory"
        "|in your {HELD_IN}|in my {HELD_IN}|on you|on me|have on|have with|pockets"
        "|do (you|i|we) have|have (you|i) got|what (you|i|we) (have|hold|carry|got)"
        "|(your|my|our) {BELONGINGS}){AFTER}|{BEFORE}how many {WORD} [do|does]"
        " (you|i|we|the player) (have|carry|hold|got){AFTER})", qr.carrying,
        ("what are you carrying?", "what's in my inventory?", "how many arrows do you have?")),
    Row("how many", "{BEFORE}(how many|how much|count|number of|are there any|is there any"
        "|any {WORD} left|tally|total|is there an?){AFTER}", qr.count,
        ("how many bats are left?", "count the bats")),
    Row("where", "({BEFORE}(where|location|whereabouts|position|which row|which column"
        "|coordinates|coords|row and [its] column|what (row|column|tile|square)"
        "|^(have|did|has) (you|we|i|anyone) (seen|see|spotted|spot|noticed|notice|found|find)"
        "|which (tile|square)"
        "|which way|(what|which) direction){AFTER}|(who [is]|who's) (carrying|holding|got"
        "|carries|holds|has){NOT_MORE}{AFTER})", wra.where,
        (f"where is the {lx.BOW}?", "where are you?", f"who has the {lx.SWORD}?")),
)
_WORKED_OUT_ROW = next(row for row in ROWS if row.name == "worked out")
_HOW_MANY_ROW = next(row for row in ROWS if row.name == "how many")
_WORKS_OUT = lazy(rf"^{lx.alt(lp.WORK_OUT)}\b")
# A named spot a question asks about, after a word of place or of near and far ("in the top
# left corner", "closest to the bottom left", "in the corner at the bottom right").
_AT_SPOT = (rf"(?:in|at|on|by|near|around|(?:{_NEAR}|{_FAR})(?: to| from)?) (?:the (?:corner"
            rf"|spot|tile) (?:at|in|on|of) )?(?:(?P<spot>{SPOT})|(?P<tile>{_TILE}))"
            r"(?: now| right now| at the moment)?")
TABLE = Table(ROWS, {**qr.PIECES, "AS_HURT_AS": SAME_HEALTH,
                     "ASKS_AT": r"(?=(?:what|which|who|is there|are there|anything"
                                rf"|{lx.TELL_ME[0]} (?:what|which))\b)", "AT_SPOT": _AT_SPOT,
                     "NEAR_OR_FAR": f"{_NEAR}|{_FAR}", "BY_SIDE": BY_SIDE, "FELL": lp.DEFEATING,
                     "WIELDED": lx.ITEM_WORDS,
                     "FELLS": qr.KILLS, "FELLERS": ("you", "i", "we", "the player"),
                     "PARTIES": ("you", "i", "we", "you and i", "the two of us", "the player",
                                 "anyone", "anybody", "someone", "somebody", "either of us")})

# What may close a number worked out with its verb first: "..., and tell me the result".
_RESULT = (" [[and] ({ASKER}|give me|report) [what is] the (product|result|answer|total|figure"
           "|difference) [of that]]")
# A number worked out, as said in a phrasing of its own (the "worked out" row tries these first).
WORKED_OUT: Table[Build] = Table((
    Row("sum of counts", "how many {a:FEWEST} (and|plus) {b:FEWEST} [are|is] [there]"
        " [left|remaining|alive|on the ground] [altogether|in total|combined|together|in all]",
        qr.sum_of_counts, ("how many bats and gorgons are there altogether?",)),
    Row("counts added", "({ADD_UP} [together] [the (number|count) of]"
        "|{WORD} the (number|count) of|[what is] [the] (sum|total) of [the]) {a:FEWEST} [,]"
        " (and then add|and add|then add|, and add|, add|add|to|and|plus|with)"
        " [the (number|count) of] {b:FEWEST}"
        " [together] [[and] ({ASKER}|give me|report) [what is] the (sum|total|result|answer)"
        " [thereof|of that|of them|of those]]",
        qr.counts_added, (f"add the {lx.BAT}s to the {lx.GORGON}s",
                           "add the number of bats and the number of gorgons",
                           "sum the bats and the arrows")),
    Row("counts multiplied", "{verb:BY_VERB} [the (number|count) of] {a:FEWEST} by"
        f" [the (number|count) of] {{b:FEWEST}}{_RESULT}",
        qr.counts_by_verb, ("multiply the number of bats by the number of arrows",
                            "divide the arrows by the bats")),
    Row("counts subtracted", "{verb:SUBTRACTING} [the (number|count) of] {a:FEWEST} from"
        f" [the (number|count) of] {{b:FEWEST}}{_RESULT}",
        qr.counts_by_verb, ("subtract the bats from the arrows",
                            "subtract the number of bats from the number of items")),
    Row("more than", "how many (more|fewer) {a:WORD} [(are|is) (there|left|alive|remaining)"
        "|do you see|there are|are] than {b:WORD}{WORDS}", qr.more_than,
        ("how many more bats than gorgons are there?", "how many fewer bats are there than "
         "gorgons")),
    Row("short of", "([by] how many [do|does|did] [the] {a:WORD} {FALLEN} short of [the] {b:WORD}"
        "|how far short of [the] {b:WORD} (do|does|did) [the] {a:WORD} {FALL})"
        " [in number|in count|now|right now]", qr.short_of,
        ("how many arrows fall short of the bats?", "how far short of the bats do the arrows"
         " fall?")),
    Row("carried between us", "how many {a:WORD} do (we|you and i|the two of us) (have|carry)"
        " [between us|between the two of us|together|in total|altogether|combined]",
        qr.carried_between_us,
        ("how many arrows do we have between us?", "how many arrows do we have between the two"
         " of us")),
    Row("both of us in all", "((how much|what) [is] (our|the) [total|combined] health"
        " [together|combined|in total|altogether]|how much health do we have [together"
        "|between us|in total|altogether|combined]|what (do|does) (our|the|both our"
        "|both of our) [two] healths? (add up to|come to|total|sum to|make|amount to)"
        " [together])", qr.always(m.Ask(m.VALUE, value=m.Arith("+", m.HealthOf(m.COMPANION),
                                                               m.HealthOf(m.PLAYER)))),
        ("what do our two healths add up to?",)),
), {**qr.PIECES, "FEWEST": ".+?", "BY_VERB": (*lx.MULTIPLY_BY, *lx.DIVIDE_BY),
    "FALLEN": lp.FALLEN_SHORT, "FALL": lp.FALL_SHORT})
