import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import type { CapturedPhoto, CapturedVoice, LocalMediaBlob, ParamProps } from 'shared-contracts';
import type { CaptureKitModule } from 'ui-kit';
import { CaptureButtons } from './capture-buttons';
import { MediaList } from './media-list';

interface AdditionalDetailsCardProps {
  props: readonly ParamProps[];
  /** Parameter labels by id: the card names each parameter as the checklist does. */
  labels: ReadonlyMap<string, string>;
  blobs: readonly LocalMediaBlob[];
  kit: CaptureKitModule | null;
  showErrors: boolean;
  onField: (propsId: string, name: string, value: string) => void;
  onCapture: (propsId: string, slot: number, captured: CapturedPhoto | CapturedVoice) => void;
  onRemove: (propsId: string, slot: number, path: string) => void;
}

/** 'Parameter Additional Details': each enabled parameter's extra fields and image slots. */
export function AdditionalDetailsCard({ props, labels, blobs, kit, showErrors, onField, onCapture, onRemove }: AdditionalDetailsCardProps) {
  const { t } = useTranslation('mf-reporting');
  const enabled = props.filter((entry) => entry.isEnabled && ((entry.fields?.length ?? 0) > 0 || (entry.images?.length ?? 0) > 0));
  if (enabled.length === 0) return null;
  return (
    <Card size="small" title={t('details.additional.title')} role="region" aria-label={t('details.additional.title')}>
      <Flex vertical gap="large">
        {enabled.map((entry) => (
          <section key={entry.id} aria-label={labels.get(entry.id) ?? entry.name}>
            <Typography.Text strong>{labels.get(entry.id) ?? entry.name}</Typography.Text>
            <Form layout="vertical" component="div" style={{ marginTop: 8 }}>
              {(entry.fields ?? []).map((field) => {
                const missing = showErrors && field.value.trim() === '';
                return (
                  <Form.Item
                    key={field.name}
                    htmlFor={`extra-${entry.id}-${field.name}`}
                    label={field.label}
                    required
                    validateStatus={missing ? 'error' : undefined}
                    help={missing ? t('details.additional.fieldRequired') : undefined}
                  >
                    <Input
                      id={`extra-${entry.id}-${field.name}`}
                      value={field.value}
                      maxLength={500}
                      onChange={(event) => onField(entry.id, field.name, event.target.value)}
                    />
                  </Form.Item>
                );
              })}
            </Form>
            {(entry.images ?? []).map((slot, index) => (
              <Flex key={index} align="center" gap="small" wrap style={{ marginBottom: 8 }}>
                <CaptureButtons
                  kit={kit}
                  voice={false}
                  photoLabel={t('details.additional.uploadImage')}
                  onCapture={(captured) => onCapture(entry.id, index, captured)}
                />
                <MediaList items={slot.img} blobs={blobs} onRemove={(path) => onRemove(entry.id, index, path)} />
                {entry.isImageMandatory && slot.img.length === 0 && (
                  <Typography.Text type={showErrors ? 'danger' : 'secondary'}>{t('details.additional.imageRequired')}</Typography.Text>
                )}
              </Flex>
            ))}
          </section>
        ))}
      </Flex>
    </Card>
  );
}
