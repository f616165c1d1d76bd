import { z } from 'zod';
import { RISE_FALL_COLOURS } from './riseFall.js';

export const riseFallColoursSchema = z.enum(RISE_FALL_COLOURS, { error: 'riseFallColoursInvalid' });
