import type { Language } from '@signaldesk/contract';
import { showPanel } from '../panelView.js';
import { PANEL_STYLE } from '../panelView.js';
import type { Settings, WorkerAnswer } from '../protocol.js';
import { findSymbols, symbolOfAddress } from '../symbols.js';
import { text } from '../texts.js';

/**
 * Badges beside the symbols a quote site names, each opening the product's panel. The page is only read, never
 * rewritten beyond inserting the badges; the scan is bounded so a long or endless page stays fast.
 */
const LIMITS = {
  /** Text nodes read per scan; a page's later text is scanned as it changes. */
  nodesPerScan: 4000,
  /** Badges on one page at most: a long thread of cashtags needs no more. */
  badgesPerPage: 150,
  /** Changes of the page are scanned together once they have settled this long. */
  settleMs: 400,
} as const;

/** Where text is not prose, or is ours. */
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEXTAREA', 'INPUT', 'SELECT', 'OPTION', 'CODE', 'PRE', 'SVG', 'CANVAS', 'SIGNALDESK-BADGE', 'SIGNALDESK-PANEL']);

const ask = <T>(request: object): Promise<WorkerAnswer<T>> => chrome.runtime.sendMessage(request);

let badges = 0;
let language: Language = 'en';
let panelHost: HTMLElement | null = null;

function closePanel(): void {
  panelHost?.remove();
  panelHost = null;
}

/** The panel floats beside the badge, in a closed shadow root: the page's scripts and styles cannot reach into it. */
function openPanel(symbol: string, anchor: HTMLElement): void {
  closePanel();
  const host = document.createElement('signaldesk-panel');
  const shadow = host.attachShadow({ mode: 'closed' });
  const style = document.createElement('style');
  style.textContent = `${PANEL_STYLE} :host { all: initial; position: absolute; z-index: 2147483647; }`;
  const root = document.createElement('div');
  shadow.append(style, root);
  const box = anchor.getBoundingClientRect();
  host.style.setProperty('left', `${Math.max(0, Math.min(window.scrollX + box.left, window.scrollX + document.documentElement.clientWidth - 350))}px`);
  host.style.setProperty('top', `${window.scrollY + box.bottom + 4}px`);
  document.body.append(host);
  panelHost = host;
  void showPanel(root, symbol, language, ask, closePanel);
}

function badgeFor(symbol: string): HTMLElement {
  const host = document.createElement('signaldesk-badge');
  host.dataset.symbol = symbol;
  const shadow = host.attachShadow({ mode: 'closed' });
  const style = document.createElement('style');
  style.textContent = `:host { all: initial; display: inline-block; vertical-align: middle; margin: 0 2px; }
    button { all: initial; cursor: pointer; width: 14px; height: 14px; border-radius: 3px; background: #1e88e5; color: #fff;
      font: 700 9px/14px system-ui, sans-serif; text-align: center; }
    button:focus-visible { outline: 2px solid #90caf9; }`;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'S';
  button.title = text('badgeTitle', language, { symbol });
  button.setAttribute('aria-label', button.title);
  button.addEventListener('click', (event) => {
    event.preventDefault();
    event.stopPropagation();
    openPanel(symbol, host);
  });
  shadow.append(style, button);
  return host;
}

function skipped(node: Node): boolean {
  for (let parent = node.parentElement; parent; parent = parent.parentElement) {
    if (SKIPPED.has(parent.tagName.toUpperCase()) || parent.isContentEditable) return true;
  }
  return false;
}

/** The text under a node; a text node added on its own (a script setting a label) is its own only text. */
function* textNodes(root: Node): Generator<Text> {
  if (root instanceof Text) {
    yield root;
    return;
  }
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) yield node as Text;
}

/** Reads at most LIMITS.nodesPerScan text nodes under `root` and puts a badge after each symbol named. */
function scan(root: Node): void {
  if (badges >= LIMITS.badgesPerPage) return;
  const named: { node: Text; found: ReturnType<typeof findSymbols> }[] = [];
  let read = 0;
  for (const node of textNodes(root)) {
    read += 1;
    if (read > LIMITS.nodesPerScan) break;
    const value = node.nodeValue ?? '';
    if (value.length < 4 || !/[$\d]/.test(value) || skipped(node)) continue;
    const found = findSymbols(value);
    if (found.length > 0) named.push({ node, found });
  }
  // Inserted after the walk, so the walk never meets its own badges; from the end, so earlier offsets stay valid.
  for (const { node, found } of named) {
    for (const symbol of [...found].reverse()) {
      if (badges >= LIMITS.badgesPerPage) return;
      // Already badged: a text node split at its symbol ends there, with the badge right after it.
      if (symbol.end === node.length && node.nextSibling?.nodeName === 'SIGNALDESK-BADGE') continue;
      const after = node.splitText(symbol.end);
      after.before(badgeFor(symbol.symbol));
      badges += 1;
    }
  }
}

/** The quote page's own symbol gets a badge by the page's title. */
function badgeTheAddress(): void {
  const symbol = symbolOfAddress(location.href);
  const heading = document.querySelector('h1');
  if (!symbol || !heading || heading.querySelector('signaldesk-badge')) return;
  heading.append(badgeFor(symbol));
  badges += 1;
}

async function start(): Promise<void> {
  const settings = await ask<Settings>({ kind: 'settings' }).catch(() => null);
  if (settings?.ok) language = settings.data.language;
  badgeTheAddress();
  scan(document.body);
  let pending: Node[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  new MutationObserver((changes) => {
    for (const change of changes) {
      for (const node of change.addedNodes) {
        if (node instanceof HTMLElement && (node.tagName === 'SIGNALDESK-BADGE' || node.tagName === 'SIGNALDESK-PANEL')) continue;
        if (pending.length < 500) pending.push(node);
      }
    }
    clearTimeout(timer);
    timer = setTimeout(() => {
      const nodes = pending;
      pending = [];
      badgeTheAddress();
      for (const node of nodes) if (node.isConnected) scan(node);
    }, LIMITS.settleMs);
  }).observe(document.body, { childList: true, subtree: true });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') closePanel();
  });
}

void start();
