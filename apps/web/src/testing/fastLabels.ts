/**
 * jsdom answers `element.labels` by asking every node of the document for its `control`, and a `label[for]`'s
 * `control` walks the document again: accessible names (every `getByRole(…, { name })`) cost the square of
 * the page's size, about a third of a form test's time. This answers the same list from the only labels that
 * can name the element: those whose `for` is its id and its ancestors without a `for`.
 */
const LABELABLE = [
  HTMLButtonElement,
  HTMLInputElement,
  HTMLMeterElement,
  HTMLOutputElement,
  HTMLProgressElement,
  HTMLSelectElement,
  HTMLTextAreaElement,
];

function labelsOf(element: HTMLElement): HTMLLabelElement[] | null {
  if (element instanceof HTMLInputElement && element.type === 'hidden') return null;
  const candidates = new Set<HTMLLabelElement>();
  const root = element.getRootNode();
  if (element.id && (root instanceof Document || root instanceof DocumentFragment)) {
    for (const label of root.querySelectorAll<HTMLLabelElement>(
      `label[for="${element.id.replace(/["\\]/g, '\\$&')}"]`,
    )) {
      candidates.add(label);
    }
  }
  for (let ancestor = element.parentElement; ancestor; ancestor = ancestor.parentElement) {
    if (ancestor instanceof HTMLLabelElement && !ancestor.hasAttribute('for')) candidates.add(ancestor);
  }
  return [...candidates]
    .filter((label) => label.control === element)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
}

export function installFastLabels(): void {
  for (const type of LABELABLE) {
    Object.defineProperty(type.prototype, 'labels', {
      configurable: true,
      get(this: HTMLElement) {
        return labelsOf(this);
      },
    });
  }
}
