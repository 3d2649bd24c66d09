import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from 'shared-contracts';
import { PlainResult, Spinner } from './plain-parts';
import { type AsyncState } from './use-async';

interface AsyncContentProps<T> {
  state: AsyncState<T>;
  /** Title of the error result, e.g. 'Could not load the facilities'. */
  errorTitle: string;
  emptyText: string;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
  /**
   * For a page's main content with more sections below it: while loading, keep the rest of the
   * screen, so those sections wait below the fold instead of jumping down when the content arrives
   * (issue 15: CLS at most 0.05).
   */
  reserve?: boolean;
}

/** What a reserving placeholder keeps: the screen under the header and the page's title. */
export const RESERVED_LOADING_HEIGHT = 'calc(100dvh - 120px)';

/** The loading state of AsyncContent, also a Suspense fallback while a page's part downloads. */
export function LoadingState({ reserve = false }: { reserve?: boolean }) {
  return <Spinner size="large" showLabel style={{ padding: 48, ...(reserve ? { minHeight: RESERVED_LOADING_HEIGHT, justifyContent: 'flex-start' } : {}) }} />;
}

/** The loading, error (with Retry), empty and loaded states every list page shares. */
export function AsyncContent<T>({ state, errorTitle, emptyText, isEmpty, children, reserve = false }: AsyncContentProps<T>) {
  const { t } = useTranslation('common');
  if (state.loading) return <LoadingState reserve={reserve} />;
  if (state.error !== undefined || state.data === undefined) {
    return (
      <PlainResult
        status="error"
        title={errorTitle}
        subTitle={isApiError(state.error) ? state.error.message : t('errors.unknown')}
        extra={
          <Button type="primary" onClick={state.retry}>
            {t('actions.retry')}
          </Button>
        }
      />
    );
  }
  if (isEmpty(state.data)) return <Empty description={emptyText} />;
  return <>{children(state.data)}</>;
}
