"""A delay said before or after an act: "in 2 turns, get the bow", "after 2 turns, go stand next
to the bow", "3 turns from now, come to me", "2 ticks later, explore", "give it 3 turns, then
get the bow", "hold 2 turns and then get the bow", "come to me after 3 turns", "get the bow 3
turns from now". A wait of that many turns (a ``Repeat`` of nothing, as "wait 5 turns, then get
the bow" reads), then the act. "From now on" with no comma after it ("from now on walk back and
forth between here and the bow") is read as with one: the act, from now.

Before, the words before the comma were left out as a remark that adds nothing to do, so the
companion set off at once ("after 2 turns, go stand next to the bow" went at tick 1). Any other
words of time before an act ("after a while, ...", "in a moment, ...", "soon, ...") are said
back, never left out (``says_when``, called where a remark before an act is dropped). "Get the bow
in 2 turns" (done within 2 turns, or after them?) stays said back."""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, meaning as m
from agent.reading.patterns import lazy
from agent.reading.stream import stream
from agent.reading.text import words_in

# The turns of a delay, by their names; "moves" and "seconds" are left out (the player's moves,
# no clock).
_UNITS = r"(?:turns?|ticks?|rounds?)\b"
_N = rf"(?:{lx.NUMBER_RE}|an?)"
# The number of turns in the words of a delay.
_NUMBER = lazy(rf"\b{_N}\b", re.I)
_N_TURNS = rf"(?:another\s+|the\s+next\s+)?{_N}\s+(?:more\s+)?{_UNITS}"
# What waits before the act: "in 2 turns", "after 2 turns (have passed)", "3 turns from now",
# "2 ticks later", "give it 3 turns", "hold (off) 2 turns" ("wait 2 turns, then ..." is
# ``repeats``' own, and so is "hold for 2 turns while we ...": no act after it).
_BEFORE = (
    rf"(?:(?:in|after)\s+{_N_TURNS}(?:\s+(?:from now|time|have passed|pass|go by))?"
    rf"|{_N_TURNS}\s+(?:from now|later|on|hence)"
    rf"|give it\s+{_N_TURNS}|(?:hold|hold off)\s+(?:for\s+)?{_N_TURNS})"
)
_LEAD = lazy(
    rf"^(?P<delay>{_BEFORE})\s*[,;:]?\s*(?:(?:and|but)\s+)?(?:then\s+|only then\s+)?"
    r"(?P<body>(?!(?:while|whilst)\b)\S.*?)\s*[.!]*$",
    re.I,
)
# What waits after the act: "come to me after 3 turns", "get the bow 3 turns from now" (not
# "in 2 turns": within them, or after?).
_TAIL = lazy(
    rf"^(?P<body>.+?)\s*,?\s+(?P<delay>after\s+{_N_TURNS}|{_N_TURNS}\s+from now)\s*[.!]*$", re.I
)
# A moment from which an act is done, said before it ("from now on walk back and forth ...").
_FROM_NOW = ("from now on ", "from here on ", "starting now ", "henceforth ")
# The words that may say a delay, looked for before any pattern is run.
_GATE = frozenset(("turn", "turns", "tick", "ticks", "round", "rounds"))
# What an order that asks nothing needs for ``delayed`` to find anything: a word of a delay, or
# the first of "from now on".
GATE = frozenset((*_GATE, *(lead.split()[0] for lead in _FROM_NOW)))
# "after a while", "in a little while" (not "for a while", "while I walk": how long, or when).
_A_WHILE = lazy(r"\b(?:after|in)\s+a\s+(?:little\s+)?while\b")
# The most words a phrase of time alone before a question has ("after another 2 turns").
_TIME_PHRASE_WORDS = 4
# Words of time that open a remark left out before an act ("after a while, get the bow").
_TIME_WORDS = frozenset(
    (
        "turn",
        "turns",
        "tick",
        "ticks",
        "round",
        "rounds",
        "later",
        "soon",
        "moment",
        "moments",
        "minute",
        "minutes",
        "seconds",
        "hour",
        "hours",
        "afterwards",
        "eventually",
        "shortly",
    )
)


def delayed(text: str, asked: bool) -> list[m.Step] | None:
    """A wait of the turns said, then the act or question said with them; None when no delay
    is said."""
    low = text.lower()
    if low.startswith(_FROM_NOW) and (body := _read_part_after(text, low, asked)) is not None:
        return body  # "from now on walk back and forth ...": as "from now on, walk ..." reads
    if _GATE.isdisjoint(stream(text).words):
        return _asked_when(text, asked) if asked else None
    found = _LEAD.match(low) or _TAIL.match(low)
    if found is None:
        return _asked_when(text, asked) if asked else None
    said = _NUMBER.search(found.group("delay"))
    n = said.group(0) if said is not None else ""
    turns = int(n) if n.isdigit() else 1 if n in ("a", "an") else lx.number(n)
    if turns is None:
        return None
    from agent.reading.reader import _read_part  # the reader reads its clauses with this module
    from agent.reading.repeats import repeat_node  # requests asks says_when of this module

    start = found.start("body")
    body = _read_part(text[start : found.end("body")], asked)
    if not body:
        return None
    return [repeat_node((), 0, turns, text), *body]


def _asked_when(text: str, asked: bool) -> list[m.Step] | None:
    """A question after words of time read no other way ("after a while, how many bats are
    there?"): those words said back, never left out (the question was answered at once)."""
    before, comma, rest = text.partition(",")
    if not comma or not opens_with_time(before) or not rest.strip():
        return None
    from agent.reading.reader import _read_part  # the reader reads its clauses with this module

    return [m.Unknown(before.strip(), m.Reason.NOT_UNDERSTOOD), *_read_part(rest, asked)]


def _read_part_after(text: str, low: str, asked: bool) -> list[m.Step] | None:
    """The act said after "from now on" with no comma, read as it is after one."""
    lead = next(lead for lead in _FROM_NOW if low.startswith(lead))
    if low[len(lead) :].startswith(","):
        return None
    from agent.reading.reader import _read_part  # the reader reads its clauses with this module

    return _read_part(text[len(lead) :], asked) or None


def says_when(before: str) -> bool:
    """Whether words left out before an act say when it is done ("after a while", "in a
    moment", "2 ticks later"): said back, never dropped."""
    low = before.lower()
    words = words_in(low)
    return not _TIME_WORDS.isdisjoint(words) or (
        "while" in words and _A_WHILE.search(low) is not None
    )


def opens_with_time(before: str) -> bool:
    """Whether the few words before a question or a request say when it is asked ("in 2
    turns", "after a moment", "later"): a phrase of time alone, not a reason that speaks of time
    ("I'd like to hold the sword myself for a while, so would you ...")."""
    return len(before.split()) <= _TIME_PHRASE_WORDS and says_when(before)


def waited_in(steps: tuple[m.Step, ...]) -> tuple[tuple[m.Step, ...], tuple[m.Step, ...]]:
    """ "go to the middle and wait until I get there": the steps before the wait, and the wait
    the condition ends (it watched the walk too, and stopped before it began when the player
    stood by)."""
    last = steps[-1] if steps else None
    if len(steps) > 1 and isinstance(last, m.Act) and last.action == m.STAY and last.place is None:
        return steps[:-1], (last,)
    return (), steps
