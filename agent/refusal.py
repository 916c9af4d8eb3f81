"""What the companion says when it will not do an order: the part it cannot do, in words, and,
where it helps, what it can do with the things the order names ("I don't know how to eat the
arrow; I can fetch the arrow: it's 6 steps away").

An order is refused when its reading has a part the game cannot do or the reader did not
understand (``meaning.Unknown``), or when what it asks cannot be done in this world (the
composer's problem: "there is no bow here"). Nothing runs for a refused order; the order it
would have replaced keeps running.
"""

from __future__ import annotations

import re

from agent.compose.composition import check_knowable
from agent.compose.lua import NotComposable
from agent.reading import lexicon as lx, meaning as m, words
from agent.reading.reasons import said
from agent.reading.sequence import starts_with_action
from game.pathfinding import find_path
from game.world import World, manhattan

R = m.Reason
# Reasons said with nothing offered after them.
_SAID_ALONE = (R.OUTSIDE, R.TALK, R.CANNOT)


def sentence(text: str) -> str:
    """A reason as a sentence for the status line: capitalised, with a full stop."""
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text[-1] in ".!?" else text + "."


def refusal(meaning: m.Meaning, world: World | None) -> str:
    """Why the order is not done, for the player; "" when it can be. A request outside the
    game comes first whatever else the order asks; then a part not understood; then an errand
    on a thing this world has none of, or a condition no program can decide ("if the sword is
    closer than the sword": in every mode, before any code is looked for or written)."""
    if not meaning.steps:
        return "I didn't hear an order: tell me in words what to do."
    unknown = meaning.unknown
    if not unknown:
        return _missing(meaning, world) or _undecidable(meaning, world) if world is not None else ""
    outside = [u for u in unknown if u.reason is R.OUTSIDE]
    part = outside[0] if outside else unknown[0]
    why = said(part)
    if part.reason in _SAID_ALONE:
        # outside the game: whatever else the order asks; talk: "I'll get the sword" is offered
        # nothing about the sword; what can be done instead is in the reason already
        return sentence(why)
    if part.reason is R.CANNOT_PROMISE:
        # not "I can attack the gorgon" for "don't attack the gorgon": the rest of the order
        # (not a condition whose branch was the part: "unless you have the sword, don't ...")
        rest = tuple(
            s for s in meaning.steps if not any(isinstance(x, m.Unknown) for x in m.walk((s,)))
        )
        return sentence(f"{why}; I can {words.steps(rest)} if you drop that" if rest else why)
    offer = _offer(part.words, world) if world is not None and not _asked(meaning, part) else ""
    return sentence(f"{why}; {offer}" if offer else why)


def _asked(meaning: m.Meaning, part: m.Unknown) -> bool:
    """Whether the part is the rest of a question, which is offered no fight nor fetch ("count
    everything except the bats": no "I can attack the bat"; what it can ask instead is in the
    reason); not an errand of its own after it ("how many arrows? and eat the bow")."""
    steps = list(m.walk(meaning.steps))
    at = next((i for i, s in enumerate(steps) if s is part), 0)
    return at > 0 and isinstance(steps[at - 1], m.Ask) and not starts_with_action(part.words)


def _offer(words: str, world: World) -> str:
    """What the companion can do with the first of the game's things the words name that is in
    this world: fetch an item, attack a monster, with how far it is; nothing for words that
    say to keep from it ("stay away from the gorgon", "sneak past the gorgon to the bow" are
    offered no fight with it; the bow they are)."""
    keep_from = _KEEP_FROM.search(words) is not None
    for word in re.findall(r"[a-z']+", words.lower()):
        kind = lx.kind_of(word)
        if (
            kind is None
            or kind in (m.ANY_ITEM, m.ANY_MONSTER)
            or (keep_from and not lx.is_item(kind))
        ):
            continue
        steps = _steps_to(world, kind)
        if steps is None:
            continue
        verb = "fetch" if lx.is_item(kind) else "attack"
        away = (
            "it's right here"
            if steps == 0
            else (f"it's {steps} step{'s' if steps != 1 else ''} away")
        )
        return f"I can {verb} the {kind}: {away}"
    return ""


_KEEP_FROM = re.compile(
    r"\b(?:avoid|away|clear of|don'?t|do not|never|leave|around|past"
    r"|sneak|hide|dodge|without)\b",
    re.I,
)


def _steps_to(world: World, kind: str) -> int | None:
    """Steps the companion would walk to the nearest ground item or living monster of a kind;
    None when there is none it can reach."""
    start = world.companion.position
    places = [i.position for i in world.ground if i.name == kind and i.position is not None]
    places += [e.position for e in world.monsters() if e.kind == kind]
    best: int | None = None
    for place in sorted(places, key=lambda p: manhattan(start, p)):
        if place == start:
            return 0
        path = find_path(world.is_floor, start, place)
        if path and (best is None or len(path) < best):
            best = len(path)
    return best


def _undecidable(meaning: m.Meaning, world: World) -> str:
    try:
        check_knowable(meaning, world)
    except NotComposable as exc:
        return sentence(str(exc))
    return ""


def _missing(meaning: m.Meaning, world: World) -> str:
    """An errand the order asks for whatever happens (not in a branch) on a kind of thing this
    world has none of: "There is no bow here."."""
    steps = list(meaning.steps)
    while steps:
        step = steps.pop(0)
        if isinstance(step, m.Repeat):
            steps[:0] = step.body
            continue
        if not isinstance(step, m.Act):
            continue
        thing = step.thing or (step.place.thing if step.place is not None else None)
        if thing is None or thing.kind in m.WHO:
            continue
        kind, action = thing.kind, step.action
        kinds = lx.concrete(kind)
        on_ground = any(i.name in kinds for i in world.ground)
        carried = any(i.name in kinds for i in world.companion.items)
        alive = any(e.kind in kinds for e in world.monsters())
        name = {m.ANY_ITEM: "item", m.ANY_MONSTER: "monster"}.get(kind, kind)
        if action in (m.FETCH, m.BRING) and lx.is_item(kind) and not on_ground and not carried:
            held = any(i.name in kinds for i in world.player.items)
            return sentence(
                f"there is no {name} on the ground"
                + (f" and I'm not carrying one; you have {_a(name)} yourself" if held else "")
            )
        if action == m.ATTACK and lx.is_monster(kind) and not alive:
            return sentence(f"there is no {name} left to fight")
        if action == m.GO_TO and not (on_ground or alive or carried):
            return sentence(f"there is no {name} here to go to")
    return ""


def _a(name: str) -> str:
    return f"{'an' if name[0] in 'aeiou' else 'a'} {name}"
