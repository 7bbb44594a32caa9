import { useState } from 'react';
import { Button, Dropdown, Modal } from 'antd';
import { FolderOutlined, MoreOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GROUP_NAME_MAX, type ContractGroup } from '@lexbridge/contract/api/drafting';
import { createGroup } from '../../../../../shared/drafting/api/createGroup.ts';
import { deleteGroup } from '../../../../../shared/drafting/api/deleteGroup.ts';
import { groupsKey } from '../../../../../shared/drafting/api/listGroups.ts';
import type { GroupFilter } from '../../../../../shared/drafting/api/listContracts.ts';
import { orderGroups } from '../../../../../shared/drafting/api/orderGroups.ts';
import { renameGroup } from '../../../../../shared/drafting/api/renameGroup.ts';
import { NameModal } from './NameModal.tsx';

interface Props {
  groups: ContractGroup[];
  total: number;
  current: GroupFilter;
  onPick(g: GroupFilter): void;
}

/**
 * The groups of My Contracts: all contracts, the default group (not editable) and the custom groups, which can be
 * created, renamed, moved up or down and deleted (their contracts go to the default group).
 */
export function GroupSidebar({ groups, total, current, onPick }: Props) {
  const { t } = useTranslation('drafting');
  const queryClient = useQueryClient();
  const [naming, setNaming] = useState<{ mode: 'create' } | { mode: 'rename'; group: ContractGroup } | null>(null);
  const custom = groups.filter((g) => !g.isDefault && g.id !== null);
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: groupsKey }), queryClient.invalidateQueries({ queryKey: ['contracts'] })]);

  const move = async (id: number, by: -1 | 1) => {
    const ids = custom.map((g) => g.id!) as number[];
    const i = ids.indexOf(id);
    const j = i + by;
    if (i < 0 || j < 0 || j >= ids.length) return;
    [ids[i], ids[j]] = [ids[j], ids[i]];
    await orderGroups(ids);
    await refresh();
  };

  const remove = (g: ContractGroup) =>
    Modal.confirm({
      title: t('groups.deleteTitle', { name: g.name }),
      content: t('groups.deleteText'),
      okText: t('groups.delete'),
      okButtonProps: { danger: true },
      cancelText: t('name.cancel'),
      onOk: async () => {
        await deleteGroup(g.id!);
        if (current === g.id) onPick(undefined);
        await refresh();
      },
    });

  const item = (key: string, label: string, count: number, filter: GroupFilter, menu?: React.ReactNode) => (
    <li key={key} className={current === filter ? 'lb-groups__row is-active' : 'lb-groups__row'}>
      <button type="button" className="lb-groups__pick" aria-current={current === filter ? 'true' : undefined} onClick={() => onPick(filter)}>
        <FolderOutlined aria-hidden="true" />
        <span className="lb-groups__name">{label}</span>
        <span className="lb-groups__count" aria-label={t('groups.count', { count })}>
          {count}
        </span>
      </button>
      {menu}
    </li>
  );

  return (
    <nav className="lb-groups" aria-label={t('groups.label')}>
      <div className="lb-groups__head">
        <h2 className="lb-groups__title">{t('groups.title')}</h2>
        <Button size="small" icon={<PlusOutlined aria-hidden="true" />} onClick={() => setNaming({ mode: 'create' })}>
          {t('groups.new')}
        </Button>
      </div>
      <ul className="lb-groups__list">
        {item('all', t('groups.all'), total, undefined)}
        {groups.map((g) =>
          g.isDefault || g.id === null
            ? item('default', t('groups.default'), g.count, 'default')
            : item(
                String(g.id),
                g.name,
                g.count,
                g.id,
                <Dropdown
                  trigger={['click']}
                  menu={{
                    items: [
                      { key: 'rename', label: t('groups.rename') },
                      { key: 'up', label: t('groups.up'), disabled: custom[0]?.id === g.id },
                      { key: 'down', label: t('groups.down'), disabled: custom[custom.length - 1]?.id === g.id },
                      { type: 'divider' },
                      { key: 'delete', label: t('groups.delete'), danger: true },
                    ],
                    onClick: ({ key }) => {
                      if (key === 'rename') setNaming({ mode: 'rename', group: g });
                      if (key === 'up') void move(g.id!, -1);
                      if (key === 'down') void move(g.id!, 1);
                      if (key === 'delete') remove(g);
                    },
                  }}
                >
                  <Button type="text" size="small" className="lb-groups__more" icon={<MoreOutlined />} aria-label={t('groups.actions', { name: g.name })} />
                </Dropdown>,
              ),
        )}
      </ul>
      <NameModal
        open={naming !== null}
        title={naming?.mode === 'rename' ? t('groups.renameTitle') : t('groups.newTitle')}
        label={t('groups.nameLabel')}
        initial={naming?.mode === 'rename' ? naming.group.name : ''}
        max={GROUP_NAME_MAX}
        onClose={() => setNaming(null)}
        onSubmit={async (name) => {
          if (naming?.mode === 'rename') await renameGroup(naming.group.id!, name);
          else await createGroup(name);
          await refresh();
        }}
      />
    </nav>
  );
}
