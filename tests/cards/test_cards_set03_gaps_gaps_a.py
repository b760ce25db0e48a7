"""Set 3 (Realms of the Elf-lords) cards of the starters that needed a word the card
language lacked (issue 18, helper gaps-a): "reveal a card at random from an opponent's
hand" and "heal X companions, where X is the twilight cost of the card revealed"."""

from __future__ import annotations

from cardtest import Scenario

from ringtable.engine import effects
from ringtable.testing import act, can

BOROMIR, ARAGORN, FARAMIR, ARWEN = "1_97", "1_89", "4_116", "1_30"
SCOUT, TROLL, RUNNER = "1_191", "1_165", "1_178"  # Moria Scout (2), Cave Troll (10), Runner (1)


def _numenor(card: str, hand: tuple[str, ...], companions=(BOROMIR, ARAGORN, FARAMIR), own=()):
    sc = Scenario()
    chars = [sc.companion(c) for c in companions]
    for c in chars:
        sc.wounds(c, 1)
    minion = sc.minion(SCOUT)
    sc.wounds(minion, 1)
    for name in hand:
        sc.hand(name, player=1)
    for name in own:
        sc.hand(name, player=0)
    event = sc.hand(card, player=0)
    game = sc.at_site(2).start("maneuver")
    return game, event, chars, minion


def test_might_of_numenor_heals_as_many_companions_as_the_revealed_cost():
    """Might of Númenor (3_43): "reveal a card at random from an opponent's hand. Heal X
    companions, where X is the twilight cost of the card revealed." The Shadow hand is
    one Moria Scout (cost 2): it is revealed, and the player heals 2 of his 3 wounded
    companions; the wounded Moria Scout (a minion) is not offered."""
    game, event, chars, minion = _numenor("3_43", (SCOUT,))
    events = act(game, "play", event)
    assert any(e.kind == "revealed" and "Moria Scout" in e.text for e in events)
    d = game.decision
    assert d.kind == "choose" and set(d.cards) == set(chars) and minion not in d.cards
    act(game, "choose", chars[0])
    act(game, "choose", chars[2])
    assert [game.s.wounds[c] for c in chars] == [0, 1, 0] and game.s.wounds[minion] == 1


def test_might_of_numenor_reads_the_opponents_hand_not_yours():
    """Might of Númenor (3_43): "from an opponent's hand": the Shadow hand holds a Goblin
    Runner (cost 1), the player's own hand a Cave Troll (10): one companion is healed."""
    game, event, chars, _m = _numenor("3_43", (RUNNER,), own=(TROLL,))
    act(game, "play", event)
    assert game.decision.kind == "choose"
    act(game, "choose", chars[1])
    assert sorted(game.s.wounds[c] for c in chars) == [0, 1, 1]


def test_might_of_numenor_reveals_at_random_and_x_follows_the_card():
    """Might of Númenor (3_43): "at random": with a Runner (1) and a Cave Troll (10) in
    the Shadow hand, over several seeds both are revealed; the Troll heals every wounded
    companion, the Runner one."""
    seen = set()
    for seed in range(1, 12):
        sc = Scenario(seed=seed)
        chars = [sc.companion(c) for c in (BOROMIR, ARAGORN, FARAMIR)]
        for c in chars:
            sc.wounds(c, 1)
        sc.minion(SCOUT)  # a minion, so the maneuver phase is played
        sc.hand(RUNNER, player=1)
        sc.hand(TROLL, player=1)
        event = sc.hand("3_43", player=0)
        game = sc.at_site(2).start("maneuver")
        events = act(game, "play", event)
        shown = next(e.text for e in events if e.kind == "revealed")
        if "Cave Troll" in shown:
            seen.add("troll")
            assert all(game.s.wounds[c] == 0 for c in chars)
        else:
            seen.add("runner")
            assert game.decision.kind == "choose"
            act(game, "choose", chars[0])
            assert sorted(game.s.wounds[c] for c in chars) == [0, 1, 1]
    assert seen == {"troll", "runner"}


def test_might_of_numenor_needs_a_gondor_companion():
    """Might of Númenor (3_43): "Spot a [gondor] companion": with only Arwen (an Elf) and
    a [gondor] condition (First Level) in play it cannot be played."""
    sc = Scenario()
    arwen = sc.companion(ARWEN)
    sc.wounds(arwen, 1)
    sc.support("7_92", player=0)
    sc.minion(SCOUT)
    sc.hand(SCOUT, player=1)
    event = sc.hand("3_43", player=0)
    game = sc.at_site(2).start("maneuver")
    assert not can(game, "play", event)


# --- Friends of Old, Coming for the Ring: heal X, X the cost revealed -----------------------

def test_friends_of_old_heals_as_many_elven_allies_as_the_revealed_cost():
    """Friends of Old (3_16): "Reveal a card at random from an opponent's hand. Heal X
    [elven] allies, where X is the twilight cost of the card revealed." A Moria Scout
    (2) revealed: the player heals 2 of Orophin, Rúmil, Celeborn; Grimir (a [dwarven]
    ally) and Legolas (an [elven] companion) are not offered."""
    sc = Scenario()
    elves = [sc.ally(c) for c in ("1_56", "1_57", "1_34")]
    grimir, legolas = sc.ally("1_17"), sc.companion("1_51")
    for c in (*elves, grimir, legolas):
        sc.wounds(c, 1)
    sc.hand(SCOUT, player=1)
    event = sc.hand("3_16", player=0)
    game = sc.start("fellowship")
    act(game, "play", event)
    d = game.decision
    assert d.kind == "choose" and set(d.cards) == set(elves)
    act(game, "choose", elves[0])
    act(game, "choose", elves[2])
    assert [game.s.wounds[c] for c in elves] == [0, 1, 0]
    assert game.s.wounds[grimir] == 1 and game.s.wounds[legolas] == 1


def test_friends_of_old_reads_the_opponents_hand():
    """Friends of Old (3_16): "an opponent's hand": one of his two Goblin Runners (1) is
    revealed and heals one ally, though the player's own hand holds a Cave Troll (10)."""
    sc = Scenario()
    elves = [sc.ally(c) for c in ("1_56", "1_57")]
    for c in elves:
        sc.wounds(c, 1)
    sc.hand(RUNNER, player=1)
    sc.hand(RUNNER, player=1)
    sc.hand(TROLL, player=0)
    event = sc.hand("3_16", player=0)
    game = sc.start("fellowship")
    act(game, "play", event)
    act(game, "choose", elves[1])
    assert [game.s.wounds[c] for c in elves] == [1, 0]


def test_coming_for_the_ring_heals_isengard_minions_by_the_fp_cards_cost():
    """Coming for the Ring (3_51): "Reveal a card at random from the Free Peoples
    player's hand. Heal X [isengard] minions, where X is the twilight cost of the card
    revealed." Boromir (3) revealed: the three wounded Isengard Builders are healed, not
    the wounded Moria Scout; the Shadow player's own Cave Troll (10) is not read."""
    sc = Scenario()
    builders = [sc.minion("6_66") for _ in range(3)]
    scout = sc.minion(SCOUT)
    for c in (*builders, scout):
        sc.wounds(c, 1)
    sc.hand(BOROMIR, player=0)
    sc.hand(TROLL, player=1)
    event = sc.hand("3_51", player=1)
    sc.twilight(5)
    game = sc.at_site(4).start("regroup")
    act(game, "pass")  # the Free Peoples player
    act(game, "play", event)
    assert all(game.s.wounds[c] == 0 for c in builders) and game.s.wounds[scout] == 1
    sc2 = Scenario()
    builders2 = [sc2.minion("6_66") for _ in range(2)]
    for c in builders2:
        sc2.wounds(c, 1)
    sc2.hand(RUNNER, player=0)  # one of two cards of cost 1 revealed: one Builder
    sc2.hand(RUNNER, player=0)
    event2 = sc2.hand("3_51", player=1)
    sc2.twilight(5)
    game2 = sc2.at_site(4).start("regroup")
    act(game2, "pass")
    act(game2, "play", event2)
    assert game2.decision.kind == "choose" and game2.decision.player == 1
    act(game2, "choose", builders2[0])
    assert [game2.s.wounds[c] for c in builders2] == [0, 1]


# --- The Trees Are Strong: discard X to wound X -------------------------------------------

def _trees(card: str, builders: int = 3, others=(RUNNER,)):
    sc = Scenario()
    chars = [0, sc.companion(BOROMIR), sc.companion(ARAGORN)]
    orcs = [sc.minion("6_66") for _ in range(builders)]
    rest = [sc.minion(m) for m in others]
    event = sc.hand(card, player=1)
    sc.twilight(5)
    game = sc.at_site(4).start("regroup")
    act(game, "pass")  # the Free Peoples player
    return game, event, chars, orcs, rest


def test_the_trees_are_strong_discards_x_isengard_orcs_to_wound_x_companions():
    """The Trees Are Strong (3_73): "Discard X [isengard] Orcs to make the Free Peoples
    player wound X companions." Two Isengard Builders discarded (not the Goblin Runner, a
    [moria] Orc): the Free Peoples player wounds 2 companions of his choice."""
    game, event, chars, orcs, (runner,) = _trees("3_73")
    act(game, "play", event)
    d = game.decision
    assert d.kind == "choose" and d.player == 1 and set(d.cards) == set(orcs)
    act(game, "choose", orcs[0])
    act(game, "choose", orcs[1])
    act(game, "pass")  # X = 2
    assert [game.s.zone[c] for c in orcs] == ["discard", "discard", "minions"]
    assert game.s.zone[runner] == "minions"
    d = game.decision
    assert d.kind == "choose" and d.player == 0 and set(d.cards) == set(chars)
    act(game, "choose", chars[1])
    act(game, "choose", chars[2])
    assert [game.s.wounds[c] for c in chars] == [0, 1, 1]


def test_the_trees_are_strong_needs_an_isengard_orc():
    """The Trees Are Strong (3_73): with only a Goblin Runner ([moria]) and an Uruk
    Soldier ([isengard] Uruk-hai), it cannot be played."""
    game, event, _c, _o, _r = _trees("3_73", builders=0, others=(RUNNER, "1_154"))
    assert not can(game, "play", event)


# --- The Shards of Narsil: stack from hand, take back --------------------------------------

def _shards(card: str, stacked_here: int = 0, elsewhere: bool = False):
    sc = Scenario()
    shards = sc.support(card, player=0)
    other = sc.support(card, player=0)
    boromir = sc.hand(BOROMIR, player=0)
    legolas = sc.hand("1_51", player=0)
    piles = [sc.discard("1_97", player=0) for _ in range(stacked_here + int(elsewhere))]
    game = sc.start("fellowship")
    for k, c in enumerate(piles):
        effects.stack(game, c, shards if k < stacked_here else other)
    return game, shards, boromir, legolas, piles


def test_the_shards_of_narsil_stacks_a_gondor_card_from_hand():
    """The Shards of Narsil (3_44): "Fellowship: Stack a [gondor] card from hand here."
    Boromir (a [gondor] card) is stacked, not Legolas ([elven])."""
    game, shards, boromir, legolas, _p = _shards("3_44")
    act(game, "use", shards, value=0)
    assert game.s.zone[boromir] == "stacked" and game.s.bearer[boromir] == shards
    assert game.s.zone[legolas] == "hand"


def test_the_shards_of_narsil_adds_1_to_take_a_card_stacked_here_into_hand():
    """The Shards of Narsil (3_44): "Fellowship: Add (1) to take a card stacked here into
    hand." The Boromir stacked here returns to hand and (1) is added; with a card stacked
    only on the other Shards, nothing to take here."""
    game, shards, _b, _l, piles = _shards("3_44", stacked_here=1)
    before = game.s.twilight
    act(game, "use", shards, value=1)
    assert game.s.zone[piles[0]] == "hand" and game.s.twilight == before + 1
    game, shards, _b, _l, _p = _shards("3_44", elsewhere=True)
    assert not can(game, "use", shards, value=1)
