import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";

export interface ChartSeries {
  key: string;
  label: string;
}

export interface AnalyticsChartProps {
  kind: "line" | "bar";
  data: readonly Record<string, string | number>[];
  /** The key of the x axis's values (a day, a status, a step). */
  xKey: string;
  series: readonly ChartSeries[];
  /** Formats the values on the axis and in the tooltip (money, for revenue). */
  formatValue?: (value: number) => string;
}

/** The palette's chart colours, one a series, from the theme's CSS variables. */
const SERIES_COLOURS = [
  "var(--color-primary)",
  "var(--color-chart-2, #0ea5e9)",
  "var(--color-chart-3, #f59e0b)",
];

/**
 * The charts of the analytics pages, on recharts. This module is only imported lazily
^ * (analytics-section.tsx), so the library is a chunk of its own that only these pages load.
 */
export function AnalyticsChart({ kind, data, xKey, series, formatValue }: AnalyticsChartProps) {
  const format = (value: unknown) =>
    typeof value === "number" && formatValue ? formatValue(value) : String(value);
  const rows = [...data];
  const axes = [
    <CartesianGrid key="grid" strokeDasharray="3 3" className="stroke-border" />,
    <XAxis key="x" dataKey={xKey} tick={{ fontSize: 12 }} minTickGap={16} />,
    <YAxis key="y" tick={{ fontSize: 12 }} tickFormatter={format} allowDecimals={false} width={64} />,
    <Tooltip key="tooltip" formatter={format} />,
    <Legend key="legend" />,
  ];
  return (
    <ResponsiveContainer width="100%" height={260}>
      {kind === "line" ? (
        <LineChart data={rows}>
          {axes}
          {series.map((line, index) => (
            <Line
              key={line.key}
              type="monotone"
              dataKey={line.key}
              name={line.label}
              stroke={SERIES_COLOURS[index % SERIES_COLOURS.length]}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      ) : (
        <BarChart data={rows}>
          {axes}
          {series.map((bar, index) => (
            <Bar
              key={bar.key}
              dataKey={bar.key}
              name={bar.label}
              fill={SERIES_COLOURS[index % SERIES_COLOURS.length]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      )}
    </ResponsiveContainer>
  );
}
