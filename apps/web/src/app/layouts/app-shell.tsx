import type { MouseEvent, ReactNode } from "react";
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

/** Skip link, header, main landmark and footer: the frame of every screen, including errors. */
export function AppShell({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  return (
    <div className="flex min-h-dvh flex-col">
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
        className="min-h-dvh flex-1 outline-none"
      >
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
