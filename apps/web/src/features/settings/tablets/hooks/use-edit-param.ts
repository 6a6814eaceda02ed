import { ZRecordId } from '@portal/domain';
import { useSnackbar } from 'notistack';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { SettingsTablet } from './use-settings-tablets';

const PARAM = 'edit';

/**
 * The tablet being edited lives in the address (`?edit=<id>`), so the edit dialog can be linked
 * to and survives a reload. An id that cannot be one says invalidId, an unknown one notFound
 * (spec part 2 §8), and the address drops it.
 */
export function useEditParam(tablets: readonly SettingsTablet[], loaded: boolean) {
  const { t } = useTranslation('tablets');
  const { enqueueSnackbar } = useSnackbar();
  const [params, setParams] = useSearchParams();
  const raw = params.get(PARAM);
  const valid = raw !== null && ZRecordId.safeParse(raw).success;
  const editing = valid ? (tablets.find((tablet) => tablet.id === raw) ?? null) : null;

  const close = useCallback(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PARAM);
        return next;
      },
      { replace: true },
    );
  }, [setParams]);

  const open = useCallback(
    (id: string) => setParams((current) => ({ ...Object.fromEntries(current), [PARAM]: id })),
    [setParams],
  );

  useEffect(() => {
    if (raw === null) return;
    if (!valid) {
      enqueueSnackbar(t('messages.invalidId'), { variant: 'error', preventDuplicate: true });
      close();
    } else if (loaded && !editing) {
      enqueueSnackbar(t('messages.notFound', { id: raw }), {
        variant: 'error',
        preventDuplicate: true,
      });
      close();
    }
  }, [raw, valid, loaded, editing, enqueueSnackbar, t, close]);

  return { editing, open, close };
}
