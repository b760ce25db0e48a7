"""The rule modifiers' names, each with the words a log line uses.

Why a table of its own: every card text that puts a typed rule on a card ("cannot take
wounds", "game text does not apply") names one of these, the scripts check the name at
load, and the engine reads each where the rule applies (``stats.rule``). Keeping the
names here keeps ``stats`` about reading values.
"""

from __future__ import annotations

# Rule modifiers: typed rules a card text puts on a card ("cannot take wounds"), read
# where the rule applies, never shown as keywords. Written as a modifier of stat
# ``"rule:" + name`` (a static modifier or a temporary one with a duration); the value is
# how strongly it holds (``wound_cap``: the most wounds each skirmish; others: on if > 0).
# Each names the words a log line uses ({n}: the value).
RULE_MODIFIERS = {
    "cannot_take_wounds": "cannot take wounds",  # and no archery wound is assigned to it
    "wound_cap": "takes no more than {n} wound(s) each skirmish",
    "cannot_be_assigned": "cannot be assigned to a skirmish",
    # Uruk Guard: a pair prohibition, the minion being the modifier's source
    # (combat.AssignStep: ``NOT_TO_SOURCE``)
    "not_assigned_to_source": "may not be assigned to that minion by the Free Peoples "
                              "player",
    # The Tale of the Great Ring (combat.resolve; the skirmish frame's "sev" mark)
    "overwhelm_unless_shadow_event": "cannot be overwhelmed unless a Shadow event is "
                                     "played during the skirmish",
    # Morgul Spearman: an assignment cost (combat.AssignStep: the assign action's value
    # names the companion exerted)
    "assign_cost_exert": "can be assigned by the Free Peoples player only by exerting a "
                         "companion",
    # "The Free Peoples player may not assign a character to skirmish Bill Ferny": a
    # Shadow player may still assign it as a leftover minion (combat.AssignStep)
    "fp_cannot_assign": "the Free Peoples player may not assign a character to skirmish it",
    "cannot_be_exerted": "cannot be exerted",
    "not_roaming": "is not roaming",  # Rohirrim Camp (read by ``is_roaming``)
    "discard_at_skirmish_end": "is discarded at the end of the skirmish",  # City of Men
    "overwhelm_triple": "cannot be overwhelmed unless the strength against it is tripled",
    # an ally taking part in archery and skirmishes away from its home (issue 18)
    "takes_part": "takes part in archery fire and skirmishes",
    # prohibitions (issue 18): a card in hand that may not be played (read by the play
    # options and Response events in hand); a card whose special abilities may not be used
    "cannot_be_played": "may not be played",
    "cannot_use_abilities": "special abilities may not be used",
    # "those characters cannot use skirmish special abilities" (Crashing Cavalry)
    "no_skirmish_abilities": "cannot use skirmish special abilities",
    # "bearer cannot heal" (You Bring Great Evil): wounds are not removed from it
    "cannot_heal": "cannot heal",
    # game-wide rules (a static with no ``who``; read by the turn sequence)
    "skip_maneuver": "the maneuver phase is skipped",
    "skip_archery": "the archery phase is skipped",
    # Buckleberry Ferry: "there are no assignment and skirmish phases" (turn.TurnStep)
    "skip_skirmishes": "there are no assignment and skirmish phases",
    # "The Free Peoples player wins the game only if the Ring-bearer survives until
    # Shadow players reconcile" (Caverns of Isengard): the site-9 win waits for them
    "win_at_reconcile": "the Free Peoples player wins only once the Shadow players reconcile",
    # read from statics by strength() and keyword("damage") (Cirith Ungol Watchman)
    "no_possession_bonuses": "loses all damage and strength bonuses from possessions",
    # read by combat.resolve when it wins a skirmish (Ancient Enmity)
    "losers_discard_random": "makes the owner of each minion losing to it discard {n} "
                             "card(s) at random from hand",
    # the same for weapons (possessions or artifacts), one bonus each (a static only)
    "no_weapon_strength_bonuses": "does not gain strength bonuses from weapons",
    "no_weapon_damage_bonuses": "loses all damage bonuses from weapons",
    # game-wide (Steward's Tomb): read by effects.heal, effects.remove_burden (and the
    # remove_burden cost) and the wound step's "prevent that wound"
    "no_healing": "wounds cannot be healed",
    "no_burden_removal": "burdens cannot be removed",
    "no_wound_prevention": "wounds cannot be prevented",
    # game-wide (Haradwaith): "the Shadow has initiative, regardless of the Free Peoples
    # player's hand", read by fp_has_initiative
    "shadow_initiative": "the Shadow has initiative",
    # game-wide (Osgiliath Channel): at the regroup choice the Free Peoples player must
    # move again when he may (turn.TurnStep's regroup_choice)
    "must_move_again": "the Free Peoples player must choose to move again",
    # issue 18 (Shadows starters): a keyword read as 0 whatever gives it, printed or gained
    # (read by keyword()): "loses all damage bonuses" (Armor of the Citadel), "loses
    # fierce and cannot gain fierce" (Harrowdale)
    "no_damage_bonuses": "loses all damage bonuses",
    "no_fierce": "loses fierce and cannot gain fierce",
    # game-wide (Caras Galadhon): "No more than 1 minion can be assigned to each
    # skirmish" (combat.AssignStep: defender bonuses and leftovers alike)
    "one_minion_per_skirmish": "no more than 1 minion can be assigned to each skirmish",
    # game-wide (Orkish Camp), read by the scripts' replace_site verb
    "fp_cannot_replace_current_site": "the Free Peoples player cannot replace the "
                                      "fellowship's current site",
    # game-wide (Chamber of Mazarbul): "The Free Peoples player may transfer Free Peoples
    # artifacts and possessions at no twilight cost" (playing.transfer_cost)
    "free_transfers": "Free Peoples artifacts and possessions transfer at no twilight cost",
    # a state-triggered self-discard ("When you cannot spot another [orc] minion, discard
    # this minion from play": Marauding Orcs): a static with an ``if``, read whenever a
    # card enters or leaves play (effects.check_state_discards, with the death check)
    "discard_from_play": "is discarded from play",
    # game-wide (The Irresistible Shadow): "the Ring-bearer is corrupted" while its
    # condition holds (effects.check_corruption, at every burden and state check)
    "ring_bearer_corrupted": "the Ring-bearer is corrupted",
}
# "cannot be discarded from play by Shadow cards" (Madril, Loyal Lieutenant) and "can not
# be discarded by a Shadow player" (Haleth, Son of Háma): read by the scripts' discard
# verb, which knows the card and the player whose text discards (scripts/verbs.py)
RULE_MODIFIERS["no_discard_by_shadow_cards"] = "cannot be discarded from play by Shadow cards"
RULE_MODIFIERS["no_discard_by_shadow_player"] = "cannot be discarded by a Shadow player"
# "This minion may not bear possessions" (Foul Tentacle, Watcher in the Water): no
# possession is played on it (playing.bearers)
RULE_MODIFIERS["cannot_bear_possessions"] = "may not bear possessions"
# "Bearer may be exerted only by Shadow cards" (Throw Yourself in Next Time): read by the
# scripts' exert verb, which knows the card whose text exerts (scripts/verbs.py)
RULE_MODIFIERS["exerted_only_by_shadow"] = "may be exerted only by Shadow cards"
# game-wide, issue 18 (gaps-r): a phase the Free Peoples player may skip (engine/skips.py);
# hands kept secret from the other side's effects (engine/hands.py)
RULE_MODIFIERS.update(
    fp_may_skip_archery="the Free Peoples player may skip the archery phase",
    shadow_hands_hidden_from_fp="Shadow players' hands are hidden from the Free Peoples player",
    fp_hand_hidden_from_shadow="the Free Peoples player's hand is hidden from Shadow players")
# "Sam's game text does not apply" (Helpless): statics, abilities, triggers, printed
# keywords, succession, the Ring's rules off (``text_off``, read where each is read)
RULE_MODIFIERS["no_game_text"] = "game text does not apply"
# The rule modifiers that are game-wide (a static or modifier with no card): what the
# table lists as rules in force (``view_for``'s ``game_rules``); the others are on cards.
GAME_WIDE_RULES = frozenset({
    "skip_maneuver", "skip_archery", "skip_skirmishes", "win_at_reconcile", "no_healing",
    "no_burden_removal", "no_wound_prevention", "shadow_initiative", "must_move_again",
    "one_minion_per_skirmish", "fp_cannot_replace_current_site", "free_transfers",
    "ring_bearer_corrupted", "fp_may_skip_archery", "shadow_hands_hidden_from_fp",
    "fp_hand_hidden_from_shadow"})
