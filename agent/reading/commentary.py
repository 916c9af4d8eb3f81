"""A sports commentator calling the companion's play, said as the orders it calls for
(``voices.py``'s row "commentary"): the companion told of as "he" in the present, "he DELIVERS
it right to me", "he's going after the gorgon", "now he needs the bow", is told to (deliver it
right to me, go after the gorgon, get the bow); "and he does it AGAIN" is again; "and then it's
the bat" the bat next, on the verb before; "bow in hand" the bow got first; "he's got the sword
in his sights" names the sword for the "it" after; "he's got an arrow in the quiver" is what
the companion carries. Calls and cheers that ask nothing
("what a run by the rookie", "folks", "beautiful teamwork", "like a goalkeeper") are left out;
"he needs to stay right there" is the order, "our hero" after an opening call the companion;
"he's charging right up the middle" going to the middle.
A verb no order has ("HE LEAPS OVER THE WALL") is left as said, and refused as before; an order
that tells of a hero or a companion is a story's (``narrated``), left to it."""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, lexicon_inverted as lin, lexicon_typed as lt
from agent.reading.narrated import order_verb
from agent.reading.text import gerund_verb
from agent.reading.voice_rows import Form

# Who a story tells of: an order naming one is a story's, not a commentator's.
_STORY = frozenset(
    word for said in (*lt.NARRATED_COMPANION, *lt.NARRATED_HERO) for word in said.split()
)
_THING = r"(?:the|an?|that|this)\s+[a-z]+"
# The words a condition opens with: "he" after one is "you" ("if he grabs the bow").
_LEADS = frozenset(lead.split()[-1] for lead in lx.LEADS)


def forms() -> tuple[Form, ...]:
    """The commentator's forms, in the order they are tried."""
    calls = lx.alt(lin.COMMENTARY_CALLS)
    return (
        (rf"^\s*{calls}\s*[,!.]+\s*{lx.alt(lin.COMMENTARY_HERO)}\b", lin.COMMENTARY_HE),
        (rf"^\s*{calls}\s*[,!.]+\s*|\s*[,.!]*\s*\b{calls}\b[\s!?.]*(?=[,.!?]|$)", ""),
        (rf"\s+{lx.alt(lin.COMMENTARY_LIKE, lin.COMMENTARY_FIELD)}\b", ""),
        (rf"\b{lx.alt(lin.COMMENTARY_BENCH)}\b", lin.COMMENTARY_TO_ME),
        (rf"\b(?:and\s+)?{lx.alt(lin.COMMENTARY_AGAIN)}\b", "and again"),
        (
            rf"\bhe(?:'s| has)\s+got\s+(?P<what>{_THING})\s+{lx.alt(lin.COMMENTARY_IN_SIGHT)}",
            r"\g<what>",
        ),
        (
            rf"\bhe(?:'s| has)\s+got\s+(?P<what>{_THING})\s+{lx.alt(lin.COMMENTARY_HELD)}",
            r"you have \g<what>",
        ),
        (rf"\b{lx.alt(lin.COMMENTARY_NEEDS)}\s+(?=(?:the|an?)\s)", f"{lin.COMMENTARY_GOT} "),
        (
            rf"\b(?P<next>{lx.alt(lin.COMMENTARY_NEXT)})\s+{lx.alt(lin.COMMENTARY_ITS)}\s+"
            rf"(?=(?:the|an?|that)\s+(?:{lx.noun_pattern()})\b)",
            r"\g<next> ",
        ),
        (r"\b(?P<what>[a-z]+)\s+in\s+hand\s+and\b", _in_hand),
        (
            rf"\bhe\s+{lx.alt(lin.COMMENTARY_HANDS_ALL)}(?:\s*,?\s+the whole lot)?",
            lin.COMMENTARY_HANDED,
        ),
        (rf"\bhe(?:'s|\s+is|\s+has)?\s+{lx.alt(lin.COMMENTARY_MUST)}\s+(?=[a-z])", _must),
        (
            rf"\bhe(?:'s|\s+is)?\s+{lx.alt(lin.COMMENTARY_RUNS)}\s+{lx.alt(lin.COMMENTARY_UP)}"
            r"\s+the\s+middle\b",
            _up_the_middle,
        ),
        (r"\bhe(?:'s|\s+is)?\s+(?P<form>[a-z]+)\b", _told),
        # "..., PICKS IT UP", "scoops up that arrow and passes it back": the same one's verbs
        (r"(?:(?<=,\s)|(?<=\band\s))(?P<form>[a-z]+s)\b", _told),
        (r"\bhis\b", "your"),
    )


def _in_hand(found: re.Match[str]) -> str:
    """ "bow in hand and he DELIVERS it": get the bow and deliver it."""
    kind = lx.kind_of(found.group("what").lower())
    if kind is None or not lx.is_item(kind) or not told_of(found.string):
        return found.group(0)
    return f"{lin.COMMENTARY_GOT} the {found.group('what')} and"


def _up_the_middle(found: re.Match[str]) -> str:
    """ "he's charging right up the middle": going to the middle; a story's as said."""
    return lin.COMMENTARY_MIDDLE if told_of(found.string) else found.group(0)


def _must(found: re.Match[str]) -> str:
    """ "he needs to stay": the order after it; a story's as said."""
    return "" if told_of(found.string) else found.group(0)


def _told(found: re.Match[str]) -> str:
    """ "he DELIVERS", "he's going": the order's verb; anything else as said."""
    form = found.group("form")
    if not told_of(found.string):
        return found.group(0)  # "followed the hero wherever he went": a story's
    low = form.lower()
    verb = gerund_verb(form) if low.endswith("ing") else order_verb(form, strict=True)
    if verb is None or not low.endswith(("ing", "s")):
        return found.group(0)  # called live, in the present: "he counted them" is a remark
    before = found.string[: found.start()].split()[-1:]
    # "if he grabs the bow": if you grab it
    return f"you {verb.lower()}" if before and before[0].lower() in _LEADS else verb.lower()


def told_of(text: str) -> bool:
    """Whether the order may be a commentator's, not a story's ("the hero ..., and he ...")."""
    return _STORY.isdisjoint(re.findall(r"[a-z]+", text.lower()))
