import { NoticeBar, Tag } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageParams } from '../../../../routes/pageContext.ts';
import { yuan } from '../../../../shared/catalogue/money.ts';
import { useLang } from '../../../../shared/hooks/useLang.ts';
import { usePaths } from '../../../../shared/hooks/usePaths.ts';
import { useSubscription } from '../../../../shared/subscriptions/api/getSubscription.ts';
import { formatDay } from '../../../../shared/subscriptions/format.ts';
import { PageHead } from '../components/PageHead.tsx';
import { MOBILE_TONE } from './SubscriptionCard.tsx';
import '../../auth/auth.css';
import '../center.css';
import './subscriptions.css';

/** One subscription on a phone: its facts and the templates of its package, each opening its template page. */
export default function SubscribeViewPage() {
  const { t } = useTranslation(['subscriptions', 'catalogue']);
  const lang = useLang();
  const paths = usePaths();
  const { id = '' } = usePageParams();
  const detail = useSubscription(Number(id));
  const s = detail.data;
  const back = s?.type === 'trial' ? paths.to('tryUsePkg') : paths.to('subscribe');
  return (
    <div className="lb-m-page">
      <PageHead title={t('view.title')} back={back} />
      {detail.isError || !/^\d+$/.test(id) ? (
        <p className="lb-m-empty">{t('view.notFound')}</p>
      ) : !s ? (
        <p className="lb-m-empty" role="status">
          {t('pick.loading')}
        </p>
      ) : (
        <>
          <section className="lb-m-card" aria-labelledby="lb-m-sub-name">
            <h2 id="lb-m-sub-name" className="lb-m-card__title lb-m-sub__title">
              {lang === 'en' ? s.packageNameEn : s.packageNameCn}{' '}
              <Tag color={MOBILE_TONE[s.status]} fill="outline">
                {t(`status.${s.status}`)}
              </Tag>{' '}
              {s.refunded && (
                <Tag color="danger" fill="outline">
                  {t('refunded')}
                </Tag>
              )}
            </h2>
            <dl className="lb-m-facts">
              <div>
                <dt>{t('view.period')}</dt>
                <dd>
                  {formatDay(s.startsAt)} – {formatDay(s.expiresAt)}
                </dd>
              </div>
              <div>
                <dt>{t('col.generated')}</dt>
                <dd>{s.generatedCount}</dd>
              </div>
              {s.trialRemaining !== null && (
                <div>
                  <dt>{t('col.trialRemaining')}</dt>
                  <dd>{t('remaining', { left: s.trialRemaining, total: s.trialTotal })}</dd>
                </div>
              )}
              <div>
                <dt>{t('col.price')}</dt>
                <dd>{s.priceFen === 0 ? t('free') : yuan(s.priceFen)}</dd>
              </div>
              {s.orderNo && (
                <div>
                  <dt>{t('view.order')}</dt>
                  <dd className="lb-m-sub__mono">{s.orderNo}</dd>
                </div>
              )}
            </dl>
            <NoticeBar wrap color="info" content={t('view.pcNote')} />
          </section>
          <section className="lb-m-card lb-m-card--flush" aria-labelledby="lb-m-sub-templates">
            <h2 id="lb-m-sub-templates" className="lb-m-card__title lb-m-card__title--pad">
              {t('view.templates')} ({s.templates.length})
            </h2>
            <ul className="lb-m-menu">
              {s.templates.map((x) => (
                <li key={x.templateId}>
                  <Link to={paths.to('template', { templateId: x.templateId })} className="lb-m-menu__item">
                    <span>{lang === 'en' ? x.nameEn : x.nameCn}</span>
                    {!x.built && <span className="lb-m-menu__value">{t('pick.comingSoon')}</span>}
                    <RightOutline aria-hidden="true" className="lb-m-menu__arrow" />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </div>
  );
}
