import { type ComponentType, type ReactNode, startTransition, useEffect, useState } from "react";

/**
 * A part of the page in a chunk of its own that shows `placeholder` (nothing, unless given) until its
 * chunk has arrived, then shows in an update of its own, a transition: the header's signed-in controls,
 * the dashboard's later cards.
 *
 * Not `React.lazy` under a boundary of its own, which shows the same nothing while loading: React
 * reveals the boundaries whose content arrived within 300 ms of one another together, in one commit
 * on a timer, so the parts that load after a page's content (their render, their reads started, the
 * stream opened) came in one task of 17–41 ms here, the longest of a signed-in first view on a slow
 * phone (decision 074). Use it only where nothing waits for the part: a section whose absence would
 * move what is on screen belongs under the page's boundary (`lazySection`).
 *
 * A chunk that fails to load is thrown to the nearest error boundary when the part renders, as a lazy
 * component's is; the next part to mount asks for it again.
 */
export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  placeholder: ReactNode = null,
) {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const loadOnce = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  return function LazyPart(props: Props) {
    const [state, setState] = useState<{ component?: ComponentType<Props>; error?: unknown }>(() => ({
      component: loaded,
    }));
    const ready = state.component !== undefined || state.error !== undefined;
    useEffect(() => {
      if (ready) return;
      let mounted = true;
      // Asked for in a task of its own: the parts mount together (a page's cards, the header's parts),
      // and asking for a chunk and its imports took up to 8 ms here.
      const timer = setTimeout(() => {
        loadOnce().then(
          // Rendered in slices, like any transition: a card's whole subtree could take 10–20 ms here.
          (component) => {
            if (mounted) startTransition(() => setState({ component }));
          },
          (error: unknown) => {
            if (mounted) setState({ error });
          },
        );
      }, 0);
      return () => {
        mounted = false;
        clearTimeout(timer);
      };
    }, [ready]);
    if (state.error !== undefined) throw state.error;
    const Component = state.component;
    return Component ? <Component {...props} /> : placeholder;
  };
}
