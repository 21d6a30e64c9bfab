/** Illegal actions are rejected with a RuleError: a code the app can switch on and a message a
 *  family can read. The state passed in is never changed. */
export type RuleErrorCode =
  | "BAD_CONFIG"
  | "BAD_ACTION"
  | "GAME_OVER"
  | "WRONG_PHASE"
  | "NO_CARD_YET"
  | "UNKNOWN_PLAYER"
  | "NOT_PLAYING"
  | "NOT_YOUR_TURN"
  | "NO_CARDS"
  | "LOCKED_OUT"
  | "SITTING_OUT"
  | "ALREADY_SHOUTED"
  | "SHOUTS_PENDING"
  | "NOTHING_TO_RESOLVE"
  | "BAD_WORDS"
  | "TIME_WENT_BACKWARDS";

export class RuleError extends Error {
  readonly code: RuleErrorCode;

  constructor(code: RuleErrorCode, message: string) {
    super(message);
    this.name = "RuleError";
    this.code = code;
  }
}

export function isRuleError(error: unknown): error is RuleError {
  return error instanceof RuleError;
}
