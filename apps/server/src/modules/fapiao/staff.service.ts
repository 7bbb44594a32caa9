import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { fapiaoLetter } from '../messages/letters.ts';
import { postLetter } from '../messages/messages.service.ts';
import type { FapiaoStatus } from '@lexbridge/db/schema/fapiao';
import { lockRequestForStaff, ordersOfRequest, releaseOrders, requestByNoForStaff, requestsForStaff, setRequest, type RequestRow } from './requests.repository.ts';
import { staffRequestDetail, staffRequestItem } from './staff.views.ts';

/** What staff do with a request (the product has no admin role: the operations command calls this). */
export type StaffAction =
  | { to: 3 }
  | { to: 4; reason: string }
  | { to: 5; logisticsCompany: string; trackingNo: string };

/** Which statuses each staff move starts from: a request is taken in hand, then mailed; it may be rejected before mailing. */
const FROM: Record<StaffAction['to'], number[]> = { 3: [1], 4: [1, 3], 5: [3] };

/**
 * Moves a request on. A rejection frees its orders, so the applicant can request again with corrected information.
 * The request row is locked, so a move and the applicant's cancellation never both apply. The applicant's letter
 * (in process; rejected with the reason; mailed with the logistics company and tracking number) is posted in the
 * same transaction: a move that is refused or repeated posts nothing.
 */
export async function moveRequest(ctx: AppContext, requestNo: string, action: StaffAction): Promise<RequestRow> {
  if (action.to === 4 && !action.reason.trim()) throw new AppError('VALIDATION');
  if (action.to === 5 && (!action.logisticsCompany.trim() || !action.trackingNo.trim())) throw new AppError('VALIDATION');
  const at = new Date(ctx.clock.now());
  const moved = await ctx.db.transaction(async (tx) => {
    const request = await lockRequestForStaff(tx, requestNo);
    if (!request) throw new AppError('NOT_FOUND');
    if (!FROM[action.to].includes(request.status)) throw new AppError('FAPIAO_TRANSITION_REFUSED');
    let row: RequestRow;
    if (action.to === 4) {
      await releaseOrders(tx, request.userId, request.id);
      row = await setRequest(tx, request.id, { status: 4, rejectReason: action.reason.trim(), updatedAt: at });
      await postLetter(tx, row.userId, fapiaoLetter(row, { to: 4, reason: row.rejectReason! }), at);
    } else if (action.to === 5) {
      row = await setRequest(tx, request.id, { status: 5, logisticsCompany: action.logisticsCompany.trim(), trackingNo: action.trackingNo.trim(), updatedAt: at });
      await postLetter(tx, row.userId, fapiaoLetter(row, { to: 5, logisticsCompany: row.logisticsCompany!, trackingNo: row.trackingNo! }), at);
    } else {
      row = await setRequest(tx, request.id, { status: 3, updatedAt: at });
      await postLetter(tx, row.userId, fapiaoLetter(row, { to: 3 }), at);
    }
    return row;
  });
  ctx.log.info({ event: 'fapiao.moved', requestNo, status: moved.status }, 'fapiao request moved');
  return moved;
}

/** Requests of every user for staff, newest first, optionally of one status. */
export async function staffRequests(ctx: AppContext, q: { status?: number; limit: number }) {
  const rows = await requestsForStaff(ctx.db, { status: q.status as FapiaoStatus | undefined, limit: q.limit });
  return { list: rows.map((r) => staffRequestItem(r.request, r.user)) };
}

/** One request for staff, with its orders and who asked. */
export async function staffRequest(ctx: AppContext, requestNo: string) {
  const found = await requestByNoForStaff(ctx.db, requestNo);
  if (!found) throw new AppError('NOT_FOUND');
  return staffRequestDetail(found.request, found.user, await ordersOfRequest(ctx.db, found.request.userId, found.request.id));
}

/** A staff move (see moveRequest), answered with the request as it now stands. */
export async function staffMove(ctx: AppContext, requestNo: string, action: StaffAction) {
  await moveRequest(ctx, requestNo, action);
  return staffRequest(ctx, requestNo);
}
