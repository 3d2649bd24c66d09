import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Result from 'antd/es/result';
import Select from 'antd/es/select';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { isApiError } from 'shared-contracts';
import { CHROME_FAB_VAR, Spinner, useAppApis, useSession } from 'ui-kit';
import { useChecklistEditor } from '../hooks/use-checklist-editor';
import { useUnsavedPrompt } from '../../../shared/use-unsaved-prompt';
import { type DraftProblems, type DraftRow, emptyRow, moveRow, newRowKey, problemsOf } from '../rules/checklist-draft';
import { ParameterRow } from './parameter-row';
import { TemplateCopies } from './template-copies';
import { VersionHistory } from './version-history';

const WRITE = ['checklist-read', 'checklist-write'];

/** /checklists/facilityType?type= and /checklists/assetType?type=: edit a type's checklist; each save is a new version. */
export function ChecklistEditor({ typeId }: { typeId: string }) {
  const { t } = useTranslation('mf-org-admin');
  const { message, modal } = useAppApis();
  const navigate = useNavigate();
  const { permissions } = useSession();
  const canWrite = WRITE.every((permission) => permissions.includes(permission));
  const { doc, draft, dirty, error, saving, setDraft, save, reload } = useChecklistEditor(typeId);
  const [problems, setProblems] = useState<DraftProblems | null>(null);
  const [stale, setStale] = useState(false);
  const dragged = useRef<number | null>(null);
  useUnsavedPrompt(dirty);
  // One stable callback per action for every row (the rows are memoised): a row names itself by key or index.
  const changeRow = useCallback(
    (next: DraftRow) => setDraft((current) => ({ ...current, rows: current.rows.map((candidate) => (candidate.key === next.key ? next : candidate)) })),
    [setDraft],
  );
  const moveTo = useCallback((from: number, to: number) => setDraft((current) => ({ ...current, rows: moveRow(current.rows, from, to) })), [setDraft]);
  const retire = useCallback(
    (key: string) => setDraft((current) => ({ ...current, rows: current.rows.filter((candidate) => candidate.key !== key) })),
    [setDraft],
  );
  const pickUp = useCallback((index: number) => {
    dragged.current = index;
  }, []);
  const dropOn = useCallback(
    (index: number) => {
      const from = dragged.current;
      dragged.current = null;
      if (from !== null && from !== index) setDraft((current) => ({ ...current, rows: moveRow(current.rows, from, index) }));
    },
    [setDraft],
  );

  if (error) {
    return (
      <Result
        status="warning"
        title={t('checklists.loadFailed')}
        subTitle={isApiError(error) ? error.message : undefined}
        extra={<Button onClick={() => void reload()}>{t('checklists.retry')}</Button>}
      />
    );
  }
  if (!doc || !draft) return <Spinner size="large" style={{ padding: 48 }} />;
  const kind = doc.type.kind;

  const leave = () => {
    const go = () => navigate('/checklists');
    if (!dirty) return go();
    modal.confirm({
      title: t('checklists.discardTitle'),
      content: t('checklists.discardBody'),
      okText: t('checklists.discard'),
      cancelText: t('checklists.keepEditing'),
      onOk: go,
    });
  };

  const onSave = async () => {
    const found = problemsOf(draft);
    setProblems(found);
    if (found) {
      message.error(t('checklists.fixErrors'));
      return;
    }
    const outcome = await save();
    if (outcome.ok) {
      setStale(false);
      message.success(t('checklists.saved', { version: outcome.version }));
    } else if (outcome.stale) setStale(true);
    else message.error(outcome.message ?? t('checklists.saveFailed'));
  };

  const addParameter = () => {
    const key = newRowKey();
    setDraft((current) => ({ ...current, rows: [...current.rows, emptyRow(key)] }));
    // Focus the new row's name once it is drawn.
    window.setTimeout(() => document.getElementById(`parameter-${key}-label`)?.focus(), 0);
  };

  const saveButton = (
    <Button type="primary" loading={saving} disabled={!dirty} onClick={() => void onSave()}>
      {t('checklists.save')}
    </Button>
  );

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <div>
          <Link
            to="/checklists"
            onClick={(event) => {
              event.preventDefault();
              leave();
            }}
          >
            {t('checklists.back')}
          </Link>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('checklists.editorTitle', { name: doc.type.name })}
          </Typography.Title>
          <Flex gap={4} wrap>
            <Tag color="blue">{doc.version ? t('checklists.version', { version: doc.version }) : t('checklists.noTemplate')}</Tag>
            <Tag>{t(`checklists.kind.${kind}`)}</Tag>
            {dirty ? <Tag color="orange">{t('checklists.unsaved')}</Tag> : null}
          </Flex>
        </div>
        {canWrite ? saveButton : null}
      </Flex>
      <Typography.Text type="secondary">{t('checklists.versionHelp')}</Typography.Text>
      {stale ? (
        <Alert
          type="warning"
          showIcon
          title={t('checklists.stale')}
          action={
            <Button size="small" onClick={() => void reload().then(() => setStale(false))}>
              {t('checklists.reload')}
            </Button>
          }
        />
      ) : null}
      <Form layout="vertical" component="div" disabled={!canWrite}>
        <Flex gap={12} wrap>
          <Form.Item
            label={t('checklists.name')}
            htmlFor="checklist-name"
            validateStatus={problems?.name ? 'error' : undefined}
            help={problems?.name ? t(`checklists.errors.${problems.name}`) : undefined}
            style={{ flex: '2 1 220px', marginBottom: 0 }}
          >
            <Input
              id="checklist-name"
              value={draft.name}
              maxLength={200}
              onChange={(event) => setDraft((current) => ({ ...current, name: event.target.value }))}
            />
          </Form.Item>
          <Form.Item label={t('checklists.mode')} htmlFor="checklist-mode" style={{ flex: '1 1 160px', marginBottom: 0 }}>
            <Select
              id="checklist-mode"
              value={draft.inspectionMode}
              options={([0, 1, 2] as const).map((value) => ({ value, label: t(`facilities.inspectionMode.${value}`) }))}
              onChange={(value) => setDraft((current) => ({ ...current, inspectionMode: value }))}
            />
          </Form.Item>
        </Flex>
      </Form>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('checklists.parameters', { count: draft.rows.length })}
      </Typography.Title>
      {problems?.list ? <Alert type="error" showIcon title={t(`checklists.errors.${problems.list}`)} /> : null}
      {draft.rows.length === 0 ? <Typography.Text>{t('checklists.emptyParameters')}</Typography.Text> : null}
      {draft.rows.map((row, index) => (
        <ParameterRow
          key={row.key}
          row={row}
          index={index}
          count={draft.rows.length}
          error={problems?.rows[row.key]}
          categories={doc.categories}
          teams={doc.teams}
          readOnly={!canWrite}
          onChange={changeRow}
          onMove={moveTo}
          onRetire={retire}
          onDragStart={pickUp}
          onDrop={dropOn}
        />
      ))}
      {/* The end of the page stays clear of the shell's quick-scan button. */}
      <Flex vertical gap={12} style={{ paddingInlineEnd: `var(${CHROME_FAB_VAR}, 0px)` }}>
        {canWrite ? (
          <Flex gap={8} wrap justify="space-between">
            <Button icon={<PlusOutlined />} onClick={addParameter}>
              {t('checklists.addParameter')}
            </Button>
            {saveButton}
          </Flex>
        ) : null}
        {doc.templateId && !dirty ? <TemplateCopies templateId={doc.templateId} version={doc.version} canWrite={canWrite} /> : null}
        <VersionHistory history={doc.history} />
      </Flex>
    </Flex>
  );
}
