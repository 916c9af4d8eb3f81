"""A generated candidate with parameters, through the real library and embedding model: once a
person approves it, a paraphrase about another item is served from it, and the bound code fetches
that item in a real sandbox. The model loads once for the module (a few seconds)."""

from __future__ import annotations

from agent.library.entry import APPROVED, CANDIDATE, GENERATED
from tests.sandbox.helpers import default_world, new_runtime, play

ORDER = "hand me the bow and say good luck"
# What a model might write for ORDER: no shipped entry does both.
CODE = """function update_func(player, ai, monsters, items)
  local status = bring("bow")
  if status ~= "Done" then return status end
  return say("Good luck!")
end
"""


def test_an_approved_generalised_candidate_serves_a_paraphrase_about_another_item(lib):
    entry_id = lib.add_candidate(ORDER, CODE)
    stored = lib.store.require(entry_id)
    assert (stored.status, stored.origin, stored.examples) == (CANDIDATE, GENERATED, (ORDER,))
    assert [(p.name, p.values) for p in stored.params] == [("item", ("sword", "bow", "arrow"))]
    assert 'bring(params.item)' in stored.code and '"bow"' not in stored.code
    # The same code written for another item is the same candidate, one more example.
    assert lib.add_candidate("hand me the sword and say good luck",
                             CODE.replace('"bow"', '"sword"')) == entry_id

    world = default_world()
    waiting = lib.match("pass me an arrow and say good luck", world)
    assert waiting is None or waiting.entry_id != entry_id  # not served before approval
    lib.store.set_status(entry_id, APPROVED)
    m = lib.match("pass me an arrow and say good luck", world)
    assert m is not None and m.entry_id == entry_id and m.params == {"item": "arrow"}

    rt = new_runtime(world)
    assert rt.load(m.code, "candidate").error is None
    outcomes = play(rt, world, 80)
    assert all(o.error is None for o in outcomes)
    assert "arrow" in [i.name for i in world.player.items]
    assert "Good luck!" in [o.status for o in outcomes]
