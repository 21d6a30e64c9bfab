import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cropAfterKey, KEY_STEP, KEY_ZOOM, MAX_ZOOM, maxZoom, moveCrop, zoomCrop, zoomOf, type PictureSize } from "@/app/decks/[deckId]/design/crop-math";
import { cropAspect, cropSchema, defaultCrop, type ArtBoxKind, type Crop } from "@/lib/print/art-box";

const photo: PictureSize = { width: 4000, height: 3000 };

/** Width over height of a crop in the picture's pixels: the shape the card will show. */
const shapeOf = (crop: Crop, picture: PictureSize) => (crop.width * picture.width) / (crop.height * picture.height);
const centreOf = (crop: Crop) => ({ x: crop.x + crop.width / 2, y: crop.y + crop.height / 2 });
const insidePicture = (crop: Crop) =>
  crop.x >= 0 && crop.y >= 0 && crop.x + crop.width <= 1 + 1e-9 && crop.y + crop.height <= 1 + 1e-9;

// Pictures as the upload keeps them: at least 200 pixels a side, at most 3000.
const pictures = fc.record({ width: fc.integer({ min: 200, max: 3000 }), height: fc.integer({ min: 200, max: 3000 }) });
const kinds = fc.constantFrom<ArtBoxKind>("FULL", "PANEL");
const fractions = fc.double({ min: 0, max: 1, noNaN: true });
const zooms = fc.double({ min: 0.1, max: 20, noNaN: true });
const steps = fc.double({ min: -2, max: 2, noNaN: true });
const keys = fc.constantFrom("ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "+", "=", "-", "−", "_");

/** A crop a family could have made: some zoom of the picture, somewhere in it. */
const crops = fc
  .record({ kind: kinds, picture: pictures, zoom: zooms, fx: fractions, fy: fractions })
  .map(({ kind, picture, zoom, fx, fy }) => ({ kind, picture, crop: zoomCrop(defaultCrop(kind, picture), kind, picture, zoom, { x: fx, y: fy }) }));

describe("dragging a crop", () => {
  it("moves the crop by the drag", () => {
    const crop = { x: 0.2, y: 0.3, width: 0.4, height: 0.4 };
    const moved = moveCrop(crop, 0.1, -0.05);
    expect(moved.x).toBeCloseTo(0.3, 9);
    expect(moved.y).toBeCloseTo(0.25, 9);
    expect(moved.width).toBe(0.4);
    expect(moved.height).toBe(0.4);
  });

  it("stops at the picture's edges", () => {
    const crop = { x: 0.2, y: 0.3, width: 0.4, height: 0.5 };
    expect(moveCrop(crop, -1, -1)).toMatchObject({ x: 0, y: 0 });
    const far = moveCrop(crop, 1, 1);
    expect(far.x).toBeCloseTo(0.6, 9);
    expect(far.y).toBeCloseTo(0.5, 9);
  });

  it("never leaves the picture and never changes the crop's size, however far it is dragged", () => {
    fc.assert(
      fc.property(crops, steps, steps, ({ crop }, dx, dy) => {
        const moved = moveCrop(crop, dx, dy);
        expect(insidePicture(moved)).toBe(true);
        expect(moved.width).toBe(crop.width);
        expect(moved.height).toBe(crop.height);
        expect(cropSchema.safeParse(moved).success).toBe(true);
      }),
    );
  });
});

describe("zooming a crop", () => {
  it("starts from the whole picture at zoom 1", () => {
    for (const kind of ["FULL", "PANEL"] as const) {
      expect(zoomOf(defaultCrop(kind, photo), kind, photo)).toBeCloseTo(1, 9);
    }
  });

  it("keeps the crop's centre when zooming in the middle of the picture", () => {
    const start = defaultCrop("FULL", photo);
    const zoomed = zoomCrop(start, "FULL", photo, 2);
    expect(zoomOf(zoomed, "FULL", photo)).toBeCloseTo(2, 9);
    expect(centreOf(zoomed).x).toBeCloseTo(centreOf(start).x, 9);
    expect(centreOf(zoomed).y).toBeCloseTo(centreOf(start).y, 9);
  });

  it("keeps the point under the finger or the mouse where it is in the frame", () => {
    const start = zoomCrop(defaultCrop("FULL", photo), "FULL", photo, 2);
    const focus = { x: start.x + start.width * 0.25, y: start.y + start.height * 0.75 };
    const zoomed = zoomCrop(start, "FULL", photo, 3, focus);
    expect((focus.x - zoomed.x) / zoomed.width).toBeCloseTo(0.25, 9);
    expect((focus.y - zoomed.y) / zoomed.height).toBeCloseTo(0.75, 9);
  });

  it("slides back inside the picture when zooming out near its edge", () => {
    const corner = moveCrop(zoomCrop(defaultCrop("PANEL", photo), "PANEL", photo, 4), -1, -1);
    const zoomedOut = zoomCrop(corner, "PANEL", photo, 1.5);
    expect(zoomedOut.x).toBe(0);
    expect(zoomedOut.y).toBe(0);
    expect(zoomOf(zoomedOut, "PANEL", photo)).toBeCloseTo(1.5, 9);
  });

  it("never zooms out past the whole picture nor in past the largest zoom", () => {
    const start = defaultCrop("FULL", photo);
    expect(zoomCrop(start, "FULL", photo, 0.2)).toEqual(start);
    expect(zoomOf(zoomCrop(start, "FULL", photo, 50), "FULL", photo)).toBeCloseTo(maxZoom("FULL", photo), 9);
    expect(maxZoom("FULL", photo)).toBe(MAX_ZOOM);
  });

  it("stops at the smallest crop the print accepts on a long thin picture", () => {
    const strip: PictureSize = { width: 200, height: 3000 };
    const deepest = zoomCrop(defaultCrop("FULL", strip), "FULL", strip, 50);
    expect(maxZoom("FULL", strip)).toBeLessThan(MAX_ZOOM);
    expect(Math.min(deepest.width, deepest.height)).toBeCloseTo(0.02, 9);
    expect(cropSchema.safeParse(deepest).success).toBe(true);
  });

  it("always keeps the art box's shape, stays inside the picture and passes the crop check", () => {
    fc.assert(
      fc.property(crops, zooms, fc.option(fc.record({ x: fractions, y: fractions }), { nil: undefined }), ({ kind, picture, crop }, zoom, focus) => {
        const zoomed = zoomCrop(crop, kind, picture, zoom, focus);
        expect(shapeOf(zoomed, picture)).toBeCloseTo(cropAspect(kind), 6);
        expect(insidePicture(zoomed)).toBe(true);
        expect(zoomOf(zoomed, kind, picture)).toBeGreaterThanOrEqual(1 - 1e-9);
        expect(zoomOf(zoomed, kind, picture)).toBeLessThanOrEqual(maxZoom(kind, picture) + 1e-9);
        expect(cropSchema.safeParse(zoomed).success).toBe(true);
      }),
    );
  });

  it("keeps the crop's centre whenever the picture leaves room for it", () => {
    fc.assert(
      fc.property(crops, zooms, ({ kind, picture, crop }, zoom) => {
        const zoomed = zoomCrop(crop, kind, picture, zoom);
        const centre = centreOf(crop);
        const room =
          centre.x - zoomed.width / 2 >= 0 && centre.x + zoomed.width / 2 <= 1 && centre.y - zoomed.height / 2 >= 0 && centre.y + zoomed.height / 2 <= 1;
        fc.pre(room);
        expect(centreOf(zoomed).x).toBeCloseTo(centre.x, 9);
        expect(centreOf(zoomed).y).toBeCloseTo(centre.y, 9);
      }),
    );
  });
});

describe("the crop frame's keys", () => {
  const start = zoomCrop(defaultCrop("FULL", photo), "FULL", photo, 2);

  it("moves the crop by a small share of the frame with each arrow key", () => {
    const right = cropAfterKey(start, "FULL", photo, "ArrowRight");
    const up = cropAfterKey(start, "FULL", photo, "ArrowUp");
    expect(right?.x).toBeCloseTo(start.x + KEY_STEP * start.width, 9);
    expect(right?.y).toBe(start.y);
    expect(up?.y).toBeCloseTo(start.y - KEY_STEP * start.height, 9);
    expect(up?.x).toBe(start.x);
    expect(cropAfterKey(start, "FULL", photo, "ArrowLeft")?.x).toBeCloseTo(start.x - KEY_STEP * start.width, 9);
    expect(cropAfterKey(start, "FULL", photo, "ArrowDown")?.y).toBeCloseTo(start.y + KEY_STEP * start.height, 9);
  });

  it("zooms in with + and out with −, one step at a time", () => {
    expect(zoomOf(cropAfterKey(start, "FULL", photo, "+")!, "FULL", photo)).toBeCloseTo(2 * KEY_ZOOM, 9);
    expect(zoomOf(cropAfterKey(start, "FULL", photo, "=")!, "FULL", photo)).toBeCloseTo(2 * KEY_ZOOM, 9);
    expect(zoomOf(cropAfterKey(start, "FULL", photo, "−")!, "FULL", photo)).toBeCloseTo(2 / KEY_ZOOM, 9);
    expect(zoomOf(cropAfterKey(start, "FULL", photo, "-")!, "FULL", photo)).toBeCloseTo(2 / KEY_ZOOM, 9);
  });

  it("leaves other keys to the page", () => {
    for (const key of ["Tab", "Enter", " ", "a"]) expect(cropAfterKey(start, "FULL", photo, key)).toBeNull();
  });

  it("never takes the crop out of the picture or out of shape, however many keys are pressed", () => {
    fc.assert(
      fc.property(crops, fc.array(keys, { maxLength: 60 }), ({ kind, picture, crop }, presses) => {
        const end = presses.reduce((c, key) => cropAfterKey(c, kind, picture, key)!, crop);
        expect(shapeOf(end, picture)).toBeCloseTo(cropAspect(kind), 6);
        expect(cropSchema.safeParse(end).success).toBe(true);
      }),
    );
  });
});
