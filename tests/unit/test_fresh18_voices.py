"""Two voices of the eighteenth fresh set (bench/fresh_orders_18.toml): a Gen-Z player's
internet slang and a cowboy's Western drawl. Their fillers, urging and spellings are rows "genz"
and "cowboy" of voices.VOICES, their words data in agent/reading/lexicon_drawl.py; their verbs
for the game's moves are lexicon_idioms' classes ("clap", "yeet", "whup" a monster; "vibe",
"hold your horses"), "bring down" a question's fight (lexicon_parts), "don't move a single tile"
a stay (lexicon_duties.STAY_VERBS), "like a security guard" a patrol's likeness. Each row an order
and its reading in the gist notation of tests/unit/gist.py; near-misses stay refused or read
otherwise."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

# Gen-Z fillers and tags ("no cap", "lowkey", "ngl", "fr", "tbh"), anywhere: no part
# of the order; "ok slay" before an order is praise, no fight.
GENZ = [
    ("no cap go get the sword, its lowkey far but trust", "fetch sword"),
    ("no cap grab the bow", "fetch bow"),
    ("lowkey go fetch the arrow", "fetch arrow"),
    ("highkey just follow me", "follow"),
    ("ngl go explore the map", "explore"),
    ("tbh go get the sword", "fetch sword"),
    (
        "which ones closer to u, the bow or the sword? no cap",
        "ask which bow,sword of companion nearest",
    ),
    ("how many bats are left? no cap", "ask count bat"),
    ("ok slay now go get the bow", "fetch bow"),
    ("okay slay, now follow me", "follow"),
    # slang fights, a monster only
    ("u got the sword on u so go clap the gorgon, its so over for him", "attack gorgon"),
    ("go clap that bat", "attack bat"),
    ("no cap that bat down there is cooked, u got the bow n an arrow so yeet it", "attack bat"),
    ("yeet the bat in the top right", "attack nearest-from-top right bat"),
    # staying, said as vibing
    ("lowkey just vibe here til i move, then come find me", "stay once moved(player): come_back"),
    ("vibe here", "stay"),
    ("just vibe right there fr", "stay"),
    # not a tile moved, and a patrol like a security guard
    ("stay right here, dont move a single tile no matter what ok", "stay"),
    ("don't move one tile", "stay"),
    ("walk back n forth between me and the bow like a lil security guard", "patrol player to bow"),
    ("patrol between me and the sword like a security guard", "patrol player to sword"),
    # near-misses: a fight said of an item or of the player, or slay said as a fight
    ("yeet the bow", 'unknown[does not fit] "yeet the bow"'),
    ("clap your hands", 'unknown[not understood] "clap your hands"'),
    ("slay the gorgon", "attack gorgon"),
    ("ok slay the gorgon", "attack gorgon"),
    (
        # the laugh closing it is a tag, left out of what is said back
        "lowkey hit me with the sword, i wanna see what happens lol",
        'unknown[does not fit] "hit me with the sword, i want to see what happens"',
    ),
    (
        "yo order me a pizza irl im starving no cap",
        'unknown[no such action] "order me a pizza irl I\'m starving"',
    ),
    ("get teh arow", "fetch arrow"),
    ("cap the bow", 'unknown[no such action] "cap the bow"'),
    # "bestie" is left as typed: said mid-order it ends what is read ("dont ghost me" unread)
    ("follow me around bestie dont ghost me", "follow"),
    ("go explore the map bestie, touch some grass", "explore"),
    ("ok slay all the bats", "attack every bat"),
]

# A cowboy's drawl: "rustle up" (fetch), "them X" (those X), "'em", "git" (get), "git along now"
# (urging), "saddle up with X and" (take X, then), "whup" (fight), "that there X", "hold your
# horses" (stay), "ride back and forth" (a patrol), "ride (on) back" (come back), "still
# breathin'" (alive), "what's it take to bring down" (what defeats).
COWBOY = [
    ("Rustle up that bow for me, would ya", "bring bow"),
    ("rustle up the sword", "fetch sword"),
    ("Round up them arrows, all three of 'em", "fetch every arrow"),
    ("pick up them arrows", "fetch every arrow"),
    ("Git along now, keep clear o' them bats", "keep_away bat"),
    ("keep clear of them bats, git along", "keep_away bat"),
    ("Go git the bow, then ride on back here to me", "fetch bow; come_back"),
    ("git the sword", "fetch sword"),
    ("ride back to me", "come_back"),
    ("Saddle up with that sword and go whup the gorgon", "fetch sword; attack gorgon"),
    ("saddle up with the bow and whup that bat", "fetch bow; attack bat"),
    ("go whup them bats", "attack every bat"),
    (
        "Fetch me that there arrow over by the left wall and hand it here",
        "bring nearest-from-left side arrow",
    ),
    ("grab this here bow", "fetch bow"),
    ("Hold your horses right there till I say otherwise", "stay"),
    ("hold your horses", "stay"),
    (
        "Ride back and forth 'tween here and that arrow by the left wall",
        "patrol nearest-from-left side arrow",
    ),
    ("ride back and forth between me and the bow", "patrol player to bow"),
    ("What's it take to bring down one o' them bats?", "ask weakness bat"),
    ("how do i bring down the gorgon?", "ask weakness gorgon"),
    (
        "If that gorgon's still breathin', you stay put right here. Else go fetch the sword",
        "if count(gorgon) > 0: stay | fetch sword",
    ),
    ("if the gorgon is still breathing, stay here", "if count(gorgon) > 0: stay | "),
    # near-misses: a horse, beans, the player, a sword on a bat
    (
        "Saddle up a horse and ride me on outta this here dungeon",
        'unknown[no such action] "Saddle up a horse and ride me on out of this dungeon"',
    ),
    (
        "Rustle me up some beans and coffee from the chuckwagon",
        'unknown[no such action] "Rustle me up some beans and coffee from the chuckwagon"',
    ),
    (
        "Whup that bat in the top right with the sword, partner",
        'unknown[cannot be done] "Whup that bat in the top right with the sword"',
    ),
    ("bring down the sword", "bring sword"),
    ("Ride along with me, pardner, stick close", "follow"),
    ("say good noght", "say 'good noght'"),
    ("give them the bow", 'unknown[ambiguous] "give them the bow"'),
]


@pytest.mark.parametrize(("order", "meaning"), GENZ + COWBOY)
def test_reading(order, meaning):
    assert reading(order) == meaning
