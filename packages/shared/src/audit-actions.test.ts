import { describe, expect, it } from "vitest";
import { AUDIT_ACTIONS, isAuditAction } from "./audit-actions";

describe("the audit actions", () => {
  it("names each action once, as area.verb in lowercase", () => {
    expect(new Set(AUDIT_ACTIONS).size).toBe(AUDIT_ACTIONS.length);
    for (const action of AUDIT_ACTIONS) expect(action).toMatch(/^[a-z_]+(\.[a-z_]+)+$/);
  });

  it("tells a listed action from any other text", () => {
    expect(isAuditAction("feed_item.hide")).toBe(true);
    expect(isAuditAction("feed_item.vanish")).toBe(false);
  });
});
