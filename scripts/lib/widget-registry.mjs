// The registry of elements, read from the sources (no bundle needed):
//  - every `defineWidget('casino-…', Component, { props: {…} })` call in src/widgets/**/elements.ts and
//    src/widgets/*-entry.ts (a `props` given as a const object of the same file is followed);
//  - every JSDoc block with `@element casino-…` in those files, with its @summary, @attr, @prop,
//    @fires, @csspart, @cssprop and @slot tags (for elements defined in a loop, and for the docs).
// Used by scripts/build.mjs (HTMLElementTagNameMap typings) and the custom-elements-manifest plugin.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** r2wc prop type -> TypeScript type of the element property. */
export const PROP_TS_TYPES = {
  string: 'string',
  number: 'number',
  boolean: 'boolean',
  json: 'unknown',
  function: '(...args: unknown[]) => unknown',
};

export const camelToKebab = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
export const kebabToCamel = (name) => name.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());

/** src/widgets/**\/elements.ts and src/widgets/*-entry.ts, relative to `root`. */
export function widgetSourceFiles(root) {
  const widgets = resolve(root, 'src/widgets');
  if (!existsSync(widgets)) return [];
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name === 'elements.ts' || (dir === widgets && /-entry\.ts$/.test(entry.name)))
        files.push(path);
    }
  };
  walk(widgets);
  return files.sort().map((file) => relative(root, file));
}

/** Tags of one JSDoc comment: [{ tag, type?, name, description }]. */
function parseDocTags(comment) {
  const body = comment
    .replace(/^\/\*\*|\*\/$/g, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, ''))
    .join('\n');
  const description = body.split(/\n\s*@/)[0].trim();
  const tags = [];
  for (const match of body.matchAll(/@(\w+)([^@]*)/g)) {
    const [, tag, rest] = match;
    const text = rest.replace(/\s+/g, ' ').trim();
    const typed = /^\{([^}]*)\}\s*(.*)$/.exec(text);
    const type = typed ? typed[1] : undefined;
    const afterType = typed ? typed[2] : text;
    const [, name = '', desc = ''] = /^(\S*)\s*(?:-\s*)?(.*)$/.exec(afterType) ?? [];
    tags.push({ tag, type, name, description: desc.trim() });
  }
  return { description, tags };
}

/**
 * The elements one JSDoc comment documents: each `@element` starts a new element and owns the tags
 * that follow it (so one block may document several elements of an area); a block with a single
 * `@element` keeps its leading text as the description.
 */
function elementsFromDoc(comment, file) {
  const { description, tags } = parseDocTags(comment);
  const groups = [];
  for (const tag of tags) {
    if (tag.tag === 'element' || tag.tag === 'customElement') groups.push([tag]);
    else if (groups.length > 0) groups[groups.length - 1].push(tag);
  }
  return groups.map(([element, ...own]) => {
    const pick = (...names) => own.filter((tag) => names.includes(tag.tag));
    const summary = pick('summary')[0];
    return {
      tag: element.name,
      file,
      description: summary
        ? `${summary.name} ${summary.description}`.trim()
        : groups.length === 1
          ? description
          : element.description,
      attributes: pick('attr', 'attribute').map(({ name, type, description }) => ({
        name,
        type,
        description,
      })),
      properties: pick('prop', 'property').map(({ name, type, description }) => ({
        name,
        type,
        description,
      })),
      events: pick('fires', 'event').map(({ name, type, description }) => ({ name, type, description })),
      cssParts: pick('csspart', 'part').map(({ name, description }) => ({ name, description })),
      cssProperties: pick('cssprop', 'cssproperty').map(({ name, description }) => ({ name, description })),
      slots: pick('slot').map(({ name, description }) => ({ name, description })),
    };
  });
}

function objectLiteralProps(node) {
  const props = [];
  for (const property of node.properties) {
    if (!ts.isPropertyAssignment(property)) continue;
    const name = property.name.getText().replace(/^['"]|['"]$/g, '');
    let init = property.initializer;
    while (ts.isAsExpression(init) || ts.isSatisfiesExpression?.(init)) init = init.expression;
    if (ts.isStringLiteralLike(init)) props.push({ name, type: init.text });
  }
  return props;
}

/** Follows `props: detailProps` to `const detailProps = { … } as const` in the same file. */
function resolveObject(node, source) {
  let expression = node;
  while (ts.isAsExpression(expression) || ts.isSatisfiesExpression?.(expression))
    expression = expression.expression;
  if (ts.isObjectLiteralExpression(expression)) return expression;
  if (!ts.isIdentifier(expression)) return null;
  let found = null;
  const visit = (child) => {
    if (found) return;
    if (ts.isVariableDeclaration(child) && child.name.getText() === expression.text && child.initializer) {
      found = resolveObject(child.initializer, source);
      return;
    }
    ts.forEachChild(child, visit);
  };
  visit(source);
  return found;
}

/** The string literals of `events: ['casino-saved', …]` (an array literal, or a const array of the file). */
function stringArray(node, source) {
  let expression = node;
  while (ts.isAsExpression(expression) || ts.isSatisfiesExpression?.(expression))
    expression = expression.expression;
  if (ts.isIdentifier(expression)) {
    let found = null;
    const visit = (child) => {
      if (found) return;
      if (ts.isVariableDeclaration(child) && child.name.getText() === expression.text && child.initializer) {
        found = stringArray(child.initializer, source);
        return;
      }
      ts.forEachChild(child, visit);
    };
    visit(source);
    return found ?? [];
  }
  if (!ts.isArrayLiteralExpression(expression)) return [];
  return expression.elements.filter(ts.isStringLiteralLike).map((element) => element.text);
}

function definitionsOf(source, file) {
  const calls = [];
  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      node.expression.getText() === 'defineWidget' &&
      node.arguments.length >= 2
    ) {
      const [tagArg, componentArg, optionsArg] = node.arguments;
      const tag = ts.isStringLiteralLike(tagArg) ? tagArg.text : null;
      let props = [];
      const options = optionsArg ? resolveObject(optionsArg, source) : null;
      const option = (name) =>
        options?.properties.find(
          (property) => ts.isPropertyAssignment(property) && property.name.getText() === name,
        );
      const propsProperty = option('props');
      if (propsProperty) {
        const object = resolveObject(propsProperty.initializer, source);
        if (object) props = objectLiteralProps(object);
      }
      const eventsProperty = option('events');
      const hostEvents = eventsProperty ? stringArray(eventsProperty.initializer, source) : [];
      calls.push({
        tag,
        tagExpression: tagArg.getText(),
        component: componentArg.getText(),
        props,
        hostEvents,
        file,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return calls;
}

/**
 * All elements, by tag: { tag, file, component?, props: [{ name, type }], description, attributes, … }.
 * Also returns `unresolved`: defineWidget calls whose tag is not a literal, in a file that documents no element.
 */
export function scanWidgets(root) {
  const elements = new Map();
  const unresolved = [];
  for (const file of widgetSourceFiles(root)) {
    const text = readFileSync(resolve(root, file), 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
    const documented = [];
    for (const match of text.matchAll(/\/\*\*[\s\S]*?\*\//g)) {
      documented.push(...elementsFromDoc(match[0], file));
    }
    const definedIn = (tag) => [...new Set([...(elements.get(tag)?.definedIn ?? []), file])];
    for (const doc of documented) {
      elements.set(doc.tag, { props: [], ...elements.get(doc.tag), ...doc, definedIn: definedIn(doc.tag) });
    }
    const calls = definitionsOf(source, file);
    for (const call of calls) {
      if (!call.tag) {
        // a definition in a loop: its events belong to the elements this file documents and defines
        // nowhere else (the detail views)
        const defined = new Set(calls.map((c) => c.tag).filter(Boolean));
        for (const doc of documented) {
          if (defined.has(doc.tag)) continue;
          const known = elements.get(doc.tag);
          known.hostEvents = [...new Set([...(known.hostEvents ?? []), ...call.hostEvents])];
        }
        unresolved.push(call);
        continue;
      }
      const known = elements.get(call.tag);
      // The first definition wins (an entry may define an element its area also defines).
      if (known?.component) {
        known.definedIn = definedIn(call.tag);
        continue;
      }
      elements.set(call.tag, {
        description: '',
        attributes: [],
        properties: [],
        events: [],
        cssParts: [],
        cssProperties: [],
        slots: [],
        ...known,
        tag: call.tag,
        file: known?.file ?? call.file,
        component: call.component,
        props: call.props,
        hostEvents: call.hostEvents,
        definedIn: definedIn(call.tag),
      });
    }
  }
  // Documented @attr of an element defined in a loop stand in for its props.
  for (const element of elements.values()) {
    element.hostEvents ??= [];
    if (element.props.length === 0 && element.attributes.length) {
      element.props = element.attributes
        .filter((attr) => attr.name !== 'config-src')
        .map((attr) => ({ name: kebabToCamel(attr.name), type: attr.type ?? 'string' }));
    }
  }
  // a definition in a loop is covered when its file documents the elements it defines
  const documentedFiles = new Set([...elements.values()].flatMap((element) => element.definedIn ?? []));
  return {
    elements: [...elements.values()].sort((a, b) => a.tag.localeCompare(b.tag)),
    unresolved: unresolved.filter((call) => !documentedFiles.has(call.file)),
  };
}

/** The TypeScript type of a prop: r2wc type names map to TS types; anything else is used as written. */
export function propTsType(type) {
  return PROP_TS_TYPES[type] ?? type ?? 'string';
}

/** The JSDoc text of a node (its comments joined). */
const jsDocText = (node) =>
  (node.jsDoc ?? [])
    .map((doc) => (typeof doc.comment === 'string' ? doc.comment : ''))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The events of src/core/events.ts, for the typings, the manifest and docs/elements.md:
 * - `host`: `CasinoHostEventMap` (dispatched on the elements): [{ name, detailType, description }];
 * - `wiring`: `CasinoEventMap` (the console's wiring on window), same shape;
 * - `details`: the fields of every interface of the file: { [name]: [{ name, type, optional, description }] };
 * - `types`: the type aliases of the file: { [name]: text }.
 */
export function scanEventDocs(root) {
  const file = resolve(root, 'src/core/events.ts');
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const maps = {};
  const details = {};
  const types = {};
  const members = (node) =>
    node.members
      .filter((member) => ts.isPropertySignature(member) && member.type)
      .map((member) => ({
        name: member.name.getText().replace(/^['"]|['"]$/g, ''),
        type: member.type.getText().replace(/\s+/g, ' '),
        optional: Boolean(member.questionToken),
        description: jsDocText(member),
      }));
  for (const statement of source.statements) {
    if (ts.isInterfaceDeclaration(statement)) {
      details[statement.name.text] = members(statement);
      if (statement.name.text === 'CasinoHostEventMap' || statement.name.text === 'CasinoEventMap')
        maps[statement.name.text] = members(statement).map((m) => ({
          name: m.name,
          detailType: m.type,
          description: m.description,
        }));
    } else if (ts.isTypeAliasDeclaration(statement)) {
      types[statement.name.text] = statement.type.getText().replace(/\s+/g, ' ');
    }
  }
  if (!maps.CasinoHostEventMap?.length) throw new Error('src/core/events.ts: no CasinoHostEventMap members found');
  return { host: maps.CasinoHostEventMap, wiring: maps.CasinoEventMap ?? [], details, types };
}

/** The host events (CasinoHostEventMap of src/core/events.ts): [{ name, detailType, description }]. */
export function scanHostEvents(root) {
  return scanEventDocs(root).host;
}

/** The names of every member of HTMLElement (lib.dom), which an element's own properties must not redeclare. */
export function htmlElementMembers() {
  const fileName = '/html-element-members.ts';
  const host = ts.createCompilerHost({ lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'], noEmit: true });
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, languageVersion) =>
    name === fileName
      ? ts.createSourceFile(name, 'declare const element: HTMLElement;', languageVersion)
      : getSourceFile(name, languageVersion);
  const program = ts.createProgram([fileName], { lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'], noEmit: true }, host);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(fileName);
  const declaration = source.statements[0].declarationList.declarations[0];
  const type = checker.getTypeAtLocation(declaration.name);
  return new Set(checker.getPropertiesOfType(type).map((symbol) => symbol.name));
}
