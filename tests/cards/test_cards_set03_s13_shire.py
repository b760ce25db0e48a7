"""Set 3 [shire] cards (helper s13-shire): Bill the Pony, Frodo's Pipe, Melilot
Brandybuck and The Shire Countryside. Each test names the card, quotes the clause it
proves and shows the case the clause must exclude."""

from __future__ import annotations

from cardtest import Scenario, card_rules, choose, use

from ringtable.cards import default_database
from ringtable.scripts import compile_scripts
from ringtable.testing import act, can

MERRY = "1_303"  # Merry, Unquestionably Clever
ARAGORN = "1_89"
BOROMIR = "1_97"
SCOUT = "1_191"  # Moria Scout


def test_bill_the_pony_makes_each_sites_shadow_number_minus_one():
    # Bill the Pony (3_106): "Bearer must be a Hobbit companion. The Shadow number of each
    # site is -1." (Ettenmoors, site 2: 2 -> 1, and 2 companions)
    for bill in (True, False):
        sc = Scenario()
        merry = sc.companion(MERRY)
        if bill:
            sc.bear(merry, "3_106")
        game = sc.start("fellowship")
        act(game, "pass")
        assert game.s.site[0] == 2 and game.s.twilight == (1 if bill else 2) + 2


def test_bill_the_pony_bearer_must_be_a_hobbit_companion():
    sc = Scenario()
    merry = sc.companion(MERRY)
    sc.companion(ARAGORN)
    sc.ally("1_297")  # Hobbit Party Guest: a Hobbit ally
    bill = sc.hand("3_106")
    game = sc.start("fellowship")
    assert {a.target for a in game.legal_actions() if a.card == bill} == \
        {sc.ring_bearer(), merry}


def test_bill_the_pony_is_discarded_at_an_underground_site():
    # "Discard Bill the Pony when at an underground site." (moving from site 3 to the
    # Shadow player's site 4, Mines of Moria: underground)
    sc = Scenario()
    merry = sc.companion(MERRY)
    bill = sc.bear(merry, "3_106")
    game = sc.at_site(3).start("fellowship")
    act(game, "pass")
    assert game.s.site[0] == 4 and game.s.zone[bill] == "discard"
    sc = Scenario()  # moving to a site that is not underground: he stays
    merry = sc.companion(MERRY)
    bill = sc.bear(merry, "3_106")
    game = sc.at_site(2).start("fellowship")
    act(game, "pass")
    assert game.s.site[0] == 3 and game.s.zone[bill] == "attached"


def test_bill_the_pony_played_at_an_underground_site_is_discarded():
    for site, zone in ((4, "discard"), (2, "attached")):
        sc = Scenario()
        sam = sc.companion("1_310")  # Sam, Faithful Companion: plays Bill from the deck
        bill = sc.draw_top("3_106")
        game = sc.at_site(site).start("fellowship")
        use(game, sam)
        if game.decision.kind == "choose":
            choose(game, sam)
        assert game.s.zone[bill] == zone, site


def test_bill_the_pony_stays_when_another_card_is_played_underground():
    sc = Scenario()
    merry = sc.companion(MERRY)
    bill = sc.bear(merry, "3_106")
    sword = sc.hand("1_299")  # Hobbit Sword
    game = sc.at_site(4).start("fellowship")
    act(game, "play", sword)
    assert game.s.zone[bill] == "attached"


def _frodos_pipe(card: str, pipes: int) -> tuple:
    sc = Scenario()
    frodo = sc.ring_bearer()
    pipe = sc.bear(frodo, card)
    merry = sc.companion(MERRY)
    if pipes > 1:
        sc.bear(merry, "1_292")  # The Gaffer's Pipe
    sam = sc.companion("1_310")  # Sam, Faithful Companion: the Frodo signet
    aragorn = sc.companion(ARAGORN)  # the Gandalf signet
    weed = sc.support("1_300")  # Longbottom Leaf
    sc.support("17_106")  # Halfling Leaf: pipeweed, but no possession
    sc.wounds(sam, 3).wounds(aragorn, 1)
    return sc, pipe, sam, aragorn, weed


def test_frodos_pipe_heals_a_frodo_signet_companion_x_times():
    # Frodo's Pipe (3_107): "Bearer must be Frodo. Fellowship: Discard a pipeweed
    # possession and spot X pipes to heal a companion with the Frodo signet X times."
    for pipes in (1, 2):
        sc, pipe, sam, aragorn, weed = _frodos_pipe("3_107", pipes)
        game = sc.start("fellowship")
        use(game, pipe)
        assert game.s.zone[weed] == "discard"
        assert game.s.wounds[sam] == 3 - pipes and game.s.wounds[aragorn] == 1


def test_frodos_pipe_needs_pipeweed():
    sc = Scenario()
    frodo = sc.ring_bearer()
    pipe = sc.bear(frodo, "3_107")
    sam = sc.companion("1_310")
    sc.support("2_112")  # A Promise: no pipeweed
    game = sc.wounds(sam, 1).start("fellowship")
    assert not can(game, "use", pipe)


# Test-only texts: a Shadow card (Goblin Runner) and a Free Peoples one (Hobbit Sword)
# whose abilities add a burden.
_BURDEN = [{"phase": "shadow", "effect": [{"add_burden": 1}]}]
_BURDENERS = {"1_178": {"title": "Goblin Runner", "ability": _BURDEN},
              "1_299": {"title": "Hobbit Sword", "bearer": "hobbit",
                        "ability": [{"phase": "fellowship", "effect": [{"add_burden": 1}]}]}}


def _burdening_rules():
    return card_rules().with_behaviours(compile_scripts(_BURDENERS, default_database()))


def test_melilot_brandybuck_exerts_to_prevent_a_burden_from_a_shadow_card():
    # Melilot Brandybuck (3_110): "Response: If a burden is about to be added by a Shadow
    # card, exert Melilot Brandybuck to prevent that burden."
    for resolve in (True, False):
        sc = Scenario(rules=_burdening_rules())
        melilot = sc.ally("3_110")
        runner = sc.minion("1_178")
        game = sc.start("shadow")
        act(game, "use", runner)
        assert game.decision.kind == "optional_trigger" and game.decision.player == 0
        act(game, "resolve" if resolve else "pass")
        assert game.s.burdens[0] == (0 if resolve else 1)
        assert game.s.wounds[melilot] == (1 if resolve else 0)


def test_melilot_brandybuck_not_for_a_free_peoples_card_nor_when_exhausted():
    sc = Scenario(rules=_burdening_rules())
    melilot = sc.ally("3_110")
    sword = sc.bear(sc.ring_bearer(), "1_299")
    game = sc.start("fellowship")
    act(game, "use", sword)
    assert game.decision.kind == "action" and game.s.burdens[0] == 1
    assert game.s.wounds[melilot] == 0
    sc = Scenario(rules=_burdening_rules())
    melilot = sc.ally("3_110")  # vitality 2: one wound and he cannot exert
    runner = sc.minion("1_178")
    game = sc.wounds(melilot, 1).start("shadow")
    act(game, "use", runner)
    assert game.decision.kind != "optional_trigger" and game.s.burdens[0] == 1


def test_the_shire_countryside_may_heal_when_you_remove_a_burden():
    # The Shire Countryside (3_113): "To play, spot 2 [shire] companions. Each time you
    # remove a burden (except by a Hobbit's game text), you may heal a companion."
    for resolve in (True, False):
        sc = Scenario()
        sc.support("3_113")
        merry = sc.companion(MERRY)
        aragorn = sc.companion(ARAGORN)
        sorry = sc.hand("1_312")  # Sorry About Everything: an event removes the burden
        gaffer = sc.ally("1_291")  # The Gaffer: wounded, but an ally
        game = sc.burdens(2).wounds(aragorn, 1).wounds(gaffer, 1).start("fellowship")
        act(game, "play", sorry)
        if game.decision.kind == "choose":
            choose(game, merry)
        assert game.s.burdens[0] == 1
        assert game.decision.kind == "optional_trigger"
        act(game, "resolve" if resolve else "pass")
        if resolve:  # Merry (exerted) or Aragorn
            assert set(game.decision.cards) == {merry, aragorn}
            choose(game, aragorn)
        assert game.s.wounds[aragorn] == (0 if resolve else 1)


def test_the_shire_countryside_not_for_a_hobbits_game_text():
    sc = Scenario()
    sc.support("3_113")
    sam = sc.companion("1_311")  # Sam: "Exert Sam to remove a burden"
    aragorn = sc.companion(ARAGORN)
    game = sc.burdens(2).wounds(aragorn, 1).start("fellowship")
    use(game, sam)
    assert game.s.burdens[0] == 1 and game.decision.kind == "action"
    assert game.s.wounds[aragorn] == 1


def test_the_shire_countryside_needs_two_shire_companions():
    for companion, playable in ((MERRY, True), (ARAGORN, False)):
        sc = Scenario()
        sc.companion(companion)
        sc.companion(BOROMIR)
        sc.ally("1_291")  # The Gaffer: [shire], but an ally
        countryside = sc.hand("3_113")
        game = sc.start("fellowship")
        assert can(game, "play", countryside) == playable


def test_meant_to_be_alone_reveals_a_random_card_and_removes_its_cost():
    # Meant to Be Alone (3_109): "Spot a Hobbit companion (except the Ring-bearer) to
    # reveal a card at random from an opponent's hand. Remove (X), where X is the twilight
    # cost of the card revealed."
    seen = set()
    for seed in range(1, 9):
        sc = Scenario(seed=seed)
        sc.companion(MERRY)
        alone = sc.hand("3_109")
        hand = [sc.hand(c) for c in ("1_176", "1_178", "1_165")]  # costs 2, 1, 10
        sc.hand("1_92", player=0)  # my own hand is not revealed
        game = sc.twilight(12).start("fellowship")
        events = act(game, "play", alone)
        shown = [e for e in events if e.kind == "revealed"]
        assert len(shown) == 1 and len(shown[0].cards) == 1 and shown[0].cards[0] in hand
        card = shown[0].cards[0]
        assert game.s.twilight == 12 + 1 - game.cards[card].twilight_cost  # (1) added to play it
        assert all(game.s.zone[c] == "hand" for c in hand)
        seen.add(card)
    assert len(seen) > 1  # at random


def test_meant_to_be_alone_needs_a_hobbit_companion_other_than_the_ring_bearer():
    for name, playable in ((MERRY, True), (ARAGORN, False)):
        sc = Scenario()
        sc.companion(name)
        sc.ally("1_297")  # Hobbit Party Guest: a Hobbit, no companion
        alone = sc.hand("3_109")
        game = sc.twilight(3).start("fellowship")
        assert can(game, "play", alone) == playable


def _goblin_runner_played(trolls: str, allies: tuple[str, ...], wounds: int = 0) -> tuple:
    """The Shadow player plays Goblin Runner ("When you play this minion, you may add
    (2)") and adds the twilight."""
    sc = Scenario()
    if trolls:
        sc.support(trolls)
    helpers = [sc.ally(a) for a in allies]
    for a in helpers:
        sc.wounds(a, wounds)
    runner = sc.hand("1_178")
    game = sc.twilight(3).start("shadow")
    act(game, "play", runner)
    assert game.decision.player == 1 and game.decision.kind == "optional_trigger"
    act(game, "resolve")  # "you may add (2)"
    return game, helpers


def test_three_monstrous_trolls_exerts_a_hobbit_ally_to_prevent_twilight_from_a_shadow_card():
    # Three Monstrous Trolls (3_114): "Response: If a Shadow card is about to add any
    # number of twilight tokens, exert a Hobbit ally to prevent this."
    for resolve in (True, False):
        game, (gaffer, elf) = _goblin_runner_played("3_114", ("1_291", "1_34"))
        pool = game.s.twilight  # Goblin Runner paid (1)
        assert game.decision.kind == "optional_trigger" and game.decision.player == 0
        act(game, "resolve" if resolve else "pass")
        assert game.s.twilight == (pool if resolve else pool + 2)
        assert game.s.wounds[gaffer] == (1 if resolve else 0) and game.s.wounds[elf] == 0


def test_three_monstrous_trolls_needs_an_exertable_hobbit_ally():
    without, _ = _goblin_runner_played("", ())
    # an Elf ally; an exhausted Gaffer (vitality 2)
    for allies, wounds in ((("1_34",), 0), (("1_291",), 1)):
        game, _ = _goblin_runner_played("3_114", allies, wounds)
        assert game.decision.kind == "action" and game.decision.player == 1
        assert game.s.twilight == without.s.twilight  # the (2) was added


def test_three_monstrous_trolls_not_for_free_peoples_twilight():
    # a Free Peoples card adds twilight too (Hobbit Appetite: "Add (X) to heal a Hobbit
    # companion X times"): not a Shadow card
    sc = Scenario()
    sc.support("3_114")
    gaffer = sc.ally("1_291")
    merry = sc.companion(MERRY)
    appetite = sc.hand("1_294")
    game = sc.wounds(merry, 1).start("fellowship")
    act(game, "play", appetite)
    assert game.decision.kind == "action"
    assert game.s.twilight == 1 and game.s.wounds[gaffer] == 0 and game.s.wounds[merry] == 0


# Test-only texts: Goblin Runner makes the Free Peoples player discard a card at random
# from hand, or its own player discard a card from hand.
_HAND = {"1_178": {"title": "Goblin Runner", "ability": [
    {"phase": "shadow", "effect": [{"discard_random": 1, "player": "fp"}]},
    {"phase": "shadow", "effect": [{"discard": "card", "from": "hand"}]}]}}


def _noakes(card: str, ability: int) -> tuple:
    rules = card_rules().with_behaviours(compile_scripts(_HAND, default_database()))
    sc = Scenario(rules=rules)
    sc.ally(card)
    runner = sc.minion("1_178")
    other = sc.minion(SCOUT)
    condition = sc.support("1_142", player=1)  # Traitor's Voice: a Shadow condition
    sc.bear(other, "1_180")  # Goblin Scimitar: a Shadow possession, no condition
    sc.support("2_112")  # A Promise: a condition, not a Shadow one
    mine = sc.hand(BOROMIR, player=0)
    sc.hand(SCOUT)  # in the Shadow player's hand
    game = sc.start("shadow")
    act(game, "use", runner, value=ability)
    return game, runner, other, condition, mine


def test_old_noakes_may_discard_a_minion_or_shadow_condition_when_a_shadow_card_makes_you_discard():
    # Old Noakes (3_111): "Each time a Shadow card makes you discard a card from hand, you
    # may also discard a minion or Shadow condition."
    for resolve in (True, False):
        game, runner, other, condition, mine = _noakes("3_111", 0)
        assert game.s.zone[mine] == "discard"
        assert game.decision.kind == "optional_trigger" and game.decision.player == 0
        act(game, "resolve" if resolve else "pass")
        if resolve:
            assert set(game.decision.cards) == {runner, other, condition}
            choose(game, condition)
        assert game.s.zone[condition] == ("discard" if resolve else "support")


def test_old_noakes_not_when_the_shadow_player_discards_nor_for_your_own_card():
    game, runner, other, condition, mine = _noakes("3_111", 1)  # the Shadow player's hand
    assert game.decision.kind != "optional_trigger" and game.s.zone[mine] == "hand"
    sc = Scenario()  # Longbottom Leaf: a Free Peoples card makes you discard
    sc.ally("3_111")
    leaf = sc.hand("1_300")
    card = sc.hand(BOROMIR)
    sc.minion(SCOUT)
    game = sc.start("fellowship")
    act(game, "play", leaf)
    act(game, "resolve", leaf)
    choose(game, card)
    act(game, "pass")
    assert game.s.zone[card] == "discard" and game.decision.kind == "action"
