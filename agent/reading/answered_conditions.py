"""A condition on the answer just asked: "How far is the bat? If it's under 3, kill it.", "How
many arrows are left? If more than 1, get them all.", "What's your health? If it's below 2, stay
with me, otherwise go kill a bat.". The question's number (a count, a distance, a party's health,
what a party carries, a number worked out) is what the next sentence's "it", "that", "the
answer", "they" or "there are" compares: the question is answered, then a choice on that number
("distance(bat) < 3": a distance below a number is the thing within one tile fewer, as "less than
3 tiles away" reads). "It" in the branches is the question's thing ("kill it": the bat).

A yes-or-no question's "if so" / "if not" is ``afterthoughts.attached``'s; a condition that does
not compare the answer ("Where is the bow? If it's near, get it") is left to the reader.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from agent.reading import lexicon as lx, meaning as m
from agent.reading.logic import UNITS, negate, take_comparator
from agent.reading.patterns import lazy
from agent.reading.pronouns import read_on_cond
from agent.reading.text import expand
from agent.reading.tokens import Tokens, take_number, take_party, tokenize

ReadPart = Callable[[str], list[m.Step]]

# What stands for the answer: "it is", "that is", "the answer is", "they are", "there are" (or
# nothing: "if more than 1, ...").
_THE_ANSWER = (
    "it is",
    "that is",
    "the answer is",
    "the number is",
    "the result is",
    "the count is",
    "the total is",
    "the distance is",
    "they are",
    "there are",
    "there is",
    "it was",
    "that was",
)
# A condition waited for: "when it's under 3", "once there are none left"; a change of the
# answer ("if it drops below 2") is waited for too.
_WHEN = ("when", "once", "as soon as")
_CHANGING = tuple(
    f"{who} {verb}"
    for who in ("it", "that", "they")
    for verb in ("gets", "get", "drops", "drop", "falls", "fall", "goes", "go")
)
# What one of us carries, said again: "if you have fewer than 2", "if I have at least 3".
_HAVE = {m.COMPANION: ("you have", "you have got", "you carry"), m.PLAYER: ("i have", "i have got")}
# After the number: "3 or more", "2 or less".
_OR_MORE = ("or more", "or above", "or higher", "or greater", "or over")
_OR_LESS = ("or less", "or fewer", "or below", "or lower", "or under")
# "if any": more than none; "if none", "if zero": none.
_ANY = ("any", "some")
_NONE = ("none", "zero", "no")
# What may follow a count: "left", "remaining", "of them".
_LEFT = ("left", "remaining", "still", "of them", "around", "on the ground", "alive")
_AWAY = ("away", "off")
# Only a distance: "within 3", "closer than 3".
_DISTANCE_ONLY = {
    "within": "<=",
    **{f"{w} than": "<" for w in lx.NEARER},
    **{f"{w} than": ">" for w in lx.FARTHER},
    **{f"{w} away than": ">" for w in lx.FARTHER},
}
# A question of a number, then a condition in the same sentence: "how far is the bat, and if
# it's under 3, kill it".
_ASKED_THEN_IF = lazy(
    r"^(?P<asked>\s*(?:how (?:many|much|far)|what(?:'s| is) (?:your|my|the))\b[^,;]*?)\s*[,;]\s*"
    r"(?P<then>(?:(?:and|but|then)\s+)?(?:if|unless|when|once|as soon as)\b.+)$",
    re.I,
)
# The other branch said in the same sentence: "..., otherwise go kill a bat".
_OTHERWISE = lazy(r"\s*[,;]\s*(?:and\s+|but\s+)?(?:otherwise|else|or else|if not)\b\s*,?\s*")


def asked_number(asked: m.Step | None) -> m.Expr | None:
    """The number a question asks ("how far is the bat?": the bat's distance from the
    companion), else None (a yes or no, where a thing is, a thing of no kind)."""
    if not isinstance(asked, m.Ask):
        return None
    thing = asked.things[0] if asked.things else None
    if asked.asks == m.VALUE:
        return asked.value
    if asked.asks == m.HEALTH:
        return m.HealthOf(asked.who) if asked.who in m.WHO else None
    if thing is None or thing.is_party or " " in thing.kind:
        return None
    if asked.asks == m.COUNT:
        return None if thing.pick else m.CountOf(thing.kind)
    if asked.asks == m.DISTANCE:
        return m.DistanceTo(thing, asked.who or m.COMPANION)
    if asked.asks == m.CARRYING:
        return m.Carried(asked.who or m.COMPANION, thing.kind)
    return None


def answered_condition(
    sentence: str, steps: Sequence[m.Step], read_part: ReadPart
) -> list[m.Step] | None:
    """The choice a sentence makes on the number the question before it asked ("If it's under
    3, kill it."), else None."""
    value = asked_number(steps[-1] if steps else None)
    if value is None:
        return None
    said, comma, body = sentence.strip(" .!?").partition(",")
    t = Tokens(tokenize(expand(said)))
    if (compared := _compared(t, value)) is None:
        return None
    cond, watched = compared
    if not t.done:  # "if it's under 3 kill it": no comma
        if comma:
            return None
        body = " ".join(t.words[t.i :])
    branches = _OTHERWISE.split(body, maxsplit=1)
    then = read_on_cond(branches[0].strip(), cond, read_part)
    if not then:
        return None
    if watched:  # "When it's under 3, kill it.": waited for, as "when the bat is near" is
        return None if len(branches) > 1 else [m.Watch(cond, then=tuple(then), words=sentence)]
    otherwise = read_on_cond(branches[1].strip(), cond, read_part) if len(branches) > 1 else []
    return [m.Choice(cond, tuple(then), tuple(otherwise), words=sentence)]


def asked_then_compared(sentence: str) -> list[str] | None:
    """A question of a number and a condition on its answer in one sentence ("how far is the
    bat, and if it's under 3, kill it"), as the two sentences it says; else None."""
    low = sentence[:5].lower()
    if (
        not (low.startswith("how ") or low.startswith("what"))
        or ("," not in sentence and ";" not in sentence)
        or (found := _ASKED_THEN_IF.match(sentence)) is None
    ):
        return None
    t = Tokens(tokenize(expand(found.group("then"))))
    t.take("and", "but", "then")
    if not t.take("if", "unless", *_WHEN):
        return None
    if not t.take(*_CHANGING):
        t.take(*_THE_ANSWER, *_HAVE[m.COMPANION], *_HAVE[m.PLAYER])
    compares = take_comparator(t) or t.take(*_DISTANCE_ONLY) or take_number(t) is not None
    if not compares and not (t.take(*_ANY, *_NONE) and t.peek() in (",", "")):
        return None
    return [found.group("asked"), found.group("then")]


def _compared(t: Tokens, value: m.Expr) -> tuple[m.Cond, bool] | None:
    """ "if it is under 3 tiles", "unless there are more than 2": the answer compared with a
    number, the cursor after it (and a "then"), and whether it is watched for ("when it gets
    below 2"); None when the words compare nothing."""
    t.take("and", "but")
    if (lead := t.take("if", "unless", *_WHEN)) is None:
        return None
    changing = t.take(*_CHANGING) is not None
    if not changing and not t.take(*_THE_ANSWER) and isinstance(value, m.Carried):
        t.take(*_HAVE[value.who])  # "if you have fewer than 2"
    distance = isinstance(value, m.DistanceTo)
    counted = isinstance(value, (m.CountOf, m.Carried, m.Defeated))
    op = take_comparator(t) or (
        _DISTANCE_ONLY.get(t.take(*_DISTANCE_ONLY) or "") if distance else None
    )
    n = take_number(t)
    if op is None and n is None and counted and (t.take(*_ANY) or t.take(*_NONE)):
        op, n = (">", 0) if t.words[t.i - 1] in _ANY else ("==", 0)
    if n is None or isinstance(n, float) and not distance:
        return None
    if op is None:
        op = ">=" if t.take(*_OR_MORE) else "<=" if t.take(*_OR_LESS) else "=="
    if not _unit(t, value):
        return None
    t.take("then")
    watched = lead in _WHEN or changing
    if watched and lead == "unless":
        return None
    cond = _cond(op, value, n)
    return (negate(cond) if lead == "unless" else cond), watched


def _unit(t: Tokens, value: m.Expr) -> bool:
    """Past what the number counts ("tiles away", "health", "arrows left"): False where it is
    something else ("more than 2 bats" after a count of arrows)."""
    if isinstance(value, m.DistanceTo):
        t.take(*UNITS)
        t.skip(*_AWAY)
        if t.take("from", "of", "to") and take_party(t) != value.origin:
            return False  # "how far is the gorgon? if it's over 5 tiles from me": mine
    elif isinstance(value, m.HealthOf):
        t.take(*lx.HEALTH_WORDS)
    elif isinstance(value, (m.CountOf, m.Carried, m.Defeated)):
        kind = value.kind if isinstance(value, (m.CountOf, m.Defeated)) else value.item
        said = lx.kind_of(t.peek()) if not t.done else None
        if said is not None:
            if said != kind:
                return False
            t.i += 1
        t.skip(*_LEFT)
    return True


def _cond(op: str, value: m.Expr, n: int | float) -> m.Cond:
    """The answer against ``n``: a distance within a whole number of tiles is ``Near``, as the
    reader reads "the bat is less than 3 tiles away"."""
    if (
        isinstance(value, m.DistanceTo)
        and op in ("<", "<=")
        and isinstance(n, int)
        and (not value.walk)
    ):
        return m.Near(value.thing, n if op == "<=" else n - 1, value.origin)
    return m.Compare(op, value, m.Number(n))
