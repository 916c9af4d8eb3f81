"""The words of two voices said as the reader's before an order is read (``voices.py``'s rows
"office" and "slang", run by ``voices.voiced``): an office memo's ("You are requested to remain in
your current position", "Kindly advance four (4) tiles in a downward direction") and British or
Australian slang ("give that bat a proper wallop", "don't nick it"). Data only: each phrase with
the plain words it is read as, which the reader reads as it always has."""

from __future__ import annotations

# -- an office memo -----------------------------------------------------------------------------

# What frames the order as one passed down, before its verb: left out ("You are requested to
# remain ...": remain ...; "..., whereupon you are to retrieve the bow": retrieve the bow).
MEMO_FRAMES = tuple(
    f"you are {how}{verb} to"
    for how in ("", "hereby ", "kindly ", "formally ")
    for verb in ("requested", "instructed", "asked", "required", "directed", "expected")
) + ("you are to",)
# A memo's phrases, each with the plain words it is read as (longest first where one holds
# another).
MEMO_SAID_AS = {
    "remain in your current position": "stay where you are",
    "remain in your present position": "stay where you are",
    "remain at your current position": "stay where you are",
    "remain at your present position": "stay where you are",
    "remain in your current location": "stay where you are",
    "remain at your current location": "stay where you are",
    "remain at your present location": "stay where you are",
    "remain where you are": "stay where you are",
    "remain at this location": "stay here",
    "remain at this position": "stay here",
    "remain in this location": "stay here",
    "remain in this position": "stay here",
    "in a downward direction": "down",
    "in an upward direction": "up",
    "in a leftward direction": "left",
    "in a rightward direction": "right",
    "in a northerly direction": "north",
    "in a southerly direction": "south",
    "in an easterly direction": "east",
    "in a westerly direction": "west",
    "conduct a survey of the surrounding area": "explore",
    "conduct a survey of the area": "explore",
    "conduct a survey of the surroundings": "explore",
    "carry out a survey of the surrounding area": "explore",
    "survey the surrounding area": "explore",
    "conduct a reconnaissance of the surrounding area": "explore",
    "conduct a reconnaissance of the area": "explore",
    "report back in due course": "report back",
    "report back at your earliest convenience": "report back",
    "in the event that": "if",
    "whereupon": "then",
    "and thereafter": "and then",
    "thereafter": "then",
    "for a period of": "for",
    "proceed to collect": "collect",
    "proceed to retrieve": "retrieve",
    "until i depart": "until i leave",
    "confirm whether": "tell me whether",
    "please confirm whether": "tell me whether",
    "is situated at the greater distance from": "is farther from",
    "is situated at the lesser distance from": "is nearer to",
    "is located at the greater distance from": "is farther from",
    "is located at the lesser distance from": "is nearer to",
    "is situated at the greatest distance from": "is farthest from",
    "is situated closer to": "is closer to",
    "is situated farther from": "is farther from",
    "provide an itemised list of": "list",
    "provide an itemized list of": "list",
    "provide a list of": "list",
    "provide me with a list of": "list",
    "provide me with an itemised list of": "list",
    "provide me with an itemized list of": "list",
    "provide an inventory of": "list",
    "provide me with an inventory of": "list",
}
# Where one of us is, said as a location after a word that goes there or from there ("between
# your present location and row 2, column 7": here; "delivered to my location": to me), never
# asked of ("what's my position?").
MEMO_OURS = (
    "present location",
    "current location",
    "present position",
    "current position",
    "location",
    "position",
)
MEMO_FROM_HERE = ("between", "from")  # before "your ...": here
MEMO_TO_ME = ("to", "towards", "toward")  # before "my ...": me
# Going a number of tiles one way, said in a memo's verb (lexicon_parts.MOVE_VERBS read after it):
# "advance 4 tiles down".
MEMO_ADVANCE = ("advance", "proceed", "relocate")
# What is asked to be fetched, said as arranged ("Please arrange for the arrow at row 10, column
# 2 to be collected and delivered to my location"): to be taken, and to be brought to the player.
MEMO_ARRANGED = ("arrange for", "see to it that", "ensure that")
MEMO_COLLECTED = ("collected", "retrieved", "fetched", "picked up", "obtained")
MEMO_DELIVERED = ("delivered", "brought", "handed", "returned", "conveyed")
# The words said as the plain ones for each (fetching, bringing).
MEMO_FETCH, MEMO_BRING = "fetch", "bring me"

# The words a memo's forms need one of (the row "office"'s triggers): the frames' verbs, each
# phrase's rarest.
MEMO_GATE = (
    "requested",
    "instructed",
    "asked",
    "required",
    "directed",
    "expected",
    "remain",
    "location",
    "position",
    "direction",
    "survey",
    "reconnaissance",
    "course",
    "convenience",
    "event",
    "whereupon",
    "depart",
    "confirm",
    "situated",
    "located",
    "itemised",
    "itemized",
    "provide",
    "arrange",
    "ensure",
    "advance",
    "proceed",
    "relocate",
)

# -- British and Australian slang ---------------------------------------------------------------

# A blow given ("give that bat a proper wallop"): a fight with the monster, said as given to it.
BLOWS = (
    "wallop",
    "walloping",
    "whack",
    "whacking",
    "clip",
    "thump",
    "thumping",
    "bash",
    "bashing",
    "belting",
    "hiding",
    "kicking",
    "clobbering",
    "thrashing",
    "pasting",
    "biff",
    "smack",
    "good seeing to",
    "seeing to",
    "going over",
    "good going over",
    "bonk",
)
# What a monster is said to need a blow with ("the gorgon needs a bonk with the sword").
BLOW_NEEDED = (
    "needs",
    "need",
    "could use",
    "could do with",
    "deserves",
    "deserve",
    "is asking for",
    "wants",
)
# What a blow may be said to be, before it ("a proper wallop", "a good hiding").
BLOW_HOW = (
    "proper",
    "good",
    "right",
    "real",
    "solid",
    "decent",
    "bloody",
    "fair",
    "mighty",
    "big",
    "sound",
)
ATTACKED = "attack"  # what a blow given to a monster is read as
# Taking, said as stealing ("don't nick it", "nick the bow"): taking, before what is taken.
NICK = ("nick", "pinch", "swipe", "half-inch", "knick")
TAKEN = "take"
TAKEN_AFTER = ("it", "them", "the", "that", "this", "one", "an", "a", "any", "those")
# The two of us as "us" after what is done for the player ("keep an eye on the bow for us"):
# for me.
FOR_US = ("for us",)
FOR_ME = "for me"
# Staying about a place, said in slang before a distance ("hang about 3 or 4 tiles from me").
HANG_ABOUT = (
    "hang about",
    "hang around",
    "hang round",
    "hover about",
    "hover around",
    "loiter about",
    "loiter around",
    "stick about",
    "stick around",
)
STAYED = "stay"
# "Yourself" after a verb of putting, said as getting somewhere ("get yourself between me and
# that gorgon", "put yourself next to the bow").
YOURSELF_AFTER = ("get", "put", "place", "position")
GOT = "get"
# Urging said after the order, which changes nothing ("..., go on").
URGING = ("go on", "go on then", "go on mate", "off you go", "get on with it")
# A fight said in the simple past in everyday words, as a change supposed (suppositions): "if
# you took out two of the bats, how many monsters would we have left?".
TOOK_OUT = (
    "took out",
    "took down",
    "wiped out",
    "knocked off",
    "bumped off",
    "did in",
    "got rid of",
    "dealt with",
    "sorted out",
)
