"""What ``view_for`` tells the table about today's rules (issue 18 cards shown at the
table): a card whose game text does not apply (``text_off``), a card with a site's game
text (``site_text``), the game-wide rules in force (``game_rules``) and who skips the next
Shadow phase (``skip_shadow``)."""

from __future__ import annotations

from ringtable.engine import path
from ringtable.engine.skips import skip_next_shadow_phase
from ringtable.persistence import game_rules
from ringtable.testing import Scenario

RULES = game_rules()
SAM, HELPLESS, SILINDE = "1_311", "2_76", "1_60"
FP_SITES = ("1_320", "1_327", "1_341", "1_346", "1_349", "2_120", "1_355", "1_358", "1_361")
SH_SITES = ("1_326", "1_331", "1_337", "1_345", "1_349", "1_350", "1_353", "1_359", "1_360")


def test_a_card_whose_game_text_does_not_apply_is_marked_in_both_views():
    """Helpless: "Sam's game text does not apply"."""
    sc = Scenario(rules=RULES)
    sc.ring_bearer()
    sam = sc.companion(SAM)
    sc.bear(sam, HELPLESS, player=sc.shadow)
    game = sc.start("fellowship")
    assert game.view_for(0)["cards"][sam]["text_off"] is True
    assert game.view_for(1)["cards"][sam]["text_off"] is True
    plain = Scenario(rules=RULES)
    plain.ring_bearer()
    other = plain.companion(SAM)
    assert "text_off" not in plain.start("fellowship").view_for(0)["cards"][other]


def test_a_card_with_the_game_text_of_your_site_names_that_site():
    """Silinde: "While you can spot your site 3, Silinde has the game text of that site"."""
    sc = Scenario(sites=(FP_SITES, SH_SITES), rules=RULES)
    silinde = sc.ally(SILINDE)
    sc.at_site(5)
    game = sc.twilight(0).start("fellowship")
    assert "site_text" not in game.view_for(0)["cards"][silinde]  # site 3 is the opponent's
    fp = game.s.fp
    mine = next(c for c in game.s.piles[fp]["adventure"] if game.cards[c].site_number == 3)
    path.replace_site(game, mine, 3, fp)
    game.settle()
    assert game.view_for(0)["cards"][silinde]["site_text"] == mine
    assert game.view_for(1)["cards"][silinde]["site_text"] == mine


def test_game_wide_rules_and_a_skipped_shadow_phase_are_in_the_view():
    """Cave Troll's Chain: "The Free Peoples player may choose for the archery phase to be
    skipped"; What Are We Waiting For?: "skip his or her next Shadow phase"."""
    sc = Scenario(rules=RULES)
    sc.companion("1_50")
    troll = sc.minion("1_165")
    sc.bear(troll, "2_53")
    game = sc.at_site(2).start("maneuver")
    view = game.view_for(0)
    assert view["game_rules"] == ["fp_may_skip_archery"] and view["skip_shadow"] == []
    skip_next_shadow_phase(game, 1)
    assert game.view_for(0)["skip_shadow"] == [1] == game.view_for(1)["skip_shadow"]


def test_the_skip_phase_and_yes_no_questions_have_labels_that_read_well():
    """Cave Troll's Chain: "The Free Peoples player may choose for the archery phase to
    be skipped": "Skip the archery phase" / "Play the archery phase". Mithril Shaft:
    "... until you choose to stop": each further round asked Yes / No."""
    from ringtable.testing import act

    sc = Scenario(rules=RULES)
    sc.companion("1_50")
    troll = sc.minion("1_165")
    sc.bear(troll, "2_53")
    game = sc.at_site(2).start("maneuver")
    while game.decision.kind == "action" and game.s.phase == "maneuver":
        act(game, "pass")
    assert sorted(game.describe(a) for a in game.legal_actions()) == [
        "Play the archery phase", "Skip the archery phase"]
    sc = Scenario(rules=RULES)
    sc.companion("1_13")
    shaft = sc.hand("1_22")
    sc.minion("1_178")
    for _ in range(3):
        sc.draw_top("1_7")
    game = sc.at_site(2).start("maneuver")
    act(game, "play", shaft)
    assert [game.describe(a) for a in game.legal_actions()] == ["Yes", "No"]


def test_a_play_on_a_bearer_that_changes_the_cost_says_the_cost():
    """Gandalf's Wisdom: "The twilight cost of each possession or artifact played on
    Gandalf or a character who has the Gandalf signet is -1": the cost in hand cannot
    hold it (no bearer yet), the option of playing Glamdring on Gandalf does."""
    sc = Scenario(rules=RULES)
    sc.at_site(2)
    sc.companion("1_364")
    sc.support("2_23")
    sc.hand("1_75")
    game = sc.start("fellowship")
    assert "Play Glamdring on Gandalf (twilight cost 1)" in [
        game.describe(a) for a in game.legal_actions()]
    plain = Scenario(rules=RULES)
    plain.at_site(2)
    plain.companion("1_364")
    plain.hand("1_75")
    game = plain.start("fellowship")
    assert "Play Glamdring on Gandalf" in [game.describe(a) for a in game.legal_actions()]


def test_a_rule_on_a_card_is_not_a_game_wide_rule():
    """Dwarven Armor: "Bearer may not be overwhelmed unless his or her strength is
    tripled": a rule on Gimli, not listed among the game's rules in force."""
    sc = Scenario(rules=RULES)
    gimli = sc.companion("1_13")
    sc.bear(gimli, "1_8")
    assert sc.at_site(2).start("fellowship").view_for(0)["game_rules"] == []
