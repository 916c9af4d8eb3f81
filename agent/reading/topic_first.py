"""A thing named first, then the order on it: "the bow: go get it", "the arrow at [16, 8] - grab
it", "the bats: kill them all", "the bow, go get it" (after a comma, an order naming no other
thing). The thing as said, with its pick and where it is measured from ("that bat near the
gorgon", "the arrow at [16, 8]"), is what the order's "it" / "them" stands for; words beside the
thing that the reader cannot take as its pick ("the gorgon south-west of you: kill it": no pick
of the meaning's is a bearing) leave the sentence refused, as "kill the gorgon south-west of
you" is. A thing said alone in a sentence of its own before the order is
``asides.a_remark_on``'s ("The sword! Bring it here."); a remark that says where its thing lies
by the compass from something ("the bat south of me. kill it") is no remark to take "it" from,
for the same reason (``tile_picks.placed_by_tile``: "of", "from" after the thing).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from agent.reading import (
    lexicon as lx,
    lexicon_inverted as lin,
    lexicon_parts as lp,
    lexicon_relayed as lr,
    meaning as m,
)
from agent.reading.changes_nothing import handed_all
from agent.reading.patterns import lazy
from agent.reading.sequence import starts_with_action
from agent.reading.tokens import ThingPhrase, Tokens, pointing_at, take_thing, tokenize

ReadPart = Callable[[str], list[m.Step]]

# The thing, a colon, a dash or a comma, the order: "the bow: go get it", "the bow - go get it"
# ("the arrow at row 16, column 8: ..." is one thing).
_NAMED_FIRST = lazy(
    r"^(?P<thing>(?:\[[^\]]*\]|,\s*col(?:umn)?\b|[^:,\[])+?)\s*(?P<mark>:|\s-+\s|,(?!\s*col))\s*"
    r"(?P<order>\S.*)$"
)
# A place said by where a thing lies, then the order on it: "Where the sword lies low by the
# eastern wall, fetch it" (the sword by the eastern wall), "Where the bow is, go there".
_WHERE_FIRST = lazy(
    rf"^where\s+(?P<thing>[^,]+?)\s+{lx.alt(lin.LIES_THERE)}(?:\s+{lx.alt(lin.LIES_HOW)})?"
    r"(?P<place>\s+[^,]+?)?\s*,\s*(?P<order>\S.*)$",
    re.I,
)
# "go there" after where a thing lies: to it; "tell me" after it: still a question.
_GONE_THERE = lazy(rf"^(?P<verb>{lx.alt(lp.MOVE_VERBS)})\s+there\b", re.I)
_STILL_ASKED = lazy(rf"^(?:{lx.alt(lx.TELL_ME, lin.STILL_ASKED)})\b", re.I)
# Words a sentence that opens with a thing never opens with (besides an order's verbs).
_NOT_A_THING = frozenset(
    "if when unless and but then once while until after before as so i we it is are".split()
)
# The words that stand for the thing in the order.
_POINTING = frozenset(("it", "them", "one", "those", "these", "they", "that"))


def topic_first(sentence: str, read_part: ReadPart) -> list[m.Step] | None:
    """The order after a thing named first, on that thing ("the bow: go get it": fetch the bow),
    else None (no thing alone before a colon, a dash or a comma, an order or a question of where
    or how far that does not point at it, or one not read whole, or not on it)."""
    if ":" not in sentence and " -" not in sentence and "," not in sentence:
        return None
    first = sentence.split(None, 1)[0].lower() if sentence.strip() else ""
    if first in lx.ACTION_VERBS or first in _NOT_A_THING:
        return None  # "go get the bow, then ...", "if you see a bat, ...": no thing first
    if first == "where":
        return _where_it_lies(sentence, read_part)
    if first == "whatever":
        return _whatever_held(sentence, read_part)
    found = _NAMED_FIRST.match(sentence.strip(" .!?"))
    if found is None or (topic := _thing_alone(found.group("thing"))) is None:
        return None
    order = found.group("order")
    words = tokenize(order.lower())
    if not _POINTING.intersection(words) or not (
        starts_with_action(order) or words[0] in ("where", "how") and "near" not in words
    ):
        return None  # "the bow: is it near?" is no question of the bow's read here
    if found.group("mark") == "," and (
        not starts_with_action(order)
        or any((kind := lx.kind_of(w)) is not None and kind not in m.WHO for w in words)
    ):
        return None  # "the bow, the sword, get them": things listed, then the order
    return _read_on(topic, order, read_part)


# What the companion carries, said first ("Whatever you've got on you right now, bring all of it
# over here and hand it over to me"): all it carries, handed over.
_WHATEVER_HELD = lazy(
    rf"^whatever\s+you\s*(?:'ve\s+|'re\s+)?{lx.alt(lr.CARRIED_SO)}(?:\s+on\s+you)?"
    r"(?:\s+right\s+now|\s+now)?\s*,\s*(?P<order>\S.*)$", re.I)
# Everything the companion could bring, as what "it" stands for after it.
_ALL_ITEMS = ThingPhrase(m.Thing(m.ANY_ITEM, None), True, True, None)
_HANDED = m.Act(m.HAND_OVER)


def _whatever_held(sentence: str, read_part: ReadPart) -> list[m.Step] | None:
    """ "Whatever you have, hand it to me": the handing over of all it carries, where the order
    after it only brings or hands "it" to the player; else None."""
    found = _WHATEVER_HELD.match(sentence.strip(" .!?"))
    if found is None:
        return None
    with pointing_at(_ALL_ITEMS):  # "..., every last thing": all of it, said again
        steps = [s for s in read_part(found.group("order")) if not (
            isinstance(s, m.Unknown) and handed_all(_HANDED, s.words))]
    if not steps or not all(isinstance(s, m.Act) and (s.action == m.HAND_OVER or (
            s.action == m.BRING and s.thing is not None and s.thing.kind == m.ANY_ITEM and (
                not s.thing.pick))) for s in steps):
        return None
    return [m.Act(m.HAND_OVER, words=sentence.strip())]


def _where_it_lies(sentence: str, read_part: ReadPart) -> list[m.Step] | None:
    """ "Where the sword lies by the wall, fetch it": as "the sword by the wall, fetch it";
    "Where the bow is, go there": as "the bow, go to it"; refused where the order is not read on
    the thing ("where the sword is, fetch the bow"): no question of where it is. None for a
    question ("where is the bow?", "where the bow is, tell me")."""
    found = _WHERE_FIRST.match(sentence.strip(" .!?"))
    if found is None or _STILL_ASKED.match(order := found.group("order")):
        return None
    order = _GONE_THERE.sub(r"\g<verb> to it", order)
    said = f"{found.group('thing')}{found.group('place') or ''}, {order}"
    return topic_first(said, read_part) or [m.Unknown(sentence.strip(), m.Reason.NOT_UNDERSTOOD)]


def _read_on(topic: ThingPhrase, order: str, read_part: ReadPart) -> list[m.Step] | None:
    """The order read with "it" pointing at ``topic``, when read whole and on that thing."""
    with pointing_at(topic):
        steps = read_part(order)
    if (
        not steps
        or any(isinstance(s, m.Unknown) for s in m.walk(tuple(steps)))
        or not any(_on(s, topic.thing.kind) for s in m.walk(tuple(steps)))
    ):
        return None
    return steps


# Two things offered as a choice, then an order: "the sword or the bow. get it", "the bow or an
# arrow, get it" (the sentence before joined to this one by a full stop).
_EITHER_FIRST = lazy(
    r"^(?:either\s+)?(?P<a>[^,:.;!?]+?)\s+or\s+(?P<b>[^,:.;!?]+?)\s*"
    r"(?:[,:.;!?]|\s-+\s)\s*(?P<order>\S.*)$"
)
_IT = frozenset(("it", "that", "them"))
_ONE = frozenset(("it", "that"))  # one of the two ("them": both, or each? asked back)


def either_first(sentence: str, said: Sequence[str], read_part: ReadPart) -> list[m.Step] | None:
    """ "the sword or the bow. get it": an order whose "it" stands for one of two things offered
    as a choice just before is done on the one of the two nearer when it starts, as "get the
    sword or the bow" is; "them" on two offered as a choice is said back (which one?), as is an
    order not read whole on each; else None."""
    if " or " not in f"{said[-1] if said else ''} {sentence}":
        return None
    found = _EITHER_FIRST.match(sentence.strip(" .!")) or (
        _EITHER_FIRST.match(f"{said[-1].strip(' .!')}. {sentence.strip(' .!')}") if said else None
    )
    if (
        found is None
        or not _IT.intersection(words := tokenize(found.group("order").lower()))
        or (not starts_with_action(found.group("order")))
    ):
        return None
    a, b = _thing_alone(found.group("a")), _thing_alone(found.group("b"))
    if a is None or b is None:
        return None
    if (
        _ONE.intersection(words)
        and a.thing.kind != b.thing.kind
        and not (a.thing.pick or b.thing.pick)
    ):
        chosen = _on_nearer(a, b, found.group("order"), read_part)
        if chosen is not None:
            return chosen
    which = f"which one do you mean, {found.group('a').strip()} or {found.group('b').strip()}?"
    return [m.Unknown(sentence.strip(), m.Reason.AMBIGUOUS, which)]


def _on_nearer(
    a: ThingPhrase, b: ThingPhrase, order: str, read_part: ReadPart
) -> list[m.Step] | None:
    """The order read with "it" for each of two things, done on the one nearer the companion
    when it starts; None when either is not read whole on its thing."""
    each = []
    for phrase in (a, b):
        steps = _read_on(phrase, order, read_part)
        if steps is None:
            return None
        each.append(tuple(steps))
    near = m.Compare(
        "<",
        m.DistanceTo(m.Thing(a.thing.kind), m.COMPANION),
        m.DistanceTo(m.Thing(b.thing.kind), m.COMPANION),
    )
    return [m.Choice(near, each[0], each[1], words=order)]


def _thing_alone(words: str) -> ThingPhrase | None:
    """The thing the words are, all of them ("that bat near the gorgon"), not one of us."""
    t = Tokens(tokenize(words.lower()))
    t.take("see", "you know")
    said = take_thing(t, anchors=True)
    return said if said is not None and t.done and not said.thing.is_party else None


def _on(step: m.Step, kind: str) -> bool:
    """Whether the step is done to, or asks about, a thing of ``kind``."""
    if isinstance(step, m.Ask):
        return any(th.kind == kind for th in step.things)
    if not isinstance(step, m.Act):
        return False
    place = step.place.thing if step.place is not None else None
    return any(th is not None and th.kind == kind for th in (step.thing, place))
