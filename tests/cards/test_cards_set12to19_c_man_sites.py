"""Starters of sets 12–19, the Shadows-era sites (helper c-man) on a Shadows-era path
built by the scenario builder: a Shadow ability, a skirmish trigger, moves during the
regroup phase, and a static counted over companions' races. Each test names the site,
quotes the clause it proves and shows the case the clause must exclude."""

from __future__ import annotations

from cardtest import Scenario
from test_cards_shadows_starters_sh_c import at, moving_to

from ringtable.engine import Game, stats
from ringtable.testing import act, can, pass_until

SCRIPTED = ("12_192", "12_193", "13_186", "13_187", "13_189", "13_190")


def _slopes(fp_cards: int, twilight: int) -> tuple[Game, int, list[int], int, int]:
    sc = at("12_192")
    blades = [sc.hand("Gondorian Blade", player=sc.shadow) for _ in range(fp_cards)]
    orc = sc.hand("Goblin Runner")  # a Shadow card in the Shadow player's hand
    sc.draw_top("Goblin Runner")  # the second card: stays in the draw deck
    top = sc.draw_top("Goblin Runner")
    game = sc.twilight(twilight).start("shadow")
    return game, stats.active_site(game), blades, orc, top


def test_slopes_of_orodruin_remove_two_and_discard_two_free_peoples_cards_to_draw():
    # "Shadow: Remove (2) and discard 2 Free Peoples cards from hand to draw a card."
    game, site, blades, orc, top = _slopes(2, 3)
    assert game.cards[site].id == "12_192" and game.decision.player == 1
    act(game, "use", site)
    assert game.s.twilight == 1
    assert all(game.s.zone[b] == "discard" for b in blades)
    assert game.s.zone[orc] == "hand" and game.s.zone[top] == "hand"
    assert len(game.s.piles[1]["hand"]) == 2  # one card drawn
    game, site, *_ = _slopes(1, 3)  # one Free Peoples card and a Shadow card
    assert not can(game, "use", site)
    game, site, *_ = _slopes(2, 1)  # (1) in the pool
    assert not can(game, "use", site)


def _starkhorn(site_id: str, winner: str, minion: str = "Goblin Runner") -> tuple[Game, int]:
    sc = at(site_id)
    fighter = sc.companion(winner)
    sc.assign(sc.minion(minion), fighter)
    sc.draw_top("Gondorian Blade")
    top = sc.draw_top("Gondorian Blade")
    game = sc.start("skirmishes")
    pass_until(game, "skirmish_ended", decision_kind="choose")
    return game, top


def test_starkhorn_each_time_your_dwarf_wins_a_skirmish_you_may_draw():
    # "Each time your Dwarf wins a skirmish, you may draw a card."
    game, top = _starkhorn("12_193", "1_13")  # Gimli, Son of Glóin wins
    assert game.decision.kind == "choose" and game.decision.player == game.s.fp
    act(game, "choose", game.decision.cards[0])
    assert game.s.zone[top] == "hand" and len(game.s.piles[game.s.fp]["hand"]) == 1
    game, top = _starkhorn("12_193", "1_13")  # declined
    act(game, "pass")
    assert game.s.zone[top] == "draw"
    game, top = _starkhorn("12_193", "13_62")  # Boromir, Doomed Heir wins: not a Dwarf
    assert game.decision is None or game.decision.kind != "choose"
    assert game.s.zone[top] == "draw"
    game, top = _starkhorn("12_193", "1_13", "Cave Troll of Moria")  # the Dwarf loses
    assert game.s.zone[top] == "draw"


def _move_in_regroup(site_id: str, sc: Scenario, regroup: bool = True) -> Game:
    """The fellowship moves to ``site_id`` in the regroup phase (or its fellowship move)."""
    game = sc.start("regroup_choice" if regroup else "fellowship")
    if regroup:
        assert game.describe(game.legal_actions()[0]) == "Move again"
        game.apply(game.legal_actions()[0])
    pass_until(game, "moves_to", decision_kind="choose")
    return game


def test_caves_of_aglarond_moving_there_in_regroup_may_remove_two_burdens():
    # "When the fellowship moves to this site during the regroup phase, the Free Peoples
    # player may remove 2 burdens."
    for accept, burdens in ((True, 1), (False, 3)):
        game = _move_in_regroup("13_186", moving_to("13_186").burdens(3))
        assert game.decision.kind == "choose" and game.decision.player == game.s.fp
        act(game, "choose" if accept else "pass",
            game.decision.cards[0] if accept else -1)
        assert game.s.burdens[game.s.fp] == burdens, accept
    game = _move_in_regroup("13_186", moving_to("13_186").burdens(3), regroup=False)
    assert game.decision.kind != "choose" and game.s.burdens[game.s.fp] == 3


def test_city_of_kings_moving_there_in_regroup_may_draw_a_card():
    # "When the fellowship moves to this site during the regroup phase, the Free Peoples
    # player may draw a card."
    for accept in (True, False):
        sc = moving_to("13_187")
        second = sc.draw_top("Gondorian Blade")
        top = sc.draw_top("Gondorian Blade")
        game = _move_in_regroup("13_187", sc)
        assert game.decision.kind == "choose" and game.decision.player == game.s.fp
        act(game, "choose" if accept else "pass", game.decision.cards[0] if accept else -1)
        assert game.s.zone[top] == ("hand" if accept else "draw"), accept
        assert game.s.zone[second] == "draw"
    sc = moving_to("13_187")
    top = sc.draw_top("Gondorian Blade")
    game = _move_in_regroup("13_187", sc, regroup=False)
    assert game.decision.kind != "choose" and game.s.zone[top] == "draw"


CROSSROADS_COMPANIONS = {"boromir": "13_62", "aragorn": "15_54", "warrior": "15_139",
                         "gimli": "1_13", "legolas": "Legolas, Greenleaf", "gandalf": "1_72"}
# a wounded ally of each culture: allies are not companions
CROSSROADS_ALLIES = {"grimir": "1_17", "orophin": "1_56", "albert": "1_69",
                     "merchant": "7_97", "aldor": "4_262", "maggot": "1_288"}


def _crossroads(site_id: str, wounded: tuple[str, ...],
                regroup: bool = True) -> tuple[Game, dict[str, int]]:
    sc = moving_to(site_id)
    c = {"frodo": sc.ring_bearer()}
    c.update({k: sc.companion(v) for k, v in CROSSROADS_COMPANIONS.items()})
    c.update({k: sc.ally(v) for k, v in CROSSROADS_ALLIES.items()})
    for name in wounded:
        sc.wounds(c[name], 1)
    return _move_in_regroup(site_id, sc, regroup), c


def test_crossroads_of_the_fallen_kings_moving_there_in_regroup_heals_one_of_each_culture():
    # "When the fellowship moves to this site during the regroup phase, the Free Peoples
    # player may heal a companion of each culture."
    everyone = ("frodo", *CROSSROADS_COMPANIONS, *CROSSROADS_ALLIES)
    game, c = _crossroads("13_189", everyone)
    assert game.decision.kind == "choose" and game.decision.player == game.s.fp
    act(game, "choose", game.decision.cards[0])
    # two wounded [gondor] companions: the Free Peoples player picks one
    assert game.decision.kind == "choose" and game.decision.player == game.s.fp
    assert set(game.decision.cards) == {c["boromir"], c["aragorn"]}
    act(game, "choose", c["aragorn"])
    healed = {k for k in everyone if game.s.wounds[c[k]] == 0}
    assert healed == {"frodo", "aragorn", "warrior", "gimli", "legolas", "gandalf"}
    # only an [elven] (or a [dwarven]) companion is wounded: the others heal nothing
    for only in ("legolas", "gimli"):
        game, c = _crossroads("13_189", (only,))
        act(game, "choose", game.decision.cards[0])
        assert game.s.wounds[c[only]] == 0, only
    game, c = _crossroads("13_189", everyone)
    act(game, "pass")  # declined
    assert all(game.s.wounds[c[k]] == 1 for k in everyone)
    game, c = _crossroads("13_189", everyone, regroup=False)  # the fellowship phase's move
    assert game.decision.kind != "choose"
    assert all(game.s.wounds[c[k]] == 1 for k in everyone)


def _strengths(site_id: str, companions: tuple[str, ...]) -> list[int]:
    """Strengths of the Ring-bearer (a Hobbit), the companions and a Man minion at a site."""
    sc = at(site_id)
    cards = [sc.ring_bearer()] + [sc.companion(name) for name in companions]
    cards.append(sc.minion("11_72"))  # Column of Easterlings: a Man, not a companion
    game = sc.start("fellowship")
    return [stats.strength(game, c) for c in cards]


def test_doors_of_durin_each_companion_of_the_commonest_race_is_strength_minus_one():
    # "Each companion of each race that has the most companions is strength -1."
    # Frodo, Boromir, Aragorn, Gimli: the Men (2) have the most companions
    men = ("13_62", "15_54", "1_13")
    base = _strengths("13_187", men)  # City of Kings: no such text
    assert _strengths("13_190", men) == [base[0], base[1] - 1, base[2] - 1, base[3], base[4]]
    # with Sam, a tie: Hobbits and Men have 2 companions each
    tie = ("Sam, Faithful Companion", "13_62", "15_54", "1_13")
    base = _strengths("13_187", tie)
    assert _strengths("13_190", tie) == [base[0] - 1, base[1] - 1, base[2] - 1, base[3] - 1,
                                         base[4], base[5]]
