"""String patterns in two tables: what ordinary code does (each must run, never refused with
``pattern_limit``) and what blows up Lua's backtracking matcher (each must be refused, or end
within the tick). ``tests/unit/test_sandbox_patterns.py`` holds them to it;
``bench/bench_limits.py`` reports the CPU time of each.

Each row is a name and a Lua statement run as the body of ``update_func``.
"""

from __future__ import annotations

ORDINARY: tuple[tuple[str, str], ...] = (
    ("trim", 'local s = ("  hello world  "):match("^%s*(.-)%s*$")'),
    ("trim 10 KB", 'local s = (" " .. ("word "):rep(2000)):match("^%s*(.-)%s*$")'),
    ("words", 'for w in ("the quick brown fox "):rep(500):gmatch("%S+") do end'),
    ("csv fields", 'for f in ("a,bb,ccc,"):rep(1000):gmatch("([^,]*),") do end'),
    ("key = value", 'local k, v = ("name = value"):match("^(%w+)%s*=%s*(%w+)$")'),
    ("key=value lines", 'for k, v in ("key1=value1\\n"):rep(1000):gmatch("(%w+)=(%w+)") do end'),
    ("a set of ranges", 'local s = string.gsub(("x"):rep(200), "[a-cx-z]", "")'),
    ("a set with classes", 'local s = ("Hello, world! 42?"):rep(100):gsub("[%p%d]", "")'),
    ("a set with magic", 'local s = ("a-b*c+d?e"):rep(100):gsub("[-*+?]", " ")'),
    ("first number", 'local n = ("room 42, level 7"):match("%d+")'),
    ("every number", 'for n in ("1 22 333 "):rep(1000):gmatch("%d+") do end'),
    ("a float", 'local f = ("x=-12.5e3"):match("[+-]?%d+%.?%d*[eE]?[+-]?%d*")'),
    ("a position", 'local r, c = ("(3, 4)"):match("%((%d+),%s*(%d+)%)")'),
    ("a quoted string", """local q, s = ([[say "hi" now]]):match([=[(["'])(.-)%1]=])"""),
    ("balanced", 'local b = ("f(a(b)c)d"):match("%b()")'),
    ("frontier", 'local a, b = ("THE (quick) fox"):find("%f[%a]%a+%f[%A]")'),
    ("capitalise", 'local s = ("hello world again"):gsub("%f[%w]%w+", string.upper)'),
    ("escape magic", 'local s = ("a.b*c"):gsub("[%.%*]", "%%%0")'),
    ("a prefix", 'local i = ("monster_gorgon"):find("^monster_")'),
    ("a suffix", 'local i = ("item.lua"):find("%.lua$")'),
    ("plain find in 1 MB", 'local i = ("ab"):rep(500000):find("ba", 1, true)'),
    ("literal find in 1 MB", 'local i = ("ab"):rep(500000):find("bab")'),
    ("a status", 'local a, b = ("to the sword: 46"):match("^(.-):%s*(%d+)$")'),
    ("moves by table", 'local s = ("wasd"):rep(100):gsub("[wasd]", {w = "up", a = "left"})'),
    ("lines of 64 KB", 'for l in ("a line of text\\n"):rep(4000):gmatch("[^\\n]+") do end'),
    ("collapse spaces", 'local s = ("a  b   c "):rep(1000):gsub("%s+", " ")'),
    ("hex numbers", 'local s = ("0x1F 0xff"):gsub("0x(%x+)", function(h) return h end)'),
    ("count vowels", 'local n = select(2, ("the quick brown fox"):rep(100):gsub("[aeiou]", ""))'),
    ("a path", 'local d, f = ("a/b/c/file.txt"):match("^(.*)/([^/]*)$")'),
    ("utf8 characters", 'for c in ("héllo wörld"):rep(100):gmatch(utf8.charpattern) do end'),
    ("a sign", 'local s, d = ("-42"):match("^([+-]?)(%d+)$")'),
    ("leading spaces", 'local s = ("   x"):rep(1000):gsub("^%s+", "")'),
    ("a maze row", 'for i = 1, 20 do local _ = ("#..#....#####....#.."):find("#", i) end'),
)

BLOWUPS: tuple[tuple[str, str], ...] = (
    ("back-references", 'string.find(("a"):rep(2200), "(.-)" .. ("%1"):rep(200) .. "b")'),
    ("three lazy dots", 'string.find(("a"):rep(100000), ".-.-.-b")'),
    ("three lazy captures", 'string.find(("a"):rep(5000), "(.-)(.-)(.-)x")'),
    ("greedy dots", 'string.find(("a"):rep(10000), ".*.*.*x")'),
    ("a run of a*", 'string.find(("a"):rep(10000), "a*a*a*a*b")'),
    ("spaces", 'string.match((" "):rep(20000), "%s*%s*%s*x")'),
    ("a set repeated", 'string.find(("ab"):rep(5000), "[ab]*[ab]*[ab]*c")'),
    ("balanced three times", 'string.find(("("):rep(5000) .. (")"):rep(5000), "%b()%b()x")'),
    ("optional thirty", 'string.match(("a"):rep(30), ("a?"):rep(30) .. ("a"):rep(30))'),
    ("a long literal", 'string.find(("a"):rep(1000000), "%a" .. ("a"):rep(60000))'),
    ("gsub every byte", 'string.gsub(("x"):rep(4000000), "x", "%0%0")'),
    ("gsub a function", 'string.gsub(("x"):rep(1000000), ".", function(c) return c end)'),
    ("gmatch lazy", 'for a in string.gmatch(("a"):rep(20000), "(.-)b") do end'),
    ("plain find", 'string.find(("a"):rep(2000000), ("a"):rep(100000) .. "b", 1, true)'),
    ("literal find", 'string.find(("a"):rep(4000000), "aaaaaaab")'),
    ("frontiers", 'string.find(("a"):rep(1000000), "%f[%a]%f[%A]x")'),
    ("from the end", 'string.find(("a"):rep(100000), ".-.-b", -50000)'),
    ("match with plain", 'string.match(("a"):rep(100000), ".-.-.-b", 1, true)'),
)
