import { SERVICE_EMAIL } from '../../../../shared/payments/labels.ts';

/** The customer-service address as a mail link (spec §8 failure messages). */
export function ServiceMail() {
  return (
    <a className="lb-pay-mail" href={`mailto:${SERVICE_EMAIL}`}>
      {SERVICE_EMAIL}
    </a>
  );
}
