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
** Calls the Swift dispatcher with the host's bookkeeping around it, after
** charging LHS_HOSTCALLCOST (which may raise the timeout: no Swift frame is
** on the stack yet).
*/
int lhsI_callswift (lua_State *L, void *callee, void *self, int base);
/* Raises or yields for a negative callback status. */
int lhsI_finish (lua_State *L, int n);
/* Releases a Swift object, later if a callback is running. */
void lhsI_release (lua_State *L, void *object);

/*
** Charges 'n' instructions to the budget at once (work the count hook
** cannot see); raises the timeout as the hook does when it is spent.
*/
void lhsI_charge (lua_State *L, long long n);

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

/* Before a top-level run: a full collection after a refused allocation. */
void lhsI_reclaim (lua_State *L);

/* luaL_loadbufferx through the state's chunk cache (never raises). */
int lhsI_loadcached (lua_State *L, const char *s, size_t len,
                     const char *chunkname, const char *mode);
/* luaL_loadfilex through the state's chunk cache (raises as it does). */
int lhsI_loadfile (lua_State *L, const char *path, const char *mode);

#endif
