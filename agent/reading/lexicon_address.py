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
)
# The names that are verbs as well ("pet the bat"): left out at a clause's start only before a
# comma or a mark.
NAMES_ALSO_VERBS = ("pet",)
# A word before a name that makes it a thing spoken of, not a name said to the companion ("the
# pet", "a private", "my honey"): the name is left as typed.
NOT_ADDRESS_AFTER = ("the", "a", "an", "my", "your", "that", "this", "our", "his", "her", "some")
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
PARENTS = ("mummy", "mommy", "mommie", "mummie", "mum", "mom", "daddy", "dad")
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
    "pull back": "keep away from",
    "cover me": "between me and",
}
