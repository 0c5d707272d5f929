import {
  type ComponentProps,
  cloneElement,
  lazy,
  type ReactElement,
  type ReactNode,
  Suspense,
  useState,
} from "react";
import type { Button } from "@/components/ui/button";

/** One choice of a menu: what it says, and what choosing it does. */
export interface MenuEntry {
  key: string;
  label: ReactNode;
  onSelect: () => void;
  /**
   * The choice puts the keyboard somewhere of its own (an editor, a panel, a tray of buttons), so the
   * closing menu does not give it back to its button.
   */
  movesFocus?: boolean;
}

const loadMenu = () => import("./loaded-menu");
const LoadedMenu = lazy(() => loadMenu().then((module) => ({ default: module.LoadedMenu })));

/**
 * A menu behind a button, for lists that show one on every row (the feed's posts and comments, a
 * channel's messages): the button is plain until it is first pressed, and the menu (Radix's, with the
 * positioning library, its focus handling and scroll lock, about 25 KB) loads then, opening at once,
 * rather than with the page (issue 29). Pointing at or focusing the button starts the load, so it is
 * usually there by the press.
 */
export function LazyMenu({
  trigger,
  align = "start",
  entries,
}: {
  /** The menu's button: a `Button` whose accessible name says whose menu it is. */
  trigger: ReactElement<ComponentProps<typeof Button>>;
  align?: "start" | "end";
  entries: readonly MenuEntry[];
}) {
  const [pressed, setPressed] = useState(false);
  const plain = cloneElement(trigger, {
    "aria-haspopup": "menu",
    "aria-expanded": false,
    onPointerEnter: () => void loadMenu(),
    onFocus: () => void loadMenu(),
    onClick: () => setPressed(true),
  });
  if (!pressed) return plain;
  return (
    <Suspense fallback={plain}>
      <LoadedMenu trigger={trigger} align={align} entries={entries} />
    </Suspense>
  );
}
