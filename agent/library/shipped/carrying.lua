-- id = "carrying"
-- description = "Say what the companion (YOU) or the player (ME) carries, or both when the order names neither or both; then Done."
-- examples = [
--   "what are you holding?",
--   "what do you have on you?",
--   "what's in your inventory?",
--   "show me your inventory",
--   "do you have anything?",
--   "what am I carrying?",
--   "what's in my inventory?",
--   "what does the player carry?",
--   "what items do we have?",
--   "list what you carry",
--   "have you got the bow?",
--   "are you carrying an arrow?",
--   "do I have the sword?",
--   "do you have any arrows?",
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
  local mine = "I'm carrying " .. carrying(ai)
  if params.you and not params.me then
    return say(mine)
  end
  if params.me and not params.you then
    return say("You're carrying " .. carrying(player))
  end
  return say(mine .. "; you're carrying " .. carrying(player))
end
