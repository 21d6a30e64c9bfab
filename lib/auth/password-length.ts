/**
 * bcrypt reads only the first 72 bytes of a password: anything after them would be ignored, so a
 * longer password would also open the account with its first 72 bytes. New passwords are kept
 * within it, and a longer one offered at sign-in is refused rather than compared on its prefix.
 */
export const MAX_PASSWORD_BYTES = 72;

export function passwordFitsBcrypt(password: string): boolean {
  return new TextEncoder().encode(password).length <= MAX_PASSWORD_BYTES;
}
