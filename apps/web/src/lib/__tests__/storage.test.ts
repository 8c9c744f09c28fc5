import { describe, expect, test, vi } from 'vitest';
import { pruneStorage, storage, storageKey } from '../storage.ts';

describe('browser storage', () => {
  test('keys carry a version suffix', () => {
    storage.set('language', 'ar');
    expect(storageKey('language')).toBe('atrium.language.v1');
    expect(localStorage.getItem('atrium.language.v1')).toBe('"ar"');
    expect(storage.get('language')).toBe('ar');
  });

  test('keys of previous versions are removed on start, current and foreign keys stay', () => {
    localStorage.setItem('atrium.user.v0', '{}');
    localStorage.setItem('atrium.accessToken', '"old"');
    localStorage.setItem('atrium.retired.v3', '1');
    localStorage.setItem('other-app.key', 'keep');
    storage.set('refreshToken', 'r1');

    expect(pruneStorage().sort()).toEqual(['atrium.accessToken', 'atrium.retired.v3', 'atrium.user.v0']);
    expect(localStorage.getItem('other-app.key')).toBe('keep');
    expect(storage.get('refreshToken')).toBe('r1');
    expect(localStorage.length).toBe(2);
  });

  test('an unreadable value reads as absent', () => {
    localStorage.setItem(storageKey('user'), '{broken');
    expect(storage.get('user')).toBeNull();
  });

  test('returns the same object until the value changes, and tells subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = storage.subscribe(listener);
    storage.set('accessToken', 'a');
    expect(storage.get('accessToken')).toBe('a');
    storage.remove('accessToken');
    expect(storage.get('accessToken')).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});
