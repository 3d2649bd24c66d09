import Flex from 'antd/es/flex';
import Progress from 'antd/es/progress';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';

/** The bar and the 'current/max' counter at the top of every stage. */
export function WizardProgress({ position, max, percent }: { position: number; max: number; percent: number }) {
  const { t } = useTranslation('mf-reporting');
  return (
    <Flex align="center" gap="middle" role="group" aria-label={t('wizard.progress')}>
      <Progress percent={percent} showInfo={false} style={{ flex: 1, margin: 0 }} aria-label={t('wizard.progress')} />
      <Typography.Text strong>{`${position}/${max}`}</Typography.Text>
    </Flex>
  );
}
