import { tagLimitMessage } from '@atrium/contracts';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { renderWidget } from '../../DataTable/__tests__/renderWidget.tsx';
import { TagInput } from '../index.ts';

function Harness({
  initial = [],
  max,
  onTags = () => {},
}: {
  initial?: string[];
  max?: number;
  onTags?: (tags: string[]) => void;
}) {
  const [tags, setTags] = useState(initial);
  return (
    <TagInput
      label="Serials"
      value={tags}
      max={max}
      onChange={(next) => {
        setTags(next);
        onTags(next);
      }}
    />
  );
}

const box = () => screen.getByRole('textbox', { name: 'Serials' }) as HTMLInputElement;
const shownTags = () =>
  Array.from(document.querySelectorAll('.mantine-Pill-label')).map((pill) => pill.textContent);

describe('[UI][TAG-INPUT] tag input', { timeout: 30_000 }, () => {
  test('R67 comma, semicolon and pipe split tags; each is trimmed; Enter adds the rest', async () => {
    const onTags = vi.fn();
    const { user } = renderWidget(<Harness onTags={onTags} />);
    await user.type(box(), 'alpha, beta ;gamma|delta');
    expect(shownTags()).toEqual(['alpha', 'beta', 'gamma']);
    expect(box()).toHaveValue('delta');
    await user.keyboard('{Enter}');
    expect(shownTags()).toEqual(['alpha', 'beta', 'gamma', 'delta']);
    expect(onTags).toHaveBeenLastCalledWith(['alpha', 'beta', 'gamma', 'delta']);
    expect(box()).toHaveValue('');
  });

  test('R67 pasted text drops blanks and duplicates (exact match), and leaving the field adds a typed tag', async () => {
    const onTags = vi.fn();
    const { user } = renderWidget(<Harness initial={['ABC']} onTags={onTags} />);
    await user.click(box());
    await user.paste(' x , ,ABC;; abc |x ');
    expect(shownTags()).toEqual(['ABC', 'x', 'abc']);
    await user.type(box(), 'last');
    await user.click(document.body);
    expect(onTags).toHaveBeenLastCalledWith(['ABC', 'x', 'abc', 'last']);
  });

  test("R68 beyond the maximum the extra tags stay in the box and 'You Cannot Enter More Than {n} ' shows", async () => {
    const onTags = vi.fn();
    const { user } = renderWidget(<Harness initial={['a', 'b']} max={3} onTags={onTags} />);
    await user.click(box());
    await user.paste('c,d,e');
    expect(shownTags()).toEqual(['a', 'b', 'c']);
    expect(onTags).toHaveBeenLastCalledWith(['a', 'b', 'c']);
    expect(box()).toHaveValue('d, e');
    const error = document.querySelector('.mantine-InputWrapper-error');
    expect(error?.textContent).toBe(tagLimitMessage(3));
    expect(error?.textContent).toBe('You Cannot Enter More Than 3 ');

    // Making room clears the message; the kept text can then be added.
    await user.click(screen.getByRole('button', { name: 'Remove c' }));
    expect(document.querySelector('.mantine-InputWrapper-error')).toBeNull();
    await user.click(box());
    await user.keyboard('{Enter}');
    expect(shownTags()).toEqual(['a', 'b', 'd']);
    expect(box()).toHaveValue('e');
  });

  test('R68 a value from outside that is over the maximum shows the message too', () => {
    renderWidget(<Harness initial={['a', 'b', 'c']} max={2} />);
    expect(document.querySelector('.mantine-InputWrapper-error')?.textContent).toBe(tagLimitMessage(2));
  });

  test('Backspace in an empty box removes the last tag', async () => {
    const { user } = renderWidget(<Harness initial={['one', 'two']} />);
    await user.click(box());
    await user.keyboard('{Backspace}');
    expect(shownTags()).toEqual(['one']);
  });

  test('R68 in Arabic the limit message is Arabic, with its number', async () => {
    const { user } = renderWidget(<Harness initial={['a']} max={1} />, { language: 'ar' });
    await user.click(screen.getByRole('textbox', { name: 'Serials' }));
    await user.paste('b,');
    expect(screen.getByText('لا يمكنك إدخال أكثر من 1')).toBeInTheDocument();
  });
});
