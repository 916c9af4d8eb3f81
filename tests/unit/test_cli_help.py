"""``dungeon --help`` and every command's help speak to the player: each says what it does, and
none names the program's own modules or classes."""

from __future__ import annotations

import argparse
import re

import pytest

from services.cli.main import build_parser

# What a player should never have to read: module paths, source files, reST quotes, class names
# (settings such as game.map are the player's words: they are in config/default.toml).
INTERNAL = re.compile(r"``|\b(?:services|base|sandbox_worker)\.[a-z_]+|\.py\b"
                      r"|\b[a-z]+\.[a-z_]+\.[a-z_]+\b|\b[A-Z][a-z]+[A-Za-z]*\.[a-z_]+")


def commands(parser: argparse.ArgumentParser, path: tuple[str, ...] = ()):
    yield path, parser
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                yield from commands(sub, (*path, name))


COMMANDS = list(commands(build_parser()))


@pytest.mark.parametrize("path,parser", COMMANDS, ids=[" ".join(p) or "dungeon" for p, _ in
                                                       COMMANDS])
def test_every_help_says_what_the_command_does_in_the_players_words(path, parser):
    text = parser.format_help()
    assert parser.description, f"dungeon {' '.join(path)} --help says nothing of what it does"
    assert INTERNAL.findall(text) == []


def test_every_argument_a_player_types_is_explained():
    bare = [f"dungeon {' '.join(path)}: {action.dest}"
            for path, parser in COMMANDS for action in parser._actions
            if not action.help and not isinstance(action, argparse._SubParsersAction)]
    assert bare == []


def test_the_top_level_help_names_the_settings_file_and_the_commands_to_start():
    text = build_parser().format_help()
    assert "config/default.toml" in text
    for command in ("dungeon up", "dungeon play", "dungeon down"):
        assert command in text
