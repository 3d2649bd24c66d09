/**
 * antd's App (the `ant-app` root and the message, notification and modal APIs of `App.useApp()`)
 * with those APIs' code loaded on their first call instead of with the first screen: dialogs,
 * toasts and their styles are 29 KB gzip that the signed-in home never shows by itself.
 *
 * The context holds stand-ins with the same methods. The first call mounts antd's own App (its
 * holders render the messages, notifications and dialogs, inside this ConfigProvider, so with the
 * same theme) and every call made until then is replayed on the real APIs, in order. What a call
 * returns works as antd's does: `modal.confirm(...)` can be awaited (true on OK) and has
 * `destroy`/`update`; `message.info(...)` can be awaited and called to close.
 */
import AppContext from 'antd/es/app/context';
import useAppStyle from 'antd/es/app/style';
import { ConfigContext } from 'antd/es/config-provider/context';
import { type CSSProperties, type ComponentType, type ReactNode, Suspense, lazy, useContext, useMemo, useState } from 'react';
import { type AppApis } from 'ui-kit';

type Kind = keyof AppApis;
type Ready = (apis: AppApis) => void;

const RealApis = lazy(async (): Promise<{ default: ComponentType<{ onReady: Ready }> }> => {
  try {
    return await import('./real-app-apis');
  } catch (error) {
    console.error('dialogs and messages could not load', error);
    return { default: () => null };
  }
});

/** A stand-in for what a call returns, until the real call has run and returned. */
function deferredResult(result: Promise<{ value: unknown }>) {
  type Handle = { destroy?: () => void; update?: (config: unknown) => void } | undefined;
  const withHandle = (use: (value: unknown) => void) => void result.then(({ value }) => use(value));
  const close = () => withHandle((value) => (typeof value === 'function' ? (value as () => void)() : (value as Handle)?.destroy?.()));
  return Object.assign(close, {
    destroy: close,
    update: (config: unknown) => withHandle((value) => (value as Handle)?.update?.(config)),
    // The real result is itself a thenable (a confirm's answer, a message closing): adopt it.
    then: (resolve?: (value: unknown) => unknown, reject?: (error: unknown) => unknown) => result.then(({ value }) => value).then(resolve, reject),
  });
}

export function createDeferredApis(request: () => void): { apis: AppApis; ready: Ready } {
  let real: AppApis | null = null;
  let resolveReal: Ready = () => undefined;
  const whenReal = new Promise<AppApis>((resolve) => {
    resolveReal = resolve;
  });
  const standIn = (kind: Kind) => {
    const method =
      (name: string) =>
      (...args: unknown[]) => {
        const call = (apis: AppApis) => (apis[kind] as unknown as Record<string, (...values: unknown[]) => unknown>)[name]?.(...args);
        if (real) return call(real);
        // Nothing is open before the real APIs exist: closing needs no download.
        if (name === 'destroy') return undefined;
        request();
        return deferredResult(whenReal.then((apis) => ({ value: call(apis) })));
      };
    // Methods only: the object itself must not look like a promise (`then`) to code that tests it.
    return new Proxy({}, { get: (_target, name) => (typeof name === 'string' && name !== 'then' ? method(name) : undefined) });
  };
  return {
    apis: { message: standIn('message'), notification: standIn('notification'), modal: standIn('modal') } as AppApis,
    ready: (apis) => {
      real = apis;
      resolveReal(apis);
    },
  };
}

export function DeferredApp({ style, children }: { style?: CSSProperties; children: ReactNode }) {
  const { getPrefixCls, direction } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('app');
  const [hashId, cssVarCls] = useAppStyle(prefixCls);
  const [wanted, setWanted] = useState(false);
  const { apis, ready } = useMemo(() => createDeferredApis(() => setWanted(true)), []);
  const className = [hashId, prefixCls, cssVarCls, direction === 'rtl' ? `${prefixCls}-rtl` : ''].filter(Boolean).join(' ');
  return (
    <AppContext.Provider value={apis}>
      <div className={className} style={style}>
        {wanted && (
          <Suspense>
            <RealApis onReady={ready} />
          </Suspense>
        )}
        {children}
      </div>
    </AppContext.Provider>
  );
}
