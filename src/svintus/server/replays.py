"""Replays of finished games (docs/web.md, "Replays"): every step of a stored game with
every hand open, built from its record. A game still being played has no replay: its
hands are secret until it ends (R14.8)."""

from __future__ import annotations

from typing import Any

from ..engine.errors import SvintusError
from ..engine.events import Event
from ..engine.game import Game
from ..engine.match import Match
from ..engine.notation import format_action, parse_action
from ..engine.record import Record
from ..engine.rules import Rules
from ..storage import Storage
from ..table.messages import event_json

RECENT = 20  # finished games the lobby lists
_ACTORS = ("player", "giver", "winker", "offender")


class NotFinished(SvintusError):
    """The game is still being played: no replay yet."""


def open_event(event: Event, t: int) -> dict[str, Any]:
    """An event as its actor saw it: in a replay every hand is open."""
    viewer = -1
    for name in _ACTORS:
        value = getattr(event, name, None)
        if isinstance(value, int) and value >= 0:
            viewer = value
            break
    return event_json(event, viewer, t)


def open_view(game: Game) -> dict[str, Any]:
    """The table as a spectator sees it, plus every hand."""
    hands = [list(game.view(p, rules=False)["hand"] or []) for p in range(game.n)]
    return {**game.view(-1, rules=False), "hands": hands}


def names_of(storage: Storage, code: str) -> list[str] | None:
    row = storage.load_table(code)
    if row is None:
        return None
    return [s.name or f"p{i + 1}" for i, s in enumerate(row.seats)]


def replay(storage: Storage, code: str, match_idx: int, game_idx: int) -> dict[str, Any] | None:
    """Every step of game ``game_idx`` of match ``match_idx`` at table ``code`` with every
    hand open; None: no such game; :class:`NotFinished`: it is still being played."""
    row = storage.load_table(code)
    if row is None:
        return None
    matches = [m for m in storage.matches(code) if m.idx == match_idx]
    if not matches:
        return None
    rules = Rules.from_json(row.rules)
    names = tuple(s.name or f"p{i + 1}" for i, s in enumerate(row.seats))
    match = Match(rules, matches[0].seed, names=names)
    for g in storage.games(code, match_idx):
        record = Record(
            rules, g.seed, g.dealer, names=list(names), session=match.session(), law=g.law
        )
        for t, text in storage.actions(g.id):
            record.add(t, parse_action(text, rules.players))
        if g.idx != game_idx:
            game = record.replay(f"table {code} game {g.idx}")
            if game.over:
                match.finish_game(game)
            continue
        if g.winner is None:
            raise NotFinished(
                f"game {game_idx + 1} of table {code} is still being played; "
                "its replay opens when it ends"
            )
        game = record.start(f"table {code} game {g.idx}")
        by_bots = storage.stand_in_actions(g.id)  # actions a bot made for an absent person
        steps: list[dict[str, Any]] = [
            {
                "t": 0,
                "action": None,
                "events": [open_event(e, 0) for e in game.events],
                "view": open_view(game),
            }
        ]
        for i, (t, action) in enumerate(record.actions):
            events = game.apply(action)
            step = {
                "t": t,
                "action": format_action(action._replace(move=None)),
                "events": [open_event(e, t) for e in events],
                "view": open_view(game),
            }
            if i in by_bots:
                step["stand_in"] = by_bots[i]
            steps.append(step)
        return {
            "code": code,
            "match": match_idx,
            "game": game_idx,
            "rules": rules.to_json(),
            "names": list(names),
            "bots": [s.bot for s in row.seats],
            "winner": g.winner,
            "points": g.points,
            "ended": g.ended,
            "games": len(storage.games(code, match_idx)),
            "steps": steps,
        }
    return None


def match_games(storage: Storage, code: str, match_idx: int) -> list[dict[str, Any]]:
    """The finished games of a match: what the end-of-match dialog links."""
    return [
        {"game": g.idx, "winner": g.winner, "points": g.points}
        for g in storage.games(code, match_idx)
        if g.winner is not None
    ]
