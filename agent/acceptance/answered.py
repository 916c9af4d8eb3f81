"""Whether a dry run answered what the order asks before anything else (its questions and
the words it says), in the statuses the code returned: the answer said, and no wrong one said
before it; in words the model can act on when not."""

from __future__ import annotations

from collections.abc import Sequence

from agent.acceptance.wording import lua_text, shown
from agent.answers import answers, decided, gives_answer, question_words, said
from agent.reading import meaning as m
from game.world import World


def unanswered(leading: Sequence[m.Ask | m.Say], statuses: Sequence[str], seen: list[World], *,
               ticks: int, names: set[str], first: World) -> str:
    """Why the statuses do not answer the order's leading questions and says ("" when they
    do): ``seen``, the worlds the statuses were about; ``names``, the API's global names (a
    hint names a skill only if it exists); ``first``, the world the run began in."""
    said_something = [s for s in statuses if s.strip()]
    for step in leading:
        if isinstance(step, m.Say):
            if not any(said(step.text, s) for s in said_something):
                return _not_said(step, statuses, ticks, names)
            continue
        if not any(answers(step, s, seen) for s in said_something):
            got = shown(list(statuses)) or '"Done" at once'
            asked, example = question_words(step, names, first)
            return (f"the order asks {asked}, but in {ticks} dry-run ticks no status "
                    f"answered it (got {got}). Return the answer itself as the status, e.g. "
                    f'{example}, then "Done" on the next tick.')
        wrong = _wrong_said(step, leading, said_something, seen)
        if wrong:
            asked, example = question_words(step, names, first)
            return (f'the order asks {asked}, but an answer the code gave, "{wrong}", is '
                    "wrong for the world it saw. Work the answer out from the world in the code, "
                    f'each time it runs (not written in), and say it once, e.g. {example}, then '
                    '"Done" on the next tick.')
    return ""


def _wrong_said(ask: m.Ask, leading: Sequence[m.Ask | m.Say], statuses: list[str],
                seen: list[World]) -> str:
    """A wrong answer said before the right one (the code that says every answer in turn,
    or one measured from the wrong one of us): the player reads the first; and a yes or no
    said after the right one ("Yes", then "No"), which stays on the screen. Anything else
    after the right answer may be about something else ("The bow is nearer", then "The
    sword: 3")."""
    if not decided(ask):
        return ""
    others = [s for s in leading if s is not ask]
    for status in statuses:
        if answers(ask, status, seen):
            if ask.asks not in (m.CHECK, m.HAS):
                return ""
            continue
        if gives_answer(ask, status) and not any(
                said(o.text, status) if isinstance(o, m.Say) else answers(o, status, seen)
                for o in others):
            return status
    return ""


def _not_said(step: m.Say, statuses: Sequence[str], ticks: int, names: set[str]) -> str:
    got = shown(list(statuses)) or '"Done" at once'
    example = f"return say({lua_text(step.text)})" if "say" in names else (
        f"return {lua_text(step.text)}")
    return (f'the order asks the companion to say "{step.text}", but in {ticks} '
            f"dry-run ticks no status contained those words (got {got}). Return them as the "
            f'status, e.g. {example}, then "Done" on the next tick.')
