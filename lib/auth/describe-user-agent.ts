/**
 * A device as a person recognises it in their list of signed-in devices: "Chrome on Linux",
 * "Safari on iPhone". Only the common browsers and systems are named; the rest are "a browser" or
 * "an unknown system", which is honest and enough to tell one's devices apart by date.
 */

/** Checked in order: Edge, Opera and Samsung Internet also say "Chrome", and every Chrome says "Safari". */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\bCriOS\/|\b(Headless)?Chrome\//, "Chrome"],
  [/\bChromium\//, "Chromium"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

/** Checked in order: iPhones and Android phones also say "like Mac OS X" and "Linux". */
const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bWindows\b/, "Windows"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bMacintosh\b|\bMac OS X\b/, "Mac"],
  [/\bLinux\b/, "Linux"],
];

function firstMatch(userAgent: string, names: [RegExp, string][]): string | null {
  return names.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
}

export function describeUserAgent(userAgent: string): string {
  const browser = firstMatch(userAgent, BROWSERS);
  const system = firstMatch(userAgent, SYSTEMS);
  if (!browser && !system) return "An unknown device";
  return `${browser ?? "A browser"} on ${system ?? "an unknown system"}`;
}
