"""The writer of an order's steps: blocks of statements that end in a return, plans of skill
calls, branches, watches and repetitions as Lua, and the state of what the companion would carry,
so that a fight gets what it lacks fetched first."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Literal, assert_never

from agent.compose.lua import (
    NotComposable,
    as_entry,
    lua_cond,
    lua_label,
    lua_post,
    lua_selected,
    q,
)
from agent.compose.questions import answer
from agent.reading import lexicon as lx, meaning as m, words
from agent.reading.logic import negate
from game.world import CONSUMES, ITEM_NAMES, MONSTER_KINDS, NEEDS, World

# The duties (``Writer.duty``) and the errands on a thing (``Writer.errand``) among the actions.
Duty = Literal[m.Action.GUARD, m.Action.PROTECT, m.Action.KEEP_DISTANCE, m.Action.PATROL,
               m.Action.HAND_OVER]
Errand = Literal[m.Action.FETCH, m.Action.BRING]

# The statuses of a watch that is waiting: they restate its condition, and say nothing of what is
# to be said when it holds (the judge tells the two apart).
WAITING_UNTIL = "Waiting until "
WAITING_ON = "Waiting: "


@dataclass
class State:
    """What the companion would carry and what would lie on the ground and live, step by step,
    so that a fight gets what it lacks fetched first."""

    have: Counter[str] = field(default_factory=Counter)
    ground: Counter[str] = field(default_factory=Counter)
    alive: Counter[str] = field(default_factory=Counter)
    known: bool = True

    def copy(self) -> State:
        return State(Counter(self.have), Counter(self.ground), Counter(self.alive), self.known)

    def take(self, name: str, n: int) -> None:
        moved = min(n, self.ground[name]) if self.known else n  # unknown: as many as asked
        self.ground[name] -= moved
        self.have[name] += moved


def _carried(step: m.Act, before: m.Step | None) -> m.Act:
    """``step``, or where it brings the one thing picked by where it lies that the step before
    fetched ("get the rightmost sword and bring it to me"), the bringing of that kind: it is
    carried, and no longer lies where it was picked."""
    thing = step.thing
    if step.action != m.BRING or thing is None or not (thing.pick or thing.origin != m.COMPANION):
        return step
    if not (isinstance(before, m.Act) and before.action == m.FETCH and before.thing == thing
            and thing.quantity == 1 and thing.kind in ITEM_NAMES):
        return step
    return replace(step, thing=m.Thing(thing.kind))


class Writer:
    def __init__(self, world: World | None) -> None:
        self.world = world

    def state(self) -> State:
        world = self.world
        if world is None:
            return State(known=False)
        return State(Counter(i.name for i in world.companion.items),
                     Counter(i.name for i in world.ground),
                     Counter(e.kind for e in world.monsters()))

    # -- blocks: statements that end in a return -----------------------------------------------

    def block(self, steps: Sequence[m.Step], state: State, depth: int) -> str:
        """Lua statements (indented ``depth`` levels) that run ``steps`` and return a status."""
        pad = "  " * depth
        planned = self.planned(steps, state)
        if len(planned) == 1:
            only = planned[0]
            if isinstance(only, str):
                return f"{pad}return {only}"
            return self.logic(only, state, depth)
        entries = [self.entry(s, state, depth + 1) for s in planned]
        inner = "\n".join(f"{'  ' * (depth + 1)}{e}," for e in entries)
        return f"{pad}return plan({{\n{inner}\n{pad}}})"

    def planned(self, steps: Sequence[m.Step], state: State) -> list[str | m.Step]:
        """Each step as a skill call (a string) or a logic step, with what fights need first."""
        out: list[str | m.Step] = []
        for before, step in zip((None, *steps), steps, strict=False):
            if isinstance(step, m.Act):
                out += self.act(_carried(step, before), state)
            elif isinstance(step, m.Say):
                out.append(f"say({q(step.text)})")
            elif isinstance(step, m.Ask):
                out.append(step)
            elif isinstance(step, m.Unknown):
                raise NotComposable(step.why or f"I don't understand \"{step.words}\"")
            else:
                out.append(step)
                self.after_logic(step, state)
        return out

    def entry(self, step: str | m.Step, state: State, depth: int) -> str:
        """A plan entry: ``{fetch, "bow"}`` for one skill call, else a function step."""
        if isinstance(step, m.Repeat):
            call = as_entry(self.logic(step, state.copy(), 0).removeprefix("return "))
            if call is not None:
                return call
        if isinstance(step, str):
            call = as_entry(step)
            if call is not None:
                return call
            return f"function() return {step} end"
        body = self.logic(step, state.copy(), depth + 1)
        pad = "  " * depth
        return f"function()\n{body}\n{pad}end"

    def logic(self, step: m.Step, state: State, depth: int) -> str:
        pad = "  " * depth
        if isinstance(step, m.Ask):
            return "\n".join(pad + line for line in answer(step).split("\n"))
        if isinstance(step, m.Choice):
            label = lua_label(words.cond(step.cond))
            then = self.block(step.then, holding(step.cond, state), depth + 1) if step.then else (
                f"{pad}  return say({q(_nothing_to_do(step.cond))})")
            other = self.block(step.otherwise, state.copy(), depth) if step.otherwise else (
                f"{pad}return say({q(_not_so(step.cond))})")
            return (f"{pad}if decide({label}, function() return {lua_cond(step.cond)} end) "
                    f"then\n{then}\n{pad}end\n{other}")
        if isinstance(step, m.Watch):
            return self.watch(step, state, depth)
        if isinstance(step, m.Repeat):
            inner = self.repeated_entry(step.body, state, depth)
            if step.times:
                return f"{pad}return times({step.times}, {inner})"
            if not step.body:
                return f"{pad}return for_turns({step.turns})"
            return f"{pad}return for_turns({step.turns}, {inner})"
        raise TypeError(step)

    def repeated_entry(self, body: Sequence[m.Step], state: State, depth: int) -> str:
        planned = self.planned(body, state.copy()) if body else []
        if len(planned) == 1 and isinstance(planned[0], str):
            call = as_entry(planned[0])
            if call is not None:
                return call
        inner = self.block(body, state.copy(), depth + 1)
        return f"function()\n{inner}\n{'  ' * depth}end"

    def watch(self, step: m.Watch, state: State, depth: int) -> str:
        pad = "  " * depth
        cond = lua_cond(step.cond)
        said = words.cond(step.cond)
        during = self.block(step.during, state.copy(), depth) if step.during else (
            f"{pad}return {q(WAITING_UNTIL + said)}")
        if step.every_time and _ends(step.then):
            # An errand that ends runs to its end each time the condition starts holding, even
            # once the condition stops holding on the way ("whenever I get more than 3 tiles
            # away, come back next to me": all the way back, not only to 3 tiles off)
            inner = self.repeated_entry(step.then, state, depth)
            return (f"{pad}local status = whenever({lua_label(said)}, function() return {cond} "
                    f"end, {inner})\n{pad}if status ~= \"Done\" then return status end\n{during}")
        if step.every_time:
            # Each time it holds, a duty runs while it holds ("whenever I'm far, follow me"); the
            # rest of the time, the other steps (or waiting): a finished step ends nothing.
            inner = self.repeated_entry(step.then, state, depth + 1) if step.then else ""
            then = (f"{pad}  local status = each_time({lua_label(said)}, {inner})\n"
                    f"{pad}  if status ~= \"Done\" then return status end") if inner else (
                f"{pad}  return {q(WAITING_ON + said)}")
            return f"{pad}if {cond} then\n{then}\n{pad}end\n{during}"
        then = self.block(step.then, state.copy(), depth + 1) if step.then else (
            f"{pad}  return say({q(_stopped(step.cond))})")
        return (f"{pad}if watch({lua_label(said)}, function() return {cond} end) then\n{then}\n"
                f"{pad}end\n{during}")

    # -- errands -----------------------------------------------------------------------------

    def act(self, act: m.Act, state: State) -> list[str]:
        a = act.action
        match a:
            case m.Action.FOLLOW | m.Action.STAY | m.Action.COME_BACK | m.Action.FLEE:
                return [f"{a}()"]
            case m.Action.EXPLORE:
                return [f"explore({act.steps or ''})"]
            case m.Action.KEEP_AWAY:
                kind = act.thing.kind if act.thing else m.ANY_MONSTER
                return [f"keep_away({'' if kind == m.ANY_MONSTER else q(kind)})"]
            case m.Action.WALK:
                return [f"walk({q(act.way)}, {act.steps})"]
            case m.Action.SQUARE:
                return [f"square({act.steps or ''})"]
            case m.Action.GO_TO:
                return [self.go_to(act)]
            case m.Action.GUARD | m.Action.PROTECT | m.Action.KEEP_DISTANCE | m.Action.PATROL | (
                    m.Action.HAND_OVER):
                return [self.duty(act, a)]
            case m.Action.FETCH | m.Action.BRING | m.Action.ATTACK:
                if act.thing is None:  # never so: Act needs the thing of these
                    raise NotComposable(f"I don't know what to {a}")
                if a == m.Action.ATTACK:
                    return self.attack(act.thing, state)
                return self.errand(a, act.thing, state)
            case m.Action.LOCATE:  # the reader's own: tidy makes it a fetch or a question
                raise NotComposable(f"I don't know whether to fetch or find {act.words}")
            case m.Action.KEEP_OFF:  # for the whole order: before the steps (``kept_off``)
                raise NotComposable(f"I can only keep off {words.step(act)} for a whole order")
            case _:
                assert_never(a)

    def go_to(self, act: m.Act) -> str:
        place = act.place or m.Place()
        if place.offset is not None and place.offset.given and place.offset.thing.kind == (
                m.PLAYER) and not (place.offset.rows or place.offset.cols):
            # "go to the spot I'm standing on right now": onto it once the player steps off it
            at = lua_post(place)
            return (f"((player.position.row ~= {at}[1] or player.position.col ~= {at}[2])"
                    f" and go_to({at}) or stay())")
        if place.offset is not None:  # "the tile 3 south of the bow"
            return f"go_to({lua_post(place)})"
        if place.thing is not None:
            t = place.thing
            if t.kind == m.PLAYER:
                return "come_back()"
            if t.pick or t.origin != m.COMPANION or t.kind not in lx.ITEM_NAMES:
                # go_to takes a monster, or an item of any kind, as one thing, never by a name
                return f"go_to({lua_selected(t)})"
            return f"go_to({q(t.kind)})"
        if place.name:
            return f"go_to({q(place.name)})"
        return f"go_to({place.row}, {place.col})"

    def duty(self, act: m.Act, a: Duty) -> str:
        """What players ask companions for: guard, protect, keep_distance, patrol, hand_over."""
        match a:
            case m.Action.HAND_OVER:
                return "hand_over()"
            case m.Action.PROTECT:
                kind = act.thing.kind if act.thing else m.ANY_MONSTER
                if act.thing and (act.thing.pick or act.thing.origin != m.COMPANION):
                    # that one monster (reading.picked_foes); none at all: the kind, which says so
                    return f"protect({lua_selected(act.thing)} or {q(kind)})"
                return f"protect({'' if kind == m.ANY_MONSTER else q(kind)})"
            case m.Action.GUARD:
                post = lua_post(act.place or m.Place(thing=m.Thing(m.PLAYER)))
                return f"guard({post}{f', {act.most}' if act.most else ''})"
            case m.Action.KEEP_DISTANCE:
                thing = act.thing or m.Thing(m.PLAYER)
                what = lua_post(m.Place(thing=thing))
                least = str(act.least) if act.least else "nil"
                most = f", {act.most}" if act.most else ""
                return f"keep_distance({what}, {least}{most})"
            case m.Action.PATROL:
                posts = [lua_post(p) for p in (act.place, act.other) if p is not None]
                return f"patrol({', '.join(posts)})"
            case _:
                assert_never(a)

    def errand(self, action: Errand, thing: m.Thing, state: State) -> list[str]:
        kinds = lx.concrete(thing.kind) if thing.kind == m.ANY_ITEM else (thing.kind,)
        if thing.every:
            calls = [f"fetch_all({q(k)})" for k in kinds]
            for k in kinds:
                state.take(k, state.ground[k])
            if action == m.BRING:
                calls.append(f"bring({q(kinds[-1])})")
                state.have.clear()
            return calls
        if thing.pick or thing.origin != m.COMPANION or thing.kind == m.ANY_ITEM:
            target = lua_selected(thing)
            state.take(thing.kind, 1) if thing.kind in ITEM_NAMES else None
            if action == m.BRING:
                state.have.clear()
            return [f"{action}({target})"]
        call = f"{action}({q(thing.kind)})"
        n = thing.quantity or 1
        if action == m.FETCH:
            state.take(thing.kind, n)
        elif n > 1:  # "bring me two arrows": those not carried fetched, then handed over
            missing = max(0, n - state.have[thing.kind])  # together (a bring of one at a time
            state.take(thing.kind, missing)  # hands the first over before the next is fetched)
            state.have.clear()
            fetched = f"fetch({q(thing.kind)})"
            return [*([f"times({missing}, {as_entry(fetched)})"] if missing > 1 else
                      [fetched] if missing else []), call]
        else:
            if not state.have[thing.kind]:
                state.take(thing.kind, 1)
            state.have.clear()  # sharing the player's tile hands over everything carried
        return [call if n == 1 else f"times({n}, {as_entry(call)})"]

    def attack(self, thing: m.Thing, state: State) -> list[str]:
        every, n = thing.every, thing.quantity or 1
        kind = thing.kind
        if every and state.known and kind in NEEDS and state.alive[kind] > 1 and not thing.pick \
                and thing.origin == m.COMPANION and all(state.have[k] for k in NEEDS[kind]):
            # "kill those bats" with the bow and an arrow in hand: the nearest first, then what
            # the rest take (never every arrow fetched before the first shot)
            state.alive[kind] -= 1
            if (used := CONSUMES[kind]) is not None:
                state.have[used] -= 1
            return [f"attack({q(kind)})", *self.attack(thing, state)]
        out: list[str] = []
        if state.known:
            targets = ([k for k in MONSTER_KINDS if state.alive[k]] if kind == m.ANY_MONSTER
                       else [kind])
            if kind != m.ANY_MONSTER or every:
                for k in targets:
                    out += self.armed(k, state.alive[k] if every else min(n, state.alive[k]),
                                      state)
        arg = "" if kind == m.ANY_MONSTER else q(kind)
        if thing.pick or thing.origin != m.COMPANION:
            # one picked by where it is: none of the kind at all is the kind, which says so
            # (attack(nil) fights any monster); one picked by rank or by its bearing ("the bat
            # below you": none there is no other bat) is left as it is
            none = f" or {q(kind)}" if kind != m.ANY_MONSTER and thing.rank == 1 and (
                thing.besides is None and thing.pick != m.BEARING) else ""
            out.append(f"attack({lua_selected(thing)}{none})")
        elif every:
            out.append(f"attack_all({arg})")
        elif n > 1:
            out.append(f"times({n}, {{attack{', ' + arg if arg else ''}}})")
        else:
            out.append(f"attack({arg})")
        return out

    def armed(self, kind: str, n: int, state: State) -> list[str]:
        """Fetches for what fighting ``n`` monsters of ``kind`` needs and is not carried."""
        out: list[str] = []
        if n <= 0:
            return out
        for name in NEEDS[kind]:
            short = (n if name == CONSUMES[kind] else 1) - state.have[name]
            if short <= 0 or state.ground[name] == 0:
                continue
            if short == 1:
                out.append(f"fetch({q(name)})")
                state.take(name, 1)
            else:
                out.append(f"fetch_all({q(name)})")
                state.take(name, state.ground[name])
        used = CONSUMES[kind]
        if used is not None:
            state.have[used] = max(0, state.have[used] - n)
        state.alive[kind] -= n
        return out

    def after_logic(self, step: m.Step, state: State) -> None:
        """After a branch or a repetition the world may be either way: keep only what every
        way leaves carried."""
        state.known = state.known and not isinstance(step, m.Watch)


def kept_off(steps: Sequence[m.Step]) -> tuple[str, tuple[m.Step, ...]]:
    """The lines that keep the companion off the items not to be picked up, every tick before
    the steps that move it ("go stand next to the bow but don't pick it up":
    ``keep_off("bow")``), and the steps without them."""
    kept = [s.thing for s in steps if isinstance(s, m.Act) and s.action is (
        m.Action.KEEP_OFF) and s.thing is not None]
    lines = "".join(f"  keep_off({_kept(t)})\n" for t in kept)
    return lines, tuple(s for s in steps if not (isinstance(s, m.Act) and s.action is (
        m.Action.KEEP_OFF)))


def _kept(t: m.Thing) -> str:
    """What keep_off is given: every item (nothing), one picked item (the kind where there is
    none such), a kind."""
    if t.kind == m.ANY_ITEM:
        return ""
    return f"{lua_selected(t)} or {q(t.kind)}" if t.pick or t.origin != m.COMPANION else q(t.kind)


def holding(cond: m.Cond, state: State) -> State:
    """The state in the branch where ``cond`` holds: what it says the companion carries is
    carried ("kill the gorgon if you have the sword" fetched a sword first)."""
    state = state.copy()
    for part in cond.conds if isinstance(cond, m.AllOf) else (cond,):
        if isinstance(part, m.Has) and part.who == m.COMPANION and part.item in ITEM_NAMES:
            state.have[part.item] = max(state.have[part.item], 1)
        elif (isinstance(part, m.Compare) and part.op in (">=", ">", "==")
              and isinstance(part.left, m.Carried) and part.left.who == m.COMPANION
              and part.left.item in ITEM_NAMES and isinstance(part.right, m.Number)):
            least = int(part.right.value) + (1 if part.op == ">" else 0)
            state.have[part.left.item] = max(state.have[part.left.item], least)
    return state


def _nothing_to_do(cond: m.Cond) -> str:
    return f"Nothing to do: {words.cond(cond)}"


def _not_so(cond: m.Cond) -> str:
    return f"I didn't: {words.cond(negate(cond))}"


def _stopped(cond: m.Cond) -> str:
    return f"Stopped: {words.cond(cond)}"



def _ends(steps: Sequence[m.Step]) -> bool:
    """Whether steps end by themselves: errands, questions and words, no duty (a duty said
    "whenever" runs while its condition holds) and no logic of their own."""
    return bool(steps) and all(
        isinstance(s, (m.Ask, m.Say))
        or isinstance(s, m.Act) and not m.goes_on(s) for s in steps)
