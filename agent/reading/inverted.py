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

from agent.reading import lexicon as lx, lexicon_inverted as lin, lexicon_parts as lp
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


# What is said of the companion before "you" and its verb: "Bow and arrow you have", "Hurt you
# are", "Hurt you are not, the bow take".
_SAID_OF_YOU = lazy(
    rf"^(?P<what>[a-z][a-z ]*?)\s+you\s+(?P<verb>{lx.alt(lin.INVERTED_HOLDING)}"
    rf"|{lin.INVERTED_BEING})(?P<neg>\s+not)?(?:\s*,\s*(?P<rest>.+))?$",
    re.I,
)
_THEN = lazy(rf"^(?:{lx.alt(lin.INVERTED_THEN)})\s*,?\s+(?P<rest>.+)$", re.I)


def framed(text: str, words: frozenset[str]) -> str:
    """``text`` with each sentence said in inverted order said in the usual order; a state asked
    of the companion ("Hurt you are, yes?") the condition of the branches said after it."""
    out: list[str] = []
    asked = ""  # the state the sentence before asked of the companion
    modal = any(span in text.lower() for span in lin.INVERTED_MODAL_SPANS)
    for found in _SENTENCES.finditer(text):
        said, asked = _branch(found.group(0), asked, modal)
        out.append(said)
    return "".join(out)


def _branch(said: str, asked: str, modal: bool) -> tuple[str, str]:
    """One sentence in the usual order, and the state it asks of the companion ("Hurt you are,
    yes?": hurt) or whose branches it goes on with ("Then stay you will": if so, stay); "".
    Without a modal of the voice in the order (``modal``), only what is said of the companion
    before "you" moves ("Bow and arrow you have.")."""
    core, mark, space = _parts(said)
    of_you = _SAID_OF_YOU.match(core)
    if of_you is not None and not of_you["rest"] and (verb := _held_or_state(of_you)) and (
            verb != lin.INVERTED_BEING):
        asking = "Do you" if mark.startswith("?") else "You"  # "Bow and arrow you have."
        return f"{space}{asking} {'not ' if of_you['neg'] else ''}{verb} {of_you['what']}{mark}", ""
    if of_you is not None and _held_or_state(of_you) == lin.INVERTED_BEING and (
            mark.startswith("?") and not of_you["neg"] and not of_you["rest"]):
        return f"{space}Are you {of_you['what']}{mark}", of_you["what"].lower()
    if asked and (then := _THEN.match(core)) is not None:
        return f"{space}{lin.INVERTED_IF_SO}, {_sentence(then['rest'] + mark).strip()}", asked
    if asked and of_you is not None and of_you["rest"] and of_you["what"].lower() == asked:
        branch = lin.INVERTED_IF_NOT if of_you["neg"] else lin.INVERTED_IF_SO
        return f"{space}{branch}, {_pieces(of_you['rest'])}{mark}", asked
    return _sentence(said) if modal else said, ""


def _held_or_state(of_you: re.Match[str]) -> str:
    """The verb of what ``of_you`` says of the companion where it says what it holds ("Bow and
    arrow you have") or how it is ("Hurt you are"); "" for anything else."""
    verb, words = of_you["verb"].lower(), of_you["what"].lower().split()
    if verb == lin.INVERTED_BEING:
        return verb if len(words) == 1 and words[0] in lp.HURT else ""
    items = [word for word in words if word not in lin.INVERTED_LISTED]
    held = items and all((kind := lx.kind_of(word)) and lx.is_item(kind) for word in items)
    return verb if held and words[0] != "and" else ""


def _parts(said: str) -> tuple[str, str, str]:
    """A sentence's words without a musing at its end, its mark, and the space before it."""
    core = said.strip()
    mark = core[len(core.rstrip(".!?;")) :]
    core = core.rstrip(".!?;").strip()
    if (mused := _MUSED.search(core)) is not None:
        core = core[: mused.start()]  # "Then two down, hmm."
    return core, mark, said[: len(said) - len(said.lstrip())]


def _sentence(said: str) -> str:
    """One sentence (with its mark and the space before it) in the usual order."""
    typed = said.strip().rstrip(".!?;").strip()
    if not typed or typed.lower() in lin.INVERTED_MUSING:
        return "" if typed else said  # "Hmm."
    core, mark, lead_space = _parts(said)
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
