"""The paraphrase set measures generalisation only if it is honest: no paraphrase or near miss
is one of the library's own examples, and every label names a real entry and real parameter
values."""

from __future__ import annotations

from agent.library.evaluate import load_near_misses, load_paraphrases
from agent.library.match import normalize
from agent.library.shipped import load_shipped


def test_no_paraphrase_is_an_example_of_any_entry():
    examples = {normalize(x): e.id for e in load_shipped() for x in e.examples}
    cases, unrelated = load_paraphrases()
    leaked = [c.order for c in cases if normalize(c.order) in examples]
    leaked += [u for u in unrelated if normalize(u) in examples]
    leaked += [n.order for n in load_near_misses() if normalize(n.order) in examples]
    assert leaked == []


def test_labels_name_shipped_entries_and_allowed_values():
    entries = {e.id: e for e in load_shipped()}
    cases, unrelated = load_paraphrases()
    assert len(cases) >= 30 and len(unrelated) >= 5
    for case in cases:
        entry = entries[case.entry]
        for name, value in case.params.items():
            spec = entry.param(name)
            assert spec is not None and value in spec.values, (case.order, name, value)
    assert {c.entry for c in cases} == set(entries), "every entry has paraphrases"


def test_near_misses_name_shipped_entries_and_are_neither_cases_nor_unrelated():
    entries = {e.id for e in load_shipped()}
    cases, unrelated = load_paraphrases()
    near = load_near_misses()
    assert len(near) >= 45
    assert all(n.like in entries for n in near if n.like), [n.like for n in near]
    orders = [normalize(n.order) for n in near]
    assert len(set(orders)) == len(orders), "no near miss twice"
    others = {normalize(c.order) for c in cases} | {normalize(u) for u in unrelated}
    assert not set(orders) & others
