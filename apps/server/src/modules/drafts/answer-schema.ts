import type { z } from 'zod';
import { envelopeOf } from '@lexbridge/contract';

/** The response schema of a call: business refusals (DRAFT_CONFLICT, CONTRACT_UNPAID, ...) travel as HTTP 200 with null datas. */
export const answer = <T extends z.ZodType>(datas: T) => envelopeOf(datas.nullable());
