import List from 'antd/es/list';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';

export interface ImageCount {
  parameterId: string;
  label: string;
  taken: number;
  required: number;
}

/** 'Required Parameter Images': per parameter, the uploaded count over the required total; a row opens its card. */
export function RequiredImagesDialog({
  counts,
  onGoTo,
  onClose,
}: {
  counts: readonly ImageCount[] | null;
  onGoTo: (parameterId: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('mf-reporting');
  return (
    <Modal open={counts !== null} title={t('wizard.requiredImages.title')} onCancel={onClose} footer={null}>
      <List
        dataSource={counts ?? []}
        renderItem={(count) => (
          <List.Item
            actions={[
              <Typography.Link key="go" onClick={() => onGoTo(count.parameterId)}>
                {t('wizard.requiredImages.goTo')}
              </Typography.Link>,
            ]}
          >
            <List.Item.Meta title={count.label} description={t('wizard.requiredImages.count', { taken: count.taken, required: count.required })} />
          </List.Item>
        )}
      />
    </Modal>
  );
}
