/**
 * The card as it will print, with a crop that is not saved yet: the server's layout of the card,
 * with the part of the uploaded picture the family chose drawn in the art box. Pure.
 */
import type { CardFaceLayout } from "@/lib/print/card-face";
import type { Crop } from "@/lib/print/art-box";
import type { FontId } from "@/lib/print/font-catalog";
import { shapesToSvg } from "@/lib/print/svg";

const num = (n: number) => String(Math.round(n * 1000) / 1000);
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function liveCardSvg(
  face: CardFaceLayout,
  picture: { href: string; width: number; height: number },
  crop: Crop,
  options: { fontFamilies: Partial<Record<FontId, string>>; title: string },
): string {
  const at = face.shapes.findIndex((shape) => shape.kind === "image" && shape.artId !== undefined);
  const box = face.shapes[at];
  if (!box || box.kind !== "image") return "";
  const viewBox = [crop.x * picture.width, crop.y * picture.height, crop.width * picture.width, crop.height * picture.height].map(num).join(" ");
  const art =
    `<svg x="${num(box.x)}" y="${num(box.y)}" width="${num(box.width)}" height="${num(box.height)}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid slice">` +
    `<image href="${escapeXml(picture.href)}" width="${picture.width}" height="${picture.height}"/></svg>`;
  const svgOptions = { fontFamilies: options.fontFamilies };
  const body = shapesToSvg(face.shapes.slice(0, at), svgOptions) + art + shapesToSvg(face.shapes.slice(at + 1), svgOptions);
  return (
    `<svg viewBox="0 0 ${num(face.width)} ${num(face.height)}" role="img" aria-label="${escapeXml(options.title)}">` +
    `<defs><clipPath id="live-card-edge"><rect width="${num(face.width)}" height="${num(face.height)}" rx="${num(3.2 * (face.width / 63))}"/></clipPath></defs>` +
    `<g clip-path="url(#live-card-edge)">${body}</g></svg>`
  );
}
