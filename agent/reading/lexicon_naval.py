"""A naval officer's voice (bench/fresh_orders_20.toml: "Helm, make for the bow and take it in
hand. Smartly now.", "Fall in astern of me and keep station wherever I sail."), said as the
reader's words by ``voices.py``'s row "naval" (its forms ``naval``'s) before an order is read. Data
only: words left out, and phrases each with the plain words they are read as, which the reader
reads as it always has. A phrase is matched whole, in any case, never inside a longer word; where
one phrase holds another the longer is said first. Starboard is right, port left, the captain the
player; the sea's things the game has no like of (cannons, a lifeboat, the tide) stay as typed,
and are refused."""

from __future__ import annotations

# The hands a ship's officer calls by their post or rank.
_HANDS = ("helm", "helmsman", "lookout", "sailor", "bosun", "boatswain", "coxswain", "midshipman",
          "deckhand", "seaman")
# The words only an officer's voice has: an order with none of them is left as typed.
NAVAL_GATE = (
    *_HANDS,
    "ship's",
    "starboard",
    "port",
    "astern",
    "anchor",
    "captain",
    "captain's",
    "skipper",
    "course",
    "cargo",
    "hull",
    "afloat",
    "manoeuvre",
    "maneuver",
    "manoeuvres",
    "smartly",
    "stowed",
    "interpose",
    "relieved",
    "range",
    "tally",
    "loaded",
    "passage",
    "station",
    "watch",
    "sail",
    "orders",
    "hands",
)
# Phrases of common words the voice may say where none of its own words stands ("Not one tile
# until ...", "take the sword in hand", "what's in your hold?", "Damage report.").
NAVAL_SPANS = (
    "not one tile",
    "not a single tile",
    "in hand",
    "your hold",
    "damage report",
    "make for",
    "report when",
    "report once",
    "report the",
    "report to me",
    "stand watch",
    "keep watch",
    "run a patrol",
    "my position",
    "repeat that",
    "repeat the",
    "same maneuver",
    "are loaded",
    "is loaded",
    "fire when",
    "fire at will",
    "wherever i",
    "range to",
    "remain",
    "still afloat",
)
# Who the order is said to, opening a clause before a comma, a colon or "!", or closing one
# after a comma ("Helm, make for the bow", "Not one tile, sailor, until ..."): no part of it.
NAVAL_ADDRESS = (
    "ship's boy",
    "able seaman",  # before the seaman it holds
    *_HANDS,
    "number one",
    "attention all hands",
    "all hands",
    "aye aye",
    "aye",
)
# Urging said as a sentence of its own, or between commas ("Smartly now.", "Make it so.", ", full
# ahead,"): no step.
NAVAL_URGING = (
    "smartly now",
    "smartly",
    "handsomely now",
    "handsomely",
    "make it so",
    "look lively",
    "full ahead",
    "full speed ahead",
    "all ahead full",
    "that's an order",
)
# A heading before a colon that names no step ("Orders in sequence: first the bow, ...",
# "Prepare to transfer cargo: hand me everything ...").
NAVAL_HEADINGS = (
    "orders in sequence",
    "orders as follows",
    "your orders",
    "prepare to transfer cargo",
    "prepare to transfer the cargo",
)
# "Damage report." before a question, its heading; alone, the question of the companion's health.
NAVAL_DAMAGE = "damage report"
NAVAL_DAMAGE_AS = "what's your health?"
# Said after the captain was named: who that is, no step ("... to the captain's hand. That's
# me.").
NAVAL_THATS_ME = ("that's me", "that is me", "yes, me", "that'd be me", "meaning me")
# An escort's likeness said after standing between, which changes nothing ("..., as an escort
# screens the flagship"): its opening words; the rest of the clause goes with them.
NAVAL_LIKE = ("as an escort", "like an escort", "as a frigate", "like a frigate")
# The course verbs: heading for a thing or a place ("make for the bow", "set a course for the
# sword", "chart a course to the bottom left corner"); an item is fetched, a place gone to, as
# "go for" and "go to" are; a monster is left as typed (heading for it is no fight).
NAVAL_COURSE = (
    "make for",
    "set a course for",
    "set course for",
    "lay a course for",
    "steer for",
    "chart a course for",
    "set a course to",
    "set course to",
    "chart a course to",
    "lay a course to",
    "steer a course to",
)
NAVAL_COURSE_FOR = "go for"
NAVAL_COURSE_TO = "go to"
# Taking an item aboard ("take it in hand", "secure it", "recover the arrow"): picking it up;
# said of anything else, as typed.
NAVAL_TAKEN = ("secure", "recover")
NAVAL_TAKEN_AS = "pick up"
NAVAL_TAKEN_IT = "pick it up"
# A number of tiles to starboard or to port said with the side first ("Starboard three"): a walk.
NAVAL_SIDES = {"starboard": "right", "port": "left"}
# The voice's phrases for the game's moves, things and parties, each with the plain words it is
# read as.
NAVAL_SAID_AS = {
    # the captain: the player
    "to the captain's hands": "to me",
    "to the captain's hand": "to me",
    "the captain's": "my",
    "your captain's": "my",
    "the captain": "me",
    "your captain": "me",
    "the skipper": "me",
    # following, staying, guarding, standing between, patrolling
    "fall in astern of me": "follow me",
    "fall in behind me": "follow me",
    "take station astern of me": "follow me",
    "follow in my wake": "follow me",
    "keep station on me": "follow me",
    "and keep station wherever i sail": "wherever I go",
    "and keep station wherever i go": "wherever I go",
    "keep station wherever i sail": "wherever I go",
    "wherever i sail": "wherever I go",
    "wherever i steer": "wherever I go",
    "not one tile": "don't move a single tile",
    "not a single tile": "don't move a single tile",
    "stand watch over": "guard",
    "keep watch over": "guard",
    "as i make my way below": "as I walk",
    "as i make my way": "as I walk",
    "interpose yourself between": "stand between",
    "interpose between": "stand between",
    "run a patrol between": "patrol between",
    "and my position": "and me",
    "between my position and": "between me and",
    "until relieved": "until I say otherwise",
    "till relieved": "until I say otherwise",
    "until you're relieved": "until I say otherwise",
    "until you are relieved": "until I say otherwise",
    # handing over
    "transfer your cargo to me": "hand me everything",
    "transfer the cargo to me": "hand me everything",
    "transfer cargo to me": "hand me everything",
    "transfer your cargo": "hand me everything",
    "everything in your hold": "everything you carry",
    "all in your hold": "everything you carry",
    "what's in your hold": "what are you carrying",
    "what is in your hold": "what are you carrying",
    # waiting, then setting off
    "then weigh anchor and": "then",
    "weigh anchor and": "",
    # told when it is done: "report when it's stowed"
    "report when it's stowed": "tell me when you have it",
    "report when it is stowed": "tell me when you have it",
    "report once it's stowed": "tell me when you have it",
    "report when it's aboard": "tell me when you have it",
    "report once it's aboard": "tell me when you have it",
    # health: "what's your hull at, your health?"
    "your hull at, your health": "your health",
    "your hull, your health": "your health",
    "your hull integrity": "your health",
    "your hull": "your health",
    # questions and sums
    "what's the range to": "how far is",
    "what is the range to": "how far is",
    "report the total": "tell me the total",
    "report the count": "tell me the count",
    "remain afloat": "are left",
    "remains afloat": "is left",
    "still afloat": "still alive",
    # repeating a walk
    "repeat that manoeuvre": "do it again",
    "repeat the manoeuvre": "do it again",
    "repeat that maneuver": "do it again",
    "repeat the maneuver": "do it again",
    "same manoeuvre again": "do it again",
    "same maneuver again": "do it again",
    # sides and where a thing lies
    "to starboard": "to the right",
    "to port": "to the left",
}
# "report to me" closing a step ("..., then report to me and hand both over"): coming back.
NAVAL_REPORT_TO_ME = "report to me"
NAVAL_REPORT_AS = "come back to me"
# "Tally the bats and the arrows": counting them ("tally up ..." as typed, left to the model).
NAVAL_TALLY = "tally"
NAVAL_TALLY_AS = "count"
# "Range to the sword?" opening a question: how far it is; ", in tiles" before its mark left out.
NAVAL_RANGE = "range to"
NAVAL_RANGE_AS = "how far is"
NAVAL_IN_TILES = ("in tiles", "in squares")
# Firing said after a fight the weapon is named for ("..., fire when in range"): no step of its
# own; alone it stays as typed.
NAVAL_FIRE = ("fire when in range", "fire when ready", "fire at will", "open fire when in range")
# What is carried said as loaded ("Bow and arrow are loaded."): the companion has it.
NAVAL_LOADED = ("loaded", "shipped")
NAVAL_LOADED_WEAPONS = ("bow", "sword")
NAVAL_LOADED_SHOT = ("arrow", "arrows")
# "the arrow in the west passage": the one on that side of the map (the game's passages have no
# names; a side is the one way it can be said).
NAVAL_PASSAGES = ("passage", "passageway", "corridor", "gangway")
NAVAL_BEARINGS = ("west", "east", "north", "south")
