"""Families of orders by other hands (bench/fresh_orders_35.toml and after) that were said back
and are read now. Each family with near-misses that must keep their reading."""

from __future__ import annotations

import pytest

from agent.reading import read
from agent.refusal import refusal
from tests.unit.readings import reading

# A ban the order's own steps keep, said as a need denied, with a word of asking or of contrast
# ("Please don't feel you need to come along" after a stay; lexicon_typed.BAN_NEED_NOT,
# BAN_ALONG, BAN_ASKED; lexicon_closers.CONTRAST_AFTER), and not fighting beside keeping away
# from every monster (the game's fights are with a monster beside).
KEPT_BANS = [
    ("If it's all the same to you, I'd be grateful if you'd stay exactly where you are while I"
     " pop off down the corridor. Please don't feel you need to come along.", "stay"),
    ("stay here. you don't need to come along", "stay"),
    ("stay put. no need to follow me", "stay"),
    ("stay put. don't come with me", "stay"),
    ("stay here. don't follow me, though", "stay"),
    ("get the bow. keep it, though", "fetch bow"),
    ("1. keep away from all the monsters\n2. don't fight anything", "keep_away monster"),
    # near-misses: a ban the steps break is refused in its words
    ("follow me. please don't come along",
     'follow; unknown[cannot be promised] "don\'t come along"'),
    ("bring me the bow. don't give it to me, though",
     'bring bow; unknown[cannot be promised] "don\'t give it to me"'),
    ("keep away from the bats and don't attack anything",
     'keep_away bat; unknown[cannot be promised] "don\'t attack anything"'),
    ("get the bow and keep away from the monsters. don't fight anything",
     'fetch bow; keep_away monster; unknown[cannot be promised] "don\'t fight anything"'),
]

# What was fetched kept, said with weight and hedged after ("Do hang on to it for now, though,
# if you don't mind": lexicon_guides.KEPT_SAID_SO, lexicon_closers.IF_NO_TROUBLE).
KEPT_HELD = [
    ("Would you be so kind as to pick up the bow and then come back and stand next to me? Do"
     " hang on to it for now, though, if you don't mind.", "fetch bow; come_back; follow"),
    ("pick up the bow. do keep it", "fetch bow"),
    ("pick up the bow. hang on to it, though, if you don't mind.", "fetch bow"),
    # near-miss: "hang on" alone is a wait
    ("pick up the bow. hang on", "fetch bow; stay"),
]

# A guard of a spot and its reach said of "it" after a question mark, by any word of guarding
# (guarded_spot.py), the reach wished for as what would be wonderful (asked_plainly.py).
SPOT_REACH = [
    ("If it's not too much bother, would you mind keeping watch over row 12 column 8 for me?"
     " Staying within two tiles of it would be wonderful.", "guard 12,8 -..2"),
    ("guard row 3 column 4! stay within 3 tiles of it", "guard 3,4 -..3"),
    ("keep watch over the top left corner. stay within 2 tiles of it", "guard top left -..2"),
    # near-misses: "it would be lovely" is the request's, not a wish of its own
    ("get the bow. I think it would be lovely", "fetch bow"),
    ("guard the bow. stay within 2 tiles of it", "guard bow -..2"),
]

# A thing picked near the spot gone to before, as "it" ("go to the bottom left corner, then pick
# up the arrow nearest to it": pronouns._spot).
NEAR_THE_SPOT = [
    ("things to do:\n- go to the bottom left corner\n- pick up the arrow nearest to it",
     "go_to bottom left; fetch nearest-from-bottom left arrow"),
    ("go to row 5 column 5. get the arrow closest to it",
     "go_to 5,5; fetch nearest-from-5,5 arrow"),
    ("go to the middle and kill the bat closest to it",
     "go_to middle; attack nearest-from-middle bat"),
    # near-miss: after a thing gone to, that thing
    ("go to the bow. pick up the arrow nearest to it", "go_to bow; fetch nearest-from-bow arrow"),
]

# The things of the errand before counted again alone (next_pick.counted_again): nothing more;
# a count that is not theirs is said back.
COUNTED_AGAIN = [
    ("1. pick up every arrow\n2. all three of them", "fetch every arrow"),
    ("kill the bats. all three of them", "attack every bat"),
    ("get two arrows. both of them", "fetch 2 arrow"),
    ("COLLECT ALL ARROWS STOP ALL THREE STOP", "fetch every arrow"),
    # near-misses
    ("get two arrows. all three of them",
     'fetch 2 arrow; unknown[no such action] "all three of them"'),
    ("get the bow. both of them", 'fetch bow; unknown[no such action] "both of them"'),
]

# A square: "walk a square" (the shape, not a tile walked no way), its side said after it, and
# ending where it began, which a square does (bans._squared). A size said in tiles counts the
# corners ("2 tiles on each side", "a 2 by 2 square": 1 step a side, as four sets by other hands
# expect: a loop of 4 tiles); one said in steps is that many steps (places.square_steps).
SQUARES = [
    ("1. walk a square\n2. 2 tiles on each side\n3. end up back here", "square  1"),
    ("walk a square. sides of 3.", "square  2"),
    ("walk in a square. 2 tiles", "square  1"),
    ("walk in a square. 3 steps", "square  3"),
    ("walk in a square and finish on the tile you started from", "square"),
    ("walk in a square, then end where you started", "square"),
    ("Walk round a 2 by 2 square and finish on the tile you started from.", "square  1"),
    # near-misses: a tile walked with no way is asked which way; a walk does not end where it
    # began; a side after a walk is no amount of it
    ("move a square to the left", "walk left 1"),
    ("go one square", 'unknown[ambiguous] "go one square"'),
    ("walk 3 steps left and end up back here",
     'walk left 3; unknown[cannot be promised] "end up back here"'),
    ("walk left. 2 tiles on each side",
     'walk left 1; unknown[not understood] "2 tiles on each side"'),
    ("walk in a square. 2 turns", 'square; unknown[not understood] "2 turns"'),
]


# The thirty-third set's leftovers: a min-maxer's "min" and "max" as a distance's bounds, after a
# heading, held ("Hold that band"); "find your way round to" as a walk there; what is wanted
# rather than another as what is not ("stand beside me rather than on top of me").
SET_33 = [
    ("Spacing: min 4 tiles from me, max 8. Hold that band.", "keep_distance player 4..8"),
    ("keep min 4 tiles from me, max 8", "keep_distance player 4..8"),
    ("make your way round to the bow and pick it up", "fetch bow"),
    ("find your way to the bow", "go_to bow"),
    ("find your way back to me", "come_back"),
    ("You've drifted quite a way from me, so come on back over here, and when you get here just"
     " stand beside me rather than on top of me.",
     "come_back once distance(player, companion) <= 1: follow"),
    ("get the bow rather than the sword", "fetch bow"),
    ("stay here rather than following me", "stay"),
    # near-misses: a heading over words that are no order keeps them; "find the bow" fetches it
    ("Plan: min 2 arrows", 'unknown[no such action] "min 2 arrows"'),
    ("find the bow", "fetch bow"),
]

# A thing named by its kind alone, then where it lies in words not read: "it" after is that one,
# which the reader cannot pick, asked back, never the nearest of the kind (set 33's "There's an
# arrow tucked away in that little dead end just below you, ..., so find your way round to it
# and pick it up" had fetched the nearest arrow, another one; referents.place_unread).
PLACE_UNREAD = [
    ("There's an arrow tucked away in that little dead end just below you, not the ones further"
     " off but that one, so find your way round to it and pick it up.",
     'unknown[ambiguous] "find your way round to it and pick it up"; unknown[ambiguous]'
     ' "pick it up"'),
    ("There's an arrow in the corner, so pick it up.", 'unknown[ambiguous] "pick it up"'),
    ("There's an arrow by the wall, pick it up.",
     'unknown[not understood] "There\'s an arrow by the wall, pick it up"'),
    # near-misses: a place read, one that only points, and one of us, keep their reading
    ("There's an arrow just below you, so pick it up", "fetch on-+1,+0-of-companion arrow"),
    ("there's an arrow in the top left corner, get it", "fetch nearest-from-top left arrow"),
    ("there's an arrow by the sword, grab it", "fetch nearest-from-sword arrow"),
    ("there's a bat over there, so kill it", "attack bat"),
    ("The cards reveal a bow in your future... go and claim it, child.", "fetch bow"),
    ("I need the bow, so go get it", "fetch bow"),
]


@pytest.mark.parametrize(("order", "meaning"), SET_33 + PLACE_UNREAD)
def test_set_33_and_places_unread(order, meaning):
    assert reading(order) == meaning


@pytest.mark.parametrize(("order", "meaning"), KEPT_BANS + KEPT_HELD + SPOT_REACH)
def test_kept_and_reached(order, meaning):
    assert reading(order) == meaning


@pytest.mark.parametrize(("order", "meaning"), NEAR_THE_SPOT + COUNTED_AGAIN + SQUARES)
def test_spots_counts_squares(order, meaning):
    assert reading(order) == meaning


# From the thirty-sixth set (bench/fresh_orders_36.toml): a coach's praise of what was just done,
# alone or several pieces of it after commas (lexicon.PRAISE, PRAISING, PRAISED_DEEDS), a
# gamer's "gg" and "np"; "this time" before the order.
PRAISED = [
    ("Not bad at all. Okay, this time bring me the nearest arrow.", "bring arrow"),
    ("Perfect, just like that. Now wait there.", "stay"),
    ("Lovely work. Now follow me, I'm heading down.", "follow"),
    ("You're getting the hang of it! Walk three steps down.", "walk down 3"),
    ("Spot on. Now patrol between row 20 column 4 and row 20 column 10.",
     "patrol 20,4 to 20,10"),
    ("Good effort. Now stand between me and the bats.", "protect bat"),
    ("Great, you nailed it. Where's the gorgon?", "ask where gorgon"),
    ("Well played! Wait three turns, then come back to me.", "repeat 0x 3t: ; come_back"),
    ("gg. now bring me the sword", "bring sword"),
    ("np. now go 4 tiles right", "walk right 4"),
    # near-misses: praise alone is talk; a word of praise before a thing is no praise
    ("well done", 'unknown[talk] "well done"'),
    ("better get the bow", 'unknown[no such action] "better get the bow"'),
]

# The frustrated player's rhetoric and venting round the order (exasperated.py,
# lexicon_venting.WHY_YOU, RHETORICAL_WHOLE, ASKED_TIMES, OWN_WOES, VENT_CLOSES), what they say
# has been asked or said ("I've asked like five times.", "like I SAID"), a wait said to come
# first ("not before!!": bans), the arrows it hoards (what it carries).
VENTED = [
    ("WHY are you just standing there?? get the sword!!", "fetch sword"),
    ("why is this so hard?? walk 3 steps LEFT", "walk left 3"),
    ("why are you following me? stay", "stay"),
    ("I've asked like five times. bring me the bow. NOW.", "bring bow"),
    ("no no NO. get AWAY from the gorgon!!", "flee"),
    ("how much health do I have left?! i keep getting hit", "ask health of player"),
    ("patrol between row 16 column 2 and row 22 column 2 like I SAID!!", "patrol 16,2 to 22,2"),
    ("explore the map already, at least 10 tiles!!", "explore 10 tiles"),
    ("hand over those arrows you're hoarding, COME ON", "hand_over"),
    ("wait 2 turns, THEN get the bow. not before!!", "repeat 0x 2t: ; fetch bow"),
    ("seriously, how many bats are left", "ask count bat"),
    ("STOP wandering off. stay. right. there.", "stay"),
    ("enough already. guard the bow and stay by it", "guard bow"),
    ("ugh, why are you all the way over there. come back here", "come_back"),
    # near-misses: a question with none of the venting words is asked; "not before" with no
    # wait before is said back
    ("why are you carrying the bow? get the sword",
     'unknown[not understood] "why are you carrying the bow"; fetch sword'),
    ("get the bow. not before!!", 'fetch bow; unknown[no such action] "not before"'),
]


@pytest.mark.parametrize(("order", "meaning"), PRAISED + VENTED)
def test_praised_and_vented(order, meaning):
    assert reading(order) == meaning


# A gamer's words: "pull", "farm", "aggro" a fight, "5+ tiles" at least 5, a monster's "aggro
# range" the monster; constraints the steps keep: a kind of monster not fought beside a fight
# with another (fought.others_fought), an item not touched or stepped on on the way (asides),
# a thing kept by "hang on to" beside coming back (bans._kept_said), "any bat" after "a bat",
# roaming on a condition of where, a count of tiles explored before more after a comma.
GAMED_AND_KEPT = [
    ("go pull the closest bat and kill it, u got the bow n an arrow", "attack bat"),
    ("farm 2 bats for me, u got the bow n 2 arrows", "attack 2 bat"),
    ("dont aggro anything, keep 5+ tiles off every mob", "keep_distance monster 5..-"),
    ("stay out of the gorgons aggro range, like 6+ tiles away from it",
     "keep_distance gorgon 6..-"),
    ("Kill the gorgon, but leave the bats alone.", "keep_off bat; attack gorgon"),
    ("Pick up the arrow that's closest to me, but don't touch the bow on the way.",
     "keep_off bow; fetch nearest-from-player arrow"),
    ("Walk round a small square, but don't step on any of the items.", "keep_off item; square"),
    ("Come back next to me, but hang on to the bow. Don't give it to me.", "come_back"),
    ("Take out a bat, any bat, just not the gorgon.", "attack bat"),
    ("Go wherever you like, as long as it's at least four tiles away from me.",
     "keep_distance player 4..-"),
    ("Explore about 15 tiles, just don't go near the bats.", "explore 15 tiles; keep_away bat"),
    ("Run a 2x2 square and end on your starting tile.", "square  1"),
    # near-misses: a ban the steps break is refused; another kind after "any" is more
    ("kill every monster but leave the bats alone",
     'attack every monster; unknown[cannot be promised] "leave the bats alone"'),
    ("bring me the bow but hang on to it",
     'bring bow; unknown[cannot be promised] "hang on to it"'),
    ("kill the gorgon, any bat", "attack gorgon; attack bat"),
    ("pull the bow", 'unknown[does not fit] "pull the bow"'),
]


@pytest.mark.parametrize(("order", "meaning"), GAMED_AND_KEPT)
def test_gamed_and_kept(order, meaning):
    assert reading(order) == meaning


# The thirty-fourth set's leftovers: a moment's thought ended by a pause ("hold on, let me
# think... ok."), where the companion stands said of a stay ("on the tile you're on"), what is
# carried said beside coming to stand by the player and a ban on giving it "yet".
THOUGHT_AND_HELD = [
    ("hold on, let me think... ok. wait 3 turns, and then come over to me",
     "repeat 0x 3t: ; come_back"),
    ("stay on the dot you're on. don't move even when I move away", "stay"),
    ("stay on your tile", "stay"),
    ("grab the bow. oh and then come stand next to me with it, don't give it to me yet",
     "fetch bow; follow"),
    # near-misses: a tile the companion is on is no place to go; giving it asked and banned
    ("go to the tile you're on", 'unknown[not understood] "go to the tile you\'re on"'),
    ("bring me the bow. don't give it to me yet",
     'bring bow; unknown[cannot be promised] "don\'t give it to me yet"'),
]


@pytest.mark.parametrize(("order", "meaning"), THOUGHT_AND_HELD)
def test_thought_and_held(order, meaning):
    assert reading(order) == meaning


# "It" with nothing named, and "it" of a thing named by its kind whose place is said in words not
# read, are both asked about in words true of both: which thing is meant is not known.
@pytest.mark.parametrize(
    "order",
    [
        "There's an arrow tucked away in that little dead end just below you, so find your way "
        "round to it",
        "get it",
    ],
)
def test_it_unknown_is_asked_truly(order):
    assert refusal(read(order), None) == (
        "What do you mean by \"it\"? I can't tell which one you mean."
    )


# A wish that the companion did it, said in the past or after "would" ("I'd rather you got the
# bow", "I'd prefer it if you stayed put", "I wish you'd follow me"), is the order it wishes for,
# with the verbs joined to it; a wish that it did not, or of what it is, stays refused.
WISHED_DONE = [
    ("I'd rather you got the bow", "fetch bow"),
    ("I'd prefer it if you got the bow", "fetch bow"),
    ("I'd prefer that you get the bow", "fetch bow"),
    ("I wish you'd follow me", "follow"),
    ("I'd sooner you guarded the sword", "guard sword"),
    ("I'd rather you waited 3 turns and then came back to me", "repeat 0x 3t: ; come_back"),
    ("i would rather you moved 3 tiles left", "walk left 3"),
    # near-misses: a wish that it did not, of what it is, or of the player's own doing
    ("I'd rather you didn't follow me",
     'unknown[not understood] "I\'d rather you didn\'t follow me"'),
    ("I wish you were faster", 'unknown[not understood] "I wish you were faster"'),
    ("I'd rather go myself", 'unknown[not understood] "I\'d rather go myself"'),
]


@pytest.mark.parametrize(("order", "meaning"), WISHED_DONE)
def test_wished_done(order, meaning):
    assert reading(order) == meaning


# A message signed off with the player's name, its last sentence or line ("Love, Nana", "Cheers,
# Sam x", "Kind regards, Margaret", "best wishes, your Nana"), asks nothing; a sign-off naming a
# thing of the game, or "you", is no name.
SIGNED_OFF = [
    ("could you get the bow? Love, Nana", "fetch bow"),
    ("get the bow. cheers, Sam x", "fetch bow"),
    ("get the bow. Thanks, Bob", "fetch bow"),
    ("get the bow.\nKind regards,\nMargaret", "fetch bow"),
    ("kill the bat please. best wishes, your old Nana", "attack bat"),
    # near-misses
    ("get the bow. love you", 'fetch bow; unknown[no such action] "love you"'),
    ("get the bow. Thanks, bat", 'fetch bow; unknown[no such action] "Thanks, bat"'),
    ("get the bow. thanks, then come back", "fetch bow; come_back"),
]


@pytest.mark.parametrize(("order", "meaning"), SIGNED_OFF)
def test_signed_off(order, meaning):
    assert reading(order) == meaning


# A thing fetched or brought, said where it is taken from ("fetch the sword from the bottom right
# corner", "an arrow from near the middle", "the arrow from row 10, column 2": the one lying
# there), is the one there, as "the sword in the bottom right corner" is; a question's "from" is
# still a distance between two things. A pet name before "then" closes its clause as before "and".
TAKEN_FROM = [
    ("fetch the sword from the bottom right corner", "fetch nearest-from-bottom right sword"),
    ("grab an arrow from near the middle", "fetch nearest-from-middle arrow"),
    ("get the arrow from row 10, column 2", "fetch on-from-10,2 arrow"),
    ("bring me the arrow from the top left", "bring nearest-from-top left arrow"),
    ("fetch the sword from down in the bottom left corner and bring it up to your old Nana",
     "fetch nearest-from-bottom left sword; bring nearest-from-bottom left sword"),
    ("Wait 4 turns dear then come here to me", "repeat 0x 4t: ; come_back"),
    # near-misses: a distance asked between two things; a place no spot names
    ("how far is the bow from the sword?", "ask value distance(bow, sword)"),
    ("fetch the sword from the corner",
     'fetch sword; unknown[not understood] "from the corner"'),
]


@pytest.mark.parametrize(("order", "meaning"), TAKEN_FROM)
def test_taken_from(order, meaning):
    assert reading(order) == meaning


# "The nearest one" said after an errand, to correct or say which ("Kill the bat. I mean the
# nearest one.", "Get the farthest arrow. No, the nearest one.", "... sorry, the nearest one to
# me"), is the nearest of the errand's own kind: it was any thing, which a fight took for any
# monster.
NEAREST_ONE_AFTER = [
    ("kill the bat. i mean the nearest one", "attack bat"),
    ("kill the bat. no, the nearest one", "attack bat"),
    ("get the farthest arrow. no, the nearest one", "fetch arrow"),
    ("kill the bat. sorry, the nearest one to me", "attack nearest-from-player bat"),
    ("get the arrow. no, the farthest one", "fetch farthest-from-companion arrow"),
]


@pytest.mark.parametrize(("order", "meaning"), NEAREST_ONE_AFTER)
def test_nearest_one_after(order, meaning):
    assert reading(order) == meaning


# A lead of politeness or hurry before "and", after a joiner ("..., and then go ahead and pick
# up the nearest arrow", "then be a dear and come back", "then hurry up and come back"), is how
# the step is asked, no step of its own.
LEAD_AFTER_JOINER = [
    ("wait 5 turns, and then go ahead and pick up the nearest arrow",
     "repeat 0x 5t: ; fetch arrow"),
    ("get the bow, then be a dear and come back", "fetch bow; come_back"),
    ("get the bow then hurry up and come back", "fetch bow; come_back"),
    ("kill the bat, then try and get the sword", "attack bat; fetch sword"),
    # near-misses: a going that is a step keeps its place
    ("go to the bow and then go ahead and say hello", "go_to bow; say 'hello'"),
]


@pytest.mark.parametrize(("order", "meaning"), LEAD_AFTER_JOINER)
def test_lead_after_joiner(order, meaning):
    assert reading(order) == meaning


# The player named by their own name where a party stands ("bring Sam the bow", "stand between
# Sam and the gorgon", "come back to Sam", "Sam's health") or saying what they want ("Sam wants
# to know") is the player, the only one in the game besides the companion; the companion's own
# name, opening or closing the order, and a name alone as a sentence ("Pip!") are what it is
# called. A word often written in English alone as a sentence is no name ("Dance!" refused).
NAMED_PLAYER = [
    ("Pip, wait 3 turns, then bring Sam the bow.", "repeat 0x 3t: ; bring bow"),
    ("Pip, stand between Sam and the gorgon.", "protect gorgon"),
    ("Pip! over here, next to Sam.", "come_back"),
    ("Pip, if you've got the sword, go and kill the gorgon. If you haven't, just come back to "
     "Sam.", "if has(companion, sword): attack gorgon | come_back"),
    ("Pip, where's the sword? Sam wants to know.", "ask where sword"),
    ("how is Sam's health, Pip?", "ask health of player"),
    ("Alex, bring the sword to Sam", "bring sword"),
    # near-misses: a title's owner, a verb alone, the companion's name
    ("Should His Majesty's health have fallen below three, fetch the sword.",
     'unknown[not understood,logic] "Should His Majesty\'s health have fallen below three, fetch '
     'the sword"'),
    ("Get the bow. Dance!", 'fetch bow; unknown[no such action] "Dance"'),
    ("Sam, get the bow", "fetch bow"),
]


@pytest.mark.parametrize(("order", "meaning"), NAMED_PLAYER)
def test_named_player(order, meaning):
    assert reading(order) == meaning


# A guard's reach said with "at most" or "max" after a comma ("guard the bow, at most 2 tiles
# from it", "..., max 2 tiles away") is how far it may stray: "at" opened a step of its own (as
# "at ease" does), and the reach was refused.
GUARD_AT_MOST = [
    ("guard the bow, at most 2 tiles from it", "guard bow -..2"),
    ("guard the bow, max 2 tiles away", "guard bow -..2"),
    ("give me some room, at least four tiles", "keep_distance player 4..-"),
    ("at ease, soldier", "stay"),
]


@pytest.mark.parametrize(("order", "meaning"), GUARD_AT_MOST)
def test_guard_at_most(order, meaning):
    assert reading(order) == meaning


# Emoji and symbols written for the game's words are read as those words (lexicon_emoji, the
# row "emoji" first in the voices' table): a thing's picture its word, once beside the word
# itself; an action's picture its verb, left out before a verb; an arrow a way where a clause
# opens, "to" between words, a thing brought where it points at one of us; a picture of what the
# game has not said back as typed; a picture closing the order after a mark or a laugh is
# decoration.
EMOJI_SAID = [
    ("get the 🏹 pls", "fetch bow"),
    ("kill the nearest bat 🦇 with the 🏹, u got a ➶ already", "attack bat"),
    ("sword 🗡️ → me", "bring sword"),
    ("🏹 + ➶ → me", "bring bow; bring arrow"),
    ("⏳3 then grab the 🗡️", "repeat 0x 3t: ; fetch sword"),
    ("🛡️ me from the 🐍", "protect gorgon"),
    ("➡️ x4", "walk right 4"),
    ("what's in ur 🎒?", "ask carrying of companion"),
    ("go next to the 🏹 but 🚫 pick it up", "keep_off bow; go_to bow"),
    ("👀 on the 🏹, max 2 tiles from it", "guard bow -..2"),
    ("👣 follow me", "follow"),
    ("get the 🏹 → kill the 🦇", "fetch bow; attack bat"),
    # near-misses: what the game has not, decoration, ASCII arrows the steps' own
    ("kill the 🐉", 'unknown[not understood] "kill the 🐉"'),
    ("open the 🚪 pls", 'unknown[no such action] "open the 🚪 pls"'),
    ("where's that gorgon hiding? 👀", "ask where gorgon"),
    ("bow -> arrow -> back to me", "fetch bow; fetch arrow; come_back"),
]


@pytest.mark.parametrize(("order", "meaning"), EMOJI_SAID)
def test_emoji_said(order, meaning):
    assert reading(order) == meaning


# A word the reader never met where a monster or a thing is named, with no article, is asked
# about, never taken for any monster or for one of us ("stay away from dragons" kept away from
# every monster, "how far is dragon from you" said how far the player was); an emoji of a thing
# the game has not is said by its name there ("kill 🐉", "stay away from 🐉").
UNMET_WORD_NAMED = [
    ("stay away from dragons", 'unknown[not understood] "stay away from dragons"'),
    ("keep clear of zorblax", 'unknown[not understood] "keep clear of zorblax"'),
    ("how far is dragon from you?", 'unknown[not understood] "how far is dragon from you"'),
    ("how far is 🐉 from u?", 'unknown[not understood] "how far is dragon from you"'),
    ("kill 🐉", 'unknown[not understood] "kill 🐉"'),
    ("how many 🐉 r left?", 'unknown[not understood] "how many dragon are left"'),
    # near-misses: words the reader knows for what to keep clear of; a thing without article
    ("stay away from danger", "keep_away monster"),
    ("keep away from everyone", "keep_away monster"),
    ("how far is bow from you", "ask distance bow of companion"),
    ("where exactly am I?", "ask where of player"),
]


@pytest.mark.parametrize(("order", "meaning"), UNMET_WORD_NAMED)
def test_unmet_word_named(order, meaning):
    assert reading(order) == meaning


# What the player tells of their own doing beside the companion's order is no part of its
# ("I'm heading down the corridor. You stay right here."); a state or a wish of theirs, or a doing
# whose things a later "one" stands for, stays.
NARRATED_OWN = [
    ("I'm heading down the corridor. You stay right here.", "stay"),
    ("I'm just going to wait here. You patrol between row 12 column 16 and row 18 column 16.",
     "patrol 12,16 to 18,16"),
    ("I've got nothing on me. What are you carrying?", "ask carrying of companion"),
    ("I'm picking up the arrow in the bottom left myself. You go and get the bow.", "fetch bow"),
    ("I'm about to run down this corridor. Stay within 2 tiles of me the whole way.",
     "keep_distance player -..2"),
    # near-misses
    ("I'm going to need the bow. Get it.", "fetch bow"),
    ("I'm going to shoot the bats, so tell me where the nearest one is.", "ask where bat"),
    ("I'm heading down the corridor.", 'unknown[not understood] "I\'m heading down the corridor"'),
]


@pytest.mark.parametrize(("order", "meaning"), NARRATED_OWN)
def test_narrated_own(order, meaning):
    assert reading(order) == meaning


# A choice left to the companion beside the order asks for nothing ("Your call.", "up to you",
# "I don't mind where", "whichever way you like", "Start at whichever end you like.", "A rough
# guess is fine."); "Up to you which bat, just kill one" kills one bat. What the companion is
# told it carries, said after the order, is a premise as before it. "N or more tiles" is at least
# N.
CHOICES_LEFT = [
    ("Grab whichever weapon is closer to you, the bow or the sword. Your call.",
     "if distance(bow, companion) < distance(sword, companion): fetch bow | fetch sword"),
    ("Up to you which bat, just kill one. You've got the bow and an arrow.", "attack bat"),
    ("Stand anywhere you like, I don't mind where, just keep 5 or more tiles between us.",
     "keep_distance player 5..-"),
    ("Go to the bottom left corner, whichever way you like.", "go_to bottom left"),
    ("How many monsters do you think are left? A rough guess is fine.", "ask count monster"),
    ("Follow me at whatever distance feels right, just never more than 3 tiles off.",
     "keep_distance player -..3"),
    ("Patrol between row 6 column 15 and row 6 column 21. Start at whichever end you like.",
     "patrol 6,15 to 6,21"),
    ("Shoot the bat. You've got the bow and an arrow.", "attack bat"),
    ("keep 5 or more tiles from the gorgon", "keep_distance gorgon 5..-"),
    # near-misses: roaming on a condition keeps its condition; a choice of what the game has not
    ("Go wherever you like, as long as it's at least four tiles away from me.",
     "keep_distance player 4..-"),
    ("Open whichever door you like, your call.",
     'unknown[no such action] "Open whichever door you like"'),
    ("get the arrow. you have the bow.", 'fetch arrow; unknown[no such action] "you have the bow"'),
]


@pytest.mark.parametrize(("order", "meaning"), CHOICES_LEFT)
def test_choices_left(order, meaning):
    assert reading(order) == meaning


# A thing left where it lies for one of us ("but leave it on the ground for Sam"), exploring on a
# condition of the tiles it covers ("Explore wherever you want, as long as you cover at least 20
# tiles", "until you've covered ..."), and the player out of an item ("I'm out of arrows. Bring
# me one.": an arrow brought).
LEFT_COVERED_OUT = [
    ("Pip, go and stand by the bow, but leave it on the ground for Sam.",
     "keep_off bow; go_to bow; stay"),
    ("Explore wherever you want, as long as you cover at least 20 tiles.", "explore 20 tiles"),
    ("explore until you've covered at least 20 tiles", "explore 20 tiles"),
    ("I'm out of arrows. Bring me one.", "bring arrow"),
    ("I've run out of arrows. Bring me one.", "bring arrow"),
    # near-misses: a condition of what comes, not of tiles; out of breath
    ("explore until you see a bat", "explore once near(bat, 5, companion): "),
    ("I'm out of breath, wait", "stay"),
]


@pytest.mark.parametrize(("order", "meaning"), LEFT_COVERED_OUT)
def test_left_covered_out(order, meaning):
    assert reading(order) == meaning


# "How's yours?", "and yours?" after a question (or a statement read as one) of the player's
# health asks the companion's too, as "and what about you?" does.
ASKED_OF_YOU_TOO = [
    ("I think I'm down to 2 health. How's yours?", "ask health of player; ask health of companion"),
    ("how is my health? and yours?", "ask health of player; ask health of companion"),
    ("What are you carrying? And what about me?",
     "ask carrying of companion; ask carrying of player"),
]


@pytest.mark.parametrize(("order", "meaning"), ASKED_OF_YOU_TOO)
def test_asked_of_you_too(order, meaning):
    assert reading(order) == meaning
