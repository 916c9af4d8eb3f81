"""A thing a route names alone after a wait: "wait 3 then bow" is the bow fetched, on the verb a
route's item takes (``lexicon_typed.ROUTE_ITEM``), which the clause borrows as an object alone
borrows the verb before it (``sequence.Clause.verb``, read by ``clause.read_borrowed``). It was
written in as "wait 3 then get bow" (``text._telegraphed``) and the order read again."""

from __future__ import annotations

import re

from agent.reading import (
    lexicon as lx,
    lexicon_duties as ldu,
    lexicon_staying as lstay,
    lexicon_typed as lt,
)
from agent.reading.patterns import lazy

# The step before: a wait, said first in its sentence or after a mark ("wait 3", "hold").
_WAITED = lazy(rf"(?:^|[.,;:!?]\s*){lx.alt(ldu.STAY_VERBS, lstay.WAIT_TURNS)}\b[^.,;:!?]*$", re.I)
_ITEM_ALONE = lazy(rf"^(?:{lx.noun_pattern(lx.ITEM_KINDS)})$", re.I)


def after_wait(sentence: str, before: str, piece: str) -> tuple[str, str, str] | None:
    """The clause ``piece`` of ``sentence`` as (its words, lemma, verb borrowed) where it is an
    item named alone right after "then" following the wait ``before`` ("wait 3 then bow"); None
    for other words ("wait 3, then the bow", "wait 3. bow": as they are)."""
    if _ITEM_ALONE.match(piece) is None:
        return None
    said = re.search(
        rf"{re.escape(before)}\s+then\s+{re.escape(piece)}\s*(?:[.,;!?]|$)", sentence, re.I
    )
    if said is None or _WAITED.search(sentence, 0, said.start() + len(before)) is None:
        return None
    verb = f"{lt.ROUTE_ITEM} "
    return verb + piece, "", verb
