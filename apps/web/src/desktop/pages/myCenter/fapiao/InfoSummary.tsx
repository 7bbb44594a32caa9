import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { infoFacts } from '../../../../shared/fapiao/facts.ts';
import type { InfoFields } from '../../../../shared/fapiao/types.ts';
import { factItems } from './factItems.tsx';

/** The facts of an information set (or of a request's copy of it); empty fields are left out. */
export function InfoSummary({ info, columns = 2 }: { info: InfoFields; columns?: number }) {
  const { t } = useTranslation('fapiao');
  return <Descriptions size="small" column={columns} items={factItems(infoFacts(info, t))} className="lb-fp-info" />;
}
