"""The lexicon's words for what is said before or around an order rather than in it: a place said
by where a thing lies before the order on it ("Where the sword lies low by the eastern wall,
fetch it": ``topic_first``), who asks a supposition before it ("the stats guys ask: if he takes
out two bats, how many ...": ``suppositions``), the companion told of as "he" in a supposition,
and the bats "still flying" (alive). Data only."""

from __future__ import annotations

# Where a thing lies, said as a place before the order on it ("Where the sword lies, fetch it",
# "where the bat sleeps, attack it", "Where the bow is, go there"): the verbs of lying there, and
# the words of how it lies that say nothing of where.
LIES_THERE = (
    "is",
    "are",
    "lies",
    "lie",
    "lays",
    "sits",
    "sit",
    "rests",
    "rest",
    "sleeps",
    "sleep",
    "stands",
    "stand",
    "waits",
    "wait",
    "lurks",
    "lurk",
    "hides",
    "hide",
    "dwells",
    "dwell",
    "roosts",
    "roost",
    "hangs",
    "hang",
    "was",
    "were",
    "lay",
)
LIES_HOW = ("low", "still", "quietly", "now", "asleep", "hidden", "in wait", "waiting")
# What may follow where a thing lies that leaves it a question ("where the bow is, tell me").
STILL_ASKED = ("hmm", "yes", "please")

# Who asks a supposition, said before it ("the stats guys ask: if he takes out two bats, how many
# ...", "question: if ...", "I want to know, if ..."): the words of asking that end the lead.
ASKING_LEAD = (
    "ask",
    "asks",
    "asked",
    "want to know",
    "wants to know",
    "wonder",
    "wonders",
    "question",
)
# Who may make the change a supposition supposes besides us: the companion told of in the third
# person ("if he takes out two bats"); the count asked is the same whoever makes it.
TOLD_OF = ("he", "she", "it", "they", "the companion")
# Bats left alive, said of their flight ("how many bats are still flying?").
FLYING = ("flying", "flying around", "in the air")

# -- an order in inverted word order, as Yoda talks (inverted.py) --------------------------------

# The modals the voice ends a sentence with ("The bow, fetch it you must."), and the phrases that
# say it may be the voice (``voices.py``'s row "inverted").
INVERTED_MODALS = ("must", "will", "shall")
INVERTED_SPANS = tuple(f"you {modal}" for modal in INVERTED_MODALS)
# Words that open a piece and stay first when its verb moves ("Then the bow, fetch.", "If not,
# the bow fetch.").
INVERTED_LEADS = ("and then", "then", "first", "now", "if not", "otherwise", "and")
# What a thing said before its verb opens with ("the bow fetch", "an arrow take").
INVERTED_THING = ("the", "a", "an", "that", "this", "your", "my")
# The verbs of a condition said after its thing ("If the sword you carry").
INVERTED_HELD = ("carry", "have", "hold", "see")
# What is said of the companion before "you" and its verb ("Bow and arrow you have.": you have a
# bow and an arrow; "Hurt you are, yes?": are you hurt?): the verbs of holding (after items
# only), the verb of being (after a state of health only), and what else a list of items holds.
INVERTED_HOLDING = ("have", "carry", "hold")
INVERTED_BEING = "are"
INVERTED_LISTED = ("the", "a", "an", "your", "some", "and")
# A branch said after such a question ("Hurt you are, yes? Then stay you will. Hurt you are not,
# the bow take."): "then" is if so, the state said again without or with "not" if so and if not.
INVERTED_THEN = ("then", "and then")
INVERTED_IF_SO = "If so"
INVERTED_IF_NOT = "If not"
INVERTED_MODAL_SPANS = INVERTED_SPANS
INVERTED_SPANS = (
    *INVERTED_MODAL_SPANS,
    *(f"you {verb}{mark}" for verb in (*INVERTED_HOLDING, INVERTED_BEING) for mark in ".?,"),
    f"you {INVERTED_BEING} not,",
)
# The voice musing, said alone or after a comma at a sentence's end ("Hmm.", "..., hmm."): left out.
INVERTED_MUSING = ("hmm", "hmmm", "hmm yes", "yes, hmm", "yes")

# -- a sports commentator calling the companion's play (commentary.py) ---------------------------

# The words that may be the voice: the companion told of as "he", the crowd.
COMMENTARY_GATE = ("he", "he's", "folks", "rookie")
# What the commentator says that asks nothing, taken off where it stands: a call before the
# order, a cheer after it, a likeness of the play ("guarding the bow like a goalkeeper").
COMMENTARY_CALLS = (
    "what a run by the rookie",
    "what a move",
    "folks",
    "and he's off",
    "unbelievable",
    "beautiful teamwork",
    "what teamwork",
    "he's got the footwork",
    "can he do it folks",
    "can he do it",
    "this is the big one",
    "what an athlete",
    "what a pass",
    "go go go",
)
COMMENTARY_LIKE = ("like a goalkeeper", "like a goalie")
# The companion called "our hero" after a call that opens the order ("folks, our hero needs to
# stay right there": he; a story's hero is the player, ``narrated``), and what he must do said as
# the order ("he needs to stay right there": stay right there).
COMMENTARY_HERO = ("our hero", "the hero")
COMMENTARY_HE = "he"
COMMENTARY_MUST = ("needs to", "has to", "has got to", "got to", "must", "is going to",
                   "going to", "gotta", "should")
# The play said of him, as the order it calls for: "now he needs the bow" (get it), "he does it
# AGAIN" (again), "bow in hand" (the bow got), "he's got the sword in his sights" (the sword,
# named for what follows).
COMMENTARY_NEEDS = ("he needs", "he's going to need", "he wants")
# The next of the play called as what it is after ("and then it's the bat up in the top right
# corner": and then the bat), borrowing the verb before it.
COMMENTARY_NEXT = ("then", "next", "now", "after that")
COMMENTARY_ITS = ("it's", "it is")
COMMENTARY_AGAIN = ("he does it again", "he's done it again", "he did it again")
COMMENTARY_IN_SIGHT = ("in his sights", "in his sight", "in the crosshairs")
COMMENTARY_HELD = ("in the quiver", "in his quiver", "in his pocket")
# Everything handed over, as the commentator calls it ("and he hands it all off to me, the whole
# lot").
COMMENTARY_HANDS_ALL = (
    "hands it all off to me",
    "hands it all over to me",
    "hands everything to me",
    "hands it all to me",
    "hands me everything",
    "hands me the lot",
)
# What the play called is said as: got first ("bow in hand", "he needs the bow"), everything
# handed over.
COMMENTARY_GOT = "get"
COMMENTARY_HANDED = "hand over everything"
# The play's ground and the player's place in a commentator's words: "he's shadowing me all the
# way down the field" (the way he goes anyway), "heading back to the bench" (to me).
COMMENTARY_FIELD = (
    "down the field",
    "up the field",
    "across the field",
    "down the pitch",
    "up the pitch",
)
COMMENTARY_BENCH = ("to the bench", "to the sideline", "to the dugout")
# A run called up the middle ("he's charging right up the middle (of the field)"): going to the
# middle of the map.
COMMENTARY_RUNS = ("charging", "charges", "racing", "races", "running", "runs", "sprinting",
                   "sprints", "dashing", "dashes", "storming", "storms", "breaking", "breaks",
                   "bursting", "bursts", "cutting", "cuts", "driving", "drives", "surging",
                   "surges")
COMMENTARY_UP = ("up", "down", "through", "right up", "right down", "right through",
                 "straight up", "straight down", "straight through")
COMMENTARY_MIDDLE = "go to the middle"
COMMENTARY_TO_ME = "to me"
# Following said as the player's going put first ("Where I go, you go.", "wherever I wander, you
# follow", "everywhere I go, you come too"): said as lexicon_duties.FOLLOW_VERBS' "go where i go".
# The words that open it, the player's going, the companion's, and what may end it.
FOLLOWED_OPENS = ("where", "wherever", "everywhere", "anywhere")
FOLLOWED_MINE = ("go", "wander", "walk", "move", "roam", "head", "run", "travel", "lead",
                 "venture", "step", "roam about", "wander about", "go about")
FOLLOWED_MODAL = ("will", "shall", "must", "should", "'ll")
FOLLOWED_YOURS = ("go", "follow", "come", "come along", "tag along", "walk", "wander", "move")
FOLLOWED_TOO = ("too", "as well", "also", "with me", "along", "me", "behind", "after me")
FOLLOWED_SAID = "go where i go"
# What is said back where the player's going is said beside a step that cannot go with them
# ("where I go, you get the bow": agent/reading/where_i_go.py), the step's words in it twice.
FOLLOWED_CANNOT = "I can't {0} wherever you go: I can follow you, or {0}, one after the other"
# A step asked while the companion runs an errand ("follow me while you get the bow"):
# ``at_once``'s words, the step and the errand said back.
AT_ONCE_CANNOT = ('I do one thing at a time: I can\'t "{0}" while I "{1}"; tell me one, then '
                  "the other")
