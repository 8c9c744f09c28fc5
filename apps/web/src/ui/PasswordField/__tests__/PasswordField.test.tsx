import { PASSWORD_RULES } from '@atrium/contracts';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { renderWidget } from '../../DataTable/__tests__/renderWidget.tsx';
import { PasswordField, passwordFieldResources } from '../index.ts';

function Harness({ error, initial = '' }: { error?: string; initial?: string }) {
  const [value, setValue] = useState(initial);
  return <PasswordField label="Password" value={value} onChange={setValue} error={error} />;
}

const rules = () => within(screen.getByTestId('password-rules')).getAllByRole('listitem');
const metOf = () =>
  Object.fromEntries(rules().map((item) => [item.dataset.rule, item.dataset.met === 'true']));

const keysOf = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, child]) => keysOf(child, `${prefix}${key}.`))
    : [prefix.slice(0, -1)];

describe('[UI][PASSWORD] password field with the rule checklist', () => {
  test('R52 lists the five rules of spec §5 in display order, none met while empty', () => {
    renderWidget(<Harness />);
    expect(rules().map((item) => item.dataset.rule)).toEqual([
      'At Least 8 Characters',
      'Small Letters',
      'Capital Letters',
      'Includes Numbers',
      'Special Character',
    ]);
    expect(rules().map((item) => item.textContent)).toEqual(
      PASSWORD_RULES.map((rule) => `${rule.label} (missing)`),
    );
    expect(Object.values(metOf())).toEqual([false, false, false, false, false]);
  });

  test('R51 each rule is ticked as soon as the typed password meets it', async () => {
    const { user } = renderWidget(<Harness />);
    const input = screen.getByLabelText('Password');
    await user.type(input, 'abc');
    expect(metOf()).toEqual({
      'At Least 8 Characters': false,
      'Small Letters': true,
      'Capital Letters': false,
      'Includes Numbers': false,
      'Special Character': false,
    });
    await user.type(input, 'D1#xyzw');
    expect(Object.values(metOf())).toEqual([true, true, true, true, true]);
    expect(rules()[0]).toHaveTextContent('At Least 8 Characters (done)');
    await user.clear(input);
    await user.type(input, 'ABCDEFGH');
    expect(metOf()['At Least 8 Characters']).toBe(true);
    expect(metOf()['Small Letters']).toBe(false);
  });

  test("R51 the contract's rule message names only the rules still missing; empty says Required", () => {
    const { unmount } = renderWidget(<Harness initial="abcdefgh" error="Password needs: Capital Letters" />);
    expect(
      screen.getByText('Password needs: Capital Letters, Includes Numbers, Special Character'),
    ).toBeVisible();
    unmount();
    renderWidget(<Harness error="Password needs: At Least 8 Characters, Small Letters" />);
    expect(screen.getByText('Required')).toBeVisible();
  });

  test('other messages are shown as given', () => {
    renderWidget(<Harness initial="x" error="This password was used before" />);
    expect(screen.getByText('This password was used before')).toBeVisible();
  });

  test('speaks Arabic, and every English text has an Arabic twin', async () => {
    expect(keysOf(passwordFieldResources.ar).sort()).toEqual(keysOf(passwordFieldResources.en).sort());
    renderWidget(<Harness initial="abc" />, { language: 'ar' });
    expect(await screen.findByText('أحرف صغيرة')).toBeInTheDocument();
    expect(screen.getByTestId('password-rules')).toHaveAccessibleName('يجب أن تحتوي كلمة المرور على');
    for (const item of rules()) expect(item.textContent).toMatch(/\p{Script=Arabic}/u);
  });
});
