import { deckArtBase } from "@/app/_components/card-drawing";

/** A card picture as the screens show it (the art route's JPEG), or a quiet "no picture" tile. */
export function PictureThumb({ deckId, artId, name }: { deckId: string; artId: string | null; name: string }) {
  if (!artId) {
    return (
      <div className="flex h-24 w-17 shrink-0 items-center justify-center rounded-lg border-2 border-dashed border-line bg-white p-1 text-center text-xs text-muted">
        No picture
      </div>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- our own route serves the crop at screen size
    <img src={`${deckArtBase(deckId)}${encodeURIComponent(artId)}`} alt={`The picture on ${name}`} className="h-24 w-17 shrink-0 rounded-lg object-cover shadow ring-1 ring-line" />
  );
}
