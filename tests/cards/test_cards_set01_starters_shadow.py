"""Set 1 Shadow cards of the Fellowship-block starters ([isengard], [moria], [sauron]):
each test sets a position, uses the card, and checks what its printed text does."""

from __future__ import annotations

from cardtest import Scenario, moving_to, strength, use
from starters import legal_bearers

from ringtable.engine import effects
from ringtable.testing import act, can, pass_until


def _shadow_skirmish(minion: str, defender: str = "1_97", *, bears: tuple[str, ...] = (),
                     hand: tuple[str, ...] = (), twilight: int = 5, support: tuple[str, ...] = ()):
    """``minion`` (bearing ``bears``) skirmishes ``defender``; the Free Peoples player has
    passed, so the Shadow player is to act. Returns (game, defender, minion, cards)."""
    sc = Scenario()
    fp = sc.companion(defender)
    m = sc.minion(minion)
    for item in bears:
        sc.bear(m, item)
    sc.assign(m, fp)
    cards = [sc.hand(h) for h in hand] + [sc.support(s, player=1) for s in support]
    game = sc.twilight(twilight).start("skirmishes")
    act(game, "pass")
    return game, fp, m, cards


# --- Isengard -----------------------------------------------------------------------------

def _sword(sword_id: str, defender: str, on_skirmisher: bool = True):
    sc = Scenario()
    fp = sc.companion(defender)
    if defender == "1_365":
        sc.bear(fp, "4_132")  # Ranger's Sword: Aragorn 12 against an Uruk-hai
    uruk = sc.minion("1_154")
    other = sc.minion("1_154")
    sc.bear(uruk if on_skirmisher else other, sword_id)
    sc.assign(uruk, fp)
    top = sc.draw_top("1_3", player=0)
    second = sc.draw_bottom("1_7", player=0)
    return sc.start("skirmishes"), top, second


def test_uruk_hai_sword_each_time_bearer_wins_the_fp_player_discards_his_top_card():
    """Uruk-hai Sword (1_160): "Each time bearer wins a skirmish, the Free Peoples player
    must discard the top card of his or her draw deck." Uruk Soldier with the Sword
    (9) beats Boromir (7): the top card only is discarded."""
    game, top, second = _sword("1_160", "1_97")
    pass_until(game, "skirmish_resolved")
    assert game.s.zone[top] == "discard" and game.s.zone[second] == "draw"


def test_uruk_hai_sword_nothing_when_bearer_loses_or_another_uruk_wins():
    """Uruk-hai Sword (1_160): only when "bearer wins": not when Aragorn beats the bearer,
    nor when an Uruk Soldier without the Sword beats Boromir."""
    for defender, on_skirmisher in (("1_365", True), ("1_97", False)):
        game, top, _second = _sword("1_160", defender, on_skirmisher)
        pass_until(game, "skirmish_ended")
        assert game.s.zone[top] == "draw", defender


def test_uruk_hai_sword_bearer_must_be_an_uruk_hai():
    """Uruk-hai Sword (1_160): "Bearer must be an Uruk-hai.": not a Goblin Runner."""
    allowed, (uruk, _runner) = legal_bearers("1_160", ("1_154", "1_178"), shadow=True)
    assert allowed == {uruk}


# --- Moria --------------------------------------------------------------------------------

def _spear(spear_id: str, victim: str, wounds: int, *, spear_on_killer: bool = True):
    sc = Scenario()
    fp = sc.companion(victim)
    sc.wounds(fp, wounds)
    killer = sc.minion("1_178")
    other = sc.minion("1_178")
    sc.bear(killer if spear_on_killer else other, spear_id)
    if not spear_on_killer:
        sc.bear(killer, "1_180")  # Goblin Scimitar: the same strength, no burden text
    sc.assign(killer, fp)
    game = sc.start("skirmishes")
    pass_until(game, "skirmish_ended")
    return game, fp


def test_goblin_spear_bearer_kills_a_companion_one_burden():
    """Goblin Spear (1_182): "If bearer kills a companion in a skirmish, add 1 burden":
    Goblin Runner with the Spear (7) ties Boromir (7, 2 wounds), who is killed."""
    game, boromir = _spear("1_182", "1_97", 2)
    assert game.s.zone[boromir] == "dead" and game.s.burdens[0] == 1


def test_goblin_spear_two_burdens_for_a_hobbit():
    """Goblin Spear (1_182): "(or 2 burdens if that companion was a Hobbit)": Merry."""
    game, merry = _spear("1_182", "1_303", 3)
    assert game.s.zone[merry] == "dead" and game.s.burdens[0] == 2


def test_goblin_spear_no_burden_when_another_minion_kills():
    """Goblin Spear (1_182): only when "bearer kills": a Goblin Runner with a Goblin
    Scimitar kills Boromir while the Spear's bearer is elsewhere."""
    game, boromir = _spear("1_182", "1_97", 2, spear_on_killer=False)
    assert game.s.zone[boromir] == "dead" and game.s.burdens[0] == 0


def test_goblin_spear_no_burden_for_a_minion_killed():
    """Goblin Spear (1_182): "If bearer kills a companion": Aragorn (14) beats the
    Spear's bearer (a Moria Scout) and a Goblin Runner, who is killed: no burden."""
    sc = Scenario()
    aragorn = sc.companion("1_365")
    for item in ("4_132", "1_299", "1_9"):
        sc.bear(aragorn, item)
    scout = sc.minion("1_191")
    sc.bear(scout, "1_182")
    runner = sc.minion("1_178")
    sc.assign(scout, aragorn)
    sc.assign(runner, aragorn)
    game = sc.start("skirmishes")
    pass_until(game, "skirmish_ended")
    assert game.s.zone[runner] == "discard" and game.s.burdens[0] == 0


def test_goblin_spear_bearer_must_be_a_moria_minion():
    """Goblin Spear (1_182): "Bearer must be a [moria] minion.": not an Orc Soldier."""
    allowed, (runner, _soldier) = legal_bearers("1_182", ("1_178", "1_271"), shadow=True)
    assert allowed == {runner}


def _long_dark(dark_id: str | None, site: str, fp: tuple[str, ...] = ("1_12", "1_11")):
    sc = moving_to(site)
    for c in fp:
        sc.companion(c)
    sc.ally("1_17")  # Grimir: a Dwarf, but an ally
    if dark_id:
        sc.support(dark_id, player=1)
    game = sc.start("fellowship")
    act(game, "pass")
    return game.s.twilight


def test_the_long_dark_adds_two_for_each_dwarf_companion_at_sites_four_and_five():
    """The Long Dark (1_188): "When the fellowship moves to site 4 or 5, add (2) for each
    Dwarf companion." Gimli and Farin: +4 at sites 4 and 5; nothing at sites 3 and 6;
    nothing for Boromir."""
    for site, extra in (("1_345", 4), ("1_349", 4), ("1_337", 0), ("1_350", 0)):
        assert _long_dark("1_188", site) == _long_dark(None, site) + extra, site
    assert _long_dark("1_188", "1_345", ("1_97",)) == _long_dark(None, "1_345", ("1_97",))


def test_the_long_dark_discard_to_make_your_moria_orc_strength_plus_two():
    """The Long Dark (1_188): "Skirmish: Discard this condition to make your [moria] Orc
    strength +2." The Goblin Runner (not the Orc Soldier) is +2."""
    game, _boromir, runner, (dark,) = _shadow_skirmish("1_178", support=("1_188",))
    soldier_game, _b, soldier, (dark2,) = _shadow_skirmish("1_271", support=("1_188",))
    use(game, dark)
    assert game.s.zone[dark] == "discard" and strength(game, runner) == 5 + 2
    assert not can(soldier_game, "use", dark2) and soldier >= 0


# --- Sauron -------------------------------------------------------------------------------

def test_mordors_strength_exerts_a_sauron_orc_to_wound_the_character_he_skirmishes():
    """Mordor's Strength (1_255): "Exert a [sauron] Orc to wound a character he is
    skirmishing." The Orc Soldier exerts and Boromir (not Gimli) is wounded."""
    sc = Scenario()
    boromir = sc.companion("1_97")
    gimli = sc.companion("1_12")
    soldier = sc.minion("1_271")
    sc.assign(soldier, boromir)
    sc.assign(sc.minion("1_178"), gimli)
    strength_card = sc.hand("1_255")
    game = sc.twilight(5).start("skirmishes")
    if game.decision.kind == "choose_skirmish":
        act(game, "skirmish", boromir)
    act(game, "pass")
    act(game, "play", strength_card)
    assert game.s.wounds[soldier] == 1
    assert game.s.wounds[boromir] == 1 and game.s.wounds[gimli] == 0


def test_mordors_strength_needs_a_skirmishing_sauron_orc():
    """Mordor's Strength (1_255): "Exert a [sauron] Orc to wound a character he is
    skirmishing": a Moria Scout ([moria]) or a Gate Troll (no Orc) skirmishing cannot
    pay, nor an Orc Soldier who is not in the skirmish."""
    for minion in ("1_191", "6_103"):
        game, _b, _m, (card,) = _shadow_skirmish(minion, hand=("1_255",))
        assert not can(game, "play", card), minion
    sc = Scenario()
    boromir = sc.companion("1_97")
    sc.assign(sc.minion("1_191"), boromir)
    sc.minion("1_271")  # unassigned: skirmishing nobody
    card = sc.hand("1_255")
    game = sc.twilight(5).start("skirmishes")
    act(game, "pass")
    assert not can(game, "play", card)


def test_orc_chieftain_adds_two_when_a_weapon_is_played_on_him_once_per_turn():
    """Orc Chieftain (1_266): "When you play a weapon on this minion, add (2) (limit once
    per turn)." The first Orc Scimitar on him adds (2); a second (the first gone) adds
    nothing; a Scimitar on the Orc Soldier adds nothing."""
    sc = Scenario()
    chief = sc.minion("1_266")
    soldier = sc.minion("1_271")
    first, second, third = (sc.hand("1_269") for _ in range(3))
    game = sc.twilight(6).at_site(6).start("shadow")
    act(game, "play", first, target=chief)
    assert game.s.twilight == 6 - 1 + 2
    act(game, "play", second, target=soldier)
    assert game.s.twilight == 6 - 1 + 2 - 1
    effects.discard(game, first)
    act(game, "play", third, target=chief)
    assert game.s.twilight == 6 - 1 + 2 - 1 - 1


def test_orc_chieftain_nothing_for_a_possession_that_is_no_weapon():
    """Orc Chieftain (1_266): "When you play a weapon on this minion": Gothmog's Warg (a
    mount) played on him adds nothing."""
    sc = Scenario()
    chief = sc.minion("1_266")
    warg = sc.hand("10_89")
    game = sc.twilight(6).at_site(6).start("shadow")
    cost = game.cards[warg].twilight_cost
    act(game, "play", warg, target=chief)
    assert game.s.zone[warg] == "attached" and game.s.twilight == 6 - cost


def test_orc_hunters_exert_to_wound_the_character_he_skirmishes():
    """Orc Hunters (1_267): "Skirmish: Exert this minion to wound a character he is
    skirmishing." Boromir is wounded, Gimli (elsewhere) is not."""
    _orc_wounds_his_opponent("1_267")


def test_orc_soldier_exert_to_wound_the_character_he_skirmishes():
    """Orc Soldier (1_271): "Skirmish: Exert this minion to wound a character he is
    skirmishing." Boromir is wounded, Gimli (elsewhere) is not."""
    _orc_wounds_his_opponent("1_271")


def _orc_wounds_his_opponent(orc_id: str) -> None:
    sc = Scenario()
    boromir = sc.companion("1_97")
    gimli = sc.companion("1_12")
    orc = sc.minion(orc_id)
    sc.assign(orc, boromir)
    game = sc.start("skirmishes")
    act(game, "pass")
    use(game, orc)
    assert game.s.wounds[orc] == 1
    assert game.s.wounds[boromir] == 1 and game.s.wounds[gimli] == 0


def _inquisitor(inquisitor_id: str, accept: bool):
    sc = Scenario()
    sc.companion("1_97")
    mine = [sc.hand(c, player=0) for c in ("1_3", "1_7", "1_9")]
    orc = sc.hand(inquisitor_id)
    game = sc.twilight(5).at_site(6).start("shadow")
    act(game, "play", orc)
    assert game.decision.kind == "optional_trigger" and game.decision.player == 1
    act(game, "resolve", orc, value=0) if accept else act(game, "pass")
    return game, mine


def test_orc_inquisitor_may_make_the_fp_player_discard_a_card_at_random():
    """Orc Inquisitor (1_268): "When you play this minion, you may make the Free Peoples
    player discard a card at random from hand." One of his 3 cards goes."""
    game, mine = _inquisitor("1_268", accept=True)
    zones = sorted(game.s.zone[c] for c in mine)
    assert zones == ["discard", "hand", "hand"]


def test_orc_inquisitor_declined_discards_nothing():
    """Orc Inquisitor (1_268): "you may": declined, the hand is untouched."""
    game, mine = _inquisitor("1_268", accept=False)
    assert all(game.s.zone[c] == "hand" for c in mine)


def test_orc_scimitar_remove_one_for_bearer_plus_one_limit_plus_three():
    """Orc Scimitar (1_269): "Skirmish: Remove (1) to make bearer strength +1 (limit
    +3)." The Orc Soldier (7, +2 from the Scimitar) uses it three times, not a fourth."""
    game, _b, soldier, _ = _shadow_skirmish("1_271", bears=("1_269",), twilight=5)
    scimitar = next(c for c in game.s.attachments(soldier))
    for n in range(1, 4):
        use(game, scimitar)
        assert strength(game, soldier) == 7 + 2 + n and game.s.twilight == 5 - n
        act(game, "pass")  # the Free Peoples player passes again
    assert not can(game, "use", scimitar)


def test_orc_scimitar_limit_is_per_skirmish():
    """Orc Scimitar (1_269): "(limit +3)" counts each skirmish: used three times in
    Boromir's skirmish, it is offered again in Gimli's against its bearer."""
    sc = Scenario()
    boromir = sc.companion("1_97")
    gimli = sc.companion("1_12")
    sc.assign(sc.minion("1_178"), boromir)
    soldier = sc.minion("1_271")
    scimitar = sc.bear(soldier, "1_269")
    sc.assign(soldier, gimli)
    game = sc.twilight(8).start("skirmishes")
    act(game, "skirmish", boromir)
    act(game, "pass")
    for _ in range(3):
        use(game, scimitar)
        act(game, "pass")
    assert not can(game, "use", scimitar)
    pass_until(game, "skirmish_started")  # Boromir's skirmish ends; Gimli's starts
    act(game, "pass")  # the Free Peoples player passes first
    assert game.decision.player == 1 and can(game, "use", scimitar)


def test_orc_scimitar_needs_a_twilight_token():
    """Orc Scimitar (1_269): "Remove (1)": with an empty pool it cannot be used."""
    game, _b, soldier, _ = _shadow_skirmish("1_271", bears=("1_269",), twilight=0)
    assert not can(game, "use", game.s.attachments(soldier)[0])


def test_orc_scimitar_bearer_must_be_a_sauron_orc():
    """Orc Scimitar (1_269): "Bearer must be a [sauron] Orc.": not a Goblin Runner."""
    # not a Goblin Runner ([moria]) nor a Gate Troll ([sauron], but a Troll)
    allowed, (soldier, *_others) = legal_bearers("1_269", ("1_271", "1_178", "6_103"),
                                                 shadow=True)
    assert allowed == {soldier}


def test_strength_born_of_fear_remove_three_for_a_sauron_orc_plus_one():
    """Strength Born of Fear (1_278): "Skirmish: Remove (3) to make a [sauron] Orc
    strength +1." With (3): the Orc Soldier is +1; with (2) it cannot be used; a Goblin
    Runner ([moria]) cannot be chosen."""
    game, _b, soldier, (fear,) = _shadow_skirmish("1_271", support=("1_278",), twilight=3)
    use(game, fear)
    assert strength(game, soldier) == 7 + 1 and game.s.twilight == 0
    game, _b, _s, (fear,) = _shadow_skirmish("1_271", support=("1_278",), twilight=2)
    assert not can(game, "use", fear)
    game, _b, _r, (fear,) = _shadow_skirmish("1_178", support=("1_278",), twilight=3)
    assert not can(game, "use", fear)
    game, _b, _t, (fear,) = _shadow_skirmish("6_103", support=("1_278",), twilight=3)
    assert not can(game, "use", fear)  # a Gate Troll is [sauron] but no Orc


def _lieutenant(lieutenant_id: str, defender: str):
    sc = Scenario()
    fp = sc.companion(defender)
    if defender == "1_365":
        sc.bear(fp, "4_132")  # Ranger's Sword
        sc.bear(fp, "1_299")  # a Hobbit Sword too: Aragorn 12 beats the Lieutenant 10
    lieutenant = sc.minion(lieutenant_id)
    sc.assign(lieutenant, fp)
    mine = [sc.hand(c, player=0) for c in ("1_3", "1_7", "1_9")]
    game = sc.start("skirmishes")
    pass_until(game, "skirmish_ended")
    return game, mine


def test_tower_lieutenant_wins_the_fp_player_discards_two_at_random():
    """Tower Lieutenant (1_280): "Each time this minion wins a skirmish, the Free Peoples
    player discards 2 cards at random from hand." Against Boromir: 2 of 3 go."""
    game, mine = _lieutenant("1_280", "1_97")
    assert sorted(game.s.zone[c] for c in mine) == ["discard", "discard", "hand"]


def test_tower_lieutenant_loses_nothing_discarded():
    """Tower Lieutenant (1_280): only when "this minion wins"."""
    game, mine = _lieutenant("1_280", "1_365")
    assert all(game.s.zone[c] == "hand" for c in mine)


def test_discard_random_is_reproducible_and_stops_at_an_empty_hand():
    """The ``discard_random`` verb (Tower Lieutenant, "1_280") picks with the game's own
    random source: a clone makes the same picks; a hand of one card loses just that."""
    sc = Scenario()
    boromir = sc.companion("1_97")
    sc.assign(sc.minion("1_280"), boromir)
    mine = [sc.hand(c, player=0) for c in ("1_3", "1_7", "1_9", "1_8", "1_11")]
    game = sc.start("skirmishes")
    twin = game.clone()
    pass_until(game, "skirmish_ended")
    pass_until(twin, "skirmish_ended")
    assert [game.s.zone[c] for c in mine] == [twin.s.zone[c] for c in mine]
    sc = Scenario()
    boromir = sc.companion("1_97")
    sc.assign(sc.minion("1_280"), boromir)
    only = sc.hand("1_3", player=0)
    game = sc.start("skirmishes")
    pass_until(game, "skirmish_ended")
    assert game.s.zone[only] == "discard" and game.s.piles[0]["hand"] == []


def _watching(eye_id: str, minion: str, wounds: int = 0):
    sc = Scenario()
    sc.companion("1_97")
    tracker = sc.minion(minion)
    sc.wounds(tracker, wounds)
    eye = sc.hand(eye_id)
    game = sc.twilight(3).at_site(6).start("shadow")
    return game, tracker, eye


def test_under_the_watching_eye_to_play_exert_a_sauron_tracker():
    """Under the Watching Eye (1_281): "To play, exert a [sauron] tracker. Plays to your
    support area." The Orc Ambusher exerts as it is played."""
    sc = Scenario()
    sc.companion("1_97")
    ambusher = sc.minion("1_261")
    others = [sc.minion("2_47"), sc.minion("1_271")]  # an [isengard] tracker; no tracker
    eye = sc.hand("1_281")
    soldier = sc.hand("1_271")
    game = sc.twilight(3).at_site(6).start("shadow")
    act(game, "play", eye)
    assert game.s.zone[eye] == "support" and game.s.wounds[ambusher] == 1
    assert [game.s.wounds[m] for m in others] == [0, 0]
    act(game, "play", soldier)  # only its own play costs the exertion
    assert game.decision.kind == "action" and game.s.wounds[ambusher] == 1


def test_under_the_watching_eye_exerts_one_tracker_only_for_its_own_play():
    """Under the Watching Eye (1_281): "To play, exert a [sauron] tracker": with two Orc
    Ambushers the Shadow player exerts the one he picks; playing an Orc Soldier next
    exerts nobody."""
    sc = Scenario()
    sc.companion("1_97")
    first, second = sc.minion("1_261"), sc.minion("1_261")
    eye = sc.hand("1_281")
    soldier = sc.hand("1_271")
    game = sc.twilight(3).at_site(6).start("shadow")
    act(game, "play", eye)
    assert game.decision.kind == "choose" and set(game.decision.cards) == {first, second}
    act(game, "choose", second)
    act(game, "play", soldier)
    assert game.s.wounds[first] == 0 and game.s.wounds[second] == 1


def test_under_the_watching_eye_needs_an_exertable_sauron_tracker():
    """Under the Watching Eye (1_281): not with an Orc Soldier (no tracker), an Uruk
    Scout (an [isengard] tracker) or an exhausted Orc Ambusher."""
    for minion, wounds in (("1_271", 0), ("2_47", 0), ("1_261", 1)):
        game, _m, eye = _watching("1_281", minion, wounds)
        assert not can(game, "play", eye), (minion, wounds)


def test_under_the_watching_eye_each_move_the_fp_player_exerts_a_companion():
    """Under the Watching Eye (1_281): "Each time the fellowship moves, the Free Peoples
    player must exert a companion." He picks Boromir (not Frodo); minions are not
    exerted."""
    sc = Scenario()
    boromir = sc.companion("1_97")
    sc.support("1_281", player=1)
    soldier = sc.minion("1_271")
    game = sc.start("fellowship")
    act(game, "pass")  # the fellowship moves
    assert game.decision.kind == "choose" and game.decision.player == 0
    assert set(game.decision.cards) == {0, boromir}
    act(game, "choose", boromir)
    assert game.s.wounds[boromir] == 1 and game.s.wounds[0] == 0
    assert game.s.wounds[soldier] == 0
