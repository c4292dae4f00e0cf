/*
** CLuaBaseline: the same work as LuaHost's benchmarks, written by hand
** against the C API the way a careful C embedder would.
*/
#ifndef CLUABASELINE_H
#define CLUABASELINE_H

#include <lua.h>

/* A state with global 'obj': a "Counter" userdata with get/set methods. */
lua_State *bl_methodstate (void);
/* A state with global 'f': a C function returning its integer argument. */
lua_State *bl_functionstate (void);
/*
** A state with global 'f' doing only the work FlowHost's design adds to a
** host call (box upvalue, budget charge, bookkeeping, one indirect call).
*/
lua_State *bl_floorstate (void);
/* A state with global 'obj' whose 'value' is a property (__index/__newindex). */
lua_State *bl_propertystate (void);
/* A state with global function 'inc' (x + 1); *ref gets a reference to it. */
lua_State *bl_callstate (int *ref);
/* Compiles 'code' and runs it; returns the status. */
int bl_run (lua_State *L, const char *code);
/* Calls the referenced function n times with i, under a traceback handler. */
long long bl_callloop (lua_State *L, int ref, int n);
/* luaL_newstate + luaL_openlibs + lua_close. */
void bl_newstate (void);

#endif
