/**
 * antd's App without a root element: its holders show the messages, notifications and dialogs,
 * and its APIs go to DeferredApp, which replays the calls made before this module loaded.
 */
import App from 'antd/es/app';
import { useEffect } from 'react';
import { type AppApis, useAppApis } from 'ui-kit';

function HandOver({ onReady }: { onReady: (apis: AppApis) => void }) {
  const apis = useAppApis();
  useEffect(() => onReady(apis), [apis, onReady]);
  return null;
}

export default function RealAppApis({ onReady }: { onReady: (apis: AppApis) => void }) {
  return (
    <App component={false}>
      <HandOver onReady={onReady} />
    </App>
  );
}
