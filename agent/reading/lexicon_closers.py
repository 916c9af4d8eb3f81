"""The parts of the lexicon's classes that the ends and starts of an order take: the closers
each phrasing lets an order end with, beside ``lexicon.CLOSERS`` (a duty's, a walk's, a
repetition's, a condition's, an order to say something's), the filler an order may open or end
with and mean nothing by, and where a thing gone to is left. Part of the lexicon, as
``agent.reading.lexicon_parts`` is: a pattern elsewhere names a part (``lx.alt(lcl.DUTY_TAIL)``)
instead of retyping its words.
"""

from __future__ import annotations

from agent.reading import lexicon as lx, lexicon_idioms as li

# The closers each phrasing lets an order end with, beside lexicon.CLOSERS: a duty's ("guard
# the sword for a while"), a walk's, a condition's, an order to say something's ('say "hi" out
# loud'), and what the tidying of filler takes off the end (an order's alone, "right away!", is
# ``lexicon_parts.CLOSERS_ALONE``).
# How long a duty lasts, said right after it and before more of it ("follow me the whole way,
# never more than two tiles off"): as long as any duty does, until the next order.
DUTY_HOW_LONG = ("the whole way", "the entire way", "all the way", "the whole time",
                 "the entire time", "the whole while", "the whole round", "all along")
# How long a lasting duty goes on, said as always: what it does anyway, until the next order
# ("follow me at all times", "keep 5 tiles from me for the rest of the game").
ALWAYS = ("at all times", "all the time",
          *(f"for the rest of {the} {span}" for the in ("the", "this", "our")
            for span in ("game", "level", "run", "session", "match", "day", "trip",
                         "journey", "expedition", "mission", "climb", "way")))
# A distance or a place kept as it is said, after its amount ("More than four steps off, and keep it
# that way"): what a kept distance does anyway (amount_after).
KEPT_SO = tuple(f"{a}{keep} {it} that way" for a in ("", "and ") for keep in ("keep", "stay")
                for it in ("it", "things"))
# The player saying otherwise, in any words ("until I say stop", "until I tire of it", "till I blow
# the whistle"): every order lasts until the next one anyway (stopping.UNTIL_TOLD), so a duty
# said to last so long is that duty.
TOLD_OTHERWISE = (
    *(f"i {say}{what}" for say in ("say", "tell you") for what in (
        "", " so", " stop", " otherwise", " to stop", " different")),
    "you are told otherwise", "you're told otherwise", "told otherwise", "i call you", "i need you",
    "you call me", "you need me", "further notice", "i change my mind",
    *(f"i {get} {which} order" for get in ("give you", "have") for which in ("another", "a new")),
    # a player who will tire of it, a coach's whistle, a dispatcher's
    "i tire of it", "i get bored", "i am bored", "i'm bored", "i blow the whistle",
    "i call you off", "i call you back", "i say when", "dispatch says otherwise")
UNTIL_I_SAY = tuple(f"{until} {when}" for until in ("until", "till", "til", "'til")
                    for when in TOLD_OTHERWISE)
DUTY_TAIL = ("now", "for me", "for a while", "for a bit", *UNTIL_I_SAY, *ALWAYS,
             "at once", "while i walk", "while i walk around", "as i walk", "as i walk around",
             "while i move", "as i move", "while i move around", "wherever i go", "as i go",
             "not closer", "no closer", "not nearer", "no nearer", "no further", "not further",
             "no farther", "not farther", "keeping watch", "keeping an eye out", "on guard",
             "do not move", "do not budge", "do not go anywhere",
             # how long, said as without end: what a duty does anyway, until the next order
             "continuously", "continually", "nonstop", "non-stop", "without stopping",
             "without a break", "indefinitely", "over and over", "again and again",
             "without cease", "without ceasing", "ceaselessly", "unceasingly",
             "round the clock", "around the clock",
             # a patrol's way, said as a likeness ("pace up and down this corridor as a sentry
             # would, end to end"): what a patrol does anyway
             "end to end", "from end to end", "as a sentry would", "like a sentry",
             "as a guard would", "like a guard", "like a guard on duty", "a bit like a guard",
             "a bit like a guard on duty", *li.PATROL_LIKE, *lx.CLOSERS,
             # a pick said open ("between me and the closest villain, whatever it may be")
             "whatever it may be", "whatever it is", "whichever it is", "whichever it may be",
             "whatever kind it is", "whichever one it is")
# A way over said before the errand it is the way to ("wander over and pick up the bow", "go off
# and explore"): no step of its own, as "go" is none in "go and get the sword".
GOING_OVER = tuple(f"{verb} {way} and" for verb in ("go", "head", "wander", "walk", "run", "pop",
                                                  "nip", "hop", "stroll", "go on",
                                                  *li.DRIFTING)
                   for way in ("over", "off")) + tuple(
    # "nip down and grab the closest arrow": a quick going, no way walked
    f"{verb} {way} and" for verb in ("nip", "pop", "hop") for way in ("down", "up", "out", "round",
                                                                     "across"))
# A call-centre script's words before the order it reads out, and after it, which ask nothing
# more ("I'll need you to ...", "..., is that okay?", "... for the duration of this call").
CALL_LEADS = (*(f"{who} {ask} you to" for who in ("i'll", "i will", "i'm going to", "i am going to")
                for ask in ("need", "ask", "get")),
              *(f"{who} have you" for who in ("i'll", "i will", "i'm going to", "i am going to")),
              "could i get you to", "can i get you to", "could i ask you to", "can i ask you to",
              *(f"for {why}" for why in ("verification purposes", "security purposes",
                                         "safety reasons", "security reasons", "your safety",
                                         "your protection", "your protection and mine",
                                         "quality purposes", "training purposes")),
              "today")
# What a script thanks the player for, which asks nothing ("Thank you for holding!"), and what
# it opens a remark with ("Per our records the sword is still out there").
CALL_THANKED_FOR = ("holding", "waiting", "your patience", "calling", "holding the line",
                    "your call", "bearing with me", "bearing with us")
CALL_RECORDS = ("per our records", "as per our records", "according to our records",
                "per my records", "according to my records", "per the records")
CALL_CLOSERS = ("for our records", "for the records", "for the duration of this call",
                "for the duration of the call", "is that okay", "is that ok", "is that alright",
                "is that all right", "if that is okay", "if that is alright")
# Where the companion stands, which every walk and errand starts from anyway ("from where you're
# standing, four steps to the right", "six steps east from where you stand").
FROM_WHERE_YOU_ARE = ("from where you are standing", "from where you stand",
                      "from where you are", "from where you are now", "from where you're standing",
                      "from where you're at", "from where you are at", "from your spot",
                      "from your position")
# ... and after a walk, which starts there too ("six steps east from where you stand now").
WALKED_FROM = ("from here", "from where you stand now", "from your current position",
               *FROM_WHERE_YOU_ARE)
# How much the player hopes the companion would not mind ("would you mind terribly ...").
MINDED = ("terribly", "awfully", "at all", "very much", "too much", "so much")
# A word of contrast at the end of what was said, which asks nothing ("keep it, though").
CONTRAST_AFTER = ("though", "all the same")
# Asking that it be no trouble, before an order or after it ("..., if you don't mind").
IF_NO_TROUBLE = ("if you do not mind", "if you don't mind", "if you would not mind",
                 "if it is no trouble", "if it is not too much trouble")
# What an order may open with and mean nothing by (text.FILLER_START): a word alone, asking
# when it suits ("whenever you get a chance, ..."), whom it is said to, a word of hurrying.
FILLER_START = ("please", "pls", "kindly", "ok", "okay", "hey", "yo", "oi", "now", "also", "so",
                "and", "but", "well", "alright", "right", "first things first", "first",
                "firstly", "first of all", "possibly", "perhaps", "maybe", "actually", "erm",
                "be so good as to", "be so kind as to", "be good enough to", "be kind enough to",
                *IF_NO_TROUBLE, "if you would not mind terribly", "if you would be so kind",
                "if you would be so good", "if you would be a dear", *GOING_OVER, *li.AT_IT,
                # a very polite player's hedges ("If it isn't too much of an imposition, ...")
                "if it is not too much of an imposition", "if it is not too much bother",
                "if it is no bother", "if it is all the same to you", "sorry to be a bother but",
                "sorry to bother you but", "might i trouble you to", "could i trouble you to",
                "would you be terribly kind and", "would you be so kind and",
                # a word of care ("carefully bring me the bow"): every errand walks round the
                # monsters anyway
                "carefully", "very carefully", "cautiously", "safely",
                # a coach's turn after praise ("Okay, this time bring me the nearest arrow.")
                "this time", "next up",
                # a bored teenager's shrug before the order ("idk just wander around")
                "idk", "dunno", "i dunno",
                # where the companion stands, which every walk and errand starts from anyway
                # ("from where you're standing, four steps to the right")
                *FROM_WHERE_YOU_ARE,
                # an Irish player's spur ("go on and fetch the bow"): no step of its own
                "go on and",
                # a call-centre script's leads ("Could I get you to head over to ...", "For
                # verification purposes, please take six steps to your right")
                *CALL_LEADS)
# A verb said with weight ("do fetch the bow", "do see off that bat"): the order alone, before
# a verb of an order (text.FILLER_START; "do the rounds", "do not go" are not it).
EMPHATIC = ("do",)
WHEN_YOU_CAN = tuple(f"{when} you {can}" for when in ("when", "whenever")
                     for can in ("can", "get a chance", "have a sec", "have a second",
                                 "have a moment"))
FILLER_ADDRESS = ("companion", *lx.ADDRESS, "ai")
COME_ON = ("come on", "alright then")
WALK_CLOSERS = ("please", "thanks", "thank you", "now", "right away", "quickly", "asap", "buddy",
                "for me",
                # "take five steps downwards, counting each one": how, which changes no step
                "counting each one", "counting each step", "counting them", "counting as you go",
                "counting each of them", "counting your steps",
                # the count is what is walked anyway ("walk 4 steps to the left only")
                "only", "exactly", "precisely", "no more no less", "no more and no less")
# What may close a way said alone after a joiner ("go left then right now", "go up then down
# quickly"): a walk's closers and the words of doing it at once, which change no step.
WAY_AFTER_CLOSERS = (*WALK_CLOSERS, "right now", "immediately", "at once", "straight away")
REPEAT_CLOSERS = (*lx.CLOSERS, "now", "for me",
                  # "wait for four turns without moving": what a wait is
                  "without moving", "without moving at all", "without budging", "standing still",
                  "where you are", "right where you are",
                  # "wait 3 turns to be sure it is quiet": why one waits, which changes no wait
                  "to be safe", "just to be safe", "to be on the safe side", "just in case",
                  "to be sure", "to be sure it is quiet", "to be sure it is safe",
                  "to make sure it is quiet", "to make sure it is safe",
                  "to be sure it's quiet", "to be sure it's safe", "to make sure it's quiet",
                  "to make sure it's safe",
                  # "pick up an arrow three times, one after another": how, which changes nothing
                  "one after another", "one after the other", "one by one", "one at a time")
# "Go to the bow and come back. Leave the bow where it lies.": where a thing gone to is left,
# which a step that takes nothing leaves it anyway.
LEFT_WHERE = ("where it lies", "where it is", "where they lie", "where they are", "on the ground",
              "on the floor", "there", "right there", "alone", "be", "in place", "untouched",
              "where you found it", "where it was")
SAY_CLOSERS = (*lx.CLOSERS, "now", "to me", "out loud", "aloud")
# The answer a question just asked is wanted as, said after it ("Shout out its row and column.",
# "Give me the number of tiles.": talk.ASKED_FOR): how it is given, and what.
ANSWER_GIVEN = ("tell", "give", "shout out", "call out", "read out")
ANSWER_ASKED = ("row and column", "number", "number of tiles", "total", "answer")
# What opens an order before its first step said as a gerund ("start by picking up two arrows",
# "begin by getting the bow, then come back"): the step is the verb (text.strip_filler).
START_BY = ("start by", "begin by", "start off by", "kick off by", "begin with", "start with",
            "start out by", "you can start by", "you could start by", "first off, start by")
FILLER_END = ("please", "thanks", "thank you", "too", "as well", "right away", "asap",
              "if you can", "if you could", "if possible", "if i may ask", "if i might ask",
              "if you please",
              # the player unsure of what they ask ("otherwise the sword I guess")
              "i guess", "i suppose", "i reckon",
              # a role-player's hurry ("Fetch me yon blade, and be quick about it")
              "and be quick about it", "be quick about it", "and be quick", "and make haste",
              "make haste", "with haste", "with all haste", "posthaste", *li.HURRY, *CALL_CLOSERS,
              # the order the steps were said in, which they are done in ("fetch the bow, then
              # the arrow, in that order")
              "in that order", "in this order", "in that exact order", "in exactly that order")
# Said after a duty that moves on its own, asking it to go on, which it does until the next order
# ("walk back and forth between ..., keep going", "patrol between the bow and me, keep at it").
KEPT_ON = ("keep going", "keep it up", "keep at it", "carry on", "keep on", "don't stop",
           "do not stop", "keep moving",
           # a min-maxer's "Patrol r8 c9 <-> r8 c15. Repeat until I say stop."
           "repeat", "repeat it", "repeat that", "keep repeating", "loop", "loop it", "on loop",
           "on repeat")
# What marks a sentence as an aside beside the order, before or after it ("ps it's just down
# there below you", "that's the long hallway on the left btw"): one that asks nothing is no step
# (musings.py).
ASIDE_MARKS = ("ps", "p.s.", "p.s", "pps", "btw", "by the way", "fyi", "just so you know",
               "for your information")
# How a message is signed off before the player's own name, as its last sentence or line ("Love,
# Nana", "Cheers, Sam x", "Kind regards, Margaret"): no order (``set_off.signed_off``).
SIGN_OFFS = ("love", "lots of love", "all my love", "much love", "with love", "regards",
             "kind regards", "best regards", "warm regards", "best", "best wishes", "all the best",
             "cheers", "thanks", "thank you", "many thanks", "ta", "yours", "yours truly",
             "yours sincerely", "sincerely", "take care", "hugs", "xoxo", "xo")
# What the player calls themselves after a sign-off ("your old Nana", "your loving gran").
SIGNED_AS = ("your", "your old", "your dear", "your loving", "your favourite", "your favorite")
# A choice left to the companion, said beside the order ("Your call.", "up to you", "I don't mind
# where", "whichever way you like", "A rough guess is fine."): no step; what the order leaves
# open the companion picks anyway (choices_left).
LEFT_TO_YOU = ("your call", "your choice", "your decision", "you decide", "you choose",
               "dealer's choice", "surprise me",
               "i don't mind", "i dont mind", "don't mind", "doesn't matter", "it doesn't matter",
               "no pressure", "a rough guess is fine", "a guess is fine",
               "roughly is fine", "a ballpark is fine", "ballpark is fine")
# How it is said to be the companion's to choose: "it's your call", "entirely up to you".
LEFT_LEADS = ("it's", "its", "it is", "that's", "totally", "entirely", "all", "completely")
# What is left open after "I don't mind" or "doesn't matter" ("I don't mind where").
LEFT_OPEN = ("where", "which", "how", "which one", "which way", "when", "what order")
# Whichever place, way or end the companion likes ("wherever you like", "whichever way you
# like", "at whatever distance feels right").
LEFT_WHICH = ("whichever", "wherever", "however", "whatever", "anywhere", "any way")
LEFT_LIKED = ("you like", "you want", "you prefer", "you fancy", "you please", "you choose",
              "feels right", "you think is best", "you think is quickest",
              "you think is easiest", "suits you")
# A lead of politeness or hurry alone before "and" and a step, after a joiner: how it is asked,
# no step ("..., and then go ahead and pick up the arrow", "then be a dear and come back").
LEADS_AND = ("go ahead", "just go ahead", "be a dear", "hurry up", "go on", "try")
# A choice left said in common words only, looked for whole ("up to you", "you pick").
LEFT_TO_YOU_COMMON = ("up to you", "your pick", "you pick", "either way", "either is fine",
                      "either one is fine", "any is fine", "any one is fine")
# What may open a piece that leaves the place or end to the companion ("Start at whichever end
# you like", "Stand anywhere you like").
LEFT_WHICH_LEADS = ("start", "begin", "end", "stand", "stay", "at", "by", "in", "from")
# A spot the companion picks where the order names the place ("Pick any spot you like between me
# and the bat, and stand there", "stand anywhere near the bow"): the place, stood at.
SPOT_PICKED = ("pick", "find", "choose", "get yourself")
SPOTS = ("spot", "place", "tile", "square", "position", "space")
SPOT_AS_SAID = ("there", "on it", "in it", "at it")
# A piece that only says again what the order beside it says ("dont move. like at all.", "how
# many monsters are there. total", "come here. next to me i mean"): left out (said_again).
SAID_AGAIN_OF_STAYING = ("at all", "like at all", "not even a bit", "not an inch",
                         "not a single step", "not one step")
SAID_AGAIN_OF_COUNTING = ("total", "in total", "altogether", "all together", "overall",
                          "all in all", "all of them", "in all")
SAID_AGAIN_OF_COMING = ("next to me", "beside me", "by me", "by my side", "right next to me")
SAID_AGAIN_MEANT = ("i mean", "i meant")
# The player's room said before the distance kept from them ("You're crowding me. Give me some
# room, at least 3 tiles.", "Don't stay so near to me. Stay 4 tiles away from me.").
SAID_AGAIN_OF_ROOM = ("you're crowding me", "you are crowding me", "youre crowding me",
                      "stop crowding me", "quit crowding me", "you're too close",
                      "you are too close", "youre too close", "you're way too close",
                      *(f"{dont} {be} so {near} {to}me"
                        for dont in ("don't", "dont", "do not", "not")
                        for be in ("stay", "stand", "be", "get") for near in ("near", "close")
                        for to in ("", "to ")))
SAID_AGAIN_ROOM_KEPT = ("give me some room", "give me some space", "give me room",
                        "give me space", "stay", "keep", "remain", "back off", "move away")
# What standing between the player and a monster is for, said after it ("stay between me and
# the gorgon to protect me"): what it does anyway.
SAID_AGAIN_SHIELDED = ("to protect me", "to keep me safe", "for protect me", "to guard me",
                       "to shield me", "so i'm safe", "so that i'm safe", "so i am safe",
                       "so i stay safe", "for my safety", "for my protection", "to cover me")
SAID_AGAIN_COMING_BEFORE = ("come here", "come over here", "come back", "over here",
                            "get over here", "come to me")
