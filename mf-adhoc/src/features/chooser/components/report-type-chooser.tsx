/**
 * The report-type chooser (spec 001 §2.4), exposed as `mf_adhoc/report-type-chooser`: 'How do you
 * want report?' with Quick Report (quickReport-write), Do Inspection and Request Inspection, which
 * then offers Immediate Inspection or Request Inspection. Quick Report and Do Inspection open the
 * checklist as an ad-hoc report (quick-inspect, inspect); the two requests ask whoever reports the
 * facility now for a quick (immediate) or a full inspection.
 */
import AuditOutlined from '@ant-design/icons/es/icons/AuditOutlined';
import ClockCircleOutlined from '@ant-design/icons/es/icons/ClockCircleOutlined';
import SendOutlined from '@ant-design/icons/es/icons/SendOutlined';
import ThunderboltOutlined from '@ant-design/icons/es/icons/ThunderboltOutlined';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { type AdHocReportType, type ReportTypeChooserProps, checklistPath } from 'shared-contracts';
import { useSession } from 'ui-kit';
import { useFacilityContext } from '../hooks/use-facility-context';
import { RequestForm } from './request-form';

type Step = { name: 'choose' } | { name: 'request' } | { name: 'form'; type: AdHocReportType };

function Choice({ icon, title, hint, onClick }: { icon: ReactNode; title: string; hint: string; onClick: () => void }) {
  return (
    <Button
      block
      size="large"
      icon={icon}
      onClick={onClick}
      style={{ height: 'auto', padding: '12px 16px', justifyContent: 'flex-start', textAlign: 'start', whiteSpace: 'normal' }}
    >
      <span style={{ display: 'flex', flexDirection: 'column' }}>
        <Typography.Text strong>{title}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {hint}
        </Typography.Text>
      </span>
    </Button>
  );
}

export function ReportTypeChooser({ open, facilityId, onClose }: ReportTypeChooserProps) {
  const { t } = useTranslation('mf-adhoc');
  const navigate = useNavigate();
  const { permissions } = useSession();
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const context = useFacilityContext(facilityId);

  const report = (type: AdHocReportType) => {
    onClose();
    navigate(checklistPath(facilityId, { adHocReportType: type }));
  };

  let body: ReactNode;
  if (step.name === 'choose') {
    body = (
      <>
        {permissions.includes('quickReport-write') && (
          <Choice icon={<ThunderboltOutlined />} title={t('chooser.quickReport')} hint={t('chooser.quickReportHint')} onClick={() => report('quick-inspect')} />
        )}
        <Choice icon={<AuditOutlined />} title={t('chooser.doInspection')} hint={t('chooser.doInspectionHint')} onClick={() => report('inspect')} />
        <Choice
          icon={<SendOutlined />}
          title={t('chooser.requestInspection')}
          hint={t('chooser.requestInspectionHint')}
          onClick={() => setStep({ name: 'request' })}
        />
      </>
    );
  } else if (step.name === 'request') {
    body = (
      <>
        <Choice
          icon={<ClockCircleOutlined />}
          title={t('chooser.immediate')}
          hint={t('chooser.immediateHint')}
          onClick={() => setStep({ name: 'form', type: 'quick-inspect' })}
        />
        <Choice
          icon={<SendOutlined />}
          title={t('chooser.requestInspection')}
          hint={t('chooser.requestLaterHint')}
          onClick={() => setStep({ name: 'form', type: 'inspect' })}
        />
        <Button type="link" onClick={() => setStep({ name: 'choose' })} style={{ alignSelf: 'flex-start' }}>
          {t('chooser.back')}
        </Button>
      </>
    );
  } else {
    body = <RequestForm facilityId={facilityId} type={step.type} context={context} onBack={() => setStep({ name: 'request' })} onDone={onClose} />;
  }

  return (
    <Modal open={open} title={t('chooser.title')} onCancel={onClose} footer={null} destroyOnHidden>
      <Flex vertical gap="middle">
        {context.name && <Typography.Text type="secondary">{t('chooser.facility', { name: context.name })}</Typography.Text>}
        {body}
      </Flex>
    </Modal>
  );
}
