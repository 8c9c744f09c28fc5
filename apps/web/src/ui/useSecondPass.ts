import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from '../lib/afterNextPaint.ts';

/**
 * False on a component's first render; true once the browser has painted the frame that render made, in a
 * transition (an interruptible render). What it gates is drawn after the frame around it has shown: a page's
 * title and description appear before its table and the sidebar's entries, much of a signed-in page's first
 * render. Hooks that fetch stay above the gate, so their requests start with the first render.
 */
export function useSecondPass(): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => afterNextPaint(() => startTransition(() => setDrawn(true))), []);
  return drawn;
}
