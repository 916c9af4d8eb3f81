"""The lexicon's words of dictation and radio talk: a speech recogniser's homophones of the
game's words, read as them only in their context (``HEARD_*``, read by ``heard.py``), and a radio
voice's framing, grid references and calls (``RADIO_*``, the "radio" row of ``voices_calls.py``)."""

from __future__ import annotations

# -- dictation and radio talk (heard.py; voices.py: "radio") --------------------------------------

# What a speech recogniser writes for a game's thing ("go get the sored", "where is the bough"),
# read as the thing only after a word that names one ("the", "a", "my": HEARD_BEFORE_THING), so
# "the bat soared" and "a bough of the tree" say what they said.
HEARD_THINGS = {"sored": "sword", "sord": "sword", "soared": "sword", "sowed": "sword",
                "swored": "sword", "bough": "bow", "boughs": "bows", "beau": "bow"}
HEARD_BEFORE_THING = ("the", "a", "my", "your", "yon", "our")  # not "that": "the bat that soared"
# "a narrow" heard for "an arrow", where no noun follows ("grab a narrow and then the bow"; "a
# narrow passage" is narrow).
HEARD_AN_ARROW = {"a narrow": "an arrow", "a narrows": "an arrow"}
# Numbers heard as other words, read as the number only before a unit of counting (in the
# plural but for "won": "go write for steps", "wait for turns", "walk down too steps", "at least
# for tiles"; "wait for me", "look for the bow", "go to the bow" say what they said); "too" and
# "for" before a plural thing of the game after a verb of taking or fighting ("get too arrows",
# "grab for arrows").
HEARD_NUMBERS = {"for": "four", "fore": "four", "too": "two", "to": "two", "tree": "three",
                 "won": "one", "ate": "eight"}
HEARD_UNITS = ("steps", "tiles", "turns", "squares", "spaces", "paces", "moves", "ticks", "times",
               "rounds", "step", "tile", "turn", "square", "space", "pace", "move", "tick", "time")
# "write" heard for "right" after a verb of moving or a side ("go write for steps", "turn
# write", "the top write corner", "to the write"); "write code" is writing.
HEARD_RIGHT = ("write", "wright", "writ")
HEARD_RIGHT_AFTER = ("turn", "to the", "on the", "top", "bottom", "upper", "lower", "go", "walk",
                     "move", "head", "run", "step", "steps", "tiles", "squares")
# "hear" heard for "here" after a verb of staying or coming ("stand hear", "come back hear",
# "wait over hear"), never before what is heard ("can you hear me", "hear that?").
HEARD_HERE = ("hear",)
HEARD_HERE_AFTER = ("come", "back", "stay", "stand", "wait", "remain", "over", "right", "from",
                    "get", "it", "them", "up", "down", "in", "out", "put", "be")
# The words after which a clause goes on with no noun ("grab a narrow and then ...", "a narrow
# from the corner", "wait their until I come back"): "an arrow", "there" may stand before them.
HEARD_GOES_ON = ("and", "then", "until", "till", "while", "now", "please", "too", "but", "or",
                 "if", "when", "unless", "so", "once", "with", "from", "near", "next", "by", "at",
                 "in", "on", "first", "as", "for", "to", "that", "which", "lying", "closest",
                 "nearest", "farthest", "furthest", "quickly", "again")
# "their" heard for "there" after the same words, where no noun follows ("go over their", "wait
# their until I come back"; "their heads" is theirs).
HEARD_THERE = ("their",)
# "weight" heard for "wait" before where or how long ("weight here", "weight for me", "weight
# five turns").
HEARD_WAIT = ("weight",)
HEARD_WAIT_BEFORE = ("here", "there", "for", "until", "till", "til", "a", "an", "right", "over",
                     "on", "up", "at", "by", "near", "next", "beside", "while", "and", "then",
                     "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
# "than" heard for "then" before an order's verb ("get the bow than come back"), not after a
# word that compares ("rather than kill it", "more than stay"; a word in "-er" compares too).
HEARD_THEN = ("than",)
HEARD_COMPARING = ("rather", "more", "less", "else", "other", "otherwise", "different",
                   "differently", "sooner", "longer", "further", "better", "worse")
# A reason heard without its apostrophe or its comma: "keep away from the bat its to fast" (it's
# too fast), "their to strong" (they're too strong); the words of how a thing is.
HEARD_REASON_OPENS = {"its": "it's", "it is": "it's", "it's": "it's", "their": "they're",
                      "they are": "they're", "they're": "they're"}
# ... not after a word that opens a clause of its own ("if it is too far, come back", "because
# it's too far": as said).
HEARD_NO_REASON_AFTER = ("if", "unless", "when", "whenever", "while", "because", "since", "as",
                         "once", "until", "till", "that", "whether", "though", "although", "cuz",
                         "cos", "and", "but", "or", "so", "in case", "lest", "even", "than")
HEARD_TOO = ("to", "too")
HEARD_REASON_WORDS = ("fast", "quick", "slow", "strong", "dangerous", "far", "close", "near",
                      "tough", "risky", "deadly", "big", "scary", "powerful", "weak", "hard",
                      "many", "much", "fragile", "low", "hurt")

# A radio voice's framing, which asks nothing: a sign-off after the order ("..., over.", "Over
# and out."), an acknowledgement before it ("Roger, ...", "Acknowledge and report ..."), call
# signs ("Companion, this is Lead.", "Lead to Companion, ..."); each only where radio puts it.
RADIO_SIGN_OFFS = ("over and out", "over", "out", "roger", "roger that", "copy", "copy that",
                   "wilco", "ten four", "10-4", "10 4", "acknowledged", "how copy", "do you copy",
                   "how do you copy", "over to you", "standing by")
RADIO_OPENS = ("roger", "roger that", "copy", "copy that", "acknowledge and", "acknowledge",
               "acknowledged", "wilco", "affirmative", "be advised", "break", "break break")
RADIO_CALL_SIGNS = ("lead", "leader", "command", "base", "control", "hq", "actual", "alpha",
                    "bravo", "charlie", "delta", "echo", "foxtrot", "overlord", "eagle", "six",
                    "one", "two", "team lead", "squad lead", "player")
RADIO_ADDRESSEES = ("companion", "partner", "sidekick", "wingman", "buddy", "squire", "unit",
                    "team", "squad", "ally")
# A tile said as a grid reference ("move to grid 8 12": row 8, column 12).
RADIO_GRID = ("grid", "grid reference", "grid ref", "grid square", "grid position", "coordinates",
              "coords", "position")
# A count asked as a request ("request count of hostiles", "report total of arrows"): a count.
RADIO_COUNT = ("request count of", "request a count of", "request the count of",
               "report count of", "report the count of", "report total of", "report the total of",
               "report a count of", "request total of", "request the total of",
               "request a headcount of", "request headcount of")
# A distance said as a separation ("maintain 3 to 5 tiles separation from me"): the tiles.
RADIO_SEPARATION = ("separation", "spacing", "distance", "of separation", "of spacing",
                    "of distance")
# "to my position", "towards my location": to the player.
RADIO_MY_POSITION = ("my position", "my location", "my pos", "my current position",
                     "my current location", "my twenty", "my 20")
# "I move out", "until we move out": radio's moving, after who moves (I move).
RADIO_MOVE_OUT = {"move out": "move", "moving out": "moving", "moves out": "moves"}
# A position said as a "twenty" ("what's your twenty?": where are you), after whose it is.
RADIO_TWENTY = ("twenty", "20")
# A status asked for with a radio verb, the whole sentence ("request sitrep", "report your
# status", "send a status report"): a status report.
RADIO_STATUS_ASKS = ("request", "requesting", "report", "send", "send me", "send us")
RADIO_STATUS = ("sitrep", "a sitrep", "your sitrep", "status", "your status", "status report",
                "a status report", "your status report", "situation report",
                "a situation report")
