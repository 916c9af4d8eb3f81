"""An order's meaning compiled to Lua, without a model: plain steps as the skills, logic as real
Lua — ``if``/``else`` on decided or watched conditions, comparisons, arithmetic in what is said,
counted repetitions.

The result is ordinary Lua on the skills API (docs/skills.md). A run of steps is a ``plan``;
what a fight needs and no earlier step or the companion's inventory provides is fetched first
(a gorgon falls to the sword, a bat to the bow and an arrow, which the shot uses up)::

    function update_func(player, ai, monsters, items)
      if decide("the bow is farther away than the sword", function()
        return how_far("bow") > how_far("sword")
      end) then
        return fetch("sword")
      end
      return fetch("bow")
    end

A condition about the present is decided once, when its step starts (``decide``: kept in the
order's memory, so a replaced sandbox worker continues the same branch); a condition about a
change is checked every tick (``watch`` latches once it holds; "whenever" checks plainly).
Every literal that comes from the order goes through ``lua_string``, so no text of the order can
end up as code. Pure: the world is only read.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from agent.library.params import lua_string
from agent.reading import facts, lexicon as lx, meaning as m, words
from agent.reading.logic import negate
from game.world import CONSUMES, ITEM_NAMES, MONSTER_KINDS, NEEDS, World

UPDATE = "function update_func(player, ai, monsters, items)\n{body}\nend\n"
_SAFE = re.compile(r"^[A-Za-z0-9 ,.:;!?'()%-]*$")


class NotComposable(ValueError):
    """An order the composer cannot write: the message says why, for the player."""


@dataclass(frozen=True, slots=True)
class Composition:
    meaning: m.Meaning
    code: str = ""
    problem: str = ""  # why there is no code, in words for the player
    steps: tuple[str, ...] = ()  # what the code does, a phrase a step

    @property
    def complete(self) -> bool:
        return bool(self.code)


def compose(meaning: m.Meaning, world: World | None) -> Composition:
    """The Lua for ``meaning`` in ``world`` (None: no preconditions are added)."""
    if not meaning.steps:
        return Composition(meaning, problem="there is nothing in that order I could do")
    unknown = meaning.unknown
    if unknown:
        first = unknown[0]
        return Composition(meaning, problem=first.why or f"I don't understand \"{first.words}\"")
    try:
        if world is not None:
            check_knowable(meaning, world)
        writer = _Writer(world)
        body = writer.block(meaning.steps, writer.state(), depth=1)
    except NotComposable as exc:
        return Composition(meaning, problem=str(exc))
    return Composition(meaning, UPDATE.format(body=body),
                       steps=tuple(words.step(s) for s in meaning.steps))


def _post(place: m.Place) -> str:
    """A place as guard and patrol take it: "player", an item's name (or the one picked), a
    named spot, or {row, col}."""
    t = place.thing
    if t is not None:
        if t.kind == m.PLAYER:
            return q("player")
        if t.kind == m.COMPANION:
            return "ai"  # where the companion stands when the step starts
        return _selected(t) if t.pick or t.origin != m.COMPANION else q(t.kind)
    if place.name:
        return q(place.name)
    return f"{{{place.row}, {place.col}}}"


def check_knowable(meaning: m.Meaning, world: World) -> None:
    """Conditions that compare a thing with itself, or ask about things there are none of,
    cannot be decided: said, not guessed."""
    for step in meaning.walk():
        conds: list[m.Cond] = []
        if isinstance(step, (m.Choice, m.Watch)):
            conds.append(step.cond)
        if isinstance(step, m.Ask) and step.check is not None:
            conds.append(step.check)
        for cond in conds:
            _check_cond(cond, world, changing=isinstance(step, m.Watch))
        if isinstance(step, m.Ask) and step.value is not None:
            _check_expr(step.value, world)
        if isinstance(step, m.Ask) and step.asks == m.WHICH and len(step.things) == 2:
            a, b = step.things
            if a.kind == b.kind:
                raise NotComposable(f"that compares the {a.kind} with itself")


def _check_cond(cond: m.Cond, world: World, changing: bool) -> None:
    if isinstance(cond, m.Compare):
        if cond.left == cond.right:
            raise NotComposable(f"that compares {words.expr(cond.left)} with itself, so the "
                                "answer never changes")
        if not changing:
            for e in (cond.left, cond.right):
                _check_expr(e, world)
    elif isinstance(cond, m.Not):
        _check_cond(cond.cond, world, changing)
    elif isinstance(cond, (m.AllOf, m.AnyOf)):
        for c in cond.conds:
            _check_cond(c, world, changing)


def _check_expr(e: m.Expr, world: World) -> None:
    try:
        facts.value(world, e)
    except facts.Unknowable as exc:
        raise NotComposable(f"I can't tell: {exc}") from None


# -- what the companion would have -------------------------------------------------------------


@dataclass
class _State:
    """What the companion would carry and what would lie on the ground and live, step by step,
    so that a fight gets what it lacks fetched first."""

    have: Counter[str] = field(default_factory=Counter)
    ground: Counter[str] = field(default_factory=Counter)
    alive: Counter[str] = field(default_factory=Counter)
    known: bool = True

    def copy(self) -> _State:
        return _State(Counter(self.have), Counter(self.ground), Counter(self.alive), self.known)

    def take(self, name: str, n: int) -> None:
        moved = min(n, self.ground[name])
        self.ground[name] -= moved
        self.have[name] += moved


# -- Lua ---------------------------------------------------------------------------------------


def q(text: str) -> str:
    """A Lua string literal: plain when it is plainly safe, escaped otherwise."""
    if _SAFE.match(text) and "\n" not in text:
        return f'"{text}"'
    return lua_string(text)


def _label(text: str) -> str:
    return q(re.sub(r"[^A-Za-z0-9 ,'-]+", " ", text).strip()[:80] or "condition")


def _party(who: str) -> str:
    return "player" if who == m.PLAYER else "ai"


class _Writer:
    def __init__(self, world: World | None) -> None:
        self.world = world

    def state(self) -> _State:
        world = self.world
        if world is None:
            return _State(known=False)
        return _State(Counter(i.name for i in world.companion.items),
                      Counter(i.name for i in world.ground),
                      Counter(e.kind for e in world.monsters()))

    # -- blocks: statements that end in a return -----------------------------------------------

    def block(self, steps: Sequence[m.Step], state: _State, depth: int) -> str:
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

    def planned(self, steps: Sequence[m.Step], state: _State) -> list[str | m.Step]:
        """Each step as a skill call (a string) or a logic step, with what fights need first."""
        out: list[str | m.Step] = []
        for step in steps:
            if isinstance(step, m.Act):
                out += self.act(step, state)
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

    def entry(self, step: str | m.Step, state: _State, depth: int) -> str:
        """A plan entry: ``{fetch, "bow"}`` for one skill call, else a function step."""
        if isinstance(step, m.Repeat):
            call = _as_entry(self.logic(step, state.copy(), 0).removeprefix("return "))
            if call is not None:
                return call
        if isinstance(step, str):
            call = _as_entry(step)
            if call is not None:
                return call
            return f"function() return {step} end"
        body = self.logic(step, state.copy(), depth + 1)
        pad = "  " * depth
        return f"function()\n{body}\n{pad}end"

    def logic(self, step: m.Step, state: _State, depth: int) -> str:
        pad = "  " * depth
        if isinstance(step, m.Ask):
            return "\n".join(pad + line for line in self.answer(step).split("\n"))
        if isinstance(step, m.Choice):
            label = _label(words.cond(step.cond))
            then = self.block(step.then, state.copy(), depth + 1) if step.then else (
                f"{pad}  return say({q(_nothing_to_do(step.cond))})")
            other = self.block(step.otherwise, state.copy(), depth) if step.otherwise else (
                f"{pad}return say({q(_not_so(step.cond))})")
            return (f"{pad}if decide({label}, function() return {self.cond(step.cond)} end) "
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

    def repeated_entry(self, body: Sequence[m.Step], state: _State, depth: int) -> str:
        planned = self.planned(body, state.copy()) if body else []
        if len(planned) == 1 and isinstance(planned[0], str):
            call = _as_entry(planned[0])
            if call is not None:
                return call
        inner = self.block(body, state.copy(), depth + 1)
        return f"function()\n{inner}\n{'  ' * depth}end"

    def watch(self, step: m.Watch, state: _State, depth: int) -> str:
        pad = "  " * depth
        cond = self.cond(step.cond)
        said = words.cond(step.cond)
        during = self.block(step.during, state.copy(), depth) if step.during else (
            f"{pad}return {q('Waiting until ' + said)}")
        if step.every_time:
            # Each time it holds, the step runs until it is done; the rest of the time, the
            # other steps (or waiting): a finished step ends nothing.
            inner = self.repeated_entry(step.then, state, depth + 1) if step.then else ""
            then = (f"{pad}  local status = each_time({_label(said)}, {inner})\n"
                    f"{pad}  if status ~= \"Done\" then return status end") if inner else (
                f"{pad}  return {q('Waiting: ' + said)}")
            return f"{pad}if {cond} then\n{then}\n{pad}end\n{during}"
        then = self.block(step.then, state.copy(), depth + 1) if step.then else (
            f"{pad}  return say({q(_stopped(step.cond))})")
        return (f"{pad}if watch({_label(said)}, function() return {cond} end) then\n{then}\n"
                f"{pad}end\n{during}")

    # -- errands -----------------------------------------------------------------------------

    def act(self, act: m.Act, state: _State) -> list[str]:
        a = act.action
        if a in (m.FOLLOW, m.STAY, m.COME_BACK, m.EXPLORE, m.FLEE):
            return [f"{a}()"]
        if a == m.KEEP_AWAY:
            kind = act.thing.kind if act.thing else m.ANY_MONSTER
            return [f"keep_away({'' if kind == m.ANY_MONSTER else q(kind)})"]
        if a == m.WALK:
            return [f"walk({q(act.way)}, {act.steps})"]
        if a == m.SQUARE:
            return [f"square({act.steps or ''})"]
        if a == m.GO_TO:
            return [self.go_to(act)]
        if a in (m.GUARD, m.PROTECT, m.KEEP_DISTANCE, m.PATROL, m.HAND_OVER):
            return [self.duty(act)]
        thing = act.thing
        if thing is None:
            raise NotComposable(f"I don't know what to {a}")
        if a == m.ATTACK:
            return self.attack(thing, state)
        return self.errand(a, thing, state)

    def go_to(self, act: m.Act) -> str:
        place = act.place or m.Place()
        if place.thing is not None:
            t = place.thing
            if t.kind == m.PLAYER:
                return "come_back()"
            if t.pick or t.origin != m.COMPANION:
                return f"go_to({_selected(t)})"
            return f"go_to({q(t.kind)})"
        if place.name:
            return f"go_to({q(place.name)})"
        return f"go_to({place.row}, {place.col})"

    def duty(self, act: m.Act) -> str:
        """What players ask companions for: guard, protect, keep_distance, patrol, hand_over."""
        a = act.action
        if a == m.HAND_OVER:
            return "hand_over()"
        if a == m.PROTECT:
            kind = act.thing.kind if act.thing else m.ANY_MONSTER
            return f"protect({'' if kind == m.ANY_MONSTER else q(kind)})"
        if a == m.GUARD:
            post = _post(act.place or m.Place(thing=m.Thing(m.PLAYER)))
            return f"guard({post}{f', {act.most}' if act.most else ''})"
        if a == m.KEEP_DISTANCE:
            thing = act.thing or m.Thing(m.PLAYER)
            what = _post(m.Place(thing=thing))
            least = str(act.least) if act.least else "nil"
            most = f", {act.most}" if act.most else ""
            return f"keep_distance({what}, {least}{most})"
        posts = [_post(p) for p in (act.place, act.other) if p is not None]
        return f"patrol({', '.join(posts)})"

    def errand(self, action: str, thing: m.Thing, state: _State) -> list[str]:
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
            target = _selected(thing)
            state.take(thing.kind, 1) if thing.kind in ITEM_NAMES else None
            if action == m.BRING:
                state.have.clear()
            return [f"{action}({target})"]
        call = f"{action}({q(thing.kind)})"
        n = thing.quantity or 1
        if action == m.FETCH:
            state.take(thing.kind, n)
        else:
            if not state.have[thing.kind]:
                state.take(thing.kind, 1)
            state.have.clear()  # sharing the player's tile hands over everything carried
        return [call if n == 1 else f"times({n}, {_as_entry(call)})"]

    def attack(self, thing: m.Thing, state: _State) -> list[str]:
        every, n = thing.every, thing.quantity or 1
        kind = thing.kind
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
            out.append(f"attack({_selected(thing)})")
        elif every:
            out.append(f"attack_all({arg})")
        elif n > 1:
            out.append(f"times({n}, {{attack{', ' + arg if arg else ''}}})")
        else:
            out.append(f"attack({arg})")
        return out

    def armed(self, kind: str, n: int, state: _State) -> list[str]:
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

    def after_logic(self, step: m.Step, state: _State) -> None:
        """After a branch or a repetition the world may be either way: keep only what every
        way leaves carried."""
        state.known = state.known and not isinstance(step, m.Watch)

    # -- conditions and numbers ---------------------------------------------------------------

    def cond(self, c: m.Cond) -> str:
        if isinstance(c, m.Compare):
            op = "~=" if c.op == "!=" else c.op
            return f"{self.expr(c.left)} {op} {self.expr(c.right)}"
        if isinstance(c, m.Has):
            if c.item == m.ANY_ITEM:
                return f"#{_party(c.who)}.items > 0"
            return f"{_party(c.who)}:has_item({q(c.item)})"
        if isinstance(c, m.Near):
            what = "player" if c.thing.kind == m.PLAYER else q(c.thing.kind)
            of = "" if c.of == m.COMPANION else f", {_party(c.of)}"
            return f"near({what}, {c.tiles}{of})"
        if isinstance(c, m.Not):
            return f"not ({self.cond(c.cond)})"
        if isinstance(c, m.AllOf):
            return " and ".join(f"({self.cond(x)})" for x in c.conds)
        if isinstance(c, m.AnyOf):
            return " or ".join(f"({self.cond(x)})" for x in c.conds)
        raise TypeError(c)

    def expr(self, e: m.Expr) -> str:
        if isinstance(e, m.Number):
            return facts.number_text(e.value)
        if isinstance(e, m.CountOf):
            return f"count({q(e.kind if e.kind != m.ANYTHING else m.ANY_MONSTER)})"
        if isinstance(e, m.Defeated):
            return f"defeated({q(e.kind)})"
        if isinstance(e, m.Carried):
            return f"carried({_party(e.who)}, {q(e.item)})"
        if isinstance(e, m.HealthOf):
            return f"{_party(e.who)}.health"
        if isinstance(e, m.DistanceTo):
            origin = "" if e.origin == m.COMPANION else f", {_party(e.origin)}"
            if e.thing.kind in m.WHO:
                return "how_far(player)"  # between the two of us, whichever way round
            target = _selected(e.thing) if e.thing.pick else q(e.thing.kind)
            return f"how_far({target}{origin})"
        if isinstance(e, m.Arith):
            a, b = self.expr(e.left), self.expr(e.right)
            if e.op == "diff":
                return f"math.abs({a} - {b})"
            return f"({a} {e.op} {b})"
        raise TypeError(e)

    # -- answers ------------------------------------------------------------------------------

    def answer(self, ask: m.Ask) -> str:
        """Statements that answer a question with ``say`` (then Done)."""
        kind = ask.things[0].kind if ask.things else ""
        if ask.asks == m.COUNT:
            return _count_answer(kind or m.ANY_MONSTER)
        if ask.asks == m.WHERE:
            if not ask.things:
                return _whereabouts(ask.who)
            what = q(kind if kind in (*ITEM_NAMES, *MONSTER_KINDS) else kind)
            name = words.thing(m.Thing(kind))
            return (f"local place = where({what})\n"
                    f"if place == nil then return say({q('I see no ' + _bare(kind) + ' anywhere')})"
                    f" end\nreturn say({q(name[0].upper() + name[1:] + ': ')} .. place)")
        if ask.asks == m.DISTANCE:
            return self.distance_answer(ask)
        if ask.asks == m.HEALTH:
            if ask.who == m.PLAYER:
                return 'return say("You have " .. player.health .. " health")'
            if ask.who == m.COMPANION:
                return 'return say("I have " .. ai.health .. " health")'
            return ('return say("I have " .. ai.health .. " health and you have " '
                    '.. player.health)')
        if ask.asks == m.CARRYING:
            who = _party(ask.who or m.COMPANION)
            subject = "You have" if who == "player" else "I have"
            if ask.things:
                item = ask.things[0].kind
                return (f"return say({q(subject + ' ')} .. carried({who}, {q(item)}) .. "
                        f"{q(' ' + words.plural(_bare(item)))})")
            lead = "You're carrying " if who == "player" else "I'm carrying "
            return f"return say({q(lead)} .. carrying({who}))"
        if ask.asks == m.HAS:
            return _has_answer(ask)
        if ask.asks == m.WEAKNESS:
            return _weakness_answer(kind)
        if ask.asks == m.WHICH:
            return self.which_answer(ask)
        if ask.asks == m.VALUE and ask.value is not None:
            said = words.expr(ask.value)
            return (f"return say({q(said[0].upper() + said[1:] + ' is ')} .. "
                    f"string.format(\"%g\", {self.expr(ask.value)}))")
        if ask.asks == m.CHECK and ask.check is not None:
            return self.check_answer(ask.check)
        raise NotComposable("I don't know how to answer that")

    def distance_answer(self, ask: m.Ask) -> str:
        t = ask.things[0]
        origin = "" if ask.who in ("", m.COMPANION) else f", {_party(ask.who)}"
        if t.kind in m.WHO:
            return 'return say("You are " .. ai:distance_to(player) .. " tiles from me")'
        target = _selected(t) if t.pick else q(t.kind)
        name = words.thing(m.Thing(t.kind, pick=t.pick, origin=t.origin))
        whom = " from you" if origin else " from me"
        return (f"local d = how_far({target}{origin})\n"
                f"if d == nil then return say({q('I see no ' + _bare(t.kind) + ' anywhere')}) end\n"
                f"return say({q(name[0].upper() + name[1:] + ' is ')} .. d .. "
                f"{q(' tiles' + whom)})")

    def which_answer(self, ask: m.Ask) -> str:
        origin = "" if ask.who in ("", m.COMPANION) else f", {_party(ask.who)}"
        near = ask.pick != m.FARTHEST
        if len(ask.things) == 2:
            a, b = (t.kind for t in ask.things)
            word = "nearer" if near else "farther"
            pick = (f"nearer({q(a)}, {q(b)}{origin})" if near else
                    f"nearer({q(b)}, {q(a)}{origin})")
            return (f"local a, b = how_far({q(a)}{origin}), how_far({q(b)}{origin})\n"
                    f"local which = {pick}\n"
                    f"if which == nil then return say({q('They are just as far: ')} .. "
                    f"(a or '?') .. {q(' tiles each')}) end\n"
                    f"return say({q('The ')} .. which .. {q(' is ' + word + ': the ' + a + ' is ')}"
                    f" .. (a or '?') .. {q(' tiles away, the ' + b + ' ')} .. (b or '?'))")
        kind = ask.things[0].kind if ask.things else m.ANYTHING
        fn = "nearest" if near else "farthest"
        whom = "you" if origin else "me"
        noun = _bare(kind)
        return (f"local it = {fn}({q(kind)}{origin})\n"
                f"if it == nil then return say({q('I see no ' + noun + ' anywhere')}) end\n"
                f"return say({q('The ' + fn + ' ' + noun + ' to ' + whom + ' is the ')} .. "
                f"it.name .. {q(' at row ')} .. it.position[1] .. {q(', column ')} .. "
                f"it.position[2] .. {q(', ')} .. how_far(it{origin}) .. "
                f"{q(' tiles from ' + whom)})")

    def check_answer(self, cond: m.Cond) -> str:
        yes = words.cond(cond)
        no = words.cond(negate(cond))
        shown = ""
        if isinstance(cond, m.Compare):
            shown = (f" .. {q(' (')} .. string.format(\"%g\", {self.expr(cond.left)}) .. "
                     f"{q(' and ')} .. string.format(\"%g\", {self.expr(cond.right)}) .. "
                     f"{q(')')}")
        return (f"if {self.cond(cond)} then return say({q('Yes: ' + yes)}{shown}) end\n"
                f"return say({q('No: ' + no)}{shown})")


def _as_entry(call: str) -> str | None:
    """ "fetch("bow")" -> "{fetch, "bow"}"; None when the call's arguments are not literals."""
    found = re.match(r"^(\w+)\((.*)\)$", call)
    if found is None:
        return None
    name, args = found.group(1), found.group(2).strip()
    if not args:
        return f"{{{name}}}"
    if re.search(r"\w\(", args):
        return None  # an argument worked out each tick: a function step
    return f"{{{name}, {args}}}"


def _selected(t: m.Thing) -> str:
    """The Lua that picks one particular thing: ``farthest("arrow", player)``."""
    fn = "farthest" if t.pick == m.FARTHEST else "nearest"
    origin = "" if t.origin == m.COMPANION else (
        ", player" if t.origin == m.PLAYER else f", {q(t.origin)}")
    return f"{fn}({q(t.kind)}{origin})"


def _bare(kind: str) -> str:
    return {m.ANY_ITEM: "item", m.ANY_MONSTER: "monster", m.ANYTHING: "thing"}.get(kind, kind)


def _nothing_to_do(cond: m.Cond) -> str:
    return f"Nothing to do: {words.cond(cond)}"


def _not_so(cond: m.Cond) -> str:
    return f"I didn't: {words.cond(negate(cond))}"


def _stopped(cond: m.Cond) -> str:
    return f"Stopped: {words.cond(cond)}"


def _count_answer(kind: str) -> str:
    noun = _bare(kind)
    where = " on the ground" if lx.is_item(kind) else " left"
    return (f"local n = count({q(kind)})\n"
            f"if n == 1 then return say({q('There is 1 ' + noun + where)}) end\n"
            f"return say({q('There are ')} .. n .. {q(' ' + words.plural(noun) + where)})")


def _whereabouts(who: str) -> str:
    me = 'return say("I am at row " .. ai.position[1] .. ", column " .. ai.position[2])'
    you = ('return say("You are at row " .. player.position[1] .. ", column " .. '
           'player.position[2] .. ", " .. ai:distance_to(player) .. " tiles from me")')
    if who == m.COMPANION:
        return me
    if who == m.PLAYER:
        return you
    return ('return say("I am at row " .. ai.position[1] .. ", column " .. ai.position[2] .. '
            '"; you are at row " .. player.position[1] .. ", column " .. player.position[2])')


def _has_answer(ask: m.Ask) -> str:
    who = _party(ask.who or m.COMPANION)
    mine = who == "ai"
    if not ask.things:
        lead_yes = "Yes, I'm carrying " if mine else "Yes, you're carrying "
        return (f"if #{who}.items > 0 then return say({q(lead_yes)} .. carrying({who})) end\n"
                f"return say({q('No, I carry nothing' if mine else 'No, you carry nothing')})")
    item = ask.things[0].kind
    yes = f"Yes, {'I' if mine else 'you'} have {'the ' + item if item != m.ANY_ITEM else 'one'}"
    no = f"No, {'I' if mine else 'you'} don't have {'a ' + item}"
    return f"if {who}:has_item({q(item)}) then return say({q(yes)}) end\nreturn say({q(no)})"


def _weakness_answer(kind: str) -> str:
    if kind in MONSTER_KINDS:
        return f"return say({q('To defeat a ' + kind + ' you need ')} .. weapon_for({q(kind)}))"
    if kind in ITEM_NAMES:
        beaten = [k for k in MONSTER_KINDS if kind in NEEDS[k]]
        if not beaten:
            return f"return say({q('The ' + kind + ' defeats no monster by itself')})"
        said = " and ".join(words.plural(k) for k in beaten)
        extra = {k: [n for n in NEEDS[k] if n != kind] for k in beaten}
        withs = [f" (with {' and '.join('an ' + n if n[0] in 'aeiou' else 'a ' + n for n in v)})"
                 for v in extra.values() if v]
        return f"return say({q('The ' + kind + ' defeats ' + said + ''.join(withs))})"
    return 'return say("It takes " .. weapon_for("monster"))'
