"""Compound orders through the real library and embedding model: each clause finds the shipped
entry whose step it is, the steps need what they get first, and the plan loads in a real sandbox.
The model loads once for the module (a few seconds)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from agent.compose import compose
from agent.library import Library
from agent.library.embedding import SentenceEmbedder
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


# The default map: the companion carries nothing; one gorgon, three bats, a sword, a bow and
# three arrows on the ground.
@pytest.mark.parametrize("order, plan", [
    ("grab the bow, then shoot a bat, then come back here",
     [("fetch", "bow"), ("fetch", "arrow"), ("attack", "bat"), ("come_back", None)]),
    ("shoot a bat and after that kill the gorgon",
     [("fetch", "bow"), ("fetch", "arrow"), ("attack", "bat"), ("fetch", "sword"),
      ("attack", "gorgon")]),
    ("bring me the sword and an arrow", [("bring", "sword"), ("bring", "arrow")]),
    ("pick up an arrow. then follow me", [("fetch", "arrow"), ("follow", None)]),
    ("get the bow and all the arrows", [("fetch", "bow"), ("fetch_all", "arrow")]),
    ("slay the gorgon, but pick up the blade first", [("fetch", "sword"), ("attack", "gorgon")]),
    ("first have a look around the dungeon, then return to me",
     [("explore", None), ("come_back", None)]),
    ("please say good morning, then go fetch the longbow",
     [("say", "good morning"), ("fetch", "bow")]),
    ("grab the bow, then tag along with me", [("fetch", "bow"), ("follow", None)]),
    ("pick up the sword, then get back here",
     [("fetch", "sword"), ("come_back", None)]),
    ("finish off the gorgon and then have a look around",
     [("fetch", "sword"), ("attack", "gorgon"), ("explore", None)]),
    ("take out every bat once you've picked up the bow",
     [("fetch", "bow"), ("fetch_all", "arrow"), ("attack_all", "bat")]),
])
def test_compound_orders_become_their_steps(lib, order, plan):
    world = load_map("default")
    comp = compose(order, world, lib.match)
    assert comp.unmatched == (), comp
    assert [(s.skill, s.arg) for s in comp.steps] == plan, [s.entry_id for s in comp.steps]
    rt = SandboxRuntime(SandboxConfig())
    rt.set_maze(world.maze)
    assert rt.load(comp.code(), "composed").error is None


def test_a_step_nothing_serves_is_left_unmatched(lib):
    comp = compose("get the sword, then sing me a song", load_map("default"), lib.match)
    assert comp.unmatched == ("sing me a song",)
    assert [(s.skill, s.arg) for s in comp.steps] == [("fetch", "sword")]
