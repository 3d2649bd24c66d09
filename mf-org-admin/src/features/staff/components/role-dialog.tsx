import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type StaffRow, changeStaffRoles, isApiError } from 'shared-contracts';
import { useRoleOptions } from '../../../shared/use-role-label';

/** Change a person's role and groups. The server refuses what the admin may not grant and the last organization-admin's demotion. */
export function RoleDialog({ row, roles, onClose, onSaved }: { row: StaffRow; roles: string[]; onClose: () => void; onSaved: (row: StaffRow) => void }) {
  const { t } = useTranslation('mf-org-admin');
  const [form] = Form.useForm<{ role: string; groups: string[] }>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const options = useRoleOptions(roles);
  const submit = async (values: { role: string; groups: string[] }) => {
    setBusy(true);
    setError(null);
    try {
      onSaved(await changeStaffRoles(row._id, { role: values.role, groups: values.groups.filter((group) => group !== values.role) }));
    } catch (cause) {
      console.error(cause);
      setError(isApiError(cause) ? cause.message : t('staff.messages.actionFailed'));
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t('staff.roles.title', { name: row.name })}
      okText={t('staff.roles.save')}
      confirmLoading={busy}
      onCancel={onClose}
      onOk={() => form.submit()}
    >
      <Form form={form} layout="vertical" initialValues={{ role: row.role, groups: row.groups }} onFinish={(values) => void submit(values)}>
        <Form.Item name="role" label={t('staff.roles.role')} rules={[{ required: true }]}>
          <Select options={options} showSearch />
        </Form.Item>
        <Form.Item name="groups" label={t('staff.roles.groups')} extra={t('staff.roles.groupsHelp')}>
          <Select mode="multiple" options={options} />
        </Form.Item>
        {error ? <Alert type="error" showIcon title={error} /> : null}
      </Form>
    </Modal>
  );
}
