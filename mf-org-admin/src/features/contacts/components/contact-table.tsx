import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Table from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { type Contact } from 'shared-contracts';
import { ContactLinks } from './contact-links';
import { type ContactListProps } from './contact-kinds';

/** The desktop list: one row per contact. */
export function ContactTable({ contacts, canWrite, onEdit, onRetire }: ContactListProps) {
  const { t } = useTranslation('mf-org-admin');
  return (
    <Table<Contact>
      rowKey="_id"
      size="middle"
      dataSource={[...contacts]}
      pagination={false}
      scroll={{ x: 860 }}
      columns={[
        { key: 'name', title: t('contacts.columns.name'), render: (_, contact) => <strong>{contact.name}</strong> },
        { key: 'kind', title: t('contacts.columns.kind'), render: (_, contact) => t(`contacts.kinds.${contact.kind}`) },
        { key: 'company', title: t('contacts.columns.company'), render: (_, contact) => contact.company ?? '' },
        { key: 'reach', title: t('contacts.columns.reach'), render: (_, contact) => <ContactLinks contact={contact} /> },
        { key: 'note', title: t('contacts.columns.note'), render: (_, contact) => contact.note ?? '' },
        ...(canWrite
          ? [
              {
                key: 'actions',
                title: t('contacts.columns.actions'),
                render: (_: unknown, contact: Contact) => (
                  <Flex gap={8}>
                    <Button size="small" onClick={() => onEdit(contact)} aria-label={t('contacts.actions.editNamed', { name: contact.name })}>
                      {t('contacts.actions.edit')}
                    </Button>
                    <Button size="small" danger onClick={() => onRetire(contact)} aria-label={t('contacts.actions.retireNamed', { name: contact.name })}>
                      {t('contacts.actions.retire')}
                    </Button>
                  </Flex>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}
