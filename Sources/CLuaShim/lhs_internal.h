/*
** Functions shared by the shim's files, not part of its public header.
*/
#ifndef LHS_INTERNAL_H
#define LHS_INTERNAL_H

#include "CLuaShim.h"

/* Calls the Swift dispatcher with the host's bookkeeping around it. */
int lhsI_callswift (lua_State *L, void *callee, void *self, int base);
/* Raises or yields for a negative callback status. */
int lhsI_finish (lua_State *L, int n);
/* Releases a Swift object, later if a callback is running. */
void lhsI_release (lua_State *L, void *object);

#endif
