"""The lexicon's verb phrases of the duties and of going, one class a skill: follow, flee, come
back, guard, protect, patrol, hand over, stay, explore, go to (the verbs of an errand on a thing,
fetch, bring, attack, find and keep away from, are in ``lexicon.py``, with the table of every
errand's phrases, ``lexicon.VERBS``). Most specific first: "stay close" is not "stay"; a phrase
ending in a space takes an object after it."""

from __future__ import annotations

from agent.reading import lexicon_caution as lc, lexicon_idioms as li

FOLLOW_VERBS = (*(f"{stay} {right}{at}" for stay in ("stand", "stay", "wait", "remain")
                  for right in ("", "right ") for at in ("next to me", "by me", "beside me",
                                                          "by my side", "at my side",
                                                          "next to us", "beside us")),
                "start following", "begin following", "start to follow", "follow", "stay close",
                "stay near", "stay with", "stay by", "stay behind", "stay beside", "keep up",
                "keep close", "keep near", "stick with", "stick close", "stick by", "stick around",
                "tag along", "walk with", "walk beside", "walk alongside", "do not leave my side",
                "never leave my side", "accompany", "come along", "come with me", "go where i go",
                "go wherever i go", "go everywhere i go",
                "shadow", "escort", "go for a walk with", "take a walk with", "keep following",
                "keep me company", "be my shadow", "heel", "come with", "follow along",
                "stay close by", "go with me", "walk next to me", "walk by my side", *li.FOLLOW,
                *li.WHERE_I_GO,
                "follow in my footsteps", "follow in my steps", "come after me", "stay on me",
                # a radio voice's: "stay on my six" (behind me)
                "stay on my six", "keep on my six", "stick on my six", "stick to my six",
                "fall in behind me", "form up behind me", "tail me", "move with me", "step with me")


FLEE_VERBS = ("run away", "get out", "scram", "flee", "escape", "retreat", "get away", "run for it",
              "run for your life", "get to safety", "back off", "hide", "take cover",
              "make a run for it", "beat it", "clear off", "skedaddle", "leg it", "evacuate",
              "get clear", "run", "get out of here", "get out of there", "bail", "withdraw",
              "fall back", "move away", "go away", *li.FLEE, *lc.FLEE,
              # a radio voice's: "disengage", "break contact"
              "disengage", "break contact")
COME_BACK_VERBS = (
    "come find me", "come and find me", "come get me", "come and get me", "come back", "come here",
    "come to me", "come over", "return", "get back", "get over here", "get yourself over here",
    "get yourself back", "head back", "walk back", "go back to me", "go back to the player",
    "regroup", "rejoin", "find me", "back to me", "over here", "hightail it back", *li.COME_BACK,
    "make your way back", "come", "run back", "hurry back", "report to me", "meet me", "join me",
    "get your butt over here", "get your butt back over here", "get your butt back here",
    "come join me", "go back", "catch up with me", "catch up",
    # back at any pace a walk is said at: "sprint back", "swim back over" ("move back" is a walk)
    *(f"{verb} back" for verb in (*li.PACING, *li.SWIMMING) if verb != "move"),
    # a retreat towards the player is coming back to them, not running from every monster
    "fall back to me", "retreat to me", "run back to me", "fall back to my position",
    "retreat to my position", "fall back to the player", "retreat to the player",
    # "explore and report back": back to the player (the order's status says it is done)
    "report back", "come back and report",
    # "whenever I get more than 3 tiles from you, close the gap": back to the player
    "close the gap", "close the distance", "regroup on me", "stack on me", "group up on me",
    # a radio voice's: "rally on me"
    "rally on me", "rally to me", "rally at me", "rally back to me", "form up on me",
)
GUARD_VERBS = ("guard", "watch over", "keep an eye on", "look after", "keep watch over",
               "keep close watch over", "keep a close watch over", "keep a close watch on",
               "keep close watch on", "keep a watch over", "keep a watch on", "keep a close eye on",
               "keep close guard over",
               "stand guard over", "defend", "keep guard over", "keep me safe", "watch my back",
               "cover me", "have my back", "watch out for me", "watch out for us",
               "look out for us", "keep watch on", "keep safe", "keep your eyes on",
               "keep your eye on", "keep both eyes on", "cover my back", "cover", "look out for me",
               "stand guard", "keep guard", "keep watch", "be on guard", "stand watch", "save me",
               "rescue me", "keep me alive", "save us", "back me up", "assist me", "support me",
               "spot me",
               "keep an eye out", "keep a lookout", "keep your eyes peeled", "keep your eyes open",
               # a radio voice's: "watch my six" (my back)
               "watch my six", "cover my six", "check my six", "have my six", *li.GUARD_FOR_ME,
               # looking after a thing or a spot, as said in Ireland and Scotland ("mind the sword
               # for me", "mind that spot at row 20, column 8")
               "mind",
               # a teenager's: "go babysit the sword"
               "babysit")
PROTECT_VERBS = ("protect", "shield", "stand between", "stay between", "get between",
                 "keep between", "go between", "put yourself between", "be my bodyguard",
                 "bodyguard", "keep yourself between", "place yourself between",
                 "position yourself between", "stand in between", "get in between",
                 "stay in between", "peel for", "step between", "step in between",
                 "reposition between", "reposition yourself between")
PATROL_VERBS = ("patrol", *li.TO_AND_FRO, "pace up and down", "walk up and down", "pace",
                "make your rounds", "do the rounds", "do your rounds", "make rounds",
                "keep patrolling", "patrol around", "walk between", "pace between", "run between",
                "move between", "walk laps around", "walk laps", "do laps around", "do laps",
                "run laps around", "run laps", "walk the rounds", *li.UP_AND_DOWN)
# What the companion carries things in, emptied to the player ("empty your utility belt"), and
# the verbs that empty it.
CARRIED_IN = ("pockets", "bag", "inventory", "pack", "backpack", "satchel", "knapsack", "belt",
              "utility belt", "kit bag", "rucksack", "load", "hands", "full inventory",
              "whole inventory", "entire inventory")
EMPTY_VERBS = ("empty", "empty out", "unload", "turn out", "dump", "dump out", "tip out")
# All the companion carries, named as what it holds ("transfer your holdings to me").
_HELD = tuple(f"{every}your {held}" for every in ("", "all ")
              for held in ("holdings", "belongings", "possessions", "inventory"))
HAND_OVER_VERBS = (
    "hand over everything", "hand everything over", "give me everything you have",
    "give me everything you are carrying", "give me everything you carry", "give me all you have",
    "give me what you have", "give me what you have got", "hand me what you are carrying",
    "give me what you are carrying", "hand me what you have", "give me what you are holding",
    "hand me what you are holding", "give me all your stuff", "give me all your items",
    "give me all your things", "give me your stuff", "give me your items", "give me your things",
    "give me your loot", "give me all your loot", "hand over your stuff", "hand over your items",
    "hand over all your", "hand me everything you have", "hand me all your", "empty your pockets",
    "empty your bag", "empty your inventory", "stand on my tile", "step onto my tile",
    "come onto my tile", "stand on my square", "step onto my square", "come onto my square",
    "stand on me", "walk onto me", "step onto me", "come onto me", "walk onto my tile",
    "stand where i am standing", "stand on the same tile as me", "give it all to me",
    "hand it all over", "give everything you have to me", "hand it all to me",
    "turn out your pockets", "empty out your pockets", "give me everything", "hand me everything",
    "pass me everything", "hand over all your things", "give me all your gear", "give me your gear",
    "hand me all your things", "hand me your things",
    # "Relieve thyself of all thou carriest": all you carry
    "relieve yourself of all you carry", "relieve yourself of everything",
    "relieve yourself of all you have", "give me all you carry", "hand me all you carry",
    "hand me whatever you", "give me whatever you", "pass me whatever you", "hand me all you have",
    *li.LET_ME_HAVE_ALL,
    # all of it named as what is held: "transfer your holdings to me", "hand me your belongings"
    *(f"{verb} {held} to me" for verb in ("give", "hand", "pass", "transfer", "turn over",
                                          "hand over") for held in _HELD),
    *(f"{verb} me {held}" for verb in ("give", "hand", "pass") for held in _HELD),
    # an old parser's "GIVE ALL TO ME"
    "give all to me", "hand all to me",
    # all it carries said as what it carries before "to me" ("hand everything you are carrying
    # over to me", "give everything you have to me")
    *(f"{verb} {every} you {held}{over} to me" for verb in ("give", "hand", "pass")
      for every in ("everything", "all") for held in ("are carrying", "are holding", "carry")
      for over in ("", " over")),
    # "hand over your inventory", "turn over your belongings": to the player, who asks
    *(f"{verb} {held}" for verb in ("hand over", "turn over") for held in _HELD),
    # all it carries emptied out to the player, who asks: "empty your utility belt", "unload
    # everything" (dropped with no one to take it is no move)
    *(f"{verb} your {held}" for verb in EMPTY_VERBS for held in CARRIED_IN),
    *(f"{verb} {every}" for verb in ("unload", "dump")
      for every in ("everything", "it all", "all of it", "all your")),
    *(f"unload {every} with me" for every in ("everything", "it all", "all of it")))
# All of it, said again after a handing over ("dump your inventory on me. All of it, now.", "...,
# every last thing"): nothing more (changes_nothing.handed_all).
ALL_OF_IT = ("all of it", "all of them", "all", "every last thing", "every single thing",
             "every thing", "everything", "the lot", "the whole lot", "it all", "every last one",
             "every bit")
STAY_VERBS = (
    "stay put", "stay here", "stay there", "stay where you are", "stay", "do not go anywhere",
    "wait", "hold your position", "hold position", "hold your ground", "hold still", "hold on",
    "hold it", "stand still", "stand by", "stand here", "stand there", "hold up", "wait up",
    "do not move", "do not budge", "stop moving", "stop", "cancel", "abort", "remain", "keep still",
    "halt", "freeze", "sit tight", "hang tight", "stand", "sit", "rest", "camp", "linger",
    "hang on", "hang around", "stay still", "stop right there", "stay right there",
    "stay right here", "wait for me", "be still", "do not go",
    # waiting for the next order, which comes anyway: "... and await my next decree"
    *(f"await {whose} {what}" for whose in ("my", "my next", "further", "my further", "new")
      for what in ("orders", "order", "instructions", "decree", "decrees", "command",
                   "commands", "word")), "await",
    # said to the companion's face: "don't you move a muscle", "don't you dare budge"
    *(f"do not you {dare}{verb}" for dare in ("", "dare ", "even ", "ever ")
      for verb in ("move", "budge", "stir")),
    # at rest: "take it easy", "relax", "calm down"
    "take it easy", "relax", "chill out", "chill", "calm down", "at ease", "have a rest",
    "take a rest", "take a break", "take a breather", "rest up",
    # not a step: "do not move one step" (from "stir not one step"), "don't move an inch"
    *(f"do not move {n} {way}" for n in ("one", "a", "a single") for way in ("step", "tile")),
    "do not move an inch", "do not move at all", "do not budge at all",
    # the tile kept: "you do not leave that tile", "don't move off this spot"
    *(f"do not {leave} {this} {spot}" for leave in ("leave", "move off", "move from", "step off")
      for this in ("this", "that", "your") for spot in ("tile", "spot", "square")),
    # "don't move from here", "don't budge from where you're standing"
    *(f"do not {move} from {where}" for move in ("move", "budge", "stir") for where in (
        "here", "there", "where you are standing", "where you stand", "where you are now",
        "that spot", "right here", "right there")),
    # a place held: "go and stand at row 8, column 11 and hold that spot"
    *(f"hold {this} {spot}" for this in ("that", "this", "the", "your")
      for spot in ("spot", "position", "tile", "square")), "hold here", "hold there",
    # a radio voice's: "hold your current position", "maintain position"
    "hold current position", "hold your current position", "maintain position",
    "maintain your position", "stay in position", *li.STAY,
)
EXPLORE_VERBS = (
    "explore", "look around", "have a look around", "have a look", "take a look around",
    "have a good look around", "take a good look around", "have a good look", "take a look",
    "have a good look round", "take a good look round", "have a proper look round",
    "have a proper look around",
    "walk around", "check out", "wander", "have a wander", "scout", "map out", "map", "take a walk",
    "take a stroll", "go for a walk", "go for a stroll", "stroll", "roam", "go exploring",
    "search the", "search around", "investigate", "survey", "poke around", "look about",
    "wander about", "search", "go on an adventure", "sightsee", "inspect", "look in", "tour",
    "have a wander around", "look", "run around", "move around", "roam around",
    "go around the room", "go around the dungeon", "mill around", "walk about", "run about",
    # a radio voice's: "recon the sector"
    "recon", "recce", "reconnoiter", "reconnoitre", *li.EXPLORE,
    # searching a place through: "sweep the area", "comb through the dungeon"
    "sweep", "sweep through", "comb", "comb through",
    # wandering about in everyday words: "jog around and cover 12 tiles", "have a mooch around"
    "jog around", "jog about", "trot around", "trot about", "mooch around", "mooch about",
    "have a mooch", "have a mooch around", "have a mooch about", "potter around",
    "potter about", "have a poke around", "nose around", "have a nose around",
    # "round" for "around": "have a wander round", "browse round"
    "wander round", "have a wander round", "look round", "have a look round",
    "browse", "browse around", "browse round", "have a browse", "have a browse around",
)
GO_TO_VERBS = (
    "go to", "walk to", "move to", "head to", "head for", "make for", "run to", "go over to",
    "approach", "go near", "make your way to", "get to", "travel to", "go up to", "walk up to",
    "walk over to",
    "head over to", "move over to", "go next to", "get next to", "go towards",
    # "go stand beside the arrow on the left side", "go and wait by the bow"
    *(f"{go} {stand} {at}" for go in ("go", "go and") for stand in ("stand", "wait")
      for at in ("next to", "by", "beside", "near", "close to", "right next to", "right by")),
    "walk towards",
    # "find your way round to it", "make your way over to the bow"
    *(f"{lead} {way} to" for lead in ("make your way", "find your way")
      for way in ("round", "around", "over", "across", "down", "up", "back")),
    "find your way to",
    "head towards", "move towards", "run over to", "hurry to", "rush to", "run towards",
    "go toward", "walk toward", "head toward", "move toward", "run toward", "run over towards",
    "go over towards", "walk over towards", "head over towards", "move over towards",
    "run over toward", "go over toward", "walk over toward", "sneak to", "sneak over to",
    "creep to", "tiptoe to", "sneak up to", "creep up to", "visit", "go find", *li.GO_TO,
    # the player comes along: "take me to the bow", "lead the way to the sword"
    "take me to", "lead me to", "lead the way to", "show me the way to", "guide me to",
    "escort me to", "bring me to",
    # a radio voice's: "proceed to grid 2 7", "take position at the bottom left corner"
    "proceed to", "proceed towards", "proceed toward", "advance to", "relocate to",
    "reposition to", "take position at", "take up position at", "take up a position at",
    "take position in", "take up position in", "get into position at", "move into position at",
)


# A duty said to the companion as what it is doing ("you're staying here", "you are coming with
# me"): the first words of duties whose "-ing" said after "you are" can only be that duty under
# way (not "you're keeping the bow", "you're holding it"), each with the verb it is said as:
# riding along with the player is coming along ("you're riding along with me": come along with
# me; "ride" is no verb of an order of its own: "it's been a long ride").
UNDER_WAY = {**{verb: verb for verb in ("stay", "remain", "wait", "follow", "accompany", "escort",
                                         "shadow", "tag", "stick", "come", "guard", "protect",
                                         "patrol", "explore")},
             "ride": "come"}
# A stay said to the companion as what it does not do ("you do not leave that tile", "you don't
# move", "you never budge"): the verbs of leaving its spot a ban keeps it from.
NOT_LEAVING = ("leave", "move", "budge", "stray", "wander", "go")
# What exploring covers, said as its condition ("..., as long as you cover at least 20 tiles",
# "until you've explored 15 tiles": asked_plainly).
COVERED_VERBS = ("cover", "covered", "explore", "explored", "visit", "visited")
