import { useState } from 'react';
import { Badge, Button, Tabs } from 'antd-mobile';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MOBILE_PAGING } from '@lexbridge/contract/constants';
import { listMessages, readAllMessages, readMessage, type Message, type MessageKind } from '../../../shared/account/api/messages.ts';
import { formatTime } from '../../../shared/format.ts';
import { useLang } from '../../../shared/hooks/useLang.ts';
import { usePaths } from '../../../shared/hooks/usePaths.ts';
import { PagedListFooter } from '../../components/PagedListFooter.tsx';
import { PageHead } from './components/PageHead.tsx';
import '../auth/auth.css';
import './center.css';

const PAGE_SIZE = 10;

/** One tab: messages loaded page by page as the list is scrolled (the §9 paging texts), each opening in place. */
function MessageList({ kind }: { kind: MessageKind }) {
  const { t } = useTranslation('center');
  const { t: tc } = useTranslation('common');
  const lang = useLang();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<number | null>(null);
  const [marking, setMarking] = useState(false);
  const pages = useInfiniteQuery({
    queryKey: ['messages', 'infinite', kind],
    queryFn: ({ pageParam }) => listMessages(kind, pageParam, PAGE_SIZE),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (all.length * PAGE_SIZE < last.total ? all.length + 1 : undefined),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['messages'] });
  const items = pages.data?.pages.flatMap((p) => p.list) ?? [];
  const unread = pages.data?.pages[0]?.unread ?? 0;

  const toggle = async (m: Message) => {
    setOpen(open === m.id ? null : m.id);
    if (!m.read) {
      try {
        await readMessage(m.id);
      } finally {
        await refresh();
      }
    }
  };

  const markAll = async () => {
    setMarking(true);
    try {
      await readAllMessages(kind);
      await refresh();
    } finally {
      setMarking(false);
    }
  };

  return (
    <div className="lb-m-messages">
      <div className="lb-m-messages__bar">
        <span className="lb-m-muted">{t('message.unreadCount', { count: unread })}</span>
        <Button size="small" fill="outline" loading={marking} disabled={unread === 0} onClick={() => void markAll()}>
          {t('message.markAll')}
        </Button>
      </div>
      {pages.isPending ? (
        <p className="lb-m-empty" role="status">
          {tc(MOBILE_PAGING.loading)}
        </p>
      ) : items.length === 0 ? (
        <p className="lb-m-empty">{t(`message.empty.${kind}`)}</p>
      ) : (
        <ul className="lb-m-msglist">
          {items.map((m) => {
            const title = lang === 'en' ? m.titleEn || m.title : m.title || m.titleEn;
            const body = lang === 'en' ? m.bodyEn || m.body : m.body || m.bodyEn;
            const expanded = open === m.id;
            return (
              <li key={m.id} className={m.read ? 'lb-m-msg' : 'lb-m-msg is-unread'}>
                <button type="button" className="lb-m-msg__head" aria-expanded={expanded} aria-controls={`lb-m-msg-${m.id}`} onClick={() => void toggle(m)}>
                  <span className="lb-m-msg__title">
                    {!m.read && <Badge content={Badge.dot} className="lb-m-msg__dot" />}
                    {title}
                    {!m.read && <span className="lb-visually-hidden">{t('message.unread')}</span>}
                  </span>
                  <time dateTime={new Date(m.createdAt).toISOString()}>{formatTime(m.createdAt)}</time>
                </button>
                <div id={`lb-m-msg-${m.id}`} className="lb-m-msg__body" hidden={!expanded}>
                  {body}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {items.length > 0 && (
        <PagedListFooter
          hasMore={pages.hasNextPage}
          loadMore={async () => {
            if (!pages.isFetching) await pages.fetchNextPage();
          }}
        />
      )}
    </div>
  );
}

/** Mails and Bulletin, mobile. */
export default function MessagePage() {
  const { t } = useTranslation('center');
  const paths = usePaths();
  return (
    <div className="lb-m-page">
      <PageHead title={t('menu.message')} back={paths.to('personalHome')} />
      <div className="lb-m-card lb-m-card--flush">
        <Tabs className="lb-m-tabs">
          <Tabs.Tab key="letter" title={t('message.letters')}>
            <MessageList kind="letter" />
          </Tabs.Tab>
          <Tabs.Tab key="notice" title={t('message.notices')}>
            <MessageList kind="notice" />
          </Tabs.Tab>
        </Tabs>
      </div>
    </div>
  );
}
