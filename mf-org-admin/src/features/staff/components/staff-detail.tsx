import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Flex from 'antd/es/flex';
import List from 'antd/es/list';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type StaffDetail, getStaffMember, isApiError, setStaffActive } from 'shared-contracts';
import { AsyncContent, useAppApis, useAsync } from 'ui-kit';
import { type StaffOptions } from '../hooks/use-staff-options';
import { RoleDialog } from './role-dialog';
import { RoleTags, StaffStatusTag } from './staff-status';

const when = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString() : '');

/** /staff/:id: the person, what they work on (shifts, recent reports, open issues), their effective permissions, then the actions. */
export function StaffDetailScreen({ id, options, canWrite }: { id: string; options: StaffOptions; canWrite: boolean }) {
  const { t } = useTranslation('mf-org-admin');
  const { message, modal } = useAppApis();
  const [version, setVersion] = useState(0);
  const [editing, setEditing] = useState(false);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- version only forces a new read
  const load = useCallback(() => getStaffMember(id), [id, version]);
  const state = useAsync(load);
  const refresh = () => setVersion((value) => value + 1);

  const toggle = (person: StaffDetail) => {
    const active = person.status !== 'active';
    modal.confirm({
      title: t(active ? 'staff.detail.reactivateTitle' : 'staff.detail.deactivateTitle', { name: person.name }),
      content: active ? undefined : t('staff.detail.deactivateBody'),
      okText: t(active ? 'staff.actions.reactivate' : 'staff.actions.deactivate'),
      okButtonProps: { danger: !active },
      onOk: async () => {
        try {
          await setStaffActive(person._id, active);
          message.success(t(active ? 'staff.messages.reactivated' : 'staff.messages.deactivated', { name: person.name }));
          refresh();
        } catch (error) {
          console.error(error);
          message.error(isApiError(error) ? error.message : t('staff.messages.actionFailed'));
        }
      },
    });
  };

  return (
    <>
      <Link to="/staff">
        <Button type="link" icon={<ArrowLeftOutlined />} style={{ paddingInline: 0 }}>
          {t('staff.detail.back')}
        </Button>
      </Link>
      <AsyncContent state={state} errorTitle={t('staff.loadFailed')} emptyText="" isEmpty={() => false}>
        {(person) => (
          <Flex vertical gap={12}>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {person.name}
            </Typography.Title>
            <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered>
              <Descriptions.Item label={t('staff.columns.contact')}>
                {[person.email, person.phone].filter(Boolean).join(' · ') || t('staff.none')}
              </Descriptions.Item>
              <Descriptions.Item label={t('staff.columns.status')}>
                <StaffStatusTag status={person.status} />
              </Descriptions.Item>
              <Descriptions.Item label={t('staff.columns.role')}>
                <RoleTags row={person} />
              </Descriptions.Item>
              <Descriptions.Item label={t('staff.columns.teams')}>{person.teams.map((team) => team.name).join(', ') || t('staff.none')}</Descriptions.Item>
            </Descriptions>
            {canWrite ? (
              <Flex gap={8} wrap>
                <Button type="primary" onClick={() => setEditing(true)}>
                  {t('staff.actions.changeRole')}
                </Button>
                <Button danger={person.status === 'active'} onClick={() => toggle(person)}>
                  {t(person.status === 'active' ? 'staff.actions.deactivate' : 'staff.actions.reactivate')}
                </Button>
              </Flex>
            ) : null}
            <Card size="small" title={t('staff.detail.shifts')}>
              <List
                size="small"
                dataSource={person.shifts}
                locale={{ emptyText: t('staff.detail.noShifts') }}
                renderItem={(shift) => (
                  <List.Item>
                    {shift.shift} · {when(shift.expectedInTime)} – {when(shift.expectedOutTime)} · {shift.as}
                  </List.Item>
                )}
              />
            </Card>
            <Card size="small" title={t('staff.detail.reports')}>
              <List
                size="small"
                dataSource={person.recentReports}
                locale={{ emptyText: t('staff.detail.noReports') }}
                renderItem={(report) => (
                  <List.Item>
                    {report.facility} · {when(report.createdAt)}
                  </List.Item>
                )}
              />
            </Card>
            <Card size="small" title={t('staff.detail.issues')}>
              <List
                size="small"
                dataSource={person.openIssues}
                locale={{ emptyText: t('staff.detail.noIssues') }}
                renderItem={(issue) => (
                  <List.Item>
                    <Link to={`/issues/details/${encodeURIComponent(issue._id)}`} style={{ textDecoration: 'underline' }}>
                      {issue.label}
                    </Link>{' '}
                    · {issue.facility} · <Tag>{issue.status}</Tag>
                  </List.Item>
                )}
              />
            </Card>
            <Card size="small" title={t('staff.detail.permissions', { count: person.permissions.length })}>
              <Flex wrap gap={4} data-testid="effective-permissions">
                {person.permissions.map((permission) => (
                  <Tag key={permission}>{permission}</Tag>
                ))}
              </Flex>
            </Card>
            {editing ? (
              <RoleDialog
                row={person}
                roles={options.roles}
                onClose={() => setEditing(false)}
                onSaved={(row) => {
                  setEditing(false);
                  message.success(t('staff.messages.rolesSaved', { name: row.name }));
                  refresh();
                }}
              />
            ) : null}
          </Flex>
        )}
      </AsyncContent>
    </>
  );
}
