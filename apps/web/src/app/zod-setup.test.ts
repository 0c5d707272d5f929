import { describe, expect, it } from "vitest";

describe("zod setup", () => {
  it("makes zod skip its new Function compilation, which the page's CSP refuses", async () => {
    await import("./zod-setup");
    const { z } = await import("zod");
    expect(z.config().jitless).toBe(true);
    const calls: unknown[] = [];
    const original = globalThis.Function;
    globalThis.Function = new Proxy(original, {
      construct(target, args) {
        calls.push(args);
        return Reflect.construct(target, args);
      },
    });
    try {
      const schema = z.object({ name: z.string(), email: z.email() });
      expect(schema.parse({ name: "Ada", email: "ada@example.com" })).toEqual({
        name: "Ada",
        email: "ada@example.com",
      });
    } finally {
      globalThis.Function = original;
    }
    expect(calls).toEqual([]);
  });
});
