"""Which one is the how-manieth nearest or farthest ("which bat is the second nearest?", "which
arrow is the third farthest from you?", "what is the second closest bat to me?", "which bat is
the next nearest?"): asked as where that one is (``meaning.Thing.rank``, agent.reading.ranks),
so the answer names it and where it lies ("The second nearest bat: row 4, column 9, 6 tiles from
me"), as "where is the second nearest bat?" is. "Which bat is nearest?" reads as before (a
question of which); what is not read whole here is said back by the ranks' guard, as before.
``asked`` is a row of ``questions.ROWS``, gated on the words of the question.
"""

from __future__ import annotations

from agent.reading import lexicon as lx, meaning as m, question_rows as qr
from agent.reading.lexicon_typed import ORDINALS

_MARKS = str.maketrans("-,;:.!?", "       ")
_PICKS = {**{w: m.NEAREST for w in lx.NEAREST}, **{w: m.FARTHEST for w in lx.FARTHEST}}
_RANKS = {**ORDINALS, "next": 2}
_GATE = frozenset(_RANKS)
_WHO = {"you": m.COMPANION, "yourself": m.COMPANION, "me": m.PLAYER, "myself": m.PLAYER}
# After the pick: "right now", "away", "one".
_AFTER = frozenset(("now", "away", "currently"))


def asked(words: dict[str, str], said: qr.Said) -> qr.Answer:
    """ "which bat is the second nearest?": where that bat is; None when the question is no
    question of which by rank."""
    if not said.plain.startswith(("which", "what")):
        return None
    w = said.plain.translate(_MARKS).split()
    if _GATE.isdisjoint(w) or w[:1] not in (["which"], ["what"]):
        return None
    if w[1:3] == ["is", "the"]:  # "which is the second nearest bat (to me)?"
        rank, pick, rest = _ranked(w[3:])
        kind = _kind(rest[:1])
        rest = rest[1:]
    else:  # "which bat is the second nearest (to me)?"
        kind = _kind(w[1:2])
        if w[2:3] != ["is"]:
            return None
        rank, pick, rest = _ranked(w[4:] if w[3:4] == ["the"] else w[3:])
        if rest[:1] == ["one"]:
            rest = rest[1:]
    if kind is None or not pick or rank < 2:
        return None
    origin = _origin([x for x in rest if x not in _AFTER and x != "right"])
    if origin is None or origin == kind:
        return None
    thing = m.Thing(kind, pick=pick, origin=origin, rank=rank)
    return m.Ask(m.WHERE, (thing,), words=said.text)


def _ranked(w: list[str]) -> tuple[int, str, list[str]]:
    """The rank and the pick ``w`` begins with ("second nearest") and the words after them."""
    if len(w) < 2 or w[0] not in _RANKS or w[1] not in _PICKS:
        return 0, "", w
    return _RANKS[w[0]], _PICKS[w[1]], w[2:]


def _kind(w: list[str]) -> str | None:
    """The one kind of thing ``w`` (a word) names, not one of us."""
    kind = lx.kind_of(w[0]) if w else None
    return None if kind is None or kind in m.WHO or w[0].endswith("s") else kind


def _origin(w: list[str]) -> str | None:
    """Where the pick is measured from: nothing said (the companion), "to me", "from you",
    "to the sword"; None when ``w`` is none of these."""
    if w[:1] in (["to"], ["from"]):
        w = w[1:]
    if not w:
        return m.COMPANION
    if len(w) == 1:
        return _WHO.get(w[0])
    if w[0] == "the" and len(w) == 2:
        return m.PLAYER if w[1] == "player" else _kind(w[1:])
    return None
