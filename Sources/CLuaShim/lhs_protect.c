/*
** Protected helpers: every API call that can raise (allocate, run a
** metamethod) that Swift needs, run inside lua_pcall of a static C
** function.  Each returns a status and leaves its result, or the error
** object, on the top of the stack.  Pushing a light C function, a light
** userdata or an integer never raises, so setting up the calls is safe.
*/
#include <stdlib.h>
#include <string.h>

#include "CLuaShim.h"
#include "lhs_internal.h"


/* {==================================================================
** Values and tables
** =================================================================== */

static int pushstring_p (lua_State *L) {
  lua_pushlstring(L, (const char *)lua_touserdata(L, 1),
                     (size_t)lua_tointeger(L, 2));
  return 1;
}


int lhs_pushstring (lua_State *L, const char *s, size_t len) {
  if (!lua_checkstack(L, 3))
    return LHS_ERRSTACK;
  lua_pushcfunction(L, pushstring_p);
  lua_pushlightuserdata(L, (void *)s);
  lua_pushinteger(L, (lua_Integer)len);
  return lua_pcall(L, 2, 1, 0);
}


static int newtable_p (lua_State *L) {
  lua_createtable(L, (int)lua_tointeger(L, 1), (int)lua_tointeger(L, 2));
  return 1;
}


int lhs_newtable (lua_State *L, int narr, int nrec) {
  if (!lua_checkstack(L, 3))
    return LHS_ERRSTACK;
  lua_pushcfunction(L, newtable_p);
  lua_pushinteger(L, narr);
  lua_pushinteger(L, nrec);
  return lua_pcall(L, 2, 1, 0);
}


static int rawset_p (lua_State *L) {
  lua_rawset(L, 1);
  return 0;
}


static int settable_p (lua_State *L) {
  lua_settable(L, 1);
  return 0;
}


/* Calls 'f' with the table at 'idx' and the key and value on the top. */
static int tablecall (lua_State *L, int idx, lua_CFunction f) {
  idx = lua_absindex(L, idx);
  if (!lua_checkstack(L, 2))
    return LHS_ERRSTACK;
  lua_pushcfunction(L, f);
  lua_pushvalue(L, idx);
  lua_rotate(L, -4, 2);  /* k v f t -> f t k v */
  return lua_pcall(L, 3, 0, 0);
}


int lhs_rawset (lua_State *L, int idx) {
  return tablecall(L, idx, rawset_p);
}


int lhs_settable (lua_State *L, int idx) {
  lhsI_enterthread(L);  /* '__newindex' may run */
  return tablecall(L, idx, settable_p);
}


static int gettable_p (lua_State *L) {
  lua_gettable(L, 1);
  return 1;
}


int lhs_gettable (lua_State *L, int idx) {
  idx = lua_absindex(L, idx);
  if (!lua_checkstack(L, 2))
    return LHS_ERRSTACK;
  lua_pushcfunction(L, gettable_p);
  lua_pushvalue(L, idx);
  lua_rotate(L, -3, 2);  /* k f t -> f t k */
  lhsI_enterthread(L);  /* '__index' may run */
  return lua_pcall(L, 2, 1, 0);
}


static int len_p (lua_State *L) {
  lua_len(L, 1);
  return 1;
}


int lhs_len (lua_State *L, int idx) {
  idx = lua_absindex(L, idx);
  if (!lua_checkstack(L, 2))
    return LHS_ERRSTACK;
  lua_pushcfunction(L, len_p);
  lua_pushvalue(L, idx);
  lhsI_enterthread(L);
  return lua_pcall(L, 1, 1, 0);
}


static int tostring_p (lua_State *L) {
  luaL_tolstring(L, 1, NULL);
  return 1;
}


int lhs_tostring (lua_State *L, int idx) {
  idx = lua_absindex(L, idx);
  if (!lua_checkstack(L, 2))
    return LHS_ERRSTACK;
  lua_pushcfunction(L, tostring_p);
  lua_pushvalue(L, idx);
  lhsI_enterthread(L);
  return lua_pcall(L, 1, 1, 0);
}

/* }================================================================== */


/* {==================================================================
** References and globals
** =================================================================== */

static int ref_p (lua_State *L) {
  int *ref = (int *)lua_touserdata(L, 2);
  lua_settop(L, 1);
  *ref = luaL_ref(L, LUA_REGISTRYINDEX);
  return 0;
}


int lhs_ref (lua_State *L, int *ref) {
  *ref = LUA_NOREF;
  if (!lua_checkstack(L, 2))
    return LHS_ERRSTACK;
  lua_pushcfunction(L, ref_p);
  lua_insert(L, -2);
  lua_pushlightuserdata(L, ref);
  return lua_pcall(L, 2, 0, 0);
}


/*
** luaL_unref only rewrites two registry slots that already exist (the
** reference's own and the free list's, created by the first luaL_ref), so
** it neither allocates nor raises.
*/
void lhs_unref (lua_State *L, int ref) {
  if (ref >= 0 && lua_checkstack(L, 2))
    luaL_unref(L, LUA_REGISTRYINDEX, ref);
}


static int getglobal_p (lua_State *L) {
  lua_getglobal(L, (const char *)lua_touserdata(L, 1));
  return 1;
}


int lhs_getglobal (lua_State *L, const char *name) {
  if (!lua_checkstack(L, 2))
    return LHS_ERRSTACK;
  lua_pushcfunction(L, getglobal_p);
  lua_pushlightuserdata(L, (void *)name);
  lhsI_enterthread(L);  /* the globals may have a metatable */
  return lua_pcall(L, 1, 1, 0);
}


static int setglobal_p (lua_State *L) {
  const char *name = (const char *)lua_touserdata(L, 2);
  lua_settop(L, 1);
  lua_setglobal(L, name);
  return 0;
}


int lhs_setglobal (lua_State *L, const char *name) {
  if (!lua_checkstack(L, 2))
    return LHS_ERRSTACK;
  lua_pushcfunction(L, setglobal_p);
  lua_insert(L, -2);
  lua_pushlightuserdata(L, (void *)name);
  lhsI_enterthread(L);
  return lua_pcall(L, 2, 0, 0);
}

/* }================================================================== */


/* {==================================================================
** Loading chunks
** =================================================================== */

/*
** lua_load parses in protected mode and "returns LUA_OK, LUA_ERRSYNTAX
** or LUA_ERRMEM" (manual, lua_load): it does not raise.  Loading starts a
** run from Swift as lhs_pcall does, so it reclaims first: a state over
** its limit with dropped objects still reserved would otherwise refuse the
** parser's memory, and the emergency collection would not free them.
*/
int lhs_loadbuffer (lua_State *L, const char *s, size_t len,
                    const char *chunkname, const char *mode) {
  if (!lua_checkstack(L, 1))
    return LHS_ERRSTACK;
  lhsI_reclaim(L);
  return lhsI_loadcached(L, s, len, chunkname, mode);
}


/* Appends a piece of a dumped chunk to the growing buffer 'ud'. */
static int dumpwriter (lua_State *L, const void *p, size_t sz, void *ud) {
  lhs_Bytecode *b = (lhs_Bytecode *)ud;
  (void)L;
  if (b->len + sz > b->size) {
    size_t size = b->size ? b->size : 1024;
    char *bytes;
    while (size < b->len + sz) size *= 2;
    bytes = (char *)realloc(b->bytes, size);
    if (bytes == NULL) return 1;  /* lua_dump stops and returns this */
    b->bytes = bytes;
    b->size = size;
  }
  memcpy(b->bytes + b->len, p, sz);
  b->len += sz;
  return 0;
}


/*
** "lua_dump [-0, +0, -]" (manual): it raises nothing, and the buffer is
** the C library's, outside the state's memory limit.  Debug information
** is kept so that messages from the chunk still name its lines.
*/
int lhs_dump (lua_State *L, int idx, lhs_Bytecode *out) {
  out->bytes = NULL;
  out->len = out->size = 0;
  if (lua_type(L, idx) != LUA_TFUNCTION || lua_iscfunction(L, idx))
    return LUA_ERRRUN;
  lua_pushvalue(L, idx);  /* lua_dump dumps the function on the top */
  if (lua_dump(L, dumpwriter, out, 0) != 0) {
    lua_pop(L, 1);
    free(out->bytes);
    out->bytes = NULL;
    out->len = out->size = 0;
    return LUA_ERRMEM;
  }
  lua_pop(L, 1);
  return LUA_OK;
}


void lhs_freebytecode (lhs_Bytecode *b) {
  free(b->bytes);
  b->bytes = NULL;
  b->len = b->size = 0;
}


/* Loading a file pushes "@path" with lua_pushfstring, which can raise. */
static int loadfile_p (lua_State *L) {
  int *status = (int *)lua_touserdata(L, 3);
  *status = lhsI_loadfile(L, (const char *)lua_touserdata(L, 1),
                            (const char *)lua_touserdata(L, 2));
  return 1;
}


int lhs_loadfile (lua_State *L, const char *path, const char *mode) {
  int status = LUA_OK;
  int pstatus;
  if (!lua_checkstack(L, 4))
    return LHS_ERRSTACK;
  lhsI_reclaim(L);  /* as lhs_loadbuffer */
  lua_pushcfunction(L, loadfile_p);
  lua_pushlightuserdata(L, (void *)path);
  lua_pushlightuserdata(L, (void *)mode);
  lua_pushlightuserdata(L, &status);
  pstatus = lua_pcall(L, 3, 1, 0);
  return pstatus != LUA_OK ? pstatus : status;
}

/* }================================================================== */


/* {==================================================================
** Calls with a traceback
** =================================================================== */

/* Replaces the recorded traceback (NULL: none). */
static void settraceback (lhs_Host *h, const char *tb) {
  free(h->traceback);
  h->traceback = NULL;
  if (tb != NULL) {
    size_t n = strlen(tb) + 1;
    h->traceback = (char *)malloc(n);
    if (h->traceback != NULL)
      memcpy(h->traceback, tb, n);
  }
}


/* Records the first Lua frame of 'co' from 'level' up as the place. */
static void notewhere (lhs_Host *h, lua_State *co, int level) {
  lua_Debug ar;
  h->where[0] = '\0';
  h->whereline = -1;
  for (; lua_getstack(co, level, &ar); level++) {
    if (lua_getinfo(co, "Sl", &ar) && ar.currentline > 0) {
      memcpy(h->where, ar.short_src, sizeof(h->where));
      h->whereline = ar.currentline;
      return;
    }
  }
}


/* Traceback of the thread in light userdata 1 from level 2, onto L. */
static int traceback_p (lua_State *L) {
  lua_State *co = (lua_State *)lua_touserdata(L, 1);
  int level = (int)lua_tointeger(L, 2);
  luaL_traceback(L, co, NULL, level);
  settraceback(lhs_host(L), lua_tostring(L, -1));
  return 0;
}


/* Runs traceback_p protected; a failure (no memory) leaves no traceback. */
static void notetraceback (lua_State *L, lua_State *co, int level) {
  settraceback(lhs_host(L), NULL);
  if (!lua_checkstack(L, 3))
    return;
  lua_pushcfunction(L, traceback_p);
  lua_pushlightuserdata(L, co);
  lua_pushinteger(L, level);
  if (lua_pcall(L, 2, 0, 0) != LUA_OK)
    lua_pop(L, 1);
}


/*
** Message handler: keeps the error object as it is and records where it
** happened and the traceback (levels: traceback_p 0, this handler 1 when
** seen from notewhere, the failing function next).
*/
static int msghandler (lua_State *L) {
  lhs_Host *h = lhs_host(L);
  lua_settop(L, 1);
  notewhere(h, L, 1);
  notetraceback(L, L, 2);
  lua_settop(L, 1);
  return 1;
}


/*
** A Swift callback skipped by a longjmp never decrements 'depth': seeing
** it differ after a protected call means a Lua error crossed Swift frames.
*/
static void checkdepth (lhs_Host *h, int depth, lua_State *current) {
  if (h->depth != depth) {
    h->escapes++;
    h->depth = depth;
  }
  h->current = current;
}


/*
** "Whenever Lua calls C, it ensures that the stack has space for at least
** LUA_MINSTACK extra elements" (manual 4.1.1), past the arguments: so at
** least LUA_MINSTACK slots from the frame's first one (lua_checkstack and
** calls with LUA_MULTRET only raise the frame's top).  A thread's base
** frame, where the host works outside any call, gets as much (lstate.c,
** stack_init).  Swift works on a thread only there or in the C frame of a
** callback (a warning handler, called inside the collector, must not use
** the state), so a top that stays within LUA_MINSTACK needs no check.
*/
int lhs_pushcall (lua_State *L, int ref, int nargs) {
  int top = lua_gettop(L);
  if (top + nargs + 5 > LUA_MINSTACK && !lua_checkstack(L, nargs + 5))
    return -1;
  lua_pushcfunction(L, msghandler);
  lua_rawgeti(L, LUA_REGISTRYINDEX, ref);
  return top;
}


int lhs_pcall (lua_State *L, int nargs, int nresults, int base) {
  lhs_Host *h = lhs_host(L);
  int depth = h->depth;
  lua_State *current = h->current;
  int status;
  if (h->traceback != NULL || h->whereline != -1)
    lhs_clearerror(L);
  if (depth == 0 && !h->settling && (h->budget > 0 || h->exhausted))
    lhs_resetbudget(L);
  lhsI_reclaim(L);
  lhsI_enterthread(L);
  status = lua_pcall(L, nargs, nresults, base + 1);
  checkdepth(h, depth, current);
  if (status == LUA_OK && depth == 0 && h->exhausted) {
    lua_settop(L, base + 1);  /* drop the results of a run out of time */
    return LHS_ERRTIMEOUT;
  }
  return status;
}


static int pusherror_p (lua_State *L) {
  if (lua_toboolean(L, 3))
    luaL_where(L, 2);  /* 0: this helper, 1: the trampoline, 2: Lua */
  else
    lua_pushliteral(L, "");
  lua_pushlstring(L, (const char *)lua_touserdata(L, 1),
                     (size_t)lua_tointeger(L, 2));
  lua_concat(L, 2);
  return 1;
}


int lhs_pusherror (lua_State *L, const char *msg, size_t len, int where) {
  if (!lua_checkstack(L, 4))
    return LHS_ERRSTACK;
  lua_pushcfunction(L, pusherror_p);
  lua_pushlightuserdata(L, (void *)msg);
  lua_pushinteger(L, (lua_Integer)len);
  lua_pushboolean(L, where);
  return lua_pcall(L, 3, 1, 0);
}

/* }================================================================== */


/* {==================================================================
** Threads
** =================================================================== */

static int newthread_p (lua_State *L) {
  lua_State **co = (lua_State **)lua_touserdata(L, 1);
  int *ref = (int *)lua_touserdata(L, 2);
  lua_State *t = lua_newthread(L);
  *ref = luaL_ref(L, LUA_REGISTRYINDEX);
  *co = t;
  return 0;
}


int lhs_newthread (lua_State *L, lua_State **co, int *ref) {
  *co = NULL;
  *ref = LUA_NOREF;
  if (!lua_checkstack(L, 3))
    return LHS_ERRSTACK;
  lua_pushcfunction(L, newthread_p);
  lua_pushlightuserdata(L, co);
  lua_pushlightuserdata(L, ref);
  return lua_pcall(L, 2, 0, 0);
}


/* Records where a failed coroutine stopped and its traceback. */
static void notethread (lua_State *L, lua_State *co) {
  notewhere(lhs_host(L), co, 0);
  notetraceback(L, co, 0);
}


int lhs_resume (lua_State *L, lua_State *co, int nargs, int *nres) {
  lhs_Host *h = lhs_host(L);
  int depth = h->depth;
  lua_State *current = h->current;
  int status;
  lhsI_reclaim(L);
  lhsI_enterthread(co);
  status = lua_resume(co, L, nargs, nres);
  lhsI_enterthread(L);  /* co may have armed the guard */
  checkdepth(h, depth, current);
  if (status == LUA_OK && depth == 0 && h->exhausted) {
    lua_pop(co, *nres);  /* the results of a run that was out of time */
    *nres = 0;
    return LHS_ERRTIMEOUT;
  }
  if (status != LUA_OK && status != LUA_YIELD)
    notethread(L, co);
  return status;
}


static int pusherrorat_p (lua_State *L) {
  const char *src = (const char *)lua_touserdata(L, 1);
  int line = (int)lua_tointeger(L, 2);
  const char *msg = (const char *)lua_touserdata(L, 3);
  size_t len = (size_t)lua_tointeger(L, 4);
  if (line > 0)
    lua_pushfstring(L, "%s:%d: ", src, line);
  else
    lua_pushliteral(L, "");
  lua_pushlstring(L, msg, len);
  lua_concat(L, 2);
  return 1;
}


int lhs_pusherrorat (lua_State *L, lua_State *co, int level,
                     const char *msg, size_t len) {
  lua_Debug ar;
  int line = -1;
  if (lua_getstack(co, level, &ar) && lua_getinfo(co, "Sl", &ar))
    line = ar.currentline;
  if (!lua_checkstack(L, 5))
    return LHS_ERRSTACK;
  lua_pushcfunction(L, pusherrorat_p);
  lua_pushlightuserdata(L, line > 0 ? ar.short_src : NULL);
  lua_pushinteger(L, line);
  lua_pushlightuserdata(L, (void *)msg);
  lua_pushinteger(L, (lua_Integer)len);
  return lua_pcall(L, 4, 1, 0);
}


static int errormessage_p (lua_State *L) {
  int t = lua_type(L, 1);
  if (t == LUA_TSTRING || t == LUA_TNUMBER || luaL_getmetafield(L, 1, "__tostring") != LUA_TNIL)
    luaL_tolstring(L, 1, NULL);
  else
    lua_pushfstring(L, "(error object is a %s value)", luaL_typename(L, 1));
  return 1;
}


int lhs_errormessage (lua_State *L, int idx) {
  idx = lua_absindex(L, idx);
  if (!lua_checkstack(L, 2))
    return LHS_ERRSTACK;
  lua_pushcfunction(L, errormessage_p);
  lua_pushvalue(L, idx);
  lhsI_enterthread(L);  /* '__tostring' may run */
  return lua_pcall(L, 1, 1, 0);
}


void lhs_clearerror (lua_State *L) {
  lhs_Host *h = lhs_host(L);
  if (h->traceback != NULL)
    settraceback(h, NULL);
  h->where[0] = '\0';
  h->whereline = -1;
}


const char *lhs_traceback (lua_State *L) {
  return lhs_host(L)->traceback;
}


int lhs_frame (lua_State *L, int level, const char **source, size_t *len,
               int *line) {
  lua_Debug ar;
  if (level < 0 || !lua_getstack(L, level, &ar) || !lua_getinfo(L, "Sl", &ar))
    return 0;
  *source = ar.source;  /* the function's proto (or "=[C]") keeps it alive */
  *len = ar.srclen;
  *line = ar.currentline;
  return 1;
}


int lhs_function_lines (lua_State *L, int idx, int *first, int *last) {
  lua_Debug ar;
  if (lua_type(L, idx) != LUA_TFUNCTION || lua_iscfunction(L, idx) ||
      !lua_checkstack(L, 1))
    return 0;
  lua_pushvalue(L, idx);
  if (!lua_getinfo(L, ">S", &ar))  /* pops the function */
    return 0;
  *first = ar.linedefined;
  *last = ar.lastlinedefined;
  return ar.linedefined > 0;
}

/* }================================================================== */
