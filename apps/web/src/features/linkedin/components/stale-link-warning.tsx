import { ClockAlertIcon } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";

/** Shown when the callback address is older than CALLBACK_URL_STALE_WARNING_MS: likely reopened from history. */
export function StaleLinkWarning() {
  return (
    <Alert className="text-left">
      <ClockAlertIcon aria-hidden="true" />
      <AlertTitle>This link looks stale</AlertTitle>
      <AlertDescription>
        It was created more than two minutes ago. If you opened it again from your browser history or another
        tab, start again rather than continuing.
      </AlertDescription>
    </Alert>
  );
}
