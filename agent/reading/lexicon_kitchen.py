"""Two players' voices of bench/fresh_orders_19.toml, said as the reader's words before an order
is read (rows "chef" and "poet" of ``voices.VOICES``, their forms ``kitchen``'s). Data only: words
left out, and phrases each with the plain words they are read as, which the reader reads as it
always has. A phrase is matched whole, in any case, never inside a longer word; where one phrase
holds another the longer is said first."""

from __future__ import annotations

from agent.reading import lexicon as lx

# -- a chef's voice --------------------------------------------------------------------------------

# A kitchen's calls before an order, no step of it, left out: "yes chef, ...", "heard! ...",
# "behind! ..." (I am behind you), "plate it up: ..." (a dish's call before the order), each
# with "chef" after it or not ("heard, chef! ...").
CHEF_CALLS = ("yes chef", "oui chef", "heard", "behind", "plate it up")
# Urging after an order, left out ("two steps right, chop chop").
CHEF_URGING = ("chop chop",)
# "86 X": get rid of X, said of a monster a fight with it ("86 the gorgon"); of anything else as
# typed, and refused ("86 the bow").
CHEF_86 = "86"
CHEF_86_AS = "kill"
# A kitchen's phrases for the game's moves and places: "hold on the pass" (hold here, ready),
# "till I call it" (until I say so), "on my hip" (right beside me), "watch my back on the line"
# (watch my back), "work the line: back and forth ..." (go back and forth ...), "the kitchen" (the
# dungeon), "from the walk-in" (where the things are kept: said as nothing), a thing's "station"
# (the thing: "the bow station"), "how you holding up" (how are you holding up).
CHEF_SAID_AS = {
    "hold on the pass": "hold here",
    "till i call it": "until I say so",
    "until i call it": "until I say so",
    "on my hip": "at my side",
    "watch my back on the line": "watch my back",
    "work the line: back and forth": "go back and forth",
    "work the line back and forth": "go back and forth",
    "work the line between": "go back and forth between",
    "the kitchen": "the dungeon",
    "from the walk-in": "",
    "how you holding up": "how are you holding up",
    **{f"{word} station": word for word in lx.ITEM_WORDS if word not in lx.ANY_ITEM_WORDS},
}
# The words only the chef's voice has, and its phrases of common words (found in the lower-case
# text): an order with none of them is left as typed.
CHEF_GATE = frozenset("chef heard plate 86 chop hip kitchen station".split())
CHEF_SPANS = (
    "walk-in",
    "till i call it",
    "until i call it",
    "on the pass",
    "the line",
    "you holding up",
    "behind!",
    "behind,",
)

# -- a poet's voice --------------------------------------------------------------------------------

# The way a rhyme says the companion goes, after an errand that walks it anyway ("..., fetch it
# and bring it, through the hall"): the dungeon's halls and corridors, said as a tail, left out.
POET_ROUTE_TAILS = tuple(
    f"{way} the {hall}"
    for way in ("through", "down", "along", "across", "o'er", "over")
    for hall in ("hall", "halls", "hallway", "hallways", "corridor", "corridors", "passage")
)
# Tails a rhyme adds after an order, which say nothing of what is to be done, left out at the
# order's end after a comma, each where the order holds one of its words (a closed list:
# anything else after an order stays, and is read or refused): a manner that is no ban ("and do
# not slow"), a look away from a monster kept away from, a shield that does not part, a patrol's
# way back, an explorer's reach, an address, a place said again in rhyme, a question's "let it
# be said".
POET_TAILS = {
    "and do not slow": (),
    "do not slow": (),
    "don't be slow": (),
    "and don't be slow": (),
    "and do not look": ("keep", "stay"),
    "and don't look": ("keep", "stay"),
    "and do not part": ("between", "betwixt", "shield", "guard"),
    "stand firm, stand nigh": ("between", "betwixt"),
    "and back again, and on you go": ("fro", "forth"),
    "and on you go": ("fro", "forth"),
    "and back again": ("fro", "forth"),
    "and learn the dungeon as we are": ("wander", "explore", "roam"),
    "my little knight of small renown": (),
    "where all the dungeon's corners wrap": (),
    "let it be said": (),
    "and rest below": ("stay", "wait"),
    **dict.fromkeys(POET_ROUTE_TAILS, ()),
}
# Words a rhyme says inside an order that add nothing: "both near and far" (everywhere, after a
# wander), "as shield" after standing ("stand as a shield between me and the gorgon").
POET_FILLERS = ("both near and far", "as shield", "as a shield")
# A rhyme's phrases in plain words: a monster said to haunt a place is in it ("the bat that
# haunts the top right nook"), "up high" before the place it is in said again ("the bat up high,
# in the top right"), a corner said as a nook, the heart the player's own ("between the
# gorgon and my heart"), "thy body's state" the health.
POET_SAID_AS = {
    **dict.fromkeys(("that haunts", "that lurks in", "that dwells in", "that hides in"), "in"),
    **{
        f"{side} {end} nook": f"{side} {end} corner"
        for side in ("top", "bottom")
        for end in ("left", "right")
    },
    "up high, in the": "in the",
    "up high in the": "in the",
    "and my heart": "and me",
    "thy body's state": "thy health",
    "your body's state": "your health",
}
# A standing said after the place it is at ("Betwixt me and the bat up high, stand firm, stand
# nigh"; "Between the gorgon and my heart, stand thou as shield"): standing there.
POET_STANDS = (
    "stand firm, stand nigh",
    "stand thou as shield",
    "stand thou as a shield",
    "stand as shield",
    "stand as a shield",
    "stand thou",
    "stand firm",
    "stand",
)
POET_STOOD = "stand"
# What the companion is told it holds, said as where a thing rests ("An arrow rests within thy
# hand;"): "you have an arrow."; a thing fetched "where it doth stand": the thing; a place gone to
# said before its verb ("then to the top right corner flee"): going there.
POET_HELD = ("rests", "lies", "sits", "is")
POET_WHERE_IT = ("doth stand", "doth lie", "doth rest", "does stand", "does lie", "stands", "lies")
POET_GONE_TO = ("flee", "hie", "hasten", "haste", "fly")
POET_SAID_AS_FIND = {"seek": "find"}  # "seek the bow": find it (fetching, where nothing is asked)
POET_WENT = "go to"
# Standing still, before "upon that tile" ("Stand still, my friend, upon that tile"): the tile it
# stands on, said as nothing.
POET_STILL = ("stand", "stay", "keep", "remain")
# A distance kept said after what it is kept from ("From the bat, keep five tiles off").
POET_KEPT_OFF = ("off", "away")
# The words only the poet's voice has, and its phrases of common words (found in the lower-case
# text): an order with none of them, and opening with no place said first (POET_FIRST), is left
# as typed.
POET_GATE = frozenset(
    """nigh fro renown wrap haunts lurks dwells hides nook heart body's betwixt doth hie hasten
    haste seek""".split()
)
POET_SPANS = (
    "do not slow",
    "don't be slow",
    "do not look",
    "don't look",
    "do not part",
    "near and far",
    "up high",
    "as shield",
    "as a shield",
    "learn the dungeon",
    "let it be said",
    "rest below",
    *(f", {tail}" for tail in POET_ROUTE_TAILS),
    "back again",
    "on you go",
    "that tile",
    "this tile",
    "thy hand",
    "your hand;",
    " flee,",
    " flee;",
    " flee.",
)
POET_FIRST = ("between ", "betwixt ", "from ")
