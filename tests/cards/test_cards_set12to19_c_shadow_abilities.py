"""Starters of sets 12-19, [men] and [orc] Shadow cards (helper c-shadow): special
abilities (Skirmish, Maneuver, Regroup), clause by clause.

Default Scenario path: site 2 is Ettenmoors (plains), site 4 Mithril Mine (underground).
Boromir (1_97) is strength 7, vitality 3; ``_skirmish(sc, minion)`` puts him in its
skirmish, the Shadow player to act.
"""

from __future__ import annotations

from cardtest import Scenario, choose, strength, use
from test_cards_shadows_starters_sh_b_abilities import _skirmish  # Boromir skirmishes it

from ringtable.engine import stats
from ringtable.testing import act, can, pass_until

BOROMIR = "1_97"
ELDER = "11_77"  # Elder of Dunland: [men] Man, 10 (damage +1 at plains)
DENIZEN = "11_116"  # Denizen of Moria: [orc] Orc, 7 (+3 underground)


def _keyword_until_regroup(game, card: int, name: str, until: int, after: int) -> None:
    """Pass phase by phase: ``card``'s keyword ``name`` is ``until`` in each phase before
    the regroup phase, ``after`` once it starts ("... until the regroup phase")."""
    for _ in range(20):
        if game.s.phase == "regroup":
            break
        assert stats.keyword(game, card, name) == until, game.s.phase
        pass_until(game, event_kind="phase_started")
    assert game.s.phase == "regroup"
    assert stats.keyword(game, card, name) == after


def _unoffered_while_assigned(card: str, site: int) -> None:
    """``card`` skirmishes Boromir beside an unassigned Elder of Dunland: its "if this
    minion is not assigned" ability is not offered."""
    sc = Scenario().at_site(site)
    sc.minion(ELDER)
    game, _fp, m = _skirmish(sc, card)
    assert not can(game, "use", m)


def test_prowling_orc_removes_two_for_an_orc_minion_plus_one():
    # "Skirmish: Remove (2) to make an [orc] minion strength +1."
    sc = Scenario().at_site(2)
    prowling = sc.minion("11_136")
    elder = sc.minion(ELDER)
    demoralized = sc.support("11_114", player=sc.shadow)  # an [orc] condition
    game, _fp, orc = _skirmish(sc, DENIZEN, twilight=2)
    use(game, prowling)
    assert game.decision.kind == "choose" and elder not in game.decision.cards
    assert demoralized not in game.decision.cards
    choose(game, orc)
    assert game.s.twilight == 0
    assert strength(game, orc) == 7 + 1
    assert strength(game, elder) == 10
    game, _fp, orc = _skirmish(Scenario().at_site(2), "11_136", twilight=1)
    assert not can(game, "use", orc)


def test_battlefield_recruit_and_veteran_discard_themselves_for_a_minion_plus_two_or_one():
    # Recruit: "Skirmish: Discard this minion to make a minion strength +2."
    # Veteran: "Skirmish: Discard this minion to make a minion strength +1."
    for card, bonus in (("15_95", 2), ("15_96", 1)):
        sc = Scenario().at_site(2)
        helper = sc.minion(card)
        game, boromir, elder = _skirmish(sc, ELDER)  # a [men] minion: any minion will do
        use(game, helper)
        assert game.s.zone[helper] == "discard"
        assert strength(game, elder) == 10 + bonus, card
        assert strength(game, boromir) == 7


def test_sentry_scout_and_war_chief_exert_to_wound_the_companion_they_skirmish():
    # "Skirmish: Exert this minion to wound a companion it is skirmishing."
    for card in ("15_98", "15_116", "15_120"):
        sc = Scenario().at_site(2)
        gimli = sc.companion("1_12")  # not in this skirmish
        game, boromir, m = _skirmish(sc, card)
        use(game, m)
        assert game.s.wounds[m] == 1, card
        assert game.s.wounds[boromir] == 1, card
        assert game.s.wounds[gimli] == 0, card
        sc = Scenario().at_site(2)  # skirmishing an ally: no companion to wound
        ally = sc.ally("1_17")  # Grimir
        m = sc.minion(card)
        sc.assign(m, ally)
        game = sc.twilight(5).start("skirmishes")
        act(game, "pass")
        assert not can(game, "use", m), card
        sc = Scenario().at_site(2)  # an unassigned one has no companion to wound
        boromir = sc.companion(BOROMIR)
        m = sc.minion(card)
        sc.assign(sc.minion(ELDER), boromir)
        game = sc.twilight(5).start("skirmishes")
        act(game, "pass")
        assert not can(game, "use", m), card


def test_cruel_dunlending_unassigned_exerts_to_make_another_men_minion_fierce():
    # "Skirmish: If this minion is not assigned to a skirmish, you may exert him to make
    # another [men] minion fierce until the regroup phase."
    sc = Scenario().at_site(2)
    cruel = sc.minion("13_85")
    orc = sc.minion(DENIZEN)
    sc.support("13_99", player=sc.shadow)  # Stragglers: [men], no minion
    game, _fp, elder = _skirmish(sc, ELDER)
    assert game.s.phase == "skirmish"
    use(game, cruel)
    assert game.s.wounds[cruel] == 1
    assert stats.keyword(game, elder, "fierce") == 1
    assert stats.keyword(game, cruel, "fierce") == 0
    assert stats.keyword(game, orc, "fierce") == 0
    _keyword_until_regroup(game, elder, "fierce", 1, 0)  # through the fierce skirmishes
    _unoffered_while_assigned("13_85", 2)


def test_vicious_dunlending_unassigned_exerts_to_make_another_men_minion_damage_plus_one():
    # "Skirmish: If this minion is not assigned to a skirmish, you may exert him to make
    # another [men] minion damage +1."
    sc = Scenario().at_site(4)  # not plains: the Elder has no damage of its own
    vicious = sc.minion("13_100")
    orc = sc.minion(DENIZEN)
    sc.support("13_99", player=sc.shadow)  # Stragglers: [men], no minion
    game, _fp, elder = _skirmish(sc, ELDER)
    use(game, vicious)
    assert game.s.wounds[vicious] == 1
    assert stats.keyword(game, elder, "damage") == 1
    assert stats.keyword(game, vicious, "damage") == 0
    assert stats.keyword(game, orc, "damage") == 0
    _unoffered_while_assigned("13_100", 4)


def test_the_mouth_of_sauron_exerts_to_play_a_men_condition_or_possession_from_the_deck():
    # "Maneuver: Exert The Mouth of Sauron to play a [men] condition or [men] possession
    # from your draw deck."
    sc = Scenario().at_site(2)
    mouth = sc.minion("12_73")
    sc.minion(ELDER)
    sc.minion(DENIZEN)  # so that Demoralized could be played
    stragglers = sc.draw_top("13_99", player=sc.shadow)  # [men] condition
    bow = sc.draw_top("11_89", player=sc.shadow)  # [men] possession
    sc.draw_top("11_114", player=sc.shadow)  # Demoralized: an [orc] condition
    sc.draw_top("12_96", player=sc.shadow)  # Orc Spear: an [orc] possession
    sc.draw_top("11_98", player=sc.shadow)  # Rampaging Easterling: a [men] minion
    game = sc.twilight(5).start("maneuver")
    while not can(game, "use", mouth):
        act(game, "pass")
    assert game.s.phase == "maneuver"
    use(game, mouth)
    assert game.s.wounds[mouth] == 1
    assert set(game.decision.cards) == {stragglers, bow}
    choose(game, stragglers)
    assert game.s.zone[stragglers] == "support"


def test_orc_strategist_makes_an_orc_lurker_lose_lurker_until_regroup():
    # "Maneuver: Make an [orc] lurker minion lose lurker until the regroup phase."
    sc = Scenario().at_site(2)
    strategist = sc.minion("12_97")
    prowling = sc.minion("11_136")  # an [orc] lurker
    sc.minion("11_98")  # Rampaging Easterling: a [men] lurker
    sc.minion(DENIZEN)  # no lurker
    game = sc.start("maneuver")
    while not can(game, "use", strategist):
        act(game, "pass")
    assert game.s.phase == "maneuver"
    use(game, strategist)
    assert set(game.decision.cards) == {strategist, prowling}
    choose(game, prowling)
    assert stats.keyword(game, prowling, "lurker") == 0
    assert stats.keyword(game, strategist, "lurker") == 1
    _keyword_until_regroup(game, prowling, "lurker", 0, 1)


def test_bold_easterling_and_scout_discard_themselves_to_replay_a_men_minion_fierce():
    # "Skirmish: If this minion is skirmishing, discard this minion to play a [men] minion
    # from your discard pile. That minion is fierce until the regroup phase."
    for card in ("15_73", "15_77"):
        sc = Scenario().at_site(4)
        corps = sc.discard("11_73", player=sc.shadow)  # Corps of Harad (4)
        sc.discard(DENIZEN, player=sc.shadow)  # an [orc] minion
        sc.discard("13_99", player=sc.shadow)  # Stragglers: a [men] condition
        game, _fp, m = _skirmish(sc, card, twilight=4)
        use(game, m)
        assert game.s.zone[m] == "discard"  # paid first: it is a [men] minion there too
        assert set(game.decision.cards) == {corps, m}, card
        choose(game, corps)
        assert game.s.zone[corps] == "minions", card
        assert game.s.twilight == 0
        assert stats.keyword(game, corps, "fierce") == 1
        _keyword_until_regroup(game, corps, "fierce", 1, 0)
        sc = Scenario().at_site(4)  # not skirmishing: not offered
        m = sc.minion(card)
        sc.discard("11_73", player=sc.shadow)
        game, _fp, _elder = _skirmish(sc, ELDER)
        assert not can(game, "use", m), card


def test_stragglers_adds_a_men_token_when_played():
    # "When you play this, add a [men] token here."
    sc = Scenario().at_site(2)
    stragglers = sc.hand("13_99")
    other = sc.hand(DENIZEN)
    game = sc.twilight(5).start("shadow")
    act(game, "play", stragglers)
    assert game.s.tokens[stragglers] == {"men": 1}
    act(game, "play", other)  # only when Stragglers itself is played
    assert game.s.tokens[stragglers] == {"men": 1}


def test_stragglers_discard_or_remove_a_token_for_plus_two_per_unassigned_men_minion():
    # "Skirmish: Discard this from play or remove a token from here to make a [men] minion
    # strength +2 for each [men] minion not assigned to a skirmish."
    for token in (True, False):
        sc = Scenario().at_site(4)
        stragglers = sc.support("13_99", player=sc.shadow)
        if token:
            sc.culture_tokens(stragglers, "men", 1)
        sc.minion("11_73")  # two unassigned [men] minions
        sc.minion("11_73")
        orc = sc.minion(DENIZEN)  # an unassigned [orc] minion does not count
        game, _fp, elder = _skirmish(sc, ELDER)
        use(game, stragglers)
        if token:  # both ways are possible: remove the token
            assert game.decision.kind == "choose_option"
            act(game, "choose_option", value=1)
        assert game.decision.kind == "choose" and orc not in game.decision.cards
        assert stragglers not in game.decision.cards
        choose(game, elder)
        if token:
            assert game.s.zone[stragglers] == "support"
            assert game.s.tokens.get(stragglers, {}).get("men", 0) == 0
        else:
            assert game.s.zone[stragglers] == "discard"
        assert strength(game, elder) == 10 + 4, token


def test_always_threatening_adds_an_orc_token_per_orc_condition_when_played():
    # "When you play this, you may add an [orc] token here for each [orc] condition you can
    # spot."
    for take in (True, False):
        sc = Scenario().at_site(2)
        sc.support("11_114", player=sc.shadow)  # Demoralized: an [orc] condition
        sc.support("13_99", player=sc.shadow)  # Stragglers: [men]
        sc.minion(DENIZEN)  # an [orc] minion: no condition
        always = sc.hand("13_103")
        other = sc.hand(DENIZEN)
        game = sc.twilight(5).start("shadow")
        act(game, "play", always)
        act(game, "resolve", always) if take else act(game, "pass")
        assert game.s.tokens.get(always, {}).get("orc", 0) == (2 if take else 0), take
        act(game, "play", other)  # only when Always Threatening itself is played
        assert game.decision.kind != "optional_trigger"


def test_always_threatening_discard_or_remove_two_tokens_for_a_lurker_plus_two():
    # "Skirmish: Discard this from play or remove 2 tokens from here to make a lurker
    # minion strength +2."
    for tokens, kept in ((2, True), (1, False)):
        sc = Scenario().at_site(2)
        always = sc.support("13_103", player=sc.shadow)
        sc.culture_tokens(always, "orc", tokens)
        sc.minion(ELDER)  # no lurker
        game, _fp, prowling = _skirmish(sc, "11_136")  # Prowling Orc: lurker, 6
        use(game, always)
        if kept:  # both ways are possible: remove the tokens
            act(game, "choose_option", value=1)
        assert (game.s.zone[always] == "support") is kept, tokens
        assert strength(game, prowling) == 6 + 2, tokens


def _runner(card: str, site: int, next_site: bool):
    """Orc Plains Runner and a Denizen of Moria at ``site``, the Shadow player's site
    ``site + 1`` placed as the fellowship's next site if ``next_site``; regroup phase."""
    sc = Scenario().at_site(site)
    runner = sc.minion(card)
    orc = sc.minion(DENIZEN)
    elder = sc.minion(ELDER)  # [men]: not returned
    sc.support("11_114", player=sc.shadow)  # Demoralized: an [orc] card, no minion
    game = sc.start("regroup")
    if next_site:
        pile = game.s.piles[sc.shadow]["adventure"]
        game.s.place_site(next(c for c in pile if game.cards[c].site_number == site + 1),
                          site + 1)
    while not can(game, "use", runner):
        act(game, "pass")
    return game, runner, orc, elder


def test_orc_plains_runner_discards_itself_to_return_another_orc_minion_to_hand():
    # "Regroup: Discard this minion from play (or exert this minion if the fellowship's
    # next site is an underground site) and spot another [orc] minion to return that minion
    # to your hand."
    for site, next_site in ((2, False), (5, True)):  # site 6 Dimrill Dale: no underground
        game, runner, orc, elder = _runner("13_114", site, next_site)  # (sites 4, 5 underground)
        use(game, runner)
        assert game.s.zone[runner] == "discard", site
        assert game.s.zone[orc] == "hand", site
        assert game.s.zone[elder] == "minions", site


def test_orc_plains_runner_exerts_when_the_next_site_is_underground():
    game, runner, orc, _elder = _runner("13_114", 3, True)  # site 4 Mithril Mine: underground
    use(game, runner)
    assert game.s.zone[runner] == "minions" and game.s.wounds[runner] == 1
    assert game.s.zone[orc] == "hand"


def test_orc_plains_runner_needs_another_orc_minion():
    sc = Scenario().at_site(2)
    runner = sc.minion("13_114")
    sc.minion(ELDER)  # a [men] minion
    sc.support("11_114", player=sc.shadow)  # Demoralized: an [orc] condition
    game = sc.start("regroup")
    shadow_asked = False
    while game.s.phase == "regroup" and game.decision.kind == "action":
        shadow_asked |= game.decision.player == game.s.holder[runner]
        assert not can(game, "use", runner)
        act(game, "pass")
    assert shadow_asked


def test_saruman_coldly_still_exerts_to_play_a_men_possession_from_the_discard_pile():
    # "Skirmish: Exert Saruman to play a [men] possession from your discard pile."
    sc = Scenario().at_site(4)
    saruman = sc.minion("17_48")
    axe = sc.discard("13_102", player=sc.shadow)  # Worn Battleaxe: [men] possession
    sc.discard("12_96", player=sc.shadow)  # Orc Spear: [orc] (a Denizen could bear it)
    sc.discard("13_99", player=sc.shadow)  # Stragglers: a [men] condition
    sc.minion(DENIZEN)
    game, _fp, elder = _skirmish(sc, ELDER, twilight=1)
    use(game, saruman)
    assert game.s.wounds[saruman] == 1
    assert set(game.decision.cards) == {saruman, elder}  # the axe's bearer, the only pick
    choose(game, elder)
    assert game.s.zone[axe] == "attached" and game.s.bearer[axe] == elder


def _camp(card: str, bottom: str, exertable: bool = True, twilight: int = 2):
    """Orkish Camp in play, ``bottom`` at the bottom of the Shadow player's draw deck
    (a Denizen of Moria on top); the Shadow phase."""
    sc = Scenario().at_site(2)
    camp = sc.support(card, player=sc.shadow)
    orc = sc.minion("15_116" if exertable else ELDER)  # Scouting Orc: vitality 2
    sc.draw_top(DENIZEN, player=sc.shadow)
    low = sc.draw_bottom(bottom, player=sc.shadow)
    game = sc.twilight(twilight).start("shadow")
    return game, camp, orc, low


def test_orkish_camp_takes_a_bottom_orc_orc_into_hand_or_discards_the_card():
    # "Shadow: Exert an [orc] minion and remove (2) to reveal the bottom card of your draw
    # deck. If it is an [orc] Orc, take it into hand. Otherwise, discard it."
    for bottom, zone in (("11_136", "hand"), ("11_108", "discard"), ("11_77", "discard"),
                         ("1_178", "discard")):  # [orc] Orc; [orc] Troll; [men]; [moria] Orc
        game, camp, orc, low = _camp("15_113", bottom)
        use(game, camp)
        assert game.s.wounds[orc] == 1 and game.s.twilight == 0
        assert game.s.zone[low] == zone, bottom
        top = game.s.piles[game.s.holder[camp]]["draw"][0]
        assert game.s.zone[top] == "draw" and game.cards[top].id == DENIZEN


def test_orkish_camp_needs_an_orc_minion_to_exert_and_two_twilight():
    game, camp, _orc, _low = _camp("15_113", "11_136", exertable=False)  # a [men] minion
    assert not can(game, "use", camp)
    game, camp, _orc, _low = _camp("15_113", "11_136", twilight=1)
    assert not can(game, "use", camp)
