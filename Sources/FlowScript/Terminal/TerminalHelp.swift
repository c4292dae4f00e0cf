/// The help text of the interactive terminal mode.
public enum TerminalHelp {
    /// The commands the terminal accepts, one a line, ending with a newline.
    public static let text = """
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
}
