import { pickLanguage } from '@signaldesk/contract';
import { Box, Grid, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSupport } from '../auth/useAppConfig.js';
import { MarketingPageLayout } from '../marketing/MarketingPageLayout.js';
import { AgreementToc } from './AgreementToc.js';
import { paragraphText } from './agreementText.js';
import { numberedChapters } from './numberedChapters.js';
import { ordinal } from './ordinal.js';

/** The terms of service, shown at /agreement, /privacy and /manual alike. */
export function AgreementPage() {
  const { t, i18n } = useTranslation('legal');
  const language = pickLanguage(i18n.language);
  const supportEmail = useSupport().contacts.email;
  return (
    <MarketingPageLayout title={t('title')} subtitle={t('intro')}>
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 4 }}>
          <AgreementToc language={language} />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }} component="article" lang={language === 'zh' ? 'zh-CN' : 'en'}>
          <Stack spacing={5}>
            {numberedChapters.map((chapter) => (
              <Box component="section" key={chapter.number} id={`chapter-${chapter.number}`} sx={{ scrollMarginTop: 24 }}>
                <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
                  {t('chapter', { number: ordinal(chapter.number, language) })} {chapter.title[language]}
                </Typography>
                <Stack spacing={3}>
                  {chapter.articles.map((article) => (
                    <Box key={article.number} id={`article-${article.number}`} sx={{ scrollMarginTop: 24 }}>
                      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
                        {t('article', { number: ordinal(article.number, language) })} {article.title[language]}
                      </Typography>
                      {article.paragraphs
                        .map((paragraph) => paragraphText(paragraph, supportEmail))
                        .map(
                          (text) =>
                            text && (
                              <Typography key={text.en} variant="body1" sx={{ mb: 1.5, lineHeight: 1.75 }}>
                                {text[language]}
                              </Typography>
                            ),
                        )}
                    </Box>
                  ))}
                </Stack>
                <Link href="#contents" variant="body2" underline="hover">
                  {t('backToTop')}
                </Link>
              </Box>
            ))}
          </Stack>
        </Grid>
      </Grid>
    </MarketingPageLayout>
  );
}
