import { appConfigSchema } from "@hatchery/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, request, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const configOf = async (app: TestApp["app"]) =>
  appConfigSchema.parse(await (await request(app, "/api/config")).json());

describe("GET /api/config", () => {
  it("offers the development mailbox and nothing unconfigured", async () => {
    expect(await configOf(t.app)).toEqual({ linkedin: false, devMailbox: true, aiFeedback: false });
  });

  it("offers LinkedIn once both LinkedIn settings are there", async () => {
    const app = t.withEnv({ LINKEDIN_CLIENT_ID: "client", LINKEDIN_CLIENT_SECRET: "secret" });
    expect((await configOf(app)).linkedin).toBe(true);
  });

  it("has no development mailbox when mail is sent, nor in production", async () => {
    expect((await configOf(t.withEnv({ SMTP_URL: "smtp://127.0.0.1:2525" }))).devMailbox).toBe(false);
    const production = t.withEnv({ NODE_ENV: "production", AUTH_SECRET: "p".repeat(32) });
    expect((await configOf(production)).devMailbox).toBe(false);
  });
});
