/* The system libedit (BSD licence; Debian: libedit-dev, found through pkg-config libedit), through its
 * readline-compatible interface: line editing, history and completion for the terminal UI's command line.
 * GNU readline is GPL, so FlowHost does not link it. */
#include <stdio.h>
#include <editline/readline.h>

/* libedit's settings are C globals, which Swift 6 refuses to touch outside an actor; these set them from
 * the one thread that runs the command line. */

/* Completion of the whole line (no word-break characters, so the completer sees the line up to the
 * cursor), by `complete`, with nothing appended after a match. */
static inline void flowhost_editline_configure(rl_completion_func_t *complete) {
    rl_attempted_completion_function = complete;
    rl_basic_word_break_characters = "";
    rl_completer_word_break_characters = (char *)"";
    rl_completion_append_character = 0;
}

/* Sets libedit up and binds Escape twice to end the line as Ctrl-D on an empty line does, so the command
 * line closes the way the UI goes back (a single Escape starts the arrow keys' sequences in libedit, so it
 * cannot close the line alone). Call it with the terminal in its own mode: libedit turns editing off for
 * good when it sets itself up on a terminal that does not echo. Returns 0, or -1 when libedit fails. */
static inline int flowhost_editline_initialize(void) {
    if (rl_initialize() != 0) {
        return -1;
    }
    return rl_parse_and_bind("bind ^[^[ ed-end-of-file");
}

/* Makes libedit read each character through `getc` (one Unicode code point a call, -1 at the end of input).
 * libedit installs it when it sets itself up, so call this before flowhost_editline_initialize. */
static inline void flowhost_editline_set_getc(int (*getc)(FILE *)) {
    rl_getc_function = getc;
}

/* Tells libedit not to fall back on completing file names after `complete` answered. */
static inline void flowhost_editline_completion_over(void) {
    rl_attempted_completion_over = 1;
}
