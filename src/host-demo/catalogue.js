// The element catalogue's script (catalogue.html describes the page). Everything comes from the custom
// elements manifest the build ships and from the package's modules, as a developer's own page would use
// them: the core (configuration, session, language) and each element's bundle.
import { account, isLoggedIn, language, logout, setLanguage, whenConfigured } from './core.js';
import './widgets/login.js';

const $ = (id) => document.getElementById(id);
const manifest = await (await fetch('/custom-elements.json')).json();

/** Every element: { tag, description, module (the bundle's URL), attributes, events, cssParts, cssProperties }. */
const elements = manifest.modules
  .flatMap((module) =>
    (module.declarations ?? [])
      .filter((declaration) => declaration.tagName)
      .map((declaration) => ({
        ...declaration,
        tag: declaration.tagName,
        module: '/' + module.path.replace(/^dist\//, ''),
        group: module.path.replace(/^dist\/(widgets\/)?/, '').replace(/\.js$/, ''),
      })),
  )
  .sort((a, b) => a.group.localeCompare(b.group) || a.tag.localeCompare(b.tag));

/**
 * The console shell's root starts the router: alone on this page it would take the page's address
 * over, so the catalogue describes it and links to the console instead of showing it.
 */
const SHELL_ROOT = 'casino-outlet';

// ---------------------------------------------------------------- sample values (the demo data)

const samples = { agentId: null, rounds: {}, rows: [], link: null };

function authorization() {
  try {
    const stored = JSON.parse(localStorage.getItem('Token') ?? 'null');
    return stored ? `${stored.content.token_type} ${stored.content.access_token}` : null;
  } catch {
    return null;
  }
}

const day = (date) => date.toISOString().slice(0, 10);

/** The kind of a game id, from the configuration's gameTypes lists. */
function kindOf(cfg, gameId) {
  for (const [kind, ids] of Object.entries(cfg.gameTypes ?? {}))
    if (String(ids).split(',').map((id) => id.trim()).includes(String(gameId))) return kind;
  return null;
}

/** A round of each kind of the signed-in user's subtree (the game history report), and a shared link. */
async function loadSamples() {
  samples.agentId = account.value?.agentId ?? null;
  const auth = authorization();
  if (!samples.agentId || !auth) return;
  const cfg = await whenConfigured();
  const report = (path, body) =>
    fetch(cfg.reportServiceUrl + path, {
      method: 'POST',
      headers: { Authorization: auth, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }).then((response) => (response.ok ? response.json() : Promise.reject(new Error(`${path}: ${response.status}`))));
  try {
    const today = new Date();
    const from = new Date(today.getTime() - 89 * 86_400_000);
    const answer = await report('/api/report/gamehistory', {
      agentId: samples.agentId,
      from: day(from),
      to: day(today),
      includeSubAgents: true,
      pageIndex: 0,
      pageSize: 500,
    });
    samples.rows = (answer.rows ?? []).map((row) => ({ idStr: row.idStr, externalGameId: row.externalGameId }));
    for (const row of samples.rows) {
      const kind = kindOf(cfg, row.externalGameId);
      if (kind && !samples.rounds[kind]) samples.rounds[kind] = row;
    }
    const blackjack = samples.rounds.blackjack ?? samples.rows[0];
    if (blackjack) samples.link = await report('/api/report/sharedlink', { betId: blackjack.idStr });
  } catch (error) {
    log('catalogue', `no demo rounds: ${error.message}`);
  }
}

const DETAIL_KINDS = {
  'casino-slot-detail': 'slot',
  'casino-blackjack-detail': 'blackjack',
  'casino-roulette-detail': 'roulette',
  'casino-keno-detail': 'keno',
  'casino-video-poker-detail': 'videoPoker',
  'casino-tri-card-poker-detail': 'triCardPoker',
  'casino-card-game-detail': 'cardGames',
  'casino-crash-game-detail': 'crashGames',
};

/** The value an attribute starts with on the stage (empty: not set). */
function sampleValue(tag, attribute) {
  const round = samples.rounds[DETAIL_KINDS[tag]];
  switch (attribute) {
    case 'agent-id':
      return samples.agentId ?? '';
    case 'bet-id':
      return round?.idStr ?? '';
    case 'external-game-id':
      return round ? String(round.externalGameId) : '';
    case 'encrypted-id':
      return tag === 'casino-game-history' ? (samples.link?.encryptedLink ?? '') : '';
    case 'token':
      return tag === 'casino-game-history' ? (samples.link?.token ?? '') : '';
    case 'egi':
      return samples.link ? String(samples.link.externalGameId) : '';
    case 'index':
      return '0';
    case 'theme':
      return $('scheme').value;
    default:
      return '';
  }
}

// ---------------------------------------------------------------- the page

const text = (tagName, content, className) => {
  const node = document.createElement(tagName);
  if (content !== undefined) node.textContent = content;
  if (className) node.className = className;
  return node;
};

function renderList(current) {
  const nav = $('elements');
  nav.replaceChildren();
  let group = null;
  let list = null;
  for (const element of elements) {
    if (element.group !== group) {
      group = element.group;
      nav.append(text('h2', group));
      list = document.createElement('ul');
      nav.append(list);
    }
    const item = document.createElement('li');
    const link = text('a', `<${element.tag}>`);
    link.href = `#${element.tag}`;
    if (element.tag === current) link.setAttribute('aria-current', 'page');
    item.append(link);
    list.append(item);
  }
}

function log(name, detail) {
  const entry = document.createElement('li');
  const time = new Date().toLocaleTimeString();
  entry.append(text('span', `${time} `), text('span', name, 'name'));
  if (detail !== undefined) entry.append(text('span', ` ${typeof detail === 'string' ? detail : JSON.stringify(detail)}`));
  $('log').prepend(entry);
}

function table(headers, rows) {
  if (rows.length === 0) return text('p', 'none');
  const node = document.createElement('table');
  const head = document.createElement('tr');
  for (const header of headers) head.append(text('th', header));
  node.append(head);
  for (const row of rows) {
    const line = document.createElement('tr');
    for (const cell of row) line.append(text('td', cell));
    node.append(line);
  }
  return node;
}

let shown = null;

async function show(tag) {
  const element = elements.find((candidate) => candidate.tag === tag) ?? elements[0];
  renderList(element.tag);
  const about = $('about');
  about.replaceChildren(
    text('h2', `<${element.tag}>`),
    text('p', element.description ?? ''),
    text('pre', `import 'casino-widgets/${element.group}';  // ${element.module}`),
  );
  $('styling').replaceChildren(
    table(
      ['part', 'description'],
      (element.cssParts ?? []).map((part) => [`::part(${part.name})`, part.description ?? '']),
    ),
    table(
      ['custom property', 'description'],
      (element.cssProperties ?? []).map((property) => [property.name, property.description ?? '']),
    ),
    text('p', 'Every element also reads the shared design tokens (font, colours, spacing, radius), with their light and dark defaults: docs/elements.md, “Design tokens”.'),
  );
  $('log').replaceChildren();
  const stage = $('stage');
  const form = $('attributes');
  form.replaceChildren();
  shown?.remove();
  shown = null;

  if (element.tag === SHELL_ROOT) {
    const note = text('p', 'The console shell’s root starts the router and owns the page’s address: ');
    const link = text('a', 'open the console');
    link.href = '/';
    note.append(link);
    stage.replaceChildren(note);
    return;
  }

  await import(element.module);
  const node = document.createElement(element.tag);
  for (const attribute of element.attributes ?? []) {
    if (attribute.name === 'config-src') continue;
    const value = sampleValue(element.tag, attribute.name);
    if (value) node.setAttribute(attribute.name, value);
    const label = text('label', attribute.name);
    let input;
    if (attribute.name === 'theme') {
      input = document.createElement('select');
      for (const [optionValue, optionLabel] of [
        ['', '(the page’s)'],
        ['light', 'light'],
        ['dark', 'dark'],
      ]) {
        const option = text('option', optionLabel);
        option.value = optionValue;
        input.append(option);
      }
    } else {
      input = document.createElement('input');
      input.type = 'text';
      input.spellcheck = false;
    }
    input.value = value;
    input.name = attribute.name;
    input.addEventListener('input', () => {
      if (input.value) node.setAttribute(attribute.name, input.value);
      else node.removeAttribute(attribute.name);
    });
    label.append(input);
    if (attribute.description) label.append(text('small', attribute.description));
    form.append(label);
  }
  if (element.tag === 'casino-round-detail') node.rows = samples.rows.slice(0, 20);
  for (const event of element.events ?? []) {
    node.addEventListener(event.name, (fired) => log(event.name, fired.detail));
  }
  shown = node;
  stage.replaceChildren(node);
}

// ---------------------------------------------------------------- language, colour scheme, session

const languageSelect = $('language');
languageSelect.value = language.value;
const PAGE_LANG = { en: 'en', 'zh-cn': 'zh-CN' };
language.subscribe((lng) => {
  languageSelect.value = lng;
  document.documentElement.lang = PAGE_LANG[lng] ?? 'en';
});
languageSelect.addEventListener('change', () => void setLanguage(languageSelect.value));

const schemeSelect = $('scheme');
schemeSelect.addEventListener('change', () => {
  const scheme = schemeSelect.value;
  if (scheme) document.documentElement.dataset.scheme = scheme;
  else delete document.documentElement.dataset.scheme;
  if (shown) {
    if (scheme) shown.setAttribute('theme', scheme);
    else shown.removeAttribute('theme');
    const field = $('attributes').elements.namedItem('theme');
    if (field) field.value = scheme;
  }
  for (const login of document.querySelectorAll('casino-login'))
    if (scheme) login.setAttribute('theme', scheme);
    else login.removeAttribute('theme');
});

$('sign-out').addEventListener('click', () => void logout());
$('clear-log').addEventListener('click', () => $('log').replaceChildren());

let signedIn = null;
isLoggedIn.subscribe(async (loggedIn) => {
  $('sign-in').hidden = loggedIn;
  $('sign-out').hidden = !loggedIn;
  $('session').textContent = loggedIn ? `Signed in as ${account.value?.name ?? ''}` : 'Signed out';
  if (signedIn === loggedIn) return;
  signedIn = loggedIn;
  samples.rounds = {};
  samples.rows = [];
  samples.link = null;
  if (loggedIn) await loadSamples();
  else samples.agentId = null;
  await show(location.hash.slice(1));
});

window.addEventListener('hashchange', () => void show(location.hash.slice(1)));
