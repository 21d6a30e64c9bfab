import { DeckError } from "@/lib/decks/errors";

/** Wrong codes an address may type in a window before it must wait: plenty for typos, far too few to guess. */
export const FREE_WRONG_CODES = 20;
export const WRONG_CODES_WINDOW_MS = 10 * 60 * 1000;

export const tooManyWrongCodes = () => new DeckError(403, "Too many wrong codes from this network: wait ten minutes, then try again.");

/**
 * Slows down guessing at room codes (a right code shows a deck's name and its players' names, and
 * lets a stranger take a free seat): each address gets FREE_WRONG_CODES wrong codes per window,
 * then every code is refused until the window ends. Kept in the process's memory: each app process
 * counts its own, which still bounds a guesser to a few dozen tries per process per window.
 */
export class WrongCodes {
  private readonly byAddress = new Map<string, { count: number; since: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Runs a look-up by code for this address: refused while the address is over its limit; a "no room" answer counts against it. */
  async lookUp<T>(address: string, work: () => Promise<T>): Promise<T> {
    this.forgetOld();
    if ((this.byAddress.get(address)?.count ?? 0) >= FREE_WRONG_CODES) throw tooManyWrongCodes();
    try {
      return await work();
    } catch (error) {
      if (error instanceof DeckError && error.status === 404) this.count(address);
      throw error;
    }
  }

  private count(address: string): void {
    const entry = this.byAddress.get(address);
    if (entry) entry.count++;
    else this.byAddress.set(address, { count: 1, since: this.now() });
  }

  private forgetOld(): void {
    const cutoff = this.now() - WRONG_CODES_WINDOW_MS;
    for (const [address, entry] of this.byAddress) if (entry.since <= cutoff) this.byAddress.delete(address);
  }
}

/** This process's count. */
export const wrongCodes = new WrongCodes();
