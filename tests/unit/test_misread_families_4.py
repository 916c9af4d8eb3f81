"""Families of orders by other hands (bench/fresh_orders_29.toml and after) that were said back
and are read now: a health said as a number after who has it ("if I'm below 2 health", "if
you're on 1 hp", agent/reading/health.py, ``_health_stated``), felt low in the players' short
words ("if ur low hp", ``lexicon_parts.FELT_LOW``), a fall said as done, where the health is now
("if my health has dropped below 2": decided, not watched; ``health._FALLEN``); a count still
in play ("more than two bats on the board", "still kicking", "exactly three arrows about",
``lexicon_idioms.IN_PLAY``, agent/reading/counts.py), "more'n" as "more than"
(``lexicon_typed.SHORTHAND``) and "but one" as only one (``logic.COMPARISONS``); a gym partner's
"spot me" as "cover me" is, beside a standing between (``lexicon_address.SAID_AGAIN``) or alone
(``lexicon_duties.GUARD_VERBS``); getting away from a monster picked by where it is, as keeping
away from it ("get away from the bat in the top right corner", agent/reading/errands.py,
``_away``); out of reach or range of a monster (``lexicon.KEEP_AWAY_VERBS``); coming a counted way,
a walk ("come two steps back west", agent/reading/places.py); a post taken, a route plotted and
a destination named (going there); a distance got and waited at (keeping it); a thing returned
(brought); tiles said after a colon or as ground's worth; an item "brought down" asked; the
player's going conceded, a walk said exact, a first step said as a gerund; a stay said to the
companion's face, a place cried alone; going on, and a driver's verbs; where the player
wanders after a distance kept; a guard's reach "never more than" so far; the next order
awaited; a fiend, a villain, a pest; the thirty-second set's families (below).
Each row an order and its reading in the gist notation of tests/unit/gist.py; the near-misses
are read as before."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

HEALTH_STATED = [
    ("if I'm below 2 health come back to me, otherwise go kill the gorgon",
     "if health(player) < 2: come_back | attack gorgon"),
    ("if you're on 1 hp, run away", "if health(companion) == 1: flee | "),
    ("if I'm at less than 2 health, come back", "if health(player) < 2: come_back | "),
    ("if I'm not below 2 health get the bow", "if health(player) >= 2: fetch bow | "),
    ("if ur low hp come back to me, if not go get the bow",
     "if health(companion) <= 1: come_back | fetch bow"),
    ("if I'm on low health come back", "if health(player) <= 1: come_back | "),
    ("If my health has dropped below 2, come back to me; otherwise get the bow",
     "if health(player) < 2: come_back | fetch bow"),
    ("if my health has dropped, come back", "if health(player) < 3: come_back | "),
    # near-misses: a fall to come is watched; a health had, as before
    ("if my health drops below 2, come back to me, otherwise get the bow",
     "fetch bow once health(player) < 2: come_back"),
    ("if you have less than 2 health, come back", "if health(companion) < 2: come_back | "),
    ("if my health is below 2 come back to me", "if health(player) < 2: come_back | "),
]

STILL_IN_PLAY = [
    ("if there are more than two bats on board, fetch the bow; otherwise fetch the sword.",
     "if count(bat) > 2: fetch bow | fetch sword"),
    ("if there are more than two bats still kicking, get the bow",
     "if count(bat) > 2: fetch bow | "),
    ("If there's exactly three arrows about, pick up the nearest one. Otherwise get the bow.",
     "if count(arrow) == 3: fetch arrow | fetch bow"),
    ("If there's more'n two bats still kicking', go fetch the bow.",
     "if count(bat) > 2: fetch bow | "),
    ("if there is but one gorgon, get the bow", "if count(gorgon) == 1: fetch bow | "),
    ("how many bats are still kicking", "ask count bat"),
    # near-misses: counts in a part of the map, and a "but" that is no count
    ("if there are more than 2 bats left in the top right, get the bow",
     "if count(bat north east of middle) > 2: fetch bow | "),
    ("kill the bat but not the gorgon", "attack bat"),
]

SPOTTED = [
    ("Spot me, buddy! Get yourself between me and that gorgon and stay there.", "protect gorgon"),
    ("spot me", "guard player"),
    ("Have my back! Get between me and the gorgon.", "protect gorgon"),
    # near-misses: a bench press is no place in the game; spotting a monster is no order
    ("Spot me on the bench press, I'm going for a new personal best today.",
     'unknown[not understood] "Spot me on the bench press"'),  # the player's own doing apart
    ("spot the bat", 'unknown[no such action] "spot the bat"'),
]

# A duty said in words no action verb opens, then another step: two clauses, not one unread
HAVE_MY_BACK = [
    ("have my back, stay close", "guard player"),
    ("have my six, then follow me", "guard player"),
    ("have my back and follow me", "guard player"),
    # near-miss: "have" of owning opens no duty
    ("have the sword, then follow me", 'unknown[no such action] "have the sword"; follow'),
]

AWAY_FROM_ONE = [
    ("get away from the bat in the top right corner",
     "keep_distance nearest-from-top right bat 5..-"),
    ("flee from the top right bat", "keep_distance nearest-from-top right bat 5..-"),
    ("stay out of reach of the bat", "keep_away bat"),
    ("Scoot away from that bat in the top right corner! More than four steps off, and keep it"
     " that way.", "keep_distance nearest-from-top right bat 5..-"),
    ("get at least five tiles clear of the gorgon", "keep_distance gorgon 5..-"),
    ("get out of range of the bat", "keep_away bat"),
    # near-misses: from every monster, as before
    ("get away from the bat", "flee"),
    ("run away from the gorgon", "flee"),
]

COME_COUNTED = [
    ("come two steps west", "walk west 2"),
    ("walk six steps east, then come two steps back west", "walk east 6; walk west 2"),
    # near-misses: coming back to the player
    ("come back", "come_back"),
    ("come over here", "come_back"),
]

# How many tiles to explore, said apart from the exploring: after a comma, as a sentence of its
# own with a verb of setting foot, or as tiles not yet visited
TILES_APART = [
    ("Go forth and scout my domain, minion. Set foot on at least fifteen tiles of it.",
     "explore 15 tiles"),
    ("explore. A dozen tiles you haven't visited, please.", "explore 12 tiles"),
    ("explore 12 tiles you haven't been to yet", "explore 12 tiles"),
    ("explore, at least 20 squares", "explore 20 tiles"),
    ("go and have a little wander round dear , at least 20 squares , stretch your legs",
     "explore 20 tiles"),
    ("stretch your legs, then come back", "explore; come_back"),
    ("have a good look round, cover at least twenty tiles of it.", "explore 20 tiles"),
    ("explore: 15 tiles", "explore 15 tiles"),
    # near-misses: a distance kept after a comma, as before; more tiles than any dungeon holds
    ("keep away from the bat, at least 3 tiles", "keep_distance bat 3..-"),
    ("explore. Set foot on at least 500 tiles of it.",
     'explore; unknown[no such action] "Set foot on at least 500 tiles of it"'),
]

# The ground an exploring covers, in any voice's word ("scour the lair", "browse the stacks",
# "scout my domain"), a heading of the player's own ("My exploration policy: ..."), and tiles
# "of this dungeon" to visit
GROUND_AND_HEADINGS = [
    ("Scour the lair for clues! Search at least twenty different tiles!", "explore 20 tiles"),
    ("browse the stacks a little", "explore"),
    ("explore the cave", "explore"),
    ("My exploration policy: visit at least 25 different squares of this dungeon.",
     "explore 25 tiles"),
    ("My policy: get the bow", "fetch bow"),
    # near-misses: a thing the game lacks is said back; a heading naming a thing keeps its words
    ("explore the moon", 'explore; unknown[not understood] "the moon"'),
    ("explore the lair for the bow", 'explore; unknown[not understood] "the lair for the bow"'),
    ("My sword: bring it", "bring sword"),
]

# A duty to last until the player says otherwise, in any words: the duty, which lasts so anyway
TOLD_OTHERWISE = [
    ("Patrol back and forth between row 2 column 7 and row 8 column 7 until I tire of it.",
     "patrol 2,7 to 8,7"),
    ("guard the bow till I blow the whistle", "guard bow"),
    ("follow me until I get bored", "follow"),
    ("follow me until I say stop", "follow"),
    # near-miss: until something of the game happens is a condition
    ("guard the bow until the gorgon dies", "guard bow once count(gorgon) < 1: "),
]

# One's own post taken and a route plotted are going there (lexicon_idioms.TAKE_POST, ROUTE), a
# tile beside a thing is beside it (text.spell_out), "for me" or "to me" after a going alone is
# coming to the player
POSTS_AND_ROUTES = [
    ("take your spot at row 6 column 17", "go_to 6,17"),
    ("take up your post by the sword", "go_to sword"),
    ("assume your position at the middle of the map", "go_to middle"),
    ("plot a route to the bottom left corner", "go_to bottom left"),
    ("chart a course to row 4 column 17", "go_to 4,17"),
    ("Wait two ticks, then plot a route to a tile right next to me.", "repeat 0x 2t: ; come_back"),
    ("go to a square beside the gorgon", "go_to gorgon"),
    ("stand on an empty tile next to the bow and wait", "go_to bow; stay"),
    ("make a beeline for me", "come_back"),
    # near-misses: a tile asked of is no going; a plan or a route named alone is no order
    ("is there a tile next to the bow?",
     'unknown[cannot be done] "is there a tile next to the bow"'),
    ("Route survey today. Go to the bow.", "go_to bow"),
    ("Alright champ, first set of the day: sprint over to the bow and pick it up.", "fetch bow"),
]

# A destination named, as a route planner names one ("Set destination: the middle of the map.",
# "Destination one: the sword."), is going there, or for an item, going for it as a course set
# for one is (guides.tour's stops); "on arrival" is where the errand is done anyway
DESTINATIONS = [
    ("Set destination: the middle of the map.", "go_to middle"),
    ("your destination is row 3 column 4", "go_to 3,4"),
    ("Destination one: the sword. Destination two: the gorgon. Defeat the gorgon on arrival.",
     "fetch sword; attack gorgon"),
    ("destination: the bow", "fetch bow"),
    ("New destination: the nearest arrow. Pick it up when you get there.", "fetch arrow"),
    ("kill the bat on arrival", "attack bat"),
    # near-miss: asked what it is
    ("what is your destination?", 'unknown[not understood] "what is your destination"'),
]

# Getting a distance from a monster and waiting there is keeping that distance (requests.py);
# a wait for someone or for a time after it is still said back
AWAY_AND_WAIT = [
    ("get at least five tiles away from the gorgon and wait there", "keep_distance gorgon 5..-"),
    ("Get at least five tiles clear of the gorgon and stay put.", "keep_distance gorgon 5..-"),
    ("move at least 5 tiles away from the bat, then wait", "keep_distance bat 5..-"),
    ("back off 5 tiles from the bat and stay there", "keep_distance bat 5..-"),
    ("get 6 tiles away from the gorgon and wait for me",
     'unknown[not understood] "get 6 tiles away from the gorgon"; stay'),
]

# A thing returned is brought back (lexicon_idioms.RETURNING); returning alone is coming back
RETURNED = [
    ("return the sword to me", "bring sword"),
    ("get the bow and return it to me", "fetch bow; bring bow"),
    ("if you have the bow, return it to me", "if has(companion, bow): bring bow | "),
    ("return every arrow", "bring every arrow"),
    # once read as code (pseudocode.py), now as said
    ("return sword to player", "bring sword"),
    ("return bow to player", "bring bow"),
    # near-misses: no thing after it
    ("return to me", "come_back"),
    ("return here", "come_back"),
]

# Tiles to explore after a colon in an exploring verb ("survey the area: cover at least 15
# tiles"), or as a measure of ground ("ten tiles' worth of ground"): explored.py
TILES_SAID_SO = [
    ("explore: cover at least 15 tiles", "explore 15 tiles"),
    ("survey the area: cover at least 15 tiles", "explore 15 tiles"),
    ("explore: visit 12 new tiles", "explore 12 tiles"),
    ("explore ten tiles' worth of ground", "explore 10 tiles"),
    ("explore, ten tiles' worth of floor", "explore 10 tiles"),
]

# An item "brought down" with nowhere to bring it is no errand: a monster brought down is fought,
# so it is asked, not brought to the player
BROUGHT_DOWN = [
    ("get the bow and bring it down", 'fetch bow; unknown[ambiguous] "bring it down"'),
    ("bring the bow down", 'unknown[ambiguous] "bring the bow down"'),
    ("bring the bat down", "attack bat"),
    # near-misses: somewhere to bring it
    ("bring the bow down here", "bring bow"),
    ("bring the bow down to me", "bring bow"),
]

# The player's going conceded in any words ("no matter where I wander off to", "whether or not I
# leave": lexicon_staying.EVEN_IF); a counted walk said exact or not to go too far ("only",
# "don't go too far": lexicon_closers.WALK_CLOSERS, lexicon_typed.BAN_TOO_FAR); a first step
# said as a gerund ("start by picking up two arrows": lexicon_closers.START_BY)
SAID_AROUND = [
    ("you stay put right where you are, no matter where I wander off to.", "stay"),
    ("get the bow no matter where I go", "fetch bow"),
    ("stay here whether or not I leave", "stay"),
    ("walk 4 step to the left only, don't go too far", "walk left 4"),
    ("walk 4 steps left exactly", "walk left 4"),
    ("walk 4 steps left and don't go any further", "walk left 4"),
    ("Start by picking up two arrows.", "fetch 2 arrow"),
    ("begin by getting the bow, then come back", "fetch bow; come_back"),
    ("start by getting the bow and then bringing it to me", "fetch bow; bring bow"),
    # near-misses: a thing after "start with" is no step; going too far with no count is asked
    ("start with the bow", 'unknown[no such action] "start with the bow"'),
    ("don't go too far", 'stay; unknown[not understood] "far"'),
]

# A stay said to the companion's face ("don't you move a muscle": lexicon_duties.STAY_VERBS),
# what is fetched kept on board (lexicon_guides.KEPT_WITH), standing or waiting by a thing
# picked (lexicon_duties.GO_TO_VERBS), a place cried alone ("To the middle of the map!":
# places.py)
SAID_SHORT = [
    ("Don't you move a muscle till I say so. You stay right there.", "stay"),
    ("don't you dare budge", "stay"),
    ("get the bow and keep it on board", "fetch bow"),
    ("go stand beside the leftmost arrow", "go_to nearest-from-left side arrow"),
    ("go and wait near the sword", "go_to sword; stay"),
    ("To the very middle of the map, sidekick!", "go_to middle"),
    ("to row 3 column 4", "go_to 3,4"),
    # near-misses: a ban said to the companion's face is still a ban; a thing cried alone is not
    # read (to it, or with it?)
    ("don't you dare pick it up", 'unknown[cannot be promised] "don\'t you dare pick it up"'),
    ("To the bow!", 'unknown[no such action] "To the bow"'),
]

# Going on to the next place ("then continue to the bow": lexicon_idioms.GO_TO), a driver's
# verbs ("drive six tiles east", "park right beside the sword", "park here"), a destination in
# a branch ("..., your destination is the bow")
DRIVEN = [
    ("wait 3 turns, then continue to the bow", "repeat 0x 3t: ; go_to bow"),
    ("get the bow, then continue to follow me", "fetch bow; follow"),
    ("go left, then continue 3 tiles down", "walk left 1; walk down 3"),
    ("drive six tiles east", "walk east 6"),
    ("drive to the bow", "go_to bow"),
    ("park right beside the sword", "go_to sword; stay"),
    ("park yourself right here and don't move an inch", "stay"),
    ("If there are more than two bats on the map, your destination is the bow. Otherwise, drive"
     " to the sword.", "if count(bat) > 2: fetch bow | go_to sword"),
    # near-misses: going on with nothing after it is talk; "carry" a thing is still fetching it
    ("continue", 'unknown[talk] "continue"'),
    ("carry the bow", "fetch bow"),
]

# Where the player wanders, after a distance kept or a side stayed by ("Stay by my side, within
# two tiles, wherever I wander": lexicon_staying.WHEREVER_I_GO); a patrol said again thrice
# ("again and again and again"); a guard's reach "never more than two tiles off" (duties.py)
KEPT_WHEREVER = [
    ("Stay by my side, within two tiles, wherever I wander.", "keep_distance player -..2"),
    ("stay by my side wherever I go", "follow"),
    ("pace between row 6 column 15 and row 6 column 21, again and again and again.",
     "patrol 6,15 to 6,21"),
    ("Keep close watch over me while I potter about, never more than two tiles off.",
     "guard player -..2"),
    ("guard the bow, not more than 3 tiles away", "guard bow -..3"),
]

# Waiting for the next order, which comes anyway ("and await my next decree": lexicon_duties.
# STAY_VERBS); a monster called a fiend, a villain or a pest (lexicon_idioms.MONSTER_WORDS); a
# pick said open ("..., whatever it may be": lexicon_closers.DUTY_TAIL)
AWAITED = [
    ("Scuttle four paces to the right, then two paces down, and await my next decree.",
     "walk right 4; walk down 2; stay"),
    ("walk 2 steps down, then await further instructions", "walk down 2; stay"),
    ("kill the fiend", "attack monster"),
    ("how many villains are left?", "ask count monster"),
    ("Place yourself between me and the closest villain, whatever it may be!",
     "protect nearest-from-player monster"),
    # a bound said as what the companion does not do ("You don't get more than two steps away
    # from me": learner_forms), after a guard its reach
    ("Watch my back. You don't get more than two steps away from me, understand?",
     "guard player -..2"),
    ("You don't get more than two steps away from me", "keep_distance player -..2"),
    # near-miss: "first" and "after" both said of the order is never read backwards
    ("first you take the arrow, after you take the bow",
     'fetch arrow; unknown[no such action] "after you take the bow"'),
]

# The thirty-second set's families: the answer a question asks for said after it ("Shout out
# its row and column.", "Give me the number of tiles.": talk.ASKED_FOR), a heading with a number
# joined to its word ("Three-step recipe: ..."), a swimmer's staying ("tread water"), waiting by the
# player's side (following, as standing there is), the map called the realm, the pool or the
# kitchen (lexicon.WHOLE_WORDS), counted "around" it, the player heading off
THIRTY_SECOND = [
    ("Where's the nearest bat? Shout out its row and column.", "ask where bat"),
    ("How far am I from you right now? Give me the number of tiles.",
     "ask distance player of companion"),
    ("Three-step recipe: grab the nearest arrow, then the bow, and then come back and stand next"
     " to me.", "fetch arrow; fetch bow; come_back; follow"),
    ("Go on down to row 20 column 13 and tread water there till I call you.",
     "go_to 20,13; stay"),
    ("wait right next to me", "follow"),
    ("By decree, the companion shall gather every arrow in the realm, leaving not one upon the "
     "ground.", "fetch every arrow"),
    ("How many arrows are lying around the dungeon?", "ask count arrow"),
    ("Headcount! How many arows are lying around the pool?",
     'unknown[no such action] "Headcount"; ask count arrow'),
    # near-misses: a count near one of us or a thing is still of that part; shouting alone says
    ("how many bats are around me?", "ask value count(bat within 3 of player)"),
    ("shout out hello", "say 'hello'"),
    ("Three steps: walk left", 'unknown[not understood] "Three steps: walk left"'),
    # a herald's cries for attention (lexicon_address.INTERJECTIONS), "make it known" after a
    # question (talk.ASKED_FOR); the companion named in the third person, bound or let do a thing
    # (lexicon_legal.NAMED_BOUND); "stand vigil"; "without cease"
    ("Hear ye! How many gorgons dwell within the realm? Make it known unto the court.",
     "ask count gorgon"),
    ("Oyez, oyez! Let it be proclaimed that the companion shall ride forth, take up the sword, and"
     " slay the gorgon that troubleth the realm!", "fetch sword; attack gorgon"),
    ("Let the companion fetch the bow.", "fetch bow"),
    ("The companion is commanded to stand vigil here.", "stay"),
    ("His Majesty commandeth that the companion bring the bow unto me.", "bring bow"),
    ("Here's the big play, folks: the rookie has to go and collect the sword.", "fetch sword"),
    ("walk back and forth between row 4 column 11 and row 4 column 15, without cease",
     "patrol 4,11 to 4,15"),
    # a coach's patrol ("sprint back and forth": lexicon_idioms.PACING), a monster cleared from
    # the map in any voice's word for it ("Clear the pool of that gorgon!"), a cook's "serve"
    ("Warm-up shuttles, rookie: sprint back and forth between row 12 column 4 and row 12 column"
     " 10, and keep at it till I say so.", "patrol 12,4 to 12,10"),
    ("Clear the pool of that gorgon!", "attack every gorgon"),
    ("fetch the sword and serve it to me", "fetch sword; bring sword"),
    ("Shuttle service: run back and forth between row 8 column 2 and row 8 column 7 until further"
     " notice.", "patrol 8,2 to 8,7"),
    # a monster not to be let near, beside a guard or a standing between, which keep it off
    # anyway (bans.py, lexicon_typed.BAN_LET_*); beside any other step, or alone, still refused
    ("Stand between me and that gorgon, and don't you let it anywhere near me!",
     "protect gorgon"),
    ("Defend the bow. Do not let anything come near it.", "guard bow"),
    ("get the bow. don't let anything near it",
     'fetch bow; unknown[cannot be promised] "don\'t let anything near it"'),
    ("don't let anything near me", 'unknown[cannot be promised] "don\'t let anything near me"'),
    # near-misses: the companion named in a question or a remark is not left out
    ("where is the companion?", "ask where of companion"),
    ("the companion is hurt", 'unknown[not understood] "the companion is hurt"'),
]


@pytest.mark.parametrize(("order", "meaning"), HEALTH_STATED + STILL_IN_PLAY + SPOTTED
                         + HAVE_MY_BACK + TILES_APART + GROUND_AND_HEADINGS + AWAY_FROM_ONE
                         + COME_COUNTED + TOLD_OTHERWISE + POSTS_AND_ROUTES + DESTINATIONS
                         + AWAY_AND_WAIT + RETURNED + TILES_SAID_SO + BROUGHT_DOWN
                         + SAID_AROUND + SAID_SHORT + DRIVEN + KEPT_WHEREVER + AWAITED
                         + THIRTY_SECOND)
def test_reading(order, meaning):
    assert reading(order) == meaning
