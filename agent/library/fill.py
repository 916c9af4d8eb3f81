"""Filling an entry's parameters from the order's words and, where the entry allows, the world.

The order is read as lower-case words. A parameter's vocabulary is its values, its synonyms
(single words or phrases) and their plurals; every place the order names one is a *mention*.
Parameters take mentions in the order they are declared, each the first mention not yet taken
that fits its values, so "pick up the bow, then an arrow" gives ``first = bow``,
``second = arrow``. A parameter the order does not name takes its default, else (with
``from_world = "nearest"``) the kind of the nearest living monster or ground item among its
values, else it stays unfilled: optional ones are left out, required ones make the entry unfit.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from agent.library.entry import Entry, ParamSpec
from game.pathfinding import find_path
from game.world import Position, World, manhattan


@dataclass(frozen=True, slots=True)
class Mention:
    at: int  # index of the first word
    words: int  # how many words the phrase spans
    value: str


@dataclass(frozen=True, slots=True)
class Filled:
    params: dict[str, str] = field(default_factory=dict)
    missing: tuple[str, ...] = ()  # required parameters nothing could fill
    unused: int = 0  # mentions of known things that no parameter took

    @property
    def complete(self) -> bool:
        return not self.missing


def words_of(text: str) -> list[str]:
    return re.findall(r"[a-z]+", text.lower())


def plurals(word: str) -> set[str]:
    last = word.split(" ")[-1]
    head = word[: len(word) - len(last)]
    forms = {last + "s", last + "es"}
    if last.endswith("y"):
        forms.add(last[:-1] + "ies")
    return {head + f for f in forms}


def vocabulary(spec: ParamSpec) -> dict[str, str]:
    """Phrase -> value for every way the order may name one of this parameter's values."""
    vocab: dict[str, str] = {}
    for phrase, value in [(v, v) for v in spec.values] + list(spec.synonyms.items()):
        vocab.setdefault(phrase, value)
        for form in plurals(phrase):
            vocab.setdefault(form, value)
    return vocab


def mentions(text: str, vocab: dict[str, str]) -> list[Mention]:
    """Longest phrase first at each word; phrases never overlap."""
    words = words_of(text)
    longest = max((len(p.split(" ")) for p in vocab), default=0)
    found: list[Mention] = []
    i = 0
    while i < len(words):
        for n in range(min(longest, len(words) - i), 0, -1):
            value = vocab.get(" ".join(words[i : i + n]))
            if value is not None:
                found.append(Mention(i, n, value))
                i += n
                break
        else:
            i += 1
    return found


def fill(entry: Entry, text: str, world: World | None = None) -> Filled:
    vocab: dict[str, str] = {}
    for spec in entry.params:
        for phrase, value in vocabulary(spec).items():
            vocab.setdefault(phrase, value)
    found = mentions(text, vocab)
    taken: set[int] = set()
    params: dict[str, str] = {}
    missing: list[str] = []
    for spec in entry.params:
        pick = next((i for i, m in enumerate(found) if i not in taken and m.value in spec.values),
                    None)
        if pick is not None:
            taken.add(pick)
            params[spec.name] = found[pick].value
        elif spec.default is not None:
            params[spec.name] = spec.default
        elif spec.from_world == "nearest" and world is not None and (
            near := nearest_kind(world, spec.values)
        ):
            params[spec.name] = near
        elif not spec.optional:
            missing.append(spec.name)
    return Filled(params, tuple(missing), len(found) - len(taken))


def nearest_kind(world: World, kinds: tuple[str, ...]) -> str | None:
    """The kind of the closest (by walking) living monster or ground item among ``kinds``."""
    start = world.companion.position
    things: list[tuple[str, Position]] = [
        (m.kind, m.position) for m in world.monsters() if m.kind in kinds
    ]
    things += [(i.name, i.position) for i in world.ground if i.name in kinds and i.position]
    best: tuple[int, int, str] | None = None
    for order, (kind, pos) in enumerate(things):
        steps = manhattan(start, pos)
        if steps > 0:
            path = find_path(world.is_floor, start, pos)
            if not path:
                continue
            steps = len(path)
        if best is None or (steps, order) < best[:2]:
            best = (steps, order, kind)
    return best[2] if best else None
