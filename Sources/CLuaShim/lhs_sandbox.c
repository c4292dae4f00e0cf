/*
** Library presets: the sandbox (default) and the full standard library.
**
** The sandbox keeps what a script needs to compute and nothing that
** reaches the machine: no io, no debug, no dofile/loadfile, no C modules;
** 'os' keeps time, clock and date; 'load' only accepts text chunks; and
** 'require' finds "name.lua" under the configured script roots only.
** What runs where the instruction budget cannot see is refused or paid
** for: 'setmetatable' refuses finalizers (Lua runs '__gc' with hooks
** off); 'xpcall' skips the script's message handler once the budget is
** spent (Lua runs it inside the hook that raised the timeout, hooks off);
** each coroutine created costs a hook step (its last partial step would
** go uncounted); 'collectgarbage' keeps "count" and "isrunning", charges
** "collect" and "step" in proportion to the heap, and refuses the options
** that change how the collector runs.  Known bugs of Lua 5.4.4 that a
** script could reach are kept out of reach: 'coroutine.resume', 'close'
** and the functions 'wrap' returns refuse to nest deeper than the thread's
** C stack allows (see cstackleft), and no '__concat' metamethod runs (the
** host's call hook refuses it once a script has set a metatable, see
** concathook in lhs_hook.c).
*/
#define _GNU_SOURCE
#include <limits.h>
#include <pthread.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

#include "CLuaShim.h"
#include "lhs_internal.h"


/* Registry key of Lua's own xpcall (keepxpcall). */
static const char XPCALLKEY = 'x';


/* {==================================================================
** require under the script roots
** =================================================================== */

/*
** A module name is dot-separated components of letters, digits, '_' and
** '-': this excludes absolute paths, separators and ".." escapes.
*/
static int validname (const char *name, size_t len) {
  size_t i;
  int start = 1;  /* at the start of a component */
  if (len == 0 || strlen(name) != len)
    return 0;
  for (i = 0; i < len; i++) {
    char c = name[i];
    if (c == '.') {
      if (start)
        return 0;  /* empty component: ".x", "a..b" */
      start = 1;
    }
    else if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
             (c >= '0' && c <= '9') || c == '_' || c == '-')
      start = 0;
    else
      return 0;
  }
  return !start;  /* no trailing dot */
}


static int readable (const char *filename) {
  FILE *f = fopen(filename, "r");
  if (f == NULL)
    return 0;
  fclose(f);
  return 1;
}


/*
** Whether 'path', with every link resolved, lies inside 'root' (the first
** 'rootlen' bytes of a ';'-separated list), also resolved: a symbolic link
** under a root must not lead a script's 'require' to a file outside it.
*/
static int insideroot (const char *root, size_t rootlen, const char *path) {
  char rootbuf[PATH_MAX], realroot[PATH_MAX], realfile[PATH_MAX];
  size_t n;
  if (rootlen >= sizeof(rootbuf)) return 0;
  memcpy(rootbuf, root, rootlen);
  rootbuf[rootlen] = '\0';
  if (realpath(rootbuf, realroot) == NULL || realpath(path, realfile) == NULL)
    return 0;
  n = strlen(realroot);
  if (n == 1) return 1;  /* the root is "/" */
  return strncmp(realfile, realroot, n) == 0 && realfile[n] == '/';
}


/* Pushes "root/a/b.lua" for module "a.b". */
static const char *pushpath (lua_State *L, const char *root, size_t rootlen,
                             const char *name) {
  luaL_Buffer b;
  luaL_buffinit(L, &b);
  luaL_addlstring(&b, root, rootlen);
  luaL_addchar(&b, '/');
  for (; *name; name++)
    luaL_addchar(&b, *name == '.' ? '/' : *name);
  luaL_addstring(&b, ".lua");
  luaL_pushresult(&b);
  return lua_tostring(L, -1);
}


/*
** Searcher (package.searchers[2]).  Upvalue 1: the roots, separated by
** ';'.  Files load in text mode, so precompiled chunks are rejected.
*/
static int rootsearcher (lua_State *L) {
  size_t len;
  const char *name = luaL_checklstring(L, 1, &len);
  const char *roots = lua_tostring(L, lua_upvalueindex(1));
  luaL_Buffer notfound;
  int tried = 0;
  if (!validname(name, len)) {
    luaL_where(L, 2);  /* 0: this searcher, 1: require, 2: the script */
    lua_pushfstring(L, "module name '%s' is not allowed "
                       "(use dot-separated names of files under the script roots)",
                    name);
    lua_concat(L, 2);
    return lua_error(L);
  }
  luaL_buffinit(L, &notfound);
  while (*roots) {
    const char *end = strchr(roots, ';');
    size_t rootlen = end != NULL ? (size_t)(end - roots) : strlen(roots);
    if (rootlen > 0) {
      const char *path = pushpath(L, roots, rootlen, name);
      if (readable(path)) {
        if (!insideroot(roots, rootlen, path))
          return luaL_error(L, "error loading module '%s': '%s' leads out of the script root "
                               "(a symbolic link to a file outside it)", name, path);
        if (lhsI_loadfile(L, path, "t") != LUA_OK)
          return luaL_error(L, "error loading module '%s' from file '%s':\n\t%s",
                            name, path, lua_tostring(L, -1));
        lua_pushstring(L, path);
        return 2;
      }
      /* same shape as Lua's searchers: "no file 'a'\n\tno file 'b'" */
      lua_pushfstring(L, "%sno file '%s'", tried++ ? "\n\t" : "", path);
      lua_remove(L, -2);
      luaL_addvalue(&notfound);
    }
    roots += rootlen;
    if (*roots == ';')
      roots++;
  }
  luaL_pushresult(&notfound);
  return tried ? 1 : 0;
}


/* Keeps package.searchers[1] (preload) and adds the root searcher. */
static void setsearchers (lua_State *L, const char *roots) {
  lua_getglobal(L, LUA_LOADLIBNAME);
  lua_createtable(L, 2, 0);
  lua_getfield(L, -2, "searchers");
  lua_rawgeti(L, -1, 1);
  lua_rawseti(L, -3, 1);
  lua_pop(L, 1);
  lua_pushstring(L, roots);
  lua_pushcclosure(L, rootsearcher, 1);
  lua_rawseti(L, -2, 2);
  lua_setfield(L, -2, "searchers");
  lua_pop(L, 1);
}

/* }================================================================== */


/* {==================================================================
** Sandbox
** =================================================================== */

/*
** 'load' with the mode forced to "t", and the chunk checked as the host's
** are (lhsI_checknaming).  Upvalue 1: the original 'load'.
*/
static int textload (lua_State *L) {
  if (lua_gettop(L) < 3)
    lua_settop(L, 3);
  lua_pushliteral(L, "t");
  lua_replace(L, 3);
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
  if (lua_gettop(L) == 1 && lua_isfunction(L, 1) &&
      lhsI_checknaming(L, LUA_OK) != LUA_OK) {
    lua_pushnil(L);  /* refused: nil and the message, as load fails */
    lua_insert(L, -2);
  }
  return lua_gettop(L);
}


/* Refuses a metatable (at 'idx') with '__gc'. */
static void checknogc (lua_State *L, int idx) {
  lua_pushliteral(L, "__gc");
  if (lua_rawget(L, idx) != LUA_TNIL)
    luaL_argerror(L, idx, "a metatable with __gc (finalizers run "
                          "outside the sandbox's limits)");
  lua_pop(L, 1);
}


/*
** 'setmetatable' without finalizers, otherwise as Lua's own.  Lua marks an
** object for finalization when its metatable has a '__gc' field at
** setmetatable time (a field added later is ignored), so checking here is
** enough.  A metatable set here may get a '__concat' at any time later, so
** the first one arms the '__concat' guard (see concathook in lhs_hook.c).
*/
static int nofinalizer (lua_State *L) {
  int t = lua_type(L, 2);
  luaL_checktype(L, 1, LUA_TTABLE);
  luaL_argexpected(L, t == LUA_TNIL || t == LUA_TTABLE, 2, "nil or table");
  if (t == LUA_TTABLE)
    checknogc(L, 2);
  if (luaL_getmetafield(L, 1, "__metatable") != LUA_TNIL)
    return luaL_error(L, "cannot change a protected metatable");
  if (t == LUA_TTABLE)
    lhsI_armconcat(L);
  lua_settop(L, 2);
  lua_setmetatable(L, 1);
  return 1;
}


/*
** The host's 'setmetatable' for its own Lua code (lhs_pushsealer): sets on
** table 1 a new table with the fields of table 2, and '__metatable' false
** unless table 2 gives one.  No one holds the table set, and getmetatable
** does not return it: no script can ever add a '__concat' to it, so it
** leaves the '__concat' guard as it is, unless it has one already.
*/
static int sealmetatable (lua_State *L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  luaL_checktype(L, 2, LUA_TTABLE);
  checknogc(L, 2);
  if (luaL_getmetafield(L, 1, "__metatable") != LUA_TNIL)
    return luaL_error(L, "cannot change a protected metatable");
  lua_settop(L, 2);
  lua_createtable(L, 0, 4);
  lua_pushnil(L);
  while (lua_next(L, 2)) {  /* copy: key, value -> table 3 */
    lua_pushvalue(L, -2);
    lua_insert(L, -2);
    lua_rawset(L, 3);
  }
  lua_pushliteral(L, "__metatable");
  if (lua_rawget(L, 3) == LUA_TNIL) {
    lua_pushliteral(L, "__metatable");
    lua_pushboolean(L, 0);
    lua_rawset(L, 3);
  }
  lua_pushliteral(L, "__concat");
  if (lua_rawget(L, 3) != LUA_TNIL)
    lhsI_armconcat(L);
  lua_settop(L, 3);
  lua_setmetatable(L, 1);
  lua_settop(L, 1);
  return 1;
}


void lhs_pushsealer (lua_State *L) {
  lua_pushcfunction(L, sealmetatable);
}


/* {==================================================================
** Coroutines within the C stack
** =================================================================== */

/*
** C stack the sandbox keeps free below a coroutine operation: enough for
** Lua's own error handling and the host's frames above a refused call.
*/
#define CSTACKRESERVE	(160 * 1024)

/*
** Bytes of C stack left below the caller's frame on this thread, or
** (size_t)-1 when the thread's bounds are unknown.  Lua 5.4.4 does not
** count the C stack that nested 'coroutine.close' calls use ("C-stack
** overflow with deep nesting of coroutine.close", fixed in 5.4.5): a chain
** of coroutines each closing the previous one from a '__close' overflows a
** thread's stack (512 KiB on a Swift executor) long before LUAI_MAXCCALLS.
** The bounds are asked once per thread.  The frame address, not a local's:
** under AddressSanitizer's fake stacks a local lives on the heap.
*/
static size_t cstackleft (void) {
  static _Thread_local char *low = NULL;
  static _Thread_local int known = -1;
  char *here = (char *)__builtin_frame_address(0);
  if (known < 0) {
    pthread_attr_t attr;
    void *addr = NULL;
    size_t size = 0;
    known = 0;
    if (pthread_getattr_np(pthread_self(), &attr) == 0) {
      if (pthread_attr_getstack(&attr, &addr, &size) == 0 && addr != NULL) {
        low = (char *)addr;
        known = 1;
      }
      pthread_attr_destroy(&attr);
    }
  }
  if (!known || here < low) return (size_t)-1;
  return (size_t)(here - low);
}


/*
** Calls upvalue 1 with the arguments, unless the C stack left is below
** CSTACKRESERVE: coroutine.resume and coroutine.close, which with the
** functions coroutine.wrap returns are the calls that nest coroutines in C.
** The coroutine, and this thread after it, get the '__concat' guard's call
** hook when the state is armed (lhsI_enterthread).
*/
static int stackguarded (lua_State *L) {
  lua_State *co = lua_tothread(L, 1);
  if (cstackleft() < CSTACKRESERVE)
    return luaL_error(L, "C stack overflow (coroutines nested too deeply)");
  if (co != NULL)  /* made before the '__concat' guard was armed? */
    lhsI_enterthread(co);
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
  lhsI_enterthread(L);  /* co may have armed it */
  return lua_gettop(L);
}


/*
** coroutine.create, charging one hook step first.  Upvalue 1: the original.
*/
static int chargedthread (lua_State *L) {
  lhsI_charge(L, lhs_host(L)->step);
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
  return lua_gettop(L);
}


/*
** coroutine.close, unless the coroutine was stopped by the instruction
** budget: Lua left hooks off in it, and its '__close' handlers would run
** unbudgeted.  It answers false and why instead, closing nothing.
** Upvalue 1: the original.
*/
static int guardedclose (lua_State *L) {
  lua_State *co = lua_tothread(L, 1);
  if (co != NULL && lhsI_isstopped(L, co)) {
    lua_pushboolean(L, 0);
    lua_pushliteral(L, "the coroutine was stopped by the instruction budget "
                       "(or a refused __concat call); its to-be-closed "
                       "variables stay unclosed");
    return 2;
  }
  return stackguarded(L);
}


/*
** The function coroutine.wrap returns (Lua's auxwrap, with the sandbox's
** checks): resumes upvalue 1; an error in the coroutine closes its
** to-be-closed variables, unless the budget stopped it (see guardedclose),
** and propagates, positioned as Lua's own wrap does.  Guards both threads
** as stackguarded does.
*/
static int wrapped (lua_State *L) {
  lua_State *co = lua_tothread(L, lua_upvalueindex(1));
  int narg = lua_gettop(L);
  int status, nres;
  if (cstackleft() < CSTACKRESERVE)
    return luaL_error(L, "C stack overflow (coroutines nested too deeply)");
  if (!lua_checkstack(co, narg))
    return luaL_error(L, "too many arguments to resume");
  if (lua_status(co) == LUA_OK && lua_gettop(co) == 0)
    return luaL_error(L, "cannot resume dead coroutine");
  lua_xmove(L, co, narg);
  lhsI_enterthread(co);
  status = lua_resume(co, L, narg, &nres);
  lhsI_enterthread(L);
  if (status == LUA_OK || status == LUA_YIELD) {
    if (!lua_checkstack(L, nres + 1)) {
      lua_pop(co, nres);
      return luaL_error(L, "too many results to resume");
    }
    lua_xmove(co, L, nres);
    return nres;
  }
  if (!lhsI_isstopped(L, co)) {
    status = lua_resetthread(co);  /* close its tbc variables */
    lua_xmove(co, L, 1);  /* the error, or one from a closing method */
  }
  else
    lua_xmove(co, L, 1);
  if (status != LUA_ERRMEM && lua_type(L, -1) == LUA_TSTRING) {
    luaL_where(L, 1);
    lua_insert(L, -2);
    lua_concat(L, 2);
  }
  return lua_error(L);
}


/* coroutine.wrap, charging one hook step as create does. */
static int chargedwrap (lua_State *L) {
  lua_State *co;
  luaL_checktype(L, 1, LUA_TFUNCTION);
  lhsI_charge(L, lhs_host(L)->step);
  co = lua_newthread(L);
  lua_pushvalue(L, 1);
  lua_xmove(L, co, 1);
  lua_pushcclosure(L, wrapped, 1);
  return 1;
}

/* }================================================================== */


/*
** The message handler 'guardedxpcall' gives Lua's xpcall.  Upvalue 1: the
** script's handler.  When the count hook raises the timeout, Lua calls
** the handler inside the hook, where hooks are off: a handler that looped
** could not be stopped.  So once the budget is spent, or whenever the
** error was raised in a hook, the error goes on as it is; otherwise the
** script's handler runs, budgeted as usual.
*/
static int guardedhandler (lua_State *L) {
  lua_Debug ar;
  if (lhs_host(L)->exhausted)
    return 1;
  /* Raised inside a hook (a refused '__concat' call, a failed line record):
     Lua runs this handler there, hooks off, where the sandbox's call hook
     could not see what the script's handler calls. */
  if (lua_getstack(L, 0, &ar) && lua_getinfo(L, "n", &ar) &&
      ar.namewhat != NULL && strcmp(ar.namewhat, "hook") == 0)
    return 1;
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_call(L, lua_gettop(L) - 1, 1);
  return 1;
}


static int finishxpcall (lua_State *L, int status, lua_KContext extra) {
  (void)status; (void)extra;
  return lua_gettop(L);  /* what Lua's xpcall returned */
}


/*
** 'xpcall' with the script's message handler guarded (guardedhandler).
** Upvalue 1: Lua's own.  Called with a continuation, so the function it
** protects may still yield.
*/
static int guardedxpcall (lua_State *L) {
  luaL_checktype(L, 2, LUA_TFUNCTION);
  lua_pushvalue(L, 2);
  lua_pushcclosure(L, guardedhandler, 1);
  lua_replace(L, 2);
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_callk(L, lua_gettop(L) - 1, LUA_MULTRET, 0, finishxpcall);
  return finishxpcall(L, LUA_OK, 0);
}


/* Keeps Lua's own xpcall for the host's trusted code (lhs_pushxpcall). */
static void keepxpcall (lua_State *L) {
  lua_getglobal(L, "xpcall");
  lua_rawsetp(L, LUA_REGISTRYINDEX, &XPCALLKEY);
}


int lhs_pushxpcall (lua_State *L) {
  return lua_rawgetp(L, LUA_REGISTRYINDEX, &XPCALLKEY);
}


/* Instructions a full collection is charged: one per 64 bytes in use. */
#define GCCOST(h)  ((long long)((h)->used / 64))

/*
** 'collectgarbage' with the options a script may use.  Upvalue 1: the
** original.
*/
static int limitedgc (lua_State *L) {
  static const char *const opts[] = {"collect", "step", "count", "isrunning",
                                     NULL};
  int o = luaL_checkoption(L, 1, "collect", opts);
  if (o <= 1)  /* collect, step: work the hook does not count */
    lhsI_charge(L, GCCOST(lhs_host(L)));
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
  return lua_gettop(L);
}


/* Replaces t[field] by a closure of 'f' over the original value. */
static void wrapfield (lua_State *L, int t, const char *field,
                       lua_CFunction f) {
  t = lua_absindex(L, t);
  lua_getfield(L, t, field);
  lua_pushcclosure(L, f, 1);
  lua_setfield(L, t, field);
}


static const luaL_Reg sandboxlibs[] = {
  {LUA_GNAME, luaopen_base},
  {LUA_LOADLIBNAME, luaopen_package},
  {LUA_COLIBNAME, luaopen_coroutine},
  {LUA_TABLIBNAME, luaopen_table},
  {LUA_STRLIBNAME, luaopen_string},
  {LUA_MATHLIBNAME, luaopen_math},
  {LUA_UTF8LIBNAME, luaopen_utf8},
  {LUA_OSLIBNAME, luaopen_os},
  {NULL, NULL}
};


static void setnil (lua_State *L, int t, const char *field) {
  t = lua_absindex(L, t);
  lua_pushnil(L);
  lua_setfield(L, t, field);
}


/* Replaces 'os' by a table with only time, clock and date. */
static void reduceos (lua_State *L) {
  static const char *const kept[] = {"time", "clock", "date", NULL};
  int i;
  lua_getglobal(L, LUA_OSLIBNAME);
  lua_createtable(L, 0, 3);
  for (i = 0; kept[i] != NULL; i++) {
    lua_getfield(L, -2, kept[i]);
    lua_setfield(L, -2, kept[i]);
  }
  lua_pushvalue(L, -1);
  lua_setglobal(L, LUA_OSLIBNAME);
  luaL_getsubtable(L, LUA_REGISTRYINDEX, LUA_LOADED_TABLE);
  lua_insert(L, -2);
  lua_setfield(L, -2, LUA_OSLIBNAME);
  lua_pop(L, 2);
}


static int sandbox_p (lua_State *L) {
  const char *roots = (const char *)lua_touserdata(L, 1);
  const luaL_Reg *lib;
  for (lib = sandboxlibs; lib->func; lib++) {
    luaL_requiref(L, lib->name, lib->func, 1);
    lua_pop(L, 1);
  }
  lua_pushglobaltable(L);
  setnil(L, -1, "dofile");
  setnil(L, -1, "loadfile");
  lua_getfield(L, -1, "load");
  lua_pushcclosure(L, textload, 1);
  lua_setfield(L, -2, "load");
  lua_pushcfunction(L, nofinalizer);
  lua_setfield(L, -2, "setmetatable");
  keepxpcall(L);
  wrapfield(L, -1, "xpcall", guardedxpcall);
  wrapfield(L, -1, "collectgarbage", limitedgc);
  lua_getfield(L, -1, LUA_COLIBNAME);
  wrapfield(L, -1, "create", chargedthread);
  lua_pushcfunction(L, chargedwrap);
  lua_setfield(L, -2, "wrap");
  wrapfield(L, -1, "resume", stackguarded);
  wrapfield(L, -1, "close", guardedclose);
  lua_pop(L, 1);
  lua_getfield(L, -1, LUA_LOADLIBNAME);
  setnil(L, -1, "loadlib");
  setnil(L, -1, "cpath");
  setnil(L, -1, "path");
  setnil(L, -1, "searchpath");
  lua_pop(L, 2);
  reduceos(L);
  setsearchers(L, roots);
  /* The string metatable is shared by every string, the host's and the
     DSL's included: a script adding '__index' or '__eq' there would get its
     code run wherever strings are used, also where hooks are off. */
  lua_pushliteral(L, "");
  if (lua_getmetatable(L, -1)) {
    lua_pushboolean(L, 0);
    lua_setfield(L, -2, "__metatable");
    lua_pop(L, 1);
  }
  lua_pop(L, 1);
  return 0;
}


int lhs_opensandbox (lua_State *L, const char *roots) {
  lhs_Host *h = lhs_host(L);
  int status;
  lua_pushcfunction(L, sandbox_p);
  lua_pushlightuserdata(L, (void *)roots);
  status = lua_pcall(L, 1, 0, 0);
  /* Armed by the first metatable a script sets (see concathook in
     lhs_hook.c); until then no call is hooked. */
  h->guardconcat = 1;
  return status;
}

/* }================================================================== */


/* {==================================================================
** Full
** =================================================================== */

/* Inserts the root searcher second, keeping Lua's own searchers. */
static int full_p (lua_State *L) {
  const char *roots = (const char *)lua_touserdata(L, 1);
  lua_Integer i;
  luaL_openlibs(L);
  lua_getglobal(L, LUA_LOADLIBNAME);
  lua_getfield(L, -1, "searchers");
  for (i = (lua_Integer)lua_rawlen(L, -1); i >= 2; i--) {
    lua_rawgeti(L, -1, i);
    lua_rawseti(L, -2, i + 1);
  }
  lua_pushstring(L, roots);
  lua_pushcclosure(L, rootsearcher, 1);
  lua_rawseti(L, -2, 2);
  lua_pop(L, 2);
  keepxpcall(L);
  return 0;
}


int lhs_openfull (lua_State *L, const char *roots) {
  lua_pushcfunction(L, full_p);
  lua_pushlightuserdata(L, (void *)roots);
  return lua_pcall(L, 1, 0, 0);
}

/* }================================================================== */
