import bcrypt from "bcryptjs";

const COST = 10;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, COST);
}

export function checkPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}

/** Compared against when the email is unknown, so both failures take the same time. */
export const UNKNOWN_USER_HASH = bcrypt.hashSync("no such user", COST);
