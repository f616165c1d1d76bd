import { HEADING_ANCHOR } from '@signaldesk/contract';

/** The few fields of a markdown tree this plugin reads; the tree comes from remark. */
interface TreeNode {
  type: string;
  value?: string;
  children?: TreeNode[];
  data?: { hProperties?: Record<string, unknown> };
}

function giveAnchor(heading: TreeNode): void {
  const last = heading.children?.[heading.children.length - 1];
  if (last?.type !== 'text' || last.value === undefined) return;
  const match = HEADING_ANCHOR.exec(last.value);
  if (!match) return;
  last.value = last.value.slice(0, match.index);
  heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id: match[1] } };
}

function walk(node: TreeNode): void {
  if (node.type === 'heading') giveAnchor(node);
  for (const child of node.children ?? []) walk(child);
}

/**
 * Remark plugin: `### Heading {#anchor}` becomes a heading with id="anchor". Anchors are written by hand so a link
 * such as /apps/academy/course/beginner-guide#breadth-versus-depth works in both languages.
 */
export function headingAnchors() {
  return (tree: TreeNode) => walk(tree);
}

/** Anchors a step's markdown defines, to open the step a link's #anchor points into. */
export function anchorsIn(markdown: string): string[] {
  return markdown
    .split('\n')
    .filter((line) => /^#{1,6} /.test(line))
    .map((line) => HEADING_ANCHOR.exec(line)?.[1])
    .filter((anchor): anchor is string => anchor !== undefined);
}
