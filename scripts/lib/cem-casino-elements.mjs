// custom-elements-manifest analyzer plugin: our elements are not classes but `defineWidget(...)` calls,
// so the analyzer cannot see them. This plugin writes the manifest's modules itself, one per bundle that
// ships (dist/widgets/<area>.js, dist/game-history.js), each with a custom-element declaration per
// element of the widget registry (defineWidget props and events + the @element JSDoc block: @attr, @prop,
// @fires, @csspart, @cssprop, @slot) and its custom-element-definition export. Events carry their detail
// type (`CustomEvent<CasinoSavedDetail>`) and description from src/core/events.ts.
import { bundleName } from './bundle-names.mjs';
import { camelToKebab, propTsType, scanEventDocs, scanWidgets } from './widget-registry.mjs';

export const tagToClassName = (tag) =>
  tag
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

const CONFIG_SRC = {
  name: 'config-src',
  fieldName: 'configSrc',
  type: { text: 'string' },
  description:
    'URL of the configuration JSON (first found wins: configure(), then config-src, then config.json).',
};

const THEME = {
  name: 'theme',
  type: { text: "'light' | 'dark'" },
  description:
    "The colour scheme: 'light' or 'dark'; without it the element takes the page's (CSS color-scheme: a page of 'light dark' follows prefers-color-scheme).",
};

/**
 * The bundle that ships a source file's elements: src/widgets/<area>/elements.ts -> dist/widgets/<area>.js
 * (under its published name: scripts/lib/bundle-names.mjs).
 */
export function shippedModule(file) {
  const area = /^src\/widgets\/([^/]+)\/elements\.ts$/.exec(file);
  if (area) return `dist/widgets/${bundleName(area[1])}.js`;
  const entry = /^src\/widgets\/([^/]+)-entry\.ts$/.exec(file);
  if (entry) return `dist/${entry[1]}.js`;
  throw new Error(`${file}: no bundle ships it`);
}

/**
 * The element's events, each with its detail type: the host events from `CasinoHostEventMap`, the
 * console's wiring named by `@fires` from `CasinoEventMap`, any other `@fires` from its `{type}`. An event
 * whose detail type is known nowhere stops the build, so the manifest never lists a bare `CustomEvent`.
 */
export function eventsOf(element, catalogue, wiring = []) {
  const events = new Map();
  for (const name of element.hostEvents ?? []) {
    const known = catalogue.find((event) => event.name === name);
    if (!known) throw new Error(`<${element.tag}> declares ${name}, which src/core/events.ts does not define`);
    events.set(name, {
      name,
      type: { text: `CustomEvent<${known.detailType}>` },
      description: known.description,
    });
  }
  for (const { name, type, description } of element.events) {
    if (events.has(name)) continue;
    const known = wiring.find((event) => event.name === name);
    const text = known ? `CustomEvent<${known.detailType}>` : type;
    if (!text || !/^CustomEvent<.+>$/.test(text))
      throw new Error(
        `<${element.tag}> fires ${name} without a detail type: add it to src/core/events.ts or write @fires {CustomEvent<Detail>} ${name}`,
      );
    events.set(name, { name, type: { text }, description });
  }
  return [...events.values()];
}

function declarationOf(element, catalogue, wiring) {
  const attributes = new Map();
  const members = new Map();
  for (const prop of element.props) {
    const attr = camelToKebab(prop.name);
    const type = { text: propTsType(prop.type) };
    const documented = element.attributes.find((candidate) => candidate.name === attr);
    const description = documented?.description ?? '';
    if (prop.type !== 'function')
      attributes.set(attr, { name: attr, fieldName: prop.name, type, description });
    members.set(prop.name, {
      kind: 'field',
      name: prop.name,
      type,
      description,
      ...(prop.type !== 'function' && { attribute: attr }),
    });
  }
  for (const attr of element.attributes) {
    if (!attributes.has(attr.name)) {
      attributes.set(attr.name, {
        name: attr.name,
        type: { text: attr.type ?? 'string' },
        description: attr.description,
      });
    }
  }
  if (!attributes.has('config-src')) attributes.set('config-src', CONFIG_SRC);
  if (!attributes.has('theme')) attributes.set('theme', THEME);
  for (const prop of element.properties) {
    members.set(prop.name, {
      kind: 'field',
      name: prop.name,
      type: { text: prop.type ?? 'unknown' },
      description: prop.description,
    });
  }
  return {
    kind: 'class',
    name: tagToClassName(element.tag),
    description: element.description,
    tagName: element.tag,
    customElement: true,
    superclass: { name: 'HTMLElement' },
    attributes: [...attributes.values()],
    members: [...members.values()],
    events: eventsOf(element, catalogue, wiring),
    cssParts: element.cssParts,
    cssProperties: element.cssProperties,
    slots: element.slots,
  };
}

export function casinoElementsPlugin({ root = process.cwd() } = {}) {
  return {
    name: 'casino-elements',
    packageLinkPhase({ customElementsManifest }) {
      const { elements, unresolved } = scanWidgets(root);
      const { host: catalogue, wiring } = scanEventDocs(root);
      for (const call of unresolved) {
        if (!elements.some((element) => element.file === call.file))
          console.warn(
            `custom-elements.json: defineWidget(${call.tagExpression}, …) in ${call.file} has no literal tag and no @element JSDoc block`,
          );
      }
      const modules = new Map();
      const moduleOf = (path) => {
        if (!modules.has(path)) modules.set(path, { kind: 'javascript-module', path, declarations: [], exports: [] });
        return modules.get(path);
      };
      for (const element of elements) {
        const home = shippedModule(element.file);
        const declaration = declarationOf(element, catalogue, wiring);
        moduleOf(home).declarations.push(declaration);
        // every bundle that defines the element (the games bundle and the partner embed both define
        // casino-game-history) exports its definition
        for (const file of new Set([element.file, ...(element.definedIn ?? [])])) {
          moduleOf(shippedModule(file)).exports.push({
            kind: 'custom-element-definition',
            name: element.tag,
            declaration: { name: declaration.name, module: home },
          });
        }
      }
      customElementsManifest.modules = [...modules.values()].sort((a, b) => a.path.localeCompare(b.path));
    },
  };
}
