"""Families of the twenty-sixth fresh set's voices, in orders of other voices and things:

- old phone text-speak spelt out before slips are mended (lexicon_typed.SHORTHAND): "nxt",
  "cud", "frm", "xplore", "wer is"; the shorthand for "that" and the words that ask typed with
  the "s" of "is" ("dats", "wats"), never mended into a thing or a monster of the game ("bats");
  "4" for "for" and "2" for "to" before whom or how long they are for, a count before anything
  else (text.spell_out);
- what the companion is told it carries, before the order that relies on it, in more words
  ("You are already holding the sword.", "You're loaded up with the bow and an arrow.", "about
  your person"), asked only to be confirmed ("u got da sword rite?", "Just to confirm, you have
  ...?"): left out where the fight the order names takes it (worries.carried_said);
- a call-centre script's leads and closers ("I'll need you to", "Could I get you to", "For
  verification purposes, please", "..., is that okay?", "for the duration of this call"), its
  thanks ("Thank you for holding!") and its records ("Per our records ...");
- the fight said as "smash", "terminate", "resolve", "mellow out" (lexicon_idioms.ATTACK);
- a protocol's specimens and samples (the thing named), "proceed to" before a verb, "adjacent
  to", "your present coordinates", "regardless of my movements" (text.spell_out,
  lexicon_engineer.ENGINEER_SAID_AS);
- the player's patience said as a time ("b4 i get bored"): hurry, which changes nothing;
- the player's own part ("I'm going to escalate this") with something asked after it that is
  not read: refused in words, never answered as the player's part (musings.nothing_read).

Each row an order and its reading in the gist notation of tests/unit/gist.py; near-misses
after each family, read as before."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

TYPED = [
    ("bring me da arrow dats closest 2 u plz", "bring arrow"),
    ("wats my health", "ask health of player"),
    ("wats da nearest bat", "ask which bat of companion nearest"),
    ("wer is da bow", "ask where bow"),
    ("wer r da bats", "ask where bat"),
    ("cmon n stand nxt 2 me", "follow"),
    ("follow me 4 a bit", "follow"),
    ("guard row 20 col 8 4 me", "guard 20,8"),
    ("wait 4 me here", "stay"),
    ("stay away frm da gorgon", "keep_away gorgon"),
    ("xplore da map", "explore"),
    ("get da bow n bring it 2 me b4 i get bored", "fetch bow; bring bow"),
    ("bring da sword 2 me before i fall asleep", "bring sword"),
    # near-misses: a count after the digit, "were" after "if", a time that is the game's
    ("walk 4 tiles left", "walk left 4"),
    ("go 2 tiles up", "walk up 2"),
    ("get 4 arrows", "fetch 4 arrow"),
    ("kill 2 bats", "attack 2 bat"),
    ("bring the sword 2 me b4 the bat comes", "bring sword; unknown"),
]
# Slips still mended, and words near shorthand never mended into it.
MENDED = [
    ("get the sowrd", "fetch sword"),
    ("fetch the arow", "fetch arrow"),
]
PREMISED = [
    ("You are already holding the sword. Kill the gorgon.", "attack gorgon"),
    ("You're loaded up with the bow and an arrow. Knock out the nearest bat", "attack bat"),
    ("You have the bow and an arrow about your person. Kill the nearest bat", "attack bat"),
    ("you are armed with the sword. go smash the gorgon", "attack gorgon"),
    ("u got da sword rite? go smash da gorgon w/ it", "attack gorgon"),
    ("you have the bow and an arrow, right? kill the bat", "attack bat"),
    (
        "Just to confirm, you have a bow and an arrow with you? Great, please resolve the "
        "nearest bat.",
        "attack bat",
    ),
    # near-misses: asked with nothing to confirm, the wrong weapon, alone, after the order
    ("you have the bow? kill the bat", "unknown; attack bat"),
    ("you are holding the sword. kill the bat", "unknown"),  # can't defeat it: weapon_taken.py
    ("you are holding the sword.", "unknown"),
    ("you are holding the sword. get the bow", "unknown; fetch bow"),
    ("kill the gorgon. you are holding the sword", "attack gorgon"),  # a premise after it too
]
CALLED = [
    (
        "Thank you for holding! Today I'll need you to go ahead and collect the bow.",
        "fetch bow",
    ),
    ("Thanks for your patience. Get the sword.", "fetch sword"),
    ("Could I get you to head over to row 4, column 12 for me?", "go_to 4,12"),
    ("For verification purposes, please take six steps to your right.", "walk right 6"),
    ("For your protection and mine, please keep watch over me for the duration of this call.",
     "guard player"),
    ("I'll have you patrol between row 8 column 10 and row 8 column 16, back and forth.",
     "patrol 8,10 to 8,16"),
    ("I'm going to ask you to follow me, is that okay?", "follow"),
    ("Per our records the sword is still out there. Could you please go ahead and pick it up?",
     "fetch sword"),
    ("For safety reasons, please keep away from the gorgon.", "keep_away gorgon"),
    # near-misses: a question of how the companion feels keeps its "alright"
    ("you feeling alright?", "ask health of companion"),
    ("Are you feeling alright?", "ask check health(companion) >= 3"),
]
FOUGHT = [
    ("smash the bat", "attack bat"),
    ("terminate the gorgon", "attack gorgon"),
    ("resolve the bat situation", "attack bat"),
    ("mellow out that bat for good", "attack bat"),
    # near-misses: what no fight is done to
    ("smash the bow", "unknown"),
    ("terminate the order", "unknown"),
]

# A protocol's words: a thing named with "specimen" or "sample" after it, "proceed to" before a
# verb, "adjacent to", "your present coordinates", "regardless of my movements".
PROTOCOL = [
    ("Proceed to terminate the gorgon specimen.", "attack gorgon"),
    ("Collect one arrow sample, whichever lies closest to your current position.", "fetch arrow"),
    ("collect the arrow samples", "fetch every arrow"),
    ("retrieve the bow specimen", "fetch bow"),
    ("Position yourself adjacent to the sword specimen.", "go_to sword"),
    ("remain at your present coordinates", "stay"),
    (
        "remain at your present coordinates regardless of my movements",
        "stay",
    ),
    # near-misses: "proceed to" a place goes there; a sample of nothing of the game is no thing
    ("proceed to the bow", "go_to bow"),
    ("get the sword then proceed to row 4 column 2", "fetch sword; go_to 4,2"),
    ("collect a soil sample", "unknown"),
]

# The player's own part with something asked after it that is not read: refused in words, not
# answered as the player's part.
OWN_PART = [
    ("I'm going to escalate this: please issue me a refund for my last purchase.", "unknown"),
    ("I'll handle this; now refund my purchase", "unknown"),
    # near-misses: the player's own part alone is answered as talk
    ("I'll get the sword", "unknown"),
]


def _gist(order: str) -> str:
    """The reading with a part not understood as "unknown" alone."""
    return "; ".join(
        "unknown" if step.startswith("unknown") else step for step in reading(order).split("; ")
    )


@pytest.mark.parametrize(
    ("order", "meaning"), TYPED + MENDED + PREMISED + CALLED + FOUGHT + PROTOCOL
)
def test_reading(order, meaning):
    assert _gist(order) == meaning


@pytest.mark.parametrize(("order", "meaning"), OWN_PART)
def test_own_part_with_more_is_refused(order, meaning):
    """Refused where more is asked (no talk), answered as the player's part where nothing is."""
    assert _gist(order) == meaning
    talk = "[talk]" in reading(order)
    assert talk == order.startswith("I'll get")
