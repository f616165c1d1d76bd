import type { Language } from '@signaldesk/contract';
import { Link, List, ListItem, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { numberedChapters } from './numberedChapters.js';
import { ordinal } from './ordinal.js';

export function AgreementToc({ language }: { language: Language }) {
  const { t } = useTranslation('legal');
  return (
    <Paper
      component="nav"
      id="contents"
      variant="outlined"
      aria-label={t('contents')}
      sx={{
        p: 2,
        position: { md: 'sticky' },
        top: { md: 24 },
        maxHeight: { md: 'calc(100vh - 48px)' },
        overflowY: 'auto',
      }}
    >
      <Typography variant="overline" component="h2" color="text.secondary">
        {t('contents')}
      </Typography>
      <List dense disablePadding>
        {numberedChapters.map((chapter) => (
          <ListItem key={chapter.number} disableGutters sx={{ display: 'block' }}>
            <Link href={`#chapter-${chapter.number}`} underline="hover" sx={{ fontWeight: 600 }}>
              {t('chapter', { number: ordinal(chapter.number, language) })} {chapter.title[language]}
            </Link>
            <List dense disablePadding sx={{ pl: 2 }}>
              {chapter.articles.map((article) => (
                <ListItem key={article.number} disableGutters sx={{ py: 0.25 }}>
                  <Link href={`#article-${article.number}`} underline="hover" color="text.secondary" variant="body2">
                    {t('article', { number: ordinal(article.number, language) })} {article.title[language]}
                  </Link>
                </ListItem>
              ))}
            </List>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
