import { Box } from '@mui/material';

export function BrandMark({ size = 32 }: { size?: number }) {
  return <Box component="img" src="/icon.svg" alt="SignalDesk" sx={{ width: size, height: size, display: 'block' }} />;
}
