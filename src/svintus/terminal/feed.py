"""The table's feed: what happened, in plain words, as one player may see it.

>>> from svintus.engine import events as ev
>>> from svintus.engine.cards import KHAPYOZH, face_of
>>> describe([ev.Played(2, face_of("R:khapyozh"), -1, False),
...           ev.PenaltyPending(3, KHAPYOZH, 1, False)])
'p3 plays R:khapyozh; p4 must take 3 or transfer'
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import events as ev
from ..engine.cards import COLOURS, KHAPYOZH, KINDS, SVINOROST, card_name
from ..engine.game import pname

_TOOK_WHY = {
    ev.REASON_DAWDLE: " for dawdling",
    ev.REASON_SLAP: " (slap race)",
    ev.REASON_SILENCE: " for breaking the silence",
    ev.REASON_INCORRECT: " for the incorrect move",
    ev.REASON_SVINOROST: " (Svinorost)",
}


def _penalty(kind: int, size: int) -> str:
    return f"{KINDS[kind].en} x{size}"


def _cards(n: int) -> str:
    return f"{n} card" if n == 1 else f"{n} cards"


def describe(events: Sequence[ev.Event], viewer: int = -1) -> str:
    """The events of one action as one line; ``viewer`` sees only their own new cards."""
    return "; ".join(phrases(events, viewer))


def phrases(events: Sequence[ev.Event], viewer: int = -1) -> list[str]:
    """One phrase per event worth telling (a catch and its cost share one)."""
    out: list[str] = []
    accepted = ""  # the penalty stack being accepted, for the Took that follows
    timed_out = False
    named = (-1, -1)  # (player, colour) of a Polisvin played in this batch
    broken = False  # the silence was just broken by speech
    for event in events:
        e = ev.redact(event, viewer)
        text = ""
        match e:
            case ev.Dealt(dealer=d, hand_size=n):
                text = f"{pname(d)} deals {n} cards each"
            case ev.StartCard(card=c):
                text = f"start card {card_name(c)}"
            case ev.StartCardReturned(card=c):
                text = f"{card_name(c)} cannot start a game and goes back into the deck"
            case ev.Played(player=p, card=c, colour=colour, interception=i):
                text = f"{pname(p)} {'intercepts' if i else 'plays'} {card_name(c)}"
                if colour >= 0:
                    text += f" and names {COLOURS[colour]}"
                    named = (p, colour)
            case ev.Declared(player=p):
                text = f'{pname(p)} says "Svintus!"'
            case ev.PenaltyPending(target=t, kind=k, size=n):
                must = f"take {3 * n}" if k == KHAPYOZH else "skip a turn"
                text = f"{pname(t)} must {must} or transfer"
                if n > 1:
                    text += f" ({_penalty(k, n)})"
            case ev.PenaltyAccepted(player=p, kind=k, size=n):
                accepted = _penalty(k, n)
                if k != KHAPYOZH:  # a Khapyozh is told by the cards taken
                    text = f"{pname(p)} accepts the {accepted}"
            case ev.Took(player=p, number=n, reason=why, cards=cards):
                shown = f" [{' '.join(card_name(c) for c in cards)}]" if cards else ""
                if why == ev.REASON_DRAW:
                    if cards:
                        text = f"{pname(p)} draws {card_name(cards[0])}"
                    else:
                        text = f"{pname(p)} draws {'a card' if n else 'nothing: no cards left'}"
                elif why == ev.REASON_SVINTUS and out:
                    out[-1] += f": {pname(p)} takes {n}{shown}"
                elif why == ev.REASON_KHAPYOZH:
                    text = f"{pname(p)} takes {_cards(n)} ({accepted}){shown}"
                else:
                    text = f"{pname(p)} takes {_cards(n)}{_TOOK_WHY.get(why, '')}{shown}"
            case ev.Reshuffled(cards=n):
                text = f"the play pile ({_cards(n)}) is shuffled into a new deck"
            case ev.Skipped(player=p, reason=why):
                owed = why == ev.REASON_OWED
                text = f"{pname(p)} skips {'a turn (owed)' if owed else 'the turn'}"
            case ev.Reversed(direction=d):
                text = f"play now goes {'clockwise' if d > 0 else 'counter-clockwise'}"
            case ev.ColourNamed(player=p, colour=colour):
                if named != (p, colour):
                    who = "the table" if timed_out else pname(p)
                    text = f"{who} names {COLOURS[colour]}"
            case ev.SilenceStarted(player=p):
                text = f"silence! ({pname(p)}'s Tikhokhryun: the first to speak takes 2)"
            case ev.SilenceEnded():
                if not broken:
                    text = "the silence is over"
            case ev.Spoke(player=p, text=said, broke_silence=broke):
                text = f'{pname(p)} says "{said}"' if said else f"{pname(p)} speaks"
                if broke:
                    text += " and breaks the silence"
                    broken = True
            case ev.RaceOpened():
                text = "Khlopkopyt: everyone slap the deck!"
            case ev.Slapped(player=p, on_deck=on_deck):
                text = f"{pname(p)} slaps the {'deck' if on_deck else 'play pile (wrong pile)'}"
            case ev.RaceClosed():
                text = "the slap race is over"
            case ev.Caught(catcher=c, target=t):
                text = f"{pname(c)} caught {pname(t)} without 'Svintus!'"
            case ev.TimedOut(player=p):
                timed_out = True
                text = f"{pname(p)} is out of time"
            case ev.Passed(player=p):
                text = f"{pname(p)} keeps the drawn card"
            case ev.IncorrectMove(player=p, card=c, reason=why):
                text = f"{pname(p)} tries {card_name(c)}: {why}"
            case ev.ChainStarted(player=p, kind=k):
                if k == SVINOROST:
                    text = f'{pname(p)} shouts "Svinorost!"'
                else:
                    text = f"{pname(p)} starts a Temnodel chain: cards face down (R9.2)"
            case ev.GaveUp(player=p, value=v):
                text = f"{pname(p)} gives up the Svinorost chain at {v}"
            case ev.DarkCard(player=p, declared=d, card=c):
                text = f"{pname(p)} puts a card face down as {card_name(d)}"
                if c >= 0:
                    text += f" [{card_name(c)}]"
            case ev.LastDarkCard(player=p):
                text = f"{pname(p)}'s dark card was the last: the others may check it (R9.2)"
            case ev.Checked(checker=c, player=p, card=f, declared=d, truthful=t):
                verdict = "the truth" if t else "a lie"
                text = (
                    f"{pname(c)} checks {pname(p)}'s dark card: {card_name(f)} "
                    f"declared as {card_name(d)}, {verdict}"
                )
            case ev.DarkTaken(player=p, number=n, cards=cards):
                shown = f" [{' '.join(card_name(c) for c in cards)}]" if cards else ""
                text = f"{pname(p)} takes the dark cards ({_cards(n)}){shown}"
            case ev.GameWon(player=p, points=n):
                text = f"{pname(p)} wins {n} points"
                if not any(isinstance(b, ev.Blocked) for b in events):
                    text = f"{pname(p)} is out of cards and wins {n} points"
            case ev.Blocked(player=p):
                text = (
                    f"{pname(p)} finds nothing to draw and nobody can play: "
                    "the game ends, the fewest cards win it"
                )
        if text:
            out.append(text)
    return out
