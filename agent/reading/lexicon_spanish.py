"""A player mixing everyday Spanish words into English orders ("oye, go get the sword porfa",
"quédate aquí ok? don't move", "primero get the bow, luego an arrow", "si hay more bats than
gorgons, get the bow. si no, get the sword"), said as the reader's words before an order is read
(row "spanish" of ``voices.VOICES``). Data only: each word or phrase with the plain English it is
read as, matched whole, in any case, the longer phrase first; with and without its accents, as
players type both. Only words no English order says are here (not "ya", which English says for
"you"); what lies outside the game stays as typed and is refused ("open the puerta")."""

from __future__ import annotations

import unicodedata

# Another language's words: kept out of the English vocabulary and the spelling's targets
# (spelling.py reads this name).
LANGUAGE = "es"

_SAID = {
    # politeness, calls and cheers
    "por favor": "please", "porfa": "please", "porfavor": "please", "oye": "hey",
    "vale": "ok", "bueno": "ok", "cuidado": "careful", "pero cuidado": "but careful",
    "gracias": "thanks", "amigo": "buddy", "amiga": "buddy",
    "vamos": "now", "ándale": "now", "órale": "now", "rápido": "quickly",
    "ahora": "now", "ahorita": "now", "ya mismo": "now",
    # steps in order and their joints
    "primero": "first", "luego": "then", "y después": "and then", "después": "then",
    "y luego": "and then", "pero": "but", "y": "and",
    # conditions
    "si hay": "if there are", "si no": "if not", "si": "if", "ya tienes": "you already have",
    "tienes": "you have",
    # verbs
    "sígueme": "follow me", "ven": "come", "ven aquí": "come here", "quédate aquí": "stay here",
    "quédate": "stay", "espera": "wait", "corre": "run", "ponte": "put yourself",
    "dame todo": "give me everything", "dame": "give me", "haz": "make",
    "no lo agarres": "don't pick it up", "no la agarres": "don't pick it up",
    "no lo toques": "don't touch it", "basta": "stop", "explora": "explore",
    # places, ways and amounts
    "aquí": "here", "allí": "there", "allá": "there", "cerca de mí": "close to me",
    "cerca": "close", "lejos": "far away", "ida y vuelta": "back and forth",
    "nada más": "", "un poco": "a little", "todas": "all of them",
    "todos": "all of them", "un": "a", "una": "a",
    # a question said again after it in the player's own words ("cuántos?", "dónde está?")
    "cuántos": "", "cuántas": "", "dónde está": "", "dónde": "where",
}


def _plain(word: str) -> str:
    """``word`` without its accents ("aquí": "aqui")."""
    return "".join(ch for ch in unicodedata.normalize("NFD", word)
                   if unicodedata.category(ch) != "Mn")


SPANISH_SAID_AS = {**{_plain(said): plain for said, plain in _SAID.items()}, **_SAID}
# The words that may be the voice: those no English order says ("y", "si", "un" are words of a
# phrase of it only beside another of its words).
SPANISH_GATE = frozenset(w for said in SPANISH_SAID_AS for w in said.split()) - {
    "y", "si", "un", "una", "no", "lo", "la", "de", "mi", "mí", "ven", "haz", "corre"}
