import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_CONTENT_DIR } from "../../env";
import {
  CONTENT_FORMAT_VERSION,
  ContentFileError,
  ContentFolderError,
  contentDetails,
  contentHash,
  parseContentFile,
  readContentFolder,
} from "./content-files";

const FIXTURES = path.resolve(import.meta.dirname, "../../test/content-fixtures");
const SERVER_DIR = path.resolve(import.meta.dirname, "../../..");

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

async function folderWith(files: Record<string, string>): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), "hatchery-content-"));
  folders.push(folder);
  for (const [relative, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(folder, relative)), { recursive: true });
    await writeFile(path.join(folder, relative), text);
  }
  return folder;
}

const LESSON = "---\nkind: lesson\ntitle: Welcome\nsummary: How the course works.\n---\n\nHello.\n";

function problemsOf(relativePath: string, text: string): readonly string[] {
  try {
    parseContentFile(`content/${relativePath}`, relativePath, text);
  } catch (error) {
    if (error instanceof ContentFileError) return error.problems;
    throw error;
  }
  throw new Error("the file was accepted");
}

describe("content files", () => {
  it("reads every sample file with its collection, slug, typed front matter and body", async () => {
    const files = await readContentFolder(FIXTURES);
    expect(files.map((file) => `${file.collection}/${file.slug} ${file.frontMatter.kind}`)).toEqual([
      "assessment/role-fit/an-angry-customer question",
      "games/career/launch-day-outage game-scenario",
      "games/memory/cto-architecture pair",
      "library/sales-lifecycle/qualifying-a-lead article",
      "library/tech-roles/what-a-cto-does article",
    ]);
    const article = files.find((file) => file.slug === "what-a-cto-does");
    expect(article?.frontMatter).toMatchObject({
      kind: "article",
      title: "What a CTO does",
      roles: ["cto", "ceo"],
      level: "starter",
      order: 10,
      tags: ["leadership", "engineering"],
    });
    expect(article?.body.startsWith("\n## A week of a CTO")).toBe(true);
    expect(article?.path).toBe("content-fixtures/library/tech-roles/what-a-cto-does.md");
    const question = files.find((file) => file.slug === "an-angry-customer");
    expect(question && contentDetails(question.frontMatter)).toEqual({
      options: [
        {
          text: "I call them back and listen until I understand what they lost.",
          weights: { cco: 3, ceo: 1 },
        },
        { text: "I open the logs and find the change that broke it.", weights: { cto: 3 } },
      ],
    });
  });

  it("gives defaults to what a file leaves out, and ignores files at the top and hidden ones", async () => {
    const folder = await folderWith({
      "README.md": "# Not content",
      "courses/intro/welcome.md": LESSON,
      "courses/intro/.draft.md": "not even front matter",
    });
    const [lesson, ...rest] = await readContentFolder(folder);
    expect(rest).toEqual([]);
    expect(lesson?.frontMatter).toEqual({
      kind: "lesson",
      title: "Welcome",
      summary: "How the course works.",
      tags: [],
      order: 0,
      questions: [],
    });
  });

  it("holds no content where the folder does not exist", async () => {
    expect(await readContentFolder(path.join(tmpdir(), "hatchery-no-such-content-folder"))).toEqual([]);
  });

  it("hashes the text with the format version, so a change of either stores the file again", () => {
    expect(contentHash(LESSON)).toBe(contentHash(LESSON));
    expect(contentHash(LESSON)).not.toBe(contentHash(`${LESSON} `));
    expect(CONTENT_FORMAT_VERSION).toBeGreaterThanOrEqual(1);
    expect(
      parseContentFile("content/courses/intro/welcome.md", "courses/intro/welcome.md", LESSON).hash,
    ).toBe(contentHash(LESSON));
  });

  it("accepts a byte-order mark and Windows line ends", () => {
    const file = parseContentFile(
      "c",
      "courses/intro/welcome.md",
      `\uFEFF${LESSON.replaceAll("\n", "\r\n")}`,
    );
    expect(file.frontMatter.title).toBe("Welcome");
    expect(file.body.trim()).toBe("Hello.");
  });

  it.each([
    ["courses/intro/welcome.md", "Just text.\n", "it must begin with front matter between two --- lines"],
    ["courses/intro/welcome.md", "---\nkind: lesson\ntitle: Welcome\n", "it must begin with front matter"],
    ["courses/intro/welcome.md", "---\ntitle: [unclosed\n---\nText", "front matter is not valid YAML"],
    ["courses/intro/welcome.md", "---\ntitle: A\ntitle: B\n---\nText", "front matter is not valid YAML"],
    ["courses/intro/welcome.md", "---\nkind: poem\n---\nText", "kind: must be one of article, lesson"],
    [
      "courses/intro/welcome.md",
      "---\nkind: lesson\ntitle: Welcome\nsummary: S\n---\n  \n",
      "it has no text",
    ],
    ["courses/Intro/welcome.md", LESSON, "its folders must be lower-case words joined by hyphens"],
    ["courses/intro/Welcome Page.md", LESSON, "its name must be lower-case words joined by hyphens"],
    ["welcome.md", LESSON, "its folders must be lower-case words"],
  ])("refuses %s holding %j: %s", (relativePath, text, problem) => {
    expect(problemsOf(relativePath, text).join("; ")).toContain(problem);
  });

  it("names every field that is wrong", () => {
    const text = [
      "---",
      "kind: article",
      "title: ''",
      "summary: Fine",
      "roles: [CXO]",
      "level: expert",
      "tags: [Not A Tag]",
      "colour: blue",
      "questions:",
      "  - prompt: Which?",
      "    options: [One, Two]",
      "    answer: 2",
      "    explanation: Because.",
      "---",
      "Text",
    ].join("\n");
    expect(problemsOf("library/tech-roles/a.md", text)).toEqual([
      "title: must not be empty",
      "tags.0: must be lower-case words joined by hyphens, such as team-roles",
      "roles.0: must be CEO, CTO, CCO or CGO",
      "level: must be starter or practitioner",
      "questions.0.answer: must be the number of one of the options, from 0",
      "questions: must hold at least 2 questions",
      'Unrecognized key: "colour"',
    ]);
  });

  it("reports every broken file of a folder at once, each by its path", async () => {
    const folder = await folderWith({
      "courses/intro/welcome.md": LESSON,
      "courses/intro/broken.md": "no front matter",
      "library/product/empty-title.md": "---\nkind: lesson\ntitle: ''\nsummary: S\n---\nText",
    });
    const error = await readContentFolder(folder).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(ContentFolderError);
    const shown = path.basename(folder);
    expect((error as ContentFolderError).message).toBe(
      [
        "2 content files are broken:",
        `  ${shown}/courses/intro/broken.md: it must begin with front matter between two --- lines`,
        `  ${shown}/library/product/empty-title.md: title: must not be empty`,
      ].join("\n"),
    );
  });
});

describe("links within content", () => {
  const ARTICLE = [
    "---",
    "kind: article",
    "title: Qualifying a lead",
    "summary: S",
    "roles: [CCO]",
    "level: starter",
    "questions:",
    "  - { prompt: P, options: [A, B], answer: 0, explanation: E }",
    "  - { prompt: Q, options: [A, B], answer: 1, explanation: E }",
    "---",
    "",
  ].join("\n");
  const lessonLinking = (body: string) => `${LESSON.replace("Hello.\n", "")}${body}\n`;

  it("accepts paths of pages, existing articles with anchors, other sites and anchors of the page", async () => {
    const folder = await folderWith({
      "library/sales-lifecycle/qualifying-a-lead.md": `${ARTICLE}See [teams](/teams) and [the FAQ](/faq#billing).`,
      "courses/intro/welcome.md": lessonLinking(
        "[Lead](/library/sales-lifecycle/qualifying-a-lead#budget), [below](#next), " +
          "[a site](https://example.org/guide), [mail](mailto:team@example.org), " +
          "![chart](/library/sales-lifecycle)\n\n[ref]: /assessment",
      ),
    });
    expect(await readContentFolder(folder)).toHaveLength(2);
  });

  it("refuses a scenario naming an article or a following scenario that does not exist", async () => {
    const choice = (next: string) =>
      `  - { text: T, outcome: O, lesson: L, score: 5, effects: { cash: 1 }, next: ${next} }`;
    const scenario = (articles: string, ...choices: string[]) =>
      [
        "---",
        "kind: game-scenario",
        "title: A decision",
        "summary: S",
        "roles: [CEO]",
        "level: starter",
        `articles: [${articles}]`,
        "choices:",
        ...choices,
        "---",
        "The situation.",
      ].join("\n");
    const folder = await folderWith({
      "library/sales-lifecycle/qualifying-a-lead.md": `${ARTICLE}Text.`,
      "games/career/ceo/first.md": scenario(
        "sales-lifecycle/qualifying-a-lead",
        choice("second"),
        choice("first"),
      ),
      "games/career/ceo/second.md": scenario("product/missing", choice("third"), choice("first")),
      "games/career/ceo/unreached.md": scenario("", choice("first"), choice("second")).replace(
        "level: starter",
        "level: starter\nbranchOnly: true",
      ),
    });
    const error = await readContentFolder(folder).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect((error as ContentFolderError).errors.map((each) => each.problems)).toEqual([
      ["choices.1.next: must lead to another scenario"],
      [
        "articles: no article library/product/missing.md",
        "choices.0.next: no scenario games/career/ceo/third.md",
      ],
      ["branchOnly: no choice of its collection leads to it, so it is never played"],
    ]);
  });

  it("refuses links that lead nowhere, naming each one, and ignores code", async () => {
    const folder = await folderWith({
      "courses/intro/welcome.md": lessonLinking(
        "[gone](/library/product/removed-article) [typo](/libary) [relative](../product) " +
          "[a team](/teams/acme) [proto](//example.org/x)\n\n    [code](/not-checked)\n\n`[inline](/nor-this)`",
      ),
    });
    const error = await readContentFolder(folder).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(ContentFolderError);
    expect((error as ContentFolderError).errors.map((each) => each.problems)).toEqual([
      [
        "link /library/product/removed-article: no article library/product/removed-article.md",
        "link /libary: leads to no page",
        "link ../product: must be a path of the site, beginning with /",
        "link /teams/acme: leads to a page named by stored data, which content cannot check",
        "link //example.org/x: must be a path of the site, beginning with /",
      ],
    ]);
  });
});

describe("the repository's content folder", () => {
  it("holds only files that pass the check, so the tests fail on a broken one as the build does", async () => {
    expect(path.basename(DEFAULT_CONTENT_DIR)).toBe("content");
    await expect(readContentFolder(DEFAULT_CONTENT_DIR)).resolves.toBeInstanceOf(Array);
  });
});

describe("the build's content check (src/cli/check-content.ts)", () => {
  const run = (folder: string) =>
    promisify(execFile)(process.execPath, ["--import", "tsx", "src/cli/check-content.ts", folder], {
      cwd: SERVER_DIR,
    });

  it("passes a folder of good files", async () => {
    const { stdout } = await run(FIXTURES);
    expect(stdout).toContain("Checked 5 content files");
  });

  it("fails on a broken file, naming its path and the problem", async () => {
    const folder = await folderWith({
      "library/tech-roles/half-written.md": "---\nkind: article\n---\nText",
    });
    const failure = await run(folder).then(
      () => undefined,
      (error: unknown) => error as { code: number; stderr: string },
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain("1 content file is broken:");
    expect(failure?.stderr).toContain(
      `${path.basename(folder)}/library/tech-roles/half-written.md: title: is required; summary: is required; ` +
        "roles: is required; level: is required; questions: is required",
    );
  });
});
