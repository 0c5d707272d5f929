import { CHECKLIST_STEP_LABELS, type ChecklistResponse } from "@hatchery/shared";
import { CheckCircle2Icon, CircleIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { LazyConfirmDialog as ConfirmDialog } from "@/components/lazy-confirm-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/utils";
import { useDismissChecklist } from "../api/dismiss-checklist";
import { useChecklist } from "../api/get-checklist";

/** Whether the checklist still has something to show: not put away, and a step left to do. */
export function checklistOpen(checklist: ChecklistResponse): boolean {
  return checklist.dismissedAt === null && checklist.steps.some((step) => !step.done);
}

/**
 * The getting-started checklist for new people (decision 056): each step ticked from their data,
 * hidden once every step is done or once they put it away (for the account, on every device).
 */
export function GettingStartedChecklist({ className }: { className?: string }) {
  const checklist = useChecklist();
  const dismiss = useDismissChecklist();
  const [confirming, setConfirming] = useState(false);
  if (checklist.isPending) {
    return (
      <p role="status" className={cn("text-sm text-muted-foreground", className)}>
        Loading your getting-started steps…
      </p>
    );
  }
  // The checklist is a helper: when it cannot be read, the rest of the dashboard stands on its own.
  if (checklist.isError) return null;
  if (!checklistOpen(checklist.data)) return null;
  const steps = checklist.data.steps;
  const done = steps.filter((step) => step.done).length;
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>Getting started</CardTitle>
        <CardDescription>
          {done} of {steps.length} done. Each step ticks itself once you have taken it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-2 sm:grid-cols-2" aria-label="Getting-started steps">
          {steps.map(({ step, done: stepDone }) => {
            const { label, to } = CHECKLIST_STEP_LABELS[step];
            return (
              <li key={step} className="flex items-center gap-2 text-sm">
                {stepDone ? (
                  <CheckCircle2Icon aria-hidden="true" className="size-4 text-primary" />
                ) : (
                  <CircleIcon aria-hidden="true" className="size-4 text-muted-foreground" />
                )}
                {stepDone ? (
                  <span className="text-muted-foreground line-through">{label}</span>
                ) : (
                  <Link to={to} className="font-medium underline-offset-4 hover:underline">
                    {label}
                  </Link>
                )}
                <span className="sr-only">{stepDone ? "(done)" : "(to do)"}</span>
              </li>
            );
          })}
        </ol>
      </CardContent>
      <CardFooter>
        <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
          Dismiss the checklist
        </Button>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Dismiss the checklist?"
          description="It will not come back on any of your devices. Every step stays open to you from the menus."
          confirmLabel="Dismiss"
          pendingLabel="Dismissing…"
          pending={dismiss.isPending}
          error={dismiss.error ? errorMessage(dismiss.error) : undefined}
          destructive={false}
          onConfirm={() => dismiss.mutate(undefined, { onSuccess: () => setConfirming(false) })}
        />
      </CardFooter>
    </Card>
  );
}
