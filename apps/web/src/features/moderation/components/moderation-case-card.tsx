import {
  MODERATION_MESSAGES,
  MODERATION_SUSPENSION_REASON_MAX_LENGTH,
  MODERATION_WARNING_MAX_LENGTH,
  type ModerationCase,
  type ModerationContentState,
  REPORT_CONTENT_KIND_LABELS,
  REPORT_REASON_LABELS,
  REPORT_RESOLUTION_LABELS,
} from "@hatchery/shared";
import { useId, useState } from "react";
import { Link } from "react-router";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-client";
import { formatDateTime, formatRelativeTime } from "@/lib/dates";
import { toast } from "@/lib/toast";
import { type ModerationAction, useModerateContent } from "../api/moderate-content";

const STATE_LABELS: Record<ModerationContentState, string> = {
  visible: "Shown",
  hidden: "Hidden",
  deleted: "Deleted by its author",
  missing: "No longer exists",
};

const DONE: Record<ModerationAction, string> = {
  hide: "The content is hidden.",
  restore: "The content is shown again.",
  dismiss: "The reports are dismissed.",
  warn: "The author is warned.",
  suspend: "The author's account is disabled.",
};

/** "waited 3 hours" for an open report, "waited 2 days" for a handled one: its age at handling. */
function waited(createdAt: string, handledAt: string | null, now: Date): string {
  const ago = formatRelativeTime(createdAt, handledAt === null ? now : new Date(handledAt));
  return ago === "just now" ? "under a minute" : ago.replace(/ ago$/, "");
}

/** One reported piece of content: what was written and where, its context, its reports, and the actions. */
export function ModerationCaseCard({ item, now = new Date() }: { item: ModerationCase; now?: Date }) {
  const moderate = useModerateContent();
  const [asking, setAsking] = useState<ModerationAction | null>(null);
  const [message, setMessage] = useState("");
  const messageId = useId();
  const kindLabel = REPORT_CONTENT_KIND_LABELS[item.contentKind];
  const authorName = item.author?.name ?? "Former member";
  const headingId = useId();

  function run(action: ModerationAction) {
    moderate.mutate(
      {
        action,
        kind: item.contentKind,
        id: item.contentId,
        ...(action === "warn" || action === "suspend" ? { message } : {}),
      },
      {
        onSuccess: () => {
          setAsking(null);
          setMessage("");
          toast({ title: DONE[action] });
        },
      },
    );
  }

  const error = moderate.isError ? errorMessage(moderate.error) : undefined;
  const open = (action: ModerationAction) => {
    moderate.reset();
    setAsking(action);
  };

  return (
    <Card aria-labelledby={headingId}>
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{kindLabel}</Badge>
          <Badge variant={item.state === "hidden" ? "destructive" : "outline"}>
            {STATE_LABELS[item.state]}
          </Badge>
          <span className="text-sm text-muted-foreground">
            {item.reports.length === 1 ? "1 report" : `${item.reports.length} reports`}
          </span>
        </div>
        <CardTitle id={headingId} className="text-base">
          {kindLabel} by {authorName}
          <span className="font-normal text-muted-foreground">
            {" "}
            in{" "}
            {item.path ? (
              <Link to={item.path} className="underline underline-offset-4">
                {item.where}
              </Link>
            ) : (
              item.where
            )}
          </span>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {item.context.length > 0 ? (
          <ol aria-label="Context" className="grid gap-1 rounded-md border bg-muted/30 p-3 text-sm">
            {item.context.map((entry) => (
              <li
                key={entry.id}
                className={entry.reported ? "rounded bg-destructive/10 p-1 font-medium" : "p-1"}
              >
                <span className="text-muted-foreground">{entry.author?.name ?? "Former member"}: </span>
                <span className="whitespace-pre-wrap break-words">{entry.body || "(deleted)"}</span>
                {entry.reported && <span className="sr-only"> (the reported {kindLabel.toLowerCase()})</span>}
              </li>
            ))}
          </ol>
        ) : (
          <blockquote className="whitespace-pre-wrap break-words border-l-2 pl-3 text-sm">
            {item.rating !== null && <span className="block font-medium">{item.rating} of 5 stars</span>}
            {item.body || <span className="text-muted-foreground italic">Nothing left to show.</span>}
          </blockquote>
        )}
        {item.writtenAt && (
          <p className="text-xs text-muted-foreground">
            Written <time dateTime={item.writtenAt}>{formatDateTime(item.writtenAt)}</time>
          </p>
        )}
        <ul aria-label="Reports" className="grid gap-2 text-sm">
          {item.reports.map((report) => (
            <li key={report.id} className="rounded-md border p-2">
              <p>
                <span className="font-medium">{REPORT_REASON_LABELS[report.reason]}</span>
                {" · "}
                {report.reporter?.name ?? "Former member"}
                {" · "}
                <span title={formatDateTime(report.createdAt)}>
                  waited {waited(report.createdAt, report.handledAt, now)}
                </span>
              </p>
              {report.details && (
                <p className="whitespace-pre-wrap break-words text-muted-foreground">{report.details}</p>
              )}
              {report.handledAt && (
                <p className="text-xs text-muted-foreground">
                  {report.resolution ? REPORT_RESOLUTION_LABELS[report.resolution] : "Handled"}
                  {report.handler && ` by ${report.handler.name}`}
                  {", "}
                  <time dateTime={report.handledAt}>{formatDateTime(report.handledAt)}</time>
                </p>
              )}
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-2">
          {item.can.hide && (
            <Button variant="destructive" size="sm" onClick={() => open("hide")}>
              Hide
            </Button>
          )}
          {item.can.restore && (
            <Button variant="outline" size="sm" onClick={() => open("restore")}>
              Restore
            </Button>
          )}
          {item.can.dismiss && (
            <Button variant="outline" size="sm" onClick={() => open("dismiss")}>
              Dismiss
            </Button>
          )}
          {item.can.warn && (
            <Button variant="outline" size="sm" onClick={() => open("warn")}>
              Warn the author
            </Button>
          )}
          {item.can.suspend && (
            <Button variant="outline" size="sm" onClick={() => open("suspend")}>
              Suspend the author
            </Button>
          )}
        </div>
      </CardContent>
      <ConfirmDialog
        open={asking === "hide" || asking === "restore" || asking === "dismiss"}
        onOpenChange={(next) => !next && setAsking(null)}
        title={
          asking === "hide"
            ? `Hide this ${kindLabel.toLowerCase()}?`
            : asking === "restore"
              ? `Restore this ${kindLabel.toLowerCase()}?`
              : "Dismiss the reports?"
        }
        description={
          asking === "hide"
            ? "It disappears for everyone at once, and its open reports are resolved. You can restore it later."
            : asking === "restore"
              ? "It is shown again where it was written."
              : "Nothing is done about the content; the reports leave the open queue."
        }
        confirmLabel={asking === "hide" ? "Hide" : asking === "restore" ? "Restore" : "Dismiss"}
        pendingLabel="Saving…"
        pending={moderate.isPending}
        destructive={asking === "hide"}
        error={error}
        onConfirm={() => asking && run(asking)}
      />
      <ConfirmDialog
        open={asking === "warn"}
        onOpenChange={(next) => !next && setAsking(null)}
        title={`Warn ${authorName}?`}
        description="They get your message as a notification and by email; the open reports are resolved."
        confirmLabel="Send the warning"
        pendingLabel="Sending…"
        pending={moderate.isPending}
        destructive={false}
        error={error}
        onConfirm={() => {
          if (message.trim() === "") moderate.reset();
          run("warn");
        }}
      >
        <div className="grid gap-2">
          <Label htmlFor={messageId}>Message to the author</Label>
          <Textarea
            id={messageId}
            value={message}
            maxLength={MODERATION_WARNING_MAX_LENGTH}
            required
            aria-describedby={`${messageId}-hint`}
            onChange={(event) => setMessage(event.target.value)}
          />
          <p id={`${messageId}-hint`} className="text-xs text-muted-foreground">
            {MODERATION_MESSAGES.warningRequired}: what was wrong and what you expect.
          </p>
        </div>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === "suspend"}
        onOpenChange={(next) => !next && setAsking(null)}
        title={`Suspend ${authorName}?`}
        description="Their account is disabled at once: every session ends and they cannot sign in until an administrator enables it from Users. The reports stay open."
        confirmLabel="Suspend"
        pendingLabel="Suspending…"
        pending={moderate.isPending}
        error={error}
        onConfirm={() => run("suspend")}
      >
        <div className="grid gap-2">
          <Label htmlFor={`${messageId}-reason`}>Reason (optional, for the administrators)</Label>
          <Textarea
            id={`${messageId}-reason`}
            value={message}
            maxLength={MODERATION_SUSPENSION_REASON_MAX_LENGTH}
            onChange={(event) => setMessage(event.target.value)}
          />
        </div>
      </ConfirmDialog>
    </Card>
  );
}
