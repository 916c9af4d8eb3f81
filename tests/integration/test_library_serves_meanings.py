"""The real library (the shipped entries, the real embedding model) serves an order only when an
entry covers its meaning; every other order the reader reads is composed, and the composed Lua
loads in a real sandbox. The model loads once for the module (a few seconds)."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from agent.compose import compose
from agent.library import Library
from agent.library.embedding import SentenceEmbedder
from agent.reading import read
from config.settings import Config, PathsConfig, SandboxConfig
from game.maps import load_map
from sandbox_worker.runtime import SandboxRuntime


@pytest.fixture(scope="module")
def lib(tmp_path_factory):
    data_dir = tmp_path_factory.mktemp("library")
    library = Library.open(replace(Config(), paths=PathsConfig(data_dir=str(data_dir))),
                           embedder=SentenceEmbedder())
    yield library
    library.close()


def served(lib, order: str):
    return lib.match(order, load_map("default"), read(order))


@pytest.mark.parametrize(("order", "entry", "params"), [
    ("go fetch me the longbow", "bring_item", {"item": "bow"}),
    ("how many bats are still around?", "count_monsters", {"monster": "bat"}),
    ("follow me around the dungeon", "follow_me", {}),
    ("destroy every single bat", "kill_all", {"monster": "bat"}),
    # An entry whose examples do several steps covers them in that shape.
    ("get the bow and all the arrows", "bow_and_arrows", {}),
    ("slay the gorgon, but pick up the blade first", "kill_monster",
     {"first": "sword", "monster": "gorgon"}),
])
def test_an_order_an_entry_covers_is_served_by_it(lib, order, entry, params):
    match = served(lib, order)
    assert match is not None and match.entry_id == entry
    assert {k: v for k, v in match.params.items() if k in params} == params


@pytest.mark.parametrize("order", [
    # A condition, a count, a superlative, arithmetic: no shipped entry does any of them,
    # however close the words sound to one that fetches, kills or counts.
    "if you have the sword, kill the gorgon",
    "get the sword unless you already have it",
    "pick up two arrows",
    "pick up the arrow that is farthest from me",
    "how many bats and gorgons are there altogether?",
    "kill the bat closest to me",
    "follow me for 10 turns",
    "say hello three times",
    "fetch the sword, but if a bat comes within 3 tiles, run back to me",
])
def test_no_entry_serves_an_order_whose_logic_it_does_not_cover(lib, order):
    assert served(lib, order) is None


# The default map: the companion carries nothing; one gorgon, three bats, a sword, a bow and
# three arrows on the ground.
@pytest.mark.parametrize("order, plan", [
    ("grab the bow, then shoot a bat, then come back here",
     ["fetch bow", "fetch arrow", "attack bat", "come_back"]),
    ("shoot a bat and after that kill the gorgon",
     ["fetch bow", "fetch arrow", "attack bat", "fetch sword", "attack gorgon"]),
    ("bring me the sword and an arrow", ["bring sword", "bring arrow"]),
    ("first have a look around the dungeon, then return to me", ["explore", "come_back"]),
    ("please say good morning, then go fetch the longbow", ["say good morning", "fetch bow"]),
    ("grab the bow, then tag along with me", ["fetch bow", "follow"]),
    ("take out every bat once you've picked up the bow",
     ["fetch bow", "fetch_all arrow", "attack_all bat"]),
])
def test_a_run_of_steps_no_entry_covers_is_composed_and_loads(lib, order, plan):
    world = load_map("default")
    assert served(lib, order) is None
    composition = compose(read(order), world)
    got = [" ".join(filter(None, (name, arg))) for name, arg in
           re.findall(r'\{(\w+)(?:, "([^"]*)")?\}', composition.code)]
    assert got == plan
    rt = SandboxRuntime(SandboxConfig())
    rt.set_maze(world.maze)
    assert rt.load(composition.code, "composed").error is None
