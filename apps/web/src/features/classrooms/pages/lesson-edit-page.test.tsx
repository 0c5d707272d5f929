import { LESSON_IMAGE_ALT_REQUIRED_MESSAGE } from "@hatchery/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { createTestQueryClient } from "@/test/render-with-providers";
import { lessonFixture } from "../test/course-fixtures";
import { LessonEditPage } from "./lesson-edit-page";

const LESSON = "/api/incubators/lab/courses/first-customers/lessons/interviews";
const IMAGES = "POST /api/incubators/lab/courses/first-customers/lesson-images";
const IMAGE_URL = "/api/files/lesson-images/AbCdEfGhIjKlMnOpQrStUv.png";
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "chart.png", { type: "image/png" });

function renderEditor() {
  const router = createMemoryRouter(
    [{ path: "/incubators/:slug/courses/:course/lessons/:lesson/edit", element: <LessonEditPage /> }],
    { initialEntries: ["/incubators/lab/courses/first-customers/lessons/interviews/edit"] },
  );
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("the lesson editor", () => {
  it("previews the markdown as the server renders it", async () => {
    const api = stubApi({
      [`GET ${LESSON}`]: reply(200, lessonFixture()),
      [`GET ${LESSON}/history`]: reply(200, { items: [] }),
      "POST /api/incubators/lab/courses/first-customers/lesson-preview": reply(200, {
        html: "<p><strong>Listen</strong> first.</p>",
      }),
    });
    renderEditor();
    const body = await screen.findByLabelText("Lesson text (markdown)");
    await userEvent.clear(body);
    await userEvent.type(body, "**Listen** first.");
    await userEvent.click(screen.getByRole("button", { name: "Preview" }));
    expect(await screen.findByText("Listen")).toBeInTheDocument();
    expect(api.calls("POST /api/incubators/lab/courses/first-customers/lesson-preview")[0]?.body).toEqual({
      body: "**Listen** first.",
    });
    expect(screen.getByText("No earlier versions yet.")).toBeInTheDocument();
  });

  it("sends the questions and shows the server's refusal beside the field", async () => {
    const api = stubApi({
      [`GET ${LESSON}`]: reply(200, lessonFixture()),
      [`GET ${LESSON}/history`]: reply(200, { items: [] }),
      [`PUT ${LESSON}`]: apiError(422, "validation_failed", "Some fields are invalid.", [
        { path: ["title"], message: "Title is required" },
      ]),
    });
    renderEditor();
    await userEvent.click(await screen.findByRole("button", { name: "Add a question" }));
    await userEvent.type(screen.getByLabelText("Question"), "Who do you ask?");
    await userEvent.type(screen.getByLabelText("Options, one per line"), "Friends{Enter}Customers");
    await userEvent.selectOptions(screen.getByLabelText("Right option"), "Customers");
    await userEvent.type(screen.getByLabelText("Why it is right"), "They pay.");
    await userEvent.clear(screen.getByLabelText("Title"));
    await userEvent.click(screen.getByRole("button", { name: "Save lesson" }));
    expect(await screen.findByText("Title is required", { selector: "p" })).toBeInTheDocument();
    expect(api.calls(`PUT ${LESSON}`)[0]?.body).toMatchObject({
      title: "",
      questions: [
        { prompt: "Who do you ask?", options: ["Friends", "Customers"], answer: 1, explanation: "They pay." },
      ],
    });
  });

  it("shows the history of earlier versions", async () => {
    stubApi({
      [`GET ${LESSON}`]: reply(200, lessonFixture()),
      [`GET ${LESSON}/history`]: reply(200, {
        items: [
          {
            id: "r1",
            editedAt: "2026-11-21T09:00:00.000Z",
            editor: { id: "u1", name: "Ada Owner" },
            title: "Interviews, first draft",
            summary: "",
            body: "Old text",
            questionCount: 0,
          },
        ],
      }),
    });
    renderEditor();
    expect(
      await screen.findByText(/changed by Ada Owner · was “Interviews, first draft”/),
    ).toBeInTheDocument();
  });

  describe("Insert image", () => {
    it("uploads the chosen image and puts its markdown at the cursor, with its required description", async () => {
      let answer: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        answer = resolve;
      });
      const api = stubApi({
        [`GET ${LESSON}`]: reply(200, lessonFixture()),
        [`GET ${LESSON}/history`]: reply(200, { items: [] }),
        [IMAGES]: reply(201, { url: IMAGE_URL }),
      });
      renderEditor();
      const body = (await screen.findByLabelText("Lesson text (markdown)")) as HTMLTextAreaElement;
      // The cursor after "Ask about", before " the past.".
      body.setSelectionRange(9, 9);
      await userEvent.click(screen.getByRole("button", { name: "Insert image" }));
      expect(screen.getByRole("button", { name: "Insert image" })).toHaveAttribute("aria-expanded", "true");

      // Neither a file nor a description yet: both are named, nothing is sent.
      await userEvent.click(screen.getByRole("button", { name: "Upload and insert" }));
      expect(screen.getByText("Choose an image file to insert.")).toBeInTheDocument();
      expect(screen.getByText(LESSON_IMAGE_ALT_REQUIRED_MESSAGE)).toBeInTheDocument();
      expect(api.calls(IMAGES)).toHaveLength(0);

      await userEvent.upload(screen.getByLabelText("Image file"), png());
      await userEvent.type(screen.getByLabelText("Description (alt text)"), "Interview [[notes]");
      // The upload answers only when the test says, so its progress can be seen.
      const answered = globalThis.fetch;
      vi.stubGlobal("fetch", async (...args: Parameters<typeof fetch>) => {
        if (String(args[0]).includes("/lesson-images")) await held;
        return answered(...args);
      });
      await userEvent.click(screen.getByRole("button", { name: "Upload and insert" }));
      expect(await screen.findByRole("progressbar", { name: "Uploading image" })).toBeInTheDocument();
      answer();
      expect(
        await screen.findByText("Image “Interview [notes]” inserted into the lesson text."),
      ).toBeInTheDocument();
      expect(body.value).toBe(`Ask about![Interview \\[notes\\]](${IMAGE_URL}) the past.`);
      expect(body).toHaveFocus();
      const sent = api.calls(IMAGES)[0]?.body;
      expect(sent).toBeInstanceOf(FormData);
      expect((sent as FormData).get("file")).toBeInstanceOf(File);
      expect(screen.queryByLabelText("Image file")).not.toBeInTheDocument();
    });

    it("shows the server's refusal and keeps the panel open to choose another file", async () => {
      stubApi({
        [`GET ${LESSON}`]: reply(200, lessonFixture()),
        [`GET ${LESSON}/history`]: reply(200, { items: [] }),
        [IMAGES]: apiError(415, "unsupported_media_type", "File type not allowed"),
      });
      renderEditor();
      const body = (await screen.findByLabelText("Lesson text (markdown)")) as HTMLTextAreaElement;
      await userEvent.click(screen.getByRole("button", { name: "Insert image" }));
      await userEvent.upload(screen.getByLabelText("Image file"), png());
      await userEvent.type(screen.getByLabelText("Description (alt text)"), "A chart{Enter}");
      expect(await screen.findByRole("alert")).toHaveTextContent("File type not allowed");
      expect(body.value).toBe("Ask about the past.");
      expect(screen.getByLabelText("Image file")).toBeInTheDocument();
    });
  });
});
