import { useState } from 'react';
import { Button, NoticeBar, Selector, Tag } from 'antd-mobile';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DownloadFormat, LayoutName } from '@lexbridge/contract/api/drafting';
import { usePageParams } from '../../../../routes/pageContext.ts';
import { useContract } from '../../../../shared/drafting/api/getContract.ts';
import { downloadContract } from '../../../../shared/drafting/api/downloadContract.ts';
import { useContractPreview } from '../../../../shared/drafting/api/previewContract.ts';
import { formatFen, formatTime } from '../../../../shared/format.ts';
import { useLang } from '../../../../shared/hooks/useLang.ts';
import { usePaths } from '../../../../shared/hooks/usePaths.ts';
import { PageHead } from '../components/PageHead.tsx';
import '../../auth/auth.css';
import '../center.css';
import './contracts.css';
import '../../../../shared/drafting/preview.css';

/** On a narrow screen one language at a time reads best; side by side is still offered. */
const PHONE_LAYOUTS: LayoutName[] = ['cn', 'en', 'side-by-side'];

/**
 * One contract on a phone: its facts and versions; when paid, the text and the files; when not, the §8 notice that
 * it can be previewed after payment on a PC.
 */
export default function ContractViewPage() {
  const { t } = useTranslation('drafting');
  const lang = useLang();
  const paths = usePaths();
  const { id = '' } = usePageParams();
  const contract = useContract(id);
  const c = contract.data;
  const [layout, setLayout] = useState<LayoutName>(lang === 'en' ? 'en' : 'cn');
  const preview = useContractPreview(c?.paid ? c.id : null, layout);
  const [busy, setBusy] = useState<DownloadFormat | null>(null);

  const get = async (format: DownloadFormat) => {
    if (!c) return;
    setBusy(format);
    try {
      await downloadContract(c.id, format, layout);
    } catch {
      /* the client has shown the refusal */
    } finally {
      setBusy(null);
    }
  };

  const versions = [...(c?.versions ?? [])].sort((a, b) => b.version - a.version);
  return (
    <div className="lb-m-page">
      <PageHead title={t('mobile.viewTitle')} back={paths.to('myContract')} />
      {contract.isError ? (
        <p className="lb-m-empty">{t('finish.notFound')}</p>
      ) : !c ? (
        <p className="lb-m-empty" role="status">
          {t('editor.loading')}
        </p>
      ) : (
        <>
          <section className="lb-m-card" aria-labelledby="lb-m-contract-name">
            <h2 id="lb-m-contract-name" className="lb-m-card__title lb-m-view__name">
              {c.name}
            </h2>
            <dl className="lb-m-facts">
              <div>
                <dt>{t('finish.template')}</dt>
                <dd>{lang === 'en' ? c.templateNameEn : c.templateNameCn}</dd>
              </div>
              <div>
                <dt>{t('finish.scene')}</dt>
                <dd>{c.scene ? t(`scene.${c.scene}`) : t('scene.none')}</dd>
              </div>
              <div>
                <dt>{t('finish.time')}</dt>
                <dd>{formatTime(c.updatedAt)}</dd>
              </div>
              <div>
                <dt>{t('finish.price')}</dt>
                <dd>
                  ¥{formatFen(c.priceFen)}{' '}
                  <Tag color={c.paid ? 'success' : 'warning'} fill="outline">
                    {c.paid ? t('contracts.paid') : t('contracts.unpaid')}
                  </Tag>
                </dd>
              </div>
            </dl>
            {!c.paid && (
              <>
                <NoticeBar wrap color="alert" content={t('mobile.unpaidNotice')} />
                {/* An order opened on a PC can be paid here; without one the payment page repeats the PC notice. */}
                <div className="lb-m-stack">
                  <Link to={paths.to('payment', { id: c.id, type: 'contract' })} className="lb-mbtn lb-mbtn--primary lb-mbtn--block">
                    {t('pay:mobile.payContract')}
                  </Link>
                </div>
              </>
            )}
          </section>

          {c.paid && (
            <section className="lb-m-card" aria-labelledby="lb-m-contract-text">
              <h2 id="lb-m-contract-text" className="lb-m-card__title">
                {t('mobile.text')}
              </h2>
              <Selector
                aria-label={t('layout.label')}
                columns={3}
                value={[layout]}
                onChange={(v) => v[0] && setLayout(v[0])}
                options={PHONE_LAYOUTS.map((l) => ({ value: l, label: t(`layout.${l}`) }))}
              />
              <div className="lb-m-view__actions">
                <Button color="primary" loading={busy === 'docx'} onClick={() => void get('docx')}>
                  {t('contracts.downloadDocx')}
                </Button>
                <Button loading={busy === 'pdf'} onClick={() => void get('pdf')}>
                  {t('contracts.downloadPdf')}
                </Button>
              </div>
              {preview.data && <div className="lb-m-view__doc" dangerouslySetInnerHTML={{ __html: preview.data.html }} />}
            </section>
          )}

          <section className="lb-m-card" aria-labelledby="lb-m-versions">
            <h2 id="lb-m-versions" className="lb-m-card__title">
              {t('versions.heading')}
            </h2>
            <ul className="lb-m-versions">
              {versions.map((v) => (
                <li key={v.version}>
                  <strong>{t('versions.number', { version: v.version })}</strong>
                  <span>{t('versions.answeredOn', { time: formatTime(v.answeredAt) })}</span>
                </li>
              ))}
            </ul>
            <p className="lb-m-muted">{t('mobile.reviseOnPc')}</p>
          </section>
        </>
      )}
    </div>
  );
}
