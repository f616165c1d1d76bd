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
export async function showPanel(
  root: HTMLElement,
  symbol: string,
  language: Language,
  ask: <T>(request: { kind: 'panel' | 'picture'; symbol: string }) => Promise<WorkerAnswer<T>>,
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
    picture,
    element('a', { href: `${PRODUCT_ORIGIN}${panel.quotePath}`, target: '_blank', rel: 'noopener', textContent: text('openQuote', words), className: 'quote' }),
  );
  const drawn = await ask<{ src: string }>({ kind: 'picture', symbol });
  if (drawn.ok && drawn.data.src.startsWith('data:image/png;base64,')) picture.src = drawn.data.src;
  else picture.replaceWith(element('p', { className: 'error', textContent: drawn.ok ? '' : drawn.message }));
}
