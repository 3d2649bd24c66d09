import Button from 'antd/es/button';
import { type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Pill, PlainCard, secondaryText } from 'ui-kit';
import { ContactLinks } from './contact-links';
import { type ContactListProps } from './contact-kinds';

/** A card's layout is plain elements (ui-kit's plain-parts.tsx), as on the other phone lists. */
const column: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 2 };
const nameRow: CSSProperties = { display: 'flex', justifyContent: 'space-between', alignItems: 'start', gap: 8 };
const actions: CSSProperties = { display: 'flex', gap: 8 };

/** The phone list: a card per contact with its call and mail links. */
export function ContactCards({ contacts, canWrite, onEdit, onRetire }: ContactListProps) {
  const { t } = useTranslation('mf-org-admin');
  return (
    <ul aria-label={t('contacts.title')} style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
      {contacts.map((contact) => (
        <li key={contact._id}>
          <PlainCard>
            <div style={column}>
              <div style={nameRow}>
                <strong style={{ fontSize: 16 }}>{contact.name}</strong>
                <Pill style={{ marginInlineEnd: 0 }}>{t(`contacts.kinds.${contact.kind}`)}</Pill>
              </div>
              {contact.company || contact.note ? <span style={secondaryText}>{[contact.company, contact.note].filter(Boolean).join(' · ')}</span> : null}
              <ContactLinks contact={contact} />
              {canWrite ? (
                <div style={actions}>
                  <Button size="small" onClick={() => onEdit(contact)} aria-label={t('contacts.actions.editNamed', { name: contact.name })}>
                    {t('contacts.actions.edit')}
                  </Button>
                  <Button size="small" danger onClick={() => onRetire(contact)} aria-label={t('contacts.actions.retireNamed', { name: contact.name })}>
                    {t('contacts.actions.retire')}
                  </Button>
                </div>
              ) : null}
            </div>
          </PlainCard>
        </li>
      ))}
    </ul>
  );
}
