/*
** Trampolines: the C functions Lua calls for Swift callbacks.  Swift
** returns a status instead of raising; the trampoline raises or yields
** once Swift has returned, so no longjmp ever crosses a Swift frame.
*/
#include <stdlib.h>

#include "lhs_internal.h"

/* Registry key of the metatable of function boxes. */
static const char BOXKEY = 'b';


/* {==================================================================
** Calling Swift
** =================================================================== */

/* Out of lhsI_callswift's inline path: few callbacks end with releases. */
void lhsI_flushdeferred (lhs_Host *h) {
  while (h->ndeferred > 0)
    h->release(h->deferred[--h->ndeferred]);
}


/*
** Releases a Swift object no longer held by Lua.  While a callback runs
** it may be using that object without a retain of its own (methods get
** 'self' unretained), so the release waits until no callback runs.
*/
void lhsI_release (lua_State *L, void *object) {
  lhs_Host *h = lhs_host(L);
  if (h->depth > 0) {
    if (h->ndeferred == h->sdeferred) {
      int size = h->sdeferred ? 2 * h->sdeferred : 8;
      void **d = (void **)realloc(h->deferred, size * sizeof(void *));
      if (d == NULL) {  /* cannot wait: leak rather than risk a dangling use */
        return;
      }
      h->deferred = d;
      h->sdeferred = size;
    }
    h->deferred[h->ndeferred++] = object;
  }
  else
    h->release(object);
}


/*
** Continuation of a callback that yielded for async work: the host
** resumed the coroutine with its token (the host's address, a light
** userdata no script can make), a flag and then the results or the
** error.  A script that reached the coroutine (coroutine.running) and
** resumed it itself is refused: only the host knows when the work is done.
*/
static int resumek (lua_State *L, int status, lua_KContext ctx) {
  int base = (int)ctx;
  (void)status;
  if (lua_type(L, base + 1) != LUA_TLIGHTUSERDATA
      || lua_touserdata(L, base + 1) != (void *)lhs_host(L))
    return luaL_error(L, "a coroutine waiting for the host's async work "
                         "cannot be resumed by a script");
  if (!lua_toboolean(L, base + 2)) {
    lua_settop(L, base + 3);
    return lua_error(L);
  }
  return lua_gettop(L) - (base + 2);
}


int lhsI_finish (lua_State *L, int n) {
  switch (n) {
    case LHS_RAISE:
      return lua_error(L);
    case LHS_YIELD:
      return lua_yieldk(L, 0, (lua_KContext)lua_gettop(L), resumek);
    default:
      return luaL_error(L, "stack overflow (no room for a callback's results)");
  }
}

/* }================================================================== */


/* {==================================================================
** Functions
** =================================================================== */

/* Upvalue 1: the box (full userdata) holding the retained callee. */
static int functiontrampoline (lua_State *L) {
  void **box = (void **)lua_touserdata(L, lua_upvalueindex(1));
  int n;
  if (*box == NULL)  /* revived by a finalizer after its box was collected */
    return luaL_error(L, "attempt to call a Swift function that was released");
  n = lhsI_callswift(L, *box, NULL, 0);
  return n >= 0 ? n : lhsI_finish(L, n);
}


static int boxgc (lua_State *L) {
  void **box = (void **)lua_touserdata(L, 1);
  if (box != NULL && *box != NULL) {
    void *callee = *box;
    *box = NULL;
    lhsI_release(L, callee);
  }
  return 0;
}


static int pushfunction_p (lua_State *L) {
  void *callee = lua_touserdata(L, 1);
  int *taken = (int *)lua_touserdata(L, 2);
  void **box;
  if (lua_rawgetp(L, LUA_REGISTRYINDEX, &BOXKEY) != LUA_TTABLE) {
    lua_pop(L, 1);
    lua_createtable(L, 0, 2);
    lua_pushcfunction(L, boxgc);
    lua_setfield(L, -2, "__gc");
    lua_pushboolean(L, 0);
    lua_setfield(L, -2, "__metatable");
    lua_pushvalue(L, -1);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &BOXKEY);
  }
  box = (void **)lua_newuserdatauv(L, sizeof(void *), 0);
  *box = NULL;
  lua_rotate(L, -2, 1);
  lua_setmetatable(L, -2);
  *box = callee;  /* from here on the box's __gc releases it */
  *taken = 1;
  lua_pushcclosure(L, functiontrampoline, 1);
  return 1;
}


int lhs_pushfunction (lua_State *L, void *callee) {
  int taken = 0;
  int status;
  if (!lua_checkstack(L, 3)) {
    lhs_host(L)->release(callee);
    return LHS_ERRSTACK;
  }
  lua_pushcfunction(L, pushfunction_p);
  lua_pushlightuserdata(L, callee);
  lua_pushlightuserdata(L, &taken);
  status = lua_pcall(L, 2, 1, 0);
  if (!taken)
    lhs_host(L)->release(callee);
  return status;
}

/* }================================================================== */
