import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Popconfirm from 'antd/es/popconfirm';
import Select from 'antd/es/select';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AdHocRequestOverview, cancelAdhocRequest, isApiError, notify, reassignAdhocRequest } from 'shared-contracts';

interface Props {
  request: AdHocRequestOverview;
  reporters: { value: string; label: string }[];
  onChanged: () => void;
}

/**
 * Reassign and cancel an open request. Both need the network (as raising a request does): a
 * manager acts on what the server holds now, and a 409 says the request was answered meanwhile.
 */
export function RequestActions({ request, reporters, onChanged }: Props) {
  const { t } = useTranslation('mf-adhoc');
  const [busy, setBusy] = useState(false);
  if (request.status === 'checked' || request.status === 'cancelled') return null;
  const run = (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    action()
      .then(() => {
        notify('positive', done);
        onChanged();
      })
      .catch((error: unknown) => {
        console.error(error);
        notify('negative', t('overview.failed', { message: isApiError(error) ? error.message : String(error) }));
      })
      .finally(() => setBusy(false));
  };
  return (
    <Flex gap="small" wrap>
      <Select
        size="small"
        aria-label={t('overview.reassignTo')}
        placeholder={t('overview.reassign')}
        options={reporters.filter((option) => option.value !== request.assignee?._id)}
        disabled={busy}
        showSearch={{ optionFilterProp: 'label' }}
        style={{ minWidth: 140 }}
        value={null}
        onChange={(reporter: string) => run(() => reassignAdhocRequest(request._id, { reporter }), t('overview.reassigned'))}
      />
      <Popconfirm
        title={t('overview.cancelConfirm')}
        okText={t('overview.yes')}
        cancelText={t('overview.no')}
        onConfirm={() => run(() => cancelAdhocRequest(request._id), t('overview.cancelled'))}
      >
        <Button size="small" danger loading={busy}>
          {t('overview.cancel')}
        </Button>
      </Popconfirm>
    </Flex>
  );
}
