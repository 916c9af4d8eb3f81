-- id = "guard_player"
-- description = "Guard the player: stay within two tiles of them, fight a MONSTER it can defeat that comes that near and keep away from one it cannot; never finishes on its own."
-- examples = [
--   "guard me",
--   "keep an eye on me",
--   "watch my back",
--   "watch over me",
--   "look after me",
--   "cover me",
--   "keep me safe",
--   "have my back",
--   "protect me",
--   "be my bodyguard",
-- ]

function update_func(player, ai, monsters, items)
  return guard("player")
end
