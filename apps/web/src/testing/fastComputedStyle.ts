import { createRequire } from 'node:module';
import path from 'node:path';

interface StyleRules {
  propertiesWithResolvedValueImplemented: Record<string, unknown>;
  getDeclarationForElement(element: object): CSSStyleDeclaration;
  getResolvedValue(element: object, property: string): string;
}
interface ElementImpl {
  localName: string;
  hasAttribute(name: string): boolean;
}
interface SelectorCheck {
  check(selector: string, element: ElementImpl): { match: boolean; pseudoElement?: string | null };
}

/** What a declaration has besides its properties: read from jsdom's own object. */
const DECLARATION_MEMBERS = new Set([
  'cssText',
  'length',
  'parentRule',
  'item',
  'getPropertyPriority',
  'setProperty',
  'removeProperty',
  'constructor',
  'toString',
]);

const kebab = (property: string) => property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Splits at the commas and combinators that are outside brackets, parentheses and quotes. */
function splitTopLevel(selector: string, separators: RegExp): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let current = '';
  for (const char of selector) {
    if (quote) quote = char === quote ? '' : quote;
    else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (depth === 0 && separators.test(char)) {
      parts.push(current);
      current = '';
      continue;
    }
    current += char;
  }
  parts.push(current);
  return parts;
}

type Requirement = (element: ElementImpl) => boolean;

const LINKS = new Set(['a', 'area']);

/** What an element must be or have to match a selector, from its last compound; undefined when unknown. */
function requirementOf(selector: string): Requirement | undefined {
  const compounds = splitTopLevel(selector.trim(), /[\s>+~]/).filter(Boolean);
  const last = compounds.at(-1) ?? '';
  const type = /^[a-zA-Z][\w-]*/.exec(last)?.[0]?.toLowerCase();
  if (type) return (element) => element.localName.toLowerCase() === type;
  const attribute = /^\[\s*([\w-]+)/.exec(last)?.[1];
  if (attribute) return (element) => element.hasAttribute(attribute);
  if (/^:(link|visited|any-link)\b/.test(last)) {
    return (element) => LINKS.has(element.localName) && element.hasAttribute('href');
  }
  if (/^:popover-open\b/.test(last)) return (element) => element.hasAttribute('popover');
  const among = /^:is\(([\w\s,-]+)\)$/.exec(last)?.[1];
  if (among) {
    const types = new Set(among.split(',').map((name) => name.trim().toLowerCase()));
    return (element) => types.has(element.localName.toLowerCase());
  }
  return undefined;
}

/**
 * A cheap test that an element cannot match a selector list (none of its selectors' last compounds fits the
 * element), or undefined when one of them could match anything as far as this can tell (`.a`, `*`, `:hover`).
 */
function prefilterOf(selectorList: string): Requirement | undefined {
  const requirements: Requirement[] = [];
  for (const selector of splitTopLevel(selectorList, /,/)) {
    const requirement = requirementOf(selector);
    if (!requirement) return undefined;
    requirements.push(requirement);
  }
  return (element) => requirements.some((requirement) => requirement(element));
}

/**
 * Makes jsdom's computed styles cheap enough for Testing Library's role queries, which ask for the style of
 * every node under every candidate they name: that was most of a page test's time. Two changes, neither of
 * which changes a value jsdom gives:
 * - a style answers each property when it is read, from jsdom's own functions, instead of resolving every
 *   property it implements (each colour walks up the ancestors) on every call; reading the whole declaration
 *   (length, items, cssText) falls back to jsdom's object;
 * - matching a style sheet's rule against an element first skips rules none of whose selectors' last parts (an
 *   element name, an attribute, a link) fits the element (most of jsdom's default style sheet), as browsers do, before jsdom's selector engine runs.
 */
let uninstall: (() => void) | undefined;

export function installFastComputedStyles(): void {
  uninstall?.();
  const require = createRequire(import.meta.url);
  const jsdomLib = path.dirname(require.resolve('jsdom'));
  const rules = require(path.join(jsdomLib, 'jsdom/living/helpers/style-rules.js')) as StyleRules;
  const implSymbol = Object.getOwnPropertySymbols(document).find((symbol) => symbol.description === 'impl');
  if (!implSymbol || !rules.getResolvedValue) return;
  const implOf = (node: object) => (node as Record<symbol, unknown>)[implSymbol];

  const selectors = (implOf(document) as { _domSelector?: SelectorCheck })._domSelector;
  const check = selectors?.check;
  if (selectors && check) {
    const prefilters = new Map<string, Requirement | undefined>();
    selectors.check = (selector, element) => {
      if (!prefilters.has(selector)) prefilters.set(selector, prefilterOf(selector));
      const possible = prefilters.get(selector);
      if (possible && !possible(element)) return { match: false, pseudoElement: null };
      return check.call(selectors, selector, element);
    };
  }

  const original = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
    const impl = implOf(element);
    if (pseudoElement || !impl) return original(element, pseudoElement);
    let whole: CSSStyleDeclaration | undefined;
    const propertyValue = (property: string) =>
      property in rules.propertiesWithResolvedValueImplemented
        ? rules.getResolvedValue(impl, property)
        : rules.getDeclarationForElement(impl).getPropertyValue(property);
    return new Proxy({} as CSSStyleDeclaration, {
      get(_, key) {
        if (key === 'getPropertyValue') return propertyValue;
        if (typeof key === 'string' && /^[a-z][a-zA-Z]*$/.test(key) && !DECLARATION_MEMBERS.has(key)) {
          return propertyValue(key === 'cssFloat' ? 'float' : kebab(key));
        }
        whole ??= original(element);
        const value = Reflect.get(whole, key);
        return typeof value === 'function' ? value.bind(whole) : value;
      },
    });
  };
  uninstall = () => {
    window.getComputedStyle = original;
    if (selectors && check) selectors.check = check;
    uninstall = undefined;
  };
}

/** Runs `read` with jsdom's own computed styles (to hold the fast ones to them). */
export function withJsdomComputedStyles<T>(read: () => T): T {
  if (!uninstall) return read();
  uninstall();
  try {
    return read();
  } finally {
    installFastComputedStyles();
  }
}
