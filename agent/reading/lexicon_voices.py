"""The words of two voices said as the reader's before an order is read (``voices.py``'s rows
"office" and "slang", run by ``voices.voiced``): an office memo's ("You are requested to remain in
your current position", "Kindly advance four (4) tiles in a downward direction") and British or
Australian slang ("give that bat a proper wallop", "don't nick it"). Data only: each phrase with
the plain words it is read as, which the reader reads as it always has."""

from __future__ import annotations

# -- an office memo -----------------------------------------------------------------------------

# What frames the order as one passed down, before its verb: left out ("You are requested to
# remain ...": remain ...; "..., whereupon you are to retrieve the bow": retrieve the bow).
MEMO_FRAMES = tuple(
    f"you are {how}{verb} to"
    for how in ("", "hereby ", "kindly ", "formally ")
    for verb in ("requested", "instructed", "asked", "required", "directed", "expected")
) + ("you are to",)
# A memo's phrases, each with the plain words it is read as (longest first where one holds
# another).
MEMO_SAID_AS = {
    "remain in your current position": "stay where you are",
    "remain in your present position": "stay where you are",
    "remain at your current position": "stay where you are",
    "remain at your present position": "stay where you are",
    "remain in your current location": "stay where you are",
    "remain at your current location": "stay where you are",
    "remain at your present location": "stay where you are",
    "remain where you are": "stay where you are",
    "remain at this location": "stay here",
    "remain at this position": "stay here",
    "remain in this location": "stay here",
    "remain in this position": "stay here",
    "in a downward direction": "down",
    "in an upward direction": "up",
    "in a leftward direction": "left",
    "in a rightward direction": "right",
    "in a northerly direction": "north",
    "in a southerly direction": "south",
    "in an easterly direction": "east",
    "in a westerly direction": "west",
    "conduct a survey of the surrounding area": "explore",
    "conduct a survey of the area": "explore",
    "conduct a survey of the surroundings": "explore",
    "carry out a survey of the surrounding area": "explore",
    "survey the surrounding area": "explore",
    "conduct a reconnaissance of the surrounding area": "explore",
    "conduct a reconnaissance of the area": "explore",
    "report back in due course": "report back",
    "report back at your earliest convenience": "report back",
    "in the event that": "if",
    "whereupon": "then",
    "and thereafter": "and then",
    "thereafter": "then",
    "for a period of": "for",
    "proceed to collect": "collect",
    "proceed to retrieve": "retrieve",
    "until i depart": "until i leave",
    "confirm whether": "tell me whether",
    "please confirm whether": "tell me whether",
    "is situated at the greater distance from": "is farther from",
    "is situated at the lesser distance from": "is nearer to",
    "is located at the greater distance from": "is farther from",
    "is located at the lesser distance from": "is nearer to",
    "is situated at the greatest distance from": "is farthest from",
    "is situated closer to": "is closer to",
    "is situated farther from": "is farther from",
    "provide an itemised list of": "list",
    "provide an itemized list of": "list",
    "provide a list of": "list",
    "provide me with a list of": "list",
    "provide me with an itemised list of": "list",
    "provide me with an itemized list of": "list",
    "provide an inventory of": "list",
    "provide me with an inventory of": "list",
}
# Where one of us is, said as a location after a word that goes there or from there ("between
# your present location and row 2, column 7": here; "delivered to my location": to me), never
# asked of ("what's my position?").
MEMO_OURS = (
    "present location",
    "current location",
    "present position",
    "current position",
    "location",
    "position",
)
MEMO_FROM_HERE = ("between", "from")  # before "your ...": here
MEMO_TO_ME = ("to", "towards", "toward")  # before "my ...": me
# Going a number of tiles one way, said in a memo's verb (lexicon_parts.MOVE_VERBS read after it):
# "advance 4 tiles down".
MEMO_ADVANCE = ("advance", "proceed", "relocate")
# What is asked to be fetched, said as arranged ("Please arrange for the arrow at row 10, column
# 2 to be collected and delivered to my location"): to be taken, and to be brought to the player.
MEMO_ARRANGED = ("arrange for", "see to it that", "ensure that")
MEMO_COLLECTED = ("collected", "retrieved", "fetched", "picked up", "obtained")
MEMO_DELIVERED = ("delivered", "brought", "handed", "returned", "conveyed")
# The words said as the plain ones for each (fetching, bringing).
MEMO_FETCH, MEMO_BRING = "fetch", "bring me"

# The words a memo's forms need one of (the row "office"'s triggers): the frames' verbs, each
# phrase's rarest.
MEMO_GATE = (
    "requested",
    "instructed",
    "asked",
    "required",
    "directed",
    "expected",
    "remain",
    "location",
    "position",
    "direction",
    "survey",
    "reconnaissance",
    "course",
    "convenience",
    "event",
    "whereupon",
    "depart",
    "confirm",
    "situated",
    "located",
    "itemised",
    "itemized",
    "provide",
    "arrange",
    "ensure",
    "advance",
    "proceed",
    "relocate",
)

# -- British and Australian slang ---------------------------------------------------------------

# A blow given ("give that bat a proper wallop"): a fight with the monster, said as given to it.
BLOWS = (
    "wallop",
    "walloping",
    "whack",
    "whacking",
    "clip",
    "thump",
    "thumping",
    "bash",
    "bashing",
    "belting",
    "hiding",
    "kicking",
    "clobbering",
    "thrashing",
    "pasting",
    "biff",
    "smack",
    "good seeing to",
    "seeing to",
    "going over",
    "good going over",
    "bonk",
)
# What a monster is said to need a blow with ("the gorgon needs a bonk with the sword").
BLOW_NEEDED = (
    "needs",
    "need",
    "could use",
    "could do with",
    "deserves",
    "deserve",
    "is asking for",
    "wants",
)
# What a blow may be said to be, before it ("a proper wallop", "a good hiding").
BLOW_HOW = (
    "proper",
    "good",
    "right",
    "real",
    "solid",
    "decent",
    "bloody",
    "fair",
    "mighty",
    "big",
    "sound",
)
ATTACKED = "attack"  # what a blow given to a monster is read as
# Taking, said as stealing ("don't nick it", "nick the bow"): taking, before what is taken.
NICK = ("nick", "pinch", "swipe", "half-inch", "knick")
TAKEN = "take"
TAKEN_AFTER = ("it", "them", "the", "that", "this", "one", "an", "a", "any", "those")
# The two of us as "us" after what is done for the player ("keep an eye on the bow for us"):
# for me.
FOR_US = ("for us",)
FOR_ME = "for me"
# Staying about a place, said in slang before a distance ("hang about 3 or 4 tiles from me").
HANG_ABOUT = (
    "hang about",
    "hang around",
    "hang round",
    "hover about",
    "hover around",
    "loiter about",
    "loiter around",
    "stick about",
    "stick around",
)
STAYED = "stay"
# "Yourself" after a verb of putting, said as getting somewhere ("get yourself between me and
# that gorgon", "put yourself next to the bow").
YOURSELF_AFTER = ("get", "put", "place", "position", "take", "bring", "haul", "drag", "move")
GOT = "get"
# Urging said after the order, which changes nothing ("..., go on").
URGING = ("go on", "go on then", "go on mate", "off you go", "get on with it")
# A fight said in the simple past in everyday words, as a change supposed (suppositions): "if
# you took out two of the bats, how many monsters would we have left?".
TOOK_OUT = (
    "took out",
    "took down",
    "wiped out",
    "knocked off",
    "bumped off",
    "did in",
    "got rid of",
    "dealt with",
    "sorted out",
)

# -- Singlish ------------------------------------------------------------------------------------

# The particles that close a clause ("follow me lah", "far far ah", "tell me leh", "... lor"): left
# out where a mark or the end follows them.
SINGLISH_PARTICLES = ("lah", "leh", "lor", "ah", "hor", "meh", "liao")
# Calls and exclamations opening the order ("eh can help me ...", "bro the bow ...", "wah the
# sword where ah?"): left out.
SINGLISH_OPENERS = ("eh", "bro", "wah", "aiyo", "aiyoh", "aiyah", "walao", "walau", "oi")
# A request's tag at its end ("... or not", "... can or not", "go ... there stand can", "follow
# me can?"), and "ok" before a comma ("stay near me ok, ..."): left out.
SINGLISH_TAGS = ("can", "ok", "okay", "only")
# "or not" closing a request ("can help me ... or not"), only beside "can" or the voice's words
# ("whether its condition holds or not" as typed).
SINGLISH_OR_NOT = ("can or not", "or not")
# A request said without its "you" ("can help me take the nearest arrow"): can you.
SINGLISH_CAN = "can"
SINGLISH_CAN_YOU = "can you "
# The player's own state said last ("i walking already", "i hungry already"): left out.
SINGLISH_ALREADY = "already"
# Singlish phrases in plain words: "jalan jalan" walking about (exploring), "far far" far,
# "bring come give me" bring it to me, "chop chop" quickly (left out), "you carrying" you are
# carrying.
SINGLISH_SAID_AS = {
    "jalan jalan explore": "explore",
    "jalan jalan": "explore",
    "far far": "far",
    "bring come give me": "bring it to me",
    "bring come": "bring",
    "chop chop": "",
    "you carrying": "you are carrying",
    "which one nearer": "which one is nearer",
    "which one closer": "which one is closer",
    "which one farther": "which one is farther",
    "which one further": "which one is further",
    "there stand": "",
}
# What is asked of a topic said first ("the sword where?", "my health left how much", "the
# nearest arrow how far from you"): asked of it ("where is the sword?").
SINGLISH_ASKED_LAST = ("where", "how far", "how much", "how many")
SINGLISH_TOPICS = ("the", "my", "your")
# "you got X or not? got then ..., don't have then ...": whether the companion has it, then the
# two branches.
SINGLISH_GOT_OR_NOT = "do you have {what}?"
SINGLISH_GOT = ("got",)
SINGLISH_NOT_GOT = ("don't have", "dont have", "don't got", "never have", "no have")
SINGLISH_THEN = "then"
SINGLISH_IF_SO, SINGLISH_IF_NOT = "if so, ", "if not, "
# A thing said first, then who does what with it ("the bow you go take then ..."): the verb on it;
# "everything you carrying give me" giving it.
SINGLISH_YOU_GO = "you go"
SINGLISH_GIVE_ME = "give me"
SINGLISH_ALL_HELD = ("everything you are carrying", "everything you have", "everything")
# Two counts said, then added ("bat got how many, arrow got how many, add together tell me how
# much"): the sum asked.
SINGLISH_ADDED = ("add together", "add them together", "plus together", "add up")
SINGLISH_SUM = "how many {a} plus how many {b}"
# A ban said without its thing ("but don't pick up lah"): "it", the thing named before.
SINGLISH_DONT = ("don't", "dont", "do not")
SINGLISH_TAKEN = {"pick up": "pick it up", "take": "take it"}
# The two of a question said first ("bow or sword, which one nearer to you ah"): put after it.
SINGLISH_WHICH = ("which one", "which")
SINGLISH_NEARER = ("nearer", "closer", "farther", "further")
# An exploration's count said after a comma, its unit unmarked ("go explore a bit, at least 20
# different square"): the count of tiles to see.
SINGLISH_AT_LEAST = "at least"
SINGLISH_A_BIT = ("a bit", "a little", "around")
SINGLISH_UNITS = ("square", "tile", "step")
# "go" straight before a place ("go row 6 column 17", "go bottom left corner"): go to it.
SINGLISH_GO_PLACES = ("row", "bottom", "top", "middle", "centre", "center", "corner")
SINGLISH_GO_TO = "go to "
SINGLISH_GATE = frozenset((*SINGLISH_PARTICLES, *SINGLISH_OPENERS, "jalan", "anyhow", "chop"))
SINGLISH_ASKS = SINGLISH_GATE | {SINGLISH_CAN}
SINGLISH_SPANS = ("or not", "bring come", "you go take", "far far", "there stand", "got how many",
                  "got then", " can?")

# -- a politician on the campaign trail ----------------------------------------------------------

# The campaign's words: a piece of the order that names one of them and no thing of the game is
# a remark beside the order ("The voters are worried.", "A politician needs his space.", "My
# opponents claim I'm unarmed.", "..., as I promised the voters"), left out.
CAMPAIGN_WORDS = ("voters", "voter", "campaign", "opponent", "opponents", "politician",
                  "politicians", "democracy", "electorate", "constituents", "constituency",
                  "patriot", "manifesto", "election", "re-election")
# A likening to the campaign after the order ("as you would guard our democracy"): left out.
CAMPAIGN_AS = "as you would"
# "the border between A and B" (a patrol's): between them.
CAMPAIGN_BORDER = ("the border between", "our border between", "the frontier between")
CAMPAIGN_BETWEEN = "between"
# Those told in a speech ("Tell the people what I'm carrying."): the player, who asks.
CAMPAIGN_LISTENERS = ("the people", "the voters", "the crowd", "the public", "the press")
CAMPAIGN_TOLD = ("tell", "show")
CAMPAIGN_TOLD_ME = r"\g<verb> me"

# -- a veteran of text adventures ----------------------------------------------------------------

# "ASK COMPANION ABOUT ITS HEALTH": the old parsers' way to ask a character, said as the question
# of what it is ("what is your health").
PARSER_ASK = ("ask companion about", "ask the companion about")
PARSER_ITS = ("its", "your", "his", "her")
PARSER_ASKED = "what is your "
PARSER_GATE = frozenset(("ask",))

# -- an estate agent talking up properties ----------------------------------------------------

# The trade's words: a piece of the order that names one of them and no verb of an order is the
# agent's talk around it ("We've got a bat problem in the neighbourhood.", "before the viewing"),
# left out beside the order.
ESTATE_WORDS = ("neighbourhood", "neighborhood", "property", "properties", "listing", "listings",
                "viewing", "viewings", "market", "offer", "mortgage",
                "buyer", "buyers", "vendor", "asking price", "estate", "freehold", "leasehold")
# The agent's cry ("Location, location, location!"): left out.
ESTATE_CRY = "location"
# A thing praised or marked as a listing before the order ("The arrow nearest to you is a real gem
# of a listing.", "The bow is under offer.", "That bat in the top right is bringing the value of
# the area down."): that thing named, for the "it" after.
ESTATE_PRAISED = ("is a real gem", "is a gem", "is a steal", "is a bargain", "is under offer",
                  "is on the market", "is bringing the value of the area down",
                  "is bringing down the value of the area", "is bringing the value down",
                  "is a real find", "is a must-see", "is squatting in")
# What the agent wants on the books before a list of things ("I want both of these on our books
# today: the bow and the sword."): left out.
ESTATE_BOOKS = ("on our books", "on my books", "on the books")
# A viewing said as exploring, before the colon that says how ("Give the whole place a proper
# viewing: have a look round at least 25 tiles of it."): what the colon says.
ESTATE_VIEWING = ("viewing", "look-over", "once-over")
ESTATE_GIVEN = ("give the whole place", "give the place", "give it", "give the whole house")
ESTATE_HOW = ("proper", "quick", "good", "thorough")
# Where a walk starts and goes, of the house ("From the front door here, take six steps east
# along the hallway"): here, and the walk.
ESTATE_ROOMS = ("the front door", "the back door", "the hallway", "the hall", "the corridor",
                "the landing")
# The wait before a viewing, then going there ("The viewing at the bottom left corner starts in
# two turns. Wait those two turns, then head down there."): the wait, then going to that place.
ESTATE_STARTS = ("starts in", "begins in", "is in")
ESTATE_WAITS = ("wait", "hold on", "hang on")
ESTATE_THERE = ("head down there", "head up there", "head over there", "head there",
                "go down there", "go up there", "go over there", "go there", "get there")
ESTATE_WAITED = "wait {n} turns, then go to {spot}"
# The agent's words in plain ones: to snap up or acquire is to take, to evict a monster to
# defeat it, "my client" the player, "pop over" going.
ESTATE_SAID_AS = {
    "snap it up": "pick it up",
    "snap them up": "pick them up",
    "snap up": "pick up",
    "acquire": "get",
    "evict": "kill",
    "my client": "me",
    "our client": "me",
    "pop over to": "go over to",
    "pop down to": "go down to",
    "pop up to": "go up to",
    "for a quick look": "",
    "for a quick viewing": "",
    "infesting the": "in the",
    "corner property": "corner",
    "tiles of it": "tiles",
    "that comes sniffing around": "",
    "that come sniffing around": "",
}
# Who does not take the thing guarded, as its reason ("so no one else snaps it up"), the player
# said again to be the client (", and my client is me"), and a likening to a house (", like a
# nice semi-detached"): left out.
ESTATE_TAILS = ("so no one else snaps it up", "so nobody else snaps it up", "and my client is me",
                "and the client is me", "like a nice semi-detached", "like a semi-detached",
                "like a lovely semi-detached", "permanently", "before the viewing")
# The player's wish that a monster keep away from them, said as the reason after standing
# between ("I don't want it anywhere near my client."): what standing between does anyway.
ESTATE_REASONS = ("i don't want it anywhere near my client", "i don't want it near my client",
                  "i don't want it anywhere near me", "i dont want it anywhere near my client")
ESTATE_GATE = frozenset((*ESTATE_WORDS, ESTATE_CRY, "client", "snap", "snaps", "acquire", "evict",
                         "books", "pop", "sniffing", "infesting", "hallway", "value", "squatting"))
ESTATE_SPANS = ("semi-detached",)

# -- a conspiracy theorist, in lower case, every order with a dark reason ------------------------

# An opener before trailing dots ("ok listen... ", "look... "): left out.
THEORIST_OPENERS = ("ok listen", "okay listen", "ok so listen", "listen", "ok look", "look",
                    "psst", "ok so")
# "They" are nobody in the game: a sentence of what they do or want ("they dont want us to have
# the bow.", "theyre watching me...") is the reason around the order, the thing it names that of
# the "it" after.
THEY = ("they", "theyre", "they're", "they are")
THEY_DO = ("dont want us", "don't want us", "do not want us", "dont want you", "don't want you",
           "dont want me", "don't want me", "watching me", "watching us", "watching you",
           "are watching", "re watching", "are listening", "re listening", "track movement",
           "track us", "track you", "are everywhere", "re everywhere", "are coming for us",
           "re coming for us")
# The theorist's words: a piece that names one and no verb of an order is a reason said beside
# the order ("it could be bugged", "thats where the signal is coming from"), left out.
THEORIST_WORDS = ("bugged", "bug", "signal", "government", "official", "planted", "plant",
                  "weird", "spying", "spies", "cameras", "cover-up",
                  "agents", "microchip", "chip", "surveillance", "tracked", "tracking",
                  "satellites", "lizard", "lizards")
# A reason that is a wish kept secret, or what they would do first, after the order ("dont ask
# why", "dont let anyone see", "before they hide it", "i need to examine it", "just look"): left
# out.
THEORIST_TAILS = ("dont ask why", "don't ask why", "dont ask questions", "don't ask questions",
                  "dont let anyone see", "don't let anyone see", "dont let anyone see you",
                  "don't let anyone see you", "dont let them see", "don't let them see",
                  "dont tell anyone", "don't tell anyone", "dont give me the official number",
                  "don't give me the official number", "dont give me the official answer",
                  "don't give me the official answer", "i need to examine it",
                  "i need to examine them", "i need to inspect it", "i need to check it",
                  "just look", "just looking", "ok", "okay")
THEORIST_BEFORE = ("before they", "before it reports", "before it tells", "before anyone",
                   "before someone")
# What the patrol keeps an eye out for ("and keep an eye out for anything weird"): what a patrol
# does anyway, left out.
THEORIST_WATCH = ("keep an eye out for anything weird", "keep an eye out for anything strange",
                  "keep an eye out for anything suspicious", "watch for anything weird",
                  "look out for anything weird")
# The theorist's words in plain ones: on the player's tail following, going to look at a thing
# going to it.
THEORIST_SAID_AS = {
    "stay right on my tail": "follow me",
    "stay on my tail": "follow me",
    "keep right on my tail": "follow me",
    "go look at": "go to",
    "go and look at": "go to",
    "go take a look at": "go to",
    "go right up next to": "go next to",
    "go right up to": "go to",
    "go up next to": "go next to",
    "go right next to": "go next to",
    "dont move at all": "dont move",
    "don't move at all": "don't move",
}
# A condition typed with no comma before a ban that is its step ("if your health is under 2 dont
# move at all, otherwise ..."): the comma.
THEORIST_BANS = ("dont", "don't", "do not")
THEORIST_BANNED = ("move", "budge", "leave", "go", "pick", "take", "touch", "stir")
# A thing "they" planted or sent, said before the order ("the arrow closest to you is the one they
# planted...", "the gorgon is a government plant,"): that thing named, for the "it" after.
THEORIST_NAMED = ("is the one they planted", "is a government plant", "is a plant", "is bugged",
                  "is one of theirs", "is one of them", "is working for them")
THEORIST_GATE = frozenset((*(w for w in THEY if " " not in w), *THEORIST_WORDS, "listen",
                           "tail", "weird", "examine", "why", "see", "psst", "look", "dont"))
