import { FUNDING_APPLICATION_STATUS_LABELS } from "@hatchery/shared";
import { HandCoinsIcon } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { useFundingHub } from "../../applications/api/funding-applications";

const SHOWN = 3;

/** The dashboard's funding card: open calls in the person's incubators and their teams' applications. */
export function FundingDashboardCard({ className }: { className?: string }) {
  const hub = useFundingHub();
  const data = hub.data;
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <HandCoinsIcon aria-hidden="true" className="size-5 text-primary" />
          Funding
        </CardTitle>
        <CardDescription>
          {data
            ? `${data.openCalls.length} open ${data.openCalls.length === 1 ? "call" : "calls"} in your incubators.`
            : "Funding calls and your teams' applications."}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        {hub.isPending ? (
          <p className="text-muted-foreground">Loading your funding…</p>
        ) : hub.isError || !data ? (
          <p className="text-muted-foreground">Your funding could not be loaded just now.</p>
        ) : data.applications.length === 0 && data.openCalls.length === 0 ? (
          <p className="text-muted-foreground">No call is open in your incubators.</p>
        ) : (
          <ul className="space-y-1">
            {data.applications.slice(0, SHOWN).map((application) => (
              <li key={application.id} className="flex justify-between gap-2">
                <Link to={`/funding/applications/${application.id}`} className="underline underline-offset-4">
                  {application.team.name} · {application.call.title}
                </Link>
                <span className="text-muted-foreground">
                  {FUNDING_APPLICATION_STATUS_LABELS[application.status]}
                </span>
              </li>
            ))}
            {data.openCalls.slice(0, SHOWN).map((call) => (
              <li key={call.id}>
                <Link to={`/funding/calls/${call.id}`} className="underline underline-offset-4">
                  {call.title}
                </Link>{" "}
                <span className="text-muted-foreground">· {call.incubator.name}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <CardFooter>
        <Link to="/funding" className={buttonVariants({ variant: "outline", size: "sm" })}>
          Open funding
        </Link>
      </CardFooter>
    </Card>
  );
}
