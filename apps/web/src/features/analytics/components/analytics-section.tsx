import { DownloadIcon } from "lucide-react";
import { lazy, type ReactNode, Suspense, useId } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { type CsvColumn, downloadCsv, toCsv } from "../lib/csv";
import type { AnalyticsChartProps } from "./analytics-chart";

// recharts is a chunk of its own, loaded by the first chart an analytics page draws.
const AnalyticsChart = lazy(async () => ({ default: (await import("./analytics-chart")).AnalyticsChart }));

export interface AnalyticsColumn<Row> extends CsvColumn<Row> {
  /** The cell as shown, when it differs from the exported value (a percentage, a price). */
  display?: (row: Row) => ReactNode;
  numeric?: boolean;
}

export interface AnalyticsSectionProps<Row> {
  title: string;
  description: string;
  /** The name of the exported file, without ".csv". */
  fileName: string;
  columns: readonly AnalyticsColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Said in place of an empty table. */
  empty: string;
  /** A chart of the rows; its figures stay readable as the table, which every chart has. */
  chart?: Omit<AnalyticsChartProps, "data"> & { data: readonly Record<string, string | number>[] };
}

/**
 * One figure of the report: its chart (if any), its table (shown under the chart on request, since the
 * chart is a picture of it) and a CSV download of the table.
 */
export function AnalyticsSection<Row>({
  title,
  description,
  fileName,
  columns,
  rows,
  rowKey,
  empty,
  chart,
}: AnalyticsSectionProps<Row>) {
  const headingId = useId();
  const table =
    rows.length === 0 ? (
      <p className="py-6 text-sm text-muted-foreground">{empty}</p>
    ) : (
      // A wide table scrolls on its own, so it takes focus: keyboard users can reach and scroll it.
      <section
        className="overflow-x-auto"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
        tabIndex={0}
        aria-label={`${title}: the figures`}
      >
        <table className="w-full text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="border-b text-left">
              {columns.map((column) => (
                <th
                  key={column.header}
                  scope="col"
                  className={column.numeric ? "py-2 pr-4 text-right" : "py-2 pr-4"}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} className="border-b last:border-0">
                {columns.map((column) => (
                  <td
                    key={column.header}
                    className={column.numeric ? "py-2 pr-4 text-right tabular-nums" : "py-2 pr-4 break-all"}
                  >
                    {column.display ? column.display(row) : column.value(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    );

  return (
    <Card aria-labelledby={headingId} role="region">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
        <div className="space-y-1.5">
          <CardTitle id={headingId}>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        <Button
          variant="outline"
          size="sm"
          disabled={rows.length === 0}
          onClick={() => downloadCsv(`${fileName}.csv`, toCsv(columns, rows))}
        >
          <DownloadIcon aria-hidden="true" />
          Download CSV<span className="sr-only"> of {title.toLowerCase()}</span>
        </Button>
      </CardHeader>
      <CardContent>
        {chart && rows.length > 0 ? (
          <>
            {/*
              The chart repeats the table's figures; assistive technology reads the table instead, and
              the chart's own focus stops are left out with it (inert).
            */}
            <div aria-hidden="true" inert>
              <Suspense fallback={<Skeleton className="h-[260px] w-full" />}>
                <AnalyticsChart {...chart} />
              </Suspense>
            </div>
            <details className="mt-4">
              <summary className="cursor-pointer text-sm font-medium">Show the figures as a table</summary>
              {table}
            </details>
          </>
        ) : (
          table
        )}
      </CardContent>
    </Card>
  );
}
