"""The lexicon's words of an order relayed from someone else (a streamer passing on the chat's
wishes: "chat says get the sword", "mods say follow me") and of a player planning as a team ("you
take the gorgon, I'll stay here"). Data only, each class named by what reads it
(``voices.VOICES``' row "relayed", ``team.py``)."""

from __future__ import annotations

# Someone beside the player at the keyboard ("my son wants you to beat the gorgon", "he says
# follow us", "he's asking how many monsters there are"; musings: "he's pointing at it").
BESIDE = (*(f"my {who}" for who in ("son", "daughter", "kid", "kids", "child", "little one", "boy",
                                    "girl", "nephew", "niece", "little brother", "little sister",
                                    "partner", "wife", "husband", "dad", "mum", "mom")),
          "the kids", "the kid", "he", "she", "he's", "she's")
# What such a one is said to wish or ask, which is relayed, never a remark ("he wants a pony").
WISHED = ("wants", "want", "would", "wishes", "needs", "likes", "asks", "asked", "asking", "says",
          "said", "is asking", "is saying", "is wondering", "wonders", "thinks", "hopes")

# Who an order is relayed from: a streamer's chat and moderators, viewers, someone in the room.
RELAYED_BY = (
    "chat",
    "the chat",
    "my chat",
    "twitch chat",
    "the twitch chat",
    "twitch",
    "mods",
    "the mods",
    "my mods",
    "viewers",
    "the viewers",
    "my viewers",
    "the stream",
    "stream",
    "someone",
    "somebody",
    "a viewer",
    "a mod",
    "someone in chat",
    "someone in the chat",
    "somebody in chat",
    "somebody in the chat",
    "people in chat",
    "people in the chat",
    "everyone in chat",
    "everyone in the chat",
    "my friend",
    "my friends",
    "my brother",
    "my sister",
    "my mate",
    "my buddy",
    "my roommate",
    "my girlfriend",
    "my boyfriend",
    "they",
    "they're",
    *BESIDE,
)
# Someone named before how they relay it ("Leo wants you to go get the bow", "Leo's asking how
# many monsters there are"): a name opening the sentence, with one of these after it.
NAMED_HOW = ("says", "said", "wants you to", "wants u to", "would like you to", "wants to know",
             "is asking", "asking", "asks", "is wondering", "wondering", "wonders")
# Their words too common to gate the voice on ("is" of "is asking": "asking" gates it).
NAMED_HOW_COMMON = frozenset(("is", "you", "u", "to", "know", "like"))
# Capitalized words that open such a sentence and name no one ("Who says ...", "Nobody wants
# you to ..."); nor does a thing of the game ("The gorgon" is no name either).
NOT_NAMES = ("who", "what", "where", "which", "how", "why", "when", "nobody", "no one", "noone",
             "everyone", "everybody", "it", "that", "this", "there", "here", "nothing", "one")

# How the order is relayed, and the player's own words for it: what they say is the order
# itself; what they wish the companion to do, the player's wish ("I want you to", which
# politeness takes off); what they wish to know or ask, the player's ("I want to know", "tell
# me", which the questions read).
RELAYED_HOW = {
    "says": "",
    "say": "",
    "said": "",
    "says to": "",
    "say to": "",
    "said to": "",
    "is saying": "",
    "are saying": "",
    "saying": "",
    "keeps saying": "",
    "keep saying": "",
    "wrote": "",
    "writes": "",
    "is typing": "",
    "are typing": "",
    "wants you to": "I want you to",
    "want you to": "I want you to",
    "wants u to": "I want you to",
    "want u to": "I want you to",
    "would like you to": "I want you to",
    "wants to see you": "I want you to",
    "want to see you": "I want you to",
    "wants you to go and": "I want you to",
    "wants to know": "I want to know",
    "want to know": "I want to know",
    "is asking": "tell me",
    "are asking": "tell me",
    "asking": "tell me",
    "asked": "tell me",
    "asks": "tell me",
    "is wondering": "tell me",
    "are wondering": "tell me",
    "wondering": "tell me",
    "wonders": "tell me",
    "is arguing about": "tell me",
    "are arguing about": "tell me",
    "arguing about": "tell me",
    "is arguing over": "tell me",
    "are arguing over": "tell me",
    "is debating": "tell me",
    "are debating": "tell me",
}

# What the relayed ones are said to be doing before "so" and the order ("chat is spamming
# explore so i guess go explore"): what they chant is the order after "so", said again.
RELAYED_CHANTS = (
    "is spamming",
    "are spamming",
    "spamming",
    "keeps spamming",
    "keep spamming",
    "is chanting",
    "are chanting",
    "voted",
    "voted for",
    "is voting for",
    "are voting for",
)

# What the relayed one paid for the order ("someone donated 5 bucks for you to stay away from the
# gorgon"): the order after "for you to", the player's wish.
RELAYED_PAID = ("donated", "tipped", "paid", "sent", "gave", "bet")

# What a relayed question's answer is asked with, as a sentence after it ("... the top right bat
# or the gorgon. settle it"): the answer, which the question gives.
SETTLE = (
    "settle it",
    "settle this",
    "settle that",
    "settle it for them",
    "settle it for us",
    "settle the argument",
    "settle the debate",
    "end the debate",
    "end the argument",
)

# The player's own part of a team's plan, after "I'll", "we'll", "I'm gonna" (team.py): where the
# player stays or meets the companion, no step of the companion's ("you take the gorgon, I'll
# stay here", "you head to the bottom left corner, we'll meet up there").
OWN_PARTS = (
    "stay here",
    "stay right here",
    "stay put",
    "stay back",
    "stay behind",
    "stay where i am",
    "stay",
    "hang back",
    "hang back here",
    "hold back",
    "hold here",
    "hold position",
    "wait here",
    "wait right here",
    "wait",
    "wait for you",
    "wait for you here",
    "wait for you there",
    "sit tight",
    "sit this one out",
    "keep watch",
    "watch",
    "hide",
    "hide here",
    "meet up there",
    "meet you there",
    "meet up with you there",
    "meet up later",
    "meet up",
    "catch up",
    "catch up with you",
)

# What only announces the question said beside it, after "let's" or "we need to" (team.py): "let's
# count what's left. how many monsters are there?", "let's take stock, what are you carrying?",
# "how far off is the gorgon? we need to know before we push on".
ANNOUNCED = (
    "count what's left",
    "count what is left",
    "count what we've got",
    "count what we have",
    "take stock",
    "take inventory",
    "figure out where we go",
    "figure out where to go",
    "figure out where we're going",
    "figure this out",
    "figure it out",
    "work out where we go",
    "work out where to go",
    "know",
    "know that",
    "know this",
    "find out",
    "check",
    "plan this",
    "plan our next move",
    "see what we've got",
    "see what we have",
)

# A reason a team gives before the companion's part (team.py), after "let's", "we need to" or "we
# don't want to": "we don't want to bunch up, you keep about 3 to 5 tiles from me", "let's stick
# together, you follow me".
TEAM_REASONS = (
    "bunch up",
    "get bunched up",
    "crowd each other",
    "get in each other's way",
    "get split up",
    "get separated",
    "split up",
    "spread out",
    "stick together",
    "stay together",
    "keep together",
    "be too close",
    "stand too close",
)

# What the player was told or heard of what the companion carries, said before or after an order
# ("Somebody told me you're carrying some things.", "I heard you've got the bow"): a remark of
# theirs, no step (musings.py). Who told (RELAYED_BY, "people"), how, and what is carried, in the
# words as contractions are spelt out.
TOLD_BY = ("people", "everyone", "everybody")
TOLD_HOW = ("told me", "tell me", "tells me", "said", "say", "says", "mentioned")
HEARD_SO = ("i heard", "i have heard", "i was told", "i have been told", "i hear", "word is",
            "rumour has it", "rumor has it", "apparently", "it seems", "it looks like")
CARRIED_SO = ("are carrying", "are holding", "have got", "have", "got", "carry", "hold",
              "are loaded up", "picked up", "have picked up")

# What someone beside the player feels for the companion ("Leo misses you lol", "he really likes
# you"): a remark of theirs, no step (musings.py), and how much.
FOND_OF = ("misses", "likes", "loves", "adores", "is proud of", "is so proud of", "is a fan of",
           "really likes", "really misses", "really loves", "says hi to", "waves at", "waves to")
FOND_HOW = ("so much", "a lot", "already", "loads", "lol", "haha", "heaps", "too")
# What follows "I'm" that says the player's state or a wish, not what they are doing ("I'm
# going to need the bow", "I'm getting hurt"): never left out as the player's own doing (team).
NARRATED_NOT = ("need", "want", "getting hurt", "getting hit", "getting attacked", "dying",
                "losing", "asking", "telling", "wondering", "counting on", "begging", "hoping",
                "waiting for you", "expecting", "trying to")
