import type { CreateOrderBody } from '@lexbridge/contract';
import { commerce } from '@lexbridge/contract';
import type { OrderKind } from '@lexbridge/db/schema/commerce';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import cn from './locales/cn/orders.json' with { type: 'json' };
import en from './locales/en/orders.json' with { type: 'json' };
import { contractOfUser, packageForSale, templateForSale } from './items.repository.ts';

export interface PricedItem {
  kind: OrderKind;
  itemRef: string;
  nameCn: string;
  nameEn: string;
  amountFen: number;
}

/** What an order is for and what it costs: prices come from the catalogue or the contract, never from the client. */
export async function pricedItem(ctx: AppContext, userId: number, body: CreateOrderBody): Promise<PricedItem> {
  switch (body.kind) {
    case 'package': {
      const p = await packageForSale(ctx.db, body.packageId);
      if (!p) throw new AppError('NOT_FOUND');
      if (p.closed || p.priceFen <= 0) throw new AppError('PACKAGE_NOT_FOR_SALE');
      return { kind: 'package', itemRef: p.id, nameCn: p.nameCn, nameEn: p.nameEn, amountFen: p.priceFen };
    }
    case 'template': {
      const t = await templateForSale(ctx.db, body.templateId);
      if (!t) throw new AppError('NOT_FOUND');
      if (!t.built) throw new AppError('TEMPLATE_COMING_SOON');
      if (t.priceFen <= 0) throw new AppError('PACKAGE_NOT_FOR_SALE');
      return { kind: 'template', itemRef: t.id, nameCn: t.nameCn, nameEn: t.nameEn, amountFen: t.priceFen };
    }
    case 'contract': {
      const c = await contractOfUser(ctx.db, userId, body.contractId);
      if (!c) throw new AppError('NOT_FOUND');
      if (c.paid || c.priceFen <= 0) throw new AppError('CONTRACT_ALREADY_PAID');
      return { kind: 'contract', itemRef: String(c.id), nameCn: c.name, nameEn: c.name, amountFen: c.priceFen };
    }
    case 'topup': {
      const amountFen = commerce.yuanToFen(body.amount);
      if (amountFen > ctx.config.TOPUP_MAX_FEN) throw new AppError('TOPUP_AMOUNT_TOO_LARGE', { max: ctx.config.TOPUP_MAX_FEN / 100 });
      return { kind: 'topup', itemRef: 'balance', nameCn: cn.topupName, nameEn: en.topupName, amountFen };
    }
  }
}
