"""The rules of one tick, each on a small hand-made map."""

from __future__ import annotations

import msgpack
import pytest

from base.protocol import MoveRequest
from game.maps import load_map, parse_map
from game.render import render
from game.rules import Rules, step
from game.world import World

STILL = Rules(monster_wander_chance=0.0)


def world_of(text: str, seed: int = 0) -> World:
    return parse_map(text, seed=seed)


def ai_move(world: World, direction: str) -> list[dict]:
    return [MoveRequest(entity=world.companion.id, move=direction)]


def test_moving_onto_an_item_picks_it_up_and_takes_it_off_the_ground():
    w = world_of("#####\n#PA^#\n#..G#\n#####")
    step(w, companion_actions=ai_move(w, "d"), rules=STILL)
    assert w.companion.has_item("sword")
    assert w.ground == []
    # An item is in exactly one place: no copy stays on the map.
    assert "^" not in render(w)


def test_player_picks_up_too():
    w = world_of("######\n#>PA.#\n#...G#\n######")
    step(w, player_move="a", rules=STILL)
    assert w.player.has_item("bow") and not w.ground


def test_gorgon_falls_to_a_sword():
    w = world_of("######\n#PA^.#\n#...G#\n######")
    step(w, companion_actions=ai_move(w, "d"), rules=STILL)  # picks up the sword, next to G? no
    assert w.companion.position == (2, 4)
    events = step(w, companion_actions=ai_move(w, "d"), rules=STILL)
    assert any(e.kind == "defeat" for e in events)
    assert w.defeated == {"gorgon": 1}
    assert w.outcome == "won"
    assert w.companion.has_item("sword"), "the sword is not used up"


def test_without_the_right_weapon_the_fighter_loses_one_health_per_tick():
    w = world_of("######\n#P..A#\n#...G#\n#.B..#\n######")
    events = step(w, rules=STILL)
    assert w.companion.health == 2
    assert any(e.kind == "hurt" and "sword" in e.text for e in events)
    assert len(w.monsters()) == 2


def test_bat_needs_bow_and_arrow_and_uses_the_arrow_up():
    w = world_of("#######\n#P>/.A#\n#....B#\n#.G...#\n#######")
    comp = w.companion
    # Bow alone is not enough.
    comp.items.append(next(i for i in w.ground if i.name == "bow"))
    w.ground = [i for i in w.ground if i.name != "bow"]
    step(w, rules=STILL)
    assert comp.health == 2 and len(w.monsters()) == 2
    comp.items.append(next(i for i in w.ground if i.name == "arrow"))
    w.ground = [i for i in w.ground if i.name != "arrow"]
    events = step(w, rules=STILL)
    assert any(e.kind == "defeat" and "arrow" in e.text for e in events)
    assert w.defeated == {"bat": 1}
    assert comp.has_item("bow") and not comp.has_item("arrow")


def test_at_most_one_combat_per_entity_per_tick():
    w = world_of("#######\n#P.GAG#\n#.....#\n#######")
    step(w, rules=STILL)
    assert w.companion.health == 2  # two gorgons adjacent, one fight


def test_only_one_move_per_tick_and_extra_moves_are_refused_with_a_reason():
    w = world_of("#######\n#PA...#\n#....G#\n#######")
    cid = w.companion.id
    right = MoveRequest(entity=cid, move="d")
    events = step(w, companion_actions=[right, right], rules=STILL)
    assert w.companion.position == (2, 4)
    assert any(e.kind == "refused" and "one move" in e.text for e in events)


def test_companion_cannot_move_the_player_or_a_monster():
    w = world_of("#######\n#PA...#\n#....G#\n#######")
    before = msgpack.packb(w.to_wire())
    gorgon = w.monsters()[0]
    events = step(w, companion_actions=[MoveRequest(entity=w.player.id, move="s"),
                                        MoveRequest(entity=gorgon.id, move="a")], rules=STILL)
    refused = [e.text for e in events if e.kind == "refused"]
    assert len(refused) == 2 and "player" in refused[0] and "gorgon" in refused[1]
    after = World.from_wire(msgpack.unpackb(before))
    assert w.player.position == after.player.position
    assert gorgon.position == after.entities[gorgon.id].position


def test_bad_actions_change_nothing():
    w = world_of("#####\n#PA.#\n#..G#\n#####")
    cid = w.companion.id
    for bad in (MoveRequest(entity=cid, move="x"), MoveRequest(entity=cid, move="w"),
                {"entity": cid, "move": "d"}, {"nope": 1}, "d"):
        events = step(w, companion_actions=[bad], rules=STILL)
        assert w.companion.position == (2, 3)
        assert events[0].kind == "refused"


def test_walls_block_the_player():
    w = world_of("#####\n#PA.#\n#..G#\n#####")
    events = step(w, player_move="w", rules=STILL)
    assert w.player.position == (2, 2)
    assert any(e.kind == "refused" and "wall" in e.text for e in events)


def test_win_when_no_monster_is_left_and_then_nothing_more_happens():
    w = world_of("#####\n#PA^#\n#...#\n#..G#\n#####")
    w.companion.items.append(w.ground.pop())
    step(w, companion_actions=ai_move(w, "s"), rules=STILL)  # (3,3) next to nothing
    step(w, companion_actions=ai_move(w, "d"), rules=STILL)  # (3,4) next to G at (4,4)
    assert w.outcome == "won"
    tick = w.tick
    events = step(w, player_move="s", rules=STILL)
    assert w.tick == tick and events[0].kind == "refused"


def test_lose_when_the_player_has_no_health():
    w = world_of("#####\n#PG.#\n#A..#\n#...#\n#####")
    w.companion.position = (4, 4)
    for _ in range(3):
        step(w, rules=STILL)
    assert w.player.health == 0 and w.outcome == "lost"


def test_fallen_companion_drops_items_on_free_neighbouring_tiles_and_leaves_play():
    w = world_of("#######\n#P....#\n#..AG.#\n#.....#\n#######")
    comp = w.companion
    comp.health = 1
    from game.world import Item
    comp.items += [Item(90, "bow"), Item(91, "arrow")]
    step(w, rules=STILL)
    assert not comp.alive and comp.items == []
    spots = {i.position for i in w.ground}
    assert len(spots) == 2
    for spot in spots:
        assert abs(spot[0] - 3) + abs(spot[1] - 4) == 1 and w.is_floor(spot)
        assert spot != w.monsters()[0].position
    assert "A" not in render(w)
    # A fallen companion's moves are refused.
    events = step(w, companion_actions=ai_move(w, "w"), rules=STILL)
    assert any(e.kind == "refused" for e in events)


def with_sword(text: str) -> World:
    from game.world import Item

    w = world_of(text)
    w.companion.items.append(Item(50, "sword"))
    return w


def test_a_companion_that_stands_a_tick_on_the_players_tile_hands_its_items_over():
    w = with_sword("######\n#PA..#\n#...G#\n######")
    events = step(w, companion_actions=ai_move(w, "a"), rules=STILL)
    # Stepping onto the player's tile hands nothing over...
    assert w.companion.has_item("sword") and not w.player.items
    assert not any(e.kind == "handover" for e in events)
    # ...standing there for the next tick does.
    events = step(w, rules=STILL)
    assert w.player.has_item("sword") and not w.companion.items
    assert any(e.kind == "handover" for e in events)


def test_a_companion_passing_through_the_players_tile_keeps_its_items():
    w = with_sword("#######\n#.PA..#\n#....G#\n#######")
    step(w, companion_actions=ai_move(w, "a"), rules=STILL)
    assert w.companion.position == w.player.position
    events = step(w, companion_actions=ai_move(w, "a"), rules=STILL)
    assert w.companion.position == (2, 2) and w.player.position == (2, 3)
    assert w.companion.has_item("sword") and not w.player.items
    assert not any(e.kind == "handover" for e in events)


def test_the_player_stepping_onto_the_companion_takes_its_items():
    w = with_sword("######\n#PA..#\n#...G#\n######")
    events = step(w, player_move="d", rules=STILL)
    assert w.player.has_item("sword") and not w.companion.items
    assert any(e.kind == "handover" for e in events)


def test_a_refused_move_on_the_players_tile_is_standing_there():
    w = with_sword("#####\n#PA.#\n#..G#\n#####")
    step(w, companion_actions=ai_move(w, "a"), rules=STILL)
    assert not w.player.items
    events = step(w, companion_actions=ai_move(w, "a"), rules=STILL)  # a wall: no move
    assert any(e.kind == "refused" for e in events)
    assert w.player.has_item("sword") and not w.companion.items


def test_monsters_wander_but_stay_near_home():
    w = load_map("default", seed=5)
    rules = Rules(monster_wander_chance=1.0, monster_leash_tiles=2)
    homes = {m.id: m.home for m in w.monsters()}
    moved = False
    for _ in range(100):
        step(w, rules=rules)
        for m in w.monsters():
            assert abs(m.position[0] - homes[m.id][0]) + abs(m.position[1] - homes[m.id][1]) <= 2
            moved |= m.position != homes[m.id]
    assert moved


def play(seed: int, moves: str) -> list[bytes]:
    w = load_map("default", seed=seed)
    frames = []
    for i, ch in enumerate(moves):
        step(w, player_move=ch, companion_actions=ai_move(w, "sdsd"[i % 4]), rules=Rules(0.5, 2))
        frames.append(msgpack.packb(w.to_wire()))
    return frames


def test_same_seed_and_inputs_replay_the_same_game_tick_for_tick():
    moves = "ssddwwaassdd" * 3
    assert play(7, moves) == play(7, moves)
    assert play(7, moves) != play(8, moves)


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_world_round_trips_through_msgpack_mid_game(seed):
    w = load_map("default", seed=seed)
    for ch in "ssdd":
        step(w, player_move=ch, rules=Rules(0.5, 2))
    w.companion_memory = {"2": {"visited": {"3,4": True}, "count": 3}}
    copy = World.from_wire(msgpack.unpackb(msgpack.packb(w.to_wire())))
    assert copy.to_wire() == w.to_wire()
    # The copy continues exactly like the original.
    step(w, player_move="s", rules=Rules(0.5, 2))
    step(copy, player_move="s", rules=Rules(0.5, 2))
    assert copy.to_wire() == w.to_wire()
