"""Shadows-era starter sites (set 11) of the SH Aragorn, Éowyn, Gandalf and Legolas
starters, on a Shadows-era path built by the scenario builder (sites in list order).
A static site text is proven against the same position at a site without it (Woody-End,
whose text is a Shadow ability)."""

from __future__ import annotations

from collections.abc import Callable

from cardtest import Scenario, strength
from test_cards_set01_sites import _shadow_use

from ringtable.decks import starter_decks
from ringtable.engine import Game, playing, stats
from ringtable.testing import act, can, pass_until

_DECKS = starter_decks()
NEUTRAL = "11_266"  # Woody-End: "Shadow: Remove a burden to play a Nazgûl ..." only


def _pool(*decks: str) -> tuple[str, ...]:
    return tuple(dict.fromkeys(s for d in decks for s in _DECKS[d].sites))


_FP_POOL = _pool("sh-aragorn-starter", "sh-legolas-starter")
_SH_POOL = _pool("sh-gandalf-starter", "sh-eowyn-starter")


def _others(pool: tuple[str, ...], site_id: str) -> tuple[str, ...]:
    """Sites of ``pool`` other than ``site_id`` and the neutral one (paths of the same
    length whatever the site, so the instance ids of a twin position match)."""
    return tuple(s for s in pool if s not in (site_id, NEUTRAL))[:9]


def at(site_id: str) -> Scenario:
    """The fellowship at ``site_id``, played as site 1 of a Shadows-era path."""
    sc = Scenario(sites=((site_id, *_others(_FP_POOL, site_id)[:8]), _others(_SH_POOL, site_id)))
    sc.at_site(1)
    return sc


def moving_to(site_id: str) -> Scenario:
    """The fellowship at site 1 (the neutral site); the Shadow player's next site is
    ``site_id``."""
    sc = Scenario(sites=((NEUTRAL, *_others(_FP_POOL, site_id)[:8]),
                         (site_id, *_others(_SH_POOL, site_id)[:8])))
    sc.at_site(1)
    return sc


def twins(site_id: str, build: Callable[[Scenario], dict[str, int]],
          stage: str = "fellowship") -> tuple[Game, Game, dict[str, int]]:
    """The same position at ``site_id`` and at the neutral site: (with, without, cards)."""
    games = []
    for sid in (site_id, NEUTRAL):
        sc = at(sid)
        cards = build(sc)
        games.append(sc.start(stage))
    return games[0], games[1], cards


def test_anduin_confluence_discards_each_ally_when_the_fellowship_moves_to_it():
    # "When the fellowship moves to this site, discard each ally from play."
    sc = moving_to("11_228")
    maggot = sc.ally("Farmer Maggot")
    barliman = sc.ally("Barliman Butterbur")
    aragorn = sc.companion("Aragorn, Ranger of the North")
    game = sc.start("fellowship")
    pass_until(game, "moves_to")
    assert (game.s.zone[maggot], game.s.zone[barliman]) == ("discard", "discard")
    assert game.s.zone[aragorn] == "fellowship"


def test_anduin_confluence_not_when_the_fellowship_moves_from_it():
    sc = at("11_228")
    maggot = sc.ally("Farmer Maggot")
    game = sc.start("fellowship")
    pass_until(game, "moves_to")
    assert game.s.zone[maggot] == "support"


def test_east_road_each_companion_is_twilight_cost_plus_two():
    # "Each companion is twilight cost +2."
    def build(sc: Scenario) -> dict[str, int]:
        return {"boromir": sc.hand("Boromir, Lord of Gondor"), "blade": sc.hand("Gondorian Blade")}
    with_site, without, c = twins("11_236", build)
    assert playing.twilight_cost(with_site, c["boromir"], 0) == \
        playing.twilight_cost(without, c["boromir"], 0) + 2
    assert playing.twilight_cost(with_site, c["blade"], 0) == \
        playing.twilight_cost(without, c["blade"], 0)  # a possession is not a companion


def _armed(sc: Scenario) -> dict[str, int]:
    gimli = sc.companion("Gimli, Son of Glóin")
    sc.bear(gimli, "Gimli's Battle Axe")  # a hand weapon
    legolas = sc.companion("Legolas, Greenleaf")
    sc.bear(legolas, "Elven Cloak")  # a possession that is not a hand weapon
    runner = sc.minion("Goblin Runner")
    sc.bear(runner, "Goblin Scimitar")  # a minion's hand weapon
    bare = sc.minion("Goblin Runner")
    return {"gimli": gimli, "legolas": legolas, "runner": runner, "bare": bare}


def test_helms_gate_each_character_bearing_a_hand_weapon_is_strength_plus_two():
    # "Each character bearing a hand weapon is strength +2."
    with_site, without, c = twins("11_245", _armed)
    assert strength(with_site, c["gimli"]) == strength(without, c["gimli"]) + 2
    assert strength(with_site, c["runner"]) == strength(without, c["runner"]) + 2
    assert strength(with_site, c["legolas"]) == strength(without, c["legolas"])
    assert strength(with_site, c["bare"]) == strength(without, c["bare"])


def test_moria_stairway_each_character_bearing_a_hand_weapon_is_damage_plus_one():
    # "Each character bearing a hand weapon is damage +1."
    with_site, without, c = twins("11_248", _armed)

    def damage(game: Game, card: str) -> int:
        return stats.keyword(game, c[card], "damage")
    assert damage(with_site, "gimli") == damage(without, "gimli") + 1
    assert damage(with_site, "runner") == damage(without, "runner") + 1
    assert damage(with_site, "legolas") == damage(without, "legolas") == 0
    assert damage(with_site, "bare") == damage(without, "bare") == 0


def test_north_undeep_the_minion_archery_total_is_minus_three():
    # "The minion archery total is -3."
    def build(sc: Scenario) -> dict[str, int]:
        return {}
    with_site, without, _ = twins("11_250", build)
    assert stats.global_value(with_site, "archery:minion", 5) == 2
    assert stats.global_value(without, "archery:minion", 5) == 5
    assert stats.global_value(with_site, "archery:fellowship", 5) == 5


def test_pelennor_fields_each_men_minion_gains_ambush_one():
    # "Each [men] minion gains ambush (1)."
    def build(sc: Scenario) -> dict[str, int]:
        return {"men": sc.minion("Armored Easterling"), "orc": sc.minion("Goblin Runner"),
                "aragorn": sc.companion("Aragorn, Ranger of the North")}
    with_site, without, c = twins("11_253", build)
    assert stats.keyword(with_site, c["men"], "ambush") == 1
    assert stats.keyword(without, c["men"], "ambush") == 0
    assert stats.keyword(with_site, c["orc"], "ambush") == 0  # not [men]
    assert stats.keyword(with_site, c["aragorn"], "ambush") == 0  # a Man, not a minion


def test_west_gate_of_moria_removes_two_when_the_fellowship_moves_from_it():
    # "When the fellowship moves from this site, remove (2)."
    sc = at("11_263")
    game = sc.twilight(3).start("fellowship")
    pass_until(game, "moves_to")
    sc2 = at(NEUTRAL)
    game2 = sc2.twilight(3).start("fellowship")
    pass_until(game2, "moves_to")
    assert game2.s.twilight - game.s.twilight == 2


def test_west_gate_of_moria_not_when_moving_to_it():
    sc = moving_to("11_263")
    game = sc.twilight(3).start("fellowship")
    pass_until(game, "moves_to")
    sc2 = moving_to("11_259")  # Stables: shadow number 2 as well, no moving text
    game2 = sc2.twilight(3).start("fellowship")
    pass_until(game2, "moves_to")
    assert game.s.twilight == game2.s.twilight


def test_window_on_the_west_each_unwounded_gondor_man_is_defender_plus_one():
    # "Each unwounded [gondor] Man is defender +1."
    def build(sc: Scenario) -> dict[str, int]:
        aragorn = sc.companion("Aragorn, Ranger of the North")
        boromir = sc.companion("Boromir, Lord of Gondor")
        sc.wounds(boromir, 1)  # wounded
        barliman = sc.ally("Barliman Butterbur")  # a Man, not [gondor]
        legolas = sc.companion("Legolas, Greenleaf")  # not a Man
        host = sc.companion("Shadow Host")  # [gondor], but a Wraith
        return {"aragorn": aragorn, "boromir": boromir, "barliman": barliman,
                "legolas": legolas, "host": host}
    with_site, without, c = twins("11_265", build)

    def defender(game: Game, card: str) -> int:
        return stats.keyword(game, c[card], "defender")
    assert defender(with_site, "aragorn") == defender(without, "aragorn") + 1
    for other in ("boromir", "barliman", "legolas", "host"):
        assert defender(with_site, other) == defender(without, other), other


def test_fangorn_glade_adds_one_for_each_free_peoples_weapon():
    # "When the fellowship moves to this site, add (1) for each Free Peoples weapon."
    def run(site_id: str) -> int:
        sc = moving_to(site_id)
        gimli = sc.companion("Gimli, Son of Glóin")
        sc.bear(gimli, "Gimli's Battle Axe")
        aragorn = sc.companion("Aragorn, Ranger of the North")
        sc.bear(aragorn, "Ranger's Sword")
        sc.bear(aragorn, "Elven Cloak")  # not a weapon
        runner = sc.minion("Goblin Runner")
        sc.bear(runner, "Goblin Scimitar")  # a Shadow weapon
        game = sc.start("fellowship")
        pass_until(game, "moves_to")
        return game.s.twilight
    assert run("11_239") - run(NEUTRAL) == 2


def test_fortress_of_orthanc_adds_two_for_each_companion_over_five():
    # "When the fellowship moves to this site, add (2) for each companion over 5."
    def run(site_id: str, companions: int) -> int:
        sc = moving_to(site_id)
        names = ["Aragorn, Ranger of the North", "Boromir, Lord of Gondor",
                 "Gimli, Son of Glóin", "Legolas, Greenleaf", "Ranger of Westernesse",
                 "Madril, Ranger of Ithilien", "Faramir, Son of Denethor"]
        for name in names[:companions - 1]:  # the Ring-bearer is the first companion
            sc.companion(name)
        sc.ally("Farmer Maggot")  # an ally is not a companion
        game = sc.start("fellowship")
        pass_until(game, "moves_to")
        return game.s.twilight
    assert run("11_241", 7) - run(NEUTRAL, 7) == 4
    assert run("11_241", 5) - run(NEUTRAL, 5) == 0


def test_slag_mounds_each_time_a_companion_is_killed_adds_a_burden():
    # "Each time a companion is killed, add a burden."
    def run(site_id: str, companion_dies: bool) -> tuple[Game, int, int]:
        sc = at(site_id)
        legolas = sc.companion("Legolas, Greenleaf")
        easterling = sc.minion("Armored Easterling" if companion_dies else "Goblin Runner")
        sc.wounds(legolas if companion_dies else easterling, 2 if companion_dies else 0)
        if not companion_dies:
            sc.bear(legolas, "Ranger's Sword")
        sc.assign(easterling, legolas)
        game = sc.start("skirmishes")
        pass_until(game, "skirmish_resolved")
        return game, legolas, easterling
    game, legolas, _ = run("11_258", True)
    neutral, _, _ = run(NEUTRAL, True)
    assert game.s.zone[legolas] == "dead"
    assert game.s.burdens[game.s.fp] == neutral.s.burdens[neutral.s.fp] + 1
    game, _, runner = run("11_258", False)  # a minion killed (overwhelmed) is no companion
    neutral, _, _ = run(NEUTRAL, False)
    assert game.s.zone[runner] == "discard"
    assert game.s.burdens[game.s.fp] == neutral.s.burdens[neutral.s.fp]


def _instance(game: Game, card_id: str) -> int:
    return game.s.defs.index(card_id)


def until_offered(game: Game, card: int, limit: int = 200) -> bool:
    """Everyone passes until ``card`` is offered in a choice (a ``may``); False when the
    game moved on past the fellowship's move without offering it."""
    for _ in range(limit):
        d = game.decision
        if d is None:
            return False
        if d.kind == "choose" and card in d.cards:
            return True
        if game.s.phase not in ("fellowship",) and game.s.site[game.s.fp] > 1 and \
                d.kind != "choose":
            return False
        options = game.legal_actions()
        game.apply(next((a for a in options if a.kind in ("pass", "keep", "stay")), options[0]))
    return False


def test_rohan_uplands_uruk_hai_minions_cannot_take_wounds_during_archery():
    # "During the archery phase, [uruk-hai] minions cannot take wounds."
    def build(sc: Scenario) -> dict[str, int]:
        return {"uruk": sc.minion("Murderous Uruk"), "isengard": sc.minion("Uruk Savage"),
                "aragorn": sc.companion("Aragorn, Ranger of the North")}
    with_site, without, c = twins("11_257", build, "archery")
    assert not stats.can_take_wounds(with_site, c["uruk"])
    assert stats.can_take_wounds(without, c["uruk"])
    assert stats.can_take_wounds(with_site, c["isengard"])  # an [isengard] Uruk-hai
    assert stats.can_take_wounds(with_site, c["aragorn"])
    maneuver, _, _ = twins("11_257", build, "maneuver")
    assert stats.can_take_wounds(maneuver, c["uruk"])  # not the archery phase


def test_cavern_entrance_skirmish_special_abilities_cannot_be_used():
    # "Skirmish special abilities cannot be used."
    def build(sc: Scenario) -> dict[str, int]:
        aragorn = sc.companion("Aragorn, Ranger of the North")
        orc = sc.minion("Goblin Runner")
        sc.assign(orc, aragorn)  # a skirmish under way
        return {"aragorn": aragorn, "orc": orc}
    with_site, without, c = twins("11_232", build, "skirmishes")
    assert stats.rule(with_site, c["aragorn"], "cannot_use_abilities")
    assert stats.rule(with_site, c["orc"], "cannot_use_abilities")
    assert not stats.rule(without, c["aragorn"], "cannot_use_abilities")
    maneuver, _, _ = twins("11_232", build, "maneuver")
    assert not stats.rule(maneuver, c["aragorn"], "cannot_use_abilities")


def _valley(site_id: str, accept: bool) -> tuple[Game, dict[str, int]]:
    sc = moving_to(site_id)
    c = {"frodo": sc.ring_bearer(), "sam": sc.companion("Sam, Steadfast Friend"),
         "aragorn": sc.companion("Aragorn, Ranger of the North"),
         "maggot": sc.ally("Farmer Maggot")}  # a Hobbit, but an ally
    for card in c.values():
        sc.wounds(card, 1)
    game = sc.start("fellowship")
    assert until_offered(game, _instance(game, site_id))
    assert game.decision.player == game.s.fp
    if accept:
        act(game, "choose", _instance(game, site_id))
    else:
        act(game, "pass")
    return game, c


def test_valley_of_the_silverlode_may_heal_each_hobbit_companion():
    # "When your fellowship moves to this site, you may heal each Hobbit companion."
    game, c = _valley("11_261", True)
    assert [game.s.wounds[c[k]] for k in ("frodo", "sam", "aragorn", "maggot")] == [0, 0, 1, 1]
    game, c = _valley("11_261", False)
    assert [game.s.wounds[c[k]] for k in ("frodo", "sam", "aragorn", "maggot")] == [1, 1, 1, 1]


def _guardroom(dwarf: bool) -> tuple[Game, bool]:
    sc = at("11_247")
    if dwarf:
        sc.companion("Gimli, Son of Glóin")
    else:
        sc.companion("Legolas, Greenleaf")
    for _ in range(3):
        sc.draw_top("Gondorian Blade")
    game = sc.start("fellowship")
    return game, until_offered(game, _instance(game, "11_247"))


def test_moria_guardroom_may_spot_a_dwarf_to_draw_two_on_moving_from_it():
    # "When your fellowship moves from this site, you may spot a Dwarf to draw 2 cards."
    game, offered = _guardroom(True)
    assert offered and game.decision.player == game.s.fp
    hand = len(game.s.piles[game.s.fp]["hand"])
    act(game, "choose", _instance(game, "11_247"))
    assert len(game.s.piles[game.s.fp]["hand"]) == hand + 2
    game, offered = _guardroom(False)  # no Dwarf to spot
    assert not offered


def _osgiliath(burdens: int) -> tuple[Game, bool]:
    sc = at("11_252")
    sc.burdens(burdens)
    game = sc.start("fellowship")
    return game, until_offered(game, _instance(game, "11_252"))


def test_osgiliath_reclaimed_may_spot_three_burdens_to_remove_one():
    # "When the fellowship moves from this site, the Free Peoples player may spot 3
    # burdens to remove a burden."
    game, offered = _osgiliath(3)
    assert offered and game.decision.player == game.s.fp
    act(game, "choose", _instance(game, "11_252"))
    assert game.s.burdens[game.s.fp] == 2
    game, offered = _osgiliath(2)
    assert not offered and game.s.burdens[game.s.fp] == 2


def _westemnet(site_id: str, allies: int) -> tuple[Game, int, int]:
    sc = moving_to(site_id)
    frodo = sc.ring_bearer()
    aragorn = sc.companion("Aragorn, Ranger of the North")
    for name in ("Farmer Maggot", "Barliman Butterbur")[:allies]:
        sc.ally(name)
    game = sc.start("fellowship")
    return game, frodo, aragorn


def test_westemnet_village_the_free_peoples_player_wounds_a_companion_for_each_ally():
    # "When the fellowship moves to this site, the Free Peoples player wounds a
    # companion for each ally."
    game, frodo, aragorn = _westemnet("11_264", 2)
    maggot = _instance(game, "1_288")
    for _ in range(2):
        until_offered(game, aragorn)
        assert game.decision.player == game.s.fp and frodo in game.decision.cards
        assert maggot not in game.decision.cards  # an ally is not a companion
        act(game, "choose", aragorn)
    assert (game.s.wounds[aragorn], game.s.wounds[frodo]) == (2, 0)
    game, frodo, aragorn = _westemnet("11_264", 0)
    pass_until(game, "moves_to")
    assert (game.s.wounds[aragorn], game.s.wounds[frodo]) == (0, 0)


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


def _woody_end(site_id: str, burdens: int) -> tuple[Game, int, int, bool]:
    sc = at(site_id)
    sc.burdens(burdens)
    nazgul = sc.discard("1_231")  # Úlairë Enquëa, a Nazgûl
    runner = sc.discard("Goblin Runner")  # an Orc, not a Nazgûl
    game = sc.twilight(12).start("shadow")
    site = _instance(game, site_id)
    offered = any(can(game, "use", c) for c in (site, game.s.ring[1]))
    if offered:
        _shadow_use(game, site)
    return game, nazgul, runner, offered


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
    site = _instance(game, site_id)
    offered = any(can(game, "use", c) for c in (site, game.s.ring[1]))
    if offered:
        _shadow_use(game, site)
    return game, hand, orc, offered


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
    offered = any(can(game, "use", c) for c in (_instance(game, site_id), game.s.ring[1]))
    if offered:
        _shadow_use(game, _instance(game, site_id))
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
