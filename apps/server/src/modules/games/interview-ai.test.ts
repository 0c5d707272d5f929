import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { INTERVIEW_AI_MESSAGES, INTERVIEW_AI_REQUESTS_PER_HOUR } from "@hatchery/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CookieJar, call, createVerifiedUser, errorOf, person } from "../../test/auth-test-helpers";
import { loadRepositoryFolders } from "../../test/repository-content";
import { createTestApp, type TestApp } from "../../test/test-app";

/*
 * The optional written feedback (decision 045) against a stand-in for an OpenAI-compatible service: a
 * local HTTP server that answers /v1/chat/completions as such a service does, and records what it got.
 */

const QUESTION = "behavioural/a-mistake-you-made";
const ANSWER = "I sent a newsletter to the wrong list, told the owner at once and fixed it.";

interface Received {
  path: string;
  authorization: string | undefined;
  body: { model: string; messages: { role: string; content: string }[] };
}

let standIn: Server;
let received: Received[] = [];
let failing = false;
let t: TestApp;
let jar: CookieJar;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}

beforeAll(async () => {
  standIn = createServer(async (request, response) => {
    const body = JSON.parse(await readBody(request)) as Received["body"];
    received.push({ path: request.url ?? "", authorization: request.headers.authorization, body });
    response.writeHead(failing ? 500 : 200, { "Content-Type": "application/json" });
    response.end(
      JSON.stringify(
        failing
          ? { error: { message: "overloaded" } }
          : {
              choices: [
                { message: { role: "assistant", content: "  You named the mistake and the fix.  " } },
              ],
            },
      ),
    );
  });
  await new Promise<void>((resolve) => standIn.listen(0, "127.0.0.1", resolve));
  const { port } = standIn.address() as AddressInfo;
  t = await createTestApp({
    AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
    AI_API_KEY: "test-key",
    AI_MODEL: "practice-model",
  });
  await loadRepositoryFolders(t.db, ["games/interview", "library"]);
  ({ jar } = await createVerifiedUser(t.app, t.db, person("ai-feedback@example.com")));
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => standIn.close(resolve));
});

function ask(body: unknown, who: CookieJar | null = jar) {
  return call(t.app, "/api/games/interview/ai-feedback", body, { jar: who ?? undefined });
}

describe("written feedback from the AI service", () => {
  it("is offered by the installation's settings", async () => {
    const config = await call(t.app, "/api/config");
    expect(await config.json()).toMatchObject({ aiFeedback: true });
  });

  it("sends nothing without the person's agreement", async () => {
    received = [];
    const response = await ask({ questionId: QUESTION, text: ANSWER });
    expect(response.status).toBe(422);
    expect(JSON.stringify(await response.json())).toContain(INTERVIEW_AI_MESSAGES.agree);
    expect((await ask({ questionId: QUESTION, text: ANSWER, agree: true }, null)).status).toBe(401);
    expect(received).toEqual([]);
  });

  it("sends the question, its key points and the answer, and answers the service's words", async () => {
    received = [];
    const response = await ask({ questionId: QUESTION, text: ANSWER, agree: true });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ feedback: "You named the mistake and the fix." });
    const [request] = received;
    expect(request?.path).toBe("/v1/chat/completions");
    expect(request?.authorization).toBe("Bearer test-key");
    expect(request?.body.model).toBe("practice-model");
    const sent = JSON.stringify(request?.body.messages);
    expect(sent).toContain(ANSWER);
    expect(sent).toContain("Tell me about a mistake you made");
    expect(sent).toContain("never give a score");
    expect(sent).not.toContain("ai-feedback@example.com");
  });

  it("refuses a question that is not one, and says so when the service fails", async () => {
    expect(
      (await ask({ questionId: "behavioural/no-such-question", text: ANSWER, agree: true })).status,
    ).toBe(422);
    failing = true;
    const failed = await errorOf(await ask({ questionId: QUESTION, text: ANSWER, agree: true }));
    failing = false;
    expect(failed).toMatchObject({ status: 503, message: INTERVIEW_AI_MESSAGES.unavailable });
  });

  it("is limited per person each hour", async () => {
    const other = await createVerifiedUser(t.app, t.db, person("ai-limit@example.com"));
    for (let request = 0; request < INTERVIEW_AI_REQUESTS_PER_HOUR; request++) {
      expect((await ask({ questionId: QUESTION, text: ANSWER, agree: true }, other.jar)).status).toBe(200);
    }
    const refused = await errorOf(await ask({ questionId: QUESTION, text: ANSWER, agree: true }, other.jar));
    expect(refused).toMatchObject({ status: 429, message: INTERVIEW_AI_MESSAGES.tooMany });
  });
});
