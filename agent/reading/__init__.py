"""Reading an order: its text in, one structured meaning out (``read``)."""

from agent.reading.meaning import Meaning
from agent.reading.reader import read

__all__ = ["Meaning", "read"]
