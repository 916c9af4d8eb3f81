"""Two players' voices of bench/fresh_orders_20.toml, said as the reader's words before an order
is read (rows "sleepy" and "host" of ``voices.VOICES``, their forms ``show``'s). Data only: words
left out, and phrases each with the plain words they are read as, which the reader reads as it
always has. A phrase is matched whole, in any case, never inside a longer word; where one phrase
holds another the longer is said first."""

from __future__ import annotations

# When a game show's count of the defeated is asked ("how many monsters have been defeated so
# far tonight?"): the game it is playing, after "so far" or alone.
WHEN_PLAYED = ("tonight", "today", "this game", "in this game", "this round", "in this round",
               "on the show")

# -- a sleepy, half-awake player's voice -------------------------------------------------------

# Going to sleep said last, after "then" ("go shoot a bat ok.. then sleep", "... then bed"): the
# player's, no step of the companion's; anything else after "then" stays an order.
SLEEPY_BEDTIME = ("sleep", "bed", "nap", "sleepy time", "go to sleep", "go to bed", "off to bed",
                  "i'm going to bed", "im going to bed", "i'm going to sleep",
                  "im going to sleep", "i sleep", "i go to bed")
# What a sleepy player says of themselves after an order, at its end after "..": no step ("..
# so tired", ".. im going to bed", ".. nite nite").
SLEEPY_TAILS = ("so tired", "so sleepy", "im so tired", "i'm so tired", "im going to bed",
                "i'm going to bed", "nite nite", "gnight", "zzz", "zzzz")
# "and again.. same thing": the again said once more, left out after it (elsewhere "then the bow,
# same thing" is the errand done again on the bow, and stays).
SLEEPY_SAME = ("same thing", "the same thing", "same again")
# Snores and yawns, left out at the order's start or end ("zzz.. bow.. the near one.. fetch it").
SLEEPY_SNORES = ("zzz", "zzzz", "zzzzz", "*yawn*", "*yawns*", "yawn", "mmh", "mmm")
# A likeness of walking to and fro or wandering, said last ("walk back n forth between me and
# the bow ok.. like a screensaver"): how, never what.
SLEEPY_LIKE = ("a screensaver", "a screen saver", "the dvd logo", "a dvd logo", "a roomba",
               "a pendulum", "a metronome", "a ping pong ball", "a sleepwalker", "a zombie")
# The orders a likeness may close: patrolling and wandering.
SLEEPY_LIKE_NEEDS = frozenset(("forth", "patrol", "pace", "wander", "explore", "around", "fro"))
# "2" for "to" after the words "to" follows in an order ("go stand next 2 the bow", "come 2
# me"), before "the", "me", "u", "you" or "my": never a number of steps ("go 2 left").
SLEEPY_TO_AFTER = ("next", "close", "closer", "near", "back", "go", "come", "it", "them")
# A self-correction opening the words after an order ("3 steps right.. or wait yes 3 right",
# "get the bow.. or wait, the sword"): said as "No wait, ...", which the words after replace it
# with.
SLEEPY_OR_WAIT = ("or wait", "wait no", "oh wait")
SLEEPY_CORRECTED = ". No wait, "
SLEEPY_AFFIRM = ("yes", "yeah", "yep", "ya", "yea", "no", "nah", "actually")
# New tiles to see, said as a least number of tiles to explore ("wander around a bit.. see 15
# tiles u havent been on").
SLEEPY_NOT_BEEN = ("been on", "been to", "been", "seen", "visited", "walked on", "stepped on")
# "gimme" said again after an order to give ("give me the sword.. everything u got.. gimme"):
# urging, left out after an order to give, bring or hand something.
SLEEPY_GIMME = "gimme"
SLEEPY_GIVING = frozenset(("give", "bring", "hand"))
# "ur" before how one is ("if ur hurt"): "you're", not "your".
SLEEPY_UR_IS = ("hurt", "ok", "okay", "injured", "wounded", "low", "safe", "done", "there",
                "close", "near", "far", "alive", "dying", "not", "still", "carrying", "holding")
# A thing named alone, then which one ("arrow.. the close one.. go grab it"): the nearest or
# the farthest of its kind.
SLEEPY_ONE = {"close": "nearest", "closer": "nearest", "closest": "nearest", "near": "nearest",
              "nearer": "nearest", "nearest": "nearest", "nearby": "nearest", "far": "farthest",
              "farther": "farthest", "farthest": "farthest", "far away": "farthest"}
SLEEPY_GATE = frozenset((*"zzz zzzz yawn sleep bed nap tired sleepy screensaver roomba".split(),
                         *"dvd pendulum metronome havent haven't nite gnight ur gimme".split()))
# Its phrases of common words, found in the lower-case text.
SLEEPY_SPANS = (*(f"{word} 2 " for word in SLEEPY_TO_AFTER), *(f"{w} one" for w in SLEEPY_ONE),
                *SLEEPY_OR_WAIT, "same thing", "same again")

# -- a game-show host's voice ------------------------------------------------------------------

# What a host calls a part of the show, the last word of a call before the order ("Quick-fire
# round!", "Your first challenge:", "Final lap!", "For one hundred points:", "Now, for the
# bonus:"), with a number after it or not ("Round two!"). A call is left out only before an
# order, said alone with "!" or ":" after it.
HOST_CALLED = ("round", "challenge", "lap", "bonus", "jackpot", "prize", "points", "question",
               "stage", "lightning round", "showdown", "finale")
# A contestant addressed before the order ("Contestant number one, ...").
HOST_CONTESTANT = ("contestant", "our contestant", "dear contestant", "lucky contestant")
# Calls of a host's that name no part ("Time to cash in!", "Our audience wants a hero:", "Tricky
# one:"), left out before the order.
HOST_CALLS = ("time to cash in", "time to shine", "time to play", "let's play",
              "our audience wants a hero", "the audience wants a hero", "tricky one", "easy one",
              "next one", "last one", "big one", "here we go", "and we're live",
              "ladies and gentlemen")
# A host's urging or how to answer, a sentence of its own after the order ("Clock's ticking!",
# "Numbers only, please!", "Think carefully!"), left out.
HOST_SIGN_OFFS = ("clock's ticking", "the clock's ticking", "the clock is ticking",
                  "clock is ticking", "tick tock", "numbers only", "numbers only please",
                  "number only", "think carefully", "no pressure", "good luck", "final answer",
                  "is that your final answer", "give me the row and the column",
                  "give me the row and column", "the row and the column please")
# Why the show wants it, after an order: no step ("... for the suspense", "... for the points",
# "and for double points, do it once more").
HOST_FOR = ("for the suspense", "for the drama", "for the cameras", "for the camera",
            "for the audience", "for the crowd", "for the points", "for the win",
            "for the jackpot", "for double points", "for triple points", "for bonus points",
            "for extra points")
# The host's phrases in plain words: the host is the player, the studio the dungeon.
HOST_SAID_AS = {
    "your host": "me",
    "your lovely host": "me",
    "of our studio": "",
    "of the studio": "",
    "in our studio": "",
    "in the studio": "",
    "our studio": "the dungeon",
    "the studio": "the dungeon",
    "race to": "run to",
    "race over to": "run over to",
    "race back to": "run back to",
    "as we walk over to the next set": "as I walk",
    "as we head over to the next set": "as I walk",
    "as we move on to the next set": "as I walk",
    "as we walk to the next set": "as I walk",
}
# "the gorgon is all yours": a monster fought, an item taken.
HOST_ALL_YOURS = ("is all yours", "are all yours")
# A checklist called before the order ("Bow? Check. Arrow? Check."): what the companion has.
HOST_CHECKED = "check"
HOST_GATE = frozenset((*"round challenge lap bonus jackpot prize points stage showdown".split(),
                       *"finale contestant audience host studio ticking cash numbers".split(),
                       *"carefully suspense tock drama cameras crowd gentlemen".split()))
# Its phrases of common words, found in the lower-case text.
HOST_SPANS = (*(call for call in HOST_CALLS if " " in call), *HOST_SIGN_OFFS,
              *(said for said in HOST_SAID_AS if said.startswith("race")), *HOST_ALL_YOURS,
              "? check")

# -- a television news anchor's voice ----------------------------------------------------------

# The companion as the anchor speaks of it, in the third person ("Our correspondent in the field
# will now go and collect it.", "Our reporter collects the nearest arrow"), or calls it
# ("Correspondent, make your way there now."); where it is ("in the field") adds nothing.
NEWS_CREW = ("our correspondent", "the correspondent", "our reporter", "the reporter",
             "our field reporter", "our man in the field", "our woman in the field")
NEWS_CALLED = ("correspondent", "reporter")
# The words of an order in which the anchor speaks of the companion.
NEWS_SPOKEN_OF = frozenset((*NEWS_CALLED, *(f"{called}'s" for called in NEWS_CALLED)))
NEWS_FIELD = ("in the field",)
# What the anchor says it will do before the verb ("will now go", "is about to take").
NEWS_WILL = ("will", "shall", "is going to", "is about to", "is set to", "is now going to")
NEWS_NOW = ("now", "now live", "live", "shortly", "soon")
# Opening a sentence before the companion's verb ("And now our correspondent turns ...").
NEWS_AND_NOW = ("and now", "and", "now")
# Said between the companion and its verb, of what it carries: left out ("Our reporter, sword in
# hand, will ...", "Our reporter, already armed with a bow and an arrow, will ...").
NEWS_ARMED = ("already armed with", "armed with", "equipped with", "already equipped with")
NEWS_IN_HAND = ("in hand", "at the ready", "in his hand", "in her hand")
# The companion spoken of as "they": the one told to ("what they're carrying", "position
# themselves", "two of their health points", "where they are").
NEWS_THEY_SAID_AS = {
    "they're": "you're",
    "they are": "you are",
    "they have": "you have",
    "they've": "you've",
    "themselves": "yourself",
    "themself": "yourself",
    "their": "your",
}
# The player, at the news desk ("back to stand next to me at the anchor desk", "over to the
# anchor desk - that's me"), and the viewers told ("tell viewers what they're carrying").
NEWS_DESK = ("the anchor desk", "the news desk", "the anchor's desk", "the anchor")
NEWS_DESK_IS_ME = ("that's me", "that is me", "i mean me", "meaning me")
NEWS_TOLD = "tell me"
NEWS_VIEWERS = ("viewers", "the viewers", "our viewers", "viewers at home", "the audience")
# A heading before a colon, naming a part of the news ("Our top story:", "Breaking news:",
# "Viewers are asking:", "A question from a viewer:", "Tonight's final tally:", "And finally:",
# "Safety first for our crew:"): one of these words among at most six, left out before the order.
NEWS_HEADING_WORDS = ("story", "news", "viewer", "viewers", "tally", "finally", "crew",
                      "bulletin", "headline", "headlines", "update", "report")
# Opening words before a comma that carry no step ("In other news, ...", "In the meantime, ...",
# "Tonight, ...", "Live tonight, ...").
NEWS_OPENERS = ("in other news", "in the meantime", "meanwhile", "live tonight", "tonight",
                "and finally", "this just in", "live on air", "for the rest of this broadcast",
                "for the rest of the broadcast", "for the rest of this programme",
                "for the rest of the programme")
# When, said after or before the step, of the broadcast: how long an order lasts is until the
# next one anyway ("for the rest of this broadcast", "live on air", "tonight").
NEWS_TIMES = ("for the rest of this broadcast", "for the rest of the broadcast",
              "for the rest of this programme", "for the rest of the programme",
              "for the rest of this program", "for the rest of the program",
              "for the rest of the show", "for the rest of this show",
              "until the end of the broadcast", "until the end of this broadcast",
              "until the end of the programme", "until the end of the show",
              "for the late bulletin", "for the late news", "for the evening news",
              "live on air", "on air", "tonight", "right now on air")
# Sentences that hand over or sign off and ask nothing ("Over to you in the field.", "We'll be
# right back.", "Let's go over to our correspondent in the field."), and a greeting of the news
# ("Good evening, and welcome to the six o'clock news."): left out.
NEWS_HANDOVERS = ("over to you in the field", "over to you", "back to you in the studio",
                  "back to the studio", "we'll be right back", "we will be right back",
                  "stay tuned", "let's go over to our correspondent in the field",
                  "let's go over to our correspondent", "let's go live to our correspondent",
                  "let us go over to our correspondent in the field",
                  "we go live to our correspondent in the field",
                  "we go live to our correspondent")
NEWS_GREETINGS = ("good evening", "good morning", "good afternoon", "welcome to",
                  "welcome back to")
NEWS_SHOWS = ("news", "bulletin", "programme", "program", "broadcast", "headlines")
# A question put by a handover before it ("We go live to our correspondent, who will tell
# viewers ..."): the question after "who will".
NEWS_WHO_WILL = ("who will", "who is going to", "who'll")
# A monster still about, said as the story before the order ("the gorgon remains at large."):
# that monster named, for the "it" after.
NEWS_AT_LARGE = ("remains at large", "is still at large", "is at large", "is on the loose",
                 "is still on the loose", "remains on the loose")
# A break before the order, a wait of that many turns ("After a short two-turn break, ...").
NEWS_BREAKS = ("break", "pause", "commercial break", "ad break", "recess")
NEWS_BREAK_HOW = ("short", "brief", "quick")
NEWS_WAITED = "wait {n} turns, then "
# To report from a place is to go there ("will report live from row 8, column 7", "Our next
# report comes from row 14, column 7. Correspondent, make your way there now.").
NEWS_REPORT_FROM = ("report live from", "report from", "be reporting live from",
                    "be reporting from")
NEWS_NEXT_REPORT = ("our next report comes from", "our next report will come from",
                    "the next report comes from", "our next report is from")
NEWS_THERE = ("make your way there", "head there", "go there", "get there", "get yourself there")
NEWS_GONE_TO = "go to "
NEWS_GATE = frozenset((*NEWS_SPOKEN_OF, "correspondents", "broadcast", "programme",
                       "anchor", *NEWS_HEADING_WORDS))
# Its phrases of common words, found in the lower-case text.
NEWS_SPANS = (*NEWS_HANDOVERS, *(opener for opener in NEWS_OPENERS if " " in opener))

# -- an airline captain on the public address, the companion the cabin crew ------------------

# The announcement that carries no order ("Ladies and gentlemen, this is your captain speaking.",
# "This is your captain."), and who is called before the order ("Cabin crew, ...", "Flight deck
# to cabin: ..."): left out.
CAPTAIN_HAILS = ("ladies and gentlemen", "good evening", "good morning", "good afternoon")
CAPTAIN_SPEAKING = ("this is your captain speaking", "this is your captain", "this is the captain",
                    "this is the captain speaking", "your captain speaking")
CAPTAIN_CALLED = ("cabin crew", "crew", "all crew", "flight attendants")
CAPTAIN_CALLS = ("flight deck to cabin", "flight deck to cabin crew", "captain to cabin crew",
                 "captain to cabin", "cockpit to cabin")
# The captain's words in plain ones: the flight deck and the captain are the player, to taxi is
# to walk, a gate a tile, holding short or there stopping, the aisle a walk's way.
CAPTAIN_SAID_AS = {
    "return to the flight deck": "come back to me",
    "back to the flight deck": "back to me",
    "forward to me on the flight deck": "to me",
    "to me on the flight deck": "to me",
    "to the flight deck": "to me",
    "the flight deck": "me",
    "the cockpit": "me",
    "your captain": "me",
    "the captain": "me",
    "proceed to gate": "go to",
    "taxi to gate": "go to",
    "taxi all the way to": "go all the way to",
    "taxi over to": "go over to",
    "taxi to": "go to",
    "taxi": "walk",
    "and hold short": "and stop",
    "then hold short": "then stop",
    "and hold there": "and stay there",
    "closest to your seat": "closest to you",
    "nearest to your seat": "nearest to you",
    "nearest your seat": "nearest you",
    "remain in your seat": "stay here",
    "stay in your seat": "stay here",
    "do not leave that seat": "do not leave",
    "don't leave that seat": "don't leave",
    "do not leave your seat": "do not leave",
    "don't leave your seat": "don't leave",
    "walk the aisle back and forth": "walk back and forth",
    "walk up and down the aisle between": "walk back and forth between",
    "move well clear of": "keep well away from",
    "move clear of": "keep away from",
    "stay well clear of": "keep well away from",
    "stay clear of": "keep away from",
    "take up a position": "stand",
    "take up position": "stand",
    "do we have on board": "are there",
    "have we got on board": "are there",
}
# When, of the flight, said after or before the step ("before we push back", "for the rest of
# the flight", "with your seatbelt fastened"): nothing the companion does.
CAPTAIN_TIMES = ("before we push back", "before we begin our descent",
                 "before we start our descent", "before we land", "before landing",
                 "before takeoff", "before we take off",
                 "for the rest of the flight", "until further notice", "this evening",
                 "with your seatbelt fastened", "with your seatbelts fastened",
                 "as i walk down the aisle", "as i come down the aisle")
# Said before the step, of the flight, a filler ("While we are at cruising altitude, feel free to
# stretch your legs and ...").
CAPTAIN_LEADS = ("while we are at cruising altitude", "while we're at cruising altitude",
                 "now that we are at cruising altitude", "now that we're at cruising altitude",
                 "feel free to stretch your legs and", "feel free to")
# A thing named as the flight's before the order, for the "it" after ("Crew, the sword is our
# most valuable cargo.", "We have turbulence ahead in the shape of the gorgon."): that thing.
CAPTAIN_CARGO = ("is our most valuable cargo", "is our precious cargo", "is our cargo",
                 "is valuable cargo")
CAPTAIN_TURBULENCE = ("we have turbulence ahead in the shape of",
                      "we have some turbulence ahead in the shape of",
                      "there is turbulence ahead in the shape of",
                      "there's turbulence ahead in the shape of")
# A wait said again before the step after it ("..., and once those three turns are up, go ..."):
# then.
CAPTAIN_WAIT_UP = ("once those", "when those", "after those")
CAPTAIN_UP = ("are up", "are over", "have passed", "are done")
CAPTAIN_GATE = frozenset(("captain", "crew", "cabin", "flight", "taxi", "turbulence", "aisle",
                          "seatbelt", "seatbelts", "altitude", "cockpit", "cargo", "gate"))
# Its phrases of common words, found in the lower-case text.
CAPTAIN_SPANS = ("hold short", "push back", "your seat", *(
    f"turns {up}" for up in CAPTAIN_UP))

# -- a television weather forecaster, every order dressed as a forecast ------------------------

# The weather's words: a piece of the order that names one of them and no verb of an order is the
# forecast said around it ("A cold front is building around the gorgon.", "Scattered bats in the
# east tonight.", ", and there's a storm coming in", "I'm heading out into the weather."), left
# out beside the order.
WEATHER_WORDS = ("weather", "cold front", "warm front", "weather front", "storm", "storms", "wind",
                 "winds", "pressure", "drizzle",
                 "rain", "raincloud", "showers", "shower", "scattered", "sunshine", "sunny",
                 "cloud", "clouds", "cloudy", "fog", "foggy", "thunder", "lightning", "snow",
                 "forecast", "outlook", "breeze", "gusts", "temperatures", "southerly",
                 "northerly", "easterly", "westerly", "drizzly", "hail")
# A piece that asks, or says when, is never the forecast said around the order ("what's the
# weather like in London?", "before the weather, ..."): what opens it.
NOT_AROUND = ("what", "what's", "whats", "how", "where", "which", "who", "when", "why", "is",
              "are", "will", "can", "could", "would", "do", "does", "before", "after", "until",
              "till", "during", "if", "unless", "since")
# A greeting alone opening the forecast ("Good evening!"): left out.
FORECAST_GREETINGS = ("good evening", "good morning", "good afternoon", "hello everyone",
                      "evening all")
# A heading before a colon naming the segment ("Tonight's forecast for our companion:", "Quick
# science segment for the viewers:"), and an outlook said as a heading of its own ("Three-day
# outlook."): one of these words among at most five, left out.
FORECAST_HEADINGS = ("forecast", "outlook", "segment", "bulletin", "update")
# Where the forecaster wants the companion, before the order that says it ("That's where I want
# you: head to the centre."): left out.
FORECAST_WANT = ("that's where i want you", "that is where i want you", "that's where you go",
                 "that's your spot")
# A journey said as the forecast, the thing at its end for the "it" after ("a long walk with a
# sword at the end of it."): that thing.
FORECAST_TRIP = ("walk", "trip", "journey", "trek", "hike")
FORECAST_TRIP_HOW = ("long", "short", "little", "quick")
FORECAST_AT_END = "at the end of it"
# The wind carrying the companion to a thing ("A southerly wind will carry you down to the
# sword this evening."): that thing, for the "it" after.
FORECAST_CARRIED = ("will carry you", "will blow you", "will take you", "is carrying you")
# Weather arriving at a place, then the order to be there ("A warm front is arriving at row 10,
# column 10. Go and stand there to meet it."): going there.
FORECAST_ARRIVING = ("is arriving at", "arrives at", "is heading for", "is settling over",
                     "will arrive at", "is moving in over")
FORECAST_THERE = ("go and stand there", "go stand there", "go and wait there", "go there",
                  "head there", "get there", "get yourself there")
FORECAST_MEET = ("to meet it", "to greet it", "and meet it")
# A patrol said as a route ("Tonight's patrol route runs from row 20 column 4 over to row 20
# column 10. Go back and forth along it."): back and forth between the two.
FORECAST_ROUTE = ("patrol route runs from", "route runs from", "patrol runs from")
FORECAST_ALONG = ("go back and forth along it", "walk back and forth along it",
                  "patrol it", "patrol along it", "go up and down it")
FORECAST_BETWEEN = "go back and forth between {a} and {b}"
# The days of an outlook as the steps of a plan ("Day one: ... Day two: ..."): then.
FORECAST_DAYS = ("day one", "day 1", "day two", "day 2", "day three", "day 3", "day four",
                 "day 4", "the first day", "the second day", "the third day")
# The forecaster's words in plain ones: to blow or sweep is to go, a monster knocked out of the
# sky or cleared away for good defeated, "the lot" everything.
FORECAST_SAID_AS = {
    "blow it back": "bring it back",
    "blow them back": "bring them back",
    "blow back": "come back",
    "sweep down to": "go down to",
    "sweep over to": "go over to",
    "sweep across to": "go over to",
    "off you go and": "go and",
    "hand the lot over": "hand everything over",
    "hand over the lot": "hand over everything",
    "give me the lot": "give me everything",
}
# A monster knocked out of the sky or cleared away for good: the fight with it.
FORECAST_FOUGHT = ("knock", "clear", "blow")
FORECAST_FOUGHT_HOW = ("out of the sky", "away for good", "away", "out of the way for good")
# A likening to the weather after the order ("like a polite drizzle that never quite arrives"),
# or said before a colon ("Hang over me like a little raincloud: ..."): left out.
FORECAST_LIKE = "like"
# Hanging over the player as a cloud does, before a colon saying how near ("Hang over me like a
# little raincloud: never more than two tiles from me"): what the colon says.
FORECAST_HOVER = ("hang over me", "hover over me", "hang above me", "hover above me")
FORECAST_GATE = frozenset((*(w for w in WEATHER_WORDS if " " not in w), "front", "sky", "day",
                           "route", "sweep", "blow", "hang", "hover"))
