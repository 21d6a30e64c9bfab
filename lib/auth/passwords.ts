import bcrypt from "bcryptjs";
import { passwordFitsBcrypt } from "./password-length";

const COST = 10;

export function hashPassword(password: string): Promise<string> {
  if (!passwordFitsBcrypt(password)) throw new RangeError("A password longer than bcrypt reads can't be hashed.");
  return bcrypt.hash(password, COST);
}

/** A password longer than bcrypt reads never matches: it would be compared on its first 72 bytes only. */
export async function checkPassword(password: string, hash: string): Promise<boolean> {
  const matches = await bcrypt.compare(password, hash);
  return matches && passwordFitsBcrypt(password);
}

/** Compared against when the email is unknown, so both failures take the same time. */
export const UNKNOWN_USER_HASH = bcrypt.hashSync("no such user", COST);
