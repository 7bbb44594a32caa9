import type { FapiaoIssuerType, FapiaoType } from '@lexbridge/contract/api/fapiao';

/** What an information set prints on a fapiao: a saved set, or a request's copy of it. */
export interface InfoFields {
  title: string;
  issuerType: FapiaoIssuerType;
  fapiaoType: FapiaoType;
  taxpayerId: string | null;
  bankName: string | null;
  bankAccount: string | null;
  regAddress: string | null;
  regTelephone: string | null;
}
