import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { createQueryClient, isRetryableError, shouldRetryQuery } from "./query-client";

describe("query retries", () => {
  it("retries network failures and server errors", () => {
    expect(isRetryableError(new ApiError(0, "network_error", "offline"))).toBe(true);
    expect(isRetryableError(new ApiError(500, "internal", "boom"))).toBe(true);
    expect(isRetryableError(new ApiError(503, "unavailable", "later"))).toBe(true);
  });

  it("does not retry client errors", () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429]) {
      expect(isRetryableError(new ApiError(status, "bad_request", "no"))).toBe(false);
    }
  });

  it("does not retry errors that are not API errors", () => {
    expect(isRetryableError(new TypeError("undefined is not a function"))).toBe(false);
  });

  it("gives up after two retries", () => {
    const error = new ApiError(502, "unavailable", "bad gateway");
    expect(shouldRetryQuery(0, error)).toBe(true);
    expect(shouldRetryQuery(1, error)).toBe(true);
    expect(shouldRetryQuery(2, error)).toBe(false);
  });

  it("is the default for queries, while mutations never retry", () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.retry).toBe(shouldRetryQuery);
    expect(defaults.mutations?.retry).toBe(false);
  });
});
