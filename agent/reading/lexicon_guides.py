"""Two players' voices of bench/fresh_orders_21.toml, said as the reader's words before an order
is read (rows "meditation" and "guide" of ``voices.VOICES``, their forms ``guides``'): a
meditation guide's and a tour guide's. Data only: words left out, and phrases each with the
plain words they are read as, which the reader reads as it always has. A phrase is matched
whole, in any case, never inside a longer word; where one phrase holds another the longer is
said first."""

from __future__ import annotations

# -- a meditation guide's voice ----------------------------------------------------------------

# Breaths and stillness said before the order, a sentence or a piece of their own ("Breathe
# in... and, when you are ready, ...", "Let your breath guide you... four steps down"): no step.
CALM_OPENERS = ("breathe", "breathe in", "breathe out", "breathe deeply", "breathe in and out",
                "breathe in deeply", "take a deep breath", "take a slow breath",
                "take a breath", "inhale", "exhale", "inhale and exhale",
                "let your breath guide you", "let the breath guide you", "relax",
                "relax your shoulders", "find your centre", "find your center",
                "center yourself", "centre yourself", "ground yourself")
# When the player lets the companion start, said before the order: no step.
CALM_WHEN_READY = ("when you are ready", "when you're ready", "whenever you are ready",
                   "whenever you're ready", "in your own time", "in your own good time")
# How a meditation guide says it is done, beside an order's verb: the game has no such manner,
# and the companion walks at its one pace ("Gently pick it up", "Walk slowly back and forth",
# "Softly, without hurry, bring the bow").
CALM_MANNER = ("gently", "softly", "calmly", "slowly", "quietly", "peacefully", "mindfully",
               "patiently", "gracefully", "lightly", "serenely", "with curiosity",
               "without hurry", "without haste", "with ease", "with care", "freely",
               "without judgment", "without judgement")
# A likeness said of the order after it, after a comma: how, never what ("Walk beside me, as a
# friend would, wherever I go", "... like a walking meditation").
CALM_LIKE = ("as a friend would", "as a friend might", "as a shadow would", "like a shadow",
             "like a walking meditation", "as in a walking meditation", "like a gentle breeze",
             "like a leaf on the wind", "like a slow river", "like a river")
# A wish said after the order, its last piece ("..., and be at peace"): no step.
CALM_WISHES = ("and be at peace", "be at peace", "and find peace", "and find your peace",
               "and stay present", "and breathe", "and keep breathing", "and let it be",
               "and be calm", "and be well")
# The meditation guide's phrases in plain words.
CALM_SAID_AS = {
    "let your feet carry you to": "go to",
    "let your feet take you to": "go to",
    "let your feet guide you to": "go to",
    "let your feet carry you back to me": "come back to me",
    "find your way to": "go to",
    "find your way back to me": "come back to me",
    "settle there": "stay there",
    "settle here": "stay here",
    "come home to me": "come back to me",
    "return home to me": "come back to me",
    "rest near me": "stay near me",
    "rest close to me": "stay close to me",
    "rest by my side": "stay by my side",
    "rest beside me": "stay beside me",
    "rest next to me": "stay next to me",
    "rest here": "stay here",
    "rest there": "stay there",
    "bring its journey to an end": "kill it",
    "bring their journey to an end": "kill them",
    "bring their journeys to an end": "kill them",
    "how does your body feel": "how are you feeling",
    "how is your body feeling": "how are you feeling",
    "how does your body feel right now": "how are you feeling",
    "let go of what you hold": "hand me everything you carry",
    "let go of everything you hold": "hand me everything you carry",
    "let go of what you carry": "hand me everything you carry",
}
# What a letting go says again after it ("Let go of what you hold... let it pass from your hands
# into mine."), left out after a handing over.
CALM_PASSED = ("let it pass from your hands into mine", "let them pass from your hands into mine",
               "let it pass into my hands", "let them pass into my hands", "let it pass to me")
# A breath is a turn ("Rest for four breaths"), "deep" or "slow" or not.
CALM_BREATHS = ("deep", "slow", "long", "calm", "full")
# Resting for so many turns or breaths: staying ("Rest for four breaths").
CALM_REST = "rest"
CALM_STAYED = "stay"
# A monster freed from this world, or ended: defeated ("What would free the gorgon from this
# world?", "calmly end it"); said so only of a monster, or of "it" where one was named before.
CALM_FREED = ("free", "release")
CALM_FROM_WORLD = ("from this world", "from this life", "from this place")
CALM_ENDED = ("end",)
# A thing pointed out in a sentence of its own before the order ("Notice the gorgon. Accept it.
# Then ... end it."; "Sit with the bat below you... then ..."; "See the arrow nearest you? Grab
# it"): the thing the order's "it" is.
POINTED = ("notice", "observe", "sit with", "be aware of", "become aware of", "behold",
                "look upon", "see")
# What a guide says of the thing pointed out, a sentence of its own after it: no step.
CALM_ACCEPTED = ("accept it", "accept them", "acknowledge it", "acknowledge them",
                 "breathe with it", "let it be", "welcome it", "observe it")
# The weapon asked again after a question of what defeats a monster ("What would free the gorgon
# from this world? Which weapon?"): the same question.
WEAPON_ASKED_AGAIN = ("which weapon", "what weapon", "which one", "with what",
                      "which weapon would", "what weapon would")
CALM_GATE = frozenset((*"hold pass breathe breath inhale exhale relax".split(),
                       *"gently softly calmly slowly".split(),
                       *"quietly peacefully mindfully patiently gracefully serenely".split(),
                       *"curiosity hurry haste settle notice accept peace feet journey".split(),
                       *"home body world friend meditation centre center ground".split(),
                       *"judgment judgement freely rest breaths hands".split()))

# -- a tour guide's voice ----------------------------------------------------------------------

# Who a tour guide speaks to, after a comma or before "!": the group, no part of the order.
# ("everyone" is a stage's too: "Places, everyone.")
TOUR_ADDRESS = ("folks", "people", "ladies and gentlemen", "group", "gang")
# Calls before the order, a sentence or a piece of their own ("Right this way, folks!", "The
# tour is over —", "Mind the wildlife, folks —"): no step.
TOUR_CALLS = ("right this way", "this way", "this way please", "step this way",
              "right this way please", "the tour is over", "our tour is over",
              "the tour is finished", "that's the end of the tour", "that concludes the tour",
              "that concludes our tour", "mind the wildlife", "mind the animals",
              "mind the locals", "watch your step", "mind your step", "gather round",
              "gather around", "here we are", "and here we are", "any questions",
              "any questions? yes, you at the back", "yes, you at the back", "you at the back",
              "before we go on", "before we move on", "before we continue", "quick maths",
              "quick maths for the group",
              "a quick quiz for the group", "pop quiz", "walk the group down",
              "walk the group over", "lead the group down", "lead the group on",
              "on we go", "onwards", "onward")
# Urging said after the order, a sentence of its own ("... Lead the way!"): no step.
TOUR_SIGN_OFFS = ("lead the way", "after you", "off we go", "on we go", "onwards", "onward",
                  "let's go", "let's move", "let's get moving", "chop chop", "enjoy",
                  "enjoy the view", "enjoy the tour")
# A stop of the tour said before the place or the thing ("Next stop on the tour: row 8, column
# 12.", "Our first stop is the sword — please go and pick it up").
# A destination too, as a route planner names one ("Set destination: the middle of the map.",
# "Destination one: the sword.", "your destination is the bow", "new destination: the nearest
# arrow"): a destination is named alone, or numbered, or after whose it is.
TOUR_STOP = "stop"
DESTINATION = "destination"
TOUR_GONE = "go to"  # a stop with no "it" after it: the place gone to
# A destination that is an item is gone for, as a course set for one is (lexicon_naval): fetched.
DESTINATION_FOR = "go for"
TOUR_STOP_WHICH = ("first", "next", "last", "final", "second", "third", "fourth", "following")
DESTINATION_WHICH = (*TOUR_STOP_WHICH, "new", "your", "set", "set a", "set the", "set your",
                     "set new", "set a new", "the new", "your new", "your next", "your final",
                     "the", "our", "our next", "the next", "the final")
TOUR_STOP_OF = ("on the tour", "of the tour", "on our tour", "of our tour", "of the day",
                "today")
# Why, said after the order: no step ("..., for the group's safety").
TOUR_WHY = ("for the group's safety", "for the safety of the group", "for everyone's safety",
            "for the safety of everyone", "for our safety", "for safety's sake", "for safety",
            "for the group", "for the tour", "for the record", "for those keeping notes",
            "for the next group", "for the next tour", "for the rest of the group")
# The tour guide's phrases in plain words: the group is the player.
TOUR_SAID_AS = {
    "stay with the group": "stay with me",
    "keep with the group": "stay with me",
    "keep up with the group": "stay with me",
    "stick with the group": "stay with me",
    "rejoin the group": "come back to me",
    "back to the group": "back to me",
    "hold the spot at": "guard",
    "save the spot at": "guard",
    "has our guide — that's you —": "have you",
    "has our guide, that's you,": "have you",
    "has our guide": "have you",
    "here at the meeting point": "here",
    "here at the meeting spot": "here",
    "here at the assembly point": "here",
    "here at the rendezvous point": "here",
}
TOUR_GATE = frozenset((*"folks tour wildlife group meeting assembly guide questions".split(),
                       *"lead onwards onward gather group's everyone's".split()))

# -- said by any voice -------------------------------------------------------------------------

# Which of a count fetched will do, a piece of its own after the order ("Any two will do —"):
# any, as a fetch takes the nearest.
ANY_WILL_DO = ("any will do", "any of them will do", "any one will do", "either will do",
               "either one will do", "any two will do", "any three will do",
               "whichever will do", "whichever you like", "any ones will do",
               # the kind said again after one of it ("Take out a bat, any bat, just not ..."):
               # any one, as the errand takes the nearest
               *(f"any {kind}{will}" for kind in ("bat", "arrow", "monster", "old bat",
                                                  "old arrow", "one") for will in ("", " will do")))
# Keeping what was fetched, said after a fetch, alone or after "and": a fetch keeps what it
# takes ("... hang on to them.", "pick it up, and keep it with you").
KEPT = ("hang on to", "hang onto", "hold on to", "hold onto", "keep hold of", "keep")
KEPT_WITH = ("with you", "on you", "for now", "for later", "safe", "on board", "on your person",
             "in your pack", "in your bag", "in hand", "about you", "close")
# ... said with weight before it ("Do hang on to it for now, though").
KEPT_SAID_SO = ("do",)
# "We'll" opening an order to walk or fetch: the companion's ("We'll walk back and forth ...").
# "Let's all" opening an order: "let's" ("Let's all take five steps to the east, everybody").
LETS_ALL = ("let's all", "let us all", "lets all")
# Who "let's all" is said to, after the order: the group, no part of it.
LETS_ALL_WHO = ("everybody", "everyone", "folks", "people", "gang", "guys", "you all", "all")
WE_WILL = ("we'll", "we will", "we are going to", "we're going to", "now we'll", "next we'll")
# Places not yet been to, said as how many to see ("visit at least twelve places you have not
# been", "see at least ten tiles"), to cover ("cover at least twenty different tiles") or to log
# ("log at least fourteen different tiles") or to set foot on (an overlord's "Set foot on at least
# fifteen tiles of it"): tiles explored.
UNSEEN_VERBS = ("visit", "see", "discover", "find", "cover", "log", "set foot on", "step on",
                "walk on", "walk over", "tread")
UNSEEN_PLACES = ("places", "tiles", "squares", "spots", "new places", "new tiles", "new spots",
                 "new squares", "different places", "different tiles", "different spots",
                 "different squares")
# Tiles said as a measure of ground ("ten tiles' worth of ground"): the tiles.
UNSEEN_WORTH = ("worth", "worth of ground", "worth of floor", "worth of the floor",
                "worth of the dungeon", "worth of ground to cover", "worth of floor to cover")
UNSEEN_NOT_BEEN = ("you have not been", "you haven't been", "you've not been",
                   "you have never been", "you have not been to", "you haven't been to",
                   "you have not visited", "you haven't visited", "you have not seen",
                   "you haven't seen", "you have not been on", "you haven't been on",
                   "you have not walked", "you haven't walked")
# An exploring said before them, the same exploring ("Explore with curiosity... visit ...").
UNSEEN_AFTER = ("explore", "wander", "roam", "look around", "explore freely")
# What may follow them, a step of its own ("... before you report back", "... and then ...").
UNSEEN_UNTIL = ("before", "and", "then")
UNSEEN_SAID = r"explore at least \g<n> tiles"
# Looking at oneself before a question of what one holds ("Without judgment, look at your hands:
# what are you carrying?"): no step, the question asks it.
CALM_LOOKS = ("look at your hands", "look down at your hands", "look into your hands",
              "look at what you hold", "look at what you carry", "look within")
# What opens such a question.
ASKS = ("what", "which", "how", "do", "are", "is", "where", "who")
# A stop said where no word of the voice is ("Our first stop is the sword — ..."): its spans.
TOUR_SPANS = (*(f"{which} {TOUR_STOP}" for which in TOUR_STOP_WHICH), "right this way",
              "step this way", DESTINATION)
# Whom a call is said to, after it ("Right this way, everyone!").
TOUR_CALLED = (*TOUR_ADDRESS, "everyone", "everybody")
# A weapon said before the fight it is for ("with your bow, kill the bat", "using the bow, ...").
ARMED_BY = ("with", "using")
