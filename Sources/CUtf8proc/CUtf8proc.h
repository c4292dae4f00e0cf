/* The system utf8proc (MIT licence; Debian: libutf8proc-dev, found through pkg-config libutf8proc): the
 * display width of a code point from the Unicode tables it ships, whatever the process's locale. */
#include <utf8proc.h>
