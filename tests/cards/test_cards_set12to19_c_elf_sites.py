"""Starters of sets 12–19 (issue 18), the sites of c-elf's list, on a Shadows-era path
built by the scenario builder (``test_cards_shadows_starters_sh_c``): a static site text
is proven against the same position at a site without it (Woody-End)."""

from __future__ import annotations

from cardtest import Scenario
from test_cards_set01_sites import _shadow_use
from test_cards_shadows_starters_sh_c import NEUTRAL, at, twins
from test_cards_shadows_starters_sh_c_more import _instance, on_path

from ringtable.engine import Game, effects, stats
from ringtable.testing import act, can, pass_until

SCRIPTED = ("11_227", "12_187", "12_188", "12_189", "12_190", "12_191")

COMPANIONS = ("Aragorn, Ranger of the North", "Legolas, Greenleaf", "Gimli, Son of Gloin",
              "Boromir, Son of Denethor", "17_7")


def test_anduin_banks_minion_archery_plus_two_per_companion_over_four():
    # "The minion archery total is +2 for each companion in the fellowship over 4."
    for extra, bonus in ((4, 2), (5, 4), (3, 0)):  # with Frodo: 5, 6, 4 companions
        def build(sc: Scenario, extra: int = extra) -> dict[str, int]:
            for name in COMPANIONS[:extra]:
                sc.companion(name)
            sc.ally("1_45")  # an ally is not a companion
            sc.minion("Goblin Runner")
            return {}
        with_site, without, _ = twins("11_227", build)
        assert stats.global_value(with_site, "archery:minion", 0) == bonus, extra
        assert stats.global_value(without, "archery:minion", 0) == 0
        assert stats.global_value(with_site, "archery:fellowship", 0) == 0


def test_hill_of_sight_unbound_companions_resistance_minus_two_with_3_minions():
    # "While you can spot 3 minions (or 6 companions), each unbound companion is resistance
    # -2."
    for minions, extra, minus in ((3, 1, 2), (2, 1, 0), (0, 5, 2), (0, 4, 0)):
        def build(sc: Scenario, minions: int = minions, extra: int = extra) -> dict[str, int]:
            ids = {"frodo": sc.ring_bearer()}
            for k, name in enumerate(COMPANIONS[:extra]):
                ids[f"c{k}"] = sc.companion(name)
            for _ in range(minions):
                sc.minion("Goblin Runner")
            return ids
        with_site, without, c = twins("12_188", build)
        assert stats.resistance(with_site, c["c0"]) == \
            stats.resistance(without, c["c0"]) - minus, (minions, extra)
        assert stats.resistance(with_site, c["frodo"]) == stats.resistance(without, c["frodo"])


def _market(site_id: str) -> tuple[Game, int, int]:
    sc = on_path(site_id, 2)
    aragorn = sc.companion("Aragorn, Ranger of the North")
    raiders = [sc.minion("Uruk-hai Raiding Party") for _ in range(2)]
    skulker = sc.minion("12_95")  # Orc Skulker: a lurker
    game = sc.start("regroup_choice")
    assert game.describe(game.legal_actions()[0]) == "Move again"
    game.apply(game.legal_actions()[0])
    pass_until(game, "moves_to")
    return game, [*raiders, skulker, aragorn]


def test_hobbiton_market_wounds_each_minion_not_a_lurker_on_moving_from_it():
    # "When the fellowship moves from this site, wound each minion that is not a lurker."
    game, cards = _market("12_189")
    assert [game.s.wounds[c] for c in cards] == [1, 1, 0, 0]  # not the lurker, not Aragorn
    game, cards = _market(NEUTRAL)
    assert [game.s.wounds[c] for c in cards] == [0, 0, 0, 0]


def _shadow_phase(site_id: str, minions: tuple[str, ...], twilight: int = 0):
    sc = at(site_id)
    ids = [sc.minion(m) for m in minions]
    game = sc.twilight(twilight).start("shadow")
    return game, ids


def _site_offered(game: Game, site_id: str) -> bool:
    site = _instance(game, site_id)
    return any(can(game, "use", c) for c in (site, game.s.ring[1]))


def test_northern_pelennor_your_lurker_minion_loses_lurker_until_regroup():
    # "Shadow: Make your lurker minion lose lurker until the regroup phase."
    game, (skulker, raider) = _shadow_phase("12_190", ("12_95", "Uruk-hai Raiding Party"))
    assert stats.keyword(game, skulker, "lurker") == 1
    _shadow_use(game, _instance(game, "12_190"))
    assert stats.keyword(game, skulker, "lurker") == 0
    assert stats.keyword(game, raider, "lurker") == 0
    while game.s.phase != "assignment":
        pass_until(game, "phase_started")
    assert stats.keyword(game, skulker, "lurker") == 0  # past the Shadow phase
    effects.expire(game, "regroup")  # what the start of the regroup phase does
    assert stats.keyword(game, skulker, "lurker") == 1


def test_shores_of_nen_hithoel_five_orc_orcs_stop_the_fellowship_moving_again():
    # "Shadow: Spot 5 [orc] Orcs to prevent the fellowship from moving again this turn."
    orcs = ("11_132", "11_134", "11_137", "11_138", "11_142")  # [orc] Orcs
    game, _ = _shadow_phase("12_191", orcs)
    assert _site_offered(game, "12_191")
    _shadow_use(game, _instance(game, "12_191"))
    assert stats.move_limit(game) <= game.s.moves
    # four; a [moria] Orc is not [orc]; Horror of Harad is an [orc] Half-troll, no Orc
    for four in (orcs[:4], (*orcs[:4], "Goblin Runner"), (*orcs[:4], "14_13")):
        game, _ = _shadow_phase("12_191", four)
        assert not _site_offered(game, "12_191")


def test_emyn_muil_remove_two_and_exert_your_minion_not_fierce_to_make_it_fierce():
    # "Maneuver: Remove (2) and exert your minion that is not fierce to make that minion
    # fierce until the regroup phase."
    for twilight, offered in ((2, True), (1, False)):
        sc = at("12_187")
        sc.companion("Aragorn, Ranger of the North")
        raider = sc.minion("Uruk-hai Raiding Party")
        troll = sc.minion("Cave Troll of Moria")  # fierce already
        game = sc.twilight(twilight).start("maneuver")
        while game.decision.player != 1:
            act(game, "pass")
        assert _site_offered(game, "12_187") == offered, twilight
        if not offered:
            continue
        _shadow_use(game, _instance(game, "12_187"))
        assert game.decision.kind != "choose"  # not the fierce troll
        assert game.s.twilight == twilight - 2
        assert game.s.wounds[raider] == 1 and game.s.wounds[troll] == 0
        assert stats.keyword(game, raider, "fierce") == 1
        while game.s.phase != "assignment":
            pass_until(game, "phase_started")
        assert stats.keyword(game, raider, "fierce") == 1  # past the maneuver phase
        effects.expire(game, "regroup")  # what the start of the regroup phase does
        assert stats.keyword(game, raider, "fierce") == 0
