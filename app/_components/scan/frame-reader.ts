import { readCode } from "@/lib/scan/read-code";
import { codeReader, type CodeReader } from "./code-reader";

/** Reads a card in the video's current frame: its QR code's text, or its printed code; null for nothing (yet). `stop` lets go of the OCR. */
export interface FrameReader {
  read(video: HTMLVideoElement): Promise<string | null>;
  stop(): void;
}

/** Frames are drawn no larger than this on their longer side before decoding (readCode's own limit). */
const MAX_SIDE = 1280;

interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

/**
 * The browser's own BarcodeDetector where it reads QR codes (phones' browsers mostly: fast, off the
 * page's thread), else our decoder (readCode) on a canvas copy of the frame. When a frame shows no
 * QR code, the OCR (code-reader.ts, started with the scanner, loading meanwhile) reads the card code
 * printed in the square in the middle, one frame at a time in its own worker; a code counts once
 * read the same in two frames running, so a misread never picks a card.
 */
export async function frameReader(codes: readonly string[]): Promise<FrameReader> {
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true });
  const grab = (video: HTMLVideoElement) => {
    if (!context || video.videoWidth === 0) return null;
    const scale = Math.min(1, MAX_SIDE / Math.max(video.videoWidth, video.videoHeight));
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    return context.getImageData(0, 0, canvas.width, canvas.height);
  };
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  const detector = Detector && (await Detector.getSupportedFormats().catch((): string[] => [])).includes("qr_code") ? new Detector({ formats: ["qr_code"] }) : null;
  const readQr = async (video: HTMLVideoElement) => {
    if (detector) return (await detector.detect(video))[0]?.rawValue ?? null;
    const frame = grab(video);
    return frame ? readCode(frame) : null;
  };

  let ocr: CodeReader | null = null;
  let stopped = false;
  void codeReader(codes).then((reader) => (stopped ? reader?.stop() : (ocr = reader)));
  let reading = false;
  let lastRead: string | null = null;
  let confirmed: string | null = null;

  return {
    async read(video) {
      const text = await readQr(video);
      if (text !== null) return text;
      if (confirmed !== null) {
        const code = confirmed;
        confirmed = null;
        return code;
      }
      const frame = ocr && !reading ? grab(video) : null;
      if (ocr && frame) {
        reading = true;
        void ocr
          .read(frame)
          .then((code) => {
            if (code !== null && code === lastRead) confirmed = code;
            lastRead = code;
          })
          .catch(() => undefined)
          .finally(() => (reading = false));
      }
      return null;
    },
    stop() {
      stopped = true;
      ocr?.stop();
    },
  };
}
