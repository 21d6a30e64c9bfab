import type { EndReason, GameEvent, GameKind } from "@/lib/rules";
import { possessive } from "./possessive";

export type Tone = "good" | "bad" | "plain";

export interface Line {
  text: string;
  tone: Tone;
}

/** A right shout of the current turn, kept to tell by how much the winner was first. */
export interface RightShout {
  name: string;
  reactionMs: number;
}

export interface Narration {
  /** What to tell the table, in the order it happened. */
  lines: Line[];
  /** The right shouts of the turn so far: pass them to the next call. */
  rightShouts: RightShout[];
  /** The seats whose piles were just won ([] once a new card is turned; null: unchanged). */
  highlight: string[] | null;
  /** A card was turned: reactions are timed again from when it is on screen. */
  cardTurned: boolean;
  /** A snap was won (a cheer, if sounds are on). */
  snapWon: boolean;
}

type Say = (text: string, tone?: Tone) => void;

/**
 * A name and its verb: the person trying a game is "You", spoken to ("You take"), everyone else
 * spoken about ("Mum takes"): the rest of the sentence about someone else, then about you.
 */
export function does(name: string, aboutThem: string, aboutYou: string): string {
  return `${name} ${name === "You" ? aboutYou : aboutThem}`;
}

/** "Mum’s" or "Your", at the start of a sentence. */
function Possessive(name: string): string {
  const owner = possessive(name);
  return `${owner.charAt(0).toUpperCase()}${owner.slice(1)}`;
}

/** Several names and the verb they share: "Mum and Dad are", "Dad is", "You are". */
function are(names: string[]): string {
  return `${listOfNames(names)} ${names.length > 1 || names[0] === "You" ? "are" : "is"}`;
}

const cards = (n: number) => (n === 1 ? "1 card" : `${n} cards`);

/** The names of several players: "Mum", "Mum and Dad", "Mum, Dad and Robin Bot". */
export function listOfNames(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** A call as the table heard it: “Snap!”, “Snap pool!”, “Wombat!”. */
function quoted(call: string): string {
  const trimmed = call.trim();
  return `“${trimmed.charAt(0).toUpperCase()}${trimmed.slice(1)}!”`;
}

/** What a wrong call costs, in each game's own words (the events that follow say what happened). */
const WRONG: Record<GameKind, string> = {
  legacy: "Wrong: locked out until the next card.",
  classic: "Wrong: locked out until the next card.",
  table: "Wrong.",
  irish: "Wrong: no slap was due.",
};

/** How a game that reached a limit or ran out is decided. */
const ENDED_BY: Partial<Record<EndReason, string>> = {
  turnLimit: "The short game is over",
  timeLimit: "Time is up",
  deckRanOut: "The deck has run out",
  stalemate: "Nobody can play on",
  endedEarly: "The game was ended early",
};

function sayShout(event: Extract<GameEvent, { type: "shoutJudged" }>, name: string, game: GameKind, say: Say): void {
  if (event.falseStart) {
    const did = game === "irish" ? "slapped" : `shouted ${quoted(event.shouted)}`;
    say(`${name} ${did} after ${event.reactionMs} ms: too soon for anyone to react, a false start. ${game === "irish" ? "It counts as a false slap." : WRONG[game]}`, "bad");
    return;
  }
  if (game === "irish") {
    say(event.right ? `${name} slapped (${event.reactionMs} ms).` : `${name} slapped, but no slap was due: a false slap.`, event.right ? "plain" : "bad");
    return;
  }
  if (event.right) say(`${name} shouted ${quoted(event.shouted)} Right! (${event.reactionMs} ms)`, "good");
  else say(`${name} shouted ${quoted(event.shouted)} ${WRONG[game]}`, "bad");
}

function sayGameOver(event: Extract<GameEvent, { type: "gameOver" }>, nameOf: (id: string) => string, game: GameKind, say: Say): void {
  const winners = listOfNames(event.winners.map(nameOf));
  const limit = ENDED_BY[event.reason];
  if (game === "irish") {
    const loser = event.loser === null ? "nobody" : nameOf(event.loser);
    say(
      limit
        ? `${limit}: ${does(loser, "holds the most cards and loses", "hold the most cards and lose")}.`
        : `Game complete: ${does(loser, "is the last holding cards", "are the last holding cards")}.`,
      "good",
    );
  } else if (event.winners.length === 0) {
    say("Game over.", "plain");
  } else {
    const verb = event.winners.length > 1 || winners === "You" ? "win" : "wins";
    say(limit ? `${limit}: ${winners} ${verb} with the most cards.` : `${winners} ${verb}!`, "good");
  }
}

/**
 * What the screen says about what the rules just decided, in the words of the game being played.
 * It only describes events the rules library produced (who was right, who won, who collected,
 * what was written); it never judges anything itself.
 */
export function narrate(
  events: readonly GameEvent[],
  nameOf: (playerId: string) => string,
  rightShouts: readonly RightShout[],
  game: GameKind = "legacy",
): Narration {
  const told: Narration = { lines: [], rightShouts: [...rightShouts], highlight: null, cardTurned: false, snapWon: false };
  const say: Say = (text, tone = "plain") => told.lines.push({ text, tone });
  let lastWrong: string | null = null;
  for (const event of events) {
    switch (event.type) {
      case "cardTurned":
        told.rightShouts = [];
        told.highlight = [];
        told.cardTurned = true;
        break;
      case "shoutJudged":
        if (event.right) told.rightShouts.push({ name: nameOf(event.playerId), reactionMs: event.reactionMs });
        else lastWrong = event.playerId;
        sayShout(event, nameOf(event.playerId), game, say);
        break;
      case "shoutsTied":
        say(
          game === "irish"
            ? `${listOfNames(event.playerIds.map(nameOf))} were equally slow: the deal decides who collects.`
            : `A tie: ${listOfNames(event.playerIds.map(nameOf))} called within ${Math.max(...event.reactionMs) - Math.min(...event.reactionMs)} ms of each other.`,
        );
        break;
      case "snapWon": {
        const [first, second] = [...told.rightShouts].sort((a, b) => a.reactionMs - b.reactionMs);
        const margin = first && second ? `, ${second.reactionMs - first.reactionMs} ms ahead of ${second.name}` : "";
        const what = game === "table" ? `all ${cards(event.cardIds.length)} on the table` : cards(event.cardIds.length);
        if (event.cardIds.length === 0) {
          // Only in a replay of a Classic Snap game recorded before a false call left the called piles alone (calledPilesStay).
          say(`${does(nameOf(event.playerId), `wins the snap${margin}`, `win the snap${margin}`)}, but a false call had broken up the match: no cards to take.`);
        } else {
          say(`${does(nameOf(event.playerId), `wins the snap${margin} and takes ${what}`, `win the snap${margin} and take ${what}`)}.`, "good");
          told.snapWon = true;
        }
        told.highlight = event.piles;
        break;
      }
      case "wordsWritten": {
        const words = event.words.map((w) => `“${w.word}”`).join(" and ");
        const name = nameOf(event.playerId);
        if (event.words.length === 0) say(`${Possessive(name)} won cards stay blank: a bot makes up no words.`);
        else if (event.by === "bot") say(`${name} wrote ${words} from the family’s word list, on the deck for good.`, "good");
        else if (event.by === "people") say(`${words} written for ${name}, on the deck for good.`, "good");
        else say(`${name} wrote ${words} on the deck, for good.`, "good");
        break;
      }
      case "stackTakenUp":
        say(
          game === "legacy"
            ? `${does(nameOf(event.playerId), "picks up their", "pick up your")} stack as a new hand.`
            : game === "table"
              ? `${does(nameOf(event.playerId), "turns a pile over as their", "turn a pile over as your")} new draw pile.`
              : `${does(nameOf(event.playerId), "turns their", "turn your")} face-up pile over as a new face-down pile.`,
        );
        break;
      case "poolFormed":
        say(
          event.reason === "tie"
            ? `The piles they claimed go to the centre as a snap pool (${cards(event.cardIds.length)}).`
            : `${lastWrong ? Possessive(nameOf(lastWrong)) : "The caller’s"} face-up pile goes to the centre as a snap pool (${cards(event.cardIds.length)}).`,
          event.reason === "tie" ? "plain" : "bad",
        );
        break;
      case "penaltyCard":
        say(`${does(nameOf(event.fromPlayerId), "gives", "give")} a card to ${nameOf(event.toPlayerId) === "You" ? "you" : nameOf(event.toPlayerId)}, whose card was wrongly called.`, "bad");
        break;
      case "sittingOut":
        say(`${are([nameOf(event.playerId)])} out until the cards on the table are collected.`, "bad");
        break;
      case "backIn":
        say(`${are(event.playerIds.map(nameOf))} back in.`);
        break;
      case "pileCollected": {
        const pile = `the centre pile (${cards(event.cardIds.length)})`;
        const [aboutThem, aboutYou] = {
          lastToSlap: ["was last to slap and takes", "were last to slap and take"],
          missedSlap: ["missed the slap and takes", "missed the slap and take"],
          falseSlap: ["slapped falsely and takes", "slapped falsely and take"],
        }[event.reason];
        say(`${does(nameOf(event.playerId), `${aboutThem} ${pile}`, `${aboutYou} ${pile}`)}.`, event.reason === "lastToSlap" ? "plain" : "bad");
        told.highlight = [event.playerId];
        break;
      }
      case "playerFinished":
        say(`${does(nameOf(event.playerId), "has no cards left and is", "have no cards left and are")} safe.`, "good");
        break;
      case "playerRetired":
        say(
          game === "legacy"
            ? `${does(nameOf(event.playerId), "has no cards left and retires", "have no cards left and retire")}.`
            : `${does(nameOf(event.playerId), "has no cards left and is out", "have no cards left and are out")}.`,
        );
        break;
      case "gameOver":
        sayGameOver(event, nameOf, game, say);
        break;
      default:
        break;
    }
  }
  return told;
}
