import CheckCircleFilled from '@ant-design/icons/es/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/es/icons/CloseCircleFilled';
import PictureOutlined from '@ant-design/icons/es/icons/PictureOutlined';
import theme from 'antd/es/theme';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Parameter } from 'shared-contracts';
import { assetUrl } from 'shared-contracts';

/** One checklist parameter: image, label, 'Quantity: n' above 1, and its good/bad state; tap toggles. */
export function ParameterButton({ parameter, onToggle }: { parameter: Parameter; onToggle: () => void }) {
  const { t } = useTranslation('mf-reporting');
  const { token } = theme.useToken();
  const [imageFailed, setImageFailed] = useState(false);
  const good = parameter.statusOk;
  const src = assetUrl(parameter.img);
  const tone = good ? token.colorSuccess : token.colorError;
  const style: CSSProperties = {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: 6,
    width: '100%',
    minHeight: 132,
    padding: '12px 8px',
    border: `2px solid ${good ? token.colorBorder : token.colorError}`,
    borderRadius: token.borderRadiusLG,
    background: good ? token.colorBgContainer : token.colorErrorBg,
    color: token.colorText,
    font: 'inherit',
    cursor: 'pointer',
  };
  return (
    <button
      type="button"
      style={style}
      aria-pressed={!good}
      aria-label={t('checklist.parameter', { label: parameter.label, state: t(good ? 'checklist.good' : 'checklist.bad') })}
      onClick={onToggle}
    >
      {src && !imageFailed ? (
        <img src={src} alt="" width={56} height={56} style={{ objectFit: 'contain' }} onError={() => setImageFailed(true)} />
      ) : (
        <PictureOutlined style={{ fontSize: 40, color: token.colorTextTertiary }} />
      )}
      <span style={{ fontWeight: 600, textAlign: 'center', overflowWrap: 'anywhere' }}>{parameter.label}</span>
      {parameter.paramQuantity > 1 && (
        <span style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>{t('checklist.quantity', { n: parameter.paramQuantity })}</span>
      )}
      <span aria-hidden style={{ position: 'absolute', top: 8, right: 8, color: tone, fontSize: 20 }}>
        {good ? <CheckCircleFilled /> : <CloseCircleFilled />}
      </span>
    </button>
  );
}
