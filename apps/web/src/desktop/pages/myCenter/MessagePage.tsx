import { useState } from 'react';
import { Badge, Button, Empty, List, Pagination, Skeleton, Tabs } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { readAllMessages, readMessage, useMessages, type Message, type MessageKind } from '../../../shared/account/api/messages.ts';
import { formatTime } from '../../../shared/format.ts';
import { useLang } from '../../../shared/hooks/useLang.ts';
import { CenterLayout } from './components/CenterLayout.tsx';

const PAGE_SIZE = 10;

/** One tab: a page of messages, each opening in place; opening an unread one marks it read. */
function MessageList({ kind }: { kind: MessageKind }) {
  const { t } = useTranslation('center');
  const lang = useLang();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const [marking, setMarking] = useState(false);
  const list = useMessages(kind, page, PAGE_SIZE);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['messages'] });

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

  if (list.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  const data = list.data;
  const unread = data?.unread ?? 0;
  return (
    <div className="lb-messages">
      <div className="lb-messages__bar">
        <span className="lb-muted">{t('message.unreadCount', { count: unread })}</span>
        <Button onClick={() => void markAll()} loading={marking} disabled={unread === 0}>
          {t('message.markAll')}
        </Button>
      </div>
      {data && data.list.length > 0 ? (
        <>
          <List
            className="lb-messages__list"
            dataSource={data.list}
            renderItem={(m) => {
              const title = lang === 'en' ? m.titleEn || m.title : m.title || m.titleEn;
              const body = lang === 'en' ? m.bodyEn || m.body : m.body || m.bodyEn;
              const expanded = open === m.id;
              return (
                <List.Item className={m.read ? 'lb-message' : 'lb-message is-unread'}>
                  <button type="button" className="lb-message__head" aria-expanded={expanded} aria-controls={`lb-message-${m.id}`} onClick={() => void toggle(m)}>
                    <Badge dot={!m.read} offset={[-2, 6]}>
                      <span className="lb-message__title">{title}</span>
                    </Badge>
                    {!m.read && <span className="lb-visually-hidden">{t('message.unread')}</span>}
                    <time className="lb-message__time" dateTime={new Date(m.createdAt).toISOString()}>
                      {formatTime(m.createdAt)}
                    </time>
                  </button>
                  <div id={`lb-message-${m.id}`} className="lb-message__body" hidden={!expanded}>
                    {body}
                  </div>
                </List.Item>
              );
            }}
          />
          {data.total > PAGE_SIZE && (
            <Pagination className="lb-messages__pager" current={page} pageSize={PAGE_SIZE} total={data.total} onChange={setPage} showSizeChanger={false} />
          )}
        </>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`message.empty.${kind}`)} />
      )}
    </div>
  );
}

/** Mails and Bulletin: letters to this user and notices to everyone. */
export default function MessagePage() {
  const { t } = useTranslation('center');
  return (
    <CenterLayout active="message" title={t('menu.message')}>
      <div className="lb-center-card">
        <Tabs
          destroyOnHidden
          items={[
            { key: 'letter', label: t('message.letters'), children: <MessageList kind="letter" /> },
            { key: 'notice', label: t('message.notices'), children: <MessageList kind="notice" /> },
          ]}
        />
      </div>
    </CenterLayout>
  );
}
