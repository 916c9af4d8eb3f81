"""What a sentence asks when it opens with why it is asked: "Because I worry about the bats,
would you be so good as to patrol between here and the bow?" asks the patrol; "Forgive me for
asking, it's my first time down here, but what would one need to defeat a bat?" the question.
Politeness inside a sentence ("..., if you'd be so kind, go and ...") and step labels ("Step 1:
...") say nothing either. Pure text work on one sentence, before its clauses are split
(``agent.reading.sequence``); the words kept are the player's own, in their order.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from agent.reading import (
    lexicon as lx,
    lexicon_caution as lc,
    lexicon_duties as ldu,
    lexicon_parts as lp,
    lexicon_staying as lstay,
)
from agent.reading.combined_counts import said_first
from agent.reading.delays import opens_with_time
from agent.reading.logic import UNITS
from agent.reading.patterns import lazy
from agent.reading.suggestions import suggested
from agent.reading.suppositions import ASKED_BY
from agent.reading.text import holds_any, strip_filler


def asked(sentence: str, is_order: Callable[[str], bool]) -> list[str]:
    """The sentence as what it asks: one sentence, or two when the request says "it" of a
    thing its why named (the why first, a remark). ``is_order``: whether words open an order
    (``sequence.starts_with_action``), which a why before a request must not hold."""
    said = suggested(_kept_so_far(sentence), is_order)  # each pattern tried where its words are
    low = _low(said)
    if "turn" in low or "tick" in low or "move" in low or "round" in low or "sec" in low:
        low = _low(said := _LOOSELY.sub("", said))
    if (labelled := _STEP_LABEL.sub("", said)) != said:
        said, low = labelled, _low(labelled)
    if "if" in low or "you" in low or "," in low:
        said = _KINDLY.sub(" ", said)
    asked = _players_part_so(said := said.strip(), is_order) or _asked_for(said, is_order)
    last = asked[-1]
    if "because" in (low := _low(last)) or "so" in low or "lest" in low:
        last = _BECAUSE.sub("", last)
    return [*asked[:-1], last.strip() or asked[-1]]


def _low(text: str) -> str:
    """The text lowered, to look for a pattern's words before trying it; all of them where the
    text is not ASCII (under re.I, "ſ" is "s" and "K" (Kelvin) is "k")."""
    return text.lower() if text.isascii() else "turn if you because"


# "go away from the bats, more far than four squares": a flight with how far, said after it, is
# a distance kept from them, as "stay away from the bats, farther than four squares" is.
_AT_LEAST = tuple(bound for bound, (least, _) in lstay.KEPT_BOUNDS.items() if least is not None)
# "..., and wait there": staying where the distance is reached, which keeping it does.
_WAITED = (rf"(?:\s*,?\s+(?:and\s+then|and|then)\s+{lx.alt(lstay.STAY_THERE)}"
           r"(?:\s+(?:there|put|here))?)?")
_FLED_SO_FAR = lazy(rf"^(?P<fled>{lx.alt(ldu.FLEE_VERBS)})\s+from\s+"
                    rf"(?P<what>(?:(?!\b(?:and|then)\s+{lx.alt(lstay.KEEP_AT)}\b)[^,])+?)"
                    r"\s*,?\s+"  # what is fled, no step of keeping ("..., and keep 4 tiles away")
                    rf"(?P<bound>{lx.alt(_AT_LEAST)}\s+(?:{lx.NUMBER_RE})\s+{lx.alt(UNITS)}"
                    rf"(?:\s+away)?|(?:{lx.NUMBER_RE})\s+{lx.alt(UNITS)}(?:\s+away)?\s*,?\s+"
                    rf"{lx.alt(lstay.LEAST_AFTER)})"  # "..., five tiles at least"
                    rf"(?:\s+from\s+(?:them|it|there))?{_WAITED}\s*[.!]*$", re.I)
# "run at least 5 tiles away from the bats", "get more than 4 squares away from the gorgon", "get
# at least five tiles clear of it".
_MOVED_SO_FAR = lazy(rf"^{lx.alt(lp.MOVE_VERBS)}\s+(?P<bound>{lx.alt(_AT_LEAST)}\s+"
                     rf"(?:{lx.NUMBER_RE})\s+{lx.alt(UNITS)})\s+(?:away\s+from|clear\s+of)\s+"
                     r"(?P<what>(?:(?!\b(?:and|then)\b)[^,])+?)"
                     rf"{_WAITED}\s*[.!]*$", re.I)


# "back off 5 tiles from the bat", "you're way too close to that bat, back off like 5 tiles",
# "give the bat 5 tiles of room": a flight so far from a thing is that least distance kept.
_FLED_TILES = lazy(
    r"^(?:(?:you\s+are|you're|your|ur)\s+(?:(?:way|far|much|a\s+bit|a\s+little)\s+)?too\s+"
    r"(?:close|near)\s+to\s+(?P<near>[^,;.]+?)\s*[,;.]\s*(?:so\s+|just\s+|now\s+)*)?"
    rf"(?:{lx.alt(ldu.FLEE_VERBS)}|(?P<moved>{lx.alt(lp.MOVE_VERBS)}|step\s+back|back\s+away))\s+"
    rf"(?:{lx.alt(lp.ROUGHLY)}\s+)?(?P<n>{lx.NUMBER_RE})\s+{lx.alt(UNITS)}(?P<away>\s+away)?"
    rf"(?:\s+(?:from|off)\s+(?P<what>(?:(?!\b(?:and|then)\b)[^,])+?))?{_WAITED}\s*[.!]*$"
    rf"|^give\s+(?P<given>(?:the|that|this|those|these)\s+[a-z]+)\s+(?P<n2>{lx.NUMBER_RE})\s+"
    rf"{lx.alt(UNITS)}\s+of\s+{lx.alt(lc.ROOM_GIVEN)}\s*[.!]*$", re.I)
_FLED_TILES_SAID = (" tile", " square", " step", " space", " pace", " block", " cell")


def _fled_tiles(sentence: str, low: str) -> str | None:
    """A flight so far from a thing named with it, as that distance kept ("back off 5 tiles from
    the bat": "keep away from the bat, at least 5 tiles"); None for any other sentence."""
    if not holds_any(low, _FLED_TILES_SAID) or (
            found := _FLED_TILES.match(sentence.strip())) is None:
        return None
    if found.group("moved") and not (found.group("away") or found.group("moved")[-4:] in (
            "back", "away")):
        return None  # "walk 5 tiles from the bat": a walk, no flight ("get 5 tiles away": one)
    what = found.group("what") or found.group("near") or found.group("given")
    if what is None or (found.group("what") and found.group("near")) or (
            last := what.split()[-1].lower()) != "me" and lx.kind_of(last) is None:
        return None  # "back off 5 tiles": from what; two things said; "the dragon", as typed
    n = found.group("n") or found.group("n2")
    return f"{lx.KEEP_AWAY_VERBS[0]} {what}, at least {n} tiles"


_SO_FAR_SAID = (" than ", " least ", *(f" {bound}" for bound in lstay.LEAST_AFTER))


def _kept_so_far(sentence: str) -> str:
    """A flight from a thing with a least distance said after it, as the distance kept from it
    ("go away from the bats, farther than four squares": "keep away from the bats, farther than
    four squares"); else the sentence as it is."""
    low = sentence.lower()
    if (fled := _fled_tiles(sentence, low)) is not None:
        return fled
    if not holds_any(low, _SO_FAR_SAID) or (found := _FLED_SO_FAR.match(
            sentence.strip()) or _MOVED_SO_FAR.match(sentence.strip())) is None:
        return sentence
    return f"{lx.KEEP_AWAY_VERBS[0]} {found.group('what')}, {found.group('bound')}"


# The player's own part, then "so" and what the companion is to do ("I'll take it myself, so
# wait next to it").
_OWN_SO = lazy(r"^(?P<why>.+?)\s*,?\s+so\s+(?:please\s+)?(?P<rest>\S.*)$", re.I)
_OWN = lazy(r"^\W*(?:actually\s+|ok(?:ay)?\s+|well\s+|no\s+)*,?\s*(?:i'll|i will|i'm going to"
            r"|i am going to|i'm gonna|let me)\s+\w+\s+(?:it|them|that|the\s+\w+)\s+myself\W*$",
            re.I)


# What not to take, which the player's own part explains ("..., so leave it where it is").
_NOT_TAKEN = lazy(r"^(?:leave|do not|don't|never)\s+(?:it|them)\b", re.I)


def _players_part_so(sentence: str, is_order: Callable[[str], bool]) -> list[str] | None:
    """ "I'll take it myself, so leave it where it is": what the companion is to do, the
    player's part before it a remark (kept before it, marked, when it says "it"); else None."""
    if sentence.isascii() and "myself" not in sentence.lower():
        return None  # what _OWN needs (the look spares _OWN_SO's, which tries every place)
    found = _OWN_SO.match(sentence)
    if found is None or not _OWN.match(found.group("why")) or not (is_order(
            rest := strip_filler(found.group("rest"))) or _NOT_TAKEN.match(rest)):
        return None
    rest = found.group("rest")
    return [WHY + found.group("why"), rest] if PRONOUN.search(rest) else [rest]


# Why a request is asked, said after it ("follow me closely, because I do not want to lose you",
# "stay within two steps of me, so that you can help if something comes"): nothing to do (the
# "if" in it is no condition of the order's).
_BECAUSE = lazy(r"\s*,?\s+(?:because|so that|so we can|so i can|so you can|lest)\b.*?"
                r"(?=,\s*(?:and\s+)?(?:then|after that|afterwards|next)\b|$)", re.I | re.S)


# A time said loosely ("hold on for about five turns", "wait 5 turns or so"): the turns said.
_UNITS = r"\s+(?:more\s+)?(?:turns?|ticks?|moves?|rounds?|seconds?|secs?)\b"
_LOOSELY = lazy(rf"\b{lx.alt(lp.LOOSELY)}\s+(?=(?:" + lx.NUMBER_RE
                + r")(?:\s*-?\s*ish|\s+or\s+so)?" + _UNITS + r")"
                r"|(?<=\bturns)\s+or\s+so\b|\s+or\s+so(?=" + _UNITS + r")"
                r"|\s*-?\s*ish(?=" + _UNITS + r")", re.I)


# "Step 1: kill the gorgon. Step 2: come back to me.": the steps, in the order said
_STEP_LABEL = lazy(r"^\s*(?:step\s+(?:\d+|one|two|three|four|five)|(?:now\s+)?(?:a|one|another|the"
                   r"|your)\s+(?:small\s+|little\s+|quick\s+|last\s+|next\s+)?(?:sum|question|task"
                   r"|test|job|challenge|puzzle|step))\s*[:.)-]\s*", re.I)


# "..., and after that, if you'd be so kind, go and pick up the bow": politeness, no condition;
# nor is "whenever you're ready" or "if you have a minute to spare", nor ", that would be lovely"
# after the request.
_KINDLY = lazy(r",?\s*\b(?:if you(?:'d| would) (?:be so (?:kind|good)|be a dear|not mind)"
               r"|if you (?:don't|do not) mind(?: me asking| my asking)?"
               r"|if (?:it's|it is|that's|that is) (?:(?:not too much (?:trouble|bother|to ask"
               r"|of an imposition)|no (?:trouble|bother))(?: at all)?|all the same to you"
               r"|(?:alright|all right|ok|okay|fine)(?: (?:with|by) you)?)"
               r"|if (?:it|that) (?:isn't|is not) too much (?:trouble|bother|to ask"
               r"|of an imposition)"
               r"|(?:when|whenever) you(?:'re| are| feel)? ready|in your own (?:good )?time"
               r"|at your (?:own )?leisure"
               r"|if you have (?:a )?(?:minute|moment|second)(?: to spare)?)\b,?"
               r"|,\s*(?:that|it) (?:would|will|'d) be (?:lovely|great|wonderful|perfect|grand"
               r"|brilliant|nice|appreciated|(?:most|very|so) kind of you)"
               r"\s*[.!]*$", re.I)


# Where a request may open but at the start: _REQUEST's "," ";" "so" "but".
_JOINTS = (",", ";", "so", "but")
# A request put after words of why ("Because I worry about the bats, could you patrol ...?",
# "My sense of direction is dreadful, so could you take three steps right?").
_REQUEST = lazy(r"\bso\s*,?\s*please\s*,?\s*(?=[a-z])"  # "..., so please, let me carry it"
                r"|(?:^|,|;|\bso\b|\bbut\b)\s*(?:just\s+)?(?:please\s+)?(?:(?:i'?d|i would) (?:be "
                r"(?:ever so |so |very |really |most )?grateful|appreciate it(?: very much| a lot)?"
                r"|love it|like it) )?(?:i (?:was |am )?(?:just )?wonder(?:ing)? )?"
                # leave asked to ask ("Would it be alright to ask what you're carrying?")
                r"(?:(?:may|can|could|might) i ask |(?:would|is) it (?:be )?(?:alright|all right"
                r"|ok|okay) to ask (?=(?:what|where|how|which|who)\b))?"
                r"(?:if you(?:'d| would| could)\s+(?:please\s+|just\s+|possibly\s+)*"
                r"|(?=(?:could|would|can|will|won't|might)\s+you\b)"
                # "..., so perhaps you could pick the sword up first": a suggestion
                r"|(?=(?:perhaps|maybe)\s+you\s+(?:could|can|might)\b)"
                # "Forgive me for asking, it's my first time down here, but what would one need
                # to defeat a bat?": the question after why it is asked
                r"|(?=(?:what|where|how|which|who)\b[^,;]*\??$))", re.I)


def _asked_for(sentence: str, is_order: Callable[[str], bool]) -> list[str]:
    """The request of a sentence that opens with why it is asked: the words from the last
    "could you" / "would you" after a comma or "so", when no step comes before it; the
    sentence as it is otherwise ("get the sword, then could you kill the gorgon?"). When the
    request says "it" or "them", the why comes before it, marked (``WHY``), only to name what
    they are ("Somebody ought to look after the bow, so would you guard it for me?": the bow
    guarded)."""
    low = sentence.lower()
    if sentence.isascii() and not holds_any(low, _JOINTS):
        found = _REQUEST.match(sentence)  # the only place a request may open: the start
    else:
        found = next(reversed(list(_REQUEST.finditer(sentence))), None)
    if found is None or found.end() == 0 or _CONDITION_FIRST.match(strip_filler(sentence)) or (
            opens_with_time(why := sentence[:found.start()])) or any(
                is_order(said := strip_filler(piece)) or _a_deed(said, sentence[found.start():])
                for piece in _PIECES.split(why)) or (
            "if" in why.lower() and any(_CONDITION_FIRST.match(_ASKED_LEAD.sub("", piece.strip()))
                                        for piece in _SAID_APART.split(why))):
        # "if you see a bat, could you kill it?": the condition is the order's; "the stats
        # guys ask: if he takes out two bats, how many ...": a supposition asked
        return [sentence]
    if _TOPIC.match(sentence[:found.start()].strip(" ,")) or said_first(sentence) or (
            _ESTIMATE.match(sentence[found.end():])):
        # "the gorgon, where is it now": what the question is about; "how far is the bow, would
        # you say?": the question, its tag no request
        return [sentence]
    asked = sentence[found.end():]
    return [WHY + why, asked] if (why := sentence[:found.start()].strip(" ,")) and PRONOUN.search(
        asked) else [asked]


def _a_deed(piece: str, asked: str) -> bool:
    """Whether words before a question (``asked``) are a deed the game has no skill for ("eat
    it, how many bats are left"): a step of its own, said back, never why the question is
    asked. Before a request that is no question ("share your life with me, give me ..."), as
    before."""
    from agent.reading.clause import an_order_of_its_own  # it reads clauses with this module
    from agent.reading.questions import looks_like_question

    return an_order_of_its_own(piece) and looks_like_question(asked, False)


# Marks a why kept before its request only to name what the request's "it" is: no step of its
# own, whatever its words (the reader takes the thing it names last, ``reader.read``).
WHY = "\x01"


# "it" or "them", said of a thing named before (in the why of a request, a clause, a sentence).
PRONOUN = lazy(r"\b(?:it|them)\b", re.I)
_PIECES = lazy(r",|;|\b(?:so|and|then|but)\b", re.I)
_SAID_APART = lazy(r"[,;:]")
_ASKED_LEAD = lazy(ASKED_BY, re.I)
_ESTIMATE = lazy(rf"^\s*(?:(?:would|do|did|will)\s+you\s+)?{lx.alt(lx.ESTIMATE_ASKED)}"
                 r"\s*[?.!]*\s*$", re.I)
_TOPIC = lazy(r"^(?:(?:the|a|an|that|this|those|these|my|your)\s+)?[a-z]+$", re.I)
# ... and a supposition ("supposing you took an arrow, how many would be left?"), no why
_CONDITION_FIRST = lazy(r"^(?:if|unless|when|whenever|once|as soon as|until|till|in case|"
                        r"as long as|suppose|supposing|assuming|imagine|what if|pretend)\b"
                        r"(?!\s+you(?:'d|\s+would|\s+could))", re.I)
