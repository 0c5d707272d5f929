import { zodResolver } from "@hookform/resolvers/zod";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { lazyZodResolver } from "./lazy-zod-resolver";

const schema = z.object({ email: z.email({ error: "Enter a valid email address" }) });
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe("lazyZodResolver", () => {
  it("loads the schema only when the form first validates, and once", async () => {
    const loadSchema = vi.fn(async () => schema);
    const resolver = lazyZodResolver(loadSchema);
    expect(loadSchema).not.toHaveBeenCalled();

    await resolver({ email: "a@example.com" }, undefined, options);
    await resolver({ email: "b@example.com" }, undefined, options);
    expect(loadSchema).toHaveBeenCalledTimes(1);
  });

  it("answers exactly what zodResolver answers", async () => {
    const lazy = lazyZodResolver(async () => schema);
    const eager = zodResolver(schema);
    for (const values of [{ email: "nope" }, { email: "a@example.com" }]) {
      expect(await lazy(values, undefined, options)).toEqual(await eager(values, undefined, options));
    }
  });

  it("starts loading on preload, before any validation", async () => {
    const loadSchema = vi.fn(async () => schema);
    const resolver = lazyZodResolver(loadSchema);
    resolver.preload();
    resolver.preload();
    await vi.waitFor(() => expect(loadSchema).toHaveBeenCalledTimes(1));
    await resolver({ email: "a@example.com" }, undefined, options);
    expect(loadSchema).toHaveBeenCalledTimes(1);
  });

  it("tries a failed load again at the next validation", async () => {
    const loadSchema = vi.fn<() => Promise<typeof schema>>().mockRejectedValueOnce(new Error("offline"));
    loadSchema.mockResolvedValue(schema);
    const resolver = lazyZodResolver(loadSchema);
    resolver.preload();
    // The failed load settles before the person submits.
    await new Promise((resolve) => setTimeout(resolve, 0));

    const result = await resolver({ email: "nope" }, undefined, options);
    expect(result.errors.email?.message).toBe("Enter a valid email address");
    expect(loadSchema).toHaveBeenCalledTimes(2);
  });
});
