import { MenuIcon, XIcon } from "lucide-react";
import { useId, useRef } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { SoundControl } from "@/components/sound-control";
import { Button, buttonVariants } from "@/components/ui/button";
import { isRoleLookupFailure, useSession } from "@/lib/auth/session";
import { signInPath } from "@/lib/auth/sign-in-path";
import { lazyPart } from "@/lib/lazy-part";
import { useAfterFirstContent } from "@/lib/use-after-first-content";
import { useHydrating } from "@/lib/use-hydrating";
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

/*
 * Popovers came to every engine in 2024. An older browser ignores `popoverTarget`: there the app opens
 * the panel itself (`data-open`), while a document keeps it closed.
 */
function toggleMenuWithoutPopovers(menu: HTMLElement | null) {
  if (menu && typeof menu.togglePopover !== "function") menu.toggleAttribute("data-open");
}

/** Closes the menu if it is open. */
function closeMenu(menu: HTMLElement | null) {
  menu?.removeAttribute("data-open");
  if (typeof menu?.hidePopover === "function" && menu.matches(":popover-open")) menu.hidePopover();
}

/**
 * One navigation list for every width: below the lg breakpoint (where the signed-in part fits too) it
 * folds behind a button and opens as a panel under the header. The panel is an HTML popover, so it opens,
 * and closes on Escape or a click outside, without any script: pages served as plain documents to
 * visitors, which load no app, work the same as the app's.
 */
export function SiteHeader({ busy = false }: { busy?: boolean }) {
  const menuId = useId();
  const menu = useRef<HTMLUListElement>(null);
  // A link the app follows loads no page, so nothing would close the popover (a click inside is no light
  // dismiss).
  const closeAfterNavigating = () => closeMenu(menu.current);

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

        {/* `group`: the button's icon follows the popover's state, in CSS, as the browser keeps it. */}
        <nav aria-label="Primary" className="group lg:flex-1">
          {/* The browser exposes the expanded state of a popover's button itself. */}
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="lg:hidden"
            popoverTarget={menuId}
            onClick={() => toggleMenuWithoutPopovers(menu.current)}
          >
            <MenuIcon aria-hidden="true" className="group-has-[:popover-open]:hidden" />
            <XIcon aria-hidden="true" className="hidden group-has-[:popover-open]:block" />
            Menu
          </Button>
          {/*
           * Below lg the list is the open popover's panel, fixed under the 4rem header. The UA gives a
           * popover a box of its own (centred, fit-content, border, padding, Canvas colours), so the
           * panel sets each part; being fixed, it scrolls itself on a short screen. Closed, it is
           * `hidden` as the UA hides it, which also keeps it off the page in a browser without popovers;
           * only the open state (`:popover-open`, or `data-open` where the app opens it itself) shows
           * it. From lg it stands in the header's row, shown though closed: author styles beat the
           * UA's. Written on the element, so its classes are not taken for ones that reach `cn`
           * (tailwind-merge-for-used-classes.ts).
           */}
          <ul
            ref={menu}
            id={menuId}
            popover="auto"
            className="fixed inset-x-0 top-16 bottom-auto m-0 hidden h-auto max-h-[calc(100dvh-4rem)] w-auto flex-col gap-1 overflow-y-auto border-b bg-background p-4 text-foreground shadow-md [&:popover-open]:flex data-[open]:flex lg:static lg:flex lg:max-h-none lg:flex-row lg:items-center lg:gap-1 lg:overflow-visible lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none"
          >
            {PRIMARY_NAVIGATION.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} onClick={closeAfterNavigating} className={NAVIGATION_LINK_CLASS}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            <SignedInNavigationSlot onNavigate={closeAfterNavigating} />
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
