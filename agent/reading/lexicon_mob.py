"""A mafia boss's and a spy handler's voices of bench/fresh_orders_23.toml, said as the reader's
words before an order is read (row "mafia" of ``voices.VOICES``, its forms ``mob``'s). Data only:
sentences left out beside an order, and phrases each with the plain words they are read as, which
the reader reads as it always has. A phrase is matched whole, in any case, never inside a longer
word; where one phrase holds another the longer is said first."""

from __future__ import annotations

# Sentences said beside an order that ask nothing of the companion, left out where they stand as a
# sentence of their own beside another (alone, each is as typed, and refused), a name after a
# comma with them ("Do me a favour, kid."): a set-up before the order ("Do me a favour.", "Tell
# me something.", "Listen here.", "Here's the job:"), a manner every step has anyway ("Nice and
# easy.", "Make it quick.", "Keep your head down."), a push that is no ban ("Don't make me ask
# twice."). Not "That's your job now.": it may make the order a duty that goes on. Not "favor"
# (every word here is a word the spelling mends to: "per favore" would be said back as "per
# favor").
MOB_ASIDES = (
    "do me a favour",
    "do me a solid",
    "tell me something",
    "listen here",
    "listen to me",
    "listen up",
    "here's the job",
    "here is the job",
    "here's the deal",
    "here is the deal",
    "here's what you do",
    "here's what i need",
    "nice and easy",
    "nice and slow",
    "nice and steady",
    "make it quick",
    "make it fast",
    "make it snappy",
    "keep your head down",
    "keep your eyes open",
    "keep your eyes peeled",
    "don't make me ask twice",
    "don't make me ask again",
    "don't make me repeat myself",
)
# What a handler calls the companion before a comma ("Asset, ..."), beside the names of
# ``lexicon_address.CALLED``.
MOB_NAMES = ("kid", "asset", "operative")
# A handler's frame naming the thing an order after it is about ("Asset, your objective is the
# sword in the bottom right sector. Acquire it and hold."): taken off before a thing, which is
# then said alone as the topic the next sentence's "it" names.
MOB_OBJECTIVE = ("your objective is", "your target is", "the objective is", "the target is",
                 "your mission is", "the mission is")
# The boss's and the handler's phrases for the game's words.
MOB_SAID_AS = {
    "you're armed with": "you have",
    "you are armed with": "you have",
    "to me at my position": "to me",
    "to me at my location": "to me",
    # a handler's asking for what the companion carries ("Report your loadout.")
    "report your loadout": "what are you carrying?",
    "report loadout": "what are you carrying?",
    "confirm your loadout": "what are you carrying?",
    "what's your loadout": "what are you carrying",
    "what is your loadout": "what are you carrying",
}
# A handler's asking for the kills, left out before a question that asks how many are down
# ("Confirm kills. How many hostiles are down so far?"); beside anything else, as typed.
MOB_KILLS_ASKED = ("confirm kills", "confirm your kills", "report kills", "report your kills",
                   "kill count")
# Monsters "down" in a question of how many: defeated ("how many hostiles are down so far?"),
# not where "down" says where ("... down there", "down in the corner").
MOB_DOWN = ("are down", "went down", "have gone down", "have been taken down")
MOB_DEAD = "are dead"
MOB_DOWN_AFTER = ("so far", "yet", "already", "now", "by now")
# A monster fought, said as a boss says it ("whack a bat", "ice the gorgon"; of a monster only:
# "whack the bow" is as typed; "take care of the gorgon" the reader reads as it is).
MOB_HITS = ("whack", "ice")
MOB_KILLED = "kill"
# An item got, said as a handler says it ("extract the bow", "acquire the sword"; of an item
# only: "extract the bat" is as typed).
MOB_TAKES = ("extract", "acquire", "secure")
MOB_GOT = "get"
# The words only these voices have, and their phrases of common words (found in the lower-case
# text): an order with none of them is left as typed.
MOB_GATE = frozenset(
    "capisce asset operative objective target mission whack ice extract "
    "acquire secure armed loadout hostiles hostile".split()
)
MOB_SPANS = (*MOB_ASIDES, *MOB_SAID_AS, *MOB_KILLS_ASKED, "hostiles")
