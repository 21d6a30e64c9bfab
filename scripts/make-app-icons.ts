// Makes the installed app's icons (public/icons/, and app/apple-icon.png for the home screen of iPhones) from app/icon.svg: `npx tsx scripts/make-app-icons.ts`.
// The maskable icon keeps the cards inside the safe circle (80%) on the table colour, since a
// phone may crop it to any shape.
import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const root = path.resolve(__dirname, "..");
const svg = readFileSync(path.join(root, "app", "icon.svg"));
const out = (name: string) => path.join(root, "public", "icons", name);
const TABLE = "#fbf5ea";

async function plain(size: number, file = out(`icon-${size}.png`)) {
  await sharp(svg, { density: (72 * size) / 64 }).resize(size, size).png().toFile(file);
}

async function maskable(size: number) {
  const inner = Math.round(size * 0.7);
  const cards = await sharp(svg, { density: (72 * inner) / 64 }).resize(inner, inner).png().toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: TABLE } })
    .composite([{ input: cards, gravity: "centre" }])
    .png()
    .toFile(out(`maskable-${size}.png`));
}

void Promise.all([plain(192), plain(512), plain(180, path.join(root, "app", "apple-icon.png")), maskable(512)]);
