"""The parts of the lexicon's classes that a phrasing takes, where it takes only some of a
class on purpose: "what kills a gorgon?" asks with five attack verbs, not all fifty. Part of the
lexicon (``agent.reading.lexicon`` holds the classes whole): a pattern elsewhere names a part
(``lx.alt(lp.ASK_FIGHT)``) instead of retyping its words, and a word moves here, never into a
pattern.
"""

from __future__ import annotations

from agent.reading import lexicon as lx, lexicon_idioms as li, lexicon_show as lsh, meaning as m

# The fetch verbs said most, which open phrasings of their own ("get an arrow for each bat").
FETCH_PLAIN = ("get", "grab", "fetch", "pick up", "collect", "gather", "take")
# The bring verbs that are a fetch verb and "me" ("get me the bow" brings it).
FETCH_ME = tuple(v for v in lx.BRING_VERBS if v.endswith(" me") and v[:-3] in lx.FETCH_VERBS)
# A fight's own end, said of the monster it fights with a pronoun ("attack the gorgon until it
# dies", "shoot the bats till they are gone"): the fight ends so anyway (fight_ends.py).
FOUGHT_AGAIN = ("it", "they", "them", "he", "she", "the thing", "the beast", "the monster",
                "the creature", "the fiend", "that thing", "that one")
FIGHT_OVER = ("dies", "die", "has died", "have died", "drops dead", "drop dead", "drops", "drop",
              "falls", "fall", "goes down", "go down", "stops moving", "stop moving",
              *(f"{be} {over}" for be in ("is", "are", "has been", "have been", "is all",
                                          "are all")
                for over in ("dead", "gone", "defeated", "killed", "slain", "no more",
                             "destroyed", "down", "finished", "done for", "dealt with")))
# After a verb of carrying (lexicon.CARRY_VERBS), the words that say where to: to the player
# ("carry the bow over here" brings it, as "carry the bow" alone has the companion carry it).
CARRIED_HERE = ("over here", "here", "over")
# Verbs that take a thing, so "it" after them is one ("bring it to me", not "hightail it back").
THING_VERBS = ("get", "grab", "pick", "take", "collect", "fetch", "gather", "bring", "hand",
               "give", "deliver", "pass", "carry", "kill", "attack", "shoot", "slay", "fight",
               "defeat", "hunt", "destroy", "finish", "find", "retrieve", "nab", "snag", "guard",
               *li.RETURNING)
# Verbs right before "it" anywhere in an order's words ("come back and give it to me").
IT_VERBS = ("give", "hand", "bring", "pass", "deliver", "carry", "take", "get", "grab", "fetch",
            "pick", "collect", "kill", "attack", "shoot", "slay", "fight", "defeat", "finish",
            *li.RETURNING)
# Verbs that open a step right after an item, in words run together ("get sword kill gorgon").
STEP_VERBS = ("get", "grab", "fetch", "pick up", "take", "bring", "collect", "follow", "stay",
              "explore", "guard", "kill", "attack", "shoot", "fight")
# Past forms after "once you've ..." read as orders again: the verb they are a form of.
PAST_FORMS = {
    "got": "get", "gotten": "get", "grabbed": "grab", "picked": "pick", "taken": "take",
    "took": "take", "fetched": "fetch", "collected": "collect", "killed": "kill", "shot": "shoot",
    "slain": "slay", "brought": "bring", "found": "find", "gathered": "gather", "come": "come",
    "defeated": "defeat", "attacked": "attack", "explored": "explore", "finished": "finish",
    "destroyed": "destroy", "retrieved": "retrieve", "wiped": "wipe", "cleared": "clear",
    "returned": "return", "gone": "go", "went": "go", "walked": "walk", "reached": "reach"}
# "come back to stand at my side": being at the player's side, which coming back is.
AT_MY_SIDE_TO = ("stand", "stay", "be", "wait", "remain")
# A thing taken, in a wish not to ("go to the sword but don't take it"), each with its gerund.
TAKE_VERBS = ("take", "pick", "grab", "touch", "get", "picking", "taking", "grabbing", "touching")
# Taking a thing, said of what not to do to it ("go next to the sword, but do not collect it",
# "stand beside the bow but don't lift it", "do not disturb it").
NOT_TAKEN_VERBS = (*TAKE_VERBS, "collect", "lift", "disturb", "remove", "pocket", "nab", "snag",
                   "seize", "gather", "retrieve", "fetch", "nick", "steal", "pinch", "swipe")
# "get the bats!", "go get the gorgon": the fetch verbs that, said of foes, are a fight.
FOE_GETTING = ("get", "go get", "go grab", "take")
# The attack verbs a question of how to win asks with ("how do I kill a bat?", "can you beat
# the gorgon with the sword?"); what it needs or takes to win names fewer ("what do I need to
# beat a bat?", "what does it take to kill the gorgon?").
ASK_FIGHT = ("kill", "beat", "defeat", "fight", "slay", "bring down")
NEED_TO_FIGHT = ("beat", "kill", "defeat", "fight")
TAKES_TO_FIGHT = ("beat", "kill", "defeat", "bring down")
# "what kills a gorgon?", "what beats bats?": the verbs that ask what defeats a kind.
WHAT_DEFEATS = ("kill", "kills", "defeat", "defeats", "beat", "beats", "fell", "fells", "slay",
                "slays", "strike down", "strikes down", "take down", "takes down", "bring down",
                "brings down")
# "should I fight the gorgon?": whether to take it on.
SHOULD_FIGHT = ("fight", "attack", "kill", "take on")
# A monster defeated ("how many bats have you killed?", "are the bats dead or slain?"), in the
# verb and its past forms, and what a question of who did it asks with ("did you kill one?").
DEFEATING = ("kill", "defeat", "slay", "beat", "destroy", "take out", "finish off", "take down",
             "knock out")
DEFEATED = ("killed", "defeated", "slain", "slew", "beaten", "beat", "destroyed", "taken out",
            "finished off", "taken down", "knocked out",
            # a call-centre script's and a protocol's ("how many monsters have been resolved so
            # far?"), as their "resolve" and "terminate" are a fight (lexicon_idioms.ATTACK)
            "resolved", "terminated", "neutralised", "neutralized")
WHO_DEFEATED = ("killed", "kill", "defeated", "defeat", "slain", "slay", "shot", "shoot",
                "beaten", "beat")
WHO_HAS_DEFEATED = ("killed", "defeated", "slain")
# Who did the defeating, said before the verb ("how many bats have you killed?", "did I kill a
# bat?", "we have killed 2 bats"): one of us alone, or the two of us together (anyone).
DEFEATERS = {"you": m.COMPANION, "i": m.PLAYER, "the player": m.PLAYER, "we": m.ANYONE,
             "you and i": m.ANYONE, "you and me": m.ANYONE, "the two of us": m.ANYONE,
             "both of us": m.ANYONE}
# Counts of two or more kinds said to be added ("count the monsters and the items, and add them
# up"): their sum.
ADDED_UP = ("add them up", "add them together", "add those up", "add it all up", "add both up",
            "add the two up", "add up", "sum them up", "sum them", "total them", "the total",
            "in total", "altogether", "all together", "in all", "combined", "put together")
# How a question is to be answered, said beside it ("answer yes or no", "reply with yes or no").
ANSWER_WITH = ("answer", "say", "reply")
# Done by one of us and still a count of what there is ("how many bats have you seen?").
COUNTED_BY = ("got", "seen", "spotted", "found", "counted", "noticed", "still", "left", "to")
# Any monster at all, as a question of who defeated what names it ("have you killed anything?").
ANY_FOE = ("anything", "something", "any monsters", "any monster", "a monster", "any", "one",
           "any of them", "some monsters")
# When, after a count of the defeated: so far ("have you killed anything yet?", "... tonight?").
SO_FAR = ("yet", "so far", "already", "by now", "until now", "up to now", "at all", "in total",
          "altogether", *(f"{s}{w}" for s in ("", "so far ") for w in lsh.WHEN_PLAYED))
# "how many bats would be left?", "... still lying there", "the living bats": what is left.
LEFT_AFTER = ("left", "left over", "remaining", "remain", "lying there", "there", "around", "alive")
LIVING = ("living", "live", "surviving", "remaining")
# "what bats are there to kill?", "which items are left to pick up?": what remains to do.
LEFT_TO = ("pick up", "collect", "get", "kill", "fight")
# "kill any bat that comes close": the attack verbs of a fight against whichever comes.
FIGHT_WHICHEVER = ("kill", "attack", "shoot", "fight", "slay", "take out", "deal with",
                   "get rid of")
# "keep shooting": a fight said with no monster, the verb alone or its gerund.
BARE_FIGHT = ("shoot", "shooting", "fight", "fighting", "attack", "attacking", "kill", "killing")
# "get ready to fight the bats", "use the sword to kill the gorgon": the fight an errand arms
# for; "kill everyone": every monster.
ARM_TO = ("fight", "kill", "beat", "defeat", "attack", "shoot")
KILL_EVERYONE = ("kill", "defeat", "slay")
# "if a bat attacks you": what a monster does to a party, in each form.
MONSTER_ATTACKS = ("attacks", "attack", "hits", "hit", "bites", "bite", "fights", "fight",
                   "jumps", "jump", "jumps on", "jump on", "goes for", "go for", "comes at",
                   "come at", "comes for", "come for")
# "you start losing health", "if you get hit": health dropping from now, watched as being hurt.
LOSING_HEALTH = (
    "start losing health", "starts losing health", "start to lose health", "starts to lose health",
    "begin losing health", "begins losing health", "lose health", "loses health",
    "are losing health", "is losing health", "am losing health", "losing health", "take damage",
    "takes damage", "are taking damage", "is taking damage", "start taking damage",
    "starts taking damage", "get hit", "gets hit", "are hit", "is hit", "get attacked",
    "gets attacked", "are attacked", "is attacked", "are being attacked", "is being attacked",
    "come under attack", "comes under attack", "are under attack", "is under attack")
# The health words a question of health names, all but "life" ("how's life?" asks no health).
HEALTH_NAMED = tuple(w for w in lx.HEALTH_WORDS if w != "life")
# Health given away, all or a share or an amount of it ("give me two of your health points",
# "give me all your health", "spare me half of your hp"): no question of how healthy the companion
# is, and nothing the game can do (health is lost only to monsters). Who is asked to give, and how
# much.
HEALTH_GIVEN = ("give", "donate", "transfer", "lend", "spare", "share", "pass", "send",
                "hand over", "hand")
HEALTH_AMOUNTS = ("some", "some of", "a few", "a bit", "a bit of", "any", "all", "all of", "half",
                  "half of", "a little", "a little of", "part of", "a share of", "more", "one",
                  "a couple")
# "if you are hurt": a party's health below its start.
HURT = ("hurt", "wounded", "injured", "damaged", "harmed", "hit")
# How a party feels ("are you badly hurt?", "if you are healthy"): at low health, at full.
FELT_LOW = ("badly hurt", "badly wounded", "badly injured", "low on health", "nearly dead",
            "almost dead", "dying", "weak", "in danger", "low on hp", "low hp", "on low health",
            "on low hp", "low health")
FELT_WELL = ("at full health", "fully healthy", "healthy", "unhurt", "unharmed", "fine", "ok",
             "okay", "alright", "all right", "in good shape", "well", "in one piece", "unscathed",
             "whole")
# How a health is said to be ("your health is low"): low, full.
HEALTH_LOW = ("low", "critical", "very low", "dangerously low", "running low", "running very low")
HEALTH_FULL = ("full", "at full", "at max", "at maximum", "maxed out", "high", "whole", "intact",
               "untouched", "topped up")
# "until I pick up an arrow": what a party comes to have, in each form, as having it.
COME_TO_HAVE = ("picks up", "pick up", "picked up", "gets", "get", "got", "grabs", "grab",
                "grabbed", "collects", "collect", "collected", "takes", "take", "took", "finds",
                "find", "found")
# "wait for me to come back": a wait until the player does it.
WAIT_FOR_ME = ("wait", "stay", "stay here", "wait here", "hold on", "hang on")

# -- things -------------------------------------------------------------------------------------

# The word said back for a kind that stands for many ("every item").
KIND_SAID = {m.ANY_ITEM: "item", m.ANY_MONSTER: "monster", m.ANYTHING: "thing"}
# Words for what "a weapon" is (errands: the sword or the bow, whichever is nearer).
WEAPON_WORDS = frozenset(("weapon", "weapons"))
# "everything", "all the stuff": every item.
MASS = ("everything", "stuff", "loot", "gear", "all", "anything")
# "go kill stuff": the words for anything at all, which in a fight are the monsters.
ANY_STUFF = ("stuff", "things", "everything", "anything", "something")
# "kill anything", "attack anyone": any monster, the only things a fight can be with; with
# "everything" and "everyone", whichever a condition names ("kill anything that comes close").
FIGHT_ANYONE = ("anything", "anyone", "anybody", "something", "someone", "whatever", "whoever")
ANYONE = (*FIGHT_ANYONE[:5], "everything", "everyone", *FIGHT_ANYONE[5:])
# "hand over all your items": the words after a hand-over that name what is handed, which is
# whatever the companion carries.
ALL_YOU_CARRY = ("all", "all of", "of", "your", "the", "items", "stuff", "things", "gear", "loot",
                 "inventory", "belongings", "weapons", "everything", "to me", "over", "you have",
                 "you carry", "you are carrying", "you have got", "you got", "got", "on you",
                 "you hold", "you are holding", "in your pockets", "in your pocket",
                 "on your person", "with you")
# What a party has, in words that name no kind: "I have nothing", "you have no weapon", "you
# are unarmed", "you have a weapon", "you have anything".
HAVE_NOTHING = ("nothing", "no items", "nothing at all", "no item")
HAVE_NO_WEAPON = ("no weapons", "no weapon", "no weapons at all")
UNARMED = ("unarmed", "without a weapon", "weaponless")
HAVE_A_WEAPON = ("a weapon", "any weapon", "any weapons", "weapons", "a weapon on you")
HAVE_ANYTHING = ("anything", "something", "any items", "an item", "items", "stuff")
# Words a question may name in place of a thing that are no stranger to the game ("how many
# items do you have?", "where is everyone?"): not said back as "I don't know what ... is".
NOT_THINGS = frozenset((
    "things", "thing", "items", "item", "stuff", "weapons", "weapon", "monsters", "monster",
    "enemies", "enemy", "foes", "creatures", "everything", "anything", "something", "nothing",
    "steps", "tiles", "turns", "times", "moves", "squares", "points", "more", "of", "you", "me",
    "i", "we", "it", "them", "us", "that", "this", "those", "these", "one", "ones", "each",
    "health", "hp", "lives", "life", "left", "there", "here", "everyone", "everybody", "player",
    "ai", "companion", "yourself", "myself", "loot", "gear", "ammo",
))
# Arming oneself, said whole: a weapon fetched, the nearer of the sword and the bow.
ARMING = ("arm yourself", "get armed", "gear up", "grab your weapon", "get your weapon",
          "prepare for battle", "prepare for a fight", "prepare for combat", "get ready for battle",
          "get ready for a fight", "get ready for combat", "get ready to fight", "prepare to fight",
          "find a weapon", "find yourself a weapon", "equip yourself")

# -- going and coming ---------------------------------------------------------------------------

# A step said as a bound ("six leaps to the right, then two bounds down"): a tile each, a unit
# of a walk beside "step" and "tile" (places.PIECES).
STRIDES = ("leap", "bound", "stride", "hop", "jump")

# "you've got the sword": the participles of PAST_FORMS that "you have" takes (not "took",
# "went").
PAST_ERRAND = tuple(w for w in PAST_FORMS if w not in ("took", "went"))
# The verbs of a walk ("go left 3 steps", "take 2 steps up": "take" is the walk's own).
MOVE_VERBS = ("go", "walk", "move", "head", "run", "step", "travel", "stroll", "wander", "hop",
              "scoot", "shuffle", "sprint", "dash", "march", "jog", "proceed", "hurry",
              "traverse", "descend", "ascend", *li.SWIMMING, "trek", "hike", "clamber",
              "make your way", "make", "get", "scurry", "scuttle", "relocate", "scamper", "trundle",
              # a radio voice's: "take position at the bottom left corner"
              "take position", "take up position", "take up a position", "find your way", *li.MOVE)
# Coming a counted way, a walk and no coming back ("come two steps back west": places.ROWS).
COME_A_WAY = ("come", "come on")
# "let's go", "let's move out": with the player, who leads (clause.LETS_GO).
LETS = ("let's", "lets", "let us")
GET_GOING = ("go", "move", "roll", "move out", "get going", "head out", "get moving")
# "get out of my way", "step aside", "move to the side": off the player's path.
OUT_OF_THE_WAY = ("out of my way", "out of the way", "aside")
STEP_ASIDE = ("step", "move")
TO_THE_SIDE = ("to the side", "out of the way")
# "go away", "leave me alone", "give me some space": away from the player, a distance kept.
LEAVE_ME = ("go away", "leave me alone", "leave me be", "give me space", "give me some space",
            "give me room", "give me some room", "get lost", "shoo", "scram from me",
            "back off from me", *li.LEAVE_ME)
# "go left until you hit a wall": what the walk does at its end.
UNTIL_HIT = ("hit", "reach", "get to", "bump into", "run into", "come to")
# A party's coming, going and coming back, as conditions ("until I come back", "when the bat
# leaves", "once you reach me", "until I come").
LEAVES = ("leaves", "leave", "goes away", "go away", "moves away", "move away", "wanders off",
          "wander off", "walks away", "walk away", "has gone", "is gone", "has left",
          "moves off", "move off", "flies away", "fly away", "flies off", "fly off", "have left",
          # "even if I go off walking", "when I go for a walk": a walk away
          *(f"{go}{off}" for go in ("go", "goes", "walk", "walks", "head", "heads", "stroll",
                                    "strolls", "wander", "wanders")
            for off in (" off", " off walking", " off somewhere", " for a walk", " away")
            if f"{go}{off}" not in ("go away", "walk away")))
# Following the player to a place said after them ("follow me to the bow", "come with me to the
# corner", "walk with me over to the arrow"): the verbs before "me" (places' following rows).
FOLLOW_TO = ("follow", "come with", "come along with", "walk with", "go with", "tag along with",
             "accompany", "escort", "walk beside", "walk alongside", "come over with",
             "walk over with", "head over with", "come on over with", "run with", "head with")
REACHES = ("reach", "reaches", "get to", "gets to", "catch up with", "catches up with",
           "catch up", "catches up", "get next to", "gets next to", "arrive", "arrives",
           "come over to", "comes over to", "get there", "gets there", "arrive there",
           "arrives there", "get over there", "gets over there", "make it to", "get over to")
COMES_BACK = ("come back", "comes back", "get back", "gets back", "return", "returns",
              "am back", "is back", "are back", "come back here", "get back here", "head back")
YOU_GOT_THERE = ("get", "got", "arrive", "reach it")  # "once you get there": an errand's end
ARRIVES = ("come", "comes", "show up", "shows up", "turn up", "turns up", "get here",
           "gets here", "am here", "is here", "are here")
# A monster coming towards a party ("a bat is coming towards me", "the gorgon heads my way",
# "a bat approaches you", "you see a bat coming"), watched as ``meaning.Coming``: the verbs
# that take the way it comes after them ("towards me", "your way"); those of them that say it
# alone ("if a bat is coming": towards the companion); the verbs that take the party straight
# after them ("approaches you"); the participles after a monster seen ("you see a bat coming").
COMING = ("is coming", "are coming", "comes", "come", "is heading", "are heading", "heads", "head",
          "is moving", "are moving", "moves", "move", "is making its way", "makes its way",
          "is flying", "are flying", "flies", "fly", "is running", "are running", "runs", "run",
          "is walking", "walks", "is charging", "charges", "starts coming", "start coming",
          "starts heading", "start heading", "starts moving", "start moving", "starts to come",
          "start to come", "starts to head", "start to head", "starts to move", "begins coming",
          "begins heading", "begins to come", "begins to head")
COMING_ALONE = ("is coming", "are coming", "starts coming", "start coming", "begins coming",
                "is approaching", "are approaching", "starts approaching",
                "start approaching", "is closing in", "are closing in")
APPROACHES = ("approaches", "approach", "is approaching", "are approaching", "starts approaching",
              "start approaching", "starts to approach", "start to approach", "begins to approach",
              "nears", "is nearing", "closes in on", "is closing in on", "are closing in on",
              "is closing in", "are closing in")
SEEN_COMING = ("coming", "heading", "approaching", "moving", "flying", "running", "walking",
               "charging", "closing in", "making its way")
# The way it comes: "towards me", "at you" (a party after them), "my way", "this way"
# (whose way: "this" is the player's, who speaks).
TOWARDS = ("towards", "toward", "at", "in the direction of")
THIS_WAY = ("this way", "our way")

# The verbs of being (a condition's "is", "stays"), and of change: a condition that uses one
# is watched for, not decided once.
BE = ("is still", "are still", "is", "are", "am", "was", "were", "be", "remains", "remain",
      "stays", "stay")
BECOME = ("comes", "come", "gets", "get", "goes", "go", "drops", "drop", "falls", "fall",
          "becomes", "become", "moves", "move", "wanders", "wander", "walks", "walk",
          "approaches", "approach", "reaches", "reach", "sinks", "sink", "runs", "run",
          "steps", "step", "turns", "turn", "starts", "start", "strays", "stray")
# Straying from a post, in "don't stray more than 3 tiles" and "don't get closer than 2 tiles"
# ("never be more than 3 tiles from me": STRAY).
STRAY_FAR = ("stray", "go", "get", "wander", "move", "walk")
STRAY = ("get", "go", "come", "wander", "stray", "move", "be")
# Keeping away while doing something ("avoid the gorgon while fetching the bow").
AVOID_WHILE = ("avoid", "stay away from", "keep away from", "keep clear of", "steer clear of")
# "follow me at a distance": the verbs of following behind.
TRAIL = ("follow", "trail", "tail", "shadow", "come after")
# Where following, staying and exploring are: the player, or nowhere in particular ("explore
# the whole map", "stay right here").
ALL_AROUND = ("me", "us", "to me", "to us", "the player", "around", "the area", "here",
              "everywhere", "every room", "all of it", *lx.DUNGEON_WORDS,
              *(f"{whole}{w}" for whole in ("the ", "whole ", "entire ", "the whole ",
                                            "the entire ") for w in lx.DUNGEON_WORDS),
              "whole place", "the whole place", "there", "this spot", "this place", "right here",
              "for me")

# A correction, after which comes the order meant ("grab an arrow, no wait, grab the bow").
CORRECTION = ("no wait", "no, wait", "wait no", "wait, no", "no no", "actually", "i mean",
              "i meant", "on second thought", "correction", "make that", "change of plan",
              "change of plans", "scratch that", "sorry")
# What may follow the object of a verbless clause ("then an arrow too", "and the bow, please"),
# beside lexicon.CLOSERS: a joiner, a word of place, a relative.
AFTER_OBJECT = ("and", "too", "also", "as well", "from", "near", "on", "in", "at", "to", "for",
                "over", "by", "first", "that", "which", "now", *li.WAY_AT)

# -- closers ------------------------------------------------------------------------------------

# The closers an order said alone may end with ("right away!"); the closers of each phrasing
# are ``agent.reading.lexicon_closers``.
CLOSERS_ALONE = ("right away", "quickly", "asap", "now", "please", "thanks", "thank you",
                 "at once", "immediately", "straight away", "buddy", "pal", "mate",
                 # the order asked to be understood ("... Understand?"), said to be a duty
                 # ("Guard me. That's your job now."), agreed to ("yeah, that's it": li.AGREED)
                 "understand", "understood", "got it", "capisce", "you hear me",
                 "do you hear me", "do you understand", "is that clear", *li.AGREED,
                 # the order itself, to be done as said ("Walk five steps east. Make it so.")
                 "make it so", "so let it be", "so be it", "keep it that way", "hold that band",
                 *(f"{that} your job{now}" for that in ("that is", "that's", "thats")
                   for now in ("", " now")))

# -- remarks, wishes and what an errand's words end with ---------------------------------------

# How a remark opens ("a monster is coming", "I need the sword", "oh no"): an order opens with
# its verb instead.
# A party moving about ("while I walk around", "as you wander about"): no nearness, though
# "around" alone is near ("if I'm around", distances.near_words).
MOVING_ABOUT = ("walks", "walk", "moves", "move", "wanders", "wander", "runs", "run", "goes",
                "go", "roams", "roam", "strolls", "stroll")
ABOUT = ("around", "about", "round")
REMARK_START = frozenset((
    "a", "an", "the", "there", "it", "its", "i", "im", "we", "you", "this", "that", "these",
    "those", "oh", "wow", "ok", "okay", "hey", "man", "ugh", "hmm", "yes", "no", "yeah", "well",
    "so", "my", "your", "our", "he", "she", "they", "what", "how", "why", "where", "when",
    "one", "two", "three", "some", "any", "all", "every", "here", "now", "look", "watch",
    "careful", "uh", "um", "damn", "dang", "whoa", "alright", "right", "great", "nice", "good",
    "sorry", "please", "thanks", "is", "are", "am", "was", "were", "do", "does", "did", "can",
    "could", "will", "would", "should", "lol", "geez", "jeez", "yikes", "help", "quick", "let",
    "see", "remember", "notice",
))
# The verbs that make words after a comma a remark of their own ("get the bow, a bat is
# coming", "kill it, the sword is over there"), not a thing named on its own ("get the bow, the
# key": said back, never dropped): of being, having, can and will, coming and going, feeling.
REMARK_VERBS = frozenset((
    *(word for phrase in (*BE, *BECOME) for word in phrase.split()),
    "have", "has", "had", "got", "can", "cannot", "could", "will", "would", "might", "may",
    "must", "should", "need", "needs", "keep", "keeps", "do", "does", "did", "think", "know",
    "knows", "see", "sees", "saw", "look", "looks", "seem", "seems", "feel", "feels", "hate",
    "love", "want", "wants", "like", "likes", "hope", "guess", "bet", "said", "says", "hurts",
    "bites", "bit", "go", "went", "gone", "left", "win", "won", "lost", "lose", "die", "dies",
    "died",
))
# "can I have the sword?", "could we get the bow?": the player asking to be given it, not asking
# whether they have it ("do I have the sword?").
ASKING_FOR = ("can", "could")
ASKED_TO_HAVE = ("have", "get")
# "we need the bow": the player's side wanting it, which is getting it.
# Words of how between one of us and a wish, changing nothing of it ("I also need the sword",
# "we really need the bow", "I'd just like the bow").
WISHED_HOW = ("really", "also", "just", "still", "truly", "definitely")
WE_NEED = ("need", "want", "could use", "will need", "should get", "gotta get", "have to get",
           "must get")
# A count under another said as falling short of it ("how many arrows fall short of the bats?",
# "how far short of the bats do the arrows fall?"): the verbs before "short of", and after it.
FALLEN_SHORT = ("fall", "falls", "fell", "come", "comes", "came", "are", "is")
FALL_SHORT = ("fall", "come")
# "drop the sword": the game has no way to put an item down, so it is said back.
DROP_VERBS = ("drop", "put down", "put away", "throw away", "discard", "set down", "ditch",
              "dump", "unequip", "lay down", "toss away", "let go of")
# "clear the dungeon (of monsters)": every monster defeated.
CLEAR_VERBS = ("clear", "clean out", "clear out", "empty", "purge", "rid")
# "clear the dungeon of monsters", "rid the maze of bats": every one of them.
RID_OF = ("clear", "rid", "free", "empty", "purge", "cleanse")
# "throw the bow to me": bringing it, the only way a thing reaches the player.
THROW_VERBS = ("throw", "toss", "chuck", "lob")
# "get as many arrows as you can (find)": every one.
CAN_TAKE = ("find", "carry", "get")
# "win the game", "beat the level": what is won, which is every monster defeated ("finish the
# map" or "complete the maze" may ask for exploring, so not every word of lexicon.DUNGEON_WORDS).
WON = ("game", "level", "dungeon")
# Words before an errand's real verb: "go and get", "come and follow", "try to".
ERRAND_LEAD = ("go and", "go", "come and", "now go", "go ahead and", "try to", "try and", "quickly",
               "then", "please", "first", "also", "just", "immediately", "right now", "now")
# A verb of running alone before "and" and another errand's verb: how fast it is done, no
# flight ("run and grab the bow", "dash and get the sword"; "run away and ..." flees).
RUN_AND = ("run", "dash", "sprint", "rush", "race", "nip", "go run", "quickly run")
# A verb of coming that opens another errand's verb, as "go" does: "come get the sword", "come
# stand by me" (not "come back", "come find me", which are coming back).
COME_LEADS = ("come", "come over", "come on over", "come here", "come over here")
# Words after an errand's object that say whom it is for ("bring the bow back to me").
FOR_ME = ("for me", "to me", "back to me", "over to me", "for the player", "to the player",
          "to player", "for us", "to us", "back here", "to where i am", "to where i stand",
          "my way", "over here to me", "back", *(f"to the {spot} where i {am}" for spot in (
              "spot", "place", "tile") for am in ("am", "stand", "am standing")), *li.WAY)
# Words after an errand's object that change nothing ("get the bow over here, quickly").
ERRAND_TAIL = ("here", "over here", "over", "now", "too", "as well", "also", "please", "quickly",
               "together", "with me", "buddy", "pal", "mate", "friend",
               "from the ground", "off the ground", "off the floor", "from the floor",
               "with you", "on the ground", "on the floor", "if you can", "right away", "asap",
               "again", "up", "first", "for a bit", "for a while", "around", "there", "back",
               "immediately", *lx.IN_THE_DUNGEON, "you can find", "you see",
               "there is", "lying around", "right", "straight away", "at once",
               *li.ON_ARRIVAL,
               # where every one lies anyway ("every arrow that lieth upon the floor")
               *(f"{lying} {on} the {where}" for lying in (
                   "that lies", "that lie", "that is", "that are", "which lies", "which lie",
                   "which is", "which are", "lying") for on in ("on", "upon")
                 for where in ("floor", "ground")))
# After coming back or running away: where to, said of the player ("come back over here").
AWAY_TAIL = ("here", "back", "to me", "over here", "to the player", "now", "away")
# What holds what a party carries: "in your bag", "your hands are empty", "your stuff".
HELD_IN = ("bag", "pack", "hands", "possession")
# What the companion is told it carries, before the order that relies on it ("You are already
# holding the sword. Proceed to ...", "You're loaded up with the bow and an arrow. Knock out the
# nearest bat"): the verbs said after "you" (and "have" or "are"), and where it is said to be
# carried besides "in your bag" (HELD_IN).
CARRIED_VERBS = ("got", "have", "have got", "carrying", "holding", "wielding", "loaded up with",
                 "loaded with", "armed with", "equipped with", "packing",
                 "having")  # Indian English's "You are having the bow"
CARRIED_ON = ("on you", "with you", "about your person", "on your person", "about you",
              "on hand", "at hand", "in hand", "already")
# A premise asked to be confirmed ("u got da sword rite? go smash da gorgon w/ it"): the tag
# after it.
# What opens such a premise and asks nothing ("Just to confirm, you have a bow and an arrow with
# you? Great, please ...").
CARRIED_CONFIRMING = ("just to confirm", "to confirm", "just checking", "just to check",
                      "just to be sure", "just so i know", "to be clear", "just to be clear")
CARRIED_TAGS = ("right", "yeah", "yes", "correct", "ok", "okay", "yep", "i think", "i believe")
HANDS = ("hands", "inventory", "bag", "pockets", "pack", "backpack")
# When what is carried is carried, said beside it ("every item currently in your possession").
NOW_SAID = ("currently", "right now", "now", "at the moment", "at present")
BELONGINGS = ("items", "things", "stuff", "gear", "weapons", "equipment", "belongings", "bag",
              "pack")

# -- being told ---------------------------------------------------------------------------------

# "tell me" and "let me know" as typed loosely: "let me" half typed, "tell me know" run together.
TOLD_LOOSELY = ("tell me", "let me know", "let me", "tell me know")
# A wish to be told at the end of an order ("explore and report back", "follow me and warn me
# if a bat comes": the condition watched while following).
ENDS_REPORT = (*lx.TELL_ME, *lx.WARN_ME, "report back")
# The wish said alone, what to tell being the condition ("if you see a bat, warn me", "yell").
BARE_REPORT = (*ENDS_REPORT, *TOLD_LOOSELY, "yell", "call out")
# After the steps, with a condition: "explore and warn me when you see a bat".
THEN_TOLD = (*lx.TELL_ME, *lx.WARN_ME)
# A wish to be told that is no step, alone or with when ("and keep me posted", "say when").
REPORT_ALONE = (*lx.TELL_ME, *TOLD_LOOSELY, "keep me posted", "say", "yell", "call out")
SAY_WHEN = ("say", "shout", "yell", "call out", "report back")

# -- arithmetic ---------------------------------------------------------------------------------

# "your health minus two", "take away one": subtracting, as an operator between two numbers and
# as a step said after a count ("count the bats and take away one").
MINUS = ("minus", "-", "take away", "less", "subtract")
SUBTRACTING = ("minus", "subtract", "subtracted", "take away", "took away")
# Every word of arithmetic said after a count ("count the bats and double it").
ARITH_WORDS = ("double", "doubled", "twice", "triple", "tripled", "thrice", "halve", "halved",
               "half", "add", "added", "plus", *SUBTRACTING, "times", "multiply", "multiplied",
               "divide", "divided")

# -- looking --------------------------------------------------------------------------------------

# "look" explores only with what may follow it so ("look around", "look carefully"); "you look
# hurt" says how someone looks.
LOOK = "look"
LOOKING_ABOUT = ("around", "about", "round", "everywhere", "carefully", "closely", "hard",
                 "properly")
# "a few ticks, say 6": a number said after a vague amount, the amount.
ROUGHLY = ("say", "like", "maybe", "about", "around", "roughly")
# "for about five turns", "give or take 5 turns": a time said loosely, the time said.
LOOSELY = ("about", "around", "roughly", "approximately", "some", "maybe", "more or less", "like",
           "give or take")
# "hp check", "my health level": our health asked as a noun.
VITALS_ASKED = ("check", "report", "update", "status", "reading", "level")

# -- what "it" stands for (agent.reading.pronouns) ---------------------------------------------

# "the arrow closest to it", "the bat next to that one": a thing picked by where the thing of the
# step before is, nearest to it or farthest from it.
NEAR_IT = (*(f"{w} to" for w in lx.NEAREST), *lx.NEAREST, "next to", "beside", "by", "near",
           "near to", "close to")
FAR_FROM_IT = (*(f"{w} from" for w in lx.FARTHEST), *(f"{w} away from" for w in lx.FARTHEST))
# The thing of the step before, said without its name.
THAT_ONE = ("it", "that one", "this one", "that", "this")
# The thing of the step before, said with a word of its kind after them ("kill that bat", "grab
# the same arrow", "attack that monster").
THAT_KIND = ("that same", "this same", "the same", "the very same", "that very", "that", "this",
             "said", "the said")
# "the arrow that's closest to it": the words between the thing and its pick.
THAT_IS = ("that's", "that is", "which is")
# "the arrow that lies nearest to me", "the weapon lying furthest from you": before a pick (tokens).
LIES_AT = (*THAT_IS, "lying", "sitting", "located", "that's lying", *(f"{w} {v}" for w in (
    "that", "which") for v in ("are", "lies", "sits", "is lying", "is sitting", "is located")))
# "fetch an arrow. Then another one.": one more of the thing of the step before.
ANOTHER_ONE = ("another", "another one", "one more")
# "kill the nearest bat, then the one after it": the next one of that kind.
ONE_AFTER = ("the one after", "the next one after", "one after", "the one right after")
# "get an arrow, and again", "Get an arrow. Once more.": the step before, once more.
AGAIN_ALONE = ("again", "once again", "once more", "one more time", "same again",
               "the same again", "over again", "all over again")
# "move two steps left, do it three times": the step before, said again as often as said after.
DONE_AGAIN = ("do it", "do that", "do this", "repeat it", "repeat that", "repeat this",
              "do the same", "do that again", "do it again", "do the same again")
STILL_AGAIN = ("not moving", "no moving", *li.NOT_ONE_STEP)  # "Stay here. Not moving."
# After a thing's "'s", words that make it "is", not whose: "the gorgon's right there", "the
# bow's gone", "the bat's coming" (not "the gorgon's weakness").
IS_AFTER_NOUN = ("right", "still", "already", "gone", "dead", "alive", "coming", "heading",
                 "moving", "getting", "near", "nearby", "close", "closer", "over", "here",
                 "there", "behind", "not", "just", "almost", "about", "hurt", "far", "farther",
                 "further", "away", "in", "on", "at", "by", "next", "too", "so", "very")
# What "how many" may count that is no thing of the game ("how many turns would it take to kill
# the gorgon", "how many steps have you taken"): not a count of the thing named after it.
NOT_COUNTED = ("steps", "tiles", "squares", "moves", "turns", "ticks", "times", "seconds",
               "minutes", "hits", "blows", "shots", "tries", "goes")
# How long a walk would take, asked: "how many steps would it take you to walk to the sword".
IT_TAKES = ("would it take", "will it take", "does it take", "did it take", "would that take")
# How big a place is said to be, which changes nothing of where: "this little room".
SIZES = ("little", "small", "tiny", "big", "large", "whole", "entire")
# Verbs that open a sum to work out and say ("add up the bats and the arrows", "double the
# number of monsters"): a question of its value, not an errand.
WORK_OUT = ("add up", "add", "sum up", "total up", "multiply", "double", "triple", "halve",
            "subtract", "divide", "sum", "tally", "tally up")
# What may close a question of a number worked out: "how many bats times arrows is that".
IS_THAT = ("is that", "is it", "would that be", "does that make", "do we get", "do you get",
           "are there", "is there", "altogether", "in total", "in all", "?", "=", "equals")
# Where a party carries what it has, which changes nothing of having it: "an arrow on you".
ON_ONESELF = ("on you", "with you", "on me", "with me", "on hand", "in your pocket",
              "in your pockets", "in my pocket", "in my pockets", "in your hands", "in my hands",
              "on your person", "on my person")
# A sum asked as a supposition: "if you doubled the bats, what would you get".
SUPPOSE = ("if", "suppose", "supposing", "assuming", "say", "imagine", "pretend", "what if")
COMES_TO = ("get", "be", "make", "come to", "give", "have")
# The answer to a question just asked looked for hard ("What slays a bat? Look closely.").
LOOKED_HARD = tuple(f"{how} {hard}" for how in ("look", "think")
                    for hard in ("closely", "carefully", "hard"))
# What a guard keeps off its thing, said again ("Guard the bow. Nobody gets near it.").
NEARING = ("get", "gets", "come", "comes", "go", "goes")
# Where something is, as the answer a question of it is asked for ("Where's the gorgon? Give me
# the spot.").
WHEREABOUTS = ("spot", "place", "position", "location", "whereabouts", "coordinates")
# What a sum comes to, asked after it ("add up the bats, what do you get?"): no "have", which
# asks what is carried ("what do you have").
SUMS_TO = ("get", "make", "come to")
# Where the companion is, said at length: "between where you're standing now and the bow".
WHERE_YOU_ARE = ("where you are standing", "where you are standing now", "where you are now",
                 "where you stand now")
# Where the player is, said at length: "how far is the sword from where I'm standing?".
WHERE_I_AM = ("where i am", "where i am standing", "where i stand", "where i am now",
              "where i am standing now", "where we are", "where we are standing", "my position",
              "my location", "my spot", "my tile")
# Verbs of going a "2" after which is "to" ("go 2 the bow").
GOING = ("go", "come", "walk", "run", "head", "move", "get")
# What the player says of their own mind beside an order (agent.reading.musings), after "I":
# how they feel, what they know, think or have done ("I'm new to this", "I have a feeling it
# might come in handy", "I've completely lost track"), in the words as spelt out.
MUSE_ON = ("think", "thought", "believe", "guess", "suppose", "reckon", "feel", "hope", "wonder",
           "imagine", "assume", "expect", "doubt", "know", "do not know", "have no idea",
           "have a feeling", "have a hunch", "have heard", "heard", "read", "was told",
           "have been told", "remember", "forgot", "have forgotten", "do not understand",
           "understand", "get nervous", "get scared", "get lost", "get confused", "get worried",
           "am new", "am not sure", "am unsure", "am confused", "am lost", "am curious",
           "am scared", "am nervous", "am worried", "am afraid", "am frightened", "am trying to",
           "am learning", "am still learning", "am wondering", "was wondering", "was thinking",
           "am going to have a look", "am going to look around", "have never", "have not played",
           "have lost track", "want to see", "want to know", "want to learn", "want to understand",
           "want to try", "wanted to see", "wanted to know", "would like to see", "would feel",
           "would like to know", "would like to learn", "would like to understand",
           "would like to try", "need to know", "need to think", "like", "love", "hate")
# Words between "I" and what they say of their mind ("I honestly never played", "I just want").
MUSE_HOW = ("really", "honestly", "just", "still", "completely", "totally", "kind of", "sort of",
            "actually", "already", "truly", "genuinely", "also", "a little", "a bit",
            "somehow", "probably", "personally")
# A fight or outing past, named after "after that" last in a sentence ("are you ok after that
# fight?"): no joiner before a step.
FIGHT_PAST = ("fight", "battle", "scrap", "encounter", "attack", "ordeal", "trip")
# The past of verbs of an order that "-ed" does not make, in a suggestion ("what if you stood by
# the bow?"); the regular ones are the verb and "-ed" (``suggestions._present``).
PAST_IRREGULAR = {"stood": "stand", "came": "come", "ran": "run", "kept": "keep",
                  "fought": "fight", "gave": "give", "threw": "throw", "told": "tell",
                  "said": "say", "led": "lead", "held": "hold", "hid": "hide", "sat": "sit",
                  "left": "leave", "made": "make", "stuck": "stick", "swung": "swing",
                  "struck": "strike", "slew": "slay", "took": "take", "went": "go", "got": "get",
                  "brought": "bring", "shot": "shoot", "found": "find"}
# What one has on a thing that is knowing where it is ("do you have a fix on the sword?", "have
# you got eyes on the gorgon?", "any idea where the bow is?"): no carrying of it.
SIGHTING = ("fix", "visual", "lock", "bead", "eyes", "eye", "read", "bearing", "bearings",
            "position", "location", "sighting", "idea", "clue", "track")
