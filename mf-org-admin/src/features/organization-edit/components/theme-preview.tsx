import { useTranslation } from 'react-i18next';
import { isHexColor } from 'shared-contracts';

/** The colours as the app will use them: body text on the background, a primary button, a secondary tag. */
export function ThemePreview({ primary, secondary, background }: { primary: string; secondary: string; background: string }) {
  const { t } = useTranslation('mf-org-admin');
  const safe = (value: string, fallback: string) => (isHexColor(value) ? value : fallback);
  return (
    <section
      aria-label={t('organizationEdit.preview.title')}
      data-testid="theme-preview"
      style={{
        background: safe(background, '#ffffff'),
        color: 'rgba(0, 0, 0, 0.88)',
        border: '1px solid rgba(127, 127, 127, 0.35)',
        borderRadius: 8,
        padding: 12,
      }}
    >
      <p style={{ margin: '0 0 8px' }}>{t('organizationEdit.preview.text')}</p>
      <span style={{ display: 'inline-block', background: safe(primary, '#1565c0'), color: '#ffffff', borderRadius: 6, padding: '4px 12px', marginRight: 8 }}>
        {t('organizationEdit.preview.button')}
      </span>
      <span style={{ display: 'inline-block', background: safe(secondary, '#6a1b9a'), color: '#ffffff', borderRadius: 4, padding: '2px 8px' }}>
        {t('organizationEdit.preview.tag')}
      </span>
    </section>
  );
}
