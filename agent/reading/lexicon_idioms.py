"""The lexicon's idioms: figures of speech and slang for the moves, things and states the game
has ("pop over to the sword", "hotfoot it back to me", "bide your time", "on your last legs").

Each is a phrase of a word class of ``lexicon`` / ``lexicon_parts`` (the class named beside it,
which takes these in), read as its plain words are: no idiom has a reading of its own. Data only,
and nothing here may swallow a literal use of its words ("lie low" is a phrase; "go low" is not).
"""

from __future__ import annotations

from agent.reading import meaning as m

# Any monster, said with a word of contempt ("how many of those critters are left?"):
# lexicon.MONSTER_WORDS.
MONSTER_WORDS = {"critter": m.ANY_MONSTER, "varmint": m.ANY_MONSTER,
                 # a villain's and a hero's ("let no fiend come near me", "the closest villain")
                 "fiend": m.ANY_MONSTER, "villain": m.ANY_MONSTER, "pest": m.ANY_MONSTER,
                 "brute": m.ANY_MONSTER, "evildoer": m.ANY_MONSTER}

# A hippie's verbs of going: before "over and" and an errand ("float over and get the bow", as
# GOING_OVER), "back and forth" (a patrol, PACING); before a way or a place, voices_speech.hippie's
# ("sway on down four tiles", "drift on down to the corner").
DRIFTING = ("float", "drift", "groove", "sway", "cruise", "mosey")
# Going to a place, said in slang (lexicon_duties.GO_TO_VERBS): "pop over to the sword", "nip to the
# bow", "leg it to the top left", "scram to the corner" ("make a beeline for" a thing is going
# for it, lexicon_typed.ON_A_THING_JARGON: "make a beeline for the bow" gets it).
GO_TO: tuple[str, ...] = (
    "pop over to", "pop to", "pop down to", "pop up to", "pop round to",
    "nip over to", "nip to", "nip down to", "nip up to", "nip round to",
    "hop over to", "scoot over to", "scoot to", "mosey over to", "mosey on over to",
    "toddle over to", "toddle off to", "leg it to", "leg it over to", "scram to", "scarper to",
    "hotfoot it to", "hotfoot it over to", "hightail it to", "hightail it over to",
    # a butler's: "repair to the bottom left-hand corner"
    "repair to",
    "make tracks to", "make tracks for", "make a beeline for", "make a beeline to",
    "beeline to", "beeline for",
    # going on to the next place ("wait 3 turns, then continue to the bow"); a driver's ("drive
    # to the bow")
    "continue to", "continue on to", "carry on to", "drive to", "drive over to",
)
# One's own post taken, going to a place ("take your spot at row 6, column 17", "assume your
# position by the bow"), and a route plotted ("plot a route to the bow", "chart a route to row 4,
# column 17"): verbs of going before a place (lexicon_parts.MOVE_VERBS) or with its word of place
# (GO_TO).
TAKE_POST = tuple(f"{verb} {post}" for verb in ("take", "take up", "assume", "get to")
                  for post in ("your position", "your place", "your spot", "your post",
                               "your station"))
ROUTE = tuple(f"{verb} {route}" for verb in ("plot", "chart")
              for route in ("a route", "a course", "a path", "the route", "the way"))
# (their words after the verb name nothing of the game alone: "Route survey today." is a heading)
POSTED_GOING = (*(f"{verb} {at}" for verb in TAKE_POST for at in ("at", "by", "beside", "next to",
                                                                    "in")),
                *(f"{verb} to" for verb in ROUTE))
GO_TO += POSTED_GOING
# A coming back with a thing after it, which is bringing it back ("return the sword to me", "get
# the bow and return it to me": lexicon_parts.THING_VERBS, errands._returned).
RETURNING = ("return",)
# Where the errand is done anyway, said after it ("defeat the gorgon on arrival":
# lexicon_parts.ERRAND_TAIL).
ON_ARRIVAL = tuple(f"{on} {arriving}" for on in ("on", "upon") for arriving in ("arrival",
                                                                                 "arriving"))
# The same, the verb alone before a place or a way (lexicon_parts.MOVE_VERBS): "scram to the
# top left", "pop over to the middle", "leg it left".
MOVE = ("pop", "nip", "leg it", "scram", "scarper", "hotfoot it", "hightail it", "make tracks",
        "make a beeline", "beeline", "mosey", "mosey on", "toddle", "toddle off",
        # a surfer's ("paddle four tiles right", "cruise over to the bow")
        "paddle", "cruise",
        # a trainer's: "jog it down to row 16, column 2"; a butler's: "repair to the corner"
        "jog it", "hoof it", "foot it", "repair",
        # a surfer's and a climber's: "drop two tiles down" (a thing dropped is no walk)
        "drop",
        # a leisurely walk, and a dance caller's ("sashay four steps south", "promenade on over
        # to row 12, column 6")
        "amble", "saunter", "sashay", "promenade",
        # a driver's and a rider's ("drive six tiles east")
        "drive", "cycle", "pedal", "continue", "carry on",

        # a post taken, a route plotted ("take your spot at row 6, column 17")
        *TAKE_POST, *ROUTE)
# Coming back to the player, said in slang (lexicon_duties.COME_BACK_VERBS): "hotfoot it back to
# me".
COME_BACK = (
    "hotfoot it back", "leg it back", "nip back", "pop back", "scoot back", "scurry back",
    "make tracks back", "scarper back", "toddle back", "mosey back",
    # "come on back over here": "come on" is urging, said before what it urges
    "back over here", "back here",
)
# Running from the monsters, said as a figure (lexicon_duties.FLEE_VERBS): "make yourself scarce".
FLEE = (
    "make yourself scarce", "run for the hills", "head for the hills", "make a break for it",
    "scarper", "vamoose", "take to your heels", "hightail it out of here",
    "hightail it out of there", "get out of dodge",
    # a square-dance caller's "Scoot away from that bat in the top right corner!"
    "scoot away", "scoot off",
)
# Fighting a monster, said as a figure (lexicon.ATTACK_VERBS): "sort out that gorgon".
# A fight, in slang: "sort that gorgon out", "pop the closest bat" (a gamer's shot: "pop over
# to the sword" is going, lexicon_idioms.GO_TO and MOVE, read before it).
# A gamer's and a cowboy's: "go clap the gorgon", "yeet it" (at a monster: a shot), "go whup
# the gorgon".
# An end made of it: "put an end to the gorgon", "do away with that bat".
# Rid of it: "rid me of the nearest bat", "see off the gorgon", "dispose of that bat"; a
# surfer's and a gangster's: "go smoke it".
ATTACK = ("sort out", "polish off", "make short work of", "lay into", "pop", "bonk", "clap",
          "yeet", "whup", "put an end to", "make an end of", "do away with", "rid me of",
          "rid us of", "see off", "dispose of", "smoke",
          # "go smash da gorgon", a protocol's "terminate the gorgon specimen", a call-centre
          # script's "resolve the nearest bat", a hippie's "mellow out that bat for good"
          "smash", "terminate", "resolve", "mellow out",
          # a gamer's: "go pull the closest bat and kill it", "farm 2 bats", "dont aggro anything"
          "pull", "farm", "aggro")
# Looking around, said in slang (lexicon_duties.EXPLORE_VERBS): "go have a nose around" ("have a
# nosey round the place" is left to be restated: bench/orders.toml keeps it unread).
EXPLORE = (
    "nose around", "nose about", "have a nose around", "have a nose about", "have a nose",
    "snoop around", "have a snoop around", "have a snoop", "have a gander", "have a gander around",
    "scope out the area", "scope out the place",
    # exploring as a thing had, and seeing what is about: "let's have a little explore", "go
    # and see what's around"
    "have a little explore", "have an explore", "have a quick explore", "have a bit of an explore",
    "have a little look around", "have a little wander", "go and see what is around",
    "go see what is around", "go and see what is out there", "go see what is out there",
    "go and see what is about", "have a little wander round", "have a little wander around",
    "have a little look round", "have a little look about", "have a look about",
    # a surfer's, a hero's, an Irish player's: "go cruise around", "scour the lair", "have a
    # good root around"
    "cruise around", "cruise about", "cruise round",
    # a grandmother's "go and have a little wander round dear, at least 20 squares, stretch your
    # legs": a walk about
    "stretch your legs", "stretch your legs a bit", "go stretch your legs",
    # a hippie's: "go wander free for a while"
    "wander free", "roam free", "scour", "root around", "root about",
    "root round", "have a root around", "have a good root around", "have a root about",
    "have a good root about", "have a root round", "have a good root round",
    "have a quick look around", "have a quick look about", "have a quick look round",
    # a courier's: "drive round and log at least fourteen different tiles"
    "drive round", "drive around", "drive about",
)
# Staying where one is, said as a figure (lexicon_duties.STAY_VERBS): "hold the fort", "lie low".
STAY = (
    "hold the fort", "hold down the fort", "hold the fort down", "bide your time", "lie low",
    "lay low", "keep your head down", "hunker down", "hole up", "hang back", "hang fire",
    # a gamer's and a cowboy's: "just vibe here til i move", "hold your horses right there"
    "vibe", "hold your horses",
    # a swimmer's: "tread water there"; a herald's "stand vigil upon this very spot"
    "tread water", "stand vigil", "keep vigil",
    # a driver's: "then park up", "park here"
    "park up", "park it", "park", "park yourself",
    # an Indian English speaker's "go till row 4 column 12 and be there": stay there
    "be there", "be here",
)
# The same, for some turns (lexicon_staying.WAIT_TURNS): "bide your time for 4 turns".
WAIT_TURNS = ("bide your time", "hold the fort", "lie low", "lay low", "hang fire",
              "hunker down", "keep your head down")
# The same, at a place gone to first (lexicon_staying.REMAIN_AT): "lie low in the bottom left".
REMAIN_AT = ("lie low", "lay low", "hole up", "hunker down", "hold the fort", "bide your time",
             "park", "park up")
# A rest of so many turns said as a thing taken ("take a five-turn breather", "have a 3-turn
# rest", "do a short two turn wait"): waiting that many turns (learner_forms, as "take a break
# for five turns" reads).
RESTS_TAKEN = ("take", "have", "do")
RESTS = ("break", "breather", "rest", "pause", "wait", "timeout", "time-out", "breath", "sit-down")
RESTS_HOW = ("short", "quick", "brief", "little", "small")
RESTED = "take a break for {n} turns"
# Going through water, a walk as any other (lexicon_parts.MOVE_VERBS): a lifeguard's "swim back
# over to me" (not PACING: "swim, how many bats are left" says "swim" back on its own).
SWIMMING = ("swim", "wade")
# The player's spot in their own words after "to me" ("hand it to me at the belay", "return to me
# at the hab"): the player is wherever they are, so the words are left out (learner_forms), where
# they name nothing of the game's ("to me at the corner", "to me at the same time" are kept).
TO_MY_SPOT = ("to me at the", "beside me at the")
SPOT_KEPT = frozenset(("same", "end", "start", "beginning", "moment", "time", "double", "ready"))
# Every one of a kind of monster cleared ("Clear all bats.", "wipe out every bat"): each fought
# (errands' row "cleared"; a kind of item cleared is refused: no fight is with an item).
CLEAR_ALL = ("clear", "clear out", "clean out", "wipe out", "purge")
CLEARED_EACH = ("all", "all the", "every", "each", "every single", "all of the")
# A patrol's way, said as a likeness (lexicon_closers.DUTY_TAIL): "... like a yo-yo".
PATROL_LIKE = ("like a yo-yo", "like a yo - yo", "like a yoyo", "like a pendulum",
               "like a security guard", "like a little security guard")
# The verbs a patrol is walked with, before its way (UP_AND_DOWN, TO_AND_FRO).
PACING = ("go", "run", "move", "walk", "pace", "march", "stride", "trot", "stroll", "wander",
          "tramp",
          # a coach's: "sprint back and forth between row 12 column 4 and row 12 column 10"
          "sprint", "jog", "dash",
          # a hippie's: "mosey back and forth between row 8 column 2 and row 8 column 7"
          *DRIFTING)
# A walk from one post to another and back said to be done again and again ("From row 12 column 4
# to row 12 column 11 and back, over and over!", "walk the passage from ... to ..., to and fro"):
# a patrol between them (without them, "walk to the bow and back" is one walk there and back).
SHUTTLED = ("over and over", "over and over again", "again and again", "repeatedly",
            "to and fro", "back and forth", "up and down")
# A patrol said as a walk up and down between two posts (lexicon_duties.PATROL_VERBS): "go up and
# down between the bow and me", "march up and down between here and the bow" (not "go up and down"
# alone: a walk up, then one down).
UP_AND_DOWN = tuple(f"{verb} up and down between" for verb in (*PACING, *SWIMMING))
# A patrol said as a walk back and forth, in any of those verbs (lexicon_duties.PATROL_VERBS):
# "march back and forth between here and the bow", "trot to and fro between the bow and me".
TO_AND_FRO = tuple(f"{verb} {way}" for way in ("back and forth", "to and fro")
                   for verb in (*PACING, *SWIMMING))
# A hedge said before an amount after a comma, which changes nothing (hedged_amounts): "keep away
# from me, say 4 tiles", "..., like 6 tiles min".
HEDGES = ("say", "let's say", "lets say",
          # "get yourself well away from it, like five tiles or more"
          "like")
# Hurry, said after the order, which changes nothing (lexicon_closers.FILLER_END): "pronto".
HURRY = (
    "pronto", "chop chop", "on the double", "double quick", "sharpish", "step on it",
    "and step on it", "quick smart", "in a jiffy", "make it snappy", "and make it snappy",
    "at once",  # "go to the top left, at once": dropped, as "right away"
    # the player's patience said as a time ("bring it 2 me b4 i get bored lol")
    "before i get bored", "before i fall asleep", "before i get old", "before i grow old",
    "before i die of old age", "before i die of boredom", "before i lose my mind",
)
# Away from the player (lexicon_parts.LEAVE_ME): "give me some breathing room".
LEAVE_ME = ("give me some breathing room", "give me breathing room", "give me room to breathe",
            "give me a wide berth")
# A party's health said as a figure (health._FELT): low ("you're on your last legs", "I'm at
# death's door") and whole ("fit as a fiddle").
LOW_HEALTH = (
    "on your last legs", "on my last legs", "on its last legs", "on our last legs",
    "on their last legs", "at death's door", "at deaths door", "at death s door",
    "knocking on death's door", "hanging by a thread", "in a bad way", "in bad shape",
)
FULL_HEALTH = ("fit as a fiddle", "as fit as a fiddle", "right as rain", "fighting fit",
               "in fine fettle", "hale and hearty", "in great shape", "in fine shape")
# The steps said just before, done again, said by ellipsis ("then the bow, same thing", "do the
# same with the sword"; agent.reading.same_thing).
SAME_AGAIN = ("the same thing again", "same thing again", "the same again", "same again",
              "the same thing", "same thing", "the same", "same")
# The step going on stopped, said before the next ("if a bat comes close, abort and come back to
# me", "explore, but if the gorgon comes, drop everything and run"): every new step stops the one
# before, so the words are filler there (lexicon_staying.STOP_THAT); alone they stay.
STOPPED_AND = ("abort and", "abort the mission and", "abort mission and", "give up and",
               "drop everything and", "turn around and", "turn back and")
# A stay said as a stop, then a step ("stop and come back to me", "abort, then get the bow"): the
# stop is the step after it starting (tidy), not a stay for good before it.
STOPPED = ("stop", "abort", "abort mission", "abort the mission", "halt", "cancel", "stop now")
# When a change is watched, said after it ("get the bow, but if a bat comes within 3 tiles on the
# way, come back"): while the step it goes with goes on, which a watch is anyway
# (conditions._whole); a condition decided once is not so read ("if a bat is on the way": where
# it stands, said back).
ON_THE_WAY = ("on the way", "on the way there", "on your way", "on your way there",
              "along the way", "on the way over", "as you go", "while you go", "on the road")
# The spot where the companion started, said as one ("the place where you began", "your
# starting place"; offsets.STARTED).
STARTED_SPOTS = ("spot", "tile", "point", "position", "square", "place", "location")
# What the player cannot remember, said beside an order ("I can't quite remember what I handed
# you earlier; what are you carrying?"): a musing (musings.mused), though it names the companion
# in what is not remembered; and the player's memory spoken of ("sorry, my memory is a sieve").
FORGETTING = ("forget", "keep forgetting", "have forgotten", "forgot")
NOT_REMEMBERING = ("remember", "recall")  # after "can not", "do not", "did not"
FORGETTING_HOW = ("quite", "really", "honestly", "just", "totally", "completely")
# What the player says of their own liking, memory or skill after "I" (lexicon_parts.MUSE_ON's
# kin, a negation of the player's own, no ban: "I can never remember", "I don't like them", "I was
# never any good at sums"): a musing, left out beside an order (``musings``).
MUSE_OF_SELF = ("do not like", "can not remember", "can never remember", "never remember",
                "was never any good at", "was never good at", "am no good at", "am not good at",
                # why the player asks, and where they go themselves ("I'm asking because ...",
                # "I'm just popping down the corridor")
                "am asking", "am just asking", "am only asking", "ask because", "am popping",
                "am just popping", "am nipping", "am just nipping", "am off")
MY_MEMORY = ("my memory is", "my memory's", "my memory has", "my brain is", "my head is")
# The player asking to be given a thing, said as being let have it ("let me carry the bow",
# "let me have the sword": lexicon.BRING_VERBS), or all the companion carries ("let me carry all
# of it": lexicon.HAND_OVER_VERBS); "let me get the bow" is still the player's own part.
LET_ME_HAVE = ("let me have", "let me carry", "let me hold")
LET_ME_HAVE_ALL = tuple(f"{let} {all_}" for let in LET_ME_HAVE
                        for all_ in ("all of it", "it all", "everything", "all of that",
                                     "everything you have", "all you have", "all your stuff"))
# A weapon said to be the one the companion carries, after a fight with it ("kill it with the
# sword you carry", "... with the sword you are holding"): how, as "with the sword" is
# (changes_nothing.HOW).
CARRIED_SAID = ("you carry", "you have", "you hold", "you are carrying", "you are holding",
                "you have got", "you got", "you are wielding", "you wield", "you have on you",
                "in your hand", "in your hands", "you are holding right now")
# An exception a skill makes anyway, said after the order ("guard this spot and don't leave it
# unless a monster forces you to"): every skill steps away from a monster that comes close, and
# only then, so the words change nothing (text.FILLER_END).
UNLESS_FORCED = tuple(f"unless {why}" for why in (
    "you have to", "you really have to", "you are forced to",
    "forced to", "forced", "a monster forces you to", "a monster forces you", "a monster makes you",
    "a monster makes you move", "you have to move", "a monster forces you to move",
    "a monster forces you to leave", "you are forced to move", "it is necessary", "necessary",
    "absolutely necessary"))
# An errand added on the way, no condition, before it ("while you're at it, grab the bow"): words
# that open an order as politeness does (lexicon_closers.FILLER_START).
AT_IT = ("while you are at it", "while you're at it", "whilst you are at it", "whilst you're at it",
         "in the meantime")

# Items said to lie on the map, not carried, after them ("we've got 3 arrows lying around", "any
# arrows lying about?"): their count is the map's, whoever "we" is.
LYING_ABOUT = ("lying around", "lying about", "left lying around", "left lying about",
               "lying on the ground", "lying on the floor", "on the ground", "on the floor",
               "scattered around", "scattered about", "just lying around", "just lying about")
# Where monsters are, said loosely after them ("if there are more than two bats out there",
# "any bats flying around?"): anywhere on the map, as "around" is.
# Still in the game, said as of a board game or a fight ("two bats still kicking", "on the board").
IN_PLAY = ("on the board", "on board", "still on the board", "still kicking", "alive and kicking",
           "kicking", "in play", "still in play", "about the place")
AT_LARGE = ("out there", "over there", "in here", "still out there", "on the loose", "at large",
            "roaming around", "roaming about", "flying around", "flying about", "running around",
            "running about", "wandering around", "wandering about", "lurking around",
            "lurking about", "prowling around", "prowling about", "hanging around",
            "knocking about", "knocking around", "out and about")
# Their words, any one of which said in the thing's phrase makes it so.
LYING_WORDS = frozenset(("lying", "ground", "floor", "scattered"))


# A floor, stairs or a level the game does not have (real_world.other_level).
OTHER_LEVEL_GATE = frozenset(
    (
        "floor",
        "floors",
        "level",
        "levels",
        "lvl",
        "stairs",
        "stair",
        "staircase",
        "stairway",
        "stairwell",
        "upstairs",
        "downstairs",
        "storey",
        "storeys",
        "stories",
    )
)
_OTHER_FLOORS = r"(?:floors?|levels?|storeys?|stories)"
OTHER_LEVEL_RE = (
    r"\b(?:upstairs|downstairs|(?:up|down)\s+stairs|stair(?:case|way|well)s?|the\s+stairs?"
    r"|(?:up|down)\s+(?:\d+|a|one|two|three|four|five|another|a\s+few|some|several)\s+"
    rf"{_OTHER_FLOORS}"
    r"|(?:next|upper|lower|previous|other|another|first|second|third|fourth|fifth|ground|top"
    rf"|bottom|basement|last|new|different)\s+{_OTHER_FLOORS}|\d+\s+(?:floors?|storeys?)"
    r"|(?:level|lvl|floor)\s+(?:\d+|one|two|three|four|five))\b"
)

# Another game than this one, which the companion would keep something for ("remember where the
# sword was for next game": it had been asked where the sword is, and told): each game starts
# afresh (real_world.other_game).
OTHER_GAME_GATE = frozenset(("game", "games", "playthrough", "playthroughs", "play"))
OTHER_GAME_RE = (r"\b(?:next|another|new|future|later|other|following|coming)\s+"
                 r"(?:games?|playthroughs?)\b|\bnext\s+time\s+(?:we|you|i)\s+play\b")
WHY_OTHER_GAME = ("I remember nothing from one game to the next: each game starts afresh, so I "
                  "can keep nothing for another")

WHY_OTHER_LEVEL = (
    "the dungeon has one level: there is no floor above or below it, no stairs and no next "
    "level to go to"
)
# The whole way to the player, said after what is brought (lexicon_parts.FOR_ME): "bring it all
# the way back here to me".
WAY = (
    "all the way back to me", "all the way to me", "all the way back here to me",
    "all the way over to me", "all the way back over to me", "the whole way back to me",
    "the whole way to me", "all the way back here", "the whole way back here",
    # into the player's hands ("serve it to me, right into my hands", "put it in my hands")
    *(f"{how}{into} my {hands}" for how in ("", "right ", "straight ", "directly ")
      for into in ("into", "in") for hands in ("hands", "hand")),
    # onto the player ("dump your inventory on me"), at their feet
    "on me", "onto me", "at my feet",
)
# Verbs of putting a thing into the player's hands ("put the sword in my hands": brought to
# the player; errands' "thrown to me" row, with lexicon_parts.THROW_VERBS).
HANDED_VERBS = ("put", "place", "lay", "pop", "set")
# The player's hands, where a thing is put (WAY's words after "into" or "in").
MY_HANDS = tuple(w for w in WAY if w.endswith(("hands", "hand")))
# The verbs of standing in front of the player so a monster can't get at them, standing between
# (reasons_given): "stand in front of me so the gorgon can't get me".
IN_FRONT = ("stand", "stay", "get", "go", "be", "step", "keep", "come", "put yourself",
            "position yourself", "place yourself", "get yourself")
# Asking for a stock-take of what lies about ("take stock of what's lying around", "take an
# inventory of the dungeon"): words a question may open with (questions.ASKING), what follows
# read by listed_kinds.lying_about.
STOCK_TAKING = ("take stock", "take an inventory")
# The words before a list or an inventory asked for ("do an inventory of the map", "give me a
# list of the items on the floor": listed_kinds.lying_about).
LISTING_OPENERS = ("do", "take", "make", "run", "give me", "i want", "i need")
# Words that open the name of a thing past an errand's words ("explore the moon"), and the names
# after them, besides the dungeon's words (lexicon.DUNGEON_WORDS, AREA_WORDS), that name nothing
# the game lacks: the ground an errand covers anyway, in any voice's word ("recon the sector",
# "explore these halls"), or how long or much ("explore a bit", "don't move a muscle"); any other
# name there is a thing the game does not have, said back and refused ("walkies with the banana",
# "BREAK CONTACT WITH THE MOON"): ``changes_nothing.harmless``.
NAMING = frozenset(("the", "a", "an", "some", "this", "these", "those"))
# The words of the map's parts, which name no thing the game lacks ("the corner", "the top").
PLACE_WORDS = frozenset("""top bottom left right upper lower north south east west half side
    corner middle centre center edge end part""".split())
ERRAND_GROUND = ("dungeons", "mazes", "maps", "levels", "rooms", "areas", "places", "corridors",
                 "halls", "passages", "sector", "territory", "pitch", "grounds", "whole",
                 # an overlord's "scout my domain", a librarian's "browse the stacks"
                 "domain", "kingdom", "stacks", "premises", "neighbourhood", "turf",
                 "entire", "rest", "way", "bit", "little", "while", "moment", "muscle")
# Following said as coming close behind (lexicon_duties.FOLLOW_VERBS): "wherever I go, come close
# behind"; not falling behind ("follow me, and don't fall behind") is following too.
FOLLOW = ("come close behind", "follow close behind", "do not lose me", "do not fall behind",
          "do not lag behind", "do not get left behind",
          # "hang" for "stay" beside the player: "come back and hang next to me"
          *(f"hang {where}" for where in ("next to me", "beside me", "by me", "with me",
                                         "close to me", "near me", "by my side", "at my side")),
          # a runner's "stay on my shoulder" (right beside me as I go)
          *(f"{verb} {on} my shoulder" for verb in ("stay", "keep", "stick", "run", "sit")
            for on in ("on", "at")))
# Following said as going where the player goes ("go wherever I go", "walk everywhere I walk",
# "come wherever I wander"): the companion's verb of moving (the player's, "go" or "come"),
# then where, then the player's.
# "come behind me wherever I am going": the player's going said as under way, the companion's
# behind or with the player.
_GOES = {"go": "going", "walk": "walking", "move": "moving", "wander": "wandering",
         "roam": "roaming", "head": "heading"}
WHERE_I_GO = tuple(f"{going}{beside} {where} {goes}" for where in ("wherever", "everywhere")
                   for went, gone in _GOES.items() for goes in (f"i {went}", f"i am {gone}")
                   for going in dict.fromkeys((went, "go", "come"))
                   for beside in ("", " behind me", " after me", " with me"))
# Guarding said for the player, the player guarded (lexicon_duties.GUARD_VERBS), as "stand guard
# over me" is; "stand guard" alone is where the companion stands.
GUARD_FOR_ME = ("stand guard for me", "keep guard for me", "stand watch for me",
                "keep watch for me", "stand guard for us", "keep guard for us")
# Where a thing lies said with a way, after it in a clause that borrows its verb ("..., and then
# the bat up in the top right corner"): lexicon_parts.AFTER_OBJECT.
WAY_AT = tuple(f"{way} {at}" for way in ("up", "down") for at in ("in", "at", "by"))
# A stay said again ("stay right there, not one step", "Stay put. Not one step."):
# lexicon_parts.STILL_AGAIN.
NOT_ONE_STEP = tuple(f"not {one} step{further}" for one in ("one", "a", "a single", "one single")
                     for further in ("", " further", " more", " away"))
# Waiting on a signal, waiting for it ("he's waiting on my signal... and the moment I move, he
# goes for the bow": the signal is the move): voices' coach.
WAITED_ON = {f"{wait} on my {sign}": f"{wait} for my {sign}"
             for wait in ("wait", "waiting", "waits")
             for sign in ("signal", "whistle", "call", "command", "word", "go", "mark")}
# Kinds named first, then how many they are together ("Bats and arrows, added together, how many
# are there?", "Bats and arrows, how many make they?"): the words that say they are added, and
# the questions that ask their sum on their own; read as the sum of their counts
# (combined_counts.kinds_first).
COMBINED_ADDED = ("added together", "added up", "put together", "taken together", "together",
                  "altogether", "combined", "in all", "in total")
COMBINED_MAKE = ("make they", "do they make", "do they come to", "do they add up to")
COMBINED_THERE = ("are there", "are they", "is that", "there are")

# Past participles of the game's deeds that end in none of -ed, -en, -wn ("how many bats were
# shot?", "got hit"), for a question of what was done.
UNMARKED = ("shot", "hit")
# The player agreeing with their own order, alone as a sentence before or after it ("which way...
# right I guess? yeah. take 3 steps to the right", "..., then come back over to me. yeah, that's
# it", "patrol between ... . that's fine for now"): nothing more to do (lexicon_parts'
# CLOSERS_ALONE), and before what a sentence says ("ok yeah, grab that one": afterthoughts).
AGREED = ("ok", "okay", "alright", "yeah", "yep", "yup", "yes", "ya", "yeah that's it",
          "yep that's it", "that's it", "that's all", "that'll do", "that's the plan",
          "that's fine", "that's fine for now", "that'll do for now", "ok yeah", "okay yeah",
          "yeah ok", "yeah okay", "sounds good", "good", "perfect", "there we go")
# The player taking a moment to think, before or after the order ("hold on, let me think... ok.
# wait 3 turns, then come over to me"): no step (musings.py), the moment's words before it too.
THINKING = ("let me think", "let me see", "let me figure this out", "let me work this out",
            "let me think about it", "let me think about this", "let me check", "let me decide",
            "give me a sec", "give me a second", "give me a moment", "i need to think")
# What closes a fact the player checks ("the gorgon's the scary one, right?", "... isn't it").
FACT_TAGS = ("right", "correct", "yeah", "isn't it", "aren't they", "isn't that so", "innit")
FACT_TAGS_ALONE = ("isn't it", "aren't they", "isn't that so", "innit")  # with no comma or "?"
# Why what the companion carries is said beside the fight ("you've got the bow, so it should be
# easy"): it says nothing more.
READY_SO = tuple(f"so {said}" for said in (
    *(f"{you} {ready}" for you in ("you're", "you are", "you should be", "you'll be")
      for ready in ("fine", "good", "set", "ready", "all set")),
    *(f"{it} {easy}" for it in ("it should be", "it'll be", "it will be")
      for easy in ("easy", "fine", "simple", "no problem"))))

# A coach's praise of what was just done ("Spot on.", "Not bad at all.", "Yes, exactly like
# that!"), and a gamer's ("gg", "np"): about what is done, no order to do it again
# (lexicon.PRAISE).
COACHED = ("excellent", "brilliant", "superb", "spot on", "lovely", "much better", "better",
           "not bad", "not bad at all", "fantastic", "amazing", "wonderful", "splendid",
           "terrific", "outstanding", "well played", "good show", "nailed it", "you nailed it",
           "exactly like that", "just like that", "like that", "that's it", "that is it",
           "that's the way", "that is the way", "there you go", "way to go", "attaboy",
           "that's more like it", "that is more like it", "you're getting the hang of it",
           "you are getting the hang of it", "getting the hang of it", "gg", "good game", "np",
           "no problem", "no worries")
