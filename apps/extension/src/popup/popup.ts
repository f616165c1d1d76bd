import type { Language } from '@signaldesk/contract';
import { searchSymbols } from '../../../web/src/features/search/searchSymbols.js';
import { PANEL_STYLE, showPanel } from '../panelView.js';
import { PRODUCT_ORIGIN, type Status, type WorkerAnswer } from '../protocol.js';
import { text } from '../texts.js';

/** The toolbar popup: the product's symbol search (the web app's own search) and the same panel as on quote sites. */
const ask = <T>(request: object): Promise<WorkerAnswer<T>> => chrome.runtime.sendMessage(request);
const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

const style = document.createElement('style');
style.textContent = PANEL_STYLE;
document.head.append(style);

let language: Language = 'en';
let shownSymbol: string | null = null;

function showResults(query: string): void {
  const results = byId<HTMLUListElement>('results');
  const found = searchSymbols(query);
  results.replaceChildren(
    ...found.map((info) => {
      const item = document.createElement('li');
      const button = document.createElement('button');
      button.type = 'button';
      button.dataset.symbol = info.symbol;
      button.textContent = `${info.symbol} · ${language === 'zh' && info.cnname ? info.cnname : info.name}`;
      button.addEventListener('click', () => open(info.symbol));
      item.append(button);
      return item;
    }),
  );
  if (found.length === 0 && query.trim() !== '') results.replaceChildren(Object.assign(document.createElement('li'), { textContent: text('noResults', language) }));
}

function open(symbol: string): void {
  shownSymbol = symbol;
  byId('results').replaceChildren();
  void showPanel(byId('panel'), symbol, language, ask);
}

async function render(): Promise<void> {
  const answer = await ask<Status>({ kind: 'status' });
  const status: Status = answer.ok ? answer.data : { connected: false, unread: 0, language };
  language = status.language;
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
  const site = new URL(PRODUCT_ORIGIN).host;
  byId('connection').textContent = answer.ok ? text(status.connected ? 'connectedTo' : 'notConnected', language, { site }) : answer.message;
  byId('unread').textContent = status.unread > 0 ? text('unread', language, { count: status.unread }) : '';
  byId('language').textContent = text('language', language);
  byId('search-label').textContent = text('searchLabel', language);
  byId<HTMLInputElement>('search').placeholder = text('searchPlaceholder', language);
  const disconnect = byId<HTMLButtonElement>('disconnect');
  disconnect.hidden = !status.connected;
  disconnect.textContent = text('signOut', language);
  if (shownSymbol) open(shownSymbol);
}

byId<HTMLInputElement>('search').addEventListener('input', (event) => showResults((event.target as HTMLInputElement).value));
byId<HTMLInputElement>('search').addEventListener('keydown', (event) => {
  const first = searchSymbols((event.target as HTMLInputElement).value)[0];
  if (event.key === 'Enter' && first) open(first.symbol);
});
byId('language').addEventListener('click', async () => {
  await ask({ kind: 'language', language: language === 'en' ? 'zh' : 'en' });
  await render();
});
byId('disconnect').addEventListener('click', async () => {
  await ask({ kind: 'disconnect' });
  shownSymbol = null;
  byId('panel').replaceChildren();
  await render();
});

void render();
