"""Starters of sets 12-19, the [uruk-hai] cards' abilities, triggers, events and items,
clause by clause.

Boromir (1_97) strength 7, vitality 3, resistance 6; Gimli (1_12) strength 6, vitality 3;
Aragorn (1_89) strength 8, vitality 4; Gimli, Eager Hunter (15_5) hunter 3. Feral Uruk
(11_183) is an [uruk-hai] Uruk-hai, strength 9; Orthanc Warrior (4_165) an [isengard]
Uruk-hai; Denizen of Moria (11_116) an [orc] Orc, strength 7, vitality 1.
"""

from __future__ import annotations

from cardtest import Scenario, choose, strength, use

from ringtable.engine import Game, stats
from ringtable.testing import act, can, pass_until

BOROMIR, GIMLI, ARAGORN, GIMLI_HUNTER = "1_97", "1_12", "1_89", "15_5"
FERAL, ORTHANC, DENIZEN = "11_183", "4_165", "11_116"


def _options(game: Game, kind: str = "choose") -> set[int]:
    return {a.card for a in game.legal_actions() if a.kind == kind}


def _shadow_skirmish(sc: Scenario, twilight: int = 5) -> Game:
    """Start the skirmishes; the Free Peoples player passes, the Shadow player is to act."""
    game = sc.twilight(twilight).start("skirmishes")
    act(game, "pass")
    return game


def test_saruman_agent_exert_to_make_an_uruk_hai_minion_strength_plus_two():
    # 12_144 "Skirmish: Exert Saruman to make an [uruk-hai] minion strength +2."
    sc = Scenario().at_site(2)
    boromir = sc.companion(BOROMIR)
    feral = sc.minion(FERAL)
    sc.assign(feral, boromir)
    sc.bear(feral, "12_159")  # Weapon of Opportunity: an [uruk-hai] card, no minion
    saruman = sc.minion("12_144")
    sc.minion(DENIZEN)  # an [orc] minion
    sc.minion(ORTHANC)  # an [isengard] Uruk-hai
    game = _shadow_skirmish(sc)
    use(game, saruman)
    assert _options(game) == {feral, saruman}  # Saruman is an [uruk-hai] minion too
    choose(game, feral)
    assert strength(game, feral) == 9 + 2 + 2 and game.s.wounds[saruman] == 1


def test_saruman_agent_may_heal_himself_each_time_a_companion_is_killed():
    # 12_144 "Each time a companion is killed, you may heal Saruman."
    for take in (True, False):
        sc = Scenario().at_site(2)
        boromir = sc.companion(BOROMIR)
        sc.wounds(boromir, 2)
        sc.assign(sc.minion(FERAL), boromir)
        saruman = sc.minion("12_144")
        sc.wounds(saruman, 2)
        game = sc.start("skirmishes")
        pass_until(game, decision_kind="optional_trigger")
        assert game.s.zone[boromir] == "dead" and game.decision.player == 1 - game.s.fp
        act(game, "resolve", saruman) if take else act(game, "pass")
        assert game.s.wounds[saruman] == (1 if take else 2), take


def test_saruman_agent_not_when_a_minion_is_killed():
    # Saruman (12_144): a minion killed is no companion.
    sc = Scenario().at_site(2)
    aragorn = sc.companion(ARAGORN)
    runner = sc.minion("1_178")  # Goblin Runner, vitality 1: killed by Aragorn
    sc.assign(runner, aragorn)
    saruman = sc.minion("12_144")
    sc.wounds(saruman, 1)
    game = sc.start("skirmishes")
    seen = pass_until(game, "skirmish_ended", decision_kind="optional_trigger")
    assert game.decision.kind != "optional_trigger"
    assert any(e.kind == "killed" for e in seen)
    assert game.s.wounds[saruman] == 1


def _strange_device(device_id: str, draws: tuple[str, ...], minion: str = FERAL
                    ) -> tuple[Game, int, list[int]]:
    """The Shadow player holds Strange Device; his draw deck holds ``draws``."""
    sc = Scenario().at_site(2)
    sc.companion(BOROMIR)
    sc.minion(minion)
    device = sc.hand(device_id)
    drawn = [sc.draw_bottom(c, player=sc.shadow) for c in draws]  # the first on top
    game = sc.twilight(3).start("shadow")
    return game, device, drawn


def _zones(game: Game, cards: list[int]) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for c in cards:
        out.setdefault(game.s.defs[c], []).append(game.s.zone[c])
    return {k: sorted(v) for k, v in out.items()}


def test_strange_device_draw_three_then_discard_an_uruk_hai_minion_from_hand():
    # "Spot an [uruk-hai] minion to draw 3 cards. Then discard 2 cards from hand or
    # discard an [uruk-hai] minion from hand."
    game, device, drawn = _strange_device("12_146", ("15_179", "15_179", FERAL, DENIZEN))
    act(game, "play", device)
    assert game.decision.kind == "choose_option"
    assert game.s.zone[drawn[3]] == "draw"  # three cards, not four
    drawn = drawn[:3]
    assert all(game.s.zone[c] == "hand" for c in drawn)  # drawn first
    act(game, "choose_option", value=1)
    assert _zones(game, drawn) == {"15_179": ["hand", "hand"], FERAL: ["discard"]}


def test_strange_device_or_discard_two_cards_from_hand():
    # Strange Device: "... discard 2 cards from hand ..."
    game, device, drawn = _strange_device("12_146", ("15_179", "15_179", FERAL))
    act(game, "play", device)
    act(game, "choose_option", value=0)
    hurls = [c for c in drawn if game.s.defs[c] == "15_179"]
    for c in hurls:
        if game.decision.kind == "choose":
            choose(game, c)
    assert _zones(game, drawn) == {"15_179": ["discard", "discard"], FERAL: ["hand"]}


def test_strange_device_without_an_uruk_hai_minion_in_hand_discards_two():
    # Strange Device: an [orc] minion drawn is not an [uruk-hai] one: only "discard 2
    # cards" can be done.
    game, device, drawn = _strange_device("12_146", ("15_179", DENIZEN, "15_179"))
    act(game, "play", device)
    assert game.decision.kind == "choose" and _options(game) == set(drawn)
    choose(game, drawn[0])
    choose(game, drawn[1])
    assert [game.s.zone[c] for c in drawn] == ["discard", "discard", "hand"]


def test_strange_device_needs_an_uruk_hai_minion():
    # Strange Device: "Spot an [uruk-hai] minion ..."
    for minion, playable in ((FERAL, True), (DENIZEN, False), (ORTHANC, False)):
        game, device, _ = _strange_device("12_146", ("15_179",), minion)
        assert can(game, "play", device) is playable, minion
    sc = Scenario().at_site(2)  # an [uruk-hai] card that is no minion (Our Foes Are Weak)
    boromir = sc.companion(BOROMIR)
    sc.bear(boromir, "11_196")
    sc.minion(DENIZEN)
    device = sc.hand("12_146")
    game = sc.twilight(3).start("shadow")
    assert not can(game, "play", device)


def _dominator(dom_id: str, fp: str = BOROMIR, foes: bool = False, extra: tuple = ()) -> tuple:
    sc = Scenario().at_site(2)
    hero = sc.companion(fp)
    if foes:
        sc.bear(hero, "11_196")  # Our Foes Are Weak: resistance -3
    dom = sc.minion(dom_id)
    sc.assign(dom, hero)
    for x in extra:
        sc.minion(x)
    return _shadow_skirmish(sc), dom, hero


def test_uruk_dominator_plus_one_for_each_uruk_hai_uruk_hai():
    # 12_152 "Skirmish: Exert this minion to make it strength +1 for each [uruk-hai]
    # Uruk-hai you spot (or +2 for each if you can spot a companion who has resistance 3
    # or less)." Itself and Feral Uruk; not Orthanc Warrior ([isengard]), not Saruman
    # (a Wizard), not Denizen of Moria.
    game, dom, _ = _dominator("12_152", extra=(FERAL, ORTHANC, "12_144", DENIZEN))
    use(game, dom)
    assert strength(game, dom) == 8 + 2 and game.s.wounds[dom] == 1


def test_uruk_dominator_plus_two_for_each_with_a_companion_of_resistance_three():
    # Uruk Dominator: "(or +2 for each if you can spot a companion who has resistance 3 or
    # less)"; a Ring-bound companion of resistance 10 does not do.
    game, dom, hero = _dominator("12_152", foes=True, extra=(FERAL, ORTHANC))  # resistance 3
    assert stats.resistance(game, hero) == 3
    use(game, dom)
    assert strength(game, dom) == 8 + 4
    # Sam (11_172): resistance 10, Ring-bound
    game, dom, hero = _dominator("12_152", fp="11_172", extra=(FERAL,))
    use(game, dom)
    assert strength(game, dom) == 8 + 2


def test_uruk_dominator_resistance_four_is_not_enough():
    # Uruk Dominator: resistance 4 is not "3 or less".
    sc = Scenario().at_site(2)
    boromir = sc.companion(BOROMIR)
    sc.wounds(boromir, 1)
    sc.minion("12_151")  # Uruk Desecrator (an [uruk-hai] Uruk-hai): Boromir resistance 4
    dom = sc.minion("12_152")
    sc.assign(dom, boromir)
    game = _shadow_skirmish(sc)
    assert stats.resistance(game, boromir) == 4
    use(game, dom)
    assert strength(game, dom) == 8 + 2


def test_weapon_of_opportunity_on_a_minion_of_cost_four_or_more_draws_a_card():
    # "Bearer must be an [uruk-hai] minion. When you play this possession on a minion that
    # has a twilight cost of 4 or more, draw a card."
    for bearer, draws in (("11_189", True), ("12_153", False)):  # costs 4 and 3
        sc = Scenario().at_site(2)
        sc.companion(BOROMIR)
        m = sc.minion(bearer)
        orc = sc.minion(DENIZEN)
        isengard = sc.minion(ORTHANC)
        weapon = sc.hand("12_159")
        top = sc.draw_top("15_179", player=sc.shadow)
        second = sc.draw_top("15_179", player=sc.shadow)
        game = sc.twilight(3).start("shadow")
        targets = {a.target for a in game.legal_actions() if a.card == weapon}
        assert m in targets and orc not in targets and isengard not in targets
        act(game, "play", weapon, m)
        assert game.s.zone[weapon] == "attached" and strength(game, m) == \
            game.cards[m].strength + 2
        in_hand = [c for c in (top, second) if game.s.zone[c] == "hand"]
        assert len(in_hand) == (1 if draws else 0), bearer  # one card


def test_weapon_of_opportunity_only_when_this_possession_is_played():
    # Weapon of Opportunity: "When you play this possession ..."
    sc = Scenario().at_site(2)
    sc.companion(BOROMIR)
    m = sc.minion("11_189")
    sc.bear(m, "12_159")  # already borne
    other = sc.hand("11_189")  # a cost-4 minion played
    top = sc.draw_top("15_179", player=sc.shadow)
    game = sc.twilight(8).start("shadow")
    act(game, "play", other)
    assert game.s.zone[top] == "draw"
