import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import QrcodeOutlined from '@ant-design/icons/es/icons/QrcodeOutlined';
import UploadOutlined from '@ant-design/icons/es/icons/UploadOutlined';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  type FacilityAdminRow,
  type FacilityKind,
  downloadQrSheetPdf,
  exportAdminFacilities,
  getAdminFacilities,
  isApiError,
  setAdminFacilityActive,
} from 'shared-contracts';
import { AsyncContent, LoadingState, saveFile, useAppApis, useAsync, useSession, useScreens } from 'ui-kit';
import { useFacilityFilters } from '../hooks/use-facility-filters';
import { usePlaceOptions } from '../hooks/use-place-options';
import { FacilityFiltersBar } from './facility-filters';

// Issue 15: the list draws with what it shows and no more. Each of these brings antd components of
// its own (the table, the record's drawer, the form, the import dialog), which the page chunk would
// otherwise download and evaluate before its first paint; the phone's cards and the desktop's
// table each load only on their screen, and the rest when first opened.
const loadCards = () => import('./facility-cards');
const loadTable = () => import('./facility-table');
const FacilityCards = lazy(() => loadCards().then((module) => ({ default: module.FacilityCards })));
const FacilityTable = lazy(() => loadTable().then((module) => ({ default: module.FacilityTable })));
const FacilityDetail = lazy(() => import('./facility-detail').then((module) => ({ default: module.FacilityDetail })));
const FacilityForm = lazy(() => import('./facility-form').then((module) => ({ default: module.FacilityForm })));
const ImportDialog = lazy(() => import('./import-dialog').then((module) => ({ default: module.ImportDialog })));

/** A phone's toolbar label of each action (facilities.actions.*). */
const SHORT_LABELS = { import: 'importShort', export: 'exportShort', qrAll: 'qrShort' } as const;

/** Writing needs organization-write with facility-read (there is no facility-write permission; the api checks the same). */
export const WRITE_PERMISSIONS = ['facility-read', 'organization-write'];

/**
 * /facilities and /assets: the filtered, server-paged list (cards on a phone, a table on a desktop),
 * the record in a drawer (?open=<id>), create and edit, retire with undo, CSV import and export, and
 * the QR sheet PDF of any selection.
 */
export function FacilitiesScreen({ kind }: { kind: FacilityKind }) {
  const { t } = useTranslation('mf-org-admin');
  const { message } = useAppApis();
  const { permissions } = useSession();
  const canWrite = WRITE_PERMISSIONS.every((permission) => permissions.includes(permission));
  const phone = !useScreens().md;
  const filters = useFacilityFilters(kind);
  const [params, setParams] = useSearchParams();
  const openId = params.get('open');
  const [version, setVersion] = useState(0);
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<FacilityAdminRow | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const places = usePlaceOptions().options;
  // Only the types of this kind (facility or asset), and no retired ones, are offered.
  const options = { ...places, types: places.types.filter((type) => (type.kind ?? 'facility') === kind && type.active !== false) };
  // eslint-disable-next-line react-hooks/exhaustive-deps -- version only forces a new read
  const load = useCallback(() => getAdminFacilities(filters.query), [filters.query, version]);
  const state = useAsync(load);
  const refresh = () => setVersion((value) => value + 1);
  // The list's part downloads beside the first page's data, not after it (a failure shows where it renders).
  useEffect(() => void (phone ? loadCards() : loadTable()).catch(() => undefined), [phone]);

  const setOpen = useCallback(
    (id: string | null) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        if (id) next.set('open', id);
        else next.delete('open');
        return next;
      }),
    [setParams],
  );
  // Stable, so the memoised list does not draw again when the screen does.
  const openRow = useCallback((row: FacilityAdminRow) => setOpen(row._id), [setOpen]);

  const fail = (error: unknown, fallback: string) => {
    console.error(error);
    message.error(isApiError(error) ? error.message : fallback);
  };

  const download = async (make: () => Promise<Blob>, name: string) => {
    try {
      saveFile(await make(), name);
    } catch (error) {
      fail(error, t('facilities.messages.downloadFailed'));
    }
  };
  const qrSheet = (ids: string[]) => void download(() => downloadQrSheetPdf(ids), 'qr-codes.pdf');

  const toggleActive = async (row: FacilityAdminRow, undoable = true) => {
    try {
      const changed = await setAdminFacilityActive(row._id, !row.active);
      refresh();
      const text = t(changed.active ? 'facilities.messages.activated' : 'facilities.messages.retired', { name: row.name });
      if (!undoable) return void message.success(text);
      const key = `facility-active-${row._id}`;
      message.success({
        key,
        content: (
          <span>
            {text}{' '}
            <Button
              type="link"
              size="small"
              onClick={() => {
                message.destroy(key);
                void toggleActive(changed, false);
              }}
            >
              {t('facilities.messages.undo')}
            </Button>
          </span>
        ),
        duration: 6,
      });
    } catch (error) {
      fail(error, t('facilities.messages.actionFailed'));
    }
  };

  const pageIds = state.data?.items.map((row) => row._id) ?? [];
  // A phone's toolbar shows short labels, in one or two rows above the list; a screen reader still
  // hears the whole name, which holds the short one.
  const labelled = (action: keyof typeof SHORT_LABELS) =>
    phone
      ? { 'aria-label': t(`facilities.actions.${action}`), children: t(`facilities.actions.${SHORT_LABELS[action]}`) }
      : { children: t(`facilities.actions.${action}`) };
  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t(`facilities.title.${kind}`)}
        </Typography.Title>
        <Flex gap={8} wrap>
          {canWrite ? (
            <>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
                {t('facilities.actions.add')}
              </Button>
              <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} {...labelled('import')} />
            </>
          ) : null}
          <Button
            icon={<DownloadOutlined />}
            onClick={() => void download(() => exportAdminFacilities(kind), `${kind === 'asset' ? 'assets' : 'facilities'}.csv`)}
            {...labelled('export')}
          />
          <Button
            icon={<QrcodeOutlined />}
            disabled={selected.length === 0 && pageIds.length === 0}
            onClick={() => qrSheet(selected.length > 0 ? selected : pageIds)}
            {...(selected.length > 0
              ? { children: `${t(phone ? 'facilities.actions.qrShort' : 'facilities.actions.qr')} · ${t('facilities.selected', { count: selected.length })}` }
              : labelled('qrAll'))}
          />
        </Flex>
      </Flex>
      <FacilityFiltersBar filters={filters} options={options} phone={phone} />
      <AsyncContent state={state} errorTitle={t('facilities.loadFailed')} emptyText="" isEmpty={() => false}>
        {(data) =>
          data.total === 0 ? (
            <Empty description={filters.filtered ? t('facilities.empty.filtered') : t(`facilities.empty.${kind}`)}>
              {filters.filtered ? (
                <Button onClick={filters.clear}>{t('facilities.filters.clear')}</Button>
              ) : canWrite ? (
                <Button type="primary" onClick={() => setEditing('new')}>
                  {t('facilities.actions.add')}
                </Button>
              ) : null}
            </Empty>
          ) : (
            <Suspense fallback={<LoadingState />}>
              {phone ? (
                <FacilityCards data={data} selected={selected} onSelect={setSelected} onOpen={openRow} onPage={filters.setPage} />
              ) : (
                <FacilityTable data={data} selected={selected} onSelect={setSelected} onOpen={openRow} onPage={filters.setPage} />
              )}
            </Suspense>
          )
        }
      </AsyncContent>
      {/* A boundary each: one opening does not hide another that is open. */}
      <Suspense fallback={null}>
        {openId ? (
          <FacilityDetail
            id={openId}
            version={version}
            canWrite={canWrite}
            canRenewFeedbackLink={permissions.includes('organization-write')}
            onClose={() => setOpen(null)}
            onEdit={(row) => setEditing(row)}
            onToggleActive={(row) => void toggleActive(row)}
            onQr={(row) => qrSheet([row._id])}
          />
        ) : null}
      </Suspense>
      <Suspense fallback={null}>
        {editing ? (
          <FacilityForm
            kind={kind}
            editing={editing === 'new' ? null : editing}
            options={options}
            onClose={() => setEditing(null)}
            onSaved={(row) => {
              setEditing(null);
              refresh();
              setOpen(row._id);
            }}
          />
        ) : null}
      </Suspense>
      <Suspense fallback={null}>
        {importing ? (
          <ImportDialog
            kind={kind}
            onClose={() => setImporting(false)}
            onImported={() => {
              setImporting(false);
              refresh();
            }}
          />
        ) : null}
      </Suspense>
    </>
  );
}
