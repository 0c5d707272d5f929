import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { checkModuleLayers } from "./check-module-layers.mjs";

const roots = [];

/** A small repository tree in a temporary folder: `files` maps paths to their source. */
function tree(files) {
  const root = mkdtempSync(join(tmpdir(), "module-layers-"));
  roots.push(root);
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  return root;
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

const modules = "apps/server/src/modules";

describe("the module layer check", () => {
  it("passes on modules that import each other's public files in one direction", () => {
    const root = tree({
      [`${modules}/access/team-access.ts`]: "export const seesTeam = true;\n",
      [`${modules}/teams/teams.service.ts`]: `import { seesTeam } from "../access/team-access";\nimport { x } from "./team-rows";\n`,
      [`${modules}/teams/team-rows.ts`]: "export const x = 1;\n",
      [`${modules}/sitemap/sitemap.service.ts`]: `import { y } from "../teams/teams.service";\nimport * as p from "../teams/teams.policy";\n`,
    });
    expect(checkModuleLayers(root)).toEqual([]);
  });

  it("fails on a module importing another module's internal file", () => {
    const root = tree({
      [`${modules}/teams/team-rows.ts`]: "export const x = 1;\n",
      [`${modules}/projects/projects.service.ts`]: `import {\n  x,\n} from "../teams/team-rows";\n`,
    });
    expect(checkModuleLayers(root)).toEqual([
      `${modules}/projects/projects.service.ts imports "../teams/team-rows", which is internal to module teams`,
    ]);
  });

  it("fails on modules importing each other in a cycle, through public files and other modules", () => {
    const root = tree({
      [`${modules}/teams/teams.service.ts`]: `import { a } from "../positions/positions.service";\n`,
      [`${modules}/positions/positions.service.ts`]: `export type { B } from "../projects/projects.service";\n`,
      [`${modules}/projects/projects.service.ts`]: `const c = await import("../teams/teams.service");\n`,
      [`${modules}/sitemap/sitemap.service.ts`]: `import { a } from "../teams/teams.service";\n`,
    });
    const problems = checkModuleLayers(root);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^server modules import each other in a cycle: positions, projects, teams;/);
  });

  it("ignores imports in comments and in tests", () => {
    const root = tree({
      [`${modules}/teams/teams.service.ts`]: `// import { a } from "../positions/position-rows";\nexport const t = 1;\n`,
      [`${modules}/positions/positions.test.ts`]: `import { t } from "../teams/team-rows";\n`,
      [`${modules}/positions/positions.service.ts`]: `/* from "../teams/team-rows" */\nimport { t } from "../teams/teams.service";\n`,
    });
    expect(checkModuleLayers(root)).toEqual([]);
  });

  it("fails on a web feature importing another feature, and on the web lib or components importing a feature", () => {
    const root = tree({
      "apps/web/src/features/chat/pages/chat-page.tsx": `import { useTeam } from "@/features/teams/api/get-team";\nimport { x } from "../api/get-channel";\n`,
      "apps/web/src/features/teams/api/get-team.ts": `import { api } from "@/lib/api";\n`,
      "apps/web/src/lib/api.ts": `import { thing } from "../features/teams/api/get-team";\n`,
      "apps/web/src/components/chat-link.tsx": `import { useChat } from "@/features/chat/api/get-chat";\n`,
    });
    expect(checkModuleLayers(root)).toEqual([
      `apps/web/src/components/chat-link.tsx imports "@/features/chat/api/get-chat": the web lib and components must not import features`,
      `apps/web/src/features/chat/pages/chat-page.tsx imports "@/features/teams/api/get-team": a web feature must not import another feature`,
      `apps/web/src/lib/api.ts imports "../features/teams/api/get-team": the web lib and components must not import features`,
    ]);
  });

  it("passes on this repository", () => {
    const repository = resolve(dirname(fileURLToPath(import.meta.url)), "..");
    expect(checkModuleLayers(repository)).toEqual([]);
  });
});
