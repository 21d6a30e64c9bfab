/** Button looks shared by the members page's controls (touch targets of at least 48px). */
const base = "min-h-12 rounded-xl px-5 text-lg font-bold disabled:opacity-60";

export const button = {
  primary: `${base} bg-snap text-white shadow hover:bg-snap-dark`,
  secondary: `${base} bg-felt text-white hover:bg-felt-dark`,
  outline: `${base} border-2 border-line bg-white text-ink hover:border-felt`,
  danger: `${base} bg-snap text-white hover:bg-snap-dark`,
  dangerOutline: `${base} border-2 border-snap bg-white text-snap hover:bg-red-50`,
};

export const alertBox = "rounded-xl border-2 border-snap bg-red-50 p-3 font-bold text-snap";
