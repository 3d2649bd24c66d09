import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Typography from 'antd/es/typography';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { type Contact, type ContactKind, type ContactQuery, getContacts, isApiError, retireContact } from 'shared-contracts';
import { AsyncContent, useAppApis, useAsync, useSession, useScreens } from 'ui-kit';
import { ContactCards } from './contact-cards';
import { ContactForm } from './contact-form';
import { CONTACT_KINDS, CONTACT_WRITE } from './contact-kinds';
import { ContactTable } from './contact-table';

/**
 * /contacts (contact-read): facility managers, vendors and others, with call (tel:) and mail
 * (mailto:) links; search and kind in the URL. Administrators add, edit and retire them.
 */
export function ContactsScreen() {
  const { t } = useTranslation('mf-org-admin');
  const { user, permissions } = useSession();
  const { message, modal } = useAppApis();
  const organization = user?.organization ?? '';
  const canWrite = CONTACT_WRITE.every((permission) => permissions.includes(permission));
  const phone = !useScreens().md;
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const kindParam = params.get('kind');
  const kind = CONTACT_KINDS.find((value) => value === kindParam);
  const [typed, setTyped] = useState(search);
  const [version, setVersion] = useState(0);
  const [editing, setEditing] = useState<Contact | 'new' | null>(null);
  const query: ContactQuery = { ...(search ? { search } : {}), ...(kind ? { kind } : {}) };
  // eslint-disable-next-line react-hooks/exhaustive-deps -- version only forces a new read; the query is rebuilt from search and kind
  const load = useCallback(() => getContacts(organization, query), [organization, search, kind, version]);
  const state = useAsync(load);
  const refresh = () => setVersion((value) => value + 1);

  const setParam = (name: string, value: string | undefined) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (value?.trim()) next.set(name, value.trim());
      else next.delete(name);
      return next;
    });
  const clear = () => {
    setTyped('');
    setParams(new URLSearchParams());
  };

  const retire = (contact: Contact) =>
    modal.confirm({
      title: t('contacts.retire.title', { name: contact.name }),
      content: t('contacts.retire.body'),
      okText: t('contacts.retire.ok'),
      okButtonProps: { danger: true },
      cancelText: t('contacts.form.cancel'),
      onOk: async () => {
        try {
          await retireContact(organization, contact._id);
          message.success(t('contacts.messages.retired', { name: contact.name }));
          refresh();
        } catch (error) {
          console.error(error);
          message.error(isApiError(error) ? error.message : t('contacts.messages.failed'));
        }
      },
    });

  const filtered = Boolean(search || kind);
  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('contacts.title')}
        </Typography.Title>
        {canWrite ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('contacts.actions.add')}
          </Button>
        ) : null}
      </Flex>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Input.Search
          aria-label={t('contacts.search')}
          placeholder={t('contacts.search')}
          allowClear
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            if (!event.target.value) setParam('search', undefined);
          }}
          onSearch={(value) => setParam('search', value)}
          style={{ flex: '1 1 220px', maxWidth: 420 }}
        />
        <Select<ContactKind>
          aria-label={t('contacts.kindFilter')}
          placeholder={t('contacts.kindFilter')}
          allowClear
          value={kind}
          onChange={(value) => setParam('kind', value)}
          options={CONTACT_KINDS.map((value) => ({ value, label: t(`contacts.kinds.${value}`) }))}
          style={{ flex: '0 1 200px', minWidth: 160 }}
        />
      </Flex>
      <AsyncContent reserve state={state} errorTitle={t('contacts.loadFailed')} emptyText="" isEmpty={() => false}>
        {(contacts) =>
          contacts.length === 0 ? (
            <Empty description={filtered ? t('contacts.empty.filtered') : t(canWrite ? 'contacts.empty.none' : 'contacts.empty.noneReadOnly')}>
              {filtered ? (
                <Button onClick={clear}>{t('contacts.actions.clear')}</Button>
              ) : canWrite ? (
                <Button type="primary" onClick={() => setEditing('new')}>
                  {t('contacts.actions.add')}
                </Button>
              ) : null}
            </Empty>
          ) : phone ? (
            <ContactCards contacts={contacts} canWrite={canWrite} onEdit={setEditing} onRetire={retire} />
          ) : (
            <ContactTable contacts={contacts} canWrite={canWrite} onEdit={setEditing} onRetire={retire} />
          )
        }
      </AsyncContent>
      {editing ? (
        <ContactForm
          organization={organization}
          editing={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refresh();
          }}
        />
      ) : null}
    </>
  );
}
