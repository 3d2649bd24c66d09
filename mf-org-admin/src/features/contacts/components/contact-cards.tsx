import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { ContactLinks } from './contact-links';
import { type ContactListProps } from './contact-kinds';

/** The phone list: a card per contact with its call and mail links. */
export function ContactCards({ contacts, canWrite, onEdit, onRetire }: ContactListProps) {
  const { t } = useTranslation('mf-org-admin');
  return (
    <ul aria-label={t('contacts.title')} style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
      {contacts.map((contact) => (
        <li key={contact._id}>
          <Card size="small">
            <Flex vertical gap={2}>
              <Flex justify="space-between" align="start" gap={8}>
                <strong style={{ fontSize: 16 }}>{contact.name}</strong>
                <Tag>{t(`contacts.kinds.${contact.kind}`)}</Tag>
              </Flex>
              {contact.company || contact.note ? (
                <Typography.Text type="secondary">{[contact.company, contact.note].filter(Boolean).join(' · ')}</Typography.Text>
              ) : null}
              <ContactLinks contact={contact} />
              {canWrite ? (
                <Flex gap={8}>
                  <Button size="small" onClick={() => onEdit(contact)} aria-label={t('contacts.actions.editNamed', { name: contact.name })}>
                    {t('contacts.actions.edit')}
                  </Button>
                  <Button size="small" danger onClick={() => onRetire(contact)} aria-label={t('contacts.actions.retireNamed', { name: contact.name })}>
                    {t('contacts.actions.retire')}
                  </Button>
                </Flex>
              ) : null}
            </Flex>
          </Card>
        </li>
      ))}
    </ul>
  );
}
