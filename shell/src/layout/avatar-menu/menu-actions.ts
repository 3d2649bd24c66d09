/** What each avatar menu item does; kept apart from the menu's rendering. */
import type { TFunction } from 'i18next';
import { type Language, type User, encryptToken, isApiError, setHomePage } from 'shared-contracts';
import { setLanguage } from '../../app/language';
import { updateSignedInUser } from '../../auth/session-service';
import { notify } from '../../app/notice';
import { type ThemeMode } from '../../theme/build-theme';
import { setThemeMode } from '../../theme/theme-mode';
import type { OpenDialog } from './user-menu';

export type MenuAction = 'profilePic' | 'quickReport' | 'screenshot:image' | 'screenshot:pdf' | 'homePage' | 'feedbacks' | 'theme' | 'language' | 'logout';

export interface MenuContext {
  t: TFunction;
  user: User;
  path: string;
  mode: ThemeMode;
  nextLanguage: Language;
  openDialog: (dialog: OpenDialog) => void;
  signOut: () => Promise<unknown>;
}

const messageOf = (error: unknown, fallback: string) => (isApiError(error) && error.message ? error.message : fallback);

export async function runMenuAction(action: MenuAction, context: MenuContext): Promise<void> {
  const { t } = context;
  try {
    switch (action) {
      case 'profilePic':
        return context.openDialog({ name: 'profile' });
      case 'quickReport':
        return context.openDialog({ name: 'quickReport' });
      case 'screenshot:image':
      case 'screenshot:pdf': {
        const { capturePage } = await import('../../screenshot/capture-page');
        return await capturePage(action === 'screenshot:pdf' ? 'pdf' : 'image');
      }
      case 'homePage': {
        const answer = await setHomePage(context.path);
        updateSignedInUser({ homePage: answer.homePage });
        return notify('success', t('avatarMenu.homePageUpdated'));
      }
      case 'feedbacks': {
        notify('info', t('feedbacks.opening'));
        const { encryptedToken } = await encryptToken();
        return context.openDialog({ name: 'feedbacks', encryptedToken });
      }
      case 'theme':
        return await setThemeMode(context.mode === 'dark' ? 'light' : 'dark');
      case 'language':
        return await setLanguage(context.nextLanguage);
      case 'logout':
        await context.signOut();
        return;
    }
  } catch (error) {
    console.error(`avatar menu: ${action} failed`, error);
    const fallback =
      action === 'feedbacks' ? t('feedbacks.failed') : action.startsWith('screenshot') ? t('avatarMenu.screenshotFailed') : t('avatarMenu.failed');
    notify('error', messageOf(error, fallback));
  }
}
