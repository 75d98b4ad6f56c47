/**
 * Queries inside an element's shadow root and what a user does there (typing, picking, clicking,
 * pressing keys). Synchronous and free of any test runner, so they work in happy-dom and Chromium;
 * the waiting versions are in element.ts.
 */

export function shadow(host: Element): ShadowRoot {
  if (!host.shadowRoot) throw new Error(`<${host.localName}> has no shadow root`);
  return host.shadowRoot;
}

/** The first element of the shadow root matching `selector`, or null. */
export function $<T extends Element = HTMLElement>(host: Element, selector: string): T | null {
  return shadow(host).querySelector<T>(selector);
}

/** Every element of the shadow root matching `selector`. */
export function $$<T extends Element = HTMLElement>(host: Element, selector: string): T[] {
  return [...shadow(host).querySelectorAll<T>(selector)];
}

/** The selector of a shadow part (`part` lists several names; any of them matches). */
export function partSelector(name: string): string {
  return `[part~="${name}"]`;
}

/** The shadow part `name`, or null. */
export function part<T extends Element = HTMLElement>(host: Element, name: string): T | null {
  return $<T>(host, partSelector(name));
}

/** The text of a node with its white space folded, '' for none. */
export function text(node: Node | null | undefined): string {
  return (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The message shown for a form field (`data-error-for`), or null. */
export function fieldError(host: Element, field: string): string | null {
  return $(host, `[data-error-for="${field}"]`)?.textContent ?? null;
}

/** Types into an input or text area, or picks a select option, as a user does (React sees it). */
export function typeInto(field: Element | null, value: string): void {
  if (!field) throw new Error('no such field');
  const proto =
    field instanceof HTMLSelectElement
      ? HTMLSelectElement.prototype
      : field instanceof HTMLTextAreaElement
        ? HTMLTextAreaElement.prototype
        : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(field, value);
  const type = field instanceof HTMLSelectElement ? 'change' : 'input';
  field.dispatchEvent(new Event(type, { bubbles: true, composed: true }));
}

export function click(target: Element | null): void {
  if (!target) throw new Error('nothing to click');
  (target as HTMLElement).click();
}

/** Presses and releases `key` on `target`. */
export function press(target: Element, key: string): void {
  for (const type of ['keydown', 'keyup'])
    target.dispatchEvent(new KeyboardEvent(type, { key, bubbles: true, composed: true, cancelable: true }));
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
