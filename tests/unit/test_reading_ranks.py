"""Picks by rank (agent/reading/ranks.py): "the second closest arrow", "the 3rd bat from you",
"the farthest bat but one", "the next nearest arrow" are the how-manieth nearest or farthest
(``meaning.Thing.rank``), in errands, duties and questions; what is read otherwise, or where the
rank would be counted once another of its kind is gone, is said back; near-misses ("wait a
second", "get two arrows") read as before. The composer writes ``nearest(kind, from, rank)``,
and the judge (facts.find) takes the same thing as the sandbox. Each row an order and its
reading in the gist notation of tests/unit/gist.py."""

from __future__ import annotations

import pytest

from agent.compose.composition import compose
from agent.reading import facts, meaning as m, ranks, read
from tests.sandbox.helpers import default_world, run, update
from tests.unit.judge import judge
from tests.unit.readings import reading

READ = [
    # errands: other verbs, other things, "2nd", "third", hyphened
    ("get the second closest arrow", "fetch nearest2-from-companion arrow"),
    ("pick up the 2nd nearest arrow", "fetch nearest2-from-companion arrow"),
    ("grab the third closest arrow", "fetch nearest3-from-companion arrow"),
    ("get the second-closest arrow", "fetch nearest2-from-companion arrow"),
    ("get the 2nd-nearest arrow", "fetch nearest2-from-companion arrow"),
    ("fetch the second farthest arrow", "fetch farthest2-from-companion arrow"),
    ("bring me the second nearest arrow", "bring nearest2-from-companion arrow"),
    ("get the second closest bow", "fetch nearest2-from-companion bow"),
    ("get the second nearest item", "fetch nearest2-from-companion item"),
    ("kill the second nearest bat", "attack nearest2-from-companion bat"),
    ("attack the 2nd closest bat", "attack nearest2-from-companion bat"),
    ("kill the second nearest monster", "attack nearest2-from-companion monster"),
    ("go to the second nearest bat", "go_to nearest2-from-companion bat"),
    ("go to the second closest arrow", "go_to nearest2-from-companion arrow"),
    ("get the sixth closest arrow", "fetch nearest6-from-companion arrow"),
    # from me, from you, from a thing
    ("get the second closest arrow to me", "fetch nearest2-from-player arrow"),
    ("get the second nearest arrow from you", "fetch nearest2-from-companion arrow"),
    ("get the second closest arrow to the bow", "fetch nearest2-from-bow arrow"),
    ("pick up the third farthest arrow from me", "fetch farthest3-from-player arrow"),
    ("bring me the second closest arrow to the bow", "bring nearest2-from-bow arrow"),
    # an ordinal alone before a thing measured from something: the how-manieth nearest
    ("get the third bat from you", "attack nearest3-from-companion bat"),
    ("kill the 3rd bat from me", "attack nearest3-from-player bat"),
    # said after the thing's name
    ("get the arrow second closest to you", "fetch nearest2-from-companion arrow"),
    ("get the arrow that is second nearest to me", "fetch nearest2-from-player arrow"),
    ("kill the bat third farthest from me", "attack farthest3-from-player bat"),
    ("get the arrow 2nd closest to the bow", "fetch nearest2-from-bow arrow"),
    ("where is the arrow second closest to you?", "ask where nearest2-from-companion arrow"),
    # "but one" / "but two", "next"
    ("kill the farthest bat but one", "attack farthest2-from-companion bat"),
    ("get the nearest arrow but one", "fetch nearest2-from-companion arrow"),
    ("get the farthest arrow but two", "fetch farthest3-from-companion arrow"),
    ("get the farthest arrow from me but one", "fetch farthest2-from-player arrow"),
    ("get the next nearest arrow", "fetch nearest2-from-companion arrow"),
    ("get the one after the nearest arrow", "fetch nearest2-from-companion arrow"),
    ("get the next farthest arrow", "fetch farthest2-from-companion arrow"),
    ("kill the next farthest bat from me", "attack farthest2-from-player bat"),
    ("kill the one after the farthest bat", "attack farthest2-from-companion bat"),
    # duties
    ("guard the second nearest arrow", "guard nearest2-from-companion arrow"),
    ("stand guard over the third closest arrow", "guard nearest3-from-companion arrow"),
    # questions
    ("where is the second nearest bat?", "ask where nearest2-from-companion bat"),
    (
        "how far is the second closest arrow?",
        "ask distance nearest2-from-companion arrow of companion",
    ),
    (
        "how far away is the 2nd closest arrow from me?",
        "ask distance nearest2-from-player arrow of player",
    ),
    ("where's the farthest bat but one?", "ask where farthest2-from-companion bat"),
    ("where is the third bat from you?", "ask where nearest3-from-companion bat"),
    # the rank picked first, other errands after it; "that one" after the pick
    (
        "get the bow, then get the second nearest arrow",
        "fetch bow; fetch nearest2-from-companion arrow",
    ),
    (
        "get the second closest arrow and bring it to me",
        "fetch nearest2-from-companion arrow; bring arrow",
    ),
    ("See the second closest arrow? Go pick that one up.", "fetch nearest2-from-companion arrow"),
    (
        "wait a second, then get the second nearest arrow",
        "repeat 0x 3t: ; fetch nearest2-from-companion arrow",
    ),
]


@pytest.mark.parametrize("order, gist", READ)
def test_a_pick_by_rank_is_the_how_manieth_nearest_or_farthest(order: str, gist: str) -> None:
    assert reading(order) == gist


# Said back: a rank the reading does not keep, or one counted once another of its kind may be
# gone (taken or fought by an errand before it, or the errand done again).
SAID_BACK = [
    ("get the nearest arrow. then get the next closest one", ranks.WHY_AGAIN),
    ("get the second nearest arrow twice", ranks.WHY_AGAIN),
    ("kill a bat, then kill the second nearest bat", ranks.WHY_AGAIN),
    ("kill a bat, then get the second nearest arrow", ranks.WHY_AGAIN),
    ("get the bow, then get the second nearest item", ranks.WHY_AGAIN),
]


@pytest.mark.parametrize("order, why", SAID_BACK)
def test_a_rank_not_kept_whole_is_said_back(order: str, why: str) -> None:
    steps = read(order).steps
    assert len(steps) == 1 and isinstance(steps[0], m.Unknown), steps
    assert steps[0].reason is m.Reason.CANNOT and steps[0].why == why


# Refused as before, or read otherwise: no rank in them.
NOT_RANKS = [
    ("wait a second", "repeat 0x 3t: "),
    ("get two arrows", "fetch 2 arrow"),
    ("get the 2 arrows", "fetch 2 arrow"),
    ("get 2 nearest arrows", "fetch 2 arrow"),
    ("secondly, get the bow", "fetch bow"),
    ("get the next arrow", "fetch arrow"),
    ("get the bow second", "fetch bow"),
    ("kill the nearest bat, then the one after it", "attack bat; attack bat"),
    ("say the second closest arrow is mine", "say 'the second closest arrow is mine'"),
    ("get the second arrow", 'unknown[not understood] "get the second arrow"'),
    ("get a second-hand sword", 'unknown[not understood] "get a second-hand sword"'),
    (
        "kill the second bat to the left of the bow",
        'unknown[not understood] "kill the second bat to the left of the bow"',
    ),
    (
        "get the two second closest arrows",
        'unknown[cannot be done] "get the two second closest arrows"',
    ),
    ("fetch the 7th closest arrow", 'unknown[not understood] "fetch the 7th closest arrow"'),
    # a condition on it that is no nearness: said back (near: tests/unit/test_reading_picks13.py)
    (
        "if the second nearest bat is alive, kill it",
        'unknown[not understood,logic] "if the second nearest bat is alive, kill it"',
    ),
]


@pytest.mark.parametrize("order, gist", NOT_RANKS)
def test_no_rank_where_none_is_said_and_none_guessed(order: str, gist: str) -> None:
    assert reading(order) == gist


@pytest.mark.parametrize(
    "order", ["the second time, get the bow", "get the sword first and the bow second"]
)
def test_an_ordinal_that_ranks_nothing_is_neither_a_rank_nor_said_back_as_one(order: str) -> None:
    steps = read(order).steps
    assert not any(
        isinstance(s, m.Unknown) and s.why in (ranks.WHY, ranks.WHY_AGAIN) for s in steps
    )
    assert not list(ranks._ranked_things(list(steps)))


def test_the_composer_writes_the_rank_and_the_judge_takes_the_same_thing() -> None:
    world = default_world()
    for order, call in [
        ("get the second closest arrow", 'fetch(nearest("arrow", ai, 2))'),
        ("kill the farthest bat but one", 'attack(farthest("bat", ai, 2))'),
        ("get the third farthest arrow from me", 'fetch(farthest("arrow", player, 3))'),
        ("get the second closest arrow to the bow", 'fetch(nearest("arrow", "bow", 2))'),
    ]:
        meaning = read(order)
        code = compose(meaning, world).code
        assert call in code, (order, code)
        thing = meaning.acts[0].thing
        assert thing is not None
        spot = facts.find(world, thing)
        lua = run(
            update(
                f"local p = {call[call.index('(') + 1 : -1]}\n"
                'return p.position[1] .. "," .. p.position[2]'
            ),
            world,
        ).status
        assert spot is not None and lua == f"{spot.position[0]},{spot.position[1]}", order
    many = m.Thing("arrow", pick=m.NEAREST, rank=99)
    assert facts.find(world, many) is None  # fewer than that: none, as nearest() says


def test_the_judge_holds_the_second_closest_to_the_second_and_not_the_nearest() -> None:
    validator = judge(dry_run_ticks=120)
    world = default_world()
    meaning = read("get the second closest arrow")
    good = compose(meaning, world).code
    assert validator.validate(good, world, meaning=meaning).ok
    nearest = good.replace(", ai, 2)", ")")
    assert nearest != good
    check = validator.validate(nearest, world, meaning=meaning)
    assert not check.ok, check.message


def test_a_rank_past_the_last_is_none_and_said_so() -> None:
    world = default_world()  # 3 arrows, 3 bats
    for order, said in [
        ("how far is the sixth closest arrow?", "I see fewer than 6 arrows"),
        ("where is the fourth nearest bat?", "I see fewer than 4 bats"),
        ("get the sixth closest arrow", "There is no arrow to pick up"),
    ]:
        assert run(compose(read(order), world).code, world).status == said, order
