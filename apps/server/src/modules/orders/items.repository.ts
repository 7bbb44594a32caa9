import { schema, type Db } from '@lexbridge/db';
import { and, eq, isNull } from '@lexbridge/db/orm';

const { packages, catalogueTemplates, contracts } = schema;

export async function packageForSale(db: Db, id: string) {
  const [row] = await db
    .select({ id: packages.id, nameCn: packages.nameCn, nameEn: packages.nameEn, priceFen: packages.priceFen, closed: packages.closed, validDays: packages.validDays })
    .from(packages)
    .where(eq(packages.id, id));
  return row ?? null;
}

export async function templateForSale(db: Db, id: string) {
  const [row] = await db
    .select({ id: catalogueTemplates.id, nameCn: catalogueTemplates.nameCn, nameEn: catalogueTemplates.nameEn, priceFen: catalogueTemplates.priceFen, built: catalogueTemplates.built })
    .from(catalogueTemplates)
    .where(eq(catalogueTemplates.id, id));
  return row ?? null;
}

export async function contractOfUser(db: Db, userId: number, contractId: number) {
  const [row] = await db
    .select({ id: contracts.id, name: contracts.name, priceFen: contracts.priceFen, paid: contracts.paid })
    .from(contracts)
    .where(and(eq(contracts.id, contractId), eq(contracts.userId, userId), isNull(contracts.deletedAt)));
  return row ?? null;
}
