/**
 * "How to play" for each game, in our own words: what the play screen's rules panel shows. It
 * explains the rules the rules library plays (docs/rules.md); it decides nothing.
 */
import type { GameKind } from "@/lib/rules";
import type { ClassicOptions } from "./screen/setup";

export interface Section {
  title: string;
  text: string;
}

/** Each game's name, as the app shows it. */
export const GAME_TITLES: Record<GameKind, string> = { legacy: "Snap Legacy", classic: "Classic Snap", table: "Table Snap", irish: "Irish Snap" };

const LEGACY: Section[] = [
  { title: "Turn", text: "In turn, flip the top card of your face-down hand onto your own stack. Nobody sees the next card, not even you." },
  { title: "Spot a match", text: "Two stack tops anywhere on the table match when they share a rank, or carry the same word. A match stays a match until one of its cards is covered." },
  {
    title: "Shout the right thing",
    text: "Same rank, no words: shout “Snap!”. One of them has a word: shout that word. The same word on both: shout it. Two different words: shout the word on the card that was on the table first.",
  },
  { title: "Win, and write", text: "The first right shout takes both stacks. Write a word on each won top card that has none: it stays on the deck for good." },
  {
    title: "When a bot wins",
    text: "A bot never makes up a word. As the table chose: its cards stay blank, you write its words for it, or it takes words from the family’s word list.",
  },
  { title: "A wrong shout", text: "It doesn’t count, and you can’t shout again until the next card is turned." },
  { title: "Winning", text: "An empty hand picks up its stack. No hand and no stack: you retire. The last player left wins." },
];

const TABLE: Section[] = [
  { title: "Turn", text: "In turn, flip the top card of your draw pile onto your own face-up pile." },
  { title: "Snap!", text: "When two face-up tops share a rank, the first to shout “Snap!” wins every card on the table and keeps them face up on a won pile." },
  { title: "A false Snap", text: "Shout when nothing matches and you sit out, neither shouting nor turning, until the cards on the table are collected." },
  { title: "Running out", text: "When your draw pile is empty, your won pile is turned over (in order) and becomes your draw pile." },
  { title: "Winning", text: "Collect the whole deck. A player with no cards anywhere is out." },
];

const IRISH: Section[] = [
  { title: "Count around the table", text: "Everyone flips a card onto one centre pile in turn while the table counts: Ace, Two, Three … Queen, King, then Ace again." },
  { title: "Slap a matching rank", text: "When the card flipped is the rank just called, everybody slaps the pile. Press Space or tap the centre pile." },
  { title: "The slowest collects", text: "The last to slap, or anyone who didn’t slap at all, takes the whole centre pile. The count starts again at Ace." },
  { title: "A false slap", text: "Slap when the rank didn’t match and you take the centre pile yourself, at once." },
  { title: "Getting out safely", text: "When your pile runs out you are safe, once any slap on your last card is settled. The last player holding cards loses." },
  { title: "Keys", text: "Enter (or tapping your pile) flips your card; Space slaps. Auto-flip flips for you. Pause, or leaving the tab, stops the cards and the slap timers." },
];

function classicSections(options: ClassicOptions | null): Section[] {
  const o = options ?? { pools: true, centrePile: false, onlyOwners: false, animals: false };
  const sections: Section[] = [
    o.centrePile
      ? { title: "Turn", text: "In turn, flip the top card of your face-down pile onto the one centre pile." }
      : { title: "Turn", text: "In turn, flip the top card of your face-down pile onto your own face-up pile. When it runs out, turn your face-up pile over." },
  ];
  if (o.animals) {
    sections.push(
      { title: "Your animal", text: "Everyone has a different animal, shown on their place." },
      { title: "Call the other animal", text: "When your face-up top matches someone else’s, call THEIR animal before they call yours. The first right call wins the other player’s pile, kept aside." },
      { title: "Winning", text: "When nobody has a face-down card left, the deck has run out: most cards wins." },
    );
    return sections;
  }
  sections.push(
    o.centrePile
      ? { title: "Snap!", text: "When the two top cards of the centre pile share a rank, the first to call “Snap!” wins the whole centre pile." }
      : { title: "Snap!", text: "When two face-up tops share a rank, the first to call “Snap!” takes the matching piles to the bottom of their face-down pile." },
  );
  if (o.onlyOwners) sections.push({ title: "Only the owners", text: "Only a player whose own card is part of the match may snap; anyone else’s call is false." });
  if (o.pools) {
    sections.push(
      { title: "Snap pools", text: "A false “Snap!” sends your face-up pile to the centre as a snap pool. When a face-up top matches a pool’s top card, call “Snap pool!” to win both." },
      { title: "A tie", text: "Right calls at the same moment: the piles they claim go to the centre as a new snap pool." },
    );
  } else if (o.centrePile) {
    sections.push({ title: "A false snap", text: "Call when nothing matches and you give the top card of your face-down pile to the player whose card you wrongly called." });
  } else {
    sections.push({ title: "A false snap", text: "Call when nothing matches and you can’t call again until the next card is turned." });
  }
  sections.push({ title: "Winning", text: "A player with no cards at all is out; the last one in wins." });
  return sections;
}

/** A game's rules in our own words, for the players (the rule book itself is docs/rules.md). */
export function howToPlay(game: GameKind, classic: ClassicOptions | null): Section[] {
  switch (game) {
    case "legacy":
      return LEGACY;
    case "classic":
      return classicSections(classic);
    case "table":
      return TABLE;
    case "irish":
      return IRISH;
  }
}
