/**
 * Issue 20: a share link made for one of the organisation's contacts (a landlord, a contractor).
 * The api records the link against the contact; the product sends no mail itself, so the new link
 * is offered as the sharer's own e-mail (mailto:) and SMS (sms:) to that contact.
 * The contacts load when the dialog first shows this, not when the list opens: a list that fills
 * (and re-aligns its popup) under the user's finger makes a tap land beside the option.
 */
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Select from 'antd/es/select';
import Typography from 'antd/es/typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Contact, type ShareLink, type ShareLinkKind, createShareLink, getContacts } from 'shared-contracts';
import { useSession } from 'ui-kit';

interface Props {
  kind: ShareLinkKind;
  targetId: string;
  /** The public page's address for a token. */
  urlOf: (token: string) => string;
  onShared: () => void;
  onError: (error: unknown) => void;
}

const digits = (phone: string) => phone.replace(/[^0-9+]/g, '');

export function ShareToContact({ kind, targetId, urlOf, onShared, onError }: Props) {
  const { t } = useTranslation('mf-reporting');
  const { user, permissions } = useSession();
  const [contacts, setContacts] = useState<Contact[] | null>(null);
  const [chosen, setChosen] = useState<string | undefined>();
  const [sent, setSent] = useState<{ link: ShareLink; url: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const organization = permissions.includes('contact-read') ? user?.organization : undefined;
  const reportError = useRef(onError);
  useEffect(() => {
    reportError.current = onError;
  });
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!organization) return;
    let live = true;
    getContacts(organization, {}).then(
      (list) => live && setContacts(list),
      (error: unknown) => {
        if (!live) return;
        setFailed(true);
        reportError.current(error);
      },
    );
    return () => {
      live = false;
    };
  }, [organization, attempt]);
  if (!organization) return null;

  /** After a failed load, opening the list asks again. */
  const openList = (open: boolean) => {
    if (!open || !failed) return;
    setFailed(false);
    setAttempt((value) => value + 1);
  };
  const share = async () => {
    if (!chosen) return;
    setBusy(true);
    try {
      const link = await createShareLink({ kind, targetId, contactId: chosen });
      setSent({ link, url: urlOf(link.token ?? '') });
      onShared();
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };
  const contact = sent?.link.contact;
  const subject = t('shareContact.subject');
  return (
    <Flex vertical gap={8} role="group" aria-label={t('shareContact.title')}>
      <Typography.Text strong>{t('shareContact.title')}</Typography.Text>
      <Flex gap={8} wrap>
        <Select
          aria-label={t('shareContact.contact')}
          placeholder={t('shareContact.contact')}
          showSearch
          optionFilterProp="label"
          value={chosen}
          onChange={setChosen}
          onOpenChange={openList}
          loading={!contacts && !failed}
          options={(contacts ?? []).map((item) => ({ value: item._id, label: item.company ? `${item.name} (${item.company})` : item.name }))}
          style={{ flex: '1 1 200px', minWidth: 0 }}
        />
        <Button disabled={!chosen} loading={busy} onClick={() => void share()}>
          {t('shareContact.share')}
        </Button>
      </Flex>
      {sent && contact ? (
        <Flex vertical gap={4} role="status">
          <Typography.Text>{t('shareContact.made', { name: contact.name })}</Typography.Text>
          <Flex gap={8} wrap>
            {contact.email ? (
              <Button href={`mailto:${contact.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(sent.url)}`}>
                {t('shareContact.mail', { name: contact.name })}
              </Button>
            ) : null}
            {contact.phone ? (
              <Button href={`sms:${digits(contact.phone)}?body=${encodeURIComponent(`${subject}: ${sent.url}`)}`}>
                {t('shareContact.sms', { name: contact.name })}
              </Button>
            ) : null}
          </Flex>
        </Flex>
      ) : null}
    </Flex>
  );
}
