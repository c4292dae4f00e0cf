/*
** Host of a state: the counting allocator, creation and closing, the
** warning sink and small non-raising helpers.
*/
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "CLuaShim.h"
#include "lhs_internal.h"

/* Registry key of the anchored "__name" string (see lhs_typename). */
static const char NAMEKEY = 'n';


/* {==================================================================
** Allocator
** =================================================================== */

/*
** Lua's allocation function with a per-state limit.  When 'ptr' is NULL,
** 'osize' encodes the kind of object, not a size (manual 4.6).  Shrinking
** and freeing never fail; growing fails (returns NULL, which Lua turns
** into a memory error) when it would pass the limit, which bounds Lua's
** own bytes and the external ones Swift holds for the scripts together.
**
** A refused request is never granted on its retry.  When an allocation
** fails, Lua runs an emergency collection and asks again for the same
** block (lmem.c, tryagain), and Lua 5.4.4 has code that holds a pointer to
** an object only the collector can see as garbage across such an
** allocation: 'luaV_finishset' (lvm.c; fixed upstream in lua/lua commit
** 983bc433, after 5.4.4) goes on with a table a weak metatable's
** '__newindex' named, and the emergency collection frees that table.  The
** bug needs the retry to succeed ("fail, collect, succeed"); refused, the
** memory error unwinds the assignment before it touches the table, as
** for any allocation that fails twice.  The retry is recognised by its
** arguments: it repeats the refused request exactly, and an emergency
** collection only frees (it neither shrinks stacks and strings nor runs
** finalizers: lgc.c, 'gcemergency'), so no other request comes between.
** Garbage therefore no longer rescues an allocation at the limit: the
** hook collects before the state gets there (lhsI_collectnear).
*/
static int isretry (lhs_Host *h, void *ptr, size_t osize, size_t nsize) {
  return h->lastrefused.armed && h->lastrefused.ptr == ptr &&
         h->lastrefused.osize == osize && h->lastrefused.nsize == nsize;
}


static void *refuse (lhs_Host *h, void *ptr, size_t osize, size_t nsize) {
  h->refused = 1;
  h->lastrefused.ptr = ptr;
  h->lastrefused.osize = osize;
  h->lastrefused.nsize = nsize;
  h->lastrefused.armed = 1;
  return NULL;
}


static void *hostalloc (void *ud, void *ptr, size_t osize, size_t nsize) {
  lhs_Host *h = (lhs_Host *)ud;
  size_t oldsize = (ptr == NULL) ? 0 : osize;
  void *np;
  if (nsize == 0) {  /* a free: keeps the last refusal armed */
    if (h->running != NULL && ptr == lua_getextraspace(h->running))
      h->running = NULL;  /* the thread's block: no hint to a freed thread */
    free(ptr);
    h->used -= oldsize;
    return NULL;
  }
  if (isretry(h, ptr, osize, nsize))
    return refuse(h, ptr, osize, nsize);  /* untouched: 'ptr' may be freed */
  h->lastrefused.armed = 0;
  if (nsize > oldsize && h->limit != 0) {
    size_t total = h->used + lhs_external(h);
    size_t grow = nsize - oldsize;
    if (grow > h->limit || total > h->limit - grow)
      return refuse(h, ptr, osize, nsize);
  }
  np = realloc(ptr, nsize);
  if (np == NULL)
    return refuse(h, ptr, osize, nsize);
  h->used = h->used - oldsize + nsize;
  if (h->used + lhs_external(h) > h->gcat && h->running != NULL &&
      !h->collectsoon)
    lhsI_hooksoon(h);
  return np;
}


/*
** Where the hook collects next (lhsI_collectnear): halfway from what is in
** use to the limit, and from half the limit at the least, so that a script
** nearing the limit pays one collection per halving of its headroom, and
** one churning garbage there pays one per half of its headroom allocated
** (what the emergency collections cost before, now at a safe point).  Over
** the limit, not again until the next top-level run collects.
*/
static void setgcat (lhs_Host *h) {
  size_t total = h->used + lhs_external(h);
  if (total >= h->limit)
    h->gcat = (size_t)-1;
  else if (total < h->limit / 2)
    h->gcat = h->limit / 2;
  else
    h->gcat = total + (h->limit - total) / 2;
}


void lhs_setlimit (lua_State *L, size_t limit) {
  lhs_Host *h = lhs_host(L);
  h->limit = limit;
  setgcat(h);
  /* the count hook collects near the limit (lhsI_checknear) */
  lhsI_sethook(h->main, h->exhausted ? 1 : h->step);
}


/*
** External bytes change when Swift objects are freed, which may happen on
** another thread than the one running the state: hence the atomics.
*/
void lhs_addexternal (lhs_Host *h, size_t n) {
  __atomic_fetch_add(&h->external, n, __ATOMIC_RELAXED);
}


void lhs_subexternal (lhs_Host *h, size_t n) {
  __atomic_fetch_sub(&h->external, n, __ATOMIC_RELAXED);
}


/*
** A collection with the memory limit lifted while it runs.  Calling a
** finalizer needs memory of its own (a CallInfo, stack slots); refused, Lua
** turns the failure into a warning and never calls that finalizer again,
** so the Swift object a dead box or bound object holds would never be
** released.  Only host finalizers run here (the sandbox refuses '__gc'),
** so what the collection may take beyond the limit is small and bounded.
*/
static void gcunlimited (lua_State *L, int what, int data) {
  lhs_Host *h = lhs_host(L);
  size_t limit = h->limit;
  h->limit = 0;
  lua_gc(L, what, data);
  h->limit = limit;
}


/*
** The collection step lets finalizers run; with a callback running their
** releases are deferred (lhsI_unhold) until it returns.  lua_gc raises
** no error: finalizers' errors become warnings.  The step runs unlimited:
** the reservation may just have put the state over its limit.
*/
void lhs_reserve (lua_State *L, size_t n) {
  lhs_addexternal(lhs_host(L), n);
  if (n >= 1024)
    gcunlimited(L, LUA_GCSTEP, (int)(n / 1024 > INT_MAX ? INT_MAX : n / 1024));
}


/*
** The collection lhsI_reclaim runs before a top-level run.  The emergency
** collection Lua runs when an allocation fails skips finalizers, so bound
** objects the scripts no longer reach keep their external bytes and the
** next runs could fail for want of them; a normal one finalizes them, and
** with no callback running their release is not deferred (lhsI_unhold):
** their bytes come back before the run.  lua_gc raises no error
** (finalizers' errors become warnings).
*/
void lhsI_collectrefused (lua_State *L) {
  lhs_Host *h = lhs_host(L);
  h->refused = 0;
  gcunlimited(L, LUA_GCCOLLECT, 0);
  setgcat(h);
}


/*
** The collection the hook runs near the limit, where a script could have
** called 'collectgarbage' itself (at a call, a count or a line): since the
** allocator no longer lets an emergency collection rescue the allocation
** that needed it (see hostalloc), garbage is collected before the state
** reaches the limit.  Unlimited, for the host's finalizers (gcunlimited).
*/
void lhsI_collectnear (lua_State *L) {
  gcunlimited(L, LUA_GCCOLLECT, 0);
  setgcat(lhs_host(L));
}


static int collect_p (lua_State *L) {
  gcunlimited(L, LUA_GCCOLLECT, 0);
  return 0;
}


int lhs_collect (lua_State *L) {
  lua_pushcfunction(L, collect_p);
  return lua_pcall(L, 0, 0, 0);
}

/* }================================================================== */


/* {==================================================================
** Warnings
** =================================================================== */

/*
** Collects the pieces of a warning ('tocont' tells more will follow) and
** hands the complete message to Swift.  Control messages ("@on", "@off")
** are ignored: the Swift sink always receives warnings.
*/
static void hostwarn (void *ud, const char *msg, int tocont) {
  lhs_Host *h = (lhs_Host *)ud;
  size_t len = strlen(msg);
  if (h->warnlen == 0 && !tocont && msg[0] == '@')
    return;
  if (len > sizeof(h->warnbuf) - 1 - h->warnlen)
    len = sizeof(h->warnbuf) - 1 - h->warnlen;
  memcpy(h->warnbuf + h->warnlen, msg, len);
  h->warnlen += len;
  if (!tocont) {
    h->warnbuf[h->warnlen] = '\0';
    h->warnlen = 0;
    if (h->warn != NULL)
      h->warn(h->core, h->warnbuf);
  }
}

/* }================================================================== */


/* {==================================================================
** Creation and closing
** =================================================================== */

static int anchor_p (lua_State *L) {
  lua_pushliteral(L, "__name");
  lua_rawsetp(L, LUA_REGISTRYINDEX, &NAMEKEY);
  return 0;
}


lua_State *lhs_newstate (lhs_Dispatch dispatch, lhs_Release release,
                         lhs_Warn warn, void *core) {
  lua_State *L;
  lhs_Host *h = (lhs_Host *)calloc(1, sizeof(lhs_Host));
  if (h == NULL)
    return NULL;
  h->dispatch = dispatch;
  h->release = release;
  h->warn = warn;
  h->core = core;
  h->step = 1000;
  h->whereline = -1;
  h->spentline = -1;
  L = lua_newstate(hostalloc, h);
  if (L == NULL) {
    free(h);
    return NULL;
  }
  h->main = h->current = L;
  /* threads copy the main thread's extra space (lua_newthread) */
  *(lhs_Host **)lua_getextraspace(L) = h;
  lua_setwarnf(L, hostwarn, h);
  lua_pushcfunction(L, anchor_p);
  if (lua_pcall(L, 0, 0, 0) != LUA_OK) {
    lua_close(L);
    free(h);
    return NULL;
  }
  return L;
}


void lhs_close (lua_State *L) {
  lhs_Host *h = lhs_host(L);
  int i;
  h->limit = 0;  /* every finalizer must run: see gcunlimited */
  h->running = NULL;
  lua_close(L);
  h->main = h->current = NULL;
  lhsI_releaseheld(h);
  for (i = 0; i < h->ndeferred; i++)
    h->release(h->deferred[i]);
  h->ndeferred = 0;
}


void lhs_freehost (lhs_Host *h) {
  lhsI_freelines(h);
  free(h->deferred);
  free(h->traceback);
  free(h);
}

/* }================================================================== */


/* {==================================================================
** Non-raising helpers
** =================================================================== */

/*
** Like luaL_typename with luaL_typeerror's use of '__name', without
** pushing a new string: the key "__name" is anchored in the registry.
*/
const char *lhs_typename (lua_State *L, int idx) {
  const char *name = NULL;
  int t = lua_type(L, idx);
  if (t == LUA_TNONE)
    return "no value";
  if (t == LUA_TLIGHTUSERDATA)
    return "light userdata";
  if (lua_checkstack(L, 2) && lua_getmetatable(L, idx)) {
    lua_rawgetp(L, LUA_REGISTRYINDEX, &NAMEKEY);
    if (lua_rawget(L, -2) == LUA_TSTRING)
      name = lua_tostring(L, -1);  /* kept alive by the metatable */
    lua_pop(L, 2);
  }
  return name != NULL ? name : lua_typename(L, t);
}


/*
** Formats a number as 'tostring' does (lobject.c, tostringbuff) without
** converting it in place, which would allocate.
*/
size_t lhs_numbertostring (lua_State *L, int idx, char *buff, size_t size) {
  int len;
  if (lua_isinteger(L, idx))
    len = snprintf(buff, size, LUA_INTEGER_FMT,
                   (LUAI_UACINT)lua_tointeger(L, idx));
  else {
    len = snprintf(buff, size, LUA_NUMBER_FMT,
                   (LUAI_UACNUMBER)lua_tonumber(L, idx));
    if (len > 0 && (size_t)len + 2 < size &&
        buff[strspn(buff, "-0123456789")] == '\0') {  /* looks like an int? */
      buff[len++] = '.';
      buff[len++] = '0';
      buff[len] = '\0';
    }
  }
  return len < 0 ? 0 : ((size_t)len < size ? (size_t)len : size - 1);
}

/* }================================================================== */
