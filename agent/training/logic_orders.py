"""Orders with logic, drawn as meanings and put into words: choices decided once, conditions
watched every tick, repetitions, superlatives and counts, and questions whose answer is worked
out (a sum, a yes or no, which of two is nearer).

Each draw builds the meaning first and says it with one of several wordings; the program is the
composer's for that meaning (``agent.training.orders.drafted``), so the model learns exactly
the Lua the composer writes, and the generator keeps the pair only when the reader reads the
words back into the same meaning.
"""

from __future__ import annotations

import random

from agent.reading import meaning as m
from agent.reading.logic import negate
from agent.reading.said_counts import how_many
from agent.training import vocabulary as v
from agent.training.grown_orders import (
    MOVED_SHARE,
    SIDE_SHARE,
    WHENEVER_SHARE,
    instead,
    moved_watch,
    side_pick,
    whenever_errand,
)
from agent.training.orders import (
    Draft,
    act_of,
    an,
    clause,
    drafted,
    dress,
    noun,
    pick,
    random_step,
)
from game.world import World

ITEMS = ("sword", "bow", "arrow")
MONSTERS = ("gorgon", "bat")

# -- conditions: words and meaning -------------------------------------------------------------


def _state_cond(rng: random.Random) -> tuple[str, m.Cond]:
    """A condition about the present, decided once."""
    kind = rng.choice(("has", "has_not", "empty", "closer", "farther", "count_left", "more_than",
                       "more_kinds", "alive", "none_left", "health_below", "hurt",
                       "less_health", "player_far", "player_has", "near_party", "walk_to"))
    # Every draw takes an item, and all but the first few a monster too, in this order: the
    # random stream, and so the data a seed gives, stays the same.
    item = rng.choice(ITEMS)
    word = noun(rng, item)
    if kind in ("has", "has_not", "empty", "closer", "farther", "walk_to"):
        return _things_cond(rng, kind, item, word)
    monster = rng.choice(MONSTERS)
    mw = noun(rng, monster)
    if kind in ("count_left", "more_than", "more_kinds", "alive", "near_party", "none_left"):
        return _monsters_cond(rng, kind, monster, mw)
    return _party_cond(rng, kind, item, word)


def _things_cond(rng: random.Random, kind: str, item: str, word: str) -> tuple[str, m.Cond]:
    """What the companion carries, or which of two things is nearer."""
    if kind == "has":
        return (rng.choice((f"you have the {word}", f"you are carrying the {word}",
                            f"you've got the {word}")), m.Has(m.COMPANION, item))
    if kind == "has_not":
        return (rng.choice((f"you don't have the {word}", f"you have no {v.PLURAL[word]}")),
                m.Not(m.Has(m.COMPANION, item)))
    if kind == "empty":
        return (rng.choice(("you're carrying nothing", "you have nothing",
                            "your hands are empty")), m.Not(m.Has(m.COMPANION, m.ANY_ITEM)))
    if kind == "walk_to":  # steps of a walk round the walls, not rows plus columns
        n = rng.randint(6, 30)
        op, said = rng.choice((("<", f"less than {n} steps' walk away"),
                               (">", f"more than {n} steps' walk away"),
                               ("<=", f"within {n} steps on foot")))
        return (f"the {word} is {said}",
                m.Compare(op, m.DistanceTo(m.Thing(item), walk=True), m.Number(n)))
    a, b = rng.sample(ITEMS + MONSTERS, 2)
    closer = kind == "closer"
    phrase = rng.choice(("closer", "nearer") if closer else ("farther away", "further away",
                                                              "farther"))
    cond = m.Compare("<" if closer else ">", m.DistanceTo(m.Thing(a)),
                     m.DistanceTo(m.Thing(b)))
    return f"the {noun(rng, a)} is {phrase} than the {noun(rng, b)}", cond


def _monsters_cond(rng: random.Random, kind: str, monster: str, mw: str) -> tuple[str, m.Cond]:
    """How many monsters are left, or one near a party."""
    if kind == "count_left":
        return (rng.choice((f"there are {v.PLURAL[mw]} left", f"any {v.PLURAL[mw]} are left")),
                m.Compare(">", m.CountOf(monster), m.Number(0)))
    if kind == "more_than":
        n = rng.randint(1, 3)
        return (f"there are more than {n} {v.PLURAL[mw] if n != 1 else mw}",
                m.Compare(">", m.CountOf(monster), m.Number(n)))
    if kind == "more_kinds":
        a, b = rng.sample(("bat", "gorgon", "arrow", "sword", "bow"), 2)
        return (f"there are more {v.PLURAL[a]} than {v.PLURAL[b]}",
                m.Compare(">", m.CountOf(a), m.CountOf(b)))
    if kind == "alive":
        return (rng.choice((f"the {mw} is still alive", f"the {mw} is alive")),
                m.Compare(">", m.CountOf(monster), m.Number(0)))
    if kind == "near_party":  # a thing near a party now, not any of its kind anywhere
        if rng.random() < 0.5:
            return (rng.choice((f"there is a {mw} near you", f"there's a {mw} close to you",
                                f"there is a {mw} nearby")), m.Near(m.Thing(monster), 3))
        return (f"there is a {mw} next to me", m.Near(m.Thing(monster), 1, m.PLAYER))
    return (f"there are no {v.PLURAL[mw]} left",
            m.Compare("==", m.CountOf(monster), m.Number(0)))


def _party_cond(rng: random.Random, kind: str, item: str, word: str) -> tuple[str, m.Cond]:
    """The companion's or the player's health, their distance, what the player has."""
    if kind == "health_below":
        n = rng.randint(2, 3)
        return (rng.choice((f"your health is below {n}", f"your health is less than {n}")),
                m.Compare("<", m.HealthOf(m.COMPANION), m.Number(n)))
    if kind == "hurt":
        return (rng.choice(("you are hurt", "you're wounded")),
                m.Compare("<", m.HealthOf(m.COMPANION), m.Number(3)))
    if kind == "less_health":
        return (rng.choice(("I have less health than you", "my health is lower than yours")),
                m.Compare("<", m.HealthOf(m.PLAYER), m.HealthOf(m.COMPANION)))
    if kind == "player_far":
        n = rng.choice((3, 5, 8))
        return (rng.choice((f"I am more than {n} tiles away", f"I'm more than {n} steps away")),
                m.Compare(">", m.DistanceTo(m.Thing(m.COMPANION), m.PLAYER), m.Number(n)))
    return (f"I have the {word}", m.Has(m.PLAYER, item))


# A monster coming towards one of us: the share of the conditions about a change that say it,
# and its words (each read back as meaning.Coming towards the party), "{a}" the article.
COMING_SHARE = 1 / 6
_COMING_WORDS = {
    m.COMPANION: ("{a} {mw} starts heading your way", "{a} {mw} is coming towards you",
                  "{a} {mw} comes toward you", "{a} {mw} approaches you", "you see {a} {mw} coming",
                  "{a} {mw} heads your way"),
    m.PLAYER: ("{a} {mw} comes towards me", "{a} {mw} is heading my way", "{a} {mw} approaches me",
               "{a} {mw} is coming at me"),
}


def _change_cond(rng: random.Random) -> tuple[str, m.Cond]:
    """A condition about a change, watched every tick."""
    kind = rng.choice(("within", "gets_close", "health_drops", "see"))
    monster = rng.choice((*MONSTERS, "monster"))
    mw = noun(rng, monster) if monster != "monster" else "monster"
    drawn = _changed(rng, kind, monster, mw)
    # A monster coming, decided by a generator seeded from the stream's next bits, the stream
    # put back as it was: every other pair a seed gives stays as it was.
    state = rng.getstate()
    aside = random.Random(rng.getrandbits(64))
    rng.setstate(state)
    if aside.random() >= COMING_SHARE:
        return drawn
    of = aside.choice((m.COMPANION, m.COMPANION, m.PLAYER))
    said = aside.choice(_COMING_WORDS[of]).format(a=an(mw), mw=mw)
    return said, m.Coming(m.Thing(monster), of)


def _changed(rng: random.Random, kind: str, monster: str, mw: str) -> tuple[str, m.Cond]:
    """The words and meaning of a change of ``kind``: a monster near, seen, health dropping."""
    if kind == "within":
        n = rng.randint(2, 5)
        return (f"{'an' if mw[0] in 'aeiou' else 'a'} {mw} comes within {n} tiles",
                m.Near(m.Thing(monster), n))
    if kind == "gets_close":
        return (rng.choice((f"a {mw} gets close", f"a {mw} comes near")),
                m.Near(m.Thing(monster), 3))
    if kind == "see":
        return f"you see a {mw}", m.Near(m.Thing(monster), 5)
    n = rng.randint(2, 3)
    return (f"your health drops below {n}",
            m.Compare("<", m.HealthOf(m.COMPANION), m.Number(n)))


# -- steps --------------------------------------------------------------------------------------


def _step(rng: random.Random, *, endless: bool = True) -> tuple[str, m.Step]:
    skill, arg = random_step(rng, last=endless)
    return clause(rng, skill, arg), act_of(skill, arg)


def _pair(rng: random.Random) -> tuple[tuple[str, m.Step], tuple[str, m.Step]]:
    a = _step(rng)
    b = _step(rng)
    while b[1] == a[1]:
        b = _step(rng)
    return a, b


# -- the draws ----------------------------------------------------------------------------------


def choice(rng: random.Random, world: World) -> Draft | None:
    cond_words, cond = _state_cond(rng)
    (a, act_a), (b, act_b) = _pair(rng)
    shape = rng.choice(("if_else", "if_then_else", "tail_if_else", "if_only", "tail_if",
                        "unless", "tail_unless", "sentences", "if_not"))
    if shape == "if_else":
        order = f"if {cond_words}, {a}, {rng.choice(('otherwise', 'else'))} {b}"
        steps: list[m.Step] = [m.Choice(cond, (act_a,), (act_b,))]
    elif shape == "if_then_else":
        order = f"if {cond_words} then {a} else {b}"
        steps = [m.Choice(cond, (act_a,), (act_b,))]
    elif shape == "tail_if_else":
        order = f"{a} if {cond_words}, otherwise {b}"
        steps = [m.Choice(cond, (act_a,), (act_b,))]
    elif shape == "if_only":
        order = f"if {cond_words}, {a}"
        steps = [m.Choice(cond, (act_a,))]
    elif shape == "tail_if":
        order = f"{a} if {cond_words}"
        steps = [m.Choice(cond, (act_a,))]
    elif shape in ("unless", "tail_unless"):
        order = f"unless {cond_words}, {a}" if shape == "unless" else f"{a} unless {cond_words}"
        # a duty that goes on is done while the condition does not hold (agent.reading.reader)
        steps = ([m.Watch(cond, during=(act_a,))] if m.goes_on(act_a)
                 else [m.Choice(negate(cond), (act_a,))])
    elif shape == "sentences":
        order = f"If {cond_words}, {a}. Otherwise, {b}."
        steps = [m.Choice(cond, (act_a,), (act_b,))]
    else:
        order = f"if {cond_words}, {a}; if not, {b}"
        steps = [m.Choice(cond, (act_a,), (act_b,))]
    return drafted(dress(rng, order, typo=0.0), steps, world, "logic", f"choice_{shape}")


def watch(rng: random.Random, world: World) -> Draft | None:
    # now and then the player moving, or an errand said "whenever" (agent.training.grown_orders)
    moved = instead(rng, "moved", MOVED_SHARE, moved_watch)
    whenever = instead(rng, "whenever", WHENEVER_SHARE, whenever_errand)
    cond_words, cond = _change_cond(rng)
    during, act_d = _step(rng)
    reaction = rng.choice((("run back to me", m.Act(m.COME_BACK)), ("come back to me",
                          m.Act(m.COME_BACK)), ("run away", m.Act(m.FLEE)),
                          ("flee", m.Act(m.FLEE)), ("stay where you are", m.Act(m.STAY))))
    react, act_r = reaction
    shape = rng.choice(("but_if", "if_otherwise", "as_soon_as", "until", "whenever"))
    if shape == "but_if":
        order = f"{during}, but if {cond_words}, {react}"
        steps: list[m.Step] = [m.Watch(cond, then=(act_r,), during=(act_d,))]
    elif shape == "if_otherwise":
        order = f"if {cond_words}, {react}, otherwise {during}"
        steps = [m.Watch(cond, then=(act_r,), during=(act_d,))]
    elif shape == "as_soon_as":
        order = f"as soon as {cond_words}, {react}"
        steps = [m.Watch(cond, then=(act_r,))]
    elif shape == "until":
        order = f"{during} until {cond_words}"
        steps = [m.Watch(cond, during=(act_d,))]
    else:
        order = f"whenever {cond_words}, {react}, otherwise {during}"
        steps = [m.Watch(cond, then=(act_r,), during=(act_d,), every_time=True)]
    drawn = drafted(dress(rng, order, typo=0.0), steps, world, "logic", f"watch_{shape}")
    return moved(whenever(drawn, world), world)


def repeat(rng: random.Random, world: World) -> Draft | None:
    shape = rng.choice(("say_times", "square_times", "fetch_n", "kill_n", "for_turns",
                        "wait_then"))
    n = rng.randint(2, 3)
    count = rng.choice(v.COUNT_WORDS[n])
    times = {2: rng.choice(("twice", "2 times", "two times")),
             3: rng.choice(("three times", "3 times", "thrice"))}[n]
    if shape == "say_times":
        text = rng.choice(v.SAY_TEXTS)
        order = f"say {text} {times}"
        steps: list[m.Step] = [m.Repeat((m.Say(text),), times=n)]
    elif shape == "square_times":
        order = f"walk in a square {times}"
        steps = [m.Repeat((m.Act(m.SQUARE),), times=n)]
    elif shape == "fetch_n":
        order = f"{rng.choice(('pick up', 'grab', 'collect', 'get'))} {count} arrows"
        steps = [m.Act(m.FETCH, m.Thing("arrow", n))]
    elif shape == "kill_n":
        # no more bats than the world has: "kill 3 bats" with one there was lost to the count
        # said back (said_counts), so "kill one bat" (the rng drawn as before, the draws after
        # it the same)
        form = v.COUNT_WORDS[n].index(count)  # a word or a digit
        n = max(1, min(n, how_many(world, "bat")))
        count = v.COUNT_WORDS[n][form]
        order = f"{rng.choice(('kill', 'shoot', 'defeat'))} {count} bat{'s' if n > 1 else ''}"
        steps = [m.Act(m.ATTACK, m.Thing("bat", n))]
    elif shape == "for_turns":
        turns = rng.choice((5, 8, 10, 15))
        what, kept = rng.choice((("follow me", m.Act(m.FOLLOW)), ("explore", m.Act(m.EXPLORE)),
                                 ("stay here", m.Act(m.STAY))))
        order = f"{what} for {turns} {rng.choice(('turns', 'ticks'))}"
        steps = [m.Repeat((kept,), turns=turns)]
    else:
        turns = rng.choice((3, 5, 10))
        then, after = _step(rng)
        order = f"wait {turns} turns, then {then}"
        steps = [m.Repeat((), turns=turns), after]
    return drafted(dress(rng, order, typo=0.0), steps, world, "logic", f"repeat_{shape}")


def superlative(rng: random.Random, world: World) -> Draft | None:
    by_side = instead(rng, "side", SIDE_SHARE, side_pick)  # now and then from a side of the map
    shape = rng.choice(("fetch_far", "fetch_far_me", "fetch_near_me", "go_far", "kill_near_me",
                        "fetch_by_thing", "fetch_in_corner"))
    if shape == "fetch_far":
        order = f"{rng.choice(('pick up', 'grab', 'get'))} the farthest arrow"
        steps = [m.Act(m.FETCH, m.Thing("arrow", pick=m.FARTHEST))]
    elif shape == "fetch_far_me":
        order = f"{rng.choice(('pick up', 'grab', 'get'))} the arrow farthest from me"
        steps = [m.Act(m.FETCH, m.Thing("arrow", pick=m.FARTHEST, origin=m.PLAYER))]
    elif shape == "fetch_near_me":
        order = f"{rng.choice(('pick up', 'grab', 'get'))} the arrow closest to me"
        steps = [m.Act(m.FETCH, m.Thing("arrow", pick=m.NEAREST, origin=m.PLAYER))]
    elif shape == "fetch_by_thing":  # the one by another thing: the nearest to it
        other = rng.choice(("sword", "bow"))
        order = (f"{rng.choice(('pick up', 'grab', 'get'))} the arrow "
                 f"{rng.choice(('next to', 'nearest to', 'closest to', 'by'))} the {other}")
        steps = [m.Act(m.FETCH, m.Thing("arrow", pick=m.NEAREST, origin=other))]
    elif shape == "fetch_in_corner":
        corner = rng.choice(("top left", "top right", "bottom left", "bottom right"))
        order = f"{rng.choice(('pick up', 'grab', 'get'))} the arrow in the {corner} corner"
        steps = [m.Act(m.FETCH, m.Thing("arrow", pick=m.NEAREST, origin=corner))]
    elif shape == "go_far":
        item = rng.choice(ITEMS)
        order = f"go to the farthest {item}"
        steps = [m.Act(m.GO_TO, place=m.Place(thing=m.Thing(item, pick=m.FARTHEST)))]
    else:
        order = f"{rng.choice(('kill', 'attack'))} the bat closest to me"
        steps = [m.Act(m.ATTACK, m.Thing("bat", pick=m.NEAREST, origin=m.PLAYER))]
    return by_side(drafted(dress(rng, order, typo=0.0), steps, world, "logic", f"pick_{shape}"),
                   world)


def logic_question(rng: random.Random, world: World) -> Draft | None:
    shape = rng.choice(("plus", "times", "altogether", "half", "between_us", "difference",
                        "check_closer", "check_more", "check_alive", "which_of_two",
                        "which_nearest", "defeated", "which_of_us", "check_us"))
    n = rng.randint(1, 5)  # drawn for every shape, so a seed's random stream stays the same
    if shape.startswith("check_"):
        order, ask = _check_question(rng, shape)
    elif shape.startswith("which_"):
        order, ask = _which_question(rng, shape)
    else:
        order, ask = _number_question(rng, shape, n)
    return drafted(dress(rng, order, typo=0.0), [ask], world, "logic", f"ask_{shape}")


def _number_question(rng: random.Random, shape: str, n: int) -> tuple[str, m.Ask]:
    """A number worked out: a sum, a product, a half, a difference, the monsters fallen."""
    if shape == "plus":
        who, whose = rng.choice(((m.PLAYER, "my"), (m.COMPANION, "your")))
        return (f"what's {whose} health plus {n}?",
                m.Ask(m.VALUE, value=m.Arith("+", m.HealthOf(who), m.Number(n))))
    if shape == "times":
        return (f"what is your health times {n}?",
                m.Ask(m.VALUE, value=m.Arith("*", m.HealthOf(m.COMPANION), m.Number(n))))
    if shape == "altogether":
        a, b = rng.sample(("bats", "monsters", "items", "arrows", "gorgons"), 2)
        ka, kb = (_kind_of_plural(x) for x in (a, b))
        return (f"how many {a} and {b} are there altogether?",
                m.Ask(m.VALUE, value=m.Arith("+", m.CountOf(ka), m.CountOf(kb))))
    if shape == "half":
        return ("what is half the number of bats?",
                m.Ask(m.VALUE, value=m.Arith("/", m.CountOf("bat"), m.Number(2))))
    if shape == "between_us":
        item = rng.choice(("arrows", "swords", "items"))
        k = _kind_of_plural(item)
        return (f"how many {item} do we have between us?",
                m.Ask(m.VALUE, value=m.Arith("+", m.Carried(m.COMPANION, k),
                                             m.Carried(m.PLAYER, k))))
    if shape == "difference":
        return ("what's the difference between your health and mine?",
                m.Ask(m.VALUE, value=m.Arith("diff", m.HealthOf(m.COMPANION),
                                             m.HealthOf(m.PLAYER))))
    # "defeated": the fallen, not the ones left; by the companion when "you" killed them
    k = rng.choice(("monsters", "bats", "gorgons"))
    order = rng.choice((f"how many {k} have you killed?", f"how many {k} are dead?",
                        f"how many {k} have we defeated so far?"))
    by = m.COMPANION if " you " in order else m.ANYONE
    return _defeated_by(rng, k, order, m.Defeated(_kind_of_plural(k), by))


# Who defeated them, now and then said of one of us: the share of the questions of the
# defeated that ask it, and their words, how many ("{k}" the kind in the plural) or whether any.
DEFEATED_BY_SHARE = 1 / 3
_DEFEATED_BY_WORDS = {
    m.COMPANION: ("how many {k} have you killed?", "how many {k} did you defeat?",
                  "how many {k} have you taken out so far?"),
    m.PLAYER: ("how many {k} have I killed?", "how many {k} did I kill?",
               "how many {k} have I defeated so far?"),
}
_DEFEATED_ANY_WORDS = {
    m.COMPANION: ("have you killed any {k} yet?", "did you kill any {k}?"),
    m.PLAYER: ("have I killed any {k} yet?", "did I defeat any {k}?"),
}


def _defeated_by(rng: random.Random, k: str, order: str, drawn: m.Defeated
                 ) -> tuple[str, m.Ask]:
    """The question of the defeated drawn, or now and then one of who defeated them: how many
    one of us did, or whether one of us did any (decided by a generator seeded from the stream's
    next bits, the stream put back as it was, so every other pair a seed gives stays)."""
    state = rng.getstate()
    aside = random.Random(rng.getrandbits(64))
    rng.setstate(state)
    if aside.random() >= DEFEATED_BY_SHARE:
        return order, m.Ask(m.VALUE, value=drawn)
    by = aside.choice(m.WHO)
    defeated = m.Defeated(drawn.kind, by)
    if aside.random() < 0.5:
        return (aside.choice(_DEFEATED_BY_WORDS[by]).format(k=k),
                m.Ask(m.VALUE, value=defeated))
    return (aside.choice(_DEFEATED_ANY_WORDS[by]).format(k=k),
            m.Ask(m.CHECK, check=m.Compare(">", defeated, m.Number(0))))


def _check_question(rng: random.Random, shape: str) -> tuple[str, m.Ask]:
    """A yes or no: is one thing closer, are there more of one kind, is a monster alive."""
    if shape == "check_closer":
        a, b = rng.sample(ITEMS + MONSTERS, 2)
        return (f"is the {a} closer than the {b}?",
                m.Ask(m.CHECK, check=m.Compare("<", m.DistanceTo(m.Thing(a)),
                                               m.DistanceTo(m.Thing(b)))))
    if shape == "check_us":  # the two of us's distances to one thing
        k = rng.choice(ITEMS + MONSTERS)
        who, other, words = rng.choice((
            (m.COMPANION, m.PLAYER, "are you closer to the {} than me?"),
            (m.PLAYER, m.COMPANION, "am I closer to the {} than you?")))
        return (words.format(k), m.Ask(m.CHECK, check=m.Compare(
            "<", m.DistanceTo(m.Thing(k), who), m.DistanceTo(m.Thing(k), other))))
    if shape == "check_more":
        a, b = rng.sample(("bats", "gorgons", "arrows"), 2)
        return (f"are there more {a} than {b}?",
                m.Ask(m.CHECK, check=m.Compare(">", m.CountOf(_kind_of_plural(a)),
                                               m.CountOf(_kind_of_plural(b)))))
    k = rng.choice(MONSTERS)  # "the bat" of several bats names no one: "are the bats ...?"
    return (f"is the {k} still alive?" if k == MONSTERS[0] else f"are the {k}s still alive?",
            m.Ask(m.CHECK, check=m.Compare(">", m.CountOf(k), m.Number(0))))


def _which_question(rng: random.Random, shape: str) -> tuple[str, m.Ask]:
    """Which of two things is nearer or farther, or which thing of a kind is."""
    if shape == "which_of_two":
        a, b = rng.sample(ITEMS + MONSTERS, 2)
        near = rng.random() < 0.6
        word = rng.choice(("nearer", "closer")) if near else rng.choice(("farther", "further"))
        return (f"which is {word}, the {a} or the {b}?",
                m.Ask(m.WHICH, (m.Thing(a), m.Thing(b)), who=m.COMPANION,
                      pick=m.NEAREST if near else m.FARTHEST))
    if shape == "which_of_us":  # the two of us compared, not two things
        k = rng.choice(ITEMS + MONSTERS)
        far = rng.random() < 0.3
        order = rng.choice((f"who is {'farther from' if far else 'closer to'} the {k}, you or me?",
                            f"which of us is {'farther from' if far else 'nearer'} the {k}?"))
        return order, m.Ask(m.WHICH_OF_US, (m.Thing(k),), pick=m.FARTHEST if far else m.NEAREST)
    k = rng.choice(("monster", "item", "bat", "arrow"))
    far = rng.random() < 0.4
    whom, who = rng.choice((("to you", m.COMPANION), ("to me", m.PLAYER)))
    if far:
        whom = whom.replace("to", "from")
    return (f"which {k} is {'farthest' if far else 'closest'} {whom}?",
            m.Ask(m.WHICH, (m.Thing(k),), who=who, pick=m.FARTHEST if far else m.NEAREST))


def _kind_of_plural(word: str) -> str:
    return {"bats": "bat", "gorgons": "gorgon", "arrows": "arrow", "swords": "sword",
            "monsters": m.ANY_MONSTER, "items": m.ANY_ITEM}[word]


def logic(rng: random.Random, world: World) -> Draft | None:
    return pick(rng, ((0.35, choice), (0.2, watch), (0.15, repeat), (0.1, superlative),
                      (0.2, logic_question)))(rng, world)
