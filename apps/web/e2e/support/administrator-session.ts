import { type Browser, expect, type Page } from "@playwright/test";
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
  const signIn = async () =>
    (
      await page.request.post("/api/auth/sign-in/email", {
        data: { email, password: PASSWORD },
        ...(origin ? { headers: { Origin: origin } } : {}),
      })
    ).ok();
  if (await signIn()) return { page, email };
  try {
    await signUpAndVerify(page, { firstName: "Grace", lastName: "Hopper", email });
  } catch {
    // Another spec signed the same administrator up at the same moment: once it has verified the
    // address, sign in as them.
    await expect.poll(signIn, { timeout: 60_000, intervals: [1_000] }).toBe(true);
  }
  return { page, email };
}
