"""``render_mode="rgb_array"``: the table as a picture, an RGB array of a fixed size.

One band per seat, top to bottom, with a card per hand card: the card's colour (red, orange,
green, blue; dark grey for a grey card), a light stripe on the cards of value 0..7
growing with the value, and a white frame around the band of the player to move. Above the
bands: the top card of the pile, wide, with the named colour beside it when a Polisvin named
one, and a bar as long as the deck. Hands wider than the picture are squeezed, so the size
stays fixed (video recorders need that): 480 x (56 + 28 x players) pixels.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from ..engine.cards import FACE_COLOUR, FACE_VALUE, GREY
from ..engine.game import Game

WIDTH = 480
TOP = 56
BAND = 28
CARD_W = 16
GAP = 2
BACKGROUND = (24, 96, 48)  # the green cloth
NO_COLOUR = (60, 60, 60)
PALETTE = ((210, 40, 40), (240, 140, 20), (40, 170, 60), (40, 90, 220))
Picture = npt.NDArray[np.uint8]


def size(players: int) -> tuple[int, int]:
    """(height, width) of the picture of a table of ``players``."""
    return TOP + BAND * players, WIDTH


def _card(img: Picture, y: int, x: int, h: int, w: int, face: int) -> None:
    c = FACE_COLOUR[face]
    img[y : y + h, x : x + w] = NO_COLOUR if c == GREY else PALETTE[c]
    value = FACE_VALUE[face]
    if 0 <= value <= 7:
        stripe = max(1, (h - 4) * (value + 1) // 8)
        img[y + h - 2 - stripe : y + h - 2, x + 2 : x + 4] = (245, 245, 245)


def draw(game: Game) -> Picture:
    """The picture of ``game`` as an (H, W, 3) uint8 array (every hand open)."""
    n = game.rules.players
    height, width = size(n)
    img = np.empty((height, width, 3), np.uint8)
    img[:] = BACKGROUND
    _card(img, 8, 8, 40, 28, game.pile[-1])
    if game.named >= 0:
        img[8:48, 40:48] = PALETTE[game.named]
    deck = min(len(game.deck), (width - 72) // 2)
    img[24:32, 64 : 64 + 2 * deck] = (200, 200, 200)
    for p in range(n):
        y = TOP + BAND * p
        if p == game.current and game.winner < 0:
            img[y : y + BAND - 2, 2 : width - 2] = (250, 250, 250)
            img[y + 1 : y + BAND - 3, 3 : width - 3] = BACKGROUND
        if p == game.winner:
            img[y : y + BAND - 2, 2:6] = (250, 215, 0)
        hand = game.hands[p]
        room = width - 16
        step = min(CARD_W + GAP, room // len(hand)) if hand else 0
        w = max(2, min(CARD_W, step - 1 if step > 2 else step))
        for k, face in enumerate(hand):
            _card(img, y + 4, 8 + k * step, BAND - 10, w, face)
    return img
