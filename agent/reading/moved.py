"""The player moving from where they stood, as a condition ("as soon as I take a step, follow
me", "stay here until I move", "wait until I move, then get the bow", "while I stand still, guard
me"): ``meaning.Moved``, the player's tile other than the one they stood on when the step began.
It is watched, never decided (at the step's start it never holds), read by ``conditions`` after
the party ("I", "the player") and before the other readers of a party, and only where nothing
but the condition's end follows the verb ("I move away", "I walk off", "I leave" are leaving,
more than 3 tiles: ``distances``).

What is refused, in words (``watched_rightly``, from ``tidy.merged``): each time the
player moves ("whenever I move": the game says where the player stands, not each step taken, and
"whenever I walk away" is the reading for being away), and the player standing still or
stopping watched for ("until I stand still", "if I don't move"): the game keeps no count of how
long the player has stood, and from the start of the step the player has not moved, so such a
condition would hold at once. "While I stand still", "as long as I don't move" are until the
player moves, and read. The companion moving ("until you move") is no condition of this.
"""

from __future__ import annotations

from dataclasses import replace

from agent.reading import lexicon_duties as ldu, lexicon_parts as lp, meaning as m
from agent.reading.each_move import followed
from agent.reading.logic import Reading
from agent.reading.tokens import Tokens

# The player, as the subject of a move: not "we" (the two of us), nor the companion.
_PLAYER = ("i", "the player", "me to")  # "wait for me to move": I move
# "take" and "get", named by their past forms (lexicon_parts.PAST_FORMS).
_TAKE, _GET = lp.PAST_FORMS["taken"], lp.PAST_FORMS["got"]
# Verbs of the player leaving the tile they stand on, said alone (present, past and perfect):
# "move", "take a step", "take my first step", "start walking", "budge", "move a muscle".
_STEPS = (
    *(f"{verb}{end}" for verb in ("move", "budge", "stir", "step", "walk") for end in ("", "s")),
    *("moved", "budged", "stirred", "stepped", "walked", "go", "goes", "set off", "sets off"),
    *(
        f"{verb} {a} step"
        for verb in (_TAKE, f"{_TAKE}s", "took", "taken")
        for a in ("a", "one", "a single", "my first", "the first", "their first")
    ),
    *(f"{verb} {a} move" for verb in ("make", "makes", "made") for a in ("a", "my first")),
    *(
        f"{verb} {how}"
        for verb in ("start", "starts", "started", "begin", "begins", "began")
        for how in ("moving", "walking", "to move", "to walk")
    ),
    *(f"{verb} moving" for verb in (_GET, f"{_GET}s")),
    *(
        f"{verb} {bit}"
        for verb in ("move", "moves", "moved", "budge")
        for bit in ("an inch", "a muscle")
    ),
    *(f"{be} {how}" for be in ("am", "is") for how in ("moving", "walking", "on the move")),
)
# After the verb, a way that is any way off the tile ("when I step forward", "once I move
# aside"); a way of the map's ("a step south", "go left") is no condition the meaning holds, and
# "away", "back", "home" are leaving and coming back (distances).
_WAY = ("forward", "forwards", "ahead", "aside")
# Before a verb: the perfect ("after I've moved", "once I have taken a step") and "so much as".
_BEFORE = ("have", "has", "so much as", "even", "finally", "actually", "ever")
# Standing still, the verb's denial ("while I stand still", "as long as I stay put"): the ways of
# staying still of lexicon_duties.STAY_VERBS, said of the player, and "I am still".
_STILL_AS_TOLD = tuple(
    v
    for v in ldu.STAY_VERBS
    if v.split()[-1] in ("still", "put") and " " in v and not v.startswith("be ")
)
_STILL = (
    *_STILL_AS_TOLD,
    *(f"{v.split()[0]}s {v.split()[1]}" for v in _STILL_AS_TOLD),
    "am still",
    "am standing still",
    "am staying put",
    "am keeping still",
)
# Coming to a stop, read as standing still so that it is refused where it is watched for ("until
# I stop moving": it would hold at once) and read where it lasts ("while I stop, guard me"): the
# stop of lexicon_duties.STAY_VERBS ("stop moving"), in its forms.
_STOP = next(v for v in ldu.STAY_VERBS if v.endswith(" moving")).split()[0]
_STOPS = tuple(
    f"{_STOP}{end}{how}" for end in ("", "s", "ped") for how in ("", " moving", " walking")
)
_NOT = ("do not", "does not", "have not", "has not", "did not", "am not", "never")
# After the verb, where from: the tile the player stands on ("move from this spot").
_FROM = (
    "from here",
    "from this spot",
    "from my spot",
    "from this tile",
    "off this spot",
    "off this tile",
    "at all",
    "again",
    *(f"from {where}" for where in lp.WHERE_I_AM),
)
# What may follow a whole condition: its end, the next part of the sentence or another
# condition.
_ENDS = (",", "then", "and", "or", "otherwise", "else")


def cond_moved(t: Tokens) -> Reading | None:
    """After "I": "move", "take a step", "have moved" (the player moved, watched), "stand still",
    "don't move", "stop moving" (not); None, the cursor unmoved, else."""
    start = t.i
    if t.peek() not in ("i", "the", "me") or not t.take(*_PLAYER):
        return None
    denied = bool(t.take(*_NOT))
    t.take(*_BEFORE)
    if t.take(*_STEPS):
        pass
    elif not denied and t.take(*_STILL, *_STOPS):
        denied = True
    else:
        t.i = start
        return None
    t.take(*_WAY)
    t.skip(*_FROM)
    if not (t.done or t.at(*_ENDS)):
        t.i = start
        return None
    moved = m.Moved(m.PLAYER)
    return Reading(m.Not(moved) if denied else moved, changing=True)


def watched_rightly(steps: list[m.Step]) -> list[m.Step]:
    """``steps``, each watch of the player moving that the game cannot watch refused in words
    (``tidy.merged``): "whenever I move" (each step), "until I stand still", "if I don't move"
    (standing still, which holds at once)."""
    if not any(isinstance(s, m.Watch) and _mentions(s.cond) for s in m.walk(tuple(steps))):
        return steps  # nothing of the player moving: nothing made anew
    out: list[m.Step] = []
    for step in steps:
        if (follow := _stopping_with_me(step, out[-1:])) is not None:
            out += [] if out[-1:] == [follow] else [follow]
        elif (ended := _wait_ended_as_said(step, out[-1:])) is not None:
            out[-1] = ended
        else:
            out.append(_watched_rightly(step))
    return out


def _wait_ended_as_said(step: m.Step, before: list[m.Step]) -> m.Watch | None:
    """ "Hold your position until I make my move. The moment I take a step, race to the bow!":
    a wait until the player moves, then what to do once they move said on its own: the same
    move, so what is done once the wait ends (a second watch would wait for another move that
    may never come, and the step said after it would be lost); None for any other step."""
    wait = before[0] if before else None
    if not (isinstance(step, m.Watch) and isinstance(wait, m.Watch) and not wait.then
            and step.then and not step.during and not (step.every_time or wait.every_time)
            and isinstance(step.cond, m.Moved) and step.cond == wait.cond):
        return None
    return replace(wait, then=_inner(step.then), words=f"{wait.words} {step.words}")


def _stopping_with_me(step: m.Step, before: list[m.Step]) -> m.Step | None:
    """ "follow me. if I stop, you stop", "follow me around and if I stop just stay next to me":
    a following already stops next to the player when they stop, so the player standing still,
    watched with nothing but stopping or staying by them to do, is that following (the one
    before, or the one said while); None for any other step."""
    if not isinstance(step, m.Watch) or step.every_time or not _mentions(step.cond) or not (
            _denied(step.cond)) or not step.then:
        return None
    if not all(_by_me(s) for s in (*step.then, *step.during)):
        return None
    follows = [s for s in (*before, *step.during, *step.then)
               if isinstance(s, m.Act) and s.action == m.FOLLOW]
    return follows[0] if follows else None


def _by_me(step: m.Step) -> bool:
    """A following, or a stop where the companion stands."""
    return isinstance(step, m.Act) and step.action in (m.FOLLOW, m.STAY) and (
        step.thing is None and step.place is None)


def _watched_rightly(step: m.Step) -> m.Step:
    if isinstance(step, m.Watch):
        if _mentions(step.cond):
            if _denied(step.cond):
                return (None if step.every_time else _meanwhile(step)) or m.Unknown(
                    step.words, m.Reason.CANNOT, _STILL_WHY, logic=True
                )
            if step.every_time:  # coming to the player each time they move: following
                return followed(step) or m.Unknown(step.words, m.Reason.CANNOT, _EACH_STEP,
                                                   logic=True)
        return replace(step, then=_inner(step.then), during=_inner(step.during))
    if isinstance(step, m.Choice):
        return replace(step, then=_inner(step.then), otherwise=_inner(step.otherwise))
    if isinstance(step, m.Repeat):
        return replace(step, body=_inner(step.body))
    return step


def _meanwhile(step: m.Watch) -> m.Step | None:
    """ "Hang back 2 to 4 tiles from me while I walk": a duty while the player moves is the duty
    alone, for as long as the order lasts (as ``duties_twice.meanwhile`` reads one said before);
    None for anything else ("until I stand still")."""
    duty = step.during[0] if len(step.during) == 1 and not step.then else None
    if (
        isinstance(duty, m.Act)
        and duty.action in m.ENDLESS
        and _WHILE & set(step.words.lower().split())
    ):
        return duty
    return None


_WHILE = frozenset(("while", "whilst", "long"))  # "as long as"


def _inner(steps: tuple[m.Step, ...]) -> tuple[m.Step, ...]:
    return tuple(_watched_rightly(s) for s in steps) if steps else steps


_EACH_STEP = (
    'I can watch for your first move from this tile ("as soon as you move, ..."), '
    "not for every move you make"
)
_STILL_WHY = (
    "I can watch for your first move from this tile, not for you keeping still or "
    "ceasing to move: nothing counts how long you have been still"
)


def _mentions(c: m.Cond) -> bool:
    if isinstance(c, m.Moved):
        return True
    if isinstance(c, m.Not):
        return _mentions(c.cond)
    if isinstance(c, m.AllOf | m.AnyOf):
        return any(_mentions(x) for x in c.conds)
    return False


def _denied(c: m.Cond, odd: bool = False) -> bool:
    """Whether a ``Moved`` in ``c`` stands under a "not" (an odd number of them)."""
    if isinstance(c, m.Moved):
        return odd
    if isinstance(c, m.Not):
        return _denied(c.cond, not odd)
    if isinstance(c, m.AllOf | m.AnyOf):
        return any(_denied(x, odd) for x in c.conds)
    return False
