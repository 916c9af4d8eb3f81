"""Repetitions said around steps ("three times", "repeat ... 3 times", "for 10 turns", "wait a
moment"): the repetition and its words, and the ``Repeat`` of the steps read from them."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from agent.reading import (
    lexicon as lx,
    lexicon_closers as lcl,
    lexicon_duties as ldu,
    lexicon_parts as lp,
    lexicon_staying as lstay,
    lexicon_typed as lt,
    meaning as m,
)
from agent.reading.conditions import condition_of
from agent.reading.patterns import lazy
from agent.reading.places import read_place
from agent.reading.pronouns import read_cond_said, thing_named_last
from agent.reading.text import MARKS, expand, gerund_verb, strip_filler
from agent.reading.tokens import Tokens, take_thing, tokenize

_CLOSING = rf"(?:\s*,?\s+{lx.alt(lcl.REPEAT_CLOSERS)})*"
# "..., three times over", "twice in all": how often, said once more (lexicon.TIMES_OVER).
_OVER = rf"(?:\s*,?\s+(?:{lx.alt(lx.TIMES_OVER)}|more))?"
_TIMES_TAIL = lazy(r"^(?P<body>.+?)\s*,?\s+(?:(?:again\s+)?(?P<n>" + lx.NUMBER_RE
                   + r")\s+(?:more\s+)?times|(?<!\bat )(?P<word>once|twice|thrice)"
                   + _OVER + ")" + _OVER + _CLOSING + r"\s*[.!]*$", re.I)
_TIMES_LEAD = lazy(r"^(?:(?P<n>" + lx.NUMBER_RE + r")\s+times|(?P<word>twice|thrice))"
                   r"\s*,?\s+(?P<body>.+)$", re.I)
_REPEAT_LEAD = lazy(r"^(?:repeat|do)\s+(?P<body>.+?)\s+(?P<n>" + lx.NUMBER_RE
                    + r")\s+times$", re.I)
# "Repeat twice: take 2 steps right.", "do this 3 times: say hi": how often, then what.
_REPEAT_FIRST = lazy(r"^(?:repeat|do)(?:\s+(?:this|that|it|the following))?\s+(?:(?P<n>"
                     + lx.NUMBER_RE + r")\s+times|(?P<word>twice|thrice))\s*[:;,-]\s*"
                     r"(?P<body>.+)$", re.I)
_TURNS = r"(?:turns?|ticks?|seconds?|moves?|rounds?|steps? of time|beats?)"
# "each turn" said with the turns: the act once a turn, as many times as turns ("take a step
# down every turn for 4 turns", "for 4 turns, take a step down each turn", "each turn, for 3
# turns, step right"); with no turns said, "a step down each turn" is refused (for how long?).
_A_TURN = r"\s*,?\s*\b(?:each|every|per)\s+turn\b\s*,?"
_EACH = r"(?P<each>\s*,?\s*\b(?:each|every|per|a)\s+(?:single\s+)?turn\b\s*,?)?"
_EACH_SAID = ("each", "lead", "mid")
_TURNS_TAIL = lazy(r"^(?P<body>.+?)" + _EACH + r"\s*,?\s+for\s+(?:the\s+next\s+|another\s+)?"
                   r"(?P<n>" + lx.NUMBER_RE + r")\s+" + _TURNS + _CLOSING + r"\s*[.!]*$", re.I)
_TURNS_LEAD = lazy(rf"^(?P<lead>{_A_TURN}\s*)?for\s+(?:the\s+next\s+)?(?P<n>{lx.NUMBER_RE})"
                   rf"\s+{_TURNS}(?P<mid>{_A_TURN})?\s*,?\s+(?P<body>.+?){_EACH}\s*[.!]*$", re.I)
# "a" as one before a turn ("wait a turn", "pause for a tick"), and "another" ("wait another
# turn": one more); never before a second, a moment (a brief wait: "wait a second").
_A_TURN_OF = r"|(?:an?|another)(?=\s+(?:turn|tick|round|move)\b)"
# What a wait is for or what goes on meanwhile, naming no thing of the game: "wait 2 turns while
# we run diagnostics", "hold on for 3 turns for the VAR check" (not "for the bat to come").
_MEANWHILE = (rf"(?:\s*,?\s+(?![a-z' -]*\b(?:{lx.noun_pattern()})\b)(?:while (?:i|we) [a-z' -]+"
              r"|for (?:the|a|an|my|our) [a-z' -]+))?")
# "wait 3": a speedrunner's wait, its turns unsaid; "wait for four turns without moving".
_WAIT_TURNS = lazy(rf"^{lx.alt(lstay.WAIT_TURNS)}"
                   r"(?:\s+(?:for|another))?\s+(?P<n>" + lx.NUMBER_RE + _A_TURN_OF + r")(?:\s+"
                   + _TURNS + r")?" + _MEANWHILE + _CLOSING + r"\s*[.!]*$", re.I)
# A stay said with its turns: "wait there 5 turns", "stay here for 10 more turns while I explore".
_STAY_TURNS = lazy(rf"^(?P<body>{lx.alt(ldu.STAY_VERBS, lstay.WAIT_TURNS)}(?:\s+(?:there|here"
                   r"|in place|where you are|by it|next to it|beside it))?)\s*,?\s+(?:for\s+)?"
                   r"(?:another\s+)?"
                   r"(?P<n>" + lx.NUMBER_RE + _A_TURN_OF + r")\s+(?:more\s+)?" + _TURNS
                   + _MEANWHILE + _CLOSING + r"\s*[.!]*$", re.I)
# A wait of a moment: "wait a bit", "hang on a second" (lx.BRIEF_TURNS ticks); not "for a
# while", a stay with no end said, until the next order ("stay here for a while": ``clause``).
_WAIT_BRIEFLY = lazy(rf"^{lx.alt(lstay.WAIT_BRIEFLY)}\s+(?:for\s+)?(?:a (?:bit|moment"
                     r"|second|sec|minute|little|few seconds)|briefly"
                     r"|one moment|one second|a couple of seconds)\s*[.!]*$", re.I)
# "shoot the bat twice": one monster, named as one (``one_hit``).
_DEFINITE = lazy(r"\b(?:the|that|this|it|him|her|my|your)\b", re.I)
# "get an arrow, and again", "Get an arrow. Once more.": the step before, once more.
_AGAIN_ALONE = lazy(rf"^(?:(?:and|then|now)\s+)*{lx.alt(lp.AGAIN_ALONE)}{_CLOSING}\s*[.!]*$",
                    re.I)
# A stay for the time a watch waits ("until then stay put", "meanwhile, wait here"), after the
# steps it is said of (agent.reading.asides) or alone.
MEANWHILE_STAY = (r"(?:and\s+)?(?:until then|till then|til then|in the meantime|meanwhile"
                  r"|until that happens|till that happens|until it happens)\s*,?\s+"
                  rf"(?:just\s+)?{lx.alt(ldu.STAY_VERBS)}(?:\s+(?:here|there|put|where you are"
                  r"|in place))?\s*[.!]*")
_MEANWHILE_ALONE = lazy(rf"^{MEANWHILE_STAY}$", re.I)
# "Go over to the bow. Don't pick it up though, just stand next to it.": said of a step that
# goes next to a thing and takes nothing.
_NEAR_IT = r"(?:next to|by|beside|near|close to)\s+(?:it|them)"
# "Leave the bow where it lies.", "leave it on the ground": the same, said of where it is left.
_LEFT_ALONE = lazy(rf"^(?:but\s+|and\s+)?(?:just\s+|please\s+)?leave\s+(?:it|them|the\s+"
                   rf"(?P<what>{lx.noun_pattern(lx.ITEM_KINDS)}))\s+{lx.alt(lcl.LEFT_WHERE)}"
                   r"(?:\s+(?:please|though))?(?:\s*[,;]?\s*(?:(?:and|but)\s+)?(?:then\s+)?"
                   rf"(?P<stay>(?:(?:just|only)\s+)?(?:{lx.alt(ldu.STAY_VERBS)}|be)(?:\s+{_NEAR_IT}"
                   r"|\s+there)?))?\s*[.!]*$", re.I)
_NOT_TAKEN_ALONE = lazy(
    rf"^(?:but\s+)?(?:do not|never)\s+(?:{lx.alt(lp.TAKE_VERBS)})(?:\s+up)?\s+(?:it|them)"
    r"(?:\s+up)?(?:\s+(?:though|at all|please))?(?:\s*[,;]?\s*(?:(?:just|only)\s+)?"
    rf"(?:{lx.alt(ldu.STAY_VERBS)}|be)(?:\s+{_NEAR_IT}|\s+there)?)?\s*[.!]*$", re.I)
# "until you carry two arrows, keep fetching the nearest one", "keep picking up the nearest arrow
# till you have three": fetched one after another, nearest first, until the companion carries so
# many (as "keep collecting arrows till you're holding three" is read).
_UNTIL_LEAD = lazy(r"^(?:until|till|til)\s+(?P<cond>[^,]+?)\s*,?\s+keep(?:\s+on)?\s+"
                   r"(?P<verb>\w+ing)(?P<what>(?:\s+up)?\s+.+?)\s*[.!]*$", re.I)
_UNTIL_TAIL = lazy(r"^keep(?:\s+on)?\s+(?P<verb>\w+ing)(?P<what>(?:\s+up)?\s+.+?)\s*,?\s+"
                   r"(?:until|till|til)\s+(?P<cond>[^,]+?)\s*[.!]*$", re.I)
_ONE_MORE = lazy(rf"^(?:the\s+{lx.alt(lx.NEAREST)}\s+one|one|another(?:\s+one)?|one more)$",
                 re.I)


# What every repetition has one of: a digit or a number's word ("a couple of": "couple"), the
# word for a number of times ("twice"), a moment's ("wait a bit", "hang on a second").
_COUNTED = lazy(r"\d|\b(?:" + "|".join(sorted({max(said.split(), key=len) for said in (
    *lx.NUMBER_WORDS, *lx.TIMES_WORDS, "turn", "tick", "round", "bit", "moment", "second",
    "sec", "minute", "little", "briefly")} - {"a", "an", "no"})) + r")\b")


@dataclass(frozen=True, slots=True)
class Repetition:
    body: str  # the words of what is repeated ("" for a wait)
    times: int | None  # how many times; None: for a number of turns
    turns: int  # how many turns (0 when said in times)


def repetition(text: str, *, whole: bool = False) -> Repetition | m.Unknown | None:
    """The repetition ``text`` says, or None. ``whole``: only one said before or after every
    step of the text ("for 10 turns, explore and then follow me"), or said back where it may be
    said of every step or of the last alone (``_of_every_step``)."""
    if text.isascii() and _COUNTED.search(text.lower()) is None:
        return None  # no number, no "twice", no moment: most orders
    if not whole and (found := _WAIT_TURNS.match(strip_filler(text))):
        return Repetition("", None, _count(found.group("n")))
    if not whole and (found := _STAY_TURNS.match(strip_filler(text))):
        return Repetition(found.group("body"), None, _count(found.group("n")))
    if not whole and _WAIT_BRIEFLY.match(strip_filler(text)):
        return Repetition("", None, lx.BRIEF_TURNS)  # "wait a moment"
    if (found := _said(text, *(() if whole else (_TURNS_TAIL,)), _TURNS_LEAD)) and not (
            whole and _FIRST_ONLY.match(text[found.start("body") - 1:])):
        n, each = _count(found.group("n")), {found.groupdict().get(g) for g in _EACH_SAID}
        # "each turn" said once (None and it): once a turn, as many times as turns
        return Repetition(found.group("body"), *((n, 0) if len(each) == 2 else (None, n)))
    of_all = _of_every_step(text)  # "walk 2 right, then 2 left, 3 times": the round, 3 times
    if of_all is not None and (whole or not isinstance(of_all, m.Unknown)):
        return of_all  # in one clause only where every step is a move ("... and 2 steps left")
    found = _said(text, *(() if whole and not _round_trip(text) else (_TIMES_TAIL,)),
                  _TIMES_LEAD, _REPEAT_LEAD, _REPEAT_FIRST)
    # "walk 2 steps right twice" is one walk (places); "repeat twice: take 2 steps right" said so
    if found and (text[:found.start("body")].lower().startswith(("repeat", "do ")) or not (
            re.search(r"\bsteps?\b", found.group("body"), re.I))):
        groups = found.groupdict()
        n = lx.TIMES_WORDS[groups["word"].lower()] if groups.get("word") else _count(groups["n"])
        return Repetition(found.group("body"), n, 0)
    return None


# "for four turns stand still, and then fetch the bow": the time is the first step's alone (not
# "for 10 turns, explore and then follow me", said before every step after a comma).
_FIRST_ONLY = lazy(r"^\s[^,]+,\s*(?:and\s+)?then\b", re.I)

# The way back that ends a round trip: "go to the bow and back here", "..., then come back".
_ROUND_TRIP = lazy(rf"(?:,|\band\b|\bthen\b)\s*(?:then\s+)?(?:{lx.alt(ldu.COME_BACK_VERBS)}"
                   r"|back)\b[^,]*$", re.I)

# More than one step on the way there ("get the bow, kill a bat and come back 3 times").
_ONE_WAY = lazy(r",|\band\b|\bthen\b", re.I)


def _round_trip(text: str) -> bool:
    """Whether ``text`` is a way there and back, then how often ("go to where the bow lies and
    back here, three times"): the times are the whole trip's, not the way back's alone."""
    low = text.lower()
    if not ("time" in low or "twice" in low or "thrice" in low) or (
            found := _TIMES_TAIL.match(text)) is None:
        return False
    body = found.group("body")
    back = _ROUND_TRIP.search(body)
    return back is not None and _ONE_WAY.search(body[:back.start()]) is None


# Where one step of a sentence ends and the next begins: a comma, "then", "and" before a verb or
# a number ("walk 2 right and 2 left").
_NEXT_STEP = lazy(r"\s*,\s*(?:and\s+)?(?:then\s+)?|\s+(?:and\s+)?then\s+|\s+and\s+(?=(?:"
                  rf"{lx.alt(lx.ACTION_VERBS)}|{lx.NUMBER_RE})\b)", re.I)
_BACK = lazy(rf"^(?:(?:{lx.alt(ldu.COME_BACK_VERBS)})\b|(?:go\s+|walk\s+)?back\b)", re.I)
_MOVES = (m.WALK, m.GO_TO)
_WAYS_SAID = frozenset(w for w in lx.WAYS if len(w) > 1)


def _of_every_step(text: str) -> Repetition | m.Unknown | None:
    """How often, said once at the end of a sentence of two steps or more: every step that
    often where each is a move, a walk, a going to a place or back ("walk 2 right, then 2
    left, 3 times": the round three times; it read "2 left" three times, not understood, and
    "walk 2 right, then walk 2 left, 3 times" walked 6 left); said back, naming both readings,
    where it comes after a comma and another step is no move ("get the bow, then kill a bat, 3
    times": every step, or the last alone?); else None (read step by step, as before: "get the
    bow, then kill a bat 3 times" is three bats)."""
    found = None if MARKS.search(text) or "\"" in text else _TIMES_TAIL.match(text)
    if found is None or len(pieces := _NEXT_STEP.split(found["body"])) < 2:
        return None
    n = lx.TIMES_WORDS[found["word"].lower()] if found["word"] else _count(found["n"])
    if _moves_only(pieces):
        return Repetition(found["body"], n, 0)
    how_often = text[found.end("body"):].strip(" ,.!")
    if not text[found.end("body"):].lstrip().startswith(",") or _round_trip(text):
        return None
    return m.Unknown(text, m.Reason.AMBIGUOUS, (
        f'I can\'t tell whether "{how_often}" is for every step or for "{pieces[-1].strip()}" '
        f'alone: "do that {how_often}" after the steps repeats them all'))


def _moves_only(pieces: list[str]) -> bool:
    """Whether every piece is a move: a walk ("2 left" after a walk is one), a going to a place
    or a thing, or back."""
    before: m.Step | None = None
    for piece in (p.strip() for p in pieces):
        if _BACK.match(piece):
            before = None
            continue
        if isinstance(before, m.Act) and before.action == m.WALK and piece.lower() in _WAYS_SAID:
            continue  # "step right then left, 4 times": a step left
        read = read_place(walked_on(piece, before))
        if read is None or len(read) != 1 or not isinstance(read[0], m.Act) or (
                read[0].action not in _MOVES):
            return False
        before = read[0]
    return True


def _said(text: str, *patterns: re.Pattern[str]) -> re.Match[str] | None:
    """The match of the first of ``patterns`` that matches ``text``."""
    return next((found for pattern in patterns if (found := pattern.match(text))), None)


def one_hit(body: list[m.Step]) -> list[m.Step] | None:
    """ "shoot the bat twice": one hit defeats a monster, so it is attacked once and the companion
    says why; None for any other repetition ("kill a bat three times" is three bats)."""
    if len(body) != 1 or not isinstance(act := body[0], m.Act) or act.action != m.ATTACK:
        return None
    if act.thing is not None and (act.thing.quantity != 1 or not lx.is_monster(act.thing.kind)
                                  or not _DEFINITE.search(act.words)):
        return None
    kind = act.thing.kind if act.thing is not None else m.ANY_MONSTER
    return [m.Say(f"One hit defeats a {kind}, so I will attack it once", words=act.words), act]


def again(text: str, before: m.Step | None) -> m.Step | None:
    """The step ``before`` done once more when ``text`` only says so ("get an arrow, and
    again"), or as it is when ``text`` only says what it does anyway: to stay while it waits
    ("...; until then stay put": its waiting), not to take the thing it goes next to ("Go to
    the bow. Don't pick it up, just stand next to it."); None for other words, or with no step
    before."""
    plain = strip_filler(text)
    if isinstance(before, m.Watch) and not before.during and _MEANWHILE_ALONE.match(plain):
        return before
    if (kind := _gone_next_to(before)) is not None and (
            _NOT_TAKEN_ALONE.match(expand(plain)) or _left_alone(plain, kind, before)):
        return before
    if isinstance(before, m.Act) and before.action == m.STAY and plain.lower() in lp.STILL_AGAIN:
        return before  # "I want you right where you are. Not moving."
    if _guarded_again(plain, before):
        return before  # "Guard the bow. Nobody gets near it."
    if (" more" in plain or "another" in plain) and (walked := _more_steps(plain, before)):
        return walked
    if before is None or isinstance(before, m.Unknown) or not _AGAIN_ALONE.match(plain):
        return None
    words = f"{getattr(before, 'words', '')} {text}".strip()
    if isinstance(before, m.Repeat) and before.times and not before.turns:
        return repeat_node(before.body, before.times + 1, 0, words)
    return repeat_node((before,), 2, 0, words)


# A guard said again as what it keeps off ("Guard the bow. Nobody gets near it.", "Watch my
# back. Let nothing near me.").
_NO_ONE = r"(?:nothing|no\s*one|nobody|no\s+[a-z]+)"
_GUARDED_AGAIN = lazy(rf"^(?:let\s+{_NO_ONE}\s+(?:{lx.alt(lp.NEARING)}\s+)?|{_NO_ONE}\s+"
                      rf"{lx.alt(lp.NEARING)}\s+)"
                      r"(?:near|close to|anywhere near)\s+(?:(?P<it>it)|me|us)\s*[.!]*$", re.I)


def _guarded_again(text: str, before: m.Step | None) -> bool:
    """Whether ``text`` only says again what the guard ``before`` keeps off its thing or the
    player ("it" of a thing, "me" of the player)."""
    if not (isinstance(before, m.Act) and before.action == m.GUARD and before.place is not None
            and (found := _GUARDED_AGAIN.match(text))):
        return False
    of_me = before.place.thing is not None and before.place.thing.kind == m.PLAYER
    return bool(found.group("it")) != of_me


# "Do that 3 times.", "repeat it twice": a sentence of its own that says only how often the
# sentence before is done.
_THAT_TIMES = lazy(r"^(?:(?:and|now)\s+)?(?:do|repeat)\s+(?:that|it|this|all that|all of that"
                   r"|the same)\s+(?:(?P<n>" + lx.NUMBER_RE + r")\s+times"
                   r"|(?P<word>twice|thrice))\s*[.!]*$", re.I)


def sentence_again(text: str, said_before: list[m.Step]) -> m.Step | None:
    """The steps of the sentence before, all of them, done as often as ``text`` says where it
    says only that ("Walk 2 right, then 2 left. Do that 3 times.": both steps three times, not
    the last alone); None where the sentence before is one step (read as ever: "Walk 2 right. Do
    that twice."), holds a part not understood, or ``text`` says more."""
    if len(said_before) < 2 or any(isinstance(s, m.Unknown) for s in said_before):
        return None  # most sentences: the look at their words spared
    if (found := _THAT_TIMES.match(strip_filler(text))) is None:
        return None
    n = lx.TIMES_WORDS[found["word"].lower()] if found["word"] else _count(found["n"])
    return repeat_node(tuple(said_before), n, 0, text)


def _more_steps(text: str, before: m.Step | None) -> m.Step | None:
    """The walk ``before`` as far again as ``text`` says, where it says only a number more ("two
    steps right. and again, two more": four steps right; "then 3 more tiles", "then another two",
    "two more to the right"); None otherwise, and where it says another way ("two more to the
    left")."""
    found = _MORE_STEPS.match(text)
    if not (found and isinstance(before, m.Act) and before.action == m.WALK and before.steps):
        return None
    way = found.group("way")
    steps = before.steps + _count(found.group("n") or found.group("m"))
    if steps > lx.MAX_WALK or (way is not None and way.lower() != before.way):
        return None
    return replace(before, steps=steps, words=f"{before.words} {text}".strip())


def walked_on(text: str, before: m.Step | None) -> str:
    """``text`` with the verb of the walk ``before`` when it says only how far which way ("Walk
    three steps right. Then two down.": walk two down, as "walk 3 right, then two down" reads in
    one sentence); else ``text`` as said ("two down" alone may be a count: "two down, one to
    go")."""
    if isinstance(before, m.Act) and before.action == m.WALK and _WAY_ON.match(text.strip()):
        return f"{lt.WALK_COUNTED} {text.strip()}"
    return text


_WAYS = lx.alternatives(w for w in lx.WAYS if len(w) > 1)
_WAY_ON = lazy(rf"^(?:{lx.NUMBER_RE})(?:\s+(?:steps?|tiles?|squares?|spaces?|paces?))?\s+"
               rf"(?:back\s+)?(?:to\s+the\s+)?(?:{_WAYS})$", re.I)


# "and again, two more", "then 3 more tiles", "then another two to the right": a walk said again
# with how far.
_MORE_STEPS = lazy(rf"^(?:(?:and|then|now)\s+)*(?:{lx.alt(lp.AGAIN_ALONE)}\s*,?\s*)?"
                   rf"(?:(?P<n>{lx.NUMBER_RE})\s+more|another\s+(?!(?:one|an?)\b)"
                   rf"(?P<m>{lx.NUMBER_RE}))(?:\s+(?:steps?|tiles?|squares?|paces?|spaces?))?"
                   r"(?:\s+(?:that way|the same way|(?:to the\s+)?(?P<way>left|right|up|down)))?"
                   rf"{_CLOSING}\s*[.!]*$", re.I)


def _gone_next_to(step: m.Step | None) -> str | None:
    """The kind of thing ``step`` goes next to taking nothing ("go to the bow", "go to the bow
    and come back, twice"), or stays by ("go stand by the sword": the going there, then the
    stay its words say it is by), else None."""
    if isinstance(step, m.Act) and step.action == m.STAY and step.place is None and (
            named := thing_named_last(step.words)) is not None and lx.is_item(
                kind := lx.kind_of(named.split()[0]) or "") and _BY_A_THING.search(step.words):
        return kind
    steps = step.body if isinstance(step, m.Repeat) else (step,)
    goes = [s for s in steps if isinstance(s, m.Act) and s.action == m.GO_TO
            and s.place is not None and s.place.thing is not None]
    if len(goes) != 1 or not all(isinstance(s, m.Act) and s.action in (m.GO_TO, m.COME_BACK)
                                 for s in steps):
        return None
    thing = goes[0].place.thing if goes[0].place is not None else None
    return thing.kind if thing is not None else None


# A stay said by a thing ("go stand by the sword", "wait next to the bow").
_BY_A_THING = lazy(r"\b(?:next to|by|beside|near|close to)\s+(?:the|that|this)\s+\w+\W*$", re.I)


def _left_alone(text: str, kind: str, before: m.Step | None) -> bool:
    """Whether ``text`` only says to leave that kind of thing where it is ("Leave the bow where
    it lies."), and perhaps to stay by it where ``before`` ends by it ("Go to the bow. Leave it
    where it is and stand next to it.")."""
    found = _LEFT_ALONE.match(text)
    return found is not None and (found.group("what") is None
                                  or lx.kind_of(found.group("what")) == kind) and (
        not found.group("stay") or isinstance(before, m.Act))


def _count(word: str) -> int:
    n = lx.number(word)
    said = word.lower()  # "a turn", "another turn": one
    return n if n is not None else lx.NUMBER_WORDS.get(said, 0) or int(said == "another")


def repeat_node(body: tuple[m.Step, ...], times: int, turns: int, words: str) -> m.Step:
    if times and not 1 <= times <= lx.MAX_TIMES:
        return m.Unknown(words, m.Reason.CANNOT,
                         f"I can repeat something at most {lx.MAX_TIMES} times, not "
                         f"{times}", logic=True)
    if turns and not 1 <= turns <= lx.MAX_TURNS:
        return m.Unknown(words, m.Reason.CANNOT,
                         f"I can keep at something for at most {lx.MAX_TURNS} turns, "
                         f"not {turns}", logic=True)
    if not times and not turns:
        return m.Unknown(words, m.Reason.NOT_UNDERSTOOD,
                         "I can't repeat something zero times", logic=True)
    return m.Repeat(body, times=times, turns=turns, words=words)


def kept_fetching(sentence: str) -> m.Watch | None:
    """The fetching of one item after another until the companion carries so many, when the
    whole sentence says so; None for other words."""
    if "keep" not in (low := sentence.lower()) or "til" not in low:
        return None  # no "keep ... until": most sentences
    said = expand(strip_filler(sentence))
    found = _UNTIL_LEAD.match(said) or _UNTIL_TAIL.match(said)
    if found is None or (verb := gerund_verb(found.group("verb").lower())) is None:
        return None
    what = found.group("what").strip()
    if what.startswith("up "):
        verb, what = f"{verb} up", what[3:]
    if verb not in lx.FETCH_VERBS:
        return None
    cond = read_cond_said(found.group("cond"), f"{verb} {what}", condition_of)
    enough = cond.cond if cond is not None else None
    if isinstance(enough, m.Has) and enough.who == m.COMPANION:
        enough = m.Compare(">=", m.Carried(m.COMPANION, enough.item), m.Number(1))
    if not (isinstance(enough, m.Compare) and enough.op in (">=", ">")
            and isinstance(enough.left, m.Carried) and enough.left.who == m.COMPANION
            and isinstance(enough.right, m.Number) and lx.is_item(kind := enough.left.item)
            and kind in lx.concrete(kind) and _one_of(what, kind)):
        return None
    fetch = m.Act(m.FETCH, m.Thing(kind, quantity=None), words=f"{verb} {what}")
    return m.Watch(enough, during=(fetch,), words=sentence)


def _one_of(what: str, kind: str) -> bool:
    """Whether ``what`` names one of ``kind`` at a time, the nearest ("the nearest one", "an
    arrow", "the closest arrow", "arrows"), nothing more."""
    if _ONE_MORE.match(what):
        return True
    t = Tokens(tokenize(what))
    phrase = take_thing(t)
    return (phrase is not None and t.done and phrase.thing.kind == kind
            and phrase.thing.pick in ("", m.NEAREST) and phrase.thing.origin == m.COMPANION
            and phrase.count is None)
