import MailOutlined from '@ant-design/icons/es/icons/MailOutlined';
import PhoneOutlined from '@ant-design/icons/es/icons/PhoneOutlined';
import Flex from 'antd/es/flex';
import { useTranslation } from 'react-i18next';
import { type Contact } from 'shared-contracts';

/** A tel: link dials digits and a leading + only. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Call and mail links, each a 44 px target named for the contact. */
export function ContactLinks({ contact }: { contact: Contact }) {
  const { t } = useTranslation('mf-org-admin');
  const link = { display: 'inline-flex', alignItems: 'center', gap: 6, minHeight: 44 } as const;
  return (
    <Flex gap={16} wrap>
      {contact.phone ? (
        <a href={telHref(contact.phone)} aria-label={t('contacts.call', { name: contact.name, phone: contact.phone })} style={link}>
          <PhoneOutlined /> {contact.phone}
        </a>
      ) : null}
      {contact.email ? (
        <a
          href={`mailto:${contact.email}`}
          aria-label={t('contacts.mail', { name: contact.name, email: contact.email })}
          style={{ ...link, wordBreak: 'break-all' }}
        >
          <MailOutlined /> {contact.email}
        </a>
      ) : null}
    </Flex>
  );
}
