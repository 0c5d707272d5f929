/*
 * A visitor's document is rendered on the server, which knows the reader's language but not their
 * time zone, and may be kept and sent again hours later (decision 083). Its dates are marked with how
 * they were written, and its script (src/document.ts) writes them again here, in the reader's
 * language, zone and clock, as the app would have. Pages mark them with components/reader-time.tsx.
 */

import { readerToday } from "./calendar-days";
import { isDateWriting, writeDate } from "./date-writings";

/**
 * The attributes of something due on a calendar day (`YYYY-MM-DD`, a milestone) that is not done:
 * `data-overdue` once the reader's today is past it, which the page's styles show.
 */
export function dueDayAttributes(
  dueOn: string,
  today: string,
): { "data-due-on": string; "data-overdue": "" | undefined } {
  return { "data-due-on": dueOn, "data-overdue": dueOn < today ? "" : undefined };
}

/** Writes the marked dates under `root` again for the reader, and marks again what is overdue. */
export function writeDatesForTheReader(root: ParentNode = document): void {
  for (const time of root.querySelectorAll<HTMLTimeElement>("time[data-written-as]")) {
    const { writtenAs, titleAs } = time.dataset;
    if (isDateWriting(writtenAs)) {
      const text = writeDate(writtenAs, time.dateTime);
      if (time.textContent !== text) time.textContent = text;
    }
    if (isDateWriting(titleAs)) time.title = writeDate(titleAs, time.dateTime);
  }
  const today = readerToday();
  for (const item of root.querySelectorAll<HTMLElement>("[data-due-on]")) {
    item.toggleAttribute(
      "data-overdue",
      dueDayAttributes(item.dataset.dueOn ?? "", today)["data-overdue"] === "",
    );
  }
}
