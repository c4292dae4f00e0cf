/// The help texts of the interactive terminal modes.
package enum TerminalHelp {
    /// The commands the plain line mode accepts, and the terminal UI's `:` command line, one a line, ending
    /// with a newline.
    package static let text = """
        Commands:
          <number>                tap the button with that number
          tap <button title>      tap a button (or alert action) by its title
          type <field id> <text>  replace the text of a field
          type <secure field id>  read a secure field's text without echo
          select <row number>     select a row, counting from 1
          back                    go back (pop, or dismiss a presentation)
          ?                       show this help
          q                       quit

        """

    /// The terminal UI's keys, as (key, what it does), for its `?` help; each fits a 60-column box.
    package static let keys: [(String, String)] = [
        ("↑ ↓ Tab j k", "move the focus: fields, rows, buttons"),
        ("Enter", "tap, select; field: next field, else Save/OK"),
        ("typing, paste", "edit the focused field (a secret: ••••••••)"),
        ("← → Home End", "move in a field; Ctrl-U clears to the start"),
        ("Esc", "undo a field's edit, else go back"),
        ("Backspace", "on an empty field or a button: go back"),
        ("1-9 PgUp PgDn", "focus that row; a page of targets"),
        (":", "commands; Tab completes, ↑ ↓ recall, Esc Esc"),
        ("/", "search rows by title; Enter or Esc ends"),
        ("? Ctrl-O", "this help; status line, title whole or cut"),
        ("q, Ctrl-C", "quit (Ctrl-D too); Ctrl-Z stops, fg resumes"),
    ]
}
