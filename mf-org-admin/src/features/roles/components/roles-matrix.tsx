import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type RolesOverview, createCustomRole, getRolesOverview, isApiError, updateCustomRole } from 'shared-contracts';
import { AsyncContent, useAppApis, useAsync, useSession } from 'ui-kit';
import { useRoleLabel } from '../../../shared/use-role-label';
import { type RolePermissions, changedRoles, togglePermission } from '../rules/role-matrix';

/**
 * The permissions matrix: one row per permission, one column per role. Built-in roles are shown
 * read-only; the organisation's custom roles are edited here (the customRoles calls). Holders of a
 * changed role get it without signing in again: the shell re-reads their permissions.
 */
export function RolesMatrix({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation('mf-org-admin');
  const [version, setVersion] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- version only forces a new read
  const load = useCallback(() => getRolesOverview(), [version]);
  const state = useAsync(load);
  return (
    <AsyncContent state={state} errorTitle={t('roles.loadFailed')} emptyText="" isEmpty={() => false}>
      {(overview) => <Matrix key={version} overview={overview} canWrite={canWrite} onSaved={() => setVersion((value) => value + 1)} />}
    </AsyncContent>
  );
}

function Matrix({ overview, canWrite, onSaved }: { overview: RolesOverview; canWrite: boolean; onSaved: () => void }) {
  const { t } = useTranslation('mf-org-admin');
  const roleLabel = useRoleLabel();
  const { message } = useAppApis();
  const { user, permissions: held } = useSession();
  const saved = useMemo<RolePermissions>(() => Object.fromEntries(overview.custom.map((role) => [role.name, role.permissions])), [overview]);
  const [draft, setDraft] = useState<RolePermissions>(saved);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const dirty = changedRoles(saved, draft);

  const call = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      message.success(done);
      onSaved();
    } catch (cause) {
      console.error(cause);
      setError(isApiError(cause) ? cause.message : t('roles.saveFailed'));
    } finally {
      setBusy(false);
    }
  };
  const organization = user?.organization ?? '';
  const save = () =>
    call(async () => {
      for (const role of overview.custom.filter((item) => dirty.includes(item.name))) {
        await updateCustomRole(organization, { _id: role._id, name: role.name, permissions: [...(draft[role.name] ?? [])] });
      }
    }, t('roles.saved'));
  const create = () =>
    call(
      async () => {
        await createCustomRole(organization, { name: name.trim(), permissions: ['homeMenuView-read'] });
        setName('');
      },
      t('roles.created', { name: name.trim() }),
    );

  const columns = [
    {
      key: 'permission',
      title: t('roles.permission'),
      fixed: 'left' as const,
      width: 190,
      render: (_: unknown, permission: string) => <code>{permission}</code>,
    },
    ...overview.builtIn.map((role) => ({
      key: `b-${role.name}`,
      title: (
        <Flex vertical align="center">
          {roleLabel(role.name)}
          <Tag style={{ marginInlineEnd: 0 }}>{t('roles.builtIn')}</Tag>
        </Flex>
      ),
      align: 'center' as const,
      render: (_: unknown, permission: string) => (
        <Checkbox checked={role.permissions.includes(permission)} disabled aria-label={`${roleLabel(role.name)}: ${permission}`} />
      ),
    })),
    ...overview.custom.map((role) => ({
      key: `c-${role.name}`,
      title: <strong>{role.name}</strong>,
      align: 'center' as const,
      render: (_: unknown, permission: string) => (
        <Checkbox
          checked={(draft[role.name] ?? []).includes(permission)}
          // Nobody grants what they do not hold (the api refuses it too).
          disabled={!canWrite || busy || !held.includes(permission)}
          aria-label={`${role.name}: ${permission}`}
          onChange={(event) => setDraft((current) => togglePermission(current, role.name, permission, event.target.checked))}
        />
      ),
    })),
  ];

  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('roles.help')}
      </Typography.Paragraph>
      {canWrite ? (
        <Flex gap={8} wrap>
          <Input
            aria-label={t('roles.newName')}
            placeholder={t('roles.newName')}
            value={name}
            maxLength={200}
            onChange={(event) => setName(event.target.value)}
            style={{ flex: '1 1 180px' }}
          />
          <Button disabled={!name.trim() || busy} onClick={() => void create()}>
            {t('roles.add')}
          </Button>
          <Button type="primary" disabled={dirty.length === 0 || busy} loading={busy} onClick={() => void save()}>
            {dirty.length > 0 ? t('roles.saveCount', { count: dirty.length }) : t('roles.save')}
          </Button>
        </Flex>
      ) : null}
      {error ? <Alert type="error" showIcon title={error} closable onClose={() => setError(null)} /> : null}
      <Table<string>
        rowKey={(permission) => permission}
        size="small"
        pagination={false}
        dataSource={overview.permissions}
        columns={columns}
        scroll={{ x: 'max-content' }}
        sticky
      />
    </Flex>
  );
}
