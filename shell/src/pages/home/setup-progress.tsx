/**
 * The organisation's set-up progress on home for its administrators (organization-write, issue 18):
 * GET /organizations/{id}/setup-status, shown until every part is set up, with a link to the
 * set-up cards on /organization. Plain elements: home's first load stays small.
 */
import theme from 'antd/es/theme';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type SetupStatus, getSetupStatus } from 'shared-contracts';

export default function SetupProgress({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const [status, setStatus] = useState<SetupStatus | null>(null);
  useEffect(() => {
    let live = true;
    getSetupStatus(organizationId).then(
      (answer) => live && setStatus(answer),
      (error: unknown) => console.warn('set-up status not loaded', error),
    );
    return () => {
      live = false;
    };
  }, [organizationId]);
  if (!status || status.complete) return null;
  const percent = Math.round(status.progress * 100);
  const left = status.parts.filter((part) => !part.done).length;
  return (
    <section
      aria-label={t('setupProgress.title')}
      style={{
        padding: '12px 16px',
        borderRadius: token.borderRadiusLG,
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap', marginBottom: 8 }}>
        <strong>{t('setupProgress.title')}</strong>
        <Link to="/organization">{t('setupProgress.open')}</Link>
      </div>
      <div
        role="progressbar"
        aria-label={t('setupProgress.title')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        style={{ height: 8, borderRadius: 4, background: token.colorFillSecondary, overflow: 'hidden' }}
      >
        <div style={{ width: `${percent}%`, height: '100%', background: token.colorPrimary }} />
      </div>
      <span style={{ color: token.colorTextDescription, fontSize: 13 }}>{t('setupProgress.summary', { percent, count: left })}</span>
    </section>
  );
}
