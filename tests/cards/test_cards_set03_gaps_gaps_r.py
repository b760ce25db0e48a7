"""Set 3 (Realms of the Elf-lords) cards that needed a rule the engine lacked (issue 18,
helper gaps-r): "Each time an opponent draws a card (or takes a card into hand)"."""

from __future__ import annotations

from cardtest import Scenario, use

from ringtable.testing import act, can

BETRAYAL = "3_29"
THREAT = "1_197"  # Threat of the Unknown: "Shadow: Exert your [moria] Orc to draw 2 cards."
MASTERS_WILL = "1_215"  # The Master's Will: reveal X, take the [wraith] cards into hand
SCOUT, NAZGUL = "1_191", "1_229"  # Moria Scout ([moria] Orc, vitality 2), Úlairë Attëa
GANDALF, SARUMAN = "1_364", "3_68"


def _shadow_draws(phase: str = "shadow", betrayal: bool = True, fp_card: str = THREAT):
    """The Shadow player holds Threat of the Unknown, a Moria Scout in play, 4 cards in
    his deck, 6 twilight; the Free Peoples player has Betrayal of Isengard."""
    sc = Scenario()
    card = sc.support(BETRAYAL) if betrayal else -1
    sc.minion(SCOUT)
    threat = sc.hand(fp_card)
    for _ in range(4):
        sc.draw_top(SCOUT)
    game = sc.twilight(6).at_site(2).start(phase)
    return game, card, threat


def test_betrayal_of_isengard_removes_one_for_each_card_an_opponent_draws():
    """"Betrayal of Isengard" (3_29): "Each time an opponent draws a card ... during the
    Shadow phase, you may remove (1)": the Shadow player draws 2 cards; the Free Peoples
    player accepts and 2 twilight leave the pool."""
    game, card, threat = _shadow_draws()
    act(game, "play", threat)
    assert game.decision.kind == "optional_trigger" and game.decision.player == 0
    act(game, "resolve", card)
    assert game.s.twilight == 6 - 2 and len(game.s.piles[1]["hand"]) == 2


def test_betrayal_of_isengard_you_may_decline():
    """"Betrayal of Isengard" (3_29): "you may remove (1)": declined, the pool keeps its 6."""
    game, _card, threat = _shadow_draws()
    act(game, "play", threat)
    act(game, "pass")
    assert game.s.twilight == 6


def _asked_after_draw(phase: str, player: int, take: bool = False) -> bool:
    """``player`` draws a card (or ``take``s his top card into hand) by an effect in
    ``phase``: is Betrayal of Isengard asked?"""
    from ringtable.engine import effects

    sc = Scenario()
    sc.support(BETRAYAL)
    sc.minion(SCOUT)
    sc.draw_top("1_97", player=0)
    sc.draw_top(SCOUT, player=1)
    game = sc.twilight(6).at_site(2).start(phase)
    if take:
        effects.take_into_hand(game, game.s.piles[player]["draw"][0])
    else:
        effects.draw(game, player, 1)
    # then the deciding player passes: the triggers resolve
    act(game, "pass")
    return game.decision.kind == "optional_trigger"


def test_betrayal_of_isengard_not_for_your_own_draws():
    """"Betrayal of Isengard" (3_29): "an opponent draws": the Free Peoples player drawing
    in the Shadow phase is not answered; the Shadow player drawing the same way is."""
    assert not _asked_after_draw("shadow", 0)
    assert _asked_after_draw("shadow", 1)


def test_betrayal_of_isengard_only_during_the_shadow_phase():
    """"Betrayal of Isengard" (3_29): "during the Shadow phase": the Shadow player drawing
    or taking a card into hand in the maneuver phase is not answered (in the Shadow
    phase a card taken is)."""
    assert not _asked_after_draw("maneuver", 1)
    assert not _asked_after_draw("maneuver", 1, take=True)
    assert _asked_after_draw("shadow", 1, take=True)


def test_betrayal_of_isengard_answers_a_card_taken_into_hand():
    """"Betrayal of Isengard" (3_29): "(or takes a card into hand)": The Master's Will
    reveals the top card (a Nazgûl in play: X = 1), a [wraith] card taken into hand:
    the Free Peoples player may remove (1)."""
    sc = Scenario()
    card = sc.support(BETRAYAL)
    sc.minion(NAZGUL)
    will = sc.hand(MASTERS_WILL)
    sc.draw_top(NAZGUL)
    game = sc.twilight(6).at_site(2).start("shadow")
    act(game, "play", will)
    twilight = game.s.twilight
    assert game.decision.kind == "optional_trigger"
    act(game, "resolve", card)
    assert game.s.twilight == twilight - 1


def _maneuver(gandalf_wounds: int = 0, saruman: bool = True):
    sc = Scenario()
    card = sc.support(BETRAYAL)
    gandalf = sc.companion(GANDALF)
    sc.wounds(gandalf, gandalf_wounds)
    sar = sc.minion(SARUMAN) if saruman else -1
    sc.minion(SCOUT)
    game = sc.at_site(2).start("maneuver")
    return game, card, gandalf, sar


def test_betrayal_of_isengard_exerts_gandalf_to_wound_saruman_twice():
    """"Betrayal of Isengard" (3_29): "Maneuver: Exert Gandalf to wound Saruman twice."
    (the Moria Scout is not a choice)."""
    game, card, gandalf, sar = _maneuver()
    use(game, card)
    assert game.s.wounds[gandalf] == 1 and game.s.wounds[sar] == 2


def test_betrayal_of_isengard_needs_an_exertable_gandalf():
    """"Betrayal of Isengard" (3_29): "Exert Gandalf": exhausted (3 wounds of 4), the
    ability is not offered."""
    game, card, _g, _s = _maneuver(gandalf_wounds=3)
    assert not can(game, "use", card)


def test_betrayal_of_isengard_wounds_only_saruman():
    """"Betrayal of Isengard" (3_29): "wound Saruman": with only a Moria Scout to wound,
    the ability (whose effect would do nothing) is not offered."""
    game, card, _g, _s = _maneuver(saruman=False)
    assert not can(game, "use", card)
