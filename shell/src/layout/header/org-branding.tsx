import theme from 'antd/es/theme';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubject } from '../../app/use-subject';
import { orgState } from '../../org/org-store';
import { assetUrl } from 'shared-contracts';

/**
 * The organisation's branding image and display name, or the product name without one. The name is
 * a plain span with the theme's strong weight and a CSS ellipsis (what antd's `Text strong ellipsis`
 * renders), so the header does not download Typography's editing and copy tools.
 */
export function OrgBranding({ compact }: { compact: boolean }) {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const { organization } = useSubject(orgState);
  const [broken, setBroken] = useState<string | null>(null);
  const branding = organization?.theme?.branding;
  const name = branding?.display_name || organization?.name || t('common:app.name');
  const image = branding?.image ?? organization?.logoURL ?? null;
  return (
    <span style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0, flex: 1 }}>
      {image && broken !== image && (
        <img
          src={assetUrl(image)}
          alt=""
          width={compact ? 28 : 32}
          height={compact ? 28 : 32}
          style={{ objectFit: 'contain', borderRadius: 4 }}
          onError={() => setBroken(image)}
        />
      )}
      <span
        style={{
          fontSize: compact ? 15 : 18,
          minWidth: 0,
          display: 'inline-block',
          maxWidth: '100%',
          verticalAlign: 'bottom',
          fontWeight: token.fontWeightStrong,
          color: token.colorText,
          overflow: 'hidden',
          whiteSpace: 'nowrap',
          textOverflow: 'ellipsis',
        }}
        data-testid="org-display-name"
      >
        {name}
      </span>
    </span>
  );
}
