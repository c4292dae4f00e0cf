// The system SQLite (libsqlite3-dev), for the start-up benchmark's store floor.
#include <sqlite3.h>
