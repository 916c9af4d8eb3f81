"""The approved entries that ship with the program (``shipped/*.lua``) and seeding them.

Seeding runs whenever the library opens, in one transaction: a shipped entry the file lacks is
added as approved; one whose file changed since (its hash differs) gets the new code, examples,
description and parameters but keeps its counters and any approve/reject decision a person
made; one no longer shipped is withdrawn (rejected) unless a person decided about it. An entry
of the same id that a person added or the agent generated is left alone.
"""

from __future__ import annotations

import hashlib
import logging
from dataclasses import dataclass, replace
from pathlib import Path

from agent.library import entry_file
from agent.library.entry import APPROVED, REJECTED, SHIPPED, Entry
from agent.library.store import Store

log = logging.getLogger(__name__)

SHIPPED_DIR = Path(__file__).resolve().parent / "shipped"


@dataclass(frozen=True, slots=True)
class SeedReport:
    added: tuple[str, ...] = ()
    upgraded: tuple[str, ...] = ()
    withdrawn: tuple[str, ...] = ()

    @property
    def changed(self) -> bool:
        return bool(self.added or self.upgraded or self.withdrawn)


def load_shipped(folder: Path = SHIPPED_DIR) -> list[Entry]:
    entries = []
    for path in sorted(folder.glob("*.lua")):
        entry = entry_file.parse(path.read_text(encoding="utf-8"), where=str(path))
        if entry.id != path.stem:
            raise ValueError(f"{path}: id {entry.id!r} must match the file name")
        digest = hashlib.sha256(entry_file.render(entry).encode()).hexdigest()[:16]
        entries.append(replace(entry, status=APPROVED, origin=SHIPPED, source_hash=digest))
    return entries


def seed(store: Store, shipped: list[Entry]) -> SeedReport:
    added, upgraded, withdrawn = [], [], []
    ids = {e.id for e in shipped}
    with store.transaction():
        for new in shipped:
            old = store.get(new.id)
            if old is None:
                store.put(new)
                added.append(new.id)
            elif old.origin != SHIPPED:
                log.warning("library: entry %r is %s, not shipped; the shipped one is not "
                            "installed", new.id, old.origin)
            elif old.source_hash != new.source_hash:
                store.put(replace(new, status=old.status if old.decided else APPROVED,
                                  decided=old.decided, served=old.served,
                                  succeeded=old.succeeded))
                upgraded.append(new.id)
        for old in store.entries():
            if (old.origin == SHIPPED and old.id not in ids and not old.decided
                    and old.status != REJECTED):
                store.put(old.with_status(REJECTED, decided=False))
                withdrawn.append(old.id)
    report = SeedReport(tuple(added), tuple(upgraded), tuple(withdrawn))
    if report.changed:
        log.info("library: shipped entries added %s, upgraded %s, withdrawn %s",
                 list(added), list(upgraded), list(withdrawn))
    return report
