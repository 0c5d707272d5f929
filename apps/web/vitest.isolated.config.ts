import { happyDomProject } from "./vitest.config.ts";

/** The happy-dom tests that replace modules (`vi.mock`), each file in a fresh module graph (vitest.config.ts). */
export default happyDomProject(true);
