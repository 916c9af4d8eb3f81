"""The model's prompt: a byte-identical system prompt, then what varies (examples, world, order,
error) in the user message, so the model service can reuse the system prompt's KV state.

The API part of the system prompt is generated from the sandbox's API registry, so the prompt
and the runtime cannot disagree.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from agent.reading.lexicon import in_game_words
from agent.training.dataset import CHANGES_LAST, INSTRUCTION_LAST, LAYOUTS
from base.protocol import ChatMessage
from game.world import World, manhattan

RULES = """\
Rules that matter (the game enforces them):
- Positions are tables {row, col}, 1-indexed, row 1 at the top. Pass positions or entities,
  never names:
    WRONG: ai:find_path_to("sword")          -- a string is not a position
    WRONG: ai:distance_to(monster.weakness)  -- that is a string too
    RIGHT: ai:find_path_to(item.position)    -- use .position
- An item is in exactly ONE place: on the ground (in the global `items` list, with .name and
  .position) or in an inventory (entity.items; check with entity:has_item("sword")). Walking
  onto an item picks it up.
- A gorgon is defeated with a sword; a bat with a bow AND an arrow (the arrow is used up).
  Standing next to a monster (up, down, left, right) starts a fight; without the right weapon
  the companion loses health. Never walk onto a monster's tile.
- One move per call: update_func runs once per game tick; call ai:move(dir) at most once.
- Lua tables are 1-indexed: for i, x in ipairs(list) do ... end; #list is the length;
  check an empty path with #path > 0.
- Prefer the skills (fetch, attack, bring, follow, say, ...): they walk safely and say "Done"
  when their job is done. For several steps in order use plan: it remembers which step is
  running, even when the game moves your code to another worker:
    return plan({ {fetch, "bow"}, {attack, "bat"}, {come_back} })
- Keep any other state between ticks in custom fields on ai (ai.visited = ai.visited or {}),
  never in `local` variables outside the function: they do not survive.
- Return a short status string for the player every call; return "Done" when the order is
  finished.
"""

# The first line of every answer. A model tuned on answers that all begin with it is given it
# as the start of its turn (services.agent_server.wiring.agent_reply_prefix) and writes the rest,
# or, tuned in the ORDER_LAST layout, writes what follows it and the agent adds it
# (wiring.agent_implied_prefix).
UPDATE_FUNC_HEADER = "function update_func(player, ai, monsters, items)"



def first_line(layout: str) -> tuple[str, str]:
    """(given, implied) for a model tuned in ``layout``: the answer's first line given to it to
    read (INSTRUCTION_LAST), or put before what it writes without its reading it (ORDER_LAST)."""
    if layout == INSTRUCTION_LAST:
        return UPDATE_FUNC_HEADER, ""
    return "", UPDATE_FUNC_HEADER + "\n"


OUTPUT = f"""\
Answer with one Lua function and nothing else:

{UPDATE_FUNC_HEADER}
  ...
end
"""

HEADER = """\
You write Lua code for an AI companion in a dungeon game. The player gives an order; you
write `update_func(player, ai, monsters, items)`, which the game calls once per tick until it
returns "Done". Only the API below exists.
"""


@dataclass(frozen=True, slots=True)
class Example:
    """A vetted function shown to the model as a worked example."""

    order: str
    code: str


def system_prompt(api_text: str) -> str:
    """The same bytes for every request with the same API (and so the same KV prefix)."""
    return f"{HEADER}\n{api_text.strip()}\n\n{RULES}\n{OUTPUT}"


def tuned_system_prompt(api_summary: str) -> str:
    """The short system prompt a tuned adapter is trained with and then sent: the API's names
    in brief (``sandbox_worker.api.api_summary_text``), no rules or documentation (the adapter
    learnt those from its programs). About a fifth of the full prompt's tokens: the model
    reads it in seconds at start, and every token it writes attends over less."""
    return f"{HEADER}\n{api_summary.strip()}\n\n{OUTPUT}"


def world_summary(world: World, layout: str = INSTRUCTION_LAST) -> str:
    """The world in lines: the player, the companion, the monsters nearest the companion first,
    the things on the ground; in CHANGES_LAST the other way round (the ground and the monsters
    by place, the companion, the player last), so a move changes only the last lines and the
    model reads only those again."""
    ai, player = world.companion, world.player
    player_line = (f"player at {list(player.position)}, health {player.health}, "
                   f"carrying {[i.name for i in player.items]}")
    ai_line = (f"ai at {list(ai.position)}, health {ai.health}, "
               f"carrying {[i.name for i in ai.items]}")
    by_place = layout == CHANGES_LAST
    monsters = sorted(world.monsters(), key=(lambda m: (m.position, m.name)) if by_place
                      else (lambda m: manhattan(m.position, ai.position)))
    # (An item on the ground has a place.)
    ground = [(item.position, item.name) for item in world.ground if item.position is not None]
    monster_lines = [f"{m.name} at {list(m.position)} (weakness: {m.weakness})" for m in monsters]
    ground_lines = [f"{name} on the ground at {list(position)}"
                    for position, name in (sorted(ground) if by_place else ground)]
    if by_place:
        return "\n".join([*ground_lines, *monster_lines, ai_line, player_line])
    return "\n".join([player_line, ai_line, *monster_lines, *ground_lines])


def user_message(
    order: str,
    world: World,
    examples: Sequence[Example] = (),
    *,
    failed_code: str = "",
    error: str = "",
    max_error_chars: int = 600,
    max_code_chars: int = 3000,
    layout: str = INSTRUCTION_LAST,
) -> str:
    """What varies in a request: examples, the world, the order, and what went wrong last time.
    ``layout`` (``agent.training.dataset``): INSTRUCTION_LAST ends a first attempt with the
    instruction to write the function; ORDER_LAST, for a model tuned on it, ends with the
    order, so what the model reads after the order's first word is a few tokens."""
    if layout not in LAYOUTS:
        raise ValueError(f"unknown prompt layout {layout!r}; expected one of {LAYOUTS}")
    parts = []
    if examples:
        parts.append("Working functions for similar orders:")
        for ex in examples:
            parts.append(f'Order: "{ex.order}"\n```lua\n{ex.code.strip()}\n```')
    parts.append(f"The world now:\n{world_summary(world, layout)}")
    # The model learnt the API's names for things; the game's synonyms are translated for it.
    parts.append(f'Order: "{in_game_words(order)}"')
    if error:
        parts.append(
            "Your previous code:\n```lua\n"
            + _cap(failed_code, max_code_chars)
            + "\n```\nfailed with this error:\n"
            + _cap(error, max_error_chars)
            + "\nWrite the corrected function."
        )
    elif layout == INSTRUCTION_LAST:
        parts.append("Write update_func for this order.")
    return "\n\n".join(parts)


ORDER_MARK = "\x00"  # no order has it: the game refuses control characters


def user_message_ahead(world: World, layout: str = INSTRUCTION_LAST) -> str:
    """What every user message about ``world`` without examples begins with, up to the order's
    first character: the model can read it before the order is known (the player typing)."""
    whole = user_message(ORDER_MARK, world, layout=layout)
    return whole[: whole.index(ORDER_MARK)]


def _cap(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 15] + "\n... (cut)"


def messages(system: str, user: str) -> list[ChatMessage]:
    return [ChatMessage.system(system), ChatMessage.user(user)]
