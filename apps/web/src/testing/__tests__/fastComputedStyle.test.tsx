import { render } from '@testing-library/react';
import { expect, test } from 'vitest';
import { withJsdomComputedStyles } from '../fastComputedStyle.ts';

const PROPERTIES = ['display', 'visibility', 'pointerEvents', 'color', 'backgroundColor', 'borderTopColor'];

/** Every element's values, read as Testing Library and user-event read them. */
const snapshot = () =>
  [...document.body.querySelectorAll('*')].map((element) => {
    const style = window.getComputedStyle(element);
    return [
      element.tagName,
      ...PROPERTIES.map((property) => style[property as 'display']),
      style.getPropertyValue('--accent'),
      style.getPropertyValue('display'),
    ];
  });

test('the fast computed styles give what jsdom gives, on element, attribute, class and link rules', () => {
  render(
    <div>
      <style>{`.muted { color: rgb(1, 2, 3); visibility: hidden } [data-off] { display: none }
        :root { --accent: red } a:link { color: rgb(4, 5, 6) } ul li { pointer-events: none }
        :is(ol, ul) :is(ol, ul) { background-color: rgb(7, 8, 9) }`}</style>
      <p className="muted">
        muted <span>inherits</span>
      </p>
      <section data-off="">
        <button type="button">off</button>
      </section>
      <div hidden>hidden</div>
      <a href="/x">the outbox</a>
      {/* biome-ignore lint/a11y/useValidAnchor: an anchor without href is what the link rules must not match */}
      <a>a placeholder anchor</a>
      <ul>
        <li>
          item
          <ol>
            <li style={{ color: 'rgb(9, 9, 9)' }}>nested</li>
          </ol>
        </li>
      </ul>
      <div dir="rtl">
        <input type="tel" />
      </div>
    </div>,
  );
  const fast = snapshot();
  const jsdom = withJsdomComputedStyles(snapshot);
  expect(fast).toEqual(jsdom);
  expect(fast.find((row) => row[0] === 'SPAN')?.slice(1, 3)).toEqual(['inline', 'hidden']);
  expect(fast.find((row) => row[0] === 'BUTTON')?.[1]).toBe('inline-block');
  expect(fast.find((row) => row[0] === 'SECTION')?.[1]).toBe('none');
});
