import type { DevMailboxMessage } from "@hatchery/shared";
import { InboxIcon, PaperclipIcon, RefreshCwIcon } from "lucide-react";
import { PageContainer, PageHeader } from "@/components/page-layout";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError } from "@/lib/api-client";
import { useAppConfig } from "@/lib/auth/get-app-config";
import { formatDateTimeWithSeconds } from "@/lib/dates";
import { useDevMailbox } from "../api/get-dev-mailbox";

/**
 * The mail a development server would have sent (verification and password links among it), so an
 * installation without SMTP can still be tried end to end. Production servers answer 404.
 */
export function DevMailboxPage() {
  // Asking the configuration first spares a production server the 404 (and the browser its console error).
  const config = useAppConfig();
  const offered = config.data?.devMailbox === true;
  const mailbox = useDevMailbox({ enabled: offered });
  const unavailable =
    config.data?.devMailbox === false || (mailbox.error instanceof ApiError && mailbox.error.status === 404);
  const error = config.error ?? mailbox.error;

  return (
    <PageContainer className="pb-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageHeader
          title="Development mailbox"
          lead="Email this server kept instead of sending it, newest first."
          className="pb-6 sm:pb-8"
        />
        {!unavailable && (
          <Button
            variant="outline"
            className="mb-6 sm:mb-8"
            onClick={() => void mailbox.refetch()}
            disabled={mailbox.isFetching}
          >
            <RefreshCwIcon aria-hidden="true" className={mailbox.isFetching ? "animate-spin" : undefined} />
            Refresh
          </Button>
        )}
      </div>
      {unavailable ? (
        <Alert className="max-w-2xl">
          <AlertTitle>Not available here</AlertTitle>
          <AlertDescription>
            The mailbox is only available in development, and only in a browser on the machine that runs
            Hatchery. Otherwise email goes to its recipients.
          </AlertDescription>
        </Alert>
      ) : error ? (
        <Alert variant="destructive" role="alert" className="max-w-2xl">
          <AlertDescription>{error.message}</AlertDescription>
        </Alert>
      ) : mailbox.data === undefined ? (
        <div className="grid gap-4" aria-hidden="true">
          <Skeleton className="h-32" />
          <Skeleton className="h-32" />
        </div>
      ) : mailbox.data.messages.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed py-16 text-center">
          <InboxIcon aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="text-muted-foreground">
            No email yet. Sign up or ask for a password reset to see one here.
          </p>
        </div>
      ) : (
        // One column that may shrink below its content (minmax(0, 1fr)), so a long line wraps inside its
        // card instead of widening the page.
        <ol className="grid grid-cols-1 gap-4" aria-label="Messages">
          {mailbox.data.messages.map((message) => (
            <li key={message.id} className="min-w-0">
              <MessageCard message={message} />
            </li>
          ))}
        </ol>
      )}
    </PageContainer>
  );
}

function MessageCard({ message }: { message: DevMailboxMessage }) {
  return (
    <Card className="gap-3">
      <CardHeader>
        <CardTitle className="wrap-anywhere">{message.subject}</CardTitle>
        <CardDescription className="wrap-anywhere">
          To <span className="font-medium text-foreground">{message.to}</span> ·{" "}
          <time dateTime={message.createdAt}>{formatDateTimeWithSeconds(message.createdAt)}</time>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {message.links.length > 0 && (
          <ul className="space-y-1 text-sm" aria-label={`Links in “${message.subject}”`}>
            {message.links.map((link) => (
              <li key={link} className="break-all">
                {isWebLink(link) ? (
                  <a href={link} className="font-medium text-primary underline underline-offset-4">
                    {link}
                  </a>
                ) : (
                  link
                )}
              </li>
            ))}
          </ul>
        )}
        {message.attachments.length > 0 && (
          <ul className="space-y-1 text-sm" aria-label={`Attachments of “${message.subject}”`}>
            {message.attachments.map((attachment) => (
              <li key={attachment.id} className="flex items-center gap-2 break-all">
                <PaperclipIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                <a
                  href={attachment.url}
                  download={attachment.filename}
                  className="font-medium text-primary underline underline-offset-4"
                >
                  {attachment.filename}
                </a>
                <span className="text-muted-foreground">
                  {attachment.contentType}, {formatBytes(attachment.size)}
                </span>
              </li>
            ))}
          </ul>
        )}
        <details className="text-sm">
          <summary className="cursor-pointer text-muted-foreground">Show the message</summary>
          <pre className="mt-2 rounded-md bg-muted p-3 font-mono text-xs whitespace-pre-wrap wrap-anywhere">
            {message.text}
          </pre>
        </details>
      </CardContent>
    </Card>
  );
}

/** A size as a developer reads it: "840 bytes", "12.5 KB", "2.1 MB". */
function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Only http(s) addresses become links, so a message can never carry a script URL into the page. */
function isWebLink(value: string): boolean {
  try {
    const { protocol } = new URL(value, window.location.origin);
    return protocol === "http:" || protocol === "https:";
  } catch {
    return false;
  }
}
