import { z } from 'zod';

/**
 * The ops API is reachable only from the server's own machine (scripts/ops.ts); it is not part of the public
 * contract the web app uses, so its schemas live here.
 */
export const opsEloginBody = z
  .object({
    userId: z.coerce.number().int().positive().optional(),
    countryCode: z.string().regex(/^\d{1,4}$/).default('86'),
    phone: z.string().regex(/^\d{4,15}$/).optional(),
    email: z.string().email().optional(),
    lang: z.enum(['cn', 'en']).default('cn'),
  })
  .refine((b) => [b.userId, b.phone, b.email].filter((v) => v !== undefined).length === 1, { message: 'one of userId, phone, email' });
export type OpsEloginBody = z.infer<typeof opsEloginBody>;

export const opsEloginAnswer = z.object({ userId: z.number(), url: z.string(), expiresAt: z.number() });
