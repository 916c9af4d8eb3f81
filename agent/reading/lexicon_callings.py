"""The words of the twenty-ninth fresh set's voices (``callings``): a chess player's moves,
squares and pieces said as the reader's words. Data only, in lower case."""

from __future__ import annotations

# -- an auctioneer calling lots to the runner, the rostrum being the player -------------------

# The auctioneer's cry ("going once, going twice!", "Sold!"): left out, never a step said again
# (it was "..., going once, going twice": the errand twice).
AUCTION_CRY = ("going once", "going twice", "going three times")
AUCTION_SOLD = ("sold", "gone")
# The sale's talk after the order: left out.
AUCTION_TAILS = ("quick as a bid", "before anyone else bids", "before anyone else bids on it",
                 "that's where the next lot is", "while i open the bidding",
                 "and put it right in my hands", "and put it in my hands")
AUCTION_SAID_AS = {
    "the rostrum": "me",
}
AUCTION_GATE = frozenset(("going", "sold", "bid", "bids", "bidding", "lot", "lots", "rostrum"))

# -- a chess player, short and dry, the king being the player ---------------------------------

# The name of a move said before a colon ("Opening move: develop toward the bow and take it.",
# "Material count: how many ..."): what the colon says is the order; the name left out.
CHESS_HEADINGS = ("opening move", "closing move", "next move", "your move", "tempo move",
                  "knight's manoeuvre", "knight's maneuver", "knights manoeuvre",
                  "two-move combination", "three-move combination", "combination",
                  "material count", "scout the position", "endgame", "gambit",
                  "protect the king")
# To capture a monster is to defeat it; to capture an item is to pick it up (``callings``
# chooses by the thing named after it).
CAPTURE = ("capture",)
CAPTURED_MONSTER = "kill"
CAPTURED_ITEM = "pick up"
# Likenings and reasons after the move: left out.
CHESS_TAILS = ("like a rook on guard", "like a rook", "like a bishop", "like a knight",
               "i'm resetting the board", "im resetting the board", "i am resetting the board")
# The chess player's words in plain ones: the king, a square of the player's the player; a pawn
# moved, a slide, a shuttle, a pass, a piece developed the plain step.
CHESS_SAID_AS = {
    "pawn to": "go to",
    "king to": "go to",
    "develop toward": "go to",
    "develop towards": "go to",
    "slide": "walk",
    "shuttle between": "patrol between",
    "pass for": "wait for",
    "hold your square": "stay here",
    "my square": "me",
    "protect the king": "protect me",
    "the king": "me",
    "captured": "defeated",
    "every piece": "everything",
    "all the pieces": "everything",
}
CHESS_GATE = frozenset(("capture", "captured", "pawn", "square", "squares", "king", "rook",
                        "knight's", "knights", "board", "tempo", "piece", "develop", "move",
                        "combination", "shuttle", "slide", "material", "position", "undefended"))
# "You hold the sword.": the companion has it, said at a sentence's start before the thing.
YOU_HOLD = "you hold"
YOU_HAVE = "you have "

# -- what the companion holds, said before the order as how it stands ------------------------

# "Bow and arrow in hand, ...", "With the bow and the arrow you're holding, ...": a premise
# that the companion carries them, said as the reader's "you have the bow and the arrow, ...".
HELD_AFTER = ("in hand", "in your hands", "in your hand", "you're holding", "you are holding",
              "you hold", "you're carrying", "you are carrying")
HELD_SAID_AS = "you have {what}, "
HELD_GATE = frozenset(("hand", "hands", "holding", "hold", "carrying"))

# -- a gardener, warm and chatty, in beds, patches and pests ----------------------------------

# The gardener's likenings and reasons beside the order, and a patch before its tile: left out.
GARDEN_TAILS = ("like an old oak", "like an oak", "like a runner bean up a cane",
                "like a runner bean", "before it spreads", "before they spread",
                "leave it in the ground", "out of the beds", "down the path",
                "the little patch at", "the patch at", "while i potter about",
                "while i potter around")
# The gardener's words in plain ones: a patch a tile, kneeling beside going next to, pulling up
# taking, rooted staying, trailing behind following, "off you go" going.
GARDEN_SAID_AS = {
    "pop over to the little patch at": "go to",
    "pop over to the patch at": "go to",
    "pop over to": "go to",
    "go and kneel down beside": "go next to",
    "kneel down beside": "go next to",
    "don't pull it up": "don't pick it up",
    "do not pull it up": "do not pick it up",
    "stay rooted to the spot": "stay here",
    "stay rooted": "stay here",
    "trail along behind me": "follow me",
    "off you go and": "go and",
    "use them to clear": "kill",
    "you've the": "you have the",
    "different tiles of it": "different tiles",
    "keep close watch over": "watch over",
    "take a stroll round the whole garden and see": "explore",
    "take a stroll round and see": "explore",
}
GARDEN_GATE = frozenset(("patch", "kneel", "pull", "rooted", "oak", "bean", "cane", "spreads",
                         "beds", "garden", "stroll", "pop", "potter"))
GARDEN_SPANS = ("off you go",)

# -- an archaeologist on a dig, formal, in sites, finds and trenches --------------------------

# Where the dig is said in the order ("from the site", "at base camp"), what it is for ("for
# cataloguing", "while I log the finds") and the find left where it lies ("it stays in situ"):
# left out.
DIG_TAILS = ("from the site", "at base camp", "on site", "of the site", "along this corridor",
             "along the corridor", "and survey it", "while i log the finds", "for cataloguing",
             "where it lies", "it stays in situ", "in situ", "until further notice")
# A heading before the colon that says how ("Equip yourself from the site: ..."): left out.
DIG_HEADINGS = ("equip yourself from the site", "equip yourself")
# The archaeologist's words in plain ones: to recover a find is to pick it up, a grid square a
# tile, a trench here, making for going, measuring out walking, disturbing taking, inspecting
# going to, reporting back coming back, the finds the items carried.
DIG_SAID_AS = {
    "recover": "pick up",
    "proceed to grid square": "go to",
    "proceed to": "go to",
    "secure the dig site at": "guard",
    "at this trench": "here",
    "make for": "go to",
    "measure out": "walk",
    "due east": "east",
    "due west": "west",
    "due north": "north",
    "due south": "south",
    "but do not disturb it": "but do not pick it up",
    "but don't disturb it": "but don't pick it up",
    "without removing it": "without picking it up",
    "inspect": "go to",
    "report back to my side": "come back to me",
    "all the finds": "everything",
}
DIG_GATE = frozenset(("site", "camp", "situ", "trench", "finds", "grid", "dig", "cataloguing",
                      "recover", "measure", "inspect", "survey"))
