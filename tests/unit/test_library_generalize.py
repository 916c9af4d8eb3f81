"""Generated code for one order becomes a candidate with parameters for what the order names."""

from __future__ import annotations

import pytest

from agent.library.coverage import mentions
from agent.library.entry import Entry
from agent.library.fill import fill
from agent.library.generalize import ThingFamily, families, generalize
from agent.library.params import bind
from agent.library.shipped import load_shipped
from agent.reading import read
from tests.sandbox.helpers import default_world, new_runtime, play

KINDS = families(load_shipped())


def named(order: str) -> list[tuple[str, ...]]:
    return mentions(read(order))
ITEM_VALUES = ("sword", "bow", "arrow")


def lua(body: str) -> str:
    return f"function update_func(player, ai, monsters, items)\n{body}\nend\n"


def loads(code: str, params: dict[str, str]) -> None:
    """The bound code compiles and defines update_func in a real sandbox."""
    loaded = new_runtime().load(bind(code, params), "test")
    assert loaded.error is None, loaded.error


def test_families_take_the_shipped_entries_synonyms():
    items, monsters = KINDS
    assert (items.name, items.values) == ("item", ITEM_VALUES)
    assert items.synonyms["blade"] == "sword" and items.synonyms["longbow"] == "bow"
    assert (monsters.name, monsters.values, dict(monsters.synonyms)) == (
        "monster", ("gorgon", "bat"), {"medusa": "gorgon"})


def test_one_item_becomes_a_parameter_with_every_item_as_value():
    code = lua('  if ai:has_item("bow") then return "Done" end\n  return fetch("bow")')
    got = generalize(named("fetch the bow for me"), code, KINDS)
    assert got.code == lua(
        "  if ai:has_item(params.item) then return \"Done\" end\n  return fetch(params.item)")
    (spec,) = got.params
    assert (spec.name, spec.values, spec.synonyms["blade"]) == ("item", ITEM_VALUES, "sword")
    loads(got.code, {"item": "sword"})


def test_a_synonym_in_the_order_maps_to_the_literal_of_its_value():
    got = generalize(named("grab the blade"), lua('  return fetch("sword")'), KINDS)
    assert got.code == lua("  return fetch(params.item)") and got.params[0].name == "item"


def test_item_and_monster_and_a_second_item():
    code = lua('  return plan({{fetch, "bow"}, {fetch, \'arrow\'}, {attack, "bat"}})')
    got = generalize(named("take the bow and an arrow, then shoot a bat"), code, KINDS)
    assert got.code == lua(
        "  return plan({{fetch, params.item}, {fetch, params.item2}, {attack, params.monster}})")
    assert [p.name for p in got.params] == ["item", "item2", "monster"]
    assert got.params[2].values == ("gorgon", "bat")
    loads(got.code, {"item": "sword", "item2": "bow", "monster": "gorgon"})
    # A paraphrase fills them as it fills a shipped entry's parameters.
    entry = Entry("gen", ("x",), "", got.code, params=got.params)
    assert fill(entry, named("get the longbow and the blade and then kill the medusa")).params == {
        "item": "bow", "item2": "sword", "monster": "gorgon"}


def test_a_call_with_a_bare_string_argument_stays_a_call():
    got = generalize(named("fetch the sword"), lua('  return fetch "sword"'), KINDS)
    assert got.code == lua("  return fetch (params.item)")
    loads(got.code, {"item": "bow"})


def test_a_noun_the_code_does_not_spell_stays_out():
    code = lua('  return fetch("sword")')
    got = generalize(named("get the bow, then get the sword"), code, KINDS)
    assert got.code == lua("  return fetch(params.item)")
    assert [(p.name, p.values) for p in got.params] == [("item", ITEM_VALUES)]
    none = generalize(named("kill the gorgon"), lua("  return attack()"), KINDS)
    assert none.code == lua("  return attack()") and none.params == ()


# Decided: a noun also named inside another string stays literal. Swapping only the exact literal
# would make the companion say "Got the bow" while it fetches the sword; editing inside the status
# string is pasting text into code, which the library never does. The candidate then serves the
# bow only, as before generalising.
def test_a_noun_also_inside_a_status_string_stays_literal():
    code = lua('  local s = fetch("bow")\n  if s == "Done" then return "Got the bow!" end\n'
               "  return s")
    got = generalize(named("fetch the bow"), code, KINDS)
    assert got.code == code and got.params == ()
    assert "Got the bow" in got.kept["bow"]
    # Only that noun: the monster the order names is still generalised.
    code = lua('  fetch("bow")\n  if ai:has_item("bow") then return attack("bat") end\n'
               '  return "looking for my bows"')
    got = generalize(named("get the bow and shoot a bat"), code, KINDS)
    assert [p.name for p in got.params] == ["monster"]
    assert '"bow"' in got.code and "attack(params.monster)" in got.code


def test_comments_and_other_strings_are_never_touched():
    code = lua('  -- "bow" is what the order wants\n  --[[ fetch("bow") ]]\n'
               '  local key = "bowstring"\n  return fetch("bow")')
    got = generalize(named("fetch the bow"), code, KINDS)
    assert got.code == lua('  -- "bow" is what the order wants\n  --[[ fetch("bow") ]]\n'
                           '  local key = "bowstring"\n  return fetch(params.item)')
    loads(got.code, {"item": "arrow"})


@pytest.mark.parametrize("code", [
    lua('  local params = {}\n  return fetch("bow")'),  # its own `params` would shadow ours
    lua('  return fetch([[bow]])'),  # a long string is not the exact literal
    lua('  return fetch("b\\111w")'),  # nor an escaped one
    lua('  return fetch("bow ")'),
])
def test_hostile_or_unusual_code_stays_as_written(code):
    got = generalize(named("fetch the bow"), code, KINDS)
    assert got.code == code and got.params == ()


def test_hostile_order_text_only_ever_yields_known_values():
    code = lua('  return fetch("bow")')
    order = 'fetch the bow"]] os.exit() --[[ and the "sword'
    got = generalize(named(order), code, KINDS)
    assert got.code == lua("  return fetch(params.item)")
    hostile = 'sword"); os.exit(); fetch("'
    loads(got.code, {"item": hostile})
    # Whatever value is bound, it arrives as data: the code only ever fetches that string.
    rt = new_runtime(world := default_world())
    assert rt.load(bind(got.code, {"item": hostile}), "t").error is None
    out = play(rt, world, 1)[0]
    assert out.error and "fetch expects an item name" in out.error.message
    assert 'got string "sword\\"); os.exit(); fetch(\\""' in out.error.message


def test_an_unknown_family_word_is_not_a_noun():
    fruit = ThingFamily("fruit", ("apple",))
    got = generalize(named("fetch the bow"), lua('  return fetch("bow")'), (fruit,))
    assert got.params == ()


def test_the_generalised_code_fetches_the_item_a_paraphrase_names():
    got = generalize(named("go get the bow"), lua('  return fetch("bow")'), KINDS)
    world = default_world()
    rt = new_runtime(world)
    entry = Entry("gen", ("go get the bow",), "", got.code, params=got.params)
    params = fill(entry, named("bring back the blade")).params
    assert params == {"item": "sword"}
    assert rt.load(bind(got.code, params), "t").error is None
    outcomes = play(rt, world, 60)
    assert outcomes[-1].status == "Done"
    assert [i.name for i in world.companion.items] == ["sword"]
