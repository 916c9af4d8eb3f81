"""The lexicon's words of an order relayed from someone else (a streamer passing on the chat's
wishes: "chat says get the sword", "mods say follow me") and of a player planning as a team ("you
take the gorgon, I'll stay here"). Data only, each class named by what reads it
(``agent/reading/relayed.py``)."""

from __future__ import annotations

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
)

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
