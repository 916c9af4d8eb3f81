"""The fault suite's world check finds each kind of inconsistency it is there to find (pure, no
processes: a check that cannot fail would prove nothing about the system)."""

from __future__ import annotations

import copy

from game.maps import load_map
from game.rules import Rules, step
from tests.system.consistency import problems


def default_world() -> dict:
    return load_map("default", seed=0).to_wire()


def entity(world: dict, kind: str) -> dict:
    return next(e for e in world["entities"] if e["kind"] == kind)


def test_a_world_played_by_the_rules_is_consistent():
    world = load_map("default", seed=3)
    start = world.to_wire()
    for n in range(200):
        step(world, player_move="dsaw"[n % 4], companion_actions=[],
             rules=Rules(monster_wander_chance=0.5, monster_leash_tiles=2))
    assert problems(start, world.to_wire()) == []


def test_an_item_in_two_places_is_found():
    start = default_world()
    now = copy.deepcopy(start)
    sword = next(i for i in now["ground"] if i["name"] == "sword")
    entity(now, "companion")["items"].append({"id": sword["id"], "name": "sword"})
    assert problems(start, now) == [f"sword {sword['id']} is in 2 places at once"]


def test_a_forged_or_vanished_item_is_found():
    start = default_world()
    forged = copy.deepcopy(start)
    entity(forged, "companion")["items"].append({"id": 99, "name": "sword"})
    assert problems(start, forged) == ["sword 99 appeared from nowhere"]
    vanished = copy.deepcopy(start)
    vanished["ground"] = [i for i in vanished["ground"] if i["name"] != "bow"]
    assert problems(start, vanished) == ["items vanished: ['bow']"]


def test_an_arrow_used_up_without_a_bat_falling_is_found():
    start = default_world()
    now = copy.deepcopy(start)
    now["ground"] = [i for i in now["ground"] if i["id"] != 5]
    assert problems(start, now) == ["1 arrows used up but 0 bats fell"]
    bat = entity(now, "bat")
    bat["alive"], bat["health"] = False, 0
    now["defeated"] = {"bat": 1}
    assert problems(start, now) == []


def test_negative_health_a_wall_a_shared_tile_and_a_tick_back_are_found():
    start = default_world()
    start["tick"] = 10
    now = copy.deepcopy(start)
    now["tick"] = 9
    entity(now, "player")["health"] = -1
    entity(now, "companion")["position"] = [1, 1]
    entity(now, "gorgon")["position"] = entity(now, "bat")["position"]
    found = problems(start, now)
    assert "player 1 has negative health -1" in found
    assert "companion 2 stands on no floor tile: [1, 1]" in found
    assert any(p.startswith("gorgon 8 shares its tile with bat") for p in found)
    assert "the tick went back from 10 to 9" in found


def test_defeated_counts_must_match_the_dead():
    start = default_world()
    now = copy.deepcopy(start)
    now["defeated"] = {"gorgon": 1}
    assert problems(start, now) == ["defeated counts {'gorgon': 1} do not match dead monsters {}"]
