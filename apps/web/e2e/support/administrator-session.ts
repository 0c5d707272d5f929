import type { Browser, Page } from "@playwright/test";
import { PASSWORD, signUpAndVerify } from "./accounts";
import { adminEmailFor } from "./administrator";

/**
 * The first administrator (ADMIN_EMAILS) in a browser context of their own: signed in when another
 * spec of this run already made them, else signed up and verified, which makes them admin.
 * `origin` is the server's, for a spec that runs a server of its own (own-server.ts).
 */
export async function administratorPage(
  browser: Browser,
  {
    extraHTTPHeaders,
    retry,
    origin,
  }: { extraHTTPHeaders: Record<string, string> | undefined; retry: number; origin?: string },
): Promise<{ page: Page; email: string }> {
  const context = await browser.newContext({
    extraHTTPHeaders,
    ...(origin ? { baseURL: origin } : {}),
  });
  const page = await context.newPage();
  const email = adminEmailFor(retry);
  const signedIn = await page.request.post("/api/auth/sign-in/email", {
    data: { email, password: PASSWORD },
    ...(origin ? { headers: { Origin: origin } } : {}),
  });
  if (!signedIn.ok()) await signUpAndVerify(page, { firstName: "Grace", lastName: "Hopper", email });
  return { page, email };
}
