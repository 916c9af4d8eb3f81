"""Splitting a run of plain steps into its clauses, in the order they should happen.

"grab the bow, then an arrow, then shoot a bat" is three clauses; "bring me the sword and an
arrow" is two (the verb is shared); "kill the gorgon, but get the sword first" is two, the second
first. A clause keeps the player's words (filler such as "please" or "could you" removed); a
"say X" clause carries its text exactly as written; a clause that only asks to be told when the
work is done ("and tell me when you have it") is not a step and is dropped.

Pure text work on a part of an order that holds no condition or repetition (``agent.reading.
logic`` takes those out first). Quoted text arrives as marks (``agent.reading.text``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from agent.reading import (
    lexicon as lx,
    lexicon_closers as lcl,
    lexicon_duties as ld,
    lexicon_idioms as li,
    lexicon_parts as lp,
    lexicon_staying as lstay,
    lexicon_typed as lt,
    meaning as m,
    worries as wo,
)
from agent.reading.ammunition import with_its_ammunition
from agent.reading.described import GOT_AT_END, ONE_DESCRIBED, YOU_HAVE
from agent.reading.hedged_amounts import amount_hedged
from agent.reading.listed_kinds import held_listed, listed
from agent.reading.memo import per_order
from agent.reading.patterns import lazy
from agent.reading.places_borrowed import verb_for
from agent.reading.reasons_given import given
from agent.reading.reordering import Part, in_order
from agent.reading.requests import PRONOUN, asked
from agent.reading.routed import after_wait
from agent.reading.sayings import say_text
from agent.reading.talk import answer_after
from agent.reading.text import MARKS, STOP_ALONE, may_end, strip_filler
from agent.reading.tokens import ThingPhrase

_THING = rf"(?:{lx.noun_pattern()})"
DET = (r"(?:(?:the|a|an|one|another|some|all|every|each|both|any|my|your|that|this|those|these|"
        rf"{lx.NUMBER_RE}|of|{lx.alt(lx.NEAREST, lx.FARTHEST)}|other|last|single|next"
        r"|remaining)\s+)")
# A phrase that names a thing with its determiners: "all the arrows", "an arrow", "the bow".
OBJECT = lazy(rf"\b{DET}*{_THING}\b", re.I)
ONLY_OBJECT = lazy(rf"^\s*{DET}*{_THING}\b(?P<rest>.*)$", re.I)
# What may follow the object of a verbless clause ("then an arrow too"); "a bat is coming" is
# a remark, not "... a bat".
_OBJECT_TAIL = lazy(rf"^(?:|,?\s*{lx.alt(lp.AFTER_OBJECT, lx.CLOSERS)}\b.*)$", re.I)

# Joiners between clauses, longest first: "next" only opening a clause (not "stand next to me"),
# "after that" not in "the one after that" nor before a fight past ("ok after that fight?").
_JOINERS = [
    r"and then", r"and only then", r"only then", r"and after that", r"and afterwards",
    r"and afterward", r"after which", r"afterwards", r"afterward", r"then", r"and finally",
    r"finally", r"and lastly", r"lastly",
    rf"(?<!\bone )after that(?!\s+{lx.alt(lp.FIGHT_PAST)}\W*$)",
    r"(?:once|when) (?:that(?:'s| is) (?:done|over)|you(?:'ve| have) (?:done|finished)(?: that)?"
    r"|you(?:'re| are) (?:done|finished|through)(?: with that)?)",
    r"once done", r"when done", r"once finished", r"when finished",
]
_JOINER = lazy(
    r"\s*,?\s*\b(?:" + "|".join(_JOINERS) + r")\b\s*,?\s*"
    r"|(?:^|\s*,\s*|\s+and\s+)(?:and\s+)?next\b(?!\s+to\b)\s*,?\s*"
    # "first get the sword, second kill the gorgon, third come back"
    r"|\s*,\s*(?:and\s+)?(?:second|third|fourth|fifth)(?:ly)?\b\s*,?\s*",
    re.I,
)

# "and tell me when you have it", "let me know once you're done": a wish to be told, no step.
REPORT = lazy(
    rf"^{lx.alt(lp.REPORT_ALONE)}(?:\s+(?:when|once|if|after|as soon as)\b.*)?$"
    rf"|^{lx.alt(lp.SAY_WHEN)}\s+(?:when|once|as soon as)\b"
    rf"|^{lx.alt(lp.TOLD_LOOSELY)}\s+(?:when|once|if|after|as soon as)\b",
    re.I,
)

_SENTENCE = lazy(r"(?<=[.!?;])\s+|[.!?;]+$")

ONE_MORE = lazy(r"\b(another|one more|the other)(?: one)?\b", re.I)
# "the arrow closest to it", "get the bat farthest from that one": a thing picked by where the
# thing of the step before is; "the one after it": the next one of that kind (``Clause.relative``).
# Not after "no" or "any": "let no beast near it" keeps them off it.
_BY_IT = lazy(rf"^(?P<head>.*?\b(?<!\bno )(?<!\bany )(?:{lx.noun_pattern()}))"
              rf"(?:\s+{lx.alt(lp.THAT_IS)})?\s+"
              rf"(?:(?P<near>{lx.alt(lp.NEAR_IT)})|(?P<far>{lx.alt(lp.FAR_FROM_IT)}))"
              rf"\s+{lx.alt(lp.THAT_ONE)}$", re.I)
# "the nearest arrow to it", "the farthest bat from that one": the pick before the thing.
_PICK_TO_IT = lazy(rf"^(?P<head>.*?\b(?:(?P<near>{lx.alt(lx.NEAREST)})"
                   rf"|(?P<far>{lx.alt(lx.FARTHEST)}))\s+(?:{lx.noun_pattern()}))"
                   rf"\s+(?:to|from)\s+{lx.alt(lp.THAT_ONE)}$", re.I)
_AFTER_IT = lazy(rf"^(?P<head>.*?)\s*\b{lx.alt(lp.ONE_AFTER)}\s+{lx.alt(lp.THAT_ONE)}$", re.I)
_ANOTHER_ALONE = lazy(rf"^{lx.alt(lp.ANOTHER_ONE)}$", re.I)
# The last words of those patterns ("it", "one", ...): a text ending otherwise is none of them.
_THAT_ONE_LAST = tuple({said.split()[-1] for said in lp.THAT_ONE})
AFTER = "after"  # Clause.relative: the next one of the kind of the step before
ANOTHER = "another"  # Clause.relative: one more of the thing of the step before
# "kill the nearest bat, then the farthest one", "... then the next one": one of that kind.
WHICH_ONE = lazy(rf"\b(the\s+(?:next|{lx.alt(lx.NEAREST, lx.FARTHEST)}|last|remaining"
                  r"|first))\s+one\b(?!\s+after\b)"
                  # "then the one at the bottom": the one of that kind by a place
                  r"|\b(the)\s+one(?=\s+(?:at|in|on|by|near|up|down|over)\s+the\b)", re.I)


@dataclass(frozen=True, slots=True)
class Clause:
    """One step's words. ``say`` is the text to say for a "say X" clause, else None;
    ``verb``: the words of the verb the clause borrows from the one before ("bring me " for "an
    arrow" in "bring me the sword and an arrow"), which ``text`` starts with ("bring me an
    arrow"), so it asks for the same kind of step; "" for none.
    ``relative``: the thing is picked by the thing of the step before, said with a pronoun
    ("the arrow closest to it": m.NEAREST, "the bat farthest from it": m.FARTHEST, "the one
    after it": AFTER, "another one": ANOTHER); ``text`` is then the words before the pick ("the
    arrow", or only a verb, or none) and ``words`` the clause's own. ``it``: the thing "it" /
    "them" in ``text`` stands for ("get the sword, then bring it to me": the sword), read under
    ``tokens.pointing_at``, else None. ``lemma``: the verb the first word of ``text`` stands for,
    said in a past form or as a gerund ("got the sword" after "once you've": "get"), which the
    clause is read on (``verb_forms.read_on``); "" for none."""

    text: str
    say: str | None = None
    verb: str = ""
    relative: str = ""
    words: str = ""
    it: ThingPhrase | None = None
    lemma: str = ""


def sentences(text: str) -> list[str]:
    """The sentences of ``text``, each as what it asks (``requests.asked``: the request after
    the words of why it is asked); talk after a last comma apart ("..., what do you get?")."""
    return [part for s in _SENTENCE.split(text) if s and s.strip()
            for said in (answer_after(s) or (s,)) for part in _asked_of(said)]


@per_order
def _asked_of(sentence: str) -> tuple[str, ...]:
    """One sentence as what it asks, worked out once an order: ``reader.read`` asks it of each
    sentence, ``split`` again of a run of steps that is a whole sentence."""
    return tuple(given(sentence, starts_with_action) or asked(sentence, starts_with_action))


def split(text: str, asked: bool = False) -> list[Clause]:
    """The clauses of ``text`` (quotes already marked) in the order they should be carried out;
    ``say`` texts keep the marks (the reader restores them); "it" is a clause's ``it``. Things
    joined by "plus" in a question (``asked``) are a sum asked, no two steps."""
    pieces: list[tuple[str, str, str]] = []  # the words, their lemma and borrowed verb
    for sentence in sentences(text):
        sentence = ONE_DESCRIBED.sub(r"\g<noun> ", sentence)  # "the bat - the one near ..."
        told = _telegraphic(sentence.strip())
        joins = _SPLIT.search(told) or "before" in told.lower()  # else one piece, as it is
        for part in in_order(told, is_step) if joins else [Part(told)] if told else []:
            if not joins or part.lemma and not _SPLIT.search(part.text):
                pieces.append((part.text, part.lemma, ""))  # "got the sword": read on "get"
                continue
            # "got the sword and the bow": the first piece read on "get", the bow borrows it
            said = [piece for j, joined in enumerate(_JOINER.split(part.text))
                    for piece in _split_commas(_way_closed(joined) if j else joined)]
            said = [p for i, piece in enumerate(said)
                    for p in _split_and(piece, asked, part.lemma if i == 0 else "")]
            then = " then " in part.text.lower()  # "wait 3 then bow": the bow fetched
            pieces += [(i and then and after_wait(part.text, said[i - 1], p)) or (
                p, part.lemma if i == 0 else "", part.verb) for i, p in enumerate(said)]
    while len(pieces) > 1 and STOP_ALONE.match(strip_filler(pieces[0][0])):
        pieces.pop(0)  # "stop what you're doing, then explore": the stopping is the new order's
    clauses = [replace(c, lemma=lemma, verb=verb) if lemma or verb else c
               for c, lemma, verb in ((_clause(p), lemma, verb) for p, lemma, verb in pieces)
               if c is not None]
    from agent.reading.referents import resolve  # it reads the clauses split here

    return _borrow_verbs(resolve(clauses))


# Where words split into clauses of their own: a comma, a joiner, "and" and its kin.
_SPLIT = lazy(r",|[+&]|\b(?:and|but|plus|as well as|along with|together with|then|next|finally"
              r"|lastly|after|afterwards?|second|third|fourth|fifth|once|when)\b", re.I)


# "get sword kill gorgon": a verb of an order right after an item opens a step of its own
# (not after a monster's name: "don't let the gorgon get to me", "if the bats attack you").
_AFTER_ITEM = lazy(rf"\b({lx.noun_pattern(lx.ITEM_KINDS)})\s+(?={lx.alt(lp.STEP_VERBS)}\b)",
                   re.I)
_SAYING_ANY = lazy(rf"\b{lx.alt(lx.SAY_VERBS, ('says', 'tell'))}\b", re.I)


def _telegraphic(sentence: str) -> str:
    if MARKS.search(sentence) or _SAYING_ANY.search(sentence) or _ASKED_OF.match(sentence):
        return sentence  # words to say are said as they are; a question asks of its things
    return _RUN_ON.sub(",", _AFTER_ITEM.sub(r"\1, ", sentence))


# A question of something other than the companion ("does the bow kill the gorgon?", "can arrows
# kill bats?"): its verb is asked of the thing, never run as a step of its own.
_ASKED_OF = lazy(r"^\W*(?:does|do|did|can|could|will|would|should|may|might|is|are|was|were)\s+"
                 r"(?!(?:you|u|ya|we|i)\b)", re.I)
# "stay there dont move", "kill the gorgon u can do it": a clause run on without a comma
_RUN_ON = lazy(r"(?<=[a-z])(?<!\band)(?<!\bbut)(?<!\bor)(?<!\bthen)(?<!\bi)(?<!\bwe)"
               r"(?<!\byou)(?<!\bwhy)(?<!\bso)(?<!\bdo)(?<!\bdid)(?<!\bif)(?<!\bhave)(?=\s+(?:(?:"
               rf"don't|dont|do not|(?:you|u) can do it|you got this)\b|{GOT_AT_END}))", re.I)


def _split_commas(part: str) -> list[str]:
    """Split at commas between steps. Words that are no step stay with the clause before
    ("get out of there, it's dangerous") or, first in the part, the one after ("I need the
    sword, bring it here"); so does anything after a "say" but a new step ("say hello, friend")."""
    if "," not in part:  # one piece: the clause as it is
        return [piece] if (piece := part.strip()) else []
    if listed(part) or held_listed(part):
        return [part.strip()]  # "how many arrows, bats, swords and gorgons altogether"
    out: list[str] = []
    pending = ""
    asked_first = False  # the piece before was a question a step follows
    for piece in (p.strip() for p in part.split(",")):
        if not piece or (YOU_HAVE.match(piece) and (out or is_step(part[part.find(",") + 1:]))):
            continue  # "kill for me one bat, you have already bow and arrow": a remark
        if out and (asked_first or _apart(out[-1], piece) or _deed_first(out[-1], piece)
                    or _asked_after(out[-1], piece) or asked_then(out[-1], piece)):
            out.append(piece)  # "go to the top left corner, dance": the dance said back
            asked_first = False
        elif out and (amount := amount_hedged(piece)) is not None:
            out[-1] = f"{out[-1]}, {amount}"  # "keep away from me, say 4 tiles": its amount
        elif out and (not is_step(piece) or (_LEAST_DISTANCE.match(piece) and _KEPT_CLEAR.match(
                out[-1])) or (_is_say(out[-1]) and not starts_with_action(piece))
                      or wo.second_bound(out[-1], ", ", piece)):  # "..., stay within 6"
            out[-1] = f"{out[-1]}, {piece}"
        elif not out and not pending and (_asked_first(piece, part) or _deed_first(
                piece, part.split(",", 1)[1].strip())):
            out.append(piece)  # "where is the bow, get it": the question, then the errand;
            asked_first = True  # "eat it, how many bats are left": the deed said back, then it
            continue
        elif not out and not is_step(piece) and not REPORT.match(strip_filler(piece)):
            pending = f"{pending}{piece}, "
        else:
            out.append(pending + piece)
            pending = ""
    if pending:
        out.append(pending.rstrip(", "))
    return out


def _asked_first(piece: str, part: str) -> bool:
    """Whether ``piece``, first in ``part``, is a question of the game's things on its own and the
    words after its comma are a step of their own (``asked_then``)."""
    return asked_then(piece, _AND_FIRST.sub("", part.split(",")[1].strip()))


def asked_then(piece: str, rest: str) -> bool:
    """Whether ``piece`` is a question of the game's things on its own and ``rest``, said after
    it, a step of its own: read alone it is a step, one whose "it" or "them" only the question
    names, or a deed the game has none of ("where is the bow, get it", "how many bats are there,
    kill them", "how many bats are left, dance", "... left and come back to me"): kept after the
    question, never words the question reads past. Words that are no step or ask again ("...,
    give us the numbers", "..., tell me", "..., give me the coordinates") stay with it."""
    from agent.reading.clause import an_order_of_its_own, read_clause  # it reads these clauses
    from agent.reading.questions import looks_like_question, read_question
    from agent.reading.where_i_go import player_goes

    if not looks_like_question(piece, False) or player_goes(piece) or not isinstance(
            read_question(piece, True), m.Ask) or REPORT.match(strip_filler(rest)) or not (
            is_step(rest) or an_order_of_its_own(rest)):
        return False
    return all(not isinstance(step, (m.Unknown, m.Ask)) or isinstance(step, m.Unknown)
               and step.reason in _KEPT_UNREAD for step in read_clause(rest, None))


def _deed_first(piece: str, rest: str) -> bool:
    """Whether ``piece`` is a deed the game has no skill for and ``rest``, said after it, a
    question of the game's things on its own ("eat it, how many bats are left"): the deed a step
    of its own, said back, never the question's reason left out."""
    from agent.reading.clause import an_order_of_its_own  # it reads these clauses

    return an_order_of_its_own(piece) and _asked_alone(rest)


def _asked_alone(text: str) -> bool:
    """Whether ``text`` is a question of the game's things, read alone."""
    from agent.reading.questions import looks_like_question, read_question

    return looks_like_question(text, False) and isinstance(read_question(text, True), m.Ask)


def _beside_asked(left: str, right: str, lead: str | None, after_asked: bool) -> bool:
    """Whether "and" joins a step or a deed to a question read alone ("go to the corner and how
    many bats are left and dance"), or, after a question (``after_asked``), a deed to a step
    ("how many bats are left and dance and come back to me"): each a step of its own, the deed
    said back, never words read past. Words after "where" or "what" that are no question ("...
    and where you started") are none."""
    from agent.reading.clause import an_order_of_its_own  # it reads these clauses

    if (deed := an_order_of_its_own(left)) and after_asked and starts_with_action(right):
        return True
    return _asked_after(left, right, lead, deed=deed)


def _asked_after(left: str, right: str, lead: str | None = None, *, deed: bool = False) -> bool:
    """Whether ``right`` is a question read alone after a step read alone or a deed (``left``): a
    question by its first word ("how", "where", ...), never words of a place or a sum ("where you
    started", "add the number of gorgons"), nor after a verb of telling ("tell, how many ...")."""
    if not _is_question(right) or _CLAUSE_OF_WHERE.match(right) or not (deed or is_step(
            left, lead) and starts_with_action(left) and not _is_question(left)):
        return False
    from agent.reading.clause import read_clause  # it reads these clauses

    return _asked_alone(right) and (deed or any(
        not isinstance(step, m.Unknown) for step in read_clause(left, None)))


# "where you started", "what it says": words of a place or a thing, no question.
_CLAUSE_OF_WHERE = lazy(r"^\s*(?:where|what|how|who|which)\s+(?:you|i|we|it|they|he|she)\b",
                        re.I)
_AND_FIRST = lazy(r"^(?:and\s+)?(?:then\s+)?", re.I)
# What the words after a question may be, read alone, and still be a step of their own: a step
# whose pronoun the question names, or a deed the game has no skill for (said back).
_KEPT_UNREAD = (m.Reason.AMBIGUOUS, m.Reason.NO_SUCH_ACTION)


def _apart(before: str, piece: str) -> bool:
    """Whether a piece after a comma is a step of its own, a deed the game has no skill for ("go
    to the top left corner, dance"): said back, never words of the step before."""
    from agent.reading.clause import an_order_of_its_own  # it reads these clauses

    return is_step(before) and an_order_of_its_own(piece)


# "keep away from the gorgon, at least 6 tiles", "explore, at least 20 squares": how far, said
# after a comma, is no step.
_LEAST_DISTANCE = lazy(rf"^(?:{lstay.LEAST_DISTANCE})$", re.I)
_KEPT_CLEAR = lazy(rf"^(?:please\s+)?(?:go\s+(?:and\s+)?)?"
                   rf"{lx.alt(lx.KEEP_AWAY_VERBS, ld.EXPLORE_VERBS)}\b", re.I)


_AND = lazy(r"(\s*[+&]\s*|\s+(?:and|but|plus|as well as|along with|together with)\s+)", re.I)
_RUN_AND, _LEADS_AND = frozenset(lp.RUN_AND), frozenset(lcl.LEADS_AND)


def _split_and(piece: str, asked: bool = False, lemma: str = "") -> list[str]:
    """Split at "and" where it joins two objects of one verb or two steps ("plus", "+", "&", "as
    well as" only between objects); else whole. ``lemma``: the first word's verb ("got": get)."""
    parts, asked_before = _AND.split(piece), False  # the piece before split from a question
    out = [parts[0]]
    for joint, right in zip(parts[1::2], parts[2::2], strict=True):
        left, lead = out[-1], lemma if len(out) == 1 else None
        plain_and = joint.strip().lower() == "and"
        if asked and joint.strip().lower() in ("plus", "+") and only_an_object(left):
            out[-1] = f"{left}{joint}{right}"  # "arrows on floor plus bats?": a sum asked
            continue
        if joint.strip().lower() == "but":
            # "get the sword but avoid the gorgon": two steps; "nothing but the sword" is one
            split_here = (is_step(left, lead) and (
                starts_with_action(right) or wo.kept_clear(right)) and not _only_pronoun(right)
                and not wo.second_bound(left, joint, right))  # "... but stay within 6"
            out[-1:] = [left, right] if split_here else [f"{left}{joint}{right}"]
            continue
        if plain_and and (_is_question(left) and not only_an_object(right) and asked_then(
                left, right) or _beside_asked(left, right, lead, asked_before)):
            out.append(right)  # "how many bats are left and come back to me": both, in order
            asked_before = _is_question(left)
            continue
        asked_before = False
        if plain_and and _is_question(left) and _is_question(right) and (
                _asks(right) or re.search(r"\b(?:it|them|they)\b", right) and _asks(left)):
            # two questions ("what is my health and where is the bow?", "... and how far is it?")
            out.append(right)
            continue
        if _CHOOSING.search(left) and not wo.kept_clear(right) or with_its_ammunition(left, right):
            # "grab whichever of the bow and the sword is closer": one choice, not two steps
            out[-1] = f"{left}{joint}{right}"
            continue
        if plain_and and starts_with_action(right) and (left.strip().lower() in _LEADS_AND or (
                left.strip().lower() in _RUN_AND and not _is_say(right) and not REPORT.match(
                    strip_filler(right)))):
            out[-1] = right  # "run and grab the bow": the running is how, no flight first
            continue
        if _is_say(left):
            split_here = plain_and and starts_with_action(right)
        elif plain_and and _WALKING.match(left) and not _AND.search(left) and _WAY_ONLY.match(
                (right := _way_closed(right)).strip()):  # not "get the bow and jump up and down"
            split_here = True  # "move up 3 and left 2": the way borrows the walk (_borrow_verbs);
            # "go left and right now": its closer left out, as after "then"
        elif only_an_object(right) or _an_object_by_it(right) or _a_one(right):
            # "the sword and an arrow": the second object borrows the verb (_borrow_verbs);
            # so does "... and the arrow closest to it".
            split_here = (is_step(left, lead) and bool(OBJECT.search(left))
                          and not _is_question(left) and not left.lower().startswith(_STOCK))
        else:
            again = bool(AGAIN.match(right)) or wo.kept_clear(right)  # repeat, or avoid
            split_here = plain_and and ((is_step(left, lead)
                                         and (starts_with_action(right) or again)
                                         and (again or not _only_pronoun(right)))
                                        or bool(REPORT.match(strip_filler(right))))
        if split_here:
            out.append(right)
        else:
            out[-1] = f"{left}{joint}{right}"
    return out


# "take stock of the arrows and swords on the floor": a count of each kind listed, asked.
_STOCK = tuple(f"{said} of " for said in li.STOCK_TAKING)
# "and do that twice", "and repeat it", "and again": the step before again, a step of its own.
AGAIN = lazy(r"^\s*(?:(?:do|repeat)\s+(?:that|it|this|the same)\b"
              rf"|{lx.alt(lp.AGAIN_ALONE)}\s*[.!]*$)", re.I)
_CHOOSING = lazy(rf"\b(?:whichever|whatever|either|{lx.alt(lx.BY_DISTANCE)} (?:one )?of"
                 r"|between)\b", re.I)


def is_step(text: str, lemma: str | None = None) -> bool:
    """Whether words could be a step of their own: they start with an action, or are only an
    object that borrows the verb before them ("then an arrow"), or are quoted words to say.
    "I need the sword", "it's dangerous" or "go" alone ("go and get the sword") are not.
    ``lemma``: the verb the first word stands for ("got the sword": "get")."""
    said = text
    text = strip_filler(text)
    words = text.lower().split()
    if lemma and words and said.split(" ", 1)[0].lower() == words[0]:
        words[0] = lemma
    if not words:
        return False
    if words[0] in lx.ACTION_VERBS and not (len(words) == 1 and words[0] in ("go", "come")) \
            and f"{' '.join(words)} and" not in lcl.GOING_OVER:
        return True  # the cheapest look first; then "then an arrow": the verb before borrowed
    return bool(only_an_object(text) or _a_one(text, another=False) or MARKS.search(text)
                or _WAY_ONLY.match(text) or _DONE_AGAIN.match(text) or _GUARDING.match(text))


def _asks(text: str) -> bool:
    """Whether ``text`` is a question of its own the reader answers ("where is the bow")."""
    from agent.reading.questions import read_question  # it reads clauses this module splits

    return isinstance(read_question(text, True), m.Ask)


def _is_question(text: str) -> bool:
    return bool(re.match(r"^(?:how|what|where|which|who|is|are|do|does|count|tell me)\b",
                         strip_filler(text), re.I))


_WALKING = lazy(rf"^\s*{lx.alt(lp.MOVE_VERBS)}\b", re.I)  # "scoot two right and then two down"
_WAYS = lx.alternatives(w for w in lx.WAYS if len(w) > 1)
_STEPS = rf"(?:\d+|{lx.NUMBER_RE})(?:\s+(?:steps?|tiles?|squares?|spaces?|paces?))?"
# "2 east", "two steps to the left", "left 2", "2 back left": a way to walk, with no verb.
# "..., do it three times", "..., do that again twice": how often the step before is done.
_DONE_AGAIN = lazy(rf"^{lx.alt(lp.DONE_AGAIN)}\s+(?:{lx.NUMBER_RE}\s+times|"
                   rf"{lx.alt(tuple(lx.TIMES_WORDS))})\b", re.I)
# a duty said in words no action verb opens: "have my back, stay close"
_GUARDING = lazy(rf"^{lx.alt(ld.GUARD_VERBS)}\b", re.I)
_WAY_ONLY = lazy(rf"^(?:{_STEPS}\s+)?(?:back |to\s+the\s+){{,2}}(?:{_WAYS})(?:\s+{_STEPS})?$", re.I)
# "take three steps right" (lexicon_typed.PACE_VERBS), "3 steps east": a way after it is walked
_PACED = lazy(rf"^(?:{lx.alt(lt.PACE_VERBS)}\s+(?=\S+\s+(?:steps?|paces?)\b))?{_STEPS}\s+"
              rf"(?:to\s+the\s+)?(?:{_WAYS})$", re.I)


def _way_closed(joined: str) -> str:
    """The words after a joiner, their closers left out where they are a way alone ("then right
    now": right, walked as the step before walked; "right now" would be filler, and the step
    lost; "then 2 down quickly"); else as they are."""
    said = joined.strip().rstrip(".!").strip(" ,")
    low = said.lower()
    for closer in lcl.WAY_AFTER_CLOSERS:
        if low.endswith(f" {closer}"):
            way = said[:-len(closer)].strip(" ,")
            if _WAY_ONLY.match(way):
                return way
            if (shorter := _way_closed(way)) != way:
                return shorter
    return joined


def only_an_object(text: str) -> bool:
    """Whether ``text`` is a thing named without a verb ("the sword", "then an arrow too")."""
    m = ONLY_OBJECT.match(text)
    return m is not None and _OBJECT_TAIL.match(m.group("rest").strip()) is not None


def _a_one(text: str, *, another: bool = True) -> bool:
    """Whether ``text`` is "one" of the kind named before it, without a verb ("bring me the
    nearest arrow and the farthest one", "kill the bat, then the other one"): it
    borrows the verb before it, and its "one" is that kind (``_pointing``). Not ``another``:
    not "another one", "the other one" ("kill the bat, the other one" may put right which)."""
    return one_said(text, another=another) is not None


def one_said(text: str, *, another: bool = True) -> str | None:
    """The words after "one" where ``text`` is "one" of the kind named before it without a verb
    (``_a_one``: " for me" in "another one for me"), else None."""
    text = text.strip()
    if text[:3].lower() not in ("the", "ano", "one"):
        return None  # what every such "one" opens with, looked at before any pattern
    found = WHICH_ONE.match(text) or (ONE_MORE.match(text) if another else None)
    rest = text[found.end():] if found is not None else ""
    return rest if found is not None and _OBJECT_TAIL.match(rest.strip()) is not None else None


def starts_with_action(text: str) -> bool:
    words = strip_filler(text).lower().split()
    return bool(words) and words[0] in lx.ACTION_VERBS


def _only_pronoun(text: str) -> bool:
    """ "take it", "bring it to me": the same thing as the clause before, not a new step."""
    return not OBJECT.search(text) and bool(PRONOUN.search(text))


def _is_say(text: str) -> bool:
    return say_text(strip_filler(text)) is not None


def _clause(piece: str) -> Clause | None:
    if _WAY_ONLY.match(way := piece.strip().rstrip(".!; ")):
        return Clause(way)  # "right", "right 2": a way (``_borrow_verbs``), no word of filler
    text = strip_filler(piece.rstrip(".!; "))
    if not text or REPORT.match(text):
        return None
    say = say_text(text)
    if say is None and (relative := _relative(text)) is not None:
        return relative
    if say is None and (not piece.isascii() or "first" in piece.lower()):
        # "please say hello, friend": only the politeness before a "say" is filler ("first")
        start = strip_filler(piece.rstrip(".!; "), keep_first=True)
        say = say_text(start) if start != text else None  # the same words: no "say" read
        if say is not None:
            text = start
    return Clause(text, say)


def _relative(text: str) -> Clause | None:
    """The clause of a thing picked by the thing before it, said with a pronoun ("then the arrow
    closest to it", "kill the one after that"), or None."""
    if _ANOTHER_ALONE.match(text):
        return Clause("", relative=ANOTHER, words=text)
    if not may_end(text, _THAT_ONE_LAST):
        return None  # each pick below ends with the thing before said without its name
    if found := _BY_IT.match(text) or _PICK_TO_IT.match(text):
        pick = m.NEAREST if found.group("near") else m.FARTHEST
    elif found := _AFTER_IT.match(text):
        pick = AFTER
    else:
        return None
    head = found.group("head").strip()
    if _is_question(head) or not (starts_with_action(head) or only_an_object(head)
                                  or (pick == AFTER and not head)):
        return None  # "how far is the sword from the arrow closest to it": a question
    return Clause(head, relative=pick, words=text)


def _an_object_by_it(text: str) -> bool:
    """Whether ``text`` is a thing picked by the one before it ("the arrow closest to it")."""
    relative = _relative(text)
    return relative is not None and (only_an_object(relative.text) or not relative.text)


def _borrow_verbs(clauses: list[Clause]) -> list[Clause]:
    """A clause that is only an object ("then an arrow") takes the verb of the clause before
    (``Clause.verb``); so does a way to walk after a walk ("walk 5 steps north, then 2 east")."""
    out: list[Clause] = []
    for clause in clauses:
        previous = out[-1] if out and out[-1].say is None and clause.say is None else None
        walked = _WALKING.match(previous.text) if previous is not None else None
        paced = previous is not None and not walked and _PACED.match(previous.text.strip())
        if (walked or paced) and _WAY_ONLY.match(clause.text.strip()):
            verb = f"{walked.group(0)} " if walked else f"{lt.WALK_COUNTED} "
            clause = Clause(verb + clause.text.strip(), verb=verb)
        elif _WAY_ONLY.match(clause.text) and not strip_filler(clause.text):
            continue  # "Right. Get the bow.": a word of filler where no walk comes before
        elif previous and not clause.relative and (lead := verb_for(previous.text, clause.text)):
            clause = Clause(lead + clause.text.strip(), verb=lead)  # "go to the bow, then row 4"
        elif previous is not None and (only_an_object(clause.text) or _a_one(clause.text)):
            found = OBJECT.search(previous.text) or (
                PRONOUN.search(previous.text) if previous.it is not None else None)
            verb = previous.text[:found.start()] if found else ""
            if previous.lemma and verb:  # "got the sword and the bow": the bow on "get"
                verb = previous.lemma + verb[len(verb.split(" ", 1)[0]):]
            clause = replace(clause, text=verb + clause.text, verb=verb)
        out.append(clause)
    return out


# A correction: what comes after it is the order ("grab an arrow, no wait, grab the bow").
CORRECTION = lazy(rf"(?:^|[,.;!]\s*|\s){lx.alt(lp.CORRECTION)},?\s+(?=\S)", re.I)


def corrected(text: str) -> str:
    """The order after its last correction, when that is an order of its own; the text as it
    is otherwise ("get the sword, I mean the bow": the thing put in place by
    ``afterthoughts.correcting``, on the steps read)."""
    found = list(CORRECTION.finditer(text))
    if not found or found[-1].start() == 0:
        return text
    after = text[found[-1].end():].strip()
    if starts_with_action(after) or re.match(r"^(?:never mind|forget (?:it|that|about it))\b",
                                             after, re.I):
        return after
    return text
