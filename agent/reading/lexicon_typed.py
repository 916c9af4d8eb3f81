"""The lexicon's words for how players type rather than what they ask: shorthand, a learner's
and a gamer's forms, older English, a role-player's names for monsters, and the signs of a
speedrunner's plans. Spelling (agent/reading/spelling.py) and text (agent/reading/text.py) make
these regular once, before the words are read; the lexicon (lexicon.py) holds the word classes
an order is read with. A dog trainer's and a coach's words are in lexicon_trainer.py, dictation's
and radio talk's in lexicon_heard.py."""

from __future__ import annotations

from game.world import ARROW, BAT, BOW, ENTITY_SYMBOLS, GORGON, ITEM_SYMBOLS, SWORD

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
    "colum": "column", "colums": "columns",
    "lil": "little", "col": "column", "cols": "columns", "l8r": "later", "gr8": "great",
    "goto": "go to", "afk": "wait", "til": "until", "em": "them", "whatcha": "what are you",
    "watcha": "what are you", "more'n": "more than", "less'n": "less than",
    # "not" typed without its apostrophe, spelt out before slips are mended (which would take
    # "wouldnt" for the old "wouldst", "hasnt" for "hast", "wasnt" for "want")
    "wouldnt": "wouldn't", "shouldnt": "shouldn't", "couldnt": "couldn't", "didnt": "didn't",
    "hasnt": "hasn't", "havent": "haven't", "hadnt": "hadn't", "wasnt": "wasn't",
    "werent": "weren't", "mustnt": "mustn't", "neednt": "needn't", "aint": "ain't",
    # old phone text-speak ("cud u stand nxt 2 me", "stay away frm da gorgon", "xplore a bit");
    # "wer" is "where" only before what it asks of ("if u wer hurt": were)
    "nxt": "next", "cud": "could", "wud": "would", "shud": "should", "frm": "from",
    "xplore": "explore", "abt": "about", "bcuz": "because",
    "wer is": "where is", "wer r": "where are", "wer are": "where are", "wer's": "where's",
    # a gamer's range of a monster's notice ("stay out of the gorgons aggro range"): the monster's
    "aggro range": "", "aggro radius": ""}
# The shorthand for "that" and the words that ask, typed with the "s" of "is" ("dats closest 2
# u", "wats my health"): never mended as slips into the game's words ("bats").
SHORTHAND = {**SHORTHAND, **{f"{short}s": f"{said}'s" for short, said in SHORTHAND.items()
                             if said in ("that", "what", "where", "when", "how")}}
# "4" typed for "for" before what it is for, and "2" for "to" before who it goes to ("follow me
# 4 a bit", "guard it 4 me", "closest 2 u"): a count before anything else ("4 tiles", "go 2 up").
FOUR_FOR_BEFORE = ("me", "you", "us", "a bit", "a while", "a sec", "a second", "a moment",
                   "a minute", "now", "good", "real")
TWO_TO_BEFORE = ("me", "you", "us")
# What a protocol calls a thing of the game after its name, which names nothing more ("retrieve
# the sword specimen", "collect one arrow sample", "every arrow sample"); the plural said with
# "s" ("the arrow samples": the arrows).
SPECIMEN = ("specimen", "sample")
# What opens an order before its verb and asks nothing more ("Proceed to terminate the gorgon
# specimen"); before a place it goes there (TELEGRAM_GO).
PROCEED_TO = ("proceed to", "continue to", "move on to")
# A tile said beside a thing or one of us, which is being beside it ("go to a tile right next to
# me", "stand on a square beside the bow", "park on any free spot adjacent to the sword"): the
# tile's words, then the words of beside (said as "next to"; after "to", as "to" alone: "go to
# the bow"); the words of place before the tile that go with it.
A_TILE = ("a", "an", "the", "any", "one", "some")
ON_A_TILE = ("on", "onto", "upon", "at", "in", "to")
TILE_FREE = ("free", "empty", "open", "clear", "vacant")
TILE_WORDS = ("tile", "square", "spot", "space", "cell")
TILE_CLOSE = ("right", "directly", "just", "immediately")
BESIDE = ("next to", "beside", "adjacent to", "alongside")
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

# -- lists (text.clean) -------------------------------------------------------------------------

# The word that labels each step of a list counted up from one ("Step one, take the sword. Step
# two, kill the gorgon."; "Step 1: ... Step 2: ..."), the number said in digits or words.
LIST_STEP = ("step",)

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
# A square's size as a player says it: tiles a side ("two tiles on each side", "a 2 by 2
# square": a block of 2 by 2 tiles walked round, 1 step a side), unless said in steps ("3 steps
# a side"): square(size) walks size steps a side (places.square_steps).
SQUARE_STEPS = ("step", "steps", "pace", "paces", "move", "moves", "stride", "strides")
SQUARE_STEPS_SAID = frozenset(SQUARE_STEPS)
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

# -- jokes and suggestions ----------------------------------------------------------------------

# An order put as a suggestion or asked as a question (agent.reading.suggestions): what opens it
# before the verb said as it would be ("maybe you could get the sword?", "why not follow me?"),
# before the verb said in the past ("what if you went and stood by the bow?") and before the
# verb said as "-ing" ("how about guarding me for a bit?").
SUGGESTED = ("maybe you could", "perhaps you could", "maybe you can", "perhaps you can",
             "you could", "you could maybe", "maybe you might", "why not", "what about you",
             "i wonder if you could", "i was wondering if you could", "how about we",
             "why don't we", "why do not we", "maybe we could", "maybe we can", "we could",
             # "Think you could follow me for a while?", "reckon you could ...?"
             "think you could", "reckon you could")
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
             "leaving out", "leaving aside", "save for", "if you don't count", "leave out")
# Words that leave a kind out only of a count said before them ("count the monsters without
# the gorgon", "how many items are there, but not the arrows?"; "kill the bat without the sword"
# is no count), read by agent/reading/exclusions.py.
EXCLUDING_COUNTED = ("without", "but not")
COUNTED_BEFORE = ("count", "how many", "number of", "total", "tally")
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
# ... said without "me" ("don't come along"), a need denied as the ban ("Please don't feel you
# need to come along", "no need to follow me"), and a ban asked for ("please don't follow me").
BAN_ALONG = ("come along", "tag along", "come with me", "come too", "follow along")
BAN_NEED_NOT = tuple(f"{lead} {need} to" for lead in (
    "don't feel you", "do not feel you", "don't feel like you", "do not feel like you",
    "you don't", "you do not", "there's no", "there is no") for need in ("need", "have")
    if not (lead.startswith("there") and need == "have")) + (
    "no need to", "no need for you to", "you needn't", "you need not", "don't bother to",
    "do not bother to", "don't bother", "do not bother")
BAN_ASKED = ("please", "pls", "kindly")
# Where a thing lies said after it in a remark ("there's an arrow tucked away in that little
# dead end", "there's an arrow in the corner"): the words that may lead such a place, and the
# words of place it opens with (referents.place_unread); "there" and "here" point, no place, and
# one of us or ours names none either ("the sword on you", "a bow in your future").
PLACE_LEADS = ("tucked away", "tucked", "lying", "sitting", "stuck", "hidden", "just", "right",
               "way", "somewhere", "over", "up", "down", "out", "back", "off")
PLACE_WORDS = ("in", "at", "on", "by", "near", "under", "behind", "beside", "next to", "inside",
               "past", "beyond", "round", "around", "along", "across", "between", "against",
               "up", "down", "over", "out", "through", "towards", "toward")
POINTED_PLACES = ("there", "here", "yonder", "you", "me", "us", "your", "my", "our", "yourself")
BAN_KEEP = ("keep", "hold on to", "hang on to", "hold onto")
# Ending where a square began, which a square walk does ("walk a square and end up back here",
# "... and finish on the tile you started from").
BAN_BACK_AT_START = tuple(f"{end} {where}" for end in (
    "end up", "end", "finish", "finish up", "wind up", "end up back", "end back", "finish back",
    "be back", "come out", "ending up", "ending", "finishing", "winding up", "ending up back",
    "finishing back", "coming out") for where in (
    "here", "where you started", "where you began", "where you started from", "at the start",
    "on the tile you started from", "on the tile you started on", "on the same tile",
    "on the spot you started from", "in the same spot", "at your starting point",
    "at the starting point", "on your starting tile", "where you are now")) + tuple(
    f"{back} to {where}" for back in ("come back", "get back", "go back", "head back", "return")
    for where in ("this spot", "this tile", "the same spot", "the same tile"))
BAN_STOP = ("stop",)
# Stepping onto an item, which picks it up: not to be done is not to take it ("don't step on the
# bow", "don't step on any of the items": asides).
NOT_STEPPED_ON = ("step on", "tread on", "stand on", "walk over", "walk on", "step onto")
# A wait said to come first, not sooner ("wait 2 turns, THEN get the bow. not before!!").
BAN_NOT_BEFORE = ("not before", "not before then", "not before that", "no sooner", "not sooner",
                  "not any sooner", "not a moment sooner", "not earlier")
BAN_UNSTOPPED = ("without stopping",)
BAN_NO_MORE = ("not one more", "not one step more", "not one tile more", "not a single step more",
               "not a step more", "not a single one more", "no more", "no further")
BAN_NO_FEWER = ("not fewer", "no fewer", "not less", "no less")
# Letting a monster near, banned beside a guard or a standing between, which keep it from what
# they keep anyway ("Defend the bow. Do not let anything come near it.", "..., and don't you let
# it anywhere near me!"): who is let, and how near.
BAN_LET_WHO = ("it", "them", "anything", "anyone", "anybody", "any monster", "any monsters",
               "the monsters", "a monster")
BAN_LET_NEAR = tuple(f"{come}{near}" for come in ("", "come ", "get ", "go ")
                     for near in ("near", "anywhere near", "close to", "too close to",
                                  "within reach of"))
BAN_LET_WHOM = ("me", "us", "it", "them")
# Going too far, banned after a counted walk, which goes no farther anyway ("walk 4 steps to the
# left only, don't go too far").
BAN_TOO_FAR = tuple(f"{go} {far}" for go in ("go", "walk", "move", "wander", "stray", "run")
                    for far in ("too far", "any further", "any farther", "further", "farther",
                                "past that", "beyond that"))
# Crowding the player ("don't crowd me"), kept by a distance kept from them.
BAN_CROWD = ("crowd", "smother", "get too close to", "stand too close to", "come too close to",
             "crowd around")
# Ordinals: a pick's rank counted from the nearest or farthest, which is the first ("the second
# closest arrow", "the 3rd bat from you"; agent.reading.ranks).
ORDINALS = {w: n for n, said in enumerate((("second", "2nd"), ("third", "3rd"), ("fourth", "4th"),
                                           ("fifth", "5th"), ("sixth", "6th")), 2) for w in said}

# -- a telegram (telegram.py) ---------------------------------------------------------------------

# A telegram's full stop, typed as a word at the end of each sentence ("FETCH BOW STOP THEN ARROW
# STOP"): in an order in capitals that ends with it, a full stop, never an order to stop; but
# after a word that makes it a verb ("THEN STOP", "DO NOT STOP") it is one.
TELEGRAM_STOP = "STOP"
TELEGRAM_STOP_VERB_AFTER = ("then", "and", "or", "to", "not", "don't", "dont", "never", "will",
                            "must", "please", "you", "i", "we", "should", "can", "just")
# A telegram's words for going and waiting ("PROCEED ROW 18 COLUMN 4 STOP", "PROCEED MIDDLE OF
# MAP STOP AWAIT FURTHER INSTRUCTIONS STOP"): go to the place named, then wait there; "PROCEED"
# before a word of how ("PROCEED WITH CAUTION") as typed.
TELEGRAM_GO = ("proceed to", "proceed")
TELEGRAM_GO_AS = "go to"
TELEGRAM_GO_NOT_BEFORE = ("with", "as", "carefully", "slowly", "now", "at", "if", "when")
TELEGRAM_WAIT = ("await further instructions", "await further orders", "await instructions",
                 "await orders")
TELEGRAM_WAIT_AS = "wait"
# A telegram's sentence saying a duty goes on until told otherwise, after a sentence that opens
# with a duty's verb ("PATROL ... STOP REPEAT UNTIL FURTHER NOTICE STOP"): what a duty does anyway,
# left out; after an errand ("FETCH BOW STOP REPEAT UNTIL FURTHER NOTICE STOP") as typed.
TELEGRAM_GOES_ON = ("repeat until further notice", "until further notice",
                    "continue until further notice", "keep on until further notice")

# -- a chat's marks ---------------------------------------------------------------------------

# Stress marked as a chat marks it, round a word or words ("grab the *closest* arrow", "**RUN**",
# "***now***"): the marks change nothing (marked_up.py); a star between numbers or words with no
# word against it ("2 * 3", "bats * arrows") is a product, read as one.
STRESS_MARKS = ("***", "**", "*", "__")
# Words struck through ("pick up the ~~sword~~ bow"): taken back, no part of the order.
STRUCK = "~~"
# Faces typed as a chat types them, each a word of its own ("ty :)", "lol :D"): no part of the
# order (marked_up.py). Not a heart's "<3", which is also "fewer than 3" ("kill the bats <3").
EMOTICONS = (":)", ":-)", ":(", ":-(", ":D", ":-D", ";)", ";-)", ":P", ":p", ":-P", "=)", "xD",
             "XD", ":3", ":/", ":|", ":O", ":o", "^^", "^_^")

# -- the map's signs ---------------------------------------------------------------------------

# A new player's names for what the map shows, by its signs and letters ("go get the > thing",
# "can you kill the G?", "walk onto my P", "move 5 dots down"): the game's own (game.world), a
# wall's "#" and a floor tile's "." (map_symbols.py).
SIGN_NAMES = {**{sign: name for sign, name in ITEM_SYMBOLS.items()}, "#": "wall"}
LETTER_NAMES = {sign: name for sign, name in ENTITY_SYMBOLS.items() if name in (BAT, GORGON)}
# The player's and the companion's letters, as the player says them ("my P": me; "your A": you).
LETTER_PARTIES = {"P": "me", "A": "you"}
# The words a sign or a letter said as a thing's name comes after ("the >", "a B", "my P"), and
# the words that pick one before it ("the closest /").
SIGN_AFTER = ("the", "a", "an", "that", "this", "those", "these", "my", "your", "each", "every",
              "any", "another", "all the", "both", "two", "three")
SIGN_PICKS = ("nearest", "closest", "farthest", "furthest", "other", "second", "first", "last",
              "little", "big", "middle", "top", "bottom")
# A floor tile as its sign's name ("move 5 dots down", "stay on the dot you're on").
FLOOR_DOTS = {"dot": "tile", "dots": "tiles"}
