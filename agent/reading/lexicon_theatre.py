"""A surgeon's voice in theatre ("Scalpel. No — bow. Go get the bow, stat.", "Clamp. Retrieve the
sword, then excise the gorgon.") and a stage director's at rehearsal ("From the top! Cross to the
bow and pick it up. Aaand... action!", "Places, everyone. You — hit your mark at row 8, column
15."), said as the reader's words by ``theatre.py``'s rows "surgeon" and "stage" of
``voices.VOICES`` before an order is read. Data only: words left out, and phrases each with the
plain words they are read as. The tray is what the companion carries, the patient on the table
the monster to be fought, a beat a turn, the lead the player, centre stage the middle of the map.
What the theatres have that the game has not (a tail to amputate, blood to hang, a curtain, a
trapdoor, music) stays as typed, and is refused."""

from __future__ import annotations

# The words only a surgeon's voice has: an order with none of them is left as typed.
SURGEON_GATE = (
    "scalpel", "clamp", "suction", "forceps", "retractor", "suture", "sutures", "gauze",
    "hemostat", "haemostat", "stat", "nurse", "tray", "vitals", "gloved", "gowned", "scrub",
    "scrubbed", "prep", "excise", "resect", "procedure", "millimetre", "millimeter", "cavity",
    "sterile", "incision", "theatre", "breathing", "coordinates", "handle", "table",
)
# Phrases of common words a surgeon may say where none of the voice's words stands ("Count the
# bats. How many are left?": the count asked again without its kind).
SURGEON_SPANS = ("count the", "close on", "close in on", "go in and", "give me the total",
                 "what's the number", "what's the total", "what is the number", "what is the total",
                 "what's the answer", "tell me the total", "takes down", "takes out",
                 "how many is that", "how many does that make")
# A sum said, then the wish to be told it ("Monsters plus items — give me the total.", "Bats
# times gorgons — what's the number?"): the sum asked.
SUMMED = ("plus", "times", "minus")
TOTAL_ASKED = ("give me the total", "what's the number", "what's the total", "what is the number",
               "what is the total", "what's the answer", "tell me the total",
               "how many is that altogether", "how many is that all together",
               "how many is that in total", "how many is that", "how many does that make")
# Instruments called for, a sentence of their own ("Scalpel.", "Suction... good."): no step.
INSTRUMENTS = (
    "scalpel", "clamp", "suction", "forceps", "retractor", "suture", "sutures", "gauze", "sponge",
    "swab", "hemostat", "haemostat", "irrigation", "cautery", "scissors", "needle driver",
    "retract", "sponges",
)
# What a surgeon says of an instrument once it is handed ("Suction... good."): no step.
INSTRUMENT_TAKEN = ("good", "thanks", "thank you", "ok", "okay", "nice", "perfect", "there")
# Urging at the end of a clause ("Go get the bow, stat."): no step.
SURGEON_URGING = ("stat", "quickly now", "nice and quick")
# Who the surgeon says the order to, opening it before a comma or closing it after one.
SURGEON_ADDRESS = ("scrub nurse", "nurse", "sister", "resident", "intern")
# Sentences after an order that ask nothing ("Keep clear of the bats. Sterile field.", "Handle
# first." after a passing): no step.
SURGEON_TAILS = (
    "sterile field", "keep it sterile", "keep the field sterile", "clean incision",
    "clean incisions", "nice and clean", "steady hands", "steady hand", "handle first",
    "hilt first", "handle end first", "careful now", "gently now", "no contamination",
)
# How an instrument is handed, said after the handing ("Hand me the bow, handle first."): no
# step ("handle" alone is a verb of fighting).
HANDLE_FIRST = ("handle first", "hilt first", "handle end first", "grip first", "blade last")
# A bringing finished in the surgeon's words ("bring me the bow and place it in my hand"): handing
# it over, which the bringing already does.
INTO_MY_HAND = ("place", "put", "slap", "lay", "press")
INTO_MY_HAND_AS = "and hand it to me"
# A heading before a colon that names no step ("Instrument check: what's on your tray?").
SURGEON_HEADINGS = ("instrument check", "instrument count", "sponge count", "swab count",
                    "tray check", "time out", "timeout")
# Getting an instrument ready, said of an item ("Prep the nearest arrow"): fetching it; of
# anything else, as typed.
PREP = ("prep", "prepare", "ready")
PREP_AS = "get"
# Cutting out, said of a monster ("excise the gorgon", "close on the nearest bat"): the fight; of
# anything else, as typed ("excise the bow", "close the wound").
EXCISE = ("excise", "resect", "close in on", "close on")
EXCISE_AS = "attack"
# The companion gloved up with an item or an item on its tray: what it has ("You're already gloved
# up with the sword.", "Bow and arrow are on your tray").
GLOVED = ("gloved up", "gowned up", "scrubbed in", "gloved", "scrubbed up")
# The patient on the table: the monster a fight's "it" after it stands for ("Bat on the table.
# Bow and arrow are on your tray — take it down.").
# A fight's "it" said with a verb put before "down" or "out" ("take it down", "knock it out").
FOUGHT_PUT = ("take", "knock", "put")
ON_THE_TABLE = ("on the table", "is on the table", "on the operating table", "is prepped")
# "Vitals." before a question: its heading; alone, the question of the companion's health.
VITALS = ("vitals", "check vitals", "vitals check")
VITALS_AS = "what's your health?"
# The surgeon's phrases for the game's moves and states ("still breathing": alive).
SURGEON_SAID_AS = {
    "what takes down": "what defeats",
    "what takes out": "what defeats",
    "which weapon takes down": "which weapon defeats",
    "which weapon takes out": "which weapon defeats",
    "what's on your tray": "what are you carrying",
    "what is on your tray": "what are you carrying",
    "what have you got on your tray": "what are you carrying",
    "still breathing": "still alive",
    "is breathing": "is alive",
    "are breathing": "are alive",
    "scrub out and": "",
    "scrub in and": "",
    "scrub out then": "",
    "scrub in then": "",
    "through the procedure": "",
    "through this procedure": "",
    "during the procedure": "",
    "follow my lead": "follow me",
    "of this cavity": "",
    "of the cavity": "",
    "a millimetre": "an inch",
    "a millimeter": "an inch",
    "one millimetre": "an inch",
    "one millimeter": "an inch",
    "a single millimetre": "an inch",
    "a single millimeter": "an inch",
}
# A where asked, then what the answer is to give ("Where's the sword? I want coordinates.", "...?
# I need its mark.", "...? I'm timing the cross."): no step.
ANSWER_WANTED = (
    "i want coordinates", "i want the coordinates", "i need coordinates", "i need the coordinates",
    "coordinates", "coordinates please", "give me coordinates", "i need its mark",
    "i need the mark", "i want its mark", "give me its mark", "i'm timing the cross",
    "i am timing the cross", "i'm timing it", "i'm timing you", "quickly", "quick",
)

# The words only a stage director's voice has.
STAGE_GATE = (
    "scene", "stage", "places", "mark", "beat", "beats", "blocking", "action", "cut", "lead",
    "wings", "tableau", "improvise", "set", "rehearsal", "freeze", "shadow", "cross", "climax",
    "line", "good", "again", "nobody", "terrified", "bodyguard", "act", "finale", "prologue",
    "epilogue", "note", "touches",
)
STAGE_SPANS = (
    "from the top", "down to me", ". it's a ", ". it is a ", "take one:", "take two:",
    "take three:", "take four:", "take five:",
)
# A director's calls, sentences of their own before the order ("From the top!", "Places,
# everyone.", "Improvise!") or after it ("Aaand... action!", "And... scene.", "Make it look
# real."): no step. A call with "and" may stretch it ("Aaand").
STAGE_CALLS_BEFORE = (
    "from the top", "places everyone", "places, everyone", "places, people", "places please",
    "places", "improvise", "quiet on set", "quiet on the set", "rolling", "and go",
    "okay, people", "ok, people", "alright, people",
)
STAGE_CALLS_AFTER = (
    "action", "scene", "and scene", "cut", "and cut", "make it look real", "make it real",
    "make it believable", "sell it", "really sell it", "big energy", "from the top",
    "curtain", "that's a wrap", "good", "lovely", "beautiful", "nice", "perfect",
)
# What a role or a reason adds to an order, a sentence or a clause after a dash or a comma, no
# step: "It's a nervous walk.", "you're my shadow", "you're shielding the lead", "that's your
# exit line".
STAGE_ASIDES = (
    "you're my shadow", "you are my shadow", "like my shadow", "you're shielding the lead",
    "you are shielding the lead", "you're protecting the lead", "you're shielding me",
    "that's your exit line", "that is your exit line", "that's your exit", "that's your cue",
    "that's your line", "for the tableau", "for the scene", "for this scene",
    "across the stage", "across the set",
)
# An acting note said of the walk or the moment ("It's a nervous walk.", "It's a big moment."):
# its last word.
STAGE_NOTED = ("walk", "cross", "scene", "moment", "entrance", "exit", "beat", "bit", "one")
# A heading before a colon naming no step ("Scene two:", "Big fight scene:", "Blocking note:",
# "Climax:"): one of these words within its first four.
STAGE_HEADINGS = ("scene", "act", "blocking", "note", "climax", "finale", "prologue", "epilogue",
                  "rehearsal")
# A take is a heading only with its number ("Take two:"; "Take both: ..." is an order).
STAGE_TAKE = "take"
# Where a role is said for the scene ("You're the bodyguard in this scene."): no step.
IN_THIS_SCENE = ("in this scene", "in this one", "in this take", "for this scene")
# A guard's verbs, after which "Nobody touches it." is what guarding does anyway.
GUARDED = ("guard", "stand guard", "watch over", "keep watch over", "stand watch over")
# Centre stage: the middle of the map.
CENTRE = "the middle of the map"
# The voice's phrases for the game's moves, places and parties.
STAGE_SAID_AS = {
    "hit your mark at": "go to",
    "hit your mark on": "go to",
    "hit the mark at": "go to",
    "find your mark at": "go to",
    "take your mark at": "go to",
    "cross over to": "go to",
    "cross to": "go to",
    "centre stage": CENTRE,
    "center stage": CENTRE,
    "the very middle": "the middle",
    "wander the set": "explore",
    "wander the stage": "explore",
    "explore the set": "explore",
    "nobody moves": "don't move",
    "no one moves": "don't move",
    "until i say cut": "until I say so",
    "till i say cut": "until I say so",
    "until i call cut": "until I say so",
    "in the wings": "",
    "shielding the lead": "shielding me",
    "between the lead and": "between me and",
    "and the lead": "and me",
    "follow the lead": "follow me",
    "to the lead": "to me",
    "protect the lead": "protect me",
    "guard the lead": "guard me",
    "shield the lead": "shield me",
    "it ends in my hands": "hand it to me",
    "so it ends in my hands": "hand it to me",
    "hold a beat": "wait one turn",
    "hold for a beat": "wait one turn",
    "wait a beat": "wait one turn",
    "pause a beat": "wait one turn",
    "pause for a beat": "wait one turn",
    "again, from there": "again",
    "again from there": "again",
}
# "bring it down to me": the bringing ("bring it up to me" too).
BROUGHT_DOWN = ("down", "up", "over")
BROUGHT_VERBS = ("bring", "carry", "take")
# Tiles seen said as covered ("Wander the set and cover at least twenty different tiles."): how
# many to explore.
COVERED = ("cover", "map out", "see", "visit", "walk over")
EXPLORE_AS = "explore"
# Afraid of a kind in a scene ("you're terrified of bats"): keeping away from it.
AFRAID = ("terrified", "scared", "afraid", "frightened")
AFRAID_AS = "keep away from"
