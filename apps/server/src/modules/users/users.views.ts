import { maskPhone } from '@lexbridge/contract';
import type { UserRow } from './users.repository.ts';

/** What the API shows of a user (contract `userView`): the phone masked (first 3, last 4), no secrets. */
export function toUserView(u: UserRow) {
  return {
    id: u.id,
    name: u.name,
    headImg: u.headImg,
    account: u.account,
    email: u.email,
    countryCode: u.countryCode,
    phone: u.phone ? maskPhone(u.phone) : null,
    orgType: u.orgType,
    orgName: u.orgName,
    locationKind: u.locationKind,
    country: u.country,
    province: u.province,
    city: u.city,
    industry: u.industry,
    position: u.position,
    transactionTypes: u.transactionTypes ?? [],
    lawyerName: u.lawyerName,
    lawyerEmail: u.lawyerEmail,
    createdAt: u.createdAt.getTime(),
  };
}

export function toBaseUserView(u: UserRow) {
  return { unionid: u.wxUnionid, wxNickname: u.wxNickname, hasPassword: !!u.passwordHash };
}
