"""Real published lists (tests/data/decklists, sources in SOURCES.md there) import as their
writers meant: the lines checked here were read by hand against the card data, and every
line that is not read is reported, never taken silently as another card."""

from __future__ import annotations

from pathlib import Path

import pytest

from ringtable.cards import default_database
from ringtable.decks import parse_deck_text

CORPUS = Path(__file__).resolve().parent.parent / "data" / "decklists"

# file -> (Ring-bearer, Ring, site collector infos in list order, {card: count} checked by
# hand, the lines reported as problems)
EXPECTED = {
    "2002-08-27-cardshark-bader-toc.txt": (
        "Frodo, Reluctant Adventurer", "1R1",
        ["1U325", "1C331", "1U342", "1U344", "1C349", "1C351", "1U353", "1U358", "1U361"],
        {"Gimli's Helm": 1, "Thrór's Map": 2, "Sleep, Caradhras": 2, "Uruk Scout": 4,
         "Uruk-hai Raiding Party": 4, "Úlairë Nelya, Ringwraith in Twilight": 2}, []),
    "2003-04-13-cardshark-craig-twisted-knights.txt": (
        "Frodo, Courteous Halfling", "1R1",
        ["4U329", "4U334", "4U346", "4U348", "4U354", "4U356", "4U358", "4U361"],
        {"Alcarin, Warrior of Lamedon": 1, "Knight of Gondor": 2, "Dunlending Ransacker": 4,
         "Saruman, Rabble-rouser": 2}, [10]),
    "2003-04-14-cardshark-craig-rohan-nazgul.txt": (
        "Frodo, Courteous Halfling", "1R1", None,
        {"Asfaloth": 2, "Gríma, Chief Counselor": 2, "Úlairë Nelya, Lieutenant of Morgul": 4},
        [8]),
    "2003-04-21-cardshark-craig-dwarven-discard.txt": (
        "Frodo, Courteous Halfling", "1R1", None,
        {"Sting": 1, "Ranger's Sword": 1, "Khazâd Ai-mênu": 4, "Aragorn, Heir of Elendil": 2},
        [14, 22]),
    "2003-05-11-cardshark-craig-berserkers.txt": (
        None, None, None, {"Sting, Baggins Heirloom": 1, "Bred for Battle": 3}, []),
    "2003-05-14-cardshark-craig-gondor-nazgul.txt": (
        "Frodo, Reluctant Adventurer", "1R1", None,
        {"Úlairë Cantëa, Lieutenant of Dol Guldur": 3, "The Witch-king, Lord of Angmar": 2,
         "Legolas, Greenleaf": 1}, []),
    "2003-06-12-cardshark-poster-ents-uruks.txt": (
        "Frodo, Son of Drogo", "4R1", None,
        {"Merry, Learned Guide": 2, "Elrond, Lord of Rivendell": 4, "Curse Their Foul Feet!": 1,
         "Uruk Regular": 4, "The Palantír of Orthanc": 2}, []),
    "2004-05-06-cardshark-craig-undead-shelob.txt": (
        "Frodo, Hope of Free Peoples", "1R1",
        ["7U334", "7U336", "8U117", "7U343", "7U345", "7U351", "7U354", "7U359", "7U363"],
        {"Aragorn, Driven by Need": 1, "Shelob, Eater of Light": 4, "Elessar's Edict": 2},
        [31]),
    "gondorian-std-ranger-dunland.txt": (
        "Frodo, Hope of Free Peoples", "4R1",
        ["7U334", "7U337", "7U339", "7U341", "7U351", "8U120", "7U359", "7U361", "7U344"],
        {"Faramir, Captain of Gondor": 1, "Dervorin": 1,
         "Aragorn, King in Exile": 3}, []),
    "angelfire-trackers-and-hunters.txt": (
        "Frodo, Reluctant Adventurer", "4R1", None,
        {"Gimli, Unbidden Guest": 2, "Broad-bladed Sword": 2, "Mauhúr, Patrol Leader": 1,
         "Brace of Coneys": 4, "Aragorn, Wingfoot": 2, "Faramir, Son of Denethor": 2}, []),
    "lotrtcgpc-share-starter-minas-tirith.txt": (
        "Frodo, Courteous Halfling", "4R1",
        ["7U334", "7U337", "7U339", "7U341", "7U344", "7U351", "7U355", "7U357", "7U361"],
        {"Aragorn, Ranger of the North": 4, "Andúril, Flame of the West": 2,
         "Troop Tower": 4}, []),
    "lotrtcgpc-share-starter-osgiliath.txt": (
        "Frodo, Courteous Halfling", "7R2", None,
        {"Úlairë Cantëa, Faster Than Winds": 3, "City Wall": 4, "Hobbit Sword": 1}, []),
    "lotrtcgpc-share-starter-the-shire.txt": (
        "Frodo, Old Bilbo's Heir", "7R2", None,
        {"The Witch-king, Morgul King": 4, "A Promise": 4}, [32]),
    "lotrtcgpc-share-starter-edge-of-fangorn.txt": (
        "Frodo, Courteous Halfling", "7R2", None,
        {"Éomer, Third Marshal of Riddermark": 1, "Merry, Friend to Sam": 4, "Weary": 3}, []),
    "lotrtcgwiki-forum-4728-bilbo-moria.txt": (
        None, None, [], {"Goblin Armory": 4, "Legolas, Fearless Marksman": None,
                         "Sam, Resolute Halfling": 1, "Red Book of Westmarch": 4}, [1, 30]),
    # Towers (Gencon 2003): bare lines, sections only by blank lines, counts as "3 Name",
    # "(starting)" notes, commas and punctuation dropped ("Mithrandir Mithrandir",
    # "Saruman Rabble Rouser"), bare titles ("Wulf", "Lindenroot").
    "lotrtcgwiki-forum-5837-ent-dunland.txt": (
        "Frodo, Tired Traveller", "1C2",
        ["4U327", "4U334", "4U338", "4U345", "4U348", "6U118", "4U355", "4U358", "4U363"],
        {"Quickbeam, Bregalad": 1, "Gandalf, Greyhame": 3, "Mithrandir, Mithrandir!": 2,
         "Lindenroot, Elder Shepherd": 3, "Saruman, Rabble-rouser": 2,
         "Wulf, Dunlending Chieftain": 3, "Crack Into Rubble": 3, "Hillman Rabble": 4}, []),
}


def test_the_corpus_is_complete() -> None:
    assert {p.name for p in CORPUS.glob("*.txt")} == set(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_a_real_list_imports_as_its_writer_meant(name: str) -> None:
    ring_bearer, ring, sites, cards, problem_lines = EXPECTED[name]
    db = default_database()
    result = parse_deck_text((CORPUS / name).read_text(encoding="utf-8"), db)
    deck = result.deck
    assert sorted({p.line for p in result.problems}) == problem_lines, result.problems
    for problem in result.problems:  # reported, with candidates where any are close
        assert problem.code in ("unknown_card", "ambiguous_card")
    assert (db[deck.ring_bearer].full_title if deck.ring_bearer else None) == ring_bearer
    assert (db[deck.ring].collector_info if deck.ring else None) == ring
    if sites is not None:
        assert [db[s].collector_info for s in deck.sites] == sites
    counts = {db[c].full_title: n for c, n in deck.draw_deck}
    for title, count in cards.items():
        assert counts.get(title) == count, title


def test_at_least_98_percent_of_the_lines_are_read() -> None:
    db = default_database()
    lines = bad = 0
    for path in CORPUS.glob("*.txt"):
        text = path.read_text(encoding="utf-8")
        lines += sum(1 for line in text.splitlines() if line.strip())
        bad += len({p.line for p in parse_deck_text(text, db).problems})
    assert (lines - bad) / lines >= 0.98, (lines, bad)
