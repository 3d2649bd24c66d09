/** Toasts for the whole platform; remotes ask for one with bus.emit('ui/notify', …). */
import App from 'antd/es/app';

export interface Notice {
  success(text: string): void;
  info(text: string): void;
  warning(text: string): void;
  error(text: string): void;
}

export function useNotice(): Notice {
  const { message } = App.useApp();
  return message;
}
