import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A client island fetched as a chunk of its own only by a page that renders it (issue 22):
 * the section and story pages share one route (app/[brand]/[lang]/(reading)/[...slug]), so
 * whatever either imports directly is in the other's first load too. The server renders the
 * island's markup, but the server may stream it after the rest of the page, to be put in
 * place by a script: only for islands that need JavaScript to work at all (a button that
 * opens a panel, a notice of new updates), never for one whose markup must work
 * without it (a form) or whose effect must run as soon as the page is interactive. In the
 * browser it hydrates once its chunk arrives; on a client navigation nothing shows in its
 * place for the moment its chunk takes, the first time only. Call from a 'use client' module.
 */
export function lazyIsland<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Island = lazy(() => load().then((component) => ({ default: component })));
  function LazyIsland(props: Props) {
    return (
      <Suspense fallback={null}>
        <Island {...props} />
      </Suspense>
    );
  }
  return LazyIsland;
}
