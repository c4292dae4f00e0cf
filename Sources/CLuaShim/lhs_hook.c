/*
** Instruction budget: a count hook shared by every thread of a state; the
** same hook function records lines for coverage (lhs_lines.c) when asked.
**
** lua_newthread copies the hook of the thread that creates it, so
** coroutines made by coroutine.create/wrap inherit it from the thread
** running the script; the budget itself lives in the host.  A new thread
** starts its own countdown to the next hook call, so the instructions it
** runs after its last hook call are never seen by the hook: the sandbox
** charges a whole step for each coroutine it creates (lhsI_charge).
**
** In the sandbox the same hook also sees every call once a script has set
** a metatable (concatarmed), to keep Lua 5.4.4's '__concat' bug out of a
** script's reach; under a memory limit it also collects near the limit.
*/
#include <string.h>

#include "CLuaShim.h"
#include "lhs_internal.h"


/*
** Records the line that ran the budget out: the timeout raised there may
** be caught, and raised again wherever the script went on.
*/
static void notespent (lhs_Host *h, const lua_Debug *ar) {
  if (ar->currentline <= 0)
    return;
  strncpy(h->spentwhere, ar->short_src, LUA_IDSIZE - 1);
  h->spentwhere[LUA_IDSIZE - 1] = '\0';
  h->spentline = ar->currentline;
}


static void hosthook (lua_State *L, lua_Debug *ar);


/*
** Installs the host's hook on L for what the host asks: the count every
** 'count' instructions when there is a budget or a memory limit (the hook
** collects near it, lhsI_checknear), every new line when lines are
** recorded, every call once the '__concat' guard is armed; removes it
** when none.
*/
void lhsI_sethook (lua_State *L, int count) {
  lhs_Host *h = lhs_host(L);
  int mask = (h->budget > 0 || h->limit != 0 ? LUA_MASKCOUNT : 0) |
             (h->lines != NULL ? LUA_MASKLINE : 0) |
             (h->concatarmed ? LUA_MASKCALL : 0);
  if (mask == 0)
    lua_sethook(L, NULL, 0, 0);
  else
    lua_sethook(L, hosthook, mask, count);
}


/*
** Charges the instructions run since the last call ('lua_gethookcount' of
** this thread) and raises a timeout when the budget is spent.  After that
** the hook fires on every instruction, so a script catching the error with
** pcall is stopped again at its next instruction.
*/
static void budgethook (lua_State *L, lua_Debug *ar) {
  lhs_Host *h = lhs_host(L);
  int count = lua_gethookcount(L);
  if (h->collectsoon) {  /* lhsI_hooksoon restarted a count: a whole step */
    h->collectsoon = 0;
    count = h->step;
    if (h->budget == 0)
      lhsI_sethook(L, h->step);
  }
  if (h->budget == 0)
    return;
  h->remaining -= count;
  if (h->remaining > 0) {
    if (lua_gethookcount(L) != h->step)  /* back to the normal pace */
      lhsI_sethook(L, h->step);
    return;
  }
  if (!h->exhausted && lua_getinfo(L, "Sl", ar))
    notespent(h, ar);
  h->exhausted = 1;
  if (count != 1)
    lhsI_sethook(L, 1);
  lhsI_markstopped(L);
  luaL_error(L, "instruction budget exceeded");
}


/*
** The '__concat' bug of Lua 5.4.4 (lvm.c, luaV_concat; fixed upstream in
** lua/lua commit 603b2c64, after 5.4.4): luaV_concat keeps a pointer into
** the Lua stack across the call of a '__concat' metamethod and sets the
** top from it afterwards.  When the metamethod makes the stack grow (a deep
** recursion) or a collection shrinks it, the stack moves and the pointer
** dangles: SIGSEGV, or a silently wrong top.  So in the sandbox no
** '__concat' metamethod ever runs.  The call hook (LUA_MASKCALL) runs
** before the body of every function Lua calls, Lua or C, after the frame is
** set up: when Lua names the call the concat metamethod (lua_getinfo "n":
** the caller is at an OP_CONCAT), the hook raises, and the error unwinds
** luaV_concat before it uses the pointer.
**
** The hook costs every call, and a metamethod needs a metatable: the
** guard is armed, for good, the first time a script sets a table's
** metatable (lhsI_armconcat, from the sandbox's 'setmetatable'); until
** then no call is hooked.  Why nothing escapes the check:
**   - before the guard is armed, no value has a metatable with a
**     '__concat' field, nor one a script can give it: scripts set
**     metatables only through the sandbox's 'setmetatable' (Lua's own is
**     replaced, 'debug' is absent, no C function they reach sets one on
**     their values); the host's metatables (bound types, function boxes,
**     the string metatable) have none, and a script cannot reach them to
**     add one ('__metatable' hides them from getmetatable); the host's own
**     Lua sets metatables through lhs_pushsealer, which installs a copy no
**     one holds, hidden the same way;
**   - once armed, every thread has the call hook whenever it runs Lua:
**     the thread that armed it and the main thread at once, threads
**     created later by lua_newthread's copy of their creator's hook, and
**     every other thread before it runs again: each way into a thread
**     (lhs_pcall, lhs_resume and the protected helpers that can call a
**     metamethod; coroutine.resume, coroutine.close and wrap's function)
**     and back into its resumer or caller (after a resume, after a Swift
**     callback) arms it when it is not (lhsI_enterthread); lhsI_sethook
**     never drops LUA_MASKCALL while armed;
**   - every concatenation that calls a metamethod is an OP_CONCAT of
**     compiled Lua (scripts, specs, modules, the DSL: all text chunks) or
**     a lua_concat from C; the shim and the standard library call
**     lua_concat only on strings they pushed, and LuaHost's Swift never
**     calls it; so Lua always names the call;
**   - Lua turns hooks off only while a hook runs and in a coroutine that
**     died by an error raised in a hook.  No script code runs in a hook:
**     '__gc' is refused and xpcall's message handler is skipped there
**     (guardedhandler); a coroutine that died in a hook is marked stopped,
**     and the sandbox refuses to close it (guardedclose, wrapped);
**   - a metamethod that yields and is resumed is still called by the
**     OP_CONCAT that luaV_finishOp goes on with, named the same way.
** Cheap first: a C function given other than two arguments cannot be a
** '__concat' metamethod (for a C function 'ntransfer' is the count of
** arguments, and differs from 'nparams', which is 0; for a Lua function
** the two are equal), so most host calls skip lua_getinfo "n".
*/
static void concathook (lua_State *L, lua_Debug *ar) {
  if (!lua_getinfo(L, "ru", ar))
    return;
  if (ar->ntransfer != ar->nparams && ar->ntransfer != 2)
    return;
  if (!lua_getinfo(L, "n", ar) || ar->namewhat == NULL || ar->name == NULL ||
      strcmp(ar->namewhat, "metamethod") != 0 ||
      strcmp(ar->name, "concat") != 0)
    return;
  lhsI_markstopped(L);  /* raised in a hook: hooks stay off if it dies */
  luaL_error(L, "attempt to concatenate with a __concat metamethod "
                "(refused by the sandbox: Lua 5.4.4 can crash running one)");
}


/*
** Turns the call hook on in L if the guard is armed and L lacks it.  Setting
** a hook restarts L's count from zero: this happens once per thread, and
** each thread a script creates has been charged a whole step for it.
*/
void lhsI_armthread (lua_State *L) {
  if (lhs_host(L)->concatarmed && !(lua_gethookmask(L) & LUA_MASKCALL)) {
    int count = lua_gethookcount(L);
    lhsI_sethook(L, count > 0 ? count : lhs_host(L)->step);
  }
}


/*
** Setting the hook restarts the thread's count, so the hook it brings
** charges a whole step (budgethook): a script cannot run instructions
** uncounted by making the allocator hook it.  The thread is the one last
** seen entering Lua; when that hint is stale, a suspended thread is hooked
** at its next instruction, and the running one collects at its next count.
*/
void lhsI_hooksoon (lhs_Host *h) {
  h->collectsoon = 1;
  lhsI_sethook(h->running, 1);
}


void lhsI_armconcat (lua_State *L) {
  lhs_Host *h = lhs_host(L);
  if (!h->guardconcat || h->concatarmed)
    return;
  h->concatarmed = 1;
  lhsI_armthread(L);
  lhsI_armthread(h->main);
}


/*
** The one hook of every thread.  Lua calls it for the count before the
** line of the same instruction (ldebug.c, luaG_traceexec), and the count
** goes on whatever the line mask: the budget stays exact with lines on.
*/
static void hosthook (lua_State *L, lua_Debug *ar) {
  if (ar->event == LUA_HOOKLINE)
    lhsI_recordline(L, ar);
  else if (ar->event == LUA_HOOKCALL)
    concathook(L, ar);
  else if (ar->event == LUA_HOOKCOUNT)
    budgethook(L, ar);
  lhsI_checknear(L);
}


/* Registry key of the weak set of coroutines the budget stopped. */
static const char STOPPEDKEY = 's';

/*
** A coroutine (not the main thread) stopped by the budget: Lua raised the
** timeout inside this hook, where hooks are off, and lua_resume does not
** turn them back on in the dead coroutine.  Closing it would run its
** '__close' handlers unbudgeted, so the sandbox refuses to (lhsI_isstopped).
*/
void lhsI_markstopped (lua_State *L) {
  if (lua_pushthread(L)) {  /* the main thread: lua_pcall restores hooks */
    lua_pop(L, 1);
    return;
  }
  if (lua_rawgetp(L, LUA_REGISTRYINDEX, &STOPPEDKEY) != LUA_TTABLE) {
    lua_pop(L, 1);
    lua_createtable(L, 0, 1);
    lua_createtable(L, 0, 1);  /* its metatable: weak keys */
    lua_pushliteral(L, "k");
    lua_setfield(L, -2, "__mode");
    lua_setmetatable(L, -2);
    lua_pushvalue(L, -1);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &STOPPEDKEY);
  }
  lua_insert(L, -2);  /* set, thread */
  lua_pushboolean(L, 1);
  lua_rawset(L, -3);
  lua_pop(L, 1);
}


int lhsI_isstopped (lua_State *L, lua_State *co) {
  int stopped;
  if (lua_rawgetp(L, LUA_REGISTRYINDEX, &STOPPEDKEY) != LUA_TTABLE) {
    lua_pop(L, 1);
    return 0;
  }
  lua_pushthread(co);
  lua_xmove(co, L, 1);
  stopped = lua_rawget(L, -2) != LUA_TNIL;
  lua_pop(L, 2);
  return stopped;
}


void lhsI_spend (lua_State *L) {
  lhs_Host *h = lhs_host(L);
  lua_Debug ar;
  if (lua_getstack(L, 1, &ar) && lua_getinfo(L, "Sl", &ar))
    notespent(h, &ar);  /* level 1: the script calling the charged function */
  h->exhausted = 1;
  lhsI_sethook(L, 1);
  luaL_error(L, "instruction budget exceeded");
}


void lhs_setbudget (lua_State *L, long long budget) {
  lhs_Host *h = lhs_host(L);
  h->budget = budget > 0 ? budget : 0;
  h->step = (budget > 0 && budget < 1000) ? (int)budget : 1000;
  h->remaining = h->budget;
  h->exhausted = 0;
  h->spentline = -1;
  lhsI_sethook(h->main, h->step);
}


void lhs_beginrun (lua_State *L) {
  lhs_Host *h = lhs_host(L);
  if (h->traceback != NULL || h->whereline != -1)
    lhs_clearerror(L);
  if (h->depth == 0 && !h->settling)
    lhs_resetbudget(L);
  lhsI_reclaim(L);
}


void lhs_resetbudget (lua_State *L) {
  lhs_Host *h = lhs_host(L);
  h->remaining = h->budget;
  h->exhausted = 0;
  h->spentline = -1;
  if (h->budget > 0 && lua_gethookcount(h->main) != h->step)
    lhsI_sethook(h->main, h->step);
}
