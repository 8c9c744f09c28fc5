import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a new page may take to show its heading (a lazy page, its data) before focus stays put. */
const HEADING_WAIT_MS = 3000;

/** Focuses the main heading (the h1 of the main landmark); false when there is none yet. */
export function focusMainHeading(): boolean {
  const main = document.querySelector('main');
  const target = main?.querySelector('h1') ?? null;
  if (!target) return false;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
  return true;
}

/**
 * WCAG 2.4.3: after an in-app navigation to another path, focus moves to the new page's h1, so keyboard
 * and screen-reader users start reading the page they asked for instead of from the top of the document.
 * Focus someone placed inside the page (an autofocus field, a tab the user just chose) is left alone.
 */
export function useRouteFocus() {
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change on purpose
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const deadline = performance.now() + HEADING_WAIT_MS;
    let frame = 0;
    const attempt = () => {
      const active = document.activeElement;
      const main = document.querySelector('main');
      if (active && active !== document.body && main?.contains(active)) return;
      if (focusMainHeading()) return;
      if (performance.now() < deadline) frame = requestAnimationFrame(attempt);
      // A page without an h1: the start of its content.
      else main?.focus();
    };
    frame = requestAnimationFrame(attempt);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
