import { useCallback, useEffect, useRef, useState } from 'react';
import { advance, DEFAULT_SPEED, type PlaybackSpeed, type Timeline } from './playback.ts';

/**
 * Plays a track: the playback time moves at `speed` track seconds per second (one animation frame at a
 * time) from where it is to the end, where it stops. Seeking works playing or paused; a new track rewinds.
 */
export function usePlayback(timeline: Timeline) {
  const [at, setAt] = useState(timeline.start);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<PlaybackSpeed>(DEFAULT_SPEED);
  const current = useRef(at);
  current.current = at;

  useEffect(() => {
    setAt(timeline.start);
    setPlaying(false);
  }, [timeline]);

  useEffect(() => {
    if (!playing) return;
    let frame = 0;
    let last = performance.now();
    const tick = (now: number) => {
      const step = advance(timeline, current.current, now - last, speed);
      last = now;
      current.current = step.at;
      setAt(step.at);
      if (step.ended) setPlaying(false);
      else frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [playing, speed, timeline]);

  const play = useCallback(() => {
    // Played to the end, it starts again.
    if (current.current >= timeline.end) setAt(timeline.start);
    setPlaying(true);
  }, [timeline]);
  const pause = useCallback(() => setPlaying(false), []);
  const seek = useCallback(
    (to: number) => setAt(Math.min(timeline.end, Math.max(timeline.start, to))),
    [timeline],
  );
  return { at, playing, speed, play, pause, seek, setSpeed };
}
