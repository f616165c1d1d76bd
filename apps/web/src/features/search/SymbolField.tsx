import { Autocomplete, InputAdornment, Stack, type SxProps, TextField, type Theme, Typography } from '@mui/material';
import type { SymbolInfo } from '@signaldesk/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage.js';
import { useSymbolSuggestions } from './useSymbolSuggestions.js';

interface Props {
  /** What the box shows; the screen keeps it, so that it can empty the box after a pick or show a symbol in it. */
  text: string;
  /** The trader typed into the box or cleared it. */
  onType: (text: string) => void;
  onPick: (info: SymbolInfo) => void;
  /** The box's `data-testid`; each suggestion has `optionTestId` and its symbol as `data-symbol`. */
  testId: string;
  optionTestId: string;
  label?: string;
  placeholder?: string;
  /** The box's name for a screen reader where it has no label. */
  ariaLabel?: string;
  /** Shown at the start of the box. */
  icon?: ReactNode;
  error?: boolean;
  helperText?: string | undefined;
  sx?: SxProps<Theme>;
  /** The text stands as it is typed, a symbol the server is to check, without a pick. */
  freeSolo?: boolean;
  autoFocus?: boolean;
  autoHighlight?: boolean;
  disabled?: boolean;
  onFocus?: () => void;
  onBlur?: () => void;
}

/**
 * The app's symbol box: suggestions of every market as the trader types (the ticker, then the name in the interface's
 * language), picked by click or by arrow keys and Enter; Escape closes them.
 */
export function SymbolField({ text, onType, onPick, testId, optionTestId, label, placeholder, ariaLabel, icon, error, helperText, sx, freeSolo = false, autoFocus, autoHighlight, disabled, onFocus, onBlur }: Props) {
  const { t } = useTranslation('messages');
  const [language] = useLanguage();
  const { suggestions, ready, prepare } = useSymbolSuggestions(text);
  const [open, setOpen] = useState(false);
  return (
    <Autocomplete<SymbolInfo, false, false, boolean>
      freeSolo={freeSolo}
      size="small"
      sx={sx}
      autoHighlight={autoHighlight}
      disabled={disabled}
      options={suggestions}
      filterOptions={(all) => all}
      getOptionLabel={(info) => (typeof info === 'string' ? info : info.symbol)}
      value={null}
      inputValue={text}
      onInputChange={(_, value, reason) => {
        if (reason === 'input' || reason === 'clear') onType(value);
      }}
      onChange={(_, picked) => {
        if (picked && typeof picked !== 'string') onPick(picked);
      }}
      // Empty, or before the search has arrived, the box has nothing to say yet: no list, not even "no match".
      open={open && text.trim() !== '' && ready}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      onFocus={() => {
        prepare();
        onFocus?.();
      }}
      onBlur={onBlur}
      noOptionsText={t('noMatchingStock')}
      renderOption={({ key, ...props }, info) => (
        <li key={key} {...props} data-testid={optionTestId} data-symbol={info.symbol}>
          <Stack direction="row" spacing={1.5} sx={{ width: 1, alignItems: 'baseline' }}>
            <Typography sx={{ fontWeight: 600, minWidth: 84 }}>{info.symbol}</Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {language === 'zh' ? info.cnname : info.name}
            </Typography>
          </Stack>
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={placeholder}
          autoFocus={autoFocus}
          error={error}
          helperText={helperText}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': ariaLabel, 'data-testid': testId },
            input: icon ? { ...params.slotProps.input, startAdornment: <InputAdornment position="start">{icon}</InputAdornment> } : params.slotProps.input,
          }}
        />
      )}
    />
  );
}
