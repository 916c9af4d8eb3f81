"""Duties said in players' words: the standing between said twice ("shield me from the bats:
keep yourself between me and the nearest one"), a guard's reach said beside it ("Guard the bow.
Stay within two tiles of it."), a distance as a range or by its two ends ("keep like 3 or 4
tiles away", "not right on top of me, but not too far either"), keeping monsters off ("stand by
the bow and let nothing near it"), a patrol with a watch said beside it. Each family read whole
in several phrasings, and what still is not one duty refused in words."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

BETWEEN = [
    ("Shield me from the bats: keep yourself between me and the nearest one while I move.",
     "protect bat"),
    ("Shield me from the gorgon, good squire; place thyself betwixt the beast and me.",
     "protect gorgon"),
    ("protect me from the gorgon; stand between it and me", "protect gorgon"),
    ("guard me against the bats - get between me and them", "protect bat"),
    ("Shield me from the gorgon: put yourself between the two of us.", "protect gorgon"),
    ("Shield me from the gorgon. Stand between the monster and me.", "protect gorgon"),
    ("Shield me from the gorgon. Keep between us at all times.", "protect gorgon"),
    ("keep yourself between me and the bats at all times", "protect bat"),
]
REACH = [
    ("Guard the bow. Stay within two tiles of it.", "guard bow -..2"),
    ("Stand guard over me. Stay within two steps of me, so that you can help if something "
     "comes.", "guard player -..2"),
    ("guard the sword, stay within 2 tiles of it", "guard sword -..2"),
    ("Watch over the bow. Don't go more than 3 tiles from it.", "guard bow -..3"),
    ("stay within 3 tiles of the sword and guard it", "guard sword -..3"),
    ("stay within 2 tiles of me and watch over me", "guard player -..2"),
    ("stay close by the bow and guard it", "guard bow"),
    ("look after the sword for me and stay close to it", "guard sword"),
    ("Keep watch over the bow. Just stay close to it.", "guard bow"),
    ("Guard the bow. Stay near it.", "guard bow"),
    ("guard me. stay close to me", "guard player"),
    ("Guard the arrow at row 10, column 2: stay within 3 tiles of it and leave it on the "
     "ground.", "keep_off on-from-10,2 arrow; guard on-from-10,2 arrow -..3"),
    ("guard the bow: stay within 3 tiles of it", "guard bow -..3"),
    ("guard me, staying within 2 tiles", "guard player -..2"),
    ("guard the bow. guard it within 3 tiles", "guard bow -..3"),
    ("Be my bodyguard. Stay within 2 tiles.", "guard player -..2"),
    ("cover me, stay within 3 tiles", "guard player -..3"),
    ("Somebody ought to look after the bow while I'm busy, and I trust you more than anyone, so "
     "would you please stay close by it and guard it for me?", "guard bow"),
]
RANGE = [
    ("dont stand rite next to me keep like 3 or 4 tiles away", "keep_distance player 3..4"),
    ("do not hover right on top of me but stay within 4 tiles", "keep_distance player 2..4"),
    ("don't get too close to me, stay 2 to 3 tiles away", "keep_distance player 2..3"),
    ("Maintain a distance of 2 to 4 tiles from the bow", "keep_distance bow 2..4"),
    ("hold a safe distance of 3 to 5 tiles from the gorgon", "keep_distance gorgon 3..5"),
    ("keep a distance of 3 from me", "keep_distance player 3..3"),
    ("stay within 2 tiles", "keep_distance player -..2"),
    ("stay at least 2 tiles from the bow but no more than 5", "keep_distance bow 2..5"),
    ("keep a gap of 3 to 5 tiles between us", "keep_distance player 3..5"),
    ("stay at a distance of 3 to 4 tiles from me", "keep_distance player 3..4"),
    ("keep a distance of 3 to 5 between you and the gorgon", "keep_distance gorgon 3..5"),
    ("I don't want you right on top of me, but please don't go too far either. Somewhere around "
     "three to five tiles away from me would be lovely.", "keep_distance player 3..5"),
    ("don't go too far away, but don't stand right next to me", "keep_distance player 2..5"),
    ("stay at least 3 tiles from me. stay at most 6 tiles from me", "keep_distance player 3..6"),
]
# How long a duty lasts, said before it: the duty alone.
MEANWHILE = [
    ("While I walk over to the bow, keep between 4 and 6 tiles from me the whole way.",
     "keep_distance player 4..6"),
    ("while I explore, follow me", "follow"),
    ("While I walk over to the bow, guard me.", "guard player"),
    ("while i move, stand between me and the gorgon", "protect gorgon"),
    ("while I go get the sword, patrol between the bow and here", "patrol bow"),
]
KEPT_OFF = [
    ("keep clear of the bats ok dont let em near u", "keep_away bat"),
    ("stay away from the gorgon and never let it reach you", "keep_away gorgon"),
    ("stand by the bow and let nothing near it", "guard bow"),
    ("wait next to the sword and let no one touch it", "guard sword"),
    ("stand by the bow and let no monster get near it", "guard bow"),
    ("That gorgon frightens me a bit, to be honest. Please could you move well away from it and "
     "not go anywhere near it?", "keep_away gorgon"),
    ("get far away from the bats, and never go anywhere near them", "keep_away bat"),
]
PATROL_WATCHED = [
    ("right... go back and forth between the bow and here, keep an eye out", "patrol bow"),
    ("patrol the room and keep watch", "patrol"),
    ("patrol between the sword and the bow and keep watch", "patrol sword to bow"),
    ("Patrol between row 2, column 7 and row 8, column 2: at least three legs.",
     "patrol 2,7 to 8,2"),
    ("patrol the room for at least 3 laps", "patrol"),
    ("keep your eyes peeled, and patrol between the sword and the bow", "patrol sword to bow"),
    ("Please patrol between this spot and the end of the corridor at row 8, column 19. Walk back "
     "and forth until I tell you to stop.", "patrol 8,19"),
    ("walk back and forth. patrol between the sword and the bow", "patrol sword to bow"),
]
# Not one duty, or not what the game can do: said back in words.
REFUSED = [
    "protect me from the gorgon: stand between me and the bow",  # a thing is no monster
    "Shield me from the gorgon: stand between me and the bats",  # another monster
    "protect me from the bats. protect me from every monster",  # the bats, or every monster?
    "stay close to the gorgon and guard it",  # a monster is guarded against, not guarded
    "guard the bow. stay within 2 tiles of me",  # two posts
    "guard the bow. stay close to the sword",
    "guard the bow. stay within 2 tiles",  # of the bow, or of the player?
    "guard the bow. stay at least 3 tiles from it",  # a guard keeps no least distance
    "stay within 20 tiles of the bow and guard it",  # farther than a guard reaches
    "keep a distance of 3",  # from whom
    "Keep your distance, 3 to 5 tiles",  # from whom (no longer keeping away, the tiles dropped)
    "keep away, 3 tiles",
    "keep a distance of 80 tiles from me",  # farther than the game keeps
    "stay at most 5 tiles from me. stay at least 8 tiles from me",  # both cannot hold
    "stay 3 tiles from me. stay 5 tiles from me",
    "patrol between the bow and here. patrol between the sword and here",  # two patrols
    "move well away from the bow and not go anywhere near it",  # keeping away is from monsters
    "while I walk to the bow, kill the bat",  # a fight is no duty that lasts meanwhile
]


@pytest.mark.parametrize(("order", "meaning"), [*BETWEEN, *REACH, *RANGE, *MEANWHILE, *KEPT_OFF,
                                                *PATROL_WATCHED])
def test_a_duty_said_in_players_words_is_read_whole(order: str, meaning: str) -> None:
    assert reading(order) == meaning


@pytest.mark.parametrize("order", REFUSED)
def test_what_is_not_one_duty_is_refused_in_words(order: str) -> None:
    assert "unknown[" in reading(order)
