import { CHART_BLOCK_LANGUAGE, type ChartBlock, chartBlockSchema } from '@signaldesk/contract';
import type { ExtraProps } from 'react-markdown';

type HastNode = NonNullable<ExtraProps['node']>;

/** The chart a fenced ```chart block asks for, or null when the block is anything else or not valid JSON. */
export function chartBlockOf(pre: HastNode | undefined): ChartBlock | null {
  const code = pre?.children[0];
  if (code?.type !== 'element' || code.tagName !== 'code') return null;
  const classes = code.properties.className;
  if (!Array.isArray(classes) || !classes.includes(`language-${CHART_BLOCK_LANGUAGE}`)) return null;
  const text = code.children.map((child) => (child.type === 'text' ? child.value : '')).join('');
  try {
    const parsed = chartBlockSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
