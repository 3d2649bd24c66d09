import Flex from 'antd/es/flex';
import Progress from 'antd/es/progress';
import Typography from 'antd/es/typography';
import theme from 'antd/es/theme';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShiftCount } from 'shared-contracts';
import { progressPercent, progressTone } from '../rules/progress';

/** The sticky bar of Screen 1: 'actual / expected', the percent (capped at 100%), the bar and Scan. */
export function ProgressBar({ count, scan }: { count: ShiftCount | null; scan: ReactNode }) {
  const { t } = useTranslation('mf-reporting');
  const { token } = theme.useToken();
  const actual = count?.actualReports ?? 0;
  const expected = count?.expectedReports ?? 0;
  const percent = progressPercent(actual, expected);
  const tone = progressTone(percent);
  const color = { normal: token.colorPrimary, warning: token.colorWarning, positive: token.colorSuccess }[tone];
  return (
    <Flex
      role="region"
      aria-label={t('facilities.progress.label')}
      align="center"
      gap="middle"
      style={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        marginTop: 16,
        padding: '12px 16px',
        background: token.colorBgElevated,
        borderTop: `1px solid ${token.colorBorderSecondary}`,
        boxShadow: token.boxShadowTertiary,
        borderRadius: token.borderRadiusLG,
      }}
    >
      <Flex vertical style={{ flex: 1, minWidth: 0 }}>
        <Typography.Text strong data-tone={tone}>
          {t('facilities.progress.count', { actual, expected })} · {t('facilities.progress.percent', { percent })}
        </Typography.Text>
        <Progress percent={percent} showInfo={false} strokeColor={color} aria-label={t('facilities.progress.label')} />
      </Flex>
      {scan}
    </Flex>
  );
}
