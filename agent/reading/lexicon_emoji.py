"""The lexicon's emoji and symbols that chat writes in place of the game's words ("get the 🏹",
"kill the nearest 🦇", "how many 👾 left?", "🗡️ → me", "⏳3 then grab the 🗡️"), each as the words
it stands for (``emoji.in_words``). Data only: a picture's variation selector (U+FE0F) is no part
of its key."""

from __future__ import annotations

# A picture of a thing of the game: its word ("the 🏹": the bow; "ur 🎒": what you carry).
THINGS = {
    "🏹": "bow", "🗡": "sword", "⚔": "sword", "🔪": "sword", "➶": "arrow", "➵": "arrow",
    "➳": "arrow", "➹": "arrow", "🦇": "bat", "🐍": "gorgon", "👾": "monster", "👹": "monster",
    "❤": "health", "♥": "health", "💗": "health", "🎒": "bag",
}
# A picture of an action: its verb; left out where the verb itself or another order's verb
# follows ("👣 follow me", "🛑 stay right there").
ACTIONS = {
    "🛡": "protect", "⏳": "wait", "⌛": "wait", "🔁": "patrol", "🛑": "stay", "✋": "stay",
    "👣": "follow", "👋": "come here", "🗺": "explore", "👀": "keep an eye on", "🚫": "don't",
    "⛔": "don't", "⬜": "walk a square", "📏": "how far",
}
# The words a picture of an action takes the place of, after it ("👀 on the 🏹": an eye on it).
ACTION_SAID_AFTER = {"keep an eye on": ("on",)}
# An arrow pointing a way: a step that way at an order's or a clause's start ("➡️ x4"), a place
# beside the words naming it ("the bottom left ↙️ corner"); "→" between two words is "to" ("🗡️
# → me": bring the sword to me).
WAYS = {
    "➡": "right", "→": "right", "⬅": "left", "←": "left", "⬆": "up", "↑": "up", "⬇": "down",
    "↓": "down", "↙": "bottom left", "↘": "bottom right", "↖": "top left", "↗": "top right",
}
TO = ("→", "➡")  # "->" and "=>" are the steps' own (``sequence``)
# What an arrow between a thing and one of us is: bringing it to them ("🏹 + ➶ → me").
BROUGHT_TO = ("me", "us", "here")
BRING = "bring"
# A laugh a picture may close the order after, as decoration ("... lol 🐍").
LAUGHS = ("lol", "lmao", "haha", "hahaha", "rofl", "xd")
# "+" between two things: "and".
AND = "+"
# The words after which any other picture stands for a thing, said by its Unicode name ("kill the
# 🐉", "how many 🐉 left?", "stay away from 🐉"), with an order's verbs; a picture after other
# words, or closing the order, is decoration ("thanks 🙏", "get the bow 👍").
NAMED_AFTER = ("the", "a", "an", "ur", "your", "my", "some", "any", "of", "with", "from", "to",
               "at", "near", "by", "many", "much", "is", "are", "all", "every", "each", "no",
               "that", "this", "those", "these", "for", "on", "in", "into", "between", "or",
               "cast")
# The words after a picture opening the order that make it the order's verb ("🐲 me from the
# gorgon"): said by its name too.
NAMED_BEFORE = ("me", "us", "the", "a", "an", "it", "them", "my", "your", "ur", "to", "from",
                "at", "between", "around")
