/**
 * What a long list repeats in every row, drawn with plain elements in antd's look (issue 15). An
 * antd Tag, Typography or Flex runs antd's style hooks for each instance it renders - reading the
 * theme, registering its styles and CSS variables, and insertion effects in React's commit - and
 * the facility list had ~300 of them on a phone's first screen. These parts take their colours from
 * the CSS variables antd writes for the theme (`theme.cssVar`), so they follow light and dark mode
 * and an organisation's colours as antd's own do; each has a fallback for a page outside antd's
 * providers.
 *
 * The same holds for what most pages show for a moment or only when something fails - the
 * spinner, the text skeleton and the error or warning result (`AsyncContent`, the shell's page for
 * a remote that is down): drawn here, they do not bring antd's Spin, Skeleton or Result (with its
 * pictures) to every page's start.
 */
import { type ButtonHTMLAttributes, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAIN_CARD_ATTRIBUTE } from './plain-card-attribute';

/** antd's Tag colours a list row uses: the statuses and the preset palettes. */
export type PillColor = 'default' | 'success' | 'processing' | 'error' | 'warning' | 'green' | 'orange' | 'blue';

/** [background, text] of each colour: what antd's Tag (variant "filled") draws. */
const pillColors: Record<PillColor, readonly [string, string]> = {
  default: ['var(--ant-color-fill-tertiary, rgba(0,0,0,0.04))', 'var(--ant-color-text, rgba(0,0,0,0.88))'],
  success: ['var(--ant-color-success-bg, #f6ffed)', 'var(--ant-color-success, #347d11)'],
  processing: ['var(--ant-color-info-bg, #e6f4ff)', 'var(--ant-color-info, #1366db)'],
  error: ['var(--ant-color-error-bg, #fff2f0)', 'var(--ant-color-error, #c23b3c)'],
  warning: ['var(--ant-color-warning-bg, #fffbe6)', 'var(--ant-color-warning, #8a5a00)'],
  green: ['var(--ant-green-1, #f6ffed)', 'var(--ant-green-7, #389e0d)'],
  orange: ['var(--ant-orange-1, #fff7e6)', 'var(--ant-orange-7, #aa5606)'],
  blue: ['var(--ant-blue-1, #e6f4ff)', 'var(--ant-blue-7, #0958d9)'],
};

const pillBase: CSSProperties = {
  display: 'inline-block',
  marginInlineEnd: 8,
  paddingInline: 7,
  fontSize: 'var(--ant-font-size-sm, 12px)',
  lineHeight: '20px',
  whiteSpace: 'nowrap',
  border: '1px solid transparent',
  borderRadius: 'var(--ant-border-radius-sm, 4px)',
};

const pillStyles = Object.fromEntries(
  Object.entries(pillColors).map(([color, [background, text]]) => [color, { ...pillBase, backgroundColor: background, color: text }]),
) as Record<PillColor, CSSProperties>;

export interface PillProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'color'> {
  color?: PillColor;
  children: ReactNode;
}

/** A short status label, as antd's `<Tag color>` draws it. */
export function Pill({ color = 'default', style, children, ...rest }: PillProps) {
  return (
    <span {...rest} data-pill={color} style={style ? { ...pillStyles[color], ...style } : pillStyles[color]}>
      {children}
    </span>
  );
}

/** Secondary text, as antd's `<Typography.Text type="secondary">` colours it. */
export const secondaryText: CSSProperties = { color: 'var(--ant-color-text-description, rgba(0,0,0,0.65))' };

const divider = '1px solid var(--ant-color-border-secondary, #f0f0f0)';
const cardFrame: CSSProperties = {
  background: 'var(--ant-color-bg-container, #fff)',
  color: 'var(--ant-color-text, rgba(0,0,0,0.88))',
  border: divider,
  borderRadius: 'var(--ant-border-radius-lg, 8px)',
};
const cardHead: CSSProperties = { display: 'flex', alignItems: 'center', gap: 8, minHeight: 38, padding: '0 12px', borderBottom: divider };
const cardTitle: CSSProperties = {
  flex: 1,
  minWidth: 0,
  fontWeight: 600,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
};
const cardBody: CSSProperties = { padding: 12 };

export interface PlainCardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The head's title (one line, cut with an ellipsis) and what sits at its end. */
  title?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
}

/** A card of a list, as antd's `<Card size="small" title extra>` draws it. */
export function PlainCard({ title, extra, style, children, ...rest }: PlainCardProps) {
  return (
    <div {...rest} {...{ [PLAIN_CARD_ATTRIBUTE]: '' }} style={style ? { ...cardFrame, ...style } : cardFrame}>
      {title !== undefined || extra !== undefined ? (
        <div style={cardHead}>
          <div style={cardTitle}>{title}</div>
          {extra}
        </div>
      ) : null}
      <div style={cardBody}>{children}</div>
    </div>
  );
}

const linkButton: CSSProperties = {
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  textAlign: 'start',
  color: 'var(--ant-color-link, #1565c0)',
  cursor: 'pointer',
};

/** A button that reads as a link (a row's name that opens it), as antd's `<Button type="link">`. */
export function LinkButton({ style, type = 'button', ...rest }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button {...rest} type={type} style={style ? { ...linkButton, ...style } : linkButton} />;
}

const checkboxTarget: CSSProperties = { display: 'inline-flex', padding: 6, cursor: 'pointer' };
const checkbox: CSSProperties = { width: 16, height: 16, margin: 0, accentColor: 'var(--ant-color-primary, #1565c0)', cursor: 'pointer' };

export interface PlainCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  'aria-label': string;
}

/** A row's selection box: the browser's own, in the theme's primary colour, with a 28 px target. */
export function PlainCheckbox({ checked, onChange, 'aria-label': label }: PlainCheckboxProps) {
  return (
    <label style={checkboxTarget}>
      <input type="checkbox" aria-label={label} checked={checked} onChange={(event) => onChange(event.target.checked)} style={checkbox} />
    </label>
  );
}

/**
 * The spinner's turn: one style element for the page, which React hoists into the head the first
 * time a spinner draws and keeps (`precedence`). antd's Spin wrote its styles and its CSS variables
 * each time a loading state appeared and removed the variables when it went: two style changes of
 * the whole page around every page's first data (issue 15). With reduced motion it turns slowly.
 */
const SPIN_CSS =
  '@keyframes fo-plain-spin{to{transform:rotate(360deg)}}@media (prefers-reduced-motion: reduce){[data-spinner-ring]{animation-duration:3s!important}}';

const ringSizes = { small: [14, 2], default: [20, 3], large: [32, 3] } as const;

const ringStyles = Object.fromEntries(
  Object.entries(ringSizes).map(([size, [diameter, width]]) => [
    size,
    {
      display: 'block',
      boxSizing: 'border-box',
      width: diameter,
      height: diameter,
      border: `${width}px solid var(--ant-color-primary-bg, #e6f4ff)`,
      borderTopColor: 'var(--ant-color-primary, #1677ff)',
      borderRadius: '50%',
      animation: 'fo-plain-spin 0.8s linear infinite',
    },
  ]),
) as Record<keyof typeof ringSizes, CSSProperties>;

const spinnerFrame: CSSProperties = { display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 8 };
const inlineSpinnerFrame: CSSProperties = { ...spinnerFrame, display: 'inline-flex', verticalAlign: 'middle' };
const spinnerText: CSSProperties = { ...secondaryText, fontSize: 'var(--ant-font-size, 14px)' };

export interface SpinnerProps {
  /** The ring's diameter: 14, 20 (default) or 32 px, as antd's Spin sizes. */
  size?: keyof typeof ringSizes;
  /** What is loading: the spinner's name for a screen reader, or shown below the ring (showLabel). "Loading…" unless told. */
  label?: string;
  showLabel?: boolean;
  /** In a line of text instead of a block of its own. */
  inline?: boolean;
  style?: CSSProperties;
}

/** The caller's label, or the common "Loading…" in the reader's language. */
function useLoadingLabel(label: string | undefined): string {
  const { t } = useTranslation('common');
  return label ?? t('states.loading');
}

/** A loading indicator in the theme's primary colour, where antd's `<Spin>` was. */
export function Spinner({ size = 'default', label, showLabel = false, inline = false, style }: SpinnerProps) {
  const text = useLoadingLabel(label);
  const frame = inline ? inlineSpinnerFrame : spinnerFrame;
  return (
    <div role="status" aria-busy="true" aria-label={showLabel ? undefined : text} style={style ? { ...frame, ...style } : frame}>
      <style href="fo-plain-spin" precedence="default">
        {SPIN_CSS}
      </style>
      <span aria-hidden="true" data-spinner-ring="" style={ringStyles[size]} />
      {showLabel ? <span style={spinnerText}>{text}</span> : null}
    </div>
  );
}

/** The skeleton's shimmer, hoisted once as the spinner's turn is; still with reduced motion. */
const SHIMMER_CSS =
  '@keyframes fo-plain-shimmer{0%{background-position:100% 50%}to{background-position:0 50%}}@media (prefers-reduced-motion: reduce){[data-skeleton-bar]{animation:none!important}}';

const skeletonBar: CSSProperties = {
  display: 'block',
  height: 16,
  borderRadius: 'var(--ant-border-radius-sm, 4px)',
  background:
    'linear-gradient(90deg, var(--ant-color-fill-secondary, rgba(0,0,0,0.06)) 25%, var(--ant-color-fill, rgba(0,0,0,0.15)) 37%, var(--ant-color-fill-secondary, rgba(0,0,0,0.06)) 63%)',
  backgroundSize: '400% 100%',
  animation: 'fo-plain-shimmer 1.4s ease infinite',
};
/** A title, then three lines, the last shorter: antd's `<Skeleton active>`. */
const skeletonWidths = ['38%', '100%', '100%', '61%'];
const skeletonFrame: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 16 };

/**
 * Grey bars where text is about to come, as antd's `<Skeleton active>` draws them. antd's Skeleton,
 * like its Spin, wrote its styles as it appeared and removed its CSS variables as it went.
 */
export function TextSkeleton({ label, style }: { label?: string; style?: CSSProperties }) {
  const text = useLoadingLabel(label);
  return (
    <div role="status" aria-busy="true" aria-label={text} style={style ? { ...skeletonFrame, ...style } : skeletonFrame}>
      <style href="fo-plain-shimmer" precedence="default">
        {SHIMMER_CSS}
      </style>
      {skeletonWidths.map((width, index) => (
        <span key={index} aria-hidden="true" data-skeleton-bar="" style={{ ...skeletonBar, width, ...(index === 1 ? { marginTop: 12 } : null) }} />
      ))}
    </div>
  );
}

/** antd's CloseCircleFilled and WarningFilled: the icons of an error and a warning Result. */
const resultIcons = {
  error: {
    path: 'M512 64c247.4 0 448 200.6 448 448S759.4 960 512 960 64 759.4 64 512 264.6 64 512 64zm127.98 274.82h-.04l-.08.06L512 466.75 384.14 338.88c-.04-.05-.06-.06-.08-.06a.12.12 0 00-.07 0c-.03 0-.05.01-.09.05l-45.02 45.02a.2.2 0 00-.05.09.12.12 0 000 .07v.02a.27.27 0 00.06.06L466.75 512 338.88 639.86c-.05.04-.06.06-.06.08a.12.12 0 000 .07c0 .03.01.05.05.09l45.02 45.02a.2.2 0 00.09.05.12.12 0 00.07 0c.02 0 .04-.01.08-.05L512 557.25l127.86 127.87c.04.04.06.05.08.05a.12.12 0 00.07 0c.03 0 .05-.01.09-.05l45.02-45.02a.2.2 0 00.05-.09.12.12 0 000-.07v-.02a.27.27 0 00-.05-.06L557.25 512l127.87-127.86c.04-.04.05-.06.05-.08a.12.12 0 000-.07c0-.03-.01-.05-.05-.09l-45.02-45.02a.2.2 0 00-.09-.05.12.12 0 00-.07 0z',
    color: 'var(--ant-color-error, #c23b3c)',
  },
  warning: {
    path: 'M955.7 856l-416-720c-6.2-10.7-16.9-16-27.7-16s-21.6 5.3-27.7 16l-416 720C56 877.4 71.4 904 96 904h832c24.6 0 40-26.6 27.7-48zM480 416c0-4.4 3.6-8 8-8h48c4.4 0 8 3.6 8 8v184c0 4.4-3.6 8-8 8h-48c-4.4 0-8-3.6-8-8V416zm32 352a48.01 48.01 0 010-96 48.01 48.01 0 010 96z',
    color: 'var(--ant-color-warning, #8a5a00)',
  },
} as const;

const resultFrame: CSSProperties = { padding: '48px 32px', textAlign: 'center' };
const resultIcon: CSSProperties = { display: 'block', margin: '0 auto 24px', width: 72, height: 72 };
const resultTitle: CSSProperties = {
  marginBlock: 8,
  color: 'var(--ant-color-text-heading, rgba(0,0,0,0.88))',
  fontSize: 'var(--ant-font-size-heading-3, 24px)',
  lineHeight: 'var(--ant-line-height-heading-3, 1.3333)',
};
const resultSubTitle: CSSProperties = { ...secondaryText, fontSize: 'var(--ant-font-size, 14px)', lineHeight: 'var(--ant-line-height, 1.5714)' };
const resultExtra: CSSProperties = { marginTop: 24 };

export interface PlainResultProps {
  status: keyof typeof resultIcons;
  title: ReactNode;
  subTitle?: ReactNode;
  /** The way on, e.g. a Retry button. */
  extra?: ReactNode;
}

/**
 * What went wrong and the way on, as antd's `<Result status="error">` (or "warning") draws it.
 * antd's Result brings its 404, 500 and 403 pictures (8 KB, a script of its own): AsyncContent on
 * every list page and the shell's page for a remote that fails loaded them with every remote page,
 * which shows them only when its data or its remote fails.
 */
export function PlainResult({ status, title, subTitle, extra }: PlainResultProps) {
  const icon = resultIcons[status];
  return (
    <div data-result={status} style={resultFrame}>
      <svg viewBox="64 64 896 896" aria-hidden="true" focusable="false" style={{ ...resultIcon, fill: icon.color }}>
        <path fillRule="evenodd" d={icon.path} />
      </svg>
      <div style={resultTitle}>{title}</div>
      {subTitle ? <div style={resultSubTitle}>{subTitle}</div> : null}
      {extra ? <div style={resultExtra}>{extra}</div> : null}
    </div>
  );
}
