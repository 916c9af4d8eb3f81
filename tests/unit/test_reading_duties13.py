"""Duties players ask for that were refused (the fresh sets): a duty on one monster picked by
where it is ("stand between me and the top-right bat", "keep away from the bottom-right bat":
agent/reading/picked_foes.py), read, composed, run and judged; near-misses ("the nearest bat",
every bat, a rank where standing between cannot keep to it, a thing that is no monster) read as
before or stay refused in words. Each row an order and its reading in the gist notation of
tests/unit/gist.py."""

from __future__ import annotations

import pytest

from agent.compose.composition import compose
from agent.reading import read
from game.maps import load_map, parse_map
from tests.sandbox.helpers import new_runtime, play
from tests.unit.judge import judge
from tests.unit.readings import reading

PICKED = [
    # standing between: the fresh set's order, other verbs, places, sides, word order
    ("I want you standing between me and the top-right bat", "protect nearest-from-top right bat"),
    ("please stand between me and the top right bat", "protect nearest-from-top right bat"),
    ("stand between me and the bat in the middle", "protect nearest-from-middle bat"),
    ("get between me and the bat in the top right", "protect nearest-from-top right bat"),
    ("keep me safe from the bat in the bottom left", "protect nearest-from-bottom left bat"),
    ("shield me from the top-right bat", "protect nearest-from-top right bat"),
    ("protect me from the leftmost bat", "protect nearest-from-left side bat"),
    ("protect me from the rightmost gorgon", "protect nearest-from-right side gorgon"),
    ("guard me against the bat nearest the gorgon", "protect nearest-from-gorgon bat"),
    ("stand between me and the farthest bat", "protect farthest-from-companion bat"),
    ("stand between me and the monster in the middle", "protect nearest-from-middle monster"),
    ("stand between the top-right bat and me", "protect nearest-from-top right bat"),
    # keeping away from one: at least five tiles from that one (keep_away's reach)
    ("keep away from the bottom-right bat", "keep_distance nearest-from-bottom right bat 5..-"),
    ("stay away from the bat in the top right", "keep_distance nearest-from-top right bat 5..-"),
    ("avoid the leftmost bat", "keep_distance nearest-from-left side bat 5..-"),
    ("keep clear of the farthest bat", "keep_distance farthest-from-companion bat 5..-"),
    ("keep away from the second closest bat", "keep_distance nearest2-from-companion bat 5..-"),
    ("keep 3 tiles from the second closest bat", "keep_distance nearest2-from-companion bat 3..3"),
    ("keep 3 tiles from the top-right bat", "keep_distance nearest-from-top right bat 3..3"),
    # near-misses: the kind, the nearest (protect and keep_away keep to it anyway), every one
    ("stand between me and the bat", "protect bat"),
    ("guard me from the nearest bat", "protect nearest-from-player bat"),
    ("protect me from the nearest bat to me", "protect bat"),
    ("protect me from the bats", "protect bat"),
    ("stand between the bat and me", "protect bat"),
    ("keep away from the bat", "keep_away bat"),
    ("keep away from the bats", "keep_away bat"),
    ("keep away from the nearest bat", "keep_away bat"),
]

REFUSED = [
    # standing between a monster picked by rank: protect could not keep to that one when the
    # question finds none, so it is said, not stood between another
    "stand between me and the second nearest bat",
    "stand between the second nearest bat and me",
    # not a monster, two things, every bat in a place
    "stand between me and the bow in the top right",
    "stand between the top-right bat and the bow",
    "stand between me and the bats in the top right",
    "stay clear of the bats in the top right",
]


@pytest.mark.parametrize(("order", "gist"), PICKED)
def test_a_duty_on_a_picked_monster_is_read(order: str, gist: str) -> None:
    assert reading(order) == gist


@pytest.mark.parametrize("order", REFUSED)
def test_what_cannot_be_kept_to_is_refused(order: str) -> None:
    assert reading(order).startswith("unknown") or "; unknown" in reading(order)


# The player in the middle; the companion on the left; a bat at each end, the right one nearer.
HALL = """\
###################
#.................#
#B......A.P......B#
#.................#
###################
"""


def _run(order: str, ticks: int = 8) -> tuple[tuple[int, int], str, str]:
    world = parse_map(HALL)
    got = compose(read(order), world)
    assert got.complete, got.problem
    rt = new_runtime(world)
    assert rt.load(got.code, "composed").error is None
    said = [o.status for o in play(rt, world, ticks)]
    return world.companion.position, said[-1], got.code


@pytest.mark.parametrize(
    ("order", "call", "side"),
    [
        (
            "stand between me and the leftmost bat",
            'protect(nearest("bat", "left side") or "bat")',
            -1,
        ),
        (
            "stand between me and the rightmost bat",
            'protect(nearest("bat", "right side") or "bat")',
            1,
        ),
        # the kind: the nearest to the player, the right one
        ("stand between me and the bat", 'protect("bat")', 1),
    ],
)
def test_standing_between_keeps_to_the_picked_bat(order: str, call: str, side: int) -> None:
    at, said, code = _run(order)
    assert call in code
    assert said == "Standing between you and the bat"
    assert at[0] == 3 and (at[1] - 11) * side > 0, at  # on that bat's side of the player


def test_keeping_away_from_one_bat_keeps_from_that_one() -> None:
    at, said, code = _run("keep away from the leftmost bat")
    assert 'keep_distance(nearest("bat", "left side"), 5)' in code
    assert said.startswith("Keeping at least 5 tiles from the bat"), said
    assert abs(at[0] - 3) + abs(at[1] - 2) >= 5


def test_standing_between_gives_up_when_that_bat_is_defeated() -> None:
    world = parse_map(HALL)
    got = compose(read("stand between me and the leftmost bat"), world)
    rt = new_runtime(world)
    assert rt.load(got.code, "composed").error is None
    play(rt, world, 2)
    left = min(world.monsters(), key=lambda mo: mo.position[1])
    left.alive = False
    said = [o.status for o in play(rt, world, 2)]
    assert any("That bat is defeated" in s for s in said), said


@pytest.mark.parametrize(
    "order",
    [
        "I want you standing between me and the top-right bat",
        "keep away from the bottom-right bat",
    ],
)
def test_the_judge_takes_them(order: str) -> None:
    got = compose(read(order), load_map())
    assert judge().validate(got.code, load_map(), meaning=read(order)).ok


# Coming to the player each time they move: following (agent/reading/each_move.py).
EACH_MOVE = [
    ("whenever I move, come to me", "follow"),
    ("every time I move, follow me", "follow"),
    ("each time I take a step, step with me", "follow"),
    ("whenever I move, come with me", "follow"),
    ("every time i move, move with me", "follow"),
    ("each time I move, come back to me", "follow"),
    ("come to me whenever I move", "follow"),
    ("step with me", "follow"),
    ("follow me whenever I move", "follow"),
    ("anytime I move, come to me", "follow"),
    ("whenever I move, come next to me", "follow"),
    ("each time I move, walk with me", "follow"),
    # near-misses: once, as soon as (the first move), another step each time, standing still
    ("when I move, come to me", "wait once moved(player): come_back"),
    ("as soon as I move, follow me", "wait once moved(player): follow"),
]

EACH_MOVE_REFUSED = [
    "whenever I move, get an arrow",
    "whenever I move, guard me",
    "whenever I don't move, come to me",
    "move with the sword",
    "whenever i move, come to me, and kill the bat",  # a step besides coming
]


@pytest.mark.parametrize(("order", "gist"), EACH_MOVE)
def test_coming_each_time_the_player_moves_is_following(order: str, gist: str) -> None:
    assert reading(order) == gist


@pytest.mark.parametrize("order", EACH_MOVE_REFUSED)
def test_another_step_each_move_stays_refused(order: str) -> None:
    assert reading(order).startswith("unknown"), reading(order)


# The next nearest as a correction of the errand before (agent/reading/next_pick.py).
NEXT = [
    (
        "Fetch me an arrow. Not the one right by you, the next closest one.",
        "bring nearest2-from-companion arrow",
    ),
    ("get the bat - no, not that one, the one after it", "attack nearest2-from-companion bat"),
    ("grab an arrow, but the second closest", "fetch nearest2-from-companion arrow"),
    ("get an arrow. no, the second closest", "fetch nearest2-from-companion arrow"),
    ("get an arrow. No, the next one.", "fetch nearest2-from-companion arrow"),
    ("Get an arrow. Not that one, the next closest.", "fetch nearest2-from-companion arrow"),
    ("kill a bat. no wait, the third nearest one", "attack nearest3-from-companion bat"),
    ("get an arrow, the second closest one", "fetch nearest2-from-companion arrow"),
    ("get the bat, not that one, the one after it", "attack nearest2-from-companion bat"),
    # from whom the errand or the correction measures
    ("get me the nearest arrow to me. No, the next one", "bring nearest2-from-player arrow"),
    ("get an arrow. Not the one by me, the next closest one.", "fetch nearest2-from-player arrow"),
    # the farthest instead, where a correction is said
    ("get an arrow, but the farthest one", "fetch farthest-from-companion arrow"),
    ("Get an arrow. No, the farthest one.", "fetch farthest-from-companion arrow"),
    ("get an arrow. not the nearest one, the farthest one", "fetch farthest-from-companion arrow"),
    ("kill a bat, but the furthest one", "attack farthest-from-companion bat"),
    ("get an arrow, but the farthest one, please", "fetch farthest-from-companion arrow"),
    ("get me the nearest arrow to me. No, the farthest one", "bring farthest-from-player arrow"),
    # no correction said: another one, or two things, as before; "an arrow, the farthest one" says
    # which arrow (tests/unit/test_fresh19_voices.py)
    ("get an arrow, the next one", "fetch arrow; fetch arrow"),
    ("get an arrow, the farthest one", "fetch farthest-from-companion arrow"),
    (
        "bring me the nearest arrow and the farthest one",
        "bring arrow; bring farthest-from-companion arrow",
    ),
]

NEXT_REFUSED = [
    # no errand on one thing picked by its nearness to put it on, or no correction said
    "get the farthest arrow. No, the next one.",
    "get two arrows. No, the one after it.",
    "go to the bat. no, the next one",
    "go to the bat, but the second closest",
    "get an arrow. the next one",  # another one, maybe
    "get the next one",
]


@pytest.mark.parametrize(("order", "gist"), NEXT)
def test_the_next_one_corrects_the_errand_before(order: str, gist: str) -> None:
    assert reading(order) == gist


@pytest.mark.parametrize("order", NEXT_REFUSED)
def test_the_next_one_without_an_errand_to_correct_is_said_back(order: str) -> None:
    assert "unknown" in reading(order), reading(order)


def test_the_next_one_is_fetched_and_judged() -> None:
    order = "Fetch me an arrow. Not the one right by you, the next closest one."
    got = compose(read(order), load_map())
    assert 'bring(nearest("arrow", ai, 2))' in got.code
    assert judge().validate(got.code, load_map(), meaning=read(order)).ok


def test_coming_each_move_is_composed_as_following_and_judged() -> None:
    order = "each time I take a step, step with me"
    got = compose(read(order), load_map())
    assert "return follow()" in got.code
    assert judge().validate(got.code, load_map(), meaning=read(order)).ok


def test_standing_between_is_said_as_shielding_not_as_protecting_the_bat() -> None:
    said = compose(read("stand between me and the top-right bat"), load_map()).steps
    assert said == ("shield you from the nearest bat to the top right corner",)
    assert compose(read("protect me from the gorgon"), load_map()).steps == (
        "shield you from the gorgon",
    )


# No bat at all: a fight of the top-right bat says so; it never fights the gorgon instead.
NO_BAT = """\
###################
#.................#
#..^....A.P......G#
#.................#
###################
"""


@pytest.mark.parametrize("order", ["kill the top-right bat", "kill the bat closest to me"])
def test_a_picked_bat_that_is_not_there_is_said_not_another_monster_fought(order: str) -> None:
    world = parse_map(NO_BAT)
    got = compose(read(order), world)
    rt = new_runtime(world)
    assert rt.load(got.code, "composed").error is None
    said = [o.status for o in play(rt, world, 6)]
    assert said[0] == "There is no bat left", said
    assert [mo.kind for mo in world.monsters()] == ["gorgon"]


# One bat: the second one, or a bat besides the one in the top right, is not there to fight.
ONE_BAT = """\
###################
#.................#
#..^....A.P...B..G#
#.................#
###################
"""


@pytest.mark.parametrize(
    ("order", "problem"),
    [
        ("kill the second nearest bat", "I can't fight the second nearest bat: there is 1 bat"),
        ("kill the farthest bat but one", "I can't fight the second farthest bat: there is 1 bat"),
    ],
)
def test_a_fight_of_a_ranked_monster_not_there_is_said(order: str, problem: str) -> None:
    assert compose(read(order), parse_map(ONE_BAT)).problem == problem
    assert compose(read("kill the second nearest monster"), parse_map(ONE_BAT)).complete
