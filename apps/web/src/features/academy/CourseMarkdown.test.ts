import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CourseMarkdown } from './CourseMarkdown.js';

/** A course step written by an attacker: every way markdown could smuggle script into the page. */
const HOSTILE = [
  '## Step | hostile',
  '',
  '<script>alert("block")</script>',
  '',
  'Inline <script>alert("inline")</script> and <img src=x onerror="alert(1)"> and <svg onload="alert(2)"></svg>.',
  '',
  '<iframe src="https://evil.example"></iframe>',
  '',
  '<a href="javascript:alert(3)" onclick="alert(4)">raw anchor</a>',
  '',
  '[plain](javascript:alert(5)) [upper](JAVASCRIPT:alert(6)) [spaced](%20javascript:alert(7)) [entity](&#106;avascript:alert(8))',
  '',
  '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCg5KTwvc2NyaXB0Pg==) [vb](vbscript:msgbox(10)) [proto](//evil.example/x)',
  '',
  '![picture](javascript:alert(11)) <javascript:alert(12)>',
  '',
  '[reference][bad]',
  '',
  '[bad]: javascript:alert(13)',
].join('\n');

const render = (content: string) => renderToStaticMarkup(createElement(MemoryRouter, null, createElement(CourseMarkdown, { content })));

/** Every attribute value that names a URL. */
const urls = (html: string) => [...html.matchAll(/\s(?:href|src|action|formaction|xlink:href)="([^"]*)"/gi)].map((m) => m[1] ?? '');

describe('course markdown', () => {
  it('drops raw HTML, event handlers and script URLs, whatever the spelling', () => {
    const html = render(HOSTILE);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<(iframe|svg|object|embed)/i);
    expect(html).not.toMatch(/<[^>]*\son\w+\s*=/i);
    expect(html).not.toMatch(/alert\("(block|inline)"\)/);
    for (const url of urls(html)) expect(url).not.toMatch(/^\s*(javascript|vbscript|data):|^\/\//i);
    // The link texts survive as text, so the reader still sees what the author wrote.
    for (const text of ['plain', 'upper', 'data', 'reference']) expect(html).toContain(text);
  });

  it('opens other sites in a new tab without access to the page, and this app through the router', () => {
    const html = render('[site](https://example.com/a) [chart](/apps/quote/folder/us/AAPL) [here](#breadth-versus-depth)');
    expect(html).toMatch(/<a[^>]*href="https:\/\/example\.com\/a"[^>]*>/);
    const external = /<a[^>]*href="https:\/\/example\.com\/a"[^>]*>/.exec(html)?.[0] ?? '';
    expect(external).toContain('target="_blank"');
    expect(external).toContain('rel="noopener noreferrer"');
    const internal = /<a[^>]*href="\/apps\/quote\/folder\/us\/AAPL"[^>]*>/.exec(html)?.[0] ?? '';
    expect(internal).not.toBe('');
    expect(internal).not.toContain('target=');
    expect(html).toMatch(/<a[^>]*href="\/#breadth-versus-depth"/);
  });

  it('gives headings their written anchor and leaves tables to GFM', () => {
    const html = render('### Breadth versus depth {#breadth-versus-depth}\n\n| a | b |\n|---|---|\n| 1 | 2 |');
    expect(html).toMatch(/<h3 id="breadth-versus-depth">Breadth versus depth<\/h3>/);
    expect(html).toContain('<table>');
  });

  it('turns a chart block into a figure and leaves other code as code', () => {
    const html = render('```chart\n{"symbol":"AAPL","duration":"1d"}\n```\n\n```chart\nnot json\n```\n\n```ts\nconst x = 1;\n```');
    expect(html.match(/data-testid="course-chart"/g)).toHaveLength(1);
    expect(html).toContain('data-symbol="AAPL"');
    expect(html).toContain('not json');
    expect(html).toContain('const x = 1;');
  });
});
