import type { Language } from '@signaldesk/contract';
import type { ExtensionPanel } from '@signaldesk/contract/extension';
import { PRODUCT_ORIGIN, type WorkerAnswer } from './protocol.js';
import { text } from './texts.js';

/** The panel's look, inside a shadow root on quote sites and in the popup alike, so no page style reaches it. */
export const PANEL_STYLE = `
  .panel { font: 13px/1.4 system-ui, "Noto Sans SC", sans-serif; color: #e6e8eb; background: #121821; width: 340px;
    border: 1px solid #2a3441; border-radius: 8px; padding: 10px 12px; box-sizing: border-box; }
  .head { display: flex; align-items: baseline; justify-content: space-between; gap: 8px; margin-bottom: 6px; }
  .symbol { font-weight: 700; font-size: 15px; }
  .close { background: none; border: 0; color: #9aa4b2; font-size: 16px; cursor: pointer; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 2px 12px; margin: 0 0 8px; }
  dt { color: #9aa4b2; } dd { margin: 0; text-align: right; font-variant-numeric: tabular-nums; }
  .notice, .signal { color: #f2c94c; margin: 4px 0; }
  .error { color: #ef5350; margin: 4px 0; }
  .alert { display: flex; align-items: center; gap: 6px; margin: 6px 0; }
  .alert input { width: 96px; background: #0b1017; color: inherit; border: 1px solid #2a3441; border-radius: 4px; padding: 2px 4px; }
  .alert button { background: #1e88e5; color: #fff; border: 0; border-radius: 4px; padding: 3px 8px; cursor: pointer; }
  .alert-result { color: #81c784; margin: 4px 0; }
  img { display: block; width: 100%; height: auto; border-radius: 4px; margin: 6px 0; }
  a { color: #64b5f6; }
`;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...children: (Node | string)[]) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

/**
 * Draws a symbol's panel into `root`: its values, the latest signal and a link to the quote screen, then the chart
 * picture once it arrives. Every text is set as text, never as markup, whatever the product or the page answers.
 */
/** What the panel asks the service worker. */
export type PanelRequest = { kind: 'panel' | 'picture'; symbol: string } | { kind: 'alert'; symbol: string; level: number };

/**
 * A price alert from the panel: a level, at the last close to begin with, that the daily price crossing fires. Only
 * a trader's own click sends it (a page cannot reach into the panel's closed shadow root, nor click for the trader).
 */
function alertForm(symbol: string, close: number | null, language: Language, ask: (request: PanelRequest) => Promise<WorkerAnswer<unknown>>) {
  const level = document.createElement('input');
  Object.assign(level, { type: 'number', step: 'any', min: '0', value: close === null ? '' : String(close) });
  level.dataset.testid = 'alert-level';
  const result = document.createElement('p');
  result.dataset.testid = 'alert-result';
  const label = document.createElement('label');
  label.append(`${text('alertLevel', language)} `, level);
  const button = document.createElement('button');
  Object.assign(button, { type: 'submit', textContent: text('setAlert', language) });
  const form = document.createElement('form');
  form.className = 'alert';
  form.append(label, button);
  form.onsubmit = async (event) => {
    event.preventDefault();
    if (!event.isTrusted) return;
    const price = Number(level.value);
    const say = (words: string, failed: boolean) => {
      result.className = failed ? 'error' : 'alert-result';
      result.textContent = words;
    };
    if (level.value.trim() === '' || !Number.isFinite(price) || price <= 0) return say(text('alertLevelInvalid', language), true);
    const answer = await ask({ kind: 'alert', symbol, level: price });
    if (answer.ok) say(text('alertSet', language, { symbol, level: level.value.trim() }), false);
    else say(answer.message, true);
  };
  return [form, result];
}

export async function showPanel(
  root: HTMLElement,
  symbol: string,
  language: Language,
  ask: <T>(request: PanelRequest) => Promise<WorkerAnswer<T>>,
  onClose?: () => void,
): Promise<void> {
  const head = element('div', { className: 'head' }, element('span', { className: 'symbol', textContent: symbol }));
  if (onClose) head.append(element('button', { className: 'close', type: 'button', title: text('close', language), textContent: '×', onclick: onClose }));
  const body = element('div', { className: 'body', textContent: text('loading', language) });
  const card = element('div', { className: 'panel' }, head, body);
  card.dataset.symbol = symbol;
  root.replaceChildren(card);

  const answer = await ask<ExtensionPanel & { language: Language }>({ kind: 'panel', symbol });
  if (!answer.ok) {
    body.replaceChildren(element('p', { className: 'error', textContent: answer.message }));
    if (answer.notConnected) body.append(element('a', { href: PRODUCT_ORIGIN, target: '_blank', rel: 'noopener', textContent: text('openProduct', language) }));
    return;
  }
  const panel = answer.data;
  const words = panel.language;
  const values = element('dl');
  for (const field of panel.fields) {
    const row = [element('dt', { textContent: field.name }), element('dd', { textContent: field.text })];
    for (const cell of row) cell.dataset.field = field.id;
    values.append(...row);
  }
  const signal = panel.signal
    ? `${text('latestSignal', words)}: ${panel.signal.name} ${panel.signal.text} · ${new Date(panel.signal.ts * 1000).toISOString().slice(0, 10)}`
    : `${text('latestSignal', words)}: ${text('noSignal', words)}`;
  const picture = element('img', { alt: text('chartAlt', words, { symbol }), width: 640, height: 400 });
  const latest = element('p', { className: 'signal', textContent: signal });
  latest.dataset.signal = panel.signal?.id ?? 'none';
  body.replaceChildren(
    ...(panel.notice ? [element('p', { className: 'notice', textContent: panel.notice })] : []),
    values,
    latest,
    ...alertForm(symbol, panel.fields.find((field) => field.id === 'candle.close')?.value ?? null, words, ask),
    picture,
    element('a', { href: `${PRODUCT_ORIGIN}${panel.quotePath}`, target: '_blank', rel: 'noopener', textContent: text('openQuote', words), className: 'quote' }),
  );
  const drawn = await ask<{ src: string }>({ kind: 'picture', symbol });
  if (drawn.ok && drawn.data.src.startsWith('data:image/png;base64,')) picture.src = drawn.data.src;
  else picture.replaceWith(element('p', { className: 'error', textContent: drawn.ok ? '' : drawn.message }));
}
