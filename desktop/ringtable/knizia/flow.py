"""The journey, the conflicts and a player's turn: reveal Story tiles, then play cards.

Seed sections: "The Master Board", "Conflicts", "Turn Sequence During Conflicts",
"Play Cards", "Refresh Option", "The Journey Continues". Each frame kind below is one of
those procedures; a frame asks a player by setting ``q``/``ask`` (see :mod:`.core`).
"""

from __future__ import annotations

from ..engine.values import Action
from .core import Frame, KGame, frame
from .data import ACTIVITIES, CONFLICTS, JOURNEY, PLACE_NAMES

STAFF_TILES = ("out_of_options", "losing_ground")
# Yellow cards the active player plays in his card step (the others answer windows).
STEP_YELLOW = ("elessar", "lembas", "miruvor")


def ask(f: Frame, kind: str, player: int) -> None:
    f["q"] = kind
    f["ask"] = player


def window(g: KGame, f: Frame, key: str, target: int = -1) -> bool:
    """Offer the holder of yellow card ``key`` to play it now; True once asked (the
    answer arrives in ``f["used"]``)."""
    holders = g.holders(key)
    if not holders:
        return False
    g.push("window", card=key, target=target)
    ask(g.s["stack"][-1], "window", holders[0])
    return True


@frame("journey")
class Journey:
    """Bag End, Rivendell, Moria, Lothlórien, Helm's Deep, Shelob's Lair, Mordor."""

    @staticmethod
    def run(g: KGame, f: Frame) -> None:
        s = g.s
        if f.get("entered") == s["loc"]:
            s["loc"] += 1
        loc = JOURNEY[s["loc"]]
        f["entered"] = s["loc"]
        s["stage"] = loc
        g.log("location", f"The Fellowship reaches {PLACE_NAMES[loc]}")
        if loc in CONFLICTS:
            g.push("conflict", phase="setup")
        else:
            g.push("haven", loc=loc, i=0)


@frame("haven")
class Haven:
    """A Safe Haven's three events, left to right, the Ring-bearer acting."""

    @staticmethod
    def run(g: KGame, f: Frame) -> None:
        events = g.c.havens[f["loc"]]
        if f["i"] >= len(events):
            g.pop(f)
            return
        g.s["active"] = g.s["rb"]
        f["i"] += 1
        g.push("event", src=["haven", f["loc"], f["i"] - 1])


@frame("conflict")
class Conflict:
    """Set the board up, then turns from the Ring-bearer clockwise until it ends."""

    @staticmethod
    def run(g: KGame, f: Frame) -> None:
        s = g.s
        if f["phase"] == "setup":
            board = g.c.boards[s["stage"]]
            s["board"] = board.id
            s["tracks"] = {a: 0 for a in ACTIVITIES if a in board.tracks}
            s["event"] = 0
            s["tiles"] = list(range(len(g.c.tiles)))
            g.shuffle(s["tiles"])
            s["tiles_out"] = []
            s["ring_used"] = False
            s["over"] = False
            f["phase"] = "turns"
            f["next"] = s["rb"]
            return
        if s["over"]:
            g.pop(f)
            g.push("end_conflict", phase=0, i=0)
            return
        p = f["next"] if g.alive(f["next"]) else g.next_alive(f["next"])
        f["next"] = (p + 1) % g.n
        g.push("turn", p=p, phase=0)


@frame("turn")
class Turn:
    @staticmethod
    def run(g: KGame, f: Frame) -> None:
        s = g.s
        p = f["p"]
        if f["phase"] == 0:
            s["active"] = p
            s["played"] = {"white": 0, "grey": 0, "n": 0}
            f["phase"] = 1
            g.push("tile_step", p=p, phase="reveal")
        elif f["phase"] == 1 and not s["over"] and g.alive(p):
            f["phase"] = 2
            g.push("play", p=p)
            rb = s["rb"]
            if rb != p and rb >= 0 and not s["ring_used"] and g.open_tracks():
                g.push("ring_offer", p=rb)  # the Ring after another player's tile (seed)
        else:
            g.pop(f)


@frame("tile_step", "Story tiles")
class TileStep:
    """Reveal Story tiles until an activity tile is resolved (seed: "Reveal Story Tiles")."""

    @staticmethod
    def run(g: KGame, f: Frame) -> None:
        s = g.s
        if s["over"] or not g.alive(f["p"]) or f.get("stop"):
            g.pop(f)
            return
        phase = f["phase"]
        if phase == "reveal":
            f["phase"] = "phial_answer"
            if window(g, f, "phial"):
                return
            phase = "phial_answer"
        if phase == "phial_answer":
            if f.pop("used", False):
                g.log("phial", f"{g.name(f['p'])} reveals no more Story tiles (Phial)")
                f["stop"] = True
                return
            TileStep.reveal(g, f)
            return
        if phase == "staff_answer":
            f["phase"] = "reveal"
            if f.pop("used", False):
                g.log("staff", "Gandalf's Staff cancels the tile")
                return
            g.push("event", src=["tile", f["tile"]])

    @staticmethod
    def reveal(g: KGame, f: Frame) -> None:
        s = g.s
        if not s["tiles"]:  # cannot happen (tiles.json reveal_rule): end the step safely
            f["stop"] = True
            return
        t = s["tiles"].pop()
        s["tiles_out"].append(t)
        tile = g.c.tiles[t]
        g.log("tile", f"Story tile: {tile.name}", f["p"])
        f["tile"] = t
        f["phase"] = "reveal"
        if tile.category == "activity":
            f["stop"] = True
            if g.track_open(tile.activity):
                g.push("advance", track=tile.activity, steps=1, resolve=True, p=f["p"])
            else:  # missing or finished track: the tile is wild (seed)
                g.push("choose_track", p=f["p"], steps=1, resolve=True)
            return
        if tile.id in STAFF_TILES:
            f["phase"] = "staff_answer"
            if window(g, f, "staff"):
                return
            f["phase"] = "reveal"
        g.push("event", src=["tile", t])


@frame("choose_track", "Choose an activity track")
class ChooseTrack:
    @staticmethod
    def run(g: KGame, f: Frame) -> None:
        if not g.open_tracks() or g.s["result"]:
            g.pop(f)
            return
        ask(f, "track", f["p"])

    @staticmethod
    def options(g: KGame, f: Frame) -> list[Action]:
        return [Action("track", f["p"], value=i) for i in g.open_tracks()]

    @staticmethod
    def act(g: KGame, f: Frame, a: Action) -> None:
        g.pop(f)
        g.push("advance", track=ACTIVITIES[a.value], steps=f["steps"], resolve=f["resolve"],
               p=f.get("owner", f["p"]))


@frame("advance")
class Advance:
    """Move a marker ``steps`` spaces, resolving each space entered (unless the Ring
    moves it); a die on a space is rolled after the rest (one reward per space here)."""

    @staticmethod
    def run(g: KGame, f: Frame) -> None:
        s = g.s
        a = f["track"]
        if f["steps"] <= 0 or not g.track_open(a) or s["result"]:
            g.pop(f)
            return
        track = g.board().tracks[a]
        s["tracks"][a] += 1
        f["steps"] -= 1
        space = track.spaces[s["tracks"][a]]
        g.log("advance", f"The {a} marker moves to space {space.index}", f["p"])
        if track.is_main and space.index == track.last_index:
            s["over"] = True
            f["steps"] = 0
        if f["resolve"]:
            reward(g, f["p"], space)


def reward(g: KGame, p: int, space: object) -> None:
    """Activity-track rewards (seed reference: "Activity Tracks")."""
    kind = space.reward  # type: ignore[attr-defined]
    if not g.alive(p):
        return
    if kind == "rune":
        if g.take_rune(p, 1):
            g.log("rune", f"{g.name(p)} takes a rune", p, 1)
    elif kind == "big_rune":
        g.take_gold_rune(p)
    elif kind == "life_token":
        g.take_life(p, space.kind)  # type: ignore[attr-defined]
    elif kind == "heal":
        g.heal(p, 1)
    elif kind == "card":
        gain_card(g, p, space.card)  # type: ignore[attr-defined]
    elif kind == "die":
        g.push("roll", p=p, times=1, ring=False, phase="belt")


def gain_card(g: KGame, p: int, key: str) -> None:
    idx = g.c.legendary_ids[key]
    if idx in g.s["pool"] and g.alive(p):
        g.s["pool"].remove(idx)
        g.s["hands"][p].append(idx)
        g.log("card", f"{g.name(p)} takes {g.card_name(idx)}", p)


@frame("ring_offer", "Put on the Ring now?")
class RingOffer:
    """The Ring-bearer may put on the Ring after the active player's tiles, even on
    another player's turn (on his own turn the card step offers it)."""

    @staticmethod
    def run(g: KGame, f: Frame) -> None:
        if g.s["over"] or g.s["result"] or not g.alive(f["p"]) or g.s["ring_used"]:
            g.pop(f)
            return
        ask(f, "ring_offer", f["p"])

    @staticmethod
    def options(g: KGame, f: Frame) -> list[Action]:
        return [Action("ring", f["p"]), Action("no", f["p"])]

    @staticmethod
    def act(g: KGame, f: Frame, a: Action) -> None:
        g.pop(f)
        if a.kind == "ring":
            g.s["ring_used"] = True
            g.log("ring", f"{g.name(a.player)} puts on the Ring", a.player)
            g.push("ring", p=a.player, phase=0)


@frame("play", "Play cards, or draw 2, or heal 1")
class Play:
    """Step 2: up to two cards (one white, one grey; Pippin any two), or refresh."""

    @staticmethod
    def run(g: KGame, f: Frame) -> None:
        if g.s["over"] or g.s["result"] or not g.alive(f["p"]):
            g.pop(f)
            return
        ask(f, "play", f["p"])

    @staticmethod
    def options(g: KGame, f: Frame) -> list[Action]:
        s = g.s
        p = f["p"]
        out: list[Action] = []
        played = s["played"]
        open_tracks = g.open_tracks()
        pippin = g.has_ability(p, "ignore_play_colour_limit")
        for idx in sorted(set(s["hands"][p])):
            facts = g.card(idx)
            if facts.colour == "yellow":
                if facts.key in STEP_YELLOW:
                    out.extend(_yellow_options(g, p, idx, facts.key))
                continue
            if played["n"] >= 2 or (not pippin and played[facts.colour] >= 1):
                continue
            symbol, _ = g.symbols(p, idx)
            for t in open_tracks:
                if symbol == "wild" or ACTIVITIES[t] == symbol:
                    out.append(Action("play", p, card=idx, value=t))
        if played["n"] == 0:
            out.append(Action("draw", p))
            if s["pos"][p] > 0:
                out.append(Action("heal", p))
        if p == s["rb"] and not s["ring_used"] and open_tracks:
            out.append(Action("ring", p))
        out.extend(gandalf_options(g, p, open_tracks))
        out.append(Action("end", p))
        return out

    @staticmethod
    def act(g: KGame, f: Frame, a: Action) -> None:
        s = g.s
        p = f["p"]
        if a.kind == "play":
            facts = g.card(a.card)
            g.discard_card(p, a.card)
            s["played"][facts.colour] += 1
            s["played"]["n"] += 1
            g.log("play", f"{g.name(p)} plays {g.card_name(a.card)} on {ACTIVITIES[a.value]}", p)
            if facts.key == "gollum":
                g.push("roll", p=p, times=1, ring=False, phase="belt")
            g.push("advance", track=ACTIVITIES[a.value], steps=facts.count, resolve=True, p=p)
        elif a.kind in ("draw", "heal", "end"):
            if a.kind == "draw":
                g.draw(p, 2)
            elif a.kind == "heal":
                g.heal(p, 1)
            g.pop(f)
        elif a.kind == "ring":
            s["ring_used"] = True
            g.log("ring", f"{g.name(p)} puts on the Ring", p)
            g.push("ring", p=p, phase=0)
        elif a.kind == "yellow":
            play_yellow(g, p, a)
        elif a.kind == "gandalf":
            call_gandalf(g, p, a)


def _yellow_options(g: KGame, p: int, idx: int, key: str) -> list[Action]:
    alive = g.order_from(0)
    if key == "elessar":
        return [Action("yellow", p, card=idx, value=q) for q in alive if g.s["pos"][q] > 0]
    if key == "lembas":
        return [Action("yellow", p, card=idx, value=q) for q in alive]
    # Miruvor: any player passes 1 card to another (target gives, value receives)
    return [Action("yellow", p, card=idx, target=q, value=r) for q in alive for r in alive
            if q != r and [c for c in g.s["hands"][q] if c != idx]]


def play_yellow(g: KGame, p: int, a: Action) -> None:
    key = g.card(a.card).key
    g.discard_card(p, a.card)
    g.log("yellow", f"{g.name(p)} plays {g.card_name(a.card)}", p)
    if key == "elessar":
        g.heal(a.value, 1)
    elif key == "lembas":
        g.push("lembas", p=a.value)
    else:
        g.push("give_card", p=a.target, to=a.value)


def gandalf_payers(g: KGame) -> list[int]:
    """Any one player whose runes are worth 5 may call Gandalf (runes are face up)."""
    return [q for q in range(g.n) if g.alive(q) and g.rune_value(q) >= 5]


def gandalf_options(g: KGame, p: int, open_tracks: list[int]) -> list[Action]:
    payers = gandalf_payers(g)
    if not payers:
        return []
    out: list[Action] = []
    alive = g.order_from(0)
    for i in g.s["gandalf"]:
        key = g.c.gandalf[i][0]
        if key == "gandalf_healing":
            params = [q for q in alive if g.s["pos"][q] > 0]
        elif key == "gandalf_persistence":
            params = alive
        elif key == "gandalf_guidance":
            params = open_tracks
        elif key == "gandalf_foresight":
            params = [0] if len(g.s["tiles"]) >= 2 else []
        else:  # Magic answers the event marker's move (see events.NextEvent)
            continue
        out.extend(Action("gandalf", p, card=param, target=payer, value=i)
                   for payer in payers for param in params)
    return out


def call_gandalf(g: KGame, p: int, a: Action) -> None:
    key, name = g.c.gandalf[a.value]
    g.pay_runes(a.target, 5)
    g.s["gandalf"].remove(a.value)
    g.log("gandalf", f"{g.name(a.target)} calls Gandalf: {name}", a.target)
    if key == "gandalf_healing":
        g.heal(a.card, 2)
    elif key == "gandalf_persistence":
        g.draw(a.card, 4)
    elif key == "gandalf_guidance":
        g.push("advance", track=ACTIVITIES[a.card], steps=2, resolve=True, p=p)
    elif key == "gandalf_foresight":
        g.push("foresight", p=p)

