/* The system Lua 5.4 headers (Debian: liblua5.4-dev, found through pkg-config lua5.4). */
#include <lua.h>
#include <lualib.h>
#include <lauxlib.h>
