import { describe, expect, it } from "vitest";
import { loadWebEnv } from "./env";

describe("loadWebEnv", () => {
  it("forwards to the server's default port unless PORT says otherwise", () => {
    expect(loadWebEnv({})).toEqual({ PORT: 3000 });
    expect(loadWebEnv({ PORT: "" })).toEqual({ PORT: 3000 });
    expect(loadWebEnv({ PORT: "4000" })).toEqual({ PORT: 4000 });
  });

  it("stops with a list of what is wrong", () => {
    expect(() => loadWebEnv({ PORT: "web" })).toThrow(
      "Invalid environment configuration:\n  - PORT: must be a whole number",
    );
    expect(() => loadWebEnv({ PORT: "70000" })).toThrow("PORT: must be between 1 and 65535");
  });
});
