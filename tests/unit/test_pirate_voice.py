"""The seventeenth fresh set's pirate voice (bench/fresh_orders_17.toml; agent/reading/pirate.py,
words in agent/reading/lexicon_pirate.py): sea idioms for the game's moves, the voice's spelling
and its address said as the reader's words. Each row an order and its reading in the gist notation
of tests/unit/gist.py; siblings the set does not hold, and near-misses that stay as they were."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

IDIOMS = [
    ("weigh anchor for the top right corner, ye scallywag", "go_to top right"),
    ("set sail for the sword, arr", "go_to sword"),
    ("sail over to the bow, matey", "go_to bow"),
    ("stick to me like a barnacle, ye dog", "follow"),
    ("drop anchor here, matey", "stay"),
    ("drop anchor right there an' don't ye budge", "stay"),
    ("hoist the bow, ye scallywag", "fetch bow"),
    ("hoist the sword an' run the gorgon through, arr!", "fetch sword; attack gorgon"),
    ("run the bat through, matey", "attack bat"),
    ("swab the deck o' that bat in the top right corner", "attack nearest-from-top right bat"),
    ("take 3 paces to port, arr", "walk left 3"),
    ("take 4 paces to starboard, matey", "walk right 4"),
    ("explore the isle, ye dog, an' chart as much of it as ye can", "explore"),
    ("stand guard o'er the sword, ye bilge rat, an' don't let nothin' near it", "guard sword"),
    ("stand 'tween me an' the bat like a true first mate", "protect bat"),
    (
        "patrol betwixt the sword an' me, back an' forth like a watchman on deck",
        "patrol sword to player",
    ),
    ("keep yer distance from that bat, she be cursed", "keep_away bat"),
    ("wait 2 turns, then go fetch the bow, savvy?", "repeat 0x 2t: ; fetch bow"),
]
# No pirate word, or a pirate's words that name nothing of the game: as before, or refused.
NEAR_MISSES = [
    ("be careful of the bat", 'unknown[no such action] "be careful of the bat"'),
    ("let the bow be", 'unknown[no such action] "let the bow be"'),
    ("get teh arow", "fetch arrow"),
    ("kil the bat", "attack bat"),
    ("how many o' them scurvy bats be left?", "ask count bat"),
    ("bring me the nearest arrow, ye lazy swab", "bring arrow"),
]
REFUSED = [
    "hoist the sails an' set course fer Tortuga, matey",
    "fetch me a bottle o' rum from the hold, ye scallywag",
    "make yer captain walk the plank, arr!",
    "fill that gorgon full o' arrows with yer bow, matey",
    "run the sword through, matey",
]


@pytest.mark.parametrize(("order", "gist"), IDIOMS + NEAR_MISSES)
def test_pirate_voice(order: str, gist: str) -> None:
    assert reading(order) == gist


@pytest.mark.parametrize("order", REFUSED)
def test_pirate_nonsense_stays_refused(order: str) -> None:
    assert "unknown[" in reading(order)
