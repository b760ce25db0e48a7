"""Shadows-era starter sites (set 11), second part: start-of-fellowship-phase texts,
site abilities for either player, regroup moves, resistance and played-card triggers
(helpers and the path builders in ``test_cards_shadows_starters_sh_c``)."""

from __future__ import annotations

from collections.abc import Callable

from cardtest import Scenario, strength
from test_cards_set01_sites import _shadow_use
from test_cards_shadows_starters_sh_c import (
    _FP_POOL,
    _SH_POOL,
    NEUTRAL,
    _instance,
    _others,
    at,
    moving_to,
)

from ringtable.engine import Game, stats
from ringtable.testing import act, can, pass_until


def _fellowship_start(site_id: str, build: Callable[[Scenario], dict[str, int]],
                      resolve: bool = True) -> tuple[Game, dict[str, int], bool]:
    """The Free Peoples turn starts at ``site_id``; its start-of-fellowship ability is
    resolved when offered (``resolve``). Returns (game, cards, offered)."""
    sc = at(site_id)
    cards = build(sc)
    game = sc.start("start")
    offered = game.decision is not None and game.decision.kind == "optional_trigger"
    if offered:
        assert game.decision.player == game.s.fp
        act(game, "resolve" if resolve else "pass")
    return game, cards, offered


def test_the_prancing_pony_add_a_burden_to_play_a_ranger_from_the_draw_deck():
    # "At the start of your fellowship phase, you may add a burden to play a ranger from
    # your draw deck."
    def build(sc: Scenario) -> dict[str, int]:
        return {"ranger": sc.draw_bottom("Ranger of Westernesse"),
                "blade": sc.draw_top("Gondorian Blade"),  # not a ranger
                "legolas": sc.draw_top("Legolas, Greenleaf")}  # a companion, not a ranger
    game, c, offered = _fellowship_start("11_256", build)
    assert offered and game.s.zone[c["ranger"]] == "fellowship"
    assert game.s.burdens[game.s.fp] == 1
    assert (game.s.zone[c["blade"]], game.s.zone[c["legolas"]]) == ("draw", "draw")
    game, c, _ = _fellowship_start("11_256", build, resolve=False)
    assert game.s.zone[c["ranger"]] == "draw" and game.s.burdens[game.s.fp] == 0


def test_barazinbar_exert_a_dwarf_to_play_a_dwarven_possession_from_the_draw_deck():
    # "At the start of your fellowship phase, you may exert a Dwarf to play a [dwarven]
    # possession from your draw deck."
    def build(sc: Scenario) -> dict[str, int]:
        return {"gimli": sc.companion("Gimli, Son of Glóin"),
                "axe": sc.draw_bottom("Gimli's Battle Axe"),
                "farin": sc.draw_top("Farin, Dwarven Emissary"),  # [dwarven], a companion
                "blade": sc.draw_top("Gondorian Blade")}  # a [gondor] possession
    game, c, offered = _fellowship_start("11_229", build)
    assert offered and game.s.zone[c["axe"]] == "attached"
    assert game.s.wounds[c["gimli"]] == 1 and game.s.zone[c["blade"]] == "draw"

    def no_dwarf(sc: Scenario) -> dict[str, int]:
        sc.companion("Legolas, Greenleaf")
        return {"axe": sc.draw_bottom("Gimli's Battle Axe")}
    game, c, offered = _fellowship_start("11_229", no_dwarf)
    assert not offered and game.s.zone[c["axe"]] == "draw"


def test_stables_exert_a_rohan_man_to_play_a_rohan_mount_from_the_draw_deck():
    # "At the start of your fellowship phase, you may exert a [rohan] Man to play a
    # [rohan] mount from your draw deck."
    def build(sc: Scenario) -> dict[str, int]:
        return {"theoden": sc.companion("Théoden, King of the Golden Hall"),
                "horse": sc.draw_bottom("Horse of Rohan"),
                "legolas": sc.companion("Legolas, Greenleaf"),
                "asfaloth": sc.draw_top("1_31"),  # Asfaloth: an [elven] mount (Legolas's)
                "spear": sc.draw_top("Éomer's Spear")}  # [rohan], not a mount
    game, c, offered = _fellowship_start("11_259", build)
    assert offered and game.decision.kind == "choose" and c["theoden"] in game.decision.cards
    act(game, "choose", c["theoden"])  # Horse of Rohan's bearer (Legolas could bear it)
    assert game.s.zone[c["horse"]] == "attached"
    assert game.s.wounds[c["theoden"]] == 1 and game.s.zone[c["spear"]] == "draw"
    assert game.s.zone[c["asfaloth"]] == "draw"

    def gondor_man(sc: Scenario) -> dict[str, int]:
        sc.companion("Aragorn, Ranger of the North")  # a Man, not [rohan]
        theoden = sc.companion("Théoden, King of the Golden Hall")
        sc.wounds(theoden, 1)  # exhausted: he cannot exert
        return {"horse": sc.draw_bottom("Horse of Rohan")}
    game, c, offered = _fellowship_start("11_259", gondor_man)
    assert not offered and game.s.zone[c["horse"]] == "draw"


def test_green_dragon_inn_exert_two_hobbits_to_play_a_hobbit_from_the_draw_deck():
    # "At the start of your fellowship phase, you may exert 2 Hobbits to play a Hobbit
    # from your draw deck."
    def build(sc: Scenario) -> dict[str, int]:
        return {"frodo": sc.ring_bearer(), "sam": sc.companion("Sam, Steadfast Friend"),
                "merry": sc.draw_bottom("Merry, Friend to Sam"),
                "legolas": sc.draw_top("Legolas, Greenleaf")}  # not a Hobbit
    game, c, offered = _fellowship_start("11_242", build)
    assert offered and game.s.zone[c["merry"]] == "fellowship"
    assert (game.s.wounds[c["frodo"]], game.s.wounds[c["sam"]]) == (1, 1)
    assert game.s.zone[c["legolas"]] == "draw"

    def one_hobbit(sc: Scenario) -> dict[str, int]:
        sc.companion("Aragorn, Ranger of the North")
        return {"merry": sc.draw_bottom("Merry, Friend to Sam")}
    game, c, offered = _fellowship_start("11_242", one_hobbit)  # only Frodo to exert
    assert not offered and game.s.zone[c["merry"]] == "draw"


def test_old_forest_road_may_heal_two_elves():
    # "At the start of your fellowship phase, you may heal 2 Elves."
    def build(sc: Scenario) -> dict[str, int]:
        c = {"legolas": sc.companion("Legolas, Greenleaf"),
             "haldir": sc.companion("Haldir, Elf of the Golden Wood"),
             "aragorn": sc.companion("Aragorn, Ranger of the North"),  # not an Elf
             "orophin": sc.ally("Orophin")}  # a third Elf: only 2 are healed
        for card in c.values():
            sc.wounds(card, 1)
        return c
    game, c, offered = _fellowship_start("11_251", build)
    assert offered and game.decision.kind == "choose" and c["aragorn"] not in game.decision.cards
    for elf in ("legolas", "haldir"):
        if game.decision.kind == "choose" and c[elf] in game.decision.cards:
            act(game, "choose", c[elf])
    assert game.s.wounds[c["aragorn"]] == 1
    assert [game.s.wounds[c[k]] for k in ("legolas", "haldir", "orophin")] == [0, 0, 1]
    game, c, _ = _fellowship_start("11_251", build, resolve=False)
    assert [game.s.wounds[c[k]] for k in ("legolas", "haldir", "aragorn")] == [1, 1, 1]


def _pelennor_flat(site_id: str, hand: int) -> tuple[Game, list[int]]:
    sc = at(site_id)
    cards = [sc.hand("Gondorian Blade") for _ in range(hand)]
    sc.minion("Goblin Runner")  # so that there is a maneuver phase
    game = sc.start("shadow")
    pass_until(game, "phase_started", decision_kind="choose_option")
    return game, cards


def test_pelennor_flat_at_the_start_of_the_maneuver_phase_add_a_burden_or_discard_three():
    # "At the start of the maneuver phase, the Free Peoples player must add a burden or
    # discard 3 cards from hand."
    game, cards = _pelennor_flat("11_254", 4)
    pass_until(game, decision_kind="choose_option")
    assert game.decision.player == game.s.fp and game.s.phase == "maneuver"
    act(game, "choose_option", value=0)
    assert game.s.burdens[game.s.fp] == 1
    assert [game.s.zone[c] for c in cards] == ["hand"] * 4
    game, cards = _pelennor_flat("11_254", 3)
    pass_until(game, decision_kind="choose_option")
    act(game, "choose_option", value=1)
    assert game.s.burdens[game.s.fp] == 0
    assert [game.s.zone[c] for c in cards] == ["discard"] * 3


def test_pelennor_flat_with_fewer_than_three_cards_a_burden_is_added():
    game, cards = _pelennor_flat("11_254", 2)
    while game.s.phase != "maneuver":  # one possible option just runs: no choice
        assert game.decision.kind != "choose_option"
        act(game, "pass")
    assert game.s.burdens[game.s.fp] == 1 and [game.s.zone[c] for c in cards] == ["hand"] * 2


def test_ettenmoors_skirmish_exert_your_character_to_make_it_strength_plus_two():
    # "Skirmish: Exert your character (except an enduring character), to make it
    # strength +2."
    sc = at("11_237")
    aragorn = sc.companion("Aragorn, Ranger of the North")
    orc = sc.minion("Armored Easterling")  # could exert, but is the Shadow player's
    sc.assign(orc, aragorn)
    game = sc.start("skirmishes")
    site = _instance(game, "11_237")
    before = strength(game, aragorn)
    act(game, "use", site)
    assert game.decision.kind == "choose" and aragorn in game.decision.cards
    assert orc not in game.decision.cards  # not the Free Peoples player's
    act(game, "choose", aragorn)
    assert strength(game, aragorn) == before + 2 and game.s.wounds[aragorn] == 1


def _shadow_uses(game: Game, site_id: str) -> bool:
    """The Shadow player uses the site's ability if it is offered; whether it was."""
    site = _instance(game, site_id)
    offered = any(can(game, "use", c) for c in (site, game.s.ring[1]))
    if offered:
        _shadow_use(game, site)
    return offered


def _woody_end(site_id: str, burdens: int) -> tuple[Game, int, int, bool]:
    sc = at(site_id)
    sc.burdens(burdens)
    nazgul = sc.discard("1_231")  # Úlairë Enquëa, a Nazgûl
    runner = sc.discard("Goblin Runner")  # an Orc, not a Nazgûl
    game = sc.twilight(12).start("shadow")
    return game, nazgul, runner, _shadow_uses(game, site_id)


def test_woody_end_shadow_remove_a_burden_to_play_a_nazgul_from_your_discard_pile():
    # "Shadow: Remove a burden to play a Nazgûl from your discard pile."
    game, nazgul, runner, offered = _woody_end("11_266", 2)
    assert offered
    assert game.s.zone[nazgul] == "minions" and game.s.zone[runner] == "discard"
    assert game.s.burdens[game.s.fp] == 1
    game, nazgul, _, offered = _woody_end("11_266", 0)  # no burden to remove
    assert not offered and game.s.zone[nazgul] == "discard"


def _watch_tower(site_id: str, minion: str) -> tuple[Game, list[int], int, bool]:
    sc = at(site_id)
    hand = [sc.hand("Gondorian Blade") for _ in range(3)]
    orc = sc.minion(minion)
    game = sc.start("shadow")
    pass_until(game, decision_kind="action")
    while game.s.phase != "maneuver":
        act(game, "pass")
    while game.decision.player != 1:
        act(game, "pass")
    return game, hand, orc, _shadow_uses(game, site_id)


def test_watch_tower_of_cirith_ungol_exert_your_orc_minion_to_discard_at_random():
    # "Maneuver: Exert your [orc] minion to discard a card at random from the Free
    # Peoples player's hand."
    game, hand, orc, offered = _watch_tower("11_262", "Barbarous Orc")
    assert offered and game.s.wounds[orc] == 1
    assert sorted(game.s.zone[c] for c in hand) == ["discard", "hand", "hand"]
    game, hand, _, offered = _watch_tower("11_262", "Armored Easterling")  # not [orc]
    assert not offered and all(game.s.zone[c] == "hand" for c in hand)


def on_path(site_id: str, number: int) -> Scenario:
    """The fellowship at ``site_id``, played by the Shadow player as site ``number``."""
    sh = list(_others(_SH_POOL, site_id)[:8])
    sh.insert(number - 2, site_id)
    sc = Scenario(sites=((NEUTRAL, *_others(_FP_POOL, site_id)[:8]), tuple(sh)))
    sc.at_site(number)
    return sc


def _crags(site_id: str, number: int, stage: str) -> tuple[Game, int, int]:
    sc = on_path(site_id, number)
    aragorn = sc.companion("Aragorn, Ranger of the North")
    maggot = sc.ally("Farmer Maggot")  # an ally is not a companion
    game = sc.start(stage)
    if stage == "regroup_choice":
        assert game.describe(game.legal_actions()[0]) == "Move again"
        game.apply(game.legal_actions()[0])
    pass_until(game, "moves_to")
    return game, aragorn, maggot


def test_crags_of_emyn_muil_in_region_two_moving_in_regroup_wounds_each_companion():
    # "If this site is in region 2 when the fellowship moves from it during the regroup
    # phase, wound each companion."
    game, aragorn, maggot = _crags("11_234", 5, "regroup_choice")
    assert (game.s.wounds[aragorn], game.s.wounds[game.s.ring_bearer[game.s.fp]]) == (1, 1)
    assert game.s.wounds[maggot] == 0
    game, aragorn, _ = _crags("11_234", 2, "regroup_choice")  # region 1
    assert game.s.wounds[aragorn] == 0
    game, aragorn, _ = _crags("11_234", 5, "fellowship")  # the fellowship phase's move
    assert game.s.wounds[aragorn] == 0


def test_neekerbreekers_bog_heals_resistance_five_or_more_and_exerts_each_other():
    # "When the fellowship moves to here, heal each character who has resistance 5 or
    # more and exert each other character."
    sc = moving_to("11_249")
    frodo = sc.ring_bearer()
    boromir = sc.companion("11_57")  # Boromir, Hero of Osgiliath: resistance 5
    aragorn = sc.companion("Aragorn, Ranger of the North")
    gimli = sc.companion("9_4")  # Gimli, Bearer of Grudges: resistance 4
    maggot = sc.ally("Farmer Maggot")  # an ally, no resistance: another character
    sc.wounds(boromir, 1).wounds(aragorn, 1).wounds(gimli, 1)
    game = sc.start("fellowship")
    assert stats.resistance(game, gimli) == 4 and stats.resistance(game, boromir) == 5
    pass_until(game, "moves_to")
    assert (game.s.wounds[boromir], game.s.wounds[aragorn], game.s.wounds[frodo]) == (0, 0, 0)
    assert game.s.wounds[gimli] == 2 and game.s.wounds[maggot] == 1


def _trollshaw(site_id: str, card: str) -> tuple[Game, int, int]:
    sc = at(site_id)
    sc.companion("Aragorn, Ranger of the North")
    played = sc.hand(card)
    sc.draw_top("Boromir, Lord of Gondor")
    top = sc.draw_top("Legolas, Greenleaf")
    game = sc.twilight(0).start("fellowship")
    act(game, "play", played)
    while game.decision.kind == "choose":  # a bearer to pick
        act(game, "choose", game.decision.cards[0])
    return game, played, top


def test_trollshaw_forest_play_a_possession_on_your_companion_you_may_draw_a_card():
    # "Each time you play an artifact or possession on your companion, you may draw a
    # card."
    game, blade, top = _trollshaw("11_260", "Gondorian Blade")
    assert game.s.zone[blade] == "attached"
    assert game.decision.kind == "optional_trigger" and game.decision.player == game.s.fp
    hand = len(game.s.piles[game.s.fp]["hand"])
    act(game, "resolve")
    assert game.s.zone[top] == "hand" and len(game.s.piles[game.s.fp]["hand"]) == hand + 1
    game, maggot, top = _trollshaw("11_260", "Farmer Maggot")  # an ally, no possession
    assert game.s.zone[maggot] == "support" and game.decision.kind != "optional_trigger"
    assert game.s.zone[top] == "draw"


def test_trollshaw_forest_not_for_a_possession_played_on_a_minion():
    sc = at("11_260")
    runner = sc.minion("Goblin Runner")
    scimitar = sc.hand("Goblin Scimitar")
    game = sc.twilight(5).start("shadow")
    act(game, "play", scimitar)
    assert game.s.zone[scimitar] == "attached" and game.s.bearer[scimitar] == runner
    assert "Trollshaw Forest" not in game.decision.prompt  # Goblin Scimitar's own, if any


def _buckland(site_id: str, nazgul: str) -> tuple[Game, int, int, bool]:
    sc = at(site_id)
    condition = sc.support("1_21")  # Lord of Moria, a condition
    sc.support("Farmer Maggot")  # an ally: not a condition
    ringwraith = sc.hand(nazgul)
    game = sc.twilight(12).start("shadow")
    offered = _shadow_uses(game, site_id)
    if offered:
        while game.decision.kind == "choose" and game.decision.player == 1:
            act(game, "choose", game.decision.cards[0])
    return game, condition, ringwraith, offered


def test_buckland_homestead_shadow_play_a_nazgul_to_discard_a_condition():
    # "Shadow: Play a Nazgûl to discard a condition from play."
    game, condition, nazgul, offered = _buckland("11_230", "1_231")
    assert offered and game.s.zone[nazgul] == "minions"
    assert game.s.zone[condition] == "discard"
    assert game.s.zone[_instance(game, "1_288")] == "support"
    game, condition, orc, offered = _buckland("11_230", "Goblin Runner")  # not a Nazgûl
    assert not offered and game.s.zone[condition] == "support"
