"""Composing an order of several steps into one Lua function, without a model.

The order is split into clauses (``agent.split``). A plain clause ("grab the bow") is read as
its skill call (``agent.plain_steps``); any other is matched through the library, whose entries
name the one skill call they amount to (``step = "fetch(item)"``); a "say X" clause says X.
What a step needs and no earlier step or the companion's inventory provides is fetched first:
a gorgon falls to the sword, a bat to the bow and an arrow, which the shot uses up. The result
is ordinary Lua on the skills API::

    function update_func(player, ai, monsters, items)
      return plan({
        {fetch, "bow"},  -- grab the bow
        {fetch, "arrow"},  -- needed for: shoot a bat
        {attack, "bat"},  -- shoot a bat
      })
    end

Every literal goes through ``lua_string``, so no text of the order can end up as code. Pure: the
library is passed in as a function, the world is only read.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Protocol

from agent.library.params import lua_string
from agent.plain_steps import place_calls, plain_step
from agent.split import Clause, split
from game.world import CONSUMES, MONSTER_KINDS, NEEDS, World

# The skills a step may call and whether each takes an argument: "item" and "text" must be
# given; "kind" may be nil (any monster); "" takes none (docs/skills.md).
SKILL_ARGS: Mapping[str, str] = {
    "fetch": "item", "fetch_all": "item", "bring": "item",
    "attack": "kind", "attack_all": "kind", "keep_away": "kind",
    "follow": "", "stay": "", "come_back": "", "explore": "", "flee": "",
    "say": "text",
    "go_to": "place", "walk": "way", "square": "",
}
ATTACKS = ("attack", "attack_all")
# Skills that do one thing to one or to every thing of a kind.
_ONE_OR_ALL = {"fetch": ("fetch", "fetch_all"), "fetch_all": ("fetch", "fetch_all"),
               "bring": ("bring", "bring"),
               "attack": ("attack", "attack_all"), "attack_all": ("attack", "attack_all")}

_STEP = re.compile(r"^\s*([a-z_][a-z0-9_]*)\(\s*([a-z_][a-z0-9_]*)?\s*\)\s*$")
# Comments show the clause a step serves; only these characters, so a comment cannot end.
_COMMENT_UNSAFE = re.compile(r"[^A-Za-z0-9 ,:'?]+")


class StepMatch(Protocol):
    """What composition reads of a library match (agent.library.library.Match fits)."""

    @property
    def entry_id(self) -> str: ...
    @property
    def score(self) -> float: ...
    @property
    def params(self) -> Mapping[str, str]: ...
    @property
    def code(self) -> str: ...
    @property
    def step(self) -> str: ...


MatchClause = Callable[[str, World | None], StepMatch | None]


@dataclass(frozen=True, slots=True)
class Step:
    """One step of a plan: a skill call, or (``code`` set) a library entry run as a function."""

    skill: str
    arg: str | None = None
    clause: str = ""  # the words of the order it serves
    numbers: tuple[int, ...] = ()  # arguments after ``arg``: walk("right", 3), go_to(5, 10)
    entry_id: str = ""  # the library entry that matched, "" for "say" clauses and preconditions
    score: float = 0.0
    code: str = ""  # an entry that is not one skill call: its bound code
    needed_for: str = ""  # a precondition: the clause whose step needs it

    def call(self) -> str:
        """The step as Lua: ``{fetch, "bow"}``, ``{follow}``."""
        return "{" + ", ".join([self.skill, *self._args(lua_string)]) + "}"

    def as_call(self) -> str:
        """The step as one call of its skill: ``fetch("bow")``, ``walk("right", 3)``."""
        return f"{self.skill}({', '.join(self._args(lua_string))})"

    def describe(self) -> str:
        """For people and logs: ``fetch('bow')``, ``walk('right', 3)``, ``entry where_is``."""
        if self.code:
            return f"entry {self.entry_id}"
        return f"{self.skill}({', '.join(self._args(repr))})"

    def _args(self, text: Callable[[str], str]) -> list[str]:
        return ([] if self.arg is None else [text(self.arg)]) + [str(n) for n in self.numbers]


@dataclass(frozen=True, slots=True)
class Composition:
    order: str
    clauses: tuple[Clause, ...]
    steps: tuple[Step, ...]  # in order, preconditions included
    unmatched: tuple[str, ...]  # clauses nothing could serve

    @property
    def complete(self) -> bool:
        return bool(self.steps) and not self.unmatched

    @property
    def entry_ids(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(s.entry_id for s in self.steps if s.entry_id))

    @property
    def score(self) -> float:
        """The weakest match among the steps (1.0 for steps that need no library)."""
        return min((s.score for s in self.steps if s.entry_id), default=1.0)

    def code(self) -> str:
        return to_lua(self.steps)


def parse_step(step: str) -> tuple[str, str | None] | None:
    """``"fetch(item)"`` -> ``("fetch", "item")``; ``"follow()"`` -> ``("follow", None)``;
    None when it is not one call of a known skill."""
    m = _STEP.match(step)
    if m is None or m.group(1) not in SKILL_ARGS:
        return None
    return m.group(1), m.group(2)


def step_of(clause: str, match: StepMatch) -> Step | None:
    """The step a library match amounts to. An entry that is not one skill call runs whole, as
    a function step; one whose skill lacks a required argument cannot be a step."""
    parsed = parse_step(match.step or "")
    if parsed is None:
        return Step("", None, clause=clause, entry_id=match.entry_id, score=match.score,
                    code=match.code)
    skill, param = parsed
    arg = match.params.get(param) if param and SKILL_ARGS[skill] else None
    if arg is None and SKILL_ARGS[skill] in ("item", "text"):
        return None
    return Step(skill, arg, clause=clause, entry_id=match.entry_id, score=match.score)


def compose(
    order: str, world: World | None, match: MatchClause, clauses: Sequence[Clause] | None = None
) -> Composition:
    """Split the order (unless its ``clauses`` are given), match every clause, add what the
    steps need first."""
    clauses = tuple(split(order) if clauses is None else clauses)
    steps: list[Step] = []
    unmatched: list[str] = []
    for clause in clauses:
        if clause.say is not None:
            steps.append(Step("say", clause.say, clause=clause.text))
            continue
        plain = plain_step(clause.text)
        if plain is not None:
            steps.append(Step(*plain, clause=clause.text))
            _for_me_too(steps, clause)
            continue
        places = place_calls(clause.text)
        if places is not None:
            steps += [Step(c.skill, c.arg, clause=clause.text, numbers=c.numbers) for c in places]
            continue
        found = match(clause.text, world)
        step = step_of(clause.text, found) if found is not None else None
        if step is None:
            unmatched.append(clause.text)
        elif clause.borrowed and step.skill == "bring" and _FOR_ME.search(clause.text):
            steps.append(step)
            _for_me_too(steps, clause)
        else:
            steps.append(_same_verb(step, steps[-1]) if clause.borrowed and steps else step)
    if world is not None:
        steps = with_preconditions(steps, world)
    return Composition(order, clauses, tuple(steps), tuple(unmatched))


_FOR_ME = re.compile(r"\bfor (?:me|us|the player)\b")


def _for_me_too(steps: list[Step], clause: Clause) -> None:
    """"fetch the bow and an arrow for me": the "for me" closing a clause that borrowed its verb
    is for the object before it too, which is brought as well."""
    if (clause.borrowed and len(steps) > 1 and steps[-1].skill == "bring"
            and _FOR_ME.search(clause.text) and steps[-2].skill == "fetch"
            and not steps[-2].code):
        steps[-2] = replace(steps[-2], skill="bring")


def _same_verb(step: Step, previous: Step) -> Step:
    """A clause that borrowed its verb does what the clause before did, to its own object:
    "bring me the sword and an arrow" brings both, whichever entry the words "bring me an arrow"
    came closest to; only "all"/"every" (the match's own skill) chooses one or every."""
    kinds = _ONE_OR_ALL.get(previous.skill), _ONE_OR_ALL.get(step.skill)
    if kinds[0] is None or kinds[1] is None or previous.code or step.code:
        return step
    if (previous.skill in ATTACKS) != (step.skill in ATTACKS):  # an item is no monster
        return step
    skill = kinds[0][1] if step.skill.endswith("_all") else kinds[0][0]
    return replace(step, skill=skill)


def with_preconditions(steps: Sequence[Step], world: World) -> list[Step]:
    """The steps with a fetch in front of each attack for what it lacks.

    Follows what the companion would carry step by step: it starts with its inventory; a fetch
    adds one, fetch_all every one on the ground; a bring hands everything it carries to the
    player; a shot at a bat uses an arrow. Only items lying on the ground are fetched: for one
    that is nowhere to be had the attack itself says so in play.
    """
    have = Counter(i.name for i in world.companion.items)
    ground = Counter(i.name for i in world.ground)
    alive = Counter(m.kind for m in world.monsters())
    out: list[Step] = []

    def take(name: str, n: int) -> None:
        moved = min(n, ground[name])
        ground[name] -= moved
        have[name] += moved

    for step in steps:
        if step.skill in ATTACKS:
            kinds = _target_kinds(step, alive)
            for kind in kinds:
                n = alive[kind] if step.skill == "attack_all" else min(1, alive[kind])
                for name in NEEDS[kind]:
                    short = (n if name == CONSUMES[kind] else min(n, 1)) - have[name]
                    if short <= 0 or ground[name] == 0:
                        continue
                    skill = "fetch" if short == 1 else "fetch_all"
                    out.append(Step(skill, name, needed_for=step.clause or step.describe()))
                    take(name, 1 if short == 1 else ground[name])
            for kind in kinds:
                n = alive[kind] if step.skill == "attack_all" else min(1, alive[kind])
                used = CONSUMES[kind]
                if used is not None:
                    have[used] = max(0, have[used] - n)
                alive[kind] -= n
        elif step.skill == "fetch" and step.arg:
            take(step.arg, 1)
        elif step.skill == "fetch_all" and step.arg:
            take(step.arg, ground[step.arg])
        elif step.skill == "bring" and step.arg:
            if not have[step.arg]:
                take(step.arg, 1)
            have.clear()  # sharing the player's tile hands over everything carried
        out.append(step)
    return out


def _target_kinds(step: Step, alive: Counter[str]) -> list[str]:
    if step.arg in MONSTER_KINDS:
        return [step.arg]
    if step.skill == "attack_all":  # any monster: every kind still alive
        return [k for k in MONSTER_KINDS if alive[k]]
    return []  # the nearest monster of any kind: which one is known only in play


def to_lua(steps: Sequence[Step]) -> str:
    """The plan as one ``update_func``, a step a line; entries that are not one skill call are
    bound once, above it, as functions of their own."""
    head: list[str] = []
    lines: list[str] = []
    for number, step in enumerate(steps, 1):
        if step.code:
            name = f"entry_{number}"
            head += [
                f"-- step {number}: library entry {step.entry_id}",
                f"local {name} = (function()",
                # `function update_func` in the entry's code sets this local, not the global.
                "  local update_func",
                step.code.rstrip("\n"),
                "  return update_func",
                "end)()",
                "",
            ]
            call = f"function() return {name}(player, ai, monsters, items) end"
        else:
            call = step.call()
        lines.append(f"    {call},{_comment(step)}")
    body = "\n".join(lines)
    return ("\n".join(head) + "function update_func(player, ai, monsters, items)\n"
            f"  return plan({{\n{body}\n  }})\nend\n")


def _comment(step: Step) -> str:
    words = step.clause if not step.needed_for else f"needed for: {step.needed_for}"
    words = _COMMENT_UNSAFE.sub(" ", words).strip()[:80]
    return f"  -- {words}" if words else ""
