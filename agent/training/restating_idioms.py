"""Families of orders said in idioms and turns of phrase, each with its house sentence: the
restating data's third source (``agent.training.restating``), beside the generator's meanings
and the families of ``restating_families``.

A family here is a list of phrasings and the one canonical sentence they all mean, with slots
for the game's things ({x} an item, {k} a monster, {ks} its plural, {n}/{m} numbers, {r}/{c} a
row and column, {corner}, {errand} and {then} for a following errand). The meaning is the
house language's reading of the canonical sentence, so the two cannot disagree. The phrasings
are written from the game's rules, never from the benchmark's orders (the data leaves those out
word for word); the words they use are words of the game's orders (``words``), which the
restater may take as such.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

from agent.house import HOUSE
from agent.reading import meaning as m
from game.world import NEEDS

ITEMS = ("sword", "bow", "arrow")
MONSTERS = ("gorgon", "bat")
CORNERS = ("top left", "top right", "bottom left", "bottom right")

# (phrasings, the canonical sentence they all mean)
Family = tuple[tuple[str, ...], str]

COME = (("come over here", "get over here", "over here, now", "come stand beside me",
         "come stand right by me", "come and stand with me", "i need you next to me",
         "come to the spot i'm on", "join me over here", "regroup with me",
         "meet me here", "rally to me", "fall back to my position", "back to my side",
         "come to my side", "head my way", "get yourself back to me", "to my side!",
         "come closer to me", "come near me", "hurry over to me", "scoot over here",
         "get to me asap", "i want you right beside me", "return to my side",
         "come on over", "make tracks to me", "rejoin me where i am"), "come back to me")
FOLLOW = (("everywhere i head, you head", "keep on my heels", "be my shadow", "tail me",
           "keep up with me", "walk with me", "keep pace with me", "go where i go",
           "follow my lead", "follow along behind me", "stick close to me",
           "don't lose me", "don't fall behind", "don't leave my side",
           "don't let me out of your sight", "dog my steps", "keep me company as i go",
           "stick to me wherever i walk",
           "hang with me as i move", "move when i move", "come with me wherever i walk",
           "keep right behind me", "stay glued to me", "where i go, you go too",
           "stay a step behind me", "stick to my back"), "follow me")
STAY = (("stay rooted where you are", "plant yourself here", "stand your ground",
         "hold the line here", "don't move an inch", "freeze", "stay rooted to the spot",
         "remain where you are", "hang tight right there", "wait right there",
         "camp out here", "keep still", "stay exactly where you are", "park it",
         "hold still right there", "don't take a single step", "stay parked right here",
         "keep your feet planted", "stay on this very tile", "remain here",
         "just chill there", "hold tight", "stay right where you're standing",
         "feet planted, stay", "don't go wandering off", "stay glued right here",
         "keep glued to the floor where you are", "be glued to the ground here",
         "stick to this tile", "stuck here you stay"), "stay here")
EXPLORE = (("have a snoop about", "poke around", "scout the place out",
            "snoop around the dungeon", "take a wander", "go sightseeing",
            "look around the whole place", "check out the area", "go on a walkabout",
            "roam about", "survey the dungeon", "case the joint", "nose about a bit",
            "have a wander round", "go see what's around", "sniff around the place",
            "take a stroll around", "wander the halls", "get the lay of the land",
            "rummage around the rooms", "have a good look round", "go scouting"),
           "explore")
KEEP_CLEAR = (("keep the {ks} off you", "stay out of reach of the {ks}",
               "don't get near the {ks}", "keep your distance from the {ks}",
               "give the {ks} a wide berth", "stay away from any {k}",
               "don't go anywhere near a {k}", "keep out of the {k}'s reach",
               "don't let the {ks} reach you", "keep out of the {k}'s way",
               "dodge the {ks}", "never let a {k} near you", "shy away from the {ks}"),
              "keep away from the {k}")
ATTACK = (("the {k} has to go, handle it", "the {k} needs to die",
           "get rid of the {k}", "put the {k} down for good", "finish off the {k}",
           "sort out the {k}", "go smack the {k}", "whack the {k}", "end the {k}",
           "wipe out the {k}", "go bash the {k}", "stab the {k}", "go cut down the {k}",
           "go clobber the {k}",
           "take the {k} out of the picture", "do in the {k}", "rid us of the {k}",
           "the {k} - get rid of it", "that {k} is a problem, fix it"), "attack the {k}")
EVERY_ITEM = (("grab all the stuff on the floor", "hoover up every item",
               "collect everything you can find", "scoop up all the loot",
               "take every item there is", "clear the floor of items",
               "pick up all the things on the ground",
               "grab whatever's lying about", "collect all the gear on the floor",
               "sweep up every item in the place", "bag every item you see"),
              "pick up every item")
GIVE_OR_FETCH = (("if you've got anything on you, hand it over, otherwise fetch the {x}",
                  "got something? give it here. if not grab the {x}",
                  "hand me whatever you've got, and if you've got nothing go get the {x}",
                  "if your hands aren't empty pass me what's in them, else pick up the {x}",
                  "if you hold anything give it to me, or else fetch the {x}",
                  "when you're holding stuff, give it to me; otherwise go pick up the {x}"),
                 "if you carry something, give me everything you carry, otherwise pick up "
                 "the {x}")
TAKE_OFF = (("let me take the {x}s off your hands", "i'll have the {x}s you've got",
             "pass the {x}s over to me", "hand over the {x}s", "let me hold the {x}s",
             "gimme those {x}s", "the {x}s you have - i'll take them",
             "off-load the {x}s onto me"), "give me everything you carry")
GRID = (("get to r{r} c{c}", "be at row {r} column {c}",
         "position yourself at row {r}, col {c}", "row {r} col {c}, go",
         "head for row {r} and column {c}", "make your way to row {r}, column {c}",
         "go stand on row {r} column {c}", "stand at row {r}, col {c}",
         "get yourself to row {r} col {c}", "move over to the tile at row {r}, column {c}",
         "i need you on row {r}, column {c}"), "go to row {r} column {c}")
CORNER = (("the {corner} corner - go there", "off to the {corner} corner with you",
           "make for the {corner} corner", "head for the {corner} corner",
           "get into the {corner} corner", "go hang out in the {corner} corner",
           "run over to the {corner} corner", "{corner} corner, now",
           "find your way to the {corner} corner", "into the {corner} corner you go"),
          "go to the {corner} corner")
COUNT_ONE = (("is there more than one {k}", "are there several {ks} or just one",
              "how many {ks} - one or more?", "only one {k} around?", "more than one {k} left?",
              "just a single {k}?", "is it only the one {k}", "one {k} or a few?"),
             "tell me how many {ks} are left")
WEAKNESS = (("what should i use on the {k}", "how do i kill a {k}",
             "what's good against {ks}", "what weapon do i need for the {k}",
             "what's the {k} weak to", "which item hurts {ks}", "what do i fight a {k} with",
             "what kills {ks}", "best weapon for a {k}?", "wut works against the {k}",
             "which thing should i hit the {k} with"), "tell me what defeats the {k}")
UNTIL_DEAD = (("kill bats until {n} of them are dead", "take out bats till {n} are down",
               "keep fighting bats till you've killed {n}",
               "hunt bats until {n} have been killed", "knock off {n} bats and stop there",
               "fight bats until {n} have fallen"),
              "attack every bat until the number of bats defeated is at least {n}")
UNTIL_LEFT = (("keep killing bats till just {m} remains", "thin the bats out until {m} is left",
               "whittle the bats down to {m}", "kill bats till only {m} is still flapping",
               "cull the bats till {m} is all that's left"),
              "attack every bat until the number of bats left is exactly {m}")
ARITH = (("double the number of {ws} and subtract {n} - what is it",
          "take the {ws}, double them, knock off {n}, and tell me",
          "what's twice the {w} count less {n}", "twice as many {ws} minus {n} is what?",
          "count the {ws}, times it by two, then minus {n}"),
         "tell me the number of {ws} left times 2 minus {n}")
SUBTRACT = (("items lying around minus the {ws}, what's that",
             "subtract the {w} count from the number of items",
             "how many more items than {ws} are there", "the items take away the {ws}?",
             "work out the items on the floor less the {ws}"),
            "tell me the number of items left minus the number of {ws} left")
WAIT_SAY = (("wait a bit - {n} turns or so - then {then}",
             "give it a moment, like {n} ticks, then {then}",
             "pause for {n} turns or thereabouts, then {then}",
             "chill for about {n} ticks and then {then}",
             "hold off {n} turns, give or take, then {then}",
             "count to {n} in turns, then {then}"), "wait {n} turns, then {errand}")
NEXT_ONE = (("grab the nearest {x}, then the next one",
             "pick up the {x} nearest you and then the next closest",
             "fetch one {x}, then the one after that", "grab one {x}, then another one",
             "nab the nearest {x} and the next nearest after it",
             "collect an {x}, and then a second one"),
            "pick up the {x}, then pick up the {x}")

GO_AND_TAKE = (("head over to the {x} and take it", "walk up to the {x} and collect it",
                "make your way to the {x}, then grab it", "go to the {x} and nab it",
                "trot over to the {x} and scoop it up", "nip over to the {x} and bag it",
                "get over to that {x} and lift it", "go find the {x} and keep hold of it"),
               "pick up the {x}")
EVERY_ONE = (("leave no {k} alive", "wipe out every last {k}", "every single {k} has to die",
              "get all the {ks} gone", "make sure no {k} survives",
              "not a single {k} may live", "clean out every {k} there is",
              "no {k} should make it out alive", "hunt down each and every {k}"),
             "attack every {k}")
ALL_GONE = (("keep grabbing {x}s till they're all gone", "collect {x}s until the floor has none",
             "take {x}s until not one remains", "scoop up {x}s until you've got them all",
             "gather {x}s till nothing of them is left"), "pick up every {x}")
SNOOP = (("have a gander round", "take a look-see about", "go for a mooch around",
          "have a scout about", "go and nose around", "do a lap of the place",
          "have a poke about the rooms", "go rubberneck around"), "explore")
# Going to a thing and leaving it where it lies: kept off all along (standing on it takes it, so
# "go stand on the {x} without taking it" is no phrasing of it).
VISIT = (("walk to the {x} but leave it where it is", "head to the {x}, don't pick it up",
          "make your way over to the {x} and leave it be", "pop over to the {x}, hands off it",
          "get yourself to the {x} without grabbing it",
          "go to where the {x} lies, leave it there"),
         "leave the {x} where it lies, then go to the {x}")
# The weapon that defeats it ({wk}): an attack takes it up itself.
WIELDING = (("take down the {k} using the {wk}", "go after the {k} armed with the {wk}",
             "the {wk} - use it to kill the {k}", "fight the {k}, and use the {wk} for it",
             "deal with the {k} by means of the {wk}", "use the {wk} and finish the {k}"),
            "attack the {k}")

FAMILIES: tuple[Family, ...] = (
    COME, FOLLOW, STAY, EXPLORE, KEEP_CLEAR, ATTACK, EVERY_ITEM, GIVE_OR_FETCH, TAKE_OFF, GRID,
    CORNER, COUNT_ONE, WEAKNESS, UNTIL_DEAD, UNTIL_LEFT, ARITH, SUBTRACT, WAIT_SAY, NEXT_ONE,
    GO_AND_TAKE, EVERY_ONE, ALL_GONE, SNOOP, WIELDING, VISIT)

# Errands after a wait: (as the order says it, as the house language says it).
THEN = (("go grab the {x}", "pick up the {x}"), ("fetch the {x}", "pick up the {x}"),
        ("come find me", "come back to me"), ("follow me", "follow me"),
        ("kill the {k}", "attack the {k}"), ("explore", "explore"))
COUNTED = {"bat": "bats", "gorgon": "gorgons", "monster": "monsters", "arrow": "arrows"}
_SLOT = re.compile(r"\{(\w+)\}")


def _fill(rng: random.Random, said: str, sentence: str) -> tuple[str, str]:
    """The phrasing and its sentence with the same things and numbers in their slots."""
    k = rng.choice(MONSTERS)
    w = rng.choice(list(COUNTED))
    then, errand = rng.choice(THEN)
    values = {"x": rng.choice(ITEMS), "k": k, "ks": k + "s", "n": str(rng.randint(1, 2)),
              "m": "1", "r": str(rng.randint(1, 20)), "c": str(rng.randint(1, 20)),
              "corner": rng.choice(CORNERS), "w": w, "ws": COUNTED[w], "wk": NEEDS[k][0]}
    if "{then}" in said:
        values["n"] = str(rng.randint(2, 12))
        said = said.replace("{then}", then)
        sentence = sentence.replace("{errand}", errand)
    if "{x}s" in said:  # "i'll take those arrows off you": arrows, of which there are several
        values["x"] = "arrow"
    fill = lambda text: _SLOT.sub(lambda g: values[g.group(1)], text)  # noqa: E731
    return fill(said), fill(sentence)


def idioms(rng: random.Random) -> tuple[str, m.Meaning] | None:
    """One order of a family said in an idiom, with its meaning (None in the rare draw whose
    sentence the house language does not read)."""
    phrasings, sentence = rng.choice(FAMILIES)
    order, said = _fill(rng, rng.choice(phrasings), sentence)
    meaning = HOUSE.read(said)
    return (order, meaning) if isinstance(meaning, m.Meaning) else None


def words() -> Iterator[str]:
    """Every phrasing of the families, slots filled with each thing: the words the restater is
    taught to take as the game's."""
    for phrasings, _ in FAMILIES:
        for said in phrasings:
            yield _SLOT.sub(" ", said.replace("{then}", " ".join(t for t, _ in THEN)))
