/*
** Chunk cache: compiled chunks shared by the states that use one cache.
**
** A state with a cache compiles each distinct text chunk once per process:
** later loads of the same chunk name and the same source load the dumped
** bytecode instead, which skips the parser.  The key is the whole source,
** compared byte for byte, so an edited file is compiled again and nothing
** stale is ever loaded.  Only text chunks go through the cache, and the
** bytecode it loads is bytecode it dumped itself: scripts still cannot load
** binary chunks of their own.
**
** Entries are never removed before the cache is freed, so a bytecode buffer
** found under the lock can be read after it is released.  The entries array
** itself moves when it grows, so a reader copies the buffer's address and
** length before unlocking.  The owner (Swift's LuaChunkCache) must outlive
** every state that uses the cache.
*/

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "CLuaShim.h"
#include "lhs_internal.h"


typedef struct Entry {
  char *name;              /* chunk name */
  char *source;            /* the source it was compiled from */
  size_t sourcelen;
  lhs_Bytecode code;       /* never changes once the entry is added */
} Entry;


struct lhs_ChunkCache {
  pthread_mutex_t lock;
  Entry *entries;
  size_t count, size;
  size_t capacity;         /* entries kept at most; later chunks compile */
  size_t bytes;            /* source and bytecode bytes of the entries */
  size_t maxbytes;         /* bytes kept at most, whatever the entry count:
                              the cache lives outside every state's
                              memory limit */
};


lhs_ChunkCache *lhs_newcache (size_t capacity, size_t maxbytes) {
  lhs_ChunkCache *c = (lhs_ChunkCache *)calloc(1, sizeof(lhs_ChunkCache));
  if (c == NULL)
    return NULL;
  if (pthread_mutex_init(&c->lock, NULL) != 0) {
    free(c);
    return NULL;
  }
  c->capacity = capacity;
  c->maxbytes = maxbytes;
  return c;
}


void lhs_freecache (lhs_ChunkCache *c) {
  size_t i;
  for (i = 0; i < c->count; i++) {
    free(c->entries[i].name);
    free(c->entries[i].source);
    lhs_freebytecode(&c->entries[i].code);
  }
  free(c->entries);
  pthread_mutex_destroy(&c->lock);
  free(c);
}


size_t lhs_cachecount (lhs_ChunkCache *c) {
  size_t n;
  pthread_mutex_lock(&c->lock);
  n = c->count;
  pthread_mutex_unlock(&c->lock);
  return n;
}


void lhs_setcache (lua_State *L, lhs_ChunkCache *c) {
  lhs_host(L)->cache = c;
}


/*
** The entry for the chunk, or NULL; call with the lock held.  No hash: the
** entries are few (a run's distinct scripts), the length and the name
** leave at most one candidate in practice, and memcmp reads the source
** once, where hashing it first read it twice.
*/
static const Entry *find (lhs_ChunkCache *c, const char *name, const char *s,
                          size_t len) {
  size_t i;
  for (i = 0; i < c->count; i++) {
    const Entry *e = &c->entries[i];
    if (e->sourcelen == len && strcmp(e->name, name) == 0
        && memcmp(e->source, s, len) == 0)
      return e;
  }
  return NULL;
}


/*
** Keeps the dump of the function on the top of the stack for the chunk.
** Failing to keep it (no memory, cache full, another thread was first) only
** means the next load compiles again.
*/
static void keep (lua_State *L, lhs_ChunkCache *c, const char *name,
                  const char *s, size_t len) {
  Entry e;
  size_t bytes;
  if (len > c->maxbytes / 2 || !lua_checkstack(L, 1))  /* lhs_dump pushes a copy */
    return;
  e.sourcelen = len;
  e.name = (char *)malloc(strlen(name) + 1);
  e.source = (char *)malloc(len > 0 ? len : 1);
  if (e.name == NULL || e.source == NULL || lhs_dump(L, -1, &e.code) != LUA_OK) {
    free(e.name);
    free(e.source);
    return;
  }
  strcpy(e.name, name);
  memcpy(e.source, s, len);
  bytes = len + e.code.len;
  pthread_mutex_lock(&c->lock);
  if (c->count < c->capacity && c->bytes + bytes <= c->maxbytes
      && find(c, name, s, len) == NULL) {
    if (c->count == c->size) {
      size_t size = c->size ? 2 * c->size : 16;
      Entry *entries = (Entry *)realloc(c->entries, size * sizeof(Entry));
      if (entries != NULL) {
        c->entries = entries;
        c->size = size;
      }
    }
    if (c->count < c->size) {
      c->entries[c->count++] = e;
      c->bytes += bytes;
      pthread_mutex_unlock(&c->lock);
      return;
    }
  }
  pthread_mutex_unlock(&c->lock);
  free(e.name);
  free(e.source);
  lhs_freebytecode(&e.code);
}


/*
** lua_load parses in protected mode and "returns LUA_OK, LUA_ERRSYNTAX
** or LUA_ERRMEM" (manual, lua_load): neither path raises.  A binary chunk,
** or any chunk when the mode refuses text, is loaded in the caller's mode
** and never cached.
*/
int lhsI_loadcached (lua_State *L, const char *s, size_t len,
                     const char *chunkname, const char *mode) {
  lhs_ChunkCache *c = lhs_host(L)->cache;
  const Entry *e;
  lhs_Bytecode code = {NULL, 0, 0};
  int status;
  if (c == NULL || chunkname == NULL || (len > 0 && s[0] == LUA_SIGNATURE[0])
      || (mode != NULL && strchr(mode, 't') == NULL))
    return lhsI_checknaming(L, luaL_loadbufferx(L, s, len, chunkname, mode));
  pthread_mutex_lock(&c->lock);
  e = find(c, chunkname, s, len);
  if (e != NULL)
    code = e->code;  /* copied under the lock: another thread may move the entries */
  pthread_mutex_unlock(&c->lock);
  if (code.bytes != NULL)
    return luaL_loadbufferx(L, code.bytes, code.len, chunkname, "b");
  /* checked once, when compiled: the cache keeps only what passed */
  status = lhsI_checknaming(L, luaL_loadbufferx(L, s, len, chunkname, mode));
  if (status == LUA_OK)
    keep(L, c, chunkname, s, len);
  return status;
}


/*
** Reads a whole file into a buffer of the C library's heap; NULL when it
** cannot be read (the caller then lets luaL_loadfilex say why).
*/
static char *readfile (const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  char *bytes = NULL;
  size_t size = 0, n = 0;
  if (f == NULL)
    return NULL;
  for (;;) {
    size_t got;
    if (n == size) {
      char *grown;
      size = size ? 2 * size : 8192;
      grown = (char *)realloc(bytes, size);
      if (grown == NULL)
        break;
      bytes = grown;
    }
    got = fread(bytes + n, 1, size - n, f);
    n += got;
    if (got == 0) {
      if (ferror(f) || n == 0)
        break;
      fclose(f);
      *len = n;
      return bytes;
    }
  }
  fclose(f);
  free(bytes);
  return NULL;
}


/*
** What luaL_loadfilex does before parsing: skip a UTF-8 byte order mark,
** and turn a first line starting with '#' (a "#!" line) into an empty one so
** that line numbers stay right.  Returns where the chunk starts.
*/
static char *skipprefix (char *s, size_t *len) {
  if (*len >= 3 && memcmp(s, "\xEF\xBB\xBF", 3) == 0) {
    s += 3;
    *len -= 3;
  }
  if (*len > 0 && s[0] == '#') {
    char *newline = (char *)memchr(s, '\n', *len);
    if (newline == NULL) {
      *len = 0;
      return s;
    }
    *len -= (size_t)(newline - s);
    s = newline;
  }
  return s;
}


/*
** Loads a file as luaL_loadfilex does, through the state's cache when it
** has one.  Raises only what luaL_loadfilex raises (pushing "@path"), so
** callers run it where raising is safe.
*/
int lhsI_loadfile (lua_State *L, const char *path, const char *mode) {
  size_t len;
  char *bytes, *chunk;
  int status;
  if (lhs_host(L)->cache == NULL)
    return lhsI_checknaming(L, luaL_loadfilex(L, path, mode));
  lua_pushfstring(L, "@%s", path);  /* may raise: before anything is malloc'd */
  bytes = readfile(path, &len);
  chunk = bytes != NULL ? skipprefix(bytes, &len) : NULL;
  if (chunk == NULL || (len > 0 && chunk[0] == LUA_SIGNATURE[0])) {
    /* unreadable or binary: luaL_loadfilex says why, or applies the mode */
    free(bytes);
    lua_pop(L, 1);
    return lhsI_checknaming(L, luaL_loadfilex(L, path, mode));
  }
  status = lhsI_loadcached(L, chunk, len, lua_tostring(L, -1), mode);
  free(bytes);
  lua_remove(L, -2);  /* the chunk name */
  return status;
}
