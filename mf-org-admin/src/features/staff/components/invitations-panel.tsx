import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Invitation, getInvitations, isApiError, revokeInvitation } from 'shared-contracts';
import { AsyncContent, useAppApis, useAsync } from 'ui-kit';
import { useRoleLabel } from '../../../shared/use-role-label';

const COLOR: Record<Invitation['status'], string> = { pending: 'gold', accepted: 'green', expired: 'default', revoked: 'red' };

/** The organisation's invitations, newest first; a pending one can be revoked (its code then stops working). */
export function InvitationsPanel({ version }: { version: number }) {
  const { t } = useTranslation('mf-org-admin');
  const roleLabel = useRoleLabel();
  const { message, modal } = useAppApis();
  const [own, setOwn] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the versions only force a new read
  const load = useCallback(() => getInvitations(), [version, own]);
  const state = useAsync(load);
  const revoke = (invitation: Invitation) =>
    modal.confirm({
      title: t('staff.invitations.revokeTitle'),
      content: t('staff.invitations.revokeBody', { to: invitation.email ?? invitation.phone ?? '' }),
      okText: t('staff.invitations.revoke'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await revokeInvitation(invitation._id);
          message.success(t('staff.invitations.revoked'));
          setOwn((value) => value + 1);
        } catch (error) {
          console.error(error);
          message.error(isApiError(error) ? error.message : t('staff.messages.actionFailed'));
        }
      },
    });
  return (
    <AsyncContent state={state} errorTitle={t('staff.loadFailed')} emptyText="" isEmpty={() => false}>
      {(rows) =>
        rows.length === 0 ? (
          <Empty description={t('staff.invitations.empty')} />
        ) : (
          <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
            {rows.map((row) => (
              <li key={row._id}>
                <Card size="small">
                  <Flex justify="space-between" align="center" wrap gap={8}>
                    <Flex vertical gap={2} style={{ minWidth: 0 }}>
                      <strong>{row.email ?? row.phone}</strong>
                      <Typography.Text type="secondary">
                        {roleLabel(row.role)} · {t('staff.invitations.expires', { date: new Date(row.expiresAt).toLocaleString() })}
                      </Typography.Text>
                    </Flex>
                    <Flex gap={8} align="center">
                      <Tag color={COLOR[row.status]}>{t(`staff.invitations.status.${row.status}`)}</Tag>
                      {row.status === 'pending' ? (
                        <Button danger size="small" onClick={() => revoke(row)}>
                          {t('staff.invitations.revoke')}
                        </Button>
                      ) : null}
                    </Flex>
                  </Flex>
                </Card>
              </li>
            ))}
          </ul>
        )
      }
    </AsyncContent>
  );
}
