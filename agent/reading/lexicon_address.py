"""The words a player says to the companion that are no part of the order (the forms of
``voices.VOICES``' row "address"): a name for it (a pet name, a rank), a tag asking for agreement
or praising it, a drill sergeant's barks of urgency, and the player naming themselves as a parent
("give mummy the arrow": give me the arrow). Data only."""

from __future__ import annotations

# A name for the companion said to it, at a clause's start or end or alone ("pumpkin can you
# fetch the sword", "give me the arrow, sweetheart", "PRIVATE! GRAB THE BOW"): left out. Words
# of more than one word first, so that the longest is taken.
NAMES = (
    "my clever girl",
    "my clever boy",
    "my good girl",
    "my good boy",
    "my little one",
    "little one",
    "my love",
    "my dear",
    "dear",
    "dearie",
    "dearest",
    "lovey",
    "babe",
    "poppet",
    "ye dog",
    "ye scallywag",
    "ye bilge rat",
    "pumpkin",
    "sweetpea",
    "sweetie",
    "sweetheart",
    "honey",
    "hon",
    "darling",
    "pet",
    "buddy",
    "kiddo",
    "sunshine",
    "petal",
    "sugar",
    "cupcake",
    "champ",
    "matey",
    "private",
    "soldier",
    "recruit",
    "cadet",
    "trooper",
    "maggot",
    "grunt",
    # a surfer's or a skater's ("paddle four tiles right dude", "two steps left bro, ...")
    "dude",
    "bro",
    "brah",
    "bruh",
    "broski",
    # an auctioneer's to the one who fetches the lots ("Runner, bring it up to the rostrum")
    "runner",
)
# Names and forms of address said after a comma that are verbs as well by their form, their
# "-ing" form a common word ("bobbing", "kidding", "coaching": ``deeds``): a name said to the
# companion ("get the bow, bob", "..., mate"), left out, never a deed said back. Other names need
# no row: they are no verb by their form ("john", "buddy") or are written with a capital.
NAMES_LIKE_VERBS = ("bob", "rob", "pat", "sue", "jack", "chase", "mate", "kid", "sport", "miss",
                    "coach")
# The names that are verbs as well ("pet the bat"): left out at a clause's start only before a
# comma or a mark.
NAMES_ALSO_VERBS = ("pet",)
# A word before a name that makes it a thing spoken of, not a name said to the companion ("the
# pet", "a private", "my honey"): the name is left as typed.
NOT_ADDRESS_AFTER = ("the", "a", "an", "my", "your", "that", "this", "our", "his", "her", "some",
                     "so", "very", "too", "most", "quite", "how", "is", "are", "was", "were", "be")
# A tag said after the order asking for agreement or praising the companion, alone as a sentence
# or after a comma ("..., ok honey?", "... can you do that?", "there's my clever girl!"): left
# out.
TAGS = (
    "can you do that",
    "could you do that",
    "can you do that for me",
    "ok",
    "okay",
    "alright",
    "all right",
    "yeah",
    "there's my clever girl",
    "there's my clever boy",
    "there's a good girl",
    "there's a good boy",
    "good job",
    "well done",
    "that's my girl",
    "that's my boy",
)
# The tags that praise the companion, which open an order as well as close it ("there's my
# clever girl! now give ..."): left out there too. A bare "good boy." before a request for what
# the game has no step for stays refused by what follows it.
PRAISE = ("there's my clever girl", "there's my clever boy", "that's my girl", "that's my boy")
# Asking to be good before the order: left out ("be a good helper and look after the bow").
BE_GOOD = tuple(
    f"be a good {who} and" for who in ("helper", "girl", "boy", "little helper", "soldier")
)
# Likening the companion to a good one of its kind after the order ("... like a good little
# guard"): left out.
LIKE_GOOD = tuple(
    f"like a good {little}{who}"
    for little in ("", "little ")
    for who in ("guard", "helper", "girl", "boy", "soldier", "dog")
)
# The player naming themselves as a parent: me ("give mummy the arrow", "stand in front of
# mummy"), "X's back" as "I'm back" ("till mummy's back").
PARENTS = ("mummy", "mommy", "mommie", "mummie", "mum", "mom", "daddy", "dad", "nana", "nanna",
           "granny", "grandma", "grandpa", "grampa", "grandad", "granddad")
# What a parent calling themselves so may be said as before it ("your old Nana", "your dear old
# mum"): me, with those words.
PARENT_AS = ("your old", "your dear old", "your dear", "old")
ME = "me"
BACK_AGAIN = "i'm back"
# A drill sergeant's barks, urgency or a call to act that adds no step, alone as a sentence or
# after a comma ("MOVE IT! BOTTOM LEFT CORNER, DOUBLE TIME!", "GRAB THE BOW ... ON THE DOUBLE",
# "GO GO GO"): left out.
BARKS = (
    "move it",
    "double time",
    "on the double",
    "go go go",
    "forward march",
    "answer me",
    "answer",
    "move",
    "hop to it",
    "chop chop",
    "pronto",
    "that's an order",
    # a telegram's urgency ("BRING ARROW TO ME STOP URGENT STOP")
    "urgent",
    "most urgent",
    "very urgent",
)
# The barks that are left out at a clause's end without a comma ("REPORT BACK TO ME ON THE
# DOUBLE").
BARKS_AFTER = ("on the double", "double time", "go go go", "hop to it", "chop chop", "pronto")
# A bark asking for the answer's coordinates after a question of where: left out (the answer
# says where).
COORDINATES = ("coordinates", "give me coordinates", "give me the coordinates", "grid reference")
# A soldier's words for the reader's: each with the plain words it is read as.
SAID_AS = {
    "recon the area": "explore",
    "recon the map": "explore",
    "recon": "explore",
    "break contact with": "keep away from",
}
# Where the player is, said as a soldier's position after a word that joins it to a place ("PATROL
# BETWEEN THE BOW AND MY POSITION"): me; asked of ("what's my position?"), as typed.
MY_POSITION = ("my position", "my location")
POSITION_AFTER = ("and", "between")
# What follows a soldier's words and says no more than they do: left out ("RECON THE AREA. I
# WANT EYES ON EVERYTHING", "GUARD THAT BOW WITH YOUR LIFE", "BREAK CONTACT WITH X. PULL BACK",
# "GET BETWEEN ME AND X! COVER ME!").
SAID_AGAIN = {
    "i want eyes on everything": "explore",
    "with your life": "guard",
    # a guard's thing watched ("Stand guard over the sword. Don't let it out of your sight.")
    "don't let it out of your sight": "guard",
    "do not let it out of your sight": "guard",
    "don't take your eyes off it": "guard",
    "do not take your eyes off it": "guard",
    # a handler's "Hand-off in person." after a delivery to the player
    "hand-off in person": "to me",
    "hand off in person": "to me",
    "pull back": "keep away from",
    "cover me": "between me and",
    # a gym partner's "spot me" (watch over me while I lift), and the like
    "spot me": "between me and",
    "have my back": "between me and",
    "watch my back": "between me and",
}
# Words any player may call the companion by, set off at a clause's edge ("Minion! ...", "...,
# worm.", "dear, ..."), in any voice: left out by the rule of words set off (``set_off``).
CALLED = (
    "dear", "dearie", "dearest", "love", "lovey", "babe", "angel", "poppet", "treasure",
    "minion", "minions", "worm", "lackey", "servant", "underling", "peon", "peasant", "knave",
    "fool", "wretch", "varlet", "squire", "lad", "laddie", "lassie",
    "mate", "pal", "friend", "comrade", "partner", "sir", "madam", "ma'am", "miss", "mister",
    "boss", "chief", "kid", "young man", "young lady", "rookie", "newbie",
    "dude", "bestie", "chap", "old chap", "old friend", "my friend", "my liege",
    "my lord", "my lady", "sire", "squirt", "sport", "team", "troops", "apprentice", "student",
    "child", "my child", "my boy", "my girl", "agent", "assistant", "intern", "companion",
    "sidekick", "henchman", "slave", "robot", "buddy boy", "pardner", "captain",
    "coach", "sergeant", "lieutenant", "officer", "detective", "doctor", "nurse", "professor",
)
# A name the companion is called by, one word written with a capital that the reader does not
# know, set off by a comma ("Jenkins, fetch the bow", "..., Jenkins."): left out (``set_off``),
# but not at a sentence's start before a word that joins it to what follows ("Dance, then get the
# bow": a verb the game has not), nor a word of manner or order ("Secondly, ...").
NOT_NAMED_BEFORE = ("and", "or", "then", "but", "so", "nor", "plus", "next", "after",
                    "afterwards", "before", "also")
NOT_NAMED_ENDS = ("ly", "ing")
# A word of no language that only voices a feeling ("MWAHAHA!", "Shh...", "ahem", "hmph"),
# or a call for quiet, alone or opening a sentence: left out where the order says more.
INTERJECTIONS = ("shh", "shhh", "hush", "ahem", "silence", "quiet", "psst", "hmph", "pfft",
                 "muahaha", "mwahaha", "bwahaha", "hahaha", "whee", "hooray", "huzzah", "alas",
                 "egad", "blimey", "crikey", "golly", "yippee", "woohoo", "oh dear", "oh my",
                 "good heavens", "goodness", "my goodness", "dear me", "lordy", "righto",
                 "right then", "now then",
                 # a herald's and a caller's cries for attention ("Oyez, oyez!", "Hear ye!")
                 "oyez", "hear ye", "hear you", "hearken", "hark", "behold", "listen up",
                 "heads up",
                 # a tag or an emphasis set off by a comma, in Indian English, Irish English, a
                 # surfer's or a teenager's ("protect me, na", "I am telling you, ...", "...,
                 # d'ye hear me", "idk, ...", "..., brah")
                 "na", "yaar", "i am telling you", "i'm telling you", "i tell you", "mind you",
                 "d'ye hear me", "do you hear me", "d'you hear me", "you hear me", "idk",
                 "brah", "bro", "bruh", "dawg", "homie", "no rush", "no hurry", "like", "c'mere",
                 "so",
                 # a trainer's urging or cue set off by commas ("..., full effort, let's see
                 # it!", "..., deep breaths, ...")
                 "full effort", "let's see it", "deep breaths", "deep breath", "good form",
                 "stay loose", "let's go")
# A tag said after the order's last word, with no comma before it ("stay within two tiles k",
# "go smoke it brah"): left out there (``set_off``).
TAGS_AT_END = ("k", "kk", "brah", "bro", "bruh", "dawg", "na", "yaar", "d'ye hear me",
               "no rush", "pls", "plz",
               # a texter's laugh closing the order ("... b4 i get bored lol")
               "lol", "lmao", "haha")
# What opens a sentence that only remarks ("It's ever so noisy.", "My kingdom is vast."): such a
# sentence, naming nothing of the game beside one that does, is left out; a sentence that opens
# otherwise may be an order the game has no verb for ("Dance!", "Be a dragon.").
REMARK_OPENS = ("it's", "it is", "it was", "it has", "it'll", "its", "that's", "that is",
                "that was", "this is", "this was", "there's", "there is", "they're", "they are",
                "we're", "we are", "i'm", "i am", "i was", "i've", "i have", "i'd", "i", "my",
                "our", "what a", "you're", "you are", "you've", "he's", "she's")
# Words that may change what an order means ("not", "only", "unless", a limit, an end): a
# sentence or a piece holding one is never left out as an aside.
CHANGES_MEANING = (
    "not", "no", "never", "don't", "dont", "do not", "doesn't", "didn't", "won't", "can't",
    "cannot", "shouldn't", "mustn't", "isn't", "aren't", "nothing", "none", "nobody", "anybody",
    "anyone", "only", "just", "but", "unless", "except", "without", "instead", "rather", "if",
    "when", "whenever", "until", "till", "while", "once", "before", "after", "first", "last",
    "then", "next", "again", "stop", "wait", "enough", "done", "finished", "over", "more",
    "less", "fewer", "most", "least", "all", "every", "each", "both", "either", "neither", "nor",
    "any", "some", "many", "much", "few", "several", "half", "far", "near", "close", "away",
    "back", "length", "distance", "space", "room", "step", "steps", "pace", "paces", "tile",
    "tiles", "square", "squares", "turn", "turns", "time", "times", "alive", "dead", "hurt",
    "safe", "careful", "yourself", "myself", "me", "us", "it", "them", "him", "her", "that",
    "those", "these", "this", "here", "there", "where", "which", "who", "what", "how", "why",
    "sure", "maybe", "perhaps", "later", "now", "soon", "still", "yet", "always", "forever",
    "keep", "leave", "let", "need", "want", "must", "should", "have", "carry", "hold",
)
# A likening of how the companion does it, at a clause's end, naming nothing of the game ("...,
# like the statue you are", "... back and forth, like checking two tills", "guard the bow like a
# hawk"): what opens it after "like" (a word of these, or a verb's "-ing"), and the words before
# "like" that make it the verb ("I'd like a ...", "do you like the ...": as typed). Left out
# where every word after it is a word of English, none of the game's nor one that could change
# the order (``CHANGES_MEANING``; a number only before a word that is none of those).
LIKENED_OPENS = ("a", "an", "the", "some", "my", "your", "his", "her", "their", "one of those",
                 # "guard the sword like it's your own goal line", "..., like you're checking
                 # the fixed ropes": as one does one's own, how, not what
                 "it's", "it is", "it was", "it were", "they're", "they are", "you're",
                 "you are")
LIKE_A_VERB_AFTER = ("i", "i'd", "id", "you", "we", "they", "would", "do", "don't", "dont",
                     "really", "to", "should", "might", "may", "will")
# A sentence of its own after a guarding, likening what is guarded ("Guard the tile at row 8,
# column 12. Treat it like the company safe."): how it is guarded, which guarding does anyway.
TREAT_IT = ("treat it", "treat them", "treat me", "treat this", "think of it", "think of me",
            "think of them")
# A limit said after an order, in a sentence of its own or as the order's last piece ("Get the
# bow. That is all.", "..., only that", "... and that's it"): the order is the whole of what is
# asked, which the companion does anyway, so the limit is left out (``set_off``); one or more of
# them joined by commas or "and", then one of the tails.
LIMITS_SAID = ("nothing else", "that is all", "that's all", "thats all", "that is it",
               "that's it", "thats it", "that will be all", "that'll be all", "thatll be all",
               "only that", "just that", "that only", "that alone", "that and nothing else",
               "that spot only", "that tile only", "that place only", "only that spot",
               "only that tile", "only that place", "there only", "only there",
               "nothing else after that", "nothing after that", "that is the whole thing",
               "that's the whole thing", "thats the whole thing")
# A limit on how much, left out only as a sentence of its own ("Four steps right. Nothing more,
# nothing less."), beside a ban's bounds (``lexicon_typed.BAN_NO_MORE``): after a comma they
# may be a distance's bounds ("stand 2 tiles from the bow, no more, no less"), read there.
LIMITS_BOUNDS = ("nothing more", "nothing less", "nothing further", "not one bit more",
                 # after a distance kept ("Keep 4 to 6 tiles from me. Not closer, not further.")
                 "not closer", "no closer", "not further", "no further", "not farther",
                 "no farther", "not nearer", "no nearer",
                 "that and no more", "nothing more than that", "no more than that",
                 "no more after that")
LIMIT_TAILS = ("for now", "for today", "for the moment", "i need", "i ask", "i want",
               "i ask of you", "i need from you", "i want from you", "thanks", "thank you")
# What a good one of a kind the companion is likened to is said to be ("..., like a good
# sentry", "... as a proper auditor"): the likening at a clause's end, naming nothing of the
# game, is left out (``set_off``).
GOOD_ONES = ("good", "proper", "true", "real", "loyal", "faithful", "dutiful", "brave",
             "trusty", "obedient", "good little", "well-trained", "diligent")
# A remark on how the companion looks, before a question of its health ("You look roughed up,
# kid. What's your health at?", "You're looking pale. How much health have you got left?"): what
# the answer tells anyway, left out there; beside anything else as typed. Who is looked at, how
# much, and how they look; "you're" as typed in haste ("your looking pale", "yer lookin
# peely-wally", whose "yer" the pirate's row says "your").
LOOKS_WHO = ("you look", "you're looking", "you are looking", "you seem", "you're", "you are",
             "you've been", "you have been", "you got", "your looking", "your lookin",
             "youre looking", "you're lookin")
LOOKS_HOW_MUCH = ("a bit", "a little", "a wee bit", "kind of", "kinda", "pretty", "really",
                  "very", "quite", "so", "all")
LOOKS_HURT = ("hurt", "roughed up", "beat up", "beaten up", "banged up", "knocked about", "pale",
              "peaky", "rough", "tired", "worn out", "unwell", "poorly", "under the weather",
              "in a bad way", "in bad shape", "worse for wear", "the worse for wear")
# -- headings and remarks around an order (``remarked``) ----------------------------------------
# A word that names a job, a run of work or a part of a workout, which a short sentence of its own
# names as a heading ("Mission complete!", "Cardio block!", "End of shift.", "A three-part
# mission!", "Route survey today."): left out beside an order, where no word of it is one of the
# game's (a verb of the game only after its first word: "Stock take", "Power set").
HEADING_NOUNS = ("mission", "missions", "job", "jobs", "task", "tasks", "assignment",
                 "operation", "errand", "shift", "route", "set",
                 "sets", "rep", "reps", "block", "circuit", "drill", "drills", "session",
                 "workout", "superset", "phase", "stage", "part", "check", "consignment",
                 "delivery", "pickup", "briefing", "update", "plan", "exercise", "challenge",
                 "quest", "adventure", "training", "warm-up", "warmup", "cooldown", "finisher",
                 "lap", "laps", "shuttle", "sprint", "sprints", "interval", "intervals",
                 "routine", "duty", "caper", "case", "episode", "chapter", "level")
# What may open a heading before its job ("End of shift.", "Start of the round!").
HEADING_FRAMES = ("end of", "start of", "end of the", "start of the")
# What may stand before a heading's words ("A three-part mission!", "Today's route.").
HEADING_ARTICLES = ("a", "an", "the", "another", "our", "this", "today's")
# A word opening an exclamation of its own whatever follows ("Holy bats!", "Holy moly!"): alone,
# of two or three words, it carries no order.
EXCLAIMED = ("holy",)
# Urging to try hard, said as a sentence of its own, which the companion does anyway ("Leave
# nothing in the tank!", "Full effort!").
EFFORT_SAID = ("leave nothing in the tank", "leave it all out there", "full effort",
               "maximum effort", "max effort", "give it everything", "give it your all",
               "give it all you've got", "give it all you have", "let's see it",
               "let's see it then",
               "no excuses", "no slacking", "you've got this", "you got this", "push it",
               "push through", "dig deep", "feel the burn", "go hard")
# How it is done, said as a trainer's cue ("Nice and controlled on the way back."): a cue, one
# word of manner, and the leg it is said of.
MANNER_CUES = ("nice and", "slow and", "easy and", "smooth and", "steady and", "calm and",
               "nice, slow and", "nice and easy and")
MANNER_LEGS = ("on the way back", "on the way there", "on the way out", "on the way in",
               "on the way", "all the way", "the whole way", "coming back", "going out")
# A role of keeping the player safe ("Be my shield!"), said beside an order to guard or protect,
# which that order is: left out there; alone or beside another, as typed.
ROLE_OPENS = ("be my", "you're my", "you are my", "you'll be my", "you will be my")
PROTECTOR_ROLES = ("shield", "human shield", "meat shield", "bodyguard", "guardian",
                   "protector", "wall", "rock", "backup", "wingman", "sentry", "sentinel",
                   "escort", "guard", "defender", "tank")
# A danger remarked as the reason for keeping away ("It's far too dangerous up close!"): how much
# it is, and where, after a remark's opening; a word of danger between.
DANGER_HOW = ("far too", "way too", "much too", "too", "so", "very", "really", "pretty",
              "rather", "quite", "just")
DANGER_WORDS = ("dangerous", "risky", "deadly", "unsafe", "scary", "perilous", "hazardous",
                "nasty", "lethal")
DANGER_WHERE = ("up close", "close up", "near it", "near them", "over there", "out there",
                "near that thing", "around it")
# How a thing of the game is found, said of it ("That gorgon is most disagreeable."): a
# pointing word, the thing, a verb of being, then words of English naming nothing of the game.
OPINION_POINTS = ("that", "the", "this", "those", "these")
OPINION_IS = ("is", "are", "looks", "look", "seems", "seem", "is being", "smells")
# How much, before how it is found ("most disagreeable", "frightfully rude"): no limit there.
OPINION_HOW = ("most", "very", "rather", "quite", "so", "really", "terribly", "awfully",
               "frightfully", "utterly", "simply", "positively", "pretty", "a bit", "a little",
               "kind of", "kinda", "thoroughly", "truly", "dreadfully", "exceedingly")
# What the player needs a thing for, said as a reason beside a question or an order ("I need a
# grid reference for the paperwork."): who needs, then "a" or "an" and words naming nothing of
# the game.
NEEDED_FOR = ("i need", "i'll need", "we need", "we'll need", "i want", "i require")
NEEDED_WHAT = ("a", "an", "some")
# A thing said to wait for the player ("The blade of justice awaits."): how a hero's order is
# set, left out where another sentence names that kind again.
AWAITS = ("awaits", "awaits us", "awaits you", "beckons", "calls", "is waiting", "waits",
          "is calling", "calls to us")
# The player saying they will take a walk ("I intend to take a stroll.", "I'm going for a
# jog."): what the player does, which no order of the companion's changes; who says it, how, and
# the walk.
OUTING_OPENS = ("i intend to", "i'm going to", "i am going to", "i'm about to", "i am about to",
                "i'll", "i will", "i shall", "i'm off to", "i am off to", "i'm going", "i am going",
                "i'm off", "i am off", "i fancy", "i feel like", "i think i'll", "let's")
OUTING_HOW = ("take", "have", "go for", "going for", "for", "on", "go on")
OUTINGS = ("stroll", "walk", "jog", "run", "wander", "hike", "amble", "constitutional", "saunter",
           "ramble", "turn about the grounds", "turn around the grounds")
OUTING_SIZES = ("little", "quick", "short", "brisk", "long", "gentle", "leisurely", "morning",
                "evening", "afternoon")
# Bounds of a distance said again after it, as a sentence of their own ("Keep two or three tiles
# off me. Not too close and not too far."): left out beside a sentence that names a number.
BOUNDS_SAID_AGAIN = ("not too close and not too far", "not too close, not too far",
                     "not too far and not too close", "not too far, not too close",
                     "not too near and not too far", "neither too close nor too far",
                     "not too close and not too far away", "not too close or too far",
                     "not too far or too close")
# A monster called by name before an order ("Gorgon, fetch the bow."): ``monster_called``'s
# words, the monster said back.
MONSTER_CALLED = "I'm your companion, not the {0}: give me the order without calling me that"
# The player named by their own name ("bring Sam the bow", "stand between Sam and the gorgon",
# "Sam wants to know"): the only one in the game besides the companion, so "me" (named_player).
# The words a name of the player follows ...
NAMED_PARTY_LEADS = ("to", "for", "next to", "beside", "near", "by", "with", "behind", "towards",
                     "toward", "between", "from", "follow", "protect", "guard", "defend",
                     "shield", "cover", "help", "join", "meet", "reach", "find", "bring",
                     "give", "hand", "fetch", "get", "back to", "of", "on", "around", "and",
                     "near to", "close to", "away from")
# ... and what they do, said of them: as the player's own ("Sam wants": I want).
# ... never after a word that makes it a thing or a title ("the Sam", "His Majesty's").
NAMED_NOT_AFTER = ("the", "a", "an", "my", "your", "his", "her", "our", "their", "this", "that",
                   "its")
NAMED_PARTY_DOES = {"wants": "I want", "needs": "I need", "says": "I say", "is": "I am",
                    "has": "I have", "would like": "I would like", "will": "I will"}
# What may open a sentence before the companion's own name ("ok Pip, ...", "hey Pip!").
NAMED_CALL_LEADS = ("ok", "okay", "hey", "oi", "so", "right", "now")
