import { schema, sql, type Db } from '@lexbridge/db';
import { and, count, desc, eq } from '@lexbridge/db/orm';

const { favourites, packages, catalogueTemplates } = schema;

export type FavouriteRow = typeof favourites.$inferSelect;

/** Every favourite of one user (the catalogue is small: a page marks its items from this one list). */
export async function favouritesOf(db: Db, userId: number): Promise<{ targetType: string; targetId: string }[]> {
  return db.select({ targetType: favourites.targetType, targetId: favourites.targetId }).from(favourites).where(eq(favourites.userId, userId));
}

export async function addFavourite(db: Db, userId: number, targetType: string, targetId: string, now: Date): Promise<void> {
  await db.insert(favourites).values({ userId, targetType, targetId, createdAt: now }).onConflictDoNothing();
}

export async function removeFavourite(db: Db, userId: number, targetType: string, targetId: string): Promise<void> {
  await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.targetType, targetType), eq(favourites.targetId, targetId)));
}

/** A favourite whose package or template has left the catalogue is not listed (it comes back if the entry does). */
const targetExists = sql`(
  (${favourites.targetType} = 'package' and exists (select 1 from ${packages} where ${packages.id} = ${favourites.targetId}))
  or (${favourites.targetType} = 'template' and exists (select 1 from ${catalogueTemplates} where ${catalogueTemplates.id} = ${favourites.targetId})))`;
const ofUser = (userId: number, targetType?: string) =>
  and(eq(favourites.userId, userId), targetType ? eq(favourites.targetType, targetType) : undefined, targetExists);

/** One page of a user's favourites, newest first. */
export async function pageFavourites(db: Db, userId: number, targetType: string | undefined, limit: number, offset: number): Promise<FavouriteRow[]> {
  return db
    .select()
    .from(favourites)
    .where(ofUser(userId, targetType))
    .orderBy(desc(favourites.createdAt), desc(favourites.targetId))
    .limit(limit)
    .offset(offset);
}

export async function countFavourites(db: Db, userId: number, targetType?: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(favourites).where(ofUser(userId, targetType));
  return Number(row.n);
}
