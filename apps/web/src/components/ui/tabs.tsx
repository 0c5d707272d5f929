import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  type MouseEvent,
  useContext,
  useId,
} from "react";
import { cn } from "@/lib/utils";

/**
 * Tabs after the WAI-ARIA pattern (a tablist of tabs, each controlling its tabpanel), with automatic
 * activation: a tab is chosen by a click, Enter or Space, or by moving focus to it with the arrow keys,
 * Home or End; only the chosen tab is in the page's tab order. Controlled by `value` and `onValueChange`.
 *
 * The app's own rather than a library's (decision 076): a library's tabs measured their panels on mount
 * and kept the node in state, and that state update, made while React committed a hydrated page,
 * re-rendered the page synchronously and ran every effect of the hydration in the same task.
 */
interface TabsState {
  baseId: string;
  value: string;
  select: (value: string) => void;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error(`${part} must be inside <Tabs>`);
  return state;
}

/** Ids from the value, which may hold any character; the React id before it is unique in the page. */
const tabId = (baseId: string, value: string) => `${baseId}-tab-${encodeURIComponent(value)}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${encodeURIComponent(value)}`;

export function Tabs({
  value,
  onValueChange,
  className,
  children,
  ...props
}: Omit<ComponentProps<"div">, "onChange"> & { value: string; onValueChange: (value: string) => void }) {
  const baseId = useId();
  return (
    <TabsContext value={{ baseId, value, select: (next) => next !== value && onValueChange(next) }}>
      <div data-slot="tabs" className={cn("flex flex-col gap-3", className)} {...props}>
        {children}
      </div>
    </TabsContext>
  );
}

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/** Moves focus between the list's tabs (wrapping around), which chooses the tab focused. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const next = NEXT_KEYS[event.key];
  if (!next || event.altKey || event.ctrlKey || event.metaKey) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
  const index = event.target instanceof HTMLButtonElement ? tabs.indexOf(event.target) : -1;
  if (index === -1) return;
  event.preventDefault();
  tabs[next(index, tabs.length)]?.focus();
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<"div">) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-slot="tabs-list"
      className={cn(
        "inline-flex h-10 w-fit max-w-full items-center gap-1 overflow-x-auto rounded-lg bg-muted p-1 text-muted-foreground",
        className,
      )}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveFocus(event);
      }}
      {...props}
    />
  );
}

export function TabsTrigger({
  value,
  className,
  onMouseDown,
  onKeyDown,
  onFocus,
  ...props
}: ComponentProps<"button"> & { value: string }) {
  const tabs = useTabs("TabsTrigger");
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(tabs.baseId, value)}
      aria-selected={selected}
      aria-controls={panelId(tabs.baseId, value)}
      data-state={selected ? "active" : "inactive"}
      tabIndex={selected ? 0 : -1}
      data-slot="tabs-trigger"
      className={cn(
        "inline-flex h-full items-center justify-center gap-1.5 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm",
        className,
      )}
      // The main button's press chooses the tab at once; a click held with Ctrl (a context menu on a
      // Mac) does not.
      onMouseDown={(event: MouseEvent<HTMLButtonElement>) => {
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.button === 0 && !event.ctrlKey) tabs.select(value);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented && (event.key === "Enter" || event.key === " ")) tabs.select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      {...props}
    />
  );
}

/** The chosen tab's panel; the others render nothing. */
export function TabsContent({ value, className, ...props }: ComponentProps<"div"> & { value: string }) {
  const tabs = useTabs("TabsContent");
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(tabs.baseId, value)}
      aria-labelledby={tabId(tabs.baseId, value)}
      data-state="active"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the tabs pattern: Tab from the list reaches the panel
      tabIndex={0}
      data-slot="tabs-content"
      className={cn("rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring", className)}
      {...props}
    />
  );
}
