"""An order said in inverted word order, as Yoda talks, said in the usual order (``voices.py``'s
row "inverted", tried where a modal of the voice is said: "you must", "you will", "you shall").

Sentence by sentence: what is fronted before the verb and its modal goes after the verb ("To
the bottom left corner, go you will.": go to the bottom left corner; "Three steps right, take
you must.": take three steps right; "The sword, to me bring it you must.": the sword, bring it
to me), the modal after an order is left out ("Follow me, you must.") and its "not" is the
order's ("Move, you must not.": do not move); a manner fronted after the order joins it
("Attack the gorgon, with the sword you shall."); a verb said last follows its thing ("First
the sword, take.": first take the sword; "If not, the bow fetch."), and a condition's thing
before "you" follows its verb ("If the sword you carry, ...": if you carry the sword). Only a
verb of an order (``lexicon.ACTION_VERBS``) is moved; anything else is left as said, and what
is left unread is refused as before.
"""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, lexicon_inverted as lin
from agent.reading.patterns import lazy

# A sentence and the mark that ends it.
_SENTENCES = lazy(r"[^.!?;]+[.!?;]*")
# The modal that ends a sentence: "..., fetch it you must."
_MODAL = lazy(rf"^(?P<body>.+?)\s*,?\s+you\s+{lx.alt(lin.INVERTED_MODALS)}(?P<neg>\s+not)?$", re.I)
# A verb said last, after its thing: "First the sword, take", "If not, the bow fetch".
_VERB_LAST = lazy(
    rf"^(?P<lead>(?:{lx.alt(lin.INVERTED_LEADS)})\s*,?\s+)?(?P<thing>(?:{lx.alt(lin.INVERTED_THING)})"
    r"\s+(?:(?!\byou\b)[^,])+?)\s*,?\s+(?P<verb>[a-z]+)$",
    re.I,
)
# "If the sword you carry": the condition's thing before "you" and its verb.
_IF_THING_FIRST = lazy(
    r"^(?P<lead>if|when|once|unless)\s+(?P<thing>(?:the|an?|your|my)\s+[a-z]+)\s+you\s+"
    rf"(?P<verb>{lx.alt(lin.INVERTED_HELD)})$",
    re.I,
)
# The voice's musing, a sentence alone or a piece at a sentence's end: "Hmm.", "..., hmm."
_MUSED = lazy(rf"\s*,\s*{lx.alt(lin.INVERTED_MUSING)}$", re.I)
# Words that open a piece and stay first: "Then stay you will", "If not, ...".
_LEAD = lazy(rf"^(?P<lead>(?:{lx.alt(lin.INVERTED_LEADS)})\s*,?\s+)", re.I)


def framed(text: str, words: frozenset[str]) -> str:
    """``text`` with each sentence said in inverted order said in the usual order."""
    return "".join(_sentence(found.group(0)) for found in _SENTENCES.finditer(text))


def _sentence(said: str) -> str:
    """One sentence (with its mark and the space before it) in the usual order."""
    core = said.strip()
    mark = core[len(core.rstrip(".!?;")) :]
    core = typed = core.rstrip(".!?;").strip()
    lead_space = said[: len(said) - len(said.lstrip())]
    if not core or core.lower() in lin.INVERTED_MUSING:
        return "" if core else said  # "Hmm."
    if (mused := _MUSED.search(core)) is not None:
        core = core[: mused.start()]  # "Then two down, hmm."
    modal = _MODAL.match(core)
    told = _in_order(modal.group("body"), bool(modal.group("neg"))) if modal else None
    if told is None:
        told = _pieces(core)
    return f"{lead_space}{told}{mark}" if told != typed else said


def _pieces(core: str) -> str:
    """A sentence with no modal: each piece after a comma with its verb said last moved (a verb
    alone after a comma is its piece's: "First the sword, take.")."""
    pieces = [piece.strip() for piece in core.split(",")]
    if len(pieces) > 1 and pieces[-1].lower() in lx.ACTION_VERBS:
        pieces[-2:] = [f"{pieces[-2]} {pieces[-1]}"]
    return ", ".join(_verb_first(piece) for piece in pieces)


def _verb_first(piece: str) -> str:
    """ "the bow fetch": fetch the bow; "If the sword you carry": if you carry the sword."""
    if (held := _IF_THING_FIRST.match(piece)) is not None:
        return f"{held.group('lead')} you {held.group('verb')} {held.group('thing')}"
    last = _VERB_LAST.match(piece)
    if last is None or last.group("verb").lower() not in lx.ACTION_VERBS:
        return piece
    return f"{last.group('lead') or ''}{last.group('verb')} {last.group('thing')}"


def _in_order(body: str, negated: bool) -> str | None:
    """What comes before the modal in the usual order; None where no verb of an order is said."""
    front, _, rest = body.rpartition(",")
    front, rest = front.strip(), rest.strip()
    lead = _LEAD.match(rest)
    said_first = lead.group("lead") if lead else ""
    rest = rest[len(said_first) :]
    words = rest.split()
    at = next((i for i, word in enumerate(words) if word.lower() in lx.ACTION_VERBS), None)
    if at is None and not front:
        order = rest  # "Lose me, you will not."
    elif at is None:
        if front.split()[0].lower() not in lx.ACTION_VERBS:
            return None
        order, front = f"{front} {rest}", ""  # "Attack the gorgon, with the sword you shall."
    else:
        pre, verb = " ".join(words[:at]), words[at]
        post = " ".join(words[at + 1 :])
        order = " ".join(part for part in (verb, post, pre) if part)
    order = f"{said_first}{'do not ' if negated else ''}{order}"
    if not front:
        return order
    if _LEAD.match(front) or (front.split()[0].lower() in ("if", "when", "once", "unless")):
        return f"{_pieces(front)}, {order}"  # "If the sword you carry, the gorgon attack ..."
    if re.search(r"\b(?:it|them)\b", order, re.I):
        return f"{front}, {order}"  # "The sword, to me bring it you must": the sword, bring it
    return f"{order} {front}"
