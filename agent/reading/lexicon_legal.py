"""The words of a contract's voice, said as the reader's before an order is read
(the forms of ``voices.VOICES``' row "legal", tried before the office memo's, whose words it
shares: "three (3)", "in the event that", "thereafter", "remain at your present location").
Data only: each phrase with the plain words it is read as, which the reader reads as it always has.
"""

from __future__ import annotations

# Who the contract binds, named before "shall" ("The Companion shall retrieve the Bow", "The Party
# of the Second Part shall report ...", "...; otherwise, it shall retrieve the Bow"): left out, the
# order said to the companion.
LEGAL_BOUND = ("the companion", "the party of the second part", "it", "you")
# The companion named in the third person, bound by another word than "shall" or let do a thing
# ("Let the companion walk the battlements", "The companion is commanded to stand vigil", "His
# Majesty commandeth that the companion bring the bow", "the rookie has to go and collect the
# sword"): left out too, the order said to the companion.
NAMED_BOUND = ("the companion", "the rookie", "my lovely assistant", "my assistant")
NAMED_BINDING = ("must", "is to", "is commanded to", "is ordered to", "is bidden to", "has to",
                 "needs to", "will now", "is asked to", "is requested to")
NAMED_LET = ("let", "have", "may")
NAMED_ORDERED = ("commands that", "decrees that", "orders that", "commandeth that", "decreeth that",
                 "wishes that", "requests that", "asks that", "proclaims that",
                 "let it be proclaimed that", "let it be known that")
# The parties named in the third person, as the reader's words: the companion is "you", the
# player ("the Principal") is "me" (possessives first).
LEGAL_PARTIES = {
    "the principal's": "my",
    "the principal": "me",
    "the player's": "my",
    "the player": "me",
    "the companion's": "your",
    "the companion": "you",
    "itself": "yourself",
    "its own": "your own",
    "its": "your",
}
# A contract's phrases, each with the plain words it is read as.
LEGAL_SAID_AS = {
    "notwithstanding the foregoing,": "",
    "notwithstanding the foregoing": "",
    "provided that": "if",
    "provided always that": "if",
    "forthwith": "",
    "without delay": "",
    "thereupon": "then",
    "until further notice": "until i say otherwise",
    "in perpetuity": "",
    "remain stationary at your present location": "stay where you are",
    "remain stationary at your current location": "stay where you are",
    "remain stationary": "stay",
    "procure": "get",
    "neutralize": "kill",
    "neutralise": "kill",
    "situated at": "at",
    "located in": "in",
    "located at": "at",
    "right-hand": "right",
    "left-hand": "left",
    "of the premises": "",
    "upon the ground": "on the ground",
    "explore the premises, or so much thereof as is reasonably accessible": "explore",
    "explore the premises": "explore",
    "upon the expiry of": "after",
    "and not before,": "",
    "report the number of": "tell me the number of",
    "state the number of": "tell me the number of",
    "report which of": "tell me which of",
    "compute the number of": "tell me the number of",
    "and report the sum thereof": "",
    "disclose the location, by row and column, of": "tell me the row and column of",
    "disclose the location of": "tell me the location of",
    "advise me as to which instrument is required to": "tell me which item is required to",
    "advise me as to": "tell me",
    "enumerate": "list",
    "lies farther from": "is farther from",
    "lies nearer to": "is nearer to",
    "lies closer to": "is closer to",
    "tender all items in your possession to me": "hand over all your items to me",
    "tender": "give",
    "at a distance not exceeding": "within",
    "interpose yourself between": "get between",
    "repeat the same": "repeat that",
    "exclusive of": "not counting",
}
# Following within a bound ("follow the Principal at a distance not exceeding two (2) tiles"):
# a distance kept, "follow me within 2 tiles" (keep_distance holds it after every tick).
LEGAL_FOLLOWING = "follow me"
LEGAL_WITHIN_AS = "within"
LEGAL_WITHIN = (
    "at a distance not exceeding",
    "at a distance not greater than",
    "at a distance of no more than",
    "at a distance of not more than",
)
# A distance kept between two numbers ("maintain a distance of not less than 3 and not more than
# 5 tiles from me"): "stay between 3 and 5 tiles from me".
LEGAL_KEPT = ("maintain a distance of not less than", "keep a distance of not less than")
LEGAL_KEPT_AND = ("and not more than", "and not greater than")
LEGAL_KEPT_AS = "stay between"  # said before the lesser number
# The words a contract's forms need one of (legal.GATE): "shall" frames nearly every clause.
LEGAL_GATE = (
    "shall",
    "principal",
    "notwithstanding",
    "forthwith",
    "thereupon",
    "perpetuity",
    "hereinafter",
    "thereof",
    "premises",
)
