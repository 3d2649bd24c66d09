import { useTranslation } from 'react-i18next';
import { type ThemeColors } from 'shared-contracts';

const names = ['primary', 'secondary', 'background'] as const satisfies readonly (keyof ThemeColors)[];

/** The organisation's theme colours, each as a swatch with its name and value. */
export function ThemeSwatches({ colors }: { colors: ThemeColors }) {
  const { t } = useTranslation('mf-org-admin');
  return (
    <ul aria-label={t('organization.fields.colors')} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      {names.map((name) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          <span
            data-testid={`swatch-${name}`}
            aria-hidden
            style={{ width: 20, height: 20, borderRadius: 4, border: '1px solid rgba(0, 0, 0, 0.15)', background: colors[name] }}
          />
          {t(`organization.colors.${name}`, { value: colors[name] })}
        </li>
      ))}
    </ul>
  );
}
