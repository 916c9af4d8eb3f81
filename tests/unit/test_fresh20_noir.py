"""Families found in the twentieth fresh set's noir detective (bench/fresh_orders_20.toml, orders
34-65), general: "them" after a wish or a remark that counted its kind is that many ("I want two
arrows. Go get them.": pronouns._counted_before, counted_named), going to find the item wished
for is fetching it ("I want the bow. Go find it.": tidy._past_wishes), what to do once a
condition waited for holds said after it ("Sit tight until I move. When I do, come to me.":
afterthoughts.attached), "which one's" asked of two said apart (which_said_apart). Each row an
order and its reading in the gist notation of tests/unit/gist.py; near-misses stay refused or
read otherwise."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

# The families, said plainly.
FAMILIES = [
    ('I want two arrows. Go get them.', 'fetch 2 arrow'),
    ('I need 2 arrows. Bring them to me.', 'bring 2 arrow'),
    ('Two arrows. Get them.', 'fetch 2 arrow'),
    ('There are two arrows over there. Get them.', 'fetch 2 arrow'),
    ("I'd like three arrows. Get them for me.", 'bring 3 arrow'),
    ('I want the bow. Go find it.', 'fetch bow'),
    ('I want the bow. Go to it.', 'go_to bow'),
    ('I want the sword. Go find the bow.', 'go_to bow'),
    ("I want two arrows, go get them", "fetch 2 arrow"),
    ("I need three arrows, bring them to me", "bring 3 arrow"),
    ("there are two arrows lying around, grab them", "fetch 2 arrow"),
    # picked by where they lie: the pick kept, as before
    ("There are two arrows by the sword. Grab them.", "fetch 2 nearest-from-sword arrow"),
    ('Stay here until I move. When I do, come to me.', 'stay once moved(player): come_back'),
    (
        'Wait here till the bat is gone. When it is, get the bow.',
        'stay once count(bat) == 0: fetch bow',
    ),
    ('Stay here until I move. Once I do, get the sword.', 'stay once moved(player): fetch sword'),
    (
        "The bow or the sword. Which one's closer to you?",
        'ask which bow,sword of companion nearest',
    ),
    (
        "the sword or an arrow. which one's farther from me?",
        'ask which sword,arrow of player farthest',
    ),
]


@pytest.mark.parametrize(("order", "meaning"), FAMILIES)
def test_reading(order, meaning):
    assert reading(order) == meaning
