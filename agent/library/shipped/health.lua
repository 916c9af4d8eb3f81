-- id = "health"
-- description = "Say how much health the companion (YOU) or the player (ME) has left, or both when the order names neither or both; then Done."
-- examples = [
--   "how healthy are you?",
--   "what is your health?",
--   "are you hurt?",
--   "how much health do you have left?",
--   "what's my health?",
--   "how much health do I have?",
--   "am I badly hurt?",
--   "tell me the player's health",
--   "how are we doing on health?",
--   "check your hit points",
-- ]
-- # Who the order asks about: any of the words of `you` names the companion, any of `me` the
-- # player (values, not synonyms: the matcher puts a synonym's value into every order).
-- [params.you]
-- values = ["you", "your", "yourself", "companion"]
-- optional = true
-- [params.me]
-- values = ["me", "my", "mine", "myself", "player"]
-- optional = true

function update_func(player, ai, monsters, items)
  local mine = "I have " .. ai.health .. " health"
  local yours = "you have " .. player.health .. " health"
  if params.you and not params.me then
    return say(mine)
  end
  if params.me and not params.you then
    return say("You have " .. player.health .. " health")
  end
  return say(mine .. " and " .. yours)
end
