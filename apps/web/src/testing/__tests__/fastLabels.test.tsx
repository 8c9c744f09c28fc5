import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';

/** The labels as the HTML standard defines them: every label of the document whose control is the element. */
const byDefinition = (element: Element) =>
  [...document.querySelectorAll('label')].filter((label) => label.control === element);

test('the fast labels are the labels the standard gives: for=id, wrapping labels, the first of two ids, none for hidden inputs', () => {
  render(
    <form>
      <label htmlFor="email">Email</label>
      <input id="email" />
      <label htmlFor="email">Email again</label>
      <label>
        Wrapped <input id="wrapped" /> <input id="second" />
      </label>
      <label htmlFor={'q"uote'}>Quoted</label>
      <textarea id={'q"uote'} />
      <label htmlFor="twice">First of two</label>
      <select id="twice" />
      <input id="twice" data-testid="shadowed" />
      <label htmlFor="wrapped">
        Points elsewhere <input id="inner" />
      </label>
      <input type="hidden" id="hidden" />
      <label htmlFor="hidden">Hidden</label>
      <button type="button">Plain</button>
    </form>,
  );
  const elements = [...document.querySelectorAll('input, textarea, select, button')];
  for (const element of elements) {
    const labels = (element as HTMLInputElement).labels;
    if ((element as HTMLInputElement).type === 'hidden') expect(labels).toBeNull();
    else expect([...(labels ?? [])], element.id).toEqual(byDefinition(element));
  }
  expect(screen.getByRole('textbox', { name: 'Email Email again' }).id).toBe('email');
  expect((screen.getByTestId('shadowed') as HTMLInputElement).labels).toHaveLength(0);
  expect((document.getElementById('wrapped') as HTMLInputElement).labels).toHaveLength(2);
});
