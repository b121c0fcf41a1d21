"""``engine/acts.py`` names every :class:`Act` member, as the same object (issue 17)."""

from __future__ import annotations

from svintus.engine import acts
from svintus.engine.actions import Act


def test_every_act_is_a_module_constant_of_acts() -> None:
    for member in Act:
        assert getattr(acts, member.name) is member
    names = {n for n in vars(acts) if n.isupper()}
    assert names == set(Act.__members__)
