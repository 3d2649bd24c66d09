import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Select from 'antd/es/select';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Contact, getContacts, getEscalationContacts, isApiError, saveEscalationContacts } from 'shared-contracts';
import { AsyncContent, useAppApis, useAsync, useSession } from 'ui-kit';

const WRITE = ['contact-read', 'organization-write'];

/**
 * Issue 20: the organisation's escalation settings for people outside the product. The contacts
 * chosen here get a link to every issue that falls overdue (besides the managers and admins, who are
 * notified in the app). Administrators choose; others with contact-read see who they are.
 */
export function EscalationContactsCard() {
  const { t } = useTranslation('mf-org-admin');
  const { user, permissions } = useSession();
  const { message } = useAppApis();
  const organization = user?.organization ?? '';
  const canWrite = WRITE.every((permission) => permissions.includes(permission));
  const load = useCallback(() => getEscalationContacts(organization), [organization]);
  const state = useAsync(load);
  // The organisation's contacts to choose from are read when the list is first opened.
  const [all, setAll] = useState<Contact[] | null>(null);
  const openList = (open: boolean) => {
    if (!open || all) return;
    getContacts(organization, {}).then(setAll, (error: unknown) => {
      console.error(error);
      setFailure(isApiError(error) ? error.message : t('escalationContacts.loadFailed'));
    });
  };
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [draft, setDraft] = useState<string[] | null>(null);
  // What the last save answered; until then, what the page read.
  const [savedContacts, setSavedContacts] = useState<Contact[] | null>(null);
  const known = savedContacts ?? state.data?.contacts ?? [];
  const saved = known.map((contact) => contact._id);
  const value = draft ?? saved;
  const dirty = value.length !== saved.length || value.some((id) => !saved.includes(id));

  const save = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await saveEscalationContacts(organization, { contactIds: value });
      setSavedContacts(answer.contacts);
      setDraft(null);
      message.success(t('escalationContacts.saved'));
    } catch (error) {
      console.error(error);
      setFailure(isApiError(error) ? error.message : t('escalationContacts.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card size="small" title={<h4 style={{ fontSize: 16, margin: 0 }}>{t('escalationContacts.title')}</h4>} style={{ marginTop: 16 }}>
      <Typography.Paragraph type="secondary">{t('escalationContacts.help')}</Typography.Paragraph>
      <AsyncContent state={state} errorTitle={t('escalationContacts.loadFailed')} emptyText="" isEmpty={() => false}>
        {() =>
          canWrite ? (
            <Flex vertical gap={8}>
              <Select
                mode="multiple"
                aria-label={t('escalationContacts.label')}
                placeholder={t('escalationContacts.placeholder')}
                value={value}
                onChange={setDraft}
                optionFilterProp="label"
                onOpenChange={openList}
                options={[...known, ...(all ?? []).filter((contact) => !saved.includes(contact._id))].map((contact) => ({
                  value: contact._id,
                  label: contact.name,
                }))}
                style={{ width: '100%' }}
              />
              {failure ? <Alert type="error" showIcon title={failure} /> : null}
              <Flex justify="flex-end">
                <Button type="primary" loading={busy} disabled={!dirty} onClick={() => void save()}>
                  {t('escalationContacts.save')}
                </Button>
              </Flex>
            </Flex>
          ) : known.length === 0 ? (
            <Typography.Text>{t('escalationContacts.none')}</Typography.Text>
          ) : (
            <Flex wrap gap={4} role="list" aria-label={t('escalationContacts.label')}>
              {known.map((contact) => (
                <Tag key={contact._id} role="listitem">
                  {contact.name}
                </Tag>
              ))}
            </Flex>
          )
        }
      </AsyncContent>
    </Card>
  );
}
