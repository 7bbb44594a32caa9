import type { EntitlementView } from '@lexbridge/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { entitlementFor } from '../catalogue/entitlement.ts';
import type { ContractRow } from '../contracts/contracts.repository.ts';
import type { CatalogueTemplateRow } from './catalogue.repository.ts';

/**
 * How a draft's contract will be paid, as the questionnaire page shows it. The same rule is decided again, under a
 * row lock, when the draft is generated: this is a preview, never a promise. A revision never costs again.
 */
export async function entitlementView(ctx: AppContext, userId: number, template: CatalogueTemplateRow, revising: ContractRow | null): Promise<EntitlementView> {
  if (revising) {
    return revising.paid
      ? { kind: 'paid-contract', priceFen: 0, trialRemaining: null }
      : { kind: 'contract-price', priceFen: revising.priceFen, trialRemaining: null };
  }
  const e = await entitlementFor(ctx, userId, template.id);
  if (e.kind === 'trial') return { kind: 'trial', priceFen: 0, trialRemaining: e.trialRemaining ?? null };
  if (e.kind) return { kind: e.kind, priceFen: 0, trialRemaining: null };
  if (template.contractPriceFen !== null) return { kind: 'contract-price', priceFen: template.contractPriceFen, trialRemaining: null };
  throw new AppError('TEMPLATE_NOT_ENTITLED');
}
