import List from 'antd/es/list';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import type { PendingIssue } from 'shared-contracts';

interface PendingIssuesDialogProps {
  tickets: readonly PendingIssue[] | null;
  reminding: boolean;
  onContinue: () => void;
  onRemind: () => void;
  onCancel: () => void;
}

/** 'Issue already exists': the pending similar issues, with Continue and 'Remind supervisor'. */
export function PendingIssuesDialog({ tickets, reminding, onContinue, onRemind, onCancel }: PendingIssuesDialogProps) {
  const { t } = useTranslation('mf-reporting');
  return (
    <Modal
      open={tickets !== null}
      title={t('checklist.pending.title')}
      onCancel={onCancel}
      onOk={onContinue}
      okText={t('checklist.pending.continue')}
      cancelText={t('checklist.pending.remind')}
      cancelButtonProps={{ loading: reminding, onClick: onRemind }}
    >
      <List
        dataSource={tickets ?? []}
        renderItem={(ticket) => {
          const raisedBy = [ticket.raisedBy?.firstName, ticket.raisedBy?.lastName].filter(Boolean).join(' ');
          return (
            <List.Item>
              <List.Item.Meta
                title={ticket.parameter?.label}
                description={
                  <Typography.Text type="secondary">
                    {t('checklist.pending.where', { facility: ticket.facility?.name ?? ticket.facilityData?.name ?? '', name: raisedBy })}
                  </Typography.Text>
                }
              />
            </List.Item>
          );
        }}
      />
    </Modal>
  );
}
