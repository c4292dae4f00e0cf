/*
** A bound on how far Lua 5.4.4 follows a value back to name it.
**
** "Recursion in 'getobjname' can stack overflow" (lua/lua commit 7923dbbf,
** fixed after 5.4.4): to name a value in a message or for lua_getinfo "n"
** (every call in the sandbox, see concathook), ldebug.c's getobjname
** follows the instruction that set the register, recursing through
** OP_GETFIELD and OP_GETTABLE to their table (and OP_GETTABLE's key),
** OP_SELF's key and OP_MOVE's source.  A chain of some 10,000 field reads
** (a.x.x...x(), or t = t.x repeated) overflows a 512 KiB thread stack:
** SIGSEGV.  So every chunk compiled from text in the sandbox is dumped and
** its functions' code walked once: for each register, the number of
** getobjname calls naming its value would take (a tree: OP_GETTABLE
** recurses twice), through the last instruction that set it, as
** findsetreg finds it (ldebug.c).  Ignoring jumps can only make the count
** larger (findsetreg then stops early, at -1).  A chunk where some value
** would take more than LHS_MAXNAMING calls is refused like a syntax error.
** The dump format and the opcodes are Lua 5.4's (ldump.c, lopcodes.h).
*/
#include <stdlib.h>
#include <string.h>

#include "CLuaShim.h"
#include "lhs_internal.h"


/*
** Far above any chain a person writes (a.b.c.d is 4), far below what
** overflows a thread's stack (about 50 bytes per call).
*/
#define LHS_MAXNAMING	1000

/* Lua 5.4's opcodes this walk cares about (lopcodes.h). */
enum { OPMOVE = 0, OPLOADNIL = 8, OPGETTABLE = 12, OPGETFIELD = 14,
       OPSELF = 20, OPCALL = 68, OPTAILCALL = 69, OPTFORCALL = 76,
       NOPCODES = 83 };

/*
** Whether an opcode sets register A (lopcodes.c, testAMode in 5.4.4):
** the opcodes that do not.
*/
static int setsA (int op) {
  switch (op) {
    case 10: case 15: case 16: case 17: case 18:  /* SETUPVAL, SET* */
    case 46: case 47: case 48:                    /* MMBIN, MMBINI, MMBINK */
    case 54: case 55: case 56:                    /* CLOSE, TBC, JMP */
    case 57: case 58: case 59: case 60: case 61:  /* EQ, LT, LE, EQK, EQI */
    case 62: case 63: case 64: case 65: case 66:  /* LTI, LEI, GTI, GEI, TEST */
    case 70: case 71: case 72:                    /* RETURN, RETURN0, RETURN1 */
    case 75: case 76: case 78:                    /* TFORPREP, TFORCALL, SETLIST */
    case 82:                                      /* EXTRAARG */
      return 0;
    default:
      return op < NOPCODES;
  }
}


typedef struct Dump {
  unsigned char *b;
  size_t n, size;
  int failed;
} Dump;


static int writer (lua_State *L, const void *p, size_t sz, void *ud) {
  Dump *d = (Dump *)ud;
  (void)L;
  if (d->n + sz > d->size) {
    size_t size = d->size ? d->size : 4096;
    unsigned char *b;
    while (size < d->n + sz) size *= 2;
    b = (unsigned char *)realloc(d->b, size);
    if (b == NULL) { d->failed = 1; return 1; }
    d->b = b;
    d->size = size;
  }
  memcpy(d->b + d->n, p, sz);
  d->n += sz;
  return 0;
}


typedef struct Reader {
  const unsigned char *p, *end;
  int bad;
} Reader;


static size_t readsize (Reader *r) {
  size_t x = 0;
  unsigned char b;
  do {
    if (r->p >= r->end) { r->bad = 1; return 0; }
    b = *r->p++;
    x = (x << 7) | (b & 0x7f);
  } while ((b & 0x80) == 0);
  return x;
}


static void skip (Reader *r, size_t n) {
  if ((size_t)(r->end - r->p) < n) { r->bad = 1; r->p = r->end; }
  else r->p += n;
}


static void skipstring (Reader *r) {
  size_t size = readsize(r);
  if (size > 0) skip(r, size - 1);
}


/* The naming cost of the largest value 'code' computes (saturating). */
static long worstnaming (const unsigned char *code, size_t ncode) {
  long cost[256] = {0};
  long worst = 0;
  size_t pc;
  for (pc = 0; pc < ncode; pc++) {
    unsigned long i = (unsigned long)code[4 * pc] |
                      ((unsigned long)code[4 * pc + 1] << 8) |
                      ((unsigned long)code[4 * pc + 2] << 16) |
                      ((unsigned long)code[4 * pc + 3] << 24);
    int op = (int)(i & 0x7f), a = (int)((i >> 7) & 0xff);
    int k = (int)((i >> 15) & 1);
    int b = (int)((i >> 16) & 0xff), c = (int)((i >> 24) & 0xff);
    long v = 1;  /* a value named without recursing */
    int r;
    switch (op) {
      case OPMOVE: v = b < a ? cost[b] + 1 : 1; break;
      case OPGETFIELD: v = cost[b] + 1; break;
      case OPGETTABLE: v = cost[b] + cost[c] + 1; break;
      case OPSELF: v = k ? 1 : cost[c] + 1; break;
      default: break;
    }
    if (v > LHS_MAXNAMING) v = LHS_MAXNAMING + 1;
    if (v > worst) worst = v;
    switch (op) {
      case OPLOADNIL:
        for (r = a; r <= a + b && r < 256; r++) cost[r] = 1;
        break;
      case OPCALL: case OPTAILCALL:
        for (r = a; r < 256; r++) cost[r] = 1;
        break;
      case OPTFORCALL:
        for (r = a + 2; r < 256; r++) cost[r] = 1;
        break;
      default:
        if (setsA(op)) cost[a] = v;
        break;
    }
  }
  return worst;
}


/* Walks one function of the dump and its nested ones (ldump.c's order). */
static long walkfunction (Reader *r, int depth) {
  long worst, n, i;
  size_t ncode;
  if (depth > 200) { r->bad = 1; return 0; }  /* the parser nests less */
  skipstring(r);                 /* source */
  readsize(r); readsize(r);      /* linedefined, lastlinedefined */
  skip(r, 3);                    /* numparams, is_vararg, maxstacksize */
  ncode = readsize(r);
  if (r->bad || (size_t)(r->end - r->p) / 4 < ncode) { r->bad = 1; return 0; }
  worst = worstnaming(r->p, ncode);
  skip(r, 4 * ncode);
  n = (long)readsize(r);         /* constants */
  for (i = 0; i < n && !r->bad; i++) {
    int tag;
    if (r->p >= r->end) { r->bad = 1; break; }
    tag = *r->p++;
    if (tag == 0x13 || tag == 0x03) skip(r, 8);        /* float, integer */
    else if (tag == 0x04 || tag == 0x14) skipstring(r);  /* strings */
  }
  n = (long)readsize(r);         /* upvalues */
  skip(r, 3 * (size_t)n);
  n = (long)readsize(r);         /* nested functions */
  for (i = 0; i < n && !r->bad; i++) {
    long w = walkfunction(r, depth + 1);
    if (w > worst) worst = w;
  }
  skip(r, readsize(r));          /* lineinfo */
  n = (long)readsize(r);         /* abslineinfo */
  for (i = 0; i < n && !r->bad; i++) { readsize(r); readsize(r); }
  n = (long)readsize(r);         /* locvars */
  for (i = 0; i < n && !r->bad; i++) { skipstring(r); readsize(r); readsize(r); }
  n = (long)readsize(r);         /* upvalue names */
  for (i = 0; i < n && !r->bad; i++) skipstring(r);
  return worst;
}


/* Pushes the refusal (light userdata 1: the chunk's short source). */
static int refusal_p (lua_State *L) {
  lua_pushfstring(L, "%s: a value is computed through more than %d chained "
                     "field reads or moves (Lua 5.4.4 could crash naming it); "
                     "split the chain",
                  (const char *)lua_touserdata(L, 1), LHS_MAXNAMING);
  return 1;
}


/*
** Replaces the function on the top by the error object.  Raises nothing:
** the message is made in a protected call; when even that cannot run,
** the error is Lua's memory-error message, which Lua interns and fixes
** when the state opens (lstate.c, luaS_init), so pushing it allocates
** nothing.
*/
static int refuse (lua_State *L, const char *source) {
  char src[LUA_IDSIZE];
  strncpy(src, source, LUA_IDSIZE - 1);
  src[LUA_IDSIZE - 1] = '\0';
  lua_pop(L, 1);  /* the function */
  if (lua_checkstack(L, 2)) {
    lua_pushcfunction(L, refusal_p);
    lua_pushlightuserdata(L, src);
    if (lua_pcall(L, 1, 1, 0) == LUA_OK)
      return LUA_ERRSYNTAX;
    return LUA_ERRMEM;  /* the error object is the memory error */
  }
  lua_pushliteral(L, "not enough memory");
  return LUA_ERRMEM;
}


int lhsI_checknaming (lua_State *L, int status) {
  Dump d = {NULL, 0, 0, 0};
  Reader r;
  lua_Debug ar;
  long worst;
  if (status != LUA_OK || !lhs_host(L)->guardconcat ||
      !lua_isfunction(L, -1) || lua_iscfunction(L, -1))
    return status;
  if (lua_dump(L, writer, &d, 0) != 0 || d.failed) {
    free(d.b);  /* out of memory: refused, never run unchecked */
    lua_pop(L, 1);
    lua_pushliteral(L, "not enough memory");  /* allocates nothing (refuse) */
    return LUA_ERRMEM;
  }
  /* header: signature 4, version 1, format 1, data 6, sizes 3, int 8,
     number 8; then the main function's upvalue count */
  r.p = d.b + 32;
  r.end = d.b + d.n;
  r.bad = d.n < 32;
  worst = r.bad ? 0 : walkfunction(&r, 0);
  free(d.b);
  if (!r.bad && worst <= LHS_MAXNAMING)
    return LUA_OK;
  if (!lua_checkstack(L, 1))
    return refuse(L, "?");
  lua_pushvalue(L, -1);  /* lua_getinfo ">" pops it; no allocation */
  return refuse(L, lua_getinfo(L, ">S", &ar) ? ar.short_src : "?");
}
