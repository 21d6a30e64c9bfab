/** A call as said aloud: “Snap!”, “Snap pool!”, “Slap!”, a word or an animal. */
export function callLabel(call: string): string {
  return `${call.charAt(0).toUpperCase()}${call.slice(1)}!`;
}
