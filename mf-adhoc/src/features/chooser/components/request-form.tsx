/**
 * Request Inspection's form: what needs inspecting and the probable issues, sent to whoever
 * reports the facility now (POST /shifts/add/adhoc-request-issue, status unchecked). Offline the
 * request cannot go: Send is disabled with the reason, and what was typed stays.
 */
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdHocReportType, UserRef } from 'shared-contracts';
import { useOffline } from 'ui-kit';
import { useSubmitRequest } from '../../../shared/hooks/use-submit-request';
import type { FacilityContext } from '../hooks/use-facility-context';

function displayName(user: UserRef): string {
  return user.name ?? ([user.firstName, user.lastName].filter(Boolean).join(' ') || user._id);
}

interface RequestFormProps {
  facilityId: string;
  type: AdHocReportType;
  context: FacilityContext;
  onBack: () => void;
  onDone: () => void;
}

export function RequestForm({ facilityId, type, context, onBack, onDone }: RequestFormProps) {
  const { t } = useTranslation('mf-adhoc');
  const offline = useOffline();
  const [description, setDescription] = useState('');
  const [issues, setIssues] = useState<string[]>([]);
  const [touched, setTouched] = useState(false);
  const { send: submit, sending, problem } = useSubmitRequest(onDone);
  const missing = description.trim() === '';
  const { reporter } = context;

  const send = async () => {
    setTouched(true);
    if (missing) return;
    await submit({
      facility: facilityId,
      reporter: reporter?.user?._id ?? null,
      shift: reporter?.shift?._id ?? null,
      supervisor: null,
      status: 'unchecked',
      issueDetails: [],
      adHocReportType: type,
      description: description.trim(),
      probableIssues: issues,
    });
  };

  let recipient: string;
  if (reporter === undefined) recipient = t('chooser.form.recipientLoading');
  else if (reporter?.user) {
    const shift = reporter.shift?.shiftName ?? reporter.shift?.shift;
    recipient = shift
      ? t('chooser.form.recipient', { name: displayName(reporter.user), shift })
      : t('chooser.form.recipientNoShift', { name: displayName(reporter.user) });
  } else recipient = t('chooser.form.noRecipient');

  return (
    <Flex vertical gap="middle">
      <Typography.Text strong>{t(type === 'quick-inspect' ? 'chooser.immediate' : 'chooser.requestInspection')}</Typography.Text>
      <Typography.Text type="secondary">{recipient}</Typography.Text>
      <label>
        <Typography.Text>{t('chooser.form.description')}</Typography.Text>
        <Input.TextArea
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          onBlur={() => setTouched(true)}
          autoSize={{ minRows: 3 }}
          status={touched && missing ? 'error' : undefined}
          aria-invalid={touched && missing}
        />
      </label>
      {touched && missing && <Typography.Text type="danger">{t('chooser.form.descriptionRequired')}</Typography.Text>}
      <label>
        <Typography.Text>{t('chooser.form.probableIssues')}</Typography.Text>
        <Select
          mode="tags"
          value={issues}
          onChange={setIssues}
          options={context.parameterLabels.map((label) => ({ value: label, label }))}
          style={{ width: '100%' }}
          placeholder={t('chooser.form.probableIssuesHint')}
          aria-label={t('chooser.form.probableIssues')}
        />
      </label>
      {offline && <Alert type="warning" showIcon title={t('submit.offline')} />}
      {problem && <Alert type="error" showIcon title={t('submit.failed')} description={problem} />}
      <Flex justify="space-between">
        <Button onClick={onBack}>{t('chooser.back')}</Button>
        <Button type="primary" loading={sending} disabled={offline} onClick={() => void send()}>
          {t('chooser.form.send')}
        </Button>
      </Flex>
    </Flex>
  );
}
