"""The parts of the lexicon's classes that staying takes: staying somewhere ("wait by the
sword"), waiting some turns or a moment, stopping what was under way, a distance kept from a
party and its bounds ("stay at least 3 tiles from me"), standing between and guarding. Part of
the lexicon, as ``agent.reading.lexicon_parts`` is: a pattern elsewhere names a part
(``lx.alt(lstay.WAIT_TURNS)``) instead of retyping its words.
"""

from __future__ import annotations

from agent.reading import lexicon as lx, lexicon_idioms as li

# Getting somewhere to stay there ("wait by the sword", "meet me at the bow": go_to, then stay).
REMAIN_AT = ("stand", "wait", "stay", "sit", "hang out", "meet me", "meet us", "park yourself",
             "camp", "camp out", "hide", "rest", "linger", "loiter", "post yourself", "guard",
             "keep watch", *li.REMAIN_AT)
# "go to the bow and wait there": staying, said after getting somewhere.
STAY_THERE = ("wait", "stay", "stand", "stand still", "remain", "hang out", "stop")
# A stop said alone after steps that end: their end, no stay ("6 tiles east, exactly. Then stop.",
# "walk 3 steps up and stop"; "... and stop there" stays).
STOP_AT_END = tuple(f"{then}{stop}" for then in ("", "then ", "and ", "and then ")
                    for stop in ("stop", "halt", "stop moving", "stop walking"))
# A wait of some turns ("wait 5 turns", "do nothing for 3 turns").
WAIT_TURNS = ("wait", "pause", "hold", "hold on", "hang on", "hang tight", "sit tight", "hold off",
              "stand still", "stay put", "do nothing", "rest", "idle", *li.WAIT_TURNS)
# A wait of a moment ("wait a bit", "hang on a second"), and one said alone ("hold on, then ...").
WAIT_BRIEFLY = ("wait", "pause", "hold on", "hang on", "stand by", "hold still", "stay put",
                "stay here", "wait here", "stay there", "wait there")
MOMENT = ("wait", "hold on", "hang on", "hang tight", "sit tight", "one moment", "one sec",
          "one second", "just a moment", "just a sec", "just a second", "wait a moment",
          "wait a sec", "wait a second")
# "stop what you're doing", "never mind": the last order stopped, which every new order does.
STOP_THAT = ("stop what youre doing", "stop what you're doing", "stop what you are doing",
             "stop that", "stop everything", "stop it", "never mind", "nevermind",
             "never mind that", "nevermind that", "forget that", "forget it", "forget what i said",
             "change of plan", "change of plans", "scratch that", "cancel that", *li.STOPPED_AND)
# The next order, which ends every duty ("wait there for the next job", "until my next order":
# a courier's dispatcher): how long a duty lasts anyway.
NEXT_ORDER_WHOSE = ("the next", "my next", "your next", "a new", "another", "the next new")
NEXT_ORDER = ("order", "orders", "job", "instructions", "command", "task")
# A distance kept from a party ("stay 3 tiles from me", "shadow me within 2 tiles"): the verbs
# each phrasing opens with ("maintain": a radio voice's "maintain 3 to 5 tiles from me").
KEEP_AT = ("stay", "keep", "remain", "be", "hang back", "hold back", "hover", "follow me",
           "maintain", "trail me", "tail me", "shadow me", "come after me", "staying", "keeping")
KEEP_GAP = ("keep", "stay", "leave", "put", "hold", "maintain")
# Falling behind the player further than a distance ("don't lag behind more than two tiles"):
# the verbs a kept distance's most may follow, as "never stray more than 2 tiles" does.
LAG = ("lag behind", "fall behind", "drop behind", "trail behind", "get left behind", "lag",
       "fall back", "drift", "drift off", "drift away")
KEEP_FROM = ("keep", "stay", "remain", "hold", "maintain")
# The words before a distance's number and what they make of it: (at least, at most) as the
# number plus this, None for no bound ("at least 3 tiles": 3 or more). Said after "never" or
# "don't", NEVER_BOUNDS ("don't get more than 4 tiles from me": at most 4); any other word of
# BOUNDS is the distance itself ("about 3 tiles": 3).
# Roaming freely on one condition of where ("Go wherever you like, as long as it's at least four
# tiles away from me"): a stay there (asked_plainly).
ROAM_FREELY = tuple(f"{go} {where} you {like}" for go in ("go", "wander", "roam", "move", "walk")
                    for where in ("wherever", "anywhere", "where")
                    for like in ("like", "want", "please", "fancy", "wish"))
ROAMED = "stay"  # how the reader says it
AS_LONG_AS = tuple(f"{so} long as {it}" for so in ("as", "so") for it in (
    "it's", "it is", "you're", "you are", "you stay", "you keep", "you remain", "it stays"))
AT_LEAST_SAID = "at least"  # how the reader says a number and "+" ("5+ tiles")
KEPT_BOUNDS = {
    "at least": (0, None), "no less than": (0, None), "no closer than": (0, None),
    "no nearer than": (0, None), "more than": (1, None), "further than": (1, None),
    "farther than": (1, None), "at most": (None, 0), "no more than": (None, 0),
    "no further than": (None, 0), "no farther than": (None, 0), "within": (None, 0),
    "less than": (None, -1), "fewer than": (None, -1), "closer than": (None, -1),
    "nearer than": (None, -1), "a minimum of": (0, None), "minimum of": (0, None),
    "not less than": (0, None), "a maximum of": (None, 0), "maximum of": (None, 0),
    "not more than": (None, 0), "not further than": (None, 0), "not farther than": (None, 0),
    "not closer than": (0, None), "not nearer than": (0, None),
    # a min-maxer's short words ("min 4 tiles from me, max 8")
    "min": (0, None), "minimum": (0, None), "max": (None, 0), "maximum": (None, 0)}
# A distance counted within ("how many bats are less than 3 tiles from me?", "under 3 steps from
# you"): the same bounds and "under"; one with no most ("more than 3 tiles from me") is no part.
COUNT_BOUNDS = {**KEPT_BOUNDS, "under": (None, -1)}
# A distance kept at least, said after the thing kept clear of ("keep away from the gorgon, at
# least 6 tiles", "..., 6 tiles minimum", "by 3 tiles or more").
# "keep your distance from the gorgon, never letting it come within five tiles": more than so far.
NEVER_WITHIN = ("never letting it come within", "never letting it get within",
                "never letting them come within", "never letting them get within",
                "not letting it come within", "not letting them come within",
                "never letting it within", "never let it come within", "never let them come within",
                "never coming within", "never going within", "never within")
LEAST_BEFORE = tuple(b for b, (least, most) in KEPT_BOUNDS.items() if most is None) + (
    "a good", *NEVER_WITHIN)
# How much more than the number said each of those is.
LEAST_BOUNDS = {**{b: KEPT_BOUNDS[b][0] or 0 for b in LEAST_BEFORE if b in KEPT_BOUNDS},
                **dict.fromkeys(NEVER_WITHIN, 1)}
LEAST_AFTER = ("minimum", "at minimum", "at least", "at the least", "or more", "or further",
               "or farther", "at the very least",
               # a texter's ("stay away frm da gorgon, like 6 tiles min")
               "min", "at min")
LEAST_DISTANCE = (rf"(?:by\s+)?(?:(?P<bound>{lx.alt(LEAST_BEFORE)})\s+)?(?P<n>{lx.NUMBER_RE})\s+"
                  r"(?:tiles?|steps?|squares?|spaces?|paces?)(?:\s+(?:away|off))?"
                  rf"(?:\s+{lx.alt(LEAST_AFTER)})?")
NEVER_BOUNDS = {"more than": (None, 0), "further than": (None, 0), "farther than": (None, 0),
                "within": (1, None), "closer than": (0, None), "nearer than": (0, None),
                "less than": (0, None)}
BOUNDS = (*KEPT_BOUNDS, "about", "around", "roughly", "exactly", "some", "a good",
          "somewhere between", "between")
# A guard's reach said as a radius ("Guard r10 c10. Radius 2 tiles max."): how far it goes.
REACH_SAID = ("radius", "a radius of", "radius of", "range", "a range of", "range of", "reach",
              "a reach of")
# "stay a few tiles back", "a couple of tiles": 2 to 4 tiles.
A_FEW = ("a few", "a couple of", "a couple", "some")
# "don't let the gorgon get to me", "keep the bats off me": standing between.
GET_AT = ("get to", "get near", "come near", "reach", "hurt", "touch", "attack", "get close to",
          "come close to", "near", "get")
KEEP_OFF = ("away from", "off", "back from", "clear of")
# Guarding with no object said: where the companion stands ("stand guard"), else the player.
GUARD_HERE = ("stand guard", "keep guard", "keep watch", "be on guard", "stand watch",
              "keep an eye out", "keep a lookout", "keep your eyes peeled", "keep your eyes open")
# A concession of the player's going after the order ("Do not leave that seat, even when I get
# up.", "dont move. even if i leave", "get the bow even if I leave"): the order holds whatever the
# player does, so it adds no condition.
EVEN_IF = ("even if", "even when", "even though", "even as", "no matter where", "no matter if",
           "regardless of where", "whether or not")
PLAYER_GOES = ("i leave", "i get up", "i move", "i walk away", "i walk off", "i go off walking",
               "i go off", "i go away", "i wander off", "i split", "i go", "i walk", "i run off",
               "i take off", "i move away", "i wander off to", "i wander to", "i go to",
               "i walk to", "i wander", "i head", "i head off to", "i head off", "i head out",
               "i swim off", "i swim away", "i jog off", "i run away")
# Where the player walks, said after a distance kept from them ("never more than two tiles from
# me, wherever I walk"): the distance is kept from wherever they are anyway.
WHEREVER_I_GO = ("wherever i walk", "wherever i go", "wherever i move", "wherever i wander",
                 "wherever i walk to", "wherever i go to", "wherever i wander to",
                 "wherever i wander off to", "wherever i roam", "wherever i head",
                 "wherever i may wander", "wherever i may go", "wherever i end up")
