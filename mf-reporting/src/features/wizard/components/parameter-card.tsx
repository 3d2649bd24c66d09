/**
 * One card of the wizard's carousel (spec 000 Screen 4, stage 1): the parameter's image and label,
 * 'Photos: n/m' with the camera, the good/bad toggle, the issue form when bad (tags, team, urgency,
 * media), and its extra fields and image slots.
 */
import CameraOutlined from '@ant-design/icons/es/icons/CameraOutlined';
import CheckOutlined from '@ant-design/icons/es/icons/CheckOutlined';
import CloseOutlined from '@ant-design/icons/es/icons/CloseOutlined';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Segmented from 'antd/es/segmented';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CapturedPhoto, type LocalMediaBlob, type Parameter, type Report, type Team, assetUrl } from 'shared-contracts';
import type { CaptureKitModule } from 'ui-kit';
import { AdditionalDetailsCard } from '../../../shared/report/components/additional-details-card';
import type { ExtraFieldEdits, IssueEdits } from '../../../shared/report/editing/draft-edits';
import { IssueCard } from '../../../shared/report/components/issue-card';
import { parameterPhotos, propsOf } from '../rules/wizard-rules';

export interface ParameterCardProps {
  report: Report;
  parameter: Parameter;
  teams: readonly Team[];
  blobs: readonly LocalMediaBlob[];
  kit: CaptureKitModule | null;
  showErrors: boolean;
  onToggle: () => void;
  /** The issue's edits (draft-edits.ts), used while the parameter is bad. */
  issueEdits: IssueEdits;
  onPhoto: (photo: CapturedPhoto) => void;
  fieldEdits: ExtraFieldEdits;
}

export function ParameterCard(props: ParameterCardProps) {
  const { report, parameter, teams, blobs, kit, showErrors } = props;
  const { t } = useTranslation('mf-reporting');
  const [camera, setCamera] = useState(false);
  const issue = report.issueDetails.find((detail) => detail.parameter === parameter._id);
  const extra = propsOf(report, parameter._id);
  const photos = parameterPhotos(report, parameter._id);
  const slots = extra?.images?.length ?? 0;
  const img = assetUrl(parameter.img);
  return (
    <Flex vertical gap="middle">
      <Card size="small">
        <Flex gap="middle" align="center">
          {img && <img src={img} alt="" width={64} height={64} style={{ objectFit: 'contain', flex: 'none' }} />}
          <Flex vertical gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {parameter.label}
            </Typography.Title>
            {parameter.paramQuantity > 1 && <Typography.Text type="secondary">{t('checklist.quantity', { n: parameter.paramQuantity })}</Typography.Text>}
            {slots > 0 && (
              <Typography.Text type={photos.taken < photos.required ? 'warning' : 'secondary'}>
                {t('wizard.photos', { taken: photos.taken, total: Math.max(photos.required, slots) })}
              </Typography.Text>
            )}
          </Flex>
          {slots > 0 && (
            <Button icon={<CameraOutlined />} disabled={!kit} onClick={() => setCamera(true)} aria-label={t('wizard.takePhoto', { label: parameter.label })} />
          )}
        </Flex>
        <Segmented
          block
          style={{ marginTop: 12 }}
          value={parameter.statusOk ? 'good' : 'bad'}
          onChange={(value) => {
            if ((value === 'good') !== parameter.statusOk) props.onToggle();
          }}
          options={[
            { value: 'good', label: t('wizard.good'), icon: <CheckOutlined /> },
            { value: 'bad', label: t('wizard.bad'), icon: <CloseOutlined /> },
          ]}
          aria-label={t('wizard.condition', { label: parameter.label })}
        />
      </Card>
      {issue && <IssueCard issue={issue} teams={teams} blobs={blobs} kit={kit} showErrors={showErrors} {...props.issueEdits} />}
      {extra && (
        <AdditionalDetailsCard
          props={[extra]}
          labels={new Map([[parameter._id, parameter.label]])}
          blobs={blobs}
          kit={kit}
          showErrors={showErrors}
          {...props.fieldEdits}
        />
      )}
      {kit && camera && (
        <kit.CameraDialog
          open
          onClose={() => setCamera(false)}
          onCapture={(photo) => {
            props.onPhoto(photo);
          }}
        />
      )}
    </Flex>
  );
}
