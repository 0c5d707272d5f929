import { TOAST_DEFAULT_DURATION_MS, TOAST_REMOVE_DELAY_MS, TOAST_SWIPE_THRESHOLD_PX } from "@hatchery/shared";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dismissToast, toast, useToast } from "@/lib/toast";
import { Toaster } from "./toaster";

/** Shows what the store holds, including dismissed toasts that are no longer on screen. */
function StoreProbe() {
  const { toasts } = useToast();
  return (
    <output data-testid="store">{toasts.map((entry) => `${entry.title}:${entry.open}`).join(",")}</output>
  );
}

function renderToaster() {
  return render(
    <>
      <Toaster />
      <StoreProbe />
    </>,
  );
}

const region = () => screen.getByRole("region", { name: /notifications/i });
const visibleToasts = () => within(region()).queryAllByRole("listitem");
const store = () => screen.getByTestId("store").textContent;

describe("Toaster", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    act(() => {
      dismissToast();
      vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    });
    vi.useRealTimers();
  });

  it("shows a toast's title and description", () => {
    renderToaster();
    act(() => {
      toast({ title: "Welcome back!", description: "You have been successfully signed in." });
    });
    const [item] = visibleToasts();
    expect(item).toHaveTextContent("Welcome back!");
    expect(item).toHaveTextContent("You have been successfully signed in.");
  });

  it("shows one toast at a time: a new one replaces the visible one", () => {
    renderToaster();
    act(() => {
      toast({ title: "Signed out" });
    });
    act(() => {
      toast({ title: "Left incubator successfully" });
    });
    const items = visibleToasts();
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent("Left incubator successfully");
    expect(store()).toBe("Left incubator successfully:true");
  });

  it(`closes by itself after ${TOAST_DEFAULT_DURATION_MS} ms`, () => {
    renderToaster();
    act(() => {
      toast({ title: "Redirecting to payment..." });
    });
    act(() => {
      vi.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS - 1);
    });
    expect(visibleToasts()).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(visibleToasts()).toHaveLength(0);
    expect(store()).toBe("Redirecting to payment...:false");
  });

  it("honours a toast's own duration", () => {
    renderToaster();
    act(() => {
      toast({ title: "Saved", duration: 1000 });
    });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(visibleToasts()).toHaveLength(0);
  });

  it(`keeps a dismissed toast in the store for ${TOAST_REMOVE_DELAY_MS} ms, then removes it`, () => {
    renderToaster();
    let handle: ReturnType<typeof toast> | undefined;
    act(() => {
      handle = toast({ title: "Signed out" });
    });
    act(() => {
      handle?.dismiss();
    });
    expect(visibleToasts()).toHaveLength(0);
    expect(store()).toBe("Signed out:false");
    act(() => {
      vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    });
    expect(store()).toBe("Signed out:false");
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(store()).toBe("");
  });

  it("closes when its close button is pressed", () => {
    renderToaster();
    act(() => {
      toast({ title: "Signed out" });
    });
    fireEvent.click(within(region()).getByRole("button", { name: "Close notification" }));
    expect(visibleToasts()).toHaveLength(0);
  });

  it("renders the destructive variant", () => {
    renderToaster();
    act(() => {
      toast({ title: "Email verification required", variant: "destructive" });
    });
    const [item] = visibleToasts();
    expect(item).toHaveAttribute("data-variant", "destructive");
    expect(item).toHaveClass("bg-destructive", "text-destructive-foreground");
  });

  it("renders the default variant unless told otherwise", () => {
    renderToaster();
    act(() => {
      toast({ title: "Signed out" });
    });
    expect(visibleToasts()[0]).toHaveAttribute("data-variant", "default");
  });

  it("moves focus to the notification region on F8", () => {
    renderToaster();
    act(() => {
      toast({ title: "Signed out" });
    });
    expect(region()).not.toContainElement(document.activeElement as HTMLElement);
    fireEvent.keyDown(document, { key: "F8", code: "F8" });
    expect(region()).toContainElement(document.activeElement as HTMLElement);
  });

  it("is swiped away to the right", () => {
    renderToaster();
    act(() => {
      toast({ title: "Signed out" });
    });
    expect(visibleToasts()[0]).toHaveAttribute("data-swipe-direction", "right");
  });

  describe(`swipe threshold of ${TOAST_SWIPE_THRESHOLD_PX} px`, () => {
    function swipeRight(distance: number) {
      const [item] = visibleToasts();
      if (!item) throw new Error("no toast on screen");
      fireEvent.pointerDown(item, { button: 0, pointerId: 1, clientX: 100, clientY: 100 });
      fireEvent.pointerMove(item, { pointerId: 1, clientX: 100 + distance / 2, clientY: 100 });
      fireEvent.pointerMove(item, { pointerId: 1, clientX: 100 + distance, clientY: 100 });
      fireEvent.pointerUp(item, { pointerId: 1, clientX: 100 + distance, clientY: 100 });
    }

    it("dismisses a toast swiped past the threshold", () => {
      renderToaster();
      act(() => {
        toast({ title: "Signed out" });
      });
      swipeRight(TOAST_SWIPE_THRESHOLD_PX + 1);
      expect(visibleToasts()).toHaveLength(0);
    });

    it("keeps a toast swiped less than the threshold", () => {
      renderToaster();
      act(() => {
        toast({ title: "Signed out" });
      });
      swipeRight(TOAST_SWIPE_THRESHOLD_PX - 10);
      expect(visibleToasts()).toHaveLength(1);
    });
  });
});
