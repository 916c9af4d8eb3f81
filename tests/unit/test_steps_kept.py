"""Never a step dropped without a word: what the companion cannot do, said among steps it can,
is said back in an ``unknown``, and words that are no step (a name, a closer, a hint) are left
out as before. Each row an order and its reading in the gist notation of tests/unit/gist.py."""

from __future__ import annotations

from functools import cache

import pytest

from tests.unit.readings import reading

KEPT = [
    # a deed the game has no skill for after a bare comma: said back, never dropped
    ("get the bow, dance", 'fetch bow; unknown[no such action] "dance"'),
    ("attack the bat, sing loudly", 'attack bat; unknown[no such action] "sing loudly"'),
    ("follow me, swim", 'follow; unknown[no such action] "swim"'),
    ("get the bow, then dance", 'fetch bow; unknown[no such action] "dance"'),
    ("dance, get the bow", 'unknown[no such action] "dance"; fetch bow'),
    ("fly to the moon, attack the bat", 'unknown[no such action] "fly to the moon"; attack bat'),
    ("get the bow, do a little dance", 'fetch bow; unknown[no such action] "do a little dance"'),
    ("follow me, go to the top left corner, dance",
     'follow; go_to top left; unknown[no such action] "dance"'),
    ("kill the bat, dance, follow me", 'attack bat; unknown[no such action] "dance"; follow'),
    # a way after "and" borrows a walk said alone before it, never the errand before that
    ("get the bow and jump up and down",
     'fetch bow; unknown[no such action] "jump up and down"'),
    ("get the bow and go up 2 and left 3", "fetch bow; walk up 2; walk left 3"),
    ("move up 3 and left 2", "walk up 3; walk left 2"),
    # arithmetic on counts with a step after it that is not read: refused, not dropped
    ("add the bats to the gorgons and eat it",
     'unknown[not understood] "add the bats to the gorgons and eat it"'),
    ("add the bats to the gorgons", "ask value (count(bat) + count(gorgon))"),
    ("add the bats to the gorgons and double it", "ask value ((count(bat) + count(gorgon)) * 2)"),
    # a question, then after its comma a step of its own: kept, never read past
    ("where is the bow, get it", "ask where bow; fetch bow"),
    ("how many bats are there, kill them", "ask count bat; attack every bat"),
    ("how many bats are left, come back to me", "ask count bat; come_back"),
    ("what is your health, come back to me", "ask health of companion; come_back"),
    ("where is the sword, bring it to me", "ask where sword; bring sword"),
    ("how many bats are left, dance", 'ask count bat; unknown[no such action] "dance"'),
    ("how many bats are left, and sing a song",
     'ask count bat; unknown[no such action] "sing a song"'),
    # ... or after "and", and a deed before a question: never taken as why it is asked
    ("how many bats are left and come back to me", "ask count bat; come_back"),
    ("how many bats are left and get the bow", "ask count bat; fetch bow"),
    ("where is the bow and get it", "ask where bow; fetch bow"),
    ("eat it, how many bats are left", 'unknown[no such action] "eat it"; ask count bat'),
    ("sing a song, what is your health",
     'unknown[no such action] "sing a song"; ask health of companion'),
    # ... and among three steps, at commas or "and"
    ("go to the top left corner, dance, how many bats are left",
     'go_to top left; unknown[no such action] "dance"; ask count bat'),
    ("go to the top left corner, how many bats are left, dance",
     'go_to top left; ask count bat; unknown[no such action] "dance"'),
    ("how many bats are left and dance and come back to me",
     'ask count bat; unknown[no such action] "dance"; come_back'),
    ("go to the top left corner and how many bats are left and dance",
     'go_to top left; ask count bat; unknown[no such action] "dance"'),
    # ... never words of a place or a sum read as a question of their own
    ("patrol between the bow and where you are now", "patrol bow"),
    ("take the number of bats and add the number of gorgons",
     "ask value (count(bat) + count(gorgon))"),
    # ... and words after it that ask again or wish to be told stay with it
    ("how far are you from the sword, give us the numbers!", "ask distance sword of companion"),
    ("okay so where's that sword lying, give me the coordinates", "ask where sword"),
    ("how many bats are left, tell me", "ask count bat"),
    # a thing named alone before a bare comma and an order: said back, no errand made of it
    ("bow, get the sword", 'unknown[not understood] "bow"; fetch sword'),
    ("the bow, kill the bat", 'unknown[not understood] "the bow"; attack bat'),
    # a tile's row and column in words, read as the digits are
    ("go to row ten, column ten", "go_to 10,10"),
    ("go to row 10, column 10", "go_to 10,10"),
    ("stand at row one column two", "go_to 1,2; stay"),
    ("go to row twenty-five column three", "go_to 25,3"),
    ("walk three steps left", "walk left 3"),
    # "also", "really", "just" beside a wish change nothing of it
    ("I need the sword", "bring sword"),
    ("I also need the sword", "bring sword"),
    ("I need the sword too", "bring sword"),
    ("I'd also like the bow", "bring bow"),
    ("I also want the bow", "bring bow"),
    ("we also need the bow", "fetch bow"),
    ("get the sword. I also need the bow", "fetch sword; bring bow"),
    # near-misses that stay as they are: a name, a closer, a hint, a list, a wish alone
    ("get the bow, bob", "fetch bow"),
    ("get the bow, please", "fetch bow"),
    ("kill the gorgon, you'll need the sword", "attack gorgon"),
    ("Bring to me the bow, young one.", "bring bow"),
    ("Go and take the nearest arrow, fast fast.", "fetch arrow"),
    ("first the bow, then an arrow, then shoot a bat", "fetch bow; fetch arrow; attack bat"),
    ("the bow, then come back", "bring bow; come_back"),
    ("sword, gorgon", "fetch sword; attack gorgon"),
    ("the sword and the bow", "bring sword; bring bow"),
    ("sword, get it", "fetch sword"),
    ("the bow!", "bring bow"),
    ("walk 2 steps east, three times in a row", "walk east 6"),
]


@pytest.mark.parametrize(("order", "gist"), KEPT)
def test_every_step_is_read_or_said_back(order: str, gist: str) -> None:
    assert reading(order) == gist


# Steps the reader reads, and steps the game has no skill for, joined as players join them: each
# order either is refused whole or keeps every step, the ones read as they read alone and the
# others said back in an ``unknown``; never a reading that simply lacks one.
READ = ("get the bow", "attack the bat", "follow me", "go to the top left corner",
        "how many bats are left", "come back to me")
UNREAD = ("dance", "sing a song", "fly to the moon", "eat it", "open the door",
          "do a little dance")
JOINTS = (", ", " and ", ", and ", ", then ", " then ", "; ", ". ", " after that ", " and then ")


def _joined() -> list[tuple[str, ...]]:
    """Every joint, every pair in both orders, and in threes: each step read with the next one
    read after it (a fixed rotation, so the suite stays fast), the unread one first, between or
    last."""
    out: list[tuple[str, ...]] = []
    for joint in JOINTS:
        for i, done in enumerate(READ):
            other = READ[(i + 1) % len(READ)]
            for said in UNREAD:
                out += [(joint, done, said), (joint, said, done)]
                out += [(joint, done, said, other), (joint, said, done, other),
                        (joint, done, other, said)]
    return out


@cache
def _alone(step: str) -> str:
    """The reading of one of READ said alone: read once, not again for every order it is in."""
    return reading(step)


def _kept(parts: tuple[str, ...], gist: str) -> bool:
    """Whether ``gist`` refuses the order whole or keeps every one of ``parts``."""
    steps = gist.split("; ")
    said_back = [step for step in steps if step.startswith("unknown")]
    if len(said_back) == len(steps):
        return True  # refused whole, in words
    for part in parts:
        if part in READ and _alone(part) not in gist:
            return False
        if part in UNREAD and not any(f'"{part.split()[0]}' in s or f" {part.split()[0]}" in s
                                      for s in said_back):
            return False
    return True


# A family a mend has not reached yet, with why: a deed first, a step, then a question, joined by
# commas or "and" ("do a little dance, go to the top left corner, how many bats are left"): the
# deed and the step before the question are read as why it is asked, or said back as one piece
# ("dance and come back to me" is refused whole alone). Its orders are left out of the test
# below; the ones in KNOWN are checked to be still dropped, so that the family is taken off once
# mended.
ASKED = "how many bats are left"
KNOWN = ("dance and go to the top left corner and how many bats are left",
         "do a little dance, go to the top left corner, how many bats are left")


def _known(joint: str, parts: list[str]) -> bool:
    return joint in (", ", " and ", ", and ") and len(parts) == 3 and parts[0] in UNREAD and (
        parts[2] == ASKED)


def test_no_step_is_dropped_at_any_joint() -> None:
    dropped = []
    for joint, *parts in _joined():
        order = joint.join(parts)
        if not _known(joint, parts) and not _kept(tuple(parts), gist := reading(order)):
            dropped.append(f"{order!r} => {gist}")
    assert dropped == []


@pytest.mark.parametrize("order", KNOWN)
def test_known_dropped_steps_are_still_dropped(order: str) -> None:
    joint, parts = next((j, p) for j, *p in _joined() if j.join(p) == order)
    assert _known(joint, parts)
    assert not _kept(tuple(parts), reading(order))


# Deeds on no list, told from a name by the word's form ("knitting" is a word as often as "knit";
# "buddying" is none): alone or with what they are done to, after a bare comma, before one, or
# beside a question, each said back in words, never dropped.
NEVER_LISTED = ("knit", "whistle", "juggle", "paint the wall", "cook dinner", "nod",
                "build a fort", "crochet", "yodel", "skateboard", "gargle", "sunbathe",
                "bake bread", "hum a tune", "play chess", "sew", "whittle", "sculpt",
                "knit a scarf")
AROUND = ("get the bow, {}", "{}, get the bow", "follow me, {}, come back to me",
          "how many bats are left, {}", "{}, how many bats are left",
          "how many bats are left and {}")


@pytest.mark.parametrize("deed", NEVER_LISTED)
def test_a_deed_on_no_list_is_said_back(deed: str) -> None:
    for said in AROUND:
        gist = reading(order := said.format(deed))
        steps = gist.split("; ")
        assert f'unknown[no such action] "{deed}"' in steps, f"{order!r} => {gist}"
        assert len(steps) == said.count(",") + said.count(" and ") + 1, f"{order!r} => {gist}"


# A name, a form of address or a remark after the comma: left out as before, whatever its form
# ("bob" and "mate" are verbs as well: "bobbing", "mating"; a capital makes a name).
NAMED = [
    ("get the bow, bob", "fetch bow"),
    ("get the bow, mate", "fetch bow"),
    ("get the bow, kid", "fetch bow"),
    ("get the bow, buddy", "fetch bow"),
    ("get the bow, john", "fetch bow"),
    ("get the bow, Gandalf", "fetch bow"),
    ("get the bow, Rob", "fetch bow"),
    ("get the bow, please", "fetch bow"),
    ("get the bow, quickly", "fetch bow"),
    ("kill the gorgon, you'll need the sword", "attack gorgon"),
    ("how many bats are left, I wonder", "ask count bat"),
    ("where is the bow, do you know", "ask where bow"),
    ("where is the bow and the sword", "ask where bow; ask where sword"),
    ("guard the bow, let nobody steal it!", "guard bow"),
    ("walk left, say 3 steps", "walk left 3"),
]


@pytest.mark.parametrize(("order", "gist"), NAMED)
def test_a_name_after_a_comma_is_left_out(order: str, gist: str) -> None:
    assert reading(order) == gist


# A walk before a comma and a caution ("don't go too far"): the walk is a step, never a remark
# left out with the caution read alone (it stayed). A counted walk goes no farther anyway, so
# keeps the caution (bans.py, lexicon_typed.BAN_TOO_FAR); after any other step it is said back.
WALK_THEN_CAUTION = [("walk 4 steps to the left, don't go too far", "walk left 4"),
                     ("walk 4 step to the left only, don't go too far ah", "walk left 4"),
                     ("go to the bow, don't go too far", None)]


@pytest.mark.parametrize(("order", "kept"), WALK_THEN_CAUTION)
def test_a_walk_before_a_caution_is_kept(order: str, kept: str | None) -> None:
    gist = reading(order)
    if kept is not None:
        assert gist == kept
    else:
        assert gist.startswith("go_to bow; ") and "unknown" in gist, gist
