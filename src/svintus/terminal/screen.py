"""What the human sees at a prompt, and how their typed line becomes an action.

Plain text only: a few lines of state, the numbered legal moves, one line of error.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.actions import Act, Action
from ..engine.cards import COLOURS, KHAPYOZH, card_name
from ..engine.errors import NotationError
from ..engine.game import Game, pname
from ..engine.notation import VERBS, format_action, parse_action
from ..table.offers import Offer, offers, words

WIDTH = 96
LET_GO = frozenset({"", "0", "no", "n", "let go", "-"})
QUIT = frozenset({"quit", "exit", "q", "bye"})
HELP = frozenset({"help", "h", "?"})
# 2.0 actions that are open all the time (leaving the seat, a hand on the table, a wink):
# listed in the menus, but never a reason to stop and ask the person (plain mode).
STANDING = frozenset({"away", "back", "touch", "wink"})

TURN_RULES = """\
On your turn play one card onto the top card: same colour or same value; a Prescription
also goes onto the same Prescription of any colour; a Polisvin goes onto anything and
names a colour. Or draw one card: if it fits you may play it, else the turn ends.
Facing a Khapyozh (take 3) or Zakhrapin (skip) you must transfer it with the same kind
or accept it. Say 'Svintus!' with the play that leaves you one card (play G7 svintus),
or anyone may catch you until the next move: you take {penalty}.
Out of turn: intercept an exact copy of the top card, catch a player who forgot
'Svintus!', and slap the deck fast when a Khlopkopyt is played (the last one takes 2).
Type a move's number or its notation ('p1' is optional); Enter lets an out-of-turn
chance go; 'help' shows this; 'quit' (or Ctrl-D) ends the match.
There is no turn timer for you in plain mode; the bots can still dawdle."""


def help_text(svintus_penalty: int = 3) -> str:
    verbs = "\n".join(f"  {verb:<11}{what}" for verb, what in VERBS.items())
    return f"{TURN_RULES.format(penalty=svintus_penalty)}\nverbs:\n{verbs}"


def label(action: Action, game: Game) -> str:
    """A move as the human would type it: the notation without the player."""
    text = format_action(action).split(" ", 1)[1]
    if action.kind == Act.PLAY and game.pending_kind >= 0:
        text += " (transfer)"
    elif action.kind == Act.PLAY and action.card == game.drawn:
        text += " (the drawn card)"
    return text


def turn_menu(game: Game, player: int) -> list[Action]:
    """The player's numbered moves on their turn: turn choices, then "Svintus!" and catches
    (and, in a 2.0 game, the 2.0 actions and suggestions of :func:`family_menu`)."""
    extra = [a for a in game.legal_actions(player) if a.kind in (Act.DECLARE, Act.CATCH)]
    turn = game.turn_actions()
    if game.families:
        turn = [a for a in turn if a.kind not in _FAMILY_ACTS or a.cards == ()]
        return turn + extra + [a for a in family_menu(game, player) if a not in turn]
    return turn + extra


def chance_menu(game: Game, player: int) -> list[Action]:
    """The player's out-of-turn chances now: interceptions (R4) and catches (R6.2), and in a
    2.0 game the 2.0 actions and suggestions of :func:`family_menu`."""
    out = [a for a in game.legal_actions(player) if a.kind in (Act.INTERCEPT, Act.CATCH)]
    if game.families:
        out.extend(family_menu(game, player))
    return out


_FAMILY_ACTS = frozenset(k for k in Act if k >= 20)


def family_offers(game: Game, player: int) -> list[Offer]:
    return offers(game.legal_actions(player))


def family_menu(game: Game, player: int) -> list[Action]:
    """The 2.0 actions that need no choice of cards (R10-R12), then :meth:`Game.hints`."""
    out = [o.sources[0] for o in family_offers(game, player) if not o.choose]
    out.extend(h for h in game.hints(player) if h.player == player and h not in out)
    return out


def pressing(game: Game, player: int, menu: Sequence[Action]) -> bool:
    """Whether the menu holds a chance worth stopping for: anything but the standing
    2.0 actions (:data:`STANDING`), or a 2.0 action with cards to choose."""
    if any(o.choose for o in family_offers(game, player)):
        return True
    return any(words(a).split(" ", 1)[0] not in STANDING for a in menu)


def choice_lines(game: Game, player: int) -> list[str]:
    """The 2.0 actions whose cards the person chooses: typed with the cards after them."""
    items = [
        f"{o.label} + {o.choose} card{'s' if o.choose > 1 else ''}"
        for o in family_offers(game, player)
        if o.choose
    ]
    return wrap(items, "type with cards of your hand: ") if items else []


def wrap(items: Sequence[str], lead: str) -> list[str]:
    """Items in lines of at most WIDTH characters, the first line led by ``lead``."""
    lines: list[str] = []
    line = lead
    for item in items:
        if len(line) + len(item) + 3 > WIDTH and line.strip():
            lines.append(line.rstrip())
            line = " " * len(lead)
        line += item + "   "
    lines.append(line.rstrip())
    return lines


def menu_lines(game: Game, menu: Sequence[Action], let_go: bool) -> list[str]:
    items = [f"{i}) {label(a, game)}" for i, a in enumerate(menu, 1)]
    if let_go:
        items.append("0) let it go (Enter)")
    return wrap(items, "moves: ")


def scores(totals: Sequence[int], target: int) -> str:
    """Match totals: ``p1 12, p2 0, p3 5 (to 40)``."""
    return ", ".join(f"{pname(p)} {t}" for p, t in enumerate(totals)) + f" (to {target})"


def status_lines(game: Game, viewer: int, totals: Sequence[int], target: int) -> list[str]:
    """Top card, direction, hands, pending penalty, silence and the viewer's hand."""
    top = f"top {card_name(game.top)}"
    if game.named >= 0:
        top += f" (named colour: {COLOURS[game.named]})"
    way = "clockwise" if game.direction > 0 else "counter-clockwise"
    lines = [f"{top} | {way} | deck {len(game.deck)} | move {game.move}"]
    sizes = []
    for p, hand in enumerate(game.hands):
        mark = " (you)" if p == viewer else ""
        sizes.append(f"{pname(p)}{mark} {len(hand)}")
    lines.append("cards: " + ", ".join(sizes))
    lines.append(f"match: {scores(totals, target)}")
    if game.pending_kind >= 0:
        n = game.pending_count
        what = f"take {3 * n} cards" if game.pending_kind == KHAPYOZH else "skip a turn"
        name = "Khapyozh" if game.pending_kind == KHAPYOZH else "Zakhrapin"
        pending = f"{name} x{n} on {pname(game.current)}: {what} or transfer"
    else:
        pending = "none"
    silence = f"{pname(game.silence)}'s Tikhokhryun" if game.silence >= 0 else "no"
    lines.append(f"pending: {pending} | silence: {silence}")
    if 0 <= viewer < game.n:
        hand = game.hands[viewer]
        lines.extend(wrap([card_name(f) for f in hand], f"your hand ({len(hand)}): "))
    return lines


def parse_move(text: str, menu: Sequence[Action], player: int, players: int) -> Action:
    """A menu number or a move in notation, the player's ``pN`` prefix optional."""
    t = text.strip()
    if not t:
        raise NotationError("type a move's number or a move ('help' lists them)")
    if t.isdigit():
        i = int(t)
        if not 1 <= i <= len(menu):
            raise NotationError(f"no move {i}: choose 1..{len(menu)} or type a move")
        return menu[i - 1]
    head = t.split(None, 1)[0].lower()
    if len(head) > 1 and head[0] == "p" and head[1:].isdigit():
        if head != pname(player):
            raise NotationError(f"you are {pname(player)}, not {head}")
    else:
        t = f"{pname(player)} {t}"
    return parse_action(t, players)
