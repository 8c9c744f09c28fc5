import { vi } from 'vitest';

/**
 * jsdom has no canvas and no layout: the 2D context is replaced by one whose drawing calls do nothing, and
 * elements report a size. Everything above them (ECharts' model, layout and option handling) runs for real.
 */
export function fakeCanvas() {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
  const context = new Proxy(
    { measureText: (text: string) => ({ width: text.length * 6 }), canvas: document.createElement('canvas') },
    {
      get: (target, key) => (key in target ? target[key as keyof typeof target] : () => {}),
      set: () => true,
    },
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => context as unknown as CanvasRenderingContext2D,
  );
}
