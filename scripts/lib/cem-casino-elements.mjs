// custom-elements-manifest analyzer plugin: our elements are not classes but `defineWidget(...)` calls,
// so the analyzer cannot see them. This plugin adds one custom-element declaration per element of the
// widget registry (defineWidget props + the @element JSDoc block: @attr, @prop, @fires, @csspart,
// @cssprop, @slot) and its custom-element-definition export, to the module that defines it.
import { camelToKebab, propTsType, scanWidgets } from './widget-registry.mjs';

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

function declarationOf(element) {
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
    events: element.events.map(({ name, type, description }) => ({
      name,
      type: { text: type ?? 'CustomEvent' },
      description,
    })),
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
      for (const call of unresolved) {
        console.warn(
          `custom-elements.json: defineWidget(${call.tagExpression}, …) in ${call.file} has no literal tag and no @element JSDoc block`,
        );
      }
      for (const element of elements) {
        let module = customElementsManifest.modules.find((candidate) => candidate.path === element.file);
        if (!module) {
          module = { kind: 'javascript-module', path: element.file, declarations: [], exports: [] };
          customElementsManifest.modules.push(module);
        }
        module.declarations ??= [];
        module.exports ??= [];
        const declaration = declarationOf(element);
        module.declarations = module.declarations.filter((existing) => existing.name !== declaration.name);
        module.declarations.push(declaration);
        module.exports.push({
          kind: 'custom-element-definition',
          name: element.tag,
          declaration: { name: declaration.name, module: element.file },
        });
      }
    },
  };
}
