import { createHmac, randomUUID } from "node:crypto";
import { devMailboxResponseSchema } from "@hatchery/shared";
import { type Browser, type BrowserContextOptions, expect, type Page } from "@playwright/test";

export const PASSWORD = "Hatch3ry!Passw0rd";

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
}

/** A new person for every test, so tests never share an account. */
export function newPerson(firstName = "Ada"): Person {
  return { firstName, lastName: "Lovelace", email: `${firstName.toLowerCase()}-${randomUUID()}@example.com` };
}

export async function signUp(page: Page, person: Person, from = "/auth") {
  await page.goto(from);
  await page.getByRole("tab", { name: "Sign up" }).click();
  const form = page.getByRole("form", { name: "Sign up" });
  await form.getByLabel("First name").fill(person.firstName);
  await form.getByLabel("Last name").fill(person.lastName);
  await form.getByLabel("Email").fill(person.email);
  await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await form.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
}

/** Opens the newest message to `email` in the development mailbox and follows its first link. */
export async function followMailboxLink(page: Page, email: string, subject: RegExp) {
  await page.goto("/dev/mailbox");
  const message = page.getByRole("listitem").filter({ hasText: email }).filter({ hasText: subject }).first();
  await expect(message).toBeVisible();
  await message.getByRole("link").first().click();
}

/** Signs in on /auth, or on `from` (an /auth address carrying a redirect). */
export async function signIn(page: Page, email: string, password = PASSWORD, from = "/auth") {
  await page.goto(from);
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Sign in" }).click();
}

/**
 * A verified account for `person`, signed in on `page` where the verification link lands (the
 * dashboard). The account is created through the API and the link read from the development mailbox's
 * JSON: the forms and the mailbox page are what accounts.spec.ts tests (signUp, followMailboxLink), and
 * loading them cost every other spec two page loads a person. Only the link is followed in the page, as
 * a person would, so the page holds the session it brings.
 */
export async function signUpAndVerify(page: Page, person: Person) {
  const origin = await originOf(page);
  const created = await page.request.post("/api/auth/sign-up/email", {
    headers: { Origin: origin },
    data: {
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      password: PASSWORD,
      callbackURL: "/dashboard",
    },
  });
  expect(created.ok(), `sign-up of ${person.email}: ${created.status()}`).toBe(true);
  await page.goto(await verificationLink(page, person.email));
  await expect(
    page.getByRole("button", { name: `Account menu for ${person.firstName} ${person.lastName}` }),
  ).toBeVisible();
}

/** The server the page's requests go to, whichever base address its context has. */
async function originOf(page: Page): Promise<string> {
  return new URL((await page.request.get("/api/health")).url()).origin;
}

/** The newest verification link mailed to `email`, waited for: mail leaves through the outbox. */
async function verificationLink(page: Page, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const { messages } = devMailboxResponseSchema.parse(
          await (await page.request.get("/api/dev/mailbox")).json(),
        );
        link = messages
          .find((message) => message.to === email && /verify/i.test(message.subject))
          ?.links.find((candidate) => candidate.includes("verify"));
        return link;
      },
      { message: `a verification link mailed to ${email}` },
    )
    .toBeDefined();
  return link ?? "";
}

export async function openAccountMenu(page: Page, person: Person) {
  await page.getByRole("button", { name: `Account menu for ${person.firstName} ${person.lastName}` }).click();
}

/** RFC 6238 time-based one-time password (SHA-1, 30 s, 6 digits), as authenticator apps compute it. */
export function totp(base32Secret: string, at = Date.now()): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const character of base32Secret.replace(/=+$/, "").toUpperCase()) {
    bits += alphabet.indexOf(character).toString(2).padStart(5, "0");
  }
  const key = Buffer.from(bits.match(/.{8}/g)?.map((byte) => Number.parseInt(byte, 2)) ?? []);
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const digest = createHmac("sha1", key).update(counter).digest();
  const offset = (digest.at(-1) ?? 0) & 0x0f;
  const code = (digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return code.toString().padStart(6, "0");
}

export interface OwnBrowserOptions {
  /** More of the context's options: a base address (a spec's own server), a time zone. */
  context?: Omit<BrowserContextOptions, "extraHTTPHeaders">;
  /**
   * Collects the page's console errors and uncaught exceptions into `into`, as the `pageProblems`
   * fixture does for the default page; `expected` passes the console errors the test causes on purpose.
   */
  problems?: { into: string[]; expected?: (text: string) => boolean };
}

/**
 * A person signed up and verified in a browser of their own (their own cookies), speaking from the
 * test's own address (`extraHTTPHeaders`, e2e/fixtures.ts).
 */
export async function personInOwnBrowser(
  browser: Browser,
  extraHTTPHeaders: Record<string, string> | undefined,
  person: Person,
  options: OwnBrowserOptions = {},
): Promise<Page> {
  const context = await browser.newContext({ ...options.context, extraHTTPHeaders });
  const { problems } = options;
  if (problems) {
    context.on("console", (message) => {
      if (message.type() === "error" && !problems.expected?.(message.text())) {
        problems.into.push(`${person.firstName} console: ${message.text()}`);
      }
    });
    context.on("weberror", (error) =>
      problems.into.push(`${person.firstName} page error: ${error.error().message}`),
    );
  }
  const page = await context.newPage();
  await signUpAndVerify(page, person);
  return page;
}
