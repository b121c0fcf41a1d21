"""Research environments: PettingZoo AEC for 2-10 players, a Gymnasium single agent.

Needs the ``rl`` extra (``pip install "svintus[rl]"``: pettingzoo, gymnasium, numpy).
Layouts, decision order and rewards are documented in docs/rl.md. Every recipe is
played (R13.1); a deck with R9 or 2.0 cards gets a larger fixed layout and the table
model of :mod:`svintus.rl.table`.

>>> from svintus import rl
>>> env = rl.env(num_players=3)
>>> env.reset(seed=1)
>>> obs, reward, terminated, truncated, info = env.last()
>>> obs["observation"].shape, obs["action_mask"].shape
((261,), (141,))
>>> big = rl.env(num_players=4, recipe="full_box")
>>> big.reset(seed=1)
>>> bool(big.last()[0]["action_mask"].any())
True
"""

from __future__ import annotations

from typing import Any

try:
    import gymnasium
    import numpy  # noqa: F401
    import pettingzoo  # noqa: F401
except ImportError as e:  # pragma: no cover - depends on the installed extras
    raise ImportError(
        f"svintus.rl needs the 'rl' extra ({e.name} is missing): pip install 'svintus[rl]'"
    ) from e

from .aec import IllegalActionError, SvintusEnv
from .layout import Layout
from .single import SvintusSingleEnv

GYM_ID = "svintus/Svintus-v0"


def env(
    num_players: int = 4, recipe: str = "classic", render_mode: str | None = None, **options: Any
) -> SvintusEnv:
    """The PettingZoo AEC environment (see :class:`SvintusEnv` for the options)."""
    return SvintusEnv(num_players, recipe, render_mode, **options)


def single_env(
    num_players: int = 2,
    recipe: str = "classic",
    opponents: str = "random",
    render_mode: str | None = None,
    **options: Any,
) -> SvintusSingleEnv:
    """The Gymnasium environment of one learner against bots (:class:`SvintusSingleEnv`)."""
    return SvintusSingleEnv(num_players, recipe, opponents, render_mode=render_mode, **options)


if GYM_ID not in gymnasium.registry:
    # No order-enforcing or checking wrappers: `gymnasium.make(GYM_ID)` is the environment
    # itself, so `action_masks()` (sb3-contrib's MaskablePPO) works on it as documented. The
    # environment enforces the order itself (step before reset is a clear error), and the
    # test suite runs Gymnasium's own `check_env` on it.
    gymnasium.register(
        GYM_ID,
        entry_point="svintus.rl.single:SvintusSingleEnv",
        order_enforce=False,
        disable_env_checker=True,
    )

__all__ = ["GYM_ID", "IllegalActionError", "Layout", "SvintusEnv", "SvintusSingleEnv", "env"]
__all__ += ["single_env"]
