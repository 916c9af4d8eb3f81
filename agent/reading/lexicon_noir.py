"""A hard-boiled detective's voice of bench/fresh_orders_20.toml, said as the reader's words before
an order is read (row "noir" of ``voices.VOICES``, its forms ``noir``'s). Data only: sentences and
tails left out, and phrases each with the plain words they are read as, which the reader reads as
it always has. A phrase is matched whole, in any case, never inside a longer word; where one phrase
holds another the longer is said first."""

from __future__ import annotations

# Sentences said beside an order that ask nothing of the companion, left out where they stand as a
# sentence of their own beside another (alone, each is as typed, and refused): the detective's
# mood ("Never trusted them."), hurry that is no ban ("Don't be late."), what a thing is to him
# ("I've got questions for it.", "Nobody's claimed it."), a manner ("Look like you belong
# there."), a distance's reason ("The kind of distance that doesn't get noticed."), a demand to
# talk before a question ("Come clean.", "Spill it."), "Permanently." after a fight.
NOIR_ASIDES = (
    "i've got questions for it",
    "i have questions for it",
    "i've got a few questions for it",
    "nobody's claimed it",
    "nobody has claimed it",
    "no one's claimed it",
    "no one has claimed it",
    "permanently",
    "for good",
    "don't be late",
    "do not be late",
    "don't keep me waiting",
    "do not keep me waiting",
    "don't make me wait",
    "don't ask me why",
    "do not ask me why",
    "don't ask questions",
    "no questions asked",
    "never trusted them",
    "never trusted 'em",
    "i never trusted them",
    "never liked them",
    "the kind of distance that doesn't get noticed",
    "the kind of distance nobody notices",
    "look like you belong there",
    "act like you belong there",
    "look like you belong",
    "we've got work to do",
    "we have work to do",
    "we got work to do",
    "come clean",
    "spill it",
    "level with me",
)
# Words said last in a clause that ask nothing: a manner ("..., nice and quiet") and what the
# detective calls the companion ("..., kid"; "kid, ..." opening).
NOIR_MANNER = (
    "nice and quiet",
    "nice and easy",
    "nice and slow",
    "real quiet",
    "quiet-like",
    "no fuss",
)
NOIR_NAMES = ("kid", "gumshoe", "shamus", "rookie", "flatfoot")
# What closes a question of where, asking the tile it answers anyway ("Where'd they stash the
# bow? Row and column.").
NOIR_WHERE_TAILS = ("row and column", "give me the row and column", "coordinates", "exact spot")
# The detective's phrases for the game's moves, places and states.
NOIR_SAID_AS = {
    "case the joint": "explore",
    "case the place": "explore",
    "walk the beat between": "patrol between",
    "walk your beat between": "patrol between",
    "walk the beat": "patrol",
    "walk your beat": "patrol",
    "stake out": "guard",
    "keep tabs on me": "follow me",
    "tail me": "follow me",
    "shadow me": "follow me",
    "make my move": "move",
    "the middle of town": "the center of the map",
    "the center of town": "the center of the map",
    "the centre of town": "the center of the map",
    "left breathing": "left",
    "still breathing": "alive",
    "don't you touch it": "don't touch it",
    "don't you take it": "don't take it",
    "don't you lay a finger on it": "don't touch it",
    "every last one": "them",
    "every last one of them": "them",
    "every last": "every",
    # roughed up: hurt (of the companion alone: "rough me up" is as typed, and refused)
    "they roughed you up": "you are hurt",
    "someone roughed you up": "you are hurt",
    "somebody roughed you up": "you are hurt",
    "anyone roughed you up": "you are hurt",
    "anybody roughed you up": "you are hurt",
    "you got roughed up": "you are hurt",
    "you've been roughed up": "you are hurt",
    "you were roughed up": "you are hurt",
}
# A watch kept over a thing, its reach said after a comma ("Stand watch over it, two tiles":
# within two tiles of it).
NOIR_WATCH = ("stand watch over", "keep watch over", "watch over", "stake out", "guard")
# A monster fought, in the detective's words: "put a bat to sleep", "put the gorgon down (for
# good)", "the gorgon's got it coming" (of a monster only: "put the bow down" is as typed).
# "to sleep" alone may be a spell the game has none of: a fight only said for good.
NOIR_ASLEEP = "to sleep"
NOIR_PUT_AWAY = ("to sleep for good", NOIR_ASLEEP, "down for good", "down", "away for good")
NOIR_KILLED = "kill"
# A monster fought, said as a hit man says it ("rub out the gorgon", "bump off that bat"; of a
# monster only: "rub out the bow" is as typed).
NOIR_HITS = ("rub out", "bump off", "knock off")
# The way a place lies, in the detective's words: "an arrow down the west hallway": on the west
# side of the map (a thing picked by the side it lies on).
NOIR_HALLS = ("hallway", "hall", "corridor", "alley", "side of town", "end of town")
# What the companion lacks, said before "fix that": the thing to get ("You've got an arrow and no
# bow. Fix that.": you have an arrow; get the bow).
NOIR_FIX = "fix that"
# A count supposed before a question ("Say we take down two of the bats. How many are left?").
NOIR_SUPPOSE = ("say", "suppose", "let's say", "say that")
NOIR_SUPPOSE_WORDS = ("say", "suppose")
# What the detective's words are said as where a rule builds them: the item lacked got, a monster
# finished off.
NOIR_GOT = "Get"
NOIR_FINISHED = "finish off"
# "see twenty tiles I haven't seen": exploring at least that many (explored.explored_enough).
NOIR_SEEN_AS = "explore at least"
# The words only the detective's voice has, and its phrases of common words (found in the
# lower-case text): an order with none of them is left as typed.
NOIR_GATE = frozenset(
    "kid gumshoe shamus flatfoot joint beat tail shadow town breathing roughed leads".split()
)
NOIR_SPANS = (
    *NOIR_ASIDES,
    *NOIR_MANNER,
    "make my move",
    "watch over",
    "stake out",
    "keep tabs",
    "rub out",
    "bump off",
    "knock off",
    "every last",
    "don't you",
    "got it coming",
    "has it coming",
    "to sleep",
    "down for good",
    "put ",
    "puts ",
    "fix that",
    "finish ",
    "row and column",
    "you don't?",
    "you do not?",
    "say we ",
    "say you ",
    "suppose we ",
    "suppose you ",
    "west ",
    "east ",
    "north ",
    "south ",
    "i haven't seen",
    "you're carrying",
    "you are carrying",
)
