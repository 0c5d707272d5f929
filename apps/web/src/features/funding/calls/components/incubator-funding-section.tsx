import { Link } from "react-router";
import { buttonVariants } from "@/components/ui/button";
import { useIncubatorCalls } from "../api/funding-calls";
import { FundingCallCard } from "./funding-call-card";

/** How many calls the incubator's page shows before "All funding calls". */
const SHOWN = 2;

/**
 * The incubator page's funding section: its open calls (and for the owner a way to make one). Nothing
 * shows while it loads or when there is nothing to say, so an incubator without funding looks as before.
 */
export function IncubatorFundingSection({ slug }: { slug: string }) {
  const calls = useIncubatorCalls(slug);
  if (!calls.data) return null;
  const open = calls.data.items.filter((call) => call.phase === "open" || call.phase === "upcoming");
  if (open.length === 0 && !calls.data.canManage) return null;
  return (
    <section aria-labelledby="incubator-funding" className="mt-12 grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="incubator-funding" className="text-2xl font-semibold tracking-tight">
          Funding
        </h2>
        <Link
          to={`/incubators/${slug}/funding`}
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          All funding calls
        </Link>
      </div>
      {open.length === 0 ? (
        <p className="text-muted-foreground">No call is open. Start one from the funding calls page.</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {open.slice(0, SHOWN).map((call) => (
            <FundingCallCard key={call.id} call={call} />
          ))}
        </ul>
      )}
    </section>
  );
}
