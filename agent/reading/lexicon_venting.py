"""The words of an impatient, exasperated or sarcastic player (agent/reading/exasperated.py),
which ask nothing of their own: data only, as lexicon_typed's are."""

from __future__ import annotations

# Oaths and exclamations: vent alone ("ugh.") or open a sentence ("omg stop hanging around me").
OATHS = ("omg", "ugh", "jeez", "geez", "sheesh", "oh my god", "oh my gosh", "for crying out loud",
         "for god's sake", "for pete's sake", "good grief")
# An impatient, exasperated or sarcastic player's words around an order, which ask nothing of
# their own (agent/reading/exasperated.py): a sentence that only vents, left out beside an order
# ("whatever.", "seriously?", "please. for once.", "come on!"); what only closes a sentence ("...,
# I swear", "... I guess", "go explore or something"); hurry that is no ban ("and don't take all
# day"); the companion's own good given as the reason ("get away from the monsters before you
# get yourself killed"); the words of a rhetorical question put to the companion ("are you
# seriously still standing there?", "are you kidding me?"), and what opens a question on how
# hard the order is ("how hard is it to stay put??"); the order said to have been said before
# ("I literally said 3 steps down"); a duty on the player stopped beside the next order ("stop
# hanging around me and go explore": the next order); "wherever I end up" (the player).
VENTING = (
    "whatever",
    "enough",
    "enough already",
    "fine",
    "seriously",
    "really",
    "come on",
    "unbelievable",
    "for once",
    "please",
    "already",
    "honestly",
    "for real",
    "go",
    "go go go",
    "now go",
    "go now",
    "move it",
    "now",
    "no excuses",
    "hello",
    "hey",
    "like now",
    "right now",
    "today",
    "asap",
    "pronto",
    "now please",
    *OATHS,
)
# What the companion carries said as why it has no excuse ("you've got the bow and an arrow, so no
# excuses"): left out after the order, whose fight fetches what it lacks anyway.
HAS_NO_EXCUSE = ("no excuses", "no excuse")
VENT_OPENS = (*OATHS, "for the last time")
# ... and before a question too ("seriously, how many bats are left").
VENT_OPENS_ASKED = ("seriously", "honestly", "for real")
# What stops a duty before the next order ("stop hanging around me and go explore").
STOP_DOING = ("stop", "quit")
VENT_CLOSES = (
    "like i said",
    "as i said",
    "like i told you",
    "like i asked",
    "come on",
    "i swear",
    "i guess",
    "for once",
    "already",
    "or something",
    "or whatever",
    "jeez",
    "geez",
    "sheesh",
    "for crying out loud",
)
HURRY_NO_BAN = (
    "don't take all day",
    "do not take all day",
    "don't take forever",
    "do not take forever",
    "make it snappy",
    "make it quick",
    "be quick about it",
    "while we're young",
    "while we are young",
)
OWN_GOOD = (
    "before you get yourself killed",
    "before you get killed",
    "before you get hurt",
    "before you get yourself hurt",
    "before you die",
    "before it kills you",
    "before they kill you",
    "before you get eaten",
)
RHETORICAL_YOU = (
    "seriously",
    "kidding",
    "joking",
    "serious",
    "deaf",
    "blind",
    "for real",
    "even listening",
    "even awake",
    "asleep",
)
# A rhetorical question of the player's own patience, before the order ("how many times do I have
# to tell you? get the bow"): it was read as a question of what is carried.
ASKED_BEFORE = (
    "how many times do i have to tell you",
    "how many times have i told you",
    "how many times do i have to say it",
    "how many times must i tell you",
    "do i have to do everything myself",
    "must i do everything myself",
)
# Idling stopped beside the next order ("stop dawdling and get the bow"): the next order.
IDLING = (
    "dawdling",
    "wasting time",
    "wasting my time",
    "messing around",
    "goofing off",
    "goofing around",
    "fooling around",
    "slacking",
    "slacking off",
    "lollygagging",
    "dillydallying",
    "standing there",
    "sitting around",
)
# A rhetorical question of the companion's idling or of the order's trouble, before the order
# ("WHY are you just standing there?? get the sword!!", "why is this so hard?? walk 3 steps
# LEFT"), and the times the player says they asked ("I've asked like five times. bring me the
# bow."): the order alone.
WHY_YOU = ("why are you", "why r u", "why are u", "why're you", "why you")
RHETORICAL_WHOLE = ("why is this so hard", "why is this so difficult", "is that so hard",
                    "is that so difficult", "what is wrong with you", "what's wrong with you",
                    "do i have to spell it out", "do i have to spell it out for you")
ASKED_TIMES = ("i've asked", "i have asked", "i've asked you", "i have asked you", "i've said it",
               "i have said it", "i've told you", "i have told you")
# The player's own woes said beside the order ("how much health do I have left?! i keep getting
# hit"): no step (small_talk).
OWN_WOES = ("keep getting hit", "keep getting hurt", "keep taking damage", "keep losing health",
            "am getting hit", "am getting hurt", "am dying here", "am losing health")
HOW_HARD = (
    "how hard is it to",
    "how hard can it be to",
    "is it that hard to",
    "is it so hard to",
    "is it really that hard to",
    "how difficult is it to",
)
SAID_BEFORE = (
    "i said",
    "i literally said",
    "i already said",
    "i just said",
    "i clearly said",
    "i told you",
    "i literally told you",
    "i already told you",
    "i just told you",
)
DUTY_ON_ME = (
    "following me",
    "hanging around me",
    "hanging around",
    "hovering around me",
    "hovering over me",
    "tailing me",
    "shadowing me",
    "crowding me",
    "clinging to me",
    "sticking to me",
    "standing around",
    "loitering around me",
    "breathing down my neck",
)
WHEREVER_I = (
    "wherever i end up",
    "wherever i wind up",
    "wherever i am",
    "wherever i'm at",
    "wherever i go",
    "wherever i happen to be",
    "wherever i get to",
)
# Words of the phrases above that orders say all the time, which gate none of their rules.
COMMON = (
    "i",
    "you",
    "it",
    "me",
    "the",
    "a",
    "to",
    "and",
    "do",
    "don't",
    "not",
    "be",
    "make",
    "take",
    "all",
    "we",
    "we're",
    "are",
    "is",
    "about",
    "before",
    "while",
    "or",
    "for",
    "on",
    "oh",
    "my",
    "good",
    "get",
    "yourself",
    "they",
    "kill",
    "once",
    "so",
    "there",
    "that",
    "at",
    "go",
    "now",
    "please",
)
# The stay said for a stay at where the player stands ("wait where I'm standing"), read with the
# place said back: the reader read "where I am" as a question.
STAY_AT_ME = ("stay",)

# -- a joker's and a terse expert's words (agent.reading.joker, agent.reading.terse) -----------

# A laugh opening a sentence ("lol the bats are so annoying, ..."): left out.
LAUGHS = ("lol", "lmao", "lmfao", "rofl", "haha", "hahaha", "hehe", "heh")
# A mock name for the companion opening a sentence ("yo robo-butler 🤖 bring me the bow"), alone
# or after a word that calls it: left out.
MOCK_NAMES = ("robo-butler", "robo butler", "robot butler", "tin can", "bucket of bolts",
              "einstein", "sherlock", "hotshot")
MOCK_CALLS = ("yo", "hey", "oi", "ok", "okay")
# What a complaint says of things ("the bats are so annoying, get rid of one"), and an insult
# that says why the companion is to keep its distance from me ("you smell").
COMPLAINTS = ("annoying", "creepy", "ugly", "gross", "rude", "loud", "smelly", "scary")
INSULTS = ("smell", "stink", "reek")
# Teasing beside an order, a whole piece ("..., and try not to get lost this time"): left out.
TEASING = ("chop chop",
           *(f"{how} scenic" for how in ("very", "so", "how", "real", "quite", "super")),
           *(f"{joined}try not to get lost{when}" for joined in ("", "and ")
             for when in ("", " this time", " again")))
JOKER_SPANS = ("robo", "robot butler", "tin can", "bucket of bolts", "einstein", "sherlock",
               "hotshot", "sightseeing", "scenic", "chop chop", "try not to", "so annoying",
               "you smell", "you stink", "you reek")
# "between me, gorgon.": standing between me and it.
TERSE_BETWEEN = "stand between me and the"
