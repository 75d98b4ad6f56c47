/**
 * `defineWidget(tag, Component, options)`: turns a React component into a `casino-*` custom element.
 *
 * Every element gets:
 * - an open shadow root with the shared `base` sheet and its own `styles` adopted as constructable
 *   stylesheets (one CSSStyleSheet per style object for all instances; CSP-safe, no inline <style>);
 * - an error boundary: a failing component renders the translated generic error message
 *   (`part="error"`), never throws to the page;
 * - the page's i18next instance through `I18nextProvider` (`useTranslation` works; `useT` is lighter);
 * - a configuration gate (unless `waitForConfig: false`): renders a loading state (`part="loading"`)
 *   until the `config` signal is set, and shows the load error if it failed. The load starts when the
 *   element connects (not after its first render): `loadConfig()` with the element's `config-src`
 *   attribute (or the first `config-src` on the page, else 'config.json');
 * - a translations gate: the first render waits until the texts of the shown language are in (a page
 *   that starts in Chinese paints Chinese labels from the first frame, never English ones first);
 * - `onConnect`: work the element starts as soon as it is connected, before React renders it (the
 *   detail elements start their round's request and their view's chunk there);
 * - typed props: `props` maps each prop to its r2wc type; attributes are the kebab-case names;
 * - an idempotent define: when the tag is already defined (two bundles on one page) the existing
 *   constructor is returned and nothing is defined again.
 *
 * - the host element to its components (`HostContext` of ./shared/host-context.tsx): the events a host page
 *   listens to (`casino-saved`, `casino-navigate`, …) are dispatched on the element itself, bubbling and
 *   composed (`useHostEvents`); `events` lists the ones the element sends, for its typings and the
 *   custom elements manifest;
 * - the `theme` attribute ('light' or 'dark'; without it the element follows the page's
 *   prefers-color-scheme), read by the shared base sheet.
 *
 * The console's own wiring between elements goes through `emit` of src/core/events.ts (on window).
 */
import { adoptStyles, type CSSResult } from '@lit/reactive-element/css-tag.js';
import r2wc from '@r2wc/react-to-web-component';
import { Component as ReactComponent, useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { config, configError, loadConfig } from '../core/config';
import type { CasinoHostEventName } from '../core/events';
import { i18n, translationsReady } from '../core/i18n';
import { useSignalValue, useT } from './shared/hooks';
import { HostProvider } from './shared/host-context';
import { base } from './shared/styles';

/** r2wc's flag of a connected element (a global symbol of @r2wc/core): it renders only when set. */
const R2WC_CONNECTED = Symbol.for('r2wc.connected');

/** How an attribute's text becomes the prop (r2wc transforms). */
export type WidgetPropType = 'string' | 'number' | 'boolean' | 'json' | 'function';

/** Props every element takes besides its own. */
export interface WidgetHostProps {
  /** URL of the configuration JSON (attribute `config-src`). */
  configSrc?: string;
  /** The element's shadow root (set by r2wc). */
  container?: HTMLElement | ShadowRoot;
}

export interface WidgetOptions<P> {
  /** The props reflected from attributes (kebab-case) and properties (camelCase), with their types. */
  props?: { [K in Extract<keyof P, string>]?: WidgetPropType };
  /** Component sheets, adopted after the shared `base` sheet. */
  styles?: CSSResult[];
  /** Render the component only once the configuration is set (default true). */
  waitForConfig?: boolean;
  /**
   * Called each time an element is connected, before React renders it: starts what the element
   * will need (its data, its chunk) so that it arrives while the element renders.
   */
  onConnect?: (element: WidgetElement<P>) => void;
  /**
   * The host events the element dispatches on itself (core/events.ts `CasinoHostEventMap`): the build
   * reads this list for the element's typings and its entry in the custom elements manifest.
   */
  events?: readonly CasinoHostEventName[];
  /**
   * Wraps the component inside the gates: a page element of the console passes the page kit's
   * `RouteGuard`, which applies the access check of the element's route (declared in its manifest)
   * once for every page.
   */
  guard?: ComponentType<WidgetGuardProps>;
}

/** What a `guard` receives: the element's tag, its props and the component it guards. */
export interface WidgetGuardProps {
  tag: string;
  props: Readonly<Record<string, unknown>>;
  children: ReactNode;
}

/** An instance of a defined element: HTMLElement plus the component's props as properties. */
export type WidgetElement<P> = HTMLElement & Partial<P> & { configSrc?: string };

export interface WidgetConstructor<P> {
  new (): WidgetElement<P>;
  prototype: WidgetElement<P>;
}

/** The first `config-src` attribute on the page (CONTRACT: 'a config-src attribute on any element'). */
function pageConfigSrc(): string | undefined {
  return document.querySelector('[config-src]')?.getAttribute('config-src') || undefined;
}

function WidgetLoading() {
  const t = useT();
  return (
    <div part="loading" role="status" className="casino-loading">
      {t('app.shared.labels.loading-configuration')}
    </div>
  );
}

/** The translated generic error message; used by the error boundary of every element. */
export function WidgetError({ message }: { message?: string }) {
  const t = useT();
  return (
    <div part="error" role="alert" className="casino-error">
      {message ?? t('app.shared.labels.generic-error-message')}
    </div>
  );
}

/** Starts loading the configuration (unless it is set): the element's `config-src`, else the page's. */
function startConfig(configSrc: string | null | undefined): void {
  if (config.peek()) return;
  // configError is set by loadConfig; the rejection needs no other handling here.
  loadConfig(configSrc || pageConfigSrc()).catch(() => undefined);
}

/** Renders `children` once the configuration is set; starts loading it (when the connect did not). */
export function ConfigGate({ configSrc, children }: { configSrc?: string; children: ReactNode }) {
  const t = useT();
  const current = useSignalValue(config);
  const error = useSignalValue(configError);
  useEffect(() => startConfig(configSrc), [configSrc]);
  if (current) return <>{children}</>;
  if (error) return <WidgetError message={t('app.shared.labels.configuration-error', { message: error })} />;
  return <WidgetLoading />;
}

/**
 * Renders `children` once the texts of the shown language are in; a loading state meanwhile (in the
 * shown language: the common texts are built in). Only the first render waits: an element already on
 * screen keeps its content while another area's texts load.
 */
export function TranslationGate({ children }: { children: ReactNode }) {
  const t = useT();
  const ready = useSignalValue(translationsReady);
  const shown = useRef(false);
  if (ready) shown.current = true;
  if (shown.current) return <>{children}</>;
  return (
    <div part="loading" role="status" className="casino-loading">
      {t('app.shared.labels.loading')}
    </div>
  );
}

interface BoundaryState {
  failed: boolean;
}

/** Catches render errors of the element's tree: shows the generic error instead of breaking the page. */
export class WidgetErrorBoundary extends ReactComponent<{ tag: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`<${this.props.tag}> failed to render`, error);
  }

  override render(): ReactNode {
    return this.state.failed ? <WidgetError /> : this.props.children;
  }
}

/**
 * Defines `tag` as a custom element rendering `Component`, or returns the constructor already defined
 * under `tag`.
 *
 * @example
 * const styles = css`.bar { color: var(--_casino-color-primary); }`;
 * defineWidget('casino-thing', Thing, { props: { agentId: 'string', rows: 'json' }, styles: [styles] });
 */
export function defineWidget<P extends object>(
  tag: string,
  Component: ComponentType<P>,
  options: WidgetOptions<P> = {},
): WidgetConstructor<P> {
  const existing = customElements.get(tag);
  if (existing) return existing as unknown as WidgetConstructor<P>;

  const { props = {}, styles = [], waitForConfig = true, onConnect, guard: Guard } = options;
  const sheets: CSSResult[] = [base, ...styles];

  function WidgetRoot(hostProps: P & WidgetHostProps) {
    const page = <Component {...hostProps} />;
    const content = Guard ? (
      <Guard tag={tag} props={hostProps as Readonly<Record<string, unknown>>}>
        {page}
      </Guard>
    ) : (
      page
    );
    const { container } = hostProps;
    const element = container instanceof ShadowRoot ? (container.host as HTMLElement) : (container ?? null);
    return (
      <I18nextProvider i18n={i18n}>
        <HostProvider element={element}>
          <WidgetErrorBoundary tag={tag}>
            <TranslationGate>
              {waitForConfig ? <ConfigGate configSrc={hostProps.configSrc}>{content}</ConfigGate> : content}
            </TranslationGate>
          </WidgetErrorBoundary>
        </HostProvider>
      </I18nextProvider>
    );
  }
  WidgetRoot.displayName = `WidgetRoot(${tag})`;

  const Base = r2wc(WidgetRoot, {
    shadow: 'open',
    props: { ...props, configSrc: 'string' } as Record<string, WidgetPropType>,
  }) as unknown as new () => HTMLElement & { connectedCallback(): void };

  class CasinoWidget extends Base {
    constructor() {
      super();
      // r2wc attached the open shadow root in super(); the sheet objects are shared by all instances.
      adoptStyles(this.shadowRoot as ShadowRoot, sheets);
      // r2wc starts out "connected" and so renders on each attribute change of an element being
      // upgraded, before its connectedCallback (which then renders again), and before onConnect has
      // started what the element needs: the first render waits for the connect instead. (r2wc's
      // constructor has read the props from the attributes already.)
      (this as unknown as Record<symbol, boolean>)[R2WC_CONNECTED] = false;
    }

    override connectedCallback(): void {
      // The configSrc property (set before the connect, or from the attribute) names the file.
      if (waitForConfig) startConfig((this as WidgetHostProps).configSrc ?? this.getAttribute('config-src'));
      onConnect?.(this as unknown as WidgetElement<P>);
      super.connectedCallback();
    }
  }

  customElements.define(tag, CasinoWidget);
  return CasinoWidget as unknown as WidgetConstructor<P>;
}
