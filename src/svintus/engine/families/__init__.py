"""The card families: what each kind of card does (R8-R12).

Every family joins the game through one door, ``registry.register``: ``classic`` (R8)
with its effects alone; ``svinorost`` and ``temnodel`` (R9), the chain families, with
the hooks of :class:`.protocol.ChainFamily` (their shared state: :mod:`.chain`); the 2.0
families ``etiquette`` (R10), ``courage`` (R11) and ``challenge`` (R12), packages with
the hooks of :class:`.protocol.FamilyModule`, each with the same parts: ``effects`` (the
cards in play), ``state``, ``notation``, ``position`` and ``view``. The game's modules
name none of them.
"""
