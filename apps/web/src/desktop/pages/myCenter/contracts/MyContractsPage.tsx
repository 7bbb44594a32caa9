import { useState } from 'react';
import { Button, Input, Modal, Segmented, Space } from 'antd';
import { DeleteOutlined, FolderOpenOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONTRACT_NAME_MAX, type ContractItem, type DraftView, type LayoutName } from '@lexbridge/contract/api/drafting';
import { notifyError, notifyInfo } from '../../../../shared/api/notifier.ts';
import { copyContract } from '../../../../shared/drafting/api/copyContract.ts';
import { deleteContracts } from '../../../../shared/drafting/api/deleteContracts.ts';
import { downloadContract } from '../../../../shared/drafting/api/downloadContract.ts';
import { useGroups } from '../../../../shared/drafting/api/listGroups.ts';
import { useContracts, type GroupFilter } from '../../../../shared/drafting/api/listContracts.ts';
import { moveContracts } from '../../../../shared/drafting/api/moveContracts.ts';
import { renameContract } from '../../../../shared/drafting/api/renameContract.ts';
import { reviseContract } from '../../../../shared/drafting/api/reviseContract.ts';
import { DEFAULT_LAYOUT, LAYOUT_CHOICES } from '../../../../shared/drafting/layouts.ts';
import { useDebounced } from '../../../../shared/drafting/useDebounced.ts';
import { usePaths } from '../../../../shared/hooks/usePaths.ts';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { usePayDialog } from '../../payment/usePayDialog.tsx';
import { CenterLayout } from '../components/CenterLayout.tsx';
import { ContractTable, type RowAction } from './components/ContractTable.tsx';
import { GroupSidebar } from './components/GroupSidebar.tsx';
import { MoveModal } from './components/MoveModal.tsx';
import { NameModal } from './components/NameModal.tsx';
import { OpenDrafts } from './components/OpenDrafts.tsx';
import { PreviewModal } from './components/PreviewModal.tsx';
import { VersionsModal } from './components/VersionsModal.tsx';
import '../../drafting/drafting.css';
import './contracts.css';

const PAGE_SIZE = 10;

/**
 * My Contracts: the groups on the left, the contracts of the chosen group on the right, open drafts above them.
 * Every row can be previewed and downloaded when paid, revised (a new version), copied into a new contract, renamed,
 * moved and deleted.
 */
export default function MyContractsPage() {
  const { t } = useTranslation('drafting');
  const paths = usePaths();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [group, setGroup] = useState<GroupFilter>(undefined);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 300);
  const [selected, setSelected] = useState<number[]>([]);
  const [layout, setLayout] = useState<LayoutName>(DEFAULT_LAYOUT);
  const [previewing, setPreviewing] = useState<ContractItem | null>(null);
  const [versionsOf, setVersionsOf] = useState<ContractItem | null>(null);
  const [renaming, setRenaming] = useState<ContractItem | null>(null);
  const [moving, setMoving] = useState<number[] | null>(null);
  const pay = usePayDialog();
  const groups = useGroups();
  const contracts = useContracts({ groupId: group, q: q || undefined, pageNo: page, pageSize: PAGE_SIZE });
  const allCount = (groups.data ?? []).reduce((n, g) => n + g.count, 0);

  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: ['contracts'] }), queryClient.invalidateQueries({ queryKey: ['contractGroups'] })]);
  const openDraft = (d: DraftView) => navigate(paths.to('draft', { id: d.id }));

  const pickGroup = (g: GroupFilter) => {
    setGroup(g);
    setPage(1);
    setSelected([]);
  };

  const confirmDelete = (ids: number[]) => {
    if (!ids.length) {
      notifyError(t('contracts.selectContracts'));
      return;
    }
    Modal.confirm({
      title: t('contracts.deleteTitle', { count: ids.length }),
      content: t('contracts.deleteText'),
      okText: t('contracts.delete'),
      okButtonProps: { danger: true },
      cancelText: t('name.cancel'),
      onOk: async () => {
        await deleteContracts(ids);
        setSelected((s) => s.filter((id) => !ids.includes(id)));
        await refresh();
      },
    });
  };

  const act = async (action: RowAction, c: ContractItem) => {
    try {
      if (action === 'preview') setPreviewing(c);
      else if (action === 'docx' || action === 'pdf') {
        const name = await downloadContract(c.id, action, layout);
        notifyInfo(t('contracts.downloaded', { name }), 3_000);
      } else if (action === 'pay') pay.open({ kind: 'contract', contractId: c.id, nameCn: c.name, nameEn: c.name, amountFen: c.priceFen });
      else if (action === 'revise') openDraft(await reviseContract(c.id));
      else if (action === 'copy') openDraft(await copyContract(c.id));
      else if (action === 'versions') setVersionsOf(c);
      else if (action === 'rename') setRenaming(c);
      else if (action === 'move') setMoving([c.id]);
      else if (action === 'delete') confirmDelete([c.id]);
    } catch {
      /* the client has shown the refusal */
    }
  };

  return (
    <CenterLayout
      active="myContract"
      title={t('contracts.title')}
      actions={
        <LinkButton type="primary" icon={<PlusOutlined aria-hidden="true" />} to={paths.to('draftRobot')}>
          {t('contracts.new')}
        </LinkButton>
      }
    >
      <OpenDrafts />
      <div className="lb-contracts">
        <aside className="lb-center-card lb-contracts__groups">
          <GroupSidebar groups={groups.data ?? []} total={allCount} current={group} onPick={pickGroup} />
        </aside>
        <section className="lb-center-card lb-contracts__list" aria-label={t('contracts.listLabel')}>
          <div className="lb-contracts__bar">
            <Input.Search
              allowClear
              className="lb-contracts__search"
              placeholder={t('contracts.search')}
              aria-label={t('contracts.search')}
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                setPage(1);
              }}
            />
            <Space wrap>
              <Button
                icon={<FolderOpenOutlined aria-hidden="true" />}
                onClick={() => (selected.length ? setMoving(selected) : notifyError(t('contracts.selectContracts')))}
              >
                {t('contracts.moveSelected')}
              </Button>
              <Button danger icon={<DeleteOutlined aria-hidden="true" />} onClick={() => confirmDelete(selected)}>
                {t('contracts.deleteSelected')}
              </Button>
            </Space>
          </div>
          <div className="lb-contracts__layout">
            <span id="lb-contracts-layout">{t('contracts.fileLayout')}</span>
            <Segmented<LayoutName> size="small" aria-labelledby="lb-contracts-layout" value={layout} onChange={setLayout} options={LAYOUT_CHOICES.map((l) => ({ value: l, label: t(`layout.${l}`) }))} />
            {selected.length > 0 && <span className="lb-muted">{t('contracts.selectedCount', { count: selected.length })}</span>}
          </div>
          <ContractTable
            rows={contracts.data?.list ?? []}
            loading={contracts.isPending || contracts.isFetching}
            total={contracts.data?.total ?? 0}
            page={page}
            pageSize={PAGE_SIZE}
            onPage={setPage}
            selected={selected}
            onSelect={setSelected}
            onAction={(a, c) => void act(a, c)}
          />
        </section>
      </div>

      {previewing && <PreviewModal contractId={previewing.id} title={previewing.name} initialLayout={layout} onClose={() => setPreviewing(null)} />}
      <VersionsModal
        contract={versionsOf}
        layout={layout}
        onClose={() => setVersionsOf(null)}
        onRevise={(c) => {
          setVersionsOf(null);
          void act('revise', c);
        }}
      />
      <NameModal
        open={renaming !== null}
        title={t('contracts.renameTitle')}
        label={t('contracts.nameLabel')}
        initial={renaming?.name ?? ''}
        max={CONTRACT_NAME_MAX}
        onClose={() => setRenaming(null)}
        onSubmit={async (name) => {
          await renameContract(renaming!.id, name);
          await refresh();
        }}
      />
      <MoveModal
        open={moving !== null}
        groups={groups.data ?? []}
        count={moving?.length ?? 0}
        onClose={() => setMoving(null)}
        onMove={async (groupId) => {
          await moveContracts(moving ?? [], groupId);
          setSelected([]);
          await refresh();
        }}
      />
      {pay.dialog}
    </CenterLayout>
  );
}
