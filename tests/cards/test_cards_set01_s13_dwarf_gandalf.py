"""Set 1 [dwarven] and [gandalf] cards (helper s13-dwarf-gandalf). Each test names the
card, quotes the clause it proves and shows the case the clause must exclude."""

from __future__ import annotations

from cardtest import Scenario, strength, use
from s13_dwarf_gandalf_common import playable_only_with

from ringtable.engine import stats
from ringtable.testing import act, can, pass_until

GIMLI_12 = "1_12"  # Gimli, Dwarf of Erebor
LEGOLAS = "1_50"
ARAGORN = "1_89"
BOROMIR = "1_97"
SAM = "1_311"
GOBLIN = "1_178"  # Goblin Runner, an Orc
SCOUT = "1_191"  # Moria Scout, an Orc
URUK = "1_154"  # Uruk Soldier, an Uruk-hai


def damage(game, card: int) -> int:
    return stats.keyword(game, card, "damage")


def skirmish_game(dwarf: str = "1_13", hand: str | None = None, wounds: int = 0):
    sc = Scenario()
    d = sc.companion(dwarf)
    boromir = sc.companion(BOROMIR)
    sc.assign(sc.minion(GOBLIN), d)
    card = sc.hand(hand) if hand else -1
    game = sc.wounds(d, wounds).start("skirmishes")
    pass_until(game, decision_kind="action")
    return game, d, boromir, card


def test_battle_fury_exerts_a_dwarf_for_strength_plus_three_and_damage_plus_one():
    # Battle Fury (1_4): "Skirmish: Exert a Dwarf to make that Dwarf strength +3 and damage +1."
    game, gimli, boromir, card = skirmish_game(hand="1_4")
    s0, d0, b0 = strength(game, gimli), damage(game, gimli), strength(game, boromir)
    act(game, "play", card)
    assert strength(game, gimli) == s0 + 3 and damage(game, gimli) == d0 + 1
    assert game.s.wounds[gimli] == 1 and strength(game, boromir) == b0
    # the exertion is the cost: an exhausted Dwarf cannot pay
    game, gimli, _b, card = skirmish_game(hand="1_4", wounds=2)
    assert not can(game, "play", card)


def test_cleaving_blow_makes_a_dwarf_strength_plus_two_and_damage_plus_one():
    # Cleaving Blow (1_5): "Skirmish: Make a Dwarf strength +2 and damage +1."
    game, gimli, boromir, card = skirmish_game(hand="1_5")
    s0, d0, b0 = strength(game, gimli), damage(game, gimli), damage(game, boromir)
    act(game, "play", card)
    assert strength(game, gimli) == s0 + 2 and damage(game, gimli) == d0 + 1
    assert game.s.wounds[gimli] == 0 and damage(game, boromir) == b0
    # a Man only: no Dwarf to make stronger
    sc = Scenario()
    boromir = sc.companion(BOROMIR)
    sc.assign(sc.minion(GOBLIN), boromir)
    card = sc.hand("1_5")
    game = sc.start("skirmishes")
    pass_until(game, decision_kind="action")
    assert not can(game, "play", card)


def test_delving_exerts_a_dwarf_companion_to_draw_three_cards():
    # Delving (1_6): "Fellowship: Exert a Dwarf companion to draw 3 cards."
    sc = Scenario()
    gimli = sc.companion("1_13")
    card = sc.hand("1_6")
    deck = [sc.draw_top(SAM) for _ in range(4)]
    game = sc.start("fellowship")
    act(game, "play", card)
    assert game.s.wounds[gimli] == 1
    assert sum(game.s.zone[c] == "hand" for c in deck) == 3
    # no Dwarf companion (a Man; a Dwarf ally, Grimir): not playable
    sc = Scenario()
    sc.companion(BOROMIR)
    sc.ally("1_17")
    card = sc.hand("1_6")
    game = sc.start("fellowship")
    assert not can(game, "play", card)


def test_gimli_son_of_gloin_is_damage_plus_one_and_exerts_for_strength_plus_two():
    # Gimli (1_13): "Damage +1. Skirmish: Exert Gimli to make him strength +2."
    game, gimli, boromir, _c = skirmish_game("1_13")
    assert damage(game, gimli) == 1
    s0, b0 = strength(game, gimli), strength(game, boromir)
    use(game, gimli)
    assert strength(game, gimli) == s0 + 2 and game.s.wounds[gimli] == 1
    assert strength(game, boromir) == b0
    game, gimli, _b, _c = skirmish_game("1_13", wounds=2)  # exhausted: cannot exert
    assert not can(game, "use", gimli)


def test_gimlis_battle_axe_damage_plus_one_and_may_wound_an_orc_when_gimli_wins():
    # Gimli's Battle Axe (1_14): "He is damage +1. Each time Gimli wins a skirmish, you may
    # wound an Orc."
    for resolve in (True, False):
        sc = Scenario()
        gimli = sc.companion("1_13")
        sc.bear(gimli, "1_14")
        sc.assign(sc.minion(GOBLIN), gimli)
        scout = sc.minion(SCOUT)  # an Orc not in the skirmish
        uruk = sc.minion(URUK)  # an Uruk-hai: not an Orc
        boromir = sc.companion(BOROMIR)
        game = sc.start("skirmishes")
        assert damage(game, gimli) == 2 and damage(game, boromir) == 0
        pass_until(game, decision_kind="optional_trigger")
        act(game, "resolve" if resolve else "pass")
        assert not can(game, "choose", uruk) and not can(game, "choose", boromir)
        if resolve and game.decision.kind == "choose":
            act(game, "choose", scout)
        assert game.s.wounds[scout] == (1 if resolve else 0)
        assert game.s.wounds[uruk] == 0


def test_gimlis_battle_axe_no_wound_when_another_companion_wins():
    sc = Scenario()
    gimli = sc.companion("1_13")
    sc.bear(gimli, "1_14")
    aragorn = sc.companion(ARAGORN)
    sc.assign(sc.minion(GOBLIN), aragorn)
    game = sc.start("skirmishes")
    events = pass_until(game, "skirmish_resolved")
    assert not any(e.kind == "optional_trigger" for e in events)
    assert game.decision is None or game.decision.kind != "optional_trigger"


def test_albert_dreary_needs_gandalf_and_exerts_to_discard_isengard_or_moria_condition():
    # Albert Dreary (1_69): "To play, spot Gandalf. Maneuver: Exert Albert Dreary to discard
    # an [isengard] or [moria] condition."
    for cond in ("1_120", "1_173"):  # Alive and Unspoiled [isengard]; Goblin Armory [moria]
        sc = Scenario()
        albert = sc.ally("1_69")
        c = sc.support(cond, player=1)
        sc.minion(GOBLIN)
        game = sc.start("maneuver")
        pass_until(game, decision_kind="action")
        use(game, albert)
        assert game.s.zone[c] == "discard" and game.s.wounds[albert] == 1
    sc = Scenario()
    albert = sc.ally("1_69")
    sc.support("1_220", player=1)  # Not Easily Destroyed, a [wraith] condition: not discarded
    sc.minion(GOBLIN)  # a [moria] minion, not a condition
    sc.minion(URUK)  # an [isengard] minion, not a condition
    game = sc.start("maneuver")
    pass_until(game, decision_kind="action")
    assert not can(game, "use", albert)
    assert playable_only_with("1_69", "1_72")


def test_durins_secret_needs_gandalf_a_dwarf_and_an_elf_for_move_limit_plus_one():
    # Durin's Secret (1_71): "Spot Gandalf, a Dwarf, and an Elf to make the move limit for
    # this turn +1."
    full = ("1_72", "1_13", LEGOLAS)
    for who in (full, full[1:], ("1_72", LEGOLAS), ("1_72", "1_13")):
        sc = Scenario()
        for c in who:
            sc.companion(c)
        card = sc.hand("1_71")
        game = sc.start("fellowship")
        if who != full:
            assert not can(game, "play", card), who
            continue
        before = stats.move_limit(game)
        act(game, "play", card)
        assert stats.move_limit(game) == before + 1


def test_gandalf_friend_of_the_shirefolk_strength_per_race_in_the_fellowship():
    # Gandalf (1_72): "strength +1 for each of these races you can spot in the fellowship:
    # Hobbit, Dwarf, Elf, and Man." (the Ring-bearer is a Hobbit; two Men count once)
    for extra, bonus in (((), 1), (("1_13",), 2), (("1_13", LEGOLAS), 3),
                         (("1_13", LEGOLAS, ARAGORN, BOROMIR), 4)):
        sc = Scenario()
        gandalf = sc.companion("1_72")
        for c in extra:
            sc.companion(c)
        sc.minion(GOBLIN)  # an Orc (not a companion race) in play
        sc.ally("1_17")  # Grimir: a Dwarf ally, not in the fellowship
        sc.ally("1_69")  # Albert Dreary: a Man ally
        game = sc.start("fellowship")
        assert strength(game, gandalf) == 6 + bonus, extra


def test_glamdring_damage_plus_one_and_reveals_hand_to_remove_one_per_orc():
    # Glamdring (1_75): "He is damage +1. Fellowship or Regroup: Exert Gandalf to reveal an
    # opponent's hand. Remove (1) for each Orc revealed."
    for stage in ("fellowship", "regroup"):
        sc = Scenario()
        gandalf = sc.companion("1_72")
        glamdring = sc.bear(gandalf, "1_75")
        boromir = sc.companion(BOROMIR)  # not the bearer: no damage bonus
        for _ in range(2):
            sc.hand(SCOUT)
        sc.hand(URUK)  # an Uruk-hai: not an Orc
        sc.hand(SCOUT, player=0)  # my own Orc: not revealed
        if stage == "regroup":
            sc.minion(SCOUT)
        game = sc.twilight(5).start(stage)
        assert damage(game, gandalf) == 1 and damage(game, boromir) == 0
        events = use(game, glamdring)
        assert any(e.kind == "reveal_hand" for e in events)
        assert game.s.twilight == 3 and game.s.wounds[gandalf] == 1, stage
    sc = Scenario()
    gandalf = sc.companion("1_72")
    glamdring = sc.bear(gandalf, "1_75")
    sc.minion(GOBLIN)
    game = sc.start("maneuver")
    pass_until(game, decision_kind="action")
    assert not can(game, "use", glamdring)  # not a maneuver ability


def test_let_folly_be_our_cloak_exerts_x_companions_to_remove_x():
    # Let Folly Be Our Cloak (1_77): "Fellowship: Exert X companions to remove (X)."
    sc = Scenario()
    gimli = sc.companion("1_13")
    boromir = sc.companion(BOROMIR)
    ottar = sc.ally("1_80")  # an ally, not a companion: never exerted
    card = sc.hand("1_77")
    game = sc.twilight(5).start("fellowship")
    act(game, "play", card)
    assert not can(game, "choose", ottar)
    act(game, "choose", gimli)
    act(game, "choose", boromir)
    act(game, "pass")  # X = 2: Frodo does not exert
    assert game.s.twilight == 3 and game.s.wounds[gimli] == game.s.wounds[boromir] == 1
    assert game.s.wounds[0] == 0


def test_ottar_needs_gandalf_and_discards_up_to_three_to_draw_as_many():
    # Ottar (1_80): "To play, spot Gandalf. Fellowship: Exert Ottar to discard up to 3 cards
    # from hand and draw an equal number of cards."
    sc = Scenario()
    ottar = sc.ally("1_80")
    held = [sc.hand(SAM) for _ in range(2)]
    deck = [sc.draw_top(BOROMIR) for _ in range(4)]
    game = sc.start("fellowship")
    use(game, ottar)
    act(game, "choose", held[0])
    act(game, "pass")  # one card discarded: one drawn
    assert game.s.zone[held[0]] == "discard" and game.s.zone[held[1]] == "hand"
    assert game.s.wounds[ottar] == 1
    assert [game.s.zone[c] for c in deck].count("hand") == 1
    # "up to 3": with 4 cards in hand the third pick is the last
    sc = Scenario()
    ottar = sc.ally("1_80")
    held = [sc.hand(SAM) for _ in range(4)]
    for _ in range(4):
        sc.draw_top(BOROMIR)
    game = sc.start("fellowship")
    use(game, ottar)
    for c in held[:3]:
        act(game, "choose", c)
    assert game.s.zone[held[3]] == "hand" and game.s.zone[held[2]] == "discard"
    assert not can(game, "choose", held[3])
    assert playable_only_with("1_80", "1_72")


def test_risk_a_little_light_takes_one_of_the_top_two_and_discards_the_other():
    # Risk a Little Light (1_82): "If the twilight pool has fewer than 2 twilight tokens,
    # spot Gandalf to look at the top 2 cards of your draw deck. Take one into hand and
    # discard the other."
    sc = Scenario()
    sc.companion("1_72")
    card = sc.hand("1_82")
    third = sc.draw_top(ARAGORN)
    second = sc.draw_top(BOROMIR)
    top = sc.draw_top(SAM)
    game = sc.twilight(1).start("fellowship")
    act(game, "play", card)
    act(game, "choose", second)
    assert game.s.zone[second] == "hand" and game.s.zone[top] == "discard"
    assert game.s.zone[third] == "draw"
    for twilight, gandalf in ((2, True), (0, False)):
        sc = Scenario()
        if gandalf:
            sc.companion("1_72")
        card = sc.hand("1_82")
        sc.draw_top(SAM)
        sc.draw_top(SAM)
        game = sc.twilight(twilight).start("fellowship")
        assert not can(game, "play", card)


def test_questions_that_need_answering_takes_two_of_the_top_four_discards_the_rest():
    # Questions That Need Answering (1_81): "If the twilight pool has fewer than 3 twilight
    # tokens, spot Gandalf to look at the top 4 cards of your draw deck. Take 2 of those
    # cards into hand and discard the rest."
    sc = Scenario()
    sc.companion("1_72")
    card = sc.hand("1_81")
    fifth = sc.draw_top(ARAGORN)
    four = [sc.draw_top(c) for c in (SAM, BOROMIR, "1_13", LEGOLAS)]
    game = sc.twilight(2).start("fellowship")
    act(game, "play", card)
    act(game, "choose", four[0])
    act(game, "choose", four[1])
    assert [game.s.zone[c] for c in four] == ["hand", "hand", "discard", "discard"]
    assert game.s.zone[fifth] == "draw"
    for twilight, gandalf in ((3, True), (0, False)):
        sc = Scenario()
        if gandalf:
            sc.companion("1_72")
        card = sc.hand("1_81")
        for _ in range(4):
            sc.draw_top(SAM)
        game = sc.twilight(twilight).start("fellowship")
        assert not can(game, "play", card)


def test_servant_of_the_secret_fire_spots_gandalf_for_a_minion_strength_minus_three():
    # Servant of the Secret Fire (1_83): "Skirmish: Spot Gandalf to make a minion strength -3."
    for gandalf in (True, False):
        sc = Scenario()
        if gandalf:
            sc.companion("1_72")
        frodo = sc.ring_bearer()
        goblin = sc.minion(GOBLIN)
        sc.assign(goblin, frodo)
        card = sc.hand("1_83")
        game = sc.start("skirmishes")
        pass_until(game, decision_kind="action")
        if not gandalf:
            assert not can(game, "play", card)
            continue
        before, f0 = strength(game, goblin), strength(game, frodo)
        act(game, "play", card)
        assert strength(game, goblin) == before - 3 and strength(game, frodo) == f0


def test_a_wizard_is_never_late_plays_a_gandalf_character_from_the_draw_deck():
    # A Wizard Is Never Late (1_87): "Fellowship: Play a [gandalf] character from your draw
    # deck." (Ottar is one; Aragorn is not [gandalf])
    sc = Scenario()
    sc.companion("1_72")
    card = sc.hand("1_87")
    aragorn = sc.draw_top(ARAGORN)
    cart = sc.draw_top("1_73")  # Gandalf's Cart: [gandalf], not a character
    ottar = sc.draw_top("1_80")
    game = sc.twilight(0).start("fellowship")
    act(game, "play", card)  # the only [gandalf] character: no choice asked
    assert game.s.zone[ottar] == "support" and game.s.zone[aragorn] == "draw"
    assert game.s.zone[cart] == "draw"
