"""The plain-text terminal game: a human against bots, or bots among themselves for show.

:mod:`.words` words events (the phrase catalogue shared with the page,
svintus/phrases.py), :mod:`.screen` draws a prompt and reads moves, :mod:`.table` runs the
match (the table's part of R14 for one human and the bots).
"""
