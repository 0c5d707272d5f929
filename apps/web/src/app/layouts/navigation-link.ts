/** A link of the primary navigation, the current page's marked: one look for the public and signed-in parts. */
export const NAVIGATION_LINK_CLASS =
  "block rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground";
