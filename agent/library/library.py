"""The function library as the agent uses it: match an order, offer examples, learn candidates.

``Library.open(cfg)`` opens (or creates) the SQLite file under the data directory and seeds the
shipped entries; the embedding model loads on the first ``match``/``nearest`` (or ``warm()``).
Only approved entries are served, and only for an order whose meaning they cover: one of the
entry's examples, read by the same reader, has the order's shape (``agent.library.coverage``:
the same steps, actions, questions, counts, superlatives and conditions, whatever the things
named). Among the covering entries that score at least ``agent.match_threshold`` and whose
required parameters the order's things (or the world) fill, those within ``agent.match_margin``
of the best are compared by how many of the things the order names they leave unused, fewest
first, then by score. An order the reader could not read whole is served by no entry: a part
that was not read (a relation, an ordinal, a negation, an action the game has no skill for) is a
part no entry covers, however close its words sound to an entry's examples.
"""

from __future__ import annotations

import hashlib
import logging
import re
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import replace

import numpy as np

from agent.library import shipped
from agent.library.coverage import covers, kinds_read, mentions, shape
from agent.library.entry import (
    APPROVED,
    CANDIDATE,
    GENERATED,
    MAX_EXAMPLES,
    Entry,
    EntryError,
)
from agent.library.fill import Filled, fill
from agent.library.generalize import families, generalize
from agent.library.match import Embedder, Match, Matcher, Ranked, normalize
from agent.library.params import bind
from agent.library.store import Store, default_path
from agent.reading import Meaning, lexicon as lx, read
from config.settings import Config
from game.world import World

log = logging.getLogger(__name__)

_CONCRETE = frozenset((*lx.ITEM_NAMES, *lx.MONSTER_KINDS))


def _default_embedder() -> Embedder:
    from agent.library.embedding import SentenceEmbedder

    return SentenceEmbedder()


class Library:
    def __init__(
        self,
        store: Store,
        *,
        threshold: float,
        margin: float,
        embedder_factory: Callable[[], Embedder] = _default_embedder,
    ) -> None:
        self.store = store
        self.threshold = threshold
        self.margin = margin
        self._embedder_factory = embedder_factory
        self._matcher: Matcher | None = None
        self._indexed_revision = -1
        self._approved_cache: list[Entry] = []
        self._approved_revision = -1
        self._lock = threading.Lock()
        self._entry_kinds: dict[str, frozenset[str]] = {}

    @classmethod
    def open(cls, cfg: Config, *, embedder: Embedder | None = None) -> Library:
        """``embedder``: an already loaded model to share (tests); by default the packaged one
        loads on first use."""
        store = Store.open(default_path(cfg.data_dir))
        shipped.seed(store, shipped.load_shipped())
        factory = (lambda: embedder) if embedder is not None else _default_embedder
        return cls(store, threshold=cfg.agent.match_threshold, margin=cfg.agent.match_margin,
                   embedder_factory=factory)

    def close(self) -> None:
        self.store.close()

    # -- serving -----------------------------------------------------------------------------

    def warm(self) -> None:
        """Load the model and index the approved entries now rather than on the first order."""
        self._ranked("warm up")

    def match(self, order_text: str, world: World | None = None,
              meaning: Meaning | None = None) -> Match | None:
        """The approved entry that serves this order, parameters filled; None if none fits.
        ``meaning``: the order as read (read here when not given)."""
        started = time.perf_counter()
        meaning = meaning if meaning is not None else read(order_text)
        order_shape = shape(meaning)
        if order_shape is None:
            # Read only in part: no entry covers the part the reader could not read.
            log.info("library: no entry for %r: read only in part (%.1f ms)", order_text,
                     (time.perf_counter() - started) * 1000)
            return None
        if not any(covers(e.examples, order_shape) for e in self._approved()):
            # No entry's examples cover this order whatever it scores: no need to embed it
            # (a composed order is served ~10 ms sooner).
            log.info("library: no entry covers %r (%.1f ms)", order_text,
                     (time.perf_counter() - started) * 1000)
            return None
        ranked_all = self._ranked(order_text)
        named = mentions(meaning)
        fits: list[tuple[Ranked, Filled]] = []
        for ranked in ranked_all:
            if ranked.score < self.threshold:
                break
            entry = ranked.entry
            if not covers(entry.examples, order_shape):
                log.debug("library: %s (score %.3f) does not cover %r", entry.id, ranked.score,
                          order_text)
                continue
            filled = fill(entry, named, world)
            if filled.complete and not self._other_things(entry, filled):
                fits.append((ranked, filled))
        chosen = self._choose(fits) if fits else None
        ms = (time.perf_counter() - started) * 1000
        if chosen is None:
            log.info("library: no entry for %r (%.1f ms)", order_text, ms)
            return None
        ranked, filled = chosen
        log.info("library: %r -> %s %s score %.3f (%.1f ms)", order_text, ranked.entry.id,
                 filled.params, ranked.score, ms)
        return _match(ranked, filled)

    def _other_things(self, entry: Entry, filled: Filled) -> tuple[str, ...]:
        """The kinds the order names that no parameter took and the entry's own code does not
        do either ("gather the sword and all the arrows" is no "get the bow and every arrow",
        an entry whose kinds are fixed: it fetched the bow)."""
        own = self._kinds_of(entry)
        return tuple(values[0] for values in filled.left
                     if values and values[0] in _CONCRETE and values[0] not in own)

    def _kinds_of(self, entry: Entry) -> frozenset[str]:
        """The concrete kinds the entry's examples name: what its code does by itself."""
        kinds = self._entry_kinds.get(entry.id)
        if kinds is None:
            kinds = frozenset(k for example in entry.examples
                              for k in kinds_read(read(example)) if k in _CONCRETE)
            self._entry_kinds[entry.id] = kinds
        return kinds

    def _choose(self, fits: list[tuple[Ranked, Filled]]) -> tuple[Ranked, Filled]:
        """Among the fits within the margin of the best: fewest things of the order left unused,
        then the higher score."""
        best = fits[0][0].score
        close = [f for f in fits if f[0].score >= best - self.margin]
        return min(close, key=lambda f: (f[1].unused, -f[0].score))

    def nearest(self, order_text: str, k: int = 3) -> list[Match]:
        """The k approved entries closest in meaning, whatever their score (worked examples)."""
        named = mentions(read(order_text))
        return [_match(r, fill(r.entry, named)) for r in self._ranked(order_text)[:k]]

    def _approved(self) -> list[Entry]:
        """The approved entries, read again only when the store changed."""
        with self._lock:
            revision = self.store.revision()
            if self._approved_revision != revision:
                self._approved_cache = self.store.entries(APPROVED)
                self._approved_revision = revision
            return self._approved_cache

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """The library's sentence vectors for ``texts`` (its embedding model, loaded once and
        shared: the restaters' worked examples are matched with it too)."""
        return self._loaded_matcher().embedder.embed(texts)

    def _loaded_matcher(self) -> Matcher:
        with self._lock:
            if self._matcher is None:
                self._matcher = Matcher(self._embedder_factory(), self.store)
            return self._matcher

    def _ranked(self, text: str) -> list[Ranked]:
        matcher = self._loaded_matcher()
        with self._lock:
            revision = self.store.revision()
            if revision != self._indexed_revision:
                matcher.load(self.store.entries(APPROVED))
                self._indexed_revision = revision
            return matcher.rank(text)

    # -- learning ----------------------------------------------------------------------------

    def add_candidate(self, order_text: str, code: str, description: str = "") -> str:
        """Keep generated code that completed its order, for a person to approve or reject.

        The order's nouns whose names the code spells as string literals become parameters
        (``generalize``), so that once approved it serves the same order about another item or
        monster. The same code again (from another order, also once generalised) adds that order
        to its examples instead.
        """
        order_text = order_text.strip()
        with self.store.transaction():
            entries = self.store.entries()
            general = generalize(mentions(read(order_text)), code, families(entries))
            if general.kept:
                log.info("library: kept literal in the candidate for %r: %s", order_text,
                         general.kept)
            code = general.code
            for entry in entries:
                if entry.code == code:
                    if normalize(order_text) not in {normalize(e) for e in entry.examples}:
                        self.store.put(_with_example(entry, order_text))
                    return entry.id
            entry_id = _candidate_id(order_text, code)
            try:
                self.store.insert(Entry.from_data({
                    "id": entry_id, "examples": [order_text], "code": code,
                    "description": description or f"Generated for: {order_text}",
                    "status": CANDIDATE, "origin": GENERATED,
                    "params": {p.name: p.to_data() for p in general.params},
                }))
            except EntryError as exc:
                raise EntryError(f"cannot keep the generated code as a candidate: {exc}") from None
        log.info("library: new candidate %s for %r", entry_id, order_text)
        return entry_id

    def count_served(self, entry_id: str, succeeded: bool) -> None:
        self.store.count_served(entry_id, succeeded)


def _match(ranked: Ranked, filled: Filled) -> Match:
    entry = ranked.entry
    return Match(
        entry_id=entry.id,
        score=ranked.score,
        params=dict(filled.params),
        code=bind(entry.code, filled.params),
        description=entry.description,
        example=ranked.example,
        missing=filled.missing,
    )


def _with_example(entry: Entry, example: str) -> Entry:
    if len(entry.examples) >= MAX_EXAMPLES:
        return entry
    return replace(entry, examples=(*entry.examples, example))


def _candidate_id(order_text: str, code: str) -> str:
    slug = "-".join(re.findall(r"[a-z0-9]+", order_text.lower()))[:40].strip("-") or "order"
    return f"gen-{slug}-{hashlib.sha256(code.encode()).hexdigest()[:6]}"
