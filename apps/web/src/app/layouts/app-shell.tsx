import type { MouseEvent, ReactNode } from "react";
import { cn } from "@/lib/utils";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

const MAIN_ID = "main-content";

function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  // Focus the landmark directly: following the hash would add a history entry the router then handles.
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
}

/**
 * Skip link, header, main landmark and footer: the frame of every screen, including errors. A screen
 * that works like an app (`fullWindow`: the chat) is exactly the window's height without the footer,
 * so its own regions scroll and its controls stay in view.
 */
export function AppShell({
  children,
  busy = false,
  fullWindow = false,
}: {
  children: ReactNode;
  busy?: boolean;
  fullWindow?: boolean;
}) {
  return (
    <div className={cn("flex flex-col", fullWindow ? "h-dvh" : "min-h-dvh")}>
      <a
        href={`#${MAIN_ID}`}
        onClick={skipToMain}
        className="sr-only rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
      >
        Skip to main content
      </a>
      <SiteHeader busy={busy} />
      {/*
       * At least a screen tall, so the footer starts below the fold: content that arrives after the
       * first paint (a lazy page, its data) then grows the page without moving anything in view.
       */}
      <main
        id={MAIN_ID}
        tabIndex={-1}
        aria-busy={busy || undefined}
        className={cn("flex-1 outline-none", fullWindow ? "flex min-h-0 flex-col" : "min-h-dvh")}
      >
        {children}
      </main>
      {!fullWindow && <SiteFooter />}
    </div>
  );
}
