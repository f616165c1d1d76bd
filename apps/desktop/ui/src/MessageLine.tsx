import { ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { alertSentence, type Duration, type Language, type Message } from '@signaldesk/contract';
import { useWindowLanguage } from './i18n.js';

const timeOfDay = (ts: number, language: Language) =>
  new Intl.DateTimeFormat(language === 'zh' ? 'zh-CN' : 'en-US', { hour: '2-digit', minute: '2-digit', hour12: false }).format(new Date(ts * 1000));

/** One of today's alerts in the words the product's bot uses, with its time; a click shows its chart. */
export function MessageLine({ message, onOpen }: { message: Message; onOpen: (symbol: string, duration: Duration) => void }) {
  const language = useWindowLanguage();
  const sentence = alertSentence(message, language, []);
  return (
    <ListItemButton onClick={() => onOpen(message.symbol, message.duration)} data-testid="message" data-symbol={message.symbol} sx={{ alignItems: 'flex-start' }} divider>
      <ListItemText
        disableTypography
        primary={
          <Stack direction="row" sx={{ gap: 1, alignItems: 'baseline' }}>
            <Typography sx={{ fontWeight: 700, flex: 1, minWidth: 0 }} noWrap>
              {sentence.title}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {timeOfDay(message.ts, language)}
            </Typography>
          </Stack>
        }
        secondary={
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
            {sentence.body}
          </Typography>
        }
      />
    </ListItemButton>
  );
}
