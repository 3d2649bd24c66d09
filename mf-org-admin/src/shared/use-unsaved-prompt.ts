/** While a form or draft has unsaved changes, leaving the page (reload, close tab) asks first. One hook for every admin form of this remote. */
import { useEffect } from 'react';

export function useUnsavedPrompt(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}
