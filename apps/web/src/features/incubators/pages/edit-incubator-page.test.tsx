// The form's schema, loaded up front: its first validation answers at once, as it would once loaded.
import "@/features/incubators/incubator-form-schemas";
import {
  FILE_MAX_BYTES,
  INCUBATOR_ERROR_MESSAGES,
  type IncubatorPermissions,
  type Plan,
} from "@hatchery/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { createTestQueryClient } from "@/test/render-with-providers";
import { incubatorFixture, settingsFixture, sharedPlanFixture } from "../test/settings-fixtures";
import { EditIncubatorPage } from "./edit-incubator-page";

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage({
  permissions = { edit: true, managePlans: true },
  plans = [sharedPlanFixture()],
}: {
  permissions?: IncubatorPermissions;
  plans?: Plan[];
} = {}) {
  const api = stubApi({
    "GET /api/incubators/acme-labs": reply(200, settingsFixture({ permissions })),
    "GET /api/incubators/acme-labs/plans": reply(200, { plans }),
  });
  return { api, ...renderAt("/incubators/acme-labs/edit"), user: userEvent.setup() };
}

/** The page under its real pattern, so it reads the slug from the address and can move to a new one. */
function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: "/incubators/:slug/edit",
        element: (
          <>
            <EditIncubatorPage />
            <Toaster />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, ...view };
}

const details = () => screen.getByRole("form", { name: "Incubator details" });
const field = (name: string) => within(details()).getByRole("textbox", { name });
const plansRegion = () => screen.getByRole("region", { name: "Plans" });

async function openAddPlan(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(await findPlansRegion()).getByRole("button", { name: "Add plan" }));
  return screen.findByRole("dialog", { name: "Add plan" });
}

async function findPlansRegion() {
  await screen.findByRole("heading", { name: "Plans" });
  await waitFor(() => expect(within(plansRegion()).queryByRole("status")).not.toBeInTheDocument());
  return plansRegion();
}

describe("EditIncubatorPage: details", () => {
  it("shows the incubator's details in the form", async () => {
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Edit incubator" })).toBeInTheDocument();
    // The details section loads lazily; its first load takes longer than a second on a busy machine.
    expect(
      await screen.findByRole("form", { name: "Incubator details" }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(field("Name")).toHaveValue("Acme Labs");
    expect(field("Slug")).toHaveValue("acme-labs");
    expect(field("Tagline")).toHaveValue("Where founders meet.");
    expect(field("Description")).toHaveValue("We **build** things.");
    expect(screen.getByRole("radio", { name: "Accepting members" })).toBeChecked();
    expect(screen.getByRole("link", { name: "View the incubator's page" })).toHaveAttribute(
      "href",
      "/incubators/acme-labs",
    );
  });

  it("sends only the fields that changed", async () => {
    const { api, user } = renderPage();
    api.on(
      "PATCH /api/incubators/acme-labs",
      reply(200, {
        incubator: incubatorFixture({ tagline: "Build with us.", status: "paused", accepting: false }),
      }),
    );
    await user.clear(await screen.findByRole("textbox", { name: "Tagline" }));
    await user.type(field("Tagline"), "Build with us.");
    await user.click(screen.getByRole("radio", { name: "Paused" }));
    // Typed and put back: not a change.
    await user.type(field("Name"), "x");
    await user.type(field("Name"), "{Backspace}");
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    expect(await screen.findByText("Changes saved")).toBeInTheDocument();
    expect(api.calls("PATCH /api/incubators/acme-labs").map((call) => call.body)).toEqual([
      { tagline: "Build with us.", status: "paused" },
    ]);
  });

  it("follows a slug change to the new edit address", async () => {
    const { api, router, user } = renderPage();
    const renamed = incubatorFixture({ slug: "acme-studio" });
    api.on("PATCH /api/incubators/acme-labs", reply(200, { incubator: renamed }));
    api.on("GET /api/incubators/acme-studio", reply(200, settingsFixture({ incubator: renamed })));
    api.on("GET /api/incubators/acme-studio/plans", reply(200, { plans: [] }));

    await user.clear(await screen.findByRole("textbox", { name: "Slug" }));
    await user.type(field("Slug"), "acme-studio");
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/incubators/acme-studio/edit"));
    expect(api.calls("PATCH /api/incubators/acme-labs")[0]?.body).toEqual({ slug: "acme-studio" });
    expect(screen.getByRole("heading", { level: 1, name: "Edit incubator" })).toBeInTheDocument();
    expect(screen.getByText("Acme Labs", { selector: "header p" })).toBeInTheDocument();
    expect(field("Slug")).toHaveValue("acme-studio");
    expect(await within(plansRegion()).findByText("No plans yet")).toBeInTheDocument();
    expect(api.calls("GET /api/incubators/acme-labs")).toHaveLength(1);
  });

  it("does not fill the slug from the name of an existing incubator", async () => {
    const { user } = renderPage();
    await user.type(await screen.findByRole("textbox", { name: "Name" }), " Berlin");
    expect(field("Slug")).toHaveValue("acme-labs");
  });

  it("shows a taken slug on the slug field and refuses a bad one before sending", async () => {
    const { api, user } = renderPage();
    api.on("PATCH /api/incubators/acme-labs", apiError(409, "conflict", INCUBATOR_ERROR_MESSAGES.slugTaken));
    await user.clear(await screen.findByRole("textbox", { name: "Slug" }));
    await user.type(field("Slug"), "Not OK");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(field("Slug")).toHaveAccessibleDescription(
      expect.stringContaining("Slug may contain only lowercase letters, numbers and single hyphens"),
    );
    expect(api.calls("PATCH /api/incubators/acme-labs")).toHaveLength(0);

    await user.clear(field("Slug"));
    await user.type(field("Slug"), "taken");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() =>
      expect(field("Slug")).toHaveAccessibleDescription(
        expect.stringContaining("An incubator with this slug already exists"),
      ),
    );
  });

  it("reports a refused save in the form", async () => {
    const { api, user } = renderPage();
    api.on(
      "PATCH /api/incubators/acme-labs",
      apiError(403, "forbidden", INCUBATOR_ERROR_MESSAGES.editForbidden),
    );
    await user.type(await screen.findByRole("textbox", { name: "Tagline" }), "!");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    const form = screen.getByRole("form", { name: "Incubator details" });
    expect(await within(form).findByRole("alert")).toHaveTextContent(INCUBATOR_ERROR_MESSAGES.editForbidden);
  });

  it("tells someone who may not edit, without showing the forms or asking for the plans", async () => {
    const { api } = renderPage({ permissions: { edit: false, managePlans: false } });
    expect(await screen.findByRole("heading", { level: 1, name: "Access Denied" })).toBeInTheDocument();
    expect(
      screen.getByText(`${INCUBATOR_ERROR_MESSAGES.editForbidden}. You can still visit its public page.`),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Acme Labs" })).toHaveAttribute(
      "href",
      "/incubators/acme-labs",
    );
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
    expect(api.calls("GET /api/incubators/acme-labs/plans")).toHaveLength(0);
  });

  it("shows only the sections whose action the person is permitted", async () => {
    const { api } = renderPage({ permissions: { edit: false, managePlans: true } });
    expect(await screen.findByRole("heading", { level: 1, name: "Edit incubator" })).toBeInTheDocument();
    expect(await within(await findPlansRegion()).findAllByRole("listitem", { name: "Builder" })).toHaveLength(
      1,
    );
    expect(screen.queryByRole("button", { name: "Save changes" })).not.toBeInTheDocument();
    expect(api.calls("GET /api/incubators/acme-labs/plans")).toHaveLength(1);
  });

  it("says when the incubator does not exist", async () => {
    stubApi({ "GET /api/incubators/nowhere": apiError(404, "not_found", "Incubator not found") });
    renderAt("/incubators/nowhere/edit");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Incubator not foundThere is no incubator at this address to edit.",
    );
    expect(screen.getByRole("heading", { level: 1, name: "Edit incubator" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse incubators" })).toHaveAttribute("href", "/incubators");
  });
});

describe("EditIncubatorPage: logo", () => {
  const logoInput = () => screen.getByLabelText("Choose a logo");
  const image = (name = "logo.png", type = "image/png") =>
    new File([new Uint8Array([0x89, 0x50])], name, { type });
  const choose = (file: File) => fireEvent.change(logoInput(), { target: { files: [file] } });

  it("refuses a file over 10 MB before uploading anything", async () => {
    const { api } = renderPage();
    await screen.findByRole("heading", { name: "Logo" });
    const large = image();
    Object.defineProperty(large, "size", { value: FILE_MAX_BYTES + 1 });
    choose(large);
    expect(logoInput()).toHaveAccessibleDescription(expect.stringContaining("File size exceeds 10MB limit"));
    expect(screen.getByRole("button", { name: "Upload logo" })).toBeDisabled();
    expect(api.calls("POST /api/incubators/acme-labs/logo")).toHaveLength(0);
  });

  it("refuses a PDF before uploading anything", async () => {
    const { api } = renderPage();
    await screen.findByRole("heading", { name: "Logo" });
    choose(image("deck.pdf", "application/pdf"));
    expect(logoInput()).toHaveAccessibleDescription(expect.stringContaining("File type not allowed"));
    expect(screen.getByRole("button", { name: "Upload logo" })).toBeDisabled();
    expect(api.calls("POST /api/incubators/acme-labs/logo")).toHaveLength(0);
  });

  it("previews and uploads an image as multipart form data, then shows the new logo", async () => {
    const { api, user } = renderPage();
    api.on("POST /api/incubators/acme-labs/logo", reply(200, { logoUrl: "/api/files/logos/acme.png" }));
    await screen.findByRole("heading", { name: "Logo" });
    expect(screen.getByRole("img", { name: "No logo yet" })).toBeInTheDocument();
    expect(logoInput()).toHaveAttribute("accept", "image/jpeg,image/png,image/gif,image/webp");

    choose(image());
    expect(screen.getByRole("img", { name: "Preview of the new logo" })).toHaveAttribute(
      "src",
      expect.stringMatching(/^blob:/),
    );
    // What the server answers from now on, as the upload has changed it.
    api.on(
      "GET /api/incubators/acme-labs",
      reply(200, settingsFixture({ incubator: incubatorFixture({ logoUrl: "/api/files/logos/acme.png" }) })),
    );
    await user.click(screen.getByRole("button", { name: "Upload logo" }));
    expect(await screen.findByText("Logo updated")).toBeInTheDocument();
    const body = api.calls("POST /api/incubators/acme-labs/logo")[0]?.body;
    if (!(body instanceof FormData)) throw new Error("the logo must be sent as multipart form data");
    expect(body.get("file")).toBeInstanceOf(File);
    expect(screen.getByRole("img", { name: "Current logo of Acme Labs" })).toHaveAttribute(
      "src",
      "/api/files/logos/acme.png",
    );
  });

  it("reports the server's refusal in a toast", async () => {
    const { api, user } = renderPage();
    api.on(
      "POST /api/incubators/acme-labs/logo",
      apiError(415, "unsupported_media_type", "File type not allowed"),
    );
    await screen.findByRole("heading", { name: "Logo" });
    choose(image());
    await user.click(screen.getByRole("button", { name: "Upload logo" }));
    expect(await screen.findByText("Couldn't upload the logo")).toBeInTheDocument();
  });
});

describe("EditIncubatorPage: plans", () => {
  it("lists every plan with its price, trial, state and features", async () => {
    renderPage({
      plans: [
        sharedPlanFixture({
          id: "plan-2",
          name: "Founder",
          priceMonthly: 4900,
          isRecommended: true,
          isActive: false,
          trialPeriodDays: 0,
        }),
        sharedPlanFixture(),
      ],
    });
    const region = await findPlansRegion();
    const items = within(region).getAllByRole("listitem", { name: /Builder|Founder/ });
    expect(items.map((item) => within(item).getByRole("heading").textContent)).toEqual([
      "Builder",
      "Founder",
    ]);
    const [builder, founder] = items as [HTMLElement, HTMLElement];
    expect(builder).toHaveTextContent("$19.99/month");
    expect(builder).toHaveTextContent("14-day free trial");
    expect(within(builder).getByText("Active")).toBeInTheDocument();
    expect(within(builder).getByRole("list", { name: "Features of Builder" })).toHaveTextContent(
      "Pitch nights",
    );
    expect(founder).toHaveTextContent("$49.00/month");
    expect(founder).toHaveTextContent("No free trial");
    expect(within(founder).getByText("Inactive")).toBeInTheDocument();
    expect(within(founder).getByText("Recommended")).toBeInTheDocument();
  });

  it("shows a plan's description as formatted markdown, not raw markup", async () => {
    renderPage({
      plans: [
        sharedPlanFixture({
          description:
            "Lead a **team**.\n\n- [Guide](https://acme.example/guide)\n- [Bad](javascript:alert(1))",
        }),
      ],
    });
    const [builder] = within(await findPlansRegion()).getAllByRole("listitem", { name: "Builder" });
    const item = builder as HTMLElement;
    expect((await within(item).findByText("team", {}, { timeout: 10_000 })).tagName).toBe("STRONG");
    expect(item).not.toHaveTextContent("**");
    expect(within(item).getByRole("link", { name: "Guide" })).toHaveAttribute(
      "href",
      "https://acme.example/guide",
    );
    expect(within(item).queryByRole("link", { name: "Bad" })).not.toBeInTheDocument();
  });

  it("offers to add the first plan when there is none", async () => {
    const { user } = renderPage({ plans: [] });
    const region = await findPlansRegion();
    expect(within(region).getByRole("heading", { name: "No plans yet" })).toBeInTheDocument();
    expect(within(region).getAllByRole("button", { name: "Add plan" })).toHaveLength(1);
    expect(await openAddPlan(user)).toBeInTheDocument();
  });

  it("shows the shared schema's messages in the plan dialog and sends nothing", async () => {
    const { api, user } = renderPage({ plans: [] });
    const dialog = await openAddPlan(user);
    const submit = () => user.click(within(dialog).getByRole("button", { name: "Add plan" }));
    await user.click(within(dialog).getByRole("button", { name: "Add feature" }));
    await submit();
    expect(within(dialog).getByRole("textbox", { name: "Plan name" })).toHaveAccessibleDescription(
      expect.stringContaining("Plan name is required"),
    );
    const price = within(dialog).getByRole("textbox", { name: "Monthly price (USD)" });
    expect(price).toHaveAccessibleDescription(
      expect.stringContaining("Enter the monthly price in dollars, such as 19.99"),
    );
    expect(within(dialog).getByRole("textbox", { name: "Feature 1" })).toHaveAccessibleDescription(
      "Feature is required",
    );

    const cases: [string, string][] = [
      ["-1", "Price cannot be negative"],
      ["10000.01", "Price must be at most $10000.00"],
      ["19.999", "Enter the price with at most 2 decimals, such as 19.99"],
    ];
    for (const [typed, message] of cases) {
      await user.clear(price);
      await user.type(price, typed);
      await submit();
      expect(price).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    const trial = within(dialog).getByRole("textbox", { name: "Free trial (days)" });
    await user.clear(trial);
    await user.type(trial, "2.5");
    await submit();
    expect(trial).toHaveAccessibleDescription(expect.stringContaining("Trial days must be a whole number"));
    await user.clear(trial);
    await user.type(trial, "731");
    await submit();
    expect(trial).toHaveAccessibleDescription(expect.stringContaining("Trial days must be at most 730"));
    expect(api.calls("POST /api/incubators/acme-labs/plans")).toHaveLength(0);
  });

  it.each([
    ["19.99", 1999],
    ["0.1", 10],
  ])("adds a plan priced %s dollars as %i cents", async (typed, cents) => {
    const { api, user } = renderPage({ plans: [] });
    api.on("POST /api/incubators/acme-labs/plans", (request) =>
      reply(201, { plan: sharedPlanFixture({ id: "plan-9", ...(request.body as object) }) }),
    );
    const dialog = await openAddPlan(user);
    await user.type(within(dialog).getByRole("textbox", { name: "Plan name" }), "Starter");
    await user.type(within(dialog).getByRole("textbox", { name: "Description" }), "For new founders.");
    await user.type(within(dialog).getByRole("textbox", { name: "Monthly price (USD)" }), typed);
    const trial = within(dialog).getByRole("textbox", { name: "Free trial (days)" });
    await user.clear(trial);
    await user.type(trial, "30");
    await user.click(within(dialog).getByRole("switch", { name: "Recommended" }));
    await user.click(within(dialog).getByRole("button", { name: "Add feature" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Feature 1" }), "Weekly office hours");
    await user.click(within(dialog).getByRole("button", { name: "Add feature" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Feature 2" }), "Remove me");
    await user.click(within(dialog).getByRole("button", { name: "Add feature" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Feature 3" }), "Demo day");
    await user.click(within(dialog).getByRole("button", { name: "Remove feature 2" }));

    api.on(
      "GET /api/incubators/acme-labs/plans",
      reply(200, { plans: [sharedPlanFixture({ name: "Starter" })] }),
    );
    await user.click(within(dialog).getByRole("button", { name: "Add plan" }));

    expect(await screen.findByText("Plan added")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.calls("POST /api/incubators/acme-labs/plans")[0]?.body).toEqual({
      name: "Starter",
      description: "For new founders.",
      priceMonthly: cents,
      trialPeriodDays: 30,
      isActive: true,
      isRecommended: true,
      features: ["Weekly office hours", "Demo day"],
    });
    expect(await within(plansRegion()).findByRole("heading", { name: "Starter" })).toBeInTheDocument();
  });

  it("edits a plan, sending only what changed, and deactivates it with the Active switch", async () => {
    const { api, user } = renderPage();
    api.on(
      "PATCH /api/plans/plan-1",
      reply(200, { plan: sharedPlanFixture({ isActive: false, priceMonthly: 2500 }) }),
    );
    await user.click(within(await findPlansRegion()).getByRole("button", { name: "Edit Builder" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Builder" });
    const price = within(dialog).getByRole("textbox", { name: "Monthly price (USD)" });
    expect(price).toHaveValue("19.99");
    expect(within(dialog).getByRole("textbox", { name: "Feature 2" })).toHaveValue("Pitch nights");
    const active = within(dialog).getByRole("switch", { name: "Active" });
    expect(active).toBeChecked();

    await user.clear(price);
    await user.type(price, "25");
    await user.click(active);
    await user.click(within(dialog).getByRole("button", { name: "Save plan" }));

    expect(await screen.findByText("Plan saved")).toBeInTheDocument();
    expect(api.calls("PATCH /api/plans/plan-1").map((call) => call.body)).toEqual([
      { priceMonthly: 2500, isActive: false },
    ]);
  });

  it("puts the server's issues under the plan's fields, and keeps the dialog open", async () => {
    const { api, user } = renderPage();
    api.on(
      "PATCH /api/plans/plan-1",
      reply(422, {
        error: {
          code: "validation_failed",
          message: "Check the highlighted fields",
          issues: [
            { path: ["priceMonthly"], message: "Price must be at most $10000.00" },
            { path: ["features", 1], message: "Feature must be at most 120 characters" },
          ],
        },
      }),
    );
    await user.click(within(await findPlansRegion()).getByRole("button", { name: "Edit Builder" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Builder" });
    await user.type(within(dialog).getByRole("textbox", { name: "Plan name" }), " Plus");
    await user.click(within(dialog).getByRole("button", { name: "Save plan" }));
    await waitFor(() =>
      expect(
        within(dialog).getByRole("textbox", { name: "Monthly price (USD)" }),
      ).toHaveAccessibleDescription(expect.stringContaining("Price must be at most $10000.00")),
    );
    expect(within(dialog).getByRole("textbox", { name: "Feature 2" })).toHaveAccessibleDescription(
      "Feature must be at most 120 characters",
    );
    expect(screen.getByRole("dialog", { name: "Edit Builder" })).toBeInTheDocument();
  });

  it("reports a failed save in the dialog", async () => {
    const { api, user } = renderPage({ plans: [] });
    api.on(
      "POST /api/incubators/acme-labs/plans",
      apiError(500, "internal", "Something went wrong on our side"),
    );
    const dialog = await openAddPlan(user);
    await user.type(within(dialog).getByRole("textbox", { name: "Plan name" }), "Starter");
    await user.type(within(dialog).getByRole("textbox", { name: "Monthly price (USD)" }), "5");
    await user.click(within(dialog).getByRole("button", { name: "Add plan" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Something went wrong on our side");
    expect(screen.getByRole("dialog", { name: "Add plan" })).toBeInTheDocument();
  });
});
