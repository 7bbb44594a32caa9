import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { lockRequestForStaff, releaseOrders, setRequest, type RequestRow } from './requests.repository.ts';

/** What staff do with a request (the product has no admin role: the operations command calls this). */
export type StaffAction =
  | { to: 3 }
  | { to: 4; reason: string }
  | { to: 5; logisticsCompany: string; trackingNo: string };

/** Which statuses each staff move starts from: a request is taken in hand, then mailed; it may be rejected before mailing. */
const FROM: Record<StaffAction['to'], number[]> = { 3: [1], 4: [1, 3], 5: [3] };

/**
 * Moves a request on. A rejection frees its orders, so the applicant can request again with corrected information.
 * The request row is locked, so a move and the applicant's cancellation never both apply.
 */
export async function moveRequest(ctx: AppContext, requestNo: string, action: StaffAction): Promise<RequestRow> {
  if (action.to === 4 && !action.reason.trim()) throw new AppError('VALIDATION');
  if (action.to === 5 && (!action.logisticsCompany.trim() || !action.trackingNo.trim())) throw new AppError('VALIDATION');
  const at = new Date(ctx.clock.now());
  const moved = await ctx.db.transaction(async (tx) => {
    const request = await lockRequestForStaff(tx, requestNo);
    if (!request) throw new AppError('NOT_FOUND');
    if (!FROM[action.to].includes(request.status)) throw new AppError('FAPIAO_TRANSITION_REFUSED');
    if (action.to === 4) {
      await releaseOrders(tx, request.userId, request.id);
      return setRequest(tx, request.id, { status: 4, rejectReason: action.reason.trim(), updatedAt: at });
    }
    if (action.to === 5) {
      return setRequest(tx, request.id, { status: 5, logisticsCompany: action.logisticsCompany.trim(), trackingNo: action.trackingNo.trim(), updatedAt: at });
    }
    return setRequest(tx, request.id, { status: 3, updatedAt: at });
  });
  ctx.log.info({ event: 'fapiao.moved', requestNo, status: moved.status }, 'fapiao request moved');
  return moved;
}
