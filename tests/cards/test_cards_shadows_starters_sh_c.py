"""Shadows-era starter sites (set 11) of the SH Aragorn, Éowyn, Gandalf and Legolas
starters, on a Shadows-era path built by the scenario builder (sites in list order).
A static site text is proven against the same position at a site without it (Woody-End,
whose text is a Shadow ability)."""

from __future__ import annotations

from collections.abc import Callable

from cardtest import Scenario, strength

from ringtable.decks import starter_decks
from ringtable.engine import Game, playing, stats
from ringtable.testing import act, pass_until

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

