import { useEffect, useState } from 'react';
import { Result, Spin } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorCodes } from '@lexbridge/contract/errors';
import { SCENES, type DraftView, type Scene } from '@lexbridge/contract/api/drafting';
import { isApiError } from '../../../shared/api/ApiError.ts';
import { createDraft } from '../../../shared/drafting/api/createDraft.ts';
import { usePaths } from '../../../shared/hooks/usePaths.ts';
import { LinkButton } from '../../components/LinkButton.tsx';
import './drafting.css';

interface Start {
  templateId: string;
  scene?: Scene;
  fromContractId?: number;
  mode?: 'copy' | 'revise';
}

function readQuery(search: string): Start | null {
  const q = new URLSearchParams(search);
  const templateId = q.get('template')?.trim();
  if (!templateId) return null;
  const scene = q.get('scene');
  const from = Number(q.get('from'));
  const mode = q.get('mode');
  return {
    templateId,
    scene: (SCENES as readonly string[]).includes(scene ?? '') ? (scene as Scene) : undefined,
    fromContractId: Number.isInteger(from) && from > 0 ? from : undefined,
    mode: mode === 'copy' || mode === 'revise' ? mode : undefined,
  };
}

/** One request per address, even when React mounts the page twice. */
const pending = new Map<string, Promise<DraftView>>();

function startOnce(key: string, start: Start): Promise<DraftView> {
  let p = pending.get(key);
  if (!p) {
    p = createDraft({ ...start, platform: 'pc' });
    pending.set(key, p);
    p.finally(() => setTimeout(() => pending.delete(key), 2_000)).catch(() => undefined);
  }
  return p;
}

type Refusal = { code: number; text: string };

/**
 * draft/new?template=&scene=&from=&mode=: starts a draft, then replaces its own address with the draft's, so Back
 * does not start a second one. A refusal is explained with the way forward (template page, packages).
 */
export default function DraftNewPage() {
  const { t } = useTranslation('drafting');
  const paths = usePaths();
  const navigate = useNavigate();
  const { search } = useLocation();
  const start = readQuery(search);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  useEffect(() => {
    if (!start) return;
    let live = true;
    startOnce(search, start).then(
      (d) => live && navigate(paths.to('draft', { id: d.id }), { replace: true }),
      (e: unknown) => live && setRefusal(isApiError(e) ? { code: e.code, text: e.display } : { code: 0, text: t('start.failed') }),
    );
    return () => {
      live = false;
    };
    // The address alone decides what to start.
  }, [search]);

  if (!start) {
    return (
      <div className="lb-container lb-draft-state">
        <Result
          status="info"
          title={<h1 className="lb-draft-state__title">{t('start.pickTitle')}</h1>}
          subTitle={t('start.pickText')}
          extra={<LinkButton type="primary" to={paths.to('draftRobot')}>{t('start.toCatalogue')}</LinkButton>}
        />
      </div>
    );
  }
  if (refusal) {
    const templatePage = paths.to('template', { templateId: start.templateId });
    const actions =
      refusal.code === ErrorCodes.TEMPLATE_NOT_ENTITLED
        ? [
            <LinkButton key="pkg" type="primary" to={paths.to('draftRobot')}>
              {t('start.toPackages')}
            </LinkButton>,
            <LinkButton key="tpl" to={templatePage}>
              {t('start.toTemplate')}
            </LinkButton>,
          ]
        : refusal.code === ErrorCodes.TEMPLATE_COMING_SOON || refusal.code === ErrorCodes.SCENE_NOT_OFFERED
          ? [
              <LinkButton key="cat" type="primary" to={paths.to('draftRobot')}>
                {t('start.toCatalogue')}
              </LinkButton>,
            ]
          : [
              <LinkButton key="mine" type="primary" to={paths.to('myContract')}>
                {t('finish.toContracts')}
              </LinkButton>,
            ];
    return (
      <div className="lb-container lb-draft-state">
        <Result status={refusal.code === ErrorCodes.TEMPLATE_COMING_SOON ? 'info' : 'warning'} title={<h1 className="lb-draft-state__title">{refusal.text}</h1>} extra={actions} />
      </div>
    );
  }
  return (
    <div className="lb-container lb-draft-state" aria-busy="true">
      <Spin size="large" />
      <h1 className="lb-draft-state__title" role="status">
        {t('start.starting')}
      </h1>
    </div>
  );
}
