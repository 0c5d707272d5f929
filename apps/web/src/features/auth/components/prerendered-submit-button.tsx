import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { useHydrating } from "@/lib/use-hydrating";

/**
 * The submit button of a form on the pre-rendered sign-in page. Disabled in the build's HTML until the
 * app has started: sent by the browser itself, the form would be a GET to this page with the password
 * in the address. With its only submit button disabled, Enter in a field sends nothing either.
 */
export function PrerenderedSubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  const hydrating = useHydrating();
  return (
    <Button type="submit" disabled={hydrating || pending}>
      {children}
    </Button>
  );
}
