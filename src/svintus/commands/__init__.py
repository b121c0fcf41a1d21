"""Subcommands of the ``svintus`` command line, one module each."""
