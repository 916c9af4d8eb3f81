"""The lexicon's words of a cautious, safety-first player and of the companion's own state: where
a retreat goes when it goes to the player, and how far a flight goes. Data only, each class named
by what reads it."""

from __future__ import annotations

# The words before a distance (duties._HOW_FAR): "follow me at a distance of 3 tiles"; before a
# bound ("at a distance of at most 2 tiles") they are the bound's alone.
DISTANCE_OF = ("at a distance of", "from a distance of")
# Where a retreat goes when it goes to the player (errands._away): "back off to me", "run away
# towards me", "get away over here" come back to the player, not run from every monster.
RETREAT_TO = (
    "to me",
    "towards me",
    "toward me",
    "over to me",
    "back to me",
    "back towards me",
    "back toward me",
    "over here",
    "back over here",
    "back here",
    "to my side",
    "to my position",
    "to the player",
    "back to the player",
    "over to the player",
)

# A flight said with how far it goes (lexicon_duties.FLEE_VERBS): "get well away from the gorgon",
# "move far away from the bats"; a distance said with it is kept ("..., at least 5 tiles").
FLEE = (
    "get well away",
    "get far away",
    "move well away",
    "move far away",
    "run far away",
    "get well clear",
    "get way away",
    "run well away",
)

# How a party is where it is, said before where (distances.cond_party_distance): "if you're
# standing right next to me", "if you are sitting by the bow".
STANDING = ("standing", "stood", "sitting", "waiting", "staying", "stationed", "positioned")

# Health lost so far, said of a party (health.cond_health): "if you've taken any damage", "if
# you have lost some health", "if you took a hit": hurt now, as "if you're hurt"; and the same
# denied ("if you haven't taken any damage", "if you've taken no damage"): at full health.
_LOSS = ("damage", "health", "hits", "a hit", "any hits")
HEALTH_LOST = tuple(
    f"{had}{verb} {some}{loss}"
    for had in ("have ", "has ", "")
    for verb in ("taken", "lost", "suffered", "took")
    for some in ("any ", "some ", "")
    for loss in _LOSS
    if not (had and verb == "took") and not (some and loss in ("a hit", "any hits"))
)
HEALTH_KEPT = (
    *(
        f"{had} not {verb} {some}{loss}"
        for had in ("have", "has")
        for verb in ("taken", "lost", "suffered")
        for some in ("any ", "")
        for loss in _LOSS[:3]
    ),
    *(
        f"did not {verb} {some}{loss}"
        for verb in ("take", "lose", "suffer")
        for some in ("any ", "")
        for loss in _LOSS[:3]
    ),
    *(
        f"{had}{verb} no {loss}"
        for had in ("have ", "has ", "")
        for verb in ("taken", "lost", "suffered", "took")
        if not (had and verb == "took")
        for loss in ("damage", "health", "hits")
    ),
)

# How big or how fast a step is said to be, which changes nothing in a walk (places' rows):
# "take 3 small steps to the right", "three quick steps left", "2 careful steps down".
STEP_SIZES = (
    "quick",
    "small",
    "short",
    "little",
    "tiny",
    "baby",
    "careful",
    "slow",
    "big",
    "long",
    "full",
    "single",
)

# How straight an errand goes to the player, before whom it is for (errands._on): "bring it
# straight back to me", "bring the bow directly to me".
STRAIGHT = ("straight", "directly", "right", "immediately")

# A kept distance's upper bound said loosely just before it is said in tiles (duties'
# _TWO_BOUNDS): "keep at least 4 tiles away from me but don't lose me either, stay within 6",
# "... but don't go too far, no more than 6": the words are left out, the number kept.
LOOSE_MOST = tuple(
    f"{never} {verb}{either}"
    for never in ("don't", "do not", "never")
    for verb in ("lose me", "lose sight of me", "go too far", "get too far", "stray too far",
                 "wander too far", "go too far away")
    for either in (" either", "")
)

# Going ahead of the player, said not to be done beside a following (asides._UNDONE): "follow me
# but don't go first", "don't get ahead of me", "don't lead": kept by following, which goes
# behind; said back beside any other errand.
GOING_FIRST = (
    *(f"{verb} {ahead}" for verb in ("go", "get", "run", "walk")
      for ahead in ("first", "ahead", "ahead of me", "ahead of us", "in front of me", "in front")),
    "lead",
    "lead the way",
)
# A monster coming into sight, in a condition: "if a bat shows up", "once a bat pops up".
APPEARING = ("shows up", "show up", "pops up", "pop up", "appears", "appear")

# A vague amount said before a unit of distance, as the number it stands for ("keep a handful
# of tiles between you and the gorgon": 5 tiles; duties._kept).
AMOUNTS_SAID = {"a handful of": 5, "a dozen": 12}
AMOUNTS_RE = "|".join(AMOUNTS_SAID)

# Minding a monster, said after an errand ("head to the corner, but mind that gorgon"): keeping
# clear of it, which fetching, bringing, coming back and going to a place do anyway (asides).
MIND_WHILE = ("mind", "watch out for", "look out for", "be careful of", "be careful around",
              "careful of", "careful around")
# What is given a monster to keep a distance ("give the bat 5 tiles of room": requests).
ROOM_GIVEN = ("room", "space", "berth")
# Feelings that say no health with no one before them in a condition ("if ok, ...", "if hit, ...",
# "if well"; "if wounded, stay" is the companion's health: health._felt_alone).
FELT_LOOSE = ("fine", "ok", "okay", "alright", "all right", "well", "hit", "in danger")
# Becoming so, of a party's health (lexicon_parts.BECOME less its walks: "if you get hurt", "if
# I go low"; "while I walk ok" is no health of mine).
BECOME_FELT = ("gets", "get", "goes", "go", "drops", "drop", "falls", "fall", "becomes", "become",
               "sinks", "sink", "turns", "turn", "starts", "start")
