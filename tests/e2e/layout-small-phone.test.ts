import { everyPageFits } from "../support/every-page";

everyPageFits("small-phone");
