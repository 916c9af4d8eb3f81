"""An order typed as a list, each item a sentence of its own before anything is read: items
numbered or lettered ("1) get the bow 2) grab an arrow", "Plan:\na) ...\nb) ..."), labelled
("Step one, take the sword. Step two, ..."), or lines that open with the same mark ("- wait 3
turns\n- then come to me"). A heading before a colon says nothing of its own and goes ("things
to do:", "questions:\n1. how much health do I have?", a single item under it too), but one that
is a condition keeps its items under it ("if you have the sword:\n- kill the gorgon\nif not:\n-
get the bow": "if you have the sword, kill the gorgon. if not, get the bow"), and one that names
a thing, a number or a place stays before its first item (``headings`` reads it).
"""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, lexicon_typed as lt
from agent.reading.patterns import lazy

# A heading: up to four words and a colon ("rules while I walk:").
_HEADING = r"[a-z]+(?:\s+[a-z']+){0,3}\s*:\s*"


def as_sentences(order: str) -> str:
    """The order with the items of a list it is typed as said as sentences; as it is where it is
    no list."""
    if _LIST_OPENS.match(order):
        return _listed(order)
    if _STEP_MARK.match(order.lstrip()) or (": " in order and _STEP_MARK.search(order)):
        return _labelled(order)
    if "\n" in order and _LINES_OPEN.match(order):
        return _bulleted(order)
    return order


# The first item at the start, after any heading.
_LIST_OPENS = lazy(rf"^\s*(?P<heading>{_HEADING})?\(?(?:1|a)[.)]\s", re.I)
_LIST_MARK = lazy(r"(?:(?<=\s)|^)\(?(?P<n>\d{1,2}|[a-h])[.)]\s+", re.I)


def _listed(order: str) -> str:
    """The items of a numbered list as sentences, where the marks count up from 1 (or a) with
    nothing between that looks like one (one item alone under a heading); else the order."""
    opens = _LIST_OPENS.match(order)
    headed = opens is not None and opens.group("heading") is not None
    if headed and _NAMING.search(opens.group("heading")):  # type: ignore[union-attr]
        return order  # "twice:\n1. get an arrow": a heading that says something (headings)
    text = order[opens.end("heading") if opens and headed else 0:].lstrip()
    marks = list(_LIST_MARK.finditer(text))
    said = [found.group("n").lower() for found in marks]
    if len(marks) < (1 if headed else 2) or marks[0].start() != 0 or said not in (
            [str(n) for n in range(1, len(said) + 1)], list("abcdefgh")[:len(said)]):
        return order
    ends = [found.start() for found in marks[1:]] + [len(text)]
    return ". ".join(text[found.end():end].strip(" .;,\n") for found, end in zip(
        marks, ends, strict=True))


# Steps labelled with their number, counted up from one ("Step one, take the sword. Step two, ...",
# "Step 1: ...", "One, get the bow. Two, ..."): each a sentence of its own, after any heading.
_STEP_MARK = lazy(rf"(?:(?:(?<=[\s.;!?])|^){lx.alt(lt.LIST_STEP)}\s+|(?:(?<=[.;:!?]\s)|^))"
                  rf"(?P<n>{lx.NUMBER_RE})\s*[,:.)-]\s+", re.I)


def _labelled(order: str) -> str:
    """The steps of a list labelled "Step one", "Step two" ... as sentences, where the numbers
    count up from one with nothing between that looks like one; else the order as it is."""
    text = order.lstrip()
    marks = list(_STEP_MARK.finditer(text))
    heading = text[:marks[0].start()] if marks else ""  # "Sequence as follows: one, ..."
    if len(marks) < 2 or heading.rstrip()[-1:] not in ("", ":") or [
            lx.number(found["n"]) for found in marks] != list(range(1, len(marks) + 1)):
        return order
    ends = [found.start() for found in marks[1:]] + [len(text)]
    return heading + ". ".join(text[found.end():end].strip(" .;,\n") for found, end in zip(
        marks, ends, strict=True))


# Lines that open with the same mark, a heading line before any of them ("- wait 3 turns\n-
# then come to me", "Plan:\n* get the bow\n* come back", "if you have the sword:\n- ...").
_LINES_OPEN = lazy(r"^\s*(?:[^\n]{1,80}:\s*\n\s*)?[-*+]\s", re.I)
_MARKS = ("- ", "* ", "+ ")
_HEADING_LINE = lazy(r"^(?P<heading>[^:\n]{1,80}?)\s*:$")
# A heading that is a condition ("if you have the sword:", "if not:", "otherwise:").
_CONDITION = lazy(rf"^(?:{lx.alt(tuple(lx.LEADS), lx.OTHERWISE)})\b", re.I)
# A heading that names something: it stays before its first item.
_NAMING = lazy(rf"\b(?:{lx.noun_pattern(lx.ITEM_NAMES)}|{lx.noun_pattern(lx.MONSTER_KINDS)}"
               rf"|{lx.alt(tuple(lx.TIMES_WORDS), tuple(lx.PLACES), lx.SAY_VERBS)}"
               rf"|{lx.alt(tuple(lx.COMPASS))}"
               rf"|{lx.NUMBER_RE}|\d+)\b", re.I)


def _bulleted(order: str) -> str:
    """The lines of a list marked by a dash, a star or a plus as sentences, where every line
    opens with the same mark or is a heading before such lines; else the order as it is."""
    lines = [line.strip() for line in order.split("\n") if line.strip()]
    marks = {line[:2] for line in lines if line[:2] in _MARKS}
    if len(marks) != 1:
        return order
    mark = marks.pop()
    groups: list[tuple[str, list[str]]] = []
    for line in lines:
        if line.startswith(mark) and groups:
            groups[-1][1].append(line[2:].strip(" .;,"))
        elif line.startswith(mark):
            groups.append(("", [line[2:].strip(" .;,")]))
        elif (found := _HEADING_LINE.match(line)) is not None:
            groups.append((found["heading"], []))
        else:
            return order
    if any(not items for _, items in groups) or sum(len(items) for _, items in groups) < (
            2 - any(heading for heading, _ in groups)):
        return order
    return ". ".join(_said(heading, items) for heading, items in groups)


def _said(heading: str, items: list[str]) -> str:
    """A heading's items as sentences: after a condition as its steps, after a heading that
    names something with it before the first, after any other heading alone."""
    if _CONDITION.match(heading):
        return f"{heading}, " + ", then ".join(items)
    said = ". ".join(items)
    return f"{heading}: {said}" if heading and _NAMING.search(heading) else said
