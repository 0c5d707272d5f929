import { type ComponentProps, lazy, Suspense, useState } from "react";
import type { ConfirmDialog as ConfirmDialogType } from "./confirm-dialog";

/** The confirmation's module, with the dialog machinery it brings; fetched at most once. */
export const loadConfirmDialog = () => import("./confirm-dialog").then((module) => module.ConfirmDialog);
const ConfirmDialog = lazy(async () => ({ default: await loadConfirmDialog() }));

/**
 * `ConfirmDialog` for a page whose first view seldom needs it (leaving a team, closing a position): its
 * module and the dialog machinery load the first time it opens, not with the page, whose first view they
 * cost 40 KB of scripts to evaluate (decision 071). Once opened it stays mounted, so it closes as the
 * plain dialog does.
 */
export function LazyConfirmDialog(props: ComponentProps<typeof ConfirmDialogType>) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}
