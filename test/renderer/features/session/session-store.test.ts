// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { createPinia, setActivePinia } from 'pinia';
import type { LoginResponse } from '@/features/session/api';
import { useSessionStore } from '@/features/session/store';

const KEY = 'shopdesk.session';

function loginResponse(overrides: Partial<LoginResponse> = {}): LoginResponse {
  return {
    token: 'tok-abc',
    device_token: 'device-abc',
    expires_at: new Date(Date.now() + 12 * 3_600_000).toISOString(),
    staff: { id: 4, username: 'li.lei', role: 'staff', offline_shop: { id: 2, title: '徐汇店' } },
    ...overrides,
  };
}

/** A fresh app start in the same window: new Pinia, same sessionStorage. */
function restart() {
  setActivePinia(createPinia());
  return useSessionStore();
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  setActivePinia(createPinia());
});

describe('session store', () => {
  it('starts signed out', () => {
    const session = useSessionStore();
    expect(session.isAuthenticated).toBe(false);
    expect(session.isManager).toBe(false);
    expect(session.token).toBeNull();
  });

  it('keeps a sign-in in sessionStorage only, and restores it', () => {
    useSessionStore().start(loginResponse());
    expect(JSON.parse(sessionStorage.getItem(KEY) ?? '{}')).toMatchObject({
      token: 'tok-abc',
      staff: { username: 'li.lei' },
    });
    // Only the device token outlives the window, never the session's token.
    expect(Object.keys(localStorage)).toEqual(['shopdesk.devices']);
    expect(localStorage.getItem('shopdesk.devices')).not.toContain('tok-abc');

    const restored = restart();
    expect(restored.isAuthenticated).toBe(true);
    expect(restored.token).toBe('tok-abc');
    expect(restored.staff?.offline_shop?.title).toBe('徐汇店');
    expect(restored.isManager).toBe(false);
  });

  it('knows a manager', () => {
    const session = useSessionStore();
    session.start(
      loginResponse({ staff: { id: 1, username: 'admin', role: 'manager', offline_shop: null } }),
    );
    expect(session.isManager).toBe(true);
  });

  it('clear forgets the session here and in storage', () => {
    const session = useSessionStore();
    session.start(loginResponse());
    session.clear();
    expect(session.isAuthenticated).toBe(false);
    expect(session.staff).toBeNull();
    expect(sessionStorage.getItem(KEY)).toBeNull();
    expect(restart().isAuthenticated).toBe(false);
  });

  it('drops a session whose expires_at has passed', () => {
    const session = useSessionStore();
    session.start(loginResponse());
    expect(session.ensureValid()).toBe(true);
    session.expiresAt = new Date(Date.now() - 1000).toISOString();
    expect(session.ensureValid()).toBe(false);
    expect(session.token).toBeNull();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('does not restore an expired or malformed saved session', () => {
    sessionStorage.setItem(
      KEY,
      JSON.stringify({ ...loginResponse(), expiresAt: '2000-01-01T00:00:00Z' }),
    );
    expect(restart().isAuthenticated).toBe(false);
    expect(sessionStorage.getItem(KEY)).toBeNull();
    sessionStorage.setItem(KEY, '{not json');
    expect(restart().isAuthenticated).toBe(false);
  });
});
