"""An order's meaning compiled to Lua, without a model: plain steps as the skills, logic as real
Lua — ``if``/``else`` on decided or watched conditions, comparisons, arithmetic in what is said,
counted repetitions.

The result is ordinary Lua on the skills API (docs/skills.md). A run of steps is a ``plan``;
what a fight needs and no earlier step or the companion's inventory provides is fetched first
(a gorgon falls to the sword, a bat to the bow and an arrow, which the shot uses up)::

    function update_func(player, ai, monsters, items)
      if decide("the bow is farther away than the sword", function()
        return how_far("bow") > how_far("sword")
      end) then
        return fetch("sword")
      end
      return fetch("bow")
    end

A condition about the present is decided once, when its step starts (``decide``: kept in the
order's memory, so a replaced sandbox worker continues the same branch); a condition about a
change is checked every tick (``watch`` latches once it holds; "whenever" checks plainly).
Every literal that comes from the order goes through ``lua_string``, so no text of the order can
end up as code. Pure: the world is only read.

The parts: ``composition`` (``compose`` and its ``Composition``), ``writer`` (steps, plans and
logic as Lua, with what a fight needs), ``questions`` (answers worked out in Lua), ``lua`` (the
pieces they share: literals, conditions, numbers, the thing picked).
"""

from agent.compose.composition import Composition, compose

__all__ = ["Composition", "compose"]
