import { type ReactElement, useRef } from "react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { MenuEntry } from "./lazy-menu";

/** The menu `LazyMenu` loads when its button is first pressed: it opens as it mounts. */
export function LoadedMenu({
  trigger,
  align,
  entries,
}: {
  trigger: ReactElement;
  align: "start" | "end";
  entries: readonly MenuEntry[];
}) {
  const chosen = useRef<MenuEntry | undefined>(undefined);
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent
        align={align}
        // A choice is carried out once the menu has closed and let go of the keyboard: what it opens (a
        // dialog, an editor, a tray) then takes the keyboard from the menu's button, not from the menu.
        onCloseAutoFocus={(event) => {
          const entry = chosen.current;
          chosen.current = undefined;
          if (entry?.movesFocus) event.preventDefault();
          entry?.onSelect();
        }}
      >
        {entries.map((entry) => (
          <DropdownMenuItem
            key={entry.key}
            onSelect={() => {
              chosen.current = entry;
            }}
          >
            {entry.label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
