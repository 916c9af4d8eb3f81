"""The public benchmark stays honest: it measures orders in the player's own words, not lookup.

No order is one of the shipped library entries' examples or a case of the paraphrase set (both
of which the matcher is tuned on), every order says what it measures, and the categories are
big enough for a rate to mean something.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from agent.benchmark import BRANCH_KEYS, CATEGORIES, load_orders
from agent.library.evaluate import load_paraphrases
from agent.library.match import normalize
from agent.library.shipped import load_shipped
from game.maps import load_map
from game.pathfinding import find_path

PUBLIC = Path(__file__).resolve().parents[2] / "bench" / "orders.toml"
ORDERS = load_orders(PUBLIC)
# The ways issue 9 says a player joins steps; each must be measured by some compound order.
JOINERS = {
    "then": r"\bthen\b", "and then": r"\band then\b", "after that": r"\bafter that\b",
    "afterwards": r"\bafterwards\b", "next": r"\bnext\b", "once that's done": r"once that's done",
    "commas": r",", "separate sentences": r"\w\. \w", "first ... then": r"\bfirst\b.*\bthen\b",
    "X and Y": r"\bthe \w+ and an? \w+$", "X, but Y first": r", but .* first$",
}

# The ways issue 20 says a player writes logic; each must be measured by some logic order.
LOGIC_WORDINGS = {
    "if ... otherwise": r"\bif\b.*\botherwise\b", "if ... else": r"\bif\b.*\belse\b",
    "unless": r"\bunless\b", "if not": r"\bif not\b", "X if Y": r"^\w[^,]* if ",
    "two sentences": r"^if\b[^.]*\. \w", "closer or nearer": r"\b(closer|nearer)\b",
    "whichever": r"\bwhichever\b", "farthest": r"\bfarthest\b", "nearest": r"\bnearest\b",
    "more X than Y": r"\bmore \w+ than\b", "plus": r"\bplus\b", "minus": r"\bminus\b",
    "times a number": r"\btimes \d", "difference": r"\bdifference\b", "half": r"\bhalf\b",
    "total": r"\b(total|altogether|together|add up)\b", "twice": r"\btwice\b",
    "N times": r"\b(two|three|\d+) times\b", "for N turns": r"\bfor (the next )?\d+ turns\b",
    "wait N turns": r"\bwait \d+ turns\b", "as soon as": r"\bas soon as\b",
    "until": r"\buntil\b", "whenever": r"\bwhenever\b", "within N tiles": r"within \d+ tiles",
}

# What players type that the game cannot do; each kind must be measured by some refusal order.
REFUSAL_KINDS = {
    "an action outside the game": r"\b(eat|drink|throw|fire|snap|jump|climb|swim|fly|nap|dance"
                                  r"|pet|tame|talk|cast|craft|put the \w+ down|light|sharpen"
                                  r"|push)\b",
    "a relation the game cannot do": r"\b(behind|under|through the wall)\b",
    "a thing the world does not have": r"\b(dragon|potion|chest|door|key|kitchen|shop|gold"
                                       r"|shield|goblin)\b",
    "a request outside the game's world": r"\b(files|computer|system prompt|instructions"
                                          r"|passwd|os\.execute|download|email)\b",
    "bad input: noise": r"^(?=.{400,})[^ ]+( [^ ]+){30,}$",
    "bad input: invisible characters": r"^[\u200b-\u200f\u2060-\u2064\ufeff]+$",
    "bad input: another language": r"\b(por favor|s'il te pla[iî]t)\b|[\u4e00-\u9fff]",
    "bad input: shell or Lua code": r"&&|\bdo\b.*\bend$",
    "bad input: punctuation alone": r"^\W+$",
}

# What players ask companions for (issue 22): each duty is measured by its key, and waiting
# until something happens by the orders that wait.
COMPANION_DUTIES = {"guard": "guards", "protect": "between", "keep a distance": "distance_kept",
                    "patrol": "patrols", "hand over": "hands_over"}
WAITING = {"N turns": r"\b\d+ turns\b", "an event": r"\b(until|till)\b"}
WAIT_WORDS = r"\b(wait|until|till|hold still|don't move)\b"
# What checks a waiting order's behaviour besides a duty: not moving before it may, and what
# it carries on with.
WAIT_KEYS = {"still_until", "follows", "near_player", "ai_has"}
MONSTER_NEAR = 5  # tiles (rows plus columns) from a monster's start that make it matter


def test_no_order_is_a_library_example():
    examples = {normalize(x): e.id for e in load_shipped() for x in e.examples}
    leaked = {o.text: examples[normalize(o.text)] for o in ORDERS if normalize(o.text) in examples}
    assert leaked == {}, "benchmark orders that are examples of these entries"


def test_no_order_is_a_paraphrase_case():
    cases, unrelated = load_paraphrases()
    taken = {normalize(c.order) for c in cases} | {normalize(u) for u in unrelated}
    assert [o.text for o in ORDERS if normalize(o.text) in taken] == []


def test_orders_are_distinct():
    counts = Counter(normalize(o.text) for o in ORDERS)
    assert [text for text, n in counts.items() if n > 1] == []


def test_every_order_has_a_known_category_and_a_budget():
    # load_orders already refused unknown keys and malformed expectations.
    assert [o.text for o in ORDERS if o.category not in CATEGORIES] == []
    assert all(o.ticks >= 1 and o.expect for o in ORDERS)


def test_the_benchmark_is_large_enough_in_every_category():
    counts = Counter(o.category for o in ORDERS)
    assert len(ORDERS) >= 60
    for category in CATEGORIES:
        assert counts[category] >= (3 if category == "novel" else 5), category
    # Issue 20: at least 40 orders with logic, so that a rate of 90 % means something.
    assert counts["logic"] >= 40
    # At least 30 orders the game cannot do, so that a refusal rate means something.
    assert counts["refusal"] >= 30
    # At least 30 orders of what players ask companions for (issue 22).
    assert counts["companion"] >= 30


@pytest.mark.parametrize("wording", sorted(LOGIC_WORDINGS))
def test_every_logic_wording_is_measured(wording):
    logic = [o.text.lower() for o in ORDERS if o.category == "logic"]
    assert any(re.search(LOGIC_WORDINGS[wording], text) for text in logic), wording


def test_conditions_check_the_branch_they_rule_out():
    # An order with a condition that only a budget guards lets an agent that does every branch
    # pass whenever the wrong branch is quick; at least half of them (one of a pair) must catch it.
    conditional = [o for o in ORDERS if o.category == "logic"
                   and re.search(r"\b(if|unless)\b", o.text.lower())]
    caught = [o for o in conditional if set(o.expect) & {*BRANCH_KEYS, "stays"}]
    assert len(caught) * 2 >= len(conditional)


def test_every_refusal_expects_a_refusal_in_words():
    refusal = [o for o in ORDERS if o.category == "refusal"]
    assert [o.text for o in refusal if o.expect.get("refused") is not True] == []
    assert [o.text for o in refusal
            if not {"status_has", "status_matches"} & set(o.expect)] == []
    # Nothing runs for a refused order, so a long budget would only slow the eval down.
    assert [o.text for o in refusal if o.ticks > 10] == []


@pytest.mark.parametrize("kind", sorted(REFUSAL_KINDS))
def test_every_kind_of_refusal_is_measured(kind):
    refusal = [o.text for o in ORDERS if o.category == "refusal"]
    assert any(re.search(REFUSAL_KINDS[kind], text, re.IGNORECASE) for text in refusal), kind


def test_some_refusals_are_of_a_thing_this_start_lacks():
    # The start keys take an item off the ground: an errand on it is refused, the item is not
    # made anew for it.
    lacking = [o for o in ORDERS if o.category == "refusal" and any(
        name in o.text.lower() for name in o.start.get("player_items", ()))]
    assert len(lacking) >= 3


@pytest.mark.parametrize("duty", sorted(COMPANION_DUTIES))
def test_every_companion_duty_is_measured(duty):
    key = COMPANION_DUTIES[duty]
    measured = [o.text for o in ORDERS if o.category == "companion" and key in o.expect]
    assert len(measured) >= 3, duty


@pytest.mark.parametrize("event", sorted(WAITING))
def test_waiting_until_something_happens_is_measured(event):
    waits = [o for o in ORDERS if o.category == "companion"
             and re.search(WAITING[event], o.text.lower())]
    assert waits, event
    # Something must tell waiting from not waiting: it does not move before it may.
    assert any("still_until" in o.expect for o in waits), event


def test_every_companion_order_checks_its_duty_or_its_wait():
    duty_keys = set(COMPANION_DUTIES.values())
    unchecked = [o.text for o in ORDERS if o.category == "companion"
                 and not set(o.expect) & duty_keys
                 and not (re.search(WAIT_WORDS, o.text.lower()) and set(o.expect) & WAIT_KEYS)]
    assert unchecked == []


def test_companion_duties_about_the_player_are_tested_with_the_player_walking():
    # Guarding, shielding or keeping a distance from a player who stands still tests little.
    about_player = [o for o in ORDERS if o.category == "companion" and (
        "between" in o.expect or o.expect.get("guards", [None])[0] == "player"
        or o.expect.get("distance_kept", [None])[0] == "player")]
    assert about_player and all(o.player.strip(".") for o in about_player), [
        o.text for o in about_player if not o.player.strip(".")]


@pytest.mark.parametrize("key", ["guards", "between"])
def test_monsters_matter_to_some_guarding_and_protecting(key):
    # The companion starts, or the player walks to, within a few tiles of a monster.
    def near_a_monster(o) -> bool:
        world = load_map(o.scenario, seed=o.seed)
        spots = [o.ai_start or world.companion.position, _walked(world.player.position, o.player)]
        return any(abs(r - m.position[0]) + abs(c - m.position[1]) <= MONSTER_NEAR
                   for r, c in spots for m in world.monsters())
    assert len([o for o in ORDERS if o.category == "companion" and key in o.expect
                and near_a_monster(o)]) >= 2, key


def _walk(start: tuple[int, int], moves: str) -> list[tuple[int, int]]:
    """The tiles the player's moves go through, walls aside."""
    steps = {"w": (-1, 0), "s": (1, 0), "a": (0, -1), "d": (0, 1), ".": (0, 0)}
    tiles = [start]
    for move in moves:
        tiles.append((tiles[-1][0] + steps[move][0], tiles[-1][1] + steps[move][1]))
    return tiles


def _walked(start: tuple[int, int], moves: str) -> tuple[int, int]:
    return _walk(start, moves)[-1]


def test_the_player_walks_of_companion_orders_stay_on_the_floor():
    # A move into a wall is refused, and the order would test a walk it does not describe.
    for o in ORDERS:
        if o.category == "companion":
            world = load_map(o.scenario, seed=o.seed)
            walls = [t for t in _walk(world.player.position, o.player) if not world.is_floor(t)]
            assert walls == [], o.text


def test_companion_duties_play_thirty_to_sixty_ticks():
    held = {"guards", "between", "distance_kept"}
    assert [o.text for o in ORDERS if o.category == "companion" and set(o.expect) & held
            and not 30 <= o.ticks <= 60] == []


def test_hand_overs_say_what_the_player_gets():
    handing = [o for o in ORDERS if o.expect.get("hands_over")]
    assert [o.text for o in handing if sorted(o.expect.get("player_has", []))
            != sorted(o.start.get("ai_items", []))] == []


@pytest.mark.parametrize("joiner", sorted(JOINERS))
def test_every_joiner_is_measured(joiner):
    compound = [o.text.lower() for o in ORDERS if o.category in ("compound2", "compound3")]
    assert any(re.search(JOINERS[joiner], text) for text in compound), joiner


def test_places_in_orders_are_floor_within_reach_of_the_budget():
    for o in ORDERS:
        world = load_map(o.scenario, seed=o.seed)
        start = world.companion.position
        if o.ai_start is not None:
            start = (o.ai_start[0], o.ai_start[1])
            assert world.is_floor(start), (o.text, start)
        at = o.expect.get("ai_at")
        if isinstance(at, list):
            goal = (at[0], at[1])
            assert world.is_floor(goal), (o.text, goal)
            assert len(find_path(world.is_floor, start, goal)) <= o.ticks, o.text
        guarded = o.expect.get("guards", [None])[0]
        posts = o.expect.get("patrols", []) + ([guarded] if isinstance(guarded, list) else [])
        for post in posts:
            goal = (post[0], post[1])
            assert world.is_floor(goal), (o.text, goal)
            assert len(find_path(world.is_floor, start, goal)) <= o.ticks, o.text


def test_the_restated_orders_are_unread_by_the_reader():
    """The category `restated`: orders players type that the reader alone refuses as not
    understood, the game can do or must refuse, each family measured (issue 37: at least 60
    doable and 20 to refuse)."""
    from agent.reading import read

    orders = [o for o in ORDERS if o.category == "restated"]
    refused = [o for o in orders if o.expect.get("refused")]
    assert len(orders) - len(refused) >= 60 and len(refused) >= 20
    read_whole = [o.text for o in orders if read(o.text).understood or read(o.text).talk]
    assert not read_whole, read_whole
