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

ORDER_KEYS = {"text", "scenario", "seed", "ai_start", "ticks", "player", "expect"}
EXPECT_KEYS = {
    "ai_has", "player_has", "defeated", "near_player", "follows", "stays", "status_has",
    "status_has_position_of", "explored", "done",
}
INVARIANTS = {"follows", "stays"}  # must hold over the whole budget
FOLLOW_FROM_TICK = 10


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
    expect = raw.get("expect", {})
    if not isinstance(expect, dict) or not expect:
        raise BenchmarkError(f"{where}: needs an expect table")
    unknown = set(expect) - EXPECT_KEYS
    if unknown:
        raise BenchmarkError(f"{where}: cannot check expectations {sorted(unknown)}")
    player = raw.get("player", "")
    if not isinstance(player, str) or set(player) - set("wasd."):
        raise BenchmarkError(f"{where}: player moves must be a string of w, a, s, d and .")
    ai_start = raw.get("ai_start")
    if ai_start is not None and (not isinstance(ai_start, list) or len(ai_start) != 2):
        raise BenchmarkError(f"{where}: ai_start must be [row, col]")
    ticks = raw.get("ticks", 100)
    if not isinstance(ticks, int) or ticks < 1:
        raise BenchmarkError(f"{where}: ticks must be a positive integer")
    return OrderSpec(
        index=index, text=raw["text"], scenario=raw.get("scenario", "default"),
        seed=raw.get("seed", 0), ai_start=tuple(ai_start) if ai_start else None, ticks=ticks,
        player=player, expect=expect,
    )


def _entity(world: dict[str, Any], kind: str) -> dict[str, Any]:
    return next(e for e in world["entities"] if e["kind"] == kind)


def _distance(a: list[int], b: list[int]) -> int:
    return abs(a[0] - b[0]) + abs(a[1] - b[1])


def _has(entity: dict[str, Any], wanted: list[str]) -> bool:
    have = Counter(item["name"] for item in entity["items"])
    return all(have[name] >= n for name, n in Counter(wanted).items())


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

    def feed(self, world: dict[str, Any], order_state: str = "") -> None:
        self.ticks += 1
        ai, player = _entity(world, "companion"), _entity(world, "player")
        self.visited.add(tuple(ai["position"]))
        if world.get("status"):
            self.statuses.append(world["status"])
        self.done |= order_state == "done"
        stays = "stays" in self.expect and self.expect["stays"]
        if stays and list(ai["position"]) != self.start_pos:
            self.violations.append(f"tick {self.ticks}: the companion left its tile")
        if "follows" in self.expect and self.ticks >= FOLLOW_FROM_TICK:
            d = _distance(ai["position"], player["position"])
            if d > self.expect["follows"]:
                self.violations.append(f"tick {self.ticks}: the companion was {d} tiles away")
        self.world = world

    def unmet(self) -> list[str]:
        """What is not (yet) true; empty means the order is met at this tick."""
        e, w = self.expect, self.world
        ai, player = _entity(w, "companion"), _entity(w, "player")
        out = list(self.violations[:1])
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
        if "status_has_position_of" in e and not self._position_told(e["status_has_position_of"]):
            out.append(f"no status gave the position of the {e['status_has_position_of']}")
        if e.get("done") and not self.done:
            out.append("the function did not return Done")
        return out

    def _position_told(self, name: str) -> bool:
        positions = [i["position"] for i in self.world["ground"] if i["name"] == name]
        positions += [m["position"] for m in self.world["entities"] if m["kind"] == name]
        for status in self.statuses:
            numbers = {int(n) for n in re.findall(r"\d+", status)}
            if any(pos[0] in numbers and pos[1] in numbers for pos in positions):
                return True
        return False

    @property
    def needs_whole_budget(self) -> bool:
        return bool(INVARIANTS & set(self.expect))
