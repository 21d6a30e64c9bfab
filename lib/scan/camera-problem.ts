/**
 * Why the camera could not be opened, in the family's words: what getUserMedia refused with
 * (a DOMException's name), or that the page is not on a secure address (cameras need https,
 * or localhost on the same device).
 */
export function cameraProblem(reason: "insecure" | "unsupported" | { name?: string }): string {
  if (reason === "insecure") return "The camera only works on a secure address (https, or localhost on this device). Type the codes printed on the cards instead.";
  if (reason === "unsupported") return "This browser can’t use a camera. Type the codes printed on the cards instead.";
  switch (reason.name) {
    case "NotAllowedError":
    case "SecurityError":
      return "The camera wasn’t allowed. Allow it for this site in the browser’s settings, or type the codes printed on the cards.";
    case "NotFoundError":
    case "OverconstrainedError":
      return "No camera was found on this device. Type the codes printed on the cards instead.";
    case "NotReadableError":
    case "AbortError":
      return "The camera is busy (another app may be using it). Close that app and try again, or type the codes.";
    default:
      return "The camera couldn’t be opened. Try again, or type the codes printed on the cards.";
  }
}
