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
