import { useState } from 'react';
import { Button, Checkbox, Descriptions, Result, Select, Skeleton, Tag } from 'antd';
import { CheckCircleFilled, EyeOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { LayoutName } from '@lexbridge/contract/api/drafting';
import { usePageParams } from '../../../routes/pageContext.ts';
import { useContract } from '../../../shared/drafting/api/getContract.ts';
import { DEFAULT_LAYOUT, LAYOUT_CHOICES } from '../../../shared/drafting/layouts.ts';
import { formatFen, formatTime } from '../../../shared/format.ts';
import { useLang } from '../../../shared/hooks/useLang.ts';
import { usePaths } from '../../../shared/hooks/usePaths.ts';
import { LinkButton } from '../../components/LinkButton.tsx';
import { DownloadButtons } from '../myCenter/contracts/components/DownloadButtons.tsx';
import { PreviewModal } from '../myCenter/contracts/components/PreviewModal.tsx';
import { usePayDialog } from '../payment/usePayDialog.tsx';
import './finish.css';

/** What a reader should check before using the contract (spec §2 pre-read checklist). */
const CHECKLIST = ['parties', 'amounts', 'dates', 'law', 'language', 'blanks'] as const;

/** productions/finish/{id}: the contract just generated — price, paid or not, the checklist, preview and download. */
export default function FinishPage() {
  const { t } = useTranslation('drafting');
  const lang = useLang();
  const paths = usePaths();
  const { id = '' } = usePageParams();
  const contract = useContract(id);
  const [layout, setLayout] = useState<LayoutName>(DEFAULT_LAYOUT);
  const [previewing, setPreviewing] = useState(false);
  const [ticked, setTicked] = useState<string[]>([]);
  const pay = usePayDialog();
  const c = contract.data;

  if (contract.isError) {
    return (
      <div className="lb-container lb-finish">
        <Result status="404" title={<h1 className="lb-finish__title">{t('finish.notFound')}</h1>} extra={<LinkButton type="primary" to={paths.to('myContract')}>{t('finish.toContracts')}</LinkButton>} />
      </div>
    );
  }
  if (!c) {
    return (
      <div className="lb-container lb-finish" aria-busy="true">
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  }
  const template = lang === 'en' ? c.templateNameEn : c.templateNameCn;
  const pkg = lang === 'en' ? c.packageNameEn : c.packageNameCn;
  return (
    <div className="lb-container lb-finish">
      <section className="lb-finish__card" aria-labelledby="lb-finish-title">
        <header className="lb-finish__head">
          <CheckCircleFilled className="lb-finish__icon" aria-hidden="true" />
          <div>
            <p className="lb-finish__kicker">{c.version > 1 ? t('finish.kickerVersion', { version: c.version }) : t('finish.kicker')}</p>
            <h1 id="lb-finish-title" className="lb-finish__title">
              {c.name}
            </h1>
          </div>
          <Tag color={c.paid ? 'green' : 'gold'} className="lb-finish__paid">
            {c.paid ? t('contracts.paid') : t('contracts.unpaid')}
          </Tag>
        </header>

        <Descriptions
          column={2}
          size="small"
          className="lb-finish__facts"
          items={[
            { key: 'template', label: t('finish.template'), children: template },
            { key: 'scene', label: t('finish.scene'), children: c.scene ? t(`scene.${c.scene}`) : t('scene.none') },
            { key: 'price', label: t('finish.price'), children: c.priceFen === 0 ? t('finish.free', { via: pkg ?? t('finish.trialOrPurchase') }) : `¥${formatFen(c.priceFen)}` },
            { key: 'time', label: t('finish.time'), children: formatTime(c.updatedAt) },
          ]}
        />

        <div className="lb-finish__grid">
          <section aria-labelledby="lb-checklist-title" className="lb-finish__checklist">
            <h2 id="lb-checklist-title" className="lb-finish__h2">
              {t('finish.checklistTitle')}
            </h2>
            <p className="lb-muted">{t('finish.checklistIntro')}</p>
            <Checkbox.Group value={ticked} onChange={(v) => setTicked(v as string[])} className="lb-finish__checks">
              {CHECKLIST.map((k) => (
                <Checkbox key={k} value={k}>
                  {t(`finish.check.${k}`)}
                </Checkbox>
              ))}
            </Checkbox.Group>
          </section>

          <section aria-labelledby="lb-output-title" className="lb-finish__output">
            <h2 id="lb-output-title" className="lb-finish__h2">
              {t('finish.outputTitle')}
            </h2>
            {c.paid ? (
              <>
                <label className="lb-finish__label" htmlFor="lb-finish-layout">
                  {t('layout.label')}
                </label>
                <Select<LayoutName> id="lb-finish-layout" className="lb-finish__layout" value={layout} onChange={setLayout} options={LAYOUT_CHOICES.map((l) => ({ value: l, label: t(`layout.${l}`) }))} />
                <div className="lb-finish__actions">
                  <Button icon={<EyeOutlined aria-hidden="true" />} onClick={() => setPreviewing(true)}>
                    {t('contracts.preview')}
                  </Button>
                  <DownloadButtons contractId={c.id} layout={layout} />
                </div>
              </>
            ) : (
              <>
                <p>{t('finish.unpaidText', { price: formatFen(c.priceFen) })}</p>
                <Button
                  type="primary"
                  size="large"
                  icon={<ShoppingCartOutlined aria-hidden="true" />}
                  onClick={() => pay.open({ kind: 'contract', contractId: c.id, nameCn: c.name, nameEn: c.name, amountFen: c.priceFen })}
                >
                  {t('finish.payAndDownload')}
                </Button>
              </>
            )}
          </section>
        </div>

        <footer className="lb-finish__foot">
          <LinkButton type="link" to={paths.to('myContract')}>
            {t('finish.toContracts')}
          </LinkButton>
          <LinkButton type="link" to={paths.to('draftRobot')}>
            {t('finish.another')}
          </LinkButton>
        </footer>
      </section>
      {previewing && <PreviewModal contractId={c.id} title={c.name} initialLayout={layout} onClose={() => setPreviewing(false)} />}
      {pay.dialog}
    </div>
  );
}
