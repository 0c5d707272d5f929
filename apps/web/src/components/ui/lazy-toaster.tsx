import { lazy, Suspense, useState } from "react";
import { useToast } from "@/lib/toast";

const Toaster = lazy(() => import("./toaster").then((module) => ({ default: module.Toaster })));

/**
 * The notifications UI (Radix Toast and its layers) loads with the first toast: most page views raise
 * none, and it would otherwise weigh on every first view. Once loaded it stays, so later toasts show
 * at once; the first one is announced by the toast itself when it mounts.
 */
export function LazyToaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
