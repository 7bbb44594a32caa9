import type { z } from 'zod';
import type { currentUserAnswer, messagesAnswer } from '@lexbridge/contract/api/accounts';

/** Answer shapes of the calls the web makes, derived from the contract's schemas (types only: no zod in the bundle). */
export type CurrentUser = z.infer<typeof currentUserAnswer>;
export type MessagesPage = z.infer<typeof messagesAnswer>;
