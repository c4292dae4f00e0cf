/*
** Line coverage: the lines each file chunk of a state ran.
**
** The line hook (hosthook in lhs_hook.c) calls lhsI_recordline each time a
** Lua function enters a new line.  Recording stays in C, a bit per line in
** a bitset per chunk name, so a run with coverage costs one lua_getinfo
** and a few comparisons per line rather than a call into Swift; Swift
** reads the bitsets once the scenario is over.
*/
#include <stdlib.h>
#include <string.h>

#include "CLuaShim.h"
#include "lhs_internal.h"


typedef struct Chunk {
  char *name;              /* chunk name, "@path" */
  size_t namelen;
  unsigned char *bits;     /* bit n: line n ran */
  size_t nbytes;
} Chunk;

struct lhs_Lines {
  Chunk *chunks;
  int n, size;
  int last;                /* the chunk found last: most lines repeat it */
};


int lhs_recordlines (lua_State *L) {
  lhs_Host *h = lhs_host(L);
  if (h->lines == NULL) {
    h->lines = (struct lhs_Lines *)calloc(1, sizeof(struct lhs_Lines));
    if (h->lines == NULL)
      return LUA_ERRMEM;
    h->lines->last = -1;
  }
  lhsI_sethook(h->main, h->step);
  return LUA_OK;
}


void lhsI_freelines (lhs_Host *h) {
  struct lhs_Lines *r = h->lines;
  int i;
  if (r == NULL)
    return;
  for (i = 0; i < r->n; i++) {
    free(r->chunks[i].name);
    free(r->chunks[i].bits);
  }
  free(r->chunks);
  free(r);
  h->lines = NULL;
}


static int samename (const Chunk *c, const char *name, size_t len) {
  return c->namelen == len && memcmp(c->name, name, len) == 0;
}


/* The chunk named 'name', added when new; NULL when out of memory. */
static Chunk *findchunk (struct lhs_Lines *r, const char *name, size_t len) {
  Chunk *c;
  int i;
  if (r->last >= 0 && samename(&r->chunks[r->last], name, len))
    return &r->chunks[r->last];
  for (i = 0; i < r->n; i++) {
    if (samename(&r->chunks[i], name, len)) {
      r->last = i;
      return &r->chunks[i];
    }
  }
  if (r->n == r->size) {
    int size = r->size > 0 ? r->size * 2 : 8;
    Chunk *grown = (Chunk *)realloc(r->chunks, size * sizeof(Chunk));
    if (grown == NULL)
      return NULL;
    r->chunks = grown;
    r->size = size;
  }
  c = &r->chunks[r->n];
  c->name = (char *)malloc(len + 1);
  if (c->name == NULL)
    return NULL;
  memcpy(c->name, name, len);
  c->name[len] = '\0';
  c->namelen = len;
  c->bits = NULL;
  c->nbytes = 0;
  r->last = r->n++;
  return c;
}


/* Sets bit 'line' of 'c', growing its bitset; 0 when out of memory. */
static int markline (Chunk *c, int line) {
  size_t byte = (size_t)line / 8;
  if (byte >= c->nbytes) {
    size_t n = (byte + 1) * 2;
    unsigned char *grown = (unsigned char *)realloc(c->bits, n);
    if (grown == NULL)
      return 0;
    memset(grown + c->nbytes, 0, n - c->nbytes);
    c->bits = grown;
    c->nbytes = n;
  }
  c->bits[byte] |= (unsigned char)(1u << (line % 8));
  return 1;
}


/*
** 'ar' comes from a line event, so 'currentline' is set; "S" adds the
** source without touching it.  A line that cannot be noted for want of
** memory is dropped: coverage must never fail the script it watches.
*/
void lhsI_recordline (lua_State *L, lua_Debug *ar) {
  struct lhs_Lines *r = lhs_host(L)->lines;
  int line = ar->currentline;
  Chunk *c;
  if (r == NULL || line <= 0 || !lua_getinfo(L, "S", ar) ||
      ar->source == NULL || ar->source[0] != '@')
    return;
  c = findchunk(r, ar->source, ar->srclen);
  if (c != NULL)
    markline(c, line);
}


int lhs_linechunks (lhs_Host *h) {
  return h->lines != NULL ? h->lines->n : 0;
}


const char *lhs_linechunk (lhs_Host *h, int i, const unsigned char **bits,
                           size_t *nbytes) {
  const Chunk *c;
  if (h->lines == NULL || i < 0 || i >= h->lines->n)
    return NULL;
  c = &h->lines->chunks[i];
  *bits = c->bits;
  *nbytes = c->nbytes;
  return c->name;
}
