"""The seventeenth fresh set's families still refused in fallback mode (bench/fresh_orders_17.toml:
a parent to a small child, a drill sergeant in capitals, a player of odd units and vague
amounts), each with its siblings and near-misses. Each row an order and its reading in the gist
notation of tests/unit/gist.py:

- what the companion is told it carries, a sentence before the order, left out where it names
  the weapon of every monster the order fights and nothing else (agent/reading/small_talk.py,
  worries.carried_said): "YOU HAVE A BOW AND ONE ARROW. TAKE OUT THE BAT ...";
- a blow a monster needs, the fight ("the big scary gorgon needs a bonk with the sword",
  agent/reading/outcomes.py), "bonk" a fight verb (lexicon_idioms.ATTACK), and a fight on "him"
  after the weapon is taken, the monster named before, fought once (armed_then_it.py);
- exploring had ("let's have a little explore") and "go and see what's around"
  (lexicon_idioms.EXPLORE), and about so many tiles explored ("explore like 20 tiles or so",
  explored.py);
- standing in front of the player so a monster can't get them, standing between
  (reasons_given.py);
- "bring it all the way back here to me" (lexicon_parts.FOR_ME);
- "how many bats left if you shoot two of them?" (suppositions.py);
- how far its thing lies, or how far out a standing between may be, remarked after a comma
  ("grab the bow, its like a dozen squares away", "..., a few squares out in front of me is
  fine": hedged_amounts.aside_distance)."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

PREMISED = [
    (
        "YOU HAVE A BOW AND ONE ARROW. TAKE OUT THE BAT IN THE TOP RIGHT. GO GO GO",
        "attack nearest-from-top right bat",
    ),
    ("you have a bow. kill the bat", "attack bat"),
    ("you've got a bow and 2 arrows. shoot the bats", "attack every bat"),
    ("you have the sword. kill the gorgon", "attack gorgon"),
    ("You've got the sword! Go kill the gorgon", "attack gorgon"),
    # the wrong weapon: the fight refused with what the monster takes (weapon_taken.py)
    ("you have the bow. kill the gorgon", "unknown"),
    ("you have the sword. kill the bat", "unknown"),
    # near-misses: another errand, after the order, alone, asked: as before
    (
        "you have a bow and an arrow. kill the bat and the gorgon",
        "unknown; attack bat; attack gorgon",
    ),
    ("you have the bow. get the sword", "unknown; fetch sword"),
    ("kill the bat. you have a bow", "attack bat"),  # a premise after it too
    ("you have the bow? kill the bat", "unknown; attack bat"),
    ("you've got an arrow. shoot the bat", "unknown; attack bat"),
    ("you have a bow", "unknown"),
    ("if you have the bow, kill the bat", "if has(companion, bow): attack bat | "),
]

BLOWS = [
    (
        "honey the big scary gorgon needs a bonk with the sword. go get the sword first and then "
        "bonk him",
        "fetch sword; attack gorgon",
    ),
    ("the gorgon needs a bonk with the sword", "attack gorgon"),
    ("the gorgon needs a good whack", "attack gorgon"),
    ("the big bad bats need a whack", "attack every bat"),
    ("the bat in the top right needs a good whack", "attack nearest-from-top right bat"),
    ("the gorgon needs a bonk. get the sword and then whack him", "fetch sword; attack gorgon"),
    ("the bat needs a whack. grab the bow first and then shoot her", "fetch bow; attack bat"),
    ("the gorgon. get the sword and hit him", "fetch sword; attack gorgon"),
    ("bonk the gorgon", "attack gorgon"),
    ("get the sword and bonk the gorgon with it", "fetch sword; attack gorgon"),
    # near-misses: the wrong weapon, an item, the player, "him" with no monster before
    ("the gorgon needs a bonk with the bow", "unknown"),
    ("the bow needs a bonk", "unknown"),
    ("bonk me", "unknown"),
    ("get the sword and hit him", "fetch sword; unknown"),
    ("kill the bat. get the sword and hit him", "attack bat; fetch sword; unknown"),
    ("get teh arow", "fetch arrow"),
    ("get the swrod", "fetch sword"),
]

EXPLORING = [
    ("let's have a little explore, darling! go and see what's around", "explore"),
    ("have a little explore", "explore"),
    ("let's have an explore", "explore"),
    ("have a quick explore then come back", "explore; come_back"),
    ("go and see what's around", "explore"),
    ("go see what's out there", "explore"),
    ("go and see what is around, then come back to me", "explore; come_back"),
    ("explore like 20 tiles or so", "explore 20 tiles"),
    ("explore about 20 tiles", "explore 20 tiles"),
    ("explore 20 or so tiles", "explore 20 tiles"),
    ("explore roughly 30 squares", "explore 30 tiles"),
    ("explore 20 tiles, or so", "explore 20 tiles"),
    ("explore approximately 25 tiles of the dungeon", "explore 25 tiles"),
    ("explore about 20 tiles then come back", "explore 20 tiles; come_back"),
    ("explore at least 25 tiles", "explore 25 tiles"),
    ("explore 20 tiles", "explore 20 tiles"),  # so many exactly: explore(20) (explored.py)
    # near-misses: more than a dungeon holds, something else seen
    ("explore about 500 tiles", "explore; unknown"),
    ("go and see what's around the bow", "unknown"),
]

SHIELDED = [
    ("sweetie stand in front of mummy so the nasty gorgon can't get me", "protect gorgon"),
    ("stand in front of me so the gorgon can't get me", "protect gorgon"),
    ("get in front of me so the bats can't reach me", "protect bat"),
    ("stay in front of me so that the bat can't get to me", "protect bat"),
    ("stand in front of me so the gorgon won't hurt me", "protect gorgon"),
    ("don't let the gorgon get me", "protect gorgon"),
    # near-misses: an item, no monster, in front of me alone
    ("stand in front of me so the bow can't get me", "unknown"),
    ("stand in front of me so i can see", "stay; unknown"),
    ("stand in front of me", "stay; unknown"),
]

BROUGHT = [
    (
        "pumpkin can you fetch mummy the sword please? bring it all the way back here to me",
        "bring sword",
    ),
    ("bring the sword all the way back to me", "bring sword"),
    ("bring the sword all the way to me", "bring sword"),
    ("bring the sword the whole way back to me", "bring sword"),
    ("get the bow and bring it all the way back here to me", "fetch bow; bring bow"),
    ("fetch me an arrow. bring it all the way back to me", "bring arrow"),
    ("come all the way back to me", "come_back"),
    ("get the bow and come the whole way back to me", "fetch bow; come_back"),
    # near-miss: "it" with nothing named
    ("bring it all the way back to me", "unknown"),
]

SUPPOSED = [
    ("HOW MANY BATS LEFT IF YOU SHOOT TWO OF THEM? ANSWER!", "ask value (count(bat) - 2)"),
    ("how many bats remaining if you kill one?", "ask value (count(bat) - 1)"),
    ("how many monsters left if you kill the gorgon?", "ask value (count(monster) - 1)"),
    ("how many arrows left if you pick up one?", "ask value (count(arrow) - 1)"),
    ("how many bats still alive if you kill one of them?", "ask value (count(bat) - 1)"),
    # near-misses: a change not weighed, no change
    ("how many bats left if you were a dragon?", "ask count bat; unknown"),
    ("how many bats left", "ask count bat"),
]

ASIDES = [
    ("grab the bow, its like a dozen squares away", "fetch bow"),
    ("grab the bow, it's 12 squares away", "fetch bow"),
    ("kill the bat, it's about 10 tiles from here", "attack bat"),
    ("get the sword, it's only a few tiles away", "fetch sword"),
    ("go to the bow, it's about 8 tiles away", "go_to bow"),
    ("get between me and the gorgon, a few squares out in front of me is fine", "protect gorgon"),
    ("get between me and the gorgon, 2 tiles in front of me is fine", "protect gorgon"),
    ("stand between me and the bat, a couple of tiles ahead of me is ok", "protect bat"),
    # near-misses: a distance said of something else, or that is no remark
    ("grab the bow, it's 3 tiles left", "fetch bow; unknown"),
    ("grab the bow, it's 12 squares away from the sword", "fetch bow; unknown"),
    ("follow me, it's 3 tiles away", "follow; unknown"),
    ("get between me and the gorgon, 3 squares in front of me", "protect gorgon; unknown"),
]


def _gist(order: str) -> str:
    """The reading with a part not understood as "unknown" alone."""
    return "; ".join(
        "unknown" if step.startswith("unknown") else step for step in reading(order).split("; ")
    )


@pytest.mark.parametrize(
    ("order", "meaning"), PREMISED + BLOWS + EXPLORING + SHIELDED + BROUGHT + SUPPOSED + ASIDES
)
def test_reading(order, meaning):
    assert _gist(order) == meaning
