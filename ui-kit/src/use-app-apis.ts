/**
 * antd's `App.useApp()` (message, notification, modal) without importing antd's App: the hook
 * reads App's context only, so a screen that merely may ask for a dialog does not download the
 * dialog, message and notification code with it. The shell provides the context (its App loads
 * those on the first call); `antd/es/app/context` is shared like antd's entry points, so every
 * remote reads the shell's one.
 */
import AppContext, { type useAppProps } from 'antd/es/app/context';
import { useContext } from 'react';

export type AppApis = useAppProps;

export function useAppApis(): AppApis {
  return useContext(AppContext);
}
