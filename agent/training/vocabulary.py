"""The words orders are made of: what players call each skill, item and monster, how they join
steps, ask questions, and pad an order with politeness.

``{item}`` / ``{items}`` / ``{kind}`` / ``{kinds}`` in a phrase are filled with a noun (one or
many); a phrase without one takes no argument. Held-out words (``heldout.toml``) appear here
too: the generator keeps them out of the training set and uses them for the test set only.
"""

from __future__ import annotations

# -- nouns -----------------------------------------------------------------------------------

NOUNS: dict[str, tuple[str, ...]] = {
    "sword": ("sword", "blade"),
    "bow": ("bow", "longbow"),
    "arrow": ("arrow", "bolt"),
    "gorgon": ("gorgon", "medusa"),
    "bat": ("bat",),
}
PLURAL = {"sword": "swords", "blade": "blades", "bow": "bows", "longbow": "longbows",
          "arrow": "arrows", "bolt": "bolts", "gorgon": "gorgons", "medusa": "medusas",
          "bat": "bats", "monster": "monsters", "enemy": "enemies", "item": "items",
          "thing": "things"}
ANY_MONSTER = ("monster", "enemy")

# -- skills: verb phrases --------------------------------------------------------------------

ONE: dict[str, tuple[str, ...]] = {
    "fetch": (
        "get the {item}", "grab the {item}", "pick up the {item}", "fetch the {item}",
        "go get the {item}", "take the {item}", "collect the {item}", "retrieve the {item}",
        "go and get the {item}", "pick up a {item}", "get a {item}", "grab an {item}",
        "obtain the {item}", "acquire the {item}", "snag the {item}", "nab the {item}",
        "scoop up the {item}", "get the nearest {item}", "grab the closest {item}",
        "go grab a {item}", "get yourself a {item}",
    ),
    "fetch_all": (
        "get all the {items}", "collect every {item}", "gather all the {items}",
        "pick up all the {items}", "grab every {item}", "collect all {items}",
        "take all of the {items}", "gather up the {items}", "hoover up the {items}",
        "get every {item} there is",
    ),
    "bring": (
        "bring me the {item}", "bring the {item} to me", "hand me the {item}",
        "give me the {item}", "deliver the {item} to me", "fetch me the {item}",
        "bring me a {item}", "get me the {item}", "pass me the {item}",
        "bring the {item} back to me", "go get me a {item}",
    ),
    "attack": (
        "kill the {kind}", "attack the {kind}", "slay the {kind}", "fight the {kind}",
        "defeat the {kind}", "hunt down the {kind}", "take out the {kind}",
        "destroy the {kind}", "finish off the {kind}", "go kill the nearest {kind}",
        "kill a {kind}", "attack the closest {kind}", "take down the {kind}",
        "dispatch the {kind}", "murder the {kind}",
    ),
    "attack_all": (
        "kill all the {kinds}", "kill every {kind}", "wipe out the {kinds}",
        "exterminate the {kinds}", "defeat all the {kinds}", "destroy every {kind}",
        "hunt down all the {kinds}", "slay all the {kinds}", "clear out the {kinds}",
        "take out every {kind}",
    ),
    "keep_away": (
        "keep away from the {kinds}", "avoid the {kind}", "stay away from the {kinds}",
        "keep clear of the {kind}", "keep your distance from the {kinds}",
        "don't go near the {kind}", "steer clear of the {kinds}",
    ),
    "follow": (
        "follow me", "come with me", "stick with me", "stay close to me", "tag along",
        "keep up with me", "stay by my side", "walk with me", "shadow me", "stay with me",
        "follow along",
    ),
    "stay": (
        "stay here", "wait here", "stay put", "hold your position", "don't move",
        "stand still", "remain here", "stay where you are", "hold still", "wait right there",
    ),
    "come_back": (
        "come back", "come here", "come to me", "return to me", "get back here",
        "come over here", "head back to me", "walk back to me", "hightail it back",
        "come back to me",
    ),
    "explore": (
        "explore", "explore the dungeon", "look around", "scout the area", "wander around",
        "map the maze", "search the dungeon", "go exploring", "roam around",
        "explore the maze",
    ),
    "flee": (
        "run away", "flee", "get away from the monsters", "escape", "retreat",
        "run for it", "get to safety", "scram", "run away from the monsters",
    ),
}
# Attacking or avoiding any monster: the skill without an argument.
ANY: dict[str, tuple[str, ...]] = {
    "attack": ("attack the nearest monster", "kill a monster", "fight the closest enemy",
               "attack an enemy", "kill the nearest monster"),
    "attack_all": ("kill all the monsters", "defeat every monster", "wipe out all the enemies",
                   "kill every enemy", "clear the dungeon of monsters"),
    "keep_away": ("keep away from the monsters", "avoid the monsters",
                  "stay away from the enemies", "keep clear of every monster"),
}
ITEM_SKILLS = ("fetch", "fetch_all", "bring")
KIND_SKILLS = ("attack", "attack_all", "keep_away")
PLAIN_SKILLS = ("follow", "stay", "come_back", "explore", "flee")
# Skills that never say Done: only the last step of a plan may be one of them.
ENDLESS = ("follow", "stay", "keep_away")

# -- joining steps ---------------------------------------------------------------------------

# Two steps a, b in this order. "{b} ... first" shapes put the second step's words first.
JOIN2: dict[str, str] = {
    "then": "{a}, then {b}",
    "and_then": "{a} and then {b}",
    "after_that": "{a}, after that {b}",
    "and_after_that": "{a} and after that {b}",
    "afterwards": "{a}, afterwards {b}",
    "next": "{a}, next {b}",
    "once_done": "{a}. once that's done, {b}",
    "once_done_comma": "{a}, once that's done {b}",
    "when_done": "{a}, when you're done {b}",
    "comma": "{a}, {b}",
    "sentences": "{A}. {B}",
    "first_then": "first {a}, then {b}",
    "but_first": "{b}, but {a} first",
    "but_first_lead": "{b}, but first {a}",
    "before_lead": "before you {b}, {a}",
    "after_lead": "after you {a_past}, {b}",
    "finally": "{a} and finally {b}",
}
JOIN3: dict[str, str] = {
    "then_then": "{a}, then {b}, then {c}",
    "comma_and_then": "{a}, {b} and then {c}",
    "after_that": "{a}, then {b}, after that {c}",
    "sentences": "{A}. {B}. {C}",
    "first_then_finally": "first {a}, then {b}, and finally {c}",
    "next_then": "{a}, next {b}, then {c}",
    "once_done": "{a}. once that's done, {b}, then {c}",
}
# "X and Y" for two objects of one verb: "get the sword and the bow".
TWO_OBJECTS = ("{verb} the {x} and the {y}", "{verb} the {x} and a {y}", "{verb} a {x} and a {y}")
TWO_OBJECT_VERBS = {"fetch": ("get", "grab", "pick up", "fetch", "collect"),
                    "bring": ("bring me", "hand me", "give me")}
PAST = {"get": "got", "grab": "grabbed", "pick": "picked", "take": "taken", "fetch": "fetched",
        "collect": "collected", "kill": "killed", "attack": "attacked", "slay": "slain",
        "defeat": "defeated", "bring": "brought", "gather": "gathered"}

# -- politeness, filler ----------------------------------------------------------------------

OPENERS = ("please ", "could you ", "can you ", "hey, ", "ok ", "now ", "i want you to ",
           "i need you to ", "go ahead and ", "would you kindly ", "be a dear and ")
CLOSERS = (" please", ", thanks", " thank you", " now", " right away", " quickly",
           ", buddy", " asap")

# -- questions -------------------------------------------------------------------------------

# Each question kind: phrasings, and the answer's Lua expression (said with say()).
# {thing} is an item or monster noun, {kind} a monster, {item} an item.
HEALTH_AI = ("how healthy are you?", "what is your health?", "are you hurt?",
             "how much health do you have left?", "how are you doing, health-wise?",
             "check your hit points", "how many hit points do you have?", "are you ok?")
HEALTH_PLAYER = ("what's my health?", "how much health do I have?", "am I badly hurt?",
                 "tell me my health", "how many hit points do I have left?",
                 "how hurt am I?")
CARRY_AI = ("what are you holding?", "what do you have on you?", "what's in your inventory?",
            "what are you carrying?", "show me your inventory", "list what you carry")
CARRY_PLAYER = ("what am I carrying?", "what's in my inventory?", "what do I have?",
                "what does the player carry?", "what am I holding?", "check my pockets")
COUNT_MONSTERS = ("how many {kinds} are left?", "how many {kinds} are there?",
                  "count the {kinds}", "how many {kinds} remain?",
                  "how many {kinds} are still alive?", "give me a {kind} count")
COUNT_ALL_MONSTERS = ("how many monsters are left?", "how many monsters are there?",
                      "count the monsters", "how many enemies are left?",
                      "how many monsters remain?")
COUNT_ITEMS = ("how many {items} are on the ground?", "how many {items} are there?",
               "count the {items}", "how many {items} are lying around?",
               "how many {items} can I find?")
COUNT_ALL_ITEMS = ("how many items are on the floor?", "how many things are on the ground?",
                   "count everything on the floor", "how many items are left to pick up?")
WHERE = ("where is the {thing}?", "where's the {thing}?", "do you know where the {thing} is?",
         "tell me where the {thing} is", "what is the location of the {thing}?",
         "where can I find the {thing}?", "show me where the {thing} is")
DEFEATS = ("what kills a {kind}?", "how do I kill a {kind}?", "what defeats a {kind}?",
           "what weapon works against the {kind}?", "what is the {kind} weak to?",
           "what do you need to beat a {kind}?", "what's the {kind}'s weakness?")
HOW_FAR = ("how far is the {thing}?", "how far away is the {thing}?",
           "what's the distance to the {thing}?", "how close is the {thing}?",
           "how many tiles to the {thing}?")
HOW_FAR_PLAYER = ("how far are you from me?", "how far away are you?",
                  "what's the distance between us?")
SAY = ("say {text}", "say \"{text}\"", "tell the player {text}", "shout {text}",
       "whisper {text}", "yell {text}")
SAY_TEXTS = ("hello", "good morning", "good night", "I'm ready", "let's go", "watch out",
             "hi there", "thank you", "we can do this", "follow me if you dare",
             "the dungeon is dark", "good luck", "over here", "nice work", "goodbye",
             "I am on my way", "ready when you are", "bats beware")
# Letters typed next to each other on a keyboard: a few orders carry one slip.
KEYBOARD = {"a": "s", "e": "r", "i": "o", "o": "p", "t": "r", "r": "t", "s": "a", "n": "m",
            "l": "k", "h": "g", "g": "h", "m": "n", "w": "e", "c": "v", "b": "v", "k": "l"}

# -- places and walks (the go_to, walk and square skills) ------------------------------------

CORNERS = {"top left": ("top left", "upper left", "top-left", "north west"),
           "top right": ("top right", "upper right", "top-right", "north east"),
           "bottom left": ("bottom left", "lower left", "bottom-left", "south west"),
           "bottom right": ("bottom right", "lower right", "bottom-right", "south east")}
GO_CORNER = ("go to the {corner} corner", "head to the {corner} corner",
             "walk to the {corner} corner of the map", "make your way to the {corner} corner",
             "get to the {corner} corner", "run to the {corner} corner")
GO_MIDDLE = ("go to the middle of the map", "head to the center", "walk to the centre",
             "go to the middle", "go stand in the middle of the dungeon")
GO_ROW_COL = ("go to row {row}, column {col}", "walk to row {row} column {col}",
              "head to row {row}, column {col}")
WAIT_BY = ("wait by the {item}", "stand next to the {item}", "go stand by the {item}",
           "walk over to the {item} and wait there", "stay close to the {item}")
WALK_WAYS = {"left": ("left", "west"), "right": ("right", "east"), "up": ("up", "north"),
             "down": ("down", "south")}
WALK = ("take {n} steps {way}", "walk {n} tiles {way}", "move {way} {n} steps",
        "go {n} steps {way}", "step {way} {n} times")
WALK_SIDEWAYS = ("take {n} steps to the {way}", "walk {n} tiles to the {way}")
COUNT_WORDS = {1: ("one", "1"), 2: ("two", "2"), 3: ("three", "3"), 4: ("four", "4"),
               5: ("five", "5")}
SQUARE = ("walk in a square", "walk around in a square", "walk in a little loop",
          "do a lap", "walk in a circle", "run around in a circle")

# -- duties (guard, protect, keep_distance, patrol, hand_over) --------------------------------

GUARD_ITEM = ("guard the {item}", "stand guard over the {item}", "keep watch over the {item}",
              "watch over the {item}", "protect the {item}", "defend the {item}",
              "keep an eye on the {item}", "guard that {item}", "go guard the {item}")
GUARD_REACH = (" within {n} tiles", " and don't stray more than {n} tiles from it",
               " and stay within {n} tiles of it")
GUARD_CORNER = ("guard the {corner} corner", "stand guard in the {corner} corner",
                "keep watch over the {corner} corner", "go guard the {corner} corner")
GUARD_HERE = ("stand guard here", "stand guard right here", "keep watch here", "stand guard",
              "keep guard right here", "stand watch here", "keep watch right here")
GUARD_PLAYER = ("guard me", "keep an eye on me", "watch my back", "cover me", "protect me",
                "keep watch over me", "cover my back", "defend me", "watch over me")
PROTECT_FROM = ("keep me safe from the {kind}", "stay between me and the {kind}",
                "stay between me and the {kinds}", "defend me against the {kind}",
                "guard me against the {kind}", "don't let the {kind} get to me",
                "don't let the {kinds} get to me", "protect me from the {kind}",
                "keep the {kind} away from me", "get between me and the {kind}")
PROTECT_ANY = ("keep yourself between me and any monster",
               "stay between me and the monsters", "protect me from the monsters")
KEEP_DISTANCE = {
    "least": ("stay at least {n} tiles from me", "keep at least {n} tiles away from me",
              "keep at least {n} tiles between you and the {kind}",
              "stay at least {n} tiles away from the {kind}"),
    "most": ("don't get more than {n} tiles away from me", "stay within {n} tiles of me",
             "stay within {n} tiles of the {item}", "don't wander more than {n} steps from me",
             "stay no more than {n} tiles from me", "never go more than {n} tiles from the {item}"),
    "exactly": ("keep {n} tiles from the {kind}", "follow me, but stay {n} tiles back",
                "stay exactly {n} tiles from me", "keep {n} tiles away from me"),
    "never_within": ("never come within {n} tiles of me",),
}
PATROL_BETWEEN = ("patrol between the {x} and the {y}",
                  "walk back and forth between the {x} and the {y}",
                  "patrol from the {x} to the {y} and back",
                  "keep walking between the {x} and the {y}", "go back and forth between the {x} "
                  "and the {y}")
PATROL_ROOM = ("patrol the room", "patrol around this room", "walk laps around the room",
               "patrol this area", "patrol around here", "patrol")
HAND_OVER = ("give me everything you have", "hand over all your stuff", "empty your pockets",
             "hand me all your things", "give me all your gear", "turn out your pockets",
             "pass me everything you're carrying", "hand over everything you've got",
             "give me all your items", "hand me everything you're holding")
THEN_DUTY = ("{a}, then {b}", "{a} and then {b}", "first {a}, then {b}", "{a}. Then {b}.",
             "{a}, and after that {b}")
