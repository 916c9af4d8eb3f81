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
