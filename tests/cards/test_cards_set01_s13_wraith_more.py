"""More set 1 [wraith] cards (s13-wraith, issue 18): conditions, Morgul Gates, Black Steed."""

from __future__ import annotations

from cardtest import Scenario, at_site, moving_to, strength, use

from ringtable.testing import act, can, pass_until

TOLDEA = "1_236"
GOBLIN_RUNNER, MORIA_SCOUT = "1_178", "1_191"  # [moria] Orcs
BOROMIR, MERRY, GRIMIR = "1_97", "1_303", "1_17"


def _offered(game, card: int, until: str) -> bool:
    """Everyone passes until an ``until`` event; True when an optional trigger or
    response of ``card`` was offered on the way."""
    for _ in range(200):
        if game.decision is None:
            return False
        options = game.legal_actions()
        if any(a.kind == "resolve" and a.card == card for a in options):
            return True
        choice = next((a for a in options if a.kind in ("pass", "keep", "stay")), options[0])
        if any(e.kind == until for e in game.apply(choice)):
            return False
    return False


# --- Drawn to Its Power -------------------------------------------------------------------

def _killing(minion: str):
    sc = Scenario()
    sc.ring_bearer()
    merry = sc.companion(MERRY)
    sc.assign(sc.minion(minion), merry)
    sc.support("1_211", player=1)
    game = sc.burdens(1).start("skirmishes")
    pass_until(game, "skirmish_ended")
    return game, merry


def test_drawn_to_its_power_a_companion_killed_by_a_nazgul_adds_a_burden():
    """Drawn to Its Power ("1_211"): "Each time a companion is killed in a skirmish
    involving a Nazgûl, add a burden": Toldëa overwhelms Merry."""
    game, merry = _killing(TOLDEA)
    assert game.s.zone[merry] == "dead" and game.s.burdens[game.s.fp] == 1 + 1


def test_drawn_to_its_power_not_for_a_kill_by_an_orc():
    """Drawn to Its Power ("1_211"): "involving a Nazgûl": the Moria Scout overwhelming
    Merry adds nothing."""
    game, merry = _killing(MORIA_SCOUT)
    assert game.s.zone[merry] == "dead" and game.s.burdens[game.s.fp] == 1


def test_drawn_to_its_power_not_for_a_minion_killed_beside_a_nazgul():
    """Drawn to Its Power ("1_211"): "a companion is killed": Boromir (made strong)
    beats Toldëa and the Goblin Runner; the Runner dies, no burden is added."""
    sc = Scenario()
    sc.ring_bearer()
    boromir = sc.companion(BOROMIR)
    runner = sc.minion(GOBLIN_RUNNER)
    toldea = sc.minion(TOLDEA)
    sc.assign(toldea, boromir)
    sc.assign(runner, boromir)
    sc.support("1_211", player=1)
    game = sc.burdens(1).start("skirmishes")
    game.s.mods = [*game.s.mods, (boromir, "strength", 20, "turn", -1)]
    pass_until(game, "skirmish_ended")
    assert game.s.zone[runner] == "discard" and game.s.burdens[game.s.fp] == 1


# --- The Nine Servants of Sauron ----------------------------------------------------------

def _servants(minion: str):
    sc = Scenario()
    frodo = sc.ring_bearer()
    merry = sc.companion(MERRY)
    boromir = sc.companion(BOROMIR)
    servants = sc.support("1_219", player=1)
    m = sc.hand(minion)
    game = sc.twilight(10).at_site(4).start("shadow")
    act(game, "play", m)
    return game, servants, frodo, merry, boromir


def test_nine_servants_playing_a_nazgul_may_exert_a_hobbit_not_the_ring_bearer():
    """The Nine Servants of Sauron ("1_219"): "Each time you play a Nazgûl, you may exert
    a Hobbit (except the Ring-bearer)": Merry, not Frodo nor Boromir."""
    game, servants, frodo, merry, boromir = _servants(TOLDEA)
    assert game.decision.kind == "optional_trigger" and game.decision.player == 1
    act(game, "resolve", servants)
    assert game.s.wounds[merry] == 1
    assert game.s.wounds[frodo] == 0 and game.s.wounds[boromir] == 0


def test_nine_servants_not_for_an_orc():
    """The Nine Servants of Sauron ("1_219"): "a Nazgûl": playing an Orc offers nothing."""
    game, servants, _f, merry, _b = _servants(GOBLIN_RUNNER)
    assert not _offered(game, servants, "phase_started") and game.s.wounds[merry] == 0


# --- Morgul Gates -------------------------------------------------------------------------

def test_morgul_gates_plays_a_nazgul_two_cheaper():
    """Morgul Gates ("1_217"): "Play a Nazgûl. His twilight cost is -2": Toldëa (6)
    costs 4."""
    sc = Scenario()
    sc.ring_bearer()
    gates = sc.hand("1_217")
    toldea = sc.hand(TOLDEA)
    game = sc.twilight(10).at_site(3).start("shadow")
    act(game, "play", gates)
    assert game.s.zone[toldea] == "minions" and game.s.twilight == 10 - 4


def test_morgul_gates_does_not_play_an_orc():
    """Morgul Gates ("1_217"): "Play a Nazgûl": with only an Orc in hand, it cannot be
    played."""
    sc = Scenario()
    sc.ring_bearer()
    gates = sc.hand("1_217")
    sc.hand(GOBLIN_RUNNER)
    game = sc.twilight(10).at_site(3).start("shadow")
    assert not can(game, "play", gates)


# --- Beauty Is Fading ---------------------------------------------------------------------

def _beauty(*, armor: bool = False, fp_condition: bool = False, minion: str = TOLDEA):
    sc = Scenario()
    frodo = sc.ring_bearer()
    boromir = sc.companion(BOROMIR)
    grimir = sc.ally(GRIMIR)
    m = sc.minion(minion)
    sc.support("1_207", player=1)  # Black Breath, a Shadow condition
    items = []
    if armor:
        items.append(sc.bear(boromir, "1_92"))
    if fp_condition:
        items.append(sc.support("1_100"))  # The Choice of Lúthien
    ev = sc.hand("1_205")
    game = sc.twilight(6).start("maneuver")
    act(game, "pass")
    return game, ev, m, frodo, boromir, grimir, items


def test_beauty_is_fading_discards_a_free_peoples_possession():
    """Beauty Is Fading ("1_205"): "Exert a Nazgûl to discard a Free Peoples possession
    or Free Peoples condition": Boromir's Armor goes, Black Breath (Shadow) is no
    choice, nobody else is discarded."""
    game, ev, m, _f, boromir, grimir, (armor,) = _beauty(armor=True)
    act(game, "play", ev)
    assert game.s.wounds[m] == 1 and game.s.zone[armor] == "discard"
    assert game.s.zone[boromir] == "fellowship" and game.s.zone[grimir] != "discard"


def test_beauty_is_fading_discards_a_free_peoples_condition():
    """Beauty Is Fading ("1_205"): "or Free Peoples condition": The Choice of Lúthien."""
    game, ev, _m, _f, _b, _g, (cond,) = _beauty(fp_condition=True)
    act(game, "play", ev)
    assert game.s.zone[cond] == "discard"


def test_beauty_is_fading_otherwise_discards_an_ally_or_companion_not_the_ring_bearer():
    """Beauty Is Fading ("1_205"): "If you can spot no such card, discard an ally or
    companion (except the Ring-bearer) instead": the choice is Boromir or Grimir."""
    game, ev, _m, frodo, boromir, grimir, _i = _beauty()
    act(game, "play", ev)
    assert {a.card for a in game.legal_actions() if a.kind == "choose"} == {boromir, grimir}
    act(game, "choose", grimir)
    assert game.s.zone[grimir] == "discard" and game.s.zone[frodo] == "fellowship"


def test_beauty_is_fading_needs_an_exertable_nazgul():
    """Beauty Is Fading ("1_205"): "Exert a Nazgûl": the Moria Scout cannot pay."""
    game, ev, *_ = _beauty(armor=True, minion=MORIA_SCOUT)
    assert not can(game, "play", ev)


# --- The Twilight World -------------------------------------------------------------------

def _ring_on(minion: str):
    sc = Scenario(rings=("7_2", "7_2"))  # Such a Weight to Carry: Maneuver, put it on
    sc.ring_bearer()
    m = sc.minion(minion)
    world = sc.hand("1_228")
    game = sc.twilight(2).start("maneuver")
    use(game, sc.ring())
    return game, m, world


def test_the_twilight_world_exerts_a_nazgul_to_add_two_burdens_when_the_ring_goes_on():
    """The Twilight World ("1_228"): "If the Ring-bearer puts on The One Ring, exert a
    Nazgûl to add 2 burdens"."""
    game, m, world = _ring_on(TOLDEA)
    before = game.s.burdens[game.s.fp]
    assert game.decision.kind == "optional_trigger" and game.decision.player == 1
    act(game, "resolve", world)
    assert game.s.wounds[m] == 1 and game.s.burdens[game.s.fp] == before + 2


def test_the_twilight_world_needs_a_nazgul_to_exert():
    """The Twilight World ("1_228"): with only the Moria Scout it is not offered."""
    game, _m, world = _ring_on(MORIA_SCOUT)
    assert not _offered(game, world, "phase_started")


# --- Black Steed --------------------------------------------------------------------------

def test_black_steed_strength_plus_two_at_a_plains_site():
    """Black Steed ("1_208"): "While at a plains site, bearer is strength +2" (with its
    printed +2): at Ettenmoors (plains) +4, at Weathertop (not plains) +2."""
    for site, bonus in (("1_331", 4), ("1_337", 2)):
        sc = at_site(site)
        sc.ring_bearer()
        toldea = sc.minion(TOLDEA)
        sc.bear(toldea, "1_208")
        runner = sc.minion(GOBLIN_RUNNER)
        game = sc.start("shadow")
        assert strength(game, toldea) == 12 + bonus, site
        assert strength(game, runner) == 5  # only the bearer


def test_black_steed_is_discarded_when_the_fellowship_moves_underground():
    """Black Steed ("1_208"): "Discard this possession when at an underground site":
    moving to Balin's Tomb discards it; Toldëa stays."""
    sc = moving_to("1_343")
    sc.ring_bearer()
    toldea = sc.minion(TOLDEA)
    steed = sc.bear(toldea, "1_208")
    game = sc.start("fellowship")
    pass_until(game, "moves_to")
    assert game.s.zone[steed] == "discard" and game.s.zone[toldea] == "minions"


def test_black_steed_kept_when_moving_to_a_site_that_is_not_underground():
    """Black Steed ("1_208"): moving to Ettenmoors (plains) keeps it."""
    sc = moving_to("1_331")
    sc.ring_bearer()
    toldea = sc.minion(TOLDEA)
    steed = sc.bear(toldea, "1_208")
    game = sc.start("fellowship")
    pass_until(game, "moves_to")
    assert game.s.zone[steed] == "attached"


def test_black_steed_played_at_an_underground_site_is_discarded():
    """Black Steed ("1_208"): played while at Balin's Tomb, it is discarded at once;
    played at Weathertop it stays. "Bearer must be a Nazgûl": never on an Orc."""
    for site, zone in (("1_343", "discard"), ("1_337", "attached")):
        sc = at_site(site)
        sc.ring_bearer()
        toldea = sc.minion(TOLDEA)
        runner = sc.minion(GOBLIN_RUNNER)
        steed = sc.hand("1_208")
        game = sc.twilight(3).start("shadow")
        assert not can(game, "play", steed, runner)
        act(game, "play", steed, toldea)
        assert game.s.zone[steed] == zone, site


# --- In the Ringwraith's Wake -------------------------------------------------------------

def _wake(minion: str = TOLDEA, *, fp_strength: int = 0, frodo_wounds: int = 0,
          defender: str = BOROMIR):
    """``minion`` skirmishes Boromir (not overwhelmed); the Wake is in hand."""
    sc = Scenario(rings=("1_1", "1_1"))
    frodo = sc.ring_bearer()
    boromir = sc.companion(defender)
    sc.assign(sc.minion(minion), boromir)
    if frodo_wounds:
        sc.wounds(frodo, frodo_wounds)
    wake = sc.hand("1_214")
    game = sc.burdens(1).start("skirmishes")
    if fp_strength:
        game.s.mods = [*game.s.mods, (boromir, "strength", fp_strength, "turn", -1)]
    return game, wake, frodo


def test_in_the_ringwraiths_wake_the_fp_player_chooses_a_burden():
    """In the Ringwraith's Wake ("1_214"): "If a Nazgûl wins a skirmish, the Free
    Peoples player chooses to either exert the Ring-bearer or add a burden": he
    chooses the burden."""
    game, wake, frodo = _wake()
    assert _offered(game, wake, "skirmish_ended")
    act(game, "resolve", wake)
    assert game.decision.player == game.s.fp
    labels = [game.describe(a) for a in game.legal_actions()]
    assert labels == ["Exert the Ring-bearer", "Add a burden"]
    act(game, "choose_option", value=1)
    assert game.s.burdens[game.s.fp] == 2 and game.s.wounds[frodo] == 0


def test_in_the_ringwraiths_wake_the_fp_player_chooses_to_exert_the_ring_bearer():
    """In the Ringwraith's Wake ("1_214"): "exert the Ring-bearer"."""
    game, wake, frodo = _wake()
    assert _offered(game, wake, "skirmish_ended")
    act(game, "resolve", wake)
    act(game, "choose_option", value=0)
    assert game.s.burdens[game.s.fp] == 1 and game.s.wounds[frodo] == 1


def test_in_the_ringwraiths_wake_an_exhausted_ring_bearer_leaves_the_burden():
    """In the Ringwraith's Wake ("1_214"): Frodo exhausted cannot exert, so the burden
    is added without a choice."""
    game, wake, _frodo = _wake(frodo_wounds=4)  # vitality 4, +1 from The One Ring
    assert _offered(game, wake, "skirmish_ended")
    act(game, "resolve", wake)
    assert game.s.burdens[game.s.fp] == 2


def test_in_the_ringwraiths_wake_not_when_an_orc_or_the_companion_wins():
    """In the Ringwraith's Wake ("1_214"): "a Nazgûl wins": not for the Moria Scout's
    win over Merry, nor when Boromir beats Toldëa."""
    game, wake, _f = _wake(MORIA_SCOUT, defender=MERRY)
    assert not _offered(game, wake, "skirmish_ended")
    game, wake, _f = _wake(fp_strength=20)
    assert not _offered(game, wake, "skirmish_ended")


# --- The Master's Will --------------------------------------------------------------------

def _masters_will(*nazgul: str):
    sc = Scenario()
    sc.ring_bearer()
    for m in nazgul:
        sc.minion(m)
    will = sc.hand("1_215")
    # the draw deck, top first: a [wraith] card, two [moria] cards, a [wraith] card
    deck = [sc.draw_bottom(c) for c in ("1_204", "1_178", "1_191", "1_212")]
    game = sc.twilight(3).start("shadow")
    return game, will, deck


def test_the_masters_will_two_nazgul_reveal_two_and_keep_the_wraith_cards():
    """The Master's Will ("1_215"): "Spot X Nazgûl to reveal the top X cards of your
    draw deck. Take into your hand all [wraith] cards revealed and discard the rest":
    two Nazgûl (the Moria Scout is none): All Veils Removed to hand, the Goblin Runner
    discarded, the rest of the deck untouched."""
    game, will, deck = _masters_will(TOLDEA, "1_229", MORIA_SCOUT)
    act(game, "play", will)
    assert [game.s.zone[c] for c in deck] == ["hand", "discard", "draw", "draw"]


def test_the_masters_will_three_nazgul_reveal_three():
    """The Master's Will ("1_215"): X = 3 reveals three: both Orcs are discarded."""
    game, will, deck = _masters_will(TOLDEA, "1_229", "1_230")
    act(game, "play", will)
    assert [game.s.zone[c] for c in deck] == ["hand", "discard", "discard", "draw"]


def test_the_masters_will_needs_a_nazgul():
    """The Master's Will ("1_215"): with no Nazgûl there is nothing to spot."""
    game, will, _deck = _masters_will(MORIA_SCOUT)
    assert not can(game, "play", will)


# --- Úlairë Nertëa, Messenger of Dol Guldur -----------------------------------------------

def _nertea(companions: int, discards: tuple[str, ...] = (MORIA_SCOUT, GOBLIN_RUNNER, "1_204")):
    sc = Scenario()
    sc.ring_bearer()
    for c in (BOROMIR, MERRY, "1_89", "1_51", "1_13", "1_311")[:companions - 1]:
        sc.companion(c)
    nertea = sc.hand("1_234")
    pile = [sc.discard(m) for m in discards]
    game = sc.twilight(30).at_site(3).start("shadow")
    act(game, "play", nertea)
    return game, nertea, pile


def _play_offers(game, nertea: int, pile: list[int]) -> int:
    """Accept each "may play a minion from discard", picking the first minion offered;
    returns how many of ``pile`` are then in play."""
    for _ in range(10):
        if game.decision is None or game.decision.kind != "choose":
            break
        game.apply(next(a for a in game.legal_actions() if a.kind == "choose"))
    return sum(game.s.zone[c] == "minions" for c in pile)


def test_nertea_six_companions_play_two_minions_from_discard():
    """Úlairë Nertëa ("1_234"): "When you play Úlairë Nertëa, for each companion over 4,
    you may play 1 minion from your discard pile": 6 companions, both Orcs come back
    (All Veils Removed, no minion, stays)."""
    game, nertea, pile = _nertea(6)
    scout, runner, veils = pile
    assert _play_offers(game, nertea, pile) == 2
    assert game.s.zone[scout] == "minions" and game.s.zone[runner] == "minions"
    assert game.s.zone[veils] == "discard"


def test_nertea_five_companions_play_one_and_four_none():
    """Úlairë Nertëa ("1_234"): 5 companions, one minion; 4 companions, none offered."""
    game, nertea, pile = _nertea(5)
    assert _play_offers(game, nertea, pile) == 1
    game, nertea, pile = _nertea(4)
    assert game.decision is None or game.decision.kind != "choose"
    assert all(game.s.zone[c] == "discard" for c in pile)


def test_nertea_plays_only_minions_from_discard():
    """Úlairë Nertëa ("1_234"): "play 1 minion": with only Drawn to Its Power (a
    condition) in the discard pile, nothing is offered."""
    game, _nertea_card, (cond,) = _nertea(6, discards=("1_211",))
    assert game.decision is None or game.decision.kind != "choose"
    assert game.s.zone[cond] == "discard"


# --- Bent on Discovery --------------------------------------------------------------------

def _bent(minion: str | None = TOLDEA, *, wounds: int = 0):
    sc = Scenario()
    sc.ring_bearer()
    m = sc.minion(minion) if minion else -1
    if wounds:
        sc.wounds(m, wounds)
    bent = sc.support("1_206", player=1)
    second = sc.draw_top("1_227", player=1)
    top = sc.draw_top("1_204", player=1)
    game = sc.start("shadow")
    assert game.s.zone[second] == "draw"  # one card only
    return game, bent, m, top


def test_bent_on_discovery_draws_a_card_as_your_shadow_phase_begins():
    """Bent on Discovery ("1_206"): "At the beginning of each of your Shadow phases,
    draw 1 card"."""
    game, _bent_card, _m, top = _bent()
    assert game.s.zone[top] == "hand"


def test_bent_on_discovery_draws_nothing_in_the_maneuver_phase():
    """Bent on Discovery ("1_206"): only the Shadow phase's beginning draws."""
    sc = Scenario()
    sc.ring_bearer()
    sc.minion(TOLDEA)
    sc.support("1_206", player=1)
    top = sc.draw_top("1_204", player=1)
    game = sc.start("maneuver")
    assert game.s.zone[top] == "draw"


def test_bent_on_discovery_at_the_end_exert_a_nazgul_to_keep_it():
    """Bent on Discovery ("1_206"): "At the end of each of your Shadow phases, exert a
    Nazgûl or discard this condition": the Shadow player exerts Toldëa."""
    game, bent, toldea, _top = _bent()
    act(game, "pass")
    assert game.decision.kind == "choose_option" and game.decision.player == 1
    assert [game.describe(a) for a in game.legal_actions()] == [
        "Exert a Nazgûl", "Discard Bent on Discovery"]
    act(game, "choose_option", value=0)
    assert game.s.wounds[toldea] == 1 and game.s.zone[bent] == "support"


def test_bent_on_discovery_at_the_end_discard_it():
    """Bent on Discovery ("1_206"): "or discard this condition"."""
    game, bent, toldea, _top = _bent()
    act(game, "pass")
    act(game, "choose_option", value=1)
    assert game.s.wounds[toldea] == 0 and game.s.zone[bent] == "discard"


def test_bent_on_discovery_discarded_when_no_nazgul_can_exert():
    """Bent on Discovery ("1_206"): an exhausted Toldëa, or only an Orc, cannot exert:
    the condition is discarded."""
    for minion, wounds in ((TOLDEA, 2), (MORIA_SCOUT, 0)):
        game, bent, m, _top = _bent(minion, wounds=wounds)
        act(game, "pass")
        assert game.s.zone[bent] == "discard" and game.s.wounds[m] == wounds, minion
