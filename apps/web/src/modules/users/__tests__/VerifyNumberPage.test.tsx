import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { callsTo, member, owner, serve, signIn } from '../../companies/__tests__/kit.ts';
import { verifyNumberPath } from '../paths.ts';
import { profileOf } from './kit.ts';

vi.setConfig({ testTimeout: 40_000 });
// The whole app renders for each test: on a machine busy with other suites that alone can take seconds.
configure({ asyncUtilTimeout: 15_000 });

const PAGE = verifyNumberPath(10);
const SEND = '/api/user/10/resend-phone-verification';
const VERIFY = '/api/user/10/verify-phone';
const sent = (resendAfter = 60) => ({
  data: { phone: '+971501234567', expiresAt: '2025-05-01T10:10:00.000Z', resendAfter },
});

describe('[CORE][USERS] verify phone number', () => {
  test('a number is checked on its field before anything is sent (R54, R66)', async () => {
    signIn(owner);
    const { calls } = serve([['GET', /^\/api\/user\/10\/info$/, () => json(200, { data: profileOf() })]]);
    const { user } = renderApp(PAGE);
    expect(await screen.findByRole('heading', { name: 'Verify phone number', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('None yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Mobile number/ }), '050 123 4567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('International Phone Number Must Start With +')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', SEND)).toHaveLength(0);
  });

  test('send → code texted → verify: the number lands on the profile, the user goes back to it', async () => {
    signIn(owner);
    let profile = profileOf();
    const { calls } = serve([
      ['GET', /^\/api\/user\/10\/info$/, () => json(200, { data: profile })],
      ['POST', /^\/api\/user\/10\/resend-phone-verification$/, () => json(200, sent())],
      [
        'POST',
        /^\/api\/user\/10\/verify-phone$/,
        () => {
          profile = profileOf({ phone: '+971501234567' });
          return json(200, { data: profile });
        },
      ],
    ]);
    const { user, router } = renderApp(PAGE);
    await user.type(await screen.findByRole('textbox', { name: /Mobile number/ }), '+971 50 123 4567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByTestId('code-sent-to')).toHaveTextContent('+971501234567');
    expect(callsTo(calls, 'POST', SEND)[0]?.body).toEqual({ phone: '+971501234567' });
    // The server's wait: no second code for a minute.
    expect(screen.getByRole('button', { name: /Send again in \d+ s/ })).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: /Code/ }), '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/core/users/profile/10'));
    expect(callsTo(calls, 'POST', VERIFY)[0]?.body).toEqual({ code: '123456' });
    expect(await screen.findByText('Phone number verified')).toBeInTheDocument();
  });

  test('R103 the server’s 418s show on their fields: a used number, a wrong code', async () => {
    signIn(owner);
    let taken = true;
    serve([
      ['GET', /^\/api\/user\/10\/info$/, () => json(200, { data: profileOf() })],
      [
        'POST',
        /^\/api\/user\/10\/resend-phone-verification$/,
        () =>
          taken
            ? json(418, [{ param: 'phone', msg: 'This phone number is already used' }])
            : json(200, sent(0)),
      ],
      [
        'POST',
        /^\/api\/user\/10\/verify-phone$/,
        () => json(418, [{ param: 'code', msg: 'That code is not valid (4 tries left)' }]),
      ],
    ]);
    const { user } = renderApp(PAGE);
    await user.type(await screen.findByRole('textbox', { name: /Mobile number/ }), '+971501234567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('This phone number is already used')).toBeInTheDocument();
    taken = false;
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByRole('textbox', { name: /Code/ }), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('That code is not valid (4 tries left)')).toBeInTheDocument();
    // Another code once the wait is over, and back to the number to use another.
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('A new code is on its way')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use another number' }));
    expect(await screen.findByRole('button', { name: 'Send code' })).toBeInTheDocument();
  });

  test('a 429 (too soon) is said in the form; a failed profile load shows an error state', async () => {
    signIn(owner);
    serve([
      ['GET', /^\/api\/user\/10\/info$/, () => json(200, { data: profileOf({ phone: '+971501112233' }) })],
      [
        'POST',
        /^\/api\/user\/10\/resend-phone-verification$/,
        () =>
          json(429, { msg: 'Wait 42 seconds before asking for another code', code: 'PHONE_CODE_TOO_SOON' }),
      ],
    ]);
    const { user, unmount } = renderApp(PAGE);
    // The verified number is shown and offered again.
    expect(await screen.findByText('+971501112233', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Mobile number/ })).toHaveValue('+971501112233');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Wait 42 seconds before asking for another code')).toBeInTheDocument();
    unmount();

    signIn(owner);
    serve([['GET', /^\/api\/user\/10\/info$/, () => json(500, { msg: 'Database unavailable' })]]);
    renderApp(PAGE);
    expect(await screen.findByText('We could not load this profile')).toBeInTheDocument();
  });

  test('only one’s own number: another user’s page is "User not found" without asking the server', async () => {
    signIn(member);
    const { calls } = serve([]);
    renderApp(PAGE);
    expect(await screen.findByText('User not found')).toBeInTheDocument();
    expect(callsTo(calls, 'GET', '/api/user/10/info')).toHaveLength(0);
  });
});
