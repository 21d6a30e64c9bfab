import { everyTopCardInSightOn } from "../support/screen-fit";

everyTopCardInSightOn("landscape");
