-- id = "follow_me"
-- description = "Follow the player, staying next to them; never finishes on its own."
-- examples = [
--   "follow me around",
--   "stay close to me",
--   "keep up with me",
--   "stick with me",
--   "tag along",
--   "walk with me",
--   "don't leave my side",
--   "accompany me",
--   "come along",
--   "come along with me",
--   "walk beside me",
--   "go where I go",
-- ]

function update_func(player, ai, monsters, items)
  return follow()
end
