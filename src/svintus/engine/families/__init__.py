"""The card families: what each kind of card does (R8-R12).

``classic`` (R8), ``svinorost`` and ``temnodel`` (R9) are modules the game's turn logic
calls directly; the 2.0 families ``etiquette`` (R10), ``courage`` (R11) and ``challenge``
(R12) are packages that plug into the game through the hooks of :mod:`.protocol`, each
with the same parts: ``effects`` (the cards in play), ``state``, ``notation``,
``position`` and ``view``.
"""
