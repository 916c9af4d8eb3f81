"""What a clause said before another fixes in it, never dropped nor taken for something else:
"them" after a remark that counted its kind and said where they lie is that many, lying there
("there are two arrows by the sword, grab them": the two nearest the sword, never the sword;
pronouns._counted_before, counted_named; by what the game lacks, said back); "them" after an
order that fetched a count is the ones fetched ("Get two arrows. Then bring them to me.": the
two, not every arrow); a goal wished for, then "go find it", is one errand ("I want the gorgon
dead. Go find it.": the fight, which goes there; wishes.goal_before, tidy._past_wishes). Each
row an order and its reading in the gist notation of tests/unit/gist.py."""

from __future__ import annotations

import pytest

from agent.reading import meaning as m, read
from tests.unit.readings import reading

# A count and a place said before "them" in another clause.
COUNTED_THERE = [
    ("there are two arrows by the sword, grab them", "fetch 2 nearest-from-sword arrow"),
    ("There are two arrows by the sword. Grab them.", "fetch 2 nearest-from-sword arrow"),
    ("there are two bats by the gorgon, kill them", "attack 2 nearest-from-gorgon bat"),
    ("There are two bats near the gorgon. Kill them.", "attack 2 nearest-from-gorgon bat"),
    ("there are three arrows near the bow, bring them to me", "bring 3 nearest-from-bow arrow"),
    ("There are 2 arrows next to me. Get them.", "fetch 2 nearest-from-player arrow"),
    ("I want two arrows by the sword. Go get them.", "fetch 2 nearest-from-sword arrow"),
    ("there are two arrows by me, grab them", "fetch 2 nearest-from-player arrow"),
    ("there are three arrows next to you, get them", "fetch 3 nearest-from-companion arrow"),
    # no count said: every one, nearest the place first (as across sentences), never the place
    ("there are arrows by the sword, grab them", "fetch every nearest-from-sword arrow"),
    ("there are bats near the gorgon, kill them", "attack every nearest-from-gorgon bat"),
    ("there is an arrow by the sword, grab it", "fetch nearest-from-sword arrow"),
    # no place said: that many, as before
    ("I want two arrows, go get them", "fetch 2 arrow"),
    ("There are two arrows over there. Get them.", "fetch 2 arrow"),
]

# "them" after an order that fetched a count: the ones fetched.
FETCHED_THEM = [
    ("Get two arrows. Then bring them to me.", "fetch 2 arrow; bring 2 arrow"),
    ("Get two arrows. Bring them back to me.", "fetch 2 arrow; bring 2 arrow"),
    ("Pick up three arrows. Give them to me.", "fetch 3 arrow; bring 3 arrow"),
    ("Grab 2 arrows. Now hand them over.", "fetch 2 arrow; bring 2 arrow"),
    ("get two arrows, then bring them to me", "fetch 2 arrow; bring 2 arrow"),
    # every one fetched: every one brought, as before
    ("Get the arrows. Then bring them to me.", "fetch every arrow; bring every arrow"),
]

# A goal stated, then ordered found: one errand.
GOAL_THEN_FOUND = [
    ("I want the gorgon dead. Go find it.", "attack gorgon"),
    ("I want the gorgon dead, go find it", "attack gorgon"),
    ("I want the gorgon killed. Go find it.", "attack gorgon"),
    ("I need the gorgon gone. Go hunt it down.", "attack gorgon"),
    ("I want the bat dead. Go look for it.", "attack bat"),
    ("I want the gorgon dead, go get it", "attack gorgon"),
    ("I want the bats dead. Go find them.", "attack every bat"),
    ("I want the bow, go find it", "fetch bow"),
    ("I want the bow. Go find it.", "fetch bow"),
    # another errand, or going there said plainly: as before
    ("I want the bow, go to it", "go_to bow"),
    ("Kill the bat. Then go find the gorgon.", "attack bat; go_to gorgon"),
    ("I need the sword, bring it here", "bring sword"),
]


# A count said lying by what the game has none of: said back, never any that many.
REFUSED = [
    "there are two arrows by the door, grab them",
    "there are 3 bats near the moon, kill them",
]


@pytest.mark.parametrize("order", REFUSED)
def test_refused_in_words(order: str) -> None:
    steps = read(order).steps
    assert any(isinstance(s, m.Unknown) for s in steps), reading(order)


@pytest.mark.parametrize(("order", "meaning"), COUNTED_THERE + FETCHED_THEM + GOAL_THEN_FOUND)
def test_reading(order: str, meaning: str) -> None:
    assert reading(order) == meaning
