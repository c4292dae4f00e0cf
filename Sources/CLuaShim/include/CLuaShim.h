/*
** CLuaShim: the C side of LuaHost.
**
** Everything here exists because Swift cannot do it safely itself: Lua
** raises errors with longjmp, which must never cross a Swift frame, and
** Lua's macros and variadic functions do not import into Swift.
**
** Conventions (as in Lua's own C): functions take the lua_State first and
** return a status (LUA_OK, LUA_ERRRUN, LUA_ERRMEM, ...).  A "protected"
** helper runs its raising work inside lua_pcall of a static C function and
** leaves either its result or the error object on the top of the stack.
*/
#ifndef CLUASHIM_H
#define CLUASHIM_H

#include <stddef.h>
#include <lua.h>
#include <lauxlib.h>
#include <lualib.h>

/* {==================================================================
** Host: per-state bookkeeping, reachable from any thread of the state
** =================================================================== */

/* What a Swift callback returns besides a result count (>= 0). */
#define LHS_RAISE  (-1)  /* error object is on the top of the stack */
#define LHS_YIELD  (-2)  /* suspend the coroutine; the host resumes it */

/* Callback status: no stack space was left to stage an error. */
#define LHS_NOROOM (-3)

/* Status of a helper that could not get stack space (nothing pushed). */
#define LHS_ERRSTACK  16

/*
** Status of a top-level run that returned normally after its instruction
** budget ran out: the script caught the timeout (pcall, a coroutine) and
** went on.  The results are dropped and nothing is pushed.
*/
#define LHS_ERRTIMEOUT  17

/*
** The single Swift entry point: 'callee' is the retained Swift callee box,
** 'self' the Swift object of a method (NULL for plain functions) and 'base'
** the number of stack slots before the first argument the script passed.
*/
typedef int (*lhs_Dispatch) (lua_State *L, void *callee, void *self, int base);
/* Releases one retain of a Swift object held by a userdata or upvalue. */
typedef void (*lhs_Release) (void *object);
/* Receives one complete warning message (from 'warn' or a failing __gc). */
typedef void (*lhs_Warn) (void *core, const char *message);

typedef struct lhs_Host {
  size_t used;           /* bytes currently allocated by this state */
  size_t external;       /* bytes Swift holds for the scripts (lhs_addexternal) */
  size_t limit;          /* limit of 'used' + 'external'; 0 means none */
  int refused;           /* the allocator refused a block since the last reclaim */
  long long budget;      /* instructions per run; 0 means no budget */
  long long remaining;   /* instructions left in the current run */
  int exhausted;         /* set when the budget ran out (a timeout) */
  int settling;          /* the async driver runs: one budget for all */
  int hascauses;         /* Swift remembers causes of callback errors */
  int step;              /* instructions between two hook calls */
  int depth;             /* Swift callbacks currently on the C stack */
  int escapes;           /* times a Lua error skipped a Swift callback */
  lua_State *main;       /* the main thread */
  lua_State *current;    /* the thread Swift code is working on */
  lhs_Dispatch dispatch;
  lhs_Release release;
  lhs_Warn warn;
  void *core;            /* unretained Swift owner of this state */
  char *traceback;       /* malloc'd traceback of the last error, or NULL */
  char where[LUA_IDSIZE];/* source of the last error's Lua frame */
  int whereline;         /* its line, or -1 */
  char spentwhere[LUA_IDSIZE]; /* source of the Lua frame that ran the */
  int spentline;         /* budget out (its line), or -1 */
  void **deferred;       /* releases postponed until no callback runs */
  int ndeferred, sdeferred;
  struct lhs_Hold *held; /* retains userdata hold (lhsI_hold), outside Lua */
  size_t warnlen;        /* pending warning text (continued messages) */
  char warnbuf[512];
  struct lhs_ChunkCache *cache;  /* compiled chunks to share, or NULL */
  struct lhs_Lines *lines;       /* lines recorded for coverage, or NULL */
  int guardconcat;       /* the sandbox: refuse '__concat' metamethods */
  int concatarmed;       /* a metatable was set: the call hook refuses them */
  lua_State *running;    /* the thread last seen entering Lua (a hint), or NULL */
  int collectsoon;       /* the allocator hooked 'running' to collect at once */
  size_t gcat;           /* 'used' + 'external' at which the hook collects */
  struct {               /* the last request the allocator refused */
    void *ptr;
    size_t osize, nsize;
    int armed;           /* set until a request other than a free */
  } lastrefused;
} lhs_Host;

/* The host of any thread of a state created by lhs_newstate. */
static inline lhs_Host *lhs_host (lua_State *L) {
  return *(lhs_Host **)lua_getextraspace(L);
}

/* Creates a state with the counting allocator; NULL if out of memory. */
lua_State *lhs_newstate (lhs_Dispatch dispatch, lhs_Release release,
                         lhs_Warn warn, void *core);
/*
** Closes the state (running every __gc), then releases the Swift objects
** of userdata whose __gc could not run (see lhsI_hold).  The host stays
** allocated, with 'main' and 'current' NULL, until lhs_freehost.
*/
void lhs_close (lua_State *L);
/* Frees the host of a closed state. */
void lhs_freehost (lhs_Host *h);
/* Sets the allocation limit in bytes (0: none). */
void lhs_setlimit (lua_State *L, size_t limit);
/*
** Counts 'n' bytes that Swift holds for the scripts (copies of their
** text, objects they built) against the limit, until lhs_subexternal
** takes them back.  Neither raises nor fails: once 'used' + 'external'
** passes the limit, Lua's next allocation fails.  Atomic, so callable
** from any thread, and usable until lhs_freehost, after lhs_close too.
*/
void lhs_addexternal (lhs_Host *h, size_t n);
void lhs_subexternal (lhs_Host *h, size_t n);
static inline size_t lhs_external (lhs_Host *h) {
  return __atomic_load_n(&h->external, __ATOMIC_RELAXED);
}
/*
** lhs_addexternal for a state still open, with the collector advanced as
** if Lua had allocated the bytes, so that objects the scripts dropped give
** theirs back as Lua's own garbage would.  Raises nothing.
*/
void lhs_reserve (lua_State *L, size_t n);
/* Runs a full garbage collection in protected mode. */
int lhs_collect (lua_State *L);

/* }================================================================== */


/* {==================================================================
** Instruction budget
** =================================================================== */

/* Installs (budget > 0) or removes the count hook on the main thread. */
void lhs_setbudget (lua_State *L, long long budget);
/* Gives the next run the whole budget again. */
void lhs_resetbudget (lua_State *L);
/*
** Starts a run from Swift: forgets the last error's place and traceback
** and, for a top-level run (no callback running, not settling), refills
** the budget; a top-level run after a refused allocation collects garbage
** first, so that dropped objects give back their external bytes.
** lhs_pcall and lhs_resume do this themselves.
*/
void lhs_beginrun (lua_State *L);

/* }================================================================== */


/* {==================================================================
** Line coverage (lhs_lines.c)
**
** A line hook, sharing the count hook's function, notes each line the
** state's Lua functions enter, in a bitset per file chunk (chunk name
** "@..."); other chunks ("=prelude", strings) are not recorded.  The
** records live in the host: they can be read after lhs_close, until
** lhs_freehost.  Nothing here raises.
** =================================================================== */

/*
** Starts recording on the main thread (threads created later inherit the
** hook); returns LUA_ERRMEM when the record cannot be allocated.
*/
int lhs_recordlines (lua_State *L);
/* The number of chunks with recorded lines (0 when not recording). */
int lhs_linechunks (lhs_Host *h);
/*
** The chunk name of recorded chunk 'i' (from 0) and its bitset: bit
** (n % 8) of byte (n / 8) is set when line n ran; '*nbytes' bytes.
*/
const char *lhs_linechunk (lhs_Host *h, int i, const unsigned char **bits,
                           size_t *nbytes);

/* }================================================================== */


/* {==================================================================
** Non-raising helpers and macro wrappers
** =================================================================== */

/* LUA_REGISTRYINDEX is an expression macro Swift cannot import. */
enum { LHS_REGISTRYINDEX = LUA_REGISTRYINDEX };

static inline void lhs_pop (lua_State *L, int n) { lua_settop(L, -(n)-1); }
static inline int lhs_ismainthread (lua_State *L) {
  return lhs_host(L)->main == L;
}
/*
** lua_tointegerx and lua_tonumberx with the flag returned beside the
** value: Swift passes no pointer to a local of its own, which would cost
** its function a stack protector (every callback reading a number).
*/
typedef struct lhs_Integer {
  lua_Integer value;
  int isnum;
} lhs_Integer;
static inline lhs_Integer lhs_tointeger (lua_State *L, int idx) {
  lhs_Integer r;
  r.value = lua_tointegerx(L, idx, &r.isnum);
  return r;
}
typedef struct lhs_Number {
  lua_Number value;
  int isnum;
} lhs_Number;
static inline lhs_Number lhs_tonumber (lua_State *L, int idx) {
  lhs_Number r;
  r.value = lua_tonumberx(L, idx, &r.isnum);
  return r;
}
/* Type name of a value as Lua's messages show it (uses '__name'). */
const char *lhs_typename (lua_State *L, int idx);
/* Formats a number as 'tostring' does, into 'buff'; returns its length. */
size_t lhs_numbertostring (lua_State *L, int idx, char *buff, size_t size);

/* }================================================================== */


/* {==================================================================
** Protected helpers (status returned; result or error on the stack top)
** =================================================================== */

int lhs_pushstring (lua_State *L, const char *s, size_t len);
int lhs_newtable (lua_State *L, int narr, int nrec);
/* t[k] = v, raw, with t at 'idx' and k, v on the top (both popped). */
int lhs_rawset (lua_State *L, int idx);
/* t[k] = v with metamethods; t at 'idx', k and v on the top (popped). */
int lhs_settable (lua_State *L, int idx);
/* Pushes t[k] with metamethods; t at 'idx', k on the top (replaced). */
int lhs_gettable (lua_State *L, int idx);
/* Pushes #v with metamethods. */
int lhs_len (lua_State *L, int idx);
/* Pushes the string 'tostring' would produce for the value at 'idx'. */
int lhs_tostring (lua_State *L, int idx);
/* Pops a value and stores it in the registry; *ref gets its reference. */
int lhs_ref (lua_State *L, int *ref);
/* Releases a reference made by lhs_ref (never raises). */
void lhs_unref (lua_State *L, int ref);
int lhs_getglobal (lua_State *L, const char *name);
/* Pops a value and stores it as global 'name'. */
int lhs_setglobal (lua_State *L, const char *name);
/* Loads a chunk in the given mode ("t", "b", "bt"); pushes the function. */
int lhs_loadbuffer (lua_State *L, const char *s, size_t len,
                    const char *chunkname, const char *mode);
/* A chunk dumped by lhs_dump, in a buffer of the C library's heap. */
typedef struct lhs_Bytecode {
  char *bytes;
  size_t len;
  size_t size;
} lhs_Bytecode;
/*
** Dumps the Lua function at 'idx' into 'out' (never raises); LUA_ERRRUN
** when it is not a Lua function, LUA_ERRMEM when the buffer cannot grow.
*/
int lhs_dump (lua_State *L, int idx, lhs_Bytecode *out);
/* Frees the buffer of a dumped chunk. */
void lhs_freebytecode (lhs_Bytecode *b);
/* Loads a file with chunk name "@path"; pushes the function. */
int lhs_loadfile (lua_State *L, const char *path, const char *mode);

/*
** A chunk cache (lhs_cache.c): text chunks compiled once per process and
** loaded as bytecode by every state given the cache.  Keeps 'capacity'
** chunks and 'maxbytes' bytes of source and bytecode at most; NULL if out
** of memory.  Thread-safe.
*/
typedef struct lhs_ChunkCache lhs_ChunkCache;
lhs_ChunkCache *lhs_newcache (size_t capacity, size_t maxbytes);
/* Frees the cache; no state may use it any more. */
void lhs_freecache (lhs_ChunkCache *c);
/* The number of chunks kept. */
size_t lhs_cachecount (lhs_ChunkCache *c);
/*
** Makes lhs_loadbuffer, lhs_loadfile and 'require' in the state load
** through 'c' (NULL: no cache).  The cache must outlive the state.
*/
void lhs_setcache (lua_State *L, lhs_ChunkCache *c);
/*
** Calls the function below 'nargs' arguments (lua_pcall) that
** lhs_pushcall pushed above 'base' (the top it returned), with the message
** handler it pushed below the function at 'base' + 1; starts the run as
** lhs_beginrun does.  On error the error object is on the top; a
** top-level run that spent its budget fails with LHS_ERRTIMEOUT (its
** results dropped: the top is 'base' + 1).
*/
int lhs_pcall (lua_State *L, int nargs, int nresults, int base);
/*
** Prepares a call of registry reference 'ref' with 'nargs' arguments:
** makes room, pushes the traceback message handler (it keeps the error
** object as it is and records where it was raised and the traceback in
** the host) and the function, and returns the previous top (to restore
** afterwards), or -1 if the stack cannot grow.
*/
int lhs_pushcall (lua_State *L, int ref, int nargs);
/* Pushes "where: msg" as an error object (where = the Lua caller). */
int lhs_pusherror (lua_State *L, const char *msg, size_t len, int where);
/* Creates a thread anchored in the registry; *ref gets its reference. */
int lhs_newthread (lua_State *L, lua_State **co, int *ref);
/*
** Resumes 'co' with 'nargs' values taken from its stack; records where
** and the traceback of an error (the error object is left on 'co').  A
** top-level resume that ends the coroutine after its budget was spent
** fails with LHS_ERRTIMEOUT (its results popped, nothing left on 'co').
*/
int lhs_resume (lua_State *L, lua_State *co, int nargs, int *nres);
/*
** Pushes on L a message "where: msg" whose position is the Lua frame of
** 'co' at 'level' (co may be suspended: nothing is pushed on it).
*/
int lhs_pusherrorat (lua_State *L, lua_State *co, int level,
                     const char *msg, size_t len);
/*
** Pushes the message of the error object at 'idx' as lua.c shows it:
** strings and numbers as text, '__tostring' if present, otherwise
** "(error object is a <type> value)".
*/
int lhs_errormessage (lua_State *L, int idx);
/* Forgets the place and traceback of the last error. */
void lhs_clearerror (lua_State *L);
/* The traceback recorded by the last error, NULL if none. */
const char *lhs_traceback (lua_State *L);
/*
** The function 'level' frames up the stack of L (lua_getstack and
** lua_getinfo "Sl"): its whole chunk name and current line (-1 for a C
** function).  Returns 0 past the bottom of the stack.  Never raises.
*/
int lhs_frame (lua_State *L, int level, const char **source, size_t *len,
               int *line);
/*
** The lines a Lua function's text spans, from its 'function' keyword to its
** 'end' (lua_getinfo ">S": linedefined and lastlinedefined).  Returns 0 for
** anything else (a C function, a main chunk, no function).  Never raises.
*/
int lhs_function_lines (lua_State *L, int idx, int *first, int *last);

/* }================================================================== */


/* {==================================================================
** Trampolines and bound types
** =================================================================== */

/*
** Pushes a Lua function calling the Swift callee.  The callee's retain is
** taken over: it is released when the function is collected.
*/
int lhs_pushfunction (lua_State *L, void *callee);

/* One method or property of a bound type. */
typedef struct lhs_Member {
  const char *name;
  void *get;    /* method callee, or property getter callee */
  void *set;    /* property setter callee (NULL: read-only) */
  int kind;     /* LHS_METHOD or LHS_PROPERTY */
} lhs_Member;

#define LHS_METHOD    0
#define LHS_PROPERTY  1

/*
** Description of a bound type; built once by Swift, shared by every state
** (its address is the key of the type's metatable in each registry).
*/
typedef struct lhs_Class {
  const char *name;
  const struct lhs_Class *parent;
  const lhs_Member *members;
  int nmembers;
  int hasproperties;  /* includes the parent's */
  void *tostring;     /* callee or NULL */
  void *eq;           /* callee or NULL */
  void *close;        /* callee or NULL */
} lhs_Class;

/*
** Pushes the userdata of Swift object 'object' of type 'cls', reusing the
** one already pushed if it is alive.  The caller's retain of 'object' is
** always taken over (kept by a new userdata, released otherwise).
*/
int lhs_pushobject (lua_State *L, const lhs_Class *cls, void *object);
/*
** The Swift object of the userdata at 'idx' if it is an instance of 'cls'
** or of a subtype; NULL otherwise or if closed. Never raises.
*/
void *lhs_toobject (lua_State *L, int idx, const lhs_Class *cls);
/* Whether the value at 'idx' is a closed instance of 'cls' (for messages). */
int lhs_isclosedobject (lua_State *L, int idx, const lhs_Class *cls);

/* }================================================================== */


/* {==================================================================
** Libraries
** =================================================================== */

/*
** Opens the sandbox: base (no dofile/loadfile; 'load' text-only), string,
** table, math, utf8, coroutine, os.time/clock/date and a 'require' that
** finds "name.lua" (dots as '/') under the ';'-separated 'roots' only.
*/
int lhs_opensandbox (lua_State *L, const char *roots);
/* Opens every standard library; 'require' also looks under 'roots'. */
int lhs_openfull (lua_State *L, const char *roots);
/*
** Pushes Lua's own 'xpcall', kept by both presets where no script reaches
** it: the sandbox's global one skips the script's message handler once the
** instruction budget is spent.  Raises nothing; returns its type.
*/
int lhs_pushxpcall (lua_State *L);
/*
** Pushes the 'setmetatable' the host's own Lua code uses in the sandbox:
** setmetatable(t, mt) sets on t a copy of mt's fields, hidden from
** getmetatable by '__metatable' (false unless mt gives one), that no one
** holds: no script can add a '__concat' to it, so unlike the global one it
** does not arm the sandbox's '__concat' guard.  Refuses '__gc' as the
** global one does.  Raises nothing.
*/
void lhs_pushsealer (lua_State *L);

/* }================================================================== */

#endif
