"""The lexicon's words for how players type rather than what they ask: shorthand, a learner's
and a gamer's forms, older English, a role-player's names for monsters, and the signs of a
speedrunner's plans. Spelling (agent/reading/spelling.py) and text (agent/reading/text.py) make
these regular once, before the words are read; the lexicon (lexicon.py) holds the word classes
an order is read with."""

from __future__ import annotations

from game.world import ARROW, BAT, BOW, GORGON, SWORD

# -- spelling -----------------------------------------------------------------------------------

# Shorthand players type, spelt out for reading (quoted text is marked before this applies).
SHORTHAND = {
    "u": "you", "ya": "you", "ur": "your", "pls": "please", "plz": "please", "thx": "thanks",
    "ty": "thanks", "teh": "the", "r": "are", "gonna": "going to", "wanna": "want to",
    "gimme": "give me", "lemme": "let me", "dont": "don't", "cant": "can't", "wont": "won't",
    "im": "I'm", "youre": "you're", "whats": "what's", "wheres": "where's", "hows": "how's",
    "thats": "that's", "theres": "there's", "isnt": "isn't", "arent": "aren't",
    "doesnt": "doesn't", "n": "and", "da": "the", "dat": "that", "dem": "them", "tho": "though",
    "thru": "through", "b4": "before", "c'mere": "come here", "cmere": "come here",
    "c'mon": "come on", "cmon": "come on", "gotta": "have to", "outta": "out of", "rite": "right",
    "kinda": "kind of", "sorta": "sort of", "wat": "what", "wut": "what", "wot": "what",
    "wen": "when", "wher": "where", "hw": "how", "tha": "the", "tht": "that", "botom": "bottom",
    "btwn": "between", "btw": "by the way", "pos": "position", "dist": "distance",
    "inv": "inventory", "nvm": "never mind", "rn": "right now", "w8": "wait",
    "lil": "little", "col": "column", "cols": "columns", "l8r": "later", "gr8": "great",
    "goto": "go to", "afk": "wait", "til": "until", "em": "them"}
# A learner's English made regular before reading (learner_forms.regular; its forms with no word of
# a class are there): "wait me there", "go and come between the bow and here" (back and forth),
# "until I say you other thing" (otherwise); and a gamer's verb that is a guard when a thing
# follows it ("camp the bow"; "camp" alone is a stay). A gamer's other words are the classes':
# "mob" a monster, "tank", "nuke", "solo" an attack, "peel for" a protect, "afk" a wait.
LEARNER_PHRASES = {
    "wait me": "wait for me", "go and come between": "go back and forth between",
    "come and go between": "go back and forth between", "come again": "come back",
    "say other thing": "say otherwise",
    "say you other thing": "say otherwise", "say you another thing": "say otherwise",
    "tell you other thing": "tell you otherwise", "keep distance of": "keep your distance from",
    "keep distance from": "keep your distance from"}
ON_A_THING_JARGON = {"camp": "guard", "camp out at": "guard", "camp at": "guard",
                     # "go for the bow" (not "go for a walk"): get it
                     "go for": "go get", "make a beeline for": "go get"}
GAMER_STEPS = {"on me": "follow me"}  # a step of its own ("hold pos till I'm back, then on me")
# Shorthand with a sign in it ("come w/ me"), spelt out as words; the signs of a speedrunner's
# plans ("sword>gorgon", "if hp<2", "arrows x2", "patrol bow<->here") are text.spell_signs'.
SIGNED = {"w/o": "without", "w/": "with", "b/c": "because"}

# Older English, as a player speaking in character writes it ("Fetch me yon blade, good squire",
# "Betake thyself to the bottom left corner"), in today's words for reading (the forms of
# address said to the companion, and words said of a monster, are spelling's).
ARCHAIC = {
    "thou": "you", "thee": "you", "thy": "your", "thine": "your", "thyself": "yourself",
    "ye": "you", "art": "are", "hast": "have", "hath": "has", "dost": "do", "doth": "does",
    "wilt": "will", "shalt": "shall", "canst": "can", "wouldst": "would", "shouldst": "should",
    "yon": "that", "yonder": "that", "hither": "here", "thither": "there", "whither": "where",
    "hence": "away", "betwixt": "between", "whilst": "while", "ere": "before", "unto": "to",
    "upon": "on", "nay": "no", "aye": "yes", "'tis": "it is", "whensoever": "whenever",
    "wheresoever": "wherever", "whatsoever": "whatever", "mayhap": "maybe", "pray": "please",
    "prithee": "please", "tarry": "wait", "betake": "take", "lieth": "lies", "fares": "is",
    "thereof": "", "forthwith": "now", "anon": "soon", "stir": "move", "where'er": "wherever",
    "betake thyself": "go", "hasten": "hurry", "bid": "tell", "naught": "nothing",
    "aught": "anything", "methinks": "i think", "perchance": "maybe", "afore": "before",
    "oft": "often", "'twas": "it was", "thence": "from there", "whence": "from where",
    "wherefore": "why", "yea": "yes", "straightway": "now", "hark": "", "forsooth": "",
    "verily": "", "goest": "go", "doest": "do", "stand fast": "stand",
    "hold fast": "hold your ground",
    # "should the gorgon yet live": still alive
    "yet live": "is still alive", "yet lives": "is still alive", "yet liveth": "is still alive",
    "yet draw breath": "are still alive", "yet draws breath": "is still alive",
    # "lay not a finger upon it" (made "do not lay a finger on it" first): touching it
    "lay a finger on": "touch", "lay a hand on": "touch", "lay hands on": "touch",
    # "and lay it in my hands": give it to me
    "lay it in my hands": "give it to me", "lay them in my hands": "give them to me",
}
# Things named by what they are, not by their names, each with the game's word for it (read as
# a kenning is; a plural said with "s"): the bow is what shoots ("the long-range weapon", "the
# thing you shoot with"), the sword what cuts ("the melee weapon"), arrows ammunition counted in
# pieces; the bats fly, and of the game's two kinds of monster the gorgon is the big one ("the
# big monster", "the large one"); the player is who gives the orders. A description that picks
# out no one thing ("the weapon": the sword or the bow) is no row here.
DESCRIBED = {
    **dict.fromkeys(("long-range weapon", "long range weapon", "ranged weapon", "range weapon",
                     "thing you shoot with", "weapon you shoot with", "thing you shoot arrows with",
                     "thing that shoots arrows", "weapon that shoots arrows", "thing that shoots",
                     "weapon that shoots", "thing you fire arrows with", "shooting weapon",
                     "projectile weapon"), BOW),
    **dict.fromkeys(("melee weapon", "close-range weapon", "close range weapon",
                     "short-range weapon", "short range weapon", "thing you cut with",
                     "weapon you cut with", "thing you stab with", "weapon you stab with",
                     "thing you slash with", "thing that cuts", "weapon that cuts",
                     "cutting weapon"), SWORD),
    **dict.fromkeys(("piece of ammunition", "piece of ammo", "round of ammunition",
                     "round of ammo", "unit of ammunition"), ARROW),
    **dict.fromkeys(("pieces of ammunition", "pieces of ammo", "rounds of ammunition",
                     "rounds of ammo", "units of ammunition"), ARROW + "s"),
    **dict.fromkeys(("flying one", "flying monster", "flying creature", "flying thing",
                     "flying enemy", "small monster", "little monster", "small creature"), BAT),
    **dict.fromkeys(("big monster", "large monster", "huge monster", "giant monster",
                     "big creature", "large creature", "big one", "large one", "huge one",
                     "biggest monster", "largest monster", "snake-haired one",
                     "snake-haired woman", "snake-haired creature"), GORGON),
    # what defeats the gorgon: the sword alone (what defeats a bat is the bow and an arrow)
    **dict.fromkeys((f"{t} that {v} {d}{GORGON}{n}" for t in ("weapon", "thing", "item")
                     for v in ("beats", "kills", "defeats", "slays") for d in ("the ", "a ", "")
                     for n in ("", "s") if d == "" or n == ""), SWORD),
    **dict.fromkeys(("one giving you orders", "one who gives you orders",
                     "one giving you the orders", "one who gives you the orders",
                     "one giving the orders", "one who gives the orders",
                     "person giving you orders", "person who gives you orders"), "player"),
    **dict.fromkeys(("your boss", "your master", "your commander"), "the player"),
}
# Words for a monster in a role-player's voice ("the winged devils": the bats), each with the
# kind it names, and things named by what they are (DESCRIBED); plurals are said with "s".
KENNINGS = {
    "winged devil": BAT, "winged demon": BAT, "winged beast": BAT, "winged fiend": BAT,
    "winged pest": BAT, "winged vermin": BAT, "winged menace": BAT, "flying devil": BAT,
    "flying beast": BAT, "flying rat": BAT, "flying pest": BAT,
    "snake-haired hag": GORGON, "snake-haired beast": GORGON, "snake-haired monster": GORGON,
    "serpent-haired hag": GORGON, "snake-woman": GORGON, "snake woman": GORGON,
    "snake lady": GORGON, "snake hair lady": GORGON, "snake-haired lady": GORGON,
    **DESCRIBED,
}

# -- old English (spelling.modern) ---------------------------------------------------------------

# A word of old English after "thou" that ends in "-est" or "-st" is the verb today ("thou
# carriest": you carry, "thou lookest": you look).
OLD_VERB_ENDINGS = ("est", "st")
# Old English puts "not" after its verb ("stir not", "lay not a finger upon it", "fear not"):
# the verbs it does so with, said today with "do not" before them.
OLD_NEGATED = ("move", "stir", "lay", "touch", "go", "leave", "stray", "wander", "fear",
               "let", "take", "pick", "attack", "tarry", "wait", "come", "fight", "shoot")
# Old English puts a place before its verb ("and there halt"): the verbs it does so with.
OLD_PLACED_FIRST = ("halt", "stop", "stay", "wait", "remain", "rest", "stand", "abide")

# -- signs (text.spell_signs) -------------------------------------------------------------------

# A sign of comparison typed in a condition ("if hp<2 retreat", "arrows==bats ? bow : sword"),
# in words.
COMPARED = {"<=": "at most", "=<": "at most", "≤": "at most", ">=": "at least", "=>": "at least",
            "≥": "at least", "==": "equals", "=": "equals", "<": "less than", ">": "more than"}
# Signs of a route ("bow>arrow>bat", "bow -> arrow -> back to me"): one step, then the next.
ROUTE = ("-->", "->", "=>", "→", "⇒", ">>")
# The sign of a route that is also a sign of comparison ("bow>arrow", "hp>2").
ROUTE_OR_MORE = ">"
# What a thing named alone in a route of signs is done with ("sword>gorgon": get the sword, then
# kill the gorgon); a way back named alone ("arrows x2 then back") is coming back, read as said
# (verb_forms.said_without_verb).
ROUTE_ITEM = "get"
ROUTE_MONSTER = "kill"
ROUTE_BACK = "back"
# A count or a repetition typed with "x" ("arrows x2": two arrows; "square x2": twice), each said
# in words ("x1": once).
TIMES_TYPED = {1: "once", 2: "twice", 3: "three times"}
# A walk's shape named alone ("square x2": walk in a square twice), and what walks it.
SHAPES = ("square", "circle", "loop", "lap", "box", "ring")
WALK_SHAPE = "walk in a"
# A step named without its verb, and the words it is said in: a hold alone ("hold till I move"),
# a corner ("bottom left corner then 3 up", the side it opens with) and a count of steps one way
# ("3 up") read as said, gone to and walked (verb_forms.said_without_verb), not written.
HOLD_ALONE = ("hold", "hold position")
CORNER_SIDES = ("top", "bottom", "upper", "lower")
WALK_COUNTED = "walk"
PACE_VERBS = ("take",)  # "take 3 steps right, then two down": the way after walked (sequence)
# A speedrunner's word for going at a monster, before its name alone ("else push gorgon"; "push
# the gorgon into the wall" is no fight).
PUSH_ON = ("push", "rush")

# -- the player carried (as_typed.carried) ---------------------------------------------------------

# Verbs that carry or move the one they are said of, before "me" ("carry me to the bow", "pick me
# up", "walk me over to the bench"): the companion cannot move the player.
CARRY_PLAYER = ("carry", "piggyback", "piggy-back", "lift", "pick", "drag", "haul", "hoist",
                "tow", "walk", "push", "pull", "shove", "throw", "toss", "fly", "teleport",
                "transport", "ferry", "wheel")
# What the player asks to be given to be carried ("give me a ride to the corner").
A_RIDE = ("ride", "lift", "piggyback", "piggy-back", "piggy back", "piggyback ride", "carry",
          "back ride")
# Who gives the ride ("give me a lift"), and how the player gets on ("let me ride on your back").
GIVE_A_RIDE = ("give", "get", "offer")
RIDE_ON = ("ride", "sit", "climb", "hop", "jump", "get")
# What the companion says back.
# Words of a ride that any order may say ("come back", "sit", "walk"): no sign of a ride.
NOT_A_RIDE = ("back", "carry", "sit", "jump", "walk")
CANNOT_CARRY = ("I can't carry you or move you: you walk on your own; I can go there, lead the "
                "way or follow you")

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
DOG_HABITS = ("jump on me", "jump up", "jump on me", "jump up on me", "jump at me", "lick me",
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

# -- counts combined (combined_counts.py) --------------------------------------------------------

# Words after two or more counts that ask them combined ("count the bats and the arrows and give
# me the sum"), each said alone, lower case, "what's" for "what is", no "please" / "and" / "then":
# their sum; the first minus the second; their product.
COMBINED_SUM = ("give me the sum", "tell me the sum", "what's the sum", "the sum", "sum",
                "sum them", "sum them up", "give me the total", "tell me the total",
                "what's the total", "the total", "total", "total them", "total them up",
                "add them up", "add them", "add them together", "add those up", "add it up",
                "add it all up", "add both up", "add up", "add the two", "add the two up",
                "what's that together", "what's that all together", "what's that in total",
                "what's that altogether", "what do they come to", "what does that come to",
                "what do they add up to", "what does that add up to", "how many is that together",
                "how many is that in total", "how many is that altogether",
                "how many does that make", "what does that make", "how many altogether",
                "how many in total", "how many together", "in total", "altogether",
                "give me the sum of them", "tell me the sum of them", "the sum of both",
                "give me both added up", "tell me the combined number", "the combined total")
# A sentence of those after counts, said as the reader reads it (not how to answer them), and
# the words such a sentence has one of.
COMBINED_SAID = "Add them up."
COMBINED_GATE = ("total", "sum", "together", "altogether", "add", "come")
COMBINED_DIFFERENCE = ("tell me the difference", "give me the difference",
                       "what's the difference", "the difference", "subtract them",
                       "subtract the second from the first", "take the second from the first",
                       "how many more is that", "tell me how many more")
COMBINED_PRODUCT = ("multiply them", "multiply them together", "multiply those",
                    "give me the product", "tell me the product", "what's the product",
                    "the product", "times them")

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

# -- jokes and suggestions ----------------------------------------------------------------------

# An order put as a suggestion or asked as a question (agent.reading.suggestions): what opens it
# before the verb said as it would be ("maybe you could get the sword?", "why not follow me?"),
# before the verb said in the past ("what if you went and stood by the bow?") and before the
# verb said as "-ing" ("how about guarding me for a bit?").
SUGGESTED = ("maybe you could", "perhaps you could", "maybe you can", "perhaps you can",
             "you could", "you could maybe", "maybe you might", "why not", "what about you",
             "i wonder if you could", "i was wondering if you could", "how about we",
             "why don't we", "why do not we", "maybe we could", "maybe we can", "we could")
SUGGESTED_PAST = ("what if you", "how about if you", "what about if you", "how would it be if you",
                  "what if we", "how about if we")
SUGGESTED_DOING = ("how about", "what about", "how about maybe", "maybe try")
# What befalls one, after "what if you": a real question, no suggestion ("what if you got lost?",
# "what if we run out of arrows?").
MISHAPS = ("get lost", "got lost", "get hurt", "got hurt", "get killed", "got killed", "run out",
           "ran out", "run into", "ran into", "die", "died", "lose", "lost", "fail", "failed",
           "get stuck", "got stuck", "fall", "fell", "get caught", "got caught", "get hit",
           "got hit", "get attacked", "got attacked", "miss", "missed")
# Words that take back the joke said before them ("go hug the gorgon. kidding. kill it"):
# the joke is no order (agent.reading.afterthoughts.jokes_taken_back).
JOKE_TAKEN_BACK = ("kidding", "just kidding", "only kidding", "jk", "j/k", "jking", "joking",
                   "just joking", "only joking", "i am kidding", "i am just kidding",
                   "i am joking", "i am just joking", "i'm kidding", "i'm just kidding",
                   "i'm joking", "i'm just joking", "lol jk", "lol just kidding", "haha jk",
                   "haha just kidding", "kidding kidding", "jk jk", "nah jk", "no jk",
                   "haha no", "lol no", "not really")
# What may come after a joke's taking back and before the order meant ("..., jk, seriously,
# get the bow").
JOKE_THEN = ("but", "seriously", "for real", "now", "ok", "okay", "but seriously", "really",
             "instead", "actually", "just", "no but", "ok but", "okay but", "anyway", "anyways")

# -- a story told of the companion (narrated.py) -------------------------------------------------

# The companion told of in the third person, as a story's narrator names it ("The loyal companion
# now fetches the bow.", "Our hero's friend waits by the sword."): who tells of it, what it is
# called, and what the story says it is, which asks nothing ("the ever faithful servant").
NARRATED_BY = ("the", "our", "our hero's", "the hero's", "his", "her", "its", "this", "that")
NARRATED_COMPANION = ("companion", "friend", "servant", "sidekick", "ally", "squire", "helper",
                      "partner", "follower", "comrade", "familiar", "retainer",
                      "henchman", "apprentice", "guardian", "ai")
NARRATED_EPITHETS = ("loyal", "faithful", "ever faithful", "ever-faithful", "ever loyal",
                     "ever-loyal", "trusty", "trusted", "brave", "valiant", "noble", "good",
                     "stalwart", "devoted", "steadfast", "true", "fearless", "dutiful", "tireless",
                     "intrepid", "gallant", "worthy", "trustworthy", "dear", "mighty", "obedient",
                     "humble", "little", "young", "old")
# The player told of in the third person ("until the hero arrives", "at the hero's side"): the
# player, as "your boss" names him (DESCRIBED); "he", "him" and "his" after it are the player too.
NARRATED_HERO = ("hero", "heroine", "adventurer", "master", "mistress", "lord", "lady")
NARRATED_HERO_BY = ("the", "our", "its", "his", "her")
NARRATED_HERO_EPITHETS = ("brave", "young", "noble", "valiant", "mighty", "intrepid", "fearless",
                          "gallant", "good", "wounded")
# The words a story opens a sentence with before the companion it tells of ("And then the
# companion ...", "Once upon a time, the companion ..."; its "upon" as old English is said today,
# spelling.modern), which ask nothing.
STORY_OPENERS = ("and then", "and so", "and thus", "and now", "and", "then", "so", "thus", "now",
                 "next", "at last", "finally", "soon", "soon after", "later", "after that",
                 "once upon a time", "once on a time", "meanwhile", "in the meantime",
                 "without delay", "at once", "forthwith", "straightaway", "thereupon", "with that")
# How the story says the companion did it, which asks nothing ("the companion dutifully fetched
# the bow"); words of when that an order says too ("now", "then", "never", "first") stay.
NARRATED_MANNER = ("dutifully", "faithfully", "bravely", "obediently", "loyally", "swiftly",
                   "promptly", "valiantly", "gladly", "eagerly", "diligently", "readily",
                   "always", "again", "once again", "once more", "soon", "at once", "forthwith",
                   "straightaway", "immediately", "calmly", "carefully", "cautiously",
                   "silently", "quietly", "patiently", "without a word", "without delay")
NARRATED_WHEN = ("now", "then", "next", "first", "finally", "also", "just", "quickly", "never",
                 "only", "only then")
# When a story says the companion did it, long before the order ("the companion fetched the bow
# yesterday"): what happened, no order.
NARRATED_BEFORE = ("yesterday", "earlier today", "last time", "in the past", "once before")
# A story's verbs said of what is to come: "the companion would fetch the bow", "it shall guard
# the sword", "only then did it go for the bow".
NARRATED_WILL = ("would", "will", "shall", "should", "must", "did", "would then", "will then",
                 "would now", "will now", "shall now", "would soon", "will soon")
# A question the story says the player asked ("And the hero asked where the bow lay, and the
# companion told him."): the question, asked of the companion; its answer told in the story
# says nothing more.
NARRATED_ASKED = ("asked", "asks", "inquired", "inquires", "enquired", "enquires", "wondered",
                  "wonders", "wanted to know", "wants to know", "demanded", "demands")
NARRATED_ANSWERED = ("answered", "answers", "replied", "replies", "told him", "tells him",
                     "told her", "tells her", "told the hero", "tells the hero", "answered him",
                     "answered her", "told him so", "responded", "responds", "obliged",
                     "did so", "answered truly", "answered at once", "told him at once",
                     "told him truly", "gave the answer", "gave him the answer",
                     "spoke the answer")
# The irregular past forms a story says the player's and the monsters' verbs in ("until the
# hero came back", "unless a bat came near"), beyond the verbs of orders' (lexicon_parts
# PAST_IRREGULAR), each with its verb.
NARRATED_PAST = {"did": "do", "had": "have", "lay": "lie", "began": "begin", "saw": "see",
                 "spoke": "speak", "fled": "flee", "fell": "fall", "sought": "seek",
                 "caught": "catch", "withdrew": "withdraw"}
# The verbs whose past is the verb ("the companion hit the bat"), after the companion told of.
NARRATED_SAME_PAST = ("hit", "put", "let", "set", "cut", "beat", "shut")
# Verbs an order says of a duty that open no errand of their own ("the companion never strayed
# more than two steps from it", "never left the hero's side"), beside the errands' and the
# duties' (lexicon.ACTION_VERBS).
NARRATED_ORDER_VERBS = ("stray", "leave", "let", "budge", "venture")
# What the story says "it" (the companion) has, or where it was, in the past ("everything it
# carried", "how much health it had left", "the place where it began"): said of "you" now.
NARRATED_ITS = ("have", "carry", "hold", "own", "begin", "start", "stand")
# What a story's "were" supposes, said after what it is of ("Were the hero's health below two,
# ...": if my health were below two).
NARRATED_WERE = ("below", "above", "under", "over", "less", "more", "fewer", "lower", "higher",
                 "within", "near", "close", "closer", "nearer", "far", "farther", "further",
                 "dead", "alive", "hurt", "wounded", "at", "still", "greater", "smaller", "gone",
                 "out", "low", "high", "down", "in", "carrying", "holding", "without",
                 "unarmed", "armed", "safe")
# Words that leave a thing out of what an order names ("count every item except the arrows",
# "leaving out the bats, how many monsters are there?"), read by agent/reading/exclusions.py
# with "but" after a word of any or every and "not" opening a part ("not the bow, ...").
EXCLUDING = ("except for", "except", "excepting", "apart from", "aside from", "other than",
             "besides", "not counting", "without counting", "not including", "excluding",
             "leaving out", "leaving aside", "save for", "if you don't count")
# The words after which "but" leaves a thing out ("any weapon but the sword", "anything but a
# bat"), and those of them that stand for any thing alone (", anything but a bat": a part of
# its own, said of the thing before it).
EXCLUDING_AFTER = ("any", "every", "all", "each", "anything", "everything", "anyone")
EXCLUDING_ALONE = ("anything", "everything")
# Bans an order's own steps may keep anyway (agent/reading/bans.py): going after the player
# ("don't follow me"), what is carried kept ("keep the sword"), stopping on the way ("don't stop
# for anything on the way", "without stopping"), a count said to be exact ("and not one more",
# "not fewer").
BAN_AFTER_ME = ("follow", "come after", "tail")
BAN_KEEP = ("keep", "hold on to", "hang on to", "hold onto")
BAN_STOP = ("stop",)
BAN_UNSTOPPED = ("without stopping",)
BAN_NO_MORE = ("not one more", "not one step more", "not one tile more", "not a single step more",
               "not a step more", "not a single one more", "no more", "no further")
BAN_NO_FEWER = ("not fewer", "no fewer", "not less", "no less")
# Crowding the player ("don't crowd me"), kept by a distance kept from them.
BAN_CROWD = ("crowd", "smother", "get too close to", "stand too close to", "come too close to",
             "crowd around")
# Ordinals: a pick's rank counted from the nearest or farthest, which is the first ("the second
# closest arrow", "the 3rd bat from you"; agent.reading.ranks).
ORDINALS = {w: n for n, said in enumerate((("second", "2nd"), ("third", "3rd"), ("fourth", "4th"),
                                           ("fifth", "5th"), ("sixth", "6th")), 2) for w in said}
