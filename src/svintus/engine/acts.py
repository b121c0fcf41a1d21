"""Each :class:`~.actions.Act` member as a module constant, for the hot paths:
``acts.PLAY`` is ``Act.PLAY``, the same object.

On CPython 3.11 every class attribute of an enum (``Act.PLAY``) is looked up through
``EnumType.__getattr__``'s hook: about 150 ns against 15-40 for a module attribute, and
a decision of a game reads dozens (docs/performance.md, "Sixth pass": 8% of a full_box
decision's instructions, 8-10% of a classic one's).
The engine, the bots and the scheduler read the kinds from here on their hot paths;
elsewhere ``Act.X`` reads better and costs nothing that matters.
"""

from __future__ import annotations

from .actions import Act

PLAY = Act.PLAY
INTERCEPT = Act.INTERCEPT
DRAW = Act.DRAW
PASS = Act.PASS
ACCEPT = Act.ACCEPT
NAME_COLOUR = Act.NAME_COLOUR
DECLARE = Act.DECLARE
CATCH = Act.CATCH
SLAP = Act.SLAP
SPEAK = Act.SPEAK
TIMEOUT = Act.TIMEOUT
CLOSE_RACE = Act.CLOSE_RACE
DARK = Act.DARK
CHECK = Act.CHECK
GIVE_UP = Act.GIVE_UP
ETIQUETTE = Act.ETIQUETTE
AWAY = Act.AWAY
BACK = Act.BACK
TOUCH = Act.TOUCH
WINK = Act.WINK
NOTICE = Act.NOTICE
THROW = Act.THROW
PICK = Act.PICK
DAWDLE = Act.DAWDLE
EXPIRE = Act.EXPIRE
GIFT = Act.GIFT
BOX = Act.BOX
BOW = Act.BOW
WHISPER = Act.WHISPER
CLAP = Act.CLAP
STAND = Act.STAND
OBJECT = Act.OBJECT
UPHOLD = Act.UPHOLD
UNANSWERED = Act.UNANSWERED
END_VOTE = Act.END_VOTE
CHOOSE = Act.CHOOSE
CALL = Act.CALL
FLIP = Act.FLIP
LAY = Act.LAY
YIELD = Act.YIELD
GIVE = Act.GIVE
PULL = Act.PULL
AWL = Act.AWL
LAPSE = Act.LAPSE
FIST = Act.FIST
PAY = Act.PAY
FAS = Act.FAS
GRAB = Act.GRAB
FEAT = Act.FEAT
ATTEMPT = Act.ATTEMPT
HUTS = Act.HUTS
ITEM = Act.ITEM
TAP = Act.TAP
TIMEUP = Act.TIMEUP
