import { devMailboxResponseSchema } from "@hatchery/shared";
import { expect, request } from "@playwright/test";
import { PASSWORD } from "./accounts";
import { adminStatePath, E2E_ADMIN_EMAILS } from "./administrator";
import { E2E_PORT } from "./server-environment";

/**
 * Makes the suite's administrators (ADMIN_EMAILS) once, before any spec runs and after the server is up.
 * Each is signed in once here, and specs start from that state (administrator-session.ts). When the first spec to need one made
 * them, parallel specs signed the same address up at the same moment, and a spec whose sign-up lost
 * waited for the other's verification until it timed out.
 */
/** Signs `email` in once and keeps its cookies for the specs (administrator-session.ts). */
async function keepSignedIn(origin: string, email: string): Promise<void> {
  const api = await request.newContext({
    baseURL: origin,
    extraHTTPHeaders: { Origin: origin, "X-Forwarded-For": "127.254.0.2" },
  });
  try {
    const signedIn = await api.post("/api/auth/sign-in/email", { data: { email, password: PASSWORD } });
    expect(signedIn.ok(), `signing ${email} in: ${signedIn.status()}`).toBe(true);
    await api.storageState({ path: adminStatePath(email) });
  } finally {
    await api.dispose();
  }
}

export default async function createAdministrators(): Promise<void> {
  const origin = `http://127.0.0.1:${E2E_PORT}`;
  // An address of its own, so these sign-ups count against no spec's limit (fixtures.ts).
  const api = await request.newContext({
    baseURL: origin,
    extraHTTPHeaders: { Origin: origin, "X-Forwarded-For": "127.254.0.1" },
  });
  try {
    for (const email of E2E_ADMIN_EMAILS) {
      const created = await api.post("/api/auth/sign-up/email", {
        data: {
          firstName: "Grace",
          lastName: "Hopper",
          email,
          password: PASSWORD,
          callbackURL: "/dashboard",
        },
      });
      expect(created.ok(), `sign-up of ${email}: ${created.status()}`).toBe(true);
      let link: string | undefined;
      await expect
        .poll(
          async () => {
            const { messages } = devMailboxResponseSchema.parse(
              await (await api.get("/api/dev/mailbox")).json(),
            );
            link = messages
              .find((message) => message.to === email)
              ?.links.find((href) => href.includes("verify"));
            return link;
          },
          { timeout: 30_000 },
        )
        .toBeDefined();
      const verified = await api.get(link ?? "");
      expect(verified.ok(), `verifying ${email}: ${verified.status()}`).toBe(true);
      await keepSignedIn(origin, email);
    }
  } finally {
    await api.dispose();
  }
}
