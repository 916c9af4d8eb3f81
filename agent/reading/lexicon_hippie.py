"""A laid-back hippie's voice (the twenty-sixth fresh set's first voice), said as the reader's
words before an order is read (row "hippie" of ``voices.VOICES``). Data only: what is said to the
companion that is no part of the order, left out beside an order ("Far out, man.", "Dig it, ...",
"..., brother", "Possessions are a bummer anyway.", "You feeling groovy?"), and phrases each with
the plain words it is read as. Its verbs of going ("float", "drift", "groove", "sway") are
lexicon_idioms.MOVE's, read anywhere. A phrase is matched whole, in any case, never inside a
longer word; where one phrase holds another the longer is said first."""

from __future__ import annotations

# What the hippie calls the companion, a piece of its own set off by a comma or opening a
# sentence, after "hey" too ("Far out, man.", "Hey brother, ...", "..., dude?"): left out, but not
# in words to be said ("say hello, man" says all of it). ("friend" is any voice's, set_off's.)
CALLED = ("man", "brother", "sister", "dude")
# A greeting before the name, in the same piece ("Hey brother, ...").
HAILED = ("hey", "hey there", "oh")
# A piece that only voices a feeling or asks after the companion's mood, beside an order or a
# question ("Far out, man.", "Dig it, could you ...", "Right on.", "You feeling groovy?"): left
# out. How an order is to be done, said loosely after it ("..., real slow", "..., you know, ...")
# too: the game's steps have one pace.
REMARKS = (
    "far out", "dig it", "right on", "groovy", "peace", "peace and love", "peace out",
    "you feeling groovy", "are you feeling groovy", "feeling groovy", "you know",
    "real slow", "real easy", "nice and slow", "real gentle", "no hassle",
    # what a bringing is said to be, after it ("Bring that bow back over here to me, man, share
    # the good stuff")
    "share the good stuff", "share the love",
)
# A sentence that only says how the hippie sees things, naming nothing of the game ("Possessions
# are a bummer anyway."): what it ends with after "is" or "are".
BUMMER = ("a bummer anyway", "a bummer", "such a bummer", "a drag", "a drag anyway")
# A greeting of peace and love naming anything after it, a sentence of its own opening the order
# ("Peace, love and a sword, brother. Go fetch the sword ..."): left out.
PEACE_LOVE = "peace, love and"
# Phrases of the voice's said as the reader's words: staying cool is staying, hanging out
# somewhere being there, a score for me bringing, splitting leaving, the whole scene the map.
SAID_AS = {
    "stay cool": "stay",
    "stay chill": "stay",
    "hang out": "stay",
    "score me": "get me",
    "when i split": "when i leave",
    "until i split": "until i leave",
    "the whole scene": "the map",
}
# Breaths taken before an order: a wait of that many turns ("Take three deep breaths first").
BREATHS = ("deep breaths", "slow breaths", "long breaths", "breaths", "deep breath", "breath")
BREATHS_TAKEN = "wait"
BREATHS_UNIT = "turns"
# A monster sent beyond or cooled off for good: defeated ("send it to the great beyond", "cool
# that gorgon off for good"); anything else so said, as typed.
SENT_BEYOND = ("to the great beyond", "to the other side", "to a better place")
ENDED = "attack"
# Drifting somewhere (lexicon_idioms.DRIFTING, "on" after it or not, then a way or a place): the
# plain verb of going ("float on over to that bow and pick it up", "drift on down to the bottom
# left corner", "sway on down four tiles"); over to a thing with no errand on it after, where
# going next to it and getting it are both meant by players, as typed ("groove over to the bow":
# said back).
DRIFTED_ON = "on"
DRIFTED_AS = "go"
# The voice's own words: an order with none of them (nor the spans) is left as typed.
GATE = frozenset(("man", "brother", "sister", "dude", "friend", "far", "dig", "groovy", "peace",
                  "bummer", "drag", "cool", "chill", "hang", "score", "split", "scene",
                  "breaths", "breath", "beyond", "right", "real", "know", "easy", "hassle",
                  "float", "drift", "groove", "sway"))
