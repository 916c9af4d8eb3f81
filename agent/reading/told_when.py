"""A wish to be told when an errand is over, said after it with "tell me when": "kill the bat and
tell me when it's dead", "get the bow and tell me when you have it", "go to the middle and let me
know when you're there", "... and tell me when you're done". The errand, then the companion says so
("The bat is dead", "I have the bow", "I'm there"): said only once the errand is over, and never if
it gives up (the wish said before "tell me", "..., once it's dead, tell me", is ``errand_ended``'s:
the errand, then the telling once it is over). Before, the telling was dropped: the errand alone,
then "Done". Asked ("can you kill the bat and tell me when it's dead?") it is the same errand; a
question before the wish ("where is the bow, and tell me when ...") is read as before.

Said as a sentence of its own after the errand's ("kill the bat. then tell me when it's dead",
"get the bow. tell me when you have it", "kill the bat. once it's dead, tell me"), the wish is
read on the step before (``told_alone``), as if joined with "and": before, it was dropped, read
as a wait for every bat gone, or the fetch read twice.

The end told must be the errand's: "dead" after a fight, "you have it" after a fetch, "there"
after a walk to a place, "done" or "finished" after any errand. Another end ("get the bow and
tell me when it's dead"), or an errand the words cannot be read of, is said back as not
understood, not dropped; a wish to be told of anything else ("... and tell me when a bat
comes") is no end of the errand, and is read as before."""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, lexicon_parts as lp, meaning as m
from agent.reading.patterns import lazy
from agent.reading.stream import stream
from game.world import NEEDS

# The ends of an errand said after "when", by the kind of end: a monster dead, an item had, a
# place reached, the errand done.
_ENDS = {
    "dead": r"(?:(?:it|they|that one|the \w+) ?(?:is|are|'s|'re|has been|have been)|its)"
            r" (?:all )?(?:dead|killed|defeated|slain|gone|done for)",  # "its": "it's" slipped
    "had": r"you(?:'ve| have)?(?: got| picked up| found)? (?:it|them|both(?: of them)?"
           r"|them both|the \w+)(?: on you)?|(?:it|they)(?:'s| is|'re| are) (?:all )?yours",
    "there": r"you(?:'re| are) there|you (?:got|are|have got|'ve got) there"
             rf"|you {lx.alt(tuple(r for r in lp.REACHES if r.endswith(' there')))}"
             r"|you(?:'ve| have)? (?:arrived|reached it)|you arrive",
    "done": r"you(?:'re| are|'ve| have)? (?:done|finished)(?: with it)?|it(?:'s| is) (?:done"
            r"|over)|that(?:'s| is) done",
}
_TOLD = lazy(
    r"^(?P<errand>.+?)\s*,?\s+(?:and\s+)?(?:then\s+)?(?:please\s+)?"
    rf"{lx.alt(lx.TELL_ME)}\s+(?:when|once|as soon as)\s+(?:"
    + "|".join(f"(?P<{end}>{said})" for end, said in _ENDS.items())
    + r")(?:\s*(?:,\s*|\band\s+)(?:and\s+)?(?:then|after that|afterwards)\s*,?\s+(?P<after>.+?))?"
    r"\s*[.!]*$",
    re.I,
)
# The words each of those ends needs one of, and those of the wish.
# The gates: a word of telling, a word of when.
TELLING = frozenset(("tell", "know", "inform", "notify"))
_JOINED = lazy(r"^(?:(?:and|then|please)\s+)+", re.I)
WHEN = frozenset(("when", "once", "soon"))
# The wish alone, after a sentence that said the errand: "then tell me when it's dead", "and
# after that, let me know when you're there", "once it's dead, tell me".
_ALONE = lazy(
    r"^(?:(?:and|then|after that|afterwards|so|please)\s*,?\s+)*"
    rf"(?P<wish>{lx.alt(lx.TELL_ME)}\s+(?:when|once|as soon as)\s+(?:"
    + "|".join(f"(?P<{end}>{said})" for end, said in _ENDS.items())
    + rf")|(?:once|when|as soon as|after)\s+(?P<dead_first>{_ENDS['dead']})\s*,?\s*(?:then\s+)?"
    rf"{lx.alt(lx.TELL_ME)}(?:\s+(?:so|about it))?)"
    r"(?:\s*(?:,\s*|\band\s+)(?:and\s+)?(?:then|after that|afterwards)\s*,?\s+(?P<after>.+?))?"
    r"\s*[.!]*$",
    re.I,
)


# The errand's end said before what comes after it, in a sentence of its own: "once it's dead,
# come back", "when you have it, bring it to me", "when you get there, tell me".
_ENDED = lazy(
    r"^(?:(?:and|then|so)\s*,?\s+)*(?:once|when|as soon as|after)\s+(?:"
    + "|".join(f"(?P<{end}>{said})" for end, said in _ENDS.items())
    + rf"|(?P<reached>you {lx.alt(lp.YOU_GOT_THERE)}(?: there)?))(?:\s*,\s*|\s+)(?:then\s+)?"
    r"(?P<rest>\S.*?)"
    r"\s*[.!]*$",
    re.I,
)
# ... said in the errand's own sentence: "kill the nearest bat and once it's gone, come back".
_ERRAND_ENDED = lazy(
    r"^(?P<errand>.+?)\s*,?\s+(?:and\s+)?(?:then\s+)?(?P<ended>(?:once|when|as soon as|after)\s+"
    r"(?:" + "|".join(f"(?:{said})" for said in _ENDS.values())
    + rf"|you {lx.alt(lp.YOU_GOT_THERE)}(?: there)?)(?:\s*,\s*|\s+)\S.*)$",
    re.I,
)


def told_when(text: str, asked: bool) -> list[m.Step] | None:
    """The errand, then the companion saying it is over; None for other words."""
    if (found := _wished(text, _TOLD)) is None:
        return None
    from agent.reading.reader import _read_part  # the reader reads its clauses with this module

    end = next(end for end in _ENDS if found.group(end) is not None)
    errand = _read_part(found.group("errand"), asked)
    if not errand or any(isinstance(step, m.Ask) for step in errand):
        return None  # "how far is the bow, and tell me when ...": a question, read as before
    told = _JOINED.sub("", found.group(0)[found.end("errand"):found.end(end)].strip(" ,"))
    after = _read_part(found.group("after"), asked) if found.group("after") else []
    last = errand[-1]
    said = _said(last, end, found.group(end)) if isinstance(last, m.Act) else None
    if said is None:  # another end than the errand's own: said back, never dropped
        return [*errand, m.Unknown(told), *after]
    return [*errand, m.Say(said, words=told), *after]


def _wished(text: str, wish: re.Pattern[str]) -> re.Match[str] | None:
    """The wish to be told (``wish``) matched on the words spaced once, where they hold a verb of
    telling and "when"; None where they do not."""
    words = stream(text).words
    if TELLING.isdisjoint(words) or WHEN.isdisjoint(words):
        return None
    return wish.match(" ".join(text.split()))


def told_alone(text: str, asked: bool, before: m.Step | None) -> list[m.Step] | None:
    """The companion saying the errand ``before`` is over, wished in a sentence of its own after
    it (and the steps said after the wish); None for other words, or where the step before is
    no errand."""
    if not isinstance(before, m.Act):
        return None
    if (found := _wished(text, _ALONE)) is None:
        return None
    from agent.reading.reader import _read_part  # the reader reads its clauses with this module

    end = next(end for end in (*_ENDS, "dead_first") if found.group(end) is not None)
    told = found.group("wish")
    said = _said(before, end.removesuffix("_first"), found.group(end))
    after = _read_part(found.group("after"), asked) if found.group("after") else []
    return [m.Say(said, words=told) if said is not None else m.Unknown(told), *after]


def ended_then(text: str, asked: bool, before: m.Step | None) -> list[m.Step] | None:
    """What is to be done once the errand ``before`` is over, said after it in a sentence of
    its own ("kill the bat. once it's dead, come back": the steps after the fight, not a wait
    for every bat gone; "get the bow. when you have it, come back": not a second fetch); a wish
    to be told then is the telling. None for other words, or another end than the errand's."""
    if not isinstance(before, m.Act) or WHEN.isdisjoint(stream(text).words):
        return None
    found = _ENDED.match(" ".join(text.split()))
    if found is None:
        return None
    end = next(end for end in (*_ENDS, "reached") if found.group(end) is not None)
    said = _said(before, end.replace("reached", "there"), found.group(end))
    if said is None:
        return _wrong_end(before, end, found.group(end), text)
    rest = found.group("rest")
    if _BARE_WISH.match(rest):  # "when you get there, tell me"
        return [m.Say(said, words=text.strip(" .!"))]
    from agent.reading.reader import _read_part  # the reader reads its clauses with this module

    return _read_part(rest, asked) or None


def errand_ended(text: str, asked: bool) -> list[m.Step] | None:
    """The errand, then what is to be done once it is over, in one sentence ("kill the bat, and
    once it's dead, come back"); None for other words (``ended_then`` reads the rest)."""
    if asked or WHEN.isdisjoint(stream(text).words):
        return None
    found = _ERRAND_ENDED.match(" ".join(text.split()))
    if found is None:
        return None
    from agent.reading.reader import _read_part  # the reader reads its clauses with this module

    errand = _read_part(found.group("errand"), asked)
    then = ended_then(found.group("ended"), asked, errand[-1]) if errand else None
    if then is not None and len(then) == 1 and isinstance(then[0], m.Unknown) and (
            then[0].reason == m.Reason.MISMATCH and then[0].detail.endswith(_NEVER)):
        return [*errand, *then]  # "kill the bat and once you have it, come back": said back
    if then is None or any(isinstance(step, m.Unknown) for step in then):
        return None  # "..., and when you've got the lot, hand them all over": read as before
    return [*errand, *then]


def _wrong_end(before: m.Act, end: str, words: str, text: str) -> list[m.Step] | None:
    """ "kill the bat. once you have it, come back", "get the bow. once it's dead, come back":
    an end said of the errand's own thing ("it") that the thing cannot come to, a monster held
    or an item dead, is said back, not read as a wait for the companion to hold a bat; None
    for other words (a thing of its own named: "once you have the sword", read as before)."""
    thing = before.thing
    named = [k for w in words.lower().split()[1:] if (k := lx.kind_of(w))]
    if end == "had" and len(named) == 1 and lx.is_item(named[0]) and (
            named[0] in lx.concrete(named[0]) and named[0] not in _GETS(before)):
        # "kill the bat. once you have the sword, come back": a wait on holding what the errand
        # never gets, not an order to fetch it (it was read as one)
        said = text.strip(" .!")
        why = f"I won't have the {named[0]} from the step before{_NEVER}"
        return [m.Unknown(said, m.Reason.MISMATCH, f'I can\'t do "{said}": {why}')]
    if thing is None or named:
        return None
    if before.action == m.ATTACK and end == "had" and lx.is_monster(thing.kind):
        why = f"a {thing.kind} is fought, it is never held{_NEVER}"
    elif before.action == m.FETCH and end == "dead" and lx.is_item(thing.kind):
        why = f"a {thing.kind} is picked up, it never dies{_NEVER}"
    else:
        return None
    said = text.strip(" .!")
    return [m.Unknown(said, m.Reason.MISMATCH, f'I can\'t do "{said}": {why}')]


_NEVER = " (an end its errand never comes to)"


def _GETS(act: m.Act) -> tuple[str, ...]:  # noqa: N802 - read as a table
    """The items the companion holds once ``act`` is over: what it fetched, or the weapons a
    fight with a monster of one kind takes (the sword after "kill the gorgon")."""
    kind = act.thing.kind if act.thing is not None else ""
    if act.action == m.FETCH:
        return lx.concrete(kind) if kind else ()
    if act.action == m.ATTACK and kind in NEEDS:
        return NEEDS[kind]
    return ()
_BARE_WISH = lazy(rf"^(?:please\s+)?{lx.alt(lx.TELL_ME)}(?:\s+(?:so|about it))?$", re.I)


def _said(act: m.Act, end: str, words: str) -> str | None:
    """What the companion says once ``act`` is over, told of as ``end`` in ``words``; None where
    that end is not the act's ("get the bow and tell me when you have the sword")."""
    thing = act.thing
    named = [kind for w in words.lower().split()[1:] if (kind := lx.kind_of(w))]
    if thing is not None and any(kind != thing.kind for kind in named):
        return None
    many = thing is not None and (thing.every or (thing.quantity or 1) > 1)
    if act.action == m.ATTACK and end in ("dead", "done") and thing is not None and (
            lx.is_monster(thing.kind)):
        return f"The {thing.kind}s are dead" if many else f"The {thing.kind} is dead"
    if act.action == m.FETCH and end in ("had", "done") and thing is not None and (
            lx.is_item(thing.kind)):
        return f"I have the {thing.kind}s" if many else f"I have the {thing.kind}"
    if act.action == m.GO_TO and end in ("there", "done"):
        return "I'm there"
    if end == "done":
        return "I've done it"
    return None
