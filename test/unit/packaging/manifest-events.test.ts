/**
 * The manifest lists every event with its detail type: the manifest the build writes (the same plugin,
 * run on the sources) names, on every element, each host event the element declares and each event its
 * JSDoc says it fires, always as `CustomEvent<Detail>`; an event whose detail type is known nowhere
 * stops the build.
 */
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript modules without typings
import { casinoElementsPlugin, eventsOf } from '../../../scripts/lib/cem-casino-elements.mjs';
// @ts-expect-error plain JavaScript modules without typings
import { scanEventDocs, scanWidgets } from '../../../scripts/lib/widget-registry.mjs';

interface ManifestEvent {
  name: string;
  type?: { text: string };
}
interface Declaration {
  tagName?: string;
  events?: ManifestEvent[];
}
interface RegistryElement {
  tag: string;
  hostEvents?: string[];
  events: { name: string }[];
}

const root = process.cwd();
const manifest = { modules: [] as { declarations: Declaration[] }[] };
casinoElementsPlugin({ root }).packageLinkPhase({ customElementsManifest: manifest });
const declarations = manifest.modules.flatMap((module) => module.declarations).filter((d) => d.tagName);
const { elements } = scanWidgets(root) as { elements: RegistryElement[] };
const { host, wiring } = scanEventDocs(root) as {
  host: { name: string; detailType: string }[];
  wiring: { name: string; detailType: string }[];
};

describe('the manifest lists every event with its detail type', () => {
  it('every element declares the events it dispatches and those its documentation says it fires', () => {
    const missing: string[] = [];
    for (const element of elements) {
      const listed = declarations.find((d) => d.tagName === element.tag)?.events?.map((e) => e.name) ?? [];
      for (const name of [...(element.hostEvents ?? []), ...element.events.map((e) => e.name)])
        if (!listed.includes(name)) missing.push(`<${element.tag}> ${name}`);
    }
    expect(declarations.length).toBe(elements.length);
    expect(missing).toEqual([]);
  });

  it('every event is typed CustomEvent<Detail>, never a bare CustomEvent', () => {
    const bare = declarations.flatMap((d) =>
      (d.events ?? [])
        .filter((event) => !/^CustomEvent<.+>$/.test(event.type?.text ?? ''))
        .map((event) => `<${d.tagName}> ${event.name}: ${event.type?.text ?? 'no type'}`),
    );
    expect(bare).toEqual([]);
  });

  it("a host event carries its detail type, a console wiring event the window event's detail", () => {
    const types = new Map(declarations.flatMap((d) => (d.events ?? []).map((e) => [e.name, e.type?.text])));
    for (const event of [...host, ...wiring].filter((e) => types.has(e.name)))
      expect(types.get(event.name), event.name).toBe(`CustomEvent<${event.detailType}>`);
    expect(types.get('casino-saved')).toBe('CustomEvent<CasinoSavedDetail>');
    expect(types.get('casino-agent-change')).toBe('CustomEvent<{ agentId: string }>');
  });

  it('an event fired with no detail type known anywhere is refused', () => {
    const element = { tag: 'casino-example', events: [{ name: 'casino-example-done', description: '' }] };
    expect(() => eventsOf(element, host, wiring)).toThrow(/casino-example-done without a detail type/);
  });
});
