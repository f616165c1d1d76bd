import { Box, Link } from '@mui/material';
import Markdown, { type Components } from 'react-markdown';
import { Link as RouterLink } from 'react-router-dom';
import remarkGfm from 'remark-gfm';
import { chartBlockOf } from './chartBlock.js';
import { ChartFigure } from './ChartFigure.js';
import { courseLink } from './courseLink.js';
import { headingAnchors } from './headingAnchors.js';

const components: Components = {
  a: ({ href, children }) => {
    const link = courseLink(href);
    if (link.kind === 'app') {
      return (
        <Link component={RouterLink} to={link.to}>
          {children}
        </Link>
      );
    }
    if (link.kind === 'external') {
      return (
        <Link href={link.href} target="_blank" rel="noopener noreferrer">
          {children}
        </Link>
      );
    }
    return <span>{children}</span>;
  },
  pre: ({ node, children }) => {
    const chart = chartBlockOf(node);
    return chart ? <ChartFigure symbol={chart.symbol} duration={chart.duration} /> : <pre>{children}</pre>;
  },
  img: ({ src, alt }) => (typeof src === 'string' && src !== '' ? <Box component="img" src={src} alt={alt ?? ''} loading="lazy" sx={{ maxWidth: '100%' }} /> : null),
};

const remarkPlugins = [remarkGfm, headingAnchors];

/**
 * A course step's markdown. Raw HTML is dropped, never rendered; links to this app go through the router, links
 * to other sites open in a new tab without access to this page, and other schemes (javascript:) are not links.
 */
export function CourseMarkdown({ content }: { content: string }) {
  return (
    <Box
      data-testid="course-markdown"
      sx={{
        typography: 'body1',
        lineHeight: 1.7,
        '& h3, & h4': { mt: 3, mb: 1, scrollMarginTop: 80 },
        '& table': { borderCollapse: 'collapse', my: 2, display: 'block', overflowX: 'auto' },
        '& th, & td': { border: 1, borderColor: 'divider', px: 1.5, py: 0.75, textAlign: 'left' },
        '& pre': { p: 2, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto' },
        '& code': { fontFamily: 'monospace', fontSize: '0.9em' },
        '& blockquote': { borderLeft: 4, borderColor: 'divider', m: 0, pl: 2, color: 'text.secondary' },
      }}
    >
      <Markdown remarkPlugins={remarkPlugins} components={components} skipHtml>
        {content}
      </Markdown>
    </Box>
  );
}
