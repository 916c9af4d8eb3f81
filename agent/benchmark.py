"""The order benchmark's file format and its expectations, checked tick by tick on frames.

Pure: specs are parsed from TOML, and a ``Checker`` is fed the world (plain data) after each
tick. The ``dungeon eval`` command drives the real system and feeds it. The file's header
(``bench/orders.toml``) defines the keys; an order this harness cannot set up is refused
with the reason, never skipped.
"""

from __future__ import annotations

import re
import tomllib
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.pathfinding import find_path

ORDER_KEYS = {"text", "category", "scenario", "seed", "ai_start", "ticks", "player", "expect",
              "ai_health", "ai_items", "player_health", "player_items"}
EXPECT_KEYS = {
    "ai_has", "player_has", "defeated", "near_player", "follows", "stays", "status_has",
    "status_has_position_of", "explored", "done", "ai_at", "status_matches", "never_within",
    "far_from", "ai_near_item", "status_has_distance_to", "picked_up_in_order", "loop",
    "not_picked_up", "not_defeated", "still_until", "status_lacks", "refused",
    "distance_kept", "between", "guards", "patrols", "hands_over",
}
# What the eval reports separately; "" is an order of a private file that names none.
CATEGORIES = ("single", "compound2", "compound3", "question", "paraphrase", "novel", "logic",
              "refusal", "companion", "restated")
# Expectations that hold over the whole budget, so the order is played to its end.
INVARIANTS = {"follows", "stays", "never_within", "not_picked_up", "not_defeated",
              "status_lacks", "still_until", "refused", "distance_kept", "between", "guards"}
# What only the branch an order's condition rules out does, or an answer its comparison rules
# out: a violation of one of these counts the order's condition as dropped.
BRANCH_KEYS = ("not_picked_up", "not_defeated", "still_until", "status_lacks")
FOLLOW_FROM_TICK = 10
# The duties (distance_kept, between, guards) are held from this tick on, one tile of slack: the
# player moves after the companion in a tick, so a tile may open up before it answers.
DUTY_FROM_TICK = 10
DUTY_SLACK = 1
# patrols: arrivals at the posts, one after the other (there, back, there again).
PATROL_ARRIVALS = 3
MONSTER_KINDS = ("gorgon", "bat")
ITEM_NAMES = ("sword", "bow", "arrow")


class BenchmarkError(ValueError):
    """An order the harness cannot set up; the message says which and why."""


@dataclass(frozen=True, slots=True)
class OrderSpec:
    index: int
    text: str
    scenario: str = "default"
    seed: int = 0
    ai_start: tuple[int, int] | None = None
    ticks: int = 100
    player: str = ""
    expect: dict[str, Any] = field(default_factory=dict)
    category: str = ""
    # The start made to order (game.reset): health and what the companion and player carry.
    start: dict[str, Any] = field(default_factory=dict)


def load_orders(path: Path) -> list[OrderSpec]:
    try:
        data = tomllib.loads(Path(path).read_text())
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise BenchmarkError(f"{path}: {exc}") from None
    raw = data.get("order")
    if not isinstance(raw, list) or not raw:
        raise BenchmarkError(f"{path}: no [[order]] entries")
    return [parse_order(i, o) for i, o in enumerate(raw, start=1)]


def parse_order(index: int, raw: dict[str, Any]) -> OrderSpec:
    where = f"order {index} ({raw.get('text', '?')!r})"
    unknown = set(raw) - ORDER_KEYS
    if unknown:
        raise BenchmarkError(f"{where}: cannot set up keys {sorted(unknown)}")
    if not isinstance(raw.get("text"), str) or not raw["text"].strip():
        raise BenchmarkError(f"{where}: needs text")
    category = raw.get("category", "")
    if category and category not in CATEGORIES:
        raise BenchmarkError(f"{where}: unknown category {category!r}; one of {CATEGORIES}")
    expect = raw.get("expect", {})
    if not isinstance(expect, dict) or not expect:
        raise BenchmarkError(f"{where}: needs an expect table")
    unknown = set(expect) - EXPECT_KEYS
    if unknown:
        raise BenchmarkError(f"{where}: cannot check expectations {sorted(unknown)}")
    problem = _bad_expectation(expect)
    if problem:
        raise BenchmarkError(f"{where}: {problem}")
    player = raw.get("player", "")
    if not isinstance(player, str) or set(player) - set("wasd."):
        raise BenchmarkError(f"{where}: player moves must be a string of w, a, s, d and .")
    ai_start = raw.get("ai_start")
    if ai_start is not None and (not isinstance(ai_start, list) or len(ai_start) != 2):
        raise BenchmarkError(f"{where}: ai_start must be [row, col]")
    ticks = raw.get("ticks", 100)
    if not isinstance(ticks, int) or ticks < 1:
        raise BenchmarkError(f"{where}: ticks must be a positive integer")
    start: dict[str, Any] = {k: raw[k] for k in ("ai_health", "ai_items", "player_health",
                                                 "player_items")
             if k in raw}
    for key in ("ai_health", "player_health"):
        if key in start and not (isinstance(start[key], int) and 1 <= start[key] <= 100):
            raise BenchmarkError(f"{where}: {key} must be a health from 1 to 100")
    for key in ("ai_items", "player_items"):
        if key in start and not (isinstance(start[key], list)
                                 and set(start[key]) <= set(ITEM_NAMES)):
            raise BenchmarkError(f"{where}: {key} must list item names {list(ITEM_NAMES)}")
    return OrderSpec(
        index=index, text=raw["text"], scenario=raw.get("scenario", "default"),
        seed=raw.get("seed", 0), ai_start=tuple(ai_start) if ai_start else None, ticks=ticks,
        player=player, expect=expect, category=category, start=start,
    )


def _is_count_table(value: Any, names: tuple[str, ...]) -> bool:
    return (isinstance(value, dict) and bool(value) and set(value) <= set(names)
            and all(isinstance(n, int) and n >= 0 for n in value.values()))


def _bad_expectation(e: dict[str, Any]) -> str:
    """Why a new key's value cannot be checked, or "" (a typo must not pass as a free pass).
    The checks keep one order: of several bad keys, the first in it is the one named."""
    return (_bad_place_or_status(e) or _bad_run(e) or _bad_duty(e) or _bad_refusal(e)
            or _bad_pattern(e, "status_lacks"))


def _bad_place_or_status(e: dict[str, Any]) -> str:
    """Where the companion ends, what its status matches, and the distances it keeps."""
    at = e.get("ai_at")
    if at is not None and at != "player" and not (
        isinstance(at, list) and len(at) in (2, 3) and all(isinstance(n, int) for n in at)
    ):
        return 'ai_at must be [row, col], [row, col, within] or "player"'
    problem = _bad_pattern(e, "status_matches")
    if problem:
        return problem
    kinds = (*MONSTER_KINDS, "monster")
    for key in ("never_within", "far_from"):
        if key in e and not _is_count_table(e[key], kinds):
            return f"{key} must map {list(kinds)} to a distance"
    if "ai_near_item" in e and not _is_count_table(e["ai_near_item"], ITEM_NAMES):
        return f"ai_near_item must map {list(ITEM_NAMES)} to a distance"
    target = e.get("status_has_distance_to")
    if target is not None and target not in (*ITEM_NAMES, *MONSTER_KINDS, "player"):
        return "status_has_distance_to names an item, a monster kind or the player"
    return ""


def _bad_run(e: dict[str, Any]) -> str:
    """What the run must do or leave undone: pickups, a loop walked, things left, standing still."""
    order = e.get("picked_up_in_order")
    if order is not None and not (isinstance(order, list) and set(order) <= set(ITEM_NAMES)):
        return f"picked_up_in_order must list item names {list(ITEM_NAMES)}"
    if "loop" in e and not (isinstance(e["loop"], int) and e["loop"] >= 4):
        return "loop must be a number of tiles, at least 4"
    if "not_picked_up" in e and not (isinstance(e["not_picked_up"], list)
                                     and set(e["not_picked_up"]) <= set(ITEM_NAMES)):
        return f"not_picked_up must list item names {list(ITEM_NAMES)}"
    if "not_defeated" in e and not (isinstance(e["not_defeated"], list)
                                    and set(e["not_defeated"]) <= set(MONSTER_KINDS)):
        return f"not_defeated must list monster kinds {list(MONSTER_KINDS)}"
    if "still_until" in e and not (isinstance(e["still_until"], int) and e["still_until"] >= 1):
        return "still_until must be a tick number, at least 1"
    return ""


def _bad_duty(e: dict[str, Any]) -> str:
    """The duties: a distance kept, standing between, guarding, patrolling, handing over."""
    kept = e.get("distance_kept")
    if kept is not None and not (
            isinstance(kept, list) and len(kept) == 3 and _is_landmark(kept[0])
            and all(isinstance(n, int) and n >= 0 for n in kept[1:]) and (kept[1] or kept[2])
            and (not kept[2] or kept[1] <= kept[2])):
        return ("distance_kept must be [what, at_least, at_most] (what: \"player\", an item or "
                "a monster kind; 0 for no bound; at_least <= at_most)")
    if "between" in e and e["between"] not in (*MONSTER_KINDS, "monster"):
        return f"between names a monster kind {list(MONSTER_KINDS)} or \"monster\""
    guards = e.get("guards")
    if guards is not None and not (isinstance(guards, list) and len(guards) == 2
                                   and (_is_landmark(guards[0]) or _is_tile(guards[0]))
                                   and isinstance(guards[1], int) and guards[1] >= 1):
        return "guards must be [what, tiles] (what: \"player\", an item, or [row, col])"
    posts = e.get("patrols")
    if posts is not None and not (isinstance(posts, list) and len(posts) == 2
                                  and all(_is_tile(p) for p in posts)):
        return "patrols must be two tiles [[row, col], [row, col]]"
    if "hands_over" in e and e["hands_over"] is not True:
        return "hands_over must be true"
    return ""


def _bad_refusal(e: dict[str, Any]) -> str:
    """A refused order: ``refused`` is true, and only its sentence is checked."""
    if "refused" in e and e["refused"] is not True:
        return "refused must be true (leave it out for an order that must be done)"
    if e.get("refused") and set(e) - {"refused", "status_has", "status_matches"}:
        return "a refused order checks only its sentence (status_has, status_matches)"
    return ""


def _bad_pattern(e: dict[str, Any], key: str) -> str:
    """Why ``e[key]`` is not a regular expression ("" when it is, or is not there)."""
    if key in e:
        try:
            re.compile(e[key])
        except (re.error, TypeError) as exc:
            return f"{key} is not a regular expression: {exc}"
    return ""


def _is_landmark(what: Any) -> bool:
    return what in ("player", *ITEM_NAMES, *MONSTER_KINDS)


def _is_tile(what: Any) -> bool:
    return isinstance(what, list) and len(what) == 2 and all(isinstance(n, int) for n in what)


def _entity(world: dict[str, Any], kind: str) -> dict[str, Any]:
    return next(e for e in world["entities"] if e["kind"] == kind)


def _distance(a: list[int], b: list[int]) -> int:
    return abs(a[0] - b[0]) + abs(a[1] - b[1])


def _has(entity: dict[str, Any], wanted: list[str]) -> bool:
    have = Counter(item["name"] for item in entity["items"])
    return all(have[name] >= n for name, n in Counter(wanted).items())


def _living(world: dict[str, Any], kind: str) -> list[dict[str, Any]]:
    wanted = MONSTER_KINDS if kind == "monster" else (kind,)
    return [e for e in world["entities"] if e["kind"] in wanted and e.get("alive", True)]


def _positions_of(world: dict[str, Any], name: str) -> list[list[int]]:
    """Where a ground item, a monster kind or the player is in this world."""
    if name == "player":
        return [_entity(world, "player")["position"]]
    found = [i["position"] for i in world["ground"] if i["name"] == name]
    return found + [e["position"] for e in world["entities"] if e["kind"] == name]


def _distances_to(world: dict[str, Any], name: str) -> set[int]:
    """The nearest ``name``'s distance from the companion, counted in straight steps
    (Manhattan, what ``distance_to`` gives) or along the path; either answers "how far"."""
    ai = _entity(world, "companion")["position"]
    targets = _positions_of(world, name)
    if not targets:
        return set()
    walks = [n for t in targets if (n := _walk(world, ai, t)) is not None]
    return {min(_distance(ai, t) for t in targets), *([min(walks)] if walks else [])}


def _walk(world: dict[str, Any], a: list[int], b: list[int]) -> int | None:
    """Steps of the walk from ``a`` to ``b`` round the walls; None where none leads there."""
    maze = world["maze"]

    def is_floor(pos: tuple[int, int]) -> bool:
        r, c = pos
        return 1 <= r <= len(maze) and 1 <= c <= len(maze[r - 1]) and maze[r - 1][c - 1] != "#"

    # find_path gives [] both for "already there" and for "unreachable".
    steps = len(find_path(is_floor, (a[0], a[1]), (b[0], b[1])))
    return steps if steps or list(a) == list(b) else None


def _detours(world: dict[str, Any], player: list[int], pos: list[int],
             foes: list[list[int]]) -> int:
    """How much longer the shortest way from the player to a foe is through ``pos``, counted in
    rows plus columns or along the walk round the walls, whichever is less, for the foe nearest
    the player either way (in a maze the one nearest in a straight count may be far off along
    the walk, and a tile between them in a straight count behind a wall)."""
    def walk(a: list[int], b: list[int]) -> int | None:
        return _walk(world, a, b)

    nearest = [min(foes, key=lambda f: _distance(player, f))]
    walks = [(n, i) for i, f in enumerate(foes) if (n := walk(player, f)) is not None]
    nearest += [foes[min(walks)[1]]] if walks else []
    best = min(_distance(player, pos) + _distance(pos, f) - _distance(player, f) for f in nearest)
    for f in nearest:
        here, there, whole = walk(player, pos), walk(pos, f), walk(player, f)
        if here is not None and there is not None and whole is not None:
            best = min(best, here + there - whole)
    return best


# The expectations of an order answered in words alone.
ANSWER_KEYS = frozenset({"status_matches", "status_has", "status_lacks", "status_has_position_of",
                         "status_has_distance_to"})


class Checker:
    """Feed it every world after the order is accepted; it says when the order is met."""

    def __init__(self, spec: OrderSpec, start_world: dict[str, Any]) -> None:
        self.spec = spec
        self.expect = spec.expect
        self.start_pos = list(_entity(start_world, "companion")["position"])
        self.start_defeated = dict(start_world.get("defeated", {}))
        self.visited = {tuple(self.start_pos)}
        self.statuses: list[str] = []
        self.violations: list[str] = []
        self.done = False
        self.ticks = 0
        self.world = start_world
        # A status answers about the world its code saw (the one before the tick) or the one
        # the tick left; monsters may wander in between, so both count.
        self.told_position = False
        self.told_distance = False
        self.pickups: list[str] = []
        self.pickups_seen = 0
        # What only a branch the order's condition rules out would do, as it happened.
        self.branch_violations: list[str] = []
        self.left_start = self.back_at_start = False
        self.states: list[str] = []
        self.arrivals: list[int] = []  # which patrol post the companion reached, in turn
        # Where a guarded item lay at the start: it stays the place once it is picked up.
        guards = spec.expect.get("guards")
        spots = _landmarks(start_world, guards[0]) if guards and not _is_tile(guards[0]) else []
        self.guarded: list[int] | None = spots[0] if spots else None
        # An order that expects only words (a question, something said) is answered in words:
        # a companion that walks off or picks something up did an errand instead, whatever
        # number its status happens to show ("Collecting items (next one 1 step away)").
        self.words_only = set(spec.expect) <= ANSWER_KEYS

    def feed(self, world: dict[str, Any], order_state: str = "") -> None:
        self.ticks += 1
        before, self.world = self.world, world
        ai, player = _entity(world, "companion"), _entity(world, "player")
        pos = list(ai["position"])
        self.visited.add(tuple(pos))
        self.left_start |= pos != self.start_pos
        self.back_at_start |= self.left_start and pos == self.start_pos
        self.pickups += list((Counter(i["name"] for i in ai["items"])
                              - Counter(i["name"] for i in _entity(before, "companion")["items"]))
                             .elements())
        status = world.get("status") or ""
        if status:
            self.statuses.append(status)
            self._answered(status, (before, world))
            lacks = self.expect.get("status_lacks")
            if lacks and re.search(lacks, status, re.IGNORECASE):
                self.branch_violations.append(f"tick {self.ticks}: a status said {status!r}")
        for name in self.pickups[self.pickups_seen:]:
            if name in self.expect.get("not_picked_up", ()):
                self.branch_violations.append(f"tick {self.ticks}: the companion picked up "
                                              f"the {name}")
        self.pickups_seen = len(self.pickups)
        for kind in self.expect.get("not_defeated", ()):
            got = world.get("defeated", {}).get(kind, 0) - self.start_defeated.get(kind, 0)
            if got > 0 and not any(kind in v for v in self.branch_violations):
                self.branch_violations.append(f"tick {self.ticks}: a {kind} was defeated")
        if "still_until" in self.expect and self.ticks < self.expect["still_until"] and (
                pos != self.start_pos) and not self.branch_violations:
            self.branch_violations.append(f"tick {self.ticks}: the companion moved before tick "
                                          f"{self.expect['still_until']}")
        self.done |= order_state == "done"
        if order_state:
            self.states.append(order_state)
        if self.words_only and (pos != self.start_pos or self.pickups) and not self.violations:
            self.violations.append(f"tick {self.ticks}: the companion "
                                   + ("moved" if pos != self.start_pos else "picked something up")
                                   + ": the order asks for words")
        stays = "stays" in self.expect and self.expect["stays"]
        if stays and pos != self.start_pos:
            self.violations.append(f"tick {self.ticks}: the companion left its tile")
        if "follows" in self.expect and self.ticks >= FOLLOW_FROM_TICK:
            d = _distance(pos, player["position"])
            if d > self.expect["follows"]:
                self.violations.append(f"tick {self.ticks}: the companion was {d} tiles away")
        if self.ticks >= DUTY_FROM_TICK:
            self._duties(world, pos, player["position"])
        self._patrolled(pos)
        for kind, n in self.expect.get("never_within", {}).items():
            near = [_distance(pos, m["position"]) for m in _living(world, kind)]
            if near and min(near) <= n:
                self.violations.append(
                    f"tick {self.ticks}: the companion came within {min(near)} of a {kind}")

    def _duties(self, world: dict[str, Any], pos: list[int], player: list[int]) -> None:
        """distance_kept, between and guards, each tick from DUTY_FROM_TICK on."""
        e, tick = self.expect, self.ticks
        if "distance_kept" in e:
            what, least, most = e["distance_kept"]
            near = [_distance(pos, p) for p in _landmarks(world, what)]
            if near:
                d = min(near)
                if (least and d < least - DUTY_SLACK) or (most and d > most + DUTY_SLACK):
                    self.violations.append(f"tick {tick}: the companion was {d} tiles from the "
                                           f"{what}, not {_bounds_text(least, most)}")
        if "between" in e:
            foes = [f["position"] for f in _living(world, e["between"])]
            if foes and _detours(world, player, pos, foes) > 2 * DUTY_SLACK:
                foe = min(foes, key=lambda f: _distance(player, f))
                self.violations.append(f"tick {tick}: the companion at {pos} was not "
                                       f"between the player at {player} and the "
                                       f"{e['between']} at {foe}")
        if "guards" in e:
            what, tiles = e["guards"]
            spots = [what] if _is_tile(what) else _landmarks(world, what)
            spots = spots or ([self.guarded] if self.guarded else [])
            if spots and min(_distance(pos, p) for p in spots) > tiles + DUTY_SLACK:
                self.violations.append(f"tick {tick}: the companion strayed more than {tiles} "
                                       f"tiles from the {what}")

    def _patrolled(self, pos: list[int]) -> None:
        posts = self.expect.get("patrols")
        if not posts:
            return
        for i, post in enumerate(posts):
            if _distance(pos, post) <= 1 and (not self.arrivals or self.arrivals[-1] != i):
                self.arrivals.append(i)

    def _answered(self, status: str, worlds: tuple[dict[str, Any], ...]) -> None:
        numbers = {int(n) for n in re.findall(r"\d+", status)}
        if "status_has_position_of" in self.expect:
            name = self.expect["status_has_position_of"]
            self.told_position |= any(
                p[0] in numbers and p[1] in numbers for w in worlds for p in _positions_of(w, name)
            )
        if "status_has_distance_to" in self.expect:
            name = self.expect["status_has_distance_to"]
            self.told_distance |= any(numbers & _distances_to(w, name) for w in worlds)

    def unmet(self) -> list[str]:
        """What is not (yet) true; empty means the order is met at this tick."""
        e, w = self.expect, self.world
        ai, player = _entity(w, "companion"), _entity(w, "player")
        out = list(self.violations[:1]) + self.branch_violations[:1]
        if "ai_has" in e and not _has(ai, e["ai_has"]):
            out.append(f"the companion does not carry {e['ai_has']}")
        if "player_has" in e and not _has(player, e["player_has"]):
            out.append(f"the player does not carry {e['player_has']}")
        for kind, n in e.get("defeated", {}).items():
            got = w.get("defeated", {}).get(kind, 0) - self.start_defeated.get(kind, 0)
            if got < n:
                out.append(f"{got} of {n} {kind}(s) defeated")
        if "near_player" in e and _distance(ai["position"], player["position"]) > e["near_player"]:
            out.append("the companion is not near the player")
        if "explored" in e and len(self.visited) < e["explored"]:
            out.append(f"explored {len(self.visited)} of {e['explored']} tiles")
        for text in e.get("status_has", []):
            if not any(text.lower() in s.lower() for s in self.statuses):
                out.append(f"no status mentioned {text!r}")
        if "status_matches" in e and not any(
            re.search(e["status_matches"], s, re.IGNORECASE) for s in self.statuses
        ):
            out.append(f"no status matched {e['status_matches']!r}")
        if "status_has_position_of" in e and not self.told_position:
            out.append(f"no status gave the position of the {e['status_has_position_of']}")
        if "status_has_distance_to" in e and not self.told_distance:
            out.append(f"no status gave the distance to the {e['status_has_distance_to']}")
        if e.get("done") and not self.done:
            out.append("the function did not return Done")
        if e.get("refused"):
            out += self._refusal_unmet(ai)
        if "patrols" in e and len(self.arrivals) < PATROL_ARRIVALS:
            out.append(f"the companion reached the patrol's posts {len(self.arrivals)} times in "
                       f"turn, not {PATROL_ARRIVALS}")
        if e.get("hands_over") and ai["items"]:
            out.append(f"the companion still carries {[i['name'] for i in ai['items']]}")
        out += self._where_unmet(ai, player)
        return out

    def _refusal_unmet(self, ai: dict[str, Any]) -> list[str]:
        """A refused order: said so, and nothing done for it (no step, nothing picked up)."""
        out = []
        if self.states and self.states[-1] != "refused":
            out.append(f"the order was not refused (it was {self.states[-1]})")
        if self.left_start:
            out.append("the companion moved")
        if self.pickups:
            out.append(f"the companion picked up {self.pickups}")
        return out

    def _where_unmet(self, ai: dict[str, Any], player: dict[str, Any]) -> list[str]:
        e, w, out = self.expect, self.world, []
        pos = list(ai["position"])
        at = e.get("ai_at")
        if at == "player" and _distance(pos, player["position"]) > 1:
            out.append("the companion is not next to the player")
        elif isinstance(at, list) and _distance(pos, at[:2]) > (at[2] if len(at) == 3 else 0):
            out.append(f"the companion is at {pos}, not at {at[:2]}")
        for kind, n in e.get("far_from", {}).items():
            near = [_distance(pos, m["position"]) for m in _living(w, kind)]
            if near and min(near) <= n:
                out.append(f"a {kind} is {min(near)} tiles from the companion")
        for name, n in e.get("ai_near_item", {}).items():
            ground = [i["position"] for i in w["ground"] if i["name"] == name]
            if not any(_distance(pos, p) <= n for p in ground):
                out.append(f"the companion is not within {n} of a {name} on the ground")
        wanted = e.get("picked_up_in_order")
        if wanted is not None and not _in_order(wanted, self.pickups):
            out.append(f"the companion picked up {self.pickups}, not {wanted} in that order")
        if "loop" in e:
            rows, cols = {r for r, _ in self.visited}, {c for _, c in self.visited}
            if not (self.back_at_start and len(self.visited) >= e["loop"]
                    and len(rows) > 1 and len(cols) > 1):
                out.append(f"the companion did not walk a loop of {e['loop']} tiles back to "
                           "where it started")
        return out

    @property
    def needs_whole_budget(self) -> bool:
        return bool(INVARIANTS & set(self.expect))

    @property
    def condition_dropped(self) -> bool:
        """Whether the companion did what only the branch the condition rules out does (or
        gave the answer a comparison rules out): the condition was dropped, or every branch
        done."""
        return bool(self.branch_violations)


def _landmarks(world: dict[str, Any], what: str) -> list[list[int]]:
    """Where the player, the items of a name on the ground or the living monsters of a kind
    are."""
    if what == "player":
        return [list(_entity(world, "player")["position"])]
    if what in MONSTER_KINDS:
        return [list(m["position"]) for m in _living(world, what)]
    return [list(i["position"]) for i in world["ground"] if i["name"] == what]


def _bounds_text(least: int, most: int) -> str:
    if least and most:
        return f"{least} to {most}"
    return f"at least {least}" if least else f"at most {most}"


def _in_order(wanted: list[str], got: list[str]) -> bool:
    """``wanted`` is a subsequence of ``got``: those pickups happened in that order."""
    rest = iter(got)
    return all(name in rest for name in wanted)
