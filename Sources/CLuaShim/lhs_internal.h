/*
** Functions shared by the shim's files, not part of its public header.
*/
#ifndef LHS_INTERNAL_H
#define LHS_INTERNAL_H

#include "CLuaShim.h"

/*
** What one call of a Swift function costs the instruction budget: the call
** itself is one instruction to the count hook, the work behind it a few
** hundred nanoseconds, the time of about a hundred Lua instructions.
** Without the charge a loop over a cheap bound function ran ~26 s under a
** budget that stops a pure-Lua loop in under one.
*/
#define LHS_HOSTCALLCOST	100

/*
** Spends the rest of the budget: records where it ran out, turns the hook
** to every instruction and raises the timeout (lhsI_charge's slow path).
*/
void lhsI_spend (lua_State *L);

/*
** Charges 'n' instructions to the budget at once (work the count hook
** cannot see); raises the timeout as the hook does when it is spent.
** Once spent, the hook raises at every instruction; code Lua runs with
** hooks off (a message handler placing the timeout) keeps its calls.
** Inline: every host call pays it.
*/
static inline void lhsI_charge (lua_State *L, long long n) {
  lhs_Host *h = lhs_host(L);
  if (h->budget != 0 && !h->exhausted && (h->remaining -= n) <= 0)
    lhsI_spend(L);
}

/*
** The '__concat' guard (see concathook in lhs_hook.c): lhsI_armconcat arms
** it for the whole state when a script sets a metatable, turning the call
** hook on in L and the main thread.  lhsI_enterthread, at every way into a
** thread and back into its resumer, notes L as the thread running (for
** lhsI_hooksoon) and turns the call hook on in L if the state is armed
** and L is not.  Inline: every way into a thread asks.  None raises.
*/
void lhsI_armconcat (lua_State *L);
void lhsI_armthread (lua_State *L);
static inline void lhsI_enterthread (lua_State *L) {
  lhs_Host *h = lhs_host(L);
  h->running = L;
  if (h->concatarmed)
    lhsI_armthread(L);
}

/*
** From the allocator, once the state's bytes pass 'gcat': hooks the
** thread running at its next instruction, where the hook collects
** (lhsI_checknear), instead of up to a whole step later.
*/
void lhsI_hooksoon (lhs_Host *h);

/* Runs the releases kept back while a callback ran (see lhsI_unhold). */
void lhsI_flushdeferred (lhs_Host *h);

/*
** Calls the Swift dispatcher with the host's bookkeeping around it, after
** charging LHS_HOSTCALLCOST (which may raise the timeout: no Swift frame is
** on the stack yet).  Inline, so that each trampoline carries its own copy.
*/
static inline int lhsI_callswift (lua_State *L, void *callee, void *self,
                                  int base) {
  lhs_Host *h = lhs_host(L);
  lua_State *prev = h->current;
  int n;
  lhsI_charge(L, LHS_HOSTCALLCOST);
  h->current = L;
  h->depth++;
  n = h->dispatch(L, callee, self, base);
  h->depth--;
  h->current = prev;
  h->running = L;  /* the callback may have run other threads */
  if (h->concatarmed)  /* and armed the guard there */
    lhsI_armthread(L);
  if (h->ndeferred > 0 && h->depth == 0)
    lhsI_flushdeferred(h);
  return n;
}

/* Raises or yields for a negative callback status. */
int lhsI_finish (lua_State *L, int n);
/*
** A retain of a Swift object that a userdata holds, listed outside Lua's
** memory (lhs_trampoline.c): lhsI_hold lists it (NULL when out of
** memory), lhsI_unhold releases it (later if a callback is running) from
** the userdata's __gc or __close, and lhsI_releaseheld releases, after
** lua_close, those whose __gc never ran.
*/
typedef struct lhs_Hold lhs_Hold;
lhs_Hold *lhsI_hold (lua_State *L, void *object);
void lhsI_unhold (lua_State *L, lhs_Hold *hold);
void lhsI_releaseheld (lhs_Host *h);

/*
** Marks L, when it is a coroutine, as stopped by the instruction budget (in
** the hook, before raising the timeout); lhsI_isstopped asks.
*/
void lhsI_markstopped (lua_State *L);
int lhsI_isstopped (lua_State *L, lua_State *co);

/*
** Installs the host's one hook on L: the count hook every 'count'
** instructions under a budget, the line hook while lines are recorded.
*/
void lhsI_sethook (lua_State *L, int count);
/* The line hook's work: notes the line 'ar' enters (lhs_lines.c). */
void lhsI_recordline (lua_State *L, lua_Debug *ar);
/* Frees the lines recorded by a host (lhs_freehost). */
void lhsI_freelines (lhs_Host *h);

/* lhsI_reclaim's collection (lhs_host.c). */
void lhsI_collectrefused (lua_State *L);

/*
** In the hook: a full collection once the state's bytes pass 'gcat', on
** the way to the limit (see hostalloc in lhs_host.c).  Inline: every hook
** call asks.
*/
void lhsI_collectnear (lua_State *L);
static inline void lhsI_checknear (lua_State *L) {
  lhs_Host *h = lhs_host(L);
  if (h->limit != 0 && h->used + lhs_external(h) > h->gcat)
    lhsI_collectnear(L);
}

/*
** Before a top-level run (no callback running), after the allocator
** refused a block or while the state is over its limit: a full collection
** (see lhsI_collectrefused).  Inline: every call from Swift asks.  No
** retry of a refused request is pending when Swift calls in (Lua retries
** at once, and its emergency collection runs no finalizer): the last
** refusal is forgotten, so that a run repeating the request that failed
** the run before is not refused for it (see hostalloc).
*/
static inline void lhsI_reclaim (lua_State *L) {
  lhs_Host *h = lhs_host(L);
  h->lastrefused.armed = 0;
  if (h->limit != 0 && h->depth == 0 &&
      (h->refused || h->used + lhs_external(h) > h->limit))
    lhsI_collectrefused(L);
}

/* luaL_loadbufferx through the state's chunk cache (never raises). */
int lhsI_loadcached (lua_State *L, const char *s, size_t len,
                     const char *chunkname, const char *mode);
/* luaL_loadfilex through the state's chunk cache (raises as it does). */
int lhsI_loadfile (lua_State *L, const char *path, const char *mode);

/*
** In the sandbox, refuses a function just loaded (on the top, 'status'
** LUA_OK) in which Lua 5.4.4 would recurse too deep to name a value
** (lhs_naming.c): replaces it by the error and returns LUA_ERRSYNTAX (or
** LUA_ERRMEM).  Returns other statuses as they are.  Raises nothing.
*/
int lhsI_checknaming (lua_State *L, int status);

#endif
