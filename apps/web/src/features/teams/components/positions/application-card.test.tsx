import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { dismissToast } from "@/lib/toast";
import { reply, stubApi } from "@/test/api-stub";
import { renderWithProviders } from "@/test/render-with-providers";
import { applicationFixture } from "../../../../test/position-fixtures";
import { ApplicationCard } from "./application-card";

afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

/**
 * The card as the applications list shows it: once a step succeeds, the list refreshes and the
 * application moves to another tab, taking its card off the screen. `Hide` does that here.
 */
function ListStandIn({ mode }: { mode: "review" | "applicant" }) {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown(false)}>
        Hide
      </button>
      {shown && <ApplicationCard application={applicationFixture()} mode={mode} />}
      <Toaster />
    </>
  );
}

/** Holds the answers to `path` until `release` is called, so the card can leave while the call runs. */
function holdAnswers(path: string) {
  const answer = globalThis.fetch;
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    if (new URL(String(input), "http://localhost").pathname === path) await held;
    return answer(input, init);
  });
  return release;
}

describe("ApplicationCard", () => {
  it.each([
    {
      step: "Start trial",
      path: "/api/applications/app-1/trial",
      answer: applicationFixture({ status: "trial", trialEndsOn: "2099-03-01" }),
      confirm: "Start trial",
      toast: "Trial started",
      mode: "review",
    },
    {
      step: "Accept",
      path: "/api/applications/app-1/accept",
      answer: applicationFixture({ status: "accepted" }),
      confirm: "Accept",
      toast: "Application accepted",
      mode: "review",
    },
    {
      step: "Decline",
      path: "/api/applications/app-1/decline",
      answer: applicationFixture({ status: "declined" }),
      confirm: "Decline",
      toast: "Application declined",
      mode: "review",
    },
    {
      step: "Withdraw",
      path: "/api/applications/app-1/withdraw",
      answer: applicationFixture({ status: "withdrawn" }),
      confirm: "Withdraw application",
      toast: "Application withdrawn",
      mode: "applicant",
    },
  ] as const)(
    "says $toast even when the card has left the screen before the answer came",
    async (example) => {
      stubApi({ [`POST ${example.path}`]: reply(200, { application: example.answer }) });
      const release = holdAnswers(example.path);
      // The confirmation is modal; the list behind it changes on its own, as a refresh would change it.
      const user = userEvent.setup({ pointerEventsCheck: 0 });
      renderWithProviders(<ListStandIn mode={example.mode} />);

      await user.click(screen.getByRole("button", { name: example.step }));
      // The confirmation loads with its first opening (LazyConfirmDialog).
      const confirm = await screen.findByRole("alertdialog");
      await user.click(within(confirm).getByRole("button", { name: example.confirm }));
      await user.click(screen.getByRole("button", { name: "Hide", hidden: true }));
      expect(screen.queryByRole("article")).not.toBeInTheDocument();

      release();
      expect(await screen.findByText(example.toast)).toBeInTheDocument();
    },
  );
});
