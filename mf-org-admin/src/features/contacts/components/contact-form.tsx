import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Contact, type ContactKind, PHONE_PATTERN, isApiError, saveContact } from 'shared-contracts';
import { useAppApis } from 'ui-kit';
import { CONTACT_KINDS } from './contact-kinds';

interface Values {
  name: string;
  kind: ContactKind;
  company?: string;
  phone?: string;
  email?: string;
  note?: string;
}

interface ContactFormProps {
  organization: string;
  editing: Contact | null;
  onClose: () => void;
  onSaved: (contact: Contact) => void;
}

/** Add or edit a contact in a drawer: a phone or an e-mail is needed; field messages, a save that says it saved, a prompt before unsaved changes are lost. */
export function ContactForm({ organization, editing, onClose, onSaved }: ContactFormProps) {
  const { t } = useTranslation('mf-org-admin');
  const { message, modal } = useAppApis();
  const [form] = Form.useForm<Values>();
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  const initial: Values = {
    name: editing?.name ?? '',
    kind: editing?.kind ?? 'vendor',
    company: editing?.company ?? undefined,
    phone: editing?.phone ?? undefined,
    email: editing?.email ?? undefined,
    note: editing?.note ?? undefined,
  };

  const close = () => {
    if (!dirty) return onClose();
    modal.confirm({
      title: t('contacts.form.discardTitle'),
      content: t('contacts.form.discardBody'),
      okText: t('contacts.form.discard'),
      cancelText: t('contacts.form.keepEditing'),
      onOk: onClose,
    });
  };

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      const saved = await saveContact(organization, {
        ...(editing ? { _id: editing._id } : {}),
        name: values.name.trim(),
        kind: values.kind,
        company: values.company?.trim() || null,
        phone: values.phone?.trim() || null,
        email: values.email?.trim() || null,
        note: values.note?.trim() || null,
      });
      setDirty(false);
      message.success(t('contacts.messages.saved', { name: saved.name }));
      onSaved(saved);
    } catch (error) {
      console.error(error);
      message.error(isApiError(error) ? error.message : t('contacts.messages.failed'));
    } finally {
      setSaving(false);
    }
  };

  const needsOne = (other: 'phone' | 'email') => ({
    validator: (_: unknown, value?: string) =>
      value?.trim() || form.getFieldValue(other)?.trim() ? Promise.resolve() : Promise.reject(new Error(t('contacts.form.phoneOrEmail'))),
  });

  return (
    <Drawer
      open
      destroyOnHidden
      size={480}
      title={editing ? t('contacts.form.titleEdit', { name: editing.name }) : t('contacts.form.titleNew')}
      onClose={close}
      footer={
        <Flex gap={8} justify="end">
          <Button onClick={close}>{t('contacts.form.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()}>
            {t('contacts.form.save')}
          </Button>
        </Flex>
      }
    >
      <Form<Values> form={form} layout="vertical" initialValues={initial} onValuesChange={() => setDirty(true)} onFinish={(values) => void submit(values)}>
        <Form.Item
          name="name"
          label={t('contacts.form.name')}
          rules={[{ required: true, whitespace: true, message: t('contacts.form.nameRequired') }, { max: 200 }]}
        >
          <Input autoFocus />
        </Form.Item>
        <Form.Item name="kind" label={t('contacts.form.kind')}>
          <Select options={CONTACT_KINDS.map((value) => ({ value, label: t(`contacts.kinds.${value}`) }))} />
        </Form.Item>
        <Form.Item name="company" label={t('contacts.form.company')} rules={[{ max: 200 }]}>
          <Input />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('contacts.form.phone')}
          dependencies={['email']}
          rules={[needsOne('email'), { pattern: PHONE_PATTERN, message: t('contacts.form.phoneInvalid') }]}
        >
          <Input type="tel" inputMode="tel" autoComplete="tel" />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('contacts.form.email')}
          dependencies={['phone']}
          rules={[needsOne('phone'), { type: 'email', message: t('contacts.form.emailInvalid') }, { max: 254 }]}
        >
          <Input type="email" inputMode="email" autoComplete="email" />
        </Form.Item>
        <Form.Item name="note" label={t('contacts.form.note')} rules={[{ max: 1000 }]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
