import type { ComponentProps } from "react";
import { readerToday } from "@/lib/calendar-days";
import { type DateWriting, writeDate } from "@/lib/date-writings";
import { writingDatesTheReaderRewrites } from "@/lib/rendered-as";
import { useServedAsDocument } from "@/lib/use-hydrating";

/**
 * Writes a moment in the reader's language and zone, as `as` names it (and its title as `titleAs`),
 * marked so that a visitor's document writes it again in their browser (lib/reader-dates.ts): the
 * server, which renders that document, does not know the reader's zone. The one way a page that may
 * be sent as a document writes a moment.
 */
export function ReaderTime({
  at,
  as,
  titleAs,
  ...props
}: {
  at: string;
  as: DateWriting;
  titleAs?: DateWriting;
} & Omit<ComponentProps<"time">, "dateTime" | "title" | "children">) {
  const write = useDateWriter();
  return (
    <time
      {...props}
      dateTime={at}
      title={titleAs && write(() => writeDate(titleAs, at))}
      data-written-as={as}
      data-title-as={titleAs}
    >
      {write(() => writeDate(as, at))}
    </time>
  );
}

/**
 * The reader's today (`YYYY-MM-DD`), for a page that marks what is due with `dueDayAttributes`
 * (lib/reader-dates.ts), which a visitor's document marks again with the reader's own today.
 */
export function useReaderToday(): string {
  return useDateWriter()(readerToday);
}

/** Runs a date's writing; in a visitor's document, as one its script writes again. */
function useDateWriter(): (write: () => string) => string {
  const asDocument = useServedAsDocument();
  return asDocument ? writingDatesTheReaderRewrites : (write) => write();
}
