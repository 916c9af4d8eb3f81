-- id = "explore"
-- description = "Explore the dungeon: walk to the unvisited tile that opens the most unexplored ground, keeping clear of monsters and off the player's tile; Done when every reachable tile has been visited."
-- examples = [
--   "explore the dungeon for me",
--   "look around",
--   "explore",
--   "have a wander",
--   "scout the area",
--   "go exploring",
--   "wander around the maze",
--   "map out the dungeon",
--   "have a look around the place",
--   "search the dungeon",
--   "go for a walk",
--   "take a stroll through the dungeon",
-- ]

function update_func(player, ai, monsters, items)
  return explore()
end
