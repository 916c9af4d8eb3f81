"""Orders and the programs that serve them, drawn at random from the game's vocabulary.

An errand is a list of skill steps; its program is the composer's: ``return fetch("bow")`` for
one step, ``return plan({...})`` for several, with what an attack needs in this world fetched
first (``agent.compose.with_preconditions``). A question is answered with ``say`` and the
question helpers. Pure: the world is only read, randomness comes from the ``rng`` passed in.
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from agent.compose import Step, to_lua, with_preconditions
from agent.library.params import lua_string
from agent.training import vocabulary as v
from game.world import World

UPDATE = "function update_func(player, ai, monsters, items)\n  {body}\nend\n"


@dataclass(frozen=True, slots=True)
class Draft:
    order: str
    program: str
    kind: str  # "errand", "compound" or "question"
    skills: tuple[str, ...]  # the program's steps, in order
    shape: str = ""  # how the steps were joined


def one_call(step: Step) -> str:
    return UPDATE.format(body=f"return {step.as_call()}")


def errand_program(steps: Sequence[tuple[str, str | None]], world: World) -> tuple[str, tuple]:
    """The program for ``steps`` in ``world``, and the skills it runs."""
    # Without the composer's comments: the program stays short (the model writes every token).
    planned = [replace(s, needed_for="")
               for s in with_preconditions([Step(s, a) for s, a in steps], world)]
    skills = tuple(s.skill for s in planned)
    if len(planned) == 1:
        return one_call(planned[0]), skills
    return to_lua(planned), skills


def say_program(expression: str) -> str:
    return UPDATE.format(body=f"return say({expression})")


def program_skills(program: str) -> tuple[str, ...]:
    """The skills a generated program runs, read from its text (a plan's steps or one call)."""
    steps = re.findall(r"^\s*\{(\w+)", program, re.M)
    if steps:
        return tuple(steps)
    return tuple(re.findall(r"return (\w+)\(", program)[:1])


# -- wording ---------------------------------------------------------------------------------


def _noun(rng: random.Random, thing: str) -> str:
    return rng.choice(v.NOUNS[thing])


def clause(rng: random.Random, skill: str, arg: str | None) -> str:
    """Words for one step."""
    if arg is None and skill in v.ANY:
        return rng.choice(v.ANY[skill])
    phrase = rng.choice(v.ONE[skill])
    if arg is None:
        return phrase
    noun = _noun(rng, arg)
    if arg == "bat" and skill == "attack" and rng.random() < 0.3:
        return rng.choice(("shoot a bat", "shoot the nearest bat", "shoot the bat"))
    if arg == "bat" and skill == "attack_all" and rng.random() < 0.3:
        return rng.choice(("shoot all the bats", "shoot every bat"))
    a = "an" if noun[0] in "aeiou" else "a"
    phrase = phrase.replace("a {item}", f"{a} {{item}}").replace("an {item}", f"{a} {{item}}")
    phrase = phrase.replace("a {kind}", f"{a} {{kind}}")
    return phrase.format(item=noun, items=v.PLURAL[noun], kind=noun, kinds=v.PLURAL[noun])


def _past(words: str) -> str | None:
    verb, _, rest = words.partition(" ")
    past = v.PAST.get(verb)
    return f"{past} {rest}".strip() if past else None


def join(rng: random.Random, clauses: Sequence[str], shape: str) -> str | None:
    """The clauses joined in ``shape``; None when the shape does not fit them."""
    if len(clauses) == 2:
        a, b = clauses
        fields = {"a": a, "b": b, "A": a[:1].upper() + a[1:], "B": b[:1].upper() + b[1:]}
        if shape == "after_lead":
            past = _past(a)
            if past is None:
                return None
            fields["a_past"] = past
        return v.JOIN2[shape].format(**fields)
    a, b, c = clauses
    return v.JOIN3[shape].format(a=a, b=b, c=c, A=a[:1].upper() + a[1:],
                                 B=b[:1].upper() + b[1:], C=c[:1].upper() + c[1:])


def dress(rng: random.Random, order: str, *, typo: float = 0.04) -> str:
    """Politeness, filler and now and then a slip of the keyboard."""
    if rng.random() < 0.3:
        # "can you what's ..." is no English: a question takes only a plain "please".
        order = (rng.choice(v.OPENERS) if not order.endswith("?") else "please ") + order
    if rng.random() < 0.2 and not order.endswith("?"):
        order += rng.choice(v.CLOSERS)
    if rng.random() < typo:
        order = _typo(rng, order)
    if rng.random() < 0.15:
        order = order[:1].upper() + order[1:]
    return order


def _typo(rng: random.Random, text: str) -> str:
    words = text.split(" ")
    candidates = [i for i, w in enumerate(words) if len(w) > 4 and w.isalpha()]
    if not candidates:
        return text
    i = rng.choice(candidates)
    w = words[i]
    j = rng.randrange(1, len(w) - 1)
    if rng.random() < 0.5 and w[j] in v.KEYBOARD:
        w = w[:j] + v.KEYBOARD[w[j]] + w[j + 1:]  # a neighbouring key
    else:
        w = w[:j] + w[j + 1] + w[j] + w[j + 2:]  # two letters swapped
    words[i] = w
    return " ".join(words)


# -- drawing orders --------------------------------------------------------------------------


def random_step(rng: random.Random, *, last: bool) -> tuple[str, str | None]:
    skill = rng.choice(v.ITEM_SKILLS * 3 + v.KIND_SKILLS * 3 + v.PLAIN_SKILLS * 2)
    while not last and skill in v.ENDLESS:  # a step that never ends must end the plan
        skill = rng.choice(v.ITEM_SKILLS + v.KIND_SKILLS[:2] + ("come_back", "explore", "flee"))
    if skill in v.ITEM_SKILLS:
        return skill, rng.choice(("sword", "bow", "arrow", "arrow"))
    if skill in v.KIND_SKILLS:
        if rng.random() < 0.15:
            return skill, None
        return skill, rng.choice(("gorgon", "bat", "bat"))
    return skill, None


def errand(rng: random.Random, world: World) -> Draft:
    skill, arg = random_step(rng, last=True)
    program, skills = errand_program([(skill, arg)], world)
    return Draft(dress(rng, clause(rng, skill, arg)), program, "errand", skills)


def compound(rng: random.Random, world: World) -> Draft | None:
    n = 2 if rng.random() < 0.65 else 3
    if n == 2 and rng.random() < 0.15:
        return two_objects(rng, world)
    steps = [random_step(rng, last=i == n - 1) for i in range(n)]
    if any(steps[i] == steps[i + 1] for i in range(n - 1)):
        return None
    if rng.random() < 0.1:  # a greeting or a remark as a step of its own
        steps[rng.randrange(n)] = ("say", rng.choice(v.SAY_TEXTS))
    shape = rng.choice(list(v.JOIN2 if n == 2 else v.JOIN3))
    clauses = [say_clause(rng, a) if s == "say" and a else clause(rng, s, a) for s, a in steps]
    order = join(rng, clauses, shape)
    if order is None:
        return None
    program, skills = errand_program(steps, world)
    return Draft(dress(rng, order), program, "compound", skills, shape)


def two_objects(rng: random.Random, world: World) -> Draft:
    skill = rng.choice(("fetch", "fetch", "bring"))
    x, y = rng.sample(("sword", "bow", "arrow"), 2)
    nx, ny = _noun(rng, x), _noun(rng, y)
    order = rng.choice(v.TWO_OBJECTS).format(verb=rng.choice(v.TWO_OBJECT_VERBS[skill]), x=nx,
                                             y=ny)
    order = order.replace(f"a {ny}", f"{'an' if ny[0] in 'aeiou' else 'a'} {ny}")
    order = order.replace(f"a {nx}", f"{'an' if nx[0] in 'aeiou' else 'a'} {nx}")
    program, skills = errand_program([(skill, x), (skill, y)], world)
    return Draft(dress(rng, order), program, "compound", skills, "two_objects")


def say_clause(rng: random.Random, text: str) -> str:
    return rng.choice(v.SAY[:2] + v.SAY[3:]).format(text=text)  # no "tell the player" mid-order


def question(rng: random.Random, world: World) -> Draft:
    """A question and its answer's program."""
    kind = rng.choice(("health", "carrying", "count_monsters", "count_items", "where",
                       "defeats", "how_far", "say"))
    if kind == "health":
        if rng.random() < 0.5:
            order, expr = rng.choice(v.HEALTH_AI), '"I have " .. ai.health .. " health"'
        else:
            order, expr = rng.choice(v.HEALTH_PLAYER), '"You have " .. player.health .. " health"'
    elif kind == "carrying":
        if rng.random() < 0.5:
            order, expr = rng.choice(v.CARRY_AI), '"I\'m carrying " .. carrying(ai)'
        else:
            order, expr = rng.choice(v.CARRY_PLAYER), '"You\'re carrying " .. carrying(player)'
    elif kind == "count_monsters":
        if rng.random() < 0.3:
            order = rng.choice(v.COUNT_ALL_MONSTERS)
            expr = '"There are " .. count("monster") .. " monsters left"'
        else:
            k = rng.choice(("gorgon", "bat"))
            noun = _noun(rng, k)
            order = rng.choice(v.COUNT_MONSTERS).format(kind=noun, kinds=v.PLURAL[noun])
            expr = f'"There are " .. count("{k}") .. " {k}s left"'
    elif kind == "count_items":
        if rng.random() < 0.3:
            order = rng.choice(v.COUNT_ALL_ITEMS)
            expr = '"There are " .. count("item") .. " items on the ground"'
        else:
            i = rng.choice(("sword", "bow", "arrow"))
            noun = _noun(rng, i)
            order = rng.choice(v.COUNT_ITEMS).format(items=v.PLURAL[noun])
            expr = f'"There are " .. count("{i}") .. " {i}s on the ground"'
    elif kind == "where":
        t = rng.choice(("sword", "bow", "arrow", "gorgon", "bat"))
        order = rng.choice(v.WHERE).format(thing=_noun(rng, t))
        expr = f'"The {t}: " .. (where("{t}") or "none left")'
    elif kind == "defeats":
        k = rng.choice(("gorgon", "bat"))
        order = rng.choice(v.DEFEATS).format(kind=_noun(rng, k))
        expr = f'"A {k} falls to " .. weapon_for("{k}")'
    elif kind == "how_far":
        if rng.random() < 0.3:
            order = rng.choice(v.HOW_FAR_PLAYER)
            expr = '"You are " .. ai:distance_to(player) .. " tiles from me"'
        else:
            t = rng.choice(("sword", "bow", "arrow", "gorgon", "bat"))
            order = rng.choice(v.HOW_FAR).format(thing=_noun(rng, t))
            # where() says how far the thing is as well as where it is.
            expr = f'"The {t}: " .. (where("{t}") or "none left")'
    else:
        text = rng.choice(v.SAY_TEXTS)
        order = rng.choice(v.SAY).format(text=text)
        expr = lua_string(text)
    return Draft(dress(rng, order, typo=0.02), say_program(expr), "question", ("say",))


def place(rng: random.Random, world: World) -> Draft | None:
    """Going somewhere, walking some steps, walking a square; waiting by a thing."""
    kind = rng.choice(("corner", "corner", "middle", "row_col", "wait_by", "walk", "walk",
                       "square"))
    ai = world.companion.position
    if kind == "corner":
        corner = rng.choice(list(v.CORNERS))
        order = rng.choice(v.GO_CORNER).format(corner=rng.choice(v.CORNERS[corner]))
        steps = [Step("go_to", corner)]
    elif kind == "middle":
        order, steps = rng.choice(v.GO_MIDDLE), [Step("go_to", "middle")]
        if "stand" in order:
            steps.append(Step("stay"))
    elif kind == "row_col":
        floor = [(r, c) for r, line in enumerate(world.maze, start=1)
                 for c, ch in enumerate(line, start=1) if ch != "#" and (r, c) != ai]
        row, col = rng.choice(floor)
        order = rng.choice(v.GO_ROW_COL).format(row=row, col=col)
        steps = [Step("go_to", None, numbers=(row, col))]
    elif kind == "wait_by":
        item = rng.choice(("sword", "bow", "arrow"))
        order = rng.choice(v.WAIT_BY).format(item=_noun(rng, item))
        steps = [Step("go_to", item), Step("stay")]
    elif kind == "walk":
        way = rng.choice(list(v.WALK_WAYS))
        n = rng.randint(1, 5)
        pattern = rng.choice(v.WALK + (v.WALK_SIDEWAYS if way in ("left", "right") else ()))
        if n == 1:
            pattern = pattern.replace("steps", "step").replace("tiles", "tile")
            pattern = pattern.replace("times", "time")
        order = pattern.format(n=rng.choice(v.COUNT_WORDS[n]),
                               way=rng.choice(v.WALK_WAYS[way]))
        steps = [Step("walk", way, numbers=(n,))]
    else:
        order, steps = rng.choice(v.SQUARE), [Step("square")]
    program = one_call(steps[0]) if len(steps) == 1 else to_lua(steps)
    return Draft(dress(rng, order), program, "errand", tuple(s.skill for s in steps), "place")


def draw(rng: random.Random, world: World) -> Draft | None:
    r = rng.random()
    if r < 0.08:
        return place(rng, world)
    if r < 0.3:
        return errand(rng, world)
    if r < 0.72:
        return compound(rng, world)
    return question(rng, world)
