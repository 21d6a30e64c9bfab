/**
 * Why a game on one screen is paused. Nobody can turn or shout while it is, for either of two
 * reasons: someone at the device paused it (the Pause button, or leaving the tab), or How to play
 * is open. Only the first is a pause to come back from through the Paused dialog; closing How to
 * play takes you straight back to the game, running again unless someone had paused it.
 */
export interface ScreenPause {
  /** Paused by someone at the device: the Pause button, or the tab left. */
  byPlayer: boolean;
  /** How to play is open. */
  readingRules: boolean;
}

export const RUNNING: ScreenPause = { byPlayer: false, readingRules: false };

/** Whether nobody can turn or shout now. */
export function isPaused(pause: ScreenPause): boolean {
  return pause.byPlayer || pause.readingRules;
}

/** Whether the Paused dialog (Resume, End this game, Back) shows: only for a pause someone chose. */
export function showsPausedDialog(pause: ScreenPause): boolean {
  return pause.byPlayer;
}

/** The Pause button, or the tab left. */
export function pausedByPlayer(pause: ScreenPause): ScreenPause {
  return { ...pause, byPlayer: true };
}

/** The Paused dialog's Resume (or the header's): the game runs again. */
export function resumed(): ScreenPause {
  return RUNNING;
}

/** How to play opened: the game waits while the rules are read. */
export function rulesOpened(pause: ScreenPause): ScreenPause {
  return { ...pause, readingRules: true };
}

/** How to play closed: back to the game as it was before it opened (running, or paused by someone). */
export function rulesClosed(pause: ScreenPause): ScreenPause {
  return { ...pause, readingRules: false };
}
