import { everyPageFits } from "../support/every-page";

// Each page once, then at each size: a small phone, a phone and a tablet.
everyPageFits(["small-phone", "phone", "tablet"]);
