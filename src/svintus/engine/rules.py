"""Rules: the fixed configuration of a game — player count, deck recipe and options.

:class:`Rules` is frozen and validated on creation; its defaults are RULES.md's. A game
is ``Rules + seed + actions``.

>>> Rules(players=4).deck_size
112
>>> Rules(players=2, recipe="simple").deck_size
88
>>> Rules(players=4).target_points
40
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from typing import Any, NoReturn

from .actions import MAX_PLAYERS
from .cards import CLASSIC_PRESCRIPTIONS, FACES, KINDS_BY_ID, PLAYED
from .errors import RulesError

MIN_PLAYERS = 2

# The kinds a registered family plays (registry.register: derived from the families and
# their kinds' records); a deck with any other kind is refused.
IMPLEMENTED_KINDS: set[str] = PLAYED

_ALL_PRESCRIPTIONS = (*CLASSIC_PRESCRIPTIONS, "svinorost", "temnodel")


def _but(*excluded: str) -> tuple[str, ...]:
    return tuple(k for k in _ALL_PRESCRIPTIONS if k not in excluded)


_ETIQUETTE = tuple(k for k, v in KINDS_BY_ID.items() if v.family == "etiquette")
_COURAGE = tuple(k for k, v in KINDS_BY_ID.items() if v.family == "courage")
_CHALLENGE = tuple(k for k, v in KINDS_BY_ID.items() if v.family == "challenge")

# The revision of the law (RULES.md) the engine plays: 2 since issue #17 settled R3.5, R3.6,
# R5.4, R6.2, R8.6, R10.2, R11.2, R11.4, R12.3; 3 since a Courage card played as a number
# card names a colour (R3.1, R3.2, R11.1); 4 since issue 25 (R2.2, R2.3 grey start cards
# named; R6.1 every gift leaving one card; R7.1 a last card wins first; R5.4; R10.2 windows
# wait for a Challenge). A record replays by the law it was written
# under (its version), so it gives the same game as when it was played (docs/decisions.md).
LAW = 4

# R13.1: recipe -> rows of (min players, max players, kinds besides the number cards).
RECIPES: dict[str, tuple[tuple[int, int, tuple[str, ...]], ...]] = {
    "classic": ((2, 10, CLASSIC_PRESCRIPTIONS),),
    "simple": (
        (2, 2, ("khapyozh", "zakhrapin", "polisvin")),
        (3, 10, _but("temnodel", "svinorost")),
    ),
    "paranoid": (
        (
            2,
            2,
            (
                *_but("tikhokhryun", "perekhryuk", "khlopkopyt"),
                *(k for k in _ETIQUETTE if k != "shmotrun"),
            ),
        ),
        (
            3,
            10,
            (
                *_but("perekhryuk", "temnodel", "zakhrapin"),
                *_ETIQUETTE,
                "parodist",
                "suflyor",
                "reyting",
            ),
        ),
    ),
    "artistic": (
        (2, 2, _but("tikhokhryun", "perekhryuk", "khlopkopyt")),
        (3, 10, (*_but("tikhokhryun", "perekhryuk"), *_COURAGE)),
    ),
    "with_challenge": (
        (
            3,
            4,
            (
                *_but("tikhokhryun", "perekhryuk", "zakhrapin"),
                "shmotrun",
                "shuriken",
                "pokloonnik",
                "zapevala",
                *(k for k in _CHALLENGE if k != "neither_nor"),
            ),
        ),
        (
            5,
            10,
            (
                *_but("tikhokhryun", "perekhryuk", "zakhrapin"),
                "shmotrun",
                "shuriken",
                "pokloonnik",
                "zapevala",
                *_CHALLENGE,
            ),
        ),
    ),
    "full_box": ((2, 10, tuple(k for k in KINDS_BY_ID if k != "number")),),
}

TURN_PRESETS: dict[str, float] = {"blitz": 3.0, "publisher": 5.0, "normal": 8.0, "relaxed": 15.0}
# R14.2 "Decision (pace)": the Shevelis! threshold is this share of the turn time at every
# pace; at the relaxed pace (a newcomer's) the windows a person reads and answers are
# stretched by RELAXED_STRETCH; races keep theirs.
SHEVELIS_SHARE = 5 / 8
RELAXED_STRETCH = 1.5
READ_AND_ANSWER = (
    "etiquette_seconds",  # Etiquette reactions (R10.2)
    "answer_seconds",  # Parodist, Ovatsii, Reyting, Suflyor answers (R11)
    "song_seconds",  # Zapevala, Folklorist, Pokloonnik answers (R11)
    "dark_check_seconds",  # Temnodel last-card checks (R9.2)
    "vote_seconds",  # objection votes (R14.7)
    "wink_seconds",  # the wink's flicker (R14.5)
)


def match_threshold(players: int) -> int:
    """R7.3: points to win a match for a player count."""
    if players <= 2:
        return 30
    if players <= 4:
        return 40
    if players <= 7:
        return 50
    return 60


def recipe_kinds(recipe: str, players: int) -> tuple[str, ...]:
    """The kinds of a recipe for a player count, number cards first (R13.1, R13.2)."""
    rows = RECIPES.get(recipe)
    if rows is None:
        raise RulesError(
            f"unknown recipe {recipe!r}; known: {', '.join(RECIPES)}",
            words="unknown_recipe",
            value=recipe,
            known=", ".join(RECIPES),
        )
    for low, high, kinds in rows:
        if low <= players <= high:
            return ("number", *kinds)
    counts = ", ".join(f"{lo}-{hi}" if lo != hi else str(lo) for lo, hi, _ in rows)
    raise RulesError(
        f"recipe {recipe!r} has no deck for {players} players (it has: {counts})",
        words="recipe_players",
        recipe=recipe,
        players=players,
        counts=counts,
    )


@dataclass(frozen=True, slots=True)
class Rules:
    """Everything fixed for a game: players, deck and house-rule options (RULES.md)."""

    players: int = 4
    recipe: str = "classic"
    hand_size: int = 8  # R2.1
    start_card_effects: bool = True  # R2.2
    stacked_skips: bool = False  # R5.2
    strict_table: bool = False  # R5.4
    turn_seconds: float = 8.0  # R5.5
    svintus_penalty: int = 3  # R6.2
    match_points: int | None = None  # R7.3; None: by player count
    match_minutes: float | None = None  # R7.3
    two_player_reverse_skips: bool = False  # R8.3
    slap_seconds: float = 3.0  # R14.2
    dark_check_seconds: float = 4.0  # R14.2, R9.2: each player's last-card check decision
    etiquette_keeps_two: bool = False  # R10.1: a giver keeps at least two cards
    etiquette_seconds: float = 4.0  # R14.2: an Etiquette reaction window
    shevelis_seconds: float = 5.0  # R14.2, R10.2: thinking longer than this opens Shevelis!
    answer_seconds: float = 4.0  # R14.2: Parodist, Ovatsii, Reyting, Suflyor answers
    song_seconds: float = 20.0  # R14.2: Zapevala, Folklorist, Pokloonnik answers
    race_seconds: float = 8.0  # R14.2: races other than the slap race (R12)
    vote_seconds: float = 8.0  # R14.2, R14.7: objection votes
    wink_seconds: float = 1.5  # R14.5: how long a wink's flicker may be noticed
    honour_feats: bool = False  # R12.6: Slabo? takes the score a client claims (honour mode)
    # A custom deck (R13.3): kind id -> copies of each of its faces; overrides the recipe.
    custom_deck: tuple[tuple[str, int], ...] | None = None
    deck: tuple[int, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        _check_types({f.name: getattr(self, f.name) for f in fields(self) if f.init})
        if not MIN_PLAYERS <= self.players <= MAX_PLAYERS:
            raise RulesError(
                f"players must be {MIN_PLAYERS}..{MAX_PLAYERS}, not {self.players!r}",
                words="range",
                option="players",
                low=MIN_PLAYERS,
                high=MAX_PLAYERS,
                value=self.players,
            )
        if self.custom_deck is None:
            copies = {k: KINDS_BY_ID[k].copies for k in recipe_kinds(self.recipe, self.players)}
        else:
            copies = {}
            for kind, n in self.custom_deck:
                if kind not in KINDS_BY_ID:
                    raise RulesError(
                        f"custom deck: unknown card kind {kind!r}", words="deck_kind", kind=kind
                    )
                if not isinstance(n, int) or not 0 <= n <= 20:
                    raise RulesError(
                        f"custom deck: copies of {kind!r} must be 0..20, not {n!r}",
                        words="deck_copies",
                        kind=kind,
                        value=n,
                    )
                copies[kind] = n
        missing = sorted(k for k, n in copies.items() if n and k not in IMPLEMENTED_KINDS)
        if missing:
            raise RulesError(
                f"recipe {self.recipe!r} needs cards this engine does not play yet: "
                + ", ".join(missing),
                words="not_played",
                recipe=self.recipe,
                kinds=tuple(missing),
            )
        deck = tuple(f.index for f in FACES for _ in range(copies.get(f.kind.id, 0)))
        object.__setattr__(self, "deck", deck)
        if not 1 <= self.hand_size <= 20:
            _out_of_range("hand_size", 1, 20, self.hand_size)
        if self.hand_size * self.players >= len(deck):
            raise RulesError(
                f"a deck of {len(deck)} cards cannot deal {self.hand_size} to {self.players}",
                words="deal",
                deck=len(deck),
                hand_size=self.hand_size,
                players=self.players,
            )
        if not 0.5 <= self.turn_seconds <= 600:
            _out_of_range("turn_seconds", 0.5, 600, self.turn_seconds)
        if not 0 <= self.svintus_penalty <= 10:
            _out_of_range("svintus_penalty", 0, 10, self.svintus_penalty)
        if self.match_points is not None and not 1 <= self.match_points <= 10_000:
            _out_of_range("match_points", 1, 10000, self.match_points)
        if self.match_minutes is not None and not 0 < self.match_minutes <= 24 * 60:
            _out_of_range("match_minutes", 0, 1440, self.match_minutes)
        if not 0.5 <= self.slap_seconds <= 60:
            _out_of_range("slap_seconds", 0.5, 60, self.slap_seconds)
        for name in _WINDOWS:
            seconds = getattr(self, name)
            if not 0.5 <= seconds <= 60:
                _out_of_range(name, 0.5, 60, seconds)

    @property
    def deck_size(self) -> int:
        return len(self.deck)

    @property
    def target_points(self) -> int:
        return self.match_points if self.match_points is not None else match_threshold(self.players)

    def to_json(self) -> dict[str, Any]:
        out = {name: getattr(self, name) for name in _JSON_FIELDS}
        if self.custom_deck is not None:
            out["custom_deck"] = dict(self.custom_deck)
        return out

    @classmethod
    def from_json(cls, data: Any) -> Rules:
        """Build rules from JSON; unknown or ill-typed fields raise :class:`RulesError`."""
        if not isinstance(data, dict):
            raise RulesError("rules must be a JSON object", words="not_object")
        known = {f.name: f for f in fields(cls) if f.init}
        kwargs: dict[str, Any] = {}
        for key, value in data.items():
            if key not in known:
                raise RulesError(
                    f"unknown rules option {key!r}", words="unknown_option", option=key
                )
            kwargs[key] = value
        deck = kwargs.get("custom_deck")
        if deck is not None:
            if not isinstance(deck, dict):
                raise RulesError(
                    f"an option has the wrong type: custom_deck must map kinds to copies: {deck!r}",
                    words="wrong_type",
                    option="custom_deck",
                    value=deck,
                )
            kwargs["custom_deck"] = tuple(sorted(deck.items()))
        _check_types(kwargs)
        for key in _NUMBERS:
            if key in kwargs:
                kwargs[key] = float(kwargs[key])
        return cls(**kwargs)

    @classmethod
    def for_pace(cls, pace: str, **options: Any) -> Rules:
        """Rules at a named pace (R14.2 "Decision (pace)"); ``options`` override.

        >>> r = Rules.for_pace("relaxed")
        >>> r.turn_seconds, r.shevelis_seconds, r.etiquette_seconds, r.race_seconds
        (15.0, 9.375, 6.0, 8.0)
        """
        return cls(**{**pace_windows(pace), **options})

    def replace(self, **changes: Any) -> Rules:
        data = {k: v for k, v in asdict(self).items() if k != "deck"}
        data.update(changes)
        return Rules(**data)


def shevelis_for(turn_seconds: float) -> float:
    """R14.2: the Shevelis! threshold of a turn time (5/8 of it, within 0.5..60 s)."""
    return min(60.0, max(0.5, turn_seconds * SHEVELIS_SHARE))


def pace_windows(pace: str) -> dict[str, float]:
    """The turn time and the R14.2 windows of a named pace ("Decision (pace)"): the
    Shevelis! threshold is 5/8 of the turn; at the relaxed pace every window a person
    reads and answers is 1.5 times its default; races keep theirs."""
    if pace not in TURN_PRESETS:
        raise RulesError(
            f"unknown pace {pace!r}; known: {', '.join(TURN_PRESETS)}",
            words="unknown_pace",
            value=pace,
            known=", ".join(TURN_PRESETS),
        )
    turn = TURN_PRESETS[pace]
    stretch = RELAXED_STRETCH if pace == "relaxed" else 1.0
    out = {"turn_seconds": turn, "shevelis_seconds": shevelis_for(turn)}
    for name in READ_AND_ANSWER:
        out[name] = _DEFAULTS[name] * stretch
    return out


def pace_of(rules: Rules) -> str | None:
    """The named pace whose turn time the rules have, or None (a custom turn time)."""
    names = [k for k, v in TURN_PRESETS.items() if v == rules.turn_seconds]
    return names[0] if names else None


_DEFAULTS: dict[str, Any] = {f.name: f.default for f in fields(Rules) if f.init}

# the options a record stores, in declaration order (to_json is on the server's hot path:
# every view carries its rules, so the dataclass fields are not looked up each time)
_JSON_FIELDS = tuple(f.name for f in fields(Rules) if f.init)

_BOOLS = (
    "start_card_effects",
    "stacked_skips",
    "strict_table",
    "two_player_reverse_skips",
    "etiquette_keeps_two",
    "honour_feats",
)
_INTS = ("players", "hand_size", "svintus_penalty")
# The R14.2 windows of the 2.0 cards, in seconds, each 0.5..60.
_WINDOWS = (
    "dark_check_seconds",
    "etiquette_seconds",
    "shevelis_seconds",
    "answer_seconds",
    "song_seconds",
    "race_seconds",
    "vote_seconds",
    "wink_seconds",
)
_NUMBERS = ("turn_seconds", "slap_seconds", *_WINDOWS)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def _is_deck(value: Any) -> bool:
    return isinstance(value, tuple) and all(
        isinstance(e, tuple) and len(e) == 2 and isinstance(e[0], str) and _is_int(e[1])
        for e in value
    )


def _out_of_range(option: str, low: float, high: float, value: object) -> NoReturn:
    """Raise :class:`RulesError`: ``option`` must lie in ``low..high``."""
    raise RulesError(
        f"{option} must be {low:g}..{high:g}, not {value!r}",
        words="range",
        option=option,
        low=low,
        high=high,
        value=value,
    )


def _check_types(values: dict[str, Any]) -> None:
    """Raise :class:`RulesError` for the first option of the wrong type."""
    for key, value in values.items():
        bad = (
            (key in _BOOLS and not isinstance(value, bool))
            or (key in _INTS and not _is_int(value))
            or (key in _NUMBERS and not _is_number(value))
            or (key == "recipe" and not isinstance(value, str))
            or (key == "match_points" and value is not None and not _is_int(value))
            or (key == "match_minutes" and value is not None and not _is_number(value))
            or (key == "custom_deck" and value is not None and not _is_deck(value))
        )
        if bad:
            raise RulesError(
                f"an option has the wrong type: {key} = {value!r}",
                words="wrong_type",
                option=key,
                value=value,
            )
