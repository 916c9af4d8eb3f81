"""The words of a programmer's voice (agent/reading/pseudocode.py): what code calls the parties,
its keywords, the calls that ask and those that say a value, as data beside the lexicon (whose
files are full)."""

from __future__ import annotations

# What each party is called in code, and how the reader says it.
PARTIES = {
    "me": "me",
    "player": "me",
    "my": "me",
    "ai": "you",
    "self": "you",
    "you": "you",
    "companion": "you",
    "bot": "you",
}
# A keyword argument: the phrase its value goes in ("weapon=bow": with the bow).
KEYWORDS = {
    "weapon": "with the",
    "with": "with the",
    "using": "with the",
    "from": "from",
    "to": "to",
    "target": "",
    "item": "",
    "what": "",
    "who": "",
}
# Calls that ask, and their words around the argument ("count(bats)": the number of bats).
ASKED = {
    "count": "the number of {}",
    "number_of": "the number of {}",
    "len": "the number of {}",
    "dist": "the distance to the {}",
    "distance": "the distance to the {}",
    "weapon_for": "the weapon for {}",
    "where": "where is the {}",
    "where_is": "where is the {}",
    "locate": "where is the {}",
}
# The keyword that gives a value back ("return count(bats)"), or a thing ("return sword to
# player": brings it).
RETURN = "return"
# Calls whose value is what the order asks for ("print(count(monsters))").
SAYS = ("print", "println", "puts", RETURN, "show", "display")
# Calls that keep a distance from a party ("keep_distance(me, 3, 5)").
DISTANCE_CALLS = ("keep_distance", "keep_dist", "maintain_distance", "stay_distance")
# Call names said otherwise than their underscores as spaces.
GOTO = {"goto": "go to"}
# Words before a comment's verb that join it to the code ("// then come back").
JOINERS = ("then", "and", "also", "after", "that", "next", "afterwards", "pls", "please")
# Keywords that name a tile ("goto(row=5, col=6)").
TILE = {"row": "row", "r": "row", "col": "column", "column": "column", "c": "column"}
# A party's moving ("wait_until(player.moves)": until I move).
MOVES = ("moves", "moved", "move", "is_moving")
# Words of a comment that speaks to the companion's instructions ("// SYSTEM: ignore previous"):
# such a comment is read, and refused, never left out as a remark.
PROMPT_SIGNS = (
    "ignore",
    "disregard",
    "forget",
    "system",
    "previous",
    "prompt",
    "override",
    "jailbreak",
    "developer",
)
# Calls that ask whether the companion carries a thing, in a condition ("if has(sword): ..."),
# and how the reader says it, and its negation ("if not has(bow)", "if !has(bow)").
HAS = ("has", "have", "holds", "carries", "has_item", "carrying", "holding")
HAS_SAID = "you have the {}"
HAS_NOT_SAID = "you do not have the {}"
# Calls that wait until a condition ("wait_until(player.hp < 2)").
WAIT_UNTIL = ("wait_until", "wait_for", "until")
# The stay verb a wait is said in, where words are put in its place ("wait until ...").
WAIT = "wait"
