"""The rule behind each prompt of a game of Chainsaw Warrior, for the console's `help`
(docs/chainsaw-warrior/playing.md): a sentence or two per prompt kind, naming the
rulebook section it comes from and the page of the docs with our rulings.

``RULES`` is keyed by the prompt kinds of docs/chainsaw-warrior/rules.md ("Prompts"); a
test checks that every kind the engine asks has its help.
"""

from __future__ import annotations

RULES: dict[str, str] = {
    "read": "Read the card's text up to its line, then go on (rulebook: Reference Section: "
            "House Cards; docs/chainsaw-warrior/playing.md).",
    "decision": "The House card offers a choice: choose one (rulebook: Reference Section: "
                "House Cards).",
    "training": "Advanced Training: instead of rolling, spend 24 points over your "
                "attributes, each from its basic value up to its maximum; every point is "
                "spent (rulebook: Overkill Options, Advanced Training; "
                "docs/chainsaw-warrior/options.md).",
    "kit_wait": "Kitting Out III: wait for more equipment, kit out, then enter the house "
                "at 10 minutes with half a die (rounded up) more points (rulebook: Overkill "
                "Options, Kitting Out III).",
    "kit_choose": "Kitting Out II: pay 2 points to choose your Equipment cards instead of "
                  "drawing them at random (rulebook: Overkill Options, Kitting Out II).",
    "kit": "Kitting Out: spend your Equipment Allowance one card at a time, drawn from the "
           "top of a face-down pile: Clothing 1, Devices 1, Gun 2, HtH Weapon 1, Hvy Weapon "
           "3; one Gun and one Heavy Weapon at most, 13 items in all; 2 points buy a Spare "
           "Clip or a refill outside the building (rulebook: Kitting Out, Escaping the "
           "Building; docs/chainsaw-warrior/rules.md).",
    "kit_card": "Kitting Out II: take any card of the pile (rulebook: Overkill Options, "
                "Kitting Out II).",
    "dum_dum_redraw": "Dum-Dum Bullets without a Gun are of no use: you may discard them "
                      "and choose another card (rulebook: Reference Section: Equipment, "
                      "Dum-Dum Bullets).",
    "cats_weapon": "The C.A.T.S. is fitted to one weapon: +2 to its Aimed Shots, +1 to its "
                   "Lucky Shots (rulebook: Reference Section: Equipment, C.A.T.S.).",
    "leave_item": "You may never have more than 13 pieces of equipment: leave one behind "
                  "(rulebook: Kitting Out).",
    "action": "Before you turn the next card. In a free area you may wait 30 seconds, heal "
              "with a First Aid Kit or Medi-Kit, or reload an empty weapon from its Spare "
              "Clip, each with a Wandering Zombie roll; Smash, the Remote Camera, Dynamite, "
              "the Flare Gun (at night) and the Rope (after a Balcony) may be used at any "
              "time but in a fight. You are asked only when the offer is new (rulebook: "
              "Pausing and Reloading, Reference Section: Equipment; "
              "docs/chainsaw-warrior/rules.md, The action prompt).",
    "climb": "Climbing: treat an Elevator as a Clear area (no Wandering Zombie) and climb "
             "the shaft; decide before the card is turned; a First Aid Kit cannot be taken "
             "then (rulebook: Skills, Climbing).",
    "sprint": "Sprinting: a Clear or Empty Corridor or Stairs area costs no time and no "
              "Wandering Zombie roll; a creature is fought at once at -1 HtH, a trap fails "
              "its Reflex test with the worst results (rulebook: Overkill Options, "
              "Sprinting).",
    "override": "Equipment cards take precedence over House cards: this item may deal with "
                "the card (rulebook: Rules Precedence, Reference Section: Equipment).",
    "flare_stop": "The flare treats areas as Clear, but you may stop for a First Aid Kit, a "
                  "Dump or a Secret Passage; stopping puts the flare out (rulebook: "
                  "Reference Section: Equipment, Flare Gun).",
    "hide": "Hiding: roll a die, a 6 hides you and the creature is discarded (radiation "
            "and venom checks still happen) (rulebook: Skills, Hiding).",
    "anti_rad": "The Anti-Rad Capsules negate one radiation roll, not one that kills you "
                "(rulebook: Reference Section: Equipment, Anti-Rad Capsules).",
    "waistcoat": "The Implosion Waistcoat kills Darkness and you with it: the game is a "
                 "draw (rulebook: The End of the Game).",
    "shoot": "Fighting Creatures, steps 3 to 5: one Aimed Shot per encounter. Test your "
             "Reflexes (2D6 at most your rating, unless a device spares it), then 2D6 plus "
             "your Marksmanship must reach the weapon's number for the creature: it is "
             "killed. Either way a use is ticked off (rulebook: Fighting Creatures).",
    "dum_dum": "Dum-Dum Bullets add 2 to a Gun's Aimed Shot, from their own uses (rulebook: "
               "Reference Section: Equipment, Dum-Dum Bullets).",
    "burst": "Rapid Fire: up to six shots from a Gun, all deducted at once; one hit kills "
             "(rulebook: Overkill Options, Rapid Fire).",
    "flash_bomb": "Flash Bombs, at night: +3 HtH for this combat, or an automatic escape at "
                  "the start of the second round (rulebook: Reference Section: Equipment, "
                  "Flash Bombs).",
    "hth_weapon": "You may use only one HtH weapon in a combat: choose it for this fight "
                  "(rulebook: Reference Section: Equipment).",
    "opponent": "Multiple Opponents: fight them one after the other, in the order you "
                "choose (rulebook: Multiple Opponents).",
    "special": "The Needle, Throw Nets and Time Grenades act in step 6 of the first round "
               "with a creature, the C.N.E.S. at the start of any one round; none works on "
               "Darkness (rulebook: Reference Section: Equipment).",
    "escape": "Escaping: from the second round, one die against the creature's Escape "
              "rating (Zombie 2, Rat Pack 3, Chaos Agent 4, Mutant 5, Meat Machine 6). "
              "Away: one die of 30-second boxes pass. Caught: its maximum wounds and an "
              "Extra Wound roll, then fight on (rulebook: Escaping).",
    "frenzy": "Frenzy: go berserk, +3 HtH for the next round only; lose it and you take "
              "double damage; each berserk round costs 1 Endurance for good (rulebook: "
              "Overkill Options, Frenzy).",
    "lucky": "A Lucky Shot at the end of a round, with a weapon that lists the creature: "
             "one die, 1 you shoot yourself, 2 the weapon is smashed, 3 a wound, 4 a miss, "
             "5 a test as normal (no Reflex test, no Marksmanship), 6 killed (rulebook: "
             "Fighting Creatures, the Lucky Shot table; docs/chainsaw-warrior/rules.md).",
    "imagizer": "The Holographic Imagizer: +1 to this Lucky Shot, once (rulebook: Reference "
                "Section: Equipment).",
    "maim": "The Meat Machine maims you: lose a point of Reflexes or of HtH, your choice "
            "(rulebook: Reference Section: House Cards, The Meat Machine).",
    "lose_item": "An item is taken and removed from the game: choose which (rulebook: "
                 "Reference Section: House Cards).",
    "passage": "Secret Passage: skip up to the rolled number of cards, deciding before "
               "each; skipping Darkness reshuffles Deck Two (rulebook: Reference Section: "
               "House Cards, Secret Passage; Missing Darkness).",
    "tdd": "The TDD warns of Darkness in the passage: you may stop and fight it (rulebook: "
           "Reference Section: Equipment, TDD).",
    "use": "The card names items that deal with it: using one ticks a use off (rulebook: "
           "Reference Section: House Cards).",
    "door": "A Locked Door: each weapon's card has a number to smash it on 2D6 (a shot adds "
            "your Marksmanship); Acid burns through without a roll (rulebook: Reference "
            "Section: House Cards, Trap - Locked Door).",
    "dump": "A Dump: take a random card of its type, or refill an item, or take a Spare "
            "Clip for one (rulebook: Reference Section: House Cards, Dump).",
    "teleport": "The Teleport Implant takes you out of the building at once, without "
                "finding the way out (rulebook: Escaping the Building).",
}
