"""Set 1 [shire] cards (helper s13-shire), part 2: pipes, Sting, Thrór's Map, Bilbo and
Master Proudfoot, Merry's strength, the stealth of A Talent for Not Being Seen. Each test
names the card, quotes the clause it proves and shows the case the clause must exclude."""

from __future__ import annotations

from cardtest import Scenario, choose, strength, use

from ringtable.engine import stats
from ringtable.testing import act, can

MERRY = "1_303"  # Merry, Unquestionably Clever: a Hobbit companion
ARAGORN = "1_89"
BOROMIR = "1_97"
SCOUT = "1_191"  # Moria Scout: an Orc
LEAF = "1_300"  # Longbottom Leaf: a pipeweed possession
# The Choice of Lúthien, The Saga of Elendil, There and Back Again: three tales
TALES = ("1_100", "1_114", "1_317")


def test_bilbo_retired_adventurer_shuffles_a_shire_card_from_discard_into_the_deck():
    # Bilbo, Retired Adventurer (1_284): "Fellowship: Exert Bilbo to shuffle a [shire]
    # card from your discard pile into your draw deck."
    sc = Scenario()
    bilbo = sc.ally("1_284")
    shire = sc.discard("1_299")  # Hobbit Sword: [shire]
    other = sc.discard(BOROMIR)  # [gondor]
    sc.draw_top(ARAGORN)
    game = sc.start("fellowship")
    use(game, bilbo)
    assert game.s.zone[shire] == "draw" and game.s.zone[other] == "discard"
    assert game.s.wounds[bilbo] == 1 and len(game.s.piles[0]["draw"]) == 2


def test_bilbo_retired_adventurer_shuffles_the_draw_deck():
    # "shuffle ... into your draw deck": not simply on top
    tops = set()
    for seed in range(1, 7):
        sc = Scenario(seed=seed)
        bilbo = sc.ally("1_284")
        shire = sc.discard("1_299")
        for card in (BOROMIR, ARAGORN, "1_92", "1_364", "1_51"):
            sc.draw_top(card)
        game = sc.start("fellowship")
        use(game, bilbo)
        tops.add(game.s.piles[0]["draw"][-1] == shire)
    assert tops == {True, False}


def _pipes(pipe: str, bearer_id: str | None = None, leaf: bool = True) -> tuple:
    """``pipe`` borne by Frodo and The Gaffer's Pipe by Merry: 2 pipes."""
    sc = Scenario()
    frodo = sc.ring_bearer()
    merry = sc.companion(MERRY)
    item = sc.bear(frodo, pipe)
    if pipe != "1_292":
        sc.bear(merry, "1_292")
    else:
        sc.bear(merry, "1_285")
    weed = sc.support(LEAF) if leaf else sc.support("2_112")  # A Promise: no pipeweed
    sc.support("17_106")  # Halfling Leaf: pipeweed, but a condition (not discarded)
    return sc, item, weed, frodo, merry


def test_bilbos_pipe_discards_pipeweed_to_shuffle_x_tales_into_the_deck():
    # Bilbo's Pipe (1_285): "Bearer must be a Hobbit. Fellowship: Discard a pipeweed
    # possession and spot X pipes to shuffle X tales from your discard pile into your
    # draw deck." (2 pipes: 2 of the 3 tales)
    sc, pipe, weed, frodo, merry = _pipes("1_285")
    tales = [sc.discard(t) for t in TALES]
    other = sc.discard(BOROMIR)  # no tale
    game = sc.start("fellowship")
    use(game, pipe)
    assert game.s.zone[weed] == "discard"
    assert set(game.decision.cards) == set(tales)
    choose(game, tales[0])
    choose(game, tales[1])
    assert [game.s.zone[t] for t in tales] == ["draw", "draw", "discard"]
    assert game.s.zone[other] == "discard"


def test_bilbos_pipe_shuffles_the_draw_deck():
    tops = set()
    for seed in range(1, 7):
        sc, pipe, weed, frodo, merry = _pipes("1_285")
        sc.seed = seed
        tale = sc.discard(TALES[0])
        for card in (BOROMIR, ARAGORN, "1_92", "1_364", "1_51"):
            sc.draw_top(card)
        game = sc.start("fellowship")
        use(game, pipe)
        tops.add(game.s.piles[0]["draw"][-1] == tale)
    assert tops == {True, False}


def test_bilbos_pipe_needs_pipeweed_and_a_hobbit():
    sc, pipe, weed, frodo, merry = _pipes("1_285", leaf=False)
    sc.discard(TALES[0])
    game = sc.start("fellowship")
    assert not can(game, "use", pipe)
    sc = Scenario()
    sc.companion(MERRY)
    aragorn = sc.companion(ARAGORN)
    pipe = sc.hand("1_285")
    game = sc.start("fellowship")
    targets = {a.target for a in game.legal_actions() if a.card == pipe}
    assert aragorn not in targets and sc.ring_bearer() in targets


def test_the_gaffers_pipe_discards_pipeweed_to_remove_x_twilight():
    # The Gaffer's Pipe (1_292): "Fellowship: Discard a pipeweed possession and spot X
    # pipes to remove (X)." (2 pipes)
    sc, pipe, weed, frodo, merry = _pipes("1_292")
    game = sc.twilight(5).start("fellowship")
    use(game, pipe)
    assert game.s.zone[weed] == "discard" and game.s.twilight == 3


def test_the_gaffers_pipe_needs_pipeweed_and_a_hobbit():
    sc, pipe, weed, frodo, merry = _pipes("1_292", leaf=False)
    game = sc.twilight(5).start("fellowship")
    assert not can(game, "use", pipe)
    sc = Scenario()
    aragorn = sc.companion(ARAGORN)
    pipe = sc.hand("1_292")
    game = sc.start("fellowship")
    targets = {a.target for a in game.legal_actions() if a.card == pipe}
    assert targets == {sc.ring_bearer()} and aragorn >= 0


def test_master_proudfoot_takes_the_shire_cards_of_the_top_three_and_discards_the_rest():
    # Master Proudfoot (1_301): "Fellowship: If the twilight pool has fewer than 3
    # twilight tokens, add (2) to reveal the top 3 cards of your draw deck. Take all
    # [shire] cards revealed into hand and discard the rest."
    sc = Scenario()
    proudfoot = sc.ally("1_301")
    fourth = sc.draw_top("1_315")  # Stout and Sturdy: [shire], but the 4th card
    third = sc.draw_top(ARAGORN)  # [gondor]
    second = sc.draw_top(BOROMIR)  # [gondor]
    first = sc.draw_top("1_312")  # Sorry About Everything: [shire]
    game = sc.twilight(2).start("fellowship")
    use(game, proudfoot)
    assert game.s.twilight == 4
    assert [game.s.zone[c] for c in (first, second, third, fourth)] == \
        ["hand", "discard", "discard", "draw"]
    sc = Scenario()
    proudfoot = sc.ally("1_301")
    cards = [sc.draw_top(c) for c in ("1_299", BOROMIR, "1_312")]
    game = sc.twilight(0).start("fellowship")
    use(game, proudfoot)
    assert [game.s.zone[c] for c in cards] == ["hand", "discard", "hand"]


def test_master_proudfoot_needs_fewer_than_three_twilight():
    sc = Scenario()
    proudfoot = sc.ally("1_301")
    sc.draw_top("1_299")
    game = sc.twilight(3).start("fellowship")
    assert not can(game, "use", proudfoot)


def test_merry_friend_to_sam_adds_his_strength_to_another_companion():
    # Merry, Friend to Sam (1_302): "Skirmish: If Merry is not assigned to a skirmish,
    # exert him twice to add his strength to another companion."
    sc = Scenario()
    merry = sc.companion("1_302")
    frodo = sc.ring_bearer()
    sc.assign(sc.minion(SCOUT), frodo)
    game = sc.start("skirmishes")
    before = strength(game, frodo)
    use(game, merry)
    assert strength(game, frodo) == before + strength(game, merry) == before + 3
    assert game.s.wounds[merry] == 2 and strength(game, merry) == 3


def test_merry_friend_to_sam_not_while_assigned_and_needs_two_exertions():
    sc = Scenario()
    merry = sc.companion("1_302")
    sc.assign(sc.minion(SCOUT), merry)
    game = sc.start("skirmishes")
    assert not can(game, "use", merry)
    sc = Scenario()
    merry = sc.companion("1_302")
    sc.assign(sc.minion(SCOUT), sc.ring_bearer())
    game = sc.wounds(merry, 2).start("skirmishes")
    assert not can(game, "use", merry)


def test_a_talent_for_not_being_seen_shadow_number_minus_one_or_two():
    # A Talent for Not Being Seen (1_316): "To play, exert a Hobbit. Each time the
    # fellowship moves, spot 2 Hobbit companions to make the Shadow number -1 (or spot 4
    # to make it -2)." (Bree Gate: Shadow number 2)
    # (2 Hobbit companions and 4 companions, 4 Hobbits with the ally: still -1)
    for hobbits, change in ((0, 0), (1, -1), (2, -1), (3, -2)):
        sc = Scenario()
        for name in (MERRY, "1_311", "1_306")[:hobbits]:
            sc.companion(name)
        sc.companion(ARAGORN)  # a companion, no Hobbit
        sc.ally("1_297")  # Hobbit Party Guest: a Hobbit, no companion
        talent = sc.hand("1_316")
        sword = sc.hand("1_299")  # Hobbit Sword
        game = sc.at_site(2).start("fellowship")
        site = stats.current_site(game)
        before = stats.shadow_number(game, site)
        act(game, "play", talent)
        assert game.decision.kind == "choose"  # Frodo, the Guest, the Hobbit companions
        assert len(game.decision.cards) == hobbits + 2
        choose(game, sc.ring_bearer())
        assert game.s.wounds[sc.ring_bearer()] == 1
        assert stats.shadow_number(game, site) == before + change, hobbits
        act(game, "play", sword)
        assert game.decision.kind != "choose"  # another card played: nobody exerts


def test_a_talent_for_not_being_seen_needs_a_hobbit_to_exert():
    sc = Scenario()
    sc.companion(ARAGORN)
    talent = sc.hand("1_316")
    game = sc.wounds(sc.ring_bearer(), 3).start("fellowship")
    assert not can(game, "play", talent)


def test_thrors_map_plays_the_fellowships_next_site():
    # Thrór's Map (1_318): "Fellowship or Regroup: Exert 2 Hobbits and discard Thrór's
    # Map to play the fellowship's next site (replacing opponent's site if necessary)."
    for stage in ("fellowship", "regroup"):
        sc = Scenario()
        merry = sc.companion(MERRY)
        boromir = sc.companion(BOROMIR)  # no Hobbit: he does not pay
        thror = sc.support("1_318")
        if stage == "regroup":
            sc.minion(SCOUT)
        game = sc.start(stage)
        use(game, thror)
        site2 = game.s.path[2]
        assert game.s.owner[site2] == 0 and game.cards[site2].title == "Bree Gate", stage
        assert game.s.wounds[merry] == 1 and game.s.wounds[sc.ring_bearer()] == 1
        assert game.s.wounds[boromir] == 0 and game.s.zone[thror] == "discard"


def test_thrors_map_needs_two_hobbits():
    sc = Scenario()
    sc.companion(BOROMIR)
    thror = sc.support("1_318")
    game = sc.start("fellowship")
    assert not can(game, "use", thror)


def test_sting_reveals_the_hand_and_removes_one_per_orc_limit_four():
    # Sting (1_313): "Fellowship or Regroup: Exert Frodo to reveal an opponent's hand.
    # Remove (1) for each Orc revealed (limit (4))."
    for orcs, removed in ((2, 2), (5, 4)):
        for stage in ("fellowship", "regroup"):
            sc = Scenario()
            frodo = sc.ring_bearer()
            sc.companion(MERRY)  # not the bearer: he does not exert
            sting = sc.bear(frodo, "1_313")
            for _ in range(orcs):
                sc.hand(SCOUT)
            sc.hand("1_154")  # Uruk Soldier: no Orc
            sc.hand(SCOUT, player=0)  # an Orc in my own hand: not revealed
            if stage == "regroup":
                sc.minion(SCOUT)
            game = sc.twilight(6).start(stage)
            events = use(game, sting)
            assert any(e.kind == "reveal_hand" for e in events)
            assert game.s.twilight == 6 - removed and game.s.wounds[frodo] == 1, stage
