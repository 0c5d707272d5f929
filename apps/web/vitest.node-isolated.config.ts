import { nodeProject } from "./vitest.node.config.ts";

/** The Node tests that replace modules (`vi.mock`), each file in a fresh module graph (vitest.node.config.ts). */
export default nodeProject(true);
