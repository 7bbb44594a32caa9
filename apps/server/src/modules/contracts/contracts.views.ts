import type { ContractItem } from '@lexbridge/contract';
import type { Scene } from '@lexbridge/drafting';
import type { ContractListRow } from './contracts.repository.ts';

/** A contract row as the API shows it; a template or package that left the catalogue shows its id. */
export function contractItem(r: ContractListRow): ContractItem {
  const c = r.contract;
  return {
    id: c.id,
    name: c.name,
    templateId: c.templateId,
    templateNameCn: r.templateNameCn ?? c.templateId,
    templateNameEn: r.templateNameEn ?? c.templateId,
    packageId: c.packageId,
    packageNameCn: c.packageId ? (r.packageNameCn ?? c.packageId) : null,
    packageNameEn: c.packageId ? (r.packageNameEn ?? c.packageId) : null,
    classifyId: r.classifyId,
    scene: (c.scene as Scene | null) ?? null,
    groupId: c.groupId,
    priceFen: c.priceFen,
    paid: c.paid,
    version: c.currentVersion,
    createdAt: c.createdAt.getTime(),
    updatedAt: c.updatedAt.getTime(),
  };
}
