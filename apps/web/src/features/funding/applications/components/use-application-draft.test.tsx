import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ASK_FORMAT_MESSAGE,
  changesBetween,
  type DraftValues,
  useApplicationDraft,
} from "./use-application-draft";

const SAVED: DraftValues = { ask: "100.00", useOfFunds: "", projectId: "", answers: { q1: "Old" } };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("what the autosave sends", () => {
  it("sends only the fields that changed, the ask in cents", () => {
    const typed = { ...SAVED, ask: "1,234.5", answers: { q1: "Old", q2: "New" } };
    expect(changesBetween(SAVED, typed)).toEqual({
      change: { askCents: 123_450, answers: { q2: "New" } },
      askUnreadable: false,
    });
    expect(changesBetween(SAVED, { ...SAVED, projectId: "" }).change).toEqual({});
    expect(changesBetween(SAVED, { ...SAVED, ask: "" }).change).toEqual({ askCents: null });
  });

  it("leaves out an ask it cannot read, and says so", () => {
    expect(changesBetween(SAVED, { ...SAVED, ask: "a lot", useOfFunds: "Hiring" })).toEqual({
      change: { useOfFunds: "Hiring" },
      askUnreadable: true,
    });
  });
});

describe("the autosave", () => {
  it("saves once typing stops, and says Saved", async () => {
    const save = vi.fn().mockResolvedValue({});
    const { result } = renderHook(() => useApplicationDraft(SAVED, save, { enabled: true, delayMs: 500 }));
    act(() => result.current.update({ useOfFunds: "H" }));
    act(() => result.current.update({ useOfFunds: "Hiring" }));
    expect(result.current.state).toBe("unsaved");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ useOfFunds: "Hiring" });
    expect(result.current.state).toBe("saved");
  });

  it("keeps what was typed and says why when a save fails", async () => {
    const save = vi.fn().mockRejectedValue(new Error("The database is not answering right now."));
    const { result } = renderHook(() => useApplicationDraft(SAVED, save, { enabled: true, delayMs: 500 }));
    act(() => result.current.update({ answers: { q1: "Newer" } }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    expect(result.current.state).toBe("failed");
    expect(result.current.error).toBe("The database is not answering right now.");
    expect(result.current.values.answers.q1).toBe("Newer");
  });

  it("reports an unreadable ask without sending it", async () => {
    const save = vi.fn().mockResolvedValue({});
    const { result } = renderHook(() => useApplicationDraft(SAVED, save, { enabled: true, delayMs: 500 }));
    act(() => result.current.update({ ask: "lots" }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    expect(save).not.toHaveBeenCalled();
    expect(result.current.error).toBe(ASK_FORMAT_MESSAGE);
  });

  it("does not save by itself when autosave is off (a submitted application saves on request)", async () => {
    const save = vi.fn().mockResolvedValue({});
    const { result } = renderHook(() => useApplicationDraft(SAVED, save, { enabled: false, delayMs: 500 }));
    act(() => result.current.update({ useOfFunds: "Hiring" }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(save).not.toHaveBeenCalled();
    await act(async () => {
      await result.current.flush();
    });
    expect(save).toHaveBeenCalledWith({ useOfFunds: "Hiring" });
  });
});
