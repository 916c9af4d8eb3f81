"""A duty that goes on while a condition holds, then what to do once it does not, said as two
choices: "if the gorgon is still alive, keep away from it, and if it's gone, come back", "if
the bat is alive, follow me. if it's dead, get the bow". The first choice's duty never ends, so
the second, decided after it, would never be reached: the two are one watch, the duty while the
first condition holds and the second's steps once its opposite does (``m.Watch(not C, then=B,
during=A)``; already so at the start, B at once). Before, the one sentence was refused and the
two sentences kept away for good. A second condition that is no opposite of the first stays as
it was read (``readers_ahead.and_if`` refuses it in one sentence)."""

from __future__ import annotations

from agent.reading import meaning as m
from agent.reading.logic import negate


def opposite(first: m.Cond, second: m.Cond) -> bool:
    """``second`` holds exactly where ``first`` does not ("the gorgon is alive": count > 0;
    "it's gone": count == 0, as count <= 0 is)."""
    if negate(first) == second or negate(second) == first:
        return True
    pair = (first, second)
    if not all(isinstance(c, m.Compare) and c.right == m.Number(0) for c in pair):
        return False
    a, b = pair
    assert isinstance(a, m.Compare) and isinstance(b, m.Compare)
    none = ("==", "<=")  # of a count, never below 0
    return (
        a.left == b.left
        and isinstance(a.left, m.CountOf)
        and ((a.op == ">" and b.op in none) or (b.op == ">" and a.op in none))
    )


def _duty_then(step: m.Step) -> m.Choice | None:
    """``step`` as a choice, decided now, whose one step is a duty that never ends, and no
    otherwise."""
    if not isinstance(step, m.Choice) or step.otherwise or len(step.then) != 1:
        return None
    duty = step.then[0]
    return step if isinstance(duty, m.Act) and duty.action in m.ENDLESS else None


def _duty_until(step: m.Step) -> m.Step:
    """A duty said before a condition that comes after the steps, then a step ("keep away from
    the gorgon, come back when it's dead", "..., and come back if it's gone"): the duty until
    the condition holds, then the step (``m.Watch(C, then=B, during=A)``). It was the two under
    the condition, the duty first, so B never ran (and a keeping away before coming back was
    dropped: the gorgon dead, come back). Exploring too ("explore and come back when you see a
    bat" waited for the bat first). Not a choice on there being one ("..., and come back if you
    see a bat": there is one at once, read as before)."""
    if isinstance(step, m.Watch) and (step.during or step.every_time):
        return step
    if (
        not isinstance(step, (m.Watch, m.Choice))
        or isinstance(step, m.Choice)
        and (step.otherwise or _some(step.cond))
    ):
        return step
    duty = step.then[0] if len(step.then) > 1 else None
    if not (isinstance(duty, m.Act) and m.goes_on(duty) and step.words.startswith(duty.words)):
        return step
    return m.Watch(step.cond, then=step.then[1:], during=(duty,), words=step.words)


def kept_while(steps: list[m.Step]) -> list[m.Step]:
    """The steps, a duty's choice followed by a choice on the opposite condition made one watch,
    and a duty said before a condition on the steps after it kept until it holds."""
    steps = [_duty_until(s) for s in steps]
    if len(steps) < 2 or not any(isinstance(s, m.Choice) for s in steps):
        return steps
    out: list[m.Step] = []
    for step in steps:
        first = _duty_then(out[-1]) if out else None
        if (
            first is not None
            and isinstance(step, m.Choice)
            and not step.otherwise
            and step.then
            and opposite(first.cond, step.cond)
        ):
            words = f"{first.words.rstrip(' .')}, {step.words}"
            out[-1] = m.Watch(step.cond, then=step.then, during=first.then, words=words)
            continue
        out.append(step)
    return out


def _some(cond: m.Cond) -> bool:
    """Whether ``cond`` is there being one of a kind ("you see a bat", decided now)."""
    return (
        isinstance(cond, m.Compare)
        and cond.op == ">"
        and cond.right == m.Number(0)
        and (isinstance(cond.left, m.CountOf))
    )
