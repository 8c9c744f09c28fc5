import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { renderWidget } from '../../DataTable/__tests__/renderWidget.tsx';
import { OneTimeCodeInput } from '../index.ts';

function Harness({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <>
      <OneTimeCodeInput label="Code" value={value} onChange={setValue} error={error} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('[UI][ONE-TIME-CODE] one-time code input', () => {
  test('asks for the number pad and the one-time-code autofill, left to right', () => {
    renderWidget(<Harness />, { language: 'ar' });
    const input = screen.getByLabelText('Code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    // Mantine puts `dir` on the field's root, so the digits and the caret read left to right.
    expect(input.closest('[dir]')).toHaveAttribute('dir', 'ltr');
  });

  test('drops the spaces and dashes of a code typed as an app shows it', async () => {
    const { user } = renderWidget(<Harness />);
    await user.type(screen.getByLabelText('Code'), '123 4-56');
    expect(screen.getByTestId('value')).toHaveTextContent(/^123456$/);
  });

  test('shows its error and marks the field invalid', () => {
    renderWidget(<Harness error="That code is not valid" />);
    expect(screen.getByText('That code is not valid')).toBeInTheDocument();
    expect(screen.getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');
  });
});
