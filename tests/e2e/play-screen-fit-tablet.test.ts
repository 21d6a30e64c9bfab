import { everyTopCardInSightOn } from "../support/screen-fit";

everyTopCardInSightOn("tablet");
