"""Which map files a client may have the game load: a packaged map by its name, or a ``.txt``
file inside the one folder the configuration allows (``game.maps_dir``); nothing else on the
machine. Pure path logic; game/maps.py does the lookup and the parsing."""

from __future__ import annotations

import re
from pathlib import Path

from game.maps import MapError

# A packaged map's name: no separator, no dot, so it cannot name a file anywhere else.
PLAIN_NAME = re.compile(r"[A-Za-z0-9_-]{1,64}")
MAP_SUFFIX = ".txt"


def allowed_map(name: str, maps_dir: str) -> str:
    """``name`` as the game may load it: a packaged map's name unchanged, or the real path of a
    map file in ``maps_dir`` (a relative one is taken inside it). Raises MapError otherwise."""
    if PLAIN_NAME.fullmatch(name):
        return name
    if not maps_dir:
        raise MapError(f"the map {name!r} is not the name of a packaged map, and map files are "
                       "read only from the folder that game.maps_dir names (none is set)")
    folder = Path(maps_dir).resolve()
    path = Path(name)
    # resolve() follows links: a link inside the folder to a file outside it stays outside.
    real = (path if path.is_absolute() else folder / path).resolve()
    if real.suffix != MAP_SUFFIX or not real.is_relative_to(folder):
        raise MapError(f"the map {name!r} is outside the map folder: map files are read only "
                       f"from game.maps_dir ({folder}) and end in {MAP_SUFFIX}")
    if not real.is_file():
        raise MapError(f"there is no map file {name!r} in game.maps_dir ({folder})")
    return str(real)
