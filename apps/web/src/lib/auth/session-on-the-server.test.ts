import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionFixture } from "@/test/session-fixture";
import { getSession } from "./session";

// Where there is no window: the server renders a signed-in person's page (app/prerender.tsx) through the
// same session read the browser makes.
describe("getSession without a window", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("reads the session and remembers nothing, in this task or later", async () => {
    expect(typeof window).toBe("undefined");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json(sessionFixture())),
    );
    expect(await getSession()).toEqual(sessionFixture());
    // The hint's store would run a task later; an error there would fail this test as uncaught.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
