import { LEADERBOARD_PERIODS, type LeaderboardEntry, type LeaderboardPeriod } from "@hatchery/shared";
import { useId, useState } from "react";
import { PersonLink } from "@/components/person-link";
import { type PagedQuery, QueryList } from "@/components/query-list";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useLeaderboard } from "../api/list-leaderboard";

const PERIOD_LABELS: Record<LeaderboardPeriod, string> = {
  week: "This week",
  month: "This month",
  all: "All time",
};
/** The Select's value for the platform's board: Radix keeps the empty string for "no value". */
const OVERALL = "overall";

function periodOf(value: string): LeaderboardPeriod {
  return value === "month" || value === "all" ? value : "week";
}

function Board({
  query,
  label,
  signedInId,
}: {
  query: PagedQuery<LeaderboardEntry>;
  label: string;
  signedInId: string | undefined;
}) {
  return (
    <QueryList<LeaderboardEntry>
      query={query}
      loadingLabel="Loading the leaderboard…"
      skeleton={<Skeleton className="h-40 w-full" />}
      errorTitle="The leaderboard could not be loaded"
      empty={
        <p className="text-sm text-muted-foreground">Nobody has earned points here in this period yet.</p>
      }
    >
      {(entries) => (
        <ol aria-label={label} className="divide-y">
          {entries.map((entry) => {
            const you = entry.person.id === signedInId;
            return (
              <li key={entry.person.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                <span className="flex items-center gap-3">
                  <span className="w-8 text-right font-semibold tabular-nums">{entry.rank}</span>
                  <span className={you ? "font-semibold" : undefined}>
                    <PersonLink person={entry.person} className={you ? "font-semibold" : "font-normal"} />
                    {you && " (you)"}
                  </span>
                </span>
                <span className="tabular-nums">{entry.points} points</span>
              </li>
            );
          })}
        </ol>
      )}
    </QueryList>
  );
}

/**
 * The weekly, monthly and all-time boards, of the whole platform or of one of the person's incubators
 * (the server answers an incubator's only to its members, owner and admins, and says so otherwise).
 */
export function LeaderboardPanel({
  incubators,
  signedInId,
}: {
  incubators: readonly { slug: string; name: string }[];
  signedInId: string | undefined;
}) {
  const [period, setPeriod] = useState<LeaderboardPeriod>("week");
  const [board, setBoard] = useState(OVERALL);
  const selectId = useId();
  const incubator = board === OVERALL ? null : board;
  const query = useLeaderboard(period, incubator);
  const boardName = incubators.find((entry) => entry.slug === incubator)?.name ?? "Everyone";
  return (
    <Tabs value={period} onValueChange={(value) => setPeriod(periodOf(value))} className="space-y-4">
      <div className="flex flex-wrap items-end gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor={selectId}>Board</Label>
          <Select value={board} onValueChange={setBoard}>
            <SelectTrigger id={selectId} className="w-64">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={OVERALL}>Everyone</SelectItem>
              {incubators.map((entry) => (
                <SelectItem key={entry.slug} value={entry.slug}>
                  {entry.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <TabsList aria-label="Period">
          {LEADERBOARD_PERIODS.map((value) => (
            <TabsTrigger key={value} value={value}>
              {PERIOD_LABELS[value]}
            </TabsTrigger>
          ))}
        </TabsList>
      </div>
      {LEADERBOARD_PERIODS.map((value) => (
        <TabsContent key={value} value={value}>
          {value === period && (
            <Board
              query={query}
              label={`Leaderboard: ${boardName}, ${PERIOD_LABELS[period].toLowerCase()}`}
              signedInId={signedInId}
            />
          )}
        </TabsContent>
      ))}
    </Tabs>
  );
}
