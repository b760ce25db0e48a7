"""Replacing a site on the adventure path (CR 4.1 "site": "When a site is replaced, all
cards played on or stacked on the old site are moved to the new site"; the old site goes
back to its owner's adventure deck)."""

from __future__ import annotations

from ringtable.decks import starter_decks
from ringtable.engine import effects
from ringtable.engine import path as adventure_path
from ringtable.testing import Scenario


def test_replacing_a_site_moves_what_is_on_it_to_the_new_site():
    decks = starter_decks()
    sc = Scenario(sites=(tuple(decks["sh-aragorn-starter"].sites),
                         tuple(decks["sh-gandalf-starter"].sites)))
    chill = sc.support("Saruman's Chill", player=sc.shadow)  # played on the site below
    runner = sc.hand("Goblin Runner")  # to be stacked on the site
    game = sc.at_site(3).build()
    s = game.s
    old = s.path[3]
    s.move(chill, "attached", sc.shadow, bearer=old)
    effects.stack(game, runner, old)
    s.controller[old] = sc.shadow
    new = adventure_path.site_options(game, sc.fp, 3)[0]
    adventure_path.replace_site(game, new, 3, sc.fp)
    events = game._events
    assert s.path[3] == new
    assert (s.zone[old], s.holder[old]) == ("adventure", s.owner[old])
    assert old not in s.controller
    assert (s.zone[chill], s.bearer[chill]) == ("attached", new)  # not discarded
    assert (s.zone[runner], s.bearer[runner]) == ("stacked", new)
    assert s.attachments(new) == [chill] and effects.stacked_on(game, new) == [runner]
    assert any("Saruman's Chill, Goblin Runner move to" in e.text for e in events)
