import { CircleAlertIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Alert, AlertDescription } from "@/components/ui/alert";

/**
 * A form's error that belongs to no single field (usually the server's answer, in its own words),
 * announced as soon as it appears. Children offer a way out, such as a resend button.
 */
export function FormError({ message, children }: { message: string | undefined; children?: ReactNode }) {
  if (!message) return null;
  return (
    <Alert variant="destructive" role="alert">
      <CircleAlertIcon aria-hidden="true" />
      <AlertDescription className="flex flex-col items-start gap-2 text-destructive">
        <p>{message}</p>
        {children}
      </AlertDescription>
    </Alert>
  );
}
