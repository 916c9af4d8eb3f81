"""The words of an engineer's voice, said as the reader's before an order is read
(``engineer.framed``, a row of ``voices.VOICES``): axes and vectors ("translate 6 units along
+x"), cells, and a control loop's words ("hold position. zero velocity", "converge on my
position"). Data only: each phrase with the plain words it is read as, which the reader reads as
it always has. The y axis is left as said: which way +y runs on a map of rows is not said.
"""

from __future__ import annotations

# The x axis, each sign with the way it runs (columns grow to the right).
ENGINEER_AXIS = {"+x": "right", "x": "right", "-x": "left"}
# What a number of units along an axis is said as: tiles that way.
ENGINEER_UNITS = ("units", "unit", "cells", "cell", "tiles", "tile", "steps", "step")
# A move along an axis, said before the number ("translate 6 units along +x"): a walk.
ENGINEER_MOVES = ("translate", "displace yourself", "step", "move", "shift")
ENGINEER_WALK = "walk"
# A place a number of units along an axis ("the cell 4 units along +x"): that spot from here.
ENGINEER_SPOT = ("the cell", "the tile", "the point")
ENGINEER_SPOT_AS = "the spot"
# An engineer's phrases, each with the plain words it is read as.
ENGINEER_SAID_AS = {
    "minimize your distance to": "go to",
    "minimise your distance to": "go to",
    "acquire": "get",
    "zero velocity until further input": "don't move until i say otherwise",
    "zero velocity": "don't move",
    "until further input": "until i say otherwise",
    "track my position": "follow me",
    # a lag kept at most so far behind ("track my position with a lag of at most 2 tiles"): a
    # distance kept, "within 2 tiles" (keep_distance holds it after every tick)
    "with a lag of at most": "within",
    "with a lag of no more than": "within",
    "with a lag of not more than": "within",
    "with a maximum lag of": "within",
    "perform a full traversal of the reachable graph, visit as many nodes as you can": "explore",
    "perform a full traversal of the reachable graph": "explore",
    "oscillate between": "patrol back and forth between",
    # a protocol's words ("remain at your present coordinates regardless of my movements",
    # "Position yourself adjacent to the sword specimen", "seven units along the positive
    # column axis")
    "adjacent to": "next to",
    "your present coordinates": "your current position",
    "your present position": "your current position",
    "your current coordinates": "your current position",
    "regardless of my movements": "even if i move",
    "regardless of where i go": "even if i move",
    "the positive column axis": "+x",
    "the negative column axis": "-x",
    "your current cell": "here",
    "your current position": "here",
    "the geometric center of the map": "the middle of the map",
    "the geometric centre of the map": "the middle of the map",
    "move to a cell adjacent to": "go next to",
    "do not acquire it": "do not pick it up",
    "don't acquire it": "don't pick it up",
    "navigate to": "go to",
    "terminate at distance 1, not on my cell": "",
    "terminate at distance 1": "",
    "converge on my position": "come to me",
    "iterate": "do this",
    "specify the minimal item set required to defeat": "tell me what i need to kill",
    # the distance counted in rows plus columns is the game's only distance
    "l1 distance": "distance",
    "manhattan distance": "distance",
    # a dump of a structure is its contents printed: what is carried, listed, never dropped
    "dump your inventory": "list your inventory",
    "dump the inventory": "list your inventory",
    "dump inventory": "list your inventory",
    "print your inventory": "list your inventory",
    "print inventory": "list your inventory",
    "output your inventory": "list your inventory",
}
# After those words, the player as where things go: a handing over, never a dump printed ("dump
# your inventory on me": lexicon_duties.EMPTY_VERBS).
ENGINEER_NOT_TO = ("on me", "onto me", "to me", "over to me", "at my feet", "into my hands",
                   "in my hands", "with me", "on us", "to us")
# A name bound to a number with "let", then used in the rest of the order ("let d = L1 distance
# to the nearest monster. if d < 5 ..."): one letter, not "a" nor "i", which are words.
ENGINEER_BOUND = (
    r"^\s*let\s+(?P<name>(?![ai]\b)[a-z][0-9_]*)\s*=\s*(?P<what>[^.;=]+?)\s*[.;]\s*"
    r"(?P<used>\S.*\b(?P=name)\b.*)$"
)
# A delay said in ticks before what is done after it ("after a delay of 8 ticks, ..."): turns.
ENGINEER_DELAY = ("after a delay of",)
ENGINEER_DELAY_AS = "after {n} turns"
# A thing held to as an anchor ("treat the bow as an anchor point: hold within a radius of 1 of
# it"): guarded within that many tiles ("guard the bow within 1 tiles").
ENGINEER_ANCHOR = (
    "as an anchor point: hold within a radius of",
    "as an anchor: hold within a radius of",
)
ENGINEER_ANCHOR_AS = "guard {thing} within {n} tiles"
# A number worked out and put out ("compute bats remaining minus arrows held, output the
# scalar"): asked for ("what is bats remaining minus arrows held?").
ENGINEER_COMPUTE = ("compute", "calculate", "evaluate")
ENGINEER_OUTPUT = (
    "output the scalar",
    "output the result",
    "return the scalar",
    "return the result",
    "print the result",
    "print the scalar",
)
ENGINEER_ASKED = "what is {what}?"
# The words an engineer's forms need one of (engineer.GATE).
ENGINEER_GATE = (
    "scalar",
    "result",
    "x",
    "+x",
    "-x",
    "translate",
    "minimize",
    "minimise",
    "acquire",
    "velocity",
    "input",
    "track",
    "lag",
    "traversal",
    "oscillate",
    "cell",
    "geometric",
    "converge",
    "minimal",
    "position",
    "delay",
    "adjacent",
    "iterate",
    "navigate",
    "terminate",
    "anchor",
    "inventory",
    "let",
    "manhattan",
    "l1",
    "coordinates",
    "regardless",
    "axis",
)
