/**
 * Resolves in a task of its own, so that what comes after runs apart from what came before: the browser
 * can paint and handle input between them, and neither counts as one long task (decision 071).
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
