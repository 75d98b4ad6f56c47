/**
 * A small translation instance with the part of i18next's API the partner embed uses, for the embed's
 * build only: rollup aliases `i18next` to this file there (rollup.config.mjs), as it aliases React to
 * Preact's compatible runtime. The console's bundles and every test of an element use i18next itself.
 *
 * What it does as i18next does with the options of src/core/i18n/index.ts (a unit test compares the
 * two on every text of every area, test/unit/core/light-i18next.test.ts):
 * - keys joined with '.', looked up in the asked language, then in the fallback language; a key found
 *   nowhere gives its `defaultValue`, else the key itself; a flat key holding dots is found too;
 * - `{{name}}` and `{{- name}}` take the option of that name (nested `a.b` too); a name not in the
 *   options stays as written; values are not escaped (React escapes);
 * - `addResourceBundle` deep-merges (keeping existing texts unless asked to overwrite) and emits the
 *   store's 'added'; `changeLanguage` emits 'languageChanged'; `exists` with `lngs` looks only there.
 * Plurals, contexts, nesting and formatters are not supported: the embed's texts use none (the test
 * checks that too).
 *
 * One instance serves the whole page (src/core/i18n/index.ts keeps it on a global symbol). When a
 * console bundle, with i18next itself, is loaded on a page whose embed came first, it creates the full
 * instance from this one's texts and language and calls `adoptBy`: from then on this instance answers
 * through the full one, and the listeners registered on it hear the full one's events.
 */
type Tree = { [key: string]: string | Tree };
type Listener = (...args: never[]) => void;
type Options = Record<string, unknown>;

/** What this instance needs of the instance that takes it over (i18next's own instance). */
export interface FullInstance {
  language: string;
  t(key: string, options?: Options): unknown;
  exists(key: string, options?: Options): boolean;
  addResourceBundle(lng: string, ns: string, tree: object, deep?: boolean, overwrite?: boolean): unknown;
  changeLanguage(lng: string): Promise<unknown>;
  on(event: string, listener: Listener): unknown;
  off(event: string, listener?: Listener): unknown;
  store: {
    data: Record<string, Record<string, object>>;
    on(event: string, listener: Listener): unknown;
    off(event: string, listener?: Listener): unknown;
  };
}

interface InitOptions {
  resources?: Record<string, Record<string, Tree>>;
  lng?: string;
  fallbackLng?: string | false;
  defaultNS?: string;
  keySeparator?: string;
}

class Emitter {
  private readonly listeners = new Map<string, Set<Listener>>();

  on(event: string, listener: Listener): this {
    const set = this.listeners.get(event) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(event, set);
    return this;
  }

  off(event: string, listener?: Listener): this {
    if (listener) this.listeners.get(event)?.delete(listener);
    else this.listeners.delete(event);
    return this;
  }

  emit(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])])
      (listener as (...a: unknown[]) => void)(...args);
  }

  /** Moves every listener onto `target`'s `on`. */
  handOver(target: { on(event: string, listener: Listener): unknown }): void {
    for (const [event, set] of this.listeners) for (const listener of set) target.on(event, listener);
    this.listeners.clear();
  }
}

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null;

function own(tree: Tree, key: string): string | Tree | undefined {
  return Object.prototype.hasOwnProperty.call(tree, key) ? tree[key] : undefined;
}

/** The value at `key` in `tree`: by its '.'-joined path, else as a flat key that holds separators. */
function find(tree: Tree | undefined, key: string, separator: string): string | Tree | undefined {
  if (!tree) return undefined;
  let current: string | Tree | undefined = tree;
  for (const part of key.split(separator)) current = isTree(current) ? own(current, part) : undefined;
  if (current !== undefined) return current;
  // a key whose own name holds the separator ('Split 1.5'): joined parts at each level, as i18next does
  const tokens = key.split(separator);
  current = tree;
  for (let i = 0; i < tokens.length;) {
    if (!isTree(current)) return undefined;
    let next: string | Tree | undefined;
    let path = '';
    let j = i;
    for (; j < tokens.length; j++) {
      path += (j === i ? '' : separator) + tokens[j];
      next = own(current, path);
      if (next !== undefined && (isTree(next) || j === tokens.length - 1)) break;
      next = undefined;
    }
    if (next === undefined) return undefined;
    current = next;
    i = j + 1;
  }
  return current;
}

function merge(target: Tree, source: Tree, overwrite: boolean): void {
  for (const [key, value] of Object.entries(source)) {
    if (key === '__proto__' || key === 'constructor') continue;
    const existing = own(target, key);
    if (isTree(existing) && isTree(value)) merge(existing, value, overwrite);
    else if (existing === undefined || overwrite)
      target[key] = isTree(value) ? structuredClone(value) : value;
  }
}

function lookup(options: Options, name: string): unknown {
  if (Object.prototype.hasOwnProperty.call(options, name)) return options[name];
  let current: unknown = options;
  for (const part of name.split('.')) current = isTree(current) ? (current as Options)[part] : undefined;
  return current;
}

function interpolate(text: string, options: Options): string {
  return text.replace(/\{\{(-?)\s*([^{}]+?)\s*\}\}/g, (written, _unescaped: string, name: string) => {
    const value = lookup(options, name);
    if (value === undefined) return Object.prototype.hasOwnProperty.call(options, name) ? '' : written;
    return typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  });
}

class LightI18n {
  readonly store = Object.assign(new Emitter(), { data: {} as Record<string, Record<string, Tree>> });
  private readonly events = new Emitter();
  private current = 'en';
  private fallback: string | false = 'en';
  private namespace = 'translation';
  private separator = '.';
  private full: FullInstance | null = null;
  isInitialized = false;

  get language(): string {
    return this.full ? this.full.language : this.current;
  }

  init(options: InitOptions): Promise<this> {
    for (const [lng, namespaces] of Object.entries(options.resources ?? {}))
      for (const [ns, tree] of Object.entries(namespaces)) this.addResourceBundle(lng, ns, tree, true, true);
    this.current = options.lng ?? this.current;
    this.fallback = options.fallbackLng ?? this.fallback;
    this.namespace = options.defaultNS ?? this.namespace;
    this.separator = options.keySeparator ?? this.separator;
    this.isInitialized = true;
    return Promise.resolve(this);
  }

  private languages(options: Options): string[] {
    if (Array.isArray(options.lngs)) return options.lngs as string[];
    const lng = typeof options.lng === 'string' ? options.lng : this.current;
    return this.fallback && this.fallback !== lng ? [lng, this.fallback] : [lng];
  }

  private resolve(key: string, options: Options): string | undefined {
    for (const lng of this.languages(options)) {
      const value = find(this.store.data[lng]?.[this.namespace], key, this.separator);
      if (typeof value === 'string') return value;
    }
    return undefined;
  }

  t(key: string, options: Options = {}): string {
    if (this.full) return this.full.t(key, options) as string;
    const found = this.resolve(key, options) ?? options.defaultValue;
    return typeof found === 'string' ? interpolate(found, options) : key;
  }

  exists(key: string, options: Options = {}): boolean {
    if (this.full) return this.full.exists(key, options);
    return this.resolve(key, options) !== undefined;
  }

  addResourceBundle(lng: string, ns: string, tree: Tree, _deep = true, overwrite = false): this {
    if (this.full) {
      this.full.addResourceBundle(lng, ns, tree, true, overwrite);
      return this;
    }
    const namespaces = (this.store.data[lng] ??= {});
    merge((namespaces[ns] ??= {}), tree, overwrite);
    this.store.emit('added', lng, ns);
    return this;
  }

  changeLanguage(lng: string): Promise<(key: string, options?: Options) => string> {
    if (this.full) return this.full.changeLanguage(lng).then(() => this.t.bind(this));
    this.current = lng;
    this.events.emit('languageChanged', lng);
    return Promise.resolve(this.t.bind(this));
  }

  on(event: string, listener: Listener): this {
    if (this.full) this.full.on(event, listener);
    else this.events.on(event, listener);
    return this;
  }

  off(event: string, listener?: Listener): this {
    if (this.full) this.full.off(event, listener);
    else this.events.off(event, listener);
    return this;
  }

  /**
   * Hands this instance over to `full` (i18next's own, created from this one's texts and language):
   * it answers through `full` from now on, and its listeners move there.
   */
  adoptBy(full: FullInstance): void {
    this.full = full;
    this.events.handOver(full);
    this.store.handOver(full.store);
    this.store.on = (event: string, listener: Listener) => {
      full.store.on(event, listener);
      return this.store;
    };
  }
}

export type { LightI18n };

/** A new, uninitialised instance (i18next's `createInstance`). */
export function createInstance(): LightI18n {
  return new LightI18n();
}

/**
 * The key a selector function picks (`$ => $.app.games.title` gives 'app.games.title'), as i18next's
 * `keyFromSelector` (react-i18next's `Trans` imports it; the embed does not render `Trans`).
 */
export function keyFromSelector(
  selector: (root: unknown) => unknown,
  options?: { keySeparator?: string },
): string {
  const path: string[] = [];
  const recorder: unknown = new Proxy(
    {},
    {
      get: (_target, property) => {
        if (typeof property === 'string') path.push(property);
        return recorder;
      },
    },
  );
  selector(recorder);
  return path.join(options?.keySeparator ?? '.');
}
