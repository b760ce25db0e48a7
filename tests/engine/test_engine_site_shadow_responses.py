"""A site's text the Shadow player uses (``TriggeredAbility.shadow_site``; Nan Curunír:
"Response: If your mounted minion is about to take a wound, remove (2) to prevent that
wound"): its optional trigger is offered to the Shadow player, not to the Free Peoples
player whose fellowship is at the site (who is offered the site's other texts)."""

from __future__ import annotations

from ringtable.cards import default_database
from ringtable.engine import Rules, effects
from ringtable.engine.behaviour import Behaviour, TriggeredAbility
from ringtable.testing import Scenario, act

SITE_2 = "1_331"  # the Shadow player's site 2 in the default path


def _decider(shadow_site: bool) -> int:
    trig = TriggeredAbility("exerted", "a response", False, lambda g, s, ev: True,
                            lambda g, s, ev: None, shadow_site=shadow_site)
    rules = Rules.base(default_database()).with_behaviours(
        {SITE_2: Behaviour(scripted=True, triggers=(trig,))})
    sc = Scenario(rules=rules)
    sc.minion("Moria Scout")
    game = sc.at_site(2).start("maneuver")
    effects.exert(game, 0)  # Frodo exerts: the site's trigger answers
    game.s.decision = None
    game._advance()
    assert game.decision.kind == "optional_trigger"
    player = game.decision.player
    act(game, "resolve")
    return player


def test_a_sites_shadow_text_is_offered_to_the_shadow_player():
    assert _decider(shadow_site=True) == 1


def test_a_sites_other_text_is_offered_to_the_free_peoples_player():
    assert _decider(shadow_site=False) == 0
