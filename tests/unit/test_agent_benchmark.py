"""The benchmark file parses, bad orders are refused, and each expectation is checked right."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from agent.benchmark import BenchmarkError, Checker, OrderSpec, load_orders, parse_order
from base.protocol import MoveRequest
from game.maps import load_map
from game.rules import Rules, step

PUBLIC = Path(__file__).resolve().parents[2] / "bench" / "orders.toml"


def test_the_public_benchmark_parses_whole():
    orders = load_orders(PUBLIC)
    assert len(orders) >= 16 and orders[0].text == "Follow me"


@pytest.mark.parametrize(
    ("raw", "fragment"),
    [
        ({"text": "x", "ticks": 5, "expect": {"ai_has": ["sword"]}, "weather": "rain"},
         "cannot set up keys ['weather']"),
        ({"text": "x", "ticks": 5, "expect": {"teleports": True}}, "cannot check expectations"),
        ({"text": "x", "ticks": 5, "player": "jump", "expect": {"done": True}}, "player moves"),
        ({"text": "", "expect": {"done": True}}, "needs text"),
        ({"text": "x", "ticks": 0, "expect": {"done": True}}, "positive integer"),
    ],
)
def test_orders_it_cannot_set_up_are_refused_not_skipped(raw, fragment):
    with pytest.raises(BenchmarkError, match=fragment.replace("[", r"\[").replace("]", r"\]")):
        parse_order(1, raw)


def run(spec: OrderSpec, companion_moves: str, player_moves: str = "") -> Checker:
    w = load_map("default")
    checker = Checker(spec, w.to_wire())
    for i in range(spec.ticks):
        ai_move = companion_moves[i] if i < len(companion_moves) else "."
        pm = player_moves[i] if i < len(player_moves) else "."
        step(w, player_move=None if pm == "." else pm,
             companion_actions=(
                 [] if ai_move == "." else [MoveRequest(entity=w.companion.id, move=ai_move)]
             ),
             rules=Rules(0.0, 2))
        w.status = f"tick {i}"
        checker.feed(w.to_wire())
    return checker


def test_stays_is_broken_by_one_step():
    spec = OrderSpec(1, "Stay here", ticks=5, expect={"stays": True})
    assert run(spec, ".....").unmet() == []
    assert run(spec, "..d..").unmet()


def test_follows_allows_the_first_ten_ticks():
    spec = OrderSpec(1, "Follow me", ticks=14, expect={"follows": 3})
    # The player walks away for 6 ticks, then stands; the companion catches up by tick 10.
    assert run(spec, "....sss", player_moves="ss").unmet() == []
    assert run(spec, "", player_moves="ssssss").unmet()


def test_explored_counts_distinct_tiles():
    spec = OrderSpec(1, "Explore", ticks=8, expect={"explored": 5})
    assert run(spec, "dddd").unmet() == []
    assert run(spec, "dada").unmet() == ["explored 2 of 5 tiles"]


def test_status_checks():
    spec = OrderSpec(1, "Q", ticks=3, expect={"status_has": ["TICK 2"]})
    assert run(spec, "").unmet() == []
    w = load_map("default")
    spec = OrderSpec(1, "Where is the sword?", ticks=1,
                     expect={"status_has_position_of": "sword"})
    c = Checker(spec, w.to_wire())
    w.status = "The sword is at row 22, column 23."
    c.feed(w.to_wire())
    assert c.unmet() == []
    w.status = "The sword is far away at 22."
    c2 = Checker(c.spec, w.to_wire())
    c2.feed(w.to_wire())
    assert c2.unmet()


def test_an_order_that_asks_for_words_is_not_met_by_an_errand_whose_status_fits():
    # "tick 1" shows the number asked for, but the companion walked off: an errand ran
    spec = OrderSpec(1, "items minus monsters?", ticks=3, expect={"status_matches": r"\b1\b"})
    assert run(spec, "...").unmet() == []
    unmet = run(spec, ".d.").unmet()
    assert unmet and "the order asks for words" in unmet[0]


def test_inventories_count_repeated_names():
    w = load_map("default")
    c = Checker(OrderSpec(1, "arrows", ticks=1, expect={"ai_has": ["arrow", "arrow"]}), w.to_wire())
    arrows = [i for i in w.ground if i.name == "arrow"][:1]
    w.companion.items.extend(arrows)
    c.feed(w.to_wire())
    assert c.unmet() == ["the companion does not carry ['arrow', 'arrow']"]


# -- the keys that the extended benchmark needs ----------------------------------------------


def play(spec: OrderSpec, companion_moves: str, *, ai_start=None, wander=0.0) -> Checker:
    """Like run(), from a chosen companion tile, checking the order after every tick."""
    w = load_map("default")
    if ai_start is not None:
        w.companion.position = ai_start
    checker = Checker(spec, w.to_wire())
    for i in range(spec.ticks):
        move = companion_moves[i] if i < len(companion_moves) else "."
        moves = [] if move == "." else [MoveRequest(entity=w.companion.id, move=move)]
        step(w, companion_actions=moves, rules=Rules(wander, 2))
        checker.feed(w.to_wire())
    return checker


def test_ai_at_a_tile_within_a_radius_or_next_to_the_player():
    exact = OrderSpec(1, "three steps right", ticks=3, expect={"ai_at": [2, 6]})
    assert play(exact, "ddd").unmet() == []
    assert play(exact, "dd").unmet() == ["the companion is at [2, 5], not at [2, 6]"]
    near = OrderSpec(1, "middle", ticks=3, expect={"ai_at": [2, 7, 2]})
    assert play(near, "ddd").unmet() == []
    assert play(near, "d").unmet()
    beside = OrderSpec(1, "to me", ticks=2, expect={"ai_at": "player"})
    assert play(beside, "").unmet() == []
    assert play(beside, "dd").unmet() == ["the companion is not next to the player"]


def test_status_matches_is_a_case_insensitive_regular_expression():
    w = load_map("default")
    spec = OrderSpec(1, "health?", ticks=1, expect={"status_matches": r"\b3\b|three"})
    for status, ok in [("I have 3 health.", True), ("Three, all of it", True),
                       ("I have 13 arrows", False), ("Done", False)]:
        c = Checker(spec, w.to_wire())
        w.status = status
        c.feed(w.to_wire())
        assert (c.unmet() == []) is ok, status


def test_never_within_watches_every_tick_and_only_living_monsters():
    # The bat at [12, 18] stands still (no wander); [9, 19] is 4 tiles from it, [10, 19] 3.
    spec = OrderSpec(1, "keep away from the bats", ticks=4, expect={"never_within": {"bat": 3}})
    assert play(spec, "", ai_start=(9, 19)).unmet() == []
    stepped_in_and_out = play(spec, "sw", ai_start=(9, 19))
    assert stepped_in_and_out.unmet() == ["tick 1: the companion came within 3 of a bat"]
    assert play(OrderSpec(1, "k", ticks=4, expect={"never_within": {"monster": 3}}), "s",
                ai_start=(9, 19)).unmet()
    assert play(OrderSpec(1, "k", ticks=4, expect={"never_within": {"gorgon": 3}}), "s",
                ai_start=(9, 19)).unmet() == []
    w = load_map("default")
    w.companion.position = (12, 19)
    for bat in w.by_kind("bat"):
        bat.alive = False
    c = Checker(OrderSpec(1, "k", ticks=1, expect={"never_within": {"bat": 1}}), w.to_wire())
    c.feed(w.to_wire())
    assert c.unmet() == [] and c.needs_whole_budget


def test_far_from_holds_once_the_companion_has_got_away():
    spec = OrderSpec(1, "scram", ticks=1, expect={"far_from": {"bat": 4}})
    assert play(spec, "", ai_start=(9, 19)).unmet() == ["a bat is 4 tiles from the companion"]
    assert play(spec, "w", ai_start=(9, 19)).unmet() == []


def test_ai_near_item_wants_the_item_still_on_the_ground():
    spec = OrderSpec(1, "stand next to the bow", ticks=2, expect={"ai_near_item": {"bow": 1}})
    assert play(spec, "d", ai_start=(6, 8)).unmet() == []  # [6, 9], beside the bow at [6, 10]
    picked_it_up = play(spec, "dd", ai_start=(6, 8))
    assert picked_it_up.unmet() == ["the companion is not within 1 of a bow on the ground"]


def test_status_has_distance_to_takes_straight_or_walking_distance():
    # From [2, 3] the sword at [22, 23] is 40 tiles in a straight count and 46 along the path.
    w = load_map("default")
    spec = OrderSpec(1, "how far is the sword", ticks=1,
                     expect={"status_has_distance_to": "sword"})
    for status, ok in [("It is 40 tiles away.", True), ("46 steps from here", True),
                       ("It is 12 tiles away", False), ("far", False)]:
        c = Checker(spec, w.to_wire())
        w.status = status
        c.feed(w.to_wire())
        assert (c.unmet() == []) is ok, status


def test_a_position_told_counts_when_the_monster_wanders_during_that_tick():
    w = load_map("default")
    spec = OrderSpec(1, "where is the gorgon", ticks=1,
                     expect={"status_has_position_of": "gorgon"})
    c = Checker(spec, w.to_wire())
    gorgon = w.by_kind("gorgon")[0]
    told = f"The gorgon is at row {gorgon.position[0]}, column {gorgon.position[1]}."
    gorgon.position = (gorgon.position[0], gorgon.position[1] + 1)
    w.status = told
    c.feed(w.to_wire())
    assert c.unmet() == []
    w.status = "The gorgon is at row 1, column 1."
    c2 = Checker(spec, w.to_wire())
    c2.feed(w.to_wire())
    assert c2.unmet() == ["no status gave the position of the gorgon"]


def test_picked_up_in_order_follows_the_pickups():
    w = load_map("default")
    got = {"bow": [], "arrow": []}
    for item in w.ground:
        if item.name in got:
            got[item.name].append(item)
    checks = [Checker(OrderSpec(1, "bow then arrow", ticks=2,
                                expect={"picked_up_in_order": wanted}), w.to_wire())
              for wanted in (["bow", "arrow"], ["arrow", "bow"], ["bow"])]
    for name in ("bow", "arrow"):
        w.companion.items.append(got[name][0])
        for c in checks:
            c.feed(w.to_wire())
    assert [c.unmet() == [] for c in checks] == [True, False, True]


def test_loop_wants_two_rows_two_columns_and_the_way_back():
    spec = OrderSpec(1, "walk in a square", ticks=6, expect={"loop": 4})
    assert play(spec, "dsaw", ai_start=(12, 22)).unmet() == []
    assert play(spec, "dada", ai_start=(12, 22)).unmet()  # back and forth on one row
    assert play(spec, "dsa", ai_start=(12, 22)).unmet()  # never back where it began


@pytest.mark.parametrize(
    ("expect", "fragment"),
    [
        ({"ai_at": "corner"}, "ai_at must be"),
        ({"never_within": {"dragon": 2}}, "never_within must map"),
        ({"far_from": {"bat": "far"}}, "far_from must map"),
        ({"ai_near_item": {"shield": 1}}, "ai_near_item must map"),
        ({"status_matches": "(unclosed"}, "not a regular expression"),
        ({"status_has_distance_to": "exit"}, "status_has_distance_to names"),
        ({"picked_up_in_order": ["bow", "potion"]}, "picked_up_in_order must list"),
        ({"loop": 2}, "loop must be"),
    ],
)
def test_values_a_key_cannot_check_are_refused(expect, fragment):
    with pytest.raises(BenchmarkError, match=re.escape(fragment)):
        parse_order(1, {"text": "x", "ticks": 5, "expect": expect})


def test_an_unknown_category_is_refused_and_a_known_one_kept():
    with pytest.raises(BenchmarkError, match="unknown category 'easy'"):
        parse_order(1, {"text": "x", "category": "easy", "expect": {"done": True}})
    spec = parse_order(1, {"text": "x", "category": "novel", "expect": {"done": True}})
    assert spec.category == "novel"


# -- the companion's duties: distance kept, between held, guarding, patrolling, handing over ---


def _fed(expect: dict, positions: list[tuple[int, int]], player: list[tuple[int, int]] | None
         = None, world=None) -> Checker:
    """A checker fed one world per tick, the companion (and the player) at these tiles."""
    w = world or load_map("default")
    c = Checker(OrderSpec(1, "x", ticks=len(positions), expect=expect), w.to_wire())
    for i, pos in enumerate(positions):
        w.companion.position = pos
        if player:
            w.player.position = player[min(i, len(player) - 1)]
        c.feed(w.to_wire(), "running")
    return c


def test_distance_kept_is_held_from_tick_ten_with_a_tile_of_slack():
    w = load_map("default")
    px, py = w.player.position
    keep = {"distance_kept": ["player", 3, 5]}
    settled = [(px, py + 1)] * 9 + [(px, py + 4)] * 5  # close at first, then 4 tiles away
    assert _fed(keep, settled).unmet() == []
    slack = [(px, py + 4)] * 10 + [(px, py + 2)]  # 2 tiles: within the slack of "at least 3"
    assert _fed(keep, slack).unmet() == []
    too_close = [(px, py + 4)] * 10 + [(px, py + 1)]
    (why,) = _fed(keep, too_close).unmet()
    assert "was 1 tiles from the player, not 3 to 5" in why
    assert Checker(OrderSpec(1, "x", expect=keep), w.to_wire()).needs_whole_budget


def test_between_wants_the_companion_on_a_short_way_from_the_player_to_the_monster():
    w = load_map("default")
    w.player.position = (5, 5)
    gorgon = w.by_kind("gorgon")[0]
    gorgon.position = (5, 12)
    held = [(5, 7)] * 12  # on the straight way between them
    assert _fed({"between": "gorgon"}, held, world=w).unmet() == []
    w2 = load_map("default")
    w2.player.position = (5, 5)
    w2.by_kind("gorgon")[0].position = (5, 12)
    behind = [(5, 7)] * 10 + [(5, 2)] * 2  # behind the player: 3 tiles the wrong way
    (why,) = _fed({"between": "gorgon"}, behind, world=w2).unmet()
    assert "was not between the player" in why


def test_between_counts_the_way_along_the_walk_in_a_maze_too():
    # The player at [2, 2]: the top right bat [2, 23] is the nearest in a straight count (21)
    # but 37 steps off along the walk. [6, 4] lies on the walk to it (8 out of the way in a
    # straight count: not between, as this check counted before); [14, 2] is off every way to
    # any bat (4 out of the way along the walk to the nearest).
    w = load_map("default")
    w.player.position = (2, 2)
    on_the_walk = [(6, 4)] * 12
    assert _fed({"between": "bat"}, on_the_walk, world=w).unmet() == []
    w2 = load_map("default")
    w2.player.position = (2, 2)
    (why,) = _fed({"between": "bat"}, [(6, 4)] * 10 + [(14, 2)] * 2, world=w2).unmet()
    assert "was not between the player at [2, 2] and the bat at [2, 23]" in why


def test_guards_keeps_within_tiles_of_the_thing_or_where_it_lay():
    w = load_map("default")
    bow = next(i for i in w.ground if i.name == "bow").position
    near = [(bow[0], bow[1] - 1)] * 12
    assert _fed({"guards": ["bow", 2]}, near).unmet() == []
    strayed = near[:10] + [(bow[0], bow[1] - 6)]
    (why,) = _fed({"guards": ["bow", 2]}, strayed).unmet()
    assert "strayed more than 2 tiles from the bow" in why
    assert _fed({"guards": [[3, 3], 1]}, [(3, 4)] * 11).unmet() == []


def test_patrols_wants_there_back_and_there_again():
    posts = [[2, 2], [2, 8]]
    once = [(2, 2), (2, 5), (2, 8)]
    (why,) = _fed({"patrols": posts}, once).unmet()
    assert "reached the patrol's posts 2 times" in why
    # Lingering at a post counts once; there, back and there again is a patrol.
    assert _fed({"patrols": posts}, [(2, 2), (2, 3), (2, 8), (2, 8), (2, 2)]).unmet() == []


def test_hands_over_wants_the_companion_empty_handed():
    w = load_map("default")
    from tests.sandbox.helpers import carry
    carry(w, w.companion, "arrow")
    (why,) = _fed({"hands_over": True}, [w.companion.position], world=w).unmet()
    assert "still carries ['arrow']" in why
    assert _fed({"hands_over": True}, [(2, 2)]).unmet() == []


@pytest.mark.parametrize(("expect", "fragment"), [
    ({"distance_kept": ["player", 0, 0]}, "distance_kept must be"),
    ({"distance_kept": ["dragon", 3, 0]}, "distance_kept must be"),
    ({"distance_kept": ["player", 5, 3]}, "distance_kept must be"),
    ({"between": "sword"}, "between names a monster kind"),
    ({"guards": ["player"]}, "guards must be"),
    ({"patrols": [[1, 2]]}, "patrols must be two tiles"),
    ({"hands_over": 1}, "hands_over must be true"),
    ({"refused": False}, "refused must be true"),
    ({"refused": True, "stays": True}, "a refused order checks only its sentence"),
])
def test_duty_and_refusal_keys_with_values_they_cannot_check_are_refused(expect, fragment):
    with pytest.raises(BenchmarkError, match=re.escape(fragment)):
        parse_order(1, {"text": "x", "ticks": 5, "expect": expect})


def test_a_refused_order_must_end_refused_with_the_companion_still():
    w = load_map("default")
    spec = OrderSpec(1, "eat the arrow", ticks=2, expect={"refused": True})
    c = Checker(spec, w.to_wire())
    c.feed(w.to_wire(), "refused")
    c.feed(w.to_wire(), "refused")
    assert c.unmet() == [] and c.needs_whole_budget
    ran = Checker(spec, w.to_wire())
    w.companion.position = (w.companion.position[0] + 1, w.companion.position[1])
    ran.feed(w.to_wire(), "running")
    assert ran.unmet() == ["the order was not refused (it was running)", "the companion moved"]
