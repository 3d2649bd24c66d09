import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import type { CapturedPhoto, CapturedVoice, LocalMediaBlob, Report } from 'shared-contracts';
import type { CaptureKitModule } from 'ui-kit';
import { overallImageCount, requiredOverallImages } from '../../../shared/report/rules/validate-report';
import { CaptureButtons } from '../../../shared/report/components/capture-buttons';
import { MediaList } from '../../../shared/report/components/media-list';

interface OverallCardProps {
  report: Report;
  blobs: readonly LocalMediaBlob[];
  kit: CaptureKitModule | null;
  showErrors: boolean;
  submitting: boolean;
  onDescription: (description: string) => void;
  onCapture: (captured: CapturedPhoto | CapturedVoice) => void;
  onRemove: (path: string) => void;
  onSubmit: () => void;
  /** The wizard's stage 2 reads Review and checks the overall details itself when pressed. */
  action?: { label: string; gated: boolean };
}

/** 'Overall': the note, its photos and voice, the image rule, and Submit (or the wizard's Review). */
export function OverallCard({ report, blobs, kit, showErrors, submitting, onDescription, onCapture, onRemove, onSubmit, action }: OverallCardProps) {
  const { t } = useTranslation('mf-reporting');
  const required = requiredOverallImages(report);
  const taken = overallImageCount(report);
  const missing = showErrors && report.overall.description.trim() === '';
  return (
    <Card size="small" title={t('details.overall.title')} role="region" aria-label={t('details.overall.title')}>
      <Form layout="vertical" component="div">
        <Form.Item
          htmlFor="overall-description"
          label={t('details.overall.description')}
          required
          validateStatus={missing ? 'error' : undefined}
          help={missing ? t('details.issue.descriptionRequired') : undefined}
        >
          <Input.TextArea
            id="overall-description"
            value={report.overall.description}
            autoSize={{ minRows: 2, maxRows: 6 }}
            maxLength={2000}
            onChange={(event) => onDescription(event.target.value)}
          />
        </Form.Item>
      </Form>
      <Flex vertical gap="middle">
        <CaptureButtons kit={kit} onCapture={onCapture} />
        <MediaList items={report.overall.media} blobs={blobs} onRemove={onRemove} />
        {required > 0 && (
          <Typography.Text type={taken >= required ? 'success' : 'warning'}>
            {t('details.overall.note', { n: required })} {t('details.overall.taken', { taken, required })}
          </Typography.Text>
        )}
        <Button type="primary" size="large" block disabled={(action?.gated ?? true) && taken < required} loading={submitting} onClick={onSubmit}>
          {action?.label ?? t('details.submit')}
        </Button>
      </Flex>
    </Card>
  );
}
