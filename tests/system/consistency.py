"""What a consistent world looks like, checked on the plain data a client receives.

Pure: two world dicts in (the world as the scenario started, the world now), a list of
sentences out, empty when nothing is wrong. The fault suite calls it after every injection.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

MONSTERS = frozenset({"gorgon", "bat"})


def problems(start: dict[str, Any], now: dict[str, Any]) -> list[str]:
    """Everything wrong with ``now`` as a continuation of ``start`` (same map, later tick)."""
    out: list[str] = []
    if list(now["maze"]) != list(start["maze"]):
        out.append("the maze changed")
    maze = [str(row) for row in now["maze"]]
    entities = now["entities"]
    out += _places_of_items(start, now)
    for e in entities:
        name = f"{e['kind']} {e['id']}"
        if e["health"] < 0:
            out.append(f"{name} has negative health {e['health']}")
        if not _floor(maze, e["position"]):
            out.append(f"{name} stands on no floor tile: {e['position']}")
    alive = [e for e in entities if e["alive"]]
    for e in alive:
        if e["kind"] in MONSTERS:
            shared = [o for o in alive if o is not e and o["position"] == e["position"]]
            if shared:
                out.append(f"{e['kind']} {e['id']} shares its tile with "
                           f"{', '.join(o['kind'] for o in shared)}")
    for item in now["ground"]:
        if not _floor(maze, item.get("position")):
            out.append(f"{item['name']} {item['id']} lies on no floor tile")
    dead = Counter(e["kind"] for e in entities if e["kind"] in MONSTERS and not e["alive"])
    if dict(dead) != {k: v for k, v in now.get("defeated", {}).items() if v}:
        out.append(f"defeated counts {now.get('defeated')} do not match dead monsters "
                   f"{dict(dead)}")
    if now["tick"] < start["tick"]:
        out.append(f"the tick went back from {start['tick']} to {now['tick']}")
    return out


def _places_of_items(start: dict[str, Any], now: dict[str, Any]) -> list[str]:
    """Each item is in one place; none appears from nowhere; only arrows are used up, and no
    more of them than bats fell."""
    out: list[str] = []
    before = {i["id"]: i["name"] for i in _all_items(start)}
    seen: Counter[int] = Counter()
    names: dict[int, str] = {}
    for item in _all_items(now):
        seen[item["id"]] += 1
        names[item["id"]] = item["name"]
    for item_id, count in seen.items():
        if count > 1:
            out.append(f"{names[item_id]} {item_id} is in {count} places at once")
        if item_id not in before:
            out.append(f"{names[item_id]} {item_id} appeared from nowhere")
        elif before[item_id] != names[item_id]:
            out.append(f"item {item_id} turned from {before[item_id]} into {names[item_id]}")
    gone = [before[i] for i in before if i not in seen]
    if any(name != "arrow" for name in gone):
        out.append(f"items vanished: {sorted(gone)}")
    bats_fell = sum(1 for e in now["entities"] if e["kind"] == "bat" and not e["alive"])
    bats_fell -= sum(1 for e in start["entities"] if e["kind"] == "bat" and not e["alive"])
    if gone.count("arrow") > bats_fell:
        out.append(f"{gone.count('arrow')} arrows used up but {bats_fell} bats fell")
    return out


def _all_items(world: dict[str, Any]) -> list[dict[str, Any]]:
    items = list(world["ground"])
    for e in world["entities"]:
        items += e["items"]
    return items


def _floor(maze: list[str], position: Any) -> bool:
    if not isinstance(position, (list, tuple)) or len(position) != 2:
        return False
    r, c = position
    return 1 <= r <= len(maze) and 1 <= c <= len(maze[r - 1]) and maze[r - 1][c - 1] != "#"
