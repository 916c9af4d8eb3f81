"""A fight whose only way runs past another monster: the companion fights its way through a
monster it defeats (it carries what beats it, and the fight starts by itself next to it), and
never through one it would lose to: then it waits, and gives up in words after its patience."""

from __future__ import annotations

import pytest

from game.maps import parse_map
from game.rules import step
from game.world import World
from tests.sandbox.helpers import STILL, carry, tick, update
from tests.unit.test_logic_helpers import runtime

# One corridor from the companion (A) to the bat (B), the gorgon (G) standing in it; below the
# player (P) the weapons it may be given (carried from the start).
CORRIDOR = """\
###########
#A...G...B#
#P#########
#^>/#######
###########
"""
# The same, with a way round the gorgon (row 3) that keeps out of its reach.
WAY_ROUND = """\
###########
#A...G...B#
#P#######.#
#.........#
#^>/#######
###########
"""


def play(world: World, body: str, ticks: int) -> list[str]:
    """Tick ``body`` with the player and the monsters standing still; the statuses, and the
    companion never hurt."""
    rt = runtime(world, update(f"  return {body}"))
    statuses = []
    for _ in range(ticks):
        out = tick(rt, world)
        assert out.error is None, out.error
        statuses.append(out.status)
        step(world, companion_actions=out.actions, rules=STILL)
        assert world.companion.health == 3, statuses
        if out.done:
            break
    return statuses


def armed(text: str, *items: str) -> World:
    world = parse_map(text)
    for name in items:
        carry(world, world.companion, name)
    return world


def alive(world: World, kind: str) -> int:
    return sum(1 for m in world.monsters() if m.kind == kind)


@pytest.mark.parametrize("body", ['attack("bat")', 'attack(nearest("bat"))'])
def test_a_fight_beyond_a_monster_it_defeats_goes_through_it(body):
    world = armed(CORRIDOR, "sword", "bow", "arrow")
    statuses = play(world, body, 30)
    assert statuses[-1] == "Done", statuses
    assert alive(world, "gorgon") == 0 and alive(world, "bat") == 0, statuses
    assert not any(s.startswith("Waiting") for s in statuses), statuses


def test_the_way_through_is_said_while_it_is_fought():
    world = armed(CORRIDOR, "sword", "bow", "arrow")
    statuses = play(world, 'attack("bat")', 30)
    assert statuses[0] == "Fighting my way to the bat", statuses


def test_a_monster_it_would_lose_to_is_not_fought_through():
    # Without the sword the gorgon would hurt it: it waits, then says what it waited for.
    world = armed(CORRIDOR, "bow", "arrow")
    statuses = play(world, 'attack("bat")', 40)
    assert statuses[0] == "Waiting for the monsters to clear the way to the bat", statuses
    assert statuses[-2] == ("I waited 30 turns for the monsters to clear the way to the bat and "
                            "gave up"), statuses
    assert alive(world, "gorgon") == 1 and alive(world, "bat") == 1


def test_a_monster_it_would_lose_to_is_walked_round_where_a_way_goes_round():
    world = armed(WAY_ROUND, "bow", "arrow")
    statuses = play(world, 'attack("bat")', 40)
    assert statuses[-1] == "Done", statuses
    assert alive(world, "gorgon") == 1 and alive(world, "bat") == 0



# The bat nearest the gorgon (B at row 2) lies beyond it; once the gorgon has fallen, the other
# bat (row 5) is the nearer to the companion.
TWO_BATS = """\
############
#A...G...B.#
#P#.########
###.########
###B########
#^>/########
############
"""


def test_the_one_picked_is_fought_when_what_it_was_picked_by_falls_on_the_way():
    # The composer's "or the kind" serves a pick that finds none from the start; the bat chosen
    # as the nearest to the gorgon stays the one fought once the gorgon is gone.
    world = armed(TWO_BATS, "sword", "bow", "arrow")
    statuses = play(world, 'attack(nearest("bat", "gorgon") or "bat")', 40)
    assert statuses[-1] == "Done", statuses
    assert [m.position for m in world.monsters()] == [(5, 4)], statuses
