"""Starters of sets 12-19: the sites of the [uruk-hai] starters (Hunters Mauhúr, Rise of
Saruman Uruk Rampage), on a Shadows-era path built by the scenario builder (sites in list
order). A static site text is proven against the same position at a neutral site
(Woody-End, whose text is a Shadow ability).

Boromir (1_97) strength 7; Gimli, Eager Hunter (15_5) strength 6, hunter 3; Following
Uruk (15_160) an [uruk-hai] hunter minion, strength 8; Feral Uruk (11_183) strength 9, no
hunter.
"""

from __future__ import annotations

from collections.abc import Callable

from cardtest import Scenario, choose, strength, use
from test_cards_shadows_starters_sh_c_more import _fellowship_start

from ringtable.decks import starter_decks
from ringtable.engine import Game, playing
from ringtable.testing import act, can, pass_until

_DECKS = starter_decks()
NEUTRAL = "11_266"  # Woody-End: "Shadow: Remove a burden to play a Nazgûl ..." only
BOROMIR, GIMLI_HUNTER, FOLLOWING, FERAL = "1_97", "15_5", "15_160", "11_183"


def _pool(*decks: str) -> tuple[str, ...]:
    return tuple(dict.fromkeys(s for d in decks for s in _DECKS[d].sites))


_FP_POOL = _pool("sh-aragorn-starter", "sh-legolas-starter")
_SH_POOL = _pool("sh-gandalf-starter", "sh-eowyn-starter")


def _others(pool: tuple[str, ...], site_id: str) -> list[str]:
    return [s for s in pool if s not in (site_id, NEUTRAL)][:9]


def at(site_id: str) -> Scenario:
    """The fellowship at ``site_id``, played as site 1 of a Shadows-era path."""
    sc = Scenario(sites=((site_id, *_others(_FP_POOL, site_id)[:8]),
                         tuple(_others(_SH_POOL, site_id)[:9])))
    sc.at_site(1)
    return sc


def moving_to(site_id: str, number: int = 2) -> Scenario:
    """The fellowship at site ``number - 1``; the Shadow player's next site, ``number``,
    is ``site_id``."""
    sh = _others(_SH_POOL, site_id)[:8]
    sh.insert(number - 2, site_id)
    sc = Scenario(sites=((NEUTRAL, *_others(_FP_POOL, site_id)[:8]), tuple(sh)))
    sc.at_site(number - 1)
    return sc


def twins(site_id: str, build: Callable[[Scenario], dict[str, int]],
          stage: str = "fellowship") -> tuple[Game, Game, dict[str, int]]:
    """The same position at ``site_id`` and at the neutral site: (with, without, cards)."""
    games = []
    cards: dict[str, int] = {}
    for sid in (site_id, NEUTRAL):
        sc = at(sid)
        cards = build(sc)
        games.append(sc.start(stage))
    return games[0], games[1], cards


def _move(sc: Scenario) -> tuple[Game, list]:
    game = sc.start("fellowship")
    return game, pass_until(game, "moves_to")


def test_fords_of_isen_each_character_plus_one_for_each_card_it_bears():
    # "Each character is strength +1 for each card borne by that character."
    def build(sc: Scenario) -> dict[str, int]:
        boromir = sc.companion(BOROMIR)
        sc.bear(boromir, "1_92")  # Armor
        sc.bear(boromir, "11_196")  # Our Foes Are Weak (a Shadow condition he bears)
        feral = sc.minion(FERAL)
        sc.bear(feral, "12_159")  # Weapon of Opportunity
        return {"boromir": boromir, "feral": feral, "bare": sc.companion("1_12"),
                "support": sc.support("1_24")}  # a condition in the support area
    with_site, without, c = twins("13_191", build)
    assert strength(with_site, c["boromir"]) == strength(without, c["boromir"]) + 2
    assert strength(with_site, c["feral"]) == strength(without, c["feral"]) + 1
    assert strength(with_site, c["bare"]) == strength(without, c["bare"])


def test_the_great_gates_each_minion_plus_one_while_more_companions_than_minions():
    # "While a player can spot more companions than minions, each minion is strength +1."
    def build(sc: Scenario) -> dict[str, int]:  # Frodo, Boromir; one minion
        return {"boromir": sc.companion(BOROMIR), "feral": sc.minion("11_116")}
    with_site, without, c = twins("13_192", build)
    assert strength(with_site, c["feral"]) == strength(without, c["feral"]) + 1
    assert strength(with_site, c["boromir"]) == strength(without, c["boromir"])

    def even(sc: Scenario) -> dict[str, int]:  # two companions, two minions
        sc.companion(BOROMIR)
        sc.minion("11_116")
        return {"feral": sc.minion("11_116")}
    with_site, without, c = twins("13_192", even)
    assert strength(with_site, c["feral"]) == strength(without, c["feral"])


def test_breeding_pit_the_first_hunter_minion_each_shadow_phase_costs_two_less():
    # "The twilight cost of the first hunter minion played each Shadow phase is -2."
    sc = at("15_188")
    sc.companion(BOROMIR)
    following = sc.hand(FOLLOWING)  # a hunter, cost 3
    searching = sc.hand("15_168")  # a hunter, cost 2
    feral = sc.hand(FERAL)  # no hunter, cost 3
    gimli = sc.hand(GIMLI_HUNTER)  # the Free Peoples player's hunter companion, cost 2
    game = sc.twilight(12).start("shadow")
    shadow = 1 - game.s.fp
    assert playing.twilight_cost(game, gimli, game.s.fp) == 2  # no minion
    # at site 1 each of them roams (+2)
    assert playing.twilight_cost(game, feral, shadow) == 3 + 2
    assert playing.twilight_cost(game, following, shadow) == 3 + 2 - 2
    act(game, "play", feral)  # no hunter: the first hunter is still to come
    assert playing.twilight_cost(game, following, shadow) == 3 + 2 - 2
    act(game, "play", following)
    assert game.s.twilight == 12 - 5 - 3
    assert playing.twilight_cost(game, searching, shadow) == 2 + 2  # the second: full
    twin = at(NEUTRAL)
    twin.companion(BOROMIR)
    hunter = twin.hand(FOLLOWING)
    game = twin.twilight(10).start("shadow")
    assert playing.twilight_cost(game, hunter, 1 - game.s.fp) == 3 + 2


def test_breeding_pit_only_in_the_shadow_phase():
    sc = at("15_188")
    following = sc.hand(FOLLOWING, player=sc.shadow)
    game = sc.start("fellowship")
    assert playing.twilight_cost(game, following, sc.shadow) == 3 + 2  # roaming


def _city_gates(site_id: str, companions: int, hunter: bool) -> int:
    """Frodo and ``companions - 1`` more (the last a hunter, Gimli, Eager Hunter) move to
    ``site_id``; a hunter minion (or one without) is in play."""
    sc = moving_to(site_id)
    for name in ("1_97", "1_51", "1_89", "1_311", GIMLI_HUNTER)[5 - (companions - 1):]:
        sc.companion(name)
    sc.minion(FOLLOWING if hunter else FERAL)
    game, _ = _move(sc)
    return game.s.threats[game.s.fp]


def test_city_gates_a_threat_for_each_companion_over_four_or_two_with_a_hunter_minion():
    # "When the Fellowship moves to this site, add a threat (or 2 if you can spot a hunter
    # minion) for each companion over 4."
    assert _city_gates("15_189", 6, hunter=False) == 2  # a hunter companion does not do
    assert _city_gates("15_189", 6, hunter=True) == 4
    assert _city_gates("15_189", 5, hunter=True) == 2
    assert _city_gates("15_189", 4, hunter=True) == 0
    sc = at("15_189")  # not when it is the site the fellowship moves from
    for name in ("1_97", "1_12", "1_51", "1_89", "1_311"):
        sc.companion(name)
    game, _ = _move(sc)
    assert game.s.threats[game.s.fp] == 0


def test_east_wall_of_rohan_exert_two_hunter_companions_to_play_a_hunter_from_the_deck():
    # "At the start of the fellowship phase, you may exert two hunter companions to play a
    # hunter companion from your draw deck."
    def build(sc: Scenario) -> dict[str, int]:
        return {"gimli": sc.companion(GIMLI_HUNTER), "legolas": sc.companion("15_18"),
                "boromir": sc.companion(BOROMIR),
                "madril": sc.draw_bottom("15_64"),  # Madril: a hunter companion
                "aragorn": sc.draw_top("1_89"),  # no hunter
                "uruk": sc.draw_top(FOLLOWING, player=sc.fp)}  # a hunter minion
    game, c, offered = _fellowship_start("15_190", build)
    assert offered and game.s.zone[c["madril"]] == "fellowship"
    assert game.s.zone[c["uruk"]] == "draw"
    assert (game.s.wounds[c["gimli"]], game.s.wounds[c["legolas"]]) == (1, 1)
    assert game.s.wounds[c["boromir"]] == 0 and game.s.zone[c["aragorn"]] == "draw"
    game, c, offered = _fellowship_start("15_190", build, resolve=False)  # "you may"
    assert offered and game.s.zone[c["madril"]] == "draw"

    def one_hunter(sc: Scenario) -> dict[str, int]:
        sc.companion(GIMLI_HUNTER)
        sc.companion(BOROMIR)
        sc.minion(FOLLOWING)  # a hunter minion is no hunter companion
        return {"madril": sc.draw_bottom("15_64")}
    game, c, offered = _fellowship_start("15_190", one_hunter)
    assert not offered and game.s.zone[c["madril"]] == "draw"


def test_gate_of_mordor_adds_one_for_each_culture_you_can_spot():
    # "Each time the fellowship moves to this site, add (1) for each culture you can spot."
    sc = moving_to("15_191")
    sc.companion(BOROMIR)  # [gondor]; Frodo [shire]
    sc.companion("1_311")  # [shire] again
    sc.companion("1_12")  # [dwarven]
    _game, events = _move(sc)
    added = [e.amount for e in events if e.kind == "twilight_added" and "Gate of Mordor" in e.text]
    assert added == [3]


def test_isengard_ruined_a_follower_transferred_lets_the_shadow_player_exert_twice():
    # "Each time a follower is transferred to a character, the first Shadow player may
    # exert a companion twice."
    for take in (True, False):
        sc = at("15_192")
        doorwarden = sc.support("Rohirrim Doorwarden")  # Aid – (2)
        eowyn = sc.companion("Éowyn, Lady of Rohan")
        aragorn = sc.companion("1_89")
        sc.minion("12_144")  # Saruman (vitality 4): a minion is no companion
        game = sc.twilight(4).start("maneuver")
        act(game, "aid", doorwarden, eowyn)
        assert game.decision.player == sc.shadow
        if not take:
            act(game, "pass")
            assert game.s.wounds[aragorn] == 0
            continue
        choose(game, game.decision.cards[0])  # yes
        assert {a.card for a in game.legal_actions()} == {sc.ring_bearer(), aragorn, eowyn}
        choose(game, aragorn)
        assert game.s.wounds[aragorn] == 2


def test_isengard_ruined_not_for_a_possession_transferred():
    sc = at("15_192")
    aragorn = sc.companion("1_89")
    boromir = sc.companion(BOROMIR)
    sc.bear(aragorn, "1_92")  # Armor, transferred in the fellowship phase
    game = sc.start("fellowship")
    armor = game.s.attachments(aragorn)[0]
    act(game, "transfer", armor, boromir)
    assert game.decision.kind == "action" and game.decision.player == game.s.fp
    assert game.s.wounds[aragorn] == game.s.wounds[boromir] == 0


def test_westfold_village_each_hunter_character_is_strength_plus_one():
    # "Each hunter character is strength +1."
    def build(sc: Scenario) -> dict[str, int]:
        return {"gimli": sc.companion(GIMLI_HUNTER), "boromir": sc.companion(BOROMIR),
                "following": sc.minion(FOLLOWING), "feral": sc.minion(FERAL)}
    with_site, without, c = twins("15_194", build)
    for name, bonus in (("gimli", 1), ("following", 1), ("boromir", 0), ("feral", 0)):
        assert strength(with_site, c[name]) == strength(without, c[name]) + bonus, name


def _dol_guldur(site_id: str, threats: int = 1) -> tuple[Game, dict[str, int]]:
    sc = at(site_id)
    boromir = sc.companion(BOROMIR)
    c = {"stairs": sc.support("1_24"), "realm": sc.support("2_12"),
         "foes": sc.bear(boromir, "11_196"), "feral": sc.minion(FERAL)}
    sc.threats(threats)
    game = sc.start("regroup")
    act(game, "pass")  # the Free Peoples player first
    return game, c


def test_dol_guldur_exert_your_minion_and_remove_a_threat_to_discard_a_fp_condition():
    # "Regroup: Exert your minion and remove a threat to make the Free Peoples player
    # discard one of his or her conditions."
    game, c = _dol_guldur("17_145")
    site = game.s.path[1]
    use(game, site)
    assert game.s.wounds[c["feral"]] == 1 and game.s.threats[game.s.fp] == 0
    assert game.decision.player == game.s.fp
    assert {a.card for a in game.legal_actions()} == {c["stairs"], c["realm"]}  # not Foes
    choose(game, c["realm"])
    assert game.s.zone[c["realm"]] == "discard" and game.s.zone[c["stairs"]] == "support"


def test_dol_guldur_needs_a_threat():
    game, _c = _dol_guldur("17_145", threats=0)
    assert not can(game, "use", game.s.path[1])


def test_falls_of_rauros_in_region_two_a_dead_card_is_placed_out_of_play():
    # "When the Fellowship moves to this site in region 2, the Free Peoples player places a
    # card from the dead pile out of play."
    sc = moving_to("17_146", number=4)
    gimli = sc.dead("1_12")
    sam = sc.dead("1_311")
    game = sc.start("fellowship")
    pass_until(game, decision_kind="choose")
    assert game.decision.player == game.s.fp
    assert {a.card for a in game.legal_actions()} == {gimli, sam}
    choose(game, sam)
    assert game.s.zone[sam] == "removed" and game.s.zone[gimli] == "dead"
    sc = moving_to("17_146", number=2)  # region 1
    gimli = sc.dead("1_12")
    game, _ = _move(sc)
    assert game.s.zone[gimli] == "dead"
    others = _others(_SH_POOL, "17_146")  # moving from it (site 4) to site 5
    sc = Scenario(sites=((NEUTRAL, *_others(_FP_POOL, "17_146")[:8]),
                         (*others[:2], "17_146", *others[2:8])))
    sc.at_site(4)
    gimli = sc.dead("1_12")
    game, _ = _move(sc)
    assert game.s.zone[gimli] == "dead"


def test_imladris_at_a_sanctuary_removes_two_burdens():
    # "When the fellowship moves to this site, if it is a sanctuary, remove 2 burdens."
    for number, left in ((3, 1), (2, 3)):  # site 3 of a Shadows path is a sanctuary
        sc = moving_to("17_147", number=number)
        sc.burdens(3)
        game, _ = _move(sc)
        assert game.s.burdens[game.s.fp] == left, number


def test_nurn_while_you_control_it_each_of_your_hunter_minions_is_strength_plus_one():
    # "While you control this site, each of your hunter minions is strength +1." Current
    # Rulings: "The game text on this card remains active once it is controlled."
    sc = Scenario(sites=(("17_148", *_others(_FP_POOL, "17_148")[:8]),
                         tuple(_others(_SH_POOL, "17_148")[:9])))
    sc.at_site(2)  # the fellowship has left Nurn (site 1)
    following, feral = sc.minion(FOLLOWING), sc.minion(FERAL)
    gimli = sc.companion(GIMLI_HUNTER)
    game = sc.start("shadow")
    nurn = game.s.path[1]
    base = {c: strength(game, c) for c in (following, feral, gimli)}
    game.s.controller[nurn] = sc.shadow  # the Shadow player controls it
    assert strength(game, following) == base[following] + 1
    assert strength(game, feral) == base[feral] and strength(game, gimli) == base[gimli]
    game.s.controller[nurn] = sc.fp  # the minions are not the controller's
    assert strength(game, following) == base[following]
    assert strength(game, gimli) == base[gimli]  # his hunter is a companion


def test_nurn_not_while_nobody_controls_it():
    def build(sc: Scenario) -> dict[str, int]:
        return {"following": sc.minion(FOLLOWING)}
    with_site, without, c = twins("17_148", build)  # the fellowship at Nurn
    assert strength(with_site, c["following"]) == strength(without, c["following"])
