/*
** Baselines for luahost-bench.
*/
#include <stdlib.h>
#include <string.h>

#include <lauxlib.h>
#include <lualib.h>

#include "CLuaBaseline.h"

typedef struct Counter {
  lua_Integer value;
} Counter;


/* {==================================================================
** Methods: luaL_checkudata on every call
** =================================================================== */

static int counter_get (lua_State *L) {
  Counter *c = (Counter *)luaL_checkudata(L, 1, "Counter");
  lua_pushinteger(L, c->value);
  return 1;
}


static int counter_set (lua_State *L) {
  Counter *c = (Counter *)luaL_checkudata(L, 1, "Counter");
  c->value = luaL_checkinteger(L, 2);
  return 0;
}


static const luaL_Reg counter_methods[] = {
  {"get", counter_get},
  {"set", counter_set},
  {NULL, NULL}
};


static lua_State *newcounter (lua_State *L) {
  Counter *c = (Counter *)lua_newuserdatauv(L, sizeof(Counter), 0);
  c->value = 0;
  luaL_setmetatable(L, "Counter");
  lua_setglobal(L, "obj");
  return L;
}


lua_State *bl_methodstate (void) {
  lua_State *L = luaL_newstate();
  luaL_openlibs(L);
  luaL_newmetatable(L, "Counter");
  luaL_newlib(L, counter_methods);
  lua_setfield(L, -2, "__index");
  lua_pop(L, 1);
  return newcounter(L);
}

/* }================================================================== */


/* {==================================================================
** Function
** =================================================================== */

static int identity (lua_State *L) {
  lua_pushinteger(L, luaL_checkinteger(L, 1));
  return 1;
}


lua_State *bl_functionstate (void) {
  lua_State *L = luaL_newstate();
  luaL_openlibs(L);
  lua_register(L, "f", identity);
  return L;
}

/* }================================================================== */


/* {==================================================================
** Function floor: what FlowHost's design makes a host call do, in C
**
** Not a target: the part of 'function_call' no Swift can remove.  A C
** closure reads its box upvalue (the retained callee; NULL once
** released), charges the instruction budget (none set, as in the timed
** state), keeps the depth and current-thread bookkeeping, checks the
** deferred releases and makes one indirect call to a callee that returns
** a status instead of raising; the trampoline raises for it.
** =================================================================== */

typedef struct FloorHost {
  long long budget;
  long long remaining;
  int exhausted;
  int depth;
  int ndeferred;
  lua_State *current;
  int (*dispatch) (lua_State *L, void *callee, void *self, int base);
} FloorHost;


static FloorHost *floorhost (lua_State *L) {
  return *(FloorHost **)lua_getextraspace(L);
}


static int floorcallee (lua_State *L, void *callee, void *self, int base) {
  int isnum;
  lua_Integer i = lua_tointegerx(L, base + 1, &isnum);
  (void)callee;
  (void)self;
  if (!isnum) {
    lua_pushliteral(L, "bad argument #1 to 'f' (integer expected)");
    return -1;
  }
  lua_pushinteger(L, i);
  return 1;
}


static int floortrampoline (lua_State *L) {
  void **box = (void **)lua_touserdata(L, lua_upvalueindex(1));
  FloorHost *h = floorhost(L);
  lua_State *prev;
  int n;
  if (*box == NULL)
    return luaL_error(L, "attempt to call a released function");
  if (h->budget != 0 && !h->exhausted && (h->remaining -= 100) <= 0)
    return luaL_error(L, "instruction budget exceeded");
  prev = h->current;
  h->current = L;
  h->depth++;
  n = h->dispatch(L, *box, NULL, 0);
  h->depth--;
  h->current = prev;
  if (h->ndeferred > 0 && h->depth == 0)
    h->ndeferred = 0;
  return n >= 0 ? n : lua_error(L);
}


lua_State *bl_floorstate (void) {
  lua_State *L = luaL_newstate();
  FloorHost *h = (FloorHost *)calloc(1, sizeof(FloorHost));
  void **box;
  h->current = L;
  h->dispatch = floorcallee;
  *(FloorHost **)lua_getextraspace(L) = h;
  luaL_openlibs(L);
  box = (void **)lua_newuserdatauv(L, sizeof(void *), 0);
  *box = h;  /* any live pointer: the callee the box keeps */
  lua_pushcclosure(L, floortrampoline, 1);
  lua_setglobal(L, "f");
  return L;
}

/* }================================================================== */


/* {==================================================================
** Properties: __index/__newindex comparing the key
** =================================================================== */

static int counter_index (lua_State *L) {
  Counter *c = (Counter *)luaL_checkudata(L, 1, "Counter");
  const char *key = luaL_checkstring(L, 2);
  if (strcmp(key, "value") == 0) {
    lua_pushinteger(L, c->value);
    return 1;
  }
  lua_getmetatable(L, 1);
  lua_getfield(L, -1, "methods");
  lua_getfield(L, -1, key);
  return 1;
}


static int counter_newindex (lua_State *L) {
  Counter *c = (Counter *)luaL_checkudata(L, 1, "Counter");
  const char *key = luaL_checkstring(L, 2);
  if (strcmp(key, "value") == 0) {
    c->value = luaL_checkinteger(L, 3);
    return 0;
  }
  return luaL_error(L, "unknown property '%s'", key);
}


lua_State *bl_propertystate (void) {
  lua_State *L = luaL_newstate();
  luaL_openlibs(L);
  luaL_newmetatable(L, "Counter");
  luaL_newlib(L, counter_methods);
  lua_setfield(L, -2, "methods");
  lua_pushcfunction(L, counter_index);
  lua_setfield(L, -2, "__index");
  lua_pushcfunction(L, counter_newindex);
  lua_setfield(L, -2, "__newindex");
  lua_pop(L, 1);
  return newcounter(L);
}

/* }================================================================== */


/* {==================================================================
** Calling into Lua
** =================================================================== */

static int msghandler (lua_State *L) {
  const char *msg = lua_tostring(L, 1);
  luaL_traceback(L, L, msg, 1);
  return 1;
}


lua_State *bl_callstate (int *ref) {
  lua_State *L = luaL_newstate();
  luaL_openlibs(L);
  luaL_dostring(L, "return function(x) return x + 1 end");
  *ref = luaL_ref(L, LUA_REGISTRYINDEX);
  return L;
}


long long bl_callloop (lua_State *L, int ref, int n) {
  long long sum = 0;
  int i;
  for (i = 0; i < n; i++) {
    int base = lua_gettop(L);
    lua_pushcfunction(L, msghandler);
    lua_rawgeti(L, LUA_REGISTRYINDEX, ref);
    lua_pushinteger(L, i);
    if (lua_pcall(L, 1, 1, base + 1) == LUA_OK)
      sum += lua_tointeger(L, -1);
    lua_settop(L, base);
  }
  return sum;
}

/* }================================================================== */


int bl_run (lua_State *L, const char *code) {
  return luaL_dostring(L, code);
}


void bl_newstate (void) {
  lua_State *L = luaL_newstate();
  luaL_openlibs(L);
  lua_close(L);
}
