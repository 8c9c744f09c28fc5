import { useEffect, useState } from 'react';
import { afterNextPaint } from '../lib/afterNextPaint.ts';
import { haveModuleDictionaries, loadModuleDictionaries } from './i18n.ts';

/**
 * True once every module's dictionaries are here (the sidebar lists them all): asked for once the first screen
 * has painted, since that screen needs only its own (`loadNamespaces`). A failed fetch counts as done: the entries
 * it would have named show their keys rather than no sidebar at all.
 */
export function useModuleDictionaries(): boolean {
  const [ready, setReady] = useState(haveModuleDictionaries);
  useEffect(() => {
    if (ready) return;
    let live = true;
    const done = () => {
      if (live) setReady(true);
    };
    const cancel = afterNextPaint(() => void loadModuleDictionaries().then(done, done));
    return () => {
      live = false;
      cancel();
    };
  }, [ready]);
  return ready;
}
