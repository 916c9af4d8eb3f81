"""The composer's run as the reference for the model's: both programs dry-run on the same copy of
the world, their effects compared where the meaning cares — not tile by tile.

Compared (each a divergence in words the model can act on, "" when none):

The reference runs for the first part of the model's window (``REFERENCE_SHARE``: what it does
there, the model's program must have done by the end of its own, longer, run):

- the things picked up: the very one the order names by where it is ("the arrow farthest from
  you"), else the nearest (a step more is as near), the kinds in the order the order fetches
  them, and none left out that the reference fetched;
- the monsters defeated that the reference defeated;
- the questions answered: what the reference answered, the model's program answers too;
- Done within the window: the reference was done, and the model's program has not done what the
  order promises by the end of its run (agent.acceptance.promises); and the same of the whole
  runs, when an order that ends by itself is dry-run on to its Done (``Judge.whole``): the
  reference done, the model's program run twice as long and more, never done, and what the
  order promises not done ("get an arrow, then the bow": the arrow, then to and fro saying
  "Getting the bow");
- progress toward each target, over the reference's ticks: the posts of a patrol reached, as
  much explored, a duty held as well, monsters kept as far away as the reference kept them where
  the order watches them;
- where it goes (``posts``): the very tile a go-to names exactly where the reference stood on
  it, however near; a patrol's turns at the order's posts and, after the first, its way towards
  the other, past the reference's run.

``diverges(reference, candidate)`` takes the two Judges that watched the runs (``agent.validate``
drives them). Pure.
"""

from __future__ import annotations

import re

from agent.acceptance.judge import DUTY_FROM_TICK, Judge
from agent.acceptance.maze import walking_distances
from agent.acceptance.posts import patrolled, stood
from agent.acceptance.promises import Record
from agent.answers import answers, said
from agent.compose.writer import WAITING_ON, WAITING_UNTIL
from agent.reading import lexicon as lx, meaning as m, words
from game.world import ITEM_NAMES, MONSTER_KINDS, NEEDS, Position, manhattan

# The reference runs for this share of the model's window: a program may be slower than the
# composer's, not two and a half times as slow; and the reference's run costs that much less.
REFERENCE_SHARE = 0.4
EXPLORED_SHARE = 0.5  # of the tiles the reference walked over
DUTY_SLACK_TICKS = 2  # ticks off post beyond the reference's
SET_OFF = 3  # tiles from its start: the reference is on its way (not a step aside)
NEAREST_SLACK = 4  # steps farther than the nearest thing that still count as the nearest


def diverges(reference: Judge, candidate: Judge) -> str:
    meaning = candidate.meaning
    if meaning is None:
        return ""
    ref, got = reference.record, candidate.record
    why = (_picked(meaning, ref, got) or _defeated(meaning, ref, got)
           or _answered(meaning, ref, got) or _announced(meaning, ref, got)
           or _finished(candidate, ref, got)
           or _finished(candidate.whole, reference.whole.record, candidate.whole.record)
           or _moved(candidate, ref, got) or _progress(meaning, ref, got)
           or stood(meaning, ref, got) or patrolled(meaning, ref, got)
           or _headed(meaning, ref, got))
    if not why:
        return ""
    return (f"{why}. The order's own program (made from the order without a model) does that "
            "in the same dry run: do what the order asks, in its order, and nothing else.")


# -- things picked up ---------------------------------------------------------------------------


# What the order fetches: the kinds of one fetch, the thing as read, and whether each kind is
# wanted (a fight's weapons: the bow and an arrow) or any one of them ("a weapon").
_Fetch = tuple[tuple[str, ...], m.Thing, bool]


def _fetched(meaning: m.Meaning) -> list[_Fetch]:
    """The kinds each fetch of the order fetches (a fight's weapons too), in its order."""
    out: list[_Fetch] = []
    for act in meaning.acts:
        thing = act.thing
        if thing is None or thing.is_party:
            continue
        kinds = tuple(k for k in lx.concrete(thing.kind) if k in ITEM_NAMES)
        if act.action in (m.FETCH, m.BRING) and kinds:
            out.append((kinds, thing, False))
        elif act.action == m.ATTACK:
            for k in lx.concrete(thing.kind):
                if k in MONSTER_KINDS:
                    out.append((tuple(NEEDS[k]), m.Thing(NEEDS[k][0]), True))
    return out


def _picked(meaning: m.Meaning, ref: Record, got: Record) -> str:
    fetched = _fetched(meaning)
    named = {k for kinds, _, _ in fetched for k in kinds}
    mine = [(n, at) for n, at in got.picked if n in named]
    theirs = [(n, at, t) for (n, at), t in zip(ref.picked, ref.picked_at, strict=False)
              if n in named]
    walks = walking_distances(ref.start, ref.start.companion.position)
    for kinds, thing, each in fetched:
        # a fight's bow and arrow are each the nearest of its own kind
        for group in ([(k,) for k in kinds] if each else [kinds]):
            why = _first_picked(group, thing, mine, [(n, at) for n, at, _ in theirs], ref, walks)
            if why:
                return why
    order_ref = _firsts(n for n, _, _ in theirs)
    order_got = _firsts(n for n, _ in mine)
    both = [k for k in order_ref if k in order_got]
    if _ordered(fetched) and [k for k in order_got if k in both] != both:
        return (f"the companion picked up the {' then the '.join(order_got)}, and the order "
                f"asks for the {' then the '.join(both)}")
    for n, _, t in theirs:
        if n not in order_got:
            return (f"the order's own program picks up the {n} by dry-run tick {t}, and in "
                    f"{max(got.ticks, len(got.positions) - 1)} ticks the companion never did")
    return ""


def _first_picked(kinds: tuple[str, ...], thing: m.Thing, mine: list[tuple[str, Position]],
                  theirs: list[tuple[str, Position]], ref: Record,
                  walks: dict[Position, int]) -> str:
    """The first thing of ``kinds`` the model's program picked up is the one the order means:
    the reference's, or the nearest."""
    first_ref = next(((n, at) for n, at in theirs if n in kinds), None)
    first_got = next(((n, at) for n, at in mine if n in kinds), None)
    if first_got and not first_ref and not (thing.pick or thing.origin != m.COMPANION):
        # the reference got to none in its shorter run: the nearest at the start, then
        why = _not_nearest(ref, kinds, first_got, walks)
        if why:
            return why
    if not (first_ref and first_got and first_ref[1] != first_got[1]):
        return ""
    if thing.pick or thing.origin != m.COMPANION:
        return (f"the order means {words.thing(thing)}, the {first_ref[0]} at "
                f"{_at(first_ref[1])}, and the companion picked up the one at "
                f"{_at(first_got[1])}")
    # "the arrow", "an arrow": the nearest, unless another is as near (a step more)
    near, got_at = walks.get(first_ref[1]), walks.get(first_got[1])
    if thing.quantity == 1 and near is not None and got_at is not None and got_at > near + 1:
        return (f"the order means the nearest {first_ref[0]}, {near} steps away at "
                f"{_at(first_ref[1])}, and the companion picked up one {got_at} steps "
                f"away at {_at(first_got[1])}")
    return ""


def _not_nearest(ref: Record, kinds: tuple[str, ...], got: tuple[str, Position],
                 walks: dict[Position, int]) -> str:
    """The thing picked is farther than the nearest of its kind at the start (by walking, with
    NEAREST_SLACK steps: a skill keeps clear of monsters on the way)."""
    spots = [walks[i.position] for i in ref.start.ground
             if i.name in kinds and i.position is not None and i.position in walks]
    got_at = walks.get(got[1])
    if not spots or got_at is None or got_at <= min(spots) + NEAREST_SLACK:
        return ""
    return (f"the order means the nearest {got[0]}, {min(spots)} steps away, and the companion "
            f"picked up one {got_at} steps away at {_at(got[1])}")


def _firsts(names) -> list[str]:
    return list(dict.fromkeys(names))


def _ordered(fetched: list[_Fetch]) -> bool:
    """Whether the order fetches two different kinds one after the other."""
    kinds = [kinds for kinds, _, _ in fetched]
    return len({k for k in kinds}) > 1 and all(len(k) == 1 for k in kinds)


# -- monsters defeated --------------------------------------------------------------------------


def _defeated(meaning: m.Meaning, ref: Record, got: Record) -> str:
    attacked = {k for a in meaning.acts if a.action == m.ATTACK
                for k in lx.concrete(a.thing.kind if a.thing else m.ANY_MONSTER)}
    fell = {k for k, _ in got.defeated}
    for kind, t in ref.defeated:
        if kind in attacked and kind not in fell:
            return (f"the order's own program defeats a {kind} by dry-run tick {t}, and the "
                    "companion never did")
    return ""


# -- what the statuses say it does --------------------------------------------------------------


def _announced(meaning: m.Meaning, ref: Record, got: Record) -> str:
    """A status that names an item the order never names and the reference never spoke of:
    the program is on another errand ("never come within 3 tiles of me" written as "Getting the
    arrow")."""
    allowed = _items_of(meaning) | {k for s in ref.statuses for k in _items_said(s)}
    places = _places_of(meaning) | {p for s in ref.statuses if (p := _post_said(s))}
    for status in got.statuses:
        other = [k for k in _items_said(status) if k not in allowed]
        if other:
            return (f'the companion said "{status}", and the order has nothing to do with the '
                    f"{other[0]}")
        post = _post_said(status)
        if post in lx.PLACES and post not in places:
            # "patrol between the two items closest to you" written as patrol("top", "bottom")
            return f'the companion said "{status}", and the order names no post at the {post}'
    return ""


# A patrol's status names the post it walks to: "Patrolling: on my way to the top (1st round)".
_POST = re.compile(r"on my way to (?:the )?(.+?)(?: corner)? \(\d+\w* round\)")


def _post_said(status: str) -> str:
    found = _POST.search(status.lower())
    return found.group(1) if found else ""


def _places_of(meaning: m.Meaning) -> set[str]:
    """The spots of the map the order's steps go to by name ("the top left")."""
    return {p.name for s in meaning.walk() for p in (getattr(s, "place", None),
                                                      getattr(s, "other", None))
            if isinstance(p, m.Place) and p.name}


def _items_of(meaning: m.Meaning) -> set[str]:
    """The items the order names anywhere (a thing, a place by a thing, a condition), and what
    the fights it asks for need."""
    out: set[str] = set()

    def visit(value: object) -> None:
        if isinstance(value, m.Thing):
            out.update(k for k in lx.concrete(value.kind) if k in ITEM_NAMES)
            out.update(n for k in lx.concrete(value.kind) if k in MONSTER_KINDS
                       for n in NEEDS[k])
            if value.origin in ITEM_NAMES:
                out.add(value.origin)
        elif isinstance(value, str):
            return
        for name in getattr(value, "__slots__", ()):
            inner = getattr(value, name)
            for v in inner if isinstance(inner, tuple) else (inner,):
                if hasattr(v, "__slots__") or isinstance(v, m.Thing):
                    visit(v)

    for step in meaning.walk():
        visit(step)
    if any(isinstance(s, m.Ask) for s in meaning.walk()):
        out.update(ITEM_NAMES)  # an answer may name any item ("I carry the bow")
    return out


def _items_said(status: str) -> list[str]:
    text = status.lower()
    return [k for k in ITEM_NAMES if re.search(rf"\b{k}s?\b", text)]


# -- questions answered -------------------------------------------------------------------------


def _answered(meaning: m.Meaning, ref: Record, got: Record) -> str:
    # A watch waiting restates its condition ("Waiting until a bat is within 3 tiles of me"),
    # which is no saying of the warning it gives when the condition holds.
    spoken = [s for s in ref.statuses if not s.startswith((WAITING_UNTIL, WAITING_ON))]
    for step in meaning.walk():
        if isinstance(step, m.Say):
            if any(said(step.text, s) for s in spoken) and not any(
                    said(step.text, s) for s in got.statuses):
                return f'the order asks to say "{step.text}", and no status said it'
        elif isinstance(step, m.Ask):
            theirs = next((s for s in ref.statuses
                           if answers(step, s, ref.seen or [ref.start])), "")
            if theirs and not any(answers(step, s, got.seen or [got.start])
                                  for s in got.statuses):
                return (f'the order asks {words.step(step)}; the right answer here is like '
                        f'"{theirs}", and no status of the companion gave it')
    return ""


# -- Done within the window ---------------------------------------------------------------------


def _finished(candidate: Judge, ref: Record, got: Record) -> str:
    """The reference was done; by the end of its run the model's program has not done what the
    order promises (whether or not it says so)."""
    ran = len(got.positions) - 1
    if not ref.done_at or got.done_at or ran < 2 * ref.done_at:
        return ""
    unmet = candidate.unmet()
    if not unmet:
        return ""
    return (f"the order's own program is done by dry-run tick {ref.done_at}, and after {ran} "
            f"ticks the companion was not: {unmet}")


# -- progress toward each target ----------------------------------------------------------------


def _moved(candidate: Judge, ref: Record, got: Record) -> str:
    """The reference set off (SET_OFF tiles at least); the model's program never moved in its
    longer run, and gave no reason the world bears out."""
    start = ref.positions[0] if ref.positions else (0, 0)
    first = next((t for t, p in enumerate(ref.positions) if manhattan(p, start) >= SET_OFF), 0)
    if first and not candidate.gave_up and len(got.positions) > len(ref.positions) and all(
            p == start for p in got.positions):
        return (f"the order's own program sets off at dry-run tick {first}, and in "
                f"{len(got.positions) - 1} ticks the companion never moved")
    return ""


def _headed(meaning: m.Meaning, ref: Record, got: Record) -> str:
    """Where the order's one target is (a place gone to, a post guarded, the one thing the
    order names by where it is, the player things are brought to), the model's program gets as
    close to where the reference got as the reference came from its start, half of it at
    least."""
    if not any(a.action in (m.GO_TO, m.GUARD, m.BRING, m.PATROL) or (
            a.action == m.FETCH and a.thing is not None
            and (a.thing.pick or a.thing.origin != m.COMPANION)) for a in meaning.acts):
        return ""
    if not ref.positions or not got.positions:
        return ""
    goal = ref.positions[-1]
    distances = walking_distances(ref.start, goal)
    start = distances.get(ref.positions[0])
    if start is None or start < 3:
        return ""
    best = min((distances.get(p, start) for p in got.positions), default=start)
    if start - best < (start - distances.get(goal, 0)) / 2:
        return (f"the order's own program heads for {_at(goal)} and gets there in "
                f"{len(ref.positions) - 1} dry-run ticks, and the companion came no nearer "
                f"than {best} tiles from there")
    return ""


def _progress(meaning: m.Meaning, ref: Record, got: Record) -> str:
    actions = {a.action for a in meaning.acts}
    if m.PATROL in actions:
        for post in _turns(ref.positions):
            if not _arrives(got.positions, post):
                return (f"the patrol's own program turns back at {_at(post)}, and the companion "
                        "never got there: walk to each post in turn, and back")
    span = len(ref.positions)  # the ticks the reference ran, and the start
    if m.EXPLORE in actions:
        theirs, mine = len(set(ref.positions)), len(set(got.positions[:span]))
        if mine < EXPLORED_SHARE * theirs:
            return (f"exploring, the order's own program walks over {theirs} tiles in "
                    f"{span - 1} dry-run ticks, and the companion over {mine}: keep going to "
                    "tiles not yet visited")
    kept_ref, kept_got = ref.kept[DUTY_FROM_TICK:], got.kept[DUTY_FROM_TICK:span]
    least = max((a.least for a in meaning.acts if a.action == m.KEEP_DISTANCE), default=0)
    if kept_ref and kept_got and min(kept_got) < min(min(kept_ref), least):
        return (f"the order keeps the companion at least {least} tiles away, and it came to "
                f"{min(kept_got)} tiles (the order's own program kept {min(kept_ref)})")
    missed = [t for t in got.duty_missed if t < span]
    if len(missed) > len(ref.duty_missed) + DUTY_SLACK_TICKS:
        return (f"the companion was off its post {len(missed)} of the first {span - 1} dry-run "
                f"ticks (the order's own program {len(ref.duty_missed)}): stay within the reach "
                "the order sets")
    for kind, reach in _watched_monsters(meaning).items():
        ref_near = _closest(ref.nearest, kind, len(ref.nearest))
        got_near = _closest(got.nearest, kind, len(ref.nearest))
        # inside the distance the watch reacts at, and nearer than the reference let it come
        if ref_near is not None and got_near is not None and got_near < min(ref_near, reach):
            return (f"the order watches how near a {kind} comes, and the companion let one come "
                    f"to {got_near} tiles, where the order's own program reacts at {ref_near}")
    return ""


def _closest(nearest: list[dict[str, int]], kind: str, span: int) -> int | None:
    near = [n[kind] for n in nearest[:span] if kind in n]
    return min(near) if near else None


def _turns(path: list[Position]) -> list[Position]:
    """Where a walk turns back: the tiles after which it goes the way it came."""
    moves = [(b[0] - a[0], b[1] - a[1], b) for a, b in zip(path, path[1:], strict=False)
             if a != b]
    out: list[Position] = []
    for (dr, dc, at), (er, ec, _) in zip(moves, moves[1:], strict=False):
        if (dr, dc) == (-er, -ec) and at not in out:
            out.append(at)
    return out


def _arrives(path: list[Position], post: Position) -> bool:
    """Whether the walk comes to ``post`` (within a tile) from farther away."""
    away = False
    for p in path:
        d = manhattan(p, post)
        away |= d >= 2
        if away and d <= 1:
            return True
    return False


def _watched_monsters(meaning: m.Meaning) -> dict[str, int]:
    """The monster kinds whose distance a watch of the order is about, and the distance it
    reacts at ("if a bat comes within 5 tiles": 5)."""
    out: dict[str, int] = {}
    for step in meaning.walk():
        if isinstance(step, m.Watch):
            for node in _conds(step.cond):
                reach = 0
                thing = None
                if isinstance(node, m.Near):
                    thing, reach = node.thing, node.tiles
                elif isinstance(node, m.Coming):  # seen coming within sight
                    thing, reach = node.thing, m.SIGHT_TILES
                elif (isinstance(node, m.Compare) and isinstance(node.left, m.DistanceTo)
                      and isinstance(node.right, m.Number) and node.op in ("<", "<=")):
                    thing = node.left.thing
                    reach = int(node.right.value) - (1 if node.op == "<" else 0)
                if thing is not None:
                    for k in lx.concrete(thing.kind):
                        if k in MONSTER_KINDS:
                            out[k] = max(out.get(k, 0), reach)
    return out


def _conds(cond: m.Cond) -> list[m.Cond]:
    if isinstance(cond, m.Not):
        return _conds(cond.cond)
    if isinstance(cond, (m.AllOf, m.AnyOf)):
        return [c for sub in cond.conds for c in _conds(sub)]
    return [cond]


def _at(pos: Position) -> str:
    return f"row {pos[0]}, column {pos[1]}"
