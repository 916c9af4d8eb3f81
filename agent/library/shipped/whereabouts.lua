-- id = "whereabouts"
-- description = "Say where the companion (YOU) or the player (ME) stands, row and column, or both when the order names neither or both; then Done."
-- examples = [
--   "where are you?",
--   "where am I?",
--   "where are you right now?",
--   "what's my position?",
--   "tell me where you are",
--   "where are we?",
--   "what's your location?",
--   "which row am I on?",
--   "where am I standing?",
--   "where is the player?",
-- ]
-- # Who the order asks about, as in `carrying`: words, not synonyms ("I" is not one: its
-- # plural forms would read "is" as the player). "Where am I?" names neither: both are said.
-- [params.you]
-- values = ["you", "your", "yourself", "companion"]
-- optional = true
-- [params.me]
-- values = ["me", "my", "myself", "player"]
-- optional = true

function update_func(player, ai, monsters, items)
  local function at(e)
    return "row " .. e.position[1] .. ", column " .. e.position[2]
  end
  if params.me and not params.you then
    return say("You are at " .. at(player) .. ", " .. ai:distance_to(player) .. " tiles from me")
  end
  if params.you and not params.me then
    return say("I am at " .. at(ai))
  end
  return say("I am at " .. at(ai) .. "; you are at " .. at(player))
end
