"""Sets 1–3 rule-gap cards (issue 18, helper gaps-p), set 2: Helpless ("Sam's game text
does not apply": the engine's rule modifier ``no_game_text``)."""

from __future__ import annotations

from cardtest import Scenario

from ringtable.engine import effects, stats
from ringtable.testing import act, can

SAM = "1_311"  # Sam, Son of Hamfast: "Fellowship: Exert Sam to remove a burden. Response:
#                If Frodo dies, make Sam the Ring-bearer (resistance 5)."
MERRY = "1_303"
NAZGUL = "1_232"  # Úlairë Lemenya, a Nazgûl
ORC = "1_191"  # Moria Scout: not a Nazgûl


def _shadow_phase(helpless_id: str, sam: bool = True, nazgul: str = NAZGUL,
                  frodo: bool = True):
    """The Shadow player holds Helpless in his Shadow phase, a minion in play."""
    sc = Scenario(ring_bearers=("1_290" if frodo else SAM, "1_290"))
    target = sc.companion(SAM) if sam and frodo else sc.ring_bearer()
    merry = sc.companion(MERRY)
    sc.minion(nazgul)
    helpless = sc.hand(helpless_id)
    game = sc.twilight(5).start("shadow")
    return game, helpless, target, merry


def test_helpless_plays_on_sam_when_frodo_and_a_nazgul_are_spotted():
    """Helpless (2_76): "To play, spot Frodo and a Nazgûl. Plays on Sam." — on Sam, not
    on another companion."""
    game, helpless, sam, merry = _shadow_phase("2_76")
    assert not can(game, "play", helpless, target=merry)
    act(game, "play", helpless, target=sam)
    assert game.s.zone[helpless] == "attached" and game.s.bearer[helpless] == sam


def test_helpless_needs_a_nazgul_and_frodo():
    """Helpless (2_76): "To play, spot Frodo and a Nazgûl": not with only an Orc, nor
    when Sam is the Ring-bearer and no Frodo is in play."""
    game, helpless, _sam, _ = _shadow_phase("2_76", nazgul=ORC)
    assert not can(game, "play", helpless)
    game, helpless, _sam, _ = _shadow_phase("2_76", frodo=False)
    assert not can(game, "play", helpless)


def _sam_with(helpless: str | None):
    sc = Scenario()
    frodo = sc.ring_bearer()
    sam = sc.companion(SAM)
    if helpless:
        sc.bear(sam, helpless, player=sc.shadow)
    game = sc.burdens(2).start("fellowship")
    return game, frodo, sam


def test_helpless_sams_game_text_does_not_apply():
    """Helpless (2_76): "Sam's game text does not apply": his "Fellowship: Exert Sam to
    remove a burden" is not offered, and when Frodo dies Sam's "Response: If Frodo dies,
    make Sam the Ring-bearer" is not either: the Free Peoples player loses."""
    game, frodo, sam = _sam_with(None)
    assert can(game, "use", sam)
    effects.kill(game, frodo)
    game.settle()
    assert game.decision.kind == "succession"
    game, frodo, sam = _sam_with("2_76")
    assert not can(game, "use", sam)
    effects.kill(game, frodo)
    game.settle()
    assert game.outcome is not None and game.outcome.winner == 1


def test_helpless_blanks_only_sams_own_text():
    """Helpless (2_76): "Sam's game text does not apply" — only Sam's: Rosie Cotton's
    "Sam is strength +1" still counts and her "Fellowship: Exert Rosie Cotton to heal Sam"
    is still offered."""
    sc = Scenario()
    sam = sc.companion(SAM)
    rosie = sc.ally("1_309")
    sc.bear(sam, "2_76", player=sc.shadow)
    sc.wounds(sam, 1)
    game = sc.start("fellowship")
    assert stats.strength(game, sam) == game.cards[sam].strength + 1
    act(game, "use", rosie)
    assert game.s.wounds[sam] == 0
