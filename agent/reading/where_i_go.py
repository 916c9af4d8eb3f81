"""The player's going said beside a clause ("wherever I go", "where I walk", "everywhere I
wander"; the words of ``lexicon_inverted.FOLLOWED_OPENS`` and ``FOLLOWED_MINE``), kept only
where the clause's meaning holds it: a duty that goes with the player ("follow me wherever I
go", "where I go, you go", "guard me wherever I go", "keep 2 tiles from me wherever I go").

Beside any other step it asks for two things at once, the step and a following, which the game
cannot do ("where I go, you get the bow", "wherever I go, kill the bats", "explore wherever I
go"): refused in words that say back what it cannot do, never read as the step alone, and never
as a question of where ("where I go, you get the bow" is no "where is the bow?")."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from agent.reading import lexicon as lx, lexicon_inverted as lin, meaning as m
from agent.reading.patterns import lazy
from agent.reading.reasons import opens_with_verb, shown
from agent.reading.text import words_in

# The player's going: "wherever I go", "where I walk", "everywhere I wander".
_GOING = (rf"\b{lx.alt(lin.FOLLOWED_OPENS)}\s+i\s+(?:{lx.alt(lin.FOLLOWED_MODAL)}\s+)?"
          rf"{lx.alt(lin.FOLLOWED_MINE)}\b")
_PLAYER_GOES = lazy(_GOING, re.I)
# "you" before the companion's own words after it ("where I go, you get the bow")
_YOU = lazy(r"^\s*you\s+(?=\w)", re.I)
_OPENS = frozenset(lin.FOLLOWED_OPENS)
# The duties kept from the player, who is their thing ("keep 2 tiles from me").
_FROM_ME = (m.KEEP_DISTANCE, m.KEEP_AWAY)


def kept_with_me(text: str, steps: Sequence[m.Step],
                 read: Callable[[str], Sequence[m.Step]]) -> tuple[m.Step, ...]:
    """``steps``, a clause's reading, where ``text`` says no going of the player's or the steps
    go with the player; else the clause refused in words (``read`` reads the words besides the
    going, to say back what cannot be done along with following)."""
    if _OPENS.isdisjoint(said := words_in(text.lower())) or "i" not in said or (
            (going := _PLAYER_GOES.search(text)) is None):
        return tuple(steps)  # most clauses: no going of the player's
    if all(_goes_with_me(s) for s in steps):
        return tuple(steps)  # "follow me wherever I go", "Wherever I go, go." (refused already)
    rest = _YOU.sub("", f"{text[:going.start()]} {text[going.end():]}".strip(" ,.!?;"))
    own = read(rest) if rest else ()
    if not own or any(isinstance(s, (m.Unknown, m.Ask)) for s in own) or not opens_with_verb(
            said_back := shown(rest)):
        return (m.Unknown(text, m.Reason.NOT_UNDERSTOOD),)
    return (m.Unknown(text, m.Reason.CANNOT, lin.FOLLOWED_CANNOT.format(
        f"{said_back[:1].lower()}{said_back[1:]}")),)


def _goes_with_me(step: m.Step) -> bool:
    """Whether a step goes with the player wherever they go: following, standing between them
    and a monster, guarding them, a distance kept from them, words already refused; a condition
    or a repetition is left as it was read."""
    if not isinstance(step, m.Act):
        return isinstance(step, (m.Unknown, *m.LOGIC))
    if step.action in (m.FOLLOW, m.PROTECT):
        return True
    if step.action == m.GUARD:
        return _mine(step.place.thing if step.place is not None else None)
    return step.action in _FROM_ME and _mine(step.thing)


def _mine(thing: m.Thing | None) -> bool:
    return thing is not None and thing.kind == m.PLAYER


def player_goes(text: str) -> bool:
    """Whether words say the player's going ("where I go", "wherever I walk"): no question of
    where something is."""
    return bool(_PLAYER_GOES.search(text))
