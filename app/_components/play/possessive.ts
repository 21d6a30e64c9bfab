/** “Mum’s”, or “your” for the person trying a game (named “You”). */
export function possessive(name: string): string {
  return name === "You" ? "your" : `${name}’s`;
}

/** A seat's place, as screen readers name it: “Mum’s place”, “Your place”. */
export function placeName(name: string): string {
  const owner = possessive(name);
  return `${owner.charAt(0).toUpperCase()}${owner.slice(1)} place`;
}
