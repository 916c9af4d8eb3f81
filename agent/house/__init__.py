"""The house language: canonical English for every meaning the composer serves, from one
declaration (``agent.house.language``); the model restates what the reader could not read into
it (``agent.house.restate``)."""

from agent.house.language import HOUSE, Outside

__all__ = ["HOUSE", "Outside"]
