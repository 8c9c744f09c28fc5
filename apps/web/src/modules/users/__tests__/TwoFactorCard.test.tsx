import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { storage } from '../../../lib/storage.ts';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { callsTo, owner, serve, signIn } from '../../companies/__tests__/kit.ts';
import { secretOf } from '../components/TwoFactorSetupModal.tsx';
import { profileOf } from './kit.ts';

vi.setConfig({ testTimeout: 20_000 });
// The acting-as session lives in session storage, which the shared setup does not clear.
afterEach(() => sessionStorage.clear());

const OTPAUTH = 'otpauth://totp/Atrium:owner%40customer.demo?secret=JBSWY3DPEHPK3PXP&issuer=Atrium';
const QR = 'data:image/png;base64,iVBORw0KGgo=';
const INVALID = { msg: 'That code is not valid', code: 'AUTH_TFA_INVALID' };

/** The own profile and PATCH /user/tfa-switch of a server whose right code is 123456. */
function serveTfa(initiallyOn: boolean) {
  let on = initiallyOn;
  return serve([
    ['GET', /^\/api\/user\/10\/info$/, () => json(200, { data: profileOf({ tfaEnabled: on }) })],
    [
      'PATCH',
      /^\/api\/user\/tfa-switch$/,
      ({ body }) => {
        const { enable, code } = body as { enable: boolean; code?: string };
        if (enable && !code)
          return json(200, { data: { enabled: false, otpauthUrl: OTPAUTH, qrDataUrl: QR } });
        if (code !== '123456') return json(400, INVALID);
        on = enable;
        return json(200, { data: { enabled: enable } });
      },
    ],
  ]);
}

describe('[CORE][USERS] two-step verification on the own profile', () => {
  test('turning on shows the QR code and the key, then a code confirms it and the status says On', async () => {
    signIn(owner);
    const { calls } = serveTfa(false);
    const { user } = renderApp('/core/users/profile/10');
    const card = await screen.findByTestId('two-factor');
    expect(within(card).getByTestId('two-factor-status')).toHaveTextContent('Off');
    await user.click(within(card).getByRole('button', { name: 'Turn on' }));

    const dialog = await screen.findByRole('dialog', { name: 'Set up two-step verification' });
    expect(
      await within(dialog).findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toHaveAttribute('src', QR);
    expect(within(dialog).getByTestId('two-factor-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    await user.type(within(dialog).getByLabelText(/^Code from the app/), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and turn on' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByTestId('two-factor-status')).toHaveTextContent('On'));
    expect(callsTo(calls, 'PATCH', '/api/user/tfa-switch').map((call) => call.body)).toEqual([
      { enable: true },
      { enable: true, code: '123456' },
    ]);
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeInTheDocument();
  });

  test('a wrong confirmation code shows under the code field and leaves it off', async () => {
    signIn(owner);
    serveTfa(false);
    const { user } = renderApp('/core/users/profile/10');
    await user.click(await screen.findByRole('button', { name: 'Turn on' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set up two-step verification' });
    const code = await within(dialog).findByLabelText(/^Code from the app/);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and turn on' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    await user.type(code, '999999');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and turn on' }));
    expect(await within(dialog).findByText('That code is not valid')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('two-factor-status')).toHaveTextContent('Off');
  });

  test('a failed start shows the error with a retry', async () => {
    signIn(owner);
    let fail = true;
    serve([
      ['GET', /^\/api\/user\/10\/info$/, () => json(200, { data: profileOf() })],
      [
        'PATCH',
        /^\/api\/user\/tfa-switch$/,
        () =>
          fail
            ? json(400, { msg: 'Two-factor sign-in is already on', code: 'TFA_ALREADY_ON' })
            : json(200, { data: { enabled: false, otpauthUrl: OTPAUTH, qrDataUrl: QR } }),
      ],
    ]);
    const { user } = renderApp('/core/users/profile/10');
    await user.click(await screen.findByRole('button', { name: 'Turn on' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set up two-step verification' });
    expect(await within(dialog).findByText('Two-factor sign-in is already on')).toBeInTheDocument();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByTestId('two-factor-qr')).toBeInTheDocument();
  });

  test('turning off needs a current code; a wrong one is refused on the field', async () => {
    signIn(owner);
    const { calls } = serveTfa(true);
    const { user } = renderApp('/core/users/profile/10');
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-step verification' });
    const code = within(dialog).getByLabelText(/^Code from the app/);
    await user.type(code, '111111');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByText('That code is not valid')).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(screen.getByTestId('two-factor-status')).toHaveTextContent('Off'));
    expect(callsTo(calls, 'PATCH', '/api/user/tfa-switch').at(-1)?.body).toEqual({
      enable: false,
      code: '123456',
    });
  });

  test("another user's profile and an acting-as session offer no two-step settings", async () => {
    signIn(owner);
    serve([
      ['GET', /^\/api\/user\/31\/info$/, () => json(200, { data: profileOf({ id: 31 }) })],
      ['GET', /^\/api\/user\/10\/info$/, () => json(200, { data: profileOf() })],
    ]);
    const first = renderApp('/core/users/profile/31');
    expect(await screen.findByTestId('profile-details')).toBeInTheDocument();
    expect(screen.queryByTestId('two-factor')).not.toBeInTheDocument();
    first.unmount();

    storage.set('secondaryAccessToken', storage.get('accessToken') ?? '');
    storage.set('secondaryRefreshToken', 'secondary-1');
    storage.set('secondaryUser', owner);
    renderApp('/core/users/profile/10');
    expect(await screen.findByTestId('profile-details')).toBeInTheDocument();
    expect(screen.queryByTestId('two-factor')).not.toBeInTheDocument();
  });

  test('secretOf groups the key of an otpauth URL, and gives null for anything else', () => {
    expect(secretOf(OTPAUTH)).toBe('JBSW Y3DP EHPK 3PXP');
    expect(secretOf('not a url')).toBeNull();
    expect(secretOf(undefined)).toBeNull();
  });
});
