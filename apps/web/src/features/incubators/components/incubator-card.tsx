import type { IncubatorStats, IncubatorSummary } from "@hatchery/shared";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { formatPrice } from "@/lib/price";

export function memberCountsText(stats: IncubatorStats): string {
  const members = `${stats.totalMembers} ${stats.totalMembers === 1 ? "member" : "members"}`;
  return `${members} · ${stats.subscriberCount} subscribers · ${stats.guestCount} guests`;
}

export function IncubatorCard({ incubator }: { incubator: IncubatorSummary }) {
  return (
    <li className="relative flex flex-col gap-3 rounded-xl border bg-card p-5 text-card-foreground shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
      <div className="flex items-start gap-3">
        {incubator.logoUrl ? (
          <img src={incubator.logoUrl} alt="" className="size-12 shrink-0 rounded-lg object-cover" />
        ) : (
          <div
            aria-hidden="true"
            className="grid size-12 shrink-0 place-items-center rounded-lg bg-primary/10 text-lg font-semibold text-primary"
          >
            {incubator.name.charAt(0)}
          </div>
        )}
        <div className="min-w-0 space-y-1">
          <h2 className="text-lg leading-snug font-semibold">
            <Link to={`/incubators/${incubator.slug}`} className="outline-none after:absolute after:inset-0">
              {incubator.name}
            </Link>
          </h2>
          <Badge variant={incubator.accepting ? "secondary" : "outline"}>
            {incubator.accepting ? "Accepting members" : "Not accepting members"}
          </Badge>
        </div>
      </div>
      {incubator.tagline && <p className="text-sm text-muted-foreground">{incubator.tagline}</p>}
      <div className="mt-auto flex flex-wrap items-end justify-between gap-2 text-sm">
        <p>{memberCountsText(incubator.stats)}</p>
        <p className="font-medium">
          {incubator.lowestPriceMonthly === null
            ? "No plans yet"
            : `From ${formatPrice(incubator.lowestPriceMonthly)} per month`}
        </p>
      </div>
    </li>
  );
}

export function IncubatorCardSkeleton() {
  return (
    <li aria-hidden="true" className="flex flex-col gap-3 rounded-xl border p-5">
      <div className="flex gap-3">
        <Skeleton className="size-12" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      </div>
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-1/2" />
    </li>
  );
}
