import { amber, blue, cyan, green, indigo, lime, orange, purple, red, teal } from '@mui/material/colors';
import type { Label } from '@signaldesk/contract';

/** The 10 label colours at a shade that reads on both light and dark paper. */
export const LABEL_HEX: Record<Label['color'], string> = {
  red: red[600],
  orange: orange[700],
  amber: amber[800],
  lime: lime[800],
  green: green[600],
  teal: teal[600],
  cyan: cyan[700],
  blue: blue[600],
  indigo: indigo[500],
  purple: purple[500],
};
