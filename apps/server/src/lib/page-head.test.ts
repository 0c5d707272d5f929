import { SITE_DESCRIPTION } from "@hatchery/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentItems, courses, incubators, projects, teams } from "../db/schema";
import { createTestApp, type TestApp } from "../test/test-app";
import { withPageHead } from "./page-head";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const [lab] = await t.db
    .insert(incubators)
    .values({ slug: "head-lab", name: "Head Lab", tagline: "Where founders & makers meet" })
    .returning();
  if (!lab) throw new Error("no incubator");
  const [team] = await t.db
    .insert(teams)
    .values([
      { incubatorId: lab.id, slug: "head-team", name: "Head Team", tagline: 'We build "calm" tools' },
      { incubatorId: lab.id, slug: "quiet-team", name: "Quiet Team", visibility: "incubator" },
    ])
    .returning();
  if (!team) throw new Error("no team");
  await t.db.insert(projects).values({
    teamId: team.id,
    slug: "head-project",
    name: "Head Project",
    summary: "A tool for <calm> teams",
  });
  const [course] = await t.db
    .insert(courses)
    .values({
      incubatorId: lab.id,
      slug: "head-course",
      title: "Head Course",
      summary: "Four calm lessons",
      visibility: "everyone",
      status: "published",
    })
    .returning();
  if (!course) throw new Error("no course");
  await t.db.insert(contentItems).values({
    source: "incubator",
    incubatorId: lab.id,
    kind: "lesson",
    collection: `courses/${course.id}`,
    slug: "head-lesson",
    title: "Head Lesson",
    summary: "The first calm lesson",
    bodyMarkdown: "Text.",
    bodyHtml: "<p>Text.</p>",
    bodyText: "Text.",
    contentHash: "head-lesson",
  });
});
afterAll(() => t.close());

/** The head elements a crawler or a link preview reads. */
async function headOf(path: string) {
  const html = await (await t.request(path)).text();
  const pick = (pattern: RegExp) => pattern.exec(html)?.[1];
  return {
    title: pick(/<title>([^<]*)<\/title>/),
    description: pick(/<meta name="description" content="([^"]*)">/),
    canonical: pick(/<link rel="canonical" href="([^"]*)"/),
    ogTitle: pick(/<meta property="og:title" content="([^"]*)"/),
    ogDescription: pick(/<meta property="og:description" content="([^"]*)"/),
    ogUrl: pick(/<meta property="og:url" content="([^"]*)"/),
    descriptions: html.match(/<meta name="description"/g)?.length,
  };
}

describe("the server's HTML head", () => {
  it("names an incubator's, a team's and a project's page after it and describes it in its own words", async () => {
    expect(await headOf("/incubators/head-lab")).toEqual({
      title: "Head Lab · Hatchery",
      description: "Where founders &amp; makers meet",
      canonical: "https://hatchery.test/incubators/head-lab",
      ogTitle: "Head Lab",
      ogDescription: "Where founders &amp; makers meet",
      ogUrl: "https://hatchery.test/incubators/head-lab",
      descriptions: 1,
    });
    expect(await headOf("/teams/head-team/")).toMatchObject({
      title: "Head Team · Hatchery",
      description: "We build &quot;calm&quot; tools",
      canonical: "https://hatchery.test/teams/head-team",
    });
    expect(await headOf("/projects/head-project?tab=updates")).toMatchObject({
      title: "Head Project · Hatchery",
      description: "A tool for &lt;calm&gt; teams",
      canonical: "https://hatchery.test/projects/head-project",
      ogTitle: "Head Project",
    });
  });

  it("names a course's and a lesson's page after them", async () => {
    expect(await headOf("/incubators/head-lab/courses/head-course")).toMatchObject({
      title: "Head Course · Hatchery",
      description: "Four calm lessons",
      ogTitle: "Head Course",
    });
    expect(await headOf("/incubators/head-lab/courses/head-course/lessons/head-lesson")).toMatchObject({
      title: "Head Lesson · Hatchery",
      description: "The first calm lesson",
      canonical: "https://hatchery.test/incubators/head-lab/courses/head-course/lessons/head-lesson",
    });
  });

  it("keeps the route's words for content a visitor cannot see, and describes static pages", async () => {
    expect(await headOf("/teams/quiet-team")).toMatchObject({
      title: "Team · Hatchery",
      description: SITE_DESCRIPTION,
      canonical: "https://hatchery.test/teams/quiet-team",
    });
    expect(await headOf("/about")).toMatchObject({
      title: "About · Hatchery",
      description: "What Hatchery is, who builds it and how incubators, teams and mentoring fit together.",
      canonical: "https://hatchery.test/about",
    });
    expect(await headOf("/dashboard")).toMatchObject({
      title: "Dashboard · Hatchery",
      description: SITE_DESCRIPTION,
    });
  });

  it("gives a page its head once, however often it is written", () => {
    const shell = '<html><head><title>Hatchery</title><meta name="description" content="old"></head></html>';
    const once = withPageHead(shell, { title: "A", url: "https://hatchery.test/a" });
    const twice = withPageHead(once, { title: "B", description: "b", url: "https://hatchery.test/b" });
    expect(twice.match(/rel="canonical"/g)).toHaveLength(1);
    expect(twice).toContain("<title>B · Hatchery</title>");
    expect(twice).toContain('<meta name="description" content="b">');
    expect(twice).not.toContain("https://hatchery.test/a");
  });
});
