/**
 * Screen 5: back navigation from the submit screen goes to /reporting/facilities. The submit screen
 * replaced the details in the history, so the browser's back step lands on the checklist (or the
 * details of an older entry); those pages see the mark left here and move on to the list instead
 * of reopening a report that is being sent or was sent.
 */
import { useEffect } from 'react';
import { useNavigate, useNavigationType } from 'react-router-dom';

const MARK = 'facilityops.leftSubmit';
export const FACILITIES_PATH = '/reporting/facilities';

/** Called by the submit screen when it opens. */
export function markSubmitVisited(): void {
  sessionStorage.setItem(MARK, String(Date.now()));
}

/**
 * On the checklist and details pages: a back step out of the submit screen lands on the list.
 * True while leaving, so the page neither opens nor starts a report meanwhile.
 */
export function useBackFromSubmit(): boolean {
  const navigate = useNavigate();
  const type = useNavigationType();
  const leaving = type === 'POP' && sessionStorage.getItem(MARK) !== null;
  useEffect(() => {
    const marked = sessionStorage.getItem(MARK) !== null;
    if (type !== 'POP') {
      // Any forward move starts afresh.
      sessionStorage.removeItem(MARK);
      return;
    }
    if (!marked) return;
    sessionStorage.removeItem(MARK);
    void navigate(FACILITIES_PATH, { replace: true });
  }, [navigate, type]);
  return leaving;
}
