import { z } from "zod";
import { isTimeZone } from "./family-time";

/** What a zone that isn't one is told, wherever it comes from (a form, a browser, a forged request). */
export const UNKNOWN_TIME_ZONE = "That isn't a time zone we know: choose one from the list.";

/** A time zone as every boundary takes one: an IANA name this server knows ("Australia/Sydney"), or "UTC". */
export const timeZoneField = z.string({ error: UNKNOWN_TIME_ZONE }).refine(isTimeZone, { error: UNKNOWN_TIME_ZONE });
