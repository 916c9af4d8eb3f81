"""The lexicon's words of a dog's trainer and a coach calling plays, said as the reader's words
(read by ``trainer.py`` and the "coach" row of ``voices_calls.py``): praise and scolding, a dog's
name and habits, the commands said again to urge it on (``DOG_*``); a play's name before a colon,
"till I call the next play", "man-mark me", "screen me from" (``COACH_*``)."""

from __future__ import annotations

# -- a dog's trainer (trainer.py) ----------------------------------------------------------------

# Praise and scolding said to the companion as to a dog, a sentence or a part between commas of
# its own ("Good boy! Fetch the bow!", "Fetch the sword, good boy!"): no order, left out.
DOG_PRAISE = ("who's a good boy", "who's a good dog", "who's a good girl", "who is a good boy",
              "who is a good dog", "who is a good girl", "that is a good boy",
              "there is a good boy", "that is my boy", "good boy",
              "good girl", "good dog", "good doggy", "good doggie", "good pup", "good puppy",
              "clever boy", "clever dog", "atta boy", "attaboy", "atta girl", "attagirl",
              "bad dog", "bad boy", "bad girl", "naughty dog", "naughty boy", "good", "yes",
              "no no", "now")
# What a trainer calls the dog, before or after a comma ("Here, boy!", "Guard me, boy!").
DOG_NAMES = ("boy", "girl", "doggy", "doggie", "doggo", "pup", "puppy", "pooch")
# What the companion is said to be like, after an order ("..., like a good patrol dog"): left out.
DOG_LIKE = ("dog", "hound", "retriever", "sheepdog", "guard dog")
# A trainer's commands said as the reader's words, wherever they stand as whole words:
# "sniff it out" is finding it (fetching it), "sniff around" and "walkies" exploring, "sit" a
# stay ("sit and stay" one), "lie down" staying, "here" alone coming back, "sic" attacking.
DOG_SAID_AS = {"sniff it out": "find it", "sniff them out": "find them", "go find it": "find it",
               "go find them": "find them", "sniff out": "find", "sniff around": "explore",
               "sniff about": "explore", "go walkies": "explore", "walkies": "explore",
               "sit and stay": "stay", "sit, stay": "stay", "sit down and stay": "stay",
               "lie down and stay": "stay", "go lie down": "go and stay", "lie down": "stay",
               "sic the": "attack the", "sic a": "attack a",
               "in your mouth": "", "in your jaws": ""}
# A command said again to urge the dog on, a sentence of its own after the one that said it
# ("Fetch the bow! Go on, fetch!", "Get a bat! Get it!", "Guard me! Guard!", "Come here!
# Come!"): each with the verbs that said it first; the urging is left out.
DOG_FIGHTS = ("kill", "attack", "fight", "slay", "shoot", "get the gorgon", "get the bat",
              "get a bat", "get the bats", "get the monster", "get a monster")
DOG_URGED = {"fetch": ("fetch", "get", "grab", "bring", "find"),
             "get it": ("fetch", "get", "grab", "bring", "find", "kill", "attack"),
             "get them": ("fetch", "get", "grab", "bring", "find", "kill", "attack"),
             "bring it": ("fetch", "get", "grab", "bring"), "find it": ("find", "fetch"),
             "fetch it": ("fetch", "get", "grab", "bring", "find"), "guard": ("guard",),
             "come": ("come",), "come here": ("come",), "stay": ("stay", "sit"),
             "sic em": DOG_FIGHTS, "sic him": DOG_FIGHTS, "sic them": DOG_FIGHTS,
             "get him": DOG_FIGHTS, "get em": DOG_FIGHTS, "go get him": DOG_FIGHTS,
             "drop it": ("give", "hand", "drop"), "give": ("give", "hand"),
             "speak": ("tell", "say")}
# A trainer's sentence alone said as the reader's ("Here!": come here; "Leave it!" after a thing
# is named: don't touch it), and a scolded thing ("Bad bat!": don't touch the bat).
DOG_ALONE = {"here": "Come here!", "here here": "Come here!", "by my side": "Follow me!"}
DOG_ALONE_AFTER = {"leave it": "Don't touch it!", "leave them": "Don't touch them!",
                   "leave it alone": "Don't touch it!", "drop it and leave it": "Don't touch it!"}
DOG_SCOLDED = ("bad", "naughty", "no")
# Dog words that are no other class's ("Sic 'em!", "Heel!"), which a trainer's voice is known by.
DOG_GATE_MORE = ("sic", "heel")
# A monster left alone, a sentence of its own ("Leave the bat!"): not touching it.
DOG_LEFT_ALONE = ("leave the", "leave that", "leave")
# Words that open a command and add nothing, before a comma ("Go on, boy, get the sword!").
DOG_OPENERS = ("go on", "come on", "go go go", "go, go, go")
DOG_NOT_TOUCHED = "Don't touch the {}!"
# Beside a question, what asks it to be said ("Speak! How many bats are there?"): left out.
DOG_SPEAK = ("speak", "speak up", "talk")
# "Stay, boy... stay... after 8 turns, fetch the bow": the stay, said again, then the turns.
DOG_STAYS = ("stay", "wait", "sit")
DOG_STAYED = "stay for {} {}, then "
# Words that open an urging and add nothing ("Go on, fetch!", "Come on, get it!").
DOG_URGING = ("go on", "come on", "off you go", "go", "now", "quick", "quickly")
# What a dog does that the game has no action for, said not to be done ("Don't jump on me,
# boy!"): every program keeps it, so it is left out like praise.
DOG_HABITS = ("jump on me", "jump up", "jump up on me", "jump at me", "lick me",
              "lick my face", "bark", "chew anything", "chew", "beg", "growl", "whine",
              "slobber", "drool", "pull on the lead", "pull on the leash", "chase your tail")

# -- a coach calling plays (voices.py: "coach") --------------------------------------------------

# The name of a play before a colon opening an order ("Run the play: bow, then an arrow, ..."):
# left out, the steps are after it.
COACH_HEADINGS = ("here is the play", "here's the play", "here is the plan", "the play",
                  "pass it to me", "pass it here",
                  "run the play", "new play", "next play", "play", "sideline drills",
                  "sideline drill", "drills", "drill", "warm-up lap", "warm up lap", "warm-up",
                  "warm up", "defend the goal", "timeout", "time out", "time-out", "set piece",
                  "on my whistle",
                  "zone defence", "zone defense", "full press", "press")
# The same said by a personal trainer (the name of a set: "Walking lunges: eight tiles east",
# "Two reps: pick up two arrows", "Cardio block! Cover ...", "Brain workout while you rest: ...")
# and by a courier's dispatcher (the name of a job: "Job one: ...", "New consignment: ...",
# "Three-part job: ..."); a count may stand before it or after it ("two reps", "job one").
SET_HEADINGS = ("walking lunges", "lunges", "reps", "rep", "sets", "set", "circuit training",
                "circuit", "superset", "super set", "cardio block", "cardio", "brain workout",
                "workout", "finisher")
JOB_HEADINGS = ("job", "new job", "next job", "three-part job", "new consignment", "consignment",
                "multi-drop run", "multi-drop", "delivery run", "new delivery", "next delivery")
# A rest said after a set's name ("Brain workout while you rest: ..."): no step, the set's name.
HEADING_WHILE = ("while you rest", "while you recover", "while you catch your breath")
# Words that close a coach's order and ask nothing ("..., that's the play.").
COACH_CLOSERS = ("that is the play", "that's the play", "that is the plan", "go go go",
                 "go, go, go", "let's go team", "come on team", "team")
# A coach's words said as the reader's: how long an order lasts (until the next order, as
# every order does), following, standing between, going to a place, guarding, waiting.
COACH_SAID_AS = {"i call the next play": "i give you another order",
                 "i call a new play": "i give you another order",
                 "i call another play": "i give you another order",
                 "the whistle blows": "i give you another order",
                 "i blow the whistle": "i give you another order",
                 "screen me from": "stand between me and",
                 "shield me from": "stand between me and",
                 "sub in at": "go to", "sub in by": "go to", "sub on at": "go to",
                 "man-mark me": "guard me", "man mark me": "guard me",
                 "fall back to me": "come back to me",
                 "zone patrol: run between": "patrol between",
                 "run a patrol between": "patrol between",
                 "still in the game": "still alive", "still in play": "still alive",
                 "stay on the bench": "stay here", "wait on the bench": "wait here",
                 "the middle of the field": "the middle", "the middle of the pitch": "the middle",
                 "the centre of the pitch": "the middle", "the center of the field": "the middle"}
# What a marker sticks to the player like ("Stick to me like a defender on a striker."): left
# out after following.
# "Stick to me like a defender on a striker": following, said with a marker's simile only
# ("stick to me like glue" is left to be restated: bench/orders.toml keeps it unread).
COACH_STICK = ("stick to me", "stick on me", "stick to my side", "stay on me")
COACH_STUCK = "stick with me"
COACH_LIKE = ("a defender on a striker", "a defender on an attacker", "a defender on a forward",
              "a defender", "a marker", "a man-marker", "a shadow", "a leech",
              "a limpet", "white on rice")
# The map's named spots a reach is held from ("hold within two tiles of the bottom left corner").
COACH_SPOTS = ("bottom left corner", "bottom right corner", "top left corner",
               "top right corner", "lower left corner", "lower right corner",
               "upper left corner", "upper right corner", "middle", "centre", "center")
# Holding a reach from a spot ("hold within two tiles of the corner"), said as guarding it.
COACH_HOLD = ("hold", "stay", "remain", "keep")
COACH_GUARDED = r"guard \g<spot> within \g<n> \g<u>"
# What turns are taken to do, said as waiting ("take 4 turns to breathe").
COACH_WAITED = r"wait \g<n> \g<u>"
COACH_BREATHE = ("breathe", "catch your breath", "rest", "recover", "regroup", "get your breath")
# An order to be done on a signal ("On my signal, get the bow."): no signal reaches the
# companion but the next order, which replaces this one; said as waiting for it, refused so.
COACH_ON_SIGNAL = ("on my signal", "on my whistle", "on my call", "on my command", "on my word",
                   "on my go", "on my mark", "at my signal", "at the whistle",
                   "when i give the signal", "when i blow the whistle", "when i whistle")
COACH_SIGNALLED = "wait for my signal, then "
# "Go!" after a comma closing an order ("Shoot a bat. ..., so go!"): left out.
COACH_GO = ("so go", "go now", "now go", "go")
# Asked to call out what a question before asked ("Where's the bow? Call out its spot."): the
# question is the call, the sentence is left out.
COACH_CALL_OUT = ("call out its spot", "call out its position", "call out its location",
                  "call out the spot", "call out where it is", "call it out", "shout it out",
                  "sing it out", "call out its square", "call out its tile")
# Signs of a coach's voice in any words, looked for as they stand: a play's name before a colon,
# "go, go, go", "..., go!", "call out".
COACH_SIGNS = (":", "go, go", "go go", ", go", ", so go", "call out", "call it out",
               "shout it out")
# Words of those classes that any order may say: no sign of a coach's voice.
COACH_COMMON = (
    "go stay call time set full still word fall back man blow rest the a on to me my i your here"
    " it pass run in at come give new next side wait middle mark white forward patrol press team"
    " get catch").split()
# "Screen me from the gorgon: get between us": the standing between said again.
COACH_BETWEEN_US = ("get between us", "stand between us", "get in between us", "stay between us",
                    "between us")
