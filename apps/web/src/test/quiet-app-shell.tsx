import { vi } from "vitest";
import * as soundSettings from "@/components/sound-settings";
import * as pageViewTracker from "@/lib/analytics/page-view-tracker";

/**
 * The app's frame without two parts other modules own and test: the page-view tracker, which sends its
 * first view a second after a page shows (that request could land in a later test's stubs), and the
 * sound settings. Spies rather than `vi.mock`, so the calling file shares its worker's modules instead
 * of importing React, the router and every page again (decision 032); Vitest restores them after the
 * file. Call it at the top of a file, or in `beforeEach` where the file restores all mocks. The
 * pre-render test keeps its module mock: it starts the whole app on a pre-rendered frame, and after other
 * files in the same worker the app no longer replaced that frame.
 */
export function quietAppShell(): void {
  vi.spyOn(pageViewTracker, "PageViewTracker").mockReturnValue(null);
  // An empty fragment: the component is typed to return an element.
  vi.spyOn(soundSettings, "SoundSettings").mockImplementation(() => <></>);
}
