-- id = "bow_and_arrows"
-- description = "Pick up the bow, then every arrow on the ground, nearest first; Done when none is left."
-- examples = [
--   "pick up the bow and every arrow",
--   "collect the bow and all arrows",
--   "grab the bow and all of the arrows",
--   "gather the bow and the arrows",
--   "arm yourself with the bow and all the arrows",
--   "take the bow and every last arrow",
-- ]

function update_func(player, ai, monsters, items)
  return plan({{fetch, "bow"}, {fetch_all, "arrow"}})
end
