"""The curated function library: approved Lua entries matched to orders by meaning."""

from agent.library.library import Library
from agent.library.match import Match

__all__ = ["Library", "Match"]
