import { schema, type Db } from '@lexbridge/db';
import { and, eq, isNull } from '@lexbridge/db/orm';

const { contracts, templateFeedback } = schema;

/** Whether the contract is the user's, not deleted, paid, and drafted from this template. */
export async function ownsPaidContract(db: Db, userId: number, contractId: number, templateId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.id, contractId), eq(contracts.userId, userId), eq(contracts.templateId, templateId), eq(contracts.paid, true), isNull(contracts.deletedAt)))
    .limit(1);
  return !!row;
}

export async function insertFeedback(
  db: Db,
  f: { templateId: string; userId: number | null; content: string; contact: string | null; ip: string; now: Date },
): Promise<number> {
  const [row] = await db
    .insert(templateFeedback)
    .values({ templateId: f.templateId, userId: f.userId, content: f.content, contact: f.contact, ip: f.ip, createdAt: f.now })
    .returning({ id: templateFeedback.id });
  return row.id;
}
