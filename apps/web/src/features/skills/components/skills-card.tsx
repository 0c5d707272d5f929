import { SKILLS_EMPTY_MESSAGE } from "@hatchery/shared";
import { ArrowRightIcon } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/utils";
import { useSkills } from "../api/get-skills";

// The charts load when there is something to draw rather than with the dashboard's first view (issue 29's
// 130 KB): a person without activity, as every new person is, never needs them.
const SkillRoleChart = lazy(() =>
  import("./skill-role-chart").then((module) => ({ default: module.SkillRoleChart })),
);

/**
 * The person's skills profile (docs/decisions/040-skills-profile.md): a chart per founding role from
 * every source, the points earned, and what to do next. The dashboard and the profile page show it.
 */
export function SkillsCard({ className }: { className?: string }) {
  const skills = useSkills();
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>Your skills</CardTitle>
        <CardDescription>
          What you have learned and explored for each founding role. Only you see this.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {skills.isPending ? (
          <div className="flex flex-col gap-3">
            <p role="status" className="sr-only">
              Loading your skills…
            </p>
            <Skeleton aria-hidden="true" className="h-24 w-full" />
            <Skeleton aria-hidden="true" className="h-10 w-2/3" />
          </div>
        ) : skills.isError ? (
          <div role="alert" className="flex flex-col items-start gap-3 text-sm">
            <p className="text-destructive">{errorMessage(skills.error)}</p>
            <Button type="button" variant="outline" size="sm" onClick={() => void skills.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <>
            {skills.data.hasActivity ? (
              <>
                <p className="text-sm">
                  <span className="font-semibold">{skills.data.points}</span> points earned
                </p>
                <Suspense fallback={<Skeleton aria-hidden="true" className="h-24 w-full" />}>
                  <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
                    {skills.data.roles.map((role) => (
                      <SkillRoleChart key={role.role} role={role} />
                    ))}
                  </div>
                </Suspense>
              </>
            ) : (
              <p className="text-sm text-muted-foreground">{SKILLS_EMPTY_MESSAGE}.</p>
            )}
            {skills.data.suggestions.length > 0 && (
              <section aria-labelledby="skills-next" className="flex flex-col gap-2">
                <h3 id="skills-next" className="text-sm font-semibold">
                  What to do next
                </h3>
                <ul className="flex flex-col gap-2">
                  {skills.data.suggestions.map((suggestion) => (
                    <li key={suggestion.kind}>
                      <Link
                        to={suggestion.href}
                        className={cn(
                          buttonVariants({ variant: "outline" }),
                          "h-auto w-full justify-between whitespace-normal py-2 text-left",
                        )}
                      >
                        <span className="flex flex-col">
                          <span>{suggestion.title}</span>
                          <span className="text-xs font-normal text-muted-foreground">
                            {suggestion.detail}
                          </span>
                        </span>
                        <ArrowRightIcon aria-hidden="true" />
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
