"""Orders and the programs that serve them, drawn at random from one meaning each.

A draw is a meaning (``agent.reading.meaning``) and the words for it: an errand, a run of steps,
a question, a place to go, or logic around steps (``agent.training.logic_orders``). The program
is the composer's Lua for that meaning (``agent.compose``), so the words and the code come from
the same draw and cannot disagree; the generator keeps a pair only when the reader reads the
words back into the very same meaning. Pure: the world is only read, randomness comes from the
``rng`` passed in.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TypeVar

from agent.compose import compose
from agent.reading import meaning as m
from agent.reading.weapon_taken import kept as taken_for
from agent.training import vocabulary as v
from game.world import World


@dataclass(frozen=True, slots=True)
class Draft:
    order: str
    meaning: m.Meaning
    program: str
    kind: str  # "errand", "compound", "question", "logic" or "duty"
    skills: tuple[str, ...]  # the program's steps, in order
    shape: str = ""  # how the steps were joined


def program_skills(program: str) -> tuple[str, ...]:
    """The skills a generated program runs, read from its text (a plan's steps or one call)."""
    steps = re.findall(r"^\s*\{(\w+)", program, re.M)
    if steps:
        return tuple(steps)
    return tuple(re.findall(r"return (\w+)\(", program)[:1])


def drafted(order: str, steps: Sequence[m.Step], world: World, kind: str,
            shape: str = "") -> Draft | None:
    """The draft for words and their meaning: the composer's program for it, or None when
    the composer cannot write one in this world, or when the words take a weapon for a fight it
    cannot win ("grab a sword, then kill the bat"), which the reader refuses in words."""
    if taken_for(list(steps)) != list(steps):
        return None
    meaning = m.Meaning(order, tuple(steps))
    composition = compose(meaning, world)
    if not composition.complete:
        return None
    return Draft(order, meaning, composition.code, kind, program_skills(composition.code),
                 shape)


# -- wording -----------------------------------------------------------------------------------


def noun(rng: random.Random, thing: str) -> str:
    return rng.choice(v.NOUNS[thing])


def an(word: str) -> str:
    return "an" if word[0] in "aeiou" else "a"


def clause(rng: random.Random, skill: str, arg: str | None) -> str:
    """Words for one step."""
    if arg is None and skill in v.ANY:
        return rng.choice(v.ANY[skill])
    phrase = rng.choice(v.ONE[skill])
    if arg is None:
        return phrase
    word = noun(rng, arg)
    if arg == "bat" and skill == "attack" and rng.random() < 0.3:
        return rng.choice(("shoot a bat", "shoot the nearest bat", "shoot the bat"))
    if arg == "bat" and skill == "attack_all" and rng.random() < 0.3:
        return rng.choice(("shoot all the bats", "shoot every bat"))
    a = an(word)
    phrase = phrase.replace("a {item}", f"{a} {{item}}").replace("an {item}", f"{a} {{item}}")
    phrase = phrase.replace("a {kind}", f"{a} {{kind}}")
    return phrase.format(item=word, items=v.PLURAL[word], kind=word, kinds=v.PLURAL[word])


def act_of(skill: str, arg: str | None) -> m.Act:
    """The meaning of one of the vocabulary's steps."""
    if skill in ("fetch", "fetch_all", "bring"):
        assert arg is not None
        every = skill == "fetch_all"
        return m.Act(m.BRING if skill == "bring" else m.FETCH,
                     m.Thing(arg, None if every else 1))
    if skill in ("attack", "attack_all"):
        return m.Act(m.ATTACK, m.Thing(arg or m.ANY_MONSTER,
                                       None if skill == "attack_all" else 1))
    if skill == "keep_away":
        return m.Act(m.KEEP_AWAY, m.Thing(arg or m.ANY_MONSTER))
    return m.Act(skill)


def _past(words: str) -> str | None:
    verb, _, rest = words.partition(" ")
    past = v.PAST.get(verb)
    return f"{past} {rest}".strip() if past else None


def join(rng: random.Random, clauses: Sequence[str], shape: str) -> str | None:
    """The clauses joined in ``shape``; None when the shape does not fit them."""
    if len(clauses) == 2:
        a, b = clauses
        fields = {"a": a, "b": b, "A": a[:1].upper() + a[1:], "B": b[:1].upper() + b[1:]}
        if shape == "before_lead" and b.startswith(("don't", "do not")):
            return None  # "before you don't move" is no English
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
    if rng.random() < 0.2 and not order.endswith("?") and not _ENDS_SAYING.search(order):
        stop = order[-1] if order[-1] in ".!" else ""
        order = order[: len(order) - len(stop)] + rng.choice(v.CLOSERS) + stop
    if rng.random() < typo:
        order = _typo(rng, order)
    if rng.random() < 0.15:
        order = order[:1].upper() + order[1:]
    return order


# An order that ends with words to say: whatever follows would be said too.
_ENDS_SAYING = re.compile(r"\b(?:say|shout|yell|whisper|tell the player)\b[^,.]*$", re.I)


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


def errand(rng: random.Random, world: World) -> Draft | None:
    skill, arg = random_step(rng, last=True)
    order = dress(rng, clause(rng, skill, arg))
    return drafted(order, [act_of(skill, arg)], world, "errand")


def compound(rng: random.Random, world: World) -> Draft | None:
    n = 2 if rng.random() < 0.65 else 3
    if n == 2 and rng.random() < 0.15:
        return two_objects(rng, world)
    steps = [random_step(rng, last=i == n - 1) for i in range(n)]
    if any(steps[i] == steps[i + 1] for i in range(n - 1)):
        return None
    said: dict[int, str] = {}
    if rng.random() < 0.1:  # a greeting or a remark as a step of its own
        i = rng.randrange(n)
        said[i] = rng.choice(v.SAY_TEXTS)
    shape = rng.choice(list(v.JOIN2 if n == 2 else v.JOIN3))
    clauses = [say_clause(rng, said[i]) if i in said else clause(rng, *steps[i])
               for i in range(n)]
    order = join(rng, clauses, shape)
    if order is None:
        return None
    meaning = [m.Say(said[i]) if i in said else act_of(*steps[i]) for i in range(n)]
    return drafted(dress(rng, order), meaning, world, "compound", shape)


def two_objects(rng: random.Random, world: World) -> Draft | None:
    skill = rng.choice(("fetch", "fetch", "bring"))
    x, y = rng.sample(("sword", "bow", "arrow"), 2)
    nx, ny = noun(rng, x), noun(rng, y)
    order = rng.choice(v.TWO_OBJECTS).format(verb=rng.choice(v.TWO_OBJECT_VERBS[skill]), x=nx,
                                             y=ny)
    order = order.replace(f"a {ny}", f"{an(ny)} {ny}").replace(f"a {nx}", f"{an(nx)} {nx}")
    return drafted(dress(rng, order), [act_of(skill, x), act_of(skill, y)], world, "compound",
                   "two_objects")


def say_clause(rng: random.Random, text: str) -> str:
    return rng.choice(v.SAY[:2] + v.SAY[3:]).format(text=text)  # no "tell the player" mid-order


def question(rng: random.Random, world: World) -> Draft | None:
    """A question and its answer's program."""
    kind = rng.choice(("health", "carrying", "count_monsters", "count_items", "where",
                       "defeats", "how_far", "say"))
    ask: m.Step
    if kind == "health":
        who = rng.choice((m.COMPANION, m.PLAYER))
        order = rng.choice(v.HEALTH_AI if who == m.COMPANION else v.HEALTH_PLAYER)
        ask = m.Ask(m.HEALTH, who=who)
    elif kind == "carrying":
        who = rng.choice((m.COMPANION, m.PLAYER))
        order = rng.choice(v.CARRY_AI if who == m.COMPANION else v.CARRY_PLAYER)
        ask = m.Ask(m.CARRYING, who=who)
    elif kind == "count_monsters":
        if rng.random() < 0.3:
            order, k = rng.choice(v.COUNT_ALL_MONSTERS), m.ANY_MONSTER
        else:
            k = rng.choice(("gorgon", "bat"))
            word = noun(rng, k)
            order = rng.choice(v.COUNT_MONSTERS).format(kind=word, kinds=v.PLURAL[word])
        ask = m.Ask(m.COUNT, (m.Thing(k),))
    elif kind == "count_items":
        if rng.random() < 0.3:
            order, k = rng.choice(v.COUNT_ALL_ITEMS), m.ANY_ITEM
        else:
            k = rng.choice(("sword", "bow", "arrow"))
            order = rng.choice(v.COUNT_ITEMS).format(items=v.PLURAL[noun(rng, k)])
        ask = m.Ask(m.COUNT, (m.Thing(k),))
    elif kind == "where":
        t = rng.choice(("sword", "bow", "arrow", "gorgon", "bat"))
        order = rng.choice(v.WHERE).format(thing=noun(rng, t))
        ask = m.Ask(m.WHERE, (m.Thing(t),))
    elif kind == "defeats":
        k = rng.choice(("gorgon", "bat"))
        order = rng.choice(v.DEFEATS).format(kind=noun(rng, k))
        ask = m.Ask(m.WEAKNESS, (m.Thing(k),))
    elif kind == "how_far":
        if rng.random() < 0.3:
            order = rng.choice(v.HOW_FAR_PLAYER)
            ask = m.Ask(m.DISTANCE, (m.Thing(m.PLAYER),), who=m.COMPANION)
        else:
            t = rng.choice(("sword", "bow", "arrow", "gorgon", "bat"))
            order = rng.choice(v.HOW_FAR).format(thing=noun(rng, t))
            ask = m.Ask(m.DISTANCE, (m.Thing(t),), who=m.COMPANION)
    else:
        text = rng.choice(v.SAY_TEXTS)
        order = rng.choice(v.SAY).format(text=text)
        ask = m.Say(text)
    return drafted(dress(rng, order, typo=0.02), [ask], world, "question")


def place(rng: random.Random, world: World) -> Draft | None:
    """Going somewhere, walking some steps, walking a square; waiting by a thing; now and then a
    tile counted from a thing or one of us (``agent.training.grown_orders``)."""
    from agent.training.grown_orders import OFFSET_SHARE, instead, offset_place

    counted = instead(rng, "offset", OFFSET_SHARE, offset_place)
    kind = rng.choice(("corner", "corner", "middle", "row_col", "wait_by", "walk", "walk",
                       "square"))
    ai = world.companion.position
    steps: list[m.Step]
    if kind == "corner":
        corner = rng.choice(list(v.CORNERS))
        order = rng.choice(v.GO_CORNER).format(corner=rng.choice(v.CORNERS[corner]))
        steps = [m.Act(m.GO_TO, place=m.Place(name=corner))]
    elif kind == "middle":
        order = rng.choice(v.GO_MIDDLE)
        steps = [m.Act(m.GO_TO, place=m.Place(name="middle"))]
        if "stand" in order:
            steps.append(m.Act(m.STAY))
    elif kind == "row_col":
        floor = [(r, c) for r, line in enumerate(world.maze, start=1)
                 for c, ch in enumerate(line, start=1) if ch != "#" and (r, c) != ai]
        row, col = rng.choice(floor)
        order = rng.choice(v.GO_ROW_COL).format(row=row, col=col)
        steps = [m.Act(m.GO_TO, place=m.Place(row=row, col=col))]
    elif kind == "wait_by":
        item = rng.choice(("sword", "bow", "arrow"))
        order = rng.choice(v.WAIT_BY).format(item=noun(rng, item))
        steps = [m.Act(m.GO_TO, place=m.Place(thing=m.Thing(item))), m.Act(m.STAY)]
    elif kind == "walk":
        way = rng.choice(list(v.WALK_WAYS))
        n = rng.randint(1, 5)
        pattern = rng.choice(v.WALK + (v.WALK_SIDEWAYS if way in ("left", "right") else ()))
        if n == 1:
            pattern = pattern.replace("steps", "step").replace("tiles", "tile")
            pattern = pattern.replace("times", "time")
        word = rng.choice(v.WALK_WAYS[way])
        order = pattern.format(n=rng.choice(v.COUNT_WORDS[n]), way=word)
        steps = [m.Act(m.WALK, way=word, steps=n)]
    else:
        order, steps = rng.choice(v.SQUARE), [m.Act(m.SQUARE)]
    return counted(drafted(dress(rng, order), steps, world, "errand", "place"), world)


Drawer = Callable[[random.Random, World], "Draft | None"]


_T = TypeVar("_T")


def pick(rng: random.Random, weighted: Sequence[tuple[float, _T]]) -> _T:
    """One of the choices (drawers, say), each as likely as its weight (the weights add up
    to 1)."""
    r = rng.random()
    for weight, choice in weighted:
        if r < weight:
            return choice
        r -= weight
    return weighted[-1][1]


def draw(rng: random.Random, world: World) -> Draft | None:
    from agent.training.duty_orders import duty
    from agent.training.logic_orders import logic

    return pick(rng, ((0.05, place), (0.13, errand), (0.24, compound), (0.19, question),
                      (0.27, logic), (0.12, duty)))(rng, world)
