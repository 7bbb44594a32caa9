import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { InfoView } from '@lexbridge/contract/api/fapiao';
import { deleteInfo } from './api/deleteInfo.ts';
import { useFapiaoInfos } from './api/listInfos.ts';
import { setDefaultInfo } from './api/setDefaultInfo.ts';
import { fapiaoRoot } from './keys.ts';

/** How a site shows the outcome of an action: a success, or a warning that nothing was done. */
export interface Say {
  success(text: string): void;
  warn(text: string): void;
}

/**
 * The information sets page of both sites: at most `max` sets (spec §5: 3), one default; the form opened to add (not
 * past the limit) or to edit one; make default and delete, after which the sets and the fapiao lists are read again
 * (also after a refusal, which the API client has shown).
 */
export function useInfoSets(say: Say) {
  const { t } = useTranslation(['fapiao', 'validation']);
  const queryClient = useQueryClient();
  const infos = useFapiaoInfos();
  const [editing, setEditing] = useState<InfoView | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<number | null>(null);
  const list = infos.data?.list ?? [];
  const max = infos.data?.max ?? 3;

  const add = () => {
    if (list.length >= max) {
      say.warn(t('validation:fapiaoMaxSets'));
      return;
    }
    setEditing(null);
    setOpen(true);
  };
  const edit = (info: InfoView) => {
    setEditing(info);
    setOpen(true);
  };
  const act = async (id: number, call: () => Promise<unknown>, done: string) => {
    setBusy(id);
    try {
      await call();
      say.success(done);
    } catch {
      // the API client has shown why
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: fapiaoRoot });
    }
  };

  return {
    infos,
    list,
    max,
    /** The set whose action is on its way. */
    busy,
    form: { open, editing, onClose: () => setOpen(false) },
    add,
    edit,
    makeDefault: (info: InfoView) => act(info.id, () => setDefaultInfo(info.id), t('info.defaultSet')),
    remove: (info: InfoView) => act(info.id, () => deleteInfo(info.id), t('info.deleted')),
  };
}
