import { devMailboxResponseSchema } from "@hatchery/shared";
import { expect, request } from "@playwright/test";
import { PASSWORD } from "./accounts";
import { E2E_ADMIN_EMAILS } from "./administrator";
import { E2E_PORT } from "./server-environment";

/**
 * Makes the suite's administrators (ADMIN_EMAILS) once, before any spec runs and after the server is up.
 * Specs that need one only sign in (administrator-session.ts). When the first spec to need one made
 * them, parallel specs signed the same address up at the same moment, and a spec whose sign-up lost
 * waited for the other's verification until it timed out.
 */
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
    }
  } finally {
    await api.dispose();
  }
}
