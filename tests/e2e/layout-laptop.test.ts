import { everyPageFits } from "../support/every-page";

everyPageFits(["laptop"]);
