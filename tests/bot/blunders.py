"""The blunder suite: positions from the situations where LotR players lose games, each
with the set of acceptable answers. Built with ``ringtable.testing.Scenario`` (cards
play with printed stats). Shared by ``test_blunders.py`` and ``tools/bench_bots.py``.

Numbers the positions rely on (printed): Frodo 3 strength + 1 for The Ruling Ring = 4,
vitality 4, resistance 10, so any minion of strength 8 or more overwhelms him alone
("at least double", Comprehensive Rules 4.1, "overwhelmed": "When the Ring-bearer is
overwhelmed, he is killed, regardless of whether he wears the Ring"). Aragorn 8/4,
Boromir 7/3, Legolas 6/3, Gimli 6/3 (damage +1), Gandalf (Friend of the Shirefolk) 6/4,
Merry 3/4, Sam 3/4. Minions: Goblin Runner 5/1, Goblin Sneak 5/1, Moria Scout 6/2,
Goblin Marksman 7/1 (archer), Goblin Scavengers 8/1, Uruk Savage 5/3 (damage +1),
Uruk Shaman 8/2, Uruk Rager 9/2, Uruk Slayer 9/2 (damage +1 each), Goblin Patrol Troop
13/3, Lurtz 13/3. The Free Peoples player assigns one minion per character; the Shadow
then assigns "any leftover unassigned minions to any companions (even if those
companions are already assigned)" (4.1, assignment phase).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ringtable.engine import Action, Game
from ringtable.testing import Scenario, act

ARAGORN = "Aragorn, Ranger of the North"
BOROMIR = "Boromir, Lord of Gondor"
LEGOLAS = "Legolas, Greenleaf"
GIMLI = "Gimli, Dwarf of Erebor"
GANDALF = "Gandalf, Friend of the Shirefolk"
MERRY = "Merry, Friend to Sam"
SAM = "Sam, Son of Hamfast"
BIG = ("Uruk Rager", "Goblin Scavengers", "Goblin Patrol Troop", "Lurtz")
BOROMIR_SON = "Boromir, Son of Denethor"
SHORT = {ARAGORN: "aragorn", BOROMIR: "boromir", BOROMIR_SON: "boromir_son",
         LEGOLAS: "legolas", GIMLI: "gimli",
         GANDALF: "gandalf", MERRY: "merry", SAM: "sam"}


@dataclass(frozen=True)
class Blunder:
    """A position (built fresh on each call) and the answers a sound player may give."""

    name: str
    phase: str  # which situation it tests: assignment, archery, ring, move, shadow, ...
    build: Callable[[], tuple[Game, Callable[[Action], bool]]]


def _slug(text: str) -> str:
    return SHORT.get(text, text.lower().replace(" ", "_").replace("-", "_"))


def _assignment(companions: list[str], minions: list[str], frodo_wounds: int = 0,
                site: int = 5) -> tuple[Scenario, Game, list[int], list[int]]:
    sc = Scenario()
    comps = [sc.companion(c) for c in companions]
    mins = [sc.minion(m) for m in minions]
    sc.wounds(sc.ring_bearer(), frodo_wounds).at_site(site)
    return sc, sc.start("assign"), comps, mins


def _is_assign(a: Action, card: int, minion: int | None = None) -> bool:
    return a.kind == "assign" and a.card == card and (minion is None or a.target == minion)


# -- assignment: cover the minion that would overwhelm the Ring-bearer --------------------

def cover_big_minion(companion: str, minion: str) -> Blunder:
    """One companion, one minion that overwhelms Frodo alone: the companion takes it
    (even a Merry who dies of it: his life for the game)."""
    def build() -> tuple[Game, Callable[[Action], bool]]:
        _, game, (c,), (m,) = _assignment([companion], [minion])
        return game, lambda a: _is_assign(a, c, m)
    return Blunder(f"assign_{_slug(companion)}_to_{_slug(minion)}", "assignment", build)


def cover_the_big_one(companion: str, big: str, small: str) -> Blunder:
    """One companion, a minion that overwhelms Frodo and one that only wounds him: the
    companion takes the big one; the small one is left to the Shadow."""
    def build() -> tuple[Game, Callable[[Action], bool]]:
        _, game, (c,), (b, _s) = _assignment([companion], [big, small])
        return game, lambda a: _is_assign(a, c, b)
    return Blunder(f"assign_{_slug(companion)}_to_{_slug(big)}_not_{_slug(small)}",
                   "assignment", build)


def two_defenders(companions: tuple[str, str], minions: tuple[str, str]) -> Blunder:
    """Two companions, two minions that each overwhelm Frodo: a companion takes one
    (passing, or sending Frodo, leaves a minion to kill him)."""
    def build() -> tuple[Game, Callable[[Action], bool]]:
        sc, game, comps, _ = _assignment(list(companions), list(minions))
        return game, lambda a: a.kind == "assign" and a.card in comps
    name = f"two_defenders_{_slug(companions[0])}_{_slug(companions[1])}_" \
           f"{_slug(minions[0])}_{_slug(minions[1])}"
    return Blunder(name, "assignment", build)


def sacrifice_to_save_frodo(weak: str, weak_wounds: int, minion: str) -> Blunder:
    """Aragorn already faces one minion; two more come, each overwhelming Frodo, and
    the only others are a weak companion and Sam, who would die taking one: each left
    over goes on Frodo and kills him, so the companions take them (seen in a Normal vs
    Normal game, where the bot stopped assigning and lost Frodo to two Brigands)."""
    def build() -> tuple[Game, Callable[[Action], bool]]:
        sc = Scenario()
        aragorn = sc.companion(ARAGORN)
        w = sc.companion(weak)
        sam = sc.companion(SAM)
        sc.wounds(w, weak_wounds)
        first = sc.minion("Uruk Rager")
        sc.minion(minion)
        sc.minion(minion)
        sc.assign(first, aragorn)
        sc.at_site(5)
        game = sc.start("assign")
        return game, lambda a: a.kind == "assign" and a.card in (w, sam)
    return Blunder(f"sacrifice_{_slug(weak)}_{weak_wounds}w_or_sam_to_{_slug(minion)}",
                   "assignment", build)


# -- archery: where the wound goes ---------------------------------------------------------

def _archery(companions: list[tuple[str, int]], frodo_wounds: int
             ) -> tuple[Game, list[int]]:
    sc = Scenario()
    comps = [sc.companion(c) for c, _ in companions]
    for c, (_, w) in zip(comps, companions, strict=True):
        sc.wounds(c, w)
    sc.minion("Goblin Marksman")
    sc.wounds(sc.ring_bearer(), frodo_wounds).at_site(4)
    game = sc.start("archery_fire")
    while not (game.decision.kind == "archery_wound" and game.decision.player == sc.fp):
        act(game, "pass")
    return game, comps


def archery_not_on_frodo(frodo_wounds: int, aragorn_wounds: int) -> Blunder:
    """One archery wound, Frodo or Aragorn (who survives it): Aragorn."""
    def build() -> tuple[Game, Callable[[Action], bool]]:
        game, (aragorn,) = _archery([(ARAGORN, aragorn_wounds)], frodo_wounds)
        return game, lambda a: a.card == aragorn
    return Blunder(f"archery_frodo_{frodo_wounds}w_aragorn_{aragorn_wounds}w", "archery",
                   build)


def archery_spares_the_dying(dying: str, healthy: str, frodo_wounds: int) -> Blunder:
    """A companion on his last vitality, a healthy one and Frodo: the healthy one."""
    def build() -> tuple[Game, Callable[[Action], bool]]:
        sc_dying_wounds = {BOROMIR: 2, LEGOLAS: 2, GIMLI: 2, ARAGORN: 3}[dying]
        game, (_d, h) = _archery([(dying, sc_dying_wounds), (healthy, 0)], frodo_wounds)
        return game, lambda a: a.card == h
    return Blunder(f"archery_{_slug(healthy)}_not_dying_{_slug(dying)}_frodo_"
                   f"{frodo_wounds}w", "archery", build)


# -- the Ring ----------------------------------------------------------------------------

def ring_choice(minion: str, frodo_wounds: int, burdens: int, wear: bool) -> Blunder:
    """Frodo loses a skirmish: put on the Ring when the wounds would kill him and the
    burdens they become do not corrupt him; never when they corrupt him; not for a wound
    he can easily take."""
    def build() -> tuple[Game, Callable[[Action], bool]]:
        sc = Scenario()
        frodo = sc.ring_bearer()
        orc = sc.minion(minion)
        sc.assign(orc, frodo)
        sc.wounds(frodo, frodo_wounds).burdens(burdens).at_site(4)
        game = sc.start("skirmishes")
        while game.decision.kind != "ring_response":
            act(game, "pass")
        return game, lambda a: a.kind == ("wear_ring" if wear else "pass")
    verb = "wear" if wear else "keep_off"
    return Blunder(f"ring_{verb}_{_slug(minion)}_{frodo_wounds}w_{burdens}b", "ring", build)


# -- moving again --------------------------------------------------------------------------

def _regroup(companions: list[str], frodo_wounds: int, burdens: int, site: int,
             shadow_hand: list[str]) -> Game:
    sc = Scenario()
    for c in companions:
        sc.companion(c)
    for m in shadow_hand:
        sc.hand(m)
        sc.discard(m)  # shown before: the bot expects more of the same
    sc.wounds(sc.ring_bearer(), frodo_wounds).burdens(burdens).at_site(site)
    return sc.start("regroup_choice")


URUK_HAND = ["Uruk Rager", "Uruk Shaman", "Uruk Slayer", "Uruk Rager", "Uruk Shaman",
             "Uruk Slayer", "Uruk Rager", "Uruk Shaman"]


def stay_when_exposed(companions: list[str], frodo_wounds: int, site: int,
                      burdens: int = 0) -> Blunder:
    """A fellowship too thin to cover the minions a full Shadow hand of Uruk-hai fields
    at the next site (or burdens 8 of 10): stay."""
    def build() -> tuple[Game, Callable[[Action], bool]]:
        game = _regroup(companions, frodo_wounds, burdens, site, URUK_HAND)
        return game, lambda a: a.kind == "stay"
    who = "_".join(_slug(c) for c in companions) or "alone"
    return Blunder(f"stay_{who}_frodo_{frodo_wounds}w_{burdens}b_site_{site}", "move", build)


def move_when_safe(site: int) -> Blunder:
    """Four healthy companions and a Shadow with no cards at all: staying only loses
    the race."""
    def build() -> tuple[Game, Callable[[Action], bool]]:
        game = _regroup([ARAGORN, BOROMIR, LEGOLAS, GIMLI], 0, 0, site, [])
        return game, lambda a: a.kind == "move"
    return Blunder(f"move_safe_site_{site}", "move", build)


# -- the Shadow's kill shots ----------------------------------------------------------

def kill_shot(companions: list[str], hand: list[str], twilight: int, site: int,
              frodo_wounds: int = 0, burdens: int = 0) -> Blunder:
    """The minions in hand are enough to kill the Ring-bearer whatever the Free Peoples
    player assigns (one minion per companion, the rest on Frodo): play one."""
    def build() -> tuple[Game, Callable[[Action], bool]]:
        sc = Scenario()
        for c in companions:
            sc.companion(c)
        cards = [sc.hand(m) for m in hand]
        sc.wounds(sc.ring_bearer(), frodo_wounds).burdens(burdens)
        sc.twilight(twilight).at_site(site)
        game = sc.start("shadow")
        return game, lambda a: a.kind == "play" and a.card in cards
    who = "_".join(_slug(c) for c in companions) or "alone"
    what = "_".join(_slug(m) for m in hand)
    return Blunder(f"kill_{who}_with_{what}_tw{twilight}", "shadow", build)


def leftover_on_frodo(companion: str, minion: str) -> Blunder:
    """The Free Peoples player left a minion that overwhelms Frodo unassigned: the
    Shadow puts it on Frodo."""
    def build() -> tuple[Game, Callable[[Action], bool]]:
        sc = Scenario()
        sc.companion(companion)
        sc.minion(minion)
        frodo = sc.ring_bearer()
        sc.at_site(5)
        game = sc.start("assign")
        act(game, "pass")
        return game, lambda a: a.kind == "assign" and a.card == frodo
    return Blunder(f"leftover_{_slug(minion)}_on_frodo_not_{_slug(companion)}", "shadow",
                   build)


# -- healing and companions --------------------------------------------------------------

def sanctuary_heals_frodo(frodo_wounds: int, other: str, other_wounds: int) -> Blunder:
    def build() -> tuple[Game, Callable[[Action], bool]]:
        sc = Scenario()
        frodo = sc.ring_bearer()
        c = sc.companion(other)
        sc.wounds(frodo, frodo_wounds).wounds(c, other_wounds).at_site(3)
        game = sc.start("start")
        return game, lambda a: a.kind == "heal" and a.card == frodo
    return Blunder(f"heal_frodo_{frodo_wounds}w_before_{_slug(other)}_{other_wounds}w",
                   "heal", build)


def companion_for_thin_fellowship(companion: str, site: int) -> Blunder:
    """Frodo alone in the fellowship phase with a companion in hand: play him (every
    minion the Shadow plays would otherwise be on Frodo)."""
    def build() -> tuple[Game, Callable[[Action], bool]]:
        sc = Scenario()
        c = sc.hand(companion)
        sc.discard("Uruk Rager")
        sc.at_site(site)
        game = sc.start("fellowship")
        return game, lambda a: a.kind == "play" and a.card == c
    return Blunder(f"play_{_slug(companion)}_for_lone_frodo_site_{site}", "fellowship",
                   build)


# -- skirmish tricks (card scripts loaded: the event's text is what is judged) ----------------

def _skirmish(defender: str | None, minion: str, trick: str, site: int,
              others: tuple[str, ...] = ()) -> tuple[Game, int]:
    """The Free Peoples player's first skirmish window: ``minion`` skirmishes
    ``defender`` (Frodo when None), ``trick`` in hand (or in play when it is a
    companion whose ability is the trick)."""
    from ringtable.cards import default_database
    from ringtable.scripts import standard_rules

    sc = Scenario(rules=standard_rules(default_database()))
    m = sc.minion(minion)
    d = sc.ring_bearer() if defender is None else sc.companion(defender)
    for c in others:
        sc.companion(c)
    sc.assign(m, d)
    card = sc.companion(trick) if trick in SHORT else sc.hand(trick, player=0)
    game = sc.at_site(site).start("skirmishes")
    while game.decision is not None and game.decision.kind != "action":
        game.apply(game.legal_actions()[0])
    return game, card


def skirmish_trick(minion: str, trick: str, site: int, others: tuple[str, ...] = ()
                   ) -> Blunder:
    """Frodo loses his skirmish (or is overwhelmed): the trick in hand turns it — Hobbit
    Intuition ("At sites 1 to 4, cancel a skirmish involving a Hobbit. At any other
    site, make a Hobbit strength +3"), Noble Intentions ("Exert a companion who is not
    a Hobbit to make a Hobbit strength +3"), Boromir, Son of Denethor ("Skirmish: Exert
    Boromir to make a Hobbit strength +3")."""
    def build() -> tuple[Game, Callable[[Action], bool]]:
        game, card = _skirmish(None, minion, trick, site, others)
        return game, lambda a: a.kind in ("play", "use") and a.card == card
    return Blunder(f"trick_{_slug(trick)}_against_{_slug(minion)}_at_{site}", "skirmish",
                   build)


def keep_the_trick(defender: str, minion: str, trick: str, site: int) -> Blunder:
    """A companion wins his skirmish anyway, and the Hobbit trick cannot change it: keep
    the event for Frodo's skirmish."""
    def build() -> tuple[Game, Callable[[Action], bool]]:
        game, _ = _skirmish(defender, minion, trick, site)
        return game, lambda a: a.kind == "pass"
    return Blunder(f"keep_{_slug(trick)}_for_frodo_{_slug(defender)}_{site}", "skirmish",
                   build)


def _all() -> list[Blunder]:
    out: list[Blunder] = []
    for c in (ARAGORN, BOROMIR, LEGOLAS, GIMLI, GANDALF, MERRY):
        for m in BIG:
            out.append(cover_big_minion(c, m))
    for c in (ARAGORN, BOROMIR, GIMLI):
        for big in ("Uruk Rager", "Goblin Scavengers"):
            for small in ("Goblin Runner", "Moria Scout"):
                out.append(cover_the_big_one(c, big, small))
    for pair in ((ARAGORN, BOROMIR), (LEGOLAS, GIMLI), (ARAGORN, MERRY)):
        for ms in (("Uruk Rager", "Uruk Shaman"), ("Goblin Scavengers", "Uruk Rager")):
            out.append(two_defenders(pair, ms))
    for weak, wounds in ((GIMLI, 2), (MERRY, 0), (LEGOLAS, 2)):
        for m in ("Goblin Scavengers", "Uruk Rager"):
            out.append(sacrifice_to_save_frodo(weak, wounds, m))
    for fw in range(4):
        for aw in range(3):
            out.append(archery_not_on_frodo(fw, aw))
    out.append(archery_spares_the_dying(BOROMIR, LEGOLAS, 2))
    out.append(archery_spares_the_dying(GIMLI, ARAGORN, 3))
    for b in (0, 3, 6, 8):
        out.append(ring_choice("Goblin Runner", 3, b, wear=True))
    out.append(ring_choice("Goblin Runner", 3, 9, wear=False))
    for b in (0, 4, 7):
        out.append(ring_choice("Uruk Savage", 2, b, wear=True))
    out.append(ring_choice("Uruk Savage", 2, 8, wear=False))
    out.append(ring_choice("Goblin Runner", 0, 0, wear=False))
    out.append(ring_choice("Moria Scout", 1, 2, wear=False))
    for fw in (0, 2):
        # not from site 1: every Uruk-hai roams at site 2 (+2), and a pool of 3 buys none
        for site in (4, 5, 7):
            out.append(stay_when_exposed([], fw, site))
    for site in (4, 7):
        out.append(stay_when_exposed([MERRY], 1, site))
    for site in (2, 5):
        out.append(stay_when_exposed([ARAGORN, BOROMIR, LEGOLAS], 0, site, burdens=8))
    for site in (2, 4, 5, 7, 8):
        out.append(move_when_safe(site))
    out += [
        kill_shot([ARAGORN], ["Uruk Rager", "Uruk Rager"], 8, 5),
        kill_shot([BOROMIR], ["Uruk Rager", "Uruk Shaman"], 7, 5),
        kill_shot([BOROMIR], ["Goblin Scavengers", "Goblin Scavengers"], 6, 4),
        kill_shot([LEGOLAS], ["Uruk Rager", "Uruk Rager"], 8, 5),
        kill_shot([GIMLI], ["Goblin Runner", "Goblin Sneak", "Goblin Scavengers"], 5, 4),
        kill_shot([], ["Goblin Scavengers"], 3, 4),
        kill_shot([], ["Uruk Shaman"], 3, 5),
        kill_shot([], ["Goblin Runner", "Goblin Sneak"], 2, 4),
        kill_shot([ARAGORN, BOROMIR], ["Uruk Rager", "Uruk Rager", "Uruk Slayer"], 12, 5),
        kill_shot([], ["Goblin Runner"], 1, 4, frodo_wounds=3, burdens=9),
        kill_shot([SAM], ["Goblin Scavengers", "Goblin Scavengers"], 6, 4),
    ]
    for c in (ARAGORN, BOROMIR, LEGOLAS, GIMLI):
        for m in ("Uruk Rager", "Goblin Scavengers"):
            out.append(leftover_on_frodo(c, m))
    for fw in (1, 2, 3):
        out.append(sanctuary_heals_frodo(fw, ARAGORN, 1))
        out.append(sanctuary_heals_frodo(fw, BOROMIR, 2))
    for c in (ARAGORN, BOROMIR, LEGOLAS, GIMLI):
        for site in (2, 5):
            out.append(companion_for_thin_fellowship(c, site))
    for m in ("Goblin Runner", "Moria Scout", "Goblin Scavengers"):
        for site in (5, 6):
            out.append(skirmish_trick(m, "Hobbit Intuition", site))
        out.append(skirmish_trick(m, "Hobbit Intuition", 3))
        out.append(skirmish_trick(m, "Noble Intentions", 5, (ARAGORN,)))
        out.append(skirmish_trick(m, BOROMIR_SON, 5))
    for c in (ARAGORN, BOROMIR):
        for site in (5, 6):  # at sites 1-4 it cancels Hobbit skirmishes only: unplayable
            out.append(keep_the_trick(c, "Goblin Runner", "Hobbit Intuition", site))
    return out


BLUNDERS: dict[str, Blunder] = {b.name: b for b in _all()}


def _registered() -> list[Blunder]:
    """Positions added in files of their own (one per branch of work, so they merge)."""
    try:
        from . import blunders_race, blunders_race4
    except ImportError:  # imported as a top-level module (tools/bench_bots.py)
        import blunders_race  # type: ignore[import-not-found,no-redef]
        import blunders_race4  # type: ignore[import-not-found,no-redef]
    return [Blunder(*p) for m in (blunders_race, blunders_race4) for p in m.positions()]


BLUNDERS.update({b.name: b for b in _registered()})
