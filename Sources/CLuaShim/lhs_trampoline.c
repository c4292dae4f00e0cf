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
** Returns 0 when it could neither release nor wait (no memory to note the
** wait): the caller keeps the object held.
*/
static int release (lua_State *L, void *object) {
  lhs_Host *h = lhs_host(L);
  if (h->depth > 0) {
    if (h->ndeferred == h->sdeferred) {
      int size = h->sdeferred ? 2 * h->sdeferred : 8;
      void **d = (void **)realloc(h->deferred, size * sizeof(void *));
      if (d == NULL)  /* cannot wait: never risk a dangling use */
        return 0;
      h->deferred = d;
      h->sdeferred = size;
    }
    h->deferred[h->ndeferred++] = object;
  }
  else
    h->release(object);
  return 1;
}


/*
** The retains of Swift objects that userdata hold (function boxes, bound
** objects), listed outside Lua's memory (plain malloc), so that each is
** released once whether or not its userdata's __gc ever runs.  Lua calls
** a finalizer only once, and calling it needs memory (a CallInfo, stack
** slots): when that allocation fails, at the memory limit, Lua turns the
** failure into a warning and frees the userdata without a call, and its
** Swift object would outlive the state.  Such holds stay in the list and
** lhs_close releases them after lua_close.
*/
struct lhs_Hold {
  void *object;  /* retained Swift object */
  struct lhs_Hold *prev, *next;
};


lhs_Hold *lhsI_hold (lua_State *L, void *object) {
  lhs_Host *h = lhs_host(L);
  lhs_Hold *hold = (lhs_Hold *)malloc(sizeof(lhs_Hold));
  if (hold == NULL)
    return NULL;
  hold->object = object;
  hold->prev = NULL;
  hold->next = h->held;
  if (h->held != NULL)
    h->held->prev = hold;
  h->held = hold;
  return hold;
}


void lhsI_unhold (lua_State *L, lhs_Hold *hold) {
  lhs_Host *h = lhs_host(L);
  if (!release(L, hold->object))
    return;  /* stays listed: lhs_close releases it */
  if (hold->prev != NULL)
    hold->prev->next = hold->next;
  else
    h->held = hold->next;
  if (hold->next != NULL)
    hold->next->prev = hold->prev;
  free(hold);
}


void lhsI_releaseheld (lhs_Host *h) {
  while (h->held != NULL) {
    lhs_Hold *hold = h->held;
    h->held = hold->next;
    h->release(hold->object);
    free(hold);
  }
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

/* A function box: the userdata that holds a retained Swift callee. */
typedef struct Box {
  void *callee;   /* NULL until held, and once released */
  lhs_Hold *hold;
} Box;


/* Upvalue 1: the box (full userdata) holding the retained callee. */
static int functiontrampoline (lua_State *L) {
  Box *box = (Box *)lua_touserdata(L, lua_upvalueindex(1));
  int n;
  if (box->callee == NULL)  /* revived by a finalizer after its __gc ran */
    return luaL_error(L, "attempt to call a Swift function that was released");
  n = lhsI_callswift(L, box->callee, NULL, 0);
  return n >= 0 ? n : lhsI_finish(L, n);
}


static int boxgc (lua_State *L) {
  Box *box = (Box *)lua_touserdata(L, 1);
  if (box != NULL && box->callee != NULL) {
    box->callee = NULL;
    lhsI_unhold(L, box->hold);
  }
  return 0;
}


static int pushfunction_p (lua_State *L) {
  void *callee = lua_touserdata(L, 1);
  int *taken = (int *)lua_touserdata(L, 2);
  Box *box;
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
  box = (Box *)lua_newuserdatauv(L, sizeof(Box), 0);
  box->callee = NULL;
  box->hold = NULL;
  lua_rotate(L, -2, 1);
  lua_setmetatable(L, -2);
  box->hold = lhsI_hold(L, callee);
  if (box->hold == NULL)
    return luaL_error(L, "not enough memory");
  box->callee = callee;  /* from here on the box's __gc or lhs_close releases it */
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
