/** Why the judge refused an intent, in words a family can read (the device shows them). */
export const REFUSED = {
  elsewhere: "This room is being judged elsewhere",
  movedOn: "The game moved on elsewhere",
  notRecorded: "That move could not be saved: the table is being set up again from its saved moves, try again in a moment",
  replayed: "That message was already received",
  over: "The game is over",
  paused: "The game is paused",
  notPaused: "The game is not paused",
  notYourSeat: "That seat is not played from this device",
  noSuchSeat: "There is no such player in this game",
  staleTurn: "A card was turned meanwhile",
  noCardYet: "No card has been turned yet",
  cardBeforeTakeover: "This card was shown before the room changed hands: wait for the next card",
  alreadyDecided: "Too late: the snap was already decided",
  negativeReaction: "A reaction time can't be negative",
  hugeReaction: "A reaction time over 10 seconds is not a reaction to this card",
  noWordsWanted: "Nobody is writing words just now",
} as const;

export function onlyTheWinnerWrites(name: string): string {
  return `Only ${name} writes the words`;
}
