import { type ComponentProps, lazy, Suspense, useState } from "react";
import type { ConfirmDialog as LoadedConfirmDialog } from "./confirm-dialog";

const Loaded = lazy(() => import("./confirm-dialog").then((module) => ({ default: module.ConfirmDialog })));

/**
 * `ConfirmDialog` for a page's first view: the dialog (Radix's alert dialog, its focus trap and scroll
 * lock, about 12 KB) loads the first time it opens, not with the page that may open it (issue 29). Once
 * opened it stays mounted, so it closes as the eager one does and returns focus to its button.
 */
export function ConfirmDialog(props: ComponentProps<typeof LoadedConfirmDialog>) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}
