import localFont from "next/font/local";

// The same font files the printed cards use live in public/fonts (no font downloads at build time).
export const nunito = localFont({
  src: [
    { path: "../public/fonts/Nunito-Regular.ttf", weight: "400", style: "normal" },
    { path: "../public/fonts/Nunito-Bold.ttf", weight: "700", style: "normal" },
    { path: "../public/fonts/Nunito-ExtraBold.ttf", weight: "800", style: "normal" },
  ],
  variable: "--font-nunito",
  display: "swap",
});

export const comfortaa = localFont({
  src: [{ path: "../public/fonts/Comfortaa-Bold.ttf", weight: "700", style: "normal" }],
  variable: "--font-comfortaa",
  display: "swap",
});

/** The broad-coverage print font, for on-screen cards whose words need Greek or Cyrillic. */
export const notoSansBold = localFont({
  src: [{ path: "../public/fonts/NotoSans-Bold.ttf", weight: "700", style: "normal" }],
  variable: "--font-noto-sans",
  display: "swap",
  preload: false,
});

/** Print fonts a family may choose for their own theme (Latin, Greek and Cyrillic, like the others). */
export const notoSerifBold = localFont({
  src: [{ path: "../public/fonts/NotoSerif-Bold.ttf", weight: "700", style: "normal" }],
  variable: "--font-noto-serif",
  display: "swap",
  preload: false,
});

export const firaSansBold = localFont({
  src: [{ path: "../public/fonts/FiraSans-Bold.ttf", weight: "700", style: "normal" }],
  variable: "--font-fira-sans",
  display: "swap",
  preload: false,
});
