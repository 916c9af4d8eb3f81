"""A pirate's words (bench/fresh_orders_17.toml's role-player: "weigh anchor for the bottom left
corner, ye bilge rat", "stick to me like a barnacle, matey"), said as the reader's words by
``voices.py``'s row "pirate" before an order is read. Data only: each phrase with the plain words
it is read as, which the reader reads as it always has."""

from __future__ import annotations

# The words only a pirate's voice has: an order with none of them is left as typed. ("ye" and
# "betwixt" are old English's as well, lexicon_typed.ARCHAIC, read the same way.)
PIRATE_GATE = (
    "arr",
    "matey",
    "savvy",
    "ye",
    "yer",
    "ye've",
    "an'",
    "o'",
    "o'er",
    "'tween",
    "betwixt",
    "nothin'",
    "scallywag",
    "starboard",
    "barnacle",
    "anchor",
    "swab",
    "hoist",
    "budge",
    "aboard",
)
# Address and flourishes, said after a comma or alone at an order's end: no part of the order
# ("..., ye bilge rat", "..., savvy?", "arr, go grab that bow").
PIRATE_ADDRESS = (
    "ye bilge rat",
    "ye scallywag",
    "ye dog",
    "ye scurvy dog",
    "ye landlubber",
    "matey",
    "arr",
    "savvy",
    "me hearty",
    "me hearties",
)
# Likenesses said after an order, which change nothing ("stand between me and the gorgon like a
# true first mate").
PIRATE_LIKE = ("like a true first mate", "like a watchman on deck", "like a good first mate")
# Sea idioms for the game's moves, each with the plain words it is read as (longest first where
# one holds another); a word of the voice after them is said plainly below.
PIRATE_SAID_AS = {
    "swab the deck o'": "attack",
    "swab the deck of": "attack",
    "weigh anchor for": "go to",
    "weigh anchor to": "go to",
    "set sail for": "go to",
    "sail over to": "go to",
    "sail over alongside": "go next to",
    "sail alongside": "go next to",
    "stick to me like a barnacle": "follow me",
    "stick by me like a barnacle": "follow me",
    "drop anchor": "stay",
    "don't ye budge": "don't move",
    "don't budge": "don't move",
    "don't ye lay a finger on it": "don't pick it up",
    "don't lay a finger on it": "don't pick it up",
    "don't let nothin'": "don't let anything",
    "to starboard": "to the right",
    "to port": "to the left",
    "come back aboard to me": "come back to me",
    "to yer captain": "to me",
    "she be": "it is",
    "it be": "it is",
    "what be it": "what is it",
}
# "chart as much of it as ye can" after exploring: the exploring, said again.
PIRATE_CHARTED = "chart as much of it as ye can"
# The verb of exploring that "the isle" and the charting above are said after.
PIRATE_EXPLORE = "explore"
# "explore the isle": the dungeon, the only land there is.
PIRATE_ISLE = ("the isle", "the island")
# Paces, after a number, in the pirate's voice: steps.
PIRATE_PACES = {"paces": "steps", "pace": "step"}
# Hoisting an item ("hoist the sword"): picking it up; running a monster through: a fight.
PIRATE_HOIST = "hoist"
PIRATE_PICKED = "pick up"
PIRATE_RUN_THROUGH = "attack"
# The voice's spelling of plain words.
PIRATE_SPELT = {
    "ye've": "you've",
    "ye": "you",
    "yer": "your",
    "an'": "and",
    "o'er": "over",
    "o'": "of",
    "'tween": "between",
    "betwixt": "between",
    "nothin'": "nothing",
}
