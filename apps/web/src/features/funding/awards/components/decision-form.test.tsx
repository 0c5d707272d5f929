import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { renderWithProviders } from "@/test/render-with-providers";
import { sessionFixture } from "@/test/session-fixture";
import { DecisionForm } from "./decision-form";

afterEach(() => {
  vi.unstubAllGlobals();
});

const ID = "22222222-2222-4222-8222-222222222222";
const PATH = `/api/funding-applications/${ID}/decision`;
const MILESTONES = [{ id: "33333333-3333-4333-8333-333333333333", title: "Pilot live" }];

function renderForm() {
  return renderWithProviders(
    <DecisionForm applicationId={ID} currency="USD" remainingCents={5_000_000} milestones={MILESTONES} />,
    { path: "/funding" },
  );
}

describe("DecisionForm", () => {
  it("sends an award in cents only when its tranches add up to it, and only after asking", async () => {
    const api = stubApi({
      "GET /api/account/me": reply(200, sessionFixture()),
      [`POST ${PATH}`]: reply(200, {}),
    });
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: "Award" }), "1500.50");
    await user.type(screen.getByRole("textbox", { name: "Tranche 1 amount" }), "1000");
    await user.click(screen.getByRole("button", { name: "Add a tranche" }));
    await user.type(screen.getByRole("textbox", { name: "Tranche 2 amount" }), "500");
    await user.selectOptions(screen.getByRole("combobox", { name: "Tranche 2 milestone" }), "Pilot live");
    await user.click(screen.getByRole("button", { name: "Decide…" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The tranches must add up to the award.");
    await user.clear(screen.getByRole("textbox", { name: "Tranche 2 amount" }));
    await user.type(screen.getByRole("textbox", { name: "Tranche 2 amount" }), "500.50");
    await user.click(screen.getByRole("button", { name: "Decide…" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Award this application?" });
    expect(api.calls(`POST ${PATH}`)).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Decide" }));
    await waitFor(() => expect(api.calls(`POST ${PATH}`)).toHaveLength(1));
    expect(api.calls(`POST ${PATH}`)[0]?.body).toEqual({
      outcome: "award",
      amountCents: 150_050,
      feedback: "",
      tranches: [
        { amountCents: 100_000, milestoneId: null },
        { amountCents: 50_050, milestoneId: MILESTONES[0]?.id },
      ],
    });
  });

  it("asks for feedback to decline, and shows the server's refusal in the dialog", async () => {
    stubApi({
      "GET /api/account/me": reply(200, sessionFixture()),
      [`POST ${PATH}`]: apiError(
        409,
        "conflict",
        "Only a submitted application can be shortlisted or decided.",
      ),
    });
    renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole("radio", { name: "Decline" }));
    await user.click(screen.getByRole("button", { name: "Decide…" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Tell the team why when you decline.");
    await user.type(screen.getByRole("textbox", { name: "Feedback to the team" }), "Not this round");
    await user.click(screen.getByRole("button", { name: "Decide…" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Decline this application?" });
    await user.click(within(dialog).getByRole("button", { name: "Decide" }));
    expect(
      await within(dialog).findByText("Only a submitted application can be shortlisted or decided."),
    ).toBeInTheDocument();
  });
});
