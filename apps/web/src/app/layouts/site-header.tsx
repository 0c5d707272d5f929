import { MenuIcon, XIcon } from "lucide-react";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { SoundControl } from "@/components/sound-control";
import { Button, buttonVariants } from "@/components/ui/button";
import { isRoleLookupFailure, useSession } from "@/lib/auth/session";
import { signInPath } from "@/lib/auth/sign-in-path";
import { lazyPart } from "@/lib/lazy-part";
import { useAfterFirstContent } from "@/lib/use-after-first-content";
import { useHydrating } from "@/lib/use-hydrating";
import { cn } from "@/lib/utils";
import { LogoMark } from "./logo";
import { NAVIGATION_LINK_CLASS } from "./navigation-link";

/** Holds the account area's box while its controls load. */
const ACCOUNT_PLACEHOLDER = <span aria-hidden="true" className="size-9 rounded-full bg-muted" />;

/*
 * The notification bell and the account menu (Radix menu and the sign-out calls) load only for someone
 * signed in, together, once the first page has drawn its content (`useAfterFirstContent`).
 */
const SignedInControls = lazyPart(
  () => import("./signed-in-controls").then((module) => module.SignedInControls),
  ACCOUNT_PLACEHOLDER,
);

/*
 * The feed and the person's teams join the navigation for someone signed in, in a chunk of their own,
 * once the first page has drawn its content.
 */
const SignedInNavigation = lazyPart(() =>
  import("./signed-in-navigation").then((module) => module.SignedInNavigation),
);

export const PRIMARY_NAVIGATION = [
  { label: "Incubators", to: "/incubators" },
  { label: "Teams", to: "/teams" },
  { label: "Projects", to: "/projects" },
  { label: "Library", to: "/library" },
  { label: "Games", to: "/games" },
  { label: "Advisors", to: "/advisors" },
] as const;

/**
 * One navigation list for every width: below the lg breakpoint (where the signed-in part fits too) it
 * folds behind a disclosure button and opens as a panel under the header.
 */
export function SiteHeader({ busy = false }: { busy?: boolean }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== "Escape" || !menuOpen) return;
    setMenuOpen(false);
    menuButton.current?.focus();
  }

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="relative mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:gap-4 sm:px-6 lg:px-8">
        <Link
          to="/"
          aria-label="Hatchery home"
          className="flex shrink-0 items-center gap-2 rounded-md text-lg font-bold tracking-tight"
        >
          <LogoMark />
          <span className="hidden min-[400px]:inline">Hatchery</span>
        </Link>

        <nav aria-label="Primary" className="lg:flex-1" onKeyDown={closeOnEscape}>
          <Button
            ref={menuButton}
            variant="ghost"
            size="sm"
            className="lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <XIcon aria-hidden="true" /> : <MenuIcon aria-hidden="true" />}
            Menu
          </Button>
          <ul
            id={menuId}
            className={cn(
              menuOpen ? "flex" : "hidden",
              "absolute inset-x-0 top-full flex-col gap-1 border-b bg-background p-4 shadow-md",
              "lg:static lg:flex lg:flex-row lg:items-center lg:gap-1 lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none",
            )}
          >
            {PRIMARY_NAVIGATION.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} onClick={() => setMenuOpen(false)} className={NAVIGATION_LINK_CLASS}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            <SignedInNavigationSlot onNavigate={() => setMenuOpen(false)} />
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-2">
          <SoundControl />
          <AccountArea />
        </div>
      </div>
      {busy && (
        <div aria-hidden="true" className="absolute inset-x-0 bottom-0 h-0.5 overflow-hidden">
          <div className="h-full w-1/3 animate-progress bg-primary" />
        </div>
      )}
    </header>
  );
}

/** Sign in, or the bell and the account menu once a session exists; a same-sized box while the first check runs. */
function AccountArea() {
  const { data: session, error, isPending } = useSession();
  const { pathname, search } = useLocation();
  // A page the build rendered holds the box of the first check: its HTML cannot know this browser's
  // session. One the server rendered for a visitor shows them signed out (useSessionWhileHydrating).
  const hydrating = useHydrating();
  const afterFirstContent = useAfterFirstContent();

  if (hydrating && session !== null) return <span aria-hidden="true" className="h-9 w-18" />;
  if (session || isRoleLookupFailure(error)) {
    if (!afterFirstContent) return ACCOUNT_PLACEHOLDER;
    return <SignedInControls session={session ?? undefined} />;
  }
  if (isPending) return <span aria-hidden="true" className="h-9 w-18" />;
  // From any page but the home page, signing in brings the person back to it.
  const to = pathname === "/" || pathname.startsWith("/auth") ? "/auth" : signInPath(`${pathname}${search}`);
  return (
    <Link to={to} className={buttonVariants({ size: "sm" })}>
      Sign in
    </Link>
  );
}

/** The signed-in part of the navigation, once a session is known (never in the pre-rendered page). */
function SignedInNavigationSlot({ onNavigate }: { onNavigate: () => void }) {
  const { data: session } = useSession();
  const hydrating = useHydrating();
  const afterFirstContent = useAfterFirstContent();
  if (hydrating || !session || !afterFirstContent) return null;
  return <SignedInNavigation onNavigate={onNavigate} />;
}
