import { THEME_COOKIE, type ThemeChoice, themeFromCookie } from "@hatchery/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useSyncExternalStore } from "react";
import { updateSession } from "@/lib/auth/session";
import { toast } from "@/lib/toast";
import { errorMessage } from "./api-client";

/**
 * The colour theme the page is drawn in. The root element's `data-theme` holds the choice (none: follow
 * the device); the server writes it before the first paint from the cookie set here, and the account
 * keeps the choice so that it follows the person to every device.
 */

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const listeners = new Set<() => void>();

/** The theme the page shows now. */
export function pageTheme(): ThemeChoice {
  return themeFromCookie(document.documentElement.dataset.theme);
}

/** Draws the page in `choice` at once and remembers it for the server's next page. */
export function applyTheme(choice: ThemeChoice): void {
  const root = document.documentElement;
  if (choice === "system") delete root.dataset.theme;
  else root.dataset.theme = choice;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from some browsers Hatchery serves
  document.cookie =
    choice === "system"
      ? `${THEME_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
      : `${THEME_COOKIE}=${choice}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The page's theme and a way to choose another, saved on the account. */
export function useThemeChoice(): [ThemeChoice, (choice: ThemeChoice) => void] {
  const theme = useSyncExternalStore(subscribe, pageTheme, () => "system" as const);
  const queryClient = useQueryClient();
  const choose = useCallback(
    (choice: ThemeChoice) => {
      const before = pageTheme();
      applyTheme(choice);
      // The profile's request and its rules load only when someone changes the theme: the header that
      // offers the choice is on every page.
      import("@/lib/account/update-profile")
        .then(({ updateProfile }) => updateProfile({ theme: choice }))
        .then(
          (account) => updateSession(queryClient, account),
          (error: unknown) => {
            applyTheme(before);
            toast({ variant: "destructive", title: "Theme not saved", description: errorMessage(error) });
          },
        );
    },
    [queryClient],
  );
  return [theme, choose];
}

/**
 * Follows the account's choice when it differs from this device's (chosen on another device, or the
 * first page after signing in): only when the account's value changes, so a choice being saved here is
 * not undone by the answer that came before it.
 */
export function useAccountTheme(accountTheme: ThemeChoice | undefined): void {
  useEffect(() => {
    if (accountTheme !== undefined && accountTheme !== pageTheme()) applyTheme(accountTheme);
  }, [accountTheme]);
}
