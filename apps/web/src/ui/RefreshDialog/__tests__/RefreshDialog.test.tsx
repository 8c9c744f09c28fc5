import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { i18n } from '../../../app/i18n.ts';
import {
  checkServerVersion,
  installChunkErrorHandlers,
  isChunkLoadError,
  loadScript,
  resetRefreshState,
  SCRIPT_LOAD_TIMEOUT_MS,
  setStartVersion,
} from '../../../lib/refresh.ts';
import { RefreshDialog } from '../RefreshDialog.tsx';

function renderDialog() {
  const onRefresh = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <RefreshDialog onRefresh={onRefresh} />
      </MantineProvider>
    </I18nextProvider>,
  );
  return { onRefresh, user: userEvent.setup() };
}

const dialog = () => screen.queryByRole('dialog', { name: 'New changes has been made' });

describe('[CORE][REFRESH] refresh dialog', { timeout: 30_000 }, () => {
  beforeEach(() => resetRefreshState());
  afterEach(() => resetRefreshState());

  test('A7 a server version other than the start version opens the dialog; Refresh reloads', async () => {
    const { onRefresh, user } = renderDialog();
    setStartVersion('1.0.0');
    act(() => checkServerVersion('1.0.0'));
    expect(dialog()).not.toBeInTheDocument();
    act(() => checkServerVersion('1.1.0'));
    expect(dialog()).toBeInTheDocument();
    expect(screen.getByText('Refresh the page to see them')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  test('A7 "Later" closes it until a newer version comes', async () => {
    const { user } = renderDialog();
    setStartVersion('1.0.0');
    act(() => checkServerVersion('1.1.0'));
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(dialog()).not.toBeInTheDocument();
    act(() => checkServerVersion('1.1.0'));
    expect(dialog()).not.toBeInTheDocument();
    act(() => checkServerVersion('1.2.0'));
    expect(dialog()).toBeInTheDocument();
  });

  test("A7 R150 Vite's vite:preloadError opens it (and is handled)", () => {
    const uninstall = installChunkErrorHandlers();
    renderDialog();
    const event = new Event('vite:preloadError', { cancelable: true });
    act(() => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    expect(dialog()).toBeInTheDocument();
    uninstall();
  });

  test('R150 R151 an unhandled chunk-load rejection or a failed stylesheet opens it', () => {
    const uninstall = installChunkErrorHandlers();
    renderDialog();
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: { code: 'CSS_CHUNK_LOAD_FAILED', message: 'x' } });
    act(() => {
      window.dispatchEvent(rejection);
    });
    expect(dialog()).toBeInTheDocument();
    uninstall();

    act(() => resetRefreshState());
    const stop = installChunkErrorHandlers();
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    document.head.append(link);
    act(() => {
      link.dispatchEvent(new Event('error'));
    });
    expect(dialog()).toBeInTheDocument();
    link.remove();
    stop();
  });

  test('R150 R151 the chunk errors browsers and bundlers raise are recognised', () => {
    expect(isChunkLoadError(new Error('Loading chunk 42 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed'))).toBe(true);
    expect(isChunkLoadError({ code: 'CSS_CHUNK_LOAD_FAILED' })).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  test("R150 R171 a script that has not loaded after 120 s fails with 'Loading chunk failed' and opens the dialog", async () => {
    vi.useFakeTimers();
    try {
      renderDialog();
      const loading = loadScript('https://pay.example/v3.js');
      expect(loadScript('https://pay.example/v3.js')).toBe(loading); // loaded once
      const outcome = loading.catch((error: unknown) => error);
      act(() => vi.advanceTimersByTime(SCRIPT_LOAD_TIMEOUT_MS - 1));
      expect(dialog()).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      await expect(outcome).resolves.toMatchObject({
        name: 'ChunkLoadError',
        message: expect.stringContaining('Loading chunk failed'),
      });
      expect(dialog()).toBeInTheDocument();
      expect(SCRIPT_LOAD_TIMEOUT_MS).toBe(120_000);
    } finally {
      vi.useRealTimers();
    }
  });
});
