"""What the player wishes for, said as a wish: "I want the sword" (brought), "the bow!", "we
need the bow" (fetched), each item of a list ("I need the bow and an arrow": both brought), "I
want the gorgon dead" (a goal: the fight), a wish kept beside the errand said after it on the
same thing ("I want the gorgon dead, go find it": one errand, taken in by ``tidy``), and a wish
beside other steps that asks for something of its own ("Get the bow. I need the sword.")."""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

from agent.reading import lexicon as lx, lexicon_parts as lp, meaning as m
from agent.reading.errands import errand_on, read_errand
from agent.reading.patterns import lazy
from agent.reading.sequence import Clause, starts_with_action
from agent.reading.text import expand, strip_filler
from agent.reading.tokens import ThingPhrase

# "sword, please", "the bow!": an item named alone is wanted, as "I want the sword" is.
_THING_ALONE = lazy(r"^(?P<what>(?:the |a |an |some |my |your |that )?(?:"
                    + lx.noun_pattern(lx.ITEM_KINDS) + r"))$")
# "2 arrows.", "three arrows, please": a number of them alone is an amount to gather, as
# "arrows x2" is (fetched: the companion carries them).
_COUNT_ALONE = lazy(rf"^(?P<what>{lx.NUMBER_RE} (?:{lx.noun_pattern(lx.ITEM_KINDS)}))$")
# "I need the sword", "I want the bow", "I'll need the sword", "can I have the bow?": the player
# wants it brought.
# "I also need the sword", "I'd really like the bow": a word of how beside the wish changes nothing.
_HOW = rf"(?:{lx.alt(lp.WISHED_HOW)} )?"
# "I'd like to have an arrow", "It'd be great to have the bow in my hands": the same wish.
_GOOD = ("great", "nice", "good", "lovely", "handy", "useful", "helpful")
_WANT = lazy(rf"^(?:i (?:will |am going to |am gonna )?{_HOW}(?:want|need|would {_HOW}like"
             rf"|would {_HOW}love|could {_HOW}use)(?: to have)?|{lx.alt(lp.ASKING_FOR)} i "
             rf"(?:please )?{lx.alt(lp.ASKED_TO_HAVE)}|it(?: would|'d) be (?:so |really )?"
             rf"{lx.alt(_GOOD)} to have)"
             rf"\s+(?P<what>.+?)(?: in my (?:hand|{lx.alt(lp.HANDS)})| with me)?$")
_WE_NEED = lazy(rf"^we {_HOW}{lx.alt(lp.WE_NEED)}\s+(?P<what>.+)$")
# "Those bats won't kill themselves.": a fight wished, as "kill those bats".
_NOT_BY_ITSELF = lazy(rf"^(?P<what>(?:the|those|that|these|this) "
                      rf"(?:{lx.noun_pattern(lx.MONSTER_KINDS)})) (?:will not|are not going to"
                      rf"|is not going to) (?:{lx.alt(lx.ATTACK_VERBS)}) (?:themselves|itself)$")


def wished(text: str, asked: bool) -> m.Step | None:
    """The errand a wish asks for: "I want the sword" and "the sword!" brought to the player
    ("the sword?" asks what about it), "we need the bow" and "2 arrows." fetched by the
    companion, for the two of us; None for other words."""
    plain = expand(strip_filler(text))
    wanted = _WANT.match(plain) or (None if asked else _THING_ALONE.match(plain.strip(" !.")))
    counted = None if asked else _COUNT_ALONE.match(plain.strip(" !."))
    fought = None if asked else _NOT_BY_ITSELF.match(plain.strip(" !."))
    for found, verb in ((wanted, "bring"), (_WE_NEED.match(plain) or counted, "get"),
                        (fought, lx.ATTACK_VERBS[0])):
        if found:
            step, left = errand_on(verb, found.group("what"), text)
            if isinstance(step, m.Act) and not left:
                return step
    return None


# Between the things of one wish: "the bow and an arrow", "the bow, the sword and an arrow".
_LISTED = lazy(r"\s*,\s*(?:and\s+)?|\s+and\s+(?:also\s+)?")


# The verb a wish of ours is read on ("we need the bow": get it), as ``wished`` reads it.
_GOT = lx.FETCH_VERBS[2]


def wished_each(text: str, asked: bool) -> tuple[m.Step, ...] | None:
    """The errands a wish asks for (``wished``), one for each item it lists: "I need the bow and
    an arrow" both brought to the player, "we need the sword and the bow" both fetched; None where
    a piece of the list is no item alone ("I want the bow and the gorgon dead": as said)."""
    if (one := wished(text, asked)) is not None:
        return (one,)
    plain = expand(strip_filler(text))
    found, verb = _WANT.match(plain), m.BRING
    if found is None:
        found, verb = _WE_NEED.match(plain), _GOT
    if found is None or len(pieces := _LISTED.split(found.group("what").strip(" !."))) < 2:
        return None
    steps = []
    for piece in pieces:
        step, left = errand_on(verb, piece, text)
        if not isinstance(step, m.Act) or left or step.thing is None or not lx.is_item(
                step.thing.kind):
            return None
        steps.append(step)
    return tuple(steps)


def alone_beside(read: tuple[list[m.Step], bool], clause: Clause, clauses: Sequence[Clause],
                 text: str) -> tuple[list[m.Step], bool]:
    """A clause's steps and whether they repeat (``read``), where a thing named alone ("the
    bow!": a wish, ``wished``) opens the words ``text`` and a bare comma sets it off from an
    order of its own ("bow, get the sword"): said back, never an errand (an odd address, or an
    ask the order does not say). A list stays a list: "first the bow, then an arrow", "the bow,
    then come back", "the sword and the bow", "sword, gorgon"."""
    steps, after = read[0], clauses[1].text.split() if len(clauses) > 1 else []
    if not after or clause is not clauses[0] or not steps or not isinstance(steps[0], m.Act) or (
            not _alone(clause) or clauses[1].verb or clauses[1].it is not None) or (
            not starts_with_action(clauses[1].text)):  # "the sword, pick it up": what "it" is
        return read
    found = re.match(rf"\W*{re.escape(clause.text.strip())}\s*,\s*(?P<after>\w+)", text, re.I)
    if found is None or found["after"].lower() != after[0].lower():
        return read
    return [m.Unknown(clause.text)], False


def _alone(clause: Clause) -> bool:
    plain = expand(strip_filler(clause.text)).strip(" !.")
    return bool(_THING_ALONE.match(plain) or _COUNT_ALONE.match(plain))


def goal_before(before: str, named: ThingPhrase | None, errand: m.Act,
                asked: bool) -> m.Act | None:
    """ "I want the gorgon dead, go find it", "I want the bow, go find it": the wish said before
    an errand whose "it" is its thing (``named``), kept for the errand to take in; None for other
    words (a remark before the errand adds nothing to do) or the errand itself ("I want the
    gorgon dead, go get it": one fight)."""
    if named is None or not _WANT.match(plain := expand(strip_filler(before))):
        return None
    step = wished(before, asked) or (read_errand(plain) or (None, ""))[0]
    if not isinstance(step, m.Act) or step.thing is None or step.thing.kind != named.thing.kind:
        return None
    if (step.action, step.thing) == (errand.action, errand.thing):
        return None
    return step


def asked_before(before: str, steps: Sequence[m.Step], asked: bool) -> m.Step | None:
    """ "I need the sword, get the bow": the wish said before the errand, where it asks for an
    item of its own (``asked_beside``); None for other words ("I need it, get the bow", "the
    sword, get the bow")."""
    plain = expand(strip_filler(before))
    if not (_WANT.match(plain) or _WE_NEED.match(plain)):
        return None
    wish = wished(before, asked)
    return wish if wish is not None and asked_beside(wish, steps) else None


def asked_beside(wish: m.Step, others: Sequence[m.Step]) -> bool:
    """Whether a wish said beside other steps asks for an item of its own, to be brought as a
    step of its own ("Get the bow. I need the sword.", "I want two arrows. Kill the bat."): not
    where it is the reason of the steps beside it, naming an item they name ("Get the bow. I
    need it.") or an item of no one kind ("Get the bow. I need a weapon.")."""
    if not isinstance(wish, m.Act) or wish.action not in (m.BRING, m.FETCH) or (
            wish.thing is None or not lx.is_item(wish.thing.kind)):
        return False
    return all(wish.thing.kind not in _kinds(step) for step in others)


def _kinds(value: object) -> Iterator[str]:
    """Every kind of thing a step names, in the steps and conditions it holds too."""
    for name in getattr(value, "__slots__", ()):
        field = getattr(value, name)
        for v in field if isinstance(field, tuple) else (field,):
            if isinstance(v, str) and lx.is_item(v):  # what a condition has, carries
                yield v
            elif hasattr(v, "__slots__"):
                yield from _kinds(v)
