// next/font only loads inside a Next.js build: outside one (unit and integration tests), the app's
// fonts (app/fonts.ts) are their names, which is all a page, an action or a card's drawing needs.
// A setup file of both projects, so every test that reaches a card drawn on screen has it.
import { vi } from "vitest";

vi.mock("@/app/fonts", () => {
  const font = (family: string) => ({ className: family, variable: family, style: { fontFamily: family } });
  return { nunito: font("Nunito"), comfortaa: font("Comfortaa"), notoSansBold: font("Noto Sans"), notoSerifBold: font("Noto Serif"), firaSansBold: font("Fira Sans") };
});
