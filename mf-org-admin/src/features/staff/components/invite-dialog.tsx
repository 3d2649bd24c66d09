import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type IssuedInvitation, inviteStaff, isApiError } from 'shared-contracts';
import { useRoleLabel, useRoleOptions } from '../../../shared/use-role-label';

const PHONE = /^\+?[0-9][0-9 -]{6,18}[0-9]$/;

interface Values {
  by: 'email' | 'phone';
  email?: string;
  phone?: string;
  role: string;
  expiresInHours: number;
}

/** The invitation link as the invited person opens it: the shell's /auth/reset with the code. */
export const invitationUrl = (link: string, origin = window.location.origin) => new URL(link, origin).href;

/**
 * Invite one person by e-mail or phone into one role. The answer is the only time the code and
 * link exist in clear: the dialog shows both to copy or share (the product sends no mail or SMS).
 */
export function InviteDialog({ roles, onClose, onInvited }: { roles: string[]; onClose: () => void; onInvited: () => void }) {
  const { t } = useTranslation('mf-org-admin');
  const roleLabel = useRoleLabel();
  const roleOptions = useRoleOptions(roles);
  const [form] = Form.useForm<Values>();
  const by = Form.useWatch('by', form) ?? 'email';
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [issued, setIssued] = useState<IssuedInvitation | null>(null);

  const submit = async (values: Values) => {
    // The server validates with the shared schema (inviteStaffBodySchema); the form's rules catch typos first.
    const body = {
      role: values.role,
      expiresInHours: values.expiresInHours,
      ...(values.by === 'email' ? { email: values.email?.trim() } : { phone: values.phone?.trim() }),
    };
    setBusy(true);
    setError(null);
    try {
      setIssued(await inviteStaff(body));
      onInvited();
    } catch (cause) {
      console.error(cause);
      setError(isApiError(cause) ? cause.message : t('staff.messages.actionFailed'));
    } finally {
      setBusy(false);
    }
  };

  if (issued) {
    const url = invitationUrl(issued.link);
    return (
      <Modal open title={t('staff.invite.issuedTitle')} onCancel={onClose} footer={<Button onClick={onClose}>{t('staff.invite.done')}</Button>}>
        <Typography.Paragraph>{t('staff.invite.issuedBody', { to: issued.email ?? issued.phone ?? '', role: roleLabel(issued.role) })}</Typography.Paragraph>
        <Typography.Text strong>{t('staff.invite.link')}</Typography.Text>
        <Typography.Paragraph copyable={{ text: url }} data-testid="invite-link" style={{ wordBreak: 'break-all' }}>
          {url}
        </Typography.Paragraph>
        <Typography.Text strong>{t('staff.invite.code')}</Typography.Text>
        <Typography.Paragraph copyable code data-testid="invite-code">
          {issued.code}
        </Typography.Paragraph>
        <Alert type="info" showIcon title={t('staff.invite.once', { date: new Date(issued.expiresAt).toLocaleString() })} />
      </Modal>
    );
  }
  return (
    <Modal open title={t('staff.invite.title')} onCancel={onClose} okText={t('staff.invite.submit')} confirmLoading={busy} onOk={() => form.submit()}>
      <Form<Values> form={form} layout="vertical" initialValues={{ by: 'email', expiresInHours: 72 }} onFinish={(values) => void submit(values)}>
        <Form.Item name="by" label={t('staff.invite.by')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'email', label: t('staff.invite.email') },
              { value: 'phone', label: t('staff.invite.phone') },
            ]}
          />
        </Form.Item>
        {by === 'email' ? (
          <Form.Item name="email" label={t('staff.invite.email')} rules={[{ required: true, type: 'email', message: t('staff.invite.emailInvalid') }]}>
            <Input type="email" inputMode="email" autoComplete="off" />
          </Form.Item>
        ) : (
          <Form.Item name="phone" label={t('staff.invite.phone')} rules={[{ required: true, pattern: PHONE, message: t('staff.invite.phoneInvalid') }]}>
            <Input type="tel" inputMode="tel" autoComplete="off" />
          </Form.Item>
        )}
        <Form.Item name="role" label={t('staff.invite.role')} rules={[{ required: true, message: t('staff.invite.roleRequired') }]}>
          <Select options={roleOptions} showSearch optionFilterProp="label" />
        </Form.Item>
        <Form.Item name="expiresInHours" label={t('staff.invite.expires')}>
          <Select options={[24, 72, 168].map((hours) => ({ value: hours, label: t('staff.invite.hours', { count: hours }) }))} />
        </Form.Item>
        {error ? <Alert type="error" showIcon title={error} /> : null}
      </Form>
    </Modal>
  );
}
