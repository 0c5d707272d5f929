import { type Browser, expect, type Page } from "@playwright/test";
import { PASSWORD, signUpAndVerify } from "./accounts";
import { adminEmailFor, adminStatePath } from "./administrator";

/**
 * The first administrator (ADMIN_EMAILS) in a browser context of their own, signed in: the suite's
 * server has them from the start, signed in once (global-setup.ts), and the context starts from those
 * cookies. On a server a spec runs of its own (own-server.ts, `origin` its address) they are signed up
 * and verified the first time, which makes them admin, and signed in.
 */
export async function administratorPage(
  browser: Browser,
  {
    extraHTTPHeaders,
    retry,
    origin,
  }: { extraHTTPHeaders: Record<string, string> | undefined; retry: number; origin?: string },
): Promise<{ page: Page; email: string }> {
  const email = adminEmailFor(retry);
  const context = await browser.newContext({
    extraHTTPHeaders,
    // The suite's server: signed in once by the global setup, whose cookies every spec starts from.
    ...(origin ? { baseURL: origin } : { storageState: adminStatePath(email) }),
  });
  const page = await context.newPage();
  if (!origin) return { page, email };
  const signIn = async () =>
    (
      await page.request.post("/api/auth/sign-in/email", {
        data: { email, password: PASSWORD },
        headers: { Origin: origin },
      })
    ).ok();
  if (await signIn()) return { page, email };
  try {
    await signUpAndVerify(page, { firstName: "Grace", lastName: "Hopper", email });
  } catch {
    // Another spec on the same server of its own signed them up at the same moment: once it has
    // verified the address, sign in as them.
    await expect.poll(signIn, { timeout: 60_000, intervals: [1_000] }).toBe(true);
  }
  return { page, email };
}
