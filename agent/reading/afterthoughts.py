"""What a sentence says of the steps said before it: a correction in their place ("Get the sword.
No wait, the bow instead."), the question before asked of another ("And what about me?"), "that
one" after a thing picked by where it is or by a question of which ("Which is closer to you, the
bow or the sword? Go get that one."), another branch of the last condition ("Otherwise, ...")."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import replace

from agent.reading import (
    lexicon as lx,
    lexicon_idioms as li,
    lexicon_parts as lp,
    lexicon_staying as lstay,
    lexicon_typed as lt,
    meaning as m,
    said_instead as si,
)
from agent.reading.amount_after import amount_after
from agent.reading.answered_conditions import answered_condition, asked_then_compared
from agent.reading.asides import keeping_clear, kept_away
from agent.reading.changes_nothing import handed_all
from agent.reading.checked_first import checked
from agent.reading.clause import an_order, read_borrowed
from agent.reading.conditions import opposite_lead
from agent.reading.dashed_slips import dashed, way_put_right
from agent.reading.elided_place import on_first_verb
from agent.reading.headings import past_heading
from agent.reading.listed_first import listed, listed_first, points_at_list
from agent.reading.logic import UNITS, answer_only, question_as_choice
from agent.reading.next_pick import said_inside, said_of_the_one_before
from agent.reading.patterns import lazy
from agent.reading.picked_it import kept, named_last, read_on_picked, said_back
from agent.reading.places import read_post
from agent.reading.pronouns import THAT_AT_END, one_of_kind, read_from_before, read_on_cond
from agent.reading.referents import said_again
from agent.reading.requests import WHY
from agent.reading.sequence import CORRECTION, OBJECT, corrected, starts_with_action
from agent.reading.text import holds_any, strip_filler, words_in
from agent.reading.tokens import (
    Tokens,
    names_again,
    pointing_at,
    take_number,
    take_party,
    take_thing,
    tokenize,
)
from agent.reading.topic_first import either_first, topic_first
from agent.reading.weakness_asked import weakness_put_right
from agent.reading.wherever_said import wherever_said
from agent.reading.which_said_apart import whichever

ReadPart = Callable[[str], list[m.Step]]

# Words that take back what was just said, at the start of a sentence or after a comma.
_TAKEN_BACK = (r"(?:(?:no|nah|oh|oops|um|er)\s*[,.!]*\s*)*(?:actually\s*,?\s*no\b|i meant|my bad"
               rf"|{lx.alt(lp.CORRECTION)})|no\s*,?\s*no"
               r"|(?:(?:hmm+|hm|uh|um|er|eh|well)\s*[,.!]*\s*)?no(?=\s*,)"  # "hmm no, ..."
               r"|make it(?=\s+\w)")  # "..., make it three"
_CORRECTING = lazy(rf"^\s*(?:{_TAKEN_BACK})\s*[,.!:;-]*\s*(?P<rest>.+)$", re.I)
# "Go to the top right, no sorry, the bottom right is what I meant": inside one sentence.
_INSIDE = lazy(rf",\s*(?=(?:{_TAKEN_BACK})\s*,|make (?:it|that)\s+\w)"
               rf"|\s+-\s*(?=(?:{_TAKEN_BACK})\b)", re.I)
_TAKEN_BACK_ONLY = lazy(rf"^\s*(?:{_TAKEN_BACK})\s*[,.!:;-]*\s*$", re.I)
# What the correction says besides what it puts in place: "instead", "is what I meant".
_AROUND = lazy(r"\s*(?:\binstead\b|\brather\b|\bis what i meant\b|\bi meant\b|\bplease\b"
               r"|[.!?])\s*", re.I)
# An addition, not a correction: "Get an arrow. Actually, get the bow too."
_ADDED = lazy(r"\b(?:also|too|as well|and then)\b|^\s*then\b", re.I)
# "don't actually pick it up": a word of correction after a negation only stresses it.
_NOT_ACTUALLY = lazy(r"\b(?:do not|don't|never|without|not)\s+actually\W*$", re.I)
_MAKE_IT = lazy(r"^make (?:it|that)\s+(?P<rest>.+)$", re.I)
# A thing named, then the order said again with it: "sorry, the gorgon, protect me from it".
_NAMED_THEN_SAID = lazy(r"^(?P<thing>[^,]+),\s*(?P<rest>\S.*)$")
_IN_TURN = lazy(r"\s*(?:,|\bthen\b|\band\b|\bafter that\b)\s*", re.I)
_ORDINAL = lazy(r"\b(?:first|next|last|finally|after)\b", re.I)
_DASH = lazy(r"\s+(?:—|–|--)\s+")
# What a step is not on, said after a dash: "— not whichever one happens to be closest".
_NOT_THAT_ONE = lazy(r"^\s*not\s+(?:the|that|those|whichever|whatever|any)\b", re.I)
# Words of surprise or agreeing before a remark or what a sentence says ("ok yeah, grab it").
_SURPRISE = (r"oh|ooh|ah|ahh|aha|wow|whoa|woah|yikes|ugh|oof|phew|hmm|hm|huh|uh|um|er|eh|geez"
             r"|jeez|gosh|oops|argh|eek|aw|omg")
_INTERJECTION = lazy(rf"^\W*(?:(?:{_SURPRISE}|ok|okay|alright)\b[\s,.!?]*)+", re.I)
_AGREEING = lazy(rf"^(?:{lx.alt(li.AGREED)}\b[\s,.!?]*)+", re.I)
# "now" or "then" before what an interjection leads to ("ok now keep away from me").
_THEN_NOW = lazy(r"^(?:now|then)\b[\s,]*", re.I)
_BEFORE = lazy(rf"^\W*(?:(?:{_SURPRISE})(?:\s+(?:nice|cool|great|man|dude|no))?\s*[,.!]+\s*)+"
               rf"|^\W*(?:{_SURPRISE})\s+(?=(?:and|also|then|plus)\b)"  # "oh and two arrows too"
               rf"|^\W*{lstay.WAIT_TURNS[0]}\s*[,!]?\s*(?=(?:what|where|how|which|who|why|so)\b)"
               # "wait where you were": a place to wait at (agent.reading.offsets)
               r"(?!where\s+you\s+(?:were|started|began|stood)\b)", re.I)
# What a teacher says before the steps ("I will give you a task with three steps."): no step.
_ANNOUNCED = lazy(r"^\W*(?:(?:now|ok|okay|right|so)\s*,?\s*)?(?:i (?:will|'ll|am going to|'m going"
                  r" to|want to) (?:give|tell|set|ask) you|here(?:'s| is) (?:the|my|a|your)"
                  r"|let(?:'s| us) (?:try|practi[cs]e|do|play|start|begin|see)"
                  r"|listen(?: up| carefully)?|pay attention)\b", re.I)
# What a thing picked by the answer is called in the next sentence.
_POINTED = lazy(r"\b(?:that one|this one|the one|that|it)\b", re.I)
# ... or the one by the answer's measure ("Go get the nearest one", "the farther one"): the one
# the answer names, or the other one.
_BY_ITS_DISTANCE = lazy(rf"\bthe (?:(?P<near>{lx.alt((*lx.NEAREST, *lx.NEARER))})|"
                        rf"{lx.alt((*lx.FARTHEST, *lx.FARTHER))}) one\b", re.I)
# "And what about me?", "and from the sword?", "what about you": the question before, again.
_AGAIN_OF = lazy(r"^\s*(?:and\s+)?(?:(?:what|how)\s+about|how(?:'s|\s+is|\s+are))\s+(?P<what>.+?)"
                 r"[\s?.!]*$|^\s*(?:and\s+(?:from\s+|for\s+|to\s+)?|(?:from|for)\s+)(?P<what2>.+?)"
                 r"[\s?.!]*$", re.I)  # "..., how's yours?": of the companion
# Questions that ask one of us ("what are you carrying? and me?") or of one thing.
_OF_ONE = frozenset((m.CARRYING, m.HEALTH, m.HAS, m.DISTANCE, m.WHERE))
# "See the arrow closest to the bottom left corner? Go pick that one up.": that very one.
_THAT_ONE = lazy(r"\b(?:that one|this one|it)\b", re.I)
_THEM = lazy(r"\b(?:them|those)\b", re.I)  # several picked by where they are
_ANOTHER = lazy(rf"\b(?:after|next(?!\s+to\b)|other|another|first|last"
                rf"|{lx.alt((*lx.NEAREST, *lx.FARTHEST))})\b", re.I)
# "whichever is nearer, the bow or the sword, ...", "whichever of the bow and the sword is ..."
_WHICHEVER = lazy(r"^\s*whichever\b(?P<which>[^,]+,[^,]+\bor\b[^,]+?"
                  r"|\s+of\s[^,]+\b(?:and|or)\s[^,]+?)\s*,\s*(?P<then>.+)$", re.I)
_ELSE_LEAD = lazy(r"^(?:otherwise|else|or else|if not|if no|if the answer is no|failing that"
                  r"|in any other case|if there(?:(?:'s| is| are)(?:n't| not)| ain'?t)(?: any)?"
                  r"(?=,)|if that'?s not the case)\b\s*[,:]?\s*(?P<rest>.*)$", re.I)
# "If you are, stay.", "If I'm not, go get the bow.": the last sentence's condition, said again
# (or denied) without its words.
_ELLIPSIS_RE = lazy(
    r"^(?:and\s+|but\s+)?(?:if|when|once|as soon as|the (?:moment|instant|minute))\s+"
    r"(?:(?:you|i|we|it|they|there|one)\s*(?:'re|'m|'s|are|am|is|do|does|have|has|were|was)?"
    r"(?P<neg>\s*(?:not|n't))?(?=\s*(?:[,;:]|then\b))|so|yes|true"
    r"|that is (?:so|true)|that's (?:so|true)|the answer is yes)\s*[,;:]?\s*(?:then\s+)?"
    r"(?P<rest>.+)$", re.I)  # "If it is, ...", never "if it's dead, ...": a condition of its own
_UNLESS_LEAD = lazy(r"^\s*unless\b", re.I)
# "Then ..." after a yes-or-no question: where the answer is yes (no "neg" is ever said).
_THEN_IF_ASKED = lazy(r"^(?P<neg>(?!))?then\b\s*,?\s*(?P<rest>.+)$", re.I)
_UNTIL = lazy(r"\b(?:until|till)\b", re.I)
# "... If so, kill one, otherwise come back.": the other branch said in the same sentence.
_AND_ELSE = lazy(r"\s*[,;]\s*(?:and\s+|but\s+)?(?:otherwise|else|or else|if not)\b\s*,?\s*"
                 r"(?P<other>\S.*)$", re.I)
# What a sentence after a thing named alone says of it: "one" of them, "it", "them", "some".
_OF_IT = lazy(rf"\b(?:one|it|them|some|those|these|that{THAT_AT_END})\b", re.I)


def taken_back(text: str) -> str:
    """The order after its last correction (``sequence.corrected``), but not when that adds to
    what came before ("Get an arrow. Actually, get the bow too") or recounts it ("... make it two
    arrows", "... make that at least 6": ``correcting``); a joke taken back is no order."""
    low = text.lower()
    if holds_any(low, _JOKE_WORDS):
        text = jokes_taken_back(text)
    found = list(CORRECTION.finditer(text))
    after = text[found[-1].end():].strip() if found else ""
    if found and (_ADDED.search(after) or _MAKE_IT.match(after) or si.bound_again(after)
                  or _NOT_ACTUALLY.search(text[:found[-1].end()])):
        return text
    return corrected(text)


# A joke taken back ("go hug the gorgon. kidding. kill it with the sword", "dance with the bats
# lol jk, just get the bow"): the words that take it back, and the order meant after them.
_LAUGH = r"(?:lol|haha+|lmao|xd|hehe)"
_JOKE_BACK = lazy(rf"(?P<sep>[.!?,;:]+\s*|\s+-+\s*|\s*\(\s*|\s+|^)"
                  rf"(?:(?:{_LAUGH}|nah|naw|nope)\s*[,.!]*\s+)?"
                  rf"{lx.alt(lt.JOKE_TAKEN_BACK)}(?:\s+{_LAUGH})?\)?(?:\s*[.!?,;:]+\s*|\s+)"
                  rf"(?:{lx.alt(lt.JOKE_THEN)}\b(?:\s+though)?\s*,?\s*)*(?P<rest>\S.*)$", re.I)
# The words a joke's taking back needs, looked for before its pattern (cheap: most orders have
# none of them).
_JOKE_WORDS = ("jk", "j/k", "kidding", "joking", "not really", "haha no", "lol no")
_SAID_LAST = lazy(rf"\b{lx.alt(lx.SAY_VERBS)}\W*$", re.I)
# Where the joke taken back begins: after the last sentence's end or comma before its words.
_JOKE_START = lazy(r"^(?P<kept>.*[.!?;,])\s*", re.S)


def jokes_taken_back(text: str) -> str:
    """The order with a joke it takes back ("go hug the gorgon. kidding. kill it with the
    sword") kept before the order meant only to name what its "it" is (marked ``WHY``: no step
    of its own; "eat the arrow... just kidding, bring it to me" brings the arrow); the text as
    it is when no order follows the taking back ("go hug the gorgon lol jk" stays refused)."""
    found = _JOKE_BACK.search(text)
    if found is None or not starts_with_action(strip_filler(found.group("rest"))):
        return text
    before = text[:found.start()]
    if _SAID_LAST.search(before):
        return text  # "say just kidding, then get the bow": the words to say
    kept = (start := _JOKE_START.match(before)) and start.group("kept")
    joke = before[len(kept):].strip() if kept else before.strip()
    rest = jokes_taken_back(found.group("rest"))
    said = f"{WHY}{joke.rstrip('.!?;, ')}. {rest}" if joke else rest
    return f"{kept.rstrip('.!?;, ')}. {said}" if kept else said


def apart(sentence: str) -> list[str]:
    """A sentence with a correction inside it, as two: what it corrects, then the correction;
    a sentence broken by a dash, as the two it is ("bats incoming — grab the bow quick")."""
    if (asked := asked_then_compared(sentence)) is not None:
        return asked  # "how far is the bat, and if it's under 3, kill it": a question, then ...
    sentence = put_right_in_place(way_put_right(dashed(si.count_put_right(past_heading(sentence)))))
    pieces = [p for p in _DASH.split(sentence) if p.strip()] or [sentence]
    for i in range(len(pieces) - 1, 0, -1):
        if _NOT_THAT_ONE.match(pieces[i]):  # "fetch the arrow at row 16 — not the closest"
            pieces[i - 1:i + 1] = [f"{pieces[i - 1]}, {pieces[i]}"]
    if len(pieces) > 1:
        return [part for piece in pieces for part in apart(piece)]
    sentence = pieces[0]
    found = _INSIDE.search(sentence) or _put_right(sentence) or said_inside(sentence)
    if found is None or not sentence[:found.start()].strip() or (
            _CORRECTING.match(sentence) and _TAKEN_BACK_ONLY.match(sentence[:found.end()])):
        return [sentence]  # "no, make it two": one correction
    return [sentence[:found.start()], sentence[found.end():]]


# A thing named, then put right at once, and the order going on or not: "arm yourself with the
# cutlass, I mean the sword, and engage the gorgon", "get the bow, no, the sword, then ...".
_SLIP = lazy(rf"(?P<det>\b(?:the|a|an|that|this|your|my)\s+)(?P<old>[a-z][\w'-]*)\s*,\s*"
             rf"(?:{lx.alt(lp.CORRECTION)}\s*,?|no\s*,)\s*(?P<new>\S.*?)"
             r"(?P<tail>\s*,\s*(?:and\s+then|and|then)\s+(?P<more>\S.*))?$", re.I)


def put_right_in_place(sentence: str) -> str:
    """A thing put right inside a sentence, said where the one it puts right was: before more of
    the order ("get the bow, I mean the sword, and kill the gorgon": the fight was read alone,
    the correction lost), or where the thing put right is none of the game's ("arm yourself with
    the cutlass, I mean the sword": the sword); the sentence as it is otherwise."""
    if _CORRECTION_ENDS.isdisjoint(words := words_in(sentence.lower())) and "no" not in words:
        return sentence
    found = _SLIP.search(sentence)
    if found is None:
        return sentence
    new = _AROUND.sub(" ", found.group("new")).strip(" ,")
    more = found.group("more")
    if not OBJECT.fullmatch(new) or new.split()[0].lower() not in _ARTICLES or (
            more is None and lx.kind_of(found.group("old").lower()) is not None) or (
            more is not None and not starts_with_action(strip_filler(more))
            and not OBJECT.fullmatch(more.strip(" .!"))):
        return sentence
    return sentence[:found.start("det")] + new + (sentence[found.start("tail"):] if more else "")


_ARTICLES = frozenset(("the", "a", "an", "that", "this", "your", "my"))


def _put_right(sentence: str) -> re.Match[str] | None:
    """ "get the sword, I mean the bow": the last correction, where a thing alone follows it."""
    if _CORRECTION_ENDS.isdisjoint(words_in(sentence.lower())):
        return None
    found = list(CORRECTION.finditer(sentence))
    if not found or not OBJECT.fullmatch(_AROUND.sub(" ", sentence[found[-1].end():]).strip()):
        return None
    return _SEPARATOR.match(sentence, found[-1].start())  # the correction's words kept


_SEPARATOR = lazy(r"[,.;!]?\s*")
_CORRECTION_ENDS = frozenset(said.split()[-1] for said in lp.CORRECTION)  # "mean" of "i mean"


def past_interjection(sentence: str) -> str:
    """The sentence after the words of surprise it opens with ("ooh nice, if there are still
    three bats then get the bow": the condition)."""
    found = _BEFORE.match(sentence)
    return sentence[found.end():] if found and found.end() < len(sentence.rstrip()) else sentence


def exclaimed(sentence: str, read_part: ReadPart) -> bool:
    """Whether the sentence is only an exclamation, no order: words of surprise, then a remark
    ("oh no the gorgon!!", "oof."), not an order the reader does not know ("oh, eat the arrow"
    is refused)."""
    found = _INTERJECTION.match(sentence) or _ANNOUNCED.match(sentence)
    if found is None:
        return False
    rest = sentence[found.end():].strip(" .!?,")
    if not rest:
        return True
    if (taken := _CORRECTING.match(rest)) is not None and starts_with_action(
            strip_filler(taken.group("rest"))):
        return False  # "hmm no, just go stand next to it": a correction
    if starts_with_action(_THEN_NOW.sub("", _AGREEING.sub("", rest))):
        return False  # "ok keep 3 tiles away from me, I like room": an order, read or said back
    read_as = read_part(rest)
    return (not read_as or all(isinstance(s, m.Unknown) and not s.logic for s in read_as)) and (
        not an_order(rest))


def correcting(sentence: str, before: Sequence[m.Step],
               read_part: ReadPart) -> list[m.Step] | None:
    """The steps that take the place of ``before`` (the sentence said before this one) when this
    sentence corrects it ("Actually no, follow me instead": the order said again), else None."""
    if (again := said_of_the_one_before(sentence, before)) is not None:
        return again  # "No, the next closest one.", "Kill the bat. The one in the middle."
    if (measured := amount_after(sentence, before)) is not None:
        return measured  # "keep away from me. 4 tiles": the errands with their amount
    found = _CORRECTING.match(sentence)
    if found is None or not before or _ADDED.search(found["rest"]) and not si.reordered(
            si.taken_back_words(found["rest"]), before):  # "..., no wait, the arrow first and then"
        return None
    rest = si.taken_back_words(_AROUND.sub(" ", found.group("rest")).strip(" ,"))
    rest = made.group("rest") if (made := _MAKE_IT.match(rest)) is not None else rest
    if numbered := _renumbered(rest, before, read_part) or si.said_instead(rest, before, read_part):
        return numbered  # "wait 3 turns, no, 5, then come to me", "... sorry, I meant gorgons"
    if (put := _put_in_place(rest, before)) is not None or _thing_alone(rest) is not None:
        return put  # "follow me, I mean the bow": no errand to put it in (None: said back)
    if (restated := _NAMED_THEN_SAID.match(rest)) and (thing := _thing_alone(restated["thing"])):
        rest = restated.group("rest")  # "sorry, the gorgon, protect me from the gorgon"
        if not starts_with_action(strip_filler(rest)) and thing.kind in map(lx.kind_of, words_in(
                rest.lower())):  # "sorry, the gorgon, between me and the gorgon": no verb
            return _put_in_place(restated["thing"], before)
    words, kept = keeping_clear(rest, False)  # "hmm no, just go stand next to it, don't pick it up"
    last = _last_on_a_thing(before)
    named = last and (last.thing or (last.place.thing if last.place is not None else None))
    it = one_of_kind(named.kind) if named else None
    with pointing_at(it):  # "Bring me the sword. No, just go stand next to it.": the sword
        read_as = kept_away(read_part(words) if words else [], kept, keep=True)
    return read_as if read_as and _understood(read_as) else None


def _understood(steps: Sequence[m.Step]) -> bool:
    return not any(isinstance(s, m.Unknown) for s in m.walk(tuple(steps)))


def _renumbered(words: str, before: Sequence[m.Step],
                read_part: ReadPart) -> list[m.Step] | None:
    """ "make it two arrows", "no, 5", "4 tiles... no, make it 6": the last number said (how many
    things, turns, steps or tiles) changed, and what follows ("..., then come to me") read on;
    None when the words are no number alone."""
    t = Tokens(tokenize(words.lower()))
    n = take_number(t)
    said = take_thing(t) if not t.done else None
    t.take(*UNITS, "turns", "turn", "times")
    last = next((s for s in reversed(before) if _numbered(s)), None)
    if not isinstance(n, int) or n < 1 or last is None or (said is not None and (
            not isinstance(last, m.Act) or last.thing is None
            or said.thing.kind != last.thing.kind)):
        return None
    t.take(",")
    t.take("then", "and then", "and", "after that")
    after = read_part(t.rest()) if not t.done else []
    if not _understood(after):
        return None
    at = before.index(last)
    return [*before[:at], _with_number(last, n), *before[at + 1:], *after]


def _numbered(step: m.Step) -> bool:
    """Whether a step says a number a correction may change."""
    if isinstance(step, m.Repeat):
        return bool(step.turns or step.times)
    return isinstance(step, m.Act) and bool(step.least or step.most or step.steps or (
        step.thing is not None and not step.thing.is_party and step.thing.quantity))


def _with_number(step: m.Step, n: int) -> m.Step:
    if isinstance(step, m.Repeat):
        return replace(step, turns=n) if step.turns else replace(step, times=n)
    assert isinstance(step, m.Act)
    if step.least or step.most:  # "stay away from the gorgon, 4 tiles... no, make it 6"
        return replace(step, least=n if step.least else 0, most=n if step.most else 0)
    if step.steps:
        return replace(step, steps=n)
    assert step.thing is not None
    return replace(step, thing=replace(step.thing, quantity=n))


def _put_in_place(words: str, before: Sequence[m.Step]) -> list[m.Step] | None:
    """ "the bow", "the gorgon first, then a bat", "the bottom right": the last errand's thing or
    place, each in turn; None when the words are no things or places alone."""
    if before and (asked := weakness_put_right(_thing_alone(words), before[-1])) is not None:
        return [*before[:-1], asked]  # "what beats the bats, I mean the gorgon"
    if before and isinstance(choice := before[-1], m.Choice):  # "if ... get the sword, I mean
        last_said = choice.otherwise or choice.then  # the bow": in the branch said last
        if (put_in := _put_in_place(words, last_said)) is None:
            return None
        then, otherwise = (choice.then, tuple(put_in)) if choice.otherwise else (put_in, ())
        return [*before[:-1], replace(choice, then=tuple(then), otherwise=otherwise)]
    pieces = [p for p in _IN_TURN.split(_ORDINAL.sub(" ", words)) if p.strip()]
    last = _last_on_a_thing(before) or _last_to_a_place(before)
    if not pieces or last is None:
        return None
    put: list[m.Step] = []
    for piece in pieces:
        post = last.place.thing if last.place is not None else None  # "guard the bow": its post
        named = last.thing or post
        if named is not None and (thing := _thing_alone(piece)) is not None:
            thing = replace(thing, kind=named.kind) if thing.kind == m.ANYTHING else thing  # "one"
            if lx.is_item(thing.kind) != lx.is_item(named.kind):
                if not (again := _on_its_verb(last, piece)):
                    return None
                put += again  # "get the sword, I mean the gorgon": fought ("kill ...": refused)
            elif last.thing is None and last.place is not None:
                put.append(replace(last, place=replace(last.place, thing=thing)))
            else:
                put.append(replace(last, thing=thing))
        elif last.place is not None and (place := read_post(piece)) is not None:
            put.append(replace(last, place=place))
        else:
            return None
    at = before.index(last)
    return [*before[:at], *put, *before[at + 1:]]


def _on_its_verb(last: m.Act, piece: str) -> tuple[m.Step, ...] | None:
    """The thing of ``piece`` read on the verb of the step it corrects (``read_borrowed``), an
    errand of another kind ("get" a monster is a fight), or refused as that verb refuses it."""
    if (found := OBJECT.search(last.words)) is None or not found.start():
        return None
    verb = last.words[:found.start()]
    return read_borrowed(verb, verb + piece.strip(), False)


_thing_alone = si.thing_alone


def _last_on_a_thing(steps: Sequence[m.Step]) -> m.Act | None:
    """The last errand on a thing, or at one ("guard the bow")."""
    return next((s for s in reversed(steps) if isinstance(s, m.Act) and any(
        th is not None and not th.is_party
        for th in (s.thing, s.place.thing if s.place is not None else None))), None)


def _last_to_a_place(steps: Sequence[m.Step]) -> m.Act | None:
    return next((s for s in reversed(steps) if isinstance(s, m.Act) and s.action == m.GO_TO
                 and s.place is not None and s.place.thing is None), None)


def _names_a_thing(words: str) -> bool:
    """Whether the words name a kind of thing ("the bow"), not only one of us."""
    return any((k := lx.kind_of(w)) is not None and k not in m.WHO
               for w in re.findall(r"[a-z]+", words.lower()))


def picked_by_answer(sentence: str, before: Sequence[m.Step], said: Sequence[str],
                     read_part: ReadPart) -> list[m.Step] | None:
    """ "Which is closer to you, the bow or the sword? Go get that one.": the errand on the bow
    if it is the nearer when the step starts, else on the sword; None when the sentence before
    asked no such question or this one names a thing of its own (``said``: the sentences
    before)."""
    asked = before[-1] if before else None
    if not (isinstance(asked, m.Ask) and asked.asks == m.WHICH and len(asked.things) == 2
            and asked.pick in (m.NEAREST, m.FARTHEST)):
        return None
    nearer, chosen = asked.pick == m.NEAREST, tuple[str, ...]()
    if (by := _BY_ITS_DISTANCE.search(sentence)) is not None:
        chosen = tuple(tokenize(by.group(0).lower()))  # the one the answer names, as said
        nearer = bool(by["near"])  # "Which is closer ...? Get the farther one.": the other
    elif not _POINTED.search(sentence):
        return None
    a, b = asked.things
    if _names_a_thing(sentence):
        return None
    then, otherwise = (read_from_before(sentence, t.kind, read_part, chosen) for t in (a, b))
    if not then or not _understood((*then, *otherwise)):
        return None
    op = "<" if nearer else ">"
    who = asked.who or m.COMPANION
    cond = m.Compare(op, m.DistanceTo(a, who), m.DistanceTo(b, who))
    return [m.Choice(cond, tuple(then), tuple(otherwise), words=sentence)]


def asked_again(sentence: str, before: Sequence[m.Step]) -> list[m.Step] | None:
    """ "What are you carrying? And what about me?": the question before, of the player; "How
    far are you from the bow? And from the sword?": of the sword. None when the sentence
    before asked no such question, or this one is more than who or what."""
    asked = before[-1] if before else None
    found = _AGAIN_OF.match(sentence)
    if found is None or not isinstance(asked, m.Ask) or asked.asks not in _OF_ONE:
        return None
    words = (found.group("what") or found.group("what2")).lower().replace("yours", "you")
    t = Tokens(tokenize(words))
    party = take_party(t)
    if party is not None and t.done and asked.who and not asked.things:
        return [replace(asked, who=party, words=sentence)]
    if (thing := _thing_alone(words)) is not None and len(asked.things) == 1:
        return [replace(asked, things=(thing,), words=sentence)]
    return None


def named_before(sentence: str, said: Sequence[str], read_part: ReadPart) -> list[m.Step] | None:
    """The sentence read with "that one" ("that bat", "the same bat") the very thing the
    sentence before named, when that was one picked by where it is ("the arrow closest to the
    bottom left corner", "there is a bat below you"), which the kind alone would lose; None
    otherwise."""
    one = _THAT_ONE.search(sentence) or said_again(sentence)
    unsaid = sentence[:one.start()] + sentence[one.end():] if one else sentence  # "that bat"
    if not said or not (one or _THEM.search(sentence)) or _ANOTHER.search(sentence) or (
            _names_a_thing(unsaid)) or (last := named_last(said[-1])) is None or (
            not one and not last.plural):
        return None
    if (word := one and one.groupdict().get("word")) and not names_again(word.lower(), last.thing):
        return None  # "there is a bat below you. kill that gorgon": a gorgon, as said
    thing = last.thing
    if not thing.pick and thing.origin == m.COMPANION:
        return None
    if (on_picked := read_on_picked(sentence, last, read_part)) is not None:
        return on_picked  # "the bat in the middle. keep away from it": that bat
    if last.plural or last.count:
        return said_back(sentence, last)  # "the bats in the top right. keep away from them"
    read_as = read_from_before(sentence, thing.kind, read_part)
    if not read_as or not _understood(read_as):
        return said_back(sentence, last)  # "the arrow nearest the bow. stay next to it"
    steps = [replace(s, thing=replace(thing, quantity=s.thing.quantity))
             if isinstance(s, m.Act) and s.thing is not None and s.thing.kind == thing.kind
             and not s.thing.pick else s for s in read_as]
    return steps if any(kept(s, thing) for s in steps) else said_back(sentence, last)


def said_of_before(sentence: str, said: Sequence[str], steps: Sequence[m.Step],
                   read_part: ReadPart) -> list[m.Step] | None:
    """The steps a sentence adds that say what they are by the sentence before (``said``, the
    sentences before, as typed: ``sentence`` is the last of them), else None."""
    return (either_first(sentence, said[:-1], read_part)  # "the sword or the bow. get it"
            or listed_first(sentence, said[:-1], read_part)  # "the sword and the bow. get it"
            or picked_by_answer(sentence, steps, said[:-1], read_part)
            or asked_again(said[-1], steps) or named_before(sentence, said[:-1], read_part)
            or whichever_first(sentence, said[:-1], read_part)
            or answered_condition(sentence, steps, read_part)  # "How far? If it's under 3, ..."
            or topic_first(sentence, read_part))  # "the bow: go get it"


def whichever_first(sentence: str, said: Sequence[str], read_part: ReadPart) -> list[m.Step] | None:
    """ "Whichever is closer to you, the sword or an arrow, pick that one up": the errand on the
    one of the two that is nearer when it starts, as "which is closer ...? Pick that one up."
    is (the question built from the words after "whichever", ``which_said_apart.whichever``)."""
    found = _WHICHEVER.match(sentence)
    if found is None or (asked := whichever(found.group("which"))) is None:
        return None
    return picked_by_answer(found.group("then"), [asked], said, read_part)


def attached(steps: list[m.Step], sentence: str, previous: str, read_part: ReadPart) -> bool:
    """Whether the sentence is another branch of the last condition, put into ``steps``: "If C,
    A. Otherwise, B." (B where C does not hold), "Unless you're hurt, fetch the bow. If you are,
    stay." (the condition said again, or denied, without its words: where the condition as it
    was worded holds, or where it does not)."""
    if checked(steps, sentence, previous, read_part) or wherever_said(steps[-1], sentence) or (
            handed_all(steps[-1], sentence)):  # "Dump your inventory on me. All of it, now."
        return True  # "make sure you have X; if not, ...", "come here. wherever I am"
    last = question_as_choice(steps[-1]) or steps[-1]
    if (found := _ELSE_LEAD.match(sentence) or opposite_lead(sentence, last)) is not None:
        text = found.group("rest")
        back = _AND_ELSE.search(text) if isinstance(last, m.Choice) and _open(
            last.then, last) else None  # "Do you have the bow? If not, get it, otherwise ..."
        first = getattr(last, "then", ())  # "...; if not, the sword": on the first's verb
        other = tuple(read_on_cond(text[:back.start()] if back else text, last.cond,
                                   lambda body: on_first_verb(body, first, read_part), first)
                      if isinstance(last, (m.Choice, m.Watch))
                      else read_part(text))  # "Otherwise get it.": the thing
        if isinstance(last, m.Choice) and _open(last.otherwise, last):
            then = last.then if back is None else tuple(
                read_on_cond(back.group("other"), last.cond, read_part))
            steps[-1] = replace(last, then=then, otherwise=other)
            return True
        if isinstance(last, m.Watch) and not last.during:
            steps[-1] = replace(last, during=other)
            return True
    found = _ELLIPSIS_RE.match(sentence) or (  # "Is your hp under 3? Then come back to me."
        _THEN_IF_ASKED.match(sentence) if isinstance(steps[-1], m.Ask) else None)
    if found is not None and isinstance(last, m.Watch) and not last.then and not (
            found.group("neg")) and (_UNLESS_LEAD.match(previous) or _UNTIL.search(previous)):
        # "Unless a bat comes near, fetch the bow. If one does, run back to me.": what to do
        # once the condition the errand is done unless holds; "Sit tight until I move. When I
        # do, come to me.": once the condition waited for holds
        steps[-1] = replace(last, then=tuple(read_on_cond(found.group("rest"), last.cond,
                                                          read_part)))
        return True
    if found is None or not isinstance(last, m.Choice):
        return False
    # The choice's condition is the worded one, or its denial after "unless".
    same = bool(found.group("neg")) == bool(_UNLESS_LEAD.match(previous))
    rest = found.group("rest")
    if (also := _AND_ELSE.search(rest)) is not None and _open(last.otherwise, last):
        # "Are there bats? If so, kill one, otherwise come back.": both branches (the second
        # was dropped, or not understood)
        first, second = (tuple(read_on_cond(words, last.cond, read_part))
                         for words in (rest[:also.start()], also.group("other")))
        yes, no = (first, second) if same else (second, first)
        steps[-1] = replace(last, then=yes, otherwise=no)
        return True
    branch = tuple(read_on_cond(rest, last.cond, read_part))
    if same:
        steps[-1] = replace(last, then=branch if answer_only(last.then, last) else (
            last.then + branch))
    elif _open(last.otherwise, last):
        steps[-1] = replace(last, otherwise=branch)
    else:
        return False
    return True


def _open(branch: tuple[m.Step, ...], choice: m.Choice) -> bool:
    """Whether a branch of the choice is still to be said: empty, or only its answer."""
    return not branch or answer_only(branch, choice)


def named_for_next(sentence: str, after: Sequence[str]) -> bool:
    """Whether the sentence only names a thing the next one is about ("hmm, arrows. go pick one
    up for me": a remark, not a wish for every arrow; "The sword! Bring it here."), as "sword,
    please" alone would be a wish for it."""
    if after and listed(sentence) and points_at_list(after[0]):
        return True  # "the sword and the bow. get it" (listed_first)
    if not after or _thing_alone(sentence.strip(" .!?,;:")) is None:
        return False
    return _OF_IT.search(after[0]) is not None and not _names_a_thing(after[0])
