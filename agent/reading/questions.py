"""One clause read as a question (``Ask``): "how many bats are left?" a count; "which is nearer,
the gorgon or the bow?" a choice between two; "what's my health plus two?" a number worked out;
"is the bow closer than the sword?" a condition asked about; "what kills a gorgon?", "what are
you holding?", "where is the sword?", "how are you?".
"""

from __future__ import annotations

import re
from dataclasses import replace

from agent.reading import lexicon as lx, lexicon_parts as lp, meaning as m
from agent.reading.conditions import take_cond
from agent.reading.distances import distance_between
from agent.reading.health import SAME_HEALTH
from agent.reading.logic import UNITS
from agent.reading.numbers import take_expr, worked_out
from agent.reading.patterns import lazy
from agent.reading.text import expand, strip_filler
from agent.reading.tokens import Tokens, take_thing, tokenize
from agent.reading.unanswered import unanswered

# Words a question may open with (an order may open with some of them too: "check the corner").
QUESTION_START = lazy(
    r"^(?:how|where|what|which|who|whose|why|when|is|are|am|do|does|did|have|has|can|could"
    r"|will|would|should|was|were|any|tell me|let me know|show me|count|list|describe|name"
    r"|report|give me|check|calculate|work out|compute|figure out"
    r"|(?:go (?:and )?)?(?:check|see|find out) (?:if|whether)|see if|check to see if"
    r"|the number of|the count of|status|sitrep|situation report|update me|see anything"
    r"|anything (?:nearby|around)|did we win|have we won|did i win|have i won)\b")
_HEALTH_RE = lazy(
    rf"\b(?:{lx.alt(lp.HEALTH_NAMED)}|how are you|how do you feel|how are you feeling"
    r"|are you (?:ok|okay|alright|all right|hurt|injured|wounded|fine|alive)"
    r"|am i (?:ok|okay|alright|all right|hurt|injured|wounded|fine|alive|badly hurt)"
    r"|how is it going|how are things|how hurt|badly hurt|how are we doing|how healthy"
    r"|how much life|how alive)\b")
# "How many" of a unit of length ("spaces", "blocks" as much as "tiles": logic.UNITS) asks a
# distance, not a count ("how many spaces from the arrow to the bat" counted the arrows).
_DISTANCE_RE = lazy(
    r"\b(?:how far|distance|how close|how long a walk|far from|how far apart"
    rf"|how many (?:{'|'.join(UNITS)})(?: (?:is it|away))? (?:to|from|is|are|between))\b")
_COUNT_RE = lazy(r"\b(?:how many|how much|count|number of|are there any|is there any"
                 r"|any \w+ left|tally|total|is there an?)\b")
# The two of us as the alternatives of "which is nearer": "which of us", "you or me".
_US_RE = lazy(r"\b(?:(?:which|who) (?:one )?of us|of the two of us|who among us"
              r"|(?:to |from )?(?:you|me|i) or (?:to |from )?(?:you|me|i)\b)")
_WHERE_RE = lazy(r"\b(?:where|location|whereabouts|position|which row|which column"
                 r"|which way|(?:what|which) direction)\b"
                 # "who is carrying the sword?": where it is ("with me", "with you", or
                 # where it lies)
                 r"|^who(?: is|'s)? (?:carrying|holding|got|carries|holds|has)\b"
                 r"(?! more| fewer| less| the most| most)")
_WEAKNESS_RE = lazy(
    rf"\b(?:{lx.alt(lp.WHAT_DEFEATS)}|weak(?:ness)? to|weakness|works? against|good against"
    r"|use against|to use on|weapon (?:for|against)|hurts?"
    rf"|effective against|need to {lx.alt(lp.NEED_TO_FIGHT)}|take to {lx.alt(lp.TAKES_TO_FIGHT)}"
    r"|(?:weapon|item) (?:do|does|would|should|will) (?:i|you|we|one) (?:need|use|take)"
    rf"|how (?:do|does|can|should) (?:i|you|we|one) {lx.alt(lp.ASK_FIGHT)})\b")
_CARRY_RE = lazy(
    rf"\b(?:holding|carrying|carry|inventory|in your {lx.alt(lp.HELD_IN)}"
    rf"|in my {lx.alt(lp.HELD_IN)}"
    r"|on you|on me|have on|have with|pockets|items do (?:we|you|i) have|do (?:you|i|we) have"
    r"|have you got|have i got|what have (?:you|i) got|what (?:you|i|we) (?:have|hold|carry|got)"
    rf"|(?:your|my|our) {lx.alt(lp.BELONGINGS)})\b")
_ASKER = lazy(r"\b(?:tell|let|show|give) me\b")
_YES_NO_START = ("is", "are", "am", "do", "does", "did", "have", "has", "was", "were", "can",
                 "could", "will", "would")
_WHAT_IS = ("what is", "what are", "how much is", "tell me", "what would", "what will",
            "calculate", "work out", "compute", "figure out", "what do you get for",
            "what do you get if you add", "say", "what does", "what", "how much")


_SAY_ASKED = lazy(r"^(?:say|shout|tell (?:me|us|the player))\s+(?=(?:how|what|where"
                  r"|which|who|whether|if|the number of|the count of)\b)")


def looks_like_question(text: str, asked: bool) -> bool:
    s = _SAY_ASKED.sub("", expand(strip_filler(text)))
    return bool(QUESTION_START.match(s)) or asked


_STATUS_RE = lazy(r"^(?:give me |send me |i want |i need )?(?:a |your |the )?(?:status"
                  r"(?: report| update| check)?|sitrep|situation report|report in"
                  r"|progress report|update me|report|what is going on|what is happening"
                  r"|tell me everything(?: you know)?|fill me in|catch me up|brief me)$")


_WON_RE = lazy(r"^(?:did we win|have we won|did i win|have i won|is it over|is the game"
               r" over|are we done (?:here|with the monsters)|are all (?:the )?monsters"
               r" (?:dead|defeated|gone))$")
_LEFT_TO_DO_RE = lazy(r"^(?:what is left to do|what else is there to do|what remains to"
                      r" be done|how much is left to do)$")
_AROUND_RE = lazy(r"^(?:(?:tell me|say|report) )?"
                  r"(?:what (?:(?:do|can) you|you(?: can)?) see|(?:do you )?see anything"
                  r"|what is (?:around"
                  r"|nearby) (?P<whom>us|you|me)|what is nearby"
                  r"|what is around|anything (?:nearby|around)|describe (?:your|the|my)"
                  r" (?:surroundings|area)|what (?:you|did you|have you) (?:found|find|saw"
                  r"|seen)|what is out there)$")


def read_questions(text: str, asked: bool) -> tuple[m.Ask | m.Unknown, ...]:
    """The questions a clause asks: one, or one for each thing or each of us a question about
    where things are, how many there are or our health names with "and" ("where are the sword
    and the bow?", "tell me your health and mine": it answered for the first alone)."""
    plain = expand(strip_filler(text))
    plain_q = plain.strip(" ?.!")
    if _STATUS_RE.match(plain_q):
        # "status report": how the companion is, what it carries, how many monsters are left
        return (m.Ask(m.HEALTH, who=m.COMPANION, words=text),
                m.Ask(m.CARRYING, who=m.COMPANION, words=text),
                m.Ask(m.COUNT, (m.Thing(m.ANY_MONSTER),), words=text))
    if _WON_RE.match(plain_q):
        # "did we win?": whether every monster is defeated, which is winning
        return (m.Ask(m.CHECK, check=m.Compare("==", m.CountOf(m.ANY_MONSTER), m.Number(0)),
                      words=text),)
    if _LEFT_TO_DO_RE.match(plain_q):
        return (m.Ask(m.COUNT, (m.Thing(m.ANY_MONSTER),), words=text),)
    seen = _AROUND_RE.match(plain_q)
    if seen:
        # "what do you see?", "what's around us?": the nearest monster and the nearest item
        who = m.PLAYER if seen.group("whom") in ("me", "i") else m.COMPANION
        return (m.Ask(m.WHICH, (m.Thing(m.ANY_MONSTER),), who=who, pick=m.NEAREST, words=text),
                m.Ask(m.WHICH, (m.Thing(m.ANY_ITEM),), who=who, pick=m.NEAREST, words=text))
    got = read_question(text, asked)
    if got is None:
        return ()
    if isinstance(got, m.Ask) and got.asks == m.HEALTH and re.search(
            r"\b(?:we|us|our|both of us)\b", plain):
        return (replace(got, who=m.COMPANION), replace(got, who=m.PLAYER))  # each of ours
    if not isinstance(got, m.Ask) or not re.search(r"\band\b", text, re.I):
        return (got,)
    if got.asks in (m.WHERE, m.COUNT) and len(got.things) == 1 and not got.things[0].pick:
        kinds = list(dict.fromkeys(th.kind for th in _meant(plain)))
        if len(kinds) > 1:
            return tuple(replace(got, things=(m.Thing(kind),)) for kind in kinds)
    if got.asks == m.HEALTH and re.search(r"\b(?:you|your|yours)\b", plain) and re.search(
            r"\b(?:i|me|my|mine)\b", plain):
        return (replace(got, who=m.COMPANION), replace(got, who=m.PLAYER))
    return (got,)


def read_question(text: str, asked: bool) -> m.Ask | m.Unknown | None:
    """The question a clause asks, or None when it asks none."""
    s = _SAY_ASKED.sub("", expand(strip_filler(text)).rstrip(" ?.!"))
    s = re.sub(r"^(?:please|hey|so|and|ok|okay|now)\s+", "", s)
    if not s:
        return None
    got = _defeated(s, text)
    if got is not None:
        return got
    refused = unanswered(s, text)
    if refused is not None:
        return refused
    asker_free = _ASKER.sub(" ", s)
    if SAME_HEALTH.search(s):
        # "do we have the same health?" (it said the companion's health alone)
        return m.Ask(m.CHECK, check=m.Compare("==", m.HealthOf(m.PLAYER),
                                              m.HealthOf(m.COMPANION)), words=text)
    for reader in (_more_of_us, _which, _value, _weakness, _check, _health, _remaining,
                   _carrying, _kind):
        got = reader(s, asker_free, asked, text)
        if got is not None:
            return got
    return None


_KILLED = lx.alt(lp.DEFEATING, lp.DEFEATED)
_DEFEATED_RE = lazy(
    r"^(?:tell me |say )?how many (?:(?!(?:have|has|had|did|are|is|were|got|you|i|we)\b)"
    r"(?P<what>[a-z]+) )?(?:"
    rf"(?:have|did|had) (?:you|i|we|you and i|the two of us|the player) {_KILLED}"
    rf"|(?:you|i|we) (?:have |had )?{_KILLED}"
    rf"|(?:are|is|have been|has been|were|got|are now) (?:dead|{_KILLED})"
    r"|(?:have |has )?died)"
    r"(?: so far| already| yet| in total| altogether| by now| until now| in this game)?$")


def _defeated(s: str, text: str) -> m.Ask | m.Unknown | None:
    """ "how many monsters have you killed?", "how many bats are dead?": the game keeps the
    defeated monsters, of every kind (who struck the blow it does not keep)."""
    found = _DEFEATED_RE.match(s)
    if found is None:
        return None
    what = found.group("what")
    kind = m.ANY_MONSTER if what in (None, "monsters", "enemies", "foes", "creatures") else (
        lx.kind_of(what))
    if kind is None or not (kind == m.ANY_MONSTER or lx.is_monster(kind)):
        return m.Unknown(text, m.Reason.CANNOT,
                         "I can tell how many monsters have been defeated, not how many "
                         f"{what}")
    return m.Ask(m.VALUE, value=m.Defeated(kind), words=text)


def _things(s: str, *, unique: bool = True, anchors: bool = False) -> list[m.Thing]:
    """Every thing the words name, in order (each once, unless not ``unique``); ``anchors``:
    "the arrow next to the sword" is one thing, the arrow nearest the sword."""
    t = Tokens(tokenize(s))
    out: list[m.Thing] = []
    while not t.done:
        phrase = take_thing(t, anchors=anchors)
        if phrase is not None:
            if not unique or phrase.thing not in out:
                out.append(phrase.thing)
            continue
        t.i += 1
    return out


def _meant(s: str) -> list[m.Thing]:
    """The things named, each the one meant ("the arrow next to the sword": the arrow nearest
    the sword), the parties left out: where a thing is and how far."""
    return [th for th in _things(s, anchors=True) if not th.is_party]


def _who(s: str, default: str = m.COMPANION) -> str:
    words = set(re.findall(r"[a-z']+", s))
    me = bool(words & {"i", "me", "my", "mine", "myself", "player", "player's"})
    you = bool(words & {"you", "your", "yours", "yourself", "companion"})
    if me and not you:
        return m.PLAYER
    if you and not me:
        return m.COMPANION
    return default if not (me and you) else ""


_MORE_OF_US = lazy(
    r"^(?:who|which (?:one )?of us|which of the two of us)(?: has| got| has got|'s got| is)?"
    r" (?:(?P<cmp>more|fewer|less|the most|the fewest|the least) (?P<what>[a-z]+)"
    r"|(?P<healthier>healthier|less hurt|more hurt))(?: left)?(?:,? (?:you or me|me or you))?$")


_HEALTHIER_THAN = lazy(r"^(?P<who>are you|am i) (?P<cmp>healthier|less hurt|more hurt)"
                       r" than (?:me|you)$")


def _more_of_us(s: str, plain: str, asked: bool, text: str) -> m.Ask | None:
    """ "who has more arrows, you or me?", "which of us has more health?", "who is healthier?":
    the two of us compared by what we carry or our health."""
    than = _HEALTHIER_THAN.match(s.strip(" ?!."))
    if than is not None:
        # "are you healthier than me?": a yes or no about our health
        who = m.COMPANION if than.group("who") == "are you" else m.PLAYER
        other = m.PLAYER if who == m.COMPANION else m.COMPANION
        op = ">" if than.group("cmp") in ("healthier", "less hurt") else "<"
        return m.Ask(m.CHECK, check=m.Compare(op, m.HealthOf(who), m.HealthOf(other)),
                     words=text)
    found = _MORE_OF_US.match(s.strip(" ?!."))
    if found is None:
        return None
    if found.group("healthier"):
        fewer = found.group("healthier") == "more hurt"
        return m.Ask(m.WHICH_OF_US, value=m.HealthOf(m.COMPANION),
                     pick=m.FEWER if fewer else m.MORE, words=text)
    what = found.group("what")
    pick = m.MORE if found.group("cmp") in ("more", "the most") else m.FEWER
    if what in ("health", "hp", "life"):
        return m.Ask(m.WHICH_OF_US, value=m.HealthOf(m.COMPANION), pick=pick, words=text)
    kind = lx.kind_of(what)
    if kind is None or not lx.is_item(kind):
        return None
    return m.Ask(m.WHICH_OF_US, value=m.Carried(m.COMPANION, kind), pick=pick, words=text)


# The thing a superlative is measured from, last: "... closest to the sword", "... nearest the
# gorgon".
_ANCHOR_RE = lazy(rf"\b(?:to|from|{lx.alt(lx.NEAREST, lx.FARTHEST)})\s+(?:the\s+)?"
                  r"(?P<anchor>[a-z']+)$")


# A word of near or far in a question of which ("which monster is closest?", "what's near me?").
_NEAR_WORD = lazy(rf"\b({lx.alt(lx.NEAREST, lx.NEARER, ('near',))})\b")
_FAR_WORD = lazy(rf"\b({lx.alt(lx.FARTHEST, lx.FARTHER, ('most distant',))})\b")
_DISTANCE_WORD = lx.alt(lx.BY_DISTANCE)
_BY_DISTANCE = lazy(rf"\b{_DISTANCE_WORD}\b")
_WHAT_IS_NEAR = lazy(rf"\b(?:what|which one|who) is (?:the )?(?:near|"
                     rf"{lx.alt(lx.NEAREST, lx.FARTHEST)})\b|\bnear you\b|\bnear me\b")


def _which(s: str, plain: str, asked: bool, text: str) -> m.Ask | m.Unknown | None:
    """ "which is nearer to you, the gorgon or the bow?", "which monster is closest?", "what's
    the farthest item from me?", "is the bow or the sword closer?"."""
    near = _NEAR_WORD.search(s)
    far = _FAR_WORD.search(s)
    if not (near or far) or not re.match(r"^(?:which|what|who|is|are|tell me which|tell me what"
                                         r"|say which|find out which)\b", s):
        return None
    if re.search(r"\bthan\b", s):
        return None  # "is the bow closer than the sword": a yes or no (_check)
    things = [th for th in _things(s, unique=False) if not th.is_party]
    if re.match(r"^(?:is|are) there\b", s) and any(th.kind != m.ANYTHING for th in things) and (
            not _BY_DISTANCE.search(s)):
        return None  # "is there a bat near me?": whether there is, a yes or no (_check)
    if re.match(r"^(?:are you|am i|are we|is the player|is the companion)\b", s) and len(
            things) < 2:
        return None  # "are you near me?": whether one of us is, a yes or no (_check)
    if re.match(r"^(?:is|are)\b", s) and not (near and near.group(1) != "near") and not far and (
            len(things) == 1 and re.search(r"\bnear (?:me|you|us)\b", s)):
        return None  # "is the bat near me?": a yes or no (_check), not where the nearest is
    if re.match(r"^(?:is|are)\b", s) and not (near and near.group(1) != "near") and not far and (
            len(things) == 2 and " or " not in f" {s} "):
        # "is the gorgon near the sword?" (it said which of the two was nearer to the companion)
        return m.Unknown(text, m.Reason.CANNOT,
                         "I can tell whether something is near you or me, not near "
                         "another thing")
    pick = m.FARTHEST if far and (not near or far.start() < near.start()) else m.NEAREST
    if len(things) > 1:
        things = [th for th in things if th.kind != m.ANYTHING]  # "the closest one"
    if len(things) == 1 and (_US_RE.search(s) or re.match(r"^who\b", s)):
        # "who is closer to the gorgon, you or me?": the two of us are what is compared; "who
        # is closer to the sword?" too (who could it be but one of us)
        return m.Ask(m.WHICH_OF_US, (m.Thing(things[0].kind),), pick=pick, words=text)
    origin = m.PLAYER if re.search(r"\b(?:to|from|near|nearest|closest|by|around|beside)"
                                   r" (?:me|the player|us)\b", s) else m.COMPANION
    anchor = _ANCHOR_RE.search(s)
    if len(things) == 2 and anchor and " or " not in f" {s} " and (
            lx.kind_of(anchor.group("anchor")) == things[1].kind):
        # "which bat is closest to the sword?": the one bat nearest the sword (it compared
        # the bat with the sword)
        return m.Ask(m.WHICH, (m.Thing(things[0].kind, pick=pick, origin=things[1].kind),),
                     pick=pick, words=text)
    if len(things) >= 3 and re.search(rf"\b{_DISTANCE_WORD}\s+(?:to|from)\s+"
                                      r"(?:the\s+)?" + things[0].kind, s):
        # "which is nearer to the bat, the sword or the bow?" (it compared the bat and the
        # sword)
        return m.Unknown(text, m.Reason.CANNOT,
                         "I can tell which is nearer to you or to me, not to another "
                         "thing")
    if len(things) >= 2:
        pair = tuple(m.Thing(th.kind) for th in things[:2])
        return m.Ask(m.WHICH, pair, who=origin, pick=pick, words=text)
    return _which_one(s, things, origin, pick, text)


def _which_one(s: str, things: list[m.Thing], origin: str, pick: str, text: str) -> m.Ask | None:
    """ "which bat is nearest?", "what is nearest to me?": the one of a kind (or of anything)
    nearest or farthest; None when no kind is named and none is asked about."""
    if len(things) == 1:
        kind = things[0].kind
    elif _WHAT_IS_NEAR.search(s):
        kind = m.ANYTHING
    else:
        return None
    return m.Ask(m.WHICH, (m.Thing(kind),), who=origin, pick=pick, words=text)


def _value(s: str, plain: str, asked: bool, text: str) -> m.Ask | None:
    """A number worked out: "what's my health plus two?", "how many items and monsters are
    there altogether?", "how many more bats than gorgons are there?", "how many arrows do we
    have between us?"."""
    if not re.search(r"\b(?:plus|minus|times|multiplied|divided|half|double|twice|sum|total"
                     r"|altogether|combined|together|in all|difference|add|added|subtract"
                     r"|more .+ than|fewer .+ than|between us|between the two of us)\b"
                     r"|[+*/-]", s):
        return None
    # "how many A and B are there altogether", "how many A and B in total"
    found = re.match(r"^how many (?P<a>.+?) (?:and|plus) (?P<b>.+?)(?: are| is)?(?: there)?"
                     r"(?: left| remaining| alive| on the ground)?(?: altogether| in total"
                     r"| combined| together| in all)?$", s)
    if found and not re.search(r"\b(?:you|i|we) (?:have|carry|hold)\b", s):
        a, b = _kind_in(found.group("a")), _kind_in(found.group("b"))
        if a and b:
            return m.Ask(m.VALUE, value=m.Arith("+", m.CountOf(a), m.CountOf(b)), words=text)
    found = re.match(r"^how many (?:more|fewer) (?P<a>\w+) (?:(?:are|is) (?:there|left|alive"
                     r"|remaining) |do you see |there are |are )?than (?P<b>\w+)", s)
    if found:
        a, b = _kind_in(found.group("a")), _kind_in(found.group("b"))
        if a and b:
            first, second = (a, b) if " more " in s else (b, a)
            return m.Ask(m.VALUE, value=m.Arith("-", m.CountOf(first), m.CountOf(second)),
                         words=text)
    found = re.match(r"^how many (?P<a>\w+) do (?:we|you and i|the two of us) (?:have|carry)"
                     r"(?: between us| together| in total| altogether| combined)?$", s)
    if found and (a := _kind_in(found.group("a"))):
        return m.Ask(m.VALUE, value=m.Arith("+", m.Carried(m.COMPANION, a),
                                            m.Carried(m.PLAYER, a)), words=text)
    found = re.match(r"^(?:how much|what) (?:is )?(?:our|the) (?:total |combined )?health"
                     r"(?: together| combined| in total| altogether)?$|^how much health do we"
                     r" have(?: together| between us| in total| altogether| combined)?$"
                     r"|^what (?:do|does) (?:our|the|both our|both of our) (?:two )?healths?"
                     r" (?:add up to|come to|total|sum to|make|amount to)(?: together)?$", s)
    if found:
        return m.Ask(m.VALUE, value=m.Arith("+", m.HealthOf(m.COMPANION),
                                            m.HealthOf(m.PLAYER)), words=text)
    t = Tokens(tokenize(s))
    t.take(*_WHAT_IS)
    t.take("the result of", "the answer to", "the value of")
    expr = take_expr(t)
    t.skip("?", "now", "right now", "altogether", "in total", "combined", "together")
    if expr is None or not t.done or not isinstance(expr, m.Arith):
        return None
    return m.Ask(m.VALUE, value=expr, words=text)


def _kind_in(words: str) -> str | None:
    t = Tokens(tokenize(words))
    phrase = take_thing(t)
    return None if phrase is None or phrase.thing.is_party else phrase.thing.kind


def _check(s: str, plain: str, asked: bool, text: str) -> m.Ask | None:
    """A yes-or-no question about a condition: "is the bow closer than the sword?", "are there
    more bats than gorgons?", "is the gorgon still alive?", "do you have more arrows than me?"."""
    t = Tokens(tokenize(s))
    lead = t.take(*_YES_NO_START, "tell me if", "tell me whether", "check if", "check whether",
                  "can you tell me if", "let me know if", "say whether", "find out if",
                  "go check if", "go and check if", "go see if", "see if", "check to see if",
                  "go check whether", "go and check whether", "see whether",
                  "find out whether", "go find out if")
    if lead is None:
        return None
    # "is the bow closer than the sword" -> "the bow is closer than the sword"
    rest = t.words[t.i:]
    candidates = []
    if lead in ("is", "are", "am", "was", "were"):
        for k in range(1, len(rest) + 1):
            candidates.append([*rest[:k], lead, *rest[k:]])
    elif lead in ("do", "does", "did", "can", "could", "will", "would"):
        candidates.append(rest)
    elif lead in ("have", "has"):
        candidates.append([rest[0], lead, *rest[1:]] if rest else rest)
    else:
        candidates.append(rest)
    for words in candidates:
        c = Tokens([w for w in words if w != "?"])
        got = take_cond(c)
        if got is not None and c.done:
            if isinstance(got.cond, m.Has):
                things = () if got.cond.item == m.ANY_ITEM else (m.Thing(got.cond.item),)
                return m.Ask(m.HAS, things, who=got.cond.who, words=text)
            return m.Ask(m.CHECK, check=got.cond, words=text)
    return None


def _health(s: str, plain: str, asked: bool, text: str) -> m.Ask | m.Unknown | None:
    """ "how healthy are you?", "how many hit points do I have?", "how hurt am I?"; a monster's
    health is not kept (it said the companion's for "how much health does the gorgon have?")."""
    if not _HEALTH_RE.search(s) or _DISTANCE_RE.search(s) or re.search(r"\bthan\b", s):
        return None
    if any(lx.is_monster(kind) or kind == m.ANY_MONSTER
           for w in re.findall(r"[a-z']+", s) if (kind := lx.kind_of(w.removesuffix("'s")))):
        return m.Unknown(text, m.Reason.CANNOT, MONSTER_HEALTH_WHY)
    return m.Ask(m.HEALTH, who=_who(plain, m.COMPANION) or m.COMPANION, words=text)


MONSTER_HEALTH_WHY = ("I can tell your health and mine, not a monster's: one blow with the right "
                      "weapon defeats it (the sword for a gorgon, the bow and an arrow for a bat)")


def _remaining(s: str, plain: str, asked: bool, text: str) -> m.Ask | None:
    """ "what monsters remain?", "which items are left?": how many of each."""
    found = re.match(r"^(?:what|which) (?P<what>\w+) (?:remain|are left|are still alive|are there"
                     r"|are alive|are on the ground|are lying around|do we still have to kill"
                     r"|are still around|are on the floor"
                     rf"|are {lx.alt(lx.IN_THE_DUNGEON)}"
                     rf"|are (?:there )?to {lx.alt(lp.LEFT_TO)}|can you see"
                     r"|do you see|are nearby|are around)$", s)
    kind = lx.kind_of(found.group("what")) if found else None
    if kind is None:
        return None
    return m.Ask(m.COUNT, (m.Thing(kind),), words=text)


# A question of where, how far or of health, which names what is carried only by the way.
_NOT_CARRIED = lazy(rf"\b(?:how far|where|distance|{lx.alt(lp.HEALTH_NAMED)})\b")


def _carrying(s: str, plain: str, asked: bool, text: str) -> m.Ask | None:
    """ "what are you holding?", "what's in my inventory?", "how many arrows do you have?",
    "do you have anything?"."""
    held = re.search(r"\bhow many \w+ (?:do |does )?(?:you|i|we|the player) (?:have|carry|hold"
                     r"|got)\b", s)
    if not (_CARRY_RE.search(s) or held) or _NOT_CARRIED.search(s):
        return None
    if any(lx.is_monster(th.kind) for th in _things(plain)):
        return None  # "how many monsters do we still have to kill": a count
    if not re.match(r"^(?:what|which|how many|how much|list|show me|tell me|do|does|have|has"
                    r"|are|am|is|check|describe)\b", s):
        return None
    who = _who(plain)
    things = tuple(th for th in _things(plain) if not th.is_party and lx.is_item(th.kind))
    if re.match(r"^(?:do|does|have|has|are|am|is)\b", s) and things and things[0].kind != \
            m.ANY_ITEM:
        return m.Ask(m.HAS, (m.Thing(things[0].kind),), who=who, words=text)
    kinds = tuple(m.Thing(th.kind) for th in things if th.kind != m.ANY_ITEM)
    return m.Ask(m.CARRYING, kinds, who=who, words=text)


_WHETHER_IT_DEFEATS = lazy(
    rf"^(?:(?:can|could|will|would) (?:i|you|we) {lx.alt(lp.ASK_FIGHT, ('hurt',))}"
    rf" .+ (?:with|using) .+|should (?:i|we|you) {lx.alt(lp.SHOULD_FIGHT)} .+)$")


def _weakness(s: str, plain: str, asked: bool, text: str) -> m.Ask | None:
    """ "what kills a gorgon?", "how do I kill a bat?", "which monster can the sword kill?"."""
    whether = _WHETHER_IT_DEFEATS.match(s)
    if whether is None and (not _WEAKNESS_RE.search(s) or not re.match(
            r"^(?:what|which|how|who|tell me)\b", s) or re.match(r"^how (?:many|much|far|long)\b",
                                                              s)):
        return None
    things = tuple(m.Thing(th.kind) for th in _things(plain) if not th.is_party)
    if whether is not None:
        # "can I kill the gorgon with the bow?", "should I fight the gorgon?": what defeats it
        things = tuple(t for t in things if lx.is_monster(t.kind))[:1]
    if any(lx.is_monster(t.kind) for t in things):
        things = tuple(t for t in things if t.kind != m.ANY_ITEM)  # "what weapon works ..."
    if any(lx.is_item(t.kind) and t.kind != m.ANY_ITEM for t in things):
        things = tuple(t for t in things if t.kind != m.ANY_MONSTER)  # "which monster can ..."
    if not things:
        return None
    return m.Ask(m.WEAKNESS, things, words=text)


def _kind(s: str, plain: str, asked: bool, text: str) -> m.Ask | m.Unknown | None:
    """Health, distance, count and place questions."""
    if _DISTANCE_RE.search(s):
        meant = _meant(plain)
        kinds = list(dict.fromkeys(th.kind for th in meant))
        if len(kinds) >= 2:
            between = distance_between(s, meant, text)
            if between is not None:
                return between
            # A thing given by its tile ("the arrow at row 16 column 8"), or more than two:
            # said, not answered with another distance
            return m.Unknown(text, m.Reason.CANNOT,
                             f"I can tell how far the {kinds[0]} is from me, from you or "
                             "from another thing by its kind, not that")
        if meant:
            origin = m.PLAYER if re.search(r"\bfrom (?:me|the player|us)\b|^how far (?:away )?"
                                           r"(?:am i|are we|is the player)\b", s) else m.COMPANION
            return m.Ask(m.DISTANCE, (m.Thing(meant[0].kind, pick=meant[0].pick,
                                              origin=meant[0].origin),), who=origin, words=text)
        if re.search(r"\b(?:you|me|us|i|we|each other)\b", s):
            return m.Ask(m.DISTANCE, (m.Thing(m.PLAYER),), who=m.COMPANION, words=text)
        return None
    if _COUNT_RE.search(s) and not re.search(r"\bhow many steps have you\b", s):
        things = [th for th in _things(plain) if not th.is_party]
        if not things:
            return m.Unknown(text, m.Reason.AMBIGUOUS, "I don't know what to count")
        worked = worked_out(s, m.CountOf(things[0].kind), text)
        if worked is not None:
            return worked
        return m.Ask(m.COUNT, (m.Thing(things[0].kind),), words=text)
    if _WHERE_RE.search(s):
        meant = _meant(plain)
        if s.startswith("who") and not (meant and lx.is_item(meant[0].kind)):
            return None  # "who has the gorgon?": only an item is carried
        if meant:
            return m.Ask(m.WHERE, (m.Thing(meant[0].kind, pick=meant[0].pick,
                                           origin=meant[0].origin),), words=text)
        who = _who(plain, "")
        return m.Ask(m.WHERE, who=who, words=text)
    return None

