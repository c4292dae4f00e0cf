/*
** Bound types: Swift objects as full userdata.
**
** A userdata holds one retain of its Swift object (NULL once closed or
** collected).  Each bound type's metatable is built lazily, on the first
** push of one of its objects, from an lhs_Class that Swift builds once and
** shares with every state; the lhs_Class address keys the metatable in the
** registry.  Methods are C closures whose first upvalue is the metatable
** of the type that declared them: checking 'self' is a metatable compare
** (then a walk up the parents), cheaper than luaL_checkudata's lookup of
** the registry by name.  Properties are resolved to their Swift getter or
** setter in C, by one raw table access.
*/
#include <string.h>

#include "lhs_internal.h"

typedef struct lhs_Object {
  void *object;  /* retained Swift object; NULL when closed or collected */
  lhs_Hold *hold;  /* its retain, listed (lhsI_hold) */
} lhs_Object;

/* Keys (light userdata) of the metatable fields kept out of sight. */
static const char PARENTKEY = 'p';   /* metatable of the parent type */
static const char LOOKUPKEY = 'l';   /* name -> method or getter */
static const char SETTERSKEY = 's';  /* name -> setter, false: read-only */
static const char CLASSKEY = 'c';    /* the lhs_Class */
static const char CACHEKEY = 'o';    /* registry: object -> userdata */


/* {==================================================================
** Checking self
** =================================================================== */

/*
** Whether the value at 'idx' has metatable 'mt' (an absolute or upvalue
** index) or the metatable of a type derived from it.  Needs 2 slots.
*/
static int isinstance (lua_State *L, int idx, int mt) {
  if (!lua_getmetatable(L, idx))
    return 0;
  for (;;) {
    if (lua_rawequal(L, -1, mt)) {
      lua_pop(L, 1);
      return 1;
    }
    if (lua_rawgetp(L, -1, &PARENTKEY) != LUA_TTABLE) {
      lua_pop(L, 2);
      return 0;
    }
    lua_remove(L, -2);
  }
}


/* Our object at 'idx' checked against metatable 'mt', or NULL. */
static lhs_Object *checkobject (lua_State *L, int idx, int mt) {
  lhs_Object *o = (lhs_Object *)lua_touserdata(L, idx);
  if (o == NULL || lua_type(L, idx) != LUA_TUSERDATA || !isinstance(L, idx, mt))
    return NULL;
  return o;
}


/* Name of the type whose metatable is at 'mt' (pushes it). */
static const char *classname (lua_State *L, int mt) {
  lua_getfield(L, mt, "__name");
  return lua_tostring(L, -1);
}


/*
** 'self' is not an instance: "bad argument #1 to 'get' (Counter expected,
** got table)", with a hint unless the call used the method syntax.
*/
static int selferror (lua_State *L) {
  lua_Debug ar;
  const char *mname = lua_tostring(L, lua_upvalueindex(3));
  const char *got = lhs_typename(L, 1);
  const char *tname = classname(L, lua_upvalueindex(1));
  int colon = lua_getstack(L, 0, &ar) && lua_getinfo(L, "n", &ar) &&
              ar.namewhat != NULL && strcmp(ar.namewhat, "method") == 0;
  if (colon)
    return luaL_error(L, "bad argument #1 to '%s' (%s expected, got %s)",
                      mname, tname, got);
  return luaL_error(L, "bad argument #1 to '%s' (%s expected, got %s; "
                    "did you call '%s' with '.' instead of ':'?)",
                    mname, tname, got, mname);
}


static int badself (lua_State *L, const char *what) {
  return luaL_error(L, "bad self for '%s' of %s (got %s)", what,
                    classname(L, lua_upvalueindex(1)), lhs_typename(L, 1));
}

/* }================================================================== */


/* {==================================================================
** Methods and properties
** =================================================================== */

/* Upvalues: 1 declaring type's metatable, 2 callee, 3 method name. */
static int methodtrampoline (lua_State *L) {
  lhs_Object *o = checkobject(L, 1, lua_upvalueindex(1));
  int n;
  if (o == NULL)
    return selferror(L);
  if (o->object == NULL)
    return luaL_error(L, "attempt to call method '%s' of a closed %s",
                      lua_tostring(L, lua_upvalueindex(3)),
                      classname(L, lua_upvalueindex(1)));
  n = lhsI_callswift(L, lua_touserdata(L, lua_upvalueindex(2)), o->object, 1);
  return n >= 0 ? n : lhsI_finish(L, n);
}


/* __index of a type with properties. Upvalues: 1 metatable, 2 lookup. */
static int indextrampoline (lua_State *L) {
  lhs_Object *o = checkobject(L, 1, lua_upvalueindex(1));
  void *getter;
  int n;
  if (o == NULL)
    return badself(L, "__index");
  lua_settop(L, 2);
  lua_pushvalue(L, 2);
  if (lua_rawget(L, lua_upvalueindex(2)) != LUA_TLIGHTUSERDATA)
    return 1;  /* a method, or nil */
  getter = lua_touserdata(L, 3);
  if (o->object == NULL)
    return luaL_error(L, "attempt to read property '%s' of a closed %s",
                      lua_tostring(L, 2), classname(L, lua_upvalueindex(1)));
  lua_settop(L, 2);
  n = lhsI_callswift(L, getter, o->object, 2);
  return n >= 0 ? n : lhsI_finish(L, n);
}


/* __newindex. Upvalues: 1 metatable, 2 setters. */
static int newindextrampoline (lua_State *L) {
  lhs_Object *o = checkobject(L, 1, lua_upvalueindex(1));
  void *setter;
  int n;
  if (o == NULL)
    return badself(L, "__newindex");
  lua_settop(L, 3);
  lua_pushvalue(L, 2);
  switch (lua_rawget(L, lua_upvalueindex(2))) {
    case LUA_TLIGHTUSERDATA:
      break;
    case LUA_TBOOLEAN:
      return luaL_error(L, "attempt to assign to read-only property '%s' of %s",
                        lua_tostring(L, 2), classname(L, lua_upvalueindex(1)));
    default:
      return luaL_error(L, "attempt to assign to unknown property '%s' of %s",
                        luaL_tolstring(L, 2, NULL),
                        classname(L, lua_upvalueindex(1)));
  }
  setter = lua_touserdata(L, 4);
  if (o->object == NULL)
    return luaL_error(L, "attempt to assign property '%s' of a closed %s",
                      lua_tostring(L, 2), classname(L, lua_upvalueindex(1)));
  lua_settop(L, 3);
  n = lhsI_callswift(L, setter, o->object, 2);
  return n >= 0 ? 0 : lhsI_finish(L, n);
}

/* }================================================================== */


/* {==================================================================
** Metamethods
** =================================================================== */

/* __gc. Upvalue 1: metatable.  Releases the Swift object exactly once. */
static int objectgc (lua_State *L) {
  lhs_Object *o = checkobject(L, 1, lua_upvalueindex(1));
  if (o != NULL && o->object != NULL) {
    o->object = NULL;
    lhsI_unhold(L, o->hold);
  }
  return 0;
}


/*
** __close. Upvalues: 1 metatable, 2 Swift close callee or nil.  Runs the
** callee, then releases the object: later uses of it raise an error.
*/
static int objectclose (lua_State *L) {
  lhs_Object *o = checkobject(L, 1, lua_upvalueindex(1));
  void *object;
  int n = 0;
  if (o == NULL)
    return badself(L, "__close");
  if (o->object == NULL)
    return 0;
  object = o->object;
  if (lua_type(L, lua_upvalueindex(2)) == LUA_TLIGHTUSERDATA) {
    lua_settop(L, 1);
    n = lhsI_callswift(L, lua_touserdata(L, lua_upvalueindex(2)), object, 1);
  }
  if (o->object != NULL) {  /* not closed again by the callee */
    o->object = NULL;
    lhsI_unhold(L, o->hold);
  }
  return n >= 0 ? 0 : lhsI_finish(L, n);
}


/* __tostring. Upvalues: 1 metatable, 2 Swift callee or nil. */
static int objecttostring (lua_State *L) {
  lhs_Object *o = checkobject(L, 1, lua_upvalueindex(1));
  int n;
  if (o == NULL)
    return badself(L, "__tostring");
  if (o->object == NULL) {
    lua_pushfstring(L, "%s (closed)", classname(L, lua_upvalueindex(1)));
    return 1;
  }
  if (lua_type(L, lua_upvalueindex(2)) != LUA_TLIGHTUSERDATA) {
    lua_pushfstring(L, "%s: %p", classname(L, lua_upvalueindex(1)),
                    lua_topointer(L, 1));
    return 1;
  }
  lua_settop(L, 1);
  n = lhsI_callswift(L, lua_touserdata(L, lua_upvalueindex(2)), o->object, 1);
  return n >= 0 ? n : lhsI_finish(L, n);
}


/* The Swift object of any bound type's userdata at 'idx', or NULL. */
static void *anyobject (lua_State *L, int idx) {
  lhs_Object *o = (lhs_Object *)lua_touserdata(L, idx);
  int ours;
  if (o == NULL || lua_type(L, idx) != LUA_TUSERDATA || !lua_getmetatable(L, idx))
    return NULL;
  ours = lua_rawgetp(L, -1, &CLASSKEY) == LUA_TLIGHTUSERDATA;
  lua_pop(L, 2);
  return ours ? o->object : NULL;
}


/*
** __eq. Upvalues: 1 metatable, 2 Swift callee or nil.  Two userdata of
** one Swift object are equal; otherwise the callee decides, when both are
** instances of this type.
*/
static int objecteq (lua_State *L) {
  void *a = anyobject(L, 1);
  void *b = anyobject(L, 2);
  int n;
  if (a != NULL && a == b) {
    lua_pushboolean(L, 1);
    return 1;
  }
  if (a == NULL || b == NULL ||
      lua_type(L, lua_upvalueindex(2)) != LUA_TLIGHTUSERDATA ||
      !isinstance(L, 1, lua_upvalueindex(1)) ||
      !isinstance(L, 2, lua_upvalueindex(1))) {
    lua_pushboolean(L, 0);
    return 1;
  }
  lua_settop(L, 2);
  n = lhsI_callswift(L, lua_touserdata(L, lua_upvalueindex(2)), a, 1);
  return n >= 0 ? n : lhsI_finish(L, n);
}

/* }================================================================== */


/* {==================================================================
** Building metatables
** =================================================================== */

/* Raw copy of every field of table 'from' into table 'to'. */
static void copyfields (lua_State *L, int from, int to) {
  lua_pushnil(L);
  while (lua_next(L, from)) {
    lua_pushvalue(L, -2);
    lua_insert(L, -2);
    lua_rawset(L, to);
  }
}


/* Pushes callee 'c' as a light userdata, or nil. */
static void pushcallee (lua_State *L, void *c) {
  if (c != NULL)
    lua_pushlightuserdata(L, c);
  else
    lua_pushnil(L);
}


/* Sets metamethod 'name' of the metatable at 'mt' to a closure (mt, c). */
static void setmeta (lua_State *L, int mt, const char *name,
                     lua_CFunction f, void *c) {
  lua_pushvalue(L, mt);
  pushcallee(L, c);
  lua_pushcclosure(L, f, 2);
  lua_setfield(L, mt, name);
}


#define inherited(cls, field, out) \
  { const lhs_Class *c_ = (cls); (out) = NULL; \
    for (; c_ != NULL && (out) == NULL; c_ = c_->parent) (out) = c_->field; }


static void addmembers (lua_State *L, const lhs_Class *cls, int mt,
                        int lookup, int setters) {
  int i;
  for (i = 0; i < cls->nmembers; i++) {
    const lhs_Member *m = &cls->members[i];
    if (m->kind == LHS_METHOD) {
      lua_pushvalue(L, mt);
      lua_pushlightuserdata(L, m->get);
      lua_pushstring(L, m->name);
      lua_pushcclosure(L, methodtrampoline, 3);
      lua_setfield(L, lookup, m->name);
      lua_pushnil(L);
    }
    else {
      lua_pushlightuserdata(L, m->get);
      lua_setfield(L, lookup, m->name);
      if (m->set != NULL)
        lua_pushlightuserdata(L, m->set);
      else
        lua_pushboolean(L, 0);
    }
    lua_setfield(L, setters, m->name);
  }
}


/*
** Pushes the metatable of 'cls', building it (and its parents') on first
** use.  Runs in protected mode.
*/
static void pushclass (lua_State *L, const lhs_Class *cls) {
  int parent, mt, lookup, setters;
  void *callee;
  if (lua_rawgetp(L, LUA_REGISTRYINDEX, cls) == LUA_TTABLE)
    return;
  lua_pop(L, 1);
  luaL_checkstack(L, 10, "building a bound type");
  if (cls->parent != NULL)
    pushclass(L, cls->parent);
  else
    lua_pushnil(L);
  parent = lua_gettop(L);
  lua_createtable(L, 0, 12);
  mt = lua_gettop(L);
  lua_createtable(L, 0, cls->nmembers);
  lookup = lua_gettop(L);
  lua_createtable(L, 0, cls->nmembers);
  setters = lua_gettop(L);
  if (cls->parent != NULL) {
    lua_rawgetp(L, parent, &LOOKUPKEY);
    copyfields(L, lua_gettop(L), lookup);
    lua_rawgetp(L, parent, &SETTERSKEY);
    copyfields(L, lua_gettop(L), setters);
    lua_settop(L, setters);
    lua_pushvalue(L, parent);
    lua_rawsetp(L, mt, &PARENTKEY);
  }
  addmembers(L, cls, mt, lookup, setters);
  lua_pushstring(L, cls->name);
  lua_setfield(L, mt, "__name");
  lua_pushstring(L, cls->name);
  lua_setfield(L, mt, "__metatable");
  lua_pushlightuserdata(L, (void *)cls);
  lua_rawsetp(L, mt, &CLASSKEY);
  lua_pushvalue(L, lookup);
  lua_rawsetp(L, mt, &LOOKUPKEY);
  lua_pushvalue(L, setters);
  lua_rawsetp(L, mt, &SETTERSKEY);
  if (cls->hasproperties) {
    lua_pushvalue(L, mt);
    lua_pushvalue(L, lookup);
    lua_pushcclosure(L, indextrampoline, 2);
  }
  else
    lua_pushvalue(L, lookup);  /* methods only: the VM indexes it directly */
  lua_setfield(L, mt, "__index");
  lua_pushvalue(L, mt);
  lua_pushvalue(L, setters);
  lua_pushcclosure(L, newindextrampoline, 2);
  lua_setfield(L, mt, "__newindex");
  setmeta(L, mt, "__gc", objectgc, NULL);
  inherited(cls, close, callee);
  setmeta(L, mt, "__close", objectclose, callee);
  inherited(cls, tostring, callee);
  setmeta(L, mt, "__tostring", objecttostring, callee);
  inherited(cls, eq, callee);
  setmeta(L, mt, "__eq", objecteq, callee);
  lua_pushvalue(L, mt);
  lua_rawsetp(L, LUA_REGISTRYINDEX, cls);
  lua_settop(L, mt);
  lua_remove(L, parent);
}

/* }================================================================== */


/* {==================================================================
** Objects
** =================================================================== */

/*
** Args: class, object, &taken.  Reuses the live userdata of the object
** (identity cache: a weak-valued registry table keyed by the object's
** address) or makes one; the object goes in last, once nothing can fail.
*/
static int pushobject_p (lua_State *L) {
  const lhs_Class *cls = (const lhs_Class *)lua_touserdata(L, 1);
  void *object = lua_touserdata(L, 2);
  int *taken = (int *)lua_touserdata(L, 3);
  lhs_Object *o;
  lua_settop(L, 2);
  if (lua_rawgetp(L, LUA_REGISTRYINDEX, &CACHEKEY) != LUA_TTABLE) {
    lua_pop(L, 1);
    lua_createtable(L, 0, 0);
    lua_createtable(L, 0, 1);
    lua_pushliteral(L, "v");
    lua_setfield(L, -2, "__mode");
    lua_setmetatable(L, -2);
    lua_pushvalue(L, -1);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &CACHEKEY);
  }
  if (lua_rawgetp(L, 3, object) == LUA_TUSERDATA) {
    o = (lhs_Object *)lua_touserdata(L, -1);
    if (o->object == object)
      return 1;
  }
  lua_pop(L, 1);
  pushclass(L, cls);
  o = (lhs_Object *)lua_newuserdatauv(L, sizeof(lhs_Object), 0);
  o->object = NULL;
  o->hold = NULL;
  lua_insert(L, -2);
  lua_setmetatable(L, -2);
  lua_pushvalue(L, -1);
  lua_rawsetp(L, 3, object);
  o->hold = lhsI_hold(L, object);
  if (o->hold == NULL)
    return luaL_error(L, "not enough memory");
  o->object = object;
  *taken = 1;
  return 1;
}


int lhs_pushobject (lua_State *L, const lhs_Class *cls, void *object) {
  int taken = 0;
  int status;
  if (!lua_checkstack(L, 4)) {
    lhs_host(L)->release(object);
    return LHS_ERRSTACK;
  }
  lua_pushcfunction(L, pushobject_p);
  lua_pushlightuserdata(L, (void *)cls);
  lua_pushlightuserdata(L, object);
  lua_pushlightuserdata(L, &taken);
  status = lua_pcall(L, 3, 1, 0);
  if (!taken)
    lhs_host(L)->release(object);
  return status;
}


/* The instance at 'idx' (live or closed) of 'cls', NULL if not one. */
static lhs_Object *instanceof (lua_State *L, int idx, const lhs_Class *cls) {
  lhs_Object *o = NULL;
  idx = lua_absindex(L, idx);
  if (lua_type(L, idx) != LUA_TUSERDATA || !lua_checkstack(L, 3))
    return NULL;
  if (lua_rawgetp(L, LUA_REGISTRYINDEX, cls) == LUA_TTABLE &&
      isinstance(L, idx, lua_gettop(L)))
    o = (lhs_Object *)lua_touserdata(L, idx);
  lua_pop(L, 1);
  return o;
}


void *lhs_toobject (lua_State *L, int idx, const lhs_Class *cls) {
  lhs_Object *o = instanceof(L, idx, cls);
  return o != NULL ? o->object : NULL;
}


int lhs_isclosedobject (lua_State *L, int idx, const lhs_Class *cls) {
  lhs_Object *o = instanceof(L, idx, cls);
  return o != NULL && o->object == NULL;
}

/* }================================================================== */
