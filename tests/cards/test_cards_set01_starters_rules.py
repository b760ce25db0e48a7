"""Set 1 cards that needed engine rules (issue 18): an ally taking part in archery and
skirmishes away from home, conditions played on sites, prohibitions on playing cards and
using abilities, the roaming penalty as a value, cancelling an event being played, an
assignment made by an effect, and a phase ended by an effect. Each test sets a position,
uses the card, and checks what its printed text does."""

from __future__ import annotations

from cardtest import Scenario, at_site, card_rules, use

from ringtable.cards import default_database
from ringtable.engine import stats
from ringtable.engine.playing import twilight_cost
from ringtable.scripts import compile_scripts
from ringtable.testing import act, can, pass_until

# --- Thrarin: an ally taking part in archery fire and skirmishes --------------------------


def _thrarin(ally: str, site: int = 2):
    sc = Scenario()
    thrarin = sc.ally(ally)
    orc = sc.minion("1_271")  # Orc Soldier
    game = sc.twilight(3).at_site(site).start("maneuver")
    return game, thrarin, orc


def test_thrarin_exerts_to_take_part_in_archery_and_skirmishes_until_regroup():
    """Thrarin (1_27): "Maneuver: Exert Thrarin to allow him to participate in archery
    fire and skirmishes until the regroup phase." Away from his home (site 3), he may
    then be assigned to skirmish; in the regroup phase he no longer takes part."""
    game, thrarin, orc = _thrarin("1_27")
    assert thrarin not in stats.fp_characters_in_combat(game, game.s.fp)
    use(game, thrarin)
    assert game.s.wounds[thrarin] == 1
    assert thrarin in stats.fp_characters_in_combat(game, game.s.fp)
    twin = game.clone()
    pass_until(game, decision_kind="assign")
    assert can(game, "assign", thrarin, orc)
    act(game, "assign", thrarin, orc)
    assert game.s.assigned[orc] == thrarin
    while twin.s.phase != "regroup":  # nobody assigned: no skirmish, on to regroup
        pass_until(twin, "phase_started")
    assert twin.s.zone[thrarin] == "support"
    assert thrarin not in stats.fp_characters_in_combat(twin, twin.s.fp)


def test_thrarin_without_exerting_is_never_assigned_away_from_home():
    """Thrarin (1_27): an ally skirmishes only at home unless a text allows it: without
    his ability he is not offered in the assignment at site 2."""
    game, thrarin, orc = _thrarin("1_27")
    pass_until(game, decision_kind="assign")
    assert not can(game, "assign", thrarin, orc)


def test_thrarin_takes_archery_wounds_once_he_participates():
    """Thrarin (1_27): "participate in archery fire": the Free Peoples player may put a
    minion archery wound on him."""
    sc = Scenario()
    thrarin = sc.ally("1_27")
    sc.minion("1_271")
    game = sc.twilight(3).at_site(2).start("maneuver")
    use(game, thrarin)
    # no archer in play: the minion archery total is made +1 for the turn
    game.s.mods = game.s.mods + [(-1, "archery:minion", 1, "turn", -1)]
    pass_until(game, decision_kind="archery_wound")
    assert can(game, "wound", thrarin)


# --- Breeland Forest: a prohibition by keyword --------------------------------------------


def test_breeland_forest_stealth_events_may_not_be_played():
    """Breeland Forest (1_329): "Stealth events may not be played." At Breeland Forest
    Hobbit Intuition (a stealth skirmish event) is not offered, Swordsman of the
    Northern Kingdom (not stealth) is; at another site 2, Hobbit Intuition is."""
    for sc, allowed in ((at_site("1_329"), False), (Scenario().at_site(2), True)):
        frodo = sc.ring_bearer()
        sc.companion("1_365")  # Aragorn, a ranger
        intuition = sc.hand("1_296")
        swordsman = sc.hand("1_117")
        sc.assign(sc.minion("1_178"), frodo)
        game = sc.start("skirmishes")
        assert can(game, "play", intuition) is allowed
        assert can(game, "play", swordsman)


def test_breeland_forest_other_stealth_cards_may_still_be_played():
    """Breeland Forest (1_329): only stealth *events*: A Talent for Not Being Seen (a
    stealth condition) is played in the fellowship phase there."""
    sc = at_site("1_329")
    talent = sc.hand("1_316")
    game = sc.twilight(0).start("fellowship")
    assert can(game, "play", talent)


# --- The roaming penalty: Orc Ambusher, Orc Assassin ---------------------------------------


def _roaming_costs(trackers: tuple[str, ...]) -> tuple[int, int]:
    """Twilight costs of Orc Soldier ([sauron], site 6) and Goblin Runner ([moria], site
    4) in the Shadow player's hand at site 2, with ``trackers`` in play."""
    sc = Scenario()
    for t in trackers:
        sc.minion(t)
    soldier = sc.hand("1_271")
    runner = sc.hand("1_178")
    game = sc.twilight(9).at_site(2).start("shadow")
    shadow = game.s.holder[soldier]
    return twilight_cost(game, soldier, shadow), twilight_cost(game, runner, shadow)


def test_orc_ambusher_and_orc_assassin_lower_the_roaming_penalty_of_sauron_minions():
    """Orc Ambusher (1_261), Orc Assassin (1_262): "The roaming penalty for each [sauron]
    minion you play is -1." Orc Soldier (2) roams at site 2: +2 alone, +1 with one
    tracker, +0 with both; a [moria] Goblin Runner (1) keeps its +2."""
    assert _roaming_costs(()) == (4, 3)
    assert _roaming_costs(("1_261",)) == (3, 3)
    assert _roaming_costs(("1_262",)) == (3, 3)
    assert _roaming_costs(("1_261", "1_262")) == (2, 3)


def test_the_roaming_penalty_is_paid_as_modified():
    """Orc Ambusher (1_261): playing a roaming Orc Soldier with the Ambusher in play
    removes 2 + 1 twilight."""
    sc = Scenario()
    sc.minion("1_261")
    soldier = sc.hand("1_271")
    game = sc.twilight(5).at_site(2).start("shadow")
    act(game, "play", soldier)
    assert game.s.twilight == 2


# --- Orc Ambusher: cancel an event being played -------------------------------------------


def _vengeance(ambusher_id: str, ambusher_wounds: int = 0):
    """Regroup: Aragorn in the fellowship, Gondor's Vengeance (Regroup: Exert a ranger
    companion to discard a minion) in hand, Orc Ambusher and Orc Soldier in play."""
    sc = Scenario()
    aragorn = sc.companion("1_365")
    vengeance = sc.hand("1_106")
    ambusher = sc.minion(ambusher_id)
    sc.wounds(ambusher, ambusher_wounds)
    soldier = sc.minion("1_271")
    game = sc.at_site(2).start("regroup")
    return game, aragorn, vengeance, ambusher, soldier


def test_orc_ambusher_exerts_to_cancel_a_free_peoples_regroup_event():
    """Orc Ambusher (1_261): "Response: If a Free Peoples regroup event is played, exert
    this minion to cancel that event." Gondor's Vengeance is played (Aragorn exerts, its
    cost), the Ambusher exerts: no minion is discarded, the event goes to the discard
    pile."""
    game, aragorn, vengeance, ambusher, soldier = _vengeance("1_261")
    act(game, "play", vengeance)
    assert game.s.wounds[aragorn] == 1  # the cost is paid before the responses
    assert game.decision.kind == "optional_trigger"
    events = act(game, "resolve", ambusher)
    assert game.s.wounds[ambusher] == 1
    assert any(e.kind == "event_cancelled" for e in events)
    assert game.s.zone[vengeance] == "discard"
    assert game.s.zone[soldier] == "minions" and game.s.zone[ambusher] == "minions"


def test_orc_ambusher_declined_or_exhausted_lets_the_event_resolve():
    """Orc Ambusher (1_261): declining the response, the event resolves (a minion is
    discarded); an exhausted Ambusher cannot pay and is not offered."""
    game, _aragorn, vengeance, ambusher, soldier = _vengeance("1_261")
    act(game, "play", vengeance)
    act(game, "pass")
    assert game.decision.kind == "choose"  # which minion Gondor's Vengeance discards
    act(game, "choose", soldier)
    assert game.s.zone[soldier] == "discard"
    game, _aragorn, vengeance, ambusher, soldier = _vengeance("1_261", ambusher_wounds=1)
    act(game, "play", vengeance)
    assert game.decision.kind == "choose"  # no response offered: the effect goes on
    act(game, "choose", soldier)
    assert game.s.zone[soldier] == "discard"


def test_orc_ambusher_ignores_shadow_regroup_events():
    """Orc Ambusher (1_261): only a *Free Peoples* regroup event: a Shadow one (Gleaming
    in the Snow, "Regroup: Exert a [sauron] Orc and spot a [gondor] companion to add a
    burden", scripted here for the test) gets no response and adds its burden."""
    script = {"3_89": {"title": "Gleaming in the Snow", "event": {
        "if": {"spot": "[gondor] companion"}, "cost": [{"exert": "[sauron] orc"}],
        "effect": [{"add_burden": 1}]}}}
    sc = Scenario(rules=card_rules().with_behaviours(compile_scripts(script,
                                                                     default_database())))
    sc.companion("1_365")
    gleaming = sc.hand("3_89")
    ambusher = sc.minion("1_261")
    soldier = sc.minion("1_271")
    game = sc.at_site(2).start("regroup")
    burdens = game.s.burdens[game.s.fp]
    act(game, "pass")  # the Free Peoples player acts first
    act(game, "play", gleaming)
    if game.decision.kind == "choose":  # which [sauron] Orc exerts
        act(game, "choose", soldier)
    assert game.decision.kind != "optional_trigger" and game.s.wounds[ambusher] == 0
    assert game.s.burdens[game.s.fp] == burdens + 1


def test_orc_ambusher_ignores_events_of_other_phases():
    """Orc Ambusher (1_261): only a *regroup* event: a skirmish event (Swordsman of the
    Northern Kingdom, +4 against the roaming Orc Soldier) gets no response and resolves."""
    sc = Scenario()
    aragorn = sc.companion("1_365")
    swordsman = sc.hand("1_117")
    sc.minion("1_261")
    sc.assign(sc.minion("1_271"), aragorn)
    game = sc.at_site(2).start("skirmishes")
    before = stats.strength(game, aragorn)
    act(game, "play", swordsman)
    assert game.decision.kind != "optional_trigger"
    assert stats.strength(game, aragorn) == before + 4


# --- Orc Assassin: the Free Peoples player must assign a Hobbit -----------------------------


def _assassin(assassin_id: str, hobbits: tuple[str, ...], allies: tuple[str, ...] = ()):
    sc = Scenario()
    frodo = sc.ring_bearer()
    others = [sc.companion(h) for h in hobbits] + [sc.ally(a) for a in allies]
    boromir = sc.companion("1_97")
    assassin = sc.minion(assassin_id)
    game = sc.twilight(3).at_site(6).start("assignment")
    return game, frodo, others, boromir, assassin


def test_orc_assassin_makes_the_free_peoples_player_assign_a_hobbit():
    """Orc Assassin (1_262): "Assignment: Spot 2 Hobbit companions to make the Free
    Peoples player assign a Hobbit to skirmish this minion." With Frodo and Sam, the
    Free Peoples player chooses which Hobbit (not Boromir) and it is assigned now."""
    game, frodo, (sam,), boromir, assassin = _assassin("1_262", ("1_311",))
    act(game, "pass")  # the Free Peoples player passes the assignment window
    use(game, assassin)
    d = game.decision
    assert d.player == game.s.fp and set(d.cards) == {frodo, sam}
    act(game, "choose", sam)
    assert game.s.assigned[assassin] == sam


def test_orc_assassin_needs_two_hobbit_companions():
    """Orc Assassin (1_262): "Spot 2 Hobbit companions": with Frodo alone (beside
    Boromir), or Frodo and a Hobbit ally, the ability is not offered."""
    game, _frodo, _others, _boromir, assassin = _assassin("1_262", ())
    act(game, "pass")
    assert not can(game, "use", assassin)
    # a Hobbit ally (Rosie Cotton) is no Hobbit companion
    game, _frodo, _others, _boromir, assassin = _assassin("1_262", (), ("1_309",))
    act(game, "pass")
    assert not can(game, "use", assassin)


# --- Tol Brandir: end your Shadow phase ----------------------------------------------------


def test_tol_brandir_plays_up_to_three_trackers_from_discard_then_ends_the_shadow_phase():
    """Tol Brandir (1_363): "Shadow: Play up to 3 trackers from your discard pile; end
    your Shadow phase." Of four trackers in the discard pile three are played (a
    non-tracker stays), and the Shadow phase is over: the maneuver phase begins."""
    sc = at_site("1_363")
    trackers = [sc.discard(t) for t in ("1_261", "1_261", "1_261", "1_262")]
    soldier = sc.discard("1_271")
    game = sc.twilight(9).start("shadow")
    use(game, game.s.path[9])
    for _ in range(12):
        if game.decision.kind != "choose":
            break
        assert soldier not in game.decision.cards  # trackers only
        act(game, "choose", game.decision.cards[0])
    assert sum(game.s.zone[t] == "minions" for t in trackers) == 3
    assert game.s.zone[soldier] == "discard"
    assert game.s.phase == "maneuver"


def test_tol_brandir_may_play_none_and_still_ends_the_phase():
    """Tol Brandir (1_363): "up to 3": declining every tracker, the Shadow phase still
    ends."""
    sc = at_site("1_363")
    ambusher = sc.discard("1_261")
    sc.minion("1_271")
    game = sc.twilight(9).start("shadow")
    use(game, game.s.path[9])
    while game.decision.kind == "choose":
        act(game, "pass")
    assert game.s.zone[ambusher] == "discard"
    assert game.s.phase == "maneuver"


# --- Saruman's Snows and Pass of Caradhras: weather on a site ------------------------------


def _snows_in_shadow_phase(snows_id: str):
    sc = Scenario()
    boromir = sc.companion("1_97")
    uruk = sc.minion("1_151")  # Uruk Savage, an [isengard] minion
    soldier = sc.minion("1_271")  # Orc Soldier, a [sauron] one: not exerted
    snows = sc.hand(snows_id)
    sc.hand("1_271")  # another card to play afterwards
    game = sc.twilight(9).at_site(2).start("shadow")
    return game, boromir, uruk, snows, soldier


def test_sarumans_snows_plays_on_a_site_exerting_an_isengard_minion():
    """Saruman's Snows (1_138): "To play, exert an [isengard] minion. Plays on a site."
    It is offered on each site of the path (not on a companion), and the Uruk Savage
    exerts."""
    game, boromir, uruk, snows, soldier = _snows_in_shadow_phase("1_138")
    targets = {a.target for a in game.legal_actions() if a.kind == "play" and a.card == snows}
    assert targets == {c for c in game.s.path if c >= 0} and boromir not in targets
    here = stats.current_site(game)
    act(game, "play", snows, here)
    assert game.decision.kind == "action"  # the [isengard] minion is exerted, no choice
    assert game.s.bearer[snows] == here and game.s.wounds[uruk] == 1
    assert game.s.wounds[soldier] == 0
    other = next(c for c in game.s.piles[game.s.holder[snows]]["hand"])
    act(game, "play", other)  # another card played later exerts nobody
    assert game.s.wounds[uruk] == 1 and game.s.wounds[soldier] == 0


def test_sarumans_snows_needs_an_exertable_isengard_minion():
    """Saruman's Snows (1_138): "To play, exert an [isengard] minion": not with only a
    [sauron] Orc Soldier, nor with an exhausted Uruk Savage."""
    for isengard_wounds in (None, 2):  # Uruk Savage: vitality 3
        sc = Scenario()
        sc.minion("1_271")  # Orc Soldier, [sauron]
        if isengard_wounds is not None:
            sc.wounds(sc.minion("1_151"), isengard_wounds)
        snows = sc.hand("1_138")
        game = sc.twilight(5).at_site(2).start("shadow")
        assert not can(game, "play", snows)


def test_sarumans_snows_leaves_abilities_of_other_phases_alone():
    """Saruman's Snows (1_138): only skirmish abilities "during skirmishes": at its site,
    Thrarin's maneuver ability is still used."""
    sc = Scenario()
    thrarin = sc.ally("1_27")
    sc.minion("1_151")
    snows = sc.support("1_138", player=sc.shadow)
    game = sc.twilight(3).at_site(2).start("maneuver")
    game.s.move(snows, "attached", game.s.holder[snows], bearer=stats.current_site(game))
    game._legal = None
    assert can(game, "use", thrarin)


def test_sarumans_snows_no_skirmish_events_or_abilities_at_this_site():
    """Saruman's Snows (1_138): "No player may play skirmish events or use skirmish
    special abilities during skirmishes at this site." On the current site: Boromir's
    skirmish ability and Swordsman of the Northern Kingdom are not offered; on another
    site (or with no Snows) both are."""
    for where in ("here", "elsewhere", "none"):
        sc = Scenario()
        aragorn = sc.companion("1_365")
        boromir = sc.companion("1_97")
        swordsman = sc.hand("1_117")
        sc.assign(sc.minion("1_151"), aragorn)
        snows = sc.support("1_138", player=sc.shadow)  # put on a site below, as if played there
        game = sc.at_site(2).start("skirmishes")
        if where != "none":
            site = stats.current_site(game) if where == "here" else game.s.path[1]
            game.s.move(snows, "attached", game.s.holder[snows], bearer=site)
            game._legal = None  # the position changed under the pending decision
        assert game.s.phase == "skirmish" and game.decision.kind == "action"
        assert can(game, "play", swordsman) is (where != "here")
        assert can(game, "use", boromir) is (where != "here")


def test_sarumans_snows_is_discarded_at_the_end_of_the_turn():
    """Saruman's Snows (1_138): "Discard this condition at the end of the turn.\""""
    game, _boromir, _uruk, snows, _soldier = _snows_in_shadow_phase("1_138")
    act(game, "play", snows, stats.current_site(game))
    pass_until(game, "phase_started")  # the maneuver phase: the Snows stays
    assert game.s.zone[snows] == "attached"
    pass_until(game, "turn_ended")
    assert game.s.zone[snows] == "discard"


def test_pass_of_caradhras_plays_a_weather_card_from_the_draw_deck_once_per_turn():
    """Pass of Caradhras (1_348): "Shadow: Spot an [isengard] minion to play a weather
    card from your draw deck (limit 1 per turn)." Saruman's Snows comes from the draw
    deck onto a site (the Uruk Savage exerts); the second use is not offered."""
    sc = at_site("1_348")
    uruk = sc.minion("1_151")
    snows = sc.draw_top("1_138")
    sc.draw_bottom("1_138")
    game = sc.twilight(9).start("shadow")
    site = game.s.path[4]
    use(game, site)
    if game.decision.kind == "choose":
        act(game, "choose", site)
    assert game.s.zone[snows] == "attached" and game.s.bearer[snows] == site
    assert game.s.wounds[uruk] == 1
    assert not can(game, "use", site)


def test_pass_of_caradhras_needs_an_isengard_minion():
    """Pass of Caradhras (1_348): "Spot an [isengard] minion": not with only a [sauron]
    Orc and an [isengard] condition."""
    sc = at_site("1_348")
    sc.minion("1_271")
    sc.draw_top("1_138")
    snows = sc.support("1_138", player=sc.shadow)  # an [isengard] card in play that is no minion
    game = sc.twilight(9).start("shadow")
    game.s.move(snows, "attached", game.s.holder[snows], bearer=game.s.path[4])
    game._legal = None
    assert not can(game, "use", game.s.path[4])
