import { Search } from '@mui/icons-material';
import { InputAdornment, TextField } from '@mui/material';

interface Props {
  label: string;
  value: string;
  onChange: (query: string) => void;
  testId: string;
}

/** The search box above a column picker's list. */
export function SearchField({ label, value, onChange, testId }: Props) {
  return (
    <TextField
      fullWidth
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={label}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
        },
        htmlInput: { 'aria-label': label, 'data-testid': testId },
      }}
    />
  );
}
