import { STORAGE_KEYS } from "@hatchery/shared";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getVisitorId, randomUuid } from "./visitor-id";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("randomUuid", () => {
  it("makes distinct version 4 UUIDs", () => {
    const ids = Array.from({ length: 200 }, randomUuid);
    for (const id of ids) expect(id).toMatch(UUID_V4);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("getVisitorId", () => {
  it("creates the id once and keeps it in local storage", () => {
    const first = getVisitorId();
    expect(localStorage.getItem(STORAGE_KEYS.analyticsVisitorId)).toBe(first);
    expect(getVisitorId()).toBe(first);
  });

  it("keeps one id for the page load when local storage is blocked", () => {
    const blocked = () => {
      throw new DOMException("blocked", "SecurityError");
    };
    vi.stubGlobal("localStorage", { getItem: blocked, setItem: blocked });
    const first = getVisitorId();
    expect(first).toMatch(UUID_V4);
    expect(getVisitorId()).toBe(first);
  });
});
