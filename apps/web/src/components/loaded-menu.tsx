import type { ReactElement } from "react";
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
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align={align}>
        {entries.map((entry) => (
          <DropdownMenuItem key={entry.key} onSelect={entry.onSelect}>
            {entry.label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
