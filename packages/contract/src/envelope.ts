import { z } from 'zod';

/** Every answer of the API, errors included (spec §8). */
export interface Envelope<T = unknown> {
  success: boolean;
  code: number;
  message: string;
  messageEn: string;
  datas: T;
}

/** Wraps a payload schema in the envelope, for OpenAPI responses. */
export function envelopeOf<T extends z.ZodType>(datas: T) {
  return z.object({
    success: z.boolean(),
    code: z.number().int(),
    message: z.string(),
    messageEn: z.string(),
    datas,
  });
}

export const SUCCESS_CODE = 200;
